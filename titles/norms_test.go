package titles_test

import (
	"errors"
	"math"
	"math/rand/v2"
	"testing"

	"ratingdesk/titles"
)

// halfPointOpponents are twelve opponents against whom the IM W_ei sum is
// exactly 6.5 points (65000 ten-thousandths), found by search and checked
// with 50-digit decimal arithmetic (App. 2 item 2.4a, each rounded half up):
//
//	2307 .62586 → 6259   2318 .61654 → 6165   2344 .59420 → 5942
//	2353 .58637 → 5864   2356 .58375 → 5838   2388 .55554 → 5555
//	2418 .52875 → 5288   2424 .52337 → 5234   2439 .50989 → 5099
//	2462 .48921 → 4892   2494 .46051 → 4605   2533 .42590 → 4259
//
// Σ = 65000, so P = 6½ exactly, not rounded up to 7 (item 2.4b). The other
// levels: GM 80157 → 8½, SIM 72790 → 7½, CCM 49175 → 5, CCE 34745 → 3½,
// raised to the 35% minimum of 12 games, 4½ (item 1f). R_a = 28836/12 =
// 2403, enough even for GM (2400).
var halfPointOpponents = []int{2307, 2318, 2344, 2353, 2356, 2388, 2418, 2424, 2439, 2462, 2494, 2533}

// heroSection is a finished 13-player norm section: the hero (row 0, rated
// 2400) against halfPointOpponents, every other game drawn.
func heroSection() titles.Section {
	return drawnSection(fixedPlayers(append([]int{2400}, halfPointOpponents...)...))
}

// setHero gives the hero the results against rows 1..12 in order.
func setHero(s *titles.Section, results ...titles.Result) {
	for j, r := range results {
		s.SetGames(0, j+1, r)
	}
}

// repeat returns n copies of r.
func repeat(r titles.Result, n int) []titles.Result {
	out := make([]titles.Result, n)
	for i := range out {
		out[i] = r
	}
	return out
}

