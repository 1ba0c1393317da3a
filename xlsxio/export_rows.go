package xlsxio

import "ratingdesk/engine"

// ExportRows makes the rows of a list's export one at a time
// (ExportFromList, ExportFromResult), so that a screen can show a row's
// cells when it draws them instead of holding every row: the 20,000 rows
// of a list are 26 MB as cells, the few rows on screen a few kilobytes.
type ExportRows struct {
	// Columns are the export's columns, in the order of a row's cells.
	Columns []Column
	n       int
	row     func(i int, row []Cell) []Cell
}

// Len is the number of rows.
func (e *ExportRows) Len() int { return e.n }

// Row appends to row[:0] the cells of row i, as the export holds them,
// and returns it (its room reused when there is enough).
func (e *ExportRows) Row(i int, row []Cell) []Cell {
	if cap(row) < len(e.Columns) {
		row = make([]Cell, 0, len(e.Columns))
	}
	return e.row(i, row[:0])
}

// Index is the position of the column headed header in a row, -1 when
// the export has none.
func (e *ExportRows) Index(header string) int {
	for i, c := range e.Columns {
		if c.Header == header {
			return i
		}
	}
	return -1
}

// ListRows makes the rows of ExportFromList(list) one at a time.
func ListRows(list *RatingList) *ExportRows {
	return &ExportRows{
		Columns: exportColumns(list.ExtraHeaders),
		n:       len(list.Players),
		row:     func(i int, row []Cell) []Cell { return listRow(list, i, row) },
	}
}

// ResultRows makes the rows of ExportFromResult(res, list) one at a time.
func ResultRows(res *engine.PeriodResult, list *RatingList) *ExportRows {
	rr := newResultRows(res, list)
	return &ExportRows{Columns: rr.columns, n: len(res.Players), row: rr.row}
}
