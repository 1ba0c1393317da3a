package gui

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestReopenSaysAllFilesAndKeepsRecent: the files of the last session,
// reopened at start, are all counted with their errors in the status
// line (a tester read "Read 2 files: 2 errors" after 8 files reopened,
// the PGN files read again once the list was), and the recent files keep
// their order (the PGN files had moved to the top).
func TestReopenSaysAllFilesAndKeepsRecent(t *testing.T) {
	dir := t.TempDir()
	pgn := filepath.Join("..", "testdata", "sample-games.pgn")
	b, err := os.ReadFile(filepath.Join("..", "testdata", "sample-games.csv"))
	if err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(dir, "bad.csv")
	if err := os.WriteFile(bad, []byte(strings.Replace(string(b), "520101,380101,½-½", "520101,380101,3-0", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	sh, _ := newTestShell(t)
	files := []string{absPath(pgn), absPath(sampleList), bad}
	recent := []string{bad, absPath(sampleList), absPath(pgn)}
	sh.prefs.p.SetStringList(prefRecent, recent)
	sh.reopenPaths(files, nil)
	waitIdle(sh)
	if got := sh.prefs.recent(); !slices.Equal(got, recent) {
		t.Errorf("recent files after reopening %q, want %q as before", got, recent)
	}
	want := "Reopened 3 files of the last session: 1 with errors (1 error), listed on the Problems tab."
	if got := sh.tasks.status.Text; !strings.HasPrefix(got, want) {
		t.Errorf("status after reopening %q, want %q", got, want)
	}
}
