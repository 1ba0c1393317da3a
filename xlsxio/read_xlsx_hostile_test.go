package xlsxio_test

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"ratingdesk/xlsxio"
)

// listSheet is a rating-list sheet whose second row's Name cell is given
// as XML, after a header row of shared strings 0 (ID) and 1 (Name).
func listSheet(nameCell string) string {
	return `<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>` +
		`<row r="2"><c r="A2"><v>100001</v></c>` + nameCell + `</row></sheetData></worksheet>`
}

// writeBytes writes data to a file of that name in a fresh temporary
// folder and returns its path.
func writeBytes(t testing.TB, name string, data []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// onlyCellProblems checks that ps are errors at exactly the cells want,
// in the sheet of that name (want "" for a problem of the whole sheet or
// file).
func onlyCellProblems(t *testing.T, ps xlsxio.Problems, want ...string) {
	t.Helper()
	for _, p := range ps {
		var got *xlsxio.Problem
		if !errors.As(error(p), &got) || got.Severity != xlsxio.Error {
			t.Errorf("%v is not an error *Problem", p)
		}
	}
	wantE := make([]string, len(want))
	for i, w := range want {
		wantE[i] = w + "/E"
	}
	wantCells(t, ps, wantE...)
}

// TestReadXLSXCellLength checks Excel's limit of 32,767 characters a cell,
// for inline and shared strings, whether the text is one XML text run, a
// run far too long for the XML decoder to hold, or many rich-text runs.
// The old reader read every one of these texts whole.
func TestReadXLSXCellLength(t *testing.T) {
	const sstHead = `<sst><si><t>ID</t></si><si><t>Name</t></si>`
	inline := func(text string) string { return `<c r="B2" t="inlineStr"><is><t>` + text + `</t></is></c>` }
	runs := `<c r="B2" t="inlineStr"><is>` + strings.Repeat(`<r><t>`+strings.Repeat("b", 2000)+`</t></r>`, 200) + `</is></c>`
	tests := []struct {
		name      string
		sheet     string
		sst       string
		wantCells []string
	}{
		{"inline at the limit", inline(strings.Repeat("a", 32767)), sstHead + `</sst>`, nil},
		{"inline at the limit, escaped", inline(strings.Repeat("&amp;", 32767)), sstHead + `</sst>`, nil},
		{"inline one over", inline(strings.Repeat("a", 32768)), sstHead + `</sst>`, []string{"B2"}},
		{"inline astral characters", inline(strings.Repeat("😀", 16384)), sstHead + `</sst>`, []string{"B2"}},
		{"inline 1 MB", inline(strings.Repeat("a", 1<<20)), sstHead + `</sst>`, []string{"B2"}},
		{"inline rich text runs", runs, sstHead + `</sst>`, []string{"B2"}},
		{"shared one over", `<c r="B2" t="s"><v>2</v></c>`, sstHead + `<si><t>` + strings.Repeat("a", 32768) + `</t></si></sst>`, []string{"B2"}},
		{"shared 1 MB", `<c r="B2" t="s"><v>2</v></c>`, sstHead + `<si><t>` + strings.Repeat("a", 1<<20) + `</t></si></sst>`, []string{""}},
		{"shared long but unused", `<c r="B2" t="inlineStr"><is><t>Ann</t></is></c>`, sstHead + `<si><t>` + strings.Repeat("a", 40000) + `</t></si></sst>`, nil},
		{"number 1 MB", `<c r="B2"><v>` + strings.Repeat("1", 1<<20) + `</v></c>`, sstHead + `</sst>`, []string{"B2"}},
		{"attribute 1 MB", `<c r="B2" t="inlineStr" x="` + strings.Repeat("a", 1<<20) + `"><is><t>Ann</t></is></c>`, sstHead + `</sst>`, []string{""}},
	}
	base := baseWorkbook(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeBytes(t, "long.xlsx", handWorkbook(t, base, listSheet(tt.sheet), tt.sst))
			list, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
			if tt.wantCells == nil {
				noErrors(t, ps)
				if len(list.Players) != 1 {
					t.Errorf("ReadRatingList(%q) read %d players, want 1", tt.name, len(list.Players))
				}
				return
			}
			if list != nil {
				t.Errorf("ReadRatingList(%q) = a list, want none", tt.name)
			}
			onlyCellProblems(t, ps, tt.wantCells...)
		})
	}
}

