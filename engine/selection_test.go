package engine_test

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"ratingdesk/engine"
)

func TestSelectGamesExclusions(t *testing.T) {
	day := func(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 12, 0, 0, 0, time.UTC) }
	at := func(g engine.Game, d time.Time) engine.Game { g.Finished = d; return g }
	typed := func(g engine.Game, typ string) engine.Game { g.Type = typ; return g }
	notRated := glGame(1, 2, engine.Draw)
	notRated.NotRated = true
	undated := glGame(1, 2, engine.WhiteWins)
	undated.Finished = time.Time{}
	undated.AssignedToPeriod = true
	unfinishedUndated := glGame(1, 2, engine.Unfinished)
	unfinishedUndated.Finished = time.Time{}

	tests := []struct {
		name   string
		game   engine.Game
		reason engine.ExclusionReason // 0: rated
	}{
		{"played", glGame(1, 2, engine.WhiteWins), 0},
		{"unfinished", glGame(1, 2, engine.Unfinished), engine.ExcludedUnfinished},
		{"unfinished, undated", unfinishedUndated, engine.ExcludedUnfinished},
		{"white wins by forfeit", glGame(1, 2, engine.WhiteWinsForfeit), engine.ExcludedForfeit},
		{"black wins by forfeit", glGame(1, 2, engine.BlackWinsForfeit), engine.ExcludedForfeit},
		{"thematic", typed(glGame(1, 2, engine.Draw), "Thematic"), engine.ExcludedNotRatedEvent},
		{"THEMATIC cup", typed(glGame(1, 2, engine.Draw), "THEMATIC cup"), engine.ExcludedNotRatedEvent},
		{"open class", typed(glGame(1, 2, engine.Draw), "Open class"), 0},
		{"marked not rated", notRated, engine.ExcludedNotRatedEvent},
		{"first day 1 Sep 2025", at(glGame(1, 2, engine.Draw), day(2025, 9, 1)), 0},
		{"last day 30 Nov 2025", at(glGame(1, 2, engine.Draw), day(2025, 11, 30)), 0},
		{"31 Aug 2025", at(glGame(1, 2, engine.Draw), day(2025, 8, 31)), engine.ExcludedBeforePeriod},
		{"1 Dec 2025", at(glGame(1, 2, engine.Draw), day(2025, 12, 1)), engine.ExcludedAfterPeriod},
		{"undated, assigned", undated, 0},
	}
	players := []engine.Player{glRated(1, 1900, 80, 40), glRated(2, 1900, 80, 40)}
	var games []engine.Game
	for _, tc := range tests {
		games = append(games, tc.game)
	}
	in := engine.PeriodInput{Ruleset: glRuleset(t, engine.ICCF2023), Period: glPeriod, Players: players, Games: games}
	rated, excluded, err := engine.SelectGames(in)
	if err != nil {
		t.Fatal(err)
	}
	res := glRun(t, players, games)
	var wantRated []int
	var wantExcluded []engine.ExcludedGame
	for i, tc := range tests {
		if tc.reason == 0 {
			wantRated = append(wantRated, i)
		} else {
			wantExcluded = append(wantExcluded, engine.ExcludedGame{Game: i, Reason: tc.reason})
		}
	}
	if len(rated) != len(wantRated) || len(res.Rated) != len(wantRated) {
		t.Fatalf("rated %v (period %d), want %v", rated, len(res.Rated), wantRated)
	}
	for k, i := range wantRated {
		if rated[k] != i || res.Rated[k].Game != i {
			t.Errorf("rated[%d] = %d / %d, want %d (%s)", k, rated[k], res.Rated[k].Game, i, tests[i].name)
		}
	}
	if len(excluded) != len(wantExcluded) || len(res.Excluded) != len(wantExcluded) {
		t.Fatalf("excluded %v, want %v", excluded, wantExcluded)
	}
	for k, want := range wantExcluded {
		if excluded[k] != want || res.Excluded[k] != want {
			t.Errorf("excluded[%d] = %v, want %v (%s)", k, excluded[k], want, tests[want.Game].name)
		}
	}
}

func TestUndatedAssignedLastGame(t *testing.T) {
	g := glGame(1, 2, engine.WhiteWins)
	g.Finished, g.AssignedToPeriod = time.Time{}, true
	res := glRun(t, []engine.Player{glRated(1, 1900, 80, 40), glRated(2, 1900, 80, 40)}, []engine.Game{g})
	if got, want := glFind(t, res, 2).LastGame, glPeriod.GamesTo(); !got.Equal(want) {
		t.Errorf("LastGame after an undated assigned game = %v, want %v", got, want)
	}
}

