package xlsxio_test

import (
	"path/filepath"
	"testing"

	"ratingdesk/xlsxio"
)

// TestWriteTextsReadBack: texts a spreadsheet cell escapes (XML specials,
// line breaks, spaces at either end, the OOXML escape _xHHHH_) read back
// from a written workbook as they were written. "_xD800_" names no
// character; excelize's own writer dropped it from the cell.
func TestWriteTextsReadBack(t *testing.T) {
	texts := []string{
		"Müller, Jürgen", `a "quoted" <tag> & 'apostrophe'`, "two\nlines", "tab\there", "cr\r\nlf",
		" leading", "trailing ", "_x0041_", "a_x005F_x0041_b", "_x005F_", "x_xD800_y", "_xdfff_ and _x00e9_",
		"=cmd|' /C calc'!A0",
	}
	exp := &xlsxio.ListExport{Columns: []xlsxio.Column{{Header: "Name", Format: xlsxio.FormatText}}}
	for _, s := range texts {
		exp.Rows = append(exp.Rows, []xlsxio.Cell{xlsxio.TextCell(s)})
	}
	path := filepath.Join(t.TempDir(), "texts.xlsx")
	if err := xlsxio.WriteListExport(path, exp); err != nil {
		t.Fatal(err)
	}
	f := openWorkbook(t, path)
	rows, err := f.GetRows("Ratings")
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range texts {
		got := ""
		if i+1 < len(rows) && len(rows[i+1]) > 0 {
			got = rows[i+1][0]
		}
		if got != want {
			t.Errorf("Ratings!A%d = %q, want %q", i+2, got, want)
		}
	}
}
