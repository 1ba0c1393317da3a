package gui

import (
	"testing"

	"fyne.io/fyne/v2/theme"
)

// TestSortedHeadersFit: every column's heading fits its column also with
// the arrow of a sort beside it (a tester: "Period games ↓" of the change
// list ran over the heading of RD).
func TestSortedHeadersFit(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	runPeriod(t, sh, "2026/1")
	tables := map[string]*sortTable{
		"players": sh.players.table, "changes": sh.period.changes, "rated": sh.period.rated,
		"not rated": sh.period.excluded, "games read": sh.period.gamesRead, "files": sh.workspace.files,
		"problems": sh.problems.table, "sections": sh.tournaments.list, "standings": sh.tournaments.standings,
		"requirements": sh.tournaments.requirements, "norms": sh.tournaments.norms, "history": sh.history.periods,
		"gainers": sh.history.gainers, "losers": sh.history.losers, "differences": sh.history.diffs,
		"card": newPlayerCard(sh, sh.period.shown.result.Players[0].Player.ID).games,
	}
	for name, st := range tables {
		for i, c := range st.columns {
			h := st.createHeader().(*keyButton)
			h.Text, h.Icon = c.title, theme.MoveDownIcon()
			if need := h.MinSize().Width; need > c.width {
				t.Errorf("%s: the heading %q sorted needs %.0f of its column's %.0f (column %d)", name, c.title, need, c.width, i)
			}
		}
	}
}
