package titles_test

import (
	"testing"
	"time"

	"ratingdesk/titles"
)

// TestRequirementsTableSeed reproduces the table "Summary of requirements
// depending on the number of games" of App. 2 item 1, as the seed prints it.
func TestRequirementsTableSeed(t *testing.T) {
	// A, B, C, D, E, F (F in half points).
	seed := [][6]int{
		{9, 8, 6, 7, 6, 6},
		{10, 9, 6, 8, 6, 7},
		{11, 10, 7, 9, 7, 7},
		{12, 11, 8, 9, 8, 8},
		{13, 12, 8, 10, 8, 9},
		{14, 13, 9, 11, 9, 10},
		{15, 14, 10, 12, 9, 10},
		{16, 15, 10, 12, 10, 11},
		{17, 16, 11, 13, 11, 12},
		{18, 17, 12, 14, 11, 12},
		{19, 18, 12, 15, 12, 13},
		{20, 19, 13, 15, 12, 14},
	}
	for _, r := range seed {
		want := titles.TableRow{Players: r[0], Games: r[1], MaxOneFederation: r[2], MinRated: r[3], MinFixed: r[4], MinScore: titles.HalfPoints(r[5])}
		if got := titles.RequirementsTable(r[0], false); got != want {
			t.Errorf("RequirementsTable(%d, false) = %+v, want %+v", r[0], got, want)
		}
	}
}

func TestRequirementsTableDoubleRound(t *testing.T) {
	// 5 players, double round: 8 games each, F = 35% of 8 = 2.8 → 3.
	want := titles.TableRow{Players: 5, Games: 8, MaxOneFederation: 3, MinRated: 4, MinFixed: 3, MinScore: 6}
	if got := titles.RequirementsTable(5, true); got != want {
		t.Errorf("RequirementsTable(5, true) = %+v, want %+v", got, want)
	}
}

func TestMinScore(t *testing.T) {
	for games, want := range map[int]titles.HalfPoints{0: 0, 1: 1, 2: 2, 8: 6, 10: 7, 11: 8, 12: 9, 20: 14, 24: 17} {
		if got := titles.MinScore(games); got != want {
			t.Errorf("MinScore(%d) = %v, want %v", games, got, want)
		}
	}
}

// failing lists the items of a requirements check that fail.
func failing(r titles.Requirements) []titles.Item {
	var out []titles.Item
	for _, c := range r.Failures() {
		out = append(out, c.Item)
	}
	return out
}

func TestCheckRequirements(t *testing.T) {
	base := func(n int) titles.Section {
		r := make([]int, n)
		for i := range r {
			r[i] = 2400
		}
		return drawnSection(fixedPlayers(r...))
	}
	tests := []struct {
		name    string
		section func() titles.Section
		want    []titles.Item
		assumed int
	}{
		{"13 players, all fixed, 5 federations", func() titles.Section { return base(13) }, nil, 0},
		{"8 players", func() titles.Section { return base(8) }, []titles.Item{titles.ItemPlayers}, 0},
		{"5 players, double round", func() titles.Section {
			s := base(5)
			s2 := titles.NewSection(s.Players, true)
			s2.Type, s2.Start = s.Type, s.Start
			return s2
		}, nil, 0},
		{"4 players, double round: 6 games", func() titles.Section {
			s := base(4)
			s2 := titles.NewSection(s.Players, true)
			s2.Type, s2.Start = s.Type, s.Start
			return s2
		}, []titles.Item{titles.ItemPlayers}, 0},
		{"thematic", func() titles.Section { s := base(13); s.Type = "Thematic"; return s }, []titles.Item{titles.ItemEventType}, 0},
		{"promotion (Master class)", func() titles.Section { s := base(11); s.Type = "Master class"; return s }, []titles.Item{titles.ItemEventType}, 0},
		{"cup preliminary", func() titles.Section { s := base(11); s.Type = "Cup preliminaries"; return s }, []titles.Item{titles.ItemEventType}, 0},
		{"not announced, not rated", func() titles.Section {
			s := base(13)
			s.TitleTournament, s.Rated = false, false
			return s
		}, []titles.Item{titles.ItemTitleTournament, titles.ItemRatedEvent}, 0},
		{"started before 1 April 2017", func() titles.Section {
			s := base(13)
			s.Start = time.Date(2017, 3, 31, 0, 0, 0, 0, time.UTC)
			return s
		}, []titles.Item{titles.ItemStartDate}, 0},
		{"no start date", func() titles.Section { s := base(13); s.Start = time.Time{}; return s }, []titles.Item{titles.ItemStartDate}, 0},
		{"two federations", func() titles.Section {
			s := base(9)
			for i := range s.Players {
				s.Players[i].Fed = feds[i%2]
			}
			return s
		}, []titles.Item{titles.ItemFederations}, 0},
		{"7 of 10 from one federation (C = 6)", func() titles.Section {
			s := base(10)
			for i := range s.Players {
				s.Players[i].Fed = "GER"
			}
			s.Players[7].Fed, s.Players[8].Fed, s.Players[9].Fed = "ITA", "usa ", "ESP"
			return s
		}, []titles.Item{titles.ItemOneFederation}, 0},
		{"6 of 10 from one federation", func() titles.Section {
			s := base(10)
			for i := range s.Players {
				s.Players[i].Fed = "GER"
			}
			s.Players[6].Fed, s.Players[7].Fed, s.Players[8].Fed, s.Players[9].Fed = "ITA", "USA", "ESP", "ITA"
			return s
		}, nil, 0},
		{"federation unknown", func() titles.Section { s := base(13); s.Players[4].Fed = " "; return s }, []titles.Item{titles.ItemFederationKnown}, 0},
		{"13 players, 9 rated (D = 10), norm tournament: no assumed rating", func() titles.Section {
			s := base(13)
			for i := 9; i < 13; i++ {
				s.Players[i].Status, s.Players[i].StartRating = titles.Unrated, 0
			}
			return s
		}, []titles.Item{titles.ItemRatedShare, titles.ItemAssumedRating}, 0},
		{"13 players, 10 rated counting a FIDE rating", func() titles.Section {
			s := base(13)
			for i := 9; i < 13; i++ {
				s.Players[i].Status, s.Players[i].StartRating = titles.Unrated, 0
			}
			s.Players[9].FIDE = 2380
			return s
		}, nil, 0},
		{"13 players, 7 fixed (E = 8), WC semi-final: assumed 2276", func() titles.Section {
			s := base(13)
			s.Type = "WC semi-final"
			for i := 7; i < 13; i++ {
				s.Players[i].Status = titles.Unfixed
			}
			return s
		}, nil, 2276},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := titles.CheckRequirements(tc.section())
			got := failing(r)
			if len(got) != len(tc.want) {
				t.Fatalf("CheckRequirements failures = %v, want %v (checks %v)", got, tc.want, r.Checks)
			}
			for k := range got {
				if got[k] != tc.want[k] {
					t.Fatalf("CheckRequirements failures = %v, want %v", got, tc.want)
				}
			}
			if r.TitleTournament() != (len(tc.want) == 0) || r.AssumedRating != tc.assumed {
				t.Errorf("TitleTournament() = %v, AssumedRating = %d; want %v, %d", r.TitleTournament(), r.AssumedRating, len(tc.want) == 0, tc.assumed)
			}
		})
	}
}