func concat(parts ...[]titles.Result) []titles.Result {
	var out []titles.Result
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

func TestNormStatementHalfPoint(t *testing.T) {
	st, err := titles.NormStatement(heroSection())
	if err != nil {
		t.Fatal(err)
	}
	if !st.Requirements.TitleTournament() {
		t.Fatalf("section fails %v", st.Requirements.Failures())
	}
	// Average of the event: (2400 + 28836)/13 = 2402.7692 → category 7.
	if st.Average != 2402.7692 || !st.HasCategory || st.Category.String() != "7" {
		t.Errorf("Average %v, category %v %v; want 2402.7692, 7", st.Average, st.Category, st.HasCategory)
	}
	hero := st.Players[0]
	if hero.Opponents != 12 || hero.Games != 12 || hero.OpponentsAverage != 2403 || hero.MinScore != 9 {
		t.Errorf("hero = %d opponents, %d games, Ra %v, min %v; want 12, 12, 2403, 4½", hero.Opponents, hero.Games, hero.OpponentsAverage, hero.MinScore)
	}
	want := []titles.LevelStatement{
		{Level: titles.GM, Expectancy: 80157, NormResult: 17, Required: 17, AverageOK: true},
		{Level: titles.SIM, Expectancy: 72790, NormResult: 15, Required: 15, AverageOK: true},
		{Level: titles.IM, Expectancy: 65000, NormResult: 13, Required: 13, AverageOK: true},
		{Level: titles.CCM, Expectancy: 49175, NormResult: 10, Required: 10, AverageOK: true},
		{Level: titles.CCE, Expectancy: 34745, NormResult: 7, Required: 9, AverageOK: true},
	}
	for k, w := range want {
		if hero.Levels[k] != w {
			t.Errorf("hero %v = %+v, want %+v", w.Level, hero.Levels[k], w)
		}
	}
	if ls, ok := hero.Level(titles.IM); !ok || ls.Required.String() != "6½" {
		t.Errorf("hero IM required = %v, want 6½", ls.Required)
	}
}

// status is what a watch test checks of one NormCheck.
type status struct {
	Status    titles.NormStatus
	Reason    titles.Reason
	Score     titles.HalfPoints
	Needed    titles.HalfPoints
	Remaining int
	Overscore int
}

func TestWatchNormsHero(t *testing.T) {
	W, D, L, FW, FL, U := titles.Win, titles.Draw, titles.Loss, titles.ForfeitWin, titles.ForfeitLoss, titles.Unfinished
	out := func(r titles.Reason, score, needed titles.HalfPoints, remaining int) status {
		return status{Status: titles.OutOfReach, Reason: r, Score: score, Needed: needed, Remaining: remaining}
	}
	tests := []struct {
		name      string
		results   []titles.Result
		withdrawn titles.Withdrawal
		want      [5]status // GM, SIM, IM, CCM, CCE
		games     int       // the games the norm is credited with; 0 for 12
	}{
		{
			name:    "6½ exactly on the half point: IM norm",
			results: concat([]titles.Result{W}, repeat(D, 11)),
			want: [5]status{
				out(titles.ReasonScore, 13, 4, 0),
				out(titles.ReasonScore, 13, 2, 0),
				// n_g = 12·(65000−65000)/65000 = 0.
				{Status: titles.Achieved, Score: 13},
				// 12·15825/49175 = 3.86 → 3; 12·30255/34745 = 10.45 → 10.
				{Status: titles.Achieved, Score: 13, Overscore: 3},
				{Status: titles.Achieved, Score: 13, Overscore: 10},
			},
		},
		{
			name:    "6: half a point short of the IM norm",
			results: repeat(D, 12),
			want: [5]status{
				out(titles.ReasonScore, 12, 5, 0),
				out(titles.ReasonScore, 12, 3, 0),
				out(titles.ReasonScore, 12, 1, 0),
				// 12·10825/49175 = 2.64 → 2; 12·25255/34745 = 8.72 → 8.
				{Status: titles.Achieved, Score: 12, Overscore: 2},
				{Status: titles.Achieved, Score: 12, Overscore: 8},
			},
		},
		{
			name:    "10: GM norm with overscore",
			results: concat(repeat(W, 8), repeat(D, 4)),
			want: [5]status{
				// 12·19843/80157 = 2.97 → 2; 12·27210/72790 = 4.49 → 4;
				// 12·35000/65000 = 6.46 → 6; 12·50825/49175 = 12.4 → 12;
				// 12·65255/34745 = 22.5 → 22.
				{Status: titles.Achieved, Score: 20, Overscore: 2},
				{Status: titles.Achieved, Score: 20, Overscore: 4},
				{Status: titles.Achieved, Score: 20, Overscore: 6},
				{Status: titles.Achieved, Score: 20, Overscore: 12},
				{Status: titles.Achieved, Score: 20, Overscore: 22},
			},
		},
		{
			name:    "running: 5 from 8, 4 left",
			results: concat(repeat(W, 2), repeat(D, 6), repeat(U, 4)),
			want: [5]status{
				{Status: titles.Possible, Score: 10, Needed: 7, Remaining: 4},
				{Status: titles.Possible, Score: 10, Needed: 5, Remaining: 4},
				{Status: titles.Possible, Score: 10, Needed: 3, Remaining: 4},
				// 12·825/49175 = 0.2 → 0; 12·15255/34745 = 5.27 → 5.
				{Status: titles.Secured, Score: 10, Remaining: 4},
				{Status: titles.Secured, Score: 10, Remaining: 4, Overscore: 5},
			},
		},
		{
			name:    "running: 4 from 8, 4 left, GM out of reach",
			results: concat(repeat(D, 8), repeat(U, 4)),
			want: [5]status{
				out(titles.ReasonScore, 8, 9, 4),
				{Status: titles.Possible, Score: 8, Needed: 7, Remaining: 4},
				{Status: titles.Possible, Score: 8, Needed: 5, Remaining: 4},
				{Status: titles.Possible, Score: 8, Needed: 2, Remaining: 4},
				{Status: titles.Possible, Score: 8, Needed: 1, Remaining: 4},
			},
		},
		{
			name:    "forfeit wins count in the score (5 + 2 forfeits = 7)",
			results: concat(repeat(D, 10), repeat(FW, 2)),
			want: [5]status{
				out(titles.ReasonScore, 14, 3, 0),
				out(titles.ReasonScore, 14, 1, 0),
				{Status: titles.Achieved, Score: 14, Overscore: 0},
				{Status: titles.Achieved, Score: 14, Overscore: 5},
				{Status: titles.Achieved, Score: 14, Overscore: 12},
			},
		},
		{
			name:      "withdrawal not accepted: no norm",
			results:   concat(repeat(W, 8), repeat(D, 4)),
			withdrawn: titles.WithdrawalNotAccepted,
			want: [5]status{
				out(titles.ReasonWithdrawn, 20, 0, 0),
				out(titles.ReasonWithdrawn, 20, 0, 0),
				out(titles.ReasonWithdrawn, 20, 0, 0),
				out(titles.ReasonWithdrawn, 20, 0, 0),
				out(titles.ReasonWithdrawn, 20, 0, 0),
			},
		},
		{
			name:      "accepted withdrawal: played games only (5½ + 2 forfeit losses)",
			results:   concat([]titles.Result{W}, repeat(D, 9), repeat(FL, 2)),
			withdrawn: titles.WithdrawalAccepted,
			want: [5]status{
				out(titles.ReasonWithdrawn, 11, 6, 0),
				out(titles.ReasonWithdrawn, 11, 4, 0),
				out(titles.ReasonWithdrawn, 11, 2, 0),
				// n = the 10 games played (App. 2 item 2.4c):
				// 10·5825/49175 = 1.18 → 1; 10·20255/34745 = 5.83 → 5.
				{Status: titles.Achieved, Score: 11, Overscore: 1},
				{Status: titles.Achieved, Score: 11, Overscore: 5},
			},
			games: 10,
		},
		{
			name:      "accepted withdrawal: forfeit wins after it do not count",
			results:   concat(repeat(D, 10), repeat(FW, 2)),
			withdrawn: titles.WithdrawalAccepted,
			want: [5]status{
				out(titles.ReasonWithdrawn, 10, 7, 0),
				out(titles.ReasonWithdrawn, 10, 5, 0),
				out(titles.ReasonWithdrawn, 10, 3, 0),
				// n = the 10 games played: 10·15255/34745 = 4.39 → 4.
				{Status: titles.Achieved, Score: 10},
				{Status: titles.Achieved, Score: 10, Overscore: 4},
			},
			games: 10,
		},
		{
			name:      "accepted withdrawal after the title result was reached",
			results:   concat([]titles.Result{W}, repeat(D, 11)),
			withdrawn: titles.WithdrawalAccepted,
			want: [5]status{
				out(titles.ReasonWithdrawn, 13, 4, 0),
				out(titles.ReasonWithdrawn, 13, 2, 0),
				{Status: titles.Achieved, Score: 13},
				{Status: titles.Achieved, Score: 13, Overscore: 3},
				{Status: titles.Achieved, Score: 13, Overscore: 10},
			},
		},
		{
			name:    "losses",
			results: concat(repeat(L, 8), repeat(D, 4)),
			want: [5]status{
				out(titles.ReasonScore, 4, 13, 0),
				out(titles.ReasonScore, 4, 11, 0),
				out(titles.ReasonScore, 4, 9, 0),
				out(titles.ReasonScore, 4, 6, 0),
				out(titles.ReasonScore, 4, 5, 0),
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := heroSection()
			setHero(&s, tc.results...)
			s.Players[0].Withdrawn = tc.withdrawn
			w, err := titles.WatchNorms(s)
			if err != nil {
				t.Fatal(err)
			}
			for k, l := range titles.Levels() {
				c, ok := w.Check(0, l)
				if !ok {
					t.Fatalf("no check for %v", l)
				}
				got := status{Status: c.Status, Reason: c.Reason, Score: c.Score, Needed: c.Needed, Remaining: c.Remaining, Overscore: c.Overscore}
				if got != tc.want[k] {
					t.Errorf("%v: %+v, want %+v", l, got, tc.want[k])
				}
				games := 12
				if tc.games > 0 {
					games = tc.games
				}
				if c.Games != games || c.Opponents != 12 || c.OpponentsAverage != 2403 {
					t.Errorf("%v: games %d, opponents %d, Ra %v; want %d, 12, 2403", l, c.Games, c.Opponents, c.OpponentsAverage, games)
				}
			}
		})
	}
}

func TestWatchNormsCancelled(t *testing.T) {
	// Row 1 (2307, W_IM 6259) withdrew and the games were cancelled: the
	// hero's IM norm is recalculated over 11 games: 65000 − 6259 = 58741 →
	// P = 6, 35% of 11 = 4, R_a = 26529/11 (App. 2 item 3a).
	tests := []struct {
		name    string
		results []titles.Result
		want    status
	}{
		{
			// 6½ in the table, but the win over row 1 is cancelled: 5½ < 6.
			name:    "win over the cancelled player",
			results: concat([]titles.Result{titles.Win}, repeat(titles.Draw, 11)),
			want:    status{Status: titles.OutOfReach, Reason: titles.ReasonScore, Score: 11, Needed: 1},
		},
		{
			// 6 in the table, 6 without the cancelled loss: the norm, which
			// the statement at the start (6½) would not have given.
			name:    "loss to the cancelled player",
			results: concat([]titles.Result{titles.Loss, titles.Win}, repeat(titles.Draw, 10)),
			want:    status{Status: titles.Achieved, Score: 12},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := heroSection()
			setHero(&s, tc.results...)
			s.Players[1].Withdrawn = titles.WithdrawalAccepted
			s.Players[1].GamesCancelled = true
			w, err := titles.WatchNorms(s)
			if err != nil {
				t.Fatal(err)
			}
			c, _ := w.Check(0, titles.IM)
			got := status{Status: c.Status, Reason: c.Reason, Score: c.Score, Needed: c.Needed, Remaining: c.Remaining, Overscore: c.Overscore}
			if got != tc.want {
				t.Errorf("IM: %+v, want %+v", got, tc.want)
			}
			if c.Expectancy != 58741 || c.Required != 12 || c.Opponents != 11 || c.Games != 12 ||
				math.Abs(c.OpponentsAverage-26529.0/11) > 1e-9 {
				t.Errorf("IM recalculated: ΣW %d, required %v, opponents %d, games %d, Ra %v; want 58741, 6, 11, 12, %v",
					c.Expectancy, c.Required, c.Opponents, c.Games, c.OpponentsAverage, 26529.0/11)
			}
			// The statement at the start is unchanged.
			if ls, _ := w.Statement.Players[0].Level(titles.IM); ls.Expectancy != 65000 {
				t.Errorf("statement IM ΣW = %d, want 65000", ls.Expectancy)
			}
			if c, _ := w.Check(1, titles.CCE); c.Reason != titles.ReasonWithdrawn {
				t.Errorf("cancelled player's CCE check = %+v, want out of reach, withdrawn", c)
			}
		})
	}
}

