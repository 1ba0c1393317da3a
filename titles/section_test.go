package titles_test

import (
	"errors"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/titles"
)

func TestResultOf(t *testing.T) {
	tests := []struct {
		o            engine.Outcome
		white, black titles.Result
	}{
		{engine.WhiteWins, titles.Win, titles.Loss},
		{engine.Draw, titles.Draw, titles.Draw},
		{engine.BlackWins, titles.Loss, titles.Win},
		{engine.WhiteWinsForfeit, titles.ForfeitWin, titles.ForfeitLoss},
		{engine.BlackWinsForfeit, titles.ForfeitLoss, titles.ForfeitWin},
		{engine.Unfinished, titles.Unfinished, titles.Unfinished},
	}
	for _, tc := range tests {
		w, b := titles.ResultOf(tc.o, true), titles.ResultOf(tc.o, false)
		if w != tc.white || b != tc.black || w.Reverse() != b {
			t.Errorf("ResultOf(%v) = %v, %v; want %v, %v", tc.o, w, b, tc.white, tc.black)
		}
		// The table scores what the game list scores (docs/rules.md §1.4).
		if w.Points().Float() != tc.o.WhiteScore() || b.Points().Float() != tc.o.BlackScore() {
			t.Errorf("ResultOf(%v) points %v, %v; want %v, %v", tc.o, w.Points(), b.Points(), tc.o.WhiteScore(), tc.o.BlackScore())
		}
		if w.Played() != tc.o.Played() || w.Forfeit() != tc.o.Forfeit() || w.Finished() != (tc.o != engine.Unfinished) {
			t.Errorf("ResultOf(%v) = %v: played/forfeit/finished disagree with the outcome", tc.o, w)
		}
	}
	if !titles.ForfeitWin.IsWin() || !titles.Win.IsWin() || titles.Draw.IsWin() {
		t.Errorf("IsWin: forfeit wins and wins are wins, draws are not")
	}
}

func TestStatusFromGames(t *testing.T) {
	for games, want := range map[int]titles.RatingStatus{0: titles.Unrated, 11: titles.Unrated, 12: titles.Unfixed, 29: titles.Unfixed, 30: titles.Fixed, 400: titles.Fixed} {
		if got := titles.StatusFromGames(games); got != want {
			t.Errorf("StatusFromGames(%d) = %v, want %v", games, got, want)
		}
	}
}

func TestValidate(t *testing.T) {
	tests := []struct {
		name             string
		change           func(*titles.Section)
		player, opponent int
	}{
		{"one player", func(s *titles.Section) { *s = titles.NewSection(fixedPlayers(2300), false) }, -1, -1},
		{"duplicate start number", func(s *titles.Section) { s.Players[2].No = 1 }, 2, 0},
		{"duplicate ID", func(s *titles.Section) { s.Players[3].ID = s.Players[1].ID }, 3, 1},
		{"rated without start rating", func(s *titles.Section) { s.Players[1].StartRating = 0 }, 1, -1},
		{"negative FIDE", func(s *titles.Section) { s.Players[1].FIDE = -5 }, 1, -1},
		{"cancelled without withdrawal", func(s *titles.Section) { s.Players[2].GamesCancelled = true }, 2, -1},
		{"game against oneself", func(s *titles.Section) { s.Games[1][1] = []titles.Result{titles.Win} }, 1, 1},
		{"two games in a single round", func(s *titles.Section) { s.SetGames(0, 3, titles.Win, titles.Draw) }, 0, 3},
		{"cells disagree", func(s *titles.Section) { s.Games[2][3] = []titles.Result{titles.Win} }, 2, 3},
		{"forfeit against a draw", func(s *titles.Section) { s.Games[0][1] = []titles.Result{titles.ForfeitWin} }, 0, 1},
		{"short row", func(s *titles.Section) { s.Games[2] = s.Games[2][:3] }, 2, -1},
	}
	for _, tc := range tests {
		s := drawnSection(fixedPlayers(2300, 2300, 2300, 2300))
		tc.change(&s)
		err := s.Validate()
		var ie *titles.InputError
		if !errors.As(err, &ie) || ie.Player != tc.player || ie.Opponent != tc.opponent {
			t.Errorf("%s: Validate() = %v, want *InputError for %d, %d", tc.name, err, tc.player, tc.opponent)
		}
	}
	if err := drawnSection(fixedPlayers(2300, 2300)).Validate(); err != nil {
		t.Errorf("Validate(valid) = %v", err)
	}
}

func TestCheckString(t *testing.T) {
	c := titles.Check{Item: titles.ItemRatedShare, Value: 11, Limit: 10, Pass: true}
	if got, want := c.String(), "App. 2 item 1b: at least 75% rated players: 11 (limit 10): pass"; got != want {
		t.Errorf("Check.String() = %q, want %q", got, want)
	}
}

func TestStrings(t *testing.T) {
	seen := map[string]bool{}
	for it := titles.ItemStartDate; it <= titles.ItemOneFederation; it++ {
		if it.Rule() == "unknown" || it.String() == "unknown" || seen[it.String()] {
			t.Errorf("Item %d: rule %q, name %q (unknown or repeated)", it, it.Rule(), it.String())
		}
		seen[it.String()] = true
	}
	for k := titles.OtherEvent; k <= titles.ZonalTeamPreliminaryEvent; k++ {
		if seen[k.String()] {
			t.Errorf("EventKind %d: name %q repeated", k, k)
		}
		seen[k.String()] = true
	}
	for want, got := range map[string]string{
		"out of reach": titles.OutOfReach.String(), "possible": titles.Possible.String(),
		"secured": titles.Secured.String(), "achieved": titles.Achieved.String(),
		"withdrawn": titles.ReasonWithdrawn.String(), "score out of reach": titles.ReasonScore.String(),
		"opponents' average rating too low": titles.ReasonAverage.String(),
		"section is not a title tournament": titles.ReasonSection.String(),
		"":                                  titles.NoReason.String(),
		"not accepted":                      titles.WithdrawalNotAccepted.String(),
		"accepted":                          titles.WithdrawalAccepted.String(),
		"no":                                titles.NotWithdrawn.String(),
		"fixed":                             titles.Fixed.String(), "published": titles.Unfixed.String(), "unpublished": titles.Unrated.String(),
		"1 ½ 0 + - *": titles.Win.String() + " " + titles.Draw.String() + " " + titles.Loss.String() + " " +
			titles.ForfeitWin.String() + " " + titles.ForfeitLoss.String() + " " + titles.Unfinished.String(),
		"titles: players 3 and 4: results disagree": (&titles.InputError{Player: 2, Opponent: 3, Message: "results disagree"}).Error(),
		"titles: player 1: negative rating":         (&titles.InputError{Player: 0, Opponent: -1, Message: "negative rating"}).Error(),
		"titles: no players":                        (&titles.InputError{Player: -1, Opponent: -1, Message: "no players"}).Error(),
	} {
		if got != want {
			t.Errorf("String() = %q, want %q", got, want)
		}
	}
}
