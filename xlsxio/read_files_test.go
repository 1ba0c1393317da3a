package xlsxio_test

import (
	"archive/zip"
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"ratingdesk/xlsxio"
)

func TestDetectKind(t *testing.T) {
	crosstable := testSheet{name: "Section A", rows: [][]any{
		{"Tournament", "WC 40 final"},
		{"Type", "WC final"},
		nil,
		{"No", "ID", "Name", "Rating", 1, 2, 3, "Score"},
		{1, 100001, "A", 2400, "x", "1", "½", 1.5},
	}}
	tests := []struct {
		name string
		path string
		opt  xlsxio.ReadOptions
		want xlsxio.Kind
	}{
		{"rating list csv", writeTextFile(t, "l.csv", "ID,Name\n1,A\n"), xlsxio.ReadOptions{}, xlsxio.RatingListKind},
		{"game list csv", writeTextFile(t, "g.csv", "White;Black;Result\n1;2;1-0\n"), xlsxio.ReadOptions{}, xlsxio.GameListKind},
		{"crosstable csv", writeTextFile(t, "c.csv", "Tournament,X\nNo,ID,Name,1,2\n1,5,A,x,1\n"), xlsxio.ReadOptions{}, xlsxio.CrosstableKind},
		{"crosstable xlsx", writeXLSX(t, "c.xlsx", crosstable), xlsxio.ReadOptions{}, xlsxio.CrosstableKind},
		{"second sheet", writeXLSX(t, "b.xlsx", testSheet{name: "Readme", rows: [][]any{{"hello"}}},
			testSheet{name: "Games", rows: [][]any{{"White ID", "Black ID"}}}), xlsxio.ReadOptions{}, xlsxio.GameListKind},
		{"named sheet", writeXLSX(t, "n.xlsx", testSheet{name: "List", rows: [][]any{{"ID"}}},
			testSheet{name: "Games", rows: [][]any{{"White", "Black"}}}), xlsxio.ReadOptions{Sheet: "Games"}, xlsxio.GameListKind},
		{"nothing", writeTextFile(t, "u.csv", "a,b\n1,2\n"), xlsxio.ReadOptions{}, xlsxio.Unknown},
		{"empty xlsx", writeXLSX(t, "e.xlsx", testSheet{name: "Sheet1"}), xlsxio.ReadOptions{}, xlsxio.Unknown},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ps := xlsxio.DetectKind(tt.path, tt.opt)
			if got != tt.want || len(ps) != 0 {
				t.Errorf("DetectKind = %v, %v, want %v and no problems", got, ps, tt.want)
			}
		})
	}
}