func TestWatchNormsAssumedRating(t *testing.T) {
	// A WC semi-final with 7 fixed of 13 (E = 8) fails item 1c: everyone
	// takes 2276 (App. 2 item 3b). IM: 12 × W(174) = 12 × 6516 = 78192 → 8;
	// SIM and GM: R_a 2276 < 2325.
	s := heroSection()
	s.Type = "WC semi-final"
	for i := 7; i < 13; i++ {
		s.Players[i].Status = titles.Unfixed
	}
	setHero(&s, concat(repeat(titles.Win, 4), repeat(titles.Draw, 8))...)
	w, err := titles.WatchNorms(s)
	if err != nil {
		t.Fatal(err)
	}
	if w.Statement.Requirements.AssumedRating != 2276 || w.Statement.Average != 2276 {
		t.Fatalf("assumed rating %d, average %v; want 2276", w.Statement.Requirements.AssumedRating, w.Statement.Average)
	}
	tests := []struct {
		level    titles.Level
		status   titles.NormStatus
		reason   titles.Reason
		required titles.HalfPoints
	}{
		{titles.GM, titles.OutOfReach, titles.ReasonAverage, 19}, // 12 × 7624 = 91488 → 9½
		{titles.IM, titles.Achieved, titles.NoReason, 16},        // 78192 → 8
		{titles.CCM, titles.Achieved, titles.NoReason, 13},       // 12 × 5216 = 62592 → 6½
	}
	for _, tc := range tests {
		c, _ := w.Check(0, tc.level)
		if c.Status != tc.status || c.Reason != tc.reason || c.Required != tc.required {
			t.Errorf("%v: %v (%v), required %v; want %v (%v), %v", tc.level, c.Status, c.Reason, c.Required, tc.status, tc.reason, tc.required)
		}
	}
	if c, _ := w.Check(0, titles.SIM); c.Reason != titles.ReasonAverage {
		t.Errorf("SIM: %v (%v), want out of reach (average)", c.Status, c.Reason)
	}
}

