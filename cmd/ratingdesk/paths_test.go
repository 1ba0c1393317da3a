package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf16"
)

// writeTree writes files (path relative to a new folder, content) into a
// new folder and makes it the working directory for the rest of the test,
// so that the files are named on the command line as a user types them
// (in/q1/games.csv).
func writeTree(t *testing.T, files map[string]string) {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)
}

// TestProblemsNameThePathAsGiven: a problem line names its file as the
// file was given on the command line, folders and all, so that two files
// of the same name in different folders are told apart (the tester's
// report: `games.csv:B2: …` for in/q2/games.csv), with every command
// that reads files.
func TestProblemsNameThePathAsGiven(t *testing.T) {
	good := "White,Black,Result,Finished\n100001,100002,1-0,2025-09-15\n"
	unknown := "White,Black,Result,Finished\n100001,100099,1-0,2025-09-15\n"
	writeTree(t, map[string]string{
		"in/list.csv":     acrossList,
		"in/q1/games.csv": good,
		"in/q2/games.csv": unknown,
		"in/q3/games.csv": "White,Black,Result,Finished\n100001,100002,9-9,2025-09-15\n",
	})
	q2 := filepath.FromSlash("in/q2/games.csv")
	q3 := filepath.FromSlash("in/q3/games.csv")
	list, q1 := filepath.FromSlash("in/list.csv"), filepath.FromSlash("in/q1/games.csv")
	notOnList := q2 + ":B2: black player 100099 is not on the list\n" // replay's progress line comes before it
	badResult := q3 + `:C2: Result: "9-9" is not a game result`
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"check across the files", []string{"check", list, q1, q2}, notOnList},
		{"rate", []string{"rate", "--list", list, "--results", q1, "--results", q2, "--period", "2026/1", "--out", "new.csv"}, notOnList},
		{"replay", []string{"replay", "--list", list, "--results", q1, "--results", q2, "--from", "2026/1", "--to", "2026/1", "--out", "h.csv"}, notOnList},
		{"check a file", []string{"check", q1, q3}, badResult},
		{"rate, a file with errors", []string{"rate", "--list", list, "--results", q3, "--period", "2026/1", "--out", "new.csv"}, badResult},
	}
	for _, tt := range tests {
		status, _, stderr := runCLI(t, tt.args...)
		if status != exitProblems || !strings.HasPrefix(stderr, tt.want) && !strings.Contains(stderr, "\n"+tt.want) {
			t.Errorf("%s: exit %d, stderr %q; want %d and a line starting %q", tt.name, status, stderr, exitProblems, tt.want)
		}
	}
}

// TestMissingInputSaidOnce: a file that is not there is one line, "cannot
// open the file", however the command reads it and whatever its name (rate
// and replay also hashed it for the Notes sheet and said "cannot read the
// file" again; a missing .pgn, .trf or .xml was "cannot read files named
// .pgn", and a missing FIDE list named its path twice).
func TestMissingInputSaidOnce(t *testing.T) {
	writeTree(t, map[string]string{"list.csv": acrossList, "games.csv": "White,Black,Result,Finished\n100001,100002,1-0,2025-09-15\n"})
	tests := []struct {
		name, missing string
		args          []string
	}{
		{"check", "in/nofile.csv", []string{"check"}},
		{"check, a PGN file", "in/nofile.pgn", []string{"check"}},
		{"check, a TRF", "in/nofile.trf", []string{"check"}},
		{"check, a FIDE list", "in/nofile.xml", []string{"check"}},
		{"check, a text table", "in/nofile.txt", []string{"check"}},
		{"rate, the results", "in/nofile.csv", []string{"rate", "--list", "list.csv", "--period", "2026/1", "--out", "new.csv", "--results"}},
		{"rate, a PGN file", "in/nofile.pgn", []string{"rate", "--list", "list.csv", "--period", "2026/1", "--out", "new.csv", "--results"}},
		{"rate, the list", "in/nofile.csv", []string{"rate", "--results", "games.csv", "--period", "2026/1", "--out", "new.csv", "--list"}},
		{"rate, the FIDE list", "in/nofile.txt", []string{"rate", "--list", "list.csv", "--results", "games.csv", "--period", "2026/1", "--out", "new.csv", "--fide"}},
		{"replay, the results", "in/nofile.csv", []string{"replay", "--list", "list.csv", "--from", "2026/1", "--to", "2026/1", "--out", "h.csv", "--results"}},
		{"replay, the list", "in/nofile.csv", []string{"replay", "--results", "games.csv", "--from", "2026/1", "--to", "2026/1", "--out", "h.csv", "--list"}},
		{"norms, a TRF", "in/nofile.trf", []string{"norms", "--out", "n.csv", "--crosstable"}},
		{"trf", "in/nofile.csv", []string{"trf", "--out", "x.trf", "--crosstable"}},
	}
	for _, tt := range tests {
		missing := filepath.FromSlash(tt.missing)
		want := missing + ": cannot open the file: no such file or directory\n"
		status, _, stderr := runCLI(t, append(tt.args, missing)...)
		if status != exitProblems || !strings.HasPrefix(stderr, want) || strings.Count(stderr, missing) != 1 {
			t.Errorf("%s: exit %d, stderr %q; want %d and the one line %q", tt.name, status, stderr, exitProblems, want)
		}
	}
}

