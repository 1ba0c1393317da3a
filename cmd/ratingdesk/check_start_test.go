package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCheckSaysNormsNeedStart: check says ok for a crosstable without a
// start date, which rate does not need, but warns that norms will refuse
// it (a tester: check said ok, then norms refused the file).
func TestCheckSaysNormsNeedStart(t *testing.T) {
	const table = "No,ID,Name,Rating,Status,1,2\n1,101,A,2400,fixed,x,1\n2,102,B,2300,fixed,0,x\n"
	tests := []struct {
		name, block string
		want        string // on standard error; "" for nothing
	}{
		{"no Start", "Tournament,Cup\n", "warning: the block above the table has no Start"},
		{"Start empty", "Tournament,Cup\nStart,\n", ":B2: warning: Start is empty"},
		{"Start given", "Tournament,Cup\nStart,2024-01-15\n", ""},
	}
	for _, tt := range tests {
		path := filepath.Join(t.TempDir(), "cup.csv")
		if err := os.WriteFile(path, []byte(tt.block+table), 0o644); err != nil {
			t.Fatal(err)
		}
		status, stdout, stderr := runCLI(t, "check", path)
		if status != exitOK || !strings.Contains(stdout, ": ok,") {
			t.Errorf("check(%s) = %d %q, want ok", tt.name, status, stdout)
		}
		got := strings.Contains(stderr, "ratingdesk norms refuses the section")
		if got != (tt.want != "") || !strings.Contains(stderr, tt.want) {
			t.Errorf("check(%s) = %q, want %q", tt.name, stderr, tt.want)
		}
	}
}
