package gui

import (
	"cmp"
	"image/color"
	"math"
	"slices"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
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
	// key, when set, is the number a data row sorts by; else compare
	// orders two data rows, ascending; with neither, the texts sort folded
	// (see fold). Keys (numbers and folded texts) are computed once per
	// data, so that a sort of 20,000 rows compares slice elements.
	key     func(row int) float64
	compare func(a, b int) int
	// blank reports a row without a value, which sorts last in either
	// direction; nil means a row whose text is "".
	blank func(row int) bool
	// long columns may hold texts wider than the column, cut with an
	// ellipsis (measuring them costs, so short columns do not).
	long bool
	// wrap columns break long texts into lines at the column's width; the
	// row grows to show every line (no text is cut off).
	wrap bool
	// fit columns are as wide as their widest text, at least width: the
	// width is measured again whenever the rows are set (measuring every
	// text costs: for tables of a few rows, such as a section's
	// requirements, or of few texts, such as the sheets of problems).
	fit bool
	// tint, when set, shades a data row's cell with a theme colour
	// (success, warning …) laid thinly over the table's background, so
	// that it reads in the light and the dark theme alike; "" leaves the
	// cell plain. The cell's text must say the same in words.
	tint func(row int) fyne.ThemeColorName
}

// tintAlpha is how much of a tint colour covers the cell's background
// (out of 255): enough to tell the colours apart, little enough for the
// theme's text colour to stay readable on it in either theme.
const tintAlpha = 0x66

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
	// keys caches, per column sorted, the rows' sort keys.
	keys map[int]*sortKeys

	order []int
	shown []int
	words []string

	sortCol  int
	desc     bool
	selected int // data row, -1 when none
	// tinted tables draw a background behind each cell (column.tint).
	tinted bool
	// heights are the heights set on table rows for wrap columns.
	heights map[int]float32
	// minWidths are the widths the columns were made with, which fit
	// columns keep at least.
	minWidths []float32
	// headerHeight and cellHeight are the heights of a header cell and of
	// a data cell, measured once (templateHeights): the keyboard's moves
	// ask for them at every key.
	headerHeight, cellHeight float32

	// onSelected is told the data row tapped or chosen with the keyboard.
	onSelected func(row int)
	// onActivated is told the data row double-tapped, or selected when
	// Enter is pressed in the table.
	onActivated func(row int)

	table *keyTable
	// headers are the table's heading buttons (createHeader).
	headers []*keyButton
}

// newSortTable builds an empty table with these columns, in data order.
func newSortTable(columns []column) *sortTable {
	t := &sortTable{columns: columns, sortCol: noSort, selected: -1}
	t.table = newKeyTable(t)
	t.table.ShowHeaderRow = true
	t.table.CreateHeader = t.createHeader
	t.table.UpdateHeader = t.updateHeader
	t.table.OnSelected = t.onTableSelected
	for i := range columns {
		// A column is at least as wide as its heading with the sort's
		// arrow beside it (a tester: "Period games ↓" of the change list
		// ran over the heading of RD).
		columns[i].width = max(columns[i].width, t.sortedHeaderWidth(columns[i].title))
		t.table.SetColumnWidth(i, columns[i].width)
		t.tinted = t.tinted || columns[i].tint != nil
		t.minWidths = append(t.minWidths, columns[i].width)
	}
	return t
}

// fitColumns makes each fit column as wide as its widest text of the
// rows set, at least as wide as it was made.
func (t *sortTable) fitColumns() {
	for i := range t.columns {
		if t.columns[i].fit {
			t.setWidth(i, t.widestText(i))
		}
	}
}