func TestAssumedRating(t *testing.T) {
	// App. 2 item 3b.
	tests := []struct {
		eventType     string
		board, boards int
		want          int
	}{
		{"Candidates", 0, 0, 2326},
		{"WC candidates", 0, 0, 2326},
		{"Olympiad final", 1, 6, 2326},
		{"Olympiad Final", 3, 6, 2326},
		{"Olympiad final", 4, 6, 2301},
		{"Olympiad final", 6, 6, 2301},
		{"Zonal team championship final", 2, 6, 2301},
		{"Zonal team championship final", 3, 6, 2301},
		{"Zonal team championship final", 4, 6, 2276},
		{"Zonal team final", 3, 5, 2276}, // middle board of 5: second half
		{"WC semi-final", 0, 0, 2276},
		{"World Championship Semi-Final", 0, 0, 2276},
		{"Zonal championship", 0, 0, 2276},
		{"Zonal final", 0, 0, 2276},
		{"Olympiad preliminary", 2, 6, 2276},
		{"Olympiad preliminaries", 5, 6, 2251},
		{"Zonal team championship preliminary", 1, 8, 2276},
		{"Zonal team championship preliminary", 5, 8, 2251},
		{"Olympiad final", 0, 0, 0}, // board unknown
		{"Zonal team final", 2, 0, 0},
		{"Master norm", 0, 0, 0},
		{"GM norm", 0, 0, 0},
		{"Ladies' WC semi-final", 0, 0, 0},
		{"Ladies Olympiad final", 1, 3, 0},
	}
	for _, tc := range tests {
		got, ok := titles.AssumedRating(titles.ClassifyEvent(tc.eventType), tc.board, tc.boards)
		if got != tc.want || ok != (tc.want > 0) {
			t.Errorf("AssumedRating(%q, %d, %d) = %d, %v; want %d", tc.eventType, tc.board, tc.boards, got, ok, tc.want)
		}
	}
}

func TestClassifyEvent(t *testing.T) {
	tests := map[string]titles.EventKind{
		"Open class":           titles.PromotionEvent,
		"Higher Class":         titles.PromotionEvent,
		"master-class":         titles.PromotionEvent,
		"Promotion":            titles.PromotionEvent,
		"Thematic":             titles.ThematicEvent,
		"Cup preliminary":      titles.CupPreliminaryEvent,
		"World Cup prelim.":    titles.CupPreliminaryEvent,
		"Cup final":            titles.OtherEvent,
		"Master norm":          titles.OtherEvent,
		"GM norm":              titles.OtherEvent,
		"National":             titles.OtherEvent,
		"WC final":             titles.OtherEvent,
		"WC semi-final":        titles.WCSemiFinalEvent,
		"Candidates'":          titles.CandidatesEvent,
		"Olympiad preliminary": titles.OlympiadPreliminaryEvent,
		"":                     titles.OtherEvent,
	}
	for in, want := range tests {
		if got := titles.ClassifyEvent(in); got != want {
			t.Errorf("ClassifyEvent(%q) = %v, want %v", in, got, want)
		}
	}
}
