package engine_test

import (
	"context"
	"errors"
	"fmt"
	"math"
	"testing"
	"time"

	"ratingdesk/engine"
)

// glExamplePeriod is the worked example as a rating period: the carried RDs
// are chosen so that the grown RDs are exactly 80, 150, 70 and 50.
func glExamplePeriod() ([]engine.Player, []engine.Game) {
	players := []engine.Player{
		glRated(1, 1900, math.Sqrt(80*80-625), 40),
		glRated(2, 1750, 150, 40), // above 120: not grown
		glRated(3, 2000, math.Sqrt(70*70-625), 40),
		glRated(4, 2300, math.Sqrt(50*50-625), 40),
	}
	games := []engine.Game{
		glGame(1, 2, engine.WhiteWins),
		glGame(3, 1, engine.Draw), // the player has Black here: no colour term
		glGame(1, 4, engine.BlackWins),
	}
	return players, games
}

func TestRatePeriodWorkedExample(t *testing.T) {
	players, games := glExamplePeriod()
	res := glRun(t, players, games)
	a := glFind(t, res, 1)
	for i, want := range []float64{80, 150, 70, 50} {
		if got := res.Players[i].PreRD; !glNear(got, want, 1e-12) {
			t.Errorf("player %d PreRD = %v, want %v", i+1, got, want)
		}
	}
	if !glNear(a.Rating, 1903.568, 5e-4) || !glNear(a.Rating, glExampleR, 1e-6) {
		t.Errorf("r′ = %.10f, want 1903.568 (%.10f)", a.Rating, glExampleR)
	}
	if !glNear(a.RD, 78.16604, 5e-6) || !glNear(a.RD, glExampleRD, 1e-6) {
		t.Errorf("RD′ = %.10f, want 78.16604 (%.10f)", a.RD, glExampleRD)
	}
	if a.PublishedRating != 1904 || a.PublishedRD != 78 {
		t.Errorf("published %d/%d, want 1904/78", a.PublishedRating, a.PublishedRD)
	}
	if got := engine.GrowRD(res.Ruleset.Params, a.RD); !glNear(got, 82.06662, 5e-6) {
		t.Errorf("next period's RD = %.7f, want 82.06662", got)
	}
	if a.Games != 43 || a.PeriodGames != 3 || a.PeriodScore != 1.5 || a.Status != engine.Fixed || !a.Rated || !a.Active {
		t.Errorf("player 1: games %d/%d score %v status %v rated %v active %v; want 43/3 1.5 fixed true true",
			a.Games, a.PeriodGames, a.PeriodScore, a.Status, a.Rated, a.Active)
	}
	if !glNear(a.SumD1, 0.39739+0.04244-0.33839, 2e-5) || !glNear(a.SumD2, -0.07732-0.07466-0.07184, 2e-5) {
		t.Errorf("ΣD1 = %v, ΣD2 = %v", a.SumD1, a.SumD2)
	}
	if len(a.Terms()) != 3 {
		t.Fatalf("player 1 has %d terms, want 3", len(a.Terms()))
	}
	for i, tm := range a.Terms() {
		ex := glExample[i]
		if tm.Game != i || tm.Opponent != engine.PlayerID(i+2) || tm.OppSource != engine.FromList ||
			tm.OppRating != ex.r || !glNear(tm.OppRD, ex.rd, 1e-12) || tm.Score != ex.score || tm.SubstituteFor != 0 {
			t.Errorf("term %d = game %d vs %d (%v) %v/%v score %v; want game %d vs %d from list %v/%v score %v",
				i, tm.Game, tm.Opponent, tm.OppSource, tm.OppRating, tm.OppRD, tm.Score, i, i+2, ex.r, ex.rd, ex.score)
		}
		if !glNear(tm.D1, ex.d1, 1e-5) || !glNear(tm.D2, ex.d2, 1e-5) {
			t.Errorf("term %d: D1 %.6f D2 %.6f, want %v %v", i, tm.D1, tm.D2, ex.d1, ex.d2)
		}
	}
	if len(res.Rated) != 3 || len(res.Excluded) != 0 {
		t.Fatalf("rated %d excluded %d, want 3 and 0", len(res.Rated), len(res.Excluded))
	}
	rg := res.Rated[1]
	rgWhite, rgBlack := rg.Terms()
	if rg.Game != 1 || rg.WhiteFor != 3 || rg.BlackFor != 1 || rgBlack.D1 != a.Terms()[1].D1 || rgWhite.Opponent != 1 {
		t.Errorf("Rated[1] = %+v", rg)
	}
}

