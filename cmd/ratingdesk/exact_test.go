package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestExactContradictionRefused checks that every command reading a
// rating list refuses one whose Rating was corrected while its Rating
// exact was left as it was (a tester: rate started the player from the
// exact value, dropping the correction), with the error at the exact
// cell and nothing written (docs/rules.md "Reading rating lists").
func TestExactContradictionRefused(t *testing.T) {
	dir := t.TempDir()
	list := filepath.Join(dir, "list.csv")
	// 100101 is in row 2: Rating 2231, Rating exact 2230.700487 (H2).
	writeChanged(t, filepath.Join(historyDir, "start-list.csv"), list, "100101", map[string]string{"Rating": "2240"})
	games := filepath.Join(historyDir, "games.csv")
	out := filepath.Join(dir, "out.csv")
	tests := []struct {
		name string
		args []string
	}{
		{"check", []string{"check", list}},
		{"rate", []string{"rate", "--list", list, "--results", games, "--period", "2024/1", "--out", out}},
		{"replay", []string{"replay", "--list", list, "--results", games, "--from", "2024/1", "--to", "2024/2", "--out", out}},
		{"reconcile", []string{"reconcile", "--official", list, "--computed", filepath.Join(historyDir, "start-list.csv"), "--out", out}},
	}
	want := "list.csv:H2: Rating exact 2230.700487 rounds to 2231, not to the Rating 2240 beside it: if 2240 is a correction, clear Rating exact (or type the exact rating), else restore the Rating to 2231"
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, _, stderr := runCLI(t, tt.args...)
			if status != exitProblems || !strings.Contains(stderr, want) {
				t.Errorf("%s = %v, %q, want %v and %q", tt.name, status, stderr, exitProblems, want)
			}
			if _, err := os.Stat(out); err == nil {
				t.Errorf("%s wrote %s, want nothing written", tt.name, out)
			}
		})
	}
}

// writeChanged copies a list CSV, setting the named columns of the
// player id to the values given.
func writeChanged(t *testing.T, from, to, id string, set map[string]string) {
	t.Helper()
	records := readCSVRecords(t, from)
	col := map[string]int{}
	for i, h := range records[0] {
		col[h] = i
	}
	var b strings.Builder
	for _, r := range records {
		if r[0] == id {
			for h, v := range set {
				r[col[h]] = v
			}
		}
		b.WriteString(csvLine(r))
	}
	if err := os.WriteFile(to, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