// widestText is the width column i needs to show its widest text of the
// rows set whole, at least the width it was made with.
func (t *sortTable) widestText(i int) float32 {
	c := &t.columns[i]
	w := t.minWidths[i]
	seen := map[string]int{} // each text measured once: a sheet's name on 120,000 rows
	longest := 0
	for r := range t.rows {
		text := c.text(r)
		if _, ok := seen[text]; !ok {
			n := utf8.RuneCountInString(text)
			seen[text] = n
			longest = max(longest, n)
		}
	}
	for text, n := range seen {
		// Of many texts (the players of 20,000 games), only those nearly
		// as long as the longest can be the widest: the others are not
		// measured.
		if len(seen) > manyTexts && 4*n < 3*longest {
			continue
		}
		w = max(w, fyne.MeasureText(text, theme.TextSize(), fyne.TextStyle{}).Width+2*theme.InnerPadding())
	}
	return w
}

// manyTexts is how many different texts a fit column measures all of;
// of more, widestText measures the longest only.
const manyTexts = 200

// setWidth makes column i w wide, rounded up to a whole pixel, when it is
// not already.
func (t *sortTable) setWidth(i int, w float32) {
	w = float32(math.Ceil(float64(w)))
	if c := &t.columns[i]; w != c.width {
		c.width = w
		t.table.SetColumnWidth(i, w)
	}
}

// setRows shows n data rows (the data changed): search is each row's text
// to search in (nil: the table has no search). The sort column and the
// query stay; the selection is cleared, and the rows are shown from the
// top left.
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
	t.shown = nil // made anew for n rows by filter
	for i := range t.order {
		t.order[i] = i
	}
	t.selected = -1
	t.fitColumns()
	t.sort()
	t.filter()
	// New rows are shown from their first column too, as from the top:
	// a table left scrolled to the right hid the ID and Name of a new
	// reconciliation (a tester).
	t.table.ScrollToLeading()
	t.redraw()
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
	t.redraw()
}

// setQuery shows the rows whose search text holds every word of query,
// accents and case ignored.
func (t *sortTable) setQuery(query string) {
	t.words = foldedWords(query)
	t.filter()
	t.redraw()
}

// setKeep shows only the rows keep accepts (nil: all) and the search finds.
func (t *sortTable) setKeep(keep func(row int) bool) {
	t.keep = keep
	t.filter()
	t.redraw()
}

// sortKeys are what one column's rows sort by: blank rows, and either
// numbers or folded texts.
type sortKeys struct {
	blank []bool
	num   []float64
	text  []string
}

