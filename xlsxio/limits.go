package xlsxio

// Limits of the readers, Excel's own (docs/rules.d/xlsxio-read.md): the
// characters of one cell, and the bytes of a workbook's unpacked parts or
// of a CSV file.
const (
	maxCellChars     = 32767
	maxUnpackedBytes = 256 << 20
)

// CellTooLong reports whether s is longer than a spreadsheet cell holds:
// more than 32,767 characters counted as Excel counts them, in UTF-16 code
// units (an emoji is two; docs/rules.d/xlsxio-read.md). A reader of
// another format (PGN tags) refuses such a text as the workbook and CSV
// readers do, so that every text read can be written to a workbook.
func CellTooLong(s string) bool { return textChars(s) > maxCellChars }