// TestReadXLSXDamagedCells checks that every damaged cell of a sheet is
// named at its cell, up to 20, and the rest counted in one more problem.
// The old reader named the first damaged cell only, without its cell, and
// read a cell marked B7 inside row 5 as B5.
func TestReadXLSXDamagedCells(t *testing.T) {
	row := func(n int, cells string) string {
		return fmt.Sprintf(`<row r="%d"><c r="A%d"><v>%d</v></c>%s</row>`, n, n, 100000+n, cells)
	}
	many := ""
	for n := 2; n <= 26; n++ {
		many += row(n, fmt.Sprintf(`<c r="B%d" t="s"><v>99</v></c>`, n))
	}
	tests := []struct {
		name  string
		rows  string
		cells []string
	}{
		{"four missing shared strings", row(2, `<c r="B2" t="s"><v>7</v></c>`) + row(3, `<c r="B3" t="s"><v>8</v></c>`) +
			row(4, `<c r="B4" t="s"><v>-1</v></c>`) + row(5, `<c r="B5" t="s"><v>x</v></c>`), []string{"B2", "B3", "B4", "B5"}},
		{"bad style, number and string", row(2, `<c r="B2" s="x" t="s"><v>2</v></c><c r="C2"><v>12a</v></c>`) +
			row(3, `<c r="B3" t="s"><v>9</v></c><c r="C3" t="n"><v>1,5</v></c>`), []string{"B2", "C2", "B3", "C3"}},
		{"reference to another row", row(5, `<c r="B7" t="s"><v>2</v></c>`), []string{"B5"}},
		{"reference without a row", row(2, `<c r="B" t="s"><v>2</v></c>`), []string{"B2"}},
		{"twenty-five damaged cells", many, []string{"B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11",
			"B12", "B13", "B14", "B15", "B16", "B17", "B18", "B19", "B20", "B21", ""}},
	}
	sst := `<sst><si><t>ID</t></si><si><t>Name</t></si><si><t>Ann</t></si></sst>`
	base := baseWorkbook(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sheet := `<worksheet><sheetData><row r="1"><c t="s"><v>0</v></c><c t="s"><v>1</v></c></row>` + tt.rows + `</sheetData></worksheet>`
			path := writeBytes(t, "damaged.xlsx", handWorkbook(t, base, sheet, sst))
			list, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
			if list != nil {
				t.Errorf("ReadRatingList(%q) = a list, want none", tt.name)
			}
			onlyCellProblems(t, ps, tt.cells...)
			for _, p := range ps {
				if p.Sheet != "Sheet1" {
					t.Errorf("problem %v not in Sheet1", p)
				}
			}
			if _, ps := xlsxio.DetectKind(path, xlsxio.ReadOptions{}); !ps.HasErrors() {
				t.Errorf("DetectKind(%q) gave no error", tt.name)
			}
		})
	}
}

// oleFile is a minimal OLE compound file: the signature, then the UTF-16LE
// names of its directory.
func oleFile(names ...string) []byte {
	b := []byte{0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1}
	b = append(b, make([]byte, 504)...)
	for _, name := range append([]string{"Root Entry"}, names...) {
		entry := make([]byte, 128)
		for i, c := range name {
			entry[2*i] = byte(c)
		}
		b = append(b, entry...)
	}
	return b
}

// TestReadXLSXNotZip checks that a file that is no zip archive is told by
// its content: a workbook protected by a password, a legacy .xls file
// named .xlsx, or anything else. The old reader called the encrypted
// workbook "no zip archive".
func TestReadXLSXNotZip(t *testing.T) {
	bigLegacy := append(oleFile("Workbook"), make([]byte, 200<<10)...)
	lateNames := append(append(oleFile(), make([]byte, 100000)...), oleFile("EncryptedPackage")[512:]...)
	tests := []struct {
		name      string
		data      []byte
		want, not []string
	}{
		{"encrypted", oleFile("EncryptionInfo", "EncryptedPackage"), []string{"password"}, []string{"legacy", "zip"}},
		{"encrypted, names late", lateNames, []string{"password"}, []string{"legacy", "zip"}},
		{"legacy xls", oleFile("Workbook", "SummaryInformation"), []string{"legacy", ".xls"}, []string{"password"}},
		{"legacy xls, large", bigLegacy, []string{"legacy"}, []string{"password"}},
		{"text", []byte("ID,Name\n1,Ann\n"), []string{"zip", "name it .csv"}, []string{"password", "legacy"}},
		{"empty", nil, []string{"zip"}, []string{"password", "legacy"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeBytes(t, "book.xlsx", tt.data)
			_, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
			onlyCellProblems(t, ps, "")
			if len(ps) != 1 {
				return
			}
			for _, w := range tt.want {
				if !strings.Contains(ps[0].Msg, w) {
					t.Errorf("ReadRatingList(%q) = %q, want it to say %q", tt.name, ps[0].Msg, w)
				}
			}
			for _, w := range tt.not {
				if strings.Contains(ps[0].Msg, w) {
					t.Errorf("ReadRatingList(%q) = %q, want it not to say %q", tt.name, ps[0].Msg, w)
				}
			}
		})
	}
}

