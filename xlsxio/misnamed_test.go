package xlsxio_test

import (
	"archive/zip"
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// zipNamed is a zip archive holding the named entries, each with a little
// content, stored (not deflated, as an OpenDocument file stores its
// mimetype) in the order given.
func zipNamed(t *testing.T, names ...string) []byte {
	t.Helper()
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	for _, name := range names {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Store})
		if err != nil {
			t.Fatal(err)
		}
		content := "<x/>"
		if name == "mimetype" {
			content = "application/vnd.oasis.opendocument.spreadsheet"
		}
		if _, err := w.Write([]byte(content)); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestMisnamedFiles checks that a file whose name says another kind than
// its content is told for what it is, with the name to give it: a
// workbook named .csv (its zip signature, not "NUL bytes"), a CSV file
// named .xlsx (text, not "no zip archive"), and a folder named as a file
// (not "is a directory" inside a sentence, nor "files without an
// extension") (a tester).
func TestMisnamedFiles(t *testing.T) {
	xlsx := zipNamed(t, "[Content_Types].xml", "_rels/.rels", "xl/workbook.xml")
	csv := []byte("ID,Name,Rating,RD\n1,\"Aa, Anna\",2400,50\n")
	pdf := []byte("%PDF-1.7\n1 0 obj\n<< /Length 3 >>\nstream\n\x00\x01\x02\nendstream\n")
	utf16 := []byte{0xff, 0xfe}
	for _, r := range string(csv) {
		utf16 = append(utf16, byte(r), 0)
	}
	tests := []struct {
		name      string
		data      []byte // nil: a folder of that name
		want, not []string
	}{
		{"list.csv", xlsx, []string{"is an Excel workbook (.xlsx) with a .csv name", "name it .xlsx", "CSV UTF-8"}, []string{"NUL"}},
		{"list.txt", xlsx, []string{"is an Excel workbook (.xlsx) with a .txt name"}, []string{"NUL"}},
		{"list.CSV", zipNamed(t, "mimetype", "content.xml"), []string{"OpenDocument spreadsheet (.ods)"}, []string{"NUL"}},
		{"other.csv", zipNamed(t, "readme.md"), []string{"is a zip archive, not a CSV file"}, []string{"NUL"}},
		{"list.xlsx", csv, []string{"the file is text", "name it .csv"}, []string{"legacy", "password"}},
		{"unicode.xlsx", utf16, []string{"the file is text", "name it .csv"}, nil},
		{"adir", nil, []string{"this is a folder, not a file"}, []string{"extension"}},
		{"dir.csv", nil, []string{"this is a folder, not a file"}, []string{"directory"}},
		{"dir.xlsx", nil, []string{"this is a folder, not a file"}, []string{"directory"}},
		{"dir.pgn", nil, []string{"this is a folder, not a file"}, []string{"no game"}},
		{"games.pgn", xlsx, []string{"zip archive (an Excel workbook?) with a .pgn name", "name it .xlsx"}, []string{"no game"}},
		{"table.pgn", csv, []string{"a table (CSV text) with a .pgn name", "name it .csv"}, []string{"no game"}},
		{"empty.pgn", []byte("\n"), []string{"the file holds no game"}, []string{"table"}},
		// A tester's PDF renamed games.csv held "NUL bytes"; a real .ods
		// renamed .xlsx was "damaged" (no xl/workbook.xml).
		{"games.csv", pdf, []string{"is a PDF document (.pdf) with a .csv name", "export the table"}, []string{"NUL"}},
		{"games.csv", []byte("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n"), []string{"is a PDF document (.pdf) with a .csv name"}, nil},
		{"list.xlsx", pdf, []string{"is a PDF document (.pdf) with an .xlsx name"}, []string{"text", "no zip archive"}},
		{"games.pgn", pdf, []string{"is a PDF document (.pdf) with a .pgn name"}, []string{"no game"}},
		{"list.xlsx", zipNamed(t, "mimetype", "content.xml", "META-INF/manifest.xml"), []string{"is an OpenDocument spreadsheet (.ods) with an .xlsx name", "save it as an Excel Workbook (.xlsx)"}, []string{"damaged"}},
		{"list.xlsx", zipNamed(t, "[Content_Types].xml", "_rels/.rels", "word/document.xml"), []string{"is a Word document (.docx) with an .xlsx name"}, []string{"damaged"}},
		{"list.csv", zipNamed(t, "[Content_Types].xml", "word/document.xml"), []string{"is a Word document (.docx) with a .csv name"}, []string{"zip archive"}},
		{"list.csv", []byte("\x89PNG\r\n\x1a\n\x00\x00"), []string{"is a PNG picture with a .csv name"}, []string{"NUL"}},
		{"list.csv", []byte("\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1\x00\x00"), []string{"legacy Office file", "Excel Workbook (.xlsx)"}, []string{"NUL"}},
	}
	for _, tt := range tests {
		path := filepath.Join(t.TempDir(), tt.name)
		var err error
		if tt.data == nil {
			err = os.Mkdir(path, 0o755)
		} else {
			err = os.WriteFile(path, tt.data, 0o644)
		}
		if err != nil {
			t.Fatal(err)
		}
		_, detected := xlsxio.DetectKind(path, xlsxio.ReadOptions{})
		_, read := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
		for _, ps := range []xlsxio.Problems{detected, read} {
			if len(ps) != 1 || ps[0].Severity != xlsxio.Error || ps[0].Cell != "" {
				t.Errorf("ReadRatingList(%s) = %v, want one error of the whole file", tt.name, ps)
				continue
			}
			for _, w := range tt.want {
				if !strings.Contains(ps[0].Msg, w) {
					t.Errorf("ReadRatingList(%s) = %q, want it to say %q", tt.name, ps[0].Msg, w)
				}
			}
			for _, w := range tt.not {
				if strings.Contains(ps[0].Msg, w) {
					t.Errorf("ReadRatingList(%s) = %q, want it not to say %q", tt.name, ps[0].Msg, w)
				}
			}
		}
	}
}
