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
