package gui

import (
	"reflect"
	"unsafe"

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
	// settingHeights is set while setRowHeights sets the rows' heights,
	// and refreshes counts the refreshes drawn (heightsRenderer).
	settingHeights bool
	refreshes      int
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
	if id, ok := kt.focusCell(); at < 0 && ok && id.Row >= 0 && id.Row < rows {
		// Nothing selected: the keys move from the row the mark is on
		// (FocusGained put it on the first row), as from a row selected;
		// the first Down went to the marked row itself and seemed lost (a
		// tester).
		at = id.Row
	}
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
	r = min(max(r, 0), rows-1)
	kt.Select(widget.TableCellID{Row: r, Col: kt.col})
	kt.showRow(r)
}

// showRow scrolls back down to row r when Select left it above the view.
// Fyne 2.7's Table.ScrollTo adds the header row's height to a row's place
// in the scrolled rows, which start below the header: a row reached
// upwards (Up, Page Up, Home) is left under the header, and the first row
// can never be shown again (fyne-io/fyne pull request 6505). Downwards it
// only scrolls a header's height further than needed, which shows the row.
func (kt *keyTable) showRow(r int) {
	off, ok := kt.scrollOffset()
	if top := kt.owner.rowTop(r); ok && top < off.Y {
		kt.ScrollToOffset(fyne.NewPos(off.X, top))
	}
}

// scrollOffset is how far the rows are scrolled, which Fyne's Table keeps
// to itself (its field offset); ok is false should a later Fyne no longer
// have it.
func (kt *keyTable) scrollOffset() (off fyne.Position, ok bool) {
	f := kt.offsetField()
	if !f.IsValid() {
		return fyne.Position{}, false
	}
	return fyne.NewPos(float32(f.FieldByName("X").Float()), float32(f.FieldByName("Y").Float())), true
}

// offsetField is the Table's scroll offset, a fyne.Position (invalid when
// the Table has none).
func (kt *keyTable) offsetField() reflect.Value {
	f := reflect.ValueOf(&kt.Table).Elem().FieldByName("offset")
	if !f.IsValid() || f.Type() != reflect.TypeFor[fyne.Position]() {
		return reflect.Value{}
	}
	return f
}

// pageRows is how many rows the table shows at once (at least 1).
func (kt *keyTable) pageRows() int {
	row := kt.owner.rowsHeight(1) - kt.owner.rowsHeight(0)
	shown := kt.Size().Height - kt.owner.rowsHeight(0)
	return max(int(shown/row), 1)
}

// CreateRenderer is Fyne's table renderer, whose refreshes are put off
// while the rows' heights are set (setRowHeights): Fyne's Table.SetRowHeight
// refreshes the whole table at each call, and a refresh measures every
// row, so that setting the heights of 120,000 problems one by one froze
// the app for minutes (a tester).
func (kt *keyTable) CreateRenderer() fyne.WidgetRenderer {
	return &heightsRenderer{WidgetRenderer: kt.Table.CreateRenderer(), table: kt}
}

// heightsRenderer is a table's renderer that refreshes only while the
// table is not setting row heights.
type heightsRenderer struct {
	fyne.WidgetRenderer
	table *keyTable
}

// Refresh refreshes the table unless its row heights are being set.
func (r *heightsRenderer) Refresh() {
	if r.table.settingHeights {
		return
	}
	r.table.refreshes++
	r.WidgetRenderer.Refresh()
}

// setRowHeights sets the height of each row of heights without a refresh
// per row; the caller refreshes the table once afterwards.
func (kt *keyTable) setRowHeights(heights map[int]float32) {
	kt.settingHeights = true
	defer func() { kt.settingHeights = false }()
	for r, h := range heights {
		kt.SetRowHeight(r, h)
	}
}

// FocusGained puts the table's focus mark on a row the table shows:
// the selected row, else the first, scrolled into view. Fyne keeps the
// mark where the keyboard last left it, which a search or a sort may
// have put past the rows shown or out of view: Tab then reached a table
// that showed no sign of having the keyboard, and the next Tab went on
// to the headings (a tester, on the Rating period tab's Changes).
func (kt *keyTable) FocusGained() {
	rows, _ := kt.owner.size()
	if rows > 0 {
		sel := kt.owner.selectedIndex()
		id := widget.TableCellID{Row: max(sel, 0), Col: min(max(kt.col, 0), len(kt.owner.columns)-1)}
		if kt.setFocusCell(id) {
			if sel >= 0 {
				kt.ScrollTo(id)
			}
			kt.showRow(id.Row)
		}
	}
	kt.Table.FocusGained()
}

// focusField is the Table's focus mark, a widget.TableCellID (invalid
// when the Table has none).
func (kt *keyTable) focusField() reflect.Value {
	f := reflect.ValueOf(&kt.Table).Elem().FieldByName("currentFocus")
	if !f.IsValid() || f.Type() != reflect.TypeFor[widget.TableCellID]() {
		return reflect.Value{}
	}
	return f
}

// focusCell is the cell of the Table's focus mark; ok is false should
// a later Fyne no longer have it.
func (kt *keyTable) focusCell() (id widget.TableCellID, ok bool) {
	f := kt.focusField()
	if !f.IsValid() {
		return widget.TableCellID{}, false
	}
	return widget.TableCellID{Row: int(f.FieldByName("Row").Int()), Col: int(f.FieldByName("Col").Int())}, true
}

// setFocusCell moves the Table's focus mark to id, which Fyne keeps to
// itself (its field currentFocus) and moves only with its own keys; it
// reports whether it could.
func (kt *keyTable) setFocusCell(id widget.TableCellID) bool {
	f := kt.focusField()
	if !f.IsValid() {
		return false
	}
	reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem().Set(reflect.ValueOf(id))
	return true
}
