package xlsxio

import (
	"fmt"
	"io"

	"ratingdesk/engine"
)

// EncodeRatingWorkbook writes the rating-list workbook of a period to w,
// as WriteRatingWorkbook writes it to a file (docs/formats.md "Outputs"),
// for a caller that stages its outputs together (outputs.Batch).
func EncodeRatingWorkbook(w io.Writer, res *engine.PeriodResult, in *engine.PeriodInput, exp *ListExport, notes Notes) error {
	meta, tables := ratingWorkbook(res, in, exp, notes)
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
