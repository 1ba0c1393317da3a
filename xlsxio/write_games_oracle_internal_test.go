package xlsxio

import (
	"context"
	"slices"
	"testing"
	"time"

	"ratingdesk/engine"
	"ratingdesk/internal/synth"
)

// This file holds the test oracle of the Games sheet: its rows made as
// cells, the plain way (gamesCellTable), which the sheet's Scan and
// Encode must agree with.

// gamesCellTable is the Games sheet of res with its rows made as cells by
// Row, and no Encode or Scan.
func gamesCellTable(res *engine.PeriodResult, in *engine.PeriodInput) sheetTable {
	gs := newGamesSheet(res, in)
	return sheetTable{Name: "Games", Columns: gamesColumns(), Len: len(res.Rated), Row: func(k int, row []Cell) []Cell {
		return gamesRowCells(gs, k, row)
	}}
}

// gamesRowCells appends the cells of rated game k to row.
func gamesRowCells(gs *gamesSheet, k int, row []Cell) []Cell {
	rg := &gs.res.Rated[k]
	g := gameAt(gs.in, rg.Game)
	row = append(row,
		DateCell(g.Finished),
		TextCell(g.Tournament),
		TextCell(g.Section),
		IntCell(int64(g.White)), nameCell(gs.player(gs.seats[k][0])),
		IntCell(int64(g.Black)), nameCell(gs.player(gs.seats[k][1])),
		TextCell(g.Outcome.String()),
	)
	white, black := rg.Terms()
	row = sideCells(row, gs.res, gs.countedFor(k, 0, g), g.White, g.Black, rg.WhiteFor, &white)
	return sideCells(row, gs.res, gs.countedFor(k, 1, g), g.Black, g.White, rg.BlackFor, &black)
}

// nameCell is the cell of a player's name, empty for one not in the
// period.
func nameCell(p *engine.PlayerResult) Cell {
	if p == nil {
		return Cell{}
	}
	return TextCell(p.Player.Name)
}

// sideCells appends one side's cells of a rated game: sat is the player at
// the board, opp the opponent at the board, forID the player the game
// counted for (Rules 6a), own his result (nil when he is not in the
// period) and t the term of forID's update.
func sideCells(cells []Cell, res *engine.PeriodResult, own *engine.PlayerResult, sat, opp, forID engine.PlayerID, t *engine.Term) []Cell {
	counted, against := Cell{}, Cell{}
	if forID != sat {
		counted = IntCell(int64(forID))
	}
	if t.Opponent != 0 && t.Opponent != opp {
		against = IntCell(int64(t.Opponent))
	}
	cells = append(cells, counted, against)
	if own == nil {
		return append(cells, make([]Cell, len(sideHeaders)-2)...)
	}
	r := own.PreRating
	if res.Ruleset.ID == engine.ICCF2017 {
		return append(cells,
			FloatCell(r), Cell{},
			FloatCell(t.OppRating), Cell{},
			TextCell(t.OppSource.String()),
			Cell{}, Cell{}, Cell{},
			FloatCell(t.We),
			Cell{},
		)
	}
	e := t.Expectation()
	return append(cells,
		FloatCell(r), FloatCell(own.PreRD),
		FloatCell(t.OppRating), FloatCell(t.OppRD),
		TextCell(t.OppSource.String()),
		FloatCell(e.Win), FloatCell(e.Draw), FloatCell(e.Loss),
		FloatCell(e.Score),
		FloatCell(t.D1),
	)
}

// substitutedPeriod is a period of 400 players and 1,500 games, with
// substitutes among them: every 37th game's White or Black sat in for a
// player with the longest ID, who plays only as an original, so that a
// term may count for the original player and be computed against a
// substitute's original (Rules 6a, 6b), and his ID is wider than most
// headings.
func substitutedPeriod() ([]engine.Player, []engine.Game, engine.Period) {
	period := engine.Period{Year: 2026, Quarter: 1}
	players, games := synth.ICCFScale(400, 1500, period, 7)
	long := players[0]
	long.ID, long.Name = 1234567890123456789, "Long, Identity"
	players = append(players, long)
	for i := 0; i < len(games); i += 37 {
		g := &games[i]
		for _, p := range slices.Backward(players) {
			if p.ID != g.White && p.ID != g.Black {
				if i%2 == 0 {
					g.WhiteSubFor = p.ID
				} else {
					g.BlackSubFor = p.ID
				}
				break
			}
		}
	}
	return players, games, period
}

