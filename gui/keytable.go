package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// keyTable is a sortTable's Fyne table, moved through with the keyboard as
// a list of rows in a desktop program is: Up and Down select the row above
// and below, Page Up and Page Down a screenful away, Home and End the first
// and last row, and Enter opens the selected row as a double click does
// (sortTable.onActivated). Fyne's own table moves only a focus mark with
// the arrows and selects with Space; Left and Right keep doing so, to
// scroll the columns.
type keyTable struct {
	widget.Table
	owner *sortTable
	// col is the column the keyboard is in (Left and Right, a tap), which
	// Up and Down keep so that the view does not jump back to column A.
	col int
}

// newKeyTable builds the Fyne table of t.
func newKeyTable(t *sortTable) *keyTable {
	kt := &keyTable{owner: t}
	kt.Length, kt.CreateCell, kt.UpdateCell = t.size, t.createCell, t.updateCell
	kt.ExtendBaseWidget(kt)
	return kt
}

// TypedKey moves the selection (Up, Down, Page Up, Page Down, Home, End)
// or opens the selected row (Enter); Escape goes on to the window; other
// keys do what Fyne's table does.
func (kt *keyTable) TypedKey(ev *fyne.KeyEvent) {
	rows, _ := kt.owner.size()
	at := kt.owner.selectedIndex()
	switch ev.Name {
	case fyne.KeyUp:
		kt.selectAt(at-1, rows)
	case fyne.KeyDown:
		kt.selectAt(at+1, rows)
	case fyne.KeyPageUp:
		kt.selectAt(at-kt.pageRows(), rows)
	case fyne.KeyPageDown:
		kt.selectAt(max(at, 0)+kt.pageRows(), rows)
	case fyne.KeyHome:
		kt.selectAt(0, rows)
	case fyne.KeyEnd:
		kt.selectAt(rows-1, rows)
	case fyne.KeyReturn, fyne.KeyEnter:
		kt.owner.activate()
	case fyne.KeyEscape:
		passKeyOn(kt, ev)
	case fyne.KeyLeft:
		kt.col = max(kt.col-1, 0)
		kt.Table.TypedKey(ev)
	case fyne.KeyRight:
		kt.col = min(kt.col+1, len(kt.owner.columns)-1)
		kt.Table.TypedKey(ev)
	default:
		kt.Table.TypedKey(ev)
	}
}

// selectAt selects table row r, kept within the rows shown; nothing when
// no row is shown.
func (kt *keyTable) selectAt(r, rows int) {
	if rows == 0 {
		return
	}
	kt.Select(widget.TableCellID{Row: min(max(r, 0), rows-1), Col: kt.col})
}

// pageRows is how many rows the table shows at once (at least 1).
func (kt *keyTable) pageRows() int {
	row := kt.owner.rowsHeight(1) - kt.owner.rowsHeight(0)
	shown := kt.Size().Height - kt.owner.rowsHeight(0)
	return max(int(shown/row), 1)
}
