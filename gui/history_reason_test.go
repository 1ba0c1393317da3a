package gui

import (
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"
)

// TestHistoryReasonNamesTheWayOut: once an open file changed on disk into
// one with errors, the History tab's red text beside Run the replay says
// what to do, as the Problems tab words it: correct the file, which is
// read again on coming back to the window or with Reload changed files
// (before, it said only that nothing is computed while errors stand).
func TestHistoryReasonNamesTheWayOut(t *testing.T) {
	sh, _ := newTestShell(t)
	dir := t.TempDir()
	games := copyFile(t, historyGames, dir)
	openAndWait(t, sh, copyFile(t, historyList, dir), games)
	s := sh.history
	s.fromEntry.SetText("2024/1")
	s.toEntry.SetText("2025/1")
	if !strings.HasPrefix(s.reason.Text, "Ready") {
		t.Fatalf("before the change the History tab says %q, want Ready", s.reason.Text)
	}
	b, err := os.ReadFile(games)
	if err != nil {
		t.Fatal(err)
	}
	broken := strings.Replace(string(b), "520101,380101,½-½,2023-09-03", "520101,380101,½-½,2023-19-03", 1)
	if err := os.WriteFile(games, []byte(broken), 0o644); err != nil {
		t.Fatal(err)
	}
	sh.onReload()
	waitIdle(sh)
	got := s.reason.Text
	if !strings.HasPrefix(got, "Nothing is computed while errors stand") || !strings.Contains(got, readAgainText) ||
		!strings.Contains(got, sh.workspace.reloadButton.Text) || s.reason.Importance != widget.DangerImportance {
		t.Errorf("after the change the History tab says %q (%v), want in red why, and the way out: %q", got, s.reason.Importance, readAgainText)
	}
}
