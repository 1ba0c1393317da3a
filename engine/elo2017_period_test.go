package engine_test

import (
	"context"
	"errors"
	"math"
	"testing"
	"time"

	"ratingdesk/engine"
)

// e17Period is the list 2026/1: it rates games finished 1 Sep–30 Nov 2025
// and keeps active players with a game since 1 Jan 2024.
var e17Period = engine.Period{Year: 2026, Quarter: 1}

// e17Day is a finish date inside e17Period.
var e17Day = time.Date(2025, 10, 15, 0, 0, 0, 0, time.UTC)

func e17Ruleset(t testing.TB) engine.Ruleset {
	t.Helper()
	rs, err := engine.LookupRuleset("iccf-2017")
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

func e17Rated(id engine.PlayerID, r float64, games int) engine.Player {
	return engine.Player{ID: id, Rated: true, Rating: r, Games: games}
}

func e17Game(w, b engine.PlayerID, o engine.Outcome, eventType string) engine.Game {
	return engine.Game{White: w, Black: b, Outcome: o, Finished: e17Day, Type: eventType}
}

func e17Run(t testing.TB, players []engine.Player, games []engine.Game) *engine.PeriodResult {
	t.Helper()
	res, err := engine.RatePeriod(context.Background(),
		engine.PeriodInput{Ruleset: e17Ruleset(t), Period: e17Period, Players: players, Games: games}, nil)
	if err != nil {
		t.Fatalf("RatePeriod: %v", err)
	}
	return res
}

func e17Find(t testing.TB, res *engine.PeriodResult, id engine.PlayerID) engine.PlayerResult {
	t.Helper()
	for _, p := range res.Players {
		if p.Player.ID == id {
			return p
		}
	}
	t.Fatalf("player %d not in the result", id)
	return engine.PlayerResult{}
}

// TestRatePeriod2017 rates a small period by hand (50-digit decimals):
//
//	A 2450, 100 games: item 6, k = 10;  B 2100, 40 games: item 6, k = 17.5·1.2 = 21;
//	C 1950, 20 games: item 5 over 20 + 2 games;  D unrated, FIDE 2200;
//	E unrated, no FIDE;  F 1700, 5 games (rated, unpublished);  G idle since 2020.
func TestRatePeriod2017(t *testing.T) {
	const A, B, C, D, E, F, G = 1, 2, 3, 4, 5, 6, 7
	players := []engine.Player{
		e17Rated(A, 2450, 100), e17Rated(B, 2100, 40), e17Rated(C, 1950, 20),
		{ID: D, FIDE: 2200}, {ID: E}, e17Rated(F, 1700, 5),
		{ID: G, Rated: true, Rating: 2300, Games: 200, LastGame: time.Date(2020, 5, 1, 0, 0, 0, 0, time.UTC)},
	}
	before := e17Game(A, C, engine.WhiteWins, "Master class")
	before.Finished = time.Date(2025, 8, 31, 0, 0, 0, 0, time.UTC)
	games := []engine.Game{
		e17Game(A, B, engine.WhiteWins, "Master class"), // 0: A sees B 2100 (list)
		e17Game(B, C, engine.Draw, "Higher class"),      // 1: C published (20 games): 1950
		e17Game(C, D, engine.BlackWins, "Master class"), // 2: D enters with FIDE 2200
		e17Game(D, E, engine.Draw, "Higher class"),      // 3: E enters with 2000 (Higher class)
		e17Game(E, A, engine.BlackWins, "Higher class"), // 4
		e17Game(F, A, engine.BlackWins, "Open class"),   // 5: F unpublished: 1800 (Open class)
		e17Game(A, C, engine.WhiteWinsForfeit, "Master class"),
		e17Game(A, D, engine.Unfinished, "Master class"),
		before,
	}
	res := e17Run(t, players, games)

	if res.Ruleset.ID != engine.ICCF2017 || res.Period != e17Period {
		t.Errorf("RatePeriod ruleset, period = %v, %v, want iccf-2017, %v", res.Ruleset.ID, res.Period, e17Period)
	}
	if len(res.Players) != len(players) {
		t.Fatalf("RatePeriod gave %d players, want %d", len(res.Players), len(players))
	}
	for i, p := range res.Players {
		if p.Player.ID != players[i].ID {
			t.Errorf("Players[%d] = %d, want %d (input order)", i, p.Player.ID, players[i].ID)
		}
	}
	tests := []struct {
		id                engine.PlayerID
		pre, rating       float64
		published         int
		games, period     int
		score             float64
		status            engine.Status
		active, wasRated  bool
		we, deltaR        []float64
		oppRating         []float64
		oppSource         []engine.OpponentSource
		publishedOpponent []engine.PlayerID
	}{
		// A: 2450 + 10·(1−0.7789) + 10·(1−0.8347) + 10·(1−0.8823).
		{A, 2450, 2455.041, 2455, 103, 3, 3, engine.Fixed, true, true,
			[]float64{0.7789, 0.8347, 0.8823}, []float64{2.211, 1.653, 1.177},
			[]float64{2100, 2000, 1800}, []engine.OpponentSource{engine.FromList, engine.FromStart, engine.FromStart},
			[]engine.PlayerID{B, E, F}},
		// B: 2100 + 21·(0−0.2211) + 21·(½−0.6317).
		{B, 2100, 2092.5912, 2093, 42, 2, 0.5, engine.Fixed, true, true,
			[]float64{0.2211, 0.6317}, []float64{-4.6431, -2.7657},
			[]float64{2450, 1950}, []engine.OpponentSource{engine.FromList, engine.FromList},
			[]engine.PlayerID{A, C}},
		// C: R_c = (20·1950 + 2100 + 2200)/22 = 1968.1818, p = 10.5/22 = 0.4773.
		{C, 1950, 1942.9527, 1943, 22, 2, 0.5, engine.Published, true, true,
			[]float64{0.3683, 0.2892}, []float64{0, 0},
			[]float64{2100, 2200}, []engine.OpponentSource{engine.FromList, engine.FromStart},
			[]engine.PlayerID{B, D}},
		// D: R_c = 1975, p = 0.75; own start FIDE 2200.
		{D, 2200, 2242.1879, 2242, 2, 2, 1.5, engine.Unpublished, true, false,
			[]float64{0.7108, 0.6725}, []float64{0, 0},
			[]float64{1950, 2000}, []engine.OpponentSource{engine.FromList, engine.FromStart},
			[]engine.PlayerID{C, E}},
		// E: R_c = 2325, p = 0.25; own start 2000 (Higher class).
		{E, 2000, 2057.8121, 2058, 2, 2, 0.5, engine.Unpublished, true, false,
			[]float64{0.3275, 0.1653}, []float64{0, 0},
			[]float64{2200, 2450}, []engine.OpponentSource{engine.FromStart, engine.FromList},
			[]engine.PlayerID{D, A}},
		// F: 2450 limited to 1700 + 560; R_c = (5·1700 + 2260)/6, p = 2.5/6.
		{F, 1700, 1701.1468, 1701, 6, 1, 0, engine.Unpublished, true, true,
			[]float64{0.1177}, []float64{0},
			[]float64{2450}, []engine.OpponentSource{engine.FromList},
			[]engine.PlayerID{A}},
		{G, 2300, 2300, 2300, 200, 0, 0, engine.Fixed, false, true, nil, nil, nil, nil, nil},
	}
	for _, tt := range tests {
		p := e17Find(t, res, tt.id)
		if math.Abs(p.PreRating-tt.pre) > e17Tol || math.Abs(p.Rating-tt.rating) > e17Tol || p.PublishedRating != tt.published {
			t.Errorf("player %d: PreRating, Rating, PublishedRating = %v, %v, %d, want %v, %v, %d",
				tt.id, p.PreRating, p.Rating, p.PublishedRating, tt.pre, tt.rating, tt.published)
		}
		if p.Games != tt.games || p.PeriodGames != tt.period || p.PeriodScore != tt.score || p.Status != tt.status || p.Active != tt.active || !p.Rated {
			t.Errorf("player %d: Games, PeriodGames, PeriodScore, Status, Active, Rated = %d, %d, %v, %v, %v, %v, want %d, %d, %v, %v, %v, true",
				tt.id, p.Games, p.PeriodGames, p.PeriodScore, p.Status, p.Active, p.Rated, tt.games, tt.period, tt.score, tt.status, tt.active)
		}
		if p.RD != 0 || p.PreRD != 0 || p.PublishedRD != 0 || p.SumD1 != 0 || p.SumD2 != 0 {
			t.Errorf("player %d: RD values %v, %v, %d, %v, %v, want all 0 (no RD in iccf-2017)", tt.id, p.PreRD, p.RD, p.PublishedRD, p.SumD1, p.SumD2)
		}
		if len(p.Terms()) != len(tt.we) {
			t.Errorf("player %d: %d terms, want %d", tt.id, len(p.Terms()), len(tt.we))
			continue
		}
		for j, term := range p.Terms() {
			if math.Abs(term.We-tt.we[j]) > e17Tol || math.Abs(term.DeltaR-tt.deltaR[j]) > e17Tol ||
				term.OppRating != tt.oppRating[j] || term.OppSource != tt.oppSource[j] || term.Opponent != tt.publishedOpponent[j] {
				t.Errorf("player %d term %d: We, DeltaR, OppRating, OppSource, Opponent = %v, %v, %v, %v, %d, want %v, %v, %v, %v, %d",
					tt.id, j, term.We, term.DeltaR, term.OppRating, term.OppSource, term.Opponent,
					tt.we[j], tt.deltaR[j], tt.oppRating[j], tt.oppSource[j], tt.publishedOpponent[j])
			}
		}
	}
	if p := e17Find(t, res, A); !p.LastGame.Equal(e17Day) {
		t.Errorf("player %d: LastGame = %v, want %v", A, p.LastGame, e17Day)
	}

	// Rated games in input order, with the same terms as the players'.
	if len(res.Rated) != 6 {
		t.Fatalf("%d rated games, want 6", len(res.Rated))
	}
	for k, rg := range res.Rated {
		if rg.Game != k || rg.WhiteFor != games[k].White || rg.BlackFor != games[k].Black {
			t.Errorf("Rated[%d] = game %d for %d–%d, want game %d for %d–%d", k, rg.Game, rg.WhiteFor, rg.BlackFor, k, games[k].White, games[k].Black)
		}
	}
	if w, _ := res.Rated[0].Terms(); math.Abs(w.DeltaR-2.211) > e17Tol {
		t.Errorf("Rated[0] White DeltaR = %v, want 2.211 (as in A's terms)", w.DeltaR)
	}
	wantExcluded := []engine.ExcludedGame{{Game: 6, Reason: engine.ExcludedForfeit}, {Game: 7, Reason: engine.ExcludedUnfinished}, {Game: 8, Reason: engine.ExcludedBeforePeriod}}
	if len(res.Excluded) != len(wantExcluded) {
		t.Fatalf("Excluded = %v, want %v", res.Excluded, wantExcluded)
	}
	for k := range wantExcluded {
		if res.Excluded[k] != wantExcluded[k] {
			t.Errorf("Excluded[%d] = %v, want %v", k, res.Excluded[k], wantExcluded[k])
		}
	}
}

// TestRatePeriod2017BulkGames: with at least 30 games, more than 50 games in
// the period switch from item 6 to item 5 on the period's games (item 16).
func TestRatePeriod2017BulkGames(t *testing.T) {
	tests := []struct {
		n                int
		winner, loser    float64
		winnerDeltaTerms bool
	}{
		// 50 games: item 6 with k = 20: ±50·20·(1 − 0.5).
		{50, 2500, 1500, true},
		// 51 games: item 5, R_c = 2000, p = 1 → 0.9 and 0 → 0.1.
		{51, 2415.2863, 1584.7137, false},
	}
	for _, tt := range tests {
		players := []engine.Player{e17Rated(1, 2000, 100), e17Rated(2, 2000, 100)}
		var games []engine.Game
		for range tt.n {
			games = append(games, e17Game(1, 2, engine.WhiteWins, "Open class"))
		}
		res := e17Run(t, players, games)
		w, l := e17Find(t, res, 1), e17Find(t, res, 2)
		if math.Abs(w.Rating-tt.winner) > e17Tol || math.Abs(l.Rating-tt.loser) > e17Tol {
			t.Errorf("%d games: ratings %v, %v, want %v, %v", tt.n, w.Rating, l.Rating, tt.winner, tt.loser)
		}
		if got := w.Terms()[0].DeltaR != 0; got != tt.winnerDeltaTerms {
			t.Errorf("%d games: DeltaR = %v, want set: %v", tt.n, w.Terms()[0].DeltaR, tt.winnerDeltaTerms)
		}
		if w.Games != 100+tt.n || w.PeriodGames != tt.n {
			t.Errorf("%d games: Games, PeriodGames = %d, %d, want %d, %d", tt.n, w.Games, w.PeriodGames, 100+tt.n, tt.n)
		}
	}
}

// TestRatePeriod2017Unrated: an unrated player starts from FIDE if declared,
// else from the tournament level; a start rating given for the game comes
// first (Tournament Rules 9.4, Appendix 1 items 8, 11, 14).
func TestRatePeriod2017Unrated(t *testing.T) {
	tests := []struct {
		name      string
		newcomer  engine.Player
		start     float64
		eventType string
		// oppR is the newcomer's rating in the opponent's update; the
		// opponent, 2300 with 100 games (k = 12.5 × 1), beat the newcomer.
		oppR      float64
		oppRating float64
	}{
		// ΔR = 12.5·(1 − p(2300 − 2100)) = 12.5·(1 − 0.6725) = 4.09375 → 4.0938.
		{"FIDE", engine.Player{ID: 2, FIDE: 2100}, 0, "Master class", 2100, 2304.0938},
		// ΔR = 12.5·(1 − p(100)) = 12.5·0.411 = 5.1375.
		{"Master class level", engine.Player{ID: 2}, 0, "Master class", 2200, 2305.1375},
		// ΔR = 12.5·(1 − p(500)) = 12.5·0.142 = 1.775.
		{"Open class level", engine.Player{ID: 2}, 0, "open class", 1800, 2301.775},
		// ΔR = 12.5·(1 − p(−150)) = 12.5·(1 − 0.3683) = 7.89625 → 7.8963.
		{"GM norm level", engine.Player{ID: 2}, 0, "GM norm", 2450, 2307.8963},
		// ΔR = 12.5·(1 − p(0)) = 6.25.
		{"start rating given before FIDE", engine.Player{ID: 2, FIDE: 2100}, 2300, "Open class", 2300, 2306.25},
	}
	for _, tt := range tests {
		g := e17Game(1, 2, engine.WhiteWins, tt.eventType)
		g.BlackStart = tt.start
		res := e17Run(t, []engine.Player{e17Rated(1, 2300, 100), tt.newcomer}, []engine.Game{g})
		opp, nc := e17Find(t, res, 1), e17Find(t, res, 2)
		if opp.Terms()[0].OppRating != tt.oppR || opp.Terms()[0].OppSource != engine.FromStart || math.Abs(opp.Rating-tt.oppRating) > e17Tol {
			t.Errorf("%s: opponent used %v (%v), rating %v, want %v (FromStart), %v",
				tt.name, opp.Terms()[0].OppRating, opp.Terms()[0].OppSource, opp.Rating, tt.oppR, tt.oppRating)
		}
		// The newcomer: item 5 on one loss against 2300: 2300 − 415.2863.
		if !nc.Rated || nc.PreRating != tt.oppR || math.Abs(nc.Rating-1884.7137) > e17Tol || nc.PublishedRating != 1885 || nc.Games != 1 {
			t.Errorf("%s: newcomer Rated, PreRating, Rating, PublishedRating, Games = %v, %v, %v, %d, %d, want true, %v, 1884.7137, 1885, 1",
				tt.name, nc.Rated, nc.PreRating, nc.Rating, nc.PublishedRating, nc.Games, tt.oppR)
		}
	}
}

// TestRatePeriod2017National: a national tournament takes the average of
// its rated participants, at most 2400 (Appendix 1 item 11).
func TestRatePeriod2017National(t *testing.T) {
	players := []engine.Player{
		e17Rated(1, 2100, 40), e17Rated(2, 2300, 40), e17Rated(3, 2600, 100),
		{ID: 4}, e17Rated(5, 1500, 5), // 5 is rated but not published: not counted
	}
	g := func(w, b engine.PlayerID, o engine.Outcome, section string) engine.Game {
		x := e17Game(w, b, o, "National championship")
		x.Tournament, x.Section = "NED ch", section
		return x
	}
	games := []engine.Game{
		g(1, 4, engine.WhiteWins, "final"),   // participants 1, 2, 4, 5: level (2100+2300)/2 = 2200
		g(2, 5, engine.Unfinished, "final"),  // counts for participation, not rated
		g(3, 4, engine.WhiteWins, "top"),     // section "top": 2600 capped to 2400
		g(1, 5, engine.WhiteWins, "unknown"), // only 1 rated: 2100
	}
	res := e17Run(t, players, games)
	p1, p3 := e17Find(t, res, 1), e17Find(t, res, 3)
	if got := p1.Terms()[0].OppRating; got != 2200 {
		t.Errorf("national final: newcomer entered with %v, want 2200", got)
	}
	if got := p3.Terms()[0].OppRating; got != 2400 {
		t.Errorf("national top: newcomer entered with %v, want 2400 (cap)", got)
	}
	if got := p1.Terms()[1].OppRating; got != 2100 {
		t.Errorf("section unknown: unpublished player 5 entered with %v, want 2100 (the national level)", got)
	}
}

// TestRatePeriod2017Substitute: a substitute's game counts for him/her only
// if W − W_e > 0, else for the player substituted; for the opponent it is
// a game against the higher rated of the two (Appendix 1 item 18).
func TestRatePeriod2017Substitute(t *testing.T) {
	const H, S, X = 1, 2, 3 // H 2300 replaced by S 1900; X 2000, all 100 games (k 20 for X)
	tests := []struct {
		name       string
		outcome    engine.Outcome
		countsFor  engine.PlayerID
		subFor     engine.PlayerID
		xRating    float64
		forRating  float64
		otherGames int
	}{
		// S wins: 1 − p(−100) = 0.589 > 0: counts for S (k = 20):
		// 1900 + 20·0.589 = 1911.78. X plays H (2300 > 1900):
		// 2000 + 20·(0 − p(−300)) = 2000 − 20·0.2536 = 1994.928.
		{"win counts for the substitute", engine.BlackWins, S, 0, 1994.928, 1911.78, 100},
		// S draws: ½ − 0.411 = 0.089 > 0: still S: 1900 + 20·0.089 = 1901.78.
		// X: 2000 + 20·(½ − 0.2536) = 2004.928.
		{"draw above expectation counts for the substitute", engine.Draw, S, 0, 2004.928, 1901.78, 100},
		// S loses: W − W_e < 0: counts for H, as if H had lost to X:
		// k(2300, 100) = 12.5: 2300 + 12.5·(0 − p(300)) = 2300 − 12.5·0.7464 = 2290.67.
		// X: 2000 + 20·(1 − 0.2536) = 2014.928.
		{"loss counts for the original player", engine.WhiteWins, H, H, 2014.928, 2290.67, 100},
	}
	for _, tt := range tests {
		game := e17Game(X, S, tt.outcome, "Master class")
		game.BlackSubFor = H
		players := []engine.Player{e17Rated(H, 2300, 100), e17Rated(S, 1900, 100), e17Rated(X, 2000, 100)}
		res := e17Run(t, players, []engine.Game{game})
		x := e17Find(t, res, X)
		if x.Terms()[0].Opponent != H || x.Terms()[0].OppRating != 2300 || math.Abs(x.Rating-tt.xRating) > e17Tol {
			t.Errorf("%s: X played %d at %v, rating %v, want %d at 2300, %v", tt.name, x.Terms()[0].Opponent, x.Terms()[0].OppRating, x.Rating, H, tt.xRating)
		}
		if got := res.Rated[0].BlackFor; got != tt.countsFor {
			t.Errorf("%s: BlackFor = %d, want %d", tt.name, got, tt.countsFor)
		}
		f := e17Find(t, res, tt.countsFor)
		if f.PeriodGames != 1 || f.Games != 101 || f.Terms()[0].SubstituteFor != tt.subFor || math.Abs(f.Rating-tt.forRating) > e17Tol {
			t.Errorf("%s: player %d PeriodGames, Games, SubstituteFor, Rating = %d, %d, %d, %v, want 1, 101, %d, %v",
				tt.name, tt.countsFor, f.PeriodGames, f.Games, f.Terms()[0].SubstituteFor, f.Rating, tt.subFor, tt.forRating)
		}
		other := engine.PlayerID(H + S - tt.countsFor)
		if o := e17Find(t, res, other); o.PeriodGames != 0 || o.Games != tt.otherGames || o.Rating != o.PreRating {
			t.Errorf("%s: player %d PeriodGames, Games, Rating = %d, %d, %v, want 0, %d, unchanged", tt.name, other, o.PeriodGames, o.Games, o.Rating, tt.otherGames)
		}
	}
}

// TestRatePeriod2017StartAboveList: a published opponent whose start
// rating in the tournament is higher than the list rating enters with the
// start rating (Tournament Rules 9.4 last sentence, Appendix 1 item 8).
func TestRatePeriod2017StartAboveList(t *testing.T) {
	tests := []struct {
		start float64
		want  float64
		src   engine.OpponentSource
	}{
		{0, 2000, engine.FromList},
		{1900, 2000, engine.FromList},
		{2100, 2100, engine.FromStart},
	}
	for _, tt := range tests {
		g := e17Game(1, 2, engine.Draw, "Master class")
		g.BlackStart = tt.start
		res := e17Run(t, []engine.Player{e17Rated(1, 2300, 100), e17Rated(2, 2000, 100)}, []engine.Game{g})
		if term := e17Find(t, res, 1).Terms()[0]; term.OppRating != tt.want || term.OppSource != tt.src {
			t.Errorf("start %v: opponent entered with %v (%v), want %v (%v)", tt.start, term.OppRating, term.OppSource, tt.want, tt.src)
		}
		// The player's own update starts from the own rating, not the start.
		if term := e17Find(t, res, 2).Terms()[0]; math.Abs(term.We-0.2536) > e17Tol {
			t.Errorf("start %v: own W_e = %v, want p(2000 − 2300) = 0.2536", tt.start, term.We)
		}
	}
}

// TestRatePeriod2017SubstituteTie: for the opponent, equal ratings of the
// substitute and the original player give the original (docs/rules.md §1.3).
func TestRatePeriod2017SubstituteTie(t *testing.T) {
	game := e17Game(3, 2, engine.Draw, "Master class")
	game.BlackSubFor = 1
	players := []engine.Player{e17Rated(1, 1900, 100), e17Rated(2, 1900, 100), e17Rated(3, 2000, 100)}
	res := e17Run(t, players, []engine.Game{game})
	if got := e17Find(t, res, 3).Terms()[0].Opponent; got != 1 {
		t.Errorf("opponent of a tied substitution = %d, want the original player 1", got)
	}
}

// TestRatePeriod2017NoStartRating: an unrated player whose start rating
// cannot be found is an input error naming the game.
func TestRatePeriod2017NoStartRating(t *testing.T) {
	game := e17Game(1, 2, engine.WhiteWins, "Promotion")
	game.Origin = engine.Origin{File: "games.xlsx", Sheet: "Games", Cell: "A7"}
	_, err := engine.RatePeriod(context.Background(), engine.PeriodInput{
		Ruleset: e17Ruleset(t), Period: e17Period,
		Players: []engine.Player{e17Rated(1, 2000, 50), {ID: 2}},
		Games:   []engine.Game{game},
	}, nil)
	var errs engine.GameErrors
	if !errors.As(err, &errs) || len(errs) != 1 || errs[0].Game != 0 || errs[0].Origin != game.Origin {
		t.Fatalf("RatePeriod error = %v, want GameErrors naming game 0 at %v", err, game.Origin)
	}
}

func TestRatePeriod2017Cancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := engine.RatePeriod(ctx, engine.PeriodInput{
		Ruleset: e17Ruleset(t), Period: e17Period,
		Players: []engine.Player{e17Rated(1, 2000, 50), e17Rated(2, 2000, 50)},
		Games:   []engine.Game{e17Game(1, 2, engine.Draw, "Open class")},
	}, nil)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("RatePeriod with a cancelled context: error %v, want context.Canceled", err)
	}
}

