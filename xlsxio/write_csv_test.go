package xlsxio_test

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"ratingdesk/xlsxio"
)

func sampleCSV(t *testing.T) []byte {
	t.Helper()
	res, _, list := samplePeriod(t)
	return exportCSV(t, xlsxio.ExportFromResult(res, list))
}

// exportCSV is the bytes of a list export written as CSV (WriteListExport
// to a .csv file).
func exportCSV(t testing.TB, exp *xlsxio.ListExport) []byte {
	t.Helper()
	path := filepath.Join(t.TempDir(), "list.csv")
	if err := xlsxio.WriteListExport(path, exp); err != nil {
		t.Fatalf("WriteListExport(%q) = %v", path, err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestWriteRatingCSVGolden(t *testing.T) {
	checkGolden(t, "rating_list.csv.golden", string(sampleCSV(t)))
}

func TestWriteRatingCSVFormat(t *testing.T) {
	data := sampleCSV(t)
	if !bytes.HasPrefix(data, []byte("\xEF\xBB\xBF")) {
		t.Fatalf("CSV starts %q, want the UTF-8 byte-order mark", data[:min(3, len(data))])
	}
	body := string(data[3:])
	if !strings.HasPrefix(body, "ID,Name,Fed,Title,Rating,RD,Games,Rating exact,RD exact,FIDE,Last game,Running,Club,Note,Status,Active,Previous rating,Change,Period games,Period score\r\n") {
		t.Errorf("CSV header = %q", strings.SplitN(body, "\n", 2)[0])
	}
	if n, m := strings.Count(body, "\r\n"), strings.Count(body, "\n"); n != 6 || m != 6 {
		t.Errorf("CSV has %d CRLF and %d LF, want 6 lines all ended CRLF", n, m)
	}
	for _, want := range []string{
		`100001,"Example, Player",ENG,,1904,78,42,1903.5681234567892,78.16604123456788,,2025-10-15,no,"Chess Club, Leeds",12,fixed,yes,1900,4,2,1.5` + "\r\n",
		`100002,"'=HYPERLINK(""http://x.invalid"",""click"")",GER,GM IM,`,
		`,yes,'-SV,007,fixed,yes,2000,-10,1,0` + "\r\n",
		`100004,"Idle, Player",ITA,,,,0,,,,,no,,,unpublished,no,,,0,0` + "\r\n",
		`100005,'+44 Plus,'-x,'@CCM,1700,200,12,1700.25,200,,2019-01-01,no,,,published,no,1700,0,0,0` + "\r\n",
	} {
		if !strings.Contains(body, want) {
			t.Errorf("CSV lacks %q; got\n%s", want, body)
		}
	}
	// Every field reads back with encoding/csv, and no text field starts
	// with a formula character.
	r := csv.NewReader(strings.NewReader(body))
	records, err := r.ReadAll()
	if err != nil {
		t.Fatalf("reading the CSV back: %v", err)
	}
	for i, rec := range records {
		if len(rec) != 20 {
			t.Errorf("record %d has %d fields, want 20", i+1, len(rec))
		}
		for j, f := range rec {
			if f != "" && strings.ContainsRune("=+@\t\r", rune(f[0])) {
				t.Errorf("record %d field %d = %q starts with a formula character", i+1, j+1, f)
			}
			if f != "" && f[0] == '-' && !isNumber(f) {
				t.Errorf("record %d field %d = %q starts with '-' and is not a number", i+1, j+1, f)
			}
		}
	}
}

func isNumber(s string) bool {
	s = strings.TrimPrefix(s, "-")
	return s != "" && strings.Trim(s, "0123456789.") == ""
}

func TestWriteRatingCSVDeterministic(t *testing.T) {
	first := sampleCSV(t)
	for range 3 {
		if again := sampleCSV(t); !bytes.Equal(first, again) {
			t.Fatalf("WriteListExport gave different CSV bytes for the same export")
		}
	}
	// And through WriteListExport to files.
	res, _, list := samplePeriod(t)
	exp := xlsxio.ExportFromResult(res, list)
	dir := t.TempDir()
	for _, name := range []string{"a.csv", "b.csv"} {
		if err := xlsxio.WriteListExport(filepath.Join(dir, name), exp); err != nil {
			t.Fatal(err)
		}
	}
	a, _ := os.ReadFile(filepath.Join(dir, "a.csv"))
	b, _ := os.ReadFile(filepath.Join(dir, "b.csv"))
	if !bytes.Equal(a, b) || !bytes.Equal(a, first) {
		t.Errorf("WriteListExport .csv files differ from each other or from the first export")
	}
}

func TestEscapeFormula(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"Smith, John", "Smith, John"},
		{"=1+2", "'=1+2"},
		{"+44", "'+44"},
		{"-SV", "'-SV"},
		{"@SUM(A1)", "'@SUM(A1)"},
		{"\tx", "'\tx"},
		{"\rx", "'\rx"},
		{"'t Hart", "'t Hart"},
		{"'=x", "''=x"},
		{"''", "'''"},
		{"'", "'"},
		{"a=b", "a=b"},
		{"'\nx", "''\nx"}, // a CSV reader gives "'\r\nx" back as "'\nx"
		{"\nx", "\nx"},
	} {
		if got := xlsxio.EscapeFormula(tc.in); got != tc.want {
			t.Errorf("EscapeFormula(%q) = %q, want %q", tc.in, got, tc.want)
		}
		if back := xlsxio.UnescapeFormula(xlsxio.EscapeFormula(tc.in)); back != tc.in {
			t.Errorf("UnescapeFormula(EscapeFormula(%q)) = %q", tc.in, back)
		}
	}
}

// TestFormulaGuardOfALineBreak: a text that begins with a carriage return
// and a line feed is guarded, written quoted, and read back as the CSV
// reader reads every line break in a field, "\r\n" as "\n", without the
// apostrophe of the guard.
func TestFormulaGuardOfALineBreak(t *testing.T) {
	path := filepath.Join(t.TempDir(), "list.csv")
	text := "ID,Name,Rating,RD\n1,\"" + xlsxio.EscapeFormula("\r\nAnna") + "\",2000,50\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	list, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
	if list == nil || len(list.Players) != 1 {
		t.Fatalf("ReadRatingList: %v", ps)
	}
	if got, want := list.Players[0].Name, "Anna"; got != want {
		t.Errorf("name %q, want %q (the guard's apostrophe gone, the line break trimmed)", got, want)
	}
}

func FuzzEscapeFormula(f *testing.F) {
	for _, s := range []string{"", "=", "'", "''=", "'t", "-1", "@", "\t", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e := xlsxio.EscapeFormula(s)
		if back := xlsxio.UnescapeFormula(e); back != s {
			t.Errorf("UnescapeFormula(EscapeFormula(%q)) = %q", s, back)
		}
		if e != "" && strings.ContainsRune("=+-@\t\r", rune(e[0])) {
			t.Errorf("EscapeFormula(%q) = %q starts with a formula character", s, e)
		}
		// A text the writer leaves alone is read back unchanged.
		if e == s && xlsxio.UnescapeFormula(s) != s {
			t.Errorf("UnescapeFormula(%q) changes a text EscapeFormula leaves alone", s)
		}
	})
}

