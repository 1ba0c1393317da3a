package gui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestGamesInfoNamesFilesWithErrors: a game list and a crosstable open
// but not read for their errors are not "no game list or crosstable is
// open" (tester, shot28): the Rating period tab says what is open and why
// it is not read.
func TestGamesInfoNamesFilesWithErrors(t *testing.T) {
	dir := t.TempDir()
	broken := func(src, old, new string) string {
		t.Helper()
		b, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, filepath.Base(src))
		if err := os.WriteFile(path, []byte(strings.Replace(string(b), old, new, 1)), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	games := broken(filepath.Join("..", "testdata", "sample-games.csv"), "520101,380101,½-½", "520101,380101,3-0")
	ct := broken(filepath.Join("..", "testdata", "sample-section-double.csv"), "Start,2024-09-01", "Start,2024-19-01")
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, games, ct)
	sh.show(sh.period)
	sh.period.periodEntry.SetText("2026/1")
	got := sh.period.gamesInfo.Text
	for _, f := range sh.session.resultFiles() {
		if !f.problems.HasErrors() {
			t.Fatalf("%s has no errors: %v", f.path, f.problems)
		}
	}
	if want := "1 game list and 1 crosstable open, not read: correct their errors (Problems tab)."; got != want {
		t.Errorf("games read %q, want %q", got, want)
	}
}

// TestWorkspaceNamesEveryFileWithErrors: the Workspace's summary names
// each file with errors, a game list as well as a crosstable (a tester:
// it named swiss.txt but not bad.pgn with its 2 errors).
func TestWorkspaceNamesEveryFileWithErrors(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "testdata", "sample-games.csv"))
	if err != nil {
		t.Fatal(err)
	}
	games := filepath.Join(t.TempDir(), "bad.csv")
	if err := os.WriteFile(games, []byte(strings.Replace(string(b), "520101,380101,½-½", "520101,380101,3-0", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, games)
	if got := sh.workspace.summary(); !strings.Contains(got, "Not read: bad.csv has 1 error (Problems tab).") {
		t.Errorf("summary %q does not name bad.csv and its error", got)
	}
}
