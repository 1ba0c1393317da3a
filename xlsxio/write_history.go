package xlsxio

import (
	"bufio"
	"fmt"
	"io"
	"iter"
	"time"
)

// HistoryColumns are the columns of a rating history (docs/formats.md
// "History file"; docs/cli.md `replay --out`): one row per player and
// period.
func HistoryColumns() []Column {
	return []Column{
		{"Period", FormatText},
		{"ID", FormatInteger},
		{"Name", FormatText},
		{"Fed", FormatText},
		{"Rating", FormatInteger},
		{"RD", FormatInteger},
		{"Games", FormatInteger},
		{"Rating exact", FormatExact},
		{"RD exact", FormatExact},
		{"Period games", FormatInteger},
		{"Period score", FormatNumber},
		{"Change", FormatInteger},
	}
}

// DifferenceColumns are the columns of a difference file (docs/formats.md
// "Difference file"; docs/cli.md `reconcile --out`): one row per player
// whose entries on two lists differ. renamed adds the last column,
// Computed name, which a file has only when a player's names differ
// (docs/rules.md "Rating history"), so that the files of lists whose
// names agree keep their columns.
func DifferenceColumns(renamed bool) []Column {
	cols := []Column{
		{"ID", FormatInteger},
		{"Name", FormatText},
		{"Official rating", FormatInteger},
		{"Computed rating", FormatInteger},
		{"Δ", FormatInteger},
		{"Official games", FormatInteger},
		{"Computed games", FormatInteger},
		{"Kind", FormatText},
		{"Official RD", FormatInteger},
		{"Computed RD", FormatInteger},
	}
	if renamed {
		cols = append(cols, Column{"Computed name", FormatText})
	}
	return cols
}

// Table is an output table written row by row: its columns, and its rows
// produced one at a time (a row slice may be reused between rows), so that
// a big table is never held whole (docs/performance.md "Replay").
type Table struct {
	// Sheet names the sheet of a workbook.
	Sheet   string
	Columns []Column
	Rows    iter.Seq[[]Cell]
	// Title is the workbook's title property.
	Title string
	// Date dates the workbook (docs/rules.md §1.6: fixed by the inputs,
	// not the clock); zero takes the latest date cell.
	Date time.Time
}

// EncodeTableCSV writes t as CSV to w as the rating list's CSV is written
// (docs/formats.md "Outputs": UTF-8 with a byte-order mark, separated and
// decimal-marked as f says, comma and point for the zero CSVFormat, text
// guarded against formulas), streaming its rows.
func EncodeTableCSV(w io.Writer, t Table, f CSVFormat) error {
	f = f.or(CSVComma)
	bw := bufio.NewWriterSize(w, 1<<16)
	if _, err := bw.WriteString(utf8BOM); err != nil {
		return fmt.Errorf("xlsxio: writing CSV: %w", err)
	}
	record := make([]string, len(t.Columns))
	for i, c := range t.Columns {
		record[i] = EscapeFormula(c.Header)
	}
	writeCSVRecord(bw, record, f.Separator)
	n := 1
	var line []byte
	for row := range t.Rows {
		n++
		if len(row) != len(t.Columns) {
			return fmt.Errorf("xlsxio: writing CSV: row %d has %d cells for %d columns", n, len(row), len(t.Columns))
		}
		line = appendCSVRow(line[:0], row, f)
		bw.Write(line)
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("xlsxio: writing CSV: %w", err)
	}
	return nil
}

// EncodeTableWorkbook writes t as a one-sheet workbook to w with the
// formatting of the rating workbook (bold header, frozen panes,
// auto-filter, widths, number formats; docs/formats.md "Outputs").
func EncodeTableWorkbook(w io.Writer, t Table) error {
	var rows [][]Cell
	for row := range t.Rows {
		rows = append(rows, append([]Cell(nil), row...))
	}
	meta := workbookMeta{Title: t.Title, Date: t.Date}
	err := writeWorkbook(w, meta, []sheetTable{{Name: t.Sheet, Columns: t.Columns, Rows: rows}})
	if err != nil {
		return fmt.Errorf("xlsxio: writing workbook: %w", err)
	}
	return nil
}
