package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTRFCommand: `trf` writes a workbook's section as a TRF that
// `check` and `norms` take, with the same norms as the workbook's.
func TestTRFCommand(t *testing.T) {
	dir := t.TempDir()
	book := "../../testdata/sample-sections.xlsx"
	out := filepath.Join(dir, "gm-a.trf")
	status, stdout, stderr := runCLI(t, "trf", "--crosstable", book, "--sheet", "GM-A", "--out", out)
	if status != exitOK || stdout != "wrote "+out+": Jubilee Invitational 2024 / GM-A, 13 players\n" {
		t.Fatalf("trf exited %d, stdout %q, stderr %q", status, stdout, stderr)
	}
	status, stdout, stderr = runCLI(t, "check", out)
	if want := out + ": ok, crosstable file with 1 section: Jubilee Invitational 2024 / GM-A (13 players)\n"; status != exitOK || stdout != want {
		t.Errorf("check %s exited %d: %q, %q; want %q", out, status, stdout, stderr, want)
	}
	fromTRF, fromBook := filepath.Join(dir, "n1.csv"), filepath.Join(dir, "n2.csv")
	if status, _, stderr := runCLI(t, "norms", "--crosstable", out, "--out", fromTRF); status != exitOK {
		t.Fatalf("norms --crosstable %s exited %d: %s", out, status, stderr)
	}
	if status, _, stderr := runCLI(t, "norms", "--crosstable", book, "--sheet", "GM-A", "--out", fromBook); status != exitOK {
		t.Fatalf("norms of the workbook exited %d: %s", status, stderr)
	}
	a, _ := os.ReadFile(fromTRF)
	b, _ := os.ReadFile(fromBook)
	if len(a) == 0 || string(a) != string(b) {
		t.Errorf("norms of the TRF:\n%s\nwant those of the workbook:\n%s", a, b)
	}
}

// TestTRFCommandUsage: the command line is checked before anything is
// read.
func TestTRFCommandUsage(t *testing.T) {
	book := "../../testdata/sample-sections.xlsx"
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--out", "x.trf"}, "--crosstable is required"},
		{[]string{"--crosstable", book}, "--out is required"},
		{[]string{"--crosstable", book, "--out", filepath.Join(t.TempDir(), "x.xlsx")}, "cannot write --out"},
		{[]string{"--crosstable", book, "--out", filepath.Join(t.TempDir(), "x.trf")}, "holds 4 sections, one a sheet; choose one with --sheet"},
	} {
		status, _, stderr := runCLI(t, append([]string{"trf"}, tc.args...)...)
		if status != exitUsage || !strings.Contains(stderr, tc.want) {
			t.Errorf("trf %v exited %d: %q; want %d and %q", tc.args, status, stderr, exitUsage, tc.want)
		}
	}
}

// TestSheetNotInWorkbook: a --sheet the workbook does not have is a
// mistake of the command line (exit 2), in norms and trf alike, and the
// message names the sheets the workbook has; a sheet named in another
// case is the sheet (as spreadsheet programs match names).
func TestSheetNotInWorkbook(t *testing.T) {
	book := "../../testdata/sample-sections.xlsx"
	dir := t.TempDir()
	want := `--sheet "Nope": ` + book + ` has no sheet of that name; its sheets are "GM-A", "VI-A", "M-7", "DR-1"`
	for _, tc := range []struct {
		cmd, sheet, out string
		status          int
	}{
		{"norms", "Nope", "n.xlsx", exitUsage},
		{"trf", "Nope", "x.trf", exitUsage},
		{"norms", "gm-a", "gm.xlsx", exitOK},
		{"trf", "m-7", "m7.trf", exitOK},
	} {
		out := filepath.Join(dir, tc.out)
		status, _, stderr := runCLI(t, tc.cmd, "--crosstable", book, "--sheet", tc.sheet, "--out", out)
		if status != tc.status {
			t.Errorf("%s --sheet %s exited %d, want %d: %s", tc.cmd, tc.sheet, status, tc.status, stderr)
		}
		if tc.status == exitUsage && !strings.Contains(stderr, "ratingdesk "+tc.cmd+": "+want) {
			t.Errorf("%s --sheet %s: stderr %q, want %q", tc.cmd, tc.sheet, stderr, want)
		}
		if _, err := os.Stat(out); (err == nil) != (tc.status == exitOK) {
			t.Errorf("%s --sheet %s: output written: %v, want %v", tc.cmd, tc.sheet, err == nil, tc.status == exitOK)
		}
	}
}

