package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// sampleRate are the arguments of a rate of the sample period 2026/1,
// without its outputs.
var sampleRate = []string{"rate", "--list", "../../testdata/sample-list.xlsx",
	"--results", "../../testdata/sample-games.xlsx", "--period", "2026/1"}

// TestRatePlayersNotInPeriod checks that a --players ID that is not one of
// the period's players is refused as a usage error (exit 2, as replay
// does) once the inputs are read, before anything is rated or written,
// naming every such ID.
func TestRatePlayersNotInPeriod(t *testing.T) {
	tests := []struct {
		name, players string
		want          []string // the IDs the message must name
	}{
		{"one unknown", "100101,999999", []string{"999999"}},
		{"two unknown", "999998,100101,999999", []string{"999998", "999999"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			out, pdf := filepath.Join(dir, "pp.csv"), filepath.Join(dir, "pp.pdf")
			status, stdout, stderr := runCLI(t, append(sampleRate, "--out", out, "--report", pdf, "--players", tc.players)...)
			if status != exitUsage {
				t.Errorf("status %d, want %d (usage); stderr:\n%s", status, exitUsage, stderr)
			}
			for _, id := range tc.want {
				if !strings.Contains(stderr, "--players: "+id+" is not") {
					t.Errorf("stderr does not name %s:\n%s", id, stderr)
				}
			}
			if strings.Contains(stderr, "100101 is not") {
				t.Errorf("stderr names 100101, who is on the list:\n%s", stderr)
			}
			if strings.Contains(stderr, "rating 2026/1") || strings.Contains(stderr, "internal") {
				t.Errorf("the period was rated before the IDs were checked:\n%s", stderr)
			}
			if stdout != "" {
				t.Errorf("stdout %q, want nothing", stdout)
			}
			for _, f := range []string{out, pdf} {
				if _, err := os.Stat(f); err == nil {
					t.Errorf("%s was written", filepath.Base(f))
				}
			}
		})
	}
}

// TestReportFlagsWithoutReport checks that --players without --report, which
// nothing would use, is a usage error in rate and replay (exit 2), before
// any input is read.
func TestReportFlagsWithoutReport(t *testing.T) {
	dir := t.TempDir()
	replay := []string{"replay", "--list", filepath.Join(historyDir, "start-list.csv"),
		"--results", filepath.Join(historyDir, "games.csv"), "--from", "2024/1", "--to", "2025/1"}
	tests := []struct {
		name string
		args []string
		out  string
	}{
		{"rate", append(append([]string{}, sampleRate...), "--out", filepath.Join(dir, "r.csv"), "--players", "100101"), "r.csv"},
		{"rate all", append(append([]string{}, sampleRate...), "--out", filepath.Join(dir, "a.csv"), "--players", "all"), "a.csv"},
		{"replay", append(append([]string{}, replay...), "--out", filepath.Join(dir, "h.csv"), "--players", "520101"), "h.csv"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			status, _, stderr := runCLI(t, tc.args...)
			if status != exitUsage || !strings.Contains(stderr, "--players goes with --report") {
				t.Errorf("status %d, stderr %q; want %d and --players named", status, stderr, exitUsage)
			}
			if _, err := os.Stat(filepath.Join(dir, tc.out)); err == nil {
				t.Errorf("%s was written", tc.out)
			}
		})
	}
}

// TestRatePlayersInPeriod checks that --players naming players of the
// period, and all, still write the list and the report.
func TestRatePlayersInPeriod(t *testing.T) {
	for _, players := range []string{"100101,150101", "all"} {
		dir := t.TempDir()
		out, pdf := filepath.Join(dir, "pp.csv"), filepath.Join(dir, "pp.pdf")
		status, _, stderr := runCLI(t, append(sampleRate, "--out", out, "--report", pdf, "--players", players)...)
		if status != exitOK {
			t.Fatalf("--players %s: status %d; stderr:\n%s", players, status, stderr)
		}
		if b := mustRead(t, pdf); !strings.HasPrefix(string(b), "%PDF") {
			t.Errorf("--players %s: the report is not a PDF", players)
		}
	}
}

// TestRateSummaryCountsUndatedGames: the summary of a run with
// --assign-undated counts the games it put into the period and warns that
// a later period's run given them again would rate them again (a tester:
// chained runs on the same game list rated one undated game in every
// quarter, which replay rates once).
func TestRateSummaryCountsUndatedGames(t *testing.T) {
	out := filepath.Join(t.TempDir(), "new.csv")
	status, stdout, stderr := runCLI(t, "rate", "--list", "../../testdata/sample-list.csv", "--results", "../../testdata/sample-games-undated.csv",
		"--assign-undated", "--period", "2026/1", "--out", out)
	if status != exitOK {
		t.Fatalf("rate exited %d: %s", status, stderr)
	}
	want := "  of them 1 game without a finish date, put into this period (--assign-undated): leave it out of the next periods' results, or it is rated again\n"
	if !strings.Contains(stdout, want) {
		t.Errorf("summary lacks %q:\n%s", want, stdout)
	}
	status, stdout, _ = runCLI(t, "rate", "--list", "../../testdata/sample-list.csv", "--results", "../../testdata/sample-games.csv",
		"--period", "2026/1", "--out", out)
	if status != exitOK || strings.Contains(stdout, "without a finish date") {
		t.Errorf("a run without undated games: exit %d, summary %q; want no word of them", status, stdout)
	}
}

// TestRateSummarySaysWhyGamesWereNotRated: the summary counts the games
// not rated by reason, which a CSV output has no Excluded sheet to show
// (a tester).
func TestRateSummarySaysWhyGamesWereNotRated(t *testing.T) {
	out := filepath.Join(t.TempDir(), "new.csv")
	status, stdout, stderr := runCLI(t, "rate", "--list", "../../testdata/sample-list.xlsx", "--results", "../../testdata/sample-games.xlsx", "--period", "2026/1", "--out", out)
	if status != exitOK {
		t.Fatalf("rate exited %d: %s", status, stderr)
	}
	want := "games: 130 rated, 19 not rated (4 not finished, 4 forfeit (game not played), 3 finished before the period, 2 finished after the period, 6 tournament not rated)\n"
	if !strings.Contains(stdout, want) {
		t.Errorf("summary lacks %q:\n%s", want, stdout)
	}
}
