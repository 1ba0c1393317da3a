package xlsxio

import (
	"fmt"
	"path/filepath"

	"ratingdesk/engine"
	"ratingdesk/outputs"
)

// Notes are what the Notes sheet records besides the period (docs/formats.md
// "Outputs": ruleset, period, program version, each input file with its
// SHA-256, counts, warnings).
type Notes struct {
	ProgramVersion string
	Inputs         []outputs.InputFile
	// Warnings are the problems that did not block, one a line.
	Warnings []string
}

// WriteRatingWorkbook writes the rating-list workbook of a period
// (docs/formats.md "Outputs") to path, atomically (WriteFileAtomic):
//
//   - Ratings: the export (ExportFromResult; exp nil builds it without a
//     starting list);
//   - Games: each rated game with, for each side, the r and RD its update
//     used, the opponent's r_j and RD_j, the expected win, draw and loss
//     probabilities and the D1 term (Rules 2.2 c–e);
//   - Excluded: each game read but not rated, with where it was read and
//     why it was not rated (docs/rules.md §1.4, §1.5);
//   - Notes: ruleset, period, program version, inputs with SHA-256, counts
//     and warnings.
//
// Document properties are dated from the list's first valid day, so the
// same inputs give the same workbook (docs/rules.md §1.6).
func WriteRatingWorkbook(path string, res *engine.PeriodResult, in *engine.PeriodInput, exp *ListExport, notes Notes) error {
	meta, tables := ratingWorkbook(res, in, exp, notes)
	return writeWorkbookFile(path, meta, tables)
}

// ratingWorkbook is the content of WriteRatingWorkbook's workbook.
func ratingWorkbook(res *engine.PeriodResult, in *engine.PeriodInput, exp *ListExport, notes Notes) (workbookMeta, []sheetTable) {
	if exp == nil {
		exp = ExportFromResult(res, nil)
	}
	return resultWorkbook(res, in, sheetTable{Name: "Ratings", Columns: exp.Columns, Rows: exp.Rows}, notes)
}

// resultWorkbook is the content of a period's workbook whose Ratings
// sheet is ratings.
func resultWorkbook(res *engine.PeriodResult, in *engine.PeriodInput, ratings sheetTable, notes Notes) (workbookMeta, []sheetTable) {
	tables := []sheetTable{
		ratings,
		gamesTable(res, in),
		excludedTable(res, in),
		notesTable(res, notes),
	}
	meta := workbookMeta{
		Title:   "Rating list " + res.Period.String(),
		Subject: string(res.Ruleset.ID),
		Date:    res.Period.ValidFrom(),
	}
	return meta, tables
}

// resultTable is the Ratings sheet of ExportFromResult(res, list), each
// row made as it is written (twice: once for the column widths), so that
// the 20,000-player workbook never holds the list's cells, 23 MB
// (docs/performance.md "Outputs").
func resultTable(res *engine.PeriodResult, list *RatingList) sheetTable {
	rr := newResultRows(res, list)
	return sheetTable{
		Name: "Ratings", Columns: rr.columns, Len: len(res.Players),
		Row: func(i int, dst []Cell) []Cell { return rr.row(i, dst[:0]) },
	}
}

// playerIndex finds a period's players by ID.
func playerIndex(res *engine.PeriodResult) map[engine.PlayerID]*engine.PlayerResult {
	m := make(map[engine.PlayerID]*engine.PlayerResult, len(res.Players))
	for i := range res.Players {
		m[res.Players[i].Player.ID] = &res.Players[i]
	}
	return m
}

// gameAt is the input game a result refers to; an index out of range
// (a result that does not belong to in) gives an empty game, so that the
// row is still written.
func gameAt(in *engine.PeriodInput, i int) *engine.Game {
	if in == nil || i < 0 || i >= len(in.Games) {
		return &engine.Game{}
	}
	return &in.Games[i]
}

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

// sideSourceColumn is the index in sideHeaders of "opp r from", the one
// text column of a side.
const sideSourceColumn = 6

// gamesColumns are the Games sheet's columns.
func gamesColumns() []Column {
	cols := []Column{
		{"Date", FormatDate},
		{"Tournament", FormatText},
		{"Section", FormatText},
		{"White ID", FormatInteger},
		{"White name", FormatText},
		{"Black ID", FormatInteger},
		{"Black name", FormatText},
		{"Result", FormatText},
	}
	for _, side := range []string{"White", "Black"} {
		for _, c := range sideHeaders {
			cols = append(cols, Column{Header: side + " " + c.Header, Format: c.Format})
		}
	}
	return cols
}

// gamesSideColumn is the index of the first per-side column of White
// (sideHeaders) in the Games sheet; Black's follow White's.
const gamesSideColumn = 8

