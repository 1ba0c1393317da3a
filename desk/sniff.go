package desk

import (
	"io"
	"os"

	"ratingdesk/fidelist"
	"ratingdesk/pgnio"
	"ratingdesk/trfio"
)

// textFormat is a kind of text file told by its content rather than by
// a header row (docs/formats.md "Which files"): a PGN game list, a TRF
// crosstable or the FIDE rating list.
type textFormat int

const (
	// otherFormat: a workbook, a CSV file, or a file that cannot be read;
	// its header rows tell what it is (xlsxio.DetectKind).
	otherFormat textFormat = iota
	pgnFormat
	trfFormat
	fideFormat
)

// sniffSize is how much of a file's start sniffFormat reads: enough for
// each format's sign (the first tag, the first TRF line, the FIDE list's
// header line or root element).
const sniffSize = 64 << 10

// sniffFormat reads the start of the file at path once and tells which of
// the text formats it is, asking each reader's own test in the order PGN,
// TRF, FIDE list.
func sniffFormat(path string) textFormat {
	f, err := os.Open(path)
	if err != nil {
		return otherFormat
	}
	defer f.Close()
	buf := make([]byte, sniffSize)
	n, _ := io.ReadFull(f, buf)
	start := buf[:n]
	switch {
	case pgnio.IsPGNBytes(start):
		return pgnFormat
	case trfio.SniffBytes(start):
		return trfFormat
	case fidelist.SniffBytes(start):
		return fideFormat
	}
	return otherFormat
}
