package xlsxio_test

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// baseWorkbook is a one-sheet workbook made by excelize.
func baseWorkbook(t testing.TB) []byte {
	t.Helper()
	path := filepath.Join(t.TempDir(), "base.xlsx")
	if err := saveXLSX(path, testSheet{name: "Sheet1", rows: [][]any{{"placeholder"}}}); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// handWorkbook is base with its first sheet and shared strings replaced by
// hand-written XML, as other programs write them.
func handWorkbook(t testing.TB, base []byte, sheetXML, sstXML string) []byte {
	t.Helper()
	data := replacePart(t, base, "xl/worksheets/sheet1.xml", sheetXML)
	return replacePart(t, data, "xl/sharedStrings.xml", sstXML)
}

// TestReadXLSXHandWritten reads sheet XML in the forms other programs
// write: a namespace prefix, inline and rich-text strings with phonetic
// hints, cells and rows without references, formulas with cached values,
// booleans, error values, ISO date cells and entities.
func TestReadXLSXHandWritten(t *testing.T) {
	sst := `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="4" uniqueCount="4">
<si><t>ID</t></si>
<si><r><rPr><b/></rPr><t>Na</t></r><r><t xml:space="preserve">me</t></r></si>
<si><t>Alpha, Ann</t><rPh sb="0" eb="1"><t>ア</t></rPh></si>
<si><t>Running</t></si>
</sst>`
	sheet := `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main">
<x:sheetPr/><x:dimension ref="A1:F4"/>
<x:sheetData>
<x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1" t="s"><x:v>1</x:v></x:c><x:c t="inlineStr"><x:is><x:t>Rating</x:t></x:is></x:c><x:c t="inlineStr"><x:is><x:t>RD</x:t></x:is></x:c><x:c t="s"><x:v>3</x:v></x:c><x:c t="inlineStr"><x:is><x:t>Last game</x:t></x:is></x:c></x:row>
<x:row><x:c><x:f>100000+1</x:f><x:v>100001</x:v></x:c><x:c t="s"><x:v>2</x:v></x:c><x:c><x:v>2412</x:v></x:c><x:c t="str"><x:f>"6"&amp;"0"</x:f><x:v>60</x:v></x:c><x:c t="b"><x:v>1</x:v></x:c><x:c t="d"><x:v>2025-05-20T00:00:00</x:v></x:c></x:row>
<x:row r="4" spans="1:6"><x:c r="A4"><x:v>100002</x:v></x:c><x:c r="B4" t="inlineStr"><x:is><x:r><x:t>Beta &amp; </x:t></x:r><x:r><x:t>Co</x:t></x:r></x:is></x:c><x:c r="E4" t="b"><x:v>0</x:v></x:c><x:c r="F4" t="e"><x:v>#N/A</x:v></x:c></x:row>
</x:sheetData>
<x:pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>
</x:worksheet>`
	path := filepath.Join(t.TempDir(), "hand.xlsx")
	if err := os.WriteFile(path, handWorkbook(t, baseWorkbook(t), sheet, sst), 0o644); err != nil {
		t.Fatal(err)
	}
	list, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
	// F4 holds the error value #N/A, which is no date.
	wantCells(t, ps, "F4/E")
	if list != nil {
		t.Fatal("a list despite the error")
	}
	// Without the error value the list reads.
	sheet2 := replaceOnce(t, sheet, `<x:c r="F4" t="e"><x:v>#N/A</x:v></x:c>`, "")
	if err := os.WriteFile(path, handWorkbook(t, baseWorkbook(t), sheet2, sst), 0o644); err != nil {
		t.Fatal(err)
	}
	list, ps = xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
	noErrors(t, ps)
	want := []engine.Player{
		{ID: 100001, Name: "Alpha, Ann", Rated: true, Rating: 2412, RD: 60, LastGame: ymd(2025, 5, 20), Running: true},
		{ID: 100002, Name: "Beta & Co"},
	}
	if !reflect.DeepEqual(list.Players, want) {
		t.Errorf("players %+v, want %+v", list.Players, want)
	}
	if got := list.Rows[1].Origin.Cell; got != "A4" {
		t.Errorf("second row at %s, want A4", got)
	}
}

// TestReadXLSXBadSheetXML checks sheet XML that no program writes: each is
// one problem for the sheet, not a panic. (A missing shared string and a
// bad style are damaged cells, named at their cell: TestReadXLSXDamagedCells.)
func TestReadXLSXBadSheetXML(t *testing.T) {
	sst := `<sst><si><t>ID</t></si></sst>`
	for name, sheet := range map[string]string{
		"rows out of order":  `<worksheet><sheetData><row r="2"><c t="s"><v>0</v></c></row><row r="1"/></sheetData></worksheet>`,
		"cells out of order": `<worksheet><sheetData><row r="1"><c r="B1" t="s"><v>0</v></c><c r="A1"><v>1</v></c></row></sheetData></worksheet>`,
		"bad reference":      `<worksheet><sheetData><row r="1"><c r="11" t="s"><v>0</v></c></row></sheetData></worksheet>`,
		"column too far":     `<worksheet><sheetData><row r="1"><c r="XFE1" t="s"><v>0</v></c></row></sheetData></worksheet>`,
		"row too far":        `<worksheet><sheetData><row r="1048577"><c t="s"><v>0</v></c></row></sheetData></worksheet>`,
		"unknown entity":     `<worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>&nope;</t></is></c></row></sheetData></worksheet>`,
		"truncated":          `<worksheet><sheetData><row r="1"><c t="s"><v>0`,
		"not xml":            "\x00\x01garbage",
	} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "bad.xlsx")
			if err := os.WriteFile(path, handWorkbook(t, baseWorkbook(t), sheet, sst), 0o644); err != nil {
				t.Fatal(err)
			}
			list, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
			if list != nil || len(ps) != 1 || !ps.HasErrors() || ps[0].Cell != "" {
				t.Errorf("got %v, %v; want one error for the sheet", list, ps)
			}
		})
	}
}