// TestCheckFlagsAfterFiles: check's flags may come before, between or
// after its files (the tester's `check in/list.csv in/games.csv --period
// 2026/1` read --period and 2026/1 as two more files), as titles' may.
func TestCheckFlagsAfterFiles(t *testing.T) {
	writeTree(t, map[string]string{
		"in/list.csv":  acrossList,
		"in/games.csv": "White,Black,Result,Finished\n100001,100002,1-0,2025-09-15\n100003,100001,½-½,\n",
	})
	list, games := filepath.FromSlash("in/list.csv"), filepath.FromSlash("in/games.csv")
	undated := games + ":D3: played game has no finish date and is not assigned to period 2026/1\n"
	tests := []struct {
		name   string
		args   []string
		status int
		stderr string
	}{
		{"flags first", []string{"--period", "2026/1", list, games}, exitProblems, undated},
		{"flags last", []string{list, games, "--period", "2026/1"}, exitProblems, undated},
		{"flags between", []string{list, "--period=2026/1", games}, exitProblems, undated},
		{"flags on both sides", []string{"--period", "2026/1", list, games, "--assign-undated"}, exitOK, ""},
		{"a bad flag last", []string{list, games, "--perod", "2026/1"}, exitUsage, "ratingdesk check: unknown flag --perod\nRun 'ratingdesk check -h' for help.\n"},
		{"-- ends the flags", []string{"--period", "2026/1", "--assign-undated", "--", list, games}, exitOK, ""},
	}
	for _, tt := range tests {
		status, stdout, stderr := runCLI(t, append([]string{"check"}, tt.args...)...)
		if status != tt.status || !strings.HasPrefix(stderr, tt.stderr) || tt.stderr == "" && stderr != "" {
			t.Errorf("%s: exit %d, stderr %q; want %d and %q", tt.name, status, stderr, tt.status, tt.stderr)
		}
		if strings.Contains(stdout, "2026/1: not ok") || strings.Contains(stdout, "--period: not ok") {
			t.Errorf("%s: stdout %q reads a flag as a file", tt.name, stdout)
		}
	}
}

// TestParseInterspersed: (parseArgs) the file names come back in order, wherever the
// flags stand; after "--" every argument is a name.
func TestParseInterspersed(t *testing.T) {
	tests := []struct {
		args    []string
		names   []string
		period  string
		undated bool
	}{
		{[]string{"a", "b"}, []string{"a", "b"}, "", false},
		{[]string{"a", "--period", "2026/1", "b", "--assign-undated"}, []string{"a", "b"}, "2026/1", true},
		{[]string{"-period=2026/1", "a", "-", "b"}, []string{"a", "-", "b"}, "2026/1", false},
		{[]string{"a", "--", "--period", "-b"}, []string{"a", "--period", "-b"}, "", false},
		{[]string{"--assign-undated", "--", "a"}, []string{"a"}, "", true},
		{nil, nil, "", false},
	}
	for _, tt := range tests {
		fs := newFlagSet("check", "", &strings.Builder{})
		period := fs.String("period", "", "")
		undated := fs.Bool("assign-undated", false, "")
		cl, ok := parseArgs(fs, tt.args, true)
		if !ok || len(cl.mistakes) != 0 || strings.Join(cl.names, "|") != strings.Join(tt.names, "|") || *period != tt.period || *undated != tt.undated {
			t.Errorf("parseArgs(%q) = %q, %v, period %q, assign-undated %v; want %q, period %q, assign-undated %v",
				tt.args, cl, ok, *period, *undated, tt.names, tt.period, tt.undated)
		}
	}
}

// unicodeText is s as Excel saves "Unicode text": UTF-16 little endian
// with a byte-order mark.
func unicodeText(s string) string {
	var b []byte
	for _, u := range utf16.Encode([]rune("\ufeff" + s)) {
		b = append(b, byte(u), byte(u>>8))
	}
	return string(b)
}

