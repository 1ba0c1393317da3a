package gui

import (
	"cmp"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// column is one column of a sortTable. A row is named by its index in the
// screen's own data (the data row); the table never copies rows.
type column struct {
	title string
	width float32
	// numeric columns are right-aligned.
	numeric bool
	// text is what the cell of a data row shows.
	text func(row int) string
	// compare orders two data rows, ascending; nil compares the texts,
	// folded (see fold).
	compare func(a, b int) int
	// blank reports a row without a value, which sorts last in either
	// direction; nil means a row whose text is "".
	blank func(row int) bool
}

// noSort is the sort column of a table shown in data order.
const noSort = -1

// sortTable is a table of rows that sorts by any column when its header is
// tapped (again: the other way) and shows only the rows matching a search.
// It keeps two index slices, the data rows in sort order and the ones of
// them shown, so that sorting and searching 20,000 rows take milliseconds.
type sortTable struct {
	columns []column
	rows    int
	// hay holds each data row's folded search text; nil when the table has
	// no search.
	hay []string
	// keep, when set, must accept a data row for it to be shown, whatever
	// the search.
	keep func(row int) bool
	// keys caches the folded texts of the columns sorted by text.
	keys map[int][]string

	order []int
	shown []int
	words []string

	sortCol  int
	desc     bool
	selected int // data row, -1 when none

	// onSelected is told the data row tapped or chosen with the keyboard.
	onSelected func(row int)
	// onActivated is told the data row double-tapped.
	onActivated func(row int)

	table *widget.Table
}

// newSortTable builds an empty table with these columns, in data order.
func newSortTable(columns []column) *sortTable {
	t := &sortTable{columns: columns, sortCol: noSort, selected: -1}
	t.table = widget.NewTable(t.size, t.createCell, t.updateCell)
	t.table.ShowHeaderRow = true
	t.table.CreateHeader = t.createHeader
	t.table.UpdateHeader = t.updateHeader
	t.table.OnSelected = t.onTableSelected
	for i, c := range columns {
		t.table.SetColumnWidth(i, c.width)
	}
	return t
}

// setRows shows n data rows (the data changed): search is each row's text
// to search in (nil: the table has no search). The sort column and the
// query stay; the selection is cleared.
func (t *sortTable) setRows(n int, search func(row int) string) {
	t.rows = n
	t.keys = nil
	t.hay = nil
	if search != nil {
		t.hay = make([]string, n)
		for i := range n {
			t.hay[i] = search(i)
		}
	}
	t.order = make([]int, n)
	for i := range t.order {
		t.order[i] = i
	}
	t.selected = -1
	t.table.UnselectAll()
	t.sort()
	t.filter()
}

// onHeaderTapped sorts by column col, ascending; a second tap on the same
// column sorts it descending, a third ascending again.
func (t *sortTable) onHeaderTapped(col int) {
	if col < 0 || col >= len(t.columns) {
		return
	}
	if t.sortCol == col {
		t.desc = !t.desc
	} else {
		t.sortCol, t.desc = col, false
	}
	t.sort()
	t.filter()
	t.table.ScrollToTop()
}

// setQuery shows the rows whose search text holds every word of query,
// accents and case ignored.
func (t *sortTable) setQuery(query string) {
	t.words = foldedWords(query)
	t.filter()
	t.table.ScrollToTop()
}

// setKeep shows only the rows keep accepts (nil: all) and the search finds.
func (t *sortTable) setKeep(keep func(row int) bool) {
	t.keep = keep
	t.filter()
	t.table.ScrollToTop()
}

// sort puts the data rows in the order of the sort column; rows that
// compare equal keep their data order, and blank rows go last.
func (t *sortTable) sort() {
	if t.sortCol == noSort || t.sortCol >= len(t.columns) {
		slices.Sort(t.order)
		return
	}
	c := t.columns[t.sortCol]
	compare := c.compare
	if compare == nil {
		keys := t.textKeys(t.sortCol)
		compare = func(a, b int) int { return strings.Compare(keys[a], keys[b]) }
	}
	blank := c.blank
	if blank == nil {
		blank = func(row int) bool { return c.text(row) == "" }
	}
	blanks := make([]bool, t.rows)
	for i := range blanks {
		blanks[i] = blank(i)
	}
	desc := t.desc
	slices.SortFunc(t.order, func(a, b int) int {
		if blanks[a] != blanks[b] {
			if blanks[a] {
				return 1
			}
			return -1
		}
		r := compare(a, b)
		if desc {
			r = -r
		}
		if r != 0 {
			return r
		}
		return cmp.Compare(a, b)
	})
}

// textKeys folds the texts of column col once per data.
func (t *sortTable) textKeys(col int) []string {
	if k, ok := t.keys[col]; ok {
		return k
	}
	k := make([]string, t.rows)
	for i := range k {
		k[i] = fold(t.columns[col].text(i))
	}
	if t.keys == nil {
		t.keys = map[int][]string{}
	}
	t.keys[col] = k
	return k
}

// filter recomputes the shown rows from the sort order.
func (t *sortTable) filter() {
	t.shown = t.shown[:0]
	for _, row := range t.order {
		if t.keep != nil && !t.keep(row) {
			continue
		}
		if len(t.words) > 0 && t.hay != nil && !matchesAll(t.hay[row], t.words) {
			continue
		}
		t.shown = append(t.shown, row)
	}
	if t.selected >= 0 && !slices.Contains(t.shown, t.selected) {
		t.selected = -1
	}
	t.table.UnselectAll()
	t.table.Refresh()
}

// selectedRow is the data row selected, if any.
func (t *sortTable) selectedRow() (int, bool) {
	return t.selected, t.selected >= 0
}

// selectRow selects a data row, as a tap on it does.
func (t *sortTable) selectRow(row int) {
	if i := slices.Index(t.shown, row); i >= 0 {
		t.table.Select(widget.TableCellID{Row: i, Col: 0})
	}
}

// headerText is the title of column col.
func (t *sortTable) headerText(col int) string {
	return t.columns[col].title
}

// headerIcon is the arrow of the sort column: up ascending, down descending.
func (t *sortTable) headerIcon(col int) fyne.Resource {
	switch {
	case col != t.sortCol:
		return nil
	case t.desc:
		return theme.MoveDownIcon()
	default:
		return theme.MoveUpIcon()
	}
}

// cellText is the text of the cell at table row r (a shown row), column c.
func (t *sortTable) cellText(r, c int) string {
	if r < 0 || r >= len(t.shown) || c < 0 || c >= len(t.columns) {
		return ""
	}
	return t.columns[c].text(t.shown[r])
}

// columnTexts gives the texts of column c as shown, top to bottom.
func (t *sortTable) columnTexts(c int) []string {
	out := make([]string, len(t.shown))
	for r := range t.shown {
		out[r] = t.cellText(r, c)
	}
	return out
}

func (t *sortTable) size() (rows, cols int) {
	return len(t.shown), len(t.columns)
}

func (t *sortTable) onTableSelected(id widget.TableCellID) {
	if id.Row < 0 || id.Row >= len(t.shown) {
		return
	}
	t.selected = t.shown[id.Row]
	t.table.Refresh()
	if t.onSelected != nil {
		t.onSelected(t.selected)
	}
}

// onCellTapped selects the row of a tapped cell.
func (t *sortTable) onCellTapped(id widget.TableCellID) {
	if id.Row < 0 || id.Row >= len(t.shown) {
		return
	}
	t.table.Select(id)
	if c := fyne.CurrentApp().Driver().CanvasForObject(t.table); c != nil {
		c.Focus(t.table)
	}
}

// onCellDoubleTapped selects the row of a cell and activates it.
func (t *sortTable) onCellDoubleTapped(id widget.TableCellID) {
	if id.Row < 0 || id.Row >= len(t.shown) {
		return
	}
	t.onCellTapped(id)
	if t.onActivated != nil {
		t.onActivated(t.shown[id.Row])
	}
}

func (t *sortTable) createCell() fyne.CanvasObject {
	return newTableCell(t)
}

func (t *sortTable) updateCell(id widget.TableCellID, o fyne.CanvasObject) {
	c := o.(*tableCell)
	c.id = id
	c.Alignment = fyne.TextAlignLeading
	if id.Col >= 0 && id.Col < len(t.columns) && t.columns[id.Col].numeric {
		c.Alignment = fyne.TextAlignTrailing
	}
	c.Importance = widget.MediumImportance
	if id.Row >= 0 && id.Row < len(t.shown) && t.shown[id.Row] == t.selected {
		c.Importance = widget.HighImportance
	}
	c.SetText(t.cellText(id.Row, id.Col))
}

func (t *sortTable) createHeader() fyne.CanvasObject {
	b := widget.NewButton("", nil)
	b.Importance = widget.LowImportance
	b.Alignment = widget.ButtonAlignLeading
	b.IconPlacement = widget.ButtonIconTrailingText
	return b
}

func (t *sortTable) updateHeader(id widget.TableCellID, o fyne.CanvasObject) {
	b := o.(*widget.Button)
	if id.Col < 0 || id.Col >= len(t.columns) {
		b.SetText("")
		b.SetIcon(nil)
		b.OnTapped = nil
		return
	}
	col := id.Col
	b.Alignment = widget.ButtonAlignLeading
	if t.columns[col].numeric {
		b.Alignment = widget.ButtonAlignTrailing
	}
	b.OnTapped = func() { t.onHeaderTapped(col) }
	b.Text = t.headerText(col)
	b.Icon = t.headerIcon(col)
	b.Refresh()
}

// tableCell is a table cell's label that a tap selects and a double tap
// activates (opens what the row stands for).
type tableCell struct {
	widget.Label
	table *sortTable
	id    widget.TableCellID
}

func newTableCell(t *sortTable) *tableCell {
	c := &tableCell{table: t}
	c.Truncation = fyne.TextTruncateEllipsis
	c.ExtendBaseWidget(c)
	return c
}

// Tapped selects the cell's row.
func (c *tableCell) Tapped(*fyne.PointEvent) { c.table.onCellTapped(c.id) }

// DoubleTapped selects the cell's row and activates it.
func (c *tableCell) DoubleTapped(*fyne.PointEvent) { c.table.onCellDoubleTapped(c.id) }
