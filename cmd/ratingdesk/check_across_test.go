package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// acrossList is a rating list of four players for the tests of the check
// across the files.
const acrossList = "ID,Name,Rating,RD,Games\n100001,Alpha,1900,76,40\n100002,Beta,1750,150,14\n100003,Gamma,2000,65,60\n100004,Delta,2300,43,120\n"

// writeAcross writes the files of a test of the check across the files
// into a new folder and returns their paths in the order given.
func writeAcross(t *testing.T, files ...[2]string) []string {
	t.Helper()
	dir := t.TempDir()
	var paths []string
	for _, f := range files {
		paths = append(paths, writeFileIn(t, dir, f[0], f[1]))
	}
	return paths
}

// writeFileIn writes content to a file of that name in dir and returns
// its path.
func writeFileIn(t testing.TB, dir, name, content string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestCheckAcrossUnknownPlayer checks that `check LIST GAMES` finds a
// game's player who is not on the list, with rate's message, and exits 1
// (docs/cli.md `check`): the user test's bug, found only by rate before.
func TestCheckAcrossUnknownPlayer(t *testing.T) {
	games := "White,Black,Result,Finished\n100001,100002,1-0,2025-09-15\n100003,100001,½-½,2025-10-15\n100099,100004,0-1,2025-11-15\n"
	paths := writeAcross(t, [2]string{"list.csv", acrossList}, [2]string{"games.csv", games})
	status, stdout, stderr := runCLI(t, append([]string{"check"}, paths...)...)
	if status != exitProblems {
		t.Errorf("check exited %d, want %d", status, exitProblems)
	}
	if want := paths[1] + ":A4: white player 100099 is not on the list\n"; stderr != want {
		t.Errorf("stderr = %q, want %q", stderr, want)
	}
	if want := paths[0] + " + " + paths[1] + ": 1 error across the files: rate would stop on it\n"; !strings.HasSuffix(stdout, want) {
		t.Errorf("stdout = %q, want it to end with %q", stdout, want)
	}
	// rate says the same of the same files.
	_, _, rateErr := runCLI(t, "rate", "--list", paths[0], "--results", paths[1], "--period", "2026/1",
		"--out", filepath.Join(t.TempDir(), "new.csv"))
	if rateErr != stderr {
		t.Errorf("rate says %q, check %q: want the same", rateErr, stderr)
	}
}

// TestCheckAcrossClean checks the summary line of a list and a game list
// that agree, and that the lines of the files themselves are as before.
func TestCheckAcrossClean(t *testing.T) {
	games := "White,Black,Result,Finished\n100001,100002,1-0,2025-09-15\n100003,100001,½-½,2025-10-15\n"
	paths := writeAcross(t, [2]string{"list.csv", acrossList}, [2]string{"games.csv", games})
	status, stdout, stderr := runCLI(t, append([]string{"check"}, paths...)...)
	if status != exitOK || stderr != "" {
		t.Fatalf("check exited %d, stderr %q; want 0 and nothing", status, stderr)
	}
	want := paths[0] + ": ok, rating list, 4 rows: 4 players\n" +
		paths[1] + ": ok, game list, 2 rows: 2 games\n" +
		paths[0] + " + " + paths[1] + ": ok, every game's players are on the list (2 games)\n"
	if stdout != want {
		t.Errorf("stdout = %q, want %q", stdout, want)
	}
}

// TestCheckAcrossUndated checks the reading chosen for a played game
// without a finish date (docs/rules.md, check across the files): without
// --period a warning, with --period the error rate gives, and with
// --period --assign-undated nothing.
func TestCheckAcrossUndated(t *testing.T) {
	games := "White,Black,Result,Finished\n100001,100002,1-0,2025-09-15\n100003,100001,½-½,\n"
	paths := writeAcross(t, [2]string{"list.csv", acrossList}, [2]string{"games.csv", games})
	status, stdout, stderr := runCLI(t, append([]string{"check"}, paths...)...)
	if want := paths[1] + ":D3: warning: played game has no finish date: rate refuses it unless run with --assign-undated (in the app: Rate undated games in this period)\n"; status != exitOK || stderr != want {
		t.Errorf("without --period: exit %d, stderr %q; want 0 and %q", status, stderr, want)
	}
	if !strings.Contains(stdout, ": ok, every game's players are on the list (2 games)\n") {
		t.Errorf("without --period: stdout %q lacks the summary", stdout)
	}
	status, _, stderr = runCLI(t, append([]string{"check", "--period", "2026/1"}, paths...)...)
	if want := paths[1] + ":D3: played game has no finish date and is not assigned to period 2026/1\n"; status != exitProblems || stderr != want {
		t.Errorf("with --period: exit %d, stderr %q; want 1 and %q", status, stderr, want)
	}
	status, stdout, stderr = runCLI(t, append([]string{"check", "--period", "2026/1", "--assign-undated"}, paths...)...)
	if status != exitOK || stderr != "" || !strings.HasSuffix(stdout, "(2 games), checked for period 2026/1\n") {
		t.Errorf("with --assign-undated: exit %d, stdout %q, stderr %q; want 0, the summary and nothing", status, stdout, stderr)
	}
	if status, _, _ := runCLI(t, append([]string{"check", "--assign-undated"}, paths...)...); status != exitUsage {
		t.Errorf("--assign-undated without --period: exit %d, want %d", status, exitUsage)
	}
}

// TestCheckAcrossSkipped checks that two rating lists, or a file with
// errors, are said and not checked across.
func TestCheckAcrossSkipped(t *testing.T) {
	games := "White,Black,Result,Finished\n100099,100002,1-0,2025-09-15\n"
	paths := writeAcross(t, [2]string{"list.csv", acrossList}, [2]string{"other.csv", acrossList + "100005,Eps,2100,60,30\n"},
		[2]string{"games.csv", games}, [2]string{"bad.csv", "White,Black,Result,Finished\n100001,100002,7,2025-09-15\n"})
	status, stdout, stderr := runCLI(t, "check", paths[0], paths[1], paths[2])
	if status != exitOK || strings.Contains(stderr, "100099") || !strings.Contains(stdout, ": not checked across the files: 2 rating lists are given") {
		t.Errorf("two lists: exit %d, stdout %q, stderr %q; want 0 and the cross-check skipped", status, stdout, stderr)
	}
	status, stdout, stderr = runCLI(t, "check", paths[0], paths[2], paths[3])
	if status != exitProblems || strings.Contains(stderr, "100099") || !strings.Contains(stdout, ": not all checked across the files while a file has errors: more problems") {
		t.Errorf("a bad file: exit %d, stdout %q, stderr %q; want 1 and the cross-check not all made", status, stdout, stderr)
	}
}

// TestCheckAcrossWithBadFile: while a file has errors, check still checks
// the files across as far as they could be read, so that it says at
// least every problem rate says of the same files (a tester: a game given
// twice in two game lists was said by rate, not by check, while a third
// file had errors).
func TestCheckAcrossWithBadFile(t *testing.T) {
	games := "White,Black,Result,Finished\n100001,100002,1-0,2025-09-15\n"
	badList := acrossList + "100005,Eps,abc,60,30\n"
	badGames := "White,Black,Result,Finished\n100001,100002,7,2025-09-15\n"
	tests := []struct {
		name  string
		files [][2]string
		want  string // a line check must say
	}{
		{"a bad list", [][2]string{{"list.csv", badList}, {"games.csv", games}, {"more.csv", games + "100003,100004,0-1,2025-10-01\n"}},
			"more.csv:C2: the same game (100001 against 100002, finished 2025-09-15) is also at "},
		{"a bad game list", [][2]string{{"list.csv", acrossList}, {"bad.csv", badGames}, {"games.csv", games}, {"more.csv", games + "100003,100004,0-1,2025-10-01\n"}},
			"more.csv:C2: the same game (100001 against 100002, finished 2025-09-15) is also at "},
		{"no bad file", [][2]string{{"list.csv", acrossList}, {"games.csv", games}, {"more.csv", games + "100003,100004,0-1,2025-10-01\n"}},
			"more.csv:C2: the same game (100001 against 100002, finished 2025-09-15) is also at "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			paths := writeAcross(t, tt.files...)
			status, _, checkErr := runCLI(t, append([]string{"check", "--period", "2026/1"}, paths...)...)
			if status != exitProblems || !strings.Contains(checkErr, tt.want) {
				t.Errorf("check %v = %d, stderr %q; want 1 and %q", tt.name, status, checkErr, tt.want)
			}
			rate := []string{"rate", "--list", paths[0], "--period", "2026/1", "--out", filepath.Join(t.TempDir(), "new.csv")}
			for _, p := range paths[1:] {
				rate = append(rate, "--results", p)
			}
			_, _, rateErr := runCLI(t, rate...)
			said := map[string]bool{}
			for _, line := range strings.Split(checkErr, "\n") {
				said[line] = true
			}
			for _, line := range strings.Split(strings.TrimSpace(rateErr), "\n") {
				if !strings.HasPrefix(line, "ratingdesk rate: ") && !said[line] {
					t.Errorf("check %v does not say what rate says: %q; check says:\n%s", tt.name, line, checkErr)
				}
			}
		})
	}
}

