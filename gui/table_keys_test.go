package gui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// TestFirstDownAfterTabMoves: a table reached with Tab (or with Down on
// a heading) shows its mark on the first row, and the first Down goes on
// to the second row, as from any row the mark is on (a tester: the first
// Down was lost); Shift+Tab from the first heading goes back to the
// table's rows (it skipped them).
func TestFirstDownAfterTabMoves(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames, "../testdata/sample-sections.xlsx")
	c := sh.win.Canvas()
	st := sh.workspace.files
	c.Focus(st.table)
	for range 2 {
		st.table.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	}
	if got := st.selectedIndex(); got != 2 {
		t.Errorf("Tab, then Down ×2: row %d selected, want 2 (the third)", got)
	}
	c.FocusNext()
	h, ok := c.Focused().(*keyButton)
	if !ok {
		t.Fatalf("Tab from the table focused %T, want a heading", c.Focused())
	}
	if !h.AcceptsTab() {
		t.Fatalf("heading %q does not take Tab: Shift+Tab goes by Fyne's order, past the rows", h.Text)
	}
	held := shiftHeld
	shiftHeld = func() bool { return true }
	h.TypedKey(&fyne.KeyEvent{Name: fyne.KeyTab})
	shiftHeld = held
	if got := c.Focused(); got != st.table {
		t.Errorf("Shift+Tab from heading %q focused %T, want the table's rows", h.Text, got)
	}
	sh, _ = newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames, "../testdata/sample-sections.xlsx")
	c, st = sh.win.Canvas(), sh.workspace.files
	c.Focus(st.table)
	c.FocusNext()
	h = c.Focused().(*keyButton)
	h.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	st.table.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	if got := st.selectedIndex(); got != 1 {
		t.Errorf("Down on a heading, then Down: row %d selected, want 1 (the second)", got)
	}
}
