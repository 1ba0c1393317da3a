package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCheckRuleset: check --period --ruleset iccf-2017 says the games
// rate --ruleset iccf-2017 would stop on because a player enters without
// any rating, every one of them, as rate says them (a tester: check said
// ok, rate refused); it reads a list without RDs as rate does; without
// --ruleset the period is checked as before; --ruleset without --period
// is a usage error.
func TestCheckRuleset(t *testing.T) {
	dir := t.TempDir()
	list := filepath.Join(dir, "list.csv")
	noRD := filepath.Join(dir, "nord.csv")
	games := filepath.Join(dir, "g17.csv")
	files := map[string]string{
		list: "ID,Name,Fed,Rating,RD,Games\n100001,\"Kovač, Marko\",SRB,2400,50,100\n" +
			"100002,\"Berg, Anna\",NOR,2300,60,80\n100006,\"Young, Tom\",ENG,,,3\n",
		noRD: "ID,Name,Fed,Rating,Games\n100001,\"Kovač, Marko\",SRB,2400,100\n" +
			"100002,\"Berg, Anna\",NOR,2300,80\n100006,\"Young, Tom\",ENG,,3\n",
		games: "White,Black,Result,Finished,Tournament,Section\n100001,100006,1-0,2025-10-10,Open 2025,O1\n" +
			"100006,100002,0-1,2025-10-11,Open 2025,O1\n",
	}
	for path, text := range files {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	rateErr := func(args ...string) string {
		_, _, stderr := runCLI(t, append([]string{"rate", "--period", "2026/1", "--ruleset", "iccf-2017", "--results", games, "--out", filepath.Join(dir, "o.csv")}, args...)...)
		return stderr
	}
	tests := []struct {
		args   []string
		status int
		stderr string // all of it; "" for nothing
		stdout string // contained
	}{
		{[]string{"--period", "2026/1", "--ruleset", "iccf-2017", list, games}, exitProblems, rateErr("--list", list), "2 errors across the files: rate would stop on them"},
		{[]string{"--period", "2026/1", "--ruleset", "iccf-2017", noRD, games}, exitProblems, rateErr("--list", noRD), "2 errors across the files"},
		{[]string{"--period", "2026/1", list, games}, exitOK, "", "ok, every game's players are on the list (2 games), checked for period 2026/1"},
		{[]string{"--period", "2026/1", "--ruleset", "iccf-2023", list, games}, exitOK, "", "checked for period 2026/1"},
		{[]string{"--ruleset", "iccf-2017", list, games}, exitUsage, "ratingdesk check: --ruleset goes with --period: the ruleset changes only what the games of a period are checked for\nRun 'ratingdesk check -h' for help.\n", ""},
		{[]string{"--period", "2026/1", "--ruleset", "iccf-9", list, games}, exitUsage, "ratingdesk check: --ruleset \"iccf-9\": want iccf-2023, iccf-2025 or iccf-2017\nRun 'ratingdesk check -h' for help.\n", ""},
	}
	for _, tt := range tests {
		status, stdout, stderr := runCLI(t, append([]string{"check"}, tt.args...)...)
		if status != tt.status || stderr != tt.stderr || !strings.Contains(stdout, tt.stdout) {
			t.Errorf("check %v = %d, %q, %q; want %d, %q, containing %q", tt.args, status, stdout, stderr, tt.status, tt.stderr, tt.stdout)
		}
	}
}

// TestRulesetFlagNamed: an unknown --ruleset is a usage error (exit 2)
// that names the flag and its value as every other bad flag value does
// (`--default-rd 400: want …`), in rate, replay and check alike (a
// review: rate said `unknown ruleset "foo" (want …)` without the flag).
func TestRulesetFlagNamed(t *testing.T) {
	td := filepath.Join("..", "..", "testdata")
	list, games := filepath.Join(td, "sample-list.csv"), filepath.Join(td, "sample-games.csv")
	out := filepath.Join(t.TempDir(), "o.csv")
	const want = `--ruleset "foo": want iccf-2023, iccf-2025 or iccf-2017` + "\n"
	tests := [][]string{
		{"rate", "--list", list, "--results", games, "--period", "2026/1", "--out", out, "--ruleset", "foo"},
		{"replay", "--list", list, "--results", games, "--from", "2025/4", "--to", "2026/1", "--out", out, "--ruleset", "foo"},
		{"check", "--period", "2026/1", "--ruleset", "foo", list, games},
	}
	for _, args := range tests {
		status, _, stderr := runCLI(t, args...)
		if status != exitUsage || !strings.Contains(stderr, "ratingdesk "+args[0]+": "+want) {
			t.Errorf("%v = %d, %q; want %d, %q", args, status, stderr, exitUsage, want)
		}
	}
}
