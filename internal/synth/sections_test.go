package synth_test

import (
	"testing"

	"ratingdesk/engine"
	"ratingdesk/internal/synth"
	"ratingdesk/titles"
)

// TestSampleSections checks that the sample crosstables show what their
// documentation promises, with the figures of the title rules.
func TestSampleSections(t *testing.T) {
	sections := synth.SampleSections()
	if len(sections) != 4 {
		t.Fatalf("SampleSections() = %d sections, want 4", len(sections))
	}
	type norm struct {
		player int
		level  titles.Level
		status titles.NormStatus
		reason titles.Reason
	}
	tests := []struct {
		name     string
		players  int
		average  float64
		category string
		title    bool
		norms    []norm
	}{
		{"GM-A", 13, 2451.2308, "9", true, []norm{
			{4, titles.GM, titles.Achieved, 0}, {0, titles.GM, titles.Achieved, 0},
			{1, titles.GM, titles.OutOfReach, titles.ReasonScore}, {1, titles.SIM, titles.Achieved, 0},
		}},
		{"VI-A", 10, 2228.7143, "L", false, []norm{{4, titles.CCE, titles.OutOfReach, titles.ReasonSection}}},
		{"M-7", 11, 2315.6364, "3", true, []norm{
			{6, titles.IM, titles.Secured, 0}, {2, titles.IM, titles.Possible, 0},
			{7, titles.CCE, titles.OutOfReach, titles.ReasonWithdrawn}, {0, titles.SIM, titles.OutOfReach, titles.ReasonAverage},
		}},
		{"DR-1", 7, 2088.5714, "F", true, []norm{
			{0, titles.CCE, titles.Achieved, 0}, {4, titles.CCE, titles.Achieved, 0}, {4, titles.CCM, titles.OutOfReach, titles.ReasonAverage},
		}},
	}
	for k, tt := range tests {
		s := sections[k]
		if s.Name != tt.name || len(s.Players) != tt.players {
			t.Errorf("section %d = %s with %d players, want %s with %d", k, s.Name, len(s.Players), tt.name, tt.players)
			continue
		}
		w, err := titles.WatchNorms(s)
		if err != nil {
			t.Fatalf("WatchNorms(%s): %v", s.Name, err)
		}
		st := w.Statement
		if st.Average != tt.average || st.Category.String() != tt.category || st.Requirements.TitleTournament() != tt.title {
			t.Errorf("%s: average %v category %v title tournament %v, want %v %v %v", s.Name, st.Average, st.Category, st.Requirements.TitleTournament(), tt.average, tt.category, tt.title)
		}
		for _, n := range tt.norms {
			c, _ := w.Check(n.player, n.level)
			if c.Status != n.status || c.Reason != n.reason {
				t.Errorf("%s: No %d %v = %v (%v), want %v (%v)", s.Name, n.player+1, n.level, c.Status, c.Reason, n.status, n.reason)
			}
		}
	}
}

// TestSampleSectionsPlayers checks the players against the sample list:
// the same name for the same ID, and the players new to ICCF not on it.
func TestSampleSectionsPlayers(t *testing.T) {
	players, _ := synth.Sample(engine.Period{Year: 2026, Quarter: 1})
	names := map[engine.PlayerID]string{}
	for _, p := range players {
		names[p.ID] = p.Name
	}
	var missing []engine.PlayerID
	for _, s := range synth.SampleSections() {
		for _, p := range s.Players {
			name, ok := names[p.ID]
			switch {
			case !ok:
				missing = append(missing, p.ID)
			case name != p.Name:
				t.Errorf("%s: ID %d is %q, on the list %q", s.Name, p.ID, p.Name, name)
			}
		}
	}
	if len(missing) != 3 {
		t.Errorf("players not on the sample list: %v, want the three new ones of VI-A", missing)
	}
}

// TestSampleSectionGames checks that the game list of the running section
// has every pair once, with the crosstable's results.
func TestSampleSectionGames(t *testing.T) {
	s := synth.SampleSections()[2]
	idx := map[engine.PlayerID]int{}
	for i, p := range s.Players {
		idx[p.ID] = i
	}
	games := synth.SampleSectionGames()
	if want := len(s.Players) * (len(s.Players) - 1) / 2; len(games) != want {
		t.Fatalf("%d games, want %d", len(games), want)
	}
	seen := map[[2]int]bool{}
	for _, g := range games {
		w, b := idx[g.White], idx[g.Black]
		if seen[[2]int{w, b}] || seen[[2]int{b, w}] {
			t.Errorf("pair %d–%d listed twice", g.White, g.Black)
		}
		seen[[2]int{w, b}] = true
		if got := titles.ResultOf(g.Outcome, true); got != s.Games[w][b][0] {
			t.Errorf("%d–%d: %v in the list, %v in the crosstable", g.White, g.Black, g.Outcome, s.Games[w][b][0])
		}
		if g.Outcome.Played() != !g.Finished.IsZero() && !g.Outcome.Forfeit() {
			t.Errorf("%d–%d %v: finish date %v", g.White, g.Black, g.Outcome, g.Finished)
		}
	}
}
