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

// TestCardResultsAsCrosstables: the card's terms give each game's score
// as the crosstables and the calculation sheet write it, 1, ½ or 0 (a
// tester: the card said 0.5 where the sheet said ½).
func TestCardResultsAsCrosstables(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	runPeriod(t, sh, "2026/1")
	res := sh.session.run.result
	seen := map[string]bool{}
	for i := range res.Players {
		if res.Players[i].PeriodGames < 3 {
			continue
		}
		c := newPlayerCard(sh, res.Players[i].Player.ID)
		col := columnIndex(t, c.games, "Result")
		for r := range c.terms {
			got := c.games.cellText(r, col)
			if want := map[float64]string{1: "1", 0.5: "½", 0: "0"}[c.terms[r].Score]; got != want {
				t.Fatalf("player %d, term %d: Result %q for a score of %v, want %q", res.Players[i].Player.ID, r+1, got, c.terms[r].Score, want)
			}
			seen[got] = true
		}
		if seen["½"] && seen["1"] {
			return
		}
	}
	t.Errorf("no card showed both a win and a draw: %v", seen)
}