// sideCells are one side's cells of a rated game: sat is the player at the
// board, opp the opponent at the board, forID the player the game counted
// for (Rules 6a), own his result (nil when he is not in the period) and t
// the term of forID's update. They are appended to cells.
func sideCells(cells []Cell, res *engine.PeriodResult, own *engine.PlayerResult, sat, opp, forID engine.PlayerID, t *engine.Term) []Cell {
	cells = appendSideIDs(cells, sat, opp, forID, t.Opponent)
	if own == nil {
		return append(cells, make([]Cell, len(sideHeaders)-2)...)
	}
	r := own.PreRating
	if res.Ruleset.ID == engine.ICCF2017 {
		// The Elo-style system has no RD, no draw model and no D1
		// (docs/rules.md §1.7): only the ratings and W_e as the term used it
		// (Appendix 1 item 8).
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

// gamePlayers are the results of a rated game's players: those at the
// board and those the game counted for, nil for one not in the period.
type gamePlayers struct {
	white, black, whiteFor, blackFor *engine.PlayerResult
}

// nameCell is the cell of a player's name, empty for one not in the
// period.
func nameCell(p *engine.PlayerResult) Cell {
	if p == nil {
		return Cell{}
	}
	return TextCell(p.Player.Name)
}

// gameRowCells appends the cells of a game's own columns, before the sides'.
func gameRowCells(row []Cell, g *engine.Game, gp gamePlayers) []Cell {
	return append(row,
		DateCell(g.Finished),
		TextCell(g.Tournament),
		TextCell(g.Section),
		IntCell(int64(g.White)), nameCell(gp.white),
		IntCell(int64(g.Black)), nameCell(gp.black),
		TextCell(g.Outcome.String()),
	)
}

// gamesSheet makes the rows of the Games sheet.
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

// players are the players of rated game k, played as g.
func (gs *gamesSheet) players(k int, g *engine.Game) gamePlayers {
	rg := &gs.res.Rated[k]
	gp := gamePlayers{white: gs.player(gs.seats[k][0]), black: gs.player(gs.seats[k][1])}
	gp.whiteFor, gp.blackFor = gp.white, gp.black
	if rg.WhiteFor != g.White {
		gp.whiteFor = gs.player(gs.find(rg.WhiteFor))
	}
	if rg.BlackFor != g.Black {
		gp.blackFor = gs.player(gs.find(rg.BlackFor))
	}
	return gp
}

// row appends the cells of rated game k to row.
func (gs *gamesSheet) row(k int, row []Cell) []Cell {
	rg := &gs.res.Rated[k]
	g := gameAt(gs.in, rg.Game)
	gp := gs.players(k, g)
	row = gameRowCells(row, g, gp)
	white, black := rg.Terms()
	row = sideCells(row, gs.res, gp.whiteFor, g.White, g.Black, rg.WhiteFor, &white)
	return sideCells(row, gs.res, gp.blackFor, g.Black, g.White, rg.BlackFor, &black)
}

// scan hands sc the text, integer and date cells of every row, as row
// makes them, from the terms' opponents alone (not the terms). A
// player's name is handed only the first time it is in its column.
func (gs *gamesSheet) scan(sc *tableScan) error {
	var row [gamesSideColumn]Cell
	seen := [2][]bool{make([]bool, len(gs.res.Players)), make([]bool, len(gs.res.Players))}
	for k := range gs.res.Rated {
		rg := &gs.res.Rated[k]
		g := gameAt(gs.in, rg.Game)
		gp := gs.players(k, g)
		// A name already in its column leaves its cell empty here.
		named := gp
		if !firstName(&seen, 0, gs.seats[k]) {
			named.white = nil
		}
		if !firstName(&seen, 1, gs.seats[k]) {
			named.black = nil
		}
		for c, cell := range gameRowCells(row[:0], g, named) {
			if err := sc.add(k, c, &cell); err != nil {
				return err
			}
		}
		white, black := rg.Opponents()
		if err := scanSide(sc, k, gamesSideColumn, gp.whiteFor, g.White, g.Black, rg.WhiteFor, white); err != nil {
			return err
		}
		if err := scanSide(sc, k, gamesSideColumn+len(sideHeaders), gp.blackFor, g.Black, g.White, rg.BlackFor, black); err != nil {
			return err
		}
	}
	return nil
}

// firstName reports whether the player on side (0 White, 1 Black) of a
// game whose players are at places seats is in that side's name column
// for the first time, and notes that he has been; false for a player not
// in the period, whose name cell is empty.
func firstName(seen *[2][]bool, side int, seats [2]int32) bool {
	p := seats[side]
	if p < 0 || seen[side][p] {
		return false
	}
	seen[side][p] = true
	return true
}

// gamesTable is the Games sheet: one row per rated game, in the order
// rated, each made as it is written.
func gamesTable(res *engine.PeriodResult, in *engine.PeriodInput) sheetTable {
	gs := newGamesSheet(res, in)
	return sheetTable{Name: "Games", Columns: gamesColumns(), Len: len(res.Rated), Row: gs.row, Scan: gs.scan}
}

// appendSideIDs appends a side's "counted for" and "opponent used"
// cells: the player the game counted for when not the one at the board
// (Rules 6a), the opponent the term used when not the one at the board
// (Rules 6b); empty otherwise.
func appendSideIDs(cells []Cell, sat, opp, forID, oppUsed engine.PlayerID) []Cell {
	counted, against := Cell{}, Cell{}
	if forID != sat {
		counted = IntCell(int64(forID))
	}
	if oppUsed != 0 && oppUsed != opp {
		against = IntCell(int64(oppUsed))
	}
	return append(cells, counted, against)
}

// scanSide hands sc the text and integer cells of a side of row r that
// sideCells writes from column col on, from the term's opponent alone.
func scanSide(sc *tableScan, r, col int, own *engine.PlayerResult, sat, opp, forID engine.PlayerID, o engine.TermOpponent) error {
	var ids [2]Cell
	for k, c := range appendSideIDs(ids[:0], sat, opp, forID, o.ID) {
		if err := sc.add(r, col+k, &c); err != nil {
			return err
		}
	}
	if own == nil {
		return nil
	}
	source := TextCell(o.Source.String())
	return sc.add(r, col+sideSourceColumn, &source)
}

// excludedTable is the Excluded sheet: one row per game read but not
// rated, with where it was read and the reason, each made as it is
// written.
func excludedTable(res *engine.PeriodResult, in *engine.PeriodInput) sheetTable {
	t := sheetTable{Name: "Excluded", Columns: []Column{
		{"File", FormatText},
		{"Sheet", FormatText},
		{"Cell", FormatText},
		{"Date", FormatDate},
		{"Tournament", FormatText},
		{"Section", FormatText},
		{"White ID", FormatInteger},
		{"White name", FormatText},
		{"Black ID", FormatInteger},
		{"Black name", FormatText},
		{"Result", FormatText},
		{"Reason", FormatText},
	}}
	players := playerIndex(res)
	name := func(id engine.PlayerID) Cell {
		if p, ok := players[id]; ok {
			return TextCell(p.Player.Name)
		}
		return Cell{}
	}
	t.Len = len(res.Excluded)
	t.Row = func(i int, row []Cell) []Cell {
		ex := &res.Excluded[i]
		g := gameAt(in, ex.Game)
		return append(row,
			TextCell(filepath.Base(g.Origin.File)), TextCell(g.Origin.Sheet), TextCell(ExcludedCell(g, ex.Reason)),
			DateCell(g.Finished),
			TextCell(g.Tournament), TextCell(g.Section),
			IntCell(int64(g.White)), name(g.White),
			IntCell(int64(g.Black)), name(g.Black),
			TextCell(g.Outcome.String()),
			TextCell(ex.Reason.String()),
		)
	}
	return t
}

// ExcludedCell is the cell the Excluded sheet (and the app's table of
// games not rated) names for a game not rated: the cell of its finish
// date when the date is the reason (before or after the period's window,
// docs/rules.md §1.5), else the cell its Origin names (the result's, or
// the row's first).
func ExcludedCell(g *engine.Game, reason engine.ExclusionReason) string {
	if reason == engine.ExcludedBeforePeriod || reason == engine.ExcludedAfterPeriod {
		return g.Cell(engine.FieldFinished)
	}
	return g.Origin.Cell
}

// notesTable is the Notes sheet: one item and its value a row.
func notesTable(res *engine.PeriodResult, notes Notes) sheetTable {
	t := sheetTable{Name: "Notes", Columns: []Column{{"Item", FormatText}, {"Value", FormatText}}}
	add := func(item string, v Cell) { t.Rows = append(t.Rows, []Cell{TextCell(item), v}) }
	p := res.Period
	add("Program", TextCell("Rating Desk"))
	add("Program version", TextCell(notes.ProgramVersion))
	add("Ruleset", TextCell(string(res.Ruleset.ID)))
	add("Ruleset title", TextCell(res.Ruleset.Title))
	add("Period", TextCell(p.String()))
	add("List valid from", DateCell(p.ValidFrom()))
	add("List valid to", DateCell(p.ValidTo()))
	add("Games finished from", DateCell(p.GamesFrom()))
	add("Games finished to", DateCell(p.GamesTo()))
	add("Active since", DateCell(p.ActiveSince()))
	for _, f := range notes.Inputs {
		kind := f.Kind
		if kind == "" {
			kind = "file"
		}
		add("Input "+kind, TextCell(f.Path))
		add("Input "+kind+" SHA-256", TextCell(f.SHA256))
	}
	add("Players", IntCell(int64(len(res.Players))))
	add("Rated games", IntCell(int64(len(res.Rated))))
	add("Excluded games", IntCell(int64(len(res.Excluded))))
	add("Warnings", IntCell(int64(len(notes.Warnings))))
	for i, w := range notes.Warnings {
		add(fmt.Sprintf("Warning %d", i+1), TextCell(w))
	}
	return t
}
