package gui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

// TestProblemsBannerWrongList: when a game's player is not on the list,
// the Problems tab's banner says that the wrong list may be open, not
// only that each cell is to be fixed (user test: a list of the wrong
// quarter was open).
func TestProblemsBannerWrongList(t *testing.T) {
	sh, _ := newTestShell(t)
	games := filepath.Join(t.TempDir(), "games.csv")
	// Player 999999 is not on the sample list.
	if err := os.WriteFile(games, []byte("White,Black,Result,Finished\n150101,999999,1-0,2025-10-01\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	openAndWait(t, sh, sampleList, games)
	sh.period.periodEntry.SetText("2026/1")
	test.Tap(sh.period.runButton)
	waitIdle(sh)
	if got := sh.problems.banner.Text; !strings.Contains(got, "may also mean that the wrong rating list is open") {
		t.Errorf("banner %q, want the hint that the wrong list may be open", got)
	}

	sh2, _ := newTestShell(t)
	openAndWait(t, sh2, brokenList(t), sampleGames)
	if got := sh2.problems.banner.Text; strings.Contains(got, "wrong rating list") {
		t.Errorf("banner %q speaks of the wrong list for errors in the list's own cells", got)
	}
}
