package xlsxio

import (
	"errors"
	"io"
	"unicode/utf8"

	"ratingdesk/engine"
)

// sideHeaders are the per-side columns of the Games sheet.
var sideHeaders = []Column{
	{"counted for", FormatInteger},
	{"opponent used", FormatInteger},
	{"r", FormatExact},
	{"RD", FormatExact},
	{"opp r", FormatExact},
	{"opp RD", FormatExact},
	{"opp r from", FormatText},
	{"P(win)", FormatProbability},
	{"P(draw)", FormatProbability},
	{"P(loss)", FormatProbability},
	{"expected", FormatProbability},
	{"D1", FormatDerivative},
}

// The columns of a side (sideHeaders), from its first.
const (
	sideCounted = iota
	sideOpponentUsed
	sideRating
	sideRD
	sideOppRating
	sideOppRD
	sideSource
	sideWin
	sideDraw
	sideLoss
	sideExpected
	sideD1
)

// gameOwnColumns are a game's own columns, as the Games and the Excluded
// sheets head them.
func gameOwnColumns() []Column {
	return []Column{
		{"Date", FormatDate},
		{"Tournament", FormatText},
		{"Section", FormatText},
		{"White ID", FormatInteger},
		{"White name", FormatText},
		{"Black ID", FormatInteger},
		{"Black name", FormatText},
		{"Result", FormatText},
	}
}

// gamesColumns are the Games sheet's columns.
func gamesColumns() []Column {
	cols := gameOwnColumns()
	for _, side := range []string{"White", "Black"} {
		for _, c := range sideHeaders {
			cols = append(cols, Column{Header: side + " " + c.Header, Format: c.Format})
		}
	}
	return cols
}

// The columns of a game's own cells, before the sides'.
const (
	gamesDate = iota
	gamesTournament
	gamesSection
	gamesWhiteID
	gamesWhiteName
	gamesBlackID
	gamesBlackName
	gamesResult
	// gamesSideColumn is the first column of White's side (sideHeaders);
	// Black's follow White's.
	gamesSideColumn
)

// gamesTable is the Games sheet: one row per rated game, in the order
// rated, each written as it is made (gamesSheet.encode).
func gamesTable(res *engine.PeriodResult, in *engine.PeriodInput) sheetTable {
	gs := newGamesSheet(res, in)
	return sheetTable{Name: "Games", Columns: gamesColumns(), Len: len(res.Rated), Encode: gs.encode, Scan: gs.scan}
}

// gamesSheet makes the rows of the Games sheet: for each rated game, its
// date, tournament, section, players and result, then for each side the
// player the game counted for when not the one at the board (Rules 6a),
// the opponent the term used when not the one at the board (Rules 6b),
// and the term's r, RD, opponent's r_j and RD_j and where r_j came from,
// the expected win, draw and loss probabilities, the expected score and
// D1 (Rules 2.2 c–e); under iccf-2017 only r, the opponent's rating, its
// source and W_e (docs/rules.md §1.7). A side whose player is not in the
// period has only its first two cells.
type gamesSheet struct {
	res *engine.PeriodResult
	in  *engine.PeriodInput
	// index finds a player's place in res.Players; seats are the places
	// of each rated game's White and Black, -1 for one not in the period,
	// found once for both passes over the rows.
	index map[engine.PlayerID]int32
	seats [][2]int32
}

// newGamesSheet finds the players of every rated game of res.
func newGamesSheet(res *engine.PeriodResult, in *engine.PeriodInput) *gamesSheet {
	gs := &gamesSheet{res: res, in: in, index: make(map[engine.PlayerID]int32, len(res.Players)),
		seats: make([][2]int32, len(res.Rated))}
	for i := range res.Players {
		gs.index[res.Players[i].Player.ID] = int32(i)
	}
	for i := range res.Rated {
		g := gameAt(in, res.Rated[i].Game)
		gs.seats[i] = [2]int32{gs.find(g.White), gs.find(g.Black)}
	}
	return gs
}

// find is the place of a player in res.Players, -1 when he is not there.
func (gs *gamesSheet) find(id engine.PlayerID) int32 {
	if i, ok := gs.index[id]; ok {
		return i
	}
	return -1
}

// player is the player at place i of res.Players, nil for -1.
func (gs *gamesSheet) player(i int32) *engine.PlayerResult {
	if i < 0 {
		return nil
	}
	return &gs.res.Players[i]
}

