package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRateRefusesAPeriodWithoutGames: a period whose window holds none of
// the games rates no game; rate refuses it, names the period that holds
// them and writes nothing, unless --allow-no-games.
func TestRateRefusesAPeriodWithoutGames(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "new.csv")
	args := []string{"rate", "--list", "../../testdata/worked-example/list.csv",
		"--results", "../../testdata/worked-example/games.csv", "--period", "2027/1", "--out", out}
	status, stdout, stderr := runCLI(t, args...)
	if status != exitProblems {
		t.Fatalf("rate --period 2027/1 = exit %d, want %d; stdout %q, stderr %q", status, exitProblems, stdout, stderr)
	}
	for _, want := range []string{"period 2027/1 rates no game", "nothing was written", "run with --period 2026/1", "--allow-no-games"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("rate --period 2027/1: stderr %q, want it to say %q", stderr, want)
		}
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("rate wrote %s for a period without games", out)
	}

	status, stdout, stderr = runCLI(t, append(args, "--allow-no-games")...)
	if status != exitOK {
		t.Fatalf("rate --allow-no-games = exit %d, want %d; stderr %q", status, exitOK, stderr)
	}
	if !strings.Contains(stdout, "games: 0 rated") {
		t.Errorf("rate --allow-no-games: stdout %q, want 0 games rated", stdout)
	}
	if _, err := os.Stat(out); err != nil {
		t.Errorf("rate --allow-no-games wrote no list: %v", err)
	}
}

// TestRateWarnsOfAnOpenWindow: a period whose window of finish dates is
// not over yet (2099/1, whatever today is: a window still to come) is
// rated with a warning that its games cannot all be in the files yet; a
// past period gets none.
func TestRateWarnsOfAnOpenWindow(t *testing.T) {
	dir := t.TempDir()
	for _, tt := range []struct {
		period string
		warned bool
	}{{"2099/1", true}, {"2026/1", false}} {
		status, _, stderr := runCLI(t, "rate", "--list", "../../testdata/worked-example/list.csv",
			"--results", "../../testdata/worked-example/games.csv", "--period", tt.period,
			"--out", filepath.Join(dir, "new.csv"), "--allow-no-games")
		if status != exitOK {
			t.Fatalf("rate --period %s = exit %d, want %d; stderr %q", tt.period, status, exitOK, stderr)
		}
		if got := strings.Contains(stderr, "warning: period "+tt.period+" rates the games finished") &&
			strings.Contains(stderr, "once the window has closed"); got != tt.warned {
			t.Errorf("rate --period %s: stderr %q; open-window warning %v, want %v", tt.period, stderr, got, tt.warned)
		}
	}
}

// TestRateAQuarterWithoutResults: a quarter without games is rated with
// --allow-no-games and no --results (a tester: --results was required,
// and an empty game list added a false warning to the Notes).
func TestRateAQuarterWithoutResults(t *testing.T) {
	out := filepath.Join(t.TempDir(), "next.csv")
	status, stdout, stderr := runCLI(t, "rate", "--list", "../../testdata/sample-list.csv", "--allow-no-games", "--period", "2026/2", "--out", out)
	if status != exitOK || !strings.Contains(stdout, "games: 0 rated, 0 not rated") {
		t.Fatalf("rate --allow-no-games without --results: exit %d, stdout %q, stderr %q", status, stdout, stderr)
	}
	if _, err := os.Stat(out); err != nil {
		t.Errorf("no list written: %v", err)
	}
	status, _, stderr = runCLI(t, "rate", "--list", "../../testdata/sample-list.csv", "--period", "2026/2", "--out", out)
	if status != exitUsage || !strings.Contains(stderr, "--results is required") {
		t.Errorf("without --results or --allow-no-games: exit %d, stderr %q; want a usage error", status, stderr)
	}
}

// TestVersionHelp: `version -h` says what the command does and exits 0,
// as every command's -h does (README.md).
func TestVersionHelp(t *testing.T) {
	status, _, stderr := runCLI(t, "version", "-h")
	if status != exitOK || !strings.Contains(stderr, "usage: ratingdesk version") {
		t.Errorf("version -h: exit %d, stderr %q", status, stderr)
	}
}