// TestTRFDocExample: docs/cli.md's `trf` example prints what the program
// prints: `trf` warns that the section is still running, counting its
// games not finished, and `check out/m-7.trf` says ok. The section's 36 games without a
// finish date are not warned of without a rating list (a crosstable
// checked alone is for its norms; desk.UndatedWarnings), which the
// example showed until 2026-11-28.
func TestTRFDocExample(t *testing.T) {
	doc, err := os.ReadFile("../../docs/cli.md")
	if err != nil {
		t.Fatal(err)
	}
	_, after, found := strings.Cut(string(doc), "$ ratingdesk check out/m-7.trf\n")
	if !found {
		t.Fatal("docs/cli.md has no example `$ ratingdesk check out/m-7.trf`")
	}
	want, _, _ := strings.Cut(after, "$ ")
	book, err := filepath.Abs("../../testdata/sample-sections.xlsx")
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(t.TempDir())
	if err := os.Mkdir("out", 0o755); err != nil {
		t.Fatal(err)
	}
	_, after, found = strings.Cut(string(doc), "$ ratingdesk trf --crosstable testdata/sample-sections.xlsx --sheet M-7 --out out/m-7.trf\n")
	if !found {
		t.Fatal("docs/cli.md has no example `$ ratingdesk trf … --sheet M-7 --out out/m-7.trf`")
	}
	wantTRF, _, _ := strings.Cut(after, "$ ")
	status, stdout, stderr := runCLI(t, "trf", "--crosstable", book, "--sheet", "M-7", "--out", "out/m-7.trf")
	if got := stderr + stdout; status != exitOK || got != wantTRF {
		t.Errorf("trf … --sheet M-7 = %d,\n%s\nwant 0 and docs/cli.md's\n%s", status, got, wantTRF)
	}
	status, stdout, stderr = runCLI(t, "check", "out/m-7.trf")
	if got := stdout + stderr; status != exitOK || got != want {
		t.Errorf("check out/m-7.trf = %d,\n%s\nwant 0 and docs/cli.md's\n%s", status, got, want)
	}
}

// TestListGivenAsCrosstable: a rating list or a game list given as the
// crosstable of norms or trf is said to be what it is, in one problem at
// its header row (a tester: a list's Running cell "no" was taken for the
// heading No, giving some 16 false errors).
func TestListGivenAsCrosstable(t *testing.T) {
	dir := t.TempDir()
	list, games := "../../testdata/worked-example/list.csv", "../../testdata/sample-games.csv"
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"norms", "--crosstable", list, "--out", filepath.Join(dir, "n.csv")}, list + ":A1: this is a rating list, not a crosstable"},
		{[]string{"trf", "--crosstable", list, "--out", filepath.Join(dir, "s.trf")}, list + ":A1: this is a rating list, not a crosstable"},
		{[]string{"norms", "--crosstable", games, "--out", filepath.Join(dir, "n.csv")}, games + ":A1: this is a game list, not a crosstable"},
	}
	for _, tt := range tests {
		status, _, stderr := runCLI(t, tt.args...)
		if status != exitProblems || !strings.Contains(stderr, tt.want) || strings.Count(stderr, "\n") > 2 {
			t.Errorf("%v = %d,\n%s\nwant %d and one problem %q", tt.args, status, stderr, exitProblems, tt.want)
		}
	}
}

// TestTRFRefusesPGN: trf given a PGN file says it does not take one and
// points to norms (a tester: "the file holds no game" of 91 games).
func TestTRFRefusesPGN(t *testing.T) {
	pgn := "../../testdata/sample-games.pgn"
	status, _, stderr := runCLI(t, "trf", "--crosstable", pgn, "--out", filepath.Join(t.TempDir(), "s.trf"))
	want := "ratingdesk trf: --crosstable " + pgn + " is a PGN file: trf does not take PGN files"
	if status != exitUsage || !strings.Contains(stderr, want) || !strings.Contains(stderr, "ratingdesk norms --crosstable "+pgn+" --list LIST --type TYPE") {
		t.Errorf("trf of a PGN file = %d,\n%s\nwant %d and %q, pointing to norms", status, stderr, exitUsage, want)
	}
}
