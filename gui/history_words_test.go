package gui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// TestGameListAsOfficialListIsSaid: a game list opened as the official
// list is said to be one, with the official rating list to open instead,
// not "correct the file" (a tester opened games.csv).
func TestGameListAsOfficialListIsSaid(t *testing.T) {
	sh, d := newTestShell(t)
	replayHistory(t, sh)
	sh.history.openOfficialPath(historyGames)
	waitIdle(sh)
	got := d.lastTold()
	if !containsAll(got, "The official list was not opened", "games.csv is a game list, not a rating list", "Open the official rating list instead") ||
		strings.Contains(got, "correct the file") || strings.Contains(got, "give two rating lists") {
		t.Errorf("opening the game list as the official list told %q", got)
	}
}

// TestReplaceEscapeSaysNotSaved: Escape (or Cancel) on the question
// "Replace …?" of a save says at the foot of the window that nothing was
// saved, as a save cancelled while it runs does (a tester read nothing).
func TestReplaceEscapeSaysNotSaved(t *testing.T) {
	sh, _ := newTestShell(t)
	replayHistory(t, sh)
	wd := &windowDialogs{app: sh.app, win: sh.win, prefs: sh.prefs}
	sh.dialogs = wd
	path := filepath.Join(t.TempDir(), "history.xlsx")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	sh.tasks.say("")
	sh.history.saveTable(path, sh.history.run.req.Paths(), "the rating history", nil)
	if len(wd.open) != 1 {
		t.Fatalf("%d dialogs open, want the question Replace?", len(wd.open))
	}
	wd.onTypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if len(wd.open) != 0 {
		t.Fatalf("Escape left %d dialogs open", len(wd.open))
	}
	if got, want := sh.tasks.status.Text, "Not saved: history.xlsx was not replaced, and the rating history was not written."; got != want {
		t.Errorf("after Escape the status line says %q, want %q", got, want)
	}
	if b, _ := os.ReadFile(path); string(b) != "old" {
		t.Errorf("the file was changed: %q", b)
	}
}