func TestSelectGamesErrors(t *testing.T) {
	players := []engine.Player{glRated(1, 1900, 80, 40), glRated(2, 1900, 80, 40), glRated(3, 1900, 80, 40)}
	undated := glGame(1, 2, engine.Draw)
	undated.Finished = time.Time{}
	with := func(f func(*engine.Game)) engine.Game { g := glGame(1, 2, engine.Draw); f(&g); return g }
	tests := []struct {
		name   string
		game   engine.Game
		errors int
	}{
		{"undated, not assigned", undated, 1},
		{"unknown white", glGame(9, 2, engine.Draw), 1},
		{"unknown black, unfinished", glGame(1, 9, engine.Unfinished), 1},
		{"both unknown", glGame(8, 9, engine.Draw), 2},
		{"plays himself", glGame(1, 1, engine.Draw), 1},
		{"substitute for unknown", with(func(g *engine.Game) { g.WhiteSubFor = 9 }), 1},
		{"substitute for himself", with(func(g *engine.Game) { g.BlackSubFor = 2 }), 1},
		{"substitute for the opponent", with(func(g *engine.Game) { g.WhiteSubFor = 2 }), 1},
		{"both sides for the same original", with(func(g *engine.Game) { g.WhiteSubFor, g.BlackSubFor = 3, 3 }), 2},
		{"negative start rating", with(func(g *engine.Game) { g.WhiteStart = -1 }), 1},
		{"unknown outcome", with(func(g *engine.Game) { g.Outcome = 42 }), 1},
	}
	for _, tc := range tests {
		tc.game.Origin = engine.Origin{File: "games.xlsx", Sheet: "Games", Cell: "A7"}
		games := []engine.Game{glGame(1, 2, engine.Draw), tc.game}
		for _, rs := range []engine.RulesetID{engine.ICCF2023, engine.ICCF2025} {
			_, err := engine.RatePeriod(context.Background(), engine.PeriodInput{
				Ruleset: glRuleset(t, rs), Period: glPeriod, Players: players, Games: games,
			}, nil)
			var ge engine.GameErrors
			if !errors.As(err, &ge) {
				t.Errorf("%s (%s): error %v, want GameErrors", tc.name, rs, err)
				continue
			}
			if len(ge) != tc.errors {
				t.Errorf("%s (%s): %d errors %v, want %d", tc.name, rs, len(ge), ge, tc.errors)
			}
			for _, e := range ge {
				if e.Game != 1 || e.Origin != tc.game.Origin || e.Msg == "" {
					t.Errorf("%s: error %+v should name game 1 at %+v", tc.name, e, tc.game.Origin)
				}
			}
		}
		if _, _, err := engine.SelectGames(engine.PeriodInput{Period: glPeriod, Players: players, Games: games}); err == nil {
			t.Errorf("SelectGames(%s) succeeded, want an error", tc.name)
		}
	}
}

func TestSelectGamesCollectsAllErrors(t *testing.T) {
	players := []engine.Player{glRated(1, 1900, 80, 40), glRated(2, 1900, 80, 40)}
	games := []engine.Game{glGame(1, 9, engine.Draw), glGame(1, 2, engine.Draw), glGame(7, 2, engine.Draw)}
	_, _, err := engine.SelectGames(engine.PeriodInput{Period: glPeriod, Players: players, Games: games})
	var ge engine.GameErrors
	if !errors.As(err, &ge) || len(ge) != 2 || ge[0].Game != 0 || ge[1].Game != 2 {
		t.Fatalf("SelectGames = %v, want errors for games 0 and 2", err)
	}
	e := &engine.GameError{Game: 3, Origin: engine.Origin{File: "f.xlsx", Sheet: "Games", Cell: "B4"}, Msg: "white player 9 is not on the list"}
	if got, want := e.Error(), "engine: game 3 (f.xlsx Games B4): white player 9 is not on the list"; got != want {
		t.Errorf("GameError.Error() = %q, want %q", got, want)
	}
	if got := err.Error(); !strings.HasPrefix(got, "engine: game 0") {
		t.Errorf("GameErrors.Error() = %q, want it to start with the first error", got)
	}
}

func TestSelectGamesPlayerErrors(t *testing.T) {
	tests := []struct {
		name    string
		players []engine.Player
		index   int
	}{
		{"duplicate ID", []engine.Player{glRated(1, 1900, 80, 40), glRated(2, 1900, 80, 40), glRated(1, 2000, 80, 40)}, 2},
		{"ID 0", []engine.Player{{ID: 0}}, 0},
		{"negative games", []engine.Player{glRated(1, 1900, 80, -1)}, 0},
		{"rated with negative RD", []engine.Player{glRated(1, 1900, 80, 1), glRated(2, 1900, -5, 1)}, 1},
	}
	for _, tc := range tests {
		_, err := engine.RatePeriod(context.Background(), engine.PeriodInput{
			Ruleset: glRuleset(t, engine.ICCF2023), Period: glPeriod, Players: tc.players,
		}, nil)
		var pe *engine.PlayerError
		if !errors.As(err, &pe) || pe.Index != tc.index {
			t.Errorf("%s: error %v, want *PlayerError at index %d", tc.name, err, tc.index)
		}
	}
}

