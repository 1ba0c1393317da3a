package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// sectionCommaCSV is a section of three players read from a comma CSV
// file; player 1's Ra is 2275.5, a number with decimals.
const sectionCommaCSV = "Tournament,Cup\nStart,2024-01-15\n\n" +
	"No,ID,Name,Rating,Status,1,2,3\n" +
	"1,101,\"Alpha, A\",2400,fixed,x,1,1\n" +
	"2,102,\"Beta, B\",2301,fixed,0,x,1\n" +
	"3,103,\"Gamma, C\",2250,fixed,0,0,x\n"

// sectionSemicolonCSV is the section as German Excel saves it.
var sectionSemicolonCSV = strings.ReplaceAll(sectionCommaCSV, ",", ";")

// writeTemp writes text into a file name of a new folder and returns its
// path.
func writeTemp(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// csvHeader is the first line of a CSV output.
func csvHeader(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	h, _, _ := strings.Cut(string(data), "\r\n")
	return h
}

// TestNormsCSVLocale: norms writes its CSV as the crosstable was, as rate
// writes its list as the --list was, unless --csv-locale says otherwise
// (a tester: a German crosstable gave commas and decimal points, and the
// flag was unknown).
func TestNormsCSVLocale(t *testing.T) {
	comma := writeTemp(t, "cup.csv", sectionCommaCSV)
	semicolon := writeTemp(t, "pokal.csv", sectionSemicolonCSV)
	cases := []struct {
		name, crosstable string
		extra            []string
		header, number   string
	}{
		{"comma crosstable", comma, nil, "\uFEFFID,No,Name,", ",2275.5,"},
		{"semicolon crosstable", semicolon, nil, "\uFEFFID;No;Name;", ";2275,5;"},
		{"semicolon crosstable, input", semicolon, []string{"--csv-locale", "input"}, "\uFEFFID;No;Name;", ";2275,5;"},
		{"semicolon crosstable, en", semicolon, []string{"--csv-locale", "en"}, "\uFEFFID,No,Name,", ",2275.5,"},
		{"comma crosstable, de", comma, []string{"--csv-locale", "de"}, "\uFEFFID;No;Name;", ";2275,5;"},
	}
	for _, c := range cases {
		out := filepath.Join(t.TempDir(), "norms.csv")
		args := append([]string{"norms", "--crosstable", c.crosstable, "--out", out}, c.extra...)
		if status, _, stderr := runCLI(t, args...); status != exitOK {
			t.Fatalf("%s: norms = %d: %s", c.name, status, stderr)
		}
		data, _ := os.ReadFile(out)
		if h := csvHeader(t, out); !strings.HasPrefix(h, c.header) || !strings.Contains(string(data), c.number) {
			t.Errorf("%s: norms %q wrote header %q, want %q and %q in\n%s", c.name, c.extra, h, c.header, c.number, data)
		}
	}
}

// TestCSVLocaleRefused: --csv-locale is refused, as rate's, with an
// .xlsx --out and with a value that is no language; given with an output
// of another kind, the extension is refused and the output is not called
// a workbook (a tester: "an .xlsx workbook" of --out h2.txt).
func TestCSVLocaleRefused(t *testing.T) {
	dir := t.TempDir()
	ct := writeTemp(t, "cup.csv", sectionCommaCSV)
	list, games := filepath.Join(historyDir, "start-list.csv"), filepath.Join(historyDir, "games.csv")
	official := filepath.Join(historyDir, "official-2025-1.csv")
	cases := []struct {
		name      string
		args      []string
		want, not string
	}{
		{"norms xlsx", []string{"norms", "--crosstable", ct, "--out", filepath.Join(dir, "n.xlsx"), "--csv-locale", "de"},
			"--csv-locale goes with a .csv --out: an .xlsx workbook has no separator", ""},
		{"norms german", []string{"norms", "--crosstable", ct, "--out", filepath.Join(dir, "n.csv"), "--csv-locale", "german"},
			`--csv-locale "german": want a language such as en (comma, decimal point), de or fr (semicolon, decimal comma), auto (this computer's language) or input (as the --crosstable file)`, ""},
		{"reconcile xlsx", []string{"reconcile", "--official", official, "--computed", list, "--out", filepath.Join(dir, "d.xlsx"), "--csv-locale", "de"},
			"--csv-locale goes with a .csv --out: an .xlsx workbook", ""},
		{"reconcile german", []string{"reconcile", "--official", official, "--computed", list, "--out", filepath.Join(dir, "d.csv"), "--csv-locale", "german"},
			`--csv-locale "german": want a language such as en`, ""},
		{"replay txt", []string{"replay", "--list", list, "--results", games, "--from", "2024/1", "--to", "2024/2",
			"--out", filepath.Join(dir, "h2.txt"), "--lists", filepath.Join(dir, "l"), "--lists-format", "xlsx", "--csv-locale", "de"},
			"a .txt file cannot be written here", "workbook"},
		{"rate txt", []string{"rate", "--list", list, "--results", games, "--period", "2024/1", "--out", filepath.Join(dir, "r.txt"), "--csv-locale", "de"},
			"a .txt file cannot be written here", "workbook"},
		{"replay xlsx", []string{"replay", "--list", list, "--results", games, "--from", "2024/1", "--to", "2024/2",
			"--out", filepath.Join(dir, "h2.xlsx"), "--csv-locale", "de"},
			"--csv-locale goes with a .csv --out or --lists in csv: an .xlsx workbook", ""},
	}
	for _, c := range cases {
		status, _, stderr := runCLI(t, c.args...)
		if status != exitUsage || !strings.Contains(stderr, c.want) || (c.not != "" && strings.Contains(stderr, c.not)) {
			t.Errorf("%s: %q = %d,\n%s\nwant %d, %q and not %q", c.name, c.args, status, stderr, exitUsage, c.want, c.not)
		}
	}
}

// TestReconcileCSVLocale: reconcile writes its CSV as the --computed list
// was, or as --csv-locale says.
func TestReconcileCSVLocale(t *testing.T) {
	official, computed := filepath.Join(historyDir, "official-2025-1.csv"), filepath.Join(historyDir, "start-list.csv")
	for _, c := range []struct {
		extra  []string
		header string
	}{
		{nil, "\uFEFFID,Name,"},
		{[]string{"--csv-locale", "de"}, "\uFEFFID;Name;"},
		{[]string{"--csv-locale", "en"}, "\uFEFFID,Name,"},
	} {
		out := filepath.Join(t.TempDir(), "d.csv")
		args := append([]string{"reconcile", "--official", official, "--computed", computed, "--out", out}, c.extra...)
		if status, _, stderr := runCLI(t, args...); status != exitOK {
			t.Fatalf("reconcile %q = %d: %s", c.extra, status, stderr)
		}
		if h := csvHeader(t, out); !strings.HasPrefix(h, c.header) {
			t.Errorf("reconcile %q: header %q, want %q", c.extra, h, c.header)
		}
	}
}
