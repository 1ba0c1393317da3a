package gui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// TestNextView: View ▸ Next view and Previous view (Ctrl+Shift+Page
// Down/Up) go round the views of the screen in front (a tester: Fyne's
// tab buttons never take the keyboard, so a section's standings and norms
// could not be reached without a mouse); a screen without views, or
// whose views are not shown yet, is left alone.
func TestNextView(t *testing.T) {
	sh, _ := newTestShell(t)
	sh.show(sh.period)
	sh.onNextView(1) // no period run: nothing to do, no panic
	if got := sh.period.resultTabs.SelectedIndex(); got != 0 {
		t.Errorf("before a run, Next view chose result view %d", got)
	}

	s := showSection(t, sh, "GM-A")
	sh.show(s)
	n := len(s.views.Items)
	for i, want := range []int{1, 2, 3, 0} {
		pressShortcut(sh, fyne.KeyPageDown)
		if got := s.views.SelectedIndex(); got != want%n {
			t.Fatalf("Next view %d: view %d, want %d", i+1, got, want%n)
		}
	}
	pressShortcut(sh, fyne.KeyPageUp)
	if got := s.views.SelectedIndex(); got != n-1 {
		t.Errorf("Previous view from the first: view %d, want the last (%d)", got, n-1)
	}

	sh.show(sh.players)
	before := s.views.SelectedIndex()
	sh.onNextView(1)
	if s.views.SelectedIndex() != before {
		t.Errorf("Next view on the Players tab changed the Tournaments' view")
	}
}

// pressShortcut presses Ctrl+Shift+key in the main window, as the menu's
// shortcut does.
func pressShortcut(sh *shell, key fyne.KeyName) {
	sc := tabShortcut(key, true)
	for _, m := range sh.mainMenu().Items {
		for _, it := range m.Items {
			if s, ok := it.Shortcut.(interface{ ShortcutName() string }); ok && s.ShortcutName() == sc.ShortcutName() {
				it.Action()
				return
			}
		}
	}
}
