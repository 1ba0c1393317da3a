package titles_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"ratingdesk/engine"
	"ratingdesk/titles"
)

// feds is the federation rotation the test sections use.
var feds = []string{"GER", "ITA", "USA", "ESP", "POL"}

// fixedPlayers makes one fixed-rated player per rating, with start
// numbers 1..N, IDs 1001.., and federations in rotation.
func fixedPlayers(ratings ...int) []titles.SectionPlayer {
	ps := make([]titles.SectionPlayer, len(ratings))
	for i, r := range ratings {
		ps[i] = titles.SectionPlayer{
			No: i + 1, ID: engine.PlayerID(1001 + i), Name: fmt.Sprintf("Player %02d", i+1),
			Fed: feds[i%len(feds)], StartRating: r, Status: titles.Fixed,
		}
	}
	return ps
}

// parseCell reads a test cell: one character per game, "1" win, "=" draw,
// "0" loss, "+" forfeit win, "-" forfeit loss, "*" unfinished.
func parseCell(t testing.TB, cell string) []titles.Result {
	t.Helper()
	var out []titles.Result
	for _, c := range cell {
		switch c {
		case '1':
			out = append(out, titles.Win)
		case '=':
			out = append(out, titles.Draw)
		case '0':
			out = append(out, titles.Loss)
		case '+':
			out = append(out, titles.ForfeitWin)
		case '-':
			out = append(out, titles.ForfeitLoss)
		case '*':
			out = append(out, titles.Unfinished)
		default:
			t.Fatalf("bad test cell %q", cell)
		}
	}
	return out
}

// sectionFromTable builds a title-tournament section from rows of
// space-separated cells, the diagonal "x"; row i, column j is i's result
// against j, as a crosstable writes it.
func sectionFromTable(t testing.TB, players []titles.SectionPlayer, double bool, rows ...string) titles.Section {
	t.Helper()
	if len(rows) != len(players) {
		t.Fatalf("%d rows for %d players", len(rows), len(players))
	}
	s := titles.NewSection(players, double)
	s.Tournament, s.Name, s.Type = "Test", "Section 1", "Master norm"
	s.Start = time.Date(2024, 1, 15, 0, 0, 0, 0, time.UTC)
	for i, row := range rows {
		cells := strings.Fields(row)
		if len(cells) != len(players) {
			t.Fatalf("row %d has %d cells for %d players", i+1, len(cells), len(players))
		}
		for j, c := range cells {
			if i == j {
				continue
			}
			s.Games[i][j] = parseCell(t, c)
		}
	}
	if err := s.Validate(); err != nil {
		t.Fatalf("test section: %v", err)
	}
	return s
}

// drawnSection builds a finished single-round section in which every game
// is drawn; tests then change the games they need with SetGames.
func drawnSection(players []titles.SectionPlayer) titles.Section {
	s := titles.NewSection(players, false)
	s.Tournament, s.Name, s.Type = "Test", "Section 1", "Master norm"
	s.Start = time.Date(2024, 1, 15, 0, 0, 0, 0, time.UTC)
	for i := range players {
		for j := i + 1; j < len(players); j++ {
			s.SetGames(i, j, titles.Draw)
		}
	}
	return s
}
