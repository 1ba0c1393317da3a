package xlsxio

import (
	"fmt"
	"io"

	"ratingdesk/engine"
	"ratingdesk/outputs"
)

// EncodeRatingWorkbook writes the rating-list workbook of a period to w,
// as WriteRatingWorkbook writes it to a file (docs/formats.md "Outputs"),
// for a caller that stages its outputs together (outputs.Batch).
func EncodeRatingWorkbook(w io.Writer, res *engine.PeriodResult, in *engine.PeriodInput, exp *ListExport, notes Notes) error {
	meta, tables := ratingWorkbook(res, in, exp, notes)
	return writeWorkbook(w, meta, tables)
}

// EncodeResultWorkbook writes the rating-list workbook of a period to w
// as EncodeRatingWorkbook writes it with ExportFromResult(res, list), the
// same bytes, its Ratings sheet made row by row as it is written rather
// than held as a table.
func EncodeResultWorkbook(w io.Writer, res *engine.PeriodResult, in *engine.PeriodInput, list *RatingList, notes Notes) error {
	meta, tables := resultWorkbook(res, in, resultTable(res, list), notes)
	return writeWorkbook(w, meta, tables)
}

// EncodeRatingCSV writes a list export as CSV to w, as WriteListExport
// writes it to a file (docs/formats.md "Outputs": the Ratings sheet alone,
// UTF-8 with a byte-order mark, separated as exp.CSV says), for a caller
// that stages its outputs together (outputs.Batch).
func EncodeRatingCSV(w io.Writer, exp *ListExport) error {
	if err := writeCSVTable(w, exp.Columns, exp.Rows, exp.CSV); err != nil {
		return fmt.Errorf("xlsxio: writing CSV: %w", err)
	}
	return nil
}

// EncodeResultCSV writes the new list of a period as CSV to w, the bytes
// EncodeRatingCSV writes for ExportFromResult(res, list) (docs/formats.md
// "Outputs"), each row made as it is written instead of the whole table
// first. f is the separator and decimal mark (docs/cli.md `rate
// --csv-locale`); its zero value writes them as list had them.
func EncodeResultCSV(w io.Writer, res *engine.PeriodResult, list *RatingList, f CSVFormat) error {
	rr := newResultRows(res, list)
	if f.Separator == 0 {
		f = rr.format
	}
	if err := writeCSVRows(w, rr.columns, len(res.Players), rr.row, f); err != nil {
		return fmt.Errorf("xlsxio: writing CSV: %w", err)
	}
	return nil
}

// EncodeExcludedCSV writes the Excluded sheet of the period's workbook
// (WriteRatingWorkbook: each game read but not rated, where it was read
// and why, docs/rules.md §1.4, §1.5) as CSV to w, the same columns and
// rows, for a run whose new list is a CSV file and has no such sheet
// (docs/cli.md `rate --excluded`). in is the input res was rated from,
// inputs the run's input files (Notes.Inputs), which name the files as
// the sheet does; f is the separator and decimal mark, its zero value a
// comma and a decimal point.
func EncodeExcludedCSV(w io.Writer, res *engine.PeriodResult, in *engine.PeriodInput, inputs []outputs.InputFile, f CSVFormat) error {
	t := excludedTable(res, in, inputs)
	if err := writeCSVRows(w, t.Columns, t.Len, t.Row, f); err != nil {
		return fmt.Errorf("xlsxio: writing CSV: %w", err)
	}
	return nil
}
