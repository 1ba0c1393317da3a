package xlsxio_test

import (
	"archive/zip"
	"bytes"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"ratingdesk/xlsxio"
)

// TestWorkbookSameWithCellRefs: a written workbook dumps (values, types,
// number formats, widths, panes, auto-filter) exactly as the same workbook
// with every cell's reference written out, as the writer wrote them
// before it left out the references of cells that follow their neighbour.
func TestWorkbookSameWithCellRefs(t *testing.T) {
	res, in, list := samplePeriod(t)
	bigRes, bigIn := bigPeriod(t, 400)
	for name, write := range map[string]func(io.Writer) error{
		"sample": func(w io.Writer) error {
			return xlsxio.EncodeResultWorkbook(w, res, in, list, sampleNotes())
		},
		"big": func(w io.Writer) error {
			return xlsxio.EncodeResultWorkbook(w, bigRes, bigIn, nil, sampleNotes())
		},
	} {
		var buf bytes.Buffer
		if err := write(&buf); err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		written, full := filepath.Join(dir, "written.xlsx"), filepath.Join(dir, "full.xlsx")
		if err := os.WriteFile(written, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, withCellRefs(t, buf.Bytes()), 0o644); err != nil {
			t.Fatal(err)
		}
		if got, want := dumpWorkbook(t, written), dumpWorkbook(t, full); got != want {
			t.Errorf("%s: the workbook differs from itself with every reference:\n%s", name, lineDiff(want, got))
		}
	}
}

// withCellRefs is the workbook pkg with a reference on every cell of its
// worksheets.
func withCellRefs(t *testing.T, pkg []byte) []byte {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(pkg), int64(len(pkg)))
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	zw := zip.NewWriter(&out)
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		data, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasPrefix(f.Name, "xl/worksheets/") {
			data = rowsWithCellRefs(data)
			if cellWithoutRef.Match(data) {
				t.Fatalf("%s: a cell is left without a reference", f.Name)
			}
		}
		w, err := zw.Create(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write(data); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

var (
	rowElement  = regexp.MustCompile(`(?s)<row r="(\d+)"[^>]*>.*?</row>`)
	cellElement = regexp.MustCompile(`<c( r="([A-Z]+)\d+")?[ >]`)
	// cellWithoutRef is the start of a cell without a reference.
	cellWithoutRef = regexp.MustCompile(`<c(>| [^r])`)
)

// rowsWithCellRefs gives each cell of a worksheet's rows without a
// reference the one after the previous cell's (ECMA-376 Part 1,
// 18.3.1.4 c).
func rowsWithCellRefs(sheet []byte) []byte {
	return rowElement.ReplaceAllFunc(sheet, func(row []byte) []byte {
		num := rowElement.FindSubmatch(row)[1]
		col := 0
		return cellElement.ReplaceAllFunc(row, func(c []byte) []byte {
			m := cellElement.FindSubmatch(c)
			if m[1] != nil {
				col, _, _ = excelize.CellNameToCoordinates(string(m[2]) + "1")
				return c
			}
			col++
			name, _ := excelize.ColumnNumberToName(col)
			return []byte(`<c r="` + name + string(num) + `"` + string(c[len(c)-1:]))
		})
	})
}
