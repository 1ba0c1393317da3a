package gui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"

	"ratingdesk/engine"
)

// newFromCrosstable is a player of the sample's crosstables who is not on
// the sample's rating list: he joins the period as a new unrated player
// (docs/rules.md "Crosstable games for the rating", Unknown players).
const (
	newFromCrosstable     engine.PlayerID = 540201
	newFromCrosstableName                 = "Papadakis, Giorgos"
)

// openWholeSample opens the list, the game list and the crosstables with
// their game list, as the desktop app's sample does.
func openWholeSample(t *testing.T, sh *shell) {
	t.Helper()
	openAndWait(t, sh, sampleList, sampleGames, sampleSections, sampleSectionsGames)
}

// factsText joins the labels of a card's "On the list" column.
func factsText(c *playerCard) string {
	var out []string
	for _, o := range c.facts.Objects {
		if l, ok := o.(*widget.Label); ok {
			out = append(out, l.Text)
		}
	}
	return strings.Join(out, " | ")
}

// crosstablePlayerFed is the federation the sample's crosstables give
// the new player.
func crosstablePlayerFed(t *testing.T, sh *shell) string {
	t.Helper()
	for _, sec := range sh.session.sections() {
		for _, p := range sec.table.Section.Players {
			if p.ID == newFromCrosstable && p.Fed != "" {
				return p.Fed
			}
		}
	}
	t.Fatalf("the sample's crosstables give no federation for %d", newFromCrosstable)
	return ""
}

// A player who comes only from a crosstable has his name and federation
// on his card, before and after a run, and the card says he is not on the
// starting list (user test: the card read "Player card:  (540201)", with
// an empty Games line).
func TestCardOfPlayerFromCrosstable(t *testing.T) {
	sh, d := newTestShell(t)
	openWholeSample(t, sh)
	for _, p := range sh.session.listRead().Players {
		if p.ID == newFromCrosstable {
			t.Fatalf("the sample's list holds %d: pick a player who is only in a crosstable", p.ID)
		}
	}
	fed := crosstablePlayerFed(t, sh)
	heading := newFromCrosstableName + " (540201)"
	check := func(when string) {
		t.Helper()
		sh.openCard(newFromCrosstable)
		title := d.windows[len(d.windows)-1]
		if title != "Player card: "+heading {
			t.Errorf("%s: card titled %q, want %q", when, title, "Player card: "+heading)
		}
		c := newPlayerCard(sh, newFromCrosstable)
		if c.heading.Text != heading {
			t.Errorf("%s: card heading %q, want %q", when, c.heading.Text, heading)
		}
		facts := factsText(c)
		if !containsAll(facts, "ID 540201, federation "+fed, "not on the list: new from crosstable", "0 rated: "+engine.StatusOf(false, 0).String()) {
			t.Errorf("%s: card facts %q, want his federation %s, not on the list, new from a crosstable, 0 rated games", when, facts, fed)
		}
		if strings.Contains(facts, "rated:  (") {
			t.Errorf("%s: card facts %q have an empty Games line", when, facts)
		}
	}
	check("before a run")
	runPeriod(t, sh, "2026/1")
	check("after the run")
	c := newPlayerCard(sh, newFromCrosstable)
	if len(c.terms) == 0 {
		t.Errorf("after the run the card shows no terms for %d", newFromCrosstable)
	}
}

// The games' tables name a crosstable's new player as they name the
// list's players, "Name (ID)": the games read before a run (user test:
// he showed as a bare 540201), and his opponents' cards.
func TestGamesTablesNamePlayerFromCrosstable(t *testing.T) {
	sh, _ := newTestShell(t)
	openWholeSample(t, sh)
	sh.show(sh.period)
	s := sh.period
	s.periodEntry.SetText("2026/1")
	want := newFromCrosstableName + " (540201)"
	found := false
	white, black := columnIndex(t, s.gamesRead, "White"), columnIndex(t, s.gamesRead, "Black")
	for r := range s.gamesRead.shown {
		for _, col := range []int{white, black} {
			switch text := s.gamesRead.cellText(r, col); text {
			case want:
				found = true
			case "540201":
				t.Fatalf("games read, row %d: the new player shows as %q, want %q", r, text, want)
			}
		}
	}
	if !found {
		t.Errorf("no game read shows %q", want)
	}

	// An opponent's card, before the run: his games name the new player.
	opp := engine.PlayerID(0)
	for _, g := range s.readGames {
		switch newFromCrosstable {
		case g.White:
			opp = g.Black
		case g.Black:
			opp = g.White
		}
	}
	if opp == 0 {
		t.Fatal("the sample holds no game of the new player")
	}
	c := newPlayerCard(sh, opp)
	if n := c.who(newFromCrosstable); n != newFromCrosstableName {
		t.Errorf("the card of %d names the new player %q, want %q", opp, n, newFromCrosstableName)
	}
}

// Before a run, the card of a player who comes from a crosstable lists
// his games there, as the Rating period tab's games read do (user test:
// "Games in the open game lists: 0" for a player with 9 games in a
// crosstable).
func TestCardListsCrosstableGamesBeforeRun(t *testing.T) {
	sh, _ := newTestShell(t)
	openWholeSample(t, sh)
	sh.show(sh.period)
	s := sh.period
	s.periodEntry.SetText("2026/1")
	white, black := columnIndex(t, s.gamesRead, "White"), columnIndex(t, s.gamesRead, "Black")
	want := 0
	for r := range s.gamesRead.shown {
		if strings.HasSuffix(s.gamesRead.cellText(r, white), "(540201)") || strings.HasSuffix(s.gamesRead.cellText(r, black), "(540201)") {
			want++
		}
	}
	if want == 0 {
		t.Fatal("the games read hold no game of the new player")
	}
	c := newPlayerCard(sh, newFromCrosstable)
	if len(c.listGames) != want || len(c.games.shown) != want {
		t.Errorf("the card lists %d games (%d rows), want the %d the games read give him", len(c.listGames), len(c.games.shown), want)
	}
	if wantTitle := fmt.Sprintf("Games in the open game lists and crosstables: %d", want); c.gamesTitle.Text != wantTitle {
		t.Errorf("the card's games are titled %q, want %q", c.gamesTitle.Text, wantTitle)
	}
}

// TestCardMarksAssumedColours: a crosstable's game does not say who had
// White, and the card marks its colour as assumed, with a note (an app
// tester: the card gave a crosstable player White in all his games).
func TestCardMarksAssumedColours(t *testing.T) {
	sh, _ := newTestShell(t)
	openWholeSample(t, sh)
	runPeriod(t, sh, "2026/1")
	c := newPlayerCard(sh, newFromCrosstable)
	col := columnIndex(t, c.games, "Colour")
	marked := 0
	for r := range c.terms {
		g := c.game(c.terms[r])
		text := c.games.cellText(r, col)
		if want := g != nil && g.ColoursAssumed; strings.HasSuffix(text, "*") != want {
			t.Errorf("term %d: colour %q, assumed %v", r+1, text, want)
		}
		if strings.HasSuffix(text, "*") {
			marked++
		}
	}
	if marked == 0 {
		t.Fatalf("no colour of the crosstable player %d is marked assumed", newFromCrosstable)
	}
	if !strings.Contains(c.sums.Text, "* Colour assumed: a crosstable does not say who had White") {
		t.Errorf("card note %q does not explain the mark", c.sums.Text)
	}
}
