package xlsxio_test

import (
	"archive/zip"
	"encoding/xml"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/internal/synth"
	"ratingdesk/titles"
	"ratingdesk/xlsxio"
)

// TestColumnsInAscendingOrder: every sheet of every workbook Rating Desk
// writes lists its column widths (<cols>) in ascending order and without
// overlaps, as Excel writes them and wants them (ECMA-376 Part 1,
// 18.3.1.13): excelize's stream writer puts each width before those it
// has, and the sheets came out last column first (two testers).
func TestColumnsInAscendingOrder(t *testing.T) {
	dir := t.TempDir()
	res, in, list := samplePeriod(t)
	rating := filepath.Join(dir, "rating.xlsx")
	if err := xlsxio.WriteRatingWorkbook(rating, res, in, xlsxio.ExportFromResult(res, list), xlsxio.Notes{}); err != nil {
		t.Fatal(err)
	}
	export := filepath.Join(dir, "list.xlsx")
	if err := xlsxio.WriteListExport(export, xlsxio.ExportFromResult(res, list)); err != nil {
		t.Fatal(err)
	}
	sections := synth.SampleSections()
	cross := filepath.Join(dir, "sections.xlsx")
	if err := xlsxio.WriteCrosstables(cross, sections); err != nil {
		t.Fatal(err)
	}
	norms := filepath.Join(dir, "norms.xlsx")
	cts, ps := xlsxio.ReadCrosstables(cross, xlsxio.ReadOptions{Sheet: sections[0].Name})
	if ps.HasErrors() || len(cts) != 1 {
		t.Fatalf("reading the section back: %v", ps)
	}
	rep, ps := desk.ComputeNorms(cts[0], titles.ScaleICCF)
	if ps.HasErrors() {
		t.Fatal(ps)
	}
	if err := xlsxio.WriteNormsOutput(norms, []string{cross}, rep, xlsxio.Notes{}); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{rating, export, cross, norms} {
		checkColumnsAscending(t, path)
	}
}

// checkColumnsAscending checks the <col> elements of every worksheet of
// the workbook at path.
func checkColumnsAscending(t *testing.T, path string) {
	t.Helper()
	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	sheets := 0
	for _, f := range zr.File {
		if !strings.HasPrefix(f.Name, "xl/worksheets/sheet") {
			continue
		}
		sheets++
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		last := 0
		dec := xml.NewDecoder(io.LimitReader(rc, 1<<20)) // <cols> comes before the rows
		for {
			tok, err := dec.Token()
			if err != nil {
				break
			}
			el, ok := tok.(xml.StartElement)
			if !ok {
				continue
			}
			if el.Name.Local == "sheetData" {
				break
			}
			if el.Name.Local != "col" {
				continue
			}
			lo, hi := colAttr(el, "min"), colAttr(el, "max")
			if lo <= last || hi < lo {
				t.Errorf("%s %s: <col min=%d max=%d> after a column up to %d", filepath.Base(path), f.Name, lo, hi, last)
			}
			last = hi
		}
		rc.Close()
	}
	if sheets == 0 {
		t.Errorf("%s: no worksheet", path)
	}
}

// colAttr is a whole-number attribute of a <col>, 0 when missing.
func colAttr(el xml.StartElement, name string) int {
	for _, a := range el.Attr {
		if a.Name.Local == name {
			n := 0
			for _, c := range a.Value {
				n = n*10 + int(c-'0')
			}
			return n
		}
	}
	return 0
}
