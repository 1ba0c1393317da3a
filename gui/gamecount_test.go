package gui

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

// TestGameCountsAgree: with the whole sample open (game lists and
// crosstables), the suggestion button, the games read and the no-games
// warning give the same count of the games of 2026/1 — each computed by
// desk.TallyGames (issue 10: the button said 153, the warning 317).
func TestGameCountsAgree(t *testing.T) {
	sh, d := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames, filepath.Join("..", "testdata", "sample-sections.xlsx"),
		filepath.Join("..", "testdata", "sample-sections-games.csv"))
	s := sh.period
	sh.show(s)
	s.periodEntry.SetText("2027/1")
	if want := "Use 2026/1 (317 games in its window)"; !s.suggestButton.Visible() || s.suggestButton.Text != want {
		t.Errorf("suggestion %q (shown %v), want %q", s.suggestButton.Text, s.suggestButton.Visible(), want)
	}
	if want := "369 games in 2 game lists and 4 crosstable sections of 1 file: 0 finished in the window"; !strings.HasPrefix(s.gamesInfo.Text, want) {
		t.Errorf("games read %q, want it to begin %q", s.gamesInfo.Text, want)
	}
	test.Tap(s.runButton)
	waitIdle(sh)
	if len(d.confirms) != 1 || !containsAll(d.confirms[0], "None of the 369 games read", "Period 2026/1 holds the games (317 games finished in its window)") {
		t.Errorf("warning %q, want the 369 games and the 317 of 2026/1 the button names", d.confirms)
	}
	if got := len(s.gamesRead.shown); got != 369 {
		t.Errorf("the games read list %d games, want the 369 counted", got)
	}
}
