package synth_test

import (
	"math"
	"reflect"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/internal/synth"
)

var period2026q1 = engine.Period{Year: 2026, Quarter: 1}

func TestICCFScaleSizes(t *testing.T) {
	tests := []struct {
		players, games int
		period         engine.Period
	}{
		{0, 0, period2026q1},
		{1, 0, period2026q1},
		{2, 1, period2026q1},
		{2, 50, engine.Period{Year: 2026, Quarter: 3}},
		{13, 500, engine.Period{Year: 2025, Quarter: 4}},
		{1000, 3000, engine.Period{Year: 2024, Quarter: 2}},
	}
	for _, tt := range tests {
		players, games := synth.ICCFScale(tt.players, tt.games, tt.period, 7)
		if len(players) != tt.players || len(games) != tt.games {
			t.Errorf("ICCFScale(%d, %d, %v) gave %d players and %d games", tt.players, tt.games, tt.period, len(players), len(games))
		}
		checkConsistent(t, "ICCFScale", players, games)
		for i, g := range games {
			if g.Outcome != engine.Unfinished && g.Finished.IsZero() {
				t.Errorf("ICCFScale(%d, %d): game %d (%v) has no finish date", tt.players, tt.games, i, g.Outcome)
			}
			if g.Outcome.Forfeit() && !tt.period.Contains(g.Finished) {
				t.Errorf("ICCFScale(%d, %d): forfeit %d finished %v, outside the window", tt.players, tt.games, i, g.Finished)
			}
		}
	}
}

func TestICCFScaleDeterministic(t *testing.T) {
	p1, g1 := synth.ICCFScale(500, 1500, period2026q1, 42)
	p2, g2 := synth.ICCFScale(500, 1500, period2026q1, 42)
	if !reflect.DeepEqual(p1, p2) || !reflect.DeepEqual(g1, g2) {
		t.Errorf("ICCFScale(500, 1500, 2026/1, 42) differs between two calls")
	}
	p3, g3 := synth.ICCFScale(500, 1500, period2026q1, 43)
	if reflect.DeepEqual(p1, p3) || reflect.DeepEqual(g1, g3) {
		t.Errorf("ICCFScale with seeds 42 and 43 gave the same data")
	}
}

func TestICCFScalePanics(t *testing.T) {
	for _, tt := range []struct{ players, games int }{{-1, 0}, {0, -1}, {0, 1}, {1, 1}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("ICCFScale(%d, %d) did not panic", tt.players, tt.games)
				}
			}()
			synth.ICCFScale(tt.players, tt.games, period2026q1, 1)
		}()
	}
}

// TestICCFScaleDistribution checks the shares ICCFScale promises, with
// tolerances wide enough for sampling noise at this size.
func TestICCFScaleDistribution(t *testing.T) {
	const nPlayers, nGames = 20000, 60000
	players, games := synth.ICCFScale(nPlayers, nGames, period2026q1, 1)

	var unratedFIDE, unrated, unpublished, published, fixed, inactive, rdHigh int
	var sum, sumSq float64
	feds := map[string]bool{}
	titles := map[string]bool{}
	activeSince := period2026q1.ActiveSince()
	for _, p := range players {
		feds[p.Fed] = true
		for _, ti := range p.Titles {
			titles[ti] = true
		}
		if !p.Rated {
			if p.FIDE > 0 {
				unratedFIDE++
			} else {
				unrated++
			}
			continue
		}
		switch engine.StatusOf(true, p.Games) {
		case engine.Fixed:
			fixed++
		case engine.Published:
			published++
		default:
			unpublished++
		}
		if p.LastGame.Before(activeSince) && !p.Running {
			inactive++
		}
		if p.RD < 30 || p.RD > 250 {
			t.Errorf("player %d: RD %v outside [30, 250]", p.ID, p.RD)
		}
		if p.RD > 120 {
			rdHigh++
		}
		sum += p.Rating
		sumSq += float64(p.Rating * p.Rating)
	}
	rated := nPlayers - unratedFIDE - unrated
	share := func(what string, n, of int, want, tol float64) {
		t.Helper()
		if got := float64(n) / float64(of); math.Abs(got-want) > tol {
			t.Errorf("%s: share %.4f, want %.4f ± %.4f", what, got, want, tol)
		}
	}
	share("unrated with FIDE", unratedFIDE, nPlayers, 0.025, 0.005)
	share("unrated without FIDE", unrated, nPlayers, 0.025, 0.005)
	share("unpublished", unpublished, nPlayers, 0.10, 0.01)
	share("published", published, nPlayers, 0.15, 0.01)
	share("fixed", fixed, nPlayers, 0.70, 0.015)
	share("inactive", inactive, rated, 0.04, 0.006)
	if rdHigh < rated/20 || rdHigh > rated/3 {
		t.Errorf("%d of %d rated players have RD > 120, want between 5%% and 33%%", rdHigh, rated)
	}
	mean := sum / float64(rated)
	sd := math.Sqrt(sumSq/float64(rated) - float64(mean*mean))
	if math.Abs(mean-2000) > 15 || math.Abs(sd-250) > 20 {
		t.Errorf("ratings: mean %.1f, sd %.1f; want about 2000 and 250", mean, sd)
	}
	if len(feds) < 55 {
		t.Errorf("%d federations, want at least 55", len(feds))
	}
	for _, ti := range []string{"GM", "SIM", "IM", "CCM", "CCE", "LGM", "LIM", "IA"} {
		if !titles[ti] {
			t.Errorf("no player holds the title %s", ti)
		}
	}

	var forfeits, unfinished, outside int
	var drawsLow, gamesLow, drawsHigh, gamesHigh int
	rating := map[engine.PlayerID]float64{}
	for _, p := range players {
		rating[p.ID] = p.Rating
	}
	for _, g := range games {
		switch {
		case g.Outcome.Forfeit():
			forfeits++
		case g.Outcome == engine.Unfinished:
			unfinished++
		case !period2026q1.Contains(g.Finished):
			outside++
		}
		if !g.Outcome.Played() || rating[g.White] == 0 || rating[g.Black] == 0 {
			continue
		}
		switch avg := (rating[g.White] + rating[g.Black]) / 2; {
		case avg < 1800:
			gamesLow++
			if g.Outcome == engine.Draw {
				drawsLow++
			}
		case avg >= 2300:
			gamesHigh++
			if g.Outcome == engine.Draw {
				drawsHigh++
			}
		}
	}
	share("forfeits", forfeits, nGames, 0.01, 0.003)
	share("unfinished", unfinished, nGames, 0.02, 0.004)
	share("outside the window", outside, nGames, 0.01, 0.003)
	low, high := float64(drawsLow)/float64(gamesLow), float64(drawsHigh)/float64(gamesHigh)
	if gamesLow < 1000 || gamesHigh < 1000 || high < low+0.2 {
		t.Errorf("draw rate %.3f in %d games below 1800, %.3f in %d games from 2300; want it to rise by at least 0.2", low, gamesLow, high, gamesHigh)
	}
}