func TestWatchNormsSectionNotEligible(t *testing.T) {
	s := heroSection()
	s.Type = "Thematic"
	w, err := titles.WatchNorms(s)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range w.Checks {
		if c.Status != titles.OutOfReach || c.Reason != titles.ReasonSection {
			t.Fatalf("check %+v, want out of reach (section)", c)
		}
	}
	if len(w.Norms(s, "x")) != 0 {
		t.Errorf("Norms of a thematic section not empty")
	}
}

func TestOpponentRatings(t *testing.T) {
	ps := fixedPlayers(2400, 2301, 0, 0)
	ps[1].Status = titles.Unfixed
	ps[2].Status, ps[2].FIDE = titles.Unrated, 2350
	ps[3].Status, ps[3].StartRating = titles.Unrated, 1800 // tournament level: not used
	got, err := titles.OpponentRatings(drawnSection(ps))
	if err != nil {
		t.Fatal(err)
	}
	want := []float64{2400, 2301, 2350, 7051.0 / 3}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("OpponentRatings()[%d] = %v, want %v", i, got[i], want[i])
		}
	}
	none := fixedPlayers(0, 0)
	none[0].Status, none[1].Status = titles.Unrated, titles.Unrated
	var ie *titles.InputError
	if _, err := titles.OpponentRatings(drawnSection(none)); !errors.As(err, &ie) {
		t.Errorf("OpponentRatings(no ratings) error = %v, want *InputError", err)
	}
}

