package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// TestTableKeyboard: in the Players table the arrow keys, Page Up/Down,
// Home and End move the selection as in a desktop list (Fyne's own table
// moved only a focus mark and selected with Space), Left and Right keep
// the row, and Enter opens the selected player's card.
func TestTableKeyboard(t *testing.T) {
	sh, d := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	sh.show(sh.players)
	s := sh.players
	tbl := s.table
	sh.win.Canvas().Focus(tbl.table)
	rows := len(tbl.shown)
	page := tbl.table.pageRows()
	if page < 2 || page >= rows {
		t.Fatalf("a page is %d rows of %d; the test needs more than a page", page, rows)
	}
	key := func(name fyne.KeyName) { tbl.table.TypedKey(&fyne.KeyEvent{Name: name}) }
	steps := []struct {
		key  fyne.KeyName
		want int // table row selected after the key
	}{
		{fyne.KeyDown, 0}, // nothing selected: the first row
		{fyne.KeyDown, 1},
		{fyne.KeyDown, 2},
		{fyne.KeyUp, 1},
		{fyne.KeyRight, 1},
		{fyne.KeyDown, 2},
		{fyne.KeyLeft, 2},
		{fyne.KeyPageDown, 2 + page},
		{fyne.KeyPageUp, 2},
		{fyne.KeyPageUp, 0},
		{fyne.KeyUp, 0},
		{fyne.KeyEnd, rows - 1},
		{fyne.KeyDown, rows - 1},
		{fyne.KeyPageDown, rows - 1},
		{fyne.KeyHome, 0},
	}
	for i, st := range steps {
		key(st.key)
		if got := tbl.selectedIndex(); got != st.want {
			t.Fatalf("step %d, %s: row %d selected, want %d", i, st.key, got, st.want)
		}
	}
	if s.cardButton.Disabled() {
		t.Errorf("Open card is disabled with a row chosen by the keyboard")
	}
	key(fyne.KeyDown)
	name := s.list.Players[tbl.selected].Name
	key(fyne.KeyReturn)
	if len(d.windows) != 1 || !strings.Contains(d.windows[0], name) {
		t.Errorf("Enter on %q opened %q, want its card", name, d.windows)
	}
}

// TestTableEscapeClosesDialog: Escape in a table goes on to the window,
// which closes the dialog shown (a tester: in the player card, with the
// keyboard in the table of terms, Escape left the card open, though the
// guide says Escape closes a dialog as Close would).
func TestTableEscapeClosesDialog(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	tbl := sh.players.table.table
	c := sh.win.Canvas()
	var got []fyne.KeyName
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) { got = append(got, ev.Name) })
	sh.show(sh.players)
	c.Focus(tbl)
	tbl.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if len(got) != 1 || got[0] != fyne.KeyEscape {
		t.Errorf("Escape in the table reached the window as %v, want [Escape]", got)
	}
}
