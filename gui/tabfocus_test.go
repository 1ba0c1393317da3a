package gui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// TestTabSwitchLeavesHiddenFocus: Enter on a Workspace row shows the tab
// of what the file holds; the keyboard must not stay in the Workspace's
// table, now hidden, where Down and Enter chose another file unseen and
// jumped to yet another tab (a tester: Enter on the rating list showed
// Players, then Down and Enter showed the Rating period). Coming back to
// a tab gives the keyboard back to what had it there.
func TestTabSwitchLeavesHiddenFocus(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	c := sh.win.Canvas()
	files := sh.workspace.files.table
	c.Focus(files)
	files.TypedKey(&fyne.KeyEvent{Name: fyne.KeyHome})
	files.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if sh.tabs.Selected() != sh.players.tab() {
		t.Fatalf("Enter on the rating list showed %q, want Players", sh.tabs.Selected().Text)
	}
	if c.Focused() == files {
		t.Fatalf("the Workspace's table, hidden, still has the keyboard")
	}
	sh.show(sh.workspace)
	if c.Focused() != files {
		t.Errorf("back on the Workspace, the keyboard is on %T, want its table again", c.Focused())
	}
}
