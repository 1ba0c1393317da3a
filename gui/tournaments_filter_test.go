package gui

import (
	"strings"
	"testing"

	"ratingdesk/titles"
)

// TestNormsFilter: the Norms view's filter shows the players with a norm
// of the status chosen at some level, or with every norm out of reach,
// and says how many it shows (docs/guide.md "Tournaments"; the user test
// found the guide's "Norm status filter" missing).
func TestNormsFilter(t *testing.T) {
	sh, _ := newTestShell(t)
	s := showSection(t, sh, "M-7")
	s.showView(viewNorms)
	n := s.norms
	levels := titles.Levels()
	first := columnIndex(t, n, levels[0].String())
	row := func(r int) string {
		var cells []string
		for c := first; c < first+len(levels); c++ {
			cells = append(cells, n.cellText(r, c))
		}
		return strings.Join(cells, " | ")
	}
	all := len(n.shown)
	if all != 11 || s.normCount.Text != "11 players" {
		t.Fatalf("with any status the table shows %d players (%q), want the 11", all, s.normCount.Text)
	}
	for _, tc := range []struct {
		choice string
		keeps  func(cells string) bool
	}{
		{normsSecured, func(c string) bool { return strings.Contains(c, "secured") }},
		{normsPossible, func(c string) bool { return strings.Contains(c, "possible") }},
		{normsAchieved, func(c string) bool { return strings.Contains(c, "achieved") }},
		{normsOutOfReach, func(c string) bool {
			return !strings.Contains(c, "secured") && !strings.Contains(c, "possible") && !strings.Contains(c, "achieved")
		}},
	} {
		s.normFilter.SetSelected(tc.choice)
		shown := len(n.shown)
		for r := range shown {
			if !tc.keeps(row(r)) {
				t.Errorf("%s: shows a player with %s", tc.choice, row(r))
			}
		}
		s.normFilter.SetSelected(normsAll)
		kept := 0
		for r := range all {
			if tc.keeps(row(r)) {
				kept++
			}
		}
		if shown != kept {
			t.Errorf("%s: shows %d players, want the %d of the 11 it fits", tc.choice, shown, kept)
		}
	}
	s.normFilter.SetSelected(normsSecured)
	if want := countText(len(n.shown), 11, "player", "players"); s.normCount.Text != want || !strings.HasSuffix(want, "of 11 players") {
		t.Errorf("the count says %q, want %q", s.normCount.Text, want)
	}
	// Another section keeps the filter and counts its own players: GM-A
	// is finished, every norm achieved or out of reach.
	s = showSection(t, sh, "GM-A")
	if got := len(n.shown); got != 0 || s.normCount.Text != "0 of 13 players" {
		t.Errorf("GM-A with secured norms shown: %d players, count %q; want none of the 13", got, s.normCount.Text)
	}
}
