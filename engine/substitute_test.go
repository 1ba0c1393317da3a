package engine_test

import (
	"testing"

	"ratingdesk/engine"
)

// Rules 6, docs/rules.md §1.3: player 10 (the substitute S) sits White for
// player 20 (the original O) against player 30 (B).
func glSubGame(o engine.Outcome, start float64) engine.Game {
	g := glGame(10, 30, o)
	g.WhiteSubFor = 20
	g.WhiteStart = start
	return g
}

func TestSubstituteCountsFor(t *testing.T) {
	p := engine.ICCFParams()
	tests := []struct {
		name    string
		s       engine.Player
		outcome engine.Outcome
		forS    bool
	}{
		{"win counts for S", glRated(10, 1800, 80, 40), engine.WhiteWins, true},
		{"loss counts for O", glRated(10, 1800, 80, 40), engine.BlackWins, false},
		{"draw of a weaker S (D1 > 0) counts for S", glRated(10, 1800, 80, 40), engine.Draw, true},
		{"draw of a stronger S (D1 < 0) counts for O", glRated(10, 2400, 80, 40), engine.Draw, false},
		{"loss of an unrated S counts for O; S stays unrated", engine.Player{ID: 10}, engine.BlackWins, false},
	}
	for _, tc := range tests {
		players := []engine.Player{tc.s, glRated(20, 2200, 60, 40), glRated(30, 2000, 60, 40)}
		res := glRun(t, players, []engine.Game{glSubGame(tc.outcome, 0)})
		s, o := glFind(t, res, 10), glFind(t, res, 20)
		sTerm := engine.ComputeTerm(p, s.PreRating, s.PreRD, 2000, glFind(t, res, 30).PreRD, tc.outcome.WhiteScore(), true)
		if (sTerm.D1 > 0) != tc.forS {
			t.Fatalf("%s: the test's premise fails: S's D1 = %v", tc.name, sTerm.D1)
		}
		counted, other := s, o
		wantFor := engine.PlayerID(10)
		if !tc.forS {
			counted, other, wantFor = o, s, 20
		}
		if counted.PeriodGames != 1 || counted.Games != counted.Player.Games+1 || other.PeriodGames != 0 || other.Games != other.Player.Games {
			t.Errorf("%s: counted player %d has %d/%d games, other %d/%d", tc.name, counted.Player.ID, counted.PeriodGames, counted.Games, other.PeriodGames, other.Games)
		}
		if !counted.LastGame.Equal(glInPeriod) || other.LastGame.Equal(glInPeriod) {
			t.Errorf("%s: LastGame counted %v, other %v", tc.name, counted.LastGame, other.LastGame)
		}
		if got := res.Rated[0].WhiteFor; got != wantFor {
			t.Errorf("%s: WhiteFor = %d, want %d", tc.name, got, wantFor)
		}
		tm := counted.Terms()[0]
		// The term is computed from the counted player's own pre-period state.
		want := engine.ComputeTerm(p, counted.PreRating, counted.PreRD, 2000, glFind(t, res, 30).PreRD, tc.outcome.WhiteScore(), true)
		if tm.D1 != want.D1 || tm.D2 != want.D2 || tm.Opponent != 30 {
			t.Errorf("%s: term D1 %v vs %d, want %v vs 30", tc.name, tm.D1, tm.Opponent, want.D1)
		}
		wantSub := engine.PlayerID(0)
		if !tc.forS {
			wantSub = 20
		}
		if tm.SubstituteFor != wantSub {
			t.Errorf("%s: SubstituteFor = %d, want %d", tc.name, tm.SubstituteFor, wantSub)
		}
		if tc.s.ID == 10 && !tc.s.Rated && (s.Rated || s.PublishedRating != 0) {
			t.Errorf("%s: unrated S became rated %v/%d", tc.name, s.Rated, s.PublishedRating)
		}
	}
}

func TestSubstituteForTheOpponent(t *testing.T) {
	// B's game counts against whichever of O and S has the higher r_j; the
	// start rating of the game belongs to S; a tie goes to O.
	tests := []struct {
		name    string
		s       engine.Player
		start   float64
		wantOpp engine.PlayerID
		wantR   float64
		wantSrc engine.OpponentSource
	}{
		{"O higher", glRated(10, 1800, 80, 40), 0, 20, 2200, engine.FromList},
		{"S higher on the list", glRated(10, 2300, 80, 40), 0, 10, 2300, engine.FromList},
		{"S's start rating makes S higher", glRated(10, 1800, 80, 40), 2250, 10, 2250, engine.FromStart},
		{"unpublished S with a high start", glRated(10, 1800, 80, 5), 2300, 10, 2300, engine.FromStart},
		{"tie goes to O", glRated(10, 1800, 80, 40), 2200, 20, 2200, engine.FromList},
		{"unrated S without start", engine.Player{ID: 10}, 0, 20, 2200, engine.FromList},
	}
	for _, tc := range tests {
		players := []engine.Player{tc.s, glRated(20, 2200, 60, 40), glRated(30, 2000, 60, 40)}
		res := glRun(t, players, []engine.Game{glSubGame(engine.WhiteWins, tc.start)})
		b := glFind(t, res, 30)
		if len(b.Terms()) != 1 {
			t.Fatalf("%s: B has %d terms", tc.name, len(b.Terms()))
		}
		tm := b.Terms()[0]
		wantRD := glFind(t, res, tc.wantOpp).PreRD
		if tm.Opponent != tc.wantOpp || tm.OppRating != tc.wantR || tm.OppSource != tc.wantSrc || tm.OppRD != wantRD {
			t.Errorf("%s: B meets %d at %v/%v (%v), want %d at %v/%v (%v)", tc.name, tm.Opponent, tm.OppRating, tm.OppRD, tm.OppSource, tc.wantOpp, tc.wantR, wantRD, tc.wantSrc)
		}
		if res.Rated[0].BlackFor != 30 || b.PeriodGames != 1 {
			t.Errorf("%s: the game must count for B", tc.name)
		}
	}
}

func TestSubstitutesOnBothSides(t *testing.T) {
	// S1 (10) for O1 (20) against S2 (11) for O2 (21).
	players := []engine.Player{
		glRated(10, 1700, 80, 40), glRated(20, 2100, 60, 40),
		glRated(11, 2300, 80, 40), glRated(21, 2000, 60, 40),
	}
	g := glGame(10, 11, engine.WhiteWins)
	g.WhiteSubFor, g.BlackSubFor = 20, 21
	res := glRun(t, players, []engine.Game{g})
	rg := res.Rated[0]
	// White won: counts for S1; Black lost: counts for O2.
	if rg.WhiteFor != 10 || rg.BlackFor != 21 {
		t.Errorf("counted for %d and %d, want 10 and 21", rg.WhiteFor, rg.BlackFor)
	}
	// White's opponent is the higher of S2 (2300) and O2 (2000); Black's
	// the higher of S1 (1700) and O1 (2100).
	if w, b := rg.Terms(); w.Opponent != 11 || b.Opponent != 20 {
		t.Errorf("opponents %d and %d, want 11 and 20", w.Opponent, b.Opponent)
	}
}
