package xlsxio

// shiftWidth is, for a table read from a CSV file, the number of columns
// of its header row (up to its last heading): a data row with a value at
// or beyond it is shifted by an unquoted separator, an error readCSV
// reports at that value (docs/rules.d/xlsxio-read.md "CSV": shifted
// rows). 0 for a workbook's sheet, whose rows are never shifted.
func (t *table) shiftWidth(header int) int {
	if t.sep == 0 {
		return 0
	}
	return lastFilled(&t.rows[header]) + 1
}

// shiftedRow tells whether a data row is shifted (width from shiftWidth).
// Its values are not read: they stand in the wrong columns, so that any
// problem of them would only repeat the shift error, which is the row's
// one problem; the row counts as a row with errors.
func shiftedRow(r *tableRow, width int) bool {
	return width > 0 && lastFilled(r) >= width
}
