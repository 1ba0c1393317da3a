package xlsxio

// Limits of the readers, Excel's own (docs/rules.d/xlsxio-read.md): the
// characters of one cell, and the bytes of a workbook's unpacked parts or
// of a CSV file.
const (
	maxCellChars     = 32767
	maxUnpackedBytes = 256 << 20
)
