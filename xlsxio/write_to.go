package xlsxio

import (
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
