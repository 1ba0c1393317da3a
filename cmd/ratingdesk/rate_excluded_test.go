package main

import (
	"bytes"
	"encoding/csv"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// TestRateSummaryNamesGamesNotRated: besides the counts, the summary names
// where the first games not rated for each reason were read (file, sheet
// and cell, the finish date when the date is the reason), one line a
// reason, and says where all of them are: a CSV output has no Excluded
// sheet (a tester: "1 finished before the period", but which?). The lines
// before are as they were.
func TestRateSummaryNamesGamesNotRated(t *testing.T) {
	dir := t.TempDir()
	games := "../../testdata/sample-games.xlsx"
	rate := func(extra ...string) string {
		t.Helper()
		args := append([]string{"rate", "--list", "../../testdata/sample-list.xlsx", "--results", games, "--period", "2026/1"}, extra...)
		status, stdout, stderr := runCLI(t, args...)
		if status != exitOK {
			t.Fatalf("rate %v exited %d: %s", extra, status, stderr)
		}
		return stdout
	}
	places := "games: 130 rated, 19 not rated (4 not finished, 4 forfeit (game not played), 3 finished before the period, 2 finished after the period, 6 tournament not rated)\n" +
		"  not rated, not finished: " + games + ":Games!C25, C45, C92 and 1 more\n" +
		"  not rated, forfeit (game not played): " + games + ":Games!C48, C73, C96 and 1 more\n" +
		"  not rated, finished before the period: " + games + ":Games!D46 (2025-08-11), D77 (2025-08-29), D108 (2025-08-24)\n" +
		"  not rated, finished after the period: " + games + ":Games!D24 (2025-12-07), D107 (2025-12-15)\n" +
		"  not rated, tournament not rated: " + games + ":Games!C121, C122, C123 and 3 more\n"
	csvOut, xlsxOut, ex := filepath.Join(dir, "new.csv"), filepath.Join(dir, "new.xlsx"), filepath.Join(dir, "excluded.csv")
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"a CSV output", []string{"--out", csvOut},
			places + "  --excluded FILE.csv lists every game not rated, with where it was read and why\nwrote " + csvOut + "\n"},
		{"a workbook", []string{"--out", xlsxOut},
			places + "  every game not rated is listed on the Excluded sheet of " + xlsxOut + "\nwrote " + xlsxOut + "\n"},
		{"--excluded", []string{"--out", csvOut, "--excluded", ex},
			places + "  every game not rated is listed in " + ex + "\nwrote " + csvOut + "\nwrote " + ex + "\n"},
	}
	for _, tt := range tests {
		if got := rate(tt.args...); !strings.HasSuffix(got, tt.want) {
			t.Errorf("rate %s: summary\n%s\nwant it to end\n%s", tt.name, got, tt.want)
		}
	}
}

// TestRateExcludedCSV: --excluded writes the Excluded sheet of the
// workbook as CSV, the same rows and columns (dates as YYYY-MM-DD).
func TestRateExcludedCSV(t *testing.T) {
	dir := t.TempDir()
	xlsxOut, ex := filepath.Join(dir, "new.xlsx"), filepath.Join(dir, "excluded.csv")
	status, _, stderr := runCLI(t, "rate", "--list", "../../testdata/sample-list.xlsx", "--results", "../../testdata/sample-games.xlsx",
		"--period", "2026/1", "--out", xlsxOut, "--excluded", ex)
	if status != exitOK {
		t.Fatalf("rate exited %d: %s", status, stderr)
	}
	data, err := os.ReadFile(ex)
	if err != nil {
		t.Fatal(err)
	}
	got, err := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenFile(xlsxOut)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want, err := f.GetRows("Excluded")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 20 || len(want) != 20 {
		t.Fatalf("--excluded has %d rows and the Excluded sheet %d, want 20 (a header and the 19 games not rated)", len(got), len(want))
	}
	for i := range want {
		w := slices.Clone(want[i])
		for len(w) < len(got[i]) {
			w = append(w, "") // GetRows drops the empty cells at a row's end
		}
		for k := range w {
			w[k] = strings.TrimPrefix(w[k], "'")
			got[i][k] = strings.TrimPrefix(got[i][k], "'") // the CSV writer's guard before +/-
		}
		if !slices.Equal(got[i], w) {
			t.Errorf("--excluded row %d = %q, want the Excluded sheet's %q", i+1, got[i], w)
		}
	}
}