// ratedAs rates players and games in period under ruleset id, for the
// tests of the Games sheet.
func ratedAs(t *testing.T, id engine.RulesetID, period engine.Period, players []engine.Player, games []engine.Game) (*engine.PeriodResult, *engine.PeriodInput) {
	t.Helper()
	ruleset, err := engine.LookupRuleset(string(id))
	if err != nil {
		t.Fatal(err)
	}
	in := &engine.PeriodInput{Ruleset: ruleset, Period: period, Players: players, Games: games}
	res, err := engine.RatePeriod(context.Background(), *in, nil)
	if err != nil {
		t.Fatalf("%s: RatePeriod: %v", id, err)
	}
	return res, in
}

// TestGamesEncodeMatchesCells checks that the rows the Games sheet's
// Encode writes read back as the cells of gamesCellTable, cell for cell,
// under every ruleset, with substitutes among the games.
func TestGamesEncodeMatchesCells(t *testing.T) {
	players, games, period := substitutedPeriod()
	for _, rs := range []engine.RulesetID{engine.ICCF2023, engine.ICCF2025, engine.ICCF2017} {
		res, in := ratedAs(t, rs, period, players, games)
		got := writtenRows(t, gamesTable(res, in)).Rows
		want := gamesCellTable(res, in)
		if len(got) != want.Len {
			t.Fatalf("%s: %d rows written, want %d", rs, len(got), want.Len)
		}
		_ = want.eachRow(func(k int, row []Cell) error {
			for c := range row {
				if g, w := got[k][c], row[c]; g.Kind != w.Kind || cellText(g) != cellText(w) {
					t.Errorf("%s: row %d column %d = %v %q, want %v %q", rs, k+2, c+1, g.Kind, cellText(g), w.Kind, cellText(w))
				}
			}
			return nil
		})
	}
}

// TestNotesRecordUndatedRated: the Notes sheet says how many rated games
// had no finish date and were put into the period, so that the choice is
// on record; a period whose games all have a date has no such row.
func TestNotesRecordUndatedRated(t *testing.T) {
	players, games, period := substitutedPeriod()
	games = slices.Clone(games)
	for i := 0; i < len(games); i += 50 {
		if games[i].Outcome.Played() && !games[i].Outcome.Forfeit() {
			games[i].Finished, games[i].AssignedToPeriod = time.Time{}, true
		}
	}
	_, dated, _ := substitutedPeriod()
	for _, tt := range []struct {
		name  string
		games []engine.Game
	}{{"undated", games}, {"dated", dated}} {
		res, in := ratedAs(t, engine.ICCF2023, period, players, tt.games)
		want := res.UndatedRated(in)
		got := -1
		for _, row := range notesTable(res, in, Notes{}).Rows {
			if row[0].Text == "Rated games without a finish date (put into the period)" {
				got = int(row[1].Int)
			}
		}
		if tt.name == "undated" && (want == 0 || got != want) || tt.name == "dated" && got != -1 {
			t.Errorf("%s: the Notes row says %d (-1: none), want %d", tt.name, got, want)
		}
	}
}

// TestNotesRecordAssumedColours: the Notes sheet says how many rated games
// have colours assumed (a crosstable's, docs/rules.md "Colour unknown"),
// since the Games sheet writes them as White and Black like any other; a
// period of game-list games has no such row.
func TestNotesRecordAssumedColours(t *testing.T) {
	players, games, period := substitutedPeriod()
	games = slices.Clone(games)
	marked := 0
	for i := 0; i < len(games); i += 7 {
		if games[i].Outcome.Played() && !games[i].Outcome.Forfeit() {
			games[i].ColoursAssumed = true
			marked++
		}
	}
	_, plain, _ := substitutedPeriod()
	for _, tt := range []struct {
		name  string
		games []engine.Game
	}{{"assumed", games}, {"plain", plain}} {
		res, in := ratedAs(t, engine.ICCF2023, period, players, tt.games)
		want := 0
		for _, g := range res.Rated {
			if in.Games[g.Game].ColoursAssumed {
				want++
			}
		}
		got := -1
		for _, row := range notesTable(res, in, Notes{}).Rows {
			if row[0].Text == AssumedColoursNote {
				got = int(row[1].Int)
			}
		}
		if tt.name == "assumed" && (want == 0 || got != want) || tt.name == "plain" && got != -1 {
			t.Errorf("%s: the Notes row says %d (-1: none), want %d (%d marked)", tt.name, got, want, marked)
		}
	}
}