func TestRatePeriodNoGames(t *testing.T) {
	players := []engine.Player{
		glRated(1, 1900.5, 100, 20),                            // rated, no game: rating kept, RD grown
		{ID: 2, FIDE: 2100},                                    // unrated, no game: stays unrated
		glRated(3, 2000, 10, 50),                               // RD floor 30
		glRated(4, 2000, 260, 50),                              // exact RD 260 kept, published 250
		{ID: 5, Rating: 1234, RD: 99, Games: 3, Running: true}, // unrated row keeps its values
	}
	res := glRun(t, players, nil)
	tests := []struct {
		id          engine.PlayerID
		rating, rd  float64
		pubR, pubRD int
		rated       bool
		status      engine.Status
	}{
		{1, 1900.5, 103.07764064044152, 1901, 103, true, engine.Published},
		{2, 0, 0, 0, 0, false, engine.Unpublished},
		{3, 2000, 30, 2000, 30, true, engine.Fixed},
		{4, 2000, 260, 2000, 250, true, engine.Fixed},
		{5, 1234, 99, 0, 0, false, engine.Unpublished},
	}
	for _, tc := range tests {
		pr := glFind(t, res, tc.id)
		if !glNear(pr.Rating, tc.rating, 1e-12) || !glNear(pr.RD, tc.rd, 1e-12) || pr.PublishedRating != tc.pubR ||
			pr.PublishedRD != tc.pubRD || pr.Rated != tc.rated || pr.Status != tc.status || pr.PeriodGames != 0 || len(pr.Terms()) != 0 {
			t.Errorf("player %d: %v/%v published %d/%d rated %v %v games %d terms %d; want %v/%v %d/%d %v %v 0 0",
				tc.id, pr.Rating, pr.RD, pr.PublishedRating, pr.PublishedRD, pr.Rated, pr.Status, pr.PeriodGames, len(pr.Terms()),
				tc.rating, tc.rd, tc.pubR, tc.pubRD, tc.rated, tc.status)
		}
		if pr.Games != pr.Player.Games {
			t.Errorf("player %d: Games %d, want the row's %d", tc.id, pr.Games, pr.Player.Games)
		}
	}
	if pr := glFind(t, res, 2); pr.PreRating != 2100 || pr.PreRD != 150 {
		t.Errorf("unrated FIDE player: pre-period %v/%v, want 2100/150", pr.PreRating, pr.PreRD)
	}
}

func TestRatePeriodUnratedStart(t *testing.T) {
	players := []engine.Player{
		{ID: 1, FIDE: 2150},
		{ID: 2},
		glRated(3, 2000, 50, 100),
	}
	games := []engine.Game{glGame(1, 3, engine.Draw), glGame(3, 2, engine.Draw)}
	res := glRun(t, players, games)
	p := engine.ICCFParams()
	for _, tc := range []struct {
		id    engine.PlayerID
		r, rd float64
		white bool
	}{{1, 2150, 150, true}, {2, 1800, 250, false}} {
		pr := glFind(t, res, tc.id)
		if pr.PreRating != tc.r || pr.PreRD != tc.rd {
			t.Errorf("player %d starts from %v/%v, want %v/%v", tc.id, pr.PreRating, pr.PreRD, tc.r, tc.rd)
		}
		tm := engine.ComputeTerm(p, tc.r, tc.rd, 2000, engine.GrowRD(p, 50), 0.5, tc.white)
		r, rd, _ := engine.Update(p, tc.r, tc.rd, []engine.Term{tm})
		if pr.Rating != r || pr.RD != rd || !pr.Rated || pr.Games != 1 || pr.Status != engine.Unpublished {
			t.Errorf("player %d: %v/%v rated %v games %d %v; want %v/%v true 1 unpublished", tc.id, pr.Rating, pr.RD, pr.Rated, pr.Games, pr.Status, r, rd)
		}
	}
}

