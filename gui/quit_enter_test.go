package gui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// TestQuitDialogEnterCancels: in "Quit without saving the new list?"
// Enter and Escape keep the app open (a tester quit by Enter, shot95);
// only Q, the Quit button's own key, quits.
func TestQuitDialogEnterCancels(t *testing.T) {
	for _, tc := range []struct {
		key  fyne.KeyName
		quit bool
	}{
		{fyne.KeyReturn, false},
		{fyne.KeyEnter, false},
		{fyne.KeyEscape, false},
		{fyne.KeyQ, true},
	} {
		d, w := newTestDialogs(t)
		quit := false
		d.confirmRisky("Quit without saving the new list?", "The new list is not saved.", "Quit anyway", fyne.KeyQ, func() { quit = true })
		w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: tc.key})
		if quit != tc.quit || d.modal() {
			t.Errorf("key %s: quit %v, dialog open %v, want quit %v and the dialog closed", tc.key, quit, d.modal(), tc.quit)
		}
	}
}

// TestLeavingUnsavedEnterStays: after a run whose new list is not
// saved, Enter in the question asked on leaving keeps the app open.
func TestLeavingUnsavedEnterStays(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	runPeriod(t, sh, "2026/1")
	d := &windowDialogs{app: sh.app, win: sh.win, prefs: sh.prefs}
	sh.dialogs = d
	left := false
	sh.whenLeaving(func() { left = true })
	sh.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if left || d.modal() {
		t.Errorf("Enter on leaving unsaved: left %v, question open %v; want stayed, question closed", left, d.modal())
	}
}