func TestRatePeriod2017Deterministic(t *testing.T) {
	players := []engine.Player{e17Rated(1, 2123.4567, 45), e17Rated(2, 1987.6543, 31), {ID: 3, FIDE: 2222}, e17Rated(4, 2444.4444, 12)}
	var games []engine.Game
	outcomes := []engine.Outcome{engine.WhiteWins, engine.Draw, engine.BlackWins}
	for i := range 24 {
		w, b := engine.PlayerID(1+i%4), engine.PlayerID(1+(i/4+i+1)%4)
		if w == b {
			continue
		}
		games = append(games, e17Game(w, b, outcomes[i%3], "Higher class"))
	}
	first := e17Run(t, players, games)
	for range 3 {
		again := e17Run(t, players, games)
		for i := range first.Players {
			if math.Float64bits(first.Players[i].Rating) != math.Float64bits(again.Players[i].Rating) {
				t.Errorf("player %d: %v then %v, want the same bits", first.Players[i].Player.ID, first.Players[i].Rating, again.Players[i].Rating)
			}
		}
	}
	for _, p := range first.Players {
		if s := p.Rating * 1e4; math.Abs(s-math.Round(s)) > 1e-3 {
			t.Errorf("player %d: Rating %v has more than 4 decimals", p.Player.ID, p.Rating)
		}
	}
}
