package gui

import (
	"fmt"
	"strconv"

	"ratingdesk/titles"
	"ratingdesk/xlsxio"

	"ratingdesk/internal/words"
)

// Tables that show a rating list show the cells xlsxio exports for it
// (xlsxio.ExportFromList, ExportFromResult): what the screen shows is what
// a saved list holds, and no rule is applied here a second time.

// exportRows reads an export's cells row by row (xlsxio.ExportRows) as a
// table asks for them, holding only the last row made: a table draws a
// row's cells one after another, and a sort reads one column of every row
// in turn, so that the 20,000 rows of a list are never held as cells
// (docs/performance.md "The desktop app's memory").
type exportRows struct {
	rows *xlsxio.ExportRows // nil: no rows
	// sets counts the rows set: a column looks its place up again in
	// rows set after it last looked.
	sets int
	// row holds the cells of data row at (-1: none yet).
	at  int
	row []xlsxio.Cell
}

// set reads rows from now on (nil: none).
func (e *exportRows) set(rows *xlsxio.ExportRows) {
	e.rows, e.at = rows, -1
	e.sets++
}

// cell is the cell of data row r in the export's column col; an empty
// cell for a column or row the export lacks.
func (e *exportRows) cell(r, col int) xlsxio.Cell {
	if e.rows == nil || col < 0 || r < 0 || r >= e.rows.Len() {
		return xlsxio.Cell{}
	}
	if r != e.at {
		e.row = e.rows.Row(r, e.row)
		e.at = r
	}
	if col >= len(e.row) {
		return xlsxio.Cell{}
	}
	return e.row[col]
}

// column reads the cells of the column headed header, row by row, of the
// rows set when it is called; a header the export lacks reads as empty
// cells.
func (e *exportRows) column(header string) func(r int) xlsxio.Cell {
	// The column remembers which rows it looked its place up in by their
	// count, not by the rows themselves: rows kept here would keep the
	// run or list they are made from once the files are closed.
	looked, col := -1, -1
	return func(r int) xlsxio.Cell {
		if e.sets != looked {
			looked, col = e.sets, -1
			if e.rows != nil {
				col = e.rows.Index(header)
			}
		}
		return e.cell(r, col)
	}
}

// exportRow reads row i of rows by header: a card's one row.
func exportRow(rows *xlsxio.ExportRows, i int) func(header string) xlsxio.Cell {
	row := rows.Row(i, nil)
	return func(h string) xlsxio.Cell {
		if k := rows.Index(h); k >= 0 && k < len(row) {
			return row[k]
		}
		return xlsxio.Cell{}
	}
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

// scoreColumn is cellColumn for a score in points, written as a
// crosstable writes it (titles.PointsText: 9½, not 9.5) and sorted by its
// value.
func scoreColumn(title string, width float32, cell func(r int) xlsxio.Cell) column {
	c := cellColumn(title, width, true, "", cell)
	plain := c.text
	c.text = func(r int) string {
		if v := cell(r); v.Kind == xlsxio.KindFloat {
			return titles.PointsText(v.Float)
		}
		return plain(r)
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

// signed shows a whole-number change with its sign: "+12", "-3", "0".
// The minus is the hyphen-minus, as the History tab, the card's terms and
// a spreadsheet show it: the app's font (Noto Sans) has no U+2212, whose
// glyph from a fallback font stood 2 pixels above the digits around it.
func signed(c xlsxio.Cell) string {
	switch {
	case c.Kind != xlsxio.KindInt:
		return c.String()
	case c.Int > 0:
		return fmt.Sprintf("+%d", c.Int)
	}
	return strconv.FormatInt(c.Int, 10)
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
		return words.Count(total, one, many)
	}
	return words.Number(shown) + " of " + words.Count(total, one, many)
}
