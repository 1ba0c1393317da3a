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
		{fyne.KeyDown, 1}, // nothing selected: the row after the marked first one
		{fyne.KeyUp, 0},
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

// TestKeyboardKeepsTheRowInView: the row the keyboard selects is in view,
// below the header row, also when the selection moves up (Up, Page Up,
// Home): Fyne 2.7's Table.ScrollTo added the header's height to the row's
// place, so a row reached upwards was left under the header, and Home
// never showed the first row again (a tester, on the 20,000 players;
// fyne-io/fyne pull request 6505).
func TestKeyboardKeepsTheRowInView(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	sh.show(sh.players)
	tbl := sh.players.table
	sh.win.Canvas().Focus(tbl.table)
	key := func(name fyne.KeyName) { tbl.table.TypedKey(&fyne.KeyEvent{Name: name}) }
	drv := fyne.CurrentApp().Driver()
	top := drv.AbsolutePositionForObject(tbl.table).Y + tbl.createHeader().MinSize().Height
	bottom := drv.AbsolutePositionForObject(tbl.table).Y + tbl.table.Size().Height
	page := tbl.table.pageRows()
	for i, k := range []fyne.KeyName{fyne.KeyEnd, fyne.KeyPageUp, fyne.KeyUp, fyne.KeyPageUp, fyne.KeyPageDown, fyne.KeyDown, fyne.KeyHome,
		fyne.KeyPageDown, fyne.KeyPageDown, fyne.KeyUp, fyne.KeyUp, fyne.KeyPageUp, fyne.KeyPageUp} {
		key(k)
		r := tbl.selectedIndex()
		cell := renderedCell(t, tbl, r, 0)
		y := drv.AbsolutePositionForObject(cell).Y
		if y < top-0.5 || y+cell.Size().Height > bottom+0.5 {
			t.Fatalf("step %d, %s: row %d is drawn at %.0f–%.0f, outside the rows' view %.0f–%.0f (a page is %d rows)",
				i, k, r, y, y+cell.Size().Height, top, bottom, page)
		}
	}
}