// replaceOnce replaces old, which must occur in s, by new.
func replaceOnce(t *testing.T, s, old, new string) string {
	t.Helper()
	if !strings.Contains(s, old) {
		t.Fatalf("%q not found", old)
	}
	return strings.Replace(s, old, new, 1)
}

// FuzzReadXLSXSheetXML puts fuzzed bytes in the sheet part of a valid
// workbook, so that the fuzzer reaches the sheet reader behind the zip
// archive's checksums.
func FuzzReadXLSXSheetXML(f *testing.F) {
	f.Add(`<worksheet><sheetData><row r="1"><c t="s"><v>0</v></c><c t="inlineStr"><is><t>Name</t></is></c></row>` +
		`<row r="2"><c><v>1</v></c><c t="inlineStr"><is><t>A</t></is></c></row></sheetData></worksheet>`)
	f.Add(`<x:worksheet xmlns:x="urn:x"><x:sheetData><x:row><x:c r="C1" t="s"><x:v>0</x:v></x:c></x:row><x:row r="3"><x:c r="C3"><x:v>5</x:v></x:c></x:row></x:sheetData></x:worksheet>`)
	f.Add(`<worksheet><sheetData><row r="1"><c r="XFD1" t="s"><v>0</v></c></row></sheetData></worksheet>`)
	base := baseWorkbook(f)
	f.Fuzz(func(t *testing.T, sheet string) {
		data := handWorkbook(t, base, sheet, `<sst><si><t>ID</t></si><si><t>Name</t></si></sst>`)
		list, ps := xlsxio.ReadRatingList(fuzzFile(t, "f.xlsx", data), xlsxio.ReadOptions{})
		checkRatingList(t, list, ps)
	})
}

// TestReadXLSXEscapedStrings checks the _xHHHH_ escapes of OOXML strings,
// in shared and inline strings alike.
func TestReadXLSXEscapedStrings(t *testing.T) {
	sst := `<sst><si><t>ID</t></si><si><t>Name</t></si><si><t>Note</t></si>` +
		`<si><t>_x005F_x0041_ Odd</t></si><si><t>a_x000D_b_x005f_c</t></si><si><t>_xD83D__xDE00_ _xD800_ _x41_</t></si></sst>`
	sheet := `<worksheet><sheetData>` +
		`<row r="1"><c t="s"><v>0</v></c><c t="s"><v>1</v></c><c t="s"><v>2</v></c></row>` +
		`<row r="2"><c><v>1</v></c><c t="s"><v>3</v></c><c t="s"><v>4</v></c></row>` +
		`<row r="3"><c><v>2</v></c><c t="inlineStr"><is><t>_x0042_ob</t></is></c><c t="s"><v>5</v></c></row>` +
		`</sheetData></worksheet>`
	path := filepath.Join(t.TempDir(), "esc.xlsx")
	if err := os.WriteFile(path, handWorkbook(t, baseWorkbook(t), sheet, sst), 0o644); err != nil {
		t.Fatal(err)
	}
	list, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
	noErrors(t, ps)
	got := []string{list.Players[0].Name, list.Rows[0].Extra[0], list.Players[1].Name, list.Rows[1].Extra[0]}
	want := []string{"_x0041_ Odd", "a\rb_c", "Bob", "😀 \ufffd _x41_"}
	if !equalStrings(got, want) {
		t.Errorf("texts %q, want %q", got, want)
	}
}
