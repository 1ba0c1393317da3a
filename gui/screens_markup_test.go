package gui

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// The markup masters in testdata/ show each screen as drawn with the test
// theme; `go test ./gui -update` rewrites them after a deliberate change.

func TestScreensRender(t *testing.T) {
	sh, _ := newTestShell(t)
	sh.win.Resize(fyne.NewSize(1100, 560))
	openAndWait(t, sh, sampleList, sampleGames)

	sh.show(sh.players)
	test.Tap(headerButton(t, sh.players.table, "Rating"))
	test.Tap(headerButton(t, sh.players.table, "Rating"))
	test.Type(sh.players.search, "ger")
	assertMarkup(t, "players_screen.xml", sh.players.content)

	sh.show(sh.period)
	sh.period.periodEntry.SetText("2027/1")
	assertMarkup(t, "period_screen_before.xml", sh.period.content)
	runPeriod(t, sh, "2026/1")
	assertMarkup(t, "period_screen_after.xml", sh.period.content)
}

func TestProblemsRender(t *testing.T) {
	sh, _ := newTestShell(t)
	sh.win.Resize(fyne.NewSize(1100, 420))
	openAndWait(t, sh, brokenList(t), sampleGames)
	sh.show(sh.problems)
	assertMarkup(t, "problems_screen.xml", sh.problems.content)
}

func TestCardRenders(t *testing.T) {
	sh, _ := newTestShell(t)
	list := filepath.Join("..", "testdata", "worked-example", "list.csv")
	games := filepath.Join("..", "testdata", "worked-example", "games.csv")
	openAndWait(t, sh, list, games)
	runPeriod(t, sh, "2026/1")
	c := newPlayerCard(sh, 100001)
	test.NewTempWindow(t, c.content).Resize(fyne.NewSize(1060, 640))
	assertMarkup(t, "player_card.xml", c.content)
}