// FuzzWriteRatingCSVText: any text written to a CSV file reads back the
// same through encoding/csv and UnescapeFormula, as the CSV reader does.
func FuzzWriteRatingCSVText(f *testing.F) {
	for _, s := range []string{"", "=1", "a,b", `"q"`, "x\r\ny", " lead", "'=", "\uFEFF"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) || strings.ContainsRune(s, '\r') {
			return // encoding/csv turns \r\n inside a field into \n
		}
		exp := &xlsxio.ListExport{
			Columns: []xlsxio.Column{{Header: "ID", Format: xlsxio.FormatInteger}, {Header: "text", Format: xlsxio.FormatText}},
			Rows:    [][]xlsxio.Cell{{xlsxio.IntCell(1), xlsxio.TextCell(s)}},
		}
		data := string(exportCSV(t, exp))
		records, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(data, "\uFEFF"))).ReadAll()
		if err != nil {
			t.Fatalf("reading %q back: %v", data, err)
		}
		if len(records) != 2 || len(records[1]) != 2 {
			t.Fatalf("read back %q from %q", records, data)
		}
		if got := xlsxio.UnescapeFormula(records[1][1]); got != s {
			t.Errorf("text %q read back as %q", s, got)
		}
	})
}

func ExampleEscapeFormula() {
	for _, s := range []string{"=SUM(A1:A9)", "-SV Berlin", "'t Hart", "Smith, John"} {
		e := xlsxio.EscapeFormula(s)
		fmt.Printf("%-13s → %-14s → %s\n", s, e, xlsxio.UnescapeFormula(e))
	}
	// Output:
	// =SUM(A1:A9)   → '=SUM(A1:A9)   → =SUM(A1:A9)
	// -SV Berlin    → '-SV Berlin    → -SV Berlin
	// 't Hart       → 't Hart        → 't Hart
	// Smith, John   → Smith, John    → Smith, John
}
