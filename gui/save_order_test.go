package gui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestSaveChecksChangedFirst: after a game list changed on disk, Ctrl+S
// (and Save report) say that nothing was saved before any Save dialog
// asks for a name (a tester typed a name first, for nothing).
func TestSaveChecksChangedFirst(t *testing.T) {
	for _, tt := range []struct {
		name string
		save func(*periodScreen)
	}{
		{"new list", (*periodScreen).onSaveList},
		{"report", (*periodScreen).onSaveReport},
	} {
		t.Run(tt.name, func(t *testing.T) {
			sh, d := newTestShell(t)
			dir := t.TempDir()
			list := copyFile(t, filepath.Join("..", "testdata", "sample-list.csv"), dir)
			games := copyFile(t, filepath.Join("..", "testdata", "sample-games.csv"), dir)
			openAndWait(t, sh, list, games)
			runPeriod(t, sh, "2026/1")
			text, err := os.ReadFile(games)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(games, append(text, '\n'), 0o644); err != nil {
				t.Fatal(err)
			}
			later := time.Now().Add(time.Minute)
			if err := os.Chtimes(games, later, later); err != nil {
				t.Fatal(err)
			}
			d.savePath = filepath.Join(t.TempDir(), "out.xlsx")
			tt.save(sh.period)
			waitIdle(sh)
			if len(d.saveSuggested) != 0 {
				t.Errorf("a Save dialog was shown (%q) though a game list changed on disk", d.saveSuggested)
			}
			if got := d.lastTold(); !strings.Contains(got, "Nothing was saved") || !strings.Contains(got, "changed on disk") {
				t.Errorf("told %q, want nothing saved as a file changed on disk", got)
			}
		})
	}
}

// TestRefusedInputAsksAgain: a path typed in the Save dialog that is
// one of the open inputs is refused, and the Save dialog opens again in
// that folder with the name proposed at first (a tester had to start
// again).
func TestRefusedInputAsksAgain(t *testing.T) {
	sh, d := newTestShell(t)
	dir := t.TempDir()
	list := copyFile(t, sampleList, dir)
	games := copyFile(t, sampleGames, dir)
	openAndWait(t, sh, list, games)
	runPeriod(t, sh, "2026/1")
	sh.prefs.rememberSaved(kindNewList, t.TempDir()) // the folder saved in last is elsewhere

	d.savePath = games
	sh.period.onSaveList()
	waitIdle(sh)
	if len(d.saveSuggested) != 2 {
		t.Fatalf("save dialogs shown: %q, want the first and one again after the refusal", d.saveSuggested)
	}
	if got, want := d.saveSuggested[1], filepath.Join(dir, "rating-list-2026-1.xlsx"); got != want {
		t.Errorf("the Save dialog shown again proposes %q, want %q", got, want)
	}
	if got := d.saveTitles[1]; !strings.Contains(got, "sample-games.xlsx is an open input file") {
		t.Errorf("the Save dialog shown again is titled %q, want the refusal said", got)
	}
	if got := d.lastTold(); !strings.Contains(got, "inputs are never overwritten") {
		t.Errorf("told %q, want the refusal", got)
	}
}
