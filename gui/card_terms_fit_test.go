package gui

import (
	"testing"
)

// TestCardTermsFitTheCard: in the default window the columns of a
// card's terms fit the card's table, its Tournament column whole,
// wrapped (a
// tester read "Open class O-4…" at the card's right edge).
func TestCardTermsFitTheCard(t *testing.T) {
	sh, _ := newTestShell(t)
	sh.dialogs = &windowDialogs{app: sh.app, win: sh.win, prefs: sh.prefs}
	openAndWait(t, sh, sampleList, sampleGames)
	runPeriod(t, sh, "2026/1")
	sh.openCard(900105)
	c := sh.cards[len(sh.cards)-1]
	var sum float32
	for i := range c.games.columns {
		sum += c.games.columns[i].width
	}
	if got := c.games.table.Size().Width; sum > got {
		t.Errorf("the terms' columns are %v wide, the card's table %v", sum, got)
	}
	for i := range c.games.columns {
		col := &c.games.columns[i]
		if col.title == "Tournament" && !col.wrap {
			if w, need := col.width, c.games.widestText(i); w < need-1 {
				t.Errorf("the Tournament column is %v wide, its texts need %v, and does not wrap", w, need)
			}
		}
	}
}