func TestStatementTitledOpponents(t *testing.T) {
	// Double round: GM-title holder (2500) and fixed 2610 count for the GM
	// quota, an unfixed 2610 does not, a SIM-title holder counts as SIM.
	ps := fixedPlayers(2450, 2500, 2610, 2610, 2550)
	ps[1].Titles = []string{"GM"}
	ps[3].Status = titles.Unfixed
	ps[4].Titles = []string{"sim", "IA"}
	s := titles.NewSection(ps, true)
	st, err := titles.NormStatement(s)
	if err != nil {
		t.Fatal(err)
	}
	if p := st.Players[0]; p.GMGames != 4 || p.SIMGames != 2 || p.Games != 8 || p.Opponents != 4 {
		t.Errorf("hero: GM games %d, SIM games %d, games %d, opponents %d; want 4, 2, 8, 4", p.GMGames, p.SIMGames, p.Games, p.Opponents)
	}
}

func TestNormStatementInvalid(t *testing.T) {
	s := heroSection()
	s.Players[3].StartRating = 0
	var ie *titles.InputError
	if _, err := titles.NormStatement(s); !errors.As(err, &ie) || ie.Player != 3 {
		t.Errorf("NormStatement(no start rating) error = %v, want *InputError for player 3", err)
	}
	if _, err := titles.WatchNorms(s); !errors.As(err, &ie) {
		t.Errorf("WatchNorms(no start rating) error = %v, want *InputError", err)
	}
}

func TestOverscore(t *testing.T) {
	tests := []struct {
		games      int
		score      titles.HalfPoints
		expectancy int
		want       int
	}{
		{12, 20, 80157, 2}, // 12·19843/80157 = 2.97
		{12, 13, 65000, 0},
		{12, 12, 65000, 0}, // negative → 0
		{12, 14, 65000, 0}, // 12·5000/65000 = 0.92
		{13, 17, 65000, 4}, // 13·20000/65000 = 4 exactly
		{0, 10, 50000, 0},
		{12, 10, 0, 0},
	}
	for _, tc := range tests {
		if got := titles.Overscore(tc.games, tc.score, tc.expectancy); got != tc.want {
			t.Errorf("Overscore(%d, %v, %d) = %d, want %d", tc.games, tc.score, tc.expectancy, got, tc.want)
		}
	}
}

// TestRaisingOpponentNeverRaisesRequired: a stronger opponent can only make
// a norm easier (each W_ei falls or stays; App. 2 item 2.4).
func TestRaisingOpponentNeverRaisesRequired(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 17))
	for trial := range 300 {
		n := 9 + rng.IntN(9)
		s := randomSection(rng, n, trial%4 == 0)
		for i := range s.Players {
			s.Players[i].StartRating = 1800 + rng.IntN(1000)
			if rng.IntN(6) == 0 {
				s.Players[i].Status, s.Players[i].StartRating, s.Players[i].FIDE = titles.Unrated, 0, 1900+rng.IntN(600)
			}
		}
		before, err := titles.NormStatement(s)
		if err != nil {
			t.Fatal(err)
		}
		j := rng.IntN(n)
		raise := 1 + rng.IntN(300)
		if s.Players[j].Status == titles.Unrated {
			s.Players[j].FIDE += raise
		} else {
			s.Players[j].StartRating += raise
		}
		after, err := titles.NormStatement(s)
		if err != nil {
			t.Fatal(err)
		}
		for i := range s.Players {
			if i == j {
				continue
			}
			for k := range before.Players[i].Levels {
				b, a := before.Players[i].Levels[k], after.Players[i].Levels[k]
				if a.Required > b.Required || a.Expectancy > b.Expectancy {
					t.Fatalf("trial %d: raising player %d by %d raised player %d's %v norm: %+v → %+v", trial, j, raise, i, b.Level, b, a)
				}
			}
		}
	}
}

