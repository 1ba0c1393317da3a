package gui

import (
	"fmt"

	"ratingdesk/xlsxio"
)

// Tables that show a rating list show the cells xlsxio exports for it
// (xlsxio.ExportFromList, ExportFromResult): what the screen shows is what
// a saved list holds, and no rule is applied here a second time.

// headerIndex maps an export's headers to their columns.
func headerIndex(exp *xlsxio.ListExport) map[string]int {
	idx := make(map[string]int, len(exp.Columns))
	for i, c := range exp.Columns {
		idx[c.Header] = i
	}
	return idx
}

// exportCells reads the cells of one header of an export, row by row; a
// header the export lacks reads as empty cells.
type exportCells struct {
	rows [][]xlsxio.Cell
	col  int // -1 when the export has no such column
	// cells, when set, are the column's cells copied out of the export
	// (ownCells), which the screen then need not keep.
	cells []xlsxio.Cell
}

// ownCells copies the column out of the export: a screen that keeps only
// the columns it shows lets the rest of a 20,000-row export go.
func (e exportCells) ownCells() exportCells {
	own := exportCells{col: e.col, cells: make([]xlsxio.Cell, len(e.rows))}
	for r := range e.rows {
		own.cells[r] = e.at(r)
	}
	return own
}

// cellsOf gives the cells of the column headed header.
func cellsOf(exp *xlsxio.ListExport, idx map[string]int, header string) exportCells {
	c, ok := idx[header]
	if !ok {
		c = -1
	}
	return exportCells{rows: exp.Rows, col: c}
}

// at is the cell of data row r.
func (e exportCells) at(r int) xlsxio.Cell {
	if e.cells != nil {
		if r < 0 || r >= len(e.cells) {
			return xlsxio.Cell{}
		}
		return e.cells[r]
	}
	if e.col < 0 || r < 0 || r >= len(e.rows) || e.col >= len(e.rows[r]) {
		return xlsxio.Cell{}
	}
	return e.rows[r][e.col]
}

// cellsRef reads the cells *e holds when called, not when made.
func cellsRef(e *exportCells) func(r int) xlsxio.Cell {
	return func(r int) xlsxio.Cell { return e.at(r) }
}

// cellColumn is a table column showing cells: numbers, dates and flags
// sort by value, text by its folded form; empty cells show empty (or as
// ifEmpty says) and sort last.
func cellColumn(title string, width float32, numeric bool, ifEmpty string, cell func(r int) xlsxio.Cell) column {
	c := column{
		title:   title,
		width:   width,
		numeric: numeric,
		text: func(r int) string {
			v := cell(r)
			if v.Kind == xlsxio.KindEmpty {
				return ifEmpty
			}
			return v.String()
		},
		blank: func(r int) bool { return cell(r).Kind == xlsxio.KindEmpty },
	}
	if numeric {
		c.key = func(r int) float64 { return cellNumber(cell(r)) }
	}
	return c
}

// cellNumber is the number a cell sorts by: its value, a date's day, yes
// above no.
func cellNumber(c xlsxio.Cell) float64 {
	switch c.Kind {
	case xlsxio.KindInt:
		return float64(c.Int)
	case xlsxio.KindFloat:
		return c.Float
	case xlsxio.KindDate:
		return float64(c.Date.Unix())
	case xlsxio.KindYesNo:
		return float64(boolRank(c.Yes))
	}
	return 0
}

// signed shows a whole-number change with its sign: "+12", "−3", "0".
func signed(c xlsxio.Cell) string {
	switch {
	case c.Kind != xlsxio.KindInt:
		return c.String()
	case c.Int > 0:
		return fmt.Sprintf("+%d", c.Int)
	case c.Int < 0:
		return fmt.Sprintf("−%d", -c.Int)
	}
	return "0"
}

// boolRank puts false before true.
func boolRank(b bool) int {
	if b {
		return 1
	}
	return 0
}

// long marks a column whose texts may be wider than it (see column.long).
func long(c column) column {
	c.long = true
	return c
}

// countText says how many rows a table shows: "83 players", "3 of 83
// players".
func countText(shown, total int, one, many string) string {
	if shown == total {
		return plural(total, one, many)
	}
	return fmt.Sprintf("%d of %s", shown, plural(total, one, many))
}