func TestRatePeriodSameOpponentTwice(t *testing.T) {
	players := []engine.Player{glRated(1, 1900, 80, 40), glRated(2, 2000, 70, 40)}
	once := glRun(t, players, []engine.Game{glGame(1, 2, engine.WhiteWins)})
	twice := glRun(t, players, []engine.Game{glGame(1, 2, engine.WhiteWins), glGame(2, 1, engine.BlackWins)})
	a1, a2 := glFind(t, once, 1), glFind(t, twice, 1)
	if len(a2.Terms()) != 2 || a2.PeriodGames != 2 || a2.PeriodScore != 2 {
		t.Fatalf("two games against one opponent: %d terms, %d games, score %v; want 2, 2, 2", len(a2.Terms()), a2.PeriodGames, a2.PeriodScore)
	}
	p := engine.ICCFParams()
	r, rd, _ := engine.Update(p, a1.PreRating, a1.PreRD, []engine.Term{a1.Terms()[0], a1.Terms()[0]})
	if a2.Rating != r || a2.RD != rd {
		t.Errorf("two wins = %v/%v, want two identical terms %v/%v", a2.Rating, a2.RD, r, rd)
	}
	if !(a2.Rating > a1.Rating) || !(a2.RD < a1.RD) {
		t.Errorf("two wins %v/%v should beat one %v/%v", a2.Rating, a2.RD, a1.Rating, a1.RD)
	}
}

func TestRatePeriodOpponentRating(t *testing.T) {
	// Rules 1.4, docs/rules.md §1.2: how player 2 enters player 1's update.
	tests := []struct {
		name    string
		opp     engine.Player
		start   float64
		wantR   float64
		wantSrc engine.OpponentSource
	}{
		{"published, start above list", glRated(2, 2000, 50, 12), 2100, 2100, engine.FromStart},
		{"published, start below list", glRated(2, 2000, 50, 12), 1900, 2000, engine.FromList},
		{"published, start equal", glRated(2, 2000, 50, 12), 2000, 2000, engine.FromList},
		{"published, no start", glRated(2, 2000, 50, 12), 0, 2000, engine.FromList},
		{"published, exact unrounded rating", glRated(2, 2000.4, 50, 30), 0, 2000.4, engine.FromList},
		{"published, exact rating below start", glRated(2, 1999.6, 50, 30), 2000, 2000, engine.FromStart},
		{"unpublished (11 games), start below", glRated(2, 2000, 50, 11), 1900, 1900, engine.FromStart},
		{"unpublished (11 games), start above", glRated(2, 2000, 50, 11), 2100, 2100, engine.FromStart},
		{"unpublished, no start", glRated(2, 2000, 50, 11), 0, 2000, engine.FromPrePeriod},
		{"unrated with stray games, no start", engine.Player{ID: 2, Games: 40, FIDE: 2200}, 0, 2200, engine.FromPrePeriod},
		{"unrated, no FIDE, start given", engine.Player{ID: 2}, 2300, 2300, engine.FromStart},
	}
	p := engine.ICCFParams()
	for _, tc := range tests {
		players := []engine.Player{glRated(1, 1900, 80, 40), tc.opp}
		g := glGame(1, 2, engine.Draw)
		g.BlackStart = tc.start
		g.WhiteStart = 2500 // player 1's own start never replaces his own state
		res := glRun(t, players, []engine.Game{g})
		a, b := glFind(t, res, 1), glFind(t, res, 2)
		tm := a.Terms()[0]
		if tm.OppRating != tc.wantR || tm.OppSource != tc.wantSrc {
			t.Errorf("%s: r_j = %v (%v), want %v (%v)", tc.name, tm.OppRating, tm.OppSource, tc.wantR, tc.wantSrc)
		}
		if tm.OppRD != b.PreRD {
			t.Errorf("%s: RD_j = %v, want the opponent's pre-period RD %v", tc.name, tm.OppRD, b.PreRD)
		}
		if a.PreRating != 1900 {
			t.Errorf("%s: own pre-period rating %v, want 1900", tc.name, a.PreRating)
		}
		want := engine.ComputeTerm(p, 1900, a.PreRD, tc.wantR, b.PreRD, 0.5, true)
		if tm.D1 != want.D1 || tm.D2 != want.D2 {
			t.Errorf("%s: term D1/D2 %v/%v, want %v/%v", tc.name, tm.D1, tm.D2, want.D1, want.D2)
		}
		// Player 1 is published at 1900 and his start 2500 is higher: player 2
		// meets 2500 (docs/rules.md §1.2), but player 2's own update starts from
		// his own state.
		if ob := b.Terms()[0]; ob.OppRating != 2500 || ob.OppSource != engine.FromStart {
			t.Errorf("%s: player 2 meets %v (%v), want 2500 from start", tc.name, ob.OppRating, ob.OppSource)
		}
	}
}

