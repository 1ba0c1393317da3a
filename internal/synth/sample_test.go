package synth_test

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/internal/synth"
)

// sampleState counts the sample's players by the states of Tournament
// Rules 9.3 and 9.7 at the start of the period.
type sampleState struct {
	fixed, published, unpublished, unratedFIDE, unrated, inactive, running int
}

func countStates(players []engine.Player, period engine.Period) sampleState {
	var s sampleState
	for _, p := range players {
		switch {
		case !p.Rated && p.FIDE > 0:
			s.unratedFIDE++
		case !p.Rated:
			s.unrated++
		default:
			switch engine.StatusOf(true, p.Games) {
			case engine.Fixed:
				s.fixed++
			case engine.Published:
				s.published++
			default:
				s.unpublished++
			}
			if p.LastGame.Before(period.ActiveSince()) && !p.Running {
				s.inactive++
			}
		}
		if p.Running {
			s.running++
		}
	}
	return s
}

func TestSamplePlayerStates(t *testing.T) {
	for _, period := range []engine.Period{period2026q1, {Year: 2026, Quarter: 4}, {Year: 2027, Quarter: 2}} {
		players, games := synth.Sample(period)
		checkConsistent(t, "Sample", players, games)
		s := countStates(players, period)
		for _, c := range []struct {
			state    string
			got, min int
		}{
			{"fixed", s.fixed, 30},
			{"published", s.published, 5},
			{"unpublished", s.unpublished, 3},
			{"unrated with FIDE", s.unratedFIDE, 2},
			{"unrated without FIDE", s.unrated, 2},
			{"inactive", s.inactive, 2},
			{"running", s.running, 1},
		} {
			if c.got < c.min {
				t.Errorf("Sample(%v): %d %s players, want at least %d", period, c.got, c.state, c.min)
			}
		}
		if n := s.fixed + s.published + s.unpublished + s.unratedFIDE + s.unrated; n != len(players) || n < 75 || n > 90 {
			t.Errorf("Sample(%v): states add up to %d of %d players, want all of about 80", period, n, len(players))
		}
		if !slices.IsSortedFunc(players, func(a, b engine.Player) int { return int(a.ID - b.ID) }) {
			t.Errorf("Sample(%v): players not sorted by ID", period)
		}
	}
}

func TestSampleTitles(t *testing.T) {
	players, _ := synth.Sample(period2026q1)
	held := map[string]int{}
	for _, p := range players {
		for _, ti := range p.Titles {
			held[ti]++
		}
	}
	for _, ti := range []string{"GM", "SIM", "IM", "CCM", "CCE", "LGM", "LIM", "IA"} {
		if held[ti] == 0 {
			t.Errorf("Sample: no player holds %s", ti)
		}
	}
	if len(held) != 8 {
		t.Errorf("Sample: titles %v, want only the eight of docs/formats.md", held)
	}
}

// TestSampleInactiveDoNotPlay checks that the inactive players stay
// inactive: none of them plays a game in the sample.
func TestSampleInactiveDoNotPlay(t *testing.T) {
	players, games := synth.Sample(period2026q1)
	playing := map[engine.PlayerID]bool{}
	for _, g := range games {
		playing[g.White], playing[g.Black] = true, true
	}
	for _, p := range players {
		if p.Rated && p.LastGame.Before(period2026q1.ActiveSince()) && !p.Running && playing[p.ID] {
			t.Errorf("Sample: inactive player %d plays a game", p.ID)
		}
	}
}

// sampleGameKinds counts the sample's games by what became of them
// (docs/rules.md §1.4, §1.5; Rules 6).
type sampleGameKinds struct {
	played, forfeits, unfinished, before, after, substitute, notRated, undated int
}

func countGames(games []engine.Game, period engine.Period) sampleGameKinds {
	var k sampleGameKinds
	for _, g := range games {
		switch {
		case g.Outcome.Forfeit():
			k.forfeits++
		case g.Outcome == engine.Unfinished:
			k.unfinished++
		case g.Finished.IsZero():
			k.undated++
		case g.Finished.Before(period.GamesFrom()):
			k.before++
		case g.Finished.After(period.GamesTo()):
			k.after++
		default:
			k.played++
		}
		if g.WhiteSubFor != 0 || g.BlackSubFor != 0 {
			k.substitute++
		}
		if g.Type == "Thematic" {
			k.notRated++
		}
	}
	return k
}