func TestWatchNormsRecords(t *testing.T) {
	s := heroSection()
	setHero(&s, concat([]titles.Result{titles.Win}, repeat(titles.Draw, 11))...)
	w, err := titles.WatchNorms(s)
	if err != nil {
		t.Fatal(err)
	}
	var heroNorms []titles.Norm
	for _, n := range w.Norms(s, "Test/Section 1") {
		if n.Player == s.Players[0].ID {
			heroNorms = append(heroNorms, n)
		}
	}
	want := []titles.Norm{
		{Player: 1001, Level: titles.IM, Event: "Test/Section 1", Games: 12},
		{Player: 1001, Level: titles.CCM, Event: "Test/Section 1", Games: 12, Overscore: 3},
		{Player: 1001, Level: titles.CCE, Event: "Test/Section 1", Games: 12, Overscore: 10},
	}
	if len(heroNorms) != len(want) {
		t.Fatalf("hero's norms = %+v, want %+v", heroNorms, want)
	}
	for k := range want {
		if heroNorms[k] != want[k] {
			t.Errorf("norm %d = %+v, want %+v", k, heroNorms[k], want[k])
		}
	}
}

func TestNormCheckScoreGames(t *testing.T) {
	// The games a norm's score is from: every finished game that counts,
	// forfeits too, and after an accepted withdrawal only the played ones
	// (App. 2 item 3a), while the standings count them all.
	W, D, FW, FL, U := titles.Win, titles.Draw, titles.ForfeitWin, titles.ForfeitLoss, titles.Unfinished
	tests := []struct {
		name       string
		results    []titles.Result
		withdrawn  titles.Withdrawal
		score      titles.HalfPoints
		scoreGames int
		remaining  int
	}{
		{"all played", concat([]titles.Result{W}, repeat(D, 11)), titles.NotWithdrawn, 13, 12, 0},
		{"a forfeit win counts", concat(repeat(FW, 1), repeat(D, 11)), titles.NotWithdrawn, 13, 12, 0},
		{"two games unfinished", concat(repeat(D, 10), repeat(U, 2)), titles.NotWithdrawn, 10, 10, 2},
		{"accepted withdrawal: forfeit wins left out", concat(repeat(D, 9), repeat(FW, 3)), titles.WithdrawalAccepted, 9, 9, 0},
		{"accepted withdrawal: forfeit losses left out", concat([]titles.Result{W}, repeat(D, 8), repeat(FL, 3)), titles.WithdrawalAccepted, 10, 9, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := heroSection()
			setHero(&s, tc.results...)
			s.Players[0].Withdrawn = tc.withdrawn
			w, err := titles.WatchNorms(s)
			if err != nil {
				t.Fatal(err)
			}
			for _, l := range titles.Levels() {
				c, _ := w.Check(0, l)
				if want := c.OpponentsAverage >= float64(l.MinAverage()); c.AverageOK != want {
					t.Errorf("%v: AverageOK %v with R_a %v, want %v", l, c.AverageOK, c.OpponentsAverage, want)
				}
				if c.Score != tc.score || c.ScoreGames != tc.scoreGames || c.Remaining != tc.remaining {
					t.Errorf("%v: Score %v from %d games, %d left; want %v from %d, %d left",
						l, c.Score, c.ScoreGames, c.Remaining, tc.score, tc.scoreGames, tc.remaining)
				}
			}
		})
	}
}

func TestReasonShort(t *testing.T) {
	tests := []struct {
		r    titles.Reason
		want string
	}{
		{titles.ReasonAverage, "Ra too low"},
		{titles.ReasonWithdrawn, "withdrawn"},
		{titles.ReasonSection, "no title event"},
		{titles.ReasonScore, "out of reach"},
	}
	for _, tt := range tests {
		if got := tt.r.Short(); got != tt.want {
			t.Errorf("Reason(%d).Short() = %q, want %q", tt.r, got, tt.want)
		}
	}
}

func TestRequiredText(t *testing.T) {
	tests := []struct {
		required  titles.HalfPoints
		averageOK bool
		want      string
	}{{13, true, "6½"}, {12, true, "6"}, {13, false, "–"}}
	for _, tt := range tests {
		if got := titles.RequiredText(tt.required, tt.averageOK); got != tt.want {
			t.Errorf("RequiredText(%v, %v) = %q, want %q", tt.required, tt.averageOK, got, tt.want)
		}
	}
}
