package xlsxio_test

import (
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// The columns of a generated game list (docs/formats.md "Game list").
const (
	gcWhite = iota
	gcBlack
	gcResult
	gcFinished
	gcTournament
	gcSection
	gcType
	gcWhiteStart
	gcBlackStart
	gcWhiteSub
	gcBlackSub
	gcCount
)

// gameHeadings are the headings of each column, with aliases.
var gameHeadings = [gcCount][]string{
	{"White", "White ID", "white"},
	{"Black", "Black ID", "BLACK"},
	{"Result", "Res"},
	{"Finished", "Date", "End date"},
	{"Tournament", "Event"},
	{"Section", "Group"},
	{"Type", "Event type"},
	{"White start rating", "white-start-rating"},
	{"Black start rating"},
	{"White substitute for"},
	{"Black substitute for"},
}

// resultSpellings are the spellings of each outcome ParseGameResult reads
// (docs/formats.md "Game list"; docs/rules.d/xlsxio-read.md "Game lists").
var resultSpellings = map[engine.Outcome][]string{
	engine.Unfinished:       {"*", "", " * "},
	engine.WhiteWins:        {"1-0", "1:0", "1 - 0", "1–0", "1−0"},
	engine.Draw:             {"½-½", "1/2-1/2", "0.5-0.5", "=", "½:½", " ½ - ½ "},
	engine.BlackWins:        {"0-1", "0:1", "0 – 1"},
	engine.WhiteWinsForfeit: {"+/-", "+-", "1F-0F"},
	engine.BlackWinsForfeit: {"-/+", "-+", "0F-1F"},
}

// gameCase is a generated game list: its columns in file order (White,
// Black and Result always) and the games the reader must give back.
type gameCase struct {
	cols  []int
	games []engine.Game
	table fuzzTable
}

// newGameCase generates up to 12 games with fuzzed IDs, outcomes, dates,
// texts, start ratings and substitutes.
func newGameCase(s *fuzzSource, plain bool) *gameCase {
	c := &gameCase{cols: []int{gcWhite, gcBlack, gcResult}}
	for col := gcFinished; col < gcCount; col++ {
		if s.next()%3 != 0 {
			c.cols = append(c.cols, col)
		}
	}
	for i := len(c.cols) - 1; i > 0; i-- {
		j := s.intn(i + 1)
		c.cols[i], c.cols[j] = c.cols[j], c.cols[i]
	}
	for n := 1 + s.intn(12); n > 0 && !s.done(); n-- {
		c.games = append(c.games, newFuzzGame(s, c, plain))
	}
	return c
}

// has reports whether the list has column col.
func (c *gameCase) has(col int) bool { return slices.Contains(c.cols, col) }

// fuzzID is a player ID: mostly small, so that games share players.
func fuzzID(s *fuzzSource) engine.PlayerID {
	if s.next()%2 == 0 {
		return engine.PlayerID(1 + s.intn(20))
	}
	return engine.PlayerID(1 + s.uint64()%(1<<53-1))
}

// newFuzzGame is one generated game as the reader must read it: columns
// the list lacks stay empty.
func newFuzzGame(s *fuzzSource, c *gameCase, plain bool) engine.Game {
	g := engine.Game{White: fuzzID(s), Black: fuzzID(s), Outcome: engine.Outcome(s.intn(6))}
	if g.Black == g.White {
		g.Black = g.White%(1<<53-1) + 1
	}
	if c.has(gcFinished) && s.next()%2 == 0 {
		g.Finished = s.date()
	}
	if c.has(gcTournament) {
		g.Tournament = s.text(5, plain)
	}
	if c.has(gcSection) {
		g.Section = s.text(3, plain)
	}
	if c.has(gcType) {
		g.Type = s.text(3, plain)
	}
	if c.has(gcWhiteStart) && s.next()%2 == 0 {
		g.WhiteStart = fuzzFloat(s, 1000, 3000)
	}
	if c.has(gcBlackStart) && s.next()%2 == 0 {
		g.BlackStart = fuzzFloat(s, 1000, 3000)
	}
	if c.has(gcWhiteSub) && s.flag() {
		g.WhiteSubFor = substitute(s, g)
	}
	if c.has(gcBlackSub) && s.flag() {
		g.BlackSubFor = substitute(s, g)
	}
	return g
}

// substitute is an ID that is neither of the game's players (Rules 6).
func substitute(s *fuzzSource, g engine.Game) engine.PlayerID {
	id := fuzzID(s)
	for id == g.White || id == g.Black {
		id = id%(1<<53-1) + 1
	}
	return id
}

// render writes the list's cells: numbers with the decimal mark mark;
// with xlsx, IDs, start ratings and dates also as number and date cells.
func (c *gameCase) render(s *fuzzSource, mark byte, xlsx bool) {
	c.table = fuzzTable{header: make([]string, len(c.cols)), rows: make([][]fuzzCell, len(c.games)), blanks: make([]int, len(c.games))}
	for j, col := range c.cols {
		h := gameHeadings[col]
		c.table.header[j] = h[s.intn(len(h))]
	}
	for i := range c.games {
		g := &c.games[i]
		c.table.blanks[i] = s.intn(3) / 2 * s.intn(3)
		row := make([]fuzzCell, len(c.cols))
		for j, col := range c.cols {
			row[j] = gameCell(s, g, col, mark)
			if xlsx && row[j].text != "" && s.next()%2 == 0 {
				row[j].value = gameValue(g, col)
			}
		}
		c.table.rows[i] = row
	}
}

// gameCell is the cell of game g in column col.
func gameCell(s *fuzzSource, g *engine.Game, col int, mark byte) fuzzCell {
	id := func(id engine.PlayerID) fuzzCell {
		if id == 0 {
			return fuzzCell{}
		}
		return fuzzCell{text: s.numberText(strconv.FormatInt(int64(id), 10), mark)}
	}
	switch col {
	case gcWhite:
		return id(g.White)
	case gcBlack:
		return id(g.Black)
	case gcResult:
		sp := resultSpellings[g.Outcome]
		return fuzzCell{text: sp[s.intn(len(sp))]}
	case gcFinished:
		if g.Finished.IsZero() {
			return fuzzCell{}
		}
		return fuzzCell{text: dateText(s, g.Finished)}
	case gcTournament:
		return fuzzCell{text: g.Tournament}
	case gcSection:
		return fuzzCell{text: g.Section}
	case gcType:
		return fuzzCell{text: g.Type}
	case gcWhiteStart:
		return fuzzCell{text: floatText(s, g.WhiteStart != 0, g.WhiteStart, mark)}
	case gcBlackStart:
		return fuzzCell{text: floatText(s, g.BlackStart != 0, g.BlackStart, mark)}
	case gcWhiteSub:
		return id(g.WhiteSubFor)
	default:
		return id(g.BlackSubFor)
	}
}

// gameValue is the workbook cell value of a game's ID, start rating or
// date; nil (a text cell) for the others.
func gameValue(g *engine.Game, col int) any {
	switch col {
	case gcWhite:
		return int64(g.White)
	case gcBlack:
		return int64(g.Black)
	case gcFinished:
		return g.Finished
	case gcWhiteStart:
		return excelNumber(g.WhiteStart)
	case gcBlackStart:
		return excelNumber(g.BlackStart)
	case gcWhiteSub:
		return int64(g.WhiteSubFor)
	case gcBlackSub:
		return int64(g.BlackSubFor)
	}
	return nil
}

// wantGames are the games the reader must give back: texts as the reader
// keeps them.
func wantGames(games []engine.Game, how textForm) []engine.Game {
	out := slices.Clone(games)
	for i := range out {
		g := &out[i]
		g.Tournament, g.Section, g.Type = readText(how.read(g.Tournament)), readText(how.read(g.Section)), readText(how.read(g.Type))
	}
	return out
}

// checkGamesRead asserts that the game list read from path has exactly
// the games want: no error, the same number of games, each read from the
// Result cell of its row (resultCol, rows), with the same values.
func checkGamesRead(t *testing.T, path string, want []engine.Game, resultCol int, rows []int) {
	t.Helper()
	gl, ps := xlsxio.ReadGameList(path, xlsxio.ReadOptions{})
	checkGameList(t, gl, ps)
	if ps.HasErrors() {
		t.Fatalf("ReadGameList(%s) refused a valid list:\n%v\nfile: %s", path, ps, showFile(path))
	}
	if len(gl.Games) != len(want) {
		t.Fatalf("ReadGameList(%s) = %d games, want %d\nproblems: %v\nfile: %s", path, len(gl.Games), len(want), ps, showFile(path))
	}
	for i, w := range want {
		got := gl.Games[i]
		ref, _ := excelize.CoordinatesToCellName(resultCol+1, rows[i])
		if got.Origin.Cell != ref {
			t.Fatalf("ReadGameList(%s) game %d read from %s, want %s\nfile: %s", path, i+1, got.Origin.Cell, ref, showFile(path))
		}
		got.Origin, got.Cells = engine.Origin{}, engine.GameCells{}
		if !got.Finished.Equal(w.Finished) {
			t.Fatalf("ReadGameList(%s) game %d finished %v, want %v", path, i+1, got.Finished, w.Finished)
		}
		got.Finished, w.Finished = time.Time{}, time.Time{}
		if got != w || !sameFloat(got.WhiteStart, w.WhiteStart) || !sameFloat(got.BlackStart, w.BlackStart) {
			t.Fatalf("ReadGameList(%s) game %d = %+v, want %+v\nfile: %s", path, i+1, got, w, showFile(path))
		}
	}
}
