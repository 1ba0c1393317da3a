package engine_test

import (
	"context"
	"errors"
	"slices"
	"testing"

	"ratingdesk/engine"
)

// gameErrorIndexes are the games a period's error names (nil for none).
func gameErrorIndexes(t *testing.T, err error) []int {
	t.Helper()
	if err == nil {
		return nil
	}
	var ges engine.GameErrors
	if !errors.As(err, &ges) {
		t.Fatalf("error %v is not GameErrors", err)
	}
	var out []int
	for _, ge := range ges {
		out = append(out, ge.Game)
	}
	return out
}

// TestStartRatingErrors2017: the games a replay finds before rating that
// iccf-2017 would stop on (a player without a rating entering with no
// start rating, FIDE rating or tournament level) are the games RatePeriod
// stops on, all at once; a player rated in an earlier quarter, or a
// national tournament (whose level depends on the quarter), is no error.
func TestStartRatingErrors2017(t *testing.T) {
	rated := e17Rated(1, 2300, 100)
	never := func(engine.PlayerID) bool { return false }
	sub := e17Game(1, 4, engine.WhiteWins, "Master class")
	sub.BlackSubFor = 3
	tests := []struct {
		name        string
		players     []engine.Player
		games       []engine.Game
		ratedBefore func(engine.PlayerID) bool
		want        []int
	}{
		{"no level, no start", []engine.Player{rated, {ID: 2}}, []engine.Game{e17Game(1, 2, engine.WhiteWins, "")}, never, []int{0}},
		{"each game at once", []engine.Player{rated, {ID: 2}, {ID: 3}},
			[]engine.Game{e17Game(1, 2, engine.WhiteWins, ""), e17Game(1, 3, engine.Draw, "Master class"), e17Game(3, 2, engine.BlackWins, "")}, never, []int{0, 2, 2}},
		{"FIDE rating", []engine.Player{rated, {ID: 2, FIDE: 2100}}, []engine.Game{e17Game(1, 2, engine.WhiteWins, "")}, never, nil},
		{"tournament level", []engine.Player{rated, {ID: 2}}, []engine.Game{e17Game(1, 2, engine.WhiteWins, "Open class")}, never, nil},
		{"rated in an earlier quarter", []engine.Player{rated, {ID: 2}}, []engine.Game{e17Game(1, 2, engine.WhiteWins, "")},
			func(id engine.PlayerID) bool { return id == 2 }, nil},
		{"unrated player substituted for", []engine.Player{rated, {ID: 3}, e17Rated(4, 2000, 30)},
			[]engine.Game{func() engine.Game { g := sub; g.Type = ""; return g }()}, never, []int{0}},
		{"substitute in a class tournament", []engine.Player{rated, {ID: 3}, e17Rated(4, 2000, 30)}, []engine.Game{sub}, never, nil},
	}
	for _, tt := range tests {
		in := engine.PeriodInput{Ruleset: e17Ruleset(t), Period: e17Period, Players: tt.players, Games: tt.games}
		got := gameErrorIndexes(t, engine.StartRatingErrors2017(in, tt.ratedBefore))
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s: StartRatingErrors2017 names games %v, want %v", tt.name, got, tt.want)
		}
		if tt.ratedBefore(2) {
			continue // RatePeriod knows nothing of earlier quarters
		}
		_, err := engine.RatePeriod(context.Background(), in, nil)
		if rate := gameErrorIndexes(t, err); !slices.Equal(rate, got) {
			t.Errorf("%s: RatePeriod stops on games %v, the check found %v", tt.name, rate, got)
		}
	}
}

// TestStartRatingErrors2017National: a national tournament's games are
// left to the period, whose level counts the participants published by
// then.
func TestStartRatingErrors2017National(t *testing.T) {
	in := engine.PeriodInput{Ruleset: e17Ruleset(t), Period: e17Period,
		Players: []engine.Player{{ID: 2}, {ID: 3}},
		Games:   []engine.Game{e17Game(2, 3, engine.Draw, "National championship")}}
	if err := engine.StartRatingErrors2017(in, func(engine.PlayerID) bool { return false }); err != nil {
		t.Errorf("StartRatingErrors2017 = %v, want nil for a national tournament", err)
	}
}

