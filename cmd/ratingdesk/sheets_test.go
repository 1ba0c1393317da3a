package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"ratingdesk/xlsxio"
)

// twoSheets copies the workbook src into a fresh folder with its first
// sheet copied, as a second sheet named second, and the first sheet's
// rows from the 42nd on deleted; it returns the copy's path and the
// first sheet's name.
func twoSheets(t *testing.T, src, second string) (string, string) {
	t.Helper()
	f, err := excelize.OpenFile(src)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	first := f.GetSheetName(0)
	i, err := f.NewSheet(second)
	if err == nil {
		err = f.CopySheet(0, i)
	}
	for err == nil {
		rows, _ := f.GetRows(first)
		if len(rows) <= 41 {
			break
		}
		err = f.RemoveRow(first, len(rows))
	}
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "two.xlsx")
	if err := f.SaveAs(path); err != nil {
		t.Fatal(err)
	}
	return path, first
}

// TestCheckGameListOnTwoSheets: check reads every sheet of a game list
// and counts the games of each (docs/cli.md `check`); until 2026-11-28 it
// read the first alone.
func TestCheckGameListOnTwoSheets(t *testing.T) {
	path, first := twoSheets(t, "../../testdata/sample-games.xlsx", "Other")
	status, stdout, stderr := runCLI(t, "check", path)
	want := `ok, game list, 2 sheets, 189 rows: 189 games ("` + first + `" 40, "Other" 149)`
	if status != exitOK || !strings.Contains(stdout, want) {
		t.Errorf("check = %d, %q, %q; want %q", status, stdout, stderr, want)
	}
	status, stdout, _ = runCLI(t, "check", "--sheet", "Other", path)
	if status != exitOK || !strings.Contains(stdout, "ok, game list, 149 rows: 149 games") {
		t.Errorf("check --sheet Other = %d, %q; want its 149 games alone", status, stdout)
	}
}

// TestRateListSheet: rate --list-sheet reads the sheet named; without
// it the warning says how to read another; a sheet the workbook lacks,
// or --list-sheet with a CSV list, is a mistake of the command line.
func TestRateListSheet(t *testing.T) {
	path, _ := twoSheets(t, sampleList, "2025-4")
	games := "../../testdata/sample-games.csv"
	out := filepath.Join(t.TempDir(), "new.csv")
	args := []string{"rate", "--list", path, "--results", games, "--period", "2026/1", "--out", out}
	_, _, stderr := runCLI(t, args...)
	if !strings.Contains(stderr, `sheets with a rating list`) || !strings.Contains(stderr, xlsxio.OtherSheetRemedy) {
		t.Errorf("rate without --list-sheet: %q; want the warning saying how to read another sheet", stderr)
	}
	status, _, stderr := runCLI(t, append(args, "--list-sheet", "2025-4")...)
	if status != exitOK || strings.Contains(stderr, "sheets with a rating list") {
		t.Errorf("rate --list-sheet 2025-4 = %d, %q", status, stderr)
	}
	for _, bad := range [][]string{{"--list-sheet", "2025-9"}, {"--list", sampleList[:len(sampleList)-5] + ".csv", "--list-sheet", "A"}} {
		if status, _, stderr := runCLI(t, append(args, bad...)...); status != exitUsage || !strings.Contains(stderr, "--list-sheet") {
			t.Errorf("rate %q = %d, %q; want a usage error", bad, status, stderr)
		}
	}
}

// TestRatedWorkbookGamesNotResults: the Games and Excluded sheets of a
// workbook rate wrote are its audit trail, not game lists (docs/formats.md
// "Game list"): check says nothing of them, and the workbook given as
// --list and --results is still refused as results, while a workbook a TD
// made with a rating list and a game list is read for both.
func TestRatedWorkbookGamesNotResults(t *testing.T) {
	dir := t.TempDir()
	rated := filepath.Join(dir, "rated.xlsx")
	if status, _, stderr := runCLI(t, "rate", "--list", sampleList, "--results", "../../testdata/sample-games.csv", "--period", "2026/1", "--out", rated); status != exitOK {
		t.Fatalf("rate = %d: %s", status, stderr)
	}
	if _, _, stderr := runCLI(t, "check", rated); strings.Contains(stderr, "also holds") {
		t.Errorf("check of a rated workbook: %q", stderr)
	}
	status, _, stderr := runCLI(t, "rate", "--list", rated, "--results", rated, "--period", "2026/2", "--out", filepath.Join(dir, "again.csv"))
	if status == exitOK || !strings.Contains(stderr, "this is a rating list, not a results source: expected a game list") {
		t.Errorf("rate --list rated --results rated = %d, %q; want refused", status, stderr)
	}
}
