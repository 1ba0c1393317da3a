package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestSaveDialogEnter: Enter in the save dialog's path presses Save
// (issue 10 point 5).
func TestSaveDialogEnter(t *testing.T) {
	a := test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel(""))
	w.Resize(fyne.NewSize(900, 700))
	d := &windowDialogs{app: a, win: w, prefs: settings{a.Preferences()}}
	var got string
	d.chooseSavePath("Save the new rating list", "/tmp/new.xlsx", func(path string) { got = path })
	entry, ok := w.Canvas().Focused().(*widget.Entry)
	if !ok {
		t.Fatalf("focused %T, want the path entry", w.Canvas().Focused())
	}
	entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if got != "/tmp/new.xlsx" {
		t.Errorf("Enter in the save dialog saved to %q, want %q", got, "/tmp/new.xlsx")
	}
}
