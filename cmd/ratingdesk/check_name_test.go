package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestNormsNeedNameColumn: a crosstable without a Name column (a misspelt
// "Naem") is read for its games, check warning that norms will refuse
// it, and norms refuses it (a tester: certificates read "This certifies
// that player No. 1", and check said ok).
func TestNormsNeedNameColumn(t *testing.T) {
	const block = "Tournament,Cup\nStart,2024-01-15\n"
	tests := []struct {
		name, header string
		wantCheck    string // on check's standard error; "" for nothing
		wantNorms    int
	}{
		{"Naem", "No,ID,Naem,Rating,Status,1,2\n", ":A3: warning: the table has no Name column", exitProblems},
		{"no Name column", "No,ID,Rating,Status,1,2\n", ":A3: warning: the table has no Name column", exitProblems},
		{"Name", "No,ID,Name,Rating,Status,1,2\n", "", exitOK},
	}
	for _, tt := range tests {
		rows := "1,101,A,2400,fixed,x,1\n2,102,B,2300,fixed,0,x\n"
		if !strings.Contains(tt.header, "Na") {
			rows = "1,101,2400,fixed,x,1\n2,102,2300,fixed,0,x\n"
		}
		dir := t.TempDir()
		path := filepath.Join(dir, "cup.csv")
		if err := os.WriteFile(path, []byte(block+tt.header+rows), 0o644); err != nil {
			t.Fatal(err)
		}
		status, stdout, stderr := runCLI(t, "check", path)
		got := strings.Contains(stderr, "ratingdesk norms refuses the section")
		if status != exitOK || !strings.Contains(stdout, ": ok,") || got != (tt.wantCheck != "") || !strings.Contains(stderr, tt.wantCheck) {
			t.Errorf("check(%s) = %d %q %q, want ok and %q", tt.name, status, stdout, stderr, tt.wantCheck)
		}
		status, _, stderr = runCLI(t, "norms", "--crosstable", path, "--out", filepath.Join(dir, "n.xlsx"))
		if status != tt.wantNorms || (tt.wantCheck != "") != strings.Contains(stderr, "no Name column") {
			t.Errorf("norms(%s) = %d %q, want %d", tt.name, status, stderr, tt.wantNorms)
		}
	}
}