func TestRatePeriodGamesThresholds(t *testing.T) {
	tests := []struct {
		before int
		status engine.Status
	}{{10, engine.Unpublished}, {11, engine.Published}, {28, engine.Published}, {29, engine.Fixed}}
	for _, tc := range tests {
		players := []engine.Player{glRated(1, 1900, 80, tc.before), glRated(2, 1900, 80, 100)}
		pr := glFind(t, glRun(t, players, []engine.Game{glGame(1, 2, engine.Draw)}), 1)
		if pr.Games != tc.before+1 || pr.Status != tc.status {
			t.Errorf("%d games + 1: Games %d status %v, want %d %v", tc.before, pr.Games, pr.Status, tc.before+1, tc.status)
		}
	}
}

func TestRatePeriodActive(t *testing.T) {
	// 2026/1 is a list of 2026: active from a game finished on or after
	// 1 Jan 2024 (Tournament Rules 9.7a) or a running tournament (9.7b).
	day := func(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }
	tests := []struct {
		name    string
		last    time.Time
		running bool
		game    bool
		want    bool
	}{
		{"last game 1 Jan 2024", day(2024, 1, 1), false, false, true},
		{"last game 31 Dec 2023", day(2023, 12, 31), false, false, false},
		{"last game 31 Dec 2023 late in a western zone", time.Date(2023, 12, 31, 23, 0, 0, 0, time.FixedZone("UTC-5", -5*3600)), false, false, false},
		{"no last game", time.Time{}, false, false, false},
		{"old game but running", day(2019, 5, 5), true, false, true},
		{"old game, plays in the period", day(2019, 5, 5), false, true, true},
	}
	for _, tc := range tests {
		players := []engine.Player{glRated(1, 1900, 80, 40), glRated(2, 1900, 80, 40)}
		players[0].LastGame, players[0].Running = tc.last, tc.running
		var games []engine.Game
		if tc.game {
			games = append(games, glGame(1, 2, engine.Draw))
		}
		pr := glFind(t, glRun(t, players, games), 1)
		if pr.Active != tc.want {
			t.Errorf("%s: Active = %v, want %v", tc.name, pr.Active, tc.want)
		}
		wantLast := tc.last
		if tc.game {
			wantLast = glInPeriod
		}
		if !pr.LastGame.Equal(wantLast) {
			t.Errorf("%s: LastGame = %v, want %v", tc.name, pr.LastGame, wantLast)
		}
	}
}

