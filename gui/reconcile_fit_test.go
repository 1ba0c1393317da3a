package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestReconcileColumnsFit: in a window 1280×800 the columns of the
// reconciliation up to the games are in view, whole, the texts' columns
// as wide as their texts (a tester: Official games was cut at the right while Computed
// name sat empty, 200 wide).
func TestReconcileColumnsFit(t *testing.T) {
	sh, d := newTestShell(t)
	sh.win.Resize(fyne.NewSize(1280, 800))
	replayHistory(t, sh)
	s := sh.history
	path, _, _ := officialFrom(t, sh)
	d.openPath = path
	test.Tap(s.openOfficial)
	waitIdle(sh)
	test.Tap(s.reconcileButton)
	sh.show(s)
	s.tabs.SelectIndex(2)
	view := s.diffs.table.Size().Width
	end := float32(0)
	for i, c := range s.diffs.columns {
		end += c.width
		if c.title == "Computed games" && end > view {
			t.Errorf("the column %s ends at %.0f, past the table's %.0f in view", c.title, end, view)
		}
		if c.title == "Name" || c.title == "Kind" || c.title == "Computed name" {
			if need := s.diffs.widestText(i); c.width > need+1 {
				t.Errorf("the column %s is %.0f wide, its texts need %.0f", c.title, c.width, need)
			}
		}
	}
}