// zeros reads as an endless run of zero bytes.
type zeros struct{}

func (zeros) Read(p []byte) (int, error) { clear(p); return len(p), nil }

// rawEntry is one entry of an archive built by rawZip: its content, n
// zero bytes after it, and the uncompressed size its headers declare (the
// real size when declared is 0).
type rawEntry struct {
	name     string
	content  []byte
	zeros    int64
	declared uint64
}

// rawZip copies an .xlsx archive and adds entries whose declared sizes may
// lie, deflated by the test itself (zip.Writer.CreateRaw).
func rawZip(t testing.TB, xlsx []byte, entries ...rawEntry) []byte {
	t.Helper()
	r, err := zip.NewReader(bytes.NewReader(xlsx), int64(len(xlsx)))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	w := zip.NewWriter(&buf)
	for _, f := range r.File {
		if err := w.Copy(f); err != nil {
			t.Fatal(err)
		}
	}
	for _, e := range entries {
		var comp bytes.Buffer
		fw, _ := flate.NewWriter(&comp, flate.BestSpeed)
		crc := crc32.NewIEEE()
		mw := io.MultiWriter(fw, crc)
		if _, err := mw.Write(e.content); err != nil {
			t.Fatal(err)
		}
		if _, err := io.CopyN(mw, zeros{}, e.zeros); err != nil {
			t.Fatal(err)
		}
		if err := fw.Close(); err != nil {
			t.Fatal(err)
		}
		size := uint64(len(e.content)) + uint64(e.zeros)
		if e.declared != 0 {
			size = e.declared
		}
		h := &zip.FileHeader{Name: e.name, Method: zip.Deflate, CRC32: crc.Sum32(),
			CompressedSize64: uint64(comp.Len()), UncompressedSize64: size}
		dst, err := w.CreateRaw(h)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := dst.Write(comp.Bytes()); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestReadXLSXUnpackedSize checks the limit on what a workbook unpacks to
// (256 MB) and archives whose declared sizes lie: each is one problem for
// the file, found without unpacking more than declared. The old reader
// unpacked up to 1 GiB into memory and read a workbook of 300 MB as "ok".
func TestReadXLSXUnpackedSize(t *testing.T) {
	good := baseWorkbook(t)
	sheet := []byte(`<worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>ID</t></is></c></row></sheetData></worksheet>`)
	bigSheet := append([]byte(`<worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>ID</t></is></c></row></sheetData></worksheet>`), bytes.Repeat([]byte(" "), 1<<20)...)
	tests := []struct {
		name  string
		entry rawEntry
		ok    bool
	}{
		{"small extra part", rawEntry{name: "xl/media/image1.bin", zeros: 1 << 20}, true},
		{"300 MB extra part", rawEntry{name: "xl/media/image1.bin", zeros: 300 << 20}, false},
		{"declared 2 GB", rawEntry{name: "xl/media/image1.bin", zeros: 1 << 10, declared: 2 << 30}, false},
		{"sheet declared smaller than it is", rawEntry{name: "xl/worksheets/sheet2.xml", content: bigSheet, declared: 1000}, false},
		{"sheet declared larger than it is", rawEntry{name: "xl/worksheets/sheet2.xml", content: sheet, declared: 100 << 20}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := good
			if strings.HasPrefix(tt.entry.name, "xl/worksheets/") {
				// Put the entry in place of the first sheet.
				data = removePart(t, good, "xl/worksheets/sheet1.xml")
				tt.entry.name = "xl/worksheets/sheet1.xml"
			}
			path := writeBytes(t, "big.xlsx", rawZip(t, data, tt.entry))
			start := time.Now()
			_, ps := xlsxio.DetectKind(path, xlsxio.ReadOptions{})
			if elapsed := time.Since(start); elapsed > 5*time.Second {
				t.Errorf("DetectKind(%q) took %v", tt.name, elapsed)
			}
			if tt.ok {
				noErrors(t, ps)
				return
			}
			onlyCellProblems(t, ps, "")
		})
	}
}

// removePart copies an .xlsx archive without one part.
func removePart(t testing.TB, xlsx []byte, name string) []byte {
	t.Helper()
	r, err := zip.NewReader(bytes.NewReader(xlsx), int64(len(xlsx)))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	w := zip.NewWriter(&buf)
	for _, f := range r.File {
		if f.Name == name {
			continue
		}
		if err := w.Copy(f); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestReadXLSXDate1904 reads a date cell of a workbook in the 1904 date
// system (workbookPr date1904="1"), next to the same workbook in the 1900
// system.
func TestReadXLSXDate1904(t *testing.T) {
	for _, tt := range []struct {
		date1904 bool
		want     time.Time
	}{
		{false, ymd(2020, 6, 18)},
		{true, ymd(2024, 6, 19)},
	} {
		t.Run(fmt.Sprint(tt.date1904), func(t *testing.T) {
			f := excelize.NewFile()
			defer f.Close()
			if err := f.SetWorkbookProps(&excelize.WorkbookPropsOptions{Date1904: &tt.date1904}); err != nil {
				t.Fatal(err)
			}
			style, err := f.NewStyle(&excelize.Style{NumFmt: 14})
			if err != nil {
				t.Fatal(err)
			}
			for i, v := range []any{"ID", "Name", "Last game", 100001, "Ann", 44000} {
				ref, _ := excelize.CoordinatesToCellName(i%3+1, i/3+1)
				if err := f.SetCellValue("Sheet1", ref, v); err != nil {
					t.Fatal(err)
				}
			}
			if err := f.SetCellStyle("Sheet1", "C2", "C2", style); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(t.TempDir(), "1904.xlsx")
			if err := f.SaveAs(path); err != nil {
				t.Fatal(err)
			}
			list, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
			if len(ps) != 0 {
				t.Fatalf("problems: %v", ps)
			}
			if got := list.Players[0].LastGame; !got.Equal(tt.want) {
				t.Errorf("date1904=%v: serial 44000 read as %v, want %v", tt.date1904, got, tt.want)
			}
		})
	}
}

// TestReadXLSXRowLimit checks a sheet of more rows than a sheet can have
// (1,048,576), written without row numbers as a packed bomb would be: one
// problem for the sheet, found before the rows are decoded.
func TestReadXLSXRowLimit(t *testing.T) {
	for _, tt := range []struct {
		rows int
		ok   bool
	}{{1000, true}, {1<<20 + 1, false}} {
		sheet := `<worksheet><sheetData><row><c t="inlineStr"><is><t>ID</t></is></c></row>` +
			strings.Repeat(`<row><c><v>1</v></c></row>`, tt.rows-1) + `</sheetData></worksheet>`
		data := rawZip(t, removePart(t, baseWorkbook(t), "xl/worksheets/sheet1.xml"),
			rawEntry{name: "xl/worksheets/sheet1.xml", content: []byte(sheet)})
		path := writeBytes(t, "rows.xlsx", data)
		_, ps := xlsxio.ReadGameList(path, xlsxio.ReadOptions{})
		if tt.ok {
			if len(ps) != 1 || ps[0].Sheet != "Sheet1" {
				t.Errorf("ReadGameList(%d rows) = %v, want only: no header row", tt.rows, ps)
			}
			continue
		}
		onlyCellProblems(t, ps, "")
	}
}

// TestReadXLSXSharedStringCount checks that a workbook may hold no more
// shared texts than its sheets' cells could use (their bytes / 16, plus
// 4,096): 50 million empty ones in a 0.4 MB file took the old reader 40 s
// and 3.7 GB before it said "ok".
func TestReadXLSXSharedStringCount(t *testing.T) {
	sheet := listSheet(`<c r="B2" t="s"><v>2</v></c>`)
	for _, tt := range []struct {
		extra int
		ok    bool
	}{{4000, true}, {10000, false}} {
		sst := `<sst><si><t>ID</t></si><si><t>Name</t></si><si><t>Ann</t></si>` + strings.Repeat("<si/>", tt.extra) + `</sst>`
		path := writeBytes(t, "sst.xlsx", handWorkbook(t, baseWorkbook(t), sheet, sst))
		list, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
		if tt.ok {
			noErrors(t, ps)
			if len(list.Players) != 1 || list.Players[0].Name != "Ann" {
				t.Errorf("ReadRatingList(%d more shared texts) = %+v", tt.extra, list)
			}
			continue
		}
		onlyCellProblems(t, ps, "")
	}
}
