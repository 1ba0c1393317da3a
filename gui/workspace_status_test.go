package gui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestStatusCountsErrorsAcrossFiles: the Workspace's Status column counts
// every problem placed in the file, those of the check across the files
// too (a tester: a game list with 144 errors across the files read
// "read"); the other files stay "read".
func TestStatusCountsErrorsAcrossFiles(t *testing.T) {
	sh, _ := newTestShell(t)
	src, err := os.ReadFile(filepath.Join("..", "testdata", "sample-games.csv"))
	if err != nil {
		t.Fatal(err)
	}
	// Two players not on the list: A3 and B4.
	text := strings.Replace(string(src), "\n460101,480101,", "\n999998,480101,", 1)
	text = strings.Replace(text, "\n930101,420101,", "\n930101,999997,", 1)
	games := filepath.Join(t.TempDir(), "games.csv")
	if err := os.WriteFile(games, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	openAndWait(t, sh, sampleList, games)
	waitIdle(sh)
	s := sh.workspace
	status := columnIndex(t, s.files, "Status")
	for r, want := range []string{"read", "2 errors"} {
		if got := s.files.cellText(r, status); got != want {
			t.Errorf("Status of %s = %q, want %q", filepath.Base(s.shown[r].path), got, want)
		}
	}
}

// TestActivatedFileWithWarningsShowsItsGames: a double click on a file
// with warnings only (a PGN file's players without an ICCF ID tag) shows
// its games, not the Problems tab, which comes to the front for errors
// (docs/guide.md; a tester).
func TestActivatedFileWithWarningsShowsItsGames(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, filepath.Join("..", "testdata", "sample-games.pgn"))
	f := sh.workspace.shown[0]
	if f.problems.HasErrors() || len(f.problems.Warnings()) == 0 {
		t.Fatalf("sample-games.pgn has problems %v: the test needs warnings only", f.problems)
	}
	sh.workspace.onFileActivated(0)
	if got := sh.tabs.Selected(); got != sh.period.tab() {
		t.Errorf("a double click on a game list with warnings shows %q, want the Rating period tab", got.Text)
	}
}
