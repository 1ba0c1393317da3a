package gui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// TestChangesFocusMark: the Changes table reached with Tab shows its
// focus mark on a row it shows, even after a search left Fyne's mark
// past the rows (a tester: Tab seemed to skip the table), and Down on a
// heading gives the keyboard to the rows.
func TestChangesFocusMark(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	runPeriod(t, sh, "2026/1")
	c := sh.win.Canvas()
	kt := sh.period.changes.table
	c.Focus(kt)
	for range 10 {
		kt.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	}
	c.Focus(sh.period.search)
	sh.period.search.SetText("kovac")
	if n := len(sh.period.changes.shown); n != 1 {
		t.Fatalf("search kovac shows %d rows, want 1", n)
	}
	c.FocusNext() // the box
	c.FocusNext() // Open card
	c.FocusNext()
	if got := c.Focused(); got != kt {
		t.Fatalf("Tab from Open card focused %T, want the Changes table", got)
	}
	if id, ok := kt.focusCell(); !ok || id.Row != 0 {
		t.Errorf("focus mark at %v (ok %v), want row 0 of the 1 row shown", id, ok)
	}
	c.FocusNext()
	h, ok := c.Focused().(*keyButton)
	if !ok {
		t.Fatalf("Tab from the table focused %T, want a heading", c.Focused())
	}
	h.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	if got := c.Focused(); got != kt {
		t.Errorf("Down on heading %q focused %T, want the Changes table", h.Text, got)
	}
	kt.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	if r, ok := sh.period.changes.selectedRow(); !ok || sh.period.shown.result.Players[r].Player.Name == "" {
		t.Errorf("Down in the table selected %d, %v", r, ok)
	}
}
