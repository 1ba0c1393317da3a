package xlsxio_test

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

func TestParseCSVLocale(t *testing.T) {
	tests := []struct {
		in   string
		want xlsxio.CSVFormat
	}{
		{"input", xlsxio.CSVFormat{}}, {"de_DE", xlsxio.CSVSemicolon}, {"es-419", xlsxio.CSVSemicolon}, {"zh-Hans", xlsxio.CSVComma},
		{"en", xlsxio.CSVComma}, {"en_GB.UTF-8", xlsxio.CSVComma}, {"ja", xlsxio.CSVComma},
		{"de", xlsxio.CSVSemicolon}, {"fr", xlsxio.CSVSemicolon}, {"de_DE.UTF-8", xlsxio.CSVSemicolon},
		{"pt-BR", xlsxio.CSVSemicolon}, {"hr", xlsxio.CSVSemicolon}, {"DE", xlsxio.CSVSemicolon},
		{"de-CH", xlsxio.CSVComma}, {"fr_CH", xlsxio.CSVComma},
	}
	for _, tc := range tests {
		if got, err := xlsxio.ParseCSVLocale(tc.in); err != nil || got != tc.want {
			t.Errorf("ParseCSVLocale(%q) = %v, %v, want %v", tc.in, got, err, tc.want)
		}
	}
	// No language: an empty value, a made-up code, a made-up region (a
	// tester: xx and zz-ZZ were taken, writing semicolons).
	for _, bad := range []string{"german", "1", "x", "", "xx", "zz-ZZ", "de-Germany", "qq_QQ.UTF-8"} {
		if _, err := xlsxio.ParseCSVLocale(bad); err == nil {
			t.Errorf("ParseCSVLocale(%q) = nil error, want one", bad)
		}
	}
}

func TestParseCSVLocaleAuto(t *testing.T) {
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_NUMERIC", "fr_FR.UTF-8")
	t.Setenv("LANG", "en_US.UTF-8")
	if got, err := xlsxio.ParseCSVLocale("auto"); err != nil || got != xlsxio.CSVSemicolon {
		t.Errorf("ParseCSVLocale(%q) with LC_NUMERIC=fr_FR = %v, %v, want %v", "auto", got, err, xlsxio.CSVSemicolon)
	}
	t.Setenv("LC_NUMERIC", "C")
	if got, _ := xlsxio.ParseCSVLocale("auto"); got != xlsxio.CSVComma {
		t.Errorf("ParseCSVLocale(%q) with LANG=en_US = %v, want %v", "auto", got, xlsxio.CSVComma)
	}
}

// TestExportCSVSemicolon writes the export for German or French Excel:
// semicolons and decimal commas, and reads it back to the same cells.
func TestExportCSVSemicolon(t *testing.T) {
	res, list := plainPeriod(t)
	exp := xlsxio.ExportFromResult(res, list)
	exp.CSV = xlsxio.CSVSemicolon
	path := roundTrip(t, exp, ".csv", true)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\r\n")
	if !strings.HasPrefix(lines[0], "\uFEFFID;") || strings.Contains(lines[0], ",") {
		t.Errorf("header line = %q, want fields separated by semicolons", lines[0])
	}
	if !regexpDecimalComma.MatchString(string(data)) || regexpDecimalPoint.MatchString(string(data)) {
		t.Errorf("CSV for de has no decimal comma, or a decimal point:\n%s", data)
	}
	// The list read back remembers its format, so that the next export
	// writes semicolons again by default.
	again, problems := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
	noErrors(t, problems)
	if again.CSV != xlsxio.CSVSemicolon {
		t.Errorf("ReadRatingList(semicolon CSV).CSV = %v, want %v", again.CSV, xlsxio.CSVSemicolon)
	}
	second := filepath.Join(t.TempDir(), "again.csv")
	if err := xlsxio.WriteListExport(second, xlsxio.ExportFromList(again)); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(second); !bytes.Equal(b, data) {
		t.Errorf("a semicolon list exported again (format as the input) differs:\n%s\nwant\n%s", b, data)
	}
}

// TestExportCSVDefaultComma: with no CSV input and no locale chosen the
// CSV is comma separated with a decimal point, as before.
func TestExportCSVDefaultComma(t *testing.T) {
	res, list := plainPeriod(t)
	list.CSV = xlsxio.CSVFormat{}
	path := roundTrip(t, xlsxio.ExportFromResult(res, list), ".csv", true)
	data, _ := os.ReadFile(path)
	if !strings.HasPrefix(string(data), "\uFEFFID,") || regexpDecimalComma.MatchString(string(data)) {
		t.Errorf("default CSV is not comma separated with a decimal point:\n%s", data)
	}
}

// A decimal number of the export with a comma or a point (Rating exact,
// RD exact), between separators.
var (
	regexpDecimalComma = regexp.MustCompile(`;\d+,\d+;`)
	regexpDecimalPoint = regexp.MustCompile(`[;,]\d+\.\d+[;,]`)
)

// TestListCSVFormatOfUnicodeText: a list read from Excel's "Unicode text"
// (UTF-16, tab separated) is written back "as the input was" with commas
// and decimal points, which a spreadsheet opens in columns as a .csv file,
// not with tabs; comma and semicolon lists keep their own separator.
func TestListCSVFormatOfUnicodeText(t *testing.T) {
	tests := []struct {
		name, text string
		want       xlsxio.CSVFormat
	}{
		{"UTF-16 tabs", utf16Text("ID\tName\tRating\tRD\n1\tA\t1900.5\t80\n", false, true), xlsxio.CSVComma},
		{"UTF-16 tabs, decimal comma", utf16Text("ID\tName\tRating\tRD\n1\tA\t1900,5\t80\n", false, true), xlsxio.CSVComma},
		{"semicolons", "ID;Name;Rating;RD\n1;A;1900,5;80\n", xlsxio.CSVSemicolon},
	}
	for _, tt := range tests {
		path := filepath.Join(t.TempDir(), "list.csv")
		if err := os.WriteFile(path, []byte(tt.text), 0o644); err != nil {
			t.Fatal(err)
		}
		rl, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
		if rl == nil {
			t.Fatalf("%s: not read: %v", tt.name, ps)
		}
		if rl.CSV.Separator != tt.want.Separator || rl.CSV.Mark != tt.want.Mark {
			t.Errorf("%s: list CSV format %+v, want %+v", tt.name, rl.CSV, tt.want)
		}
	}
}
