package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestReplayUndatedCounted checks that replay --assign-undated says on
// its first quarter's line how many games without a finish date it put
// there, as rate does for its period (printRateSummary; a tester: the
// replay said nothing of them), and says nothing of them otherwise.
func TestReplayUndatedCounted(t *testing.T) {
	tests := []struct {
		name, results string
		want          string // "" for no such line
	}{
		{"one undated game", "sample-games-undated.csv",
			"period 2026/1, ruleset iccf-2023: 83 players, 5 played, 76 rated, 3 games rated\n  of them 1 game without a finish date, put into the replay's first quarter only (--assign-undated): leave it out of the results given for later periods, or it is rated again\nperiod 2026/2"},
		{"none undated", "sample-games.csv", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			status, stdout, stderr := runCLI(t, "replay", "--list", filepath.Join("..", "..", "testdata", "sample-list.csv"),
				"--results", filepath.Join("..", "..", "testdata", tt.results), "--assign-undated",
				"--from", "2026/1", "--to", "2026/2", "--out", filepath.Join(dir, "h.csv"))
			if status != exitOK {
				t.Fatalf("replay(%v) = %v, %s, want %v", tt.results, status, stderr, exitOK)
			}
			if tt.want == "" && strings.Contains(stdout, "without a finish date") || !strings.Contains(stdout, tt.want) {
				t.Errorf("replay(%v) = %q, want %q", tt.results, stdout, tt.want)
			}
		})
	}
}
