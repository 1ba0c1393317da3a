package titles_test

import (
	"maps"
	"slices"
	"testing"

	"ratingdesk/titles"
)

// TestVerdict checks what a requirement comes to (App. 2 item 1; item 3b:
// a short rated or fixed share is cured by an assumed rating), in both
// wordings.
func TestVerdict(t *testing.T) {
	tests := []struct {
		check         titles.Check
		assumed       int
		want          titles.Verdict
		words, short  string
		countsFailure bool
	}{
		{titles.Check{Item: titles.ItemPlayers, Value: 13, Limit: 9, Pass: true}, 0, titles.VerdictPass, "pass", "pass", false},
		{titles.Check{Item: titles.ItemPlayers, Value: 8, Limit: 9}, 1800, titles.VerdictFail, "fail", "FAIL", true},
		{titles.Check{Item: titles.ItemRatedShare, Value: 5, Limit: 7}, 0, titles.VerdictFail, "fail", "FAIL", true},
		{titles.Check{Item: titles.ItemRatedShare, Value: 5, Limit: 7}, 1800, titles.VerdictAssumed,
			"fail: assumed rating applies (App. 2 item 3b)", "fail, item 3b", false},
		{titles.Check{Item: titles.ItemFixedShare, Value: 2, Limit: 6}, 1800, titles.VerdictAssumed,
			"fail: assumed rating applies (App. 2 item 3b)", "fail, item 3b", false},
	}
	for _, tt := range tests {
		req := titles.Requirements{Checks: []titles.Check{tt.check}, AssumedRating: tt.assumed}
		v := req.Verdict(tt.check)
		if v != tt.want || v.String() != tt.words || v.Short() != tt.short {
			t.Errorf("Verdict(%v) with assumed rating %d = %v (%q, %q), want %v (%q, %q)",
				tt.check, tt.assumed, v, v.String(), v.Short(), tt.want, tt.words, tt.short)
		}
		if got := len(req.Failures()) == 1; got != tt.countsFailure {
			t.Errorf("Failures() of %v with assumed rating %d lists it: %v, want %v", tt.check, tt.assumed, got, tt.countsFailure)
		}
	}
}

// TestMetText checks the wording of each requirement met, as a norm
// certificate prints it (App. 2 item 1), with the limits of
// CheckRequirements.
func TestMetText(t *testing.T) {
	tests := []struct {
		check titles.Check
		want  string
	}{
		{titles.Check{Item: titles.ItemStartDate, Value: 1, Limit: 1, Pass: true}, "started 15 Jan 2024 (from 1 April 2017)"},
		{titles.Check{Item: titles.ItemTitleTournament, Value: 1, Limit: 1, Pass: true}, "announced as a title tournament"},
		{titles.Check{Item: titles.ItemRatedEvent, Value: 1, Limit: 1, Pass: true}, "rated"},
		{titles.Check{Item: titles.ItemEventType, Value: 1, Limit: 1, Pass: true}, "not a promotion, thematic or cup preliminary section (1h)"},
		{titles.Check{Item: titles.ItemPlayers, Value: 13, Limit: titles.MinPlayers, Pass: true}, "13 players, ≥ 9 (1a)"},
		{titles.Check{Item: titles.ItemPlayers, Value: 12, Limit: titles.MinDoubleRoundGames, Pass: true}, "12 games each in a double round, ≥ 8 (1a)"},
		{titles.Check{Item: titles.ItemRatedShare, Value: 11, Limit: 10, Pass: true}, "11 rated, ≥ 10 (1b)"},
		{titles.Check{Item: titles.ItemRatedShare, Value: 5, Limit: 10}, ""},
		{titles.Check{Item: titles.ItemFixedShare, Value: 9, Limit: 8, Pass: true}, "9 fixed, ≥ 8 (1c)"},
		{titles.Check{Item: titles.ItemFixedShare, Value: 2, Limit: 8}, ""},
		{titles.Check{Item: titles.ItemAssumedRating, Value: 1800, Limit: 1, Pass: true},
			"assumed rating 1800 for every player, the rated or fixed share being short (3b)"},
		{titles.Check{Item: titles.ItemFederationKnown, Value: 0, Pass: true}, "every federation known"},
		{titles.Check{Item: titles.ItemFederations, Value: 6, Limit: titles.MinFederations, Pass: true}, "6 federations, ≥ 3 (1d)"},
		{titles.Check{Item: titles.ItemOneFederation, Value: 2, Limit: 8, Pass: true}, "at most 2 from one federation, ≤ 8 (1e)"},
	}
	for _, tt := range tests {
		if got := tt.check.MetText("15 Jan 2024"); got != tt.want {
			t.Errorf("MetText(%v) = %q, want %q", tt.check, got, tt.want)
		}
	}
}

