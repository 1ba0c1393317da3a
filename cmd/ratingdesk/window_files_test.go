package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestRateWarnsFileOutsideWindow: rate and check --period warn about a
// results file whose finished games all lie before the period's window
// (a tester rated 2025/4 from the list before 2025/3: a quarter dropped
// with exit 0 and no word) or after it, naming the file, the count and
// the window (docs/cli.md `rate`).
func TestRateWarnsFileOutsideWindow(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) string { return writeFileIn(t, dir, name, content) }
	list := write("list.csv", "ID,Name,Rating,RD,Games,Last game\n101,\"Aa, Ann\",2000,60,40,2025-03-01\n102,\"Bb, Bob\",2100,60,40,2025-03-01\n")
	q3 := write("q3.csv", "White,Black,Result,Finished\n101,102,1-0,2025-04-01\n102,101,1-0,2025-05-01\n")
	q4 := write("q4.csv", "White,Black,Result,Finished\n101,102,½-½,2025-07-01\n")
	q1 := write("q1.csv", "White,Black,Result,Finished\n101,102,0-1,2025-10-01\n")
	out := filepath.Join(dir, "new.csv")
	tests := []struct {
		name string
		args []string
		want []string // on standard error
	}{
		{"rate, an older list", []string{"rate", "--list", list, "--results", q3, "--results", q4, "--period", "2025/4", "--out", out},
			[]string{"q3.csv: warning: both finished games of the file finished before the window of period 2025/4 (2025-06-01 – 2025-08-31)", "rate that period first"}},
		{"check, a later file", []string{"check", "--period", "2025/4", list, q4, q1},
			[]string{"q1.csv: warning: the one finished game of the file finished after the window of period 2025/4 (2025-06-01 – 2025-08-31)"}},
	}
	for _, tt := range tests {
		status, _, stderr := runCLI(t, tt.args...)
		if status != exitOK {
			t.Errorf("%s = %d, want %d (a warning)\n%s", tt.name, status, exitOK, stderr)
		}
		for _, w := range tt.want {
			if !strings.Contains(stderr, w) {
				t.Errorf("%s: standard error = %q, want %q", tt.name, stderr, w)
			}
		}
	}
	if status, _, stderr := runCLI(t, "rate", "--list", list, "--results", q4, "--period", "2025/4", "--out", out); status != exitOK || strings.Contains(stderr, "of the file finished") {
		t.Errorf("rate of the period's own file = %d %q, want no warning", status, stderr)
	}
}

// TestRateRefusalWithoutWindowWarningWhenNoneRated: a period whose window
// holds games none of which is rated (a thematic tournament's, docs/rules.md
// "Thematic") is refused as rating no game, and the window warning of the
// other file is left to the refusal, as for a window without games: the
// choice and the refusal read the same fact, the games rated (a review:
// a count of the window's games printed both, which advise different
// things). With a rated game in the window the warning stays.
func TestRateRefusalWithoutWindowWarningWhenNoneRated(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) string { return writeFileIn(t, dir, name, content) }
	list := write("list.csv", "ID,Name,Rating,RD,Games,Last game\n101,\"Aa, Ann\",2000,60,40,2025-03-01\n102,\"Bb, Bob\",2100,60,40,2025-03-01\n")
	q3 := write("q3.csv", "White,Black,Result,Finished\n101,102,1-0,2025-04-01\n102,101,1-0,2025-05-01\n101,102,1-0,2025-05-02\n")
	thematic := write("thematic.csv", "White,Black,Result,Finished,Type\n101,102,1-0,2025-07-01,Thematic\n")
	rated := write("rated.csv", "White,Black,Result,Finished\n101,102,1-0,2025-07-01\n")
	out := filepath.Join(dir, "new.csv")
	const warning = "q3.csv: warning: all 3 finished games of the file finished before the window"
	tests := []struct {
		results     string
		status      int
		warn, refus bool
	}{
		{thematic, exitProblems, false, true},
		{rated, exitOK, true, false},
	}
	for _, tt := range tests {
		status, _, stderr := runCLI(t, "rate", "--list", list, "--results", q3, "--results", tt.results, "--period", "2025/4", "--out", out)
		warn, refus := strings.Contains(stderr, warning), strings.Contains(stderr, "rates no game")
		if status != tt.status || warn != tt.warn || refus != tt.refus {
			t.Errorf("rate with %s = %d, warning %v, refusal %v; want %d, %v, %v\n%s", filepath.Base(tt.results), status, warn, refus, tt.status, tt.warn, tt.refus, stderr)
		}
	}
}
