package gui

import (
	"path/filepath"
	"testing"
)

// TestNoSuggestionTheListHolds: opened with the game list it was rated
// from, the new list of 2026/1 sets the period to 2026/2, and the tab
// does not offer 2026/1, which the run refuses (desk.ListHolds; a
// tester pressed "Use 2026/1" and the run stopped on the list).
func TestNoSuggestionTheListHolds(t *testing.T) {
	sh, d := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	runPeriod(t, sh, "2026/1")
	d.savePath = filepath.Join(t.TempDir(), "newlist-2026-1.xlsx")
	sh.period.onSaveList()
	waitIdle(sh)

	sh2, _ := newTestShell(t)
	openAndWait(t, sh2, d.savePath, sampleGames)
	if got := sh2.period.periodEntry.Text; got != "2026/2" {
		t.Fatalf("period after opening the new list of 2026/1 = %q, want 2026/2", got)
	}
	if sh2.period.suggestButton.Visible() {
		t.Errorf("the tab offers %q beside the new list of 2026/1, want no offer of a period it holds", sh2.period.suggestButton.Text)
	}
	sh2.period.periodEntry.SetText("2027/1")
	if sh2.period.suggestButton.Visible() {
		t.Errorf("with 2027/1 chosen the tab offers %q, want no offer of a period the list holds", sh2.period.suggestButton.Text)
	}
}
