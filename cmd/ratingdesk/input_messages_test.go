package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeInputs writes each name's content into one fresh folder and
// returns the folder.
func writeInputs(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// problemLines are the lines of stderr that name a file of dir, without
// the folder.
func problemLines(stderr, dir string) []string {
	var out []string
	for _, line := range strings.Split(strings.TrimSpace(stderr), "\n") {
		if strings.HasPrefix(line, dir) {
			out = append(out, strings.TrimPrefix(line, dir+string(filepath.Separator)))
		}
	}
	return out
}

// TestProblemsComeInCellOrder checks that a file's problems are printed
// by row, then column (a tester: a list with Rating and RD swapped said
// E2 before D2), errors before warnings as before.
func TestProblemsComeInCellOrder(t *testing.T) {
	dir := writeInputs(t, map[string]string{
		"list.csv": "ID,Name,Games,RD,Rating\n100001,\"Smith, John\",20,2400,60\n100002,\"Berg, Al\",30,60,2.451\n",
	})
	_, _, stderr := runCLI(t, "check", filepath.Join(dir, "list.csv"))
	got := problemLines(stderr, dir)
	want := []string{"list.csv:D2: RD", "list.csv:E2: Rating", "list.csv:E3: Rating"}
	ok := len(got) == len(want)
	for i := 0; ok && i < len(want); i++ {
		ok = strings.HasPrefix(got[i], want[i])
	}
	if !ok {
		t.Errorf("check(swapped columns) = %q, want lines beginning %q", got, want)
	}
}

// TestRateRefusalWithoutContraryWarning checks that rate, refusing a
// period that has no game to rate, does not also print the warning of a
// results file whose games all lie before the window, whose advice (rate
// the period before first) is not the refusal's (run with the period that
// holds the games); with --allow-no-games the run goes on and the warning
// is printed (docs/cli.md `rate`).
func TestRateRefusalWithoutContraryWarning(t *testing.T) {
	out := t.TempDir()
	for _, tt := range []struct {
		name        string
		extra       []string
		status      int
		warned      bool
		refusalSays string
	}{
		{"refused", nil, exitProblems, false, "run with --period 2026/1"},
		{"--allow-no-games", []string{"--allow-no-games"}, exitOK, true, ""},
	} {
		args := append([]string{"rate", "--list", "../../testdata/sample-list.csv", "--results", "../../testdata/sample-games.csv",
			"--period", "2026/3", "--out", filepath.Join(out, "new.csv")}, tt.extra...)
		status, _, stderr := runCLI(t, args...)
		warned := strings.Contains(stderr, "finished before the window of period 2026/3")
		if status != tt.status || warned != tt.warned || !strings.Contains(stderr, tt.refusalSays) {
			t.Errorf("rate --period 2026/3 (%s) = %d, window warning %v, want %d, %v:\n%s", tt.name, status, warned, tt.status, tt.warned, stderr)
		}
	}
}

// TestCheckWarnsOfUndatedGamesWithoutList checks that check warns of a
// played game of a game list without a finish date whether or not a
// rating list is given (a tester: the file alone said plain ok), of a
// crosstable's only with a rating list, once, and not when
// --assign-undated puts it into the period or a game list gives a
// crosstable's dates.
func TestCheckWarnsOfUndatedGamesWithoutList(t *testing.T) {
	const undated = "../../testdata/sample-games-undated.csv"
	const warning = "sample-games-undated.csv:D3: warning: played game has no finish date: rate refuses it unless run with --assign-undated"
	const m7 = "sample-sections.xlsx:M-7!K10: warning: 36 played games have no finish date"
	for _, tt := range []struct {
		name string
		args []string
		want string // "" for no warning of a game without a finish date
	}{
		{"alone", []string{undated}, warning},
		{"with a list", []string{"../../testdata/sample-list.csv", undated}, warning},
		{"with two lists", []string{"../../testdata/sample-list.csv", "../../testdata/sample-list.xlsx", undated}, warning},
		{"with --period", []string{"--period", "2026/1", undated}, warning},
		{"--assign-undated", []string{"--period", "2026/1", "--assign-undated", undated}, ""},
		// A crosstable alone is opened for its norms, which need no
		// finish dates: its undated games matter to a period only, which
		// needs a list (a tester: noise for a tournament director).
		{"crosstable alone", []string{"../../testdata/sample-sections.xlsx"}, ""},
		{"crosstable with a list", []string{"../../testdata/sample-list.csv", "../../testdata/sample-sections.xlsx"}, m7},
		{"crosstable with two lists", []string{"../../testdata/sample-list.csv", "../../testdata/sample-list.xlsx", "../../testdata/sample-sections.xlsx"}, m7},
		{"crosstable with its game list", []string{"../../testdata/sample-sections.xlsx", "../../testdata/sample-sections-games.csv"}, ""},
	} {
		_, _, stderr := runCLI(t, append([]string{"check"}, tt.args...)...)
		n := strings.Count(stderr, "no finish date")
		if (tt.want == "" && n != 0) || (tt.want != "" && (n != 1 || !strings.Contains(stderr, tt.want))) {
			t.Errorf("check %s = %q, want %q once", tt.name, stderr, tt.want)
		}
	}
}
