package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// rateCSV runs rate on the sample's games for 2026/1 into a CSV file with
// the extra flags and returns the file's text.
func rateCSV(t *testing.T, list string, extra ...string) string {
	t.Helper()
	return rateCSVPeriod(t, list, "2026/1", extra...)
}

// rateCSVPeriod is rateCSV for a period: a list written by 2026/1 is
// rated on for 2026/2 (the sample's games all finished in 2026/1's
// window, so that none is rated, which --allow-no-games lets be written).
func rateCSVPeriod(t *testing.T, list, period string, extra ...string) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), "new.csv")
	args := append([]string{"rate", "--list", list, "--results", "../../testdata/sample-games.xlsx", "--period", period, "--allow-no-games", "--out", out}, extra...)
	status, _, stderr := runCLI(t, args...)
	if status != exitOK {
		t.Fatalf("%q exited %d: %s", args, status, stderr)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func TestRateCSVLocale(t *testing.T) {
	header := func(text string) string { h, _, _ := strings.Cut(text, "\r\n"); return h }
	if h := header(rateCSV(t, sampleList)); !strings.HasPrefix(h, "\uFEFFID,") {
		t.Errorf("rate with a workbook list: header %q, want comma separated", h)
	}
	for _, loc := range []string{"de", "fr"} {
		text := rateCSV(t, sampleList, "--csv-locale", loc)
		if h := header(text); !strings.HasPrefix(h, "\uFEFFID;") {
			t.Errorf("--csv-locale %s: header %q, want semicolon separated", loc, h)
		}
		if !regexpDecimalComma.MatchString(text) {
			t.Errorf("--csv-locale %s: no number with a decimal comma", loc)
		}
		// The list written reads back, and a run from it writes semicolons
		// again without the flag (default: as the input).
		path := filepath.Join(t.TempDir(), "list.csv")
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		list, problems := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
		if problems.HasErrors() || list.CSV != xlsxio.CSVSemicolon {
			t.Fatalf("--csv-locale %s: read back CSV = %v, problems %v", loc, list.CSV, problems)
		}
		if h := header(rateCSVPeriod(t, path, "2026/2")); !strings.HasPrefix(h, "\uFEFFID;") {
			t.Errorf("rate from a semicolon list: header %q, want semicolon separated", h)
		}
		if h := header(rateCSVPeriod(t, path, "2026/2", "--csv-locale", "en")); !strings.HasPrefix(h, "\uFEFFID,") {
			t.Errorf("--csv-locale en from a semicolon list: header %q, want comma separated", h)
		}
	}
	status, _, stderr := runCLI(t, "rate", "--list", sampleList, "--results", "../../testdata/sample-games.xlsx", "--period", "2026/1",
		"--out", filepath.Join(t.TempDir(), "x.csv"), "--csv-locale", "german")
	if status != exitUsage || !strings.Contains(stderr, `--csv-locale "german": want a language such as en`) {
		t.Errorf("--csv-locale german: exit %d, stderr %q", status, stderr)
	}
}

// regexpDecimalComma finds a number with a decimal comma between
// semicolons.
var regexpDecimalComma = regexp.MustCompile(`;\d+,\d+;`)

// TestCSVLocaleNoLanguage: a --csv-locale value that names no language,
// empty or made up, is refused by rate and norms before any work (a
// tester: xx, zz-ZZ and "" were taken, xx writing semicolons).
func TestCSVLocaleNoLanguage(t *testing.T) {
	dir := t.TempDir()
	for _, value := range []string{"xx", "zz-ZZ", ""} {
		for _, args := range [][]string{
			{"rate", "--list", sampleList, "--results", "../../testdata/sample-games.xlsx", "--period", "2026/1", "--out", filepath.Join(dir, "x.csv")},
			{"norms", "--crosstable", "../../testdata/sample-section-double.csv", "--out", filepath.Join(dir, "n.csv")},
		} {
			status, _, stderr := runCLI(t, append(args, "--csv-locale", value)...)
			if want := "--csv-locale \"" + value + "\": want a language such as en"; status != exitUsage || !strings.Contains(stderr, want) {
				t.Errorf("%s --csv-locale %q = %d, %q, want %d and %q", args[0], value, status, stderr, exitUsage, want)
			}
		}
	}
}