// TestMetDoubleRound checks that a double round of fewer than 9 players is
// worded by its games per player, as CheckRequirements counts it (App. 2
// item 1a), and a double round of 9 or more by its players.
func TestMetDoubleRound(t *testing.T) {
	for _, tt := range []struct {
		players int
		want    string
	}{{7, "12 games each in a double round, ≥ 8 (1a)"}, {9, "9 players, ≥ 9 (1a)"}} {
		ratings := make([]int, tt.players)
		for i := range ratings {
			ratings[i] = 2300
		}
		s := titles.NewSection(fixedPlayers(ratings...), true)
		req := titles.CheckRequirements(s)
		if met := req.Met("1 May 2024"); !slices.Contains(met, tt.want) {
			t.Errorf("Met() of a double round of %d = %q, want it to hold %q", tt.players, met, tt.want)
		}
	}
}

// TestItemWordsUnchanged checks that the requirement wordings built from
// the limits read as before.
func TestItemWordsUnchanged(t *testing.T) {
	tests := []struct {
		item       titles.Item
		rule, text string
	}{
		{titles.ItemStartDate, "App. 2 (events from 1 April 2017)", "started on or after 1 April 2017"},
		{titles.ItemPlayers, "App. 2 item 1a", "at least 9 players (double round: at least 8 games each)"},
		{titles.ItemFederations, "App. 2 item 1d", "at least 3 federations"},
	}
	for _, tt := range tests {
		if tt.item.Rule() != tt.rule || tt.item.String() != tt.text {
			t.Errorf("%d: Rule() = %q, String() = %q, want %q, %q", tt.item, tt.item.Rule(), tt.item.String(), tt.rule, tt.text)
		}
	}
}

// TestCategoryRange checks the range of the table of App. 2 item 2.12 and
// the kind of a category.
func TestCategoryRange(t *testing.T) {
	if lo, hi := titles.CategoryRange(); lo != 1951 || hi != 2700 {
		t.Errorf("CategoryRange() = %d, %d, want 1951, 2700", lo, hi)
	}
	for _, tt := range []struct {
		c    titles.Category
		want string
	}{{titles.Category{Number: 1}, "minor"}, {titles.Category{Major: true, Number: 18}, "major"}} {
		if got := tt.c.Kind(); got != tt.want {
			t.Errorf("Category %s: Kind() = %q, want %q", tt.c, got, tt.want)
		}
	}
	for _, tt := range []struct {
		avg float64
		ok  bool
	}{{1950, false}, {1950.00004, false}, {1951, true}, {2700, true}, {2700.0001, false}} {
		if _, ok := titles.CategoryOf(tt.avg); ok != tt.ok {
			t.Errorf("CategoryOf(%v) ok = %v, want %v", tt.avg, ok, tt.ok)
		}
	}
}

// TestFinishedGames counts a section's games as the norms do: without the
// games of a player whose games were cancelled (App. 2 item 3a), two a
// pair in a double round.
func TestFinishedGames(t *testing.T) {
	tests := []struct {
		name            string
		double, cancel  bool
		rows            []string
		finished, total int
	}{
		{"single round", false, false, []string{"x 1 = *", "0 x 1 *", "= 0 x 1", "* * 0 x"}, 4, 6},
		{"player 2 cancelled", false, true, []string{"x 1 = *", "0 x 1 *", "= 0 x 1", "* * 0 x"}, 2, 3},
		{"double round", true, false, []string{"x 1= *1 **", "0= x 1* 10", "*0 0* x ==", "** 01 == x"}, 8, 12},
	}
	for _, tt := range tests {
		s := sectionFromTable(t, fixedPlayers(2300, 2300, 2300, 2300), tt.double, tt.rows...)
		if tt.cancel {
			s.Players[1].Withdrawn, s.Players[1].GamesCancelled = titles.WithdrawalAccepted, true
		}
		if f, n := s.FinishedGames(); f != tt.finished || n != tt.total {
			t.Errorf("%s: FinishedGames() = %d, %d, want %d, %d", tt.name, f, n, tt.finished, tt.total)
		}
	}
}

// TestBestCounts counts players by their best norm status across the
// levels.
func TestBestCounts(t *testing.T) {
	w := titles.Watch{Checks: []titles.NormCheck{
		{Player: 0, Level: titles.GM, Status: titles.OutOfReach},
		{Player: 0, Level: titles.IM, Status: titles.Achieved},
		{Player: 1, Level: titles.GM, Status: titles.Possible},
		{Player: 1, Level: titles.IM, Status: titles.Secured},
		{Player: 2, Level: titles.GM, Status: titles.OutOfReach},
		{Player: 3, Level: titles.IM, Status: titles.Secured},
	}}
	want := map[titles.NormStatus]int{titles.Achieved: 1, titles.Secured: 2, titles.OutOfReach: 1}
	if got := w.BestCounts(); !maps.Equal(got, want) {
		t.Errorf("BestCounts() = %v, want %v", got, want)
	}
	if st, ok := w.Best(1); !ok || st != titles.Secured {
		t.Errorf("Best(1) = %v, %v, want secured", st, ok)
	}
	if _, ok := w.Best(9); ok {
		t.Errorf("Best(9) found a status for a player without checks")
	}
}