func TestErrorTexts(t *testing.T) {
	tests := []struct {
		err  error
		want string
	}{
		{&engine.PlayerError{Index: 2, ID: 77, Msg: "listed twice (first at list entry 1)"}, "engine: player 77 (list entry 3): listed twice (first at list entry 1)"},
		{&engine.NonFiniteError{Player: 5, What: "ΣD1 = NaN"}, "engine: player 5: rating update not possible: ΣD1 = NaN"},
		{&engine.NonFiniteError{What: "ΣD1 = NaN"}, "engine: rating update not possible: ΣD1 = NaN"},
		{&engine.GameError{Game: 4, Msg: "player 3 is both White and Black"}, "engine: game 4: player 3 is both White and Black"},
		{engine.GameErrors{{Game: 1, Msg: "a"}, {Game: 2, Msg: "b"}, {Game: 3, Msg: "c"}}, "engine: game 1: a (and 2 more)"},
	}
	for _, tc := range tests {
		if got := tc.err.Error(); got != tc.want {
			t.Errorf("Error() = %q, want %q", got, tc.want)
		}
	}
}

// TestCheckGamesAsRatePeriod: CheckGames returns the very problems
// RatePeriod returns for the same input (every game's, in order; the
// first bad list row), under every ruleset, and nil where RatePeriod
// finds none.
func TestCheckGamesAsRatePeriod(t *testing.T) {
	players := []engine.Player{glRated(1, 1900, 80, 40), glRated(2, 1900, 80, 40), glRated(3, 1900, 80, 40)}
	undated := glGame(1, 2, engine.Draw)
	undated.Finished = time.Time{}
	with := func(f func(*engine.Game)) engine.Game { g := glGame(1, 2, engine.Draw); f(&g); return g }
	before := with(func(g *engine.Game) { g.Finished = time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC) })
	inputs := []struct {
		name    string
		players []engine.Player
		games   []engine.Game
	}{
		{"valid", players, []engine.Game{glGame(1, 2, engine.Draw), before, glGame(2, 3, engine.Unfinished)}},
		{"game problems", players, []engine.Game{undated, glGame(8, 9, engine.Draw), before, glGame(1, 1, engine.Draw),
			with(func(g *engine.Game) { g.WhiteSubFor, g.BlackSubFor = 3, 3 }), with(func(g *engine.Game) { g.Outcome = 42 })}},
		{"bad list row", []engine.Player{glRated(1, 1900, 80, 40), glRated(1, 1900, 80, 40)}, []engine.Game{glGame(8, 9, engine.Draw)}},
	}
	for _, tc := range inputs {
		for i := range tc.games {
			tc.games[i].Origin = engine.Origin{File: "games.csv", Cell: fmt.Sprintf("C%d", i+2)}
		}
		for _, rs := range []engine.RulesetID{engine.ICCF2023, engine.ICCF2025, engine.ICCF2017} {
			in := engine.PeriodInput{Ruleset: glRuleset(t, rs), Period: glPeriod, Players: tc.players, Games: tc.games}
			_, rateErr := engine.RatePeriod(context.Background(), in, nil)
			checkErr := engine.CheckGames(in)
			if !reflect.DeepEqual(checkErr, rateErr) {
				t.Errorf("%s (%s): CheckGames = %v, want RatePeriod's %v", tc.name, rs, checkErr, rateErr)
			}
			// One game at a time, as a replay checks the games it reads.
			c, err := engine.NewGameChecker(in.Players, in.Period)
			if err == nil {
				for i := range in.Games {
					g := in.Games[i]
					c.Check(i, &g)
				}
				err = c.Err()
			}
			if !reflect.DeepEqual(err, rateErr) {
				t.Errorf("%s (%s): GameChecker = %v, want RatePeriod's %v", tc.name, rs, err, rateErr)
			}
		}
	}
}

// TestGamesCheckedRatesTheSame: a period whose games CheckGames found good
// gives the same result when told so (GamesChecked, as a replay's
// quarters are), under every ruleset; only the checks are left out.
func TestGamesCheckedRatesTheSame(t *testing.T) {
	syn := glSynthetic(300, 2000, 11)
	for _, rs := range []engine.RulesetID{engine.ICCF2023, engine.ICCF2025, engine.ICCF2017} {
		in := engine.PeriodInput{Ruleset: glRuleset(t, rs), Period: syn.Period, Players: syn.Players, Games: syn.Games}
		if err := engine.CheckGames(in); err != nil {
			t.Fatalf("%s: CheckGames = %v, want the games good", rs, err)
		}
		want, err := engine.RatePeriod(context.Background(), in, nil)
		if err != nil {
			t.Fatal(err)
		}
		in.GamesChecked = true
		got, err := engine.RatePeriod(context.Background(), in, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got.Excluded, want.Excluded) || len(got.Rated) != len(want.Rated) || len(got.Players) != len(want.Players) {
			t.Fatalf("%s: checked: %d rated, %d excluded; want %d, %d", rs, len(got.Rated), len(got.Excluded), len(want.Rated), len(want.Excluded))
		}
		for i := range want.Players {
			g, w := got.Players[i], want.Players[i]
			if g.Rating != w.Rating || g.RD != w.RD || g.PeriodScore != w.PeriodScore || g.Games != w.Games || g.LastGame != w.LastGame {
				t.Errorf("%s: player %d checked = %v/%v, want %v/%v", rs, w.Player.ID, g.Rating, g.RD, w.Rating, w.RD)
			}
		}
	}
}
