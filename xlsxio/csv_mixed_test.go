package xlsxio_test

import (
	"errors"
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// TestReadCSVMixedEncodings: a file without a byte-order mark that is UTF-8
// but for some lines is an error at each line that is not UTF-8, saying
// what it reads as in Windows-1252, and its UTF-8 lines are read as UTF-8,
// not blamed (a tester: a UTF-8 file with one Windows-1252 line had its
// lines holding "č", 0xC4 0x8D, blamed for bytes Windows-1252 does not
// define, and the real line named only in a warning; docs/rules.d/
// xlsxio-read.md "CSV", Encodings). A file without UTF-8 lines is still
// read as Windows-1252 with a warning.
func TestReadCSVMixedEncodings(t *testing.T) {
	// long is a line of 90,000 bytes of "é", longer than a chunk of the
	// reading, which cuts one in two.
	long := "1,Ab," + strings.Repeat("é", 15000) + "," + strings.Repeat("é", 15000) + "," + strings.Repeat("é", 15000) + "\n"
	tests := []struct {
		name, content string
		where         []string
		msg           string // a part of the first error's message
	}{
		{"a Windows-1252 line after UTF-8 lines", "ID,Name\n1,Ševčík\n2,Ilić\n3,M\xfcller\n", []string{"line 4/E"},
			`line 4: the line is not UTF-8 (it reads as Windows-1252: "Müller"?), while the file's other lines are UTF-8 (line 2: "Ševčík"): the file mixes encodings`},
		{"a Windows-1252 line before the UTF-8 lines", "ID,Name\n1,J\xf6rg Sm\xefth\n2,Ševčík\n", []string{"line 2/E"}, `(it reads as Windows-1252: "Jörg"?)`},
		{"two Windows-1252 lines", "ID,Name\n1,Ševčík\n2,M\xfcller\n3,Weiß\n4,Wei\xdf\n", []string{"line 3/E", "line 5/E"}, `line 3: the line is not UTF-8`},
		{"lone carriage returns", "ID,Name\r1,Ševčík\r2,M\xfcller\r", []string{"line 3/E"}, `line 3: `},
		{"a quoted field over two lines", "ID,Name,Notes\n1,Ševčík,\"a\nb\"\n2,M\xfcller,x\n", []string{"line 4/E"}, `line 4: `},
		{"a line longer than a chunk", "ID,Name,X,Y,Z\n" + long + "2,M\xfcller\n", []string{"line 3/E"}, `line 3: the line is not UTF-8 (it reads as Windows-1252: "Müller"?), while the file's other lines are UTF-8 (line 2: "éééééééééééééééééééé")`},
		{"three-byte characters", "ID,Name\n1,A" + strings.Repeat("€", 30) + "\n2,M\xfcller\n", []string{"line 3/E"}, `(line 2: "A€€€€€€€€€€€€€")`},
		{"a byte Windows-1252 does not define", "ID,Name\n1,Ševčík\n2,\x81x\n", []string{"line 3/E"}, "line 3: the line holds bytes that are neither UTF-8 nor Windows-1252"},
		{"Windows-1252 only", "ID,Name\n1,M\xfcller\n2,Smith\n3,\x8aeri\xe6\n", []string{"file/W"}, ""},
	}
	for _, tt := range tests {
		_, ps := xlsxio.ReadRatingList(writeTextFile(t, "list.csv", tt.content), xlsxio.ReadOptions{DefaultRD: 100})
		if got := problemPlaces(t, ps); strings.Join(got, " ") != strings.Join(tt.where, " ") {
			t.Errorf("%s: problems at %q, want %q\n%.1000v", tt.name, got, tt.where, ps)
			continue
		}
		var first *xlsxio.Problem
		if tt.msg == "" || !errors.As(error(ps.Errors()[0]), &first) {
			continue
		}
		if !strings.Contains(first.Msg, tt.msg) {
			t.Errorf("%s: %q, want it to say %q", tt.name, first.Msg, tt.msg)
		}
	}
}
