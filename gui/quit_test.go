package gui

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// TestQuitAsksForUnsavedList: File › Quit has Ctrl/Cmd+Q, and quitting
// (or closing the window) right after a run whose new list is not saved
// asks first; once the list is saved it does not (a tester quit and lost
// the run without a word).
func TestQuitAsksForUnsavedList(t *testing.T) {
	sh, d := newTestShell(t)
	var quit *fyne.MenuItem
	for _, it := range sh.mainMenu().Items[0].Items {
		if it.IsQuit {
			quit = it
		}
	}
	if quit == nil {
		t.Fatalf("the File menu has no Quit")
	}
	if s, ok := quit.Shortcut.(*desktop.CustomShortcut); !ok || s.KeyName != fyne.KeyQ || s.Modifier != fyne.KeyModifierShortcutDefault {
		t.Errorf("Quit's shortcut = %#v, want Ctrl/Cmd+Q", quit.Shortcut)
	}

	left := 0
	leave := func() { left++ }
	sh.whenLeaving(leave)
	if left != 1 || len(d.confirms) != 0 {
		t.Fatalf("with nothing run, leaving asked %v and left %d times, want left at once", d.confirms, left)
	}
	openAndWait(t, sh, sampleList, sampleGames)
	runPeriod(t, sh, "2026/1")
	sh.whenLeaving(leave)
	if left != 1 || len(d.confirms) != 1 || !strings.Contains(d.confirms[0], "The new list of 2026/1 is not saved. Quit anyway?") {
		t.Fatalf("after a run, leaving (Cancel) asked %q and left %d times, want asked and stayed", d.confirms, left)
	}
	d.answer = true
	sh.whenLeaving(leave)
	if left != 2 {
		t.Errorf("Quit anyway left %d times, want 2", left)
	}
	d.savePath = filepath.Join(t.TempDir(), "new.xlsx")
	sh.period.onSaveList()
	waitIdle(sh)
	d.confirms = nil
	sh.whenLeaving(leave)
	if left != 3 || len(d.confirms) != 0 {
		t.Errorf("after saving the new list, leaving asked %q, want left at once", d.confirms)
	}
}