// TestRefusedFiles checks that files that cannot be read give exactly one
// error, located at the file alone, from every reader, and never a panic.
func TestRefusedFiles(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, data []byte) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	good := writeXLSX(t, "good.xlsx", testSheet{name: "S", rows: [][]any{{"ID", "Name"}, {1, "A"}}})
	goodBytes, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	ole := append([]byte{0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1}, make([]byte, 600)...)
	rng := rand.New(rand.NewPCG(1, 2))
	random := make([]byte, 4096)
	for i := range random {
		random[i] = byte(rng.UintN(256))
	}
	files := map[string]string{
		"xls":           write("old.xls", ole),
		"ods":           write("calc.ods", []byte("x")),
		"no extension":  write("list", []byte("ID,Name\n1,A\n")),
		"missing":       filepath.Join(dir, "missing.csv"),
		"missing xlsx":  filepath.Join(dir, "missing.xlsx"),
		"missing txt":   filepath.Join(dir, "missing.txt"),
		"missing pgn":   filepath.Join(dir, "missing.pgn"),
		"missing xls":   filepath.Join(dir, "missing.xls"),
		"ole as xlsx":   write("renamed.xlsx", ole),
		"random xlsx":   write("random.xlsx", random),
		"empty xlsx":    write("empty.xlsx", nil),
		"truncated zip": write("truncated.xlsx", goodBytes[:len(goodBytes)/2]),
		"no workbook":   write("noworkbook.xlsx", zipOf(t, map[string]string{"hello.txt": "hi"})),
		"bad sheet xml": write("badsheet.xlsx", replacePart(t, goodBytes, "xl/worksheets/sheet1.xml", "<worksheet><sheetData><row r=\"x\">")),
		"binary csv":    write("binary.csv", []byte("ID,Name\n\x00\x00\x01\x02\x00\x00\x00\x03\n")),
		"random csv":    write("random.csv", random),
	}
	for name, path := range files {
		t.Run(name, func(t *testing.T) {
			_, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
			if len(ps) != 1 || !ps.HasErrors() || ps[0].Cell != "" || ps[0].File != path {
				t.Errorf("ReadRatingList: %v, want one error for the whole file", ps)
			}
			// A file that is not there is said so, whatever its name.
			if missing := strings.HasPrefix(name, "missing"); missing != strings.HasPrefix(ps[0].Msg, "cannot open the file: ") {
				t.Errorf("ReadRatingList: %v, want \"cannot open the file\" for a missing file only", ps)
			}
			if gl, ps := xlsxio.ReadGameList(path, xlsxio.ReadOptions{}); gl != nil || !ps.HasErrors() {
				t.Errorf("ReadGameList: %v, %v, want an error", gl, ps)
			}
			if k, ps := xlsxio.DetectKind(path, xlsxio.ReadOptions{}); k != xlsxio.Unknown || !ps.HasErrors() {
				t.Errorf("DetectKind: %v, %v, want Unknown with an error", k, ps)
			}
		})
	}
}

// zipOf builds a zip archive of the named texts.
func zipOf(t *testing.T, parts map[string]string) []byte {
	t.Helper()
	var buf bytes.Buffer
	w := zip.NewWriter(&buf)
	for name, body := range parts {
		f, err := w.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.Write([]byte(body)); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// replacePart copies an .xlsx archive with one part's content replaced.
func replacePart(t testing.TB, xlsx []byte, name, body string) []byte {
	t.Helper()
	r, err := zip.NewReader(bytes.NewReader(xlsx), int64(len(xlsx)))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	w := zip.NewWriter(&buf)
	for _, f := range r.File {
		dst, err := w.Create(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		if f.Name == name {
			_, err = dst.Write([]byte(body))
		} else {
			var src []byte
			src, err = readZipFile(f)
			if err == nil {
				_, err = dst.Write(src)
			}
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// readZipFile reads one member of an archive.
func readZipFile(f *zip.File) ([]byte, error) {
	rc, err := f.Open()
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	var buf bytes.Buffer
	_, err = buf.ReadFrom(rc)
	return buf.Bytes(), err
}

func TestCellRefMatchesExcelize(t *testing.T) {
	cols := []int{0, 1, 25, 26, 27, 51, 52, 701, 702, 703, 16383}
	rows := []int{1, 2, 9, 10, 99, 100, 65536, 1048576}
	for _, c := range cols {
		for _, r := range rows {
			want, err := excelize.CoordinatesToCellName(c+1, r)
			if got := xlsxio.CellRef(c, r); err != nil || got != want {
				t.Errorf("CellRef(%d, %d) = %q, want %q (%v)", c, r, got, want, err)
			}
		}
	}
	for _, tt := range []struct{ col, row int }{{16384, 1}, {0, 1048577}, {-1, 1}, {0, 0}} {
		if got := xlsxio.CellRef(tt.col, tt.row); got == "" {
			t.Errorf("CellRef(%d, %d) is empty", tt.col, tt.row)
		}
	}
	if got := xlsxio.CellRef(2, 2000000); got != "R2000000C3" {
		t.Errorf("CellRef(2, 2000000) = %q, want R2000000C3", got)
	}
}
