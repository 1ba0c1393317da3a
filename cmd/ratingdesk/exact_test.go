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
	want := "list.csv:H2: Rating exact 2230.700487 rounds to 2231, not to the Rating 2240 beside it: if 2240 is a correction, clear Rating exact (or type the exact rating), else set the Rating to 2231"
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

// TestExactAsShownAccepted checks that a list whose exact values were
// saved as a spreadsheet shows them (2231.500000 for 2231.4999997 beside
// Rating 2231; a tester saved rate's workbook as CSV), or with a decimal
// Rating equal to its exact value, is read by rate and reconcile, and
// that the rating it publishes — rate's Previous rating, what reconcile
// compares — is the Rating beside it (docs/rules.d/xlsxio-read.md "Rating
// list"); and that a list with Rating exact and no Rating column is
// reconciled by what its exact values publish as (docs/cli.md reconcile).
func TestExactAsShownAccepted(t *testing.T) {
	start := filepath.Join(historyDir, "start-list.csv")
	tests := []struct {
		name string
		set  map[string]string // 100101: Rating 2231, exact 2230.700487
		drop string            // a column left out
	}{
		{"saved as shown", map[string]string{"Rating exact": "2231.500000"}, ""},
		{"saved with 2 decimals", map[string]string{"Rating exact": "2230.50"}, ""},
		{"decimal Rating", map[string]string{"Rating": "2230.70", "Rating exact": "2230.70"}, ""},
		{"no Rating column", nil, "Rating"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			list := filepath.Join(dir, "list.csv")
			writeChanged(t, start, list, "100101", tt.set)
			if tt.drop != "" {
				dropColumn(t, list, tt.drop)
			}
			out := filepath.Join(dir, "out.csv")
			status, stdout, stderr := runCLI(t, "reconcile", "--official", list, "--computed", start, "--out", out)
			if status != exitOK || !strings.Contains(stdout, "no differences") {
				t.Errorf("reconcile(%v) = %v, %q, %q, want %v and no differences", tt.name, status, stdout, stderr, exitOK)
			}
			next := filepath.Join(dir, "next.csv")
			status, _, stderr = runCLI(t, "rate", "--list", list, "--results", filepath.Join(historyDir, "games.csv"), "--period", "2024/1", "--out", next)
			if status != exitOK {
				t.Fatalf("rate(%v) = %v, %q, want %v", tt.name, status, stderr, exitOK)
			}
			if got := columnOf(t, next, "100101", "Previous rating"); got != "2231" {
				t.Errorf("rate(%v) Previous rating = %q, want %q", tt.name, got, "2231")
			}
		})
	}
}

// dropColumn rewrites a list CSV without the column headed name.
func dropColumn(t *testing.T, path, name string) {
	t.Helper()
	var b strings.Builder
	col := -1
	for i, r := range readCSVRecords(t, path) {
		if i == 0 {
			for k, h := range r {
				if h == name {
					col = k
				}
			}
		}
		b.WriteString(csvLine(append(r[:col:col], r[col+1:]...)))
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// columnOf is the value of the column headed name in the row of id.
func columnOf(t *testing.T, path, id, name string) string {
	t.Helper()
	records := readCSVRecords(t, path)
	for _, r := range records[1:] {
		if r[0] != id {
			continue
		}
		for k, h := range records[0] {
			if h == name {
				return r[k]
			}
		}
	}
	return "(none)"
}