// TestUnicodeTextInputs: Excel's "Unicode text" (.txt, UTF-16, tab
// separated) is checked and rated as a CSV file is (the tester's report:
// "cannot read files named .txt"); the new list is the one the same
// tables as CSV files give.
func TestUnicodeTextInputs(t *testing.T) {
	tabs := func(s string) string { return unicodeText(strings.ReplaceAll(s, ",", "\t")) }
	games := "White,Black,Result,Finished\n100001,100002,1-0,2025-09-15\n100003,100001,½-½,2025-10-15\n"
	writeTree(t, map[string]string{
		"list.txt": tabs(acrossList), "games.txt": tabs(games),
		"list.csv": acrossList, "games.csv": games,
	})
	status, stdout, stderr := runCLI(t, "check", "list.txt", "games.txt")
	want := "list.txt: ok, rating list, 4 rows: 4 players\ngames.txt: ok, game list, 2 rows: 2 games\n" +
		"list.txt + games.txt: ok, every game's players are on the list (2 games)\n"
	if status != exitOK || stdout != want || stderr != "" {
		t.Errorf("check: exit %d, stdout %q, stderr %q; want 0 and %q", status, stdout, stderr, want)
	}
	for _, in := range []string{"txt", "csv"} {
		if status, _, stderr := runCLI(t, "rate", "--list", "list."+in, "--results", "games."+in, "--period", "2026/1", "--out", "new-"+in+".csv"); status != exitOK {
			t.Fatalf("rate from .%s: exit %d, stderr %q", in, status, stderr)
		}
	}
	txt, err := os.ReadFile("new-txt.csv")
	if err != nil {
		t.Fatal(err)
	}
	csv, err := os.ReadFile("new-csv.csv")
	if err != nil {
		t.Fatal(err)
	}
	if string(txt) != string(csv) {
		t.Errorf("rate from the .txt files wrote\n%s\nwant what the .csv files give\n%s", txt, csv)
	}
}

// TestRateReplaySayAcrossNotChecked: rate and replay that stop on a
// file's own errors say, as check does, that the files were not checked
// against one another (a player not on the list is then not said yet);
// stopping on a problem found across the files, they do not.
func TestRateReplaySayAcrossNotChecked(t *testing.T) {
	writeTree(t, map[string]string{
		"list.csv":    acrossList,
		"unknown.csv": "White,Black,Result,Finished\n100001,100099,1-0,2025-09-15\n",
		"bad.csv":     "White,Black,Result,Finished\n100001,100002,9-9,2025-09-15\n",
	})
	note := ": not checked across the files while a file has errors: more problems (a player not on the list, a file given twice, a game in two files) may follow once they are corrected\n"
	rate := func(results ...string) []string {
		args := []string{"rate", "--list", "list.csv", "--period", "2026/1", "--out", "new.csv"}
		for _, r := range results {
			args = append(args, "--results", r)
		}
		return args
	}
	replay := func(results ...string) []string {
		args := []string{"replay", "--list", "list.csv", "--from", "2026/1", "--to", "2026/1", "--out", "h.csv"}
		for _, r := range results {
			args = append(args, "--results", r)
		}
		return args
	}
	tests := []struct {
		name string
		args []string
		note bool
	}{
		{"rate, a file with errors", rate("unknown.csv", "bad.csv"), true},
		{"rate, a missing file", rate("unknown.csv", "gone.csv"), true},
		{"rate, a missing FIDE list", append(rate("unknown.csv"), "--fide", "gone.txt"), true},
		{"rate, a player not on the list", rate("unknown.csv"), false},
		{"replay, a file with errors", replay("unknown.csv", "bad.csv"), true},
		{"replay, a missing list", append(replay("unknown.csv"), "--list", "gone.csv"), true},
		{"replay, a player not on the list", replay("unknown.csv"), false},
	}
	for _, tt := range tests {
		status, _, stderr := runCLI(t, tt.args...)
		cmd := "ratingdesk " + tt.args[0]
		if status != exitProblems || strings.HasSuffix(stderr, cmd+note) != tt.note || strings.Count(stderr, note) > 1 {
			t.Errorf("%s: exit %d, stderr %q; want %d, the note %q last: %v", tt.name, status, stderr, exitProblems, cmd+note, tt.note)
		}
		if tt.note == strings.Contains(stderr, "100099 is not on the list") {
			t.Errorf("%s: stderr %q: want the player not on the list said only when the files were checked across", tt.name, stderr)
		}
	}
}