func TestRatePeriodRulesetGrowth(t *testing.T) {
	// RD_old 120 grows to 122.58 under iccf-2023 and to 120 under iccf-2025.
	players := []engine.Player{glRated(1, 1900, 120, 40), glRated(2, 1900, 121, 40)}
	for _, tc := range []struct {
		id   engine.RulesetID
		want float64
	}{{engine.ICCF2023, 122.57650672131263}, {engine.ICCF2025, 120}} {
		res, err := engine.RatePeriod(context.Background(), engine.PeriodInput{
			Ruleset: glRuleset(t, tc.id), Period: glPeriod, Players: players,
		}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := res.Players[0].PreRD; !glNear(got, tc.want, 1e-9) {
			t.Errorf("%s: RD_old 120 → %v, want %v", tc.id, got, tc.want)
		}
		if got := res.Players[1].PreRD; got != 121 {
			t.Errorf("%s: RD_old 121 → %v, want 121", tc.id, got)
		}
		if res.Ruleset.ID != tc.id {
			t.Errorf("result names ruleset %s, want %s", res.Ruleset.ID, tc.id)
		}
	}
}

func TestRatePeriodGuard(t *testing.T) {
	// A rating so high that exp overflows: the update of the first player
	// met fails, naming him; no NaN is written.
	players := []engine.Player{glRated(1, 1900, 80, 40), glRated(2, 1e6, 80, 40)}
	res, err := engine.RatePeriod(context.Background(), engine.PeriodInput{
		Ruleset: glRuleset(t, engine.ICCF2023), Period: glPeriod, Players: players,
		Games: []engine.Game{glGame(1, 2, engine.Draw)},
	}, nil)
	var nf *engine.NonFiniteError
	if !errors.As(err, &nf) || res != nil {
		t.Fatalf("RatePeriod = %v, %v; want nil and *NonFiniteError", res, err)
	}
	if nf.Player != 1 {
		t.Errorf("NonFiniteError names player %d, want 1", nf.Player)
	}
}

func TestRatePeriodBadRuleset(t *testing.T) {
	for _, rs := range []engine.Ruleset{
		{ID: "iccf-1999"},
		{ID: ""},
		{ID: engine.ICCF2023}, // parameters not set
		{ID: engine.ICCF2025, Params: engine.Params{Scale: math.NaN()}},
	} {
		if _, err := engine.RatePeriod(context.Background(), engine.PeriodInput{Ruleset: rs, Period: glPeriod}, nil); err == nil {
			t.Errorf("RatePeriod(ruleset %+v) succeeded, want an error", rs)
		}
	}
}

func TestRatePeriodCancelAndProgress(t *testing.T) {
	in := glSynthetic(3000, 6000, 7)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := engine.RatePeriod(ctx, in, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("RatePeriod(cancelled) error = %v, want context.Canceled", err)
	}
	var calls, lastDone, lastTotal int
	_, err := engine.RatePeriod(context.Background(), in, func(done, total int) {
		if done < lastDone || done > total || (calls > 0 && total != lastTotal) {
			t.Errorf("progress(%d, %d) after (%d, %d)", done, total, lastDone, lastTotal)
		}
		calls++
		lastDone, lastTotal = done, total
	})
	if err != nil {
		t.Fatal(err)
	}
	if calls < 3 || lastDone != lastTotal || lastTotal < len(in.Players) {
		t.Errorf("progress called %d times, last (%d, %d); want several, ending done = total ≥ %d", calls, lastDone, lastTotal, len(in.Players))
	}
}

func ExampleRatePeriod() {
	// The worked example of the 2025 write-up as a period 2026/1: the player
	// 1900/80 wins against 1750/150, draws 2000/70 and loses to 2300/50.
	players := []engine.Player{
		{ID: 1, Rated: true, Rating: 1900, RD: math.Sqrt(80*80 - 25*25), Games: 40}, // grows to 80
		{ID: 2, Rated: true, Rating: 1750, RD: 150, Games: 40},
		{ID: 3, Rated: true, Rating: 2000, RD: math.Sqrt(70*70 - 25*25), Games: 40},
		{ID: 4, Rated: true, Rating: 2300, RD: math.Sqrt(50*50 - 25*25), Games: 40},
	}
	finished := time.Date(2025, 10, 1, 0, 0, 0, 0, time.UTC)
	games := []engine.Game{
		{White: 1, Black: 2, Outcome: engine.WhiteWins, Finished: finished},
		{White: 3, Black: 1, Outcome: engine.Draw, Finished: finished},
		{White: 1, Black: 4, Outcome: engine.BlackWins, Finished: finished},
	}
	rs, _ := engine.LookupRuleset("iccf-2023")
	period, _ := engine.ParsePeriod("2026/1")
	res, err := engine.RatePeriod(context.Background(), engine.PeriodInput{
		Ruleset: rs, Period: period, Players: players, Games: games,
	}, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	p := res.Players[0]
	fmt.Printf("r′ = %.3f, RD′ = %.5f, published %d/%d, %s\n", p.Rating, p.RD, p.PublishedRating, p.PublishedRD, p.Status)
	// Output: r′ = 1903.568, RD′ = 78.16604, published 1904/78, fixed
}
