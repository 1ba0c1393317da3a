package xlsxio_test

import (
	"path/filepath"
	"testing"

	"ratingdesk/xlsxio"
)

// Round-trip fuzz targets: a table generated from the fuzzer's bytes
// (fuzzSource) is written the way other programs write it — encoding/csv
// with a comma or a semicolon, excelize — or by the project's own
// writers, and must read back with every row and every value: no error,
// the same number of players (games, norms), each at its row, with the
// same values (texts as the reader documents it keeps them, numbers
// exactly). A failure is a row or a value lost or bent.

// fuzzListSeeds are inputs of the generated-table targets: a few players
// each, of every choice, and texts made of the risky tokens.
var fuzzListSeeds = [][]byte{
	[]byte("\x03\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x05\x00\x00\x00\x00\x00\x00\x00\x00" +
		"\x08\x00\x08\x02\x10\x56\x58\x41\x07\x08\x09\x0a\x0b\x0c\x0d"),
	[]byte("\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff"),
	[]byte("\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x02" +
		"\x11\x22\x33\x44\x55\x66\x77\x08\x07\x20\x00\x04\x06\x0a\x0e\x12\x04\x4a\x61\x6e\x03\x42\x44\x9e\x03\x02" +
		"\x99\x98\x97\x96\x95\x94\x93\x92\x91\x90\x8f\x8e\x8d\x8c\x8b"),
	[]byte("seed: names with quotes, separators and line breaks \"a\";b,c\r\nd\re\n=f+g-h@i'j"),
	[]byte("\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0b\x10\x10\x10\x10\x10\x10\x10\x10\x10\x10\x10\x10"),
}

// FuzzRatingListCSVRoundTrip: a rating list written by encoding/csv (comma
// or semicolon, LF or CRLF, with or without BOM and "sep=" line, formulas
// guarded or not, blank rows between) reads back to the same players.
func FuzzRatingListCSVRoundTrip(f *testing.F) {
	for _, seed := range fuzzListSeeds {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s := &fuzzSource{data: data}
		c := newListCase(s, false)
		form, mark := s.newCSVForm()
		c.render(s, mark, false)
		blank := func() int { return s.intn(3) }
		path := writeFuzzFile(t, "list.csv", c.table.csvBytes(t, form, blank))
		checkListRead(t, path, c, formOf(form))
	})
}

// FuzzRatingListXLSXRoundTrip: a rating list written by excelize (texts,
// and numbers, flags and dates as text or as number, boolean and date
// cells; blank rows between) reads back to the same players.
func FuzzRatingListXLSXRoundTrip(f *testing.F) {
	for _, seed := range fuzzListSeeds {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s := &fuzzSource{data: data}
		c := newListCase(s, true)
		c.render(s, '.', true)
		path := filepath.Join(t.TempDir(), "list.xlsx")
		if err := c.table.saveFuzzXLSX(path, "Players"); err != nil {
			t.Fatal(err)
		}
		checkListRead(t, path, c, inWorkbook)
	})
}

// FuzzFormulaEscape: UnescapeFormula undoes EscapeFormula for every text,
// and an escaped text never starts with a formula character (WORKBOOK.md
// "Outputs"), so that a text written by the CSV writer reads back as it
// was.
func FuzzFormulaEscape(f *testing.F) {
	for _, s := range []string{"", "=", "'", "''", "'=x", "=HYPERLINK()", "+/-", "-", "@a", "\tx", "\rx", "a"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e := xlsxio.EscapeFormula(s)
		if got := xlsxio.UnescapeFormula(e); got != s {
			t.Fatalf("UnescapeFormula(EscapeFormula(%q)) = %q", s, got)
		}
		if e != "" && (e[0] == '=' || e[0] == '+' || e[0] == '-' || e[0] == '@') {
			t.Fatalf("EscapeFormula(%q) = %q starts with a formula character", s, e)
		}
	})
}
