package main

import (
	"bytes"
	"encoding/csv"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// brokenSection is a section of one kind (PGN, TRF, CSV, XLSX) broken in
// one way, and the place the problem must name.
type brokenSection struct {
	name  string
	make  func(t *testing.T, dir string) []string // the norms arguments
	place string
}

// pgnBroken is sample-games.pgn with old replaced by new, written to dir,
// and the norms arguments that read it as a section of list.
func pgnBroken(old, new string, n int, list string) func(t *testing.T, dir string) []string {
	return func(t *testing.T, dir string) []string {
		t.Helper()
		b, err := os.ReadFile("../../testdata/sample-games.pgn")
		if err != nil {
			t.Fatal(err)
		}
		text := string(b)
		if old != "" && !strings.Contains(text, old) {
			t.Fatalf("sample-games.pgn has no %q", old)
		}
		if old == "" {
			text = new
		} else {
			text = strings.Replace(text, old, new, n)
		}
		return []string{"--crosstable", writeFileIn(t, dir, "bad.pgn", text), "--list", list, "--type", "Master norm"}
	}
}

// trfBroken is the GM-A section of the sample workbook as a TRF, with old
// replaced by new once.
func trfBroken(old, new string) func(t *testing.T, dir string) []string {
	return func(t *testing.T, dir string) []string {
		t.Helper()
		path := filepath.Join(dir, "gm-a.trf")
		if status, _, stderr := runCLI(t, "trf", "--crosstable", sampleSections, "--sheet", "GM-A", "--out", path); status != exitOK {
			t.Fatalf("trf exited %d: %s", status, stderr)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(b), old) {
			t.Fatalf("the TRF has no %q", old)
		}
		return []string{"--crosstable", writeFileIn(t, dir, "bad.trf", strings.Replace(string(b), old, new, 1))}
	}
}

// csvBroken is sample-section-cancelled.csv with old replaced by new once.
func csvBroken(old, new string) func(t *testing.T, dir string) []string {
	return func(t *testing.T, dir string) []string {
		t.Helper()
		b, err := os.ReadFile("../../testdata/sample-section-cancelled.csv")
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(b), old) {
			t.Fatalf("the crosstable has no %q", old)
		}
		return []string{"--crosstable", writeFileIn(t, dir, "bad.csv", strings.Replace(string(b), old, new, 1))}
	}
}

// xlsxBroken is the sample workbook with cell of sheet GM-A set to value.
func xlsxBroken(cell, value string) func(t *testing.T, dir string) []string {
	return func(t *testing.T, dir string) []string {
		t.Helper()
		f, err := excelize.OpenFile(sampleSections)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := f.SetCellValue("GM-A", cell, value); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, "bad.xlsx")
		if err := f.SaveAs(path); err != nil {
			t.Fatal(err)
		}
		return []string{"--crosstable", path, "--sheet", "GM-A"}
	}
}

// TestNormsBrokenSections feeds sections broken in many ways, of every
// kind norms reads, through `norms`: none may panic (a tester: a PGN
// game's EndDate before its EventDate did), each exits 1 with a problem
// naming the place, and nothing is written.
func TestNormsBrokenSections(t *testing.T) {
	list := "../../testdata/sample-list.csv"
	cases := []brokenSection{
		{"pgn end before event", pgnBroken(`[EndDate "2025.06.02"]`, `[EndDate "2024.06.02"]`, 1, list), "bad.pgn:game 1 (line 14): EndDate"},
		{"pgn result", pgnBroken(`[Result "1/2-1/2"]`, `[Result "2-0"]`, 1, list), "bad.pgn:game 1 (line 11)"},
		{"pgn id", pgnBroken(`[WhiteIccfID "930104"]`, `[WhiteIccfID "abc"]`, 1, list), "bad.pgn:game 1 (line 12)"},
		{"pgn no moves", pgnBroken("", "[Event \"Alpe Adria Masters 2025\"]\n", 0, list), "bad.pgn:game 1 (line 1)"},
		{"pgn two sections", pgnBroken(`[Section "M-7"]`, `[Section "M-8"]`, 1, list), "bad.pgn:game 2 (line 18)"},
		{"pgn list broken", pgnBroken(`[Section "M-7"]`, `[Section "M-7"]`, 1, "../../testdata/sample-games.csv"), "sample-games.csv"},
		{"trf result", trfBroken("    3 b =", "    3 b Q"), "bad.trf:line 11, column 119"},
		{"trf date", trfBroken("042 2024/03/15", "042 2024/13/45"), "bad.trf:line 2"},
		{"csv result", csvBroken("x,½,½,½", "x,7,½,½"), "bad.csv:K11"},
		{"csv start", csvBroken("Start,2024-03-15", "Start,2099-03-15"), "bad.csv:B4"},
		{"xlsx result", xlsxBroken("J11", "7"), "GM-A!J11"},
		{"xlsx start", xlsxBroken("B4", "45.03.2024"), "GM-A!B4"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			out := filepath.Join(dir, "norms.xlsx")
			args := append([]string{"norms"}, tc.make(t, dir)...)
			status, _, stderr := runCLI(t, append(args, "--out", out)...)
			if status != exitProblems || !strings.Contains(stderr, tc.place) {
				t.Errorf("norms(%s) = %d, %q; want %d and a problem at %q", tc.name, status, stderr, exitProblems, tc.place)
			}
			if _, err := os.Stat(out); err == nil {
				t.Errorf("norms(%s) wrote %s", tc.name, out)
			}
		})
	}
}

// TestNormsPGNListWithoutRD: the norms use no RD, so the --list of a PGN
// section may be a list of the 2017 system, without an RD column; it
// was refused with advice of --default-rd, a flag norms does not have (a
// tester).
func TestNormsPGNListWithoutRD(t *testing.T) {
	dir := t.TempDir()
	b, err := os.ReadFile("../../testdata/sample-list.csv")
	if err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(b, []byte("\ufeff")))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	for _, r := range rows {
		_ = w.Write(append(append(append([]string{}, r[:5]...), r[6:8]...), r[9:]...)) // without RD and RD exact
	}
	w.Flush()
	list := writeFileIn(t, dir, "list2017.csv", buf.String())
	out := filepath.Join(dir, "norms.csv")
	status, _, stderr := runCLI(t, "norms", "--crosstable", "../../testdata/sample-games.pgn", "--list", list, "--type", "Master norm", "--out", out)
	if status != exitOK || strings.Contains(stderr, "default-rd") || strings.Contains(stderr, "RD") {
		t.Errorf("norms with a list without RD = %d, %q; want %d and no word of an RD", status, stderr, exitOK)
	}
	if _, err := os.Stat(out); err != nil {
		t.Errorf("norms with a list without RD wrote no %s", out)
	}
}