// TestCheckAcrossSameFileTwice checks that a game list given twice, and a
// game in two files, are rate's errors.
func TestCheckAcrossSameFileTwice(t *testing.T) {
	games := "White,Black,Result,Finished\n100001,100002,1-0,2025-09-15\n"
	paths := writeAcross(t, [2]string{"list.csv", acrossList}, [2]string{"games.csv", games}, [2]string{"copy.csv", games},
		[2]string{"more.csv", games + "100003,100004,0-1,2025-10-01\n"})
	status, _, stderr := runCLI(t, "check", paths[0], paths[1], paths[2])
	if want := paths[2] + ": this file has the same content as " + paths[1] + ": its games would be counted twice; give each file once\n"; status != exitProblems || stderr != want {
		t.Errorf("a copy: exit %d, stderr %q; want 1 and %q", status, stderr, want)
	}
	status, _, stderr = runCLI(t, "check", paths[0], paths[1], paths[3])
	if status != exitProblems || !strings.Contains(stderr, paths[3]+":C2: the same game (100001 against 100002, finished 2025-09-15) is also at "+paths[1]+":C2: it would be rated twice") {
		t.Errorf("a game twice: exit %d, stderr %q; want 1 and the error", status, stderr)
	}
}

// TestCheckSaysACopyBesideAnError: check says a game given twice in a
// game list that also has an error in another row with that error, in the
// same pass, as rate and the app do (a tester: the copy came only once the
// other error was corrected).
func TestCheckSaysACopyBesideAnError(t *testing.T) {
	games := "White,Black,Result,Finished\n100001,100002,1-0,2025-09-15\n100001,100002,1-0,2025-09-15\n100003,100001,9-9,2025-09-16\n"
	paths := writeAcross(t, [2]string{"list.csv", acrossList}, [2]string{"games.csv", games})
	status, _, stderr := runCLI(t, append([]string{"check"}, paths...)...)
	for _, want := range []string{paths[1] + ":C4: Result: \"9-9\" is not a game result", paths[1] + ":C3: the same game (100001 against 100002, finished 2025-09-15) is also at"} {
		if status != exitProblems || !strings.Contains(stderr, want) {
			t.Errorf("check: exit %d, stderr %q; want %d and %q", status, stderr, exitProblems, want)
		}
	}
}

// TestCheckAcrossUndatedBesideAnError: a game list's undated game is
// warned about even when another file (here the list) has an error, so
// that the two come in one run.
func TestCheckAcrossUndatedBesideAnError(t *testing.T) {
	games := "White,Black,Result,Finished\n100001,100002,1-0,2025-09-15\n100003,100001,½-½,\n"
	badList := strings.Replace(acrossList, "\n100002,", "\n100002x,", 1)
	if badList == acrossList {
		t.Fatal("the list was not made bad")
	}
	paths := writeAcross(t, [2]string{"list.csv", badList}, [2]string{"games.csv", games})
	status, _, stderr := runCLI(t, append([]string{"check"}, paths...)...)
	want := paths[1] + ":D3: warning: played game has no finish date"
	if status != exitProblems || !strings.Contains(stderr, want) {
		t.Errorf("check with a bad list: exit %d, stderr %q; want 1 and %q", status, stderr, want)
	}
}
