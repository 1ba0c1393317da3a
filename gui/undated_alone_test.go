package gui

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestUndatedWarnedWithoutList: played games without a finish date are
// warned of whenever they are open, with a rating list or without one
// (before, with a game list alone the Workspace and the Problems tab said
// nothing of them, as only the check against the list found them), in
// the words of the warning given with a list; games with their dates get
// no such warning.
func TestUndatedWarnedWithoutList(t *testing.T) {
	undated := filepath.Join("..", "testdata", "sample-games-undated.csv")
	const (
		stops   = "played games have no finish date (Problems tab): a run of the period stops on them unless you tick Rate undated games in this period (Rating period tab) or type their dates."
		noStart = "Open the rating list the period starts from"
	)
	for _, tc := range []struct {
		name    string
		files   []string
		warned  bool
		summary []string
	}{
		{"undated games alone", []string{undated}, true, []string{noStart, "Played" + strings.TrimPrefix(stops, "played")}},
		{"dated games alone", []string{sampleGames}, false, []string{noStart}},
		{"undated games with the list", []string{sampleList, undated}, true, []string{", but " + stops}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sh, _ := newTestShell(t)
			openAndWait(t, sh, tc.files...)
			summary := sh.workspace.heading.Text
			if !containsAll(summary, tc.summary...) || strings.Count(summary, "no finish date") != map[bool]int{true: 1, false: 0}[tc.warned] {
				t.Errorf("the Workspace says %q, want %q (the undated games said once: %v)", summary, tc.summary, tc.warned)
			}
			if got := slices.ContainsFunc(sh.problems.problems, undatedWarning); got != tc.warned {
				t.Errorf("the Problems tab warns of undated games: %v, want %v (%v)", got, tc.warned, sh.problems.problems)
			}
		})
	}
}