// countedFor is the player side (0 White, 1 Black) of rated game k, played
// as g, counted for (Rules 6a): the one at the board unless the game moved
// to the player he sat in for; nil for one not in the period.
func (gs *gamesSheet) countedFor(k, side int, g *engine.Game) *engine.PlayerResult {
	rg := &gs.res.Rated[k]
	sat, forID := g.White, rg.WhiteFor
	if side == 1 {
		sat, forID = g.Black, rg.BlackFor
	}
	if forID == sat {
		return gs.player(gs.seats[k][side])
	}
	return gs.player(gs.find(forID))
}

// gamesEncoder writes the Games sheet's rows. Its texts are shared
// strings; a player's name is looked up in them once (names).
type gamesEncoder struct {
	gs *gamesSheet
	e  *rowEncoder
	// names are the shared-string index of each player's name, by place
	// in res.Players, -1 until his name is first written.
	names []int32
	// elo2017 is set under iccf-2017, whose sides have fewer cells.
	elo2017 bool
}

// encode writes the rows of the Games sheet to w, from sheet row 2 on.
func (gs *gamesSheet) encode(e *rowEncoder, w io.Writer) error {
	if e.texts == nil {
		return errors.New("xlsxio: the Games sheet is written with shared strings, and its encoder has none")
	}
	ge := &gamesEncoder{gs: gs, e: e, names: make([]int32, len(gs.res.Players)),
		elo2017: gs.res.Ruleset.ID == engine.ICCF2017}
	for i := range ge.names {
		ge.names[i] = -1
	}
	e.buf = e.buf[:0]
	for k := range gs.res.Rated {
		e.buf = ge.appendGame(e.buf, k)
		if err := e.flushFull(w); err != nil {
			return err
		}
	}
	return e.flush(w)
}

// appendGame appends the row of rated game k.
func (ge *gamesEncoder) appendGame(b []byte, k int) []byte {
	gs, e := ge.gs, ge.e
	rg := &gs.res.Rated[k]
	g := gameAt(gs.in, rg.Game)
	b = e.appendRowStart(b, k+2)
	b = e.appendDateCell(b, gamesDate, g.Finished)
	b = e.appendTextCell(b, gamesTournament, g.Tournament)
	b = e.appendTextCell(b, gamesSection, g.Section)
	b = e.appendIntCell(b, gamesWhiteID, int64(g.White))
	b = ge.appendName(b, gamesWhiteName, gs.seats[k][0])
	b = e.appendIntCell(b, gamesBlackID, int64(g.Black))
	b = ge.appendName(b, gamesBlackName, gs.seats[k][1])
	b = e.appendTextCell(b, gamesResult, g.Outcome.String())
	white, black := rg.Terms()
	b = ge.appendSide(b, gamesSideColumn, gs.countedFor(k, 0, g), g.White, g.Black, rg.WhiteFor, &white)
	b = ge.appendSide(b, gamesSideColumn+len(sideHeaders), gs.countedFor(k, 1, g), g.Black, g.White, rg.BlackFor, &black)
	return append(b, `</row>`...)
}

// appendName appends the name cell of column i of the player at place p
// of res.Players: none for one not in the period, or without a name; the
// name as workbookText writes it.
func (ge *gamesEncoder) appendName(b []byte, i int, p int32) []byte {
	if p < 0 {
		return b
	}
	idx := ge.names[p]
	if idx < 0 {
		name := ge.gs.res.Players[p].Player.Name
		if name == "" {
			return b
		}
		idx = ge.e.texts.add(workbookText(name))
		ge.names[p] = idx
	}
	return ge.e.appendSharedIndex(ge.e.appendCellStart(b, i), idx)
}

// appendSide appends the cells of one side of a rated game, from column
// col on: sat is the player at the board, opp the opponent at the board,
// forID the player the game counted for (Rules 6a), own his result (nil
// when he is not in the period) and t the term of forID's update.
func (ge *gamesEncoder) appendSide(b []byte, col int, own *engine.PlayerResult, sat, opp, forID engine.PlayerID, t *engine.Term) []byte {
	e := ge.e
	if forID != sat {
		b = e.appendIntCell(b, col+sideCounted, int64(forID))
	}
	if t.Opponent != 0 && t.Opponent != opp {
		b = e.appendIntCell(b, col+sideOpponentUsed, int64(t.Opponent))
	}
	if own == nil {
		return b
	}
	b = e.appendFloatCell(b, col+sideRating, own.PreRating)
	if ge.elo2017 {
		// The Elo-style system has no RD, no draw model and no D1
		// (docs/rules.md §1.7): only the ratings and W_e as the term used
		// it (Appendix 1 item 8).
		b = e.appendFloatCell(b, col+sideOppRating, t.OppRating)
		b = e.appendTextCell(b, col+sideSource, t.OppSource.String())
		return e.appendFloatCell(b, col+sideExpected, t.We)
	}
	x := t.Expectation()
	b = e.appendFloatCell(b, col+sideRD, own.PreRD)
	b = e.appendFloatCell(b, col+sideOppRating, t.OppRating)
	b = e.appendFloatCell(b, col+sideOppRD, t.OppRD)
	b = e.appendTextCell(b, col+sideSource, t.OppSource.String())
	b = e.appendFloatCell(b, col+sideWin, x.Win)
	b = e.appendFloatCell(b, col+sideDraw, x.Draw)
	b = e.appendFloatCell(b, col+sideLoss, x.Loss)
	b = e.appendFloatCell(b, col+sideExpected, x.Score)
	return e.appendFloatCell(b, col+sideD1, t.D1)
}

