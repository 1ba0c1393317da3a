package gui

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestStopInTheList: a run refused because the rating list already holds
// the period is said to have stopped on a problem in the rating list,
// not in the games, and the Workspace no longer says that everything is
// read and agrees while that error stands (a tester).
func TestStopInTheList(t *testing.T) {
	sh, d := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	runPeriod(t, sh, "2026/1")
	d.savePath = filepath.Join(t.TempDir(), "newlist-2026-1.xlsx")
	sh.period.onSaveList()
	waitIdle(sh)

	sh2, _ := newTestShell(t)
	openAndWait(t, sh2, d.savePath, sampleGames)
	sh2.period.periodEntry.SetText("2026/1")
	sh2.period.onRun()
	waitIdle(sh2)
	if n := len(sh2.session.runProblems); n == 0 {
		t.Fatalf("the run of 2026/1 from its own new list did not stop")
	}
	if got := sh2.period.resultHeading.Text; !strings.Contains(got, "in the rating list (Problems tab)") {
		t.Errorf("Rating period tab says %q, want the problem placed in the rating list", got)
	}
	got := sh2.workspace.heading.Text
	if strings.Contains(got, "Everything is read") || !strings.Contains(got, "stopped on 1 error in the rating list") {
		t.Errorf("Workspace says %q, want the run's error in the rating list, not that everything is read", got)
	}
}
