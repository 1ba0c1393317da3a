package xlsxio

import "fmt"

// stackedRows are the rows of a second table stacked under a sheet's
// crosstable (cutStackedTable), which are not read: how many, and how many
// of them are blank, for the sheet's RowCount.
type stackedRows struct {
	rows, blank int
}

// addTo counts the rows of the second table in c: not read (the error at
// its header row names them) or blank.
func (s stackedRows) addTo(c *RowCount) {
	c.Rows += s.rows
	c.Blank += s.blank
	c.NotRead += s.rows - s.blank
}

// cutStackedTable finds a second table stacked under the crosstable of t
// (docs/formats.md "Crosstable": one section per sheet): a row below the
// header row that is a crosstable's header row again (stackedHeader).
// The rows of that table, from the key block above its header row
// (stackedStart) to the end of the sheet, are cut off t and not read, and
// one error at its header row says that a sheet holds one section and
// the second table goes on a sheet of its own — instead of an error for
// every one of its rows read as the first table's players (a tester:
// "No: "No" is not a number", "No 1 is given twice" …, which did not say
// what was wrong). It returns the rows cut, none when there is no second
// table.
func cutStackedTable(t *table, l *layout, s *schema, problems *Problems) stackedRows {
	second := -1
	for k := l.header + 1; k < len(t.rows) && second < 0; k++ {
		if stackedHeader(&t.rows[k], l, s) {
			second = k
		}
	}
	if second < 0 {
		return stackedRows{}
	}
	start := stackedStart(t, l.header, second)
	total, blank := t.countDataRows(l.header)
	from, to := t.rows[start].num, t.rows[len(t.rows)-1].num
	header := &t.rows[second]
	with := stackedBlock(t, start, second)
	t.rows = t.rows[:start]
	kept, keptBlank := t.countDataRows(l.header)
	holder, place := fmt.Sprintf("sheet %q", t.sheet), "sheet"
	if t.sheet == "" {
		holder, place = "a CSV file", "file"
	}
	*problems = append(*problems, errorf(t.file, t.sheet, cellRef(header.firstFilled(), header.num),
		"row %d repeats the header row (row %d): a second table is pasted below the first, but %s holds one section; move the second table, rows %d to %d%s, to a %s of its own (its rows are not read)",
		header.num, t.rows[l.header].num, holder, from, to, with, place))
	return stackedRows{rows: total - kept, blank: blank - keptBlank}
}

// stackedBlock is what the error of cutStackedTable says the second
// table is moved with, the rows t.rows[start:second] above its header
// row: " with its Tournament and Section" when they hold a key of the
// block, " with its title line" when they are title lines only, nothing
// when its header row comes right under the first table (a tester: the
// key block was named when there was none).
func stackedBlock(t *table, start, second int) string {
	if start == second {
		return ""
	}
	for k := start; k < second; k++ {
		r := &t.rows[k]
		if key, _, _ := splitKeyCell(trimSpace(r.at(r.firstFilled()).text)); key >= 0 {
			return " with its Tournament and Section"
		}
	}
	return " with its title line"
}

// stackedHeader reports whether row r under a crosstable's header row is
// a crosstable's header row again (schema.isHeader: a No column and the
// result column 1) whose start-number cell — in the table's No column, or
// its first filled cell — names the No column: a player's row holds a
// number there, and may hold "no" elsewhere (Withdrawn) beside a result 1.
func stackedHeader(r *tableRow, l *layout, s *schema) bool {
	if !s.isHeader(r) {
		return false
	}
	if l.pos[ctNo] >= 0 && s.lookup(trimSpace(r.at(l.pos[ctNo]).text)) == ctNo {
		return true
	}
	return s.lookup(trimSpace(r.at(r.firstFilled()).text)) == ctNo
}

// stackedStart is the index of the first row of the table whose header
// row is t.rows[second]: the rows just above it that are its key block —
// a row whose first filled cell is a key ("Tournament", "Section: B") or
// a row of one text that is no number (a title line) — down to the row
// after the first table's last row, and never the first table's header.
func stackedStart(t *table, header, second int) int {
	start := second
	for k := second - 1; k > header; k-- {
		r := &t.rows[k]
		text := trimSpace(r.at(r.firstFilled()).text)
		if key, _, _ := splitKeyCell(text); key < 0 && !titleLine(r, text) {
			break
		}
		start = k
	}
	return start
}

// titleLine reports whether a row holds one text alone, which is no
// number: a title above a table ("Cup 2025, group B").
func titleLine(r *tableRow, text string) bool {
	filled := 0
	for _, c := range r.cells {
		if trimSpace(c.text) != "" {
			filled++
		}
	}
	if filled != 1 {
		return false
	}
	_, err := ParseInt(text, groupedMark)
	return err != nil
}