// scan hands sc what sets the column widths and the latest date: every
// row's date, tournament, section, IDs and result, each name the first
// time it is in its column, and each side's "counted for" and "opponent
// used" when written (the latter needs the term's opponent, looked at
// only in a game with a substitute, the one kind of game where it can be
// written: Rules 6b). The source of r_j is not looked at: its few texts
// are narrower than its heading (sourceFitsHeading).
func (gs *gamesSheet) scan(sc *tableScan) error {
	seen := [2][]bool{make([]bool, len(gs.res.Players)), make([]bool, len(gs.res.Players))}
	sourceSeen := !sourceFitsHeading(sc)
	for k := range gs.res.Rated {
		rg := &gs.res.Rated[k]
		g := gameAt(gs.in, rg.Game)
		if err := gs.scanGame(sc, k, g, &seen); err != nil {
			return err
		}
		if rg.WhiteFor != g.White {
			sc.addInt(gamesSideColumn+sideCounted, int64(rg.WhiteFor))
		}
		if rg.BlackFor != g.Black {
			sc.addInt(gamesSideColumn+len(sideHeaders)+sideCounted, int64(rg.BlackFor))
		}
		if g.WhiteSubFor != 0 || g.BlackSubFor != 0 || sourceSeen {
			if err := gs.scanOpponents(sc, k, g); err != nil {
				return err
			}
		}
	}
	return nil
}

// scanGame hands sc the cells of rated game k's own columns, played as g,
// a name only the first time it is in its column.
func (gs *gamesSheet) scanGame(sc *tableScan, k int, g *engine.Game, seen *[2][]bool) error {
	sc.noteDate(g.Finished)
	for _, c := range [...]struct {
		col  int
		text string
	}{{gamesTournament, g.Tournament}, {gamesSection, g.Section}, {gamesResult, g.Outcome.String()}} {
		if err := sc.addText(k, c.col, c.text); err != nil {
			return err
		}
	}
	sc.addInt(gamesWhiteID, int64(g.White))
	sc.addInt(gamesBlackID, int64(g.Black))
	for side, col := range [2]int{gamesWhiteName, gamesBlackName} {
		if p := gs.seats[k][side]; p >= 0 && !seen[side][p] {
			seen[side][p] = true
			if err := sc.addText(k, col, gs.res.Players[p].Player.Name); err != nil {
				return err
			}
		}
	}
	return nil
}

// scanOpponents hands sc each side's "opponent used" and source of r_j of
// rated game k, played as g, as appendSide writes them.
func (gs *gamesSheet) scanOpponents(sc *tableScan, k int, g *engine.Game) error {
	white, black := gs.res.Rated[k].Opponents()
	for side, o := range [2]engine.TermOpponent{white, black} {
		col, opp := gamesSideColumn+side*len(sideHeaders), g.Black
		if side == 1 {
			opp = g.White
		}
		if o.ID != 0 && o.ID != opp {
			sc.addInt(col+sideOpponentUsed, int64(o.ID))
		}
		if gs.countedFor(k, side, g) != nil {
			if err := sc.addText(k, col+sideSource, o.Source.String()); err != nil {
				return err
			}
		}
	}
	return nil
}

// opponentSources are the values of engine.OpponentSource.
var opponentSources = [...]engine.OpponentSource{engine.FromList, engine.FromStart, engine.FromPrePeriod}

// sourceFitsHeading reports whether every source of r_j is narrower than
// both source columns are for their headings alone, so that no row can
// widen them and scan need not look at the sources.
func sourceFitsHeading(sc *tableScan) bool {
	for _, s := range opponentSources {
		for _, col := range [2]int{gamesSideColumn + sideSource, gamesSideColumn + len(sideHeaders) + sideSource} {
			if float64(utf8.RuneCountInString(s.String())+2) > sc.widths[col] {
				return false
			}
		}
	}
	return true
}