func TestSampleGames(t *testing.T) {
	players, games := synth.Sample(period2026q1)
	k := countGames(games, period2026q1)
	if len(games) < 130 || len(games) > 170 {
		t.Errorf("Sample: %d games, want about 150", len(games))
	}
	for _, c := range []struct {
		kind     string
		got, min int
	}{
		{"played in the window", k.played, 100},
		{"forfeits", k.forfeits, 2},
		{"unfinished", k.unfinished, 2},
		{"finished before the window", k.before, 1},
		{"finished after the window", k.after, 1},
		{"thematic", k.notRated, 1},
	} {
		if c.got < c.min {
			t.Errorf("Sample: %d games %s, want at least %d", c.got, c.kind, c.min)
		}
	}
	if k.substitute != 1 || k.undated != 0 {
		t.Errorf("Sample: %d substitute games and %d undated played games, want 1 and 0", k.substitute, k.undated)
	}
	var plus, minus int
	for _, g := range games {
		switch g.Outcome {
		case engine.WhiteWinsForfeit:
			plus++
		case engine.BlackWinsForfeit:
			minus++
		}
	}
	if plus == 0 || minus == 0 {
		t.Errorf("Sample: %d +/- and %d -/+ forfeits, want both", plus, minus)
	}
	for _, g := range games {
		if g.Finished.IsZero() != (g.Outcome == engine.Unfinished) {
			t.Errorf("Sample: %d-%d %v finished %v: only unfinished games may be undated", g.White, g.Black, g.Outcome, g.Finished)
		}
		if g.Tournament == "" || g.Section == "" || g.Type == "" {
			t.Errorf("Sample: %d-%d has tournament %q, section %q, type %q", g.White, g.Black, g.Tournament, g.Section, g.Type)
		}
	}
	byID := map[engine.PlayerID]engine.Player{}
	for _, p := range players {
		byID[p.ID] = p
	}
	var tournaments []string
	for _, g := range games {
		if !slices.Contains(tournaments, g.Tournament) {
			tournaments = append(tournaments, g.Tournament)
		}
		if g.Outcome == engine.Unfinished && (!byID[g.White].Running || !byID[g.Black].Running) {
			t.Errorf("Sample: unfinished %d-%d, but a player is not marked running", g.White, g.Black)
		}
		// A player without a published rating carries a start rating in
		// every rated event (docs/rules.md §1.2, §2); published players none.
		if g.Type == "Thematic" {
			continue
		}
		for _, side := range []struct {
			id    engine.PlayerID
			start float64
		}{{g.White, g.WhiteStart}, {g.Black, g.BlackStart}} {
			if p := byID[side.id]; p.Published() != (side.start == 0) {
				t.Errorf("Sample: %s %s: player %d (published %v) has start rating %v", g.Tournament, g.Section, p.ID, p.Published(), side.start)
			}
		}
	}
	if len(tournaments) < 6 {
		t.Errorf("Sample: tournaments %q, want at least six", tournaments)
	}
}

func TestSampleSubstitute(t *testing.T) {
	players, games := synth.Sample(period2026q1)
	fed := map[engine.PlayerID]string{}
	for _, p := range players {
		fed[p.ID] = p.Fed
	}
	for _, g := range games {
		if g.WhiteSubFor == 0 && g.BlackSubFor == 0 {
			continue
		}
		sat, orig := g.White, g.WhiteSubFor
		if orig == 0 {
			sat, orig = g.Black, g.BlackSubFor
		}
		if g.Tournament != "Olympiad 22 Prelim" || fed[sat] != fed[orig] || !g.Outcome.Played() || !period2026q1.Contains(g.Finished) {
			t.Errorf("Sample: substitute %d (%s) for %d (%s) in %q, %v on %v; want a played team game of one federation in the window",
				sat, fed[sat], orig, fed[orig], g.Tournament, g.Outcome, g.Finished)
		}
	}
}

func TestSampleDeterministic(t *testing.T) {
	p1, g1 := synth.Sample(period2026q1)
	p2, g2 := synth.Sample(period2026q1)
	if !reflect.DeepEqual(p1, p2) || !reflect.DeepEqual(g1, g2) {
		t.Errorf("Sample(2026/1) differs between two calls")
	}
}

func TestSampleUndated(t *testing.T) {
	players, _ := synth.Sample(period2026q1)
	games := synth.SampleUndated(period2026q1)
	checkConsistent(t, "SampleUndated", players, games)
	var undated int
	for _, g := range games {
		switch {
		case g.Finished.IsZero() && g.Outcome.Played():
			undated++
		case !period2026q1.Contains(g.Finished) || !g.Outcome.Played():
			t.Errorf("SampleUndated: %d-%d %v finished %v, want played in the window", g.White, g.Black, g.Outcome, g.Finished)
		}
	}
	if undated != 1 {
		t.Errorf("SampleUndated: %d undated played games, want 1", undated)
	}
}

func ExampleSample() {
	period := engine.Period{Year: 2026, Quarter: 1}
	players, games := synth.Sample(period)
	fmt.Printf("%d players, %d games for %v (finished %s to %s)\n", len(players), len(games), period,
		period.GamesFrom().Format("2 Jan 2006"), period.GamesTo().Format("2 Jan 2006"))
	// Output: 83 players, 149 games for 2026/1 (finished 1 Sep 2025 to 30 Nov 2025)
}

func ExampleICCFScale() {
	players, games := synth.ICCFScale(20000, 60000, engine.Period{Year: 2026, Quarter: 1}, 1)
	fmt.Println(len(players), "players,", len(games), "games")
	// Output: 20000 players, 60000 games
}
