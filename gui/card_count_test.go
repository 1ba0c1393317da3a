package gui

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"

	"ratingdesk/engine"
)

// TestCardCountsOneGame: a player with one game in the period reads "1
// game", not "1 games", in the card's period facts and, under the 2017
// rules, its score line.
func TestCardCountsOneGame(t *testing.T) {
	sh, _ := newTestShell(t)
	// The worked example: the player's three opponents play one game each.
	openAndWait(t, sh, filepath.Join("..", "testdata", "worked-example", "list.csv"), filepath.Join("..", "testdata", "worked-example", "games.csv"))
	runPeriod(t, sh, "2026/1")
	res := sh.session.run.result
	var pr *engine.PlayerResult
	for i := range res.Players {
		if res.Players[i].PeriodGames == 1 {
			pr = &res.Players[i]
			break
		}
	}
	if pr == nil {
		t.Fatal("no player of the worked example has one game in 2026/1")
	}
	c := newPlayerCard(sh, pr.Player.ID)
	var facts []string
	for _, o := range c.period.Objects {
		if l, ok := o.(*widget.Label); ok {
			facts = append(facts, l.Text)
		}
	}
	text := strings.Join(facts, " | ")
	if !strings.Contains(text, "1 game, score ") || strings.Contains(text, "1 games") {
		t.Errorf("card of %d, period facts %q: want \"1 game, score …\"", pr.Player.ID, text)
	}
	elo := *res
	elo.Ruleset.ID = engine.ICCF2017
	if got := c.sumsText(&elo, pr); !strings.Contains(got, " from 1 game (") {
		t.Errorf("sumsText under iccf-2017 = %q, want the score \"from 1 game\"", got)
	}
}
