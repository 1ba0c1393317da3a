package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestGameListGivenAsList: a game list (or a PGN file) given where a
// rating list is wanted — reconcile's lists, titles' and norms' --list —
// is said to be a game list, not a rating list, as rate says it (a
// review: reconcile and titles said "no header row found for a rating
// list"), with what the command wants instead (desk.ResultsAsList).
func TestGameListGivenAsList(t *testing.T) {
	td := filepath.Join("..", "..", "testdata")
	list := filepath.Join(td, "sample-list.csv")
	games, pgn := filepath.Join(td, "sample-games.csv"), filepath.Join(td, "sample-games.pgn")
	out := t.TempDir()
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"reconcile", "--official", games, "--computed", list, "--out", filepath.Join(out, "d.csv")},
			games + ": this is a game list, not a rating list: give two rating lists to compare"},
		{[]string{"reconcile", "--official", list, "--computed", pgn, "--out", filepath.Join(out, "d.csv")},
			pgn + ": this is a PGN game list, not a rating list: give two rating lists to compare"},
		{[]string{"titles", "--norms", filepath.Join(td, "sample-sections.xlsx"), "--list", games},
			games + ": this is a game list, not a rating list: give the current rating list"},
		{[]string{"norms", "--crosstable", pgn, "--type", "Master norm", "--list", games, "--out", filepath.Join(out, "n.xlsx")},
			games + ": this is a game list, not a rating list: give the current rating list"},
	}
	for _, tt := range tests {
		status, _, stderr := runCLI(t, tt.args...)
		if status != exitProblems || !strings.Contains(stderr, tt.want) || strings.Contains(stderr, "no header row") {
			t.Errorf("%v = %d, %q; want %d, containing %q", tt.args, status, stderr, exitProblems, tt.want)
		}
	}
}