// checkConsistent checks what every generated list and game list must
// satisfy to be rated: unique positive IDs, every game's players (and
// substitutes' originals) on the list, nobody playing himself, rated
// players with an RD in the published range, unrated players without one.
func checkConsistent(t *testing.T, what string, players []engine.Player, games []engine.Game) {
	t.Helper()
	ids := make(map[engine.PlayerID]bool, len(players))
	for _, p := range players {
		if p.ID <= 0 || ids[p.ID] {
			t.Errorf("%s: player ID %d is not positive or not unique", what, p.ID)
		}
		ids[p.ID] = true
		if p.Name == "" || p.Fed == "" {
			t.Errorf("%s: player %d has name %q, federation %q", what, p.ID, p.Name, p.Fed)
		}
		if p.Rated != (p.Games > 0) || (!p.Rated && (p.Rating != 0 || p.RD != 0 || !p.LastGame.IsZero())) {
			t.Errorf("%s: player %d: rated %v with %d games, rating %v, RD %v, last game %v", what, p.ID, p.Rated, p.Games, p.Rating, p.RD, p.LastGame)
		}
		if p.Rated && (p.RD < 30 || p.RD > 250 || p.LastGame.IsZero()) {
			t.Errorf("%s: player %d: RD %v, last game %v", what, p.ID, p.RD, p.LastGame)
		}
	}
	for i, g := range games {
		for _, id := range []engine.PlayerID{g.White, g.Black} {
			if !ids[id] {
				t.Errorf("%s: game %d: player %d is not on the list", what, i, id)
			}
		}
		for _, id := range []engine.PlayerID{g.WhiteSubFor, g.BlackSubFor} {
			if id != 0 && !ids[id] {
				t.Errorf("%s: game %d: substitute's original %d is not on the list", what, i, id)
			}
		}
		if g.White == g.Black || g.White == g.WhiteSubFor || g.Black == g.BlackSubFor {
			t.Errorf("%s: game %d: %d plays %d (substituting for %d, %d)", what, i, g.White, g.Black, g.WhiteSubFor, g.BlackSubFor)
		}
	}
}

func BenchmarkICCFScale(b *testing.B) {
	for b.Loop() {
		synth.ICCFScale(20000, 60000, period2026q1, 1)
	}
}

// TestICCFScaleQuarter: quarter 0 is ICCFScale; a later quarter keeps the
// players and draws other games (a replay's files: the same results every
// quarter drove a rating past 3500).
func TestICCFScaleQuarter(t *testing.T) {
	p := engine.Period{Year: 2020, Quarter: 2}
	players0, games0 := synth.ICCFScale(300, 900, p, 7)
	playersA, gamesA := synth.ICCFScaleQuarter(300, 900, p, 7, 0)
	if !reflect.DeepEqual(players0, playersA) || !reflect.DeepEqual(games0, gamesA) {
		t.Errorf("ICCFScaleQuarter(…, 0) differs from ICCFScale")
	}
	for _, k := range []uint64{1, 2, 24} {
		ps, gs := synth.ICCFScaleQuarter(300, 900, p, 7, k)
		if !samePlayers(ps, players0) {
			t.Errorf("ICCFScaleQuarter(…, %d): the players differ from quarter 0's", k)
		}
		if len(gs) != len(games0) {
			t.Errorf("ICCFScaleQuarter(…, %d) = %d games, want %d", k, len(gs), len(games0))
		}
		if reflect.DeepEqual(gs, games0) {
			t.Errorf("ICCFScaleQuarter(…, %d): the same games as quarter 0", k)
		}
	}
}

// samePlayers reports whether a and b are the same players with the same
// ratings (Running follows each quarter's unfinished games).
func samePlayers(a, b []engine.Player) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].ID != b[i].ID || a[i].Name != b[i].Name || a[i].Rating != b[i].Rating || a[i].RD != b[i].RD {
			return false
		}
	}
	return true
}