// TestStartRatingError: the game iccf-2017 cannot rate because a player
// without a rating enters with none carries a *StartRatingError that
// errors.As finds through GameErrors, naming the player, how he is in
// the game, the event type and whether it is a national tournament, so
// that the application can say what to fill in (a tester could not tell
// from `event type "" has no tournament level`); its text stays the
// engine's, lowercase and package-prefixed.
func TestStartRatingError(t *testing.T) {
	rated := e17Rated(1, 2300, 100)
	sub := e17Game(1, 4, engine.WhiteWins, "")
	sub.BlackSubFor = 3
	tests := []struct {
		name    string
		players []engine.Player
		game    engine.Game
		want    engine.StartRatingError
		text    string
	}{
		{"no Type, White", []engine.Player{{ID: 2}, rated}, e17Game(2, 1, engine.WhiteWins, ""),
			engine.StartRatingError{Player: 2, Seat: engine.FieldWhite},
			`engine: unrated player 2 has no start rating, no FIDE rating, and event type "" has no tournament level (Appendix 1 item 11)`},
		{"a Type without a level, Black", []engine.Player{rated, {ID: 2}}, e17Game(1, 2, engine.Draw, "Promotion"),
			engine.StartRatingError{Player: 2, Seat: engine.FieldBlack, Type: "Promotion"},
			`engine: unrated player 2 has no start rating, no FIDE rating, and event type "Promotion" has no tournament level (Appendix 1 item 11)`},
		{"national, no participant published", []engine.Player{{ID: 2}, {ID: 3}}, e17Game(2, 3, engine.Draw, "National championship"),
			engine.StartRatingError{Player: 2, Seat: engine.FieldWhite, Type: "National championship", National: true},
			`engine: unrated player 2 has no start rating, no FIDE rating, and event type "National championship" has no tournament level (Appendix 1 item 11)`},
		{"the player substituted for", []engine.Player{rated, {ID: 3}, e17Rated(4, 2000, 30)}, sub,
			engine.StartRatingError{Player: 3, Seat: engine.FieldBlackSubFor},
			`engine: unrated player 3 has no start rating, no FIDE rating, and event type "" has no tournament level (Appendix 1 item 11)`},
	}
	for _, tt := range tests {
		in := engine.PeriodInput{Ruleset: e17Ruleset(t), Period: e17Period, Players: tt.players, Games: []engine.Game{tt.game}}
		_, err := engine.RatePeriod(context.Background(), in, nil)
		var se *engine.StartRatingError
		if !errors.As(err, &se) {
			t.Errorf("%s: RatePeriod error %v, want a *StartRatingError", tt.name, err)
			continue
		}
		if *se != tt.want {
			t.Errorf("%s: StartRatingError = %+v, want %+v", tt.name, *se, tt.want)
		}
		if se.Error() != tt.text {
			t.Errorf("%s: StartRatingError.Error() = %q, want %q", tt.name, se.Error(), tt.text)
		}
		var ges engine.GameErrors
		// The first error is the game's (the national case names its
		// other unrated player too, TestStartRatingErrorsBothSides).
		if !errors.As(err, &ges) || len(ges) == 0 || ges[0].Err != error(se) || ges[0].Game != 0 {
			t.Errorf("%s: GameErrors %v, want the game with the StartRatingError as its Err", tt.name, err)
		}
	}
}

// TestStartRatingErrorsBothSides: a game in which neither player has any
// rating to enter with names both of them, and every such game is named,
// in RatePeriod and in StartRatingErrors2017 alike (a tester saw only
// White named, then Black once White's rating was given: all problems at
// once).
func TestStartRatingErrorsBothSides(t *testing.T) {
	rated := e17Rated(1, 2300, 100)
	sub := e17Game(5, 1, engine.Draw, "")
	sub.WhiteSubFor = 6
	type seat struct {
		game   int
		player engine.PlayerID
		seat   engine.GameField
	}
	tests := []struct {
		name    string
		players []engine.Player
		games   []engine.Game
		want    []seat
	}{
		{"both unrated", []engine.Player{{ID: 6}, {ID: 7}}, []engine.Game{e17Game(6, 7, engine.Draw, "")},
			[]seat{{0, 6, engine.FieldWhite}, {0, 7, engine.FieldBlack}}},
		{"two games", []engine.Player{rated, {ID: 2}, {ID: 3}}, []engine.Game{e17Game(2, 3, engine.WhiteWins, ""), e17Game(1, 2, engine.Draw, ""), e17Game(3, 2, engine.BlackWins, "Promotion")},
			[]seat{{0, 2, engine.FieldWhite}, {0, 3, engine.FieldBlack}, {1, 2, engine.FieldBlack}, {2, 3, engine.FieldWhite}, {2, 2, engine.FieldBlack}}},
		{"a substitute and the one he sat in for", []engine.Player{rated, {ID: 5}, {ID: 6}}, []engine.Game{sub},
			[]seat{{0, 5, engine.FieldWhite}, {0, 6, engine.FieldWhiteSubFor}}},
	}
	never := func(engine.PlayerID) bool { return false }
	for _, tt := range tests {
		in := engine.PeriodInput{Ruleset: e17Ruleset(t), Period: e17Period, Players: tt.players, Games: tt.games}
		_, rateErr := engine.RatePeriod(context.Background(), in, nil)
		for _, run := range []struct {
			name string
			err  error
		}{{"RatePeriod", rateErr}, {"StartRatingErrors2017", engine.StartRatingErrors2017(in, never)}} {
			var ges engine.GameErrors
			if !errors.As(run.err, &ges) {
				t.Errorf("%s: %s(%v) = %v, want GameErrors", tt.name, run.name, tt.games, run.err)
				continue
			}
			var got []seat
			for _, ge := range ges {
				var se *engine.StartRatingError
				if !errors.As(ge, &se) {
					t.Errorf("%s: %s: %v has no StartRatingError", tt.name, run.name, ge)
					continue
				}
				got = append(got, seat{ge.Game, se.Player, se.Seat})
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("%s: %s(%v) = %v, want %v", tt.name, run.name, tt.games, got, tt.want)
			}
		}
	}
}
