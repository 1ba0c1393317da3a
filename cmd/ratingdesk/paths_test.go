package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
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
// open the file", however the command reads it (rate and replay also
// hashed it for the Notes sheet and said "cannot read the file" again).
func TestMissingInputSaidOnce(t *testing.T) {
	writeTree(t, map[string]string{"list.csv": acrossList, "games.csv": "White,Black,Result,Finished\n100001,100002,1-0,2025-09-15\n"})
	missing := filepath.FromSlash("in/nofile.csv")
	want := missing + ": cannot open the file: no such file or directory\n"
	tests := []struct {
		name string
		args []string
	}{
		{"check", []string{"check", missing}},
		{"rate, the results", []string{"rate", "--list", "list.csv", "--results", missing, "--period", "2026/1", "--out", "new.csv"}},
		{"rate, the list", []string{"rate", "--list", missing, "--results", "games.csv", "--period", "2026/1", "--out", "new.csv"}},
		{"replay, the results", []string{"replay", "--list", "list.csv", "--results", missing, "--from", "2026/1", "--to", "2026/1", "--out", "h.csv"}},
		{"replay, the list", []string{"replay", "--list", missing, "--results", "games.csv", "--from", "2026/1", "--to", "2026/1", "--out", "h.csv"}},
	}
	for _, tt := range tests {
		status, _, stderr := runCLI(t, tt.args...)
		if status != exitProblems || !strings.HasPrefix(stderr, want) || strings.Count(stderr, missing) != 1 {
			t.Errorf("%s: exit %d, stderr %q; want %d and the one line %q", tt.name, status, stderr, exitProblems, want)
		}
	}
}