// sort puts the data rows in the order of the sort column; rows that
// compare equal keep their data order, and blank rows go last.
func (t *sortTable) sort() {
	if t.sortCol == noSort || t.sortCol >= len(t.columns) {
		slices.Sort(t.order)
		return
	}
	k := t.sortKeys(t.sortCol)
	compare := t.columns[t.sortCol].compare
	switch {
	case k.num != nil:
		compare = func(a, b int) int { return cmp.Compare(k.num[a], k.num[b]) }
	case k.text != nil:
		compare = func(a, b int) int { return strings.Compare(k.text[a], k.text[b]) }
	}
	desc := t.desc
	slices.SortFunc(t.order, func(a, b int) int {
		if k.blank[a] != k.blank[b] {
			if k.blank[a] {
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

// sortKeys computes the keys of column col once per data.
func (t *sortTable) sortKeys(col int) *sortKeys {
	if k, ok := t.keys[col]; ok {
		return k
	}
	c := t.columns[col]
	k := &sortKeys{blank: make([]bool, t.rows)}
	switch {
	case c.key != nil:
		k.num = make([]float64, t.rows)
	case c.compare == nil:
		k.text = make([]string, t.rows)
	}
	for i := range t.rows {
		switch {
		case c.blank != nil:
			k.blank[i] = c.blank(i)
		default:
			k.blank[i] = c.text(i) == ""
		}
		switch {
		case k.num != nil:
			k.num[i] = c.key(i)
		case k.text != nil:
			k.text[i] = fold(c.text(i))
		}
	}
	if t.keys == nil {
		t.keys = map[int]*sortKeys{}
	}
	t.keys[col] = k
	return k
}

// filter recomputes the shown rows from the sort order.
func (t *sortTable) filter() {
	// Room for every row at once: growing by appends would leave the
	// smaller arrays behind as garbage (8 MB over a 20,000-player period).
	if cap(t.shown) < len(t.order) {
		t.shown = make([]int, 0, len(t.order))
	}
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
}

// redraw shows the rows anew from the top, drawing the visible cells once.
func (t *sortTable) redraw() {
	t.table.UnselectAll()
	t.table.ScrollToTop()
	t.fitRows()
	t.table.Refresh()
}

// fitRows makes each shown row tall enough for the lines of its wrap
// columns. The heights are set at once (keyTable.setRowHeights), the table
// refreshed after by redraw: a refresh per row took minutes over 120,000
// problems.
func (t *sortTable) fitRows() {
	var wrap []int
	for i, c := range t.columns {
		if c.wrap {
			wrap = append(wrap, i)
		}
	}
	if len(wrap) == 0 {
		return
	}
	base := t.rowBase()
	line := fyne.MeasureText("Mg", theme.TextSize(), fyne.TextStyle{}).Height
	m := newLineMeasure()
	heights := make(map[int]float32, len(t.shown))
	changed := map[int]float32{}
	for r := range t.shown {
		h := base
		for _, c := range wrap {
			h = max(h, base+float32(m.wrappedLines(t.cellText(r, c), t.columns[c].width-2*theme.InnerPadding())-1)*line)
		}
		heights[r] = h
		if old, ok := t.heights[r]; !ok || old != h {
			changed[r] = h
		}
	}
	for r, old := range t.heights {
		if _, ok := heights[r]; !ok && old != base {
			changed[r] = base
		}
	}
	t.table.setRowHeights(changed)
	t.heights = heights
}

// rowBase is the height of a row of one line, as the table sizes it.
func (t *sortTable) rowBase() float32 {
	header, cell := t.templateHeights()
	return max(header, cell)
}

// templateHeights are the heights of a header cell and of a data cell,
// measured on the first call.
func (t *sortTable) templateHeights() (header, cell float32) {
	if t.cellHeight == 0 {
		t.headerHeight = t.createHeader().MinSize().Height
		t.cellHeight = t.createCell().MinSize().Height
	}
	return t.headerHeight, t.cellHeight
}

// lineMeasure measures texts for fitRows, keeping the widths of the
// runes it measured: shaping a text (fyne.MeasureText) takes about a
// third of a millisecond, 40 seconds for 120,000 problems measured word
// by word.
type lineMeasure struct {
	size  float32
	runes map[rune]float32
}

func newLineMeasure() *lineMeasure {
	return &lineMeasure{size: theme.TextSize(), runes: map[rune]float32{}}
}

// width is the width of text shaped as one line.
func (m *lineMeasure) width(text string) float32 {
	return fyne.MeasureText(text, m.size, fyne.TextStyle{}).Width
}

// runesWidth is the sum of the widths of text's runes, each measured
// once: close to the width of the text shaped (kerning, which only the
// shaping sees, moves a letter by a fraction of its width).
func (m *lineMeasure) runesWidth(text string) float32 {
	sum := float32(0)
	for _, r := range text {
		w, ok := m.runes[r]
		if !ok {
			w = m.width(string(r))
			m.runes[r] = w
		}
		sum += w
	}
	return sum
}

// kerning is how far the width of a text shaped (fyne.MeasureText) may
// be from the sum of its runes' widths (runesWidth), as a share of the
// width: kerning moves a letter by a fraction of its width.
const kerning = 0.1

// wrappedLines is how many lines text takes broken at spaces to width,
// each of its own lines (after "\n") starting a line. A text that
// plainly fits, or plainly does not, is not shaped as a whole; its words
// are measured by their runes.
func (m *lineMeasure) wrappedLines(text string, width float32) int {
	if before, after, ok := strings.Cut(text, "\n"); ok {
		return m.wrappedLines(before, width) + m.wrappedLines(after, width)
	}
	switch w := m.runesWidth(text); {
	case w <= (1-kerning)*width:
		return 1
	case w <= (1+kerning)*width && m.width(text) <= width:
		return 1
	}
	lines, used := 1, float32(0)
	space := m.runesWidth(" ")
	for _, w := range strings.Fields(text) {
		ww := m.runesWidth(w)
		switch {
		case used == 0:
			used = ww
		case used+space+ww <= width:
			used += space + ww
		default:
			lines++
			used = ww
		}
	}
	return lines
}

// selectedRow is the data row selected, if any.
func (t *sortTable) selectedRow() (int, bool) {
	return t.selected, t.selected >= 0
}

// cardRow is the data row a card opens for: the one selected, else the
// only row the filter leaves (a search that finds one player: its card
// opens without a click, by Open card or Enter in the search).
func (t *sortTable) cardRow() (int, bool) {
	if t.selected >= 0 {
		return t.selected, true
	}
	if len(t.shown) == 1 {
		return t.shown[0], true
	}
	return -1, false
}

// enableCard turns the Open card button b on when the table has a row a
// card opens for (cardRow), off when it has none: after every change of
// the rows shown (a search, a filter, the rows read again), not only
// after a search typed.
func (t *sortTable) enableCard(b *keyButton) {
	if _, ok := t.cardRow(); ok {
		b.Enable()
		return
	}
	b.Disable()
}

// selectRow selects a data row, as a tap on it does.
func (t *sortTable) selectRow(row int) {
	if i := slices.Index(t.shown, row); i >= 0 {
		t.table.Select(widget.TableCellID{Row: i, Col: 0})
		t.table.showRow(i)
		if s := t.table.Size(); s.Width <= 0 || s.Height <= 0 {
			// Not laid out yet (its tab was never in front): Select
			// scrolled the row into a 0×0 view, an offset the table
			// would keep once shown, drawing the first rows and columns
			// as blank space that takes no click (issue 10).
			t.table.ScrollToOffset(fyne.Position{})
		}
	}
}

// clickRow selects a data row as a click on its first cell does.
func (t *sortTable) clickRow(row int) {
	if i := slices.Index(t.shown, row); i >= 0 {
		t.onCellTapped(widget.TableCellID{Row: i, Col: 0})
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

// size is the table's size for Fyne: a big table has no rows while it
// has no room to show one (see laidOut).
func (t *sortTable) size() (rows, cols int) {
	if len(t.shown) > unlaidRows && !t.laidOut() {
		return 0, len(t.columns)
	}
	return len(t.shown), len(t.columns)
}

// unlaidRows is the most rows a table not laid out yet shows to Fyne
// (see laidOut). A table of few rows keeps them, so that a row can be
// selected before its tab is shown (selectRow); its dividers cost little.
const unlaidRows = 500

// laidOut reports whether the table has room below its header to show a
// row. Until then (its tab never shown yet) Fyne's table takes every row
// for visible when it places its row dividers, and makes one divider per
// row, which it keeps: 60,000 dividers (about 30 MB) for a game list read
// before its table is shown (docs/performance.md "The desktop app's
// memory"). Reporting no rows until then keeps the dividers to the rows
// the table shows.
func (t *sortTable) laidOut() bool {
	s := t.table.Size()
	header, _ := t.templateHeights()
	return s.Width > 0 && s.Height > header
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
	t.table.col = id.Col
	t.table.Select(id)
	if c := fyne.CurrentApp().Driver().CanvasForObject(t.table); c != nil {
		c.Focus(t.table)
	}
}

// selectedIndex is the table row (among the rows shown) of the selected
// data row; -1 when none is selected or it is not shown.
func (t *sortTable) selectedIndex() int {
	if t.selected < 0 {
		return -1
	}
	return slices.Index(t.shown, t.selected)
}

// activate opens the selected row (onActivated), as a double click on it
// does; nothing when no row is selected.
func (t *sortTable) activate() {
	if t.selected >= 0 && t.onActivated != nil {
		t.onActivated(t.selected)
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
	if t.tinted {
		return container.NewStack(canvas.NewRectangle(color.Transparent), newTableCell(t))
	}
	return newTableCell(t)
}

// tintAt is the colour of the cell at table row r, column col: nil when
// it has none.
func (t *sortTable) tintAt(r, col int) color.Color {
	if r < 0 || r >= len(t.shown) || col < 0 || col >= len(t.columns) || t.columns[col].tint == nil {
		return nil
	}
	name := t.columns[col].tint(t.shown[r])
	if name == "" {
		return nil
	}
	c := color.NRGBAModel.Convert(theme.Color(name)).(color.NRGBA)
	c.A = tintAlpha
	return c
}

func (t *sortTable) updateCell(id widget.TableCellID, o fyne.CanvasObject) {
	var c *tableCell
	tint := t.tintAt(id.Row, id.Col)
	switch o := o.(type) {
	case *tableCell:
		c = o
	case *fyne.Container:
		bg := o.Objects[0].(*canvas.Rectangle)
		c = o.Objects[1].(*tableCell)
		if tint == nil {
			tint = color.Transparent
		}
		if bg.FillColor != tint {
			bg.FillColor = tint
			bg.Refresh()
		}
	}
	c.id = id
	c.Alignment = fyne.TextAlignLeading
	if id.Col >= 0 && id.Col < len(t.columns) && t.columns[id.Col].numeric {
		c.Alignment = fyne.TextAlignTrailing
	}
	c.Truncation = fyne.TextTruncateOff
	c.Wrapping = fyne.TextWrapOff
	if id.Col >= 0 && id.Col < len(t.columns) && t.columns[id.Col].long {
		c.Truncation = fyne.TextTruncateEllipsis
	}
	if id.Col >= 0 && id.Col < len(t.columns) && t.columns[id.Col].wrap {
		c.Truncation, c.Wrapping = fyne.TextTruncateOff, fyne.TextWrapWord
	}
	c.Importance = widget.MediumImportance
	if id.Row >= 0 && id.Row < len(t.shown) && t.shown[id.Row] == t.selected && t.tintAt(id.Row, id.Col) == nil {
		// A tinted cell keeps the theme's text colour, which reads on
		// its tint; the rest of the row shows the selection.
		c.Importance = widget.HighImportance
	}
	c.SetText(t.cellText(id.Row, id.Col))
}

// sortedHeaderWidth is the width the heading title takes with the arrow
// of a sort beside it.
func (t *sortTable) sortedHeaderWidth(title string) float32 {
	h := t.createHeader().(*keyButton)
	h.Text, h.Icon = title, theme.MoveDownIcon()
	return h.MinSize().Width
}

func (t *sortTable) createHeader() fyne.CanvasObject {
	b := newKeyButton("", nil, nil)
	b.Importance = widget.LowImportance
	b.Alignment = widget.ButtonAlignLeading
	b.IconPlacement = widget.ButtonIconTrailingText
	b.down = t.focusRows
	b.back = t.backFromHeading
	t.headers = append(t.headers, b)
	return b
}

// backFromHeading is Shift+Tab on a heading: back to the heading before
// it, or from the first heading to the table's rows, which Fyne's order
// of focus, the table before its headings, skipped (a tester).
func (t *sortTable) backFromHeading() {
	c := fyne.CurrentApp().Driver().CanvasForObject(t.table)
	if c == nil {
		return
	}
	c.FocusPrevious()
	if b, ok := c.Focused().(*keyButton); !ok || !slices.Contains(t.headers, b) {
		c.Focus(t.table)
	}
}

// focusRows gives the keyboard to the table's rows, as Down on one of
// its headings does: the Up and Down of the rows work from there (a
// tester pressed Down on a heading reached with Tab, and nothing moved).
func (t *sortTable) focusRows() {
	if c := fyne.CurrentApp().Driver().CanvasForObject(t.table); c != nil {
		c.Focus(t.table)
	}
}

func (t *sortTable) updateHeader(id widget.TableCellID, o fyne.CanvasObject) {
	b := o.(*keyButton)
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
	c.ExtendBaseWidget(c)
	return c
}

// Tapped selects the cell's row.
func (c *tableCell) Tapped(*fyne.PointEvent) { c.table.onCellTapped(c.id) }

// DoubleTapped selects the cell's row and activates it.
func (c *tableCell) DoubleTapped(*fyne.PointEvent) { c.table.onCellDoubleTapped(c.id) }
