package gui

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// TestButtonKeysInDialogs: in a dialog whose button has the keyboard,
// Escape closes the dialog (a tester: with the card's Close or Save
// button focused, Escape did nothing) and Enter presses that button.
func TestButtonKeysInDialogs(t *testing.T) {
	sh, _ := newTestShell(t)
	d := withWindowDialogs(sh)
	c := sh.win.Canvas()

	d.tell("A message", "Something happened.")
	focusButton(t, c, "Close")
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if len(d.open) != 0 {
		t.Errorf("Escape on the focused Close button left %d dialogs open", len(d.open))
	}

	confirmed := false
	d.confirm("Replace the file?", "new.xlsx exists.", "Replace", func() { confirmed = true })
	focusButton(t, c, "Cancel")
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if len(d.open) != 0 || confirmed {
		t.Errorf("Enter on the focused Cancel: %d dialogs open, confirmed %v; want it closed, not confirmed", len(d.open), confirmed)
	}
	d.confirm("Replace the file?", "new.xlsx exists.", "Replace", func() { confirmed = true })
	focusButton(t, c, "Replace")
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnter})
	if len(d.open) != 0 || !confirmed {
		t.Errorf("Enter on the focused Replace: %d dialogs open, confirmed %v; want it closed and confirmed", len(d.open), confirmed)
	}
}

// focusButton gives the keyboard to the button labelled label of the
// dialog on top of c.
func focusButton(t *testing.T, c fyne.Canvas, label string) {
	t.Helper()
	var found *keyButton
	walk(c.Overlays().Top(), func(o fyne.CanvasObject) {
		if b, ok := o.(*keyButton); ok && b.Text == label {
			found = b
		}
	})
	if found == nil {
		t.Fatalf("the dialog has no button %q of ours", label)
	}
	c.Focus(found)
	if c.Focused() != found {
		t.Fatalf("the button %q did not take the keyboard", label)
	}
}

// TestButtonFocusRing: a button of ours with the keyboard has a ring in
// the text colour round it, and none without (Fyne's own mark does not
// show on the primary colour of Run or Save).
func TestButtonFocusRing(t *testing.T) {
	sh, _ := newTestShell(t)
	b := sh.period.runButton
	ring := func() color.Color {
		r := test.WidgetRenderer(b).(*focusRing)
		return r.ring.StrokeColor
	}
	if got := ring(); got != color.Transparent {
		t.Errorf("ring %v without the keyboard, want none", got)
	}
	sh.show(sh.period)
	b.Enable()
	sh.win.Canvas().Focus(b)
	if got, want := ring(), theme.Color(theme.ColorNameForeground); got != want {
		t.Errorf("ring %v with the keyboard, want %v", got, want)
	}
	sh.win.Canvas().Unfocus()
	if got := ring(); got != color.Transparent {
		t.Errorf("ring %v once the keyboard left, want none", got)
	}
}
