package xlsxio

import (
	"ratingdesk/engine"
)

// ReadGameList reads a game list (docs/formats.md "Game list") from an .xlsx,
// .csv or .txt file. Every problem of the file comes back at once, located by
// file (path as given), sheet and cell; the list is nil when any
// of them is an error. The rules:
//   - White and Black: positive whole-number IDs, not the same player;
//   - Result: as ParseGameResult reads it (an empty cell is a game not
//     finished); a result the spreadsheet turned into a date is an error;
//   - Finished: a date from 1950 to opt.Today, optional here (docs/rules.md
//     §1.5: the period decides what an undated game means);
//   - Tournament, Section, Type: text;
//   - White and Black start rating: plausible ratings (Rules 1.4; from 500
//     to 3500, a warning outside 1000 to 3000), the column's decimal mark
//     decided from all its cells (decideMarks);
//   - White and Black substitute for: the original player's ID (Rules 6),
//     neither the substitute nor the opponent;
//   - White name and Black name: text, the first name given to each
//     player kept in Names.
//
// Each game's Origin is its Result cell. Unknown columns are not read.
func ReadGameList(path string, opt ReadOptions) (*GameList, Problems) {
	gl, problems := ReadGameListPartial(path, opt)
	if problems.HasErrors() {
		return nil, problems
	}
	return gl, problems
}

// ReadGameListPartial is ReadGameList, except that a list whose errors
// are all in some of its rows comes back too, holding the games of the
// rows read without an error (docs/formats.md "Every row is accounted
// for"): what those rows give can be checked across them with the file's
// own errors, every problem at once (desk says a game given twice in the
// file so; docs/rules.md "Reading rating lists and game lists"). Such a
// list is not to be rated: its problems hold errors. The list is nil when
// the header row or a column has an error, or the file cannot be read.
func ReadGameListPartial(path string, opt ReadOptions) (*GameList, Problems) {
	if gl, problems, ok := readGameListStream(path, opt, nil); ok {
		return gl, problems
	}
	return readGameListTable(path, opt)
}

// ReadGameListEach is ReadGameList (docs/formats.md "Game list") handing
// each game to each as it is read instead of keeping the games: a million
// games are never held together (a replay packs each as it comes). The
// GameList comes back without Games, the problems as ReadGameList gives
// them. each is called with the game's index i in the list (from 0, in
// file order), n how many games the file is estimated to hold (for the
// receiver to make room once) and the game, which g points at only
// during the call. Two things the caller must heed:
//   - the reader may start the file again (a .csv file it must read as a
//     whole table after all, or any other file, whose table is read
//     first): i is then 0 again, and the games given before are to be
//     forgotten;
//   - a list with an error comes back nil, but each may have been given
//     games of it: they are to be forgotten too.
func ReadGameListEach(path string, opt ReadOptions, each func(i, n int, g *engine.Game)) (*GameList, Problems) {
	if gl, problems, ok := readGameListStream(path, opt, each); ok {
		if problems.HasErrors() {
			return nil, problems
		}
		return gl, problems
	}
	gl, problems := readGameListTable(path, opt)
	if problems.HasErrors() {
		return nil, problems
	}
	if gl != nil {
		for i := range gl.Games {
			each(i, len(gl.Games), &gl.Games[i])
		}
		gl.Games = nil
	}
	return gl, problems
}

// readGameListTable is ReadGameListPartial reading the whole table
// first: of a workbook with no sheet named, every sheet whose header row
// has White, Black and Result (docs/rules.d/xlsxio-read.md "Several game
// sheets"), in workbook order, each with its own problems (gameSheets).
func readGameListTable(path string, opt ReadOptions) (*GameList, Problems) {
	gl, problems, sheets := readGameSheet(path, opt)
	if len(sheets) < 2 {
		return gl, problems
	}
	return gameSheets(path, opt, gl, problems, sheets)
}

// readGameSheet reads the game list of one sheet (of the sheet named, or
// chosen by content) or of a CSV file; sheets are, when the workbook has
// other sheets with a game list, the one read and those others, read by
// name after it (nil otherwise).
func readGameSheet(path string, opt ReadOptions) (*GameList, Problems, []sheetPart) {
	s := gameListSchema()
	t, header, problems := openList(path, opt, s)
	if t == nil || header < 0 {
		return nil, problems, nil
	}
	gl, problems := readGameRows(t, header, opt, s, problems)
	if len(t.others) == 0 {
		return gl, problems, nil
	}
	return gl, problems, append([]sheetPart{{name: t.sheet, hidden: t.hidden}}, t.others...)
}

// readGameRows reads the game list of t, whose header row is at index
// header, after the problems of opening it.
func readGameRows(t *table, header int, opt ReadOptions, s *schema, problems Problems) (*GameList, Problems) {
	path := t.file
	// The problems of the header row and the columns, as the stream has
	// them (gameStream.header): with an error among them no row is
	// trusted (ReadGameListPartial).
	l, columns := s.layoutOf(t, header)
	layoutErrors := columns.HasErrors()
	columns = append(append(s.aboveHeader(t, l), columns...), s.lookalikeProblems(t, l, glFinished)...)
	unread := s.newListUnread(l)
	unread.addRows(t, header, t.shiftWidth(header))
	// Judged before the rows free their cells, said after them as the
	// stream says them.
	unreadPs := unread.gameListProblems(t, s, l, layoutErrors)
	gl := &GameList{File: path, Sheet: t.sheet, Games: make([]engine.Game, 0, len(t.rows)-header-1)}
	marks := decideMarks(t, l, dataRows(t, header), []int{glWhiteStart, glBlackStart}, &columns)
	columnErrors := columns.HasErrors() || unreadPs.HasErrors()
	problems = append(problems, columns...)
	today := todayOf(opt)
	tally := newRowTally(t, header, &problems)
	cols := gameColumns(l)
	refs := &refBlock{}
	orders := &dateOrders{}
	var names gameNames
	width := t.shiftWidth(header)
	repeat, warned := s.newHeaderRepeat(t, l), map[int]bool{}
	for k := header + 1; k < len(t.rows); k++ {
		if shiftedRow(&t.rows[k], width) {
			tally.count.WithErrors++
			continue
		}
		if tally.skipRepeat(&repeat, t, &t.rows[k]) {
			continue
		}
		rr := &rowReader{t: t, l: l, r: &t.rows[k], monthFirst: opt.MonthFirst, problems: &problems, marks: marks, today: today, refs: refs, orders: orders}
		tally.start()
		g := readGame(rr, cols)
		names.fromRow(rr, &g)
		problems = append(problems, unheadedWarnings(t, l, rr.r, warned)...)
		if tally.done(rr, &gameTotals) {
			gl.Games = append(gl.Games, g)
		}
		t.rows[k].cells = nil // read: the row's cells and text can be freed
	}
	gl.Count, gl.Names = tally.count, names.names
	problems = append(problems, orders.warnings(t, l)...)
	problems = append(problems, unreadPs...)
	if p := emptyListProblem(t, l, tally.count, "game list has no games"); p != nil {
		problems = append(problems, p)
	}
	problems = t.marksProblems(l, problems)
	if columnErrors {
		return nil, problems
	}
	return gl, problems
}

// readGame reads one row of a game list.
func readGame(rr *rowReader, cols *engine.GameColumns) engine.Game {
	h := rr.l.heading
	g := engine.Game{Origin: rr.origin(glResult), Cells: gameCells(rr, cols)}
	var gw, gb got
	g.White, gw = rr.playerID(glWhite)
	g.Black, gb = rr.playerID(glBlack)
	if gw == gotEmpty {
		rr.errorf(glWhite, "%s is empty: expected White's ICCF ID", rr.headingOr(glWhite, "White"))
	}
	if gb == gotEmpty {
		rr.errorf(glBlack, "%s is empty: expected Black's ICCF ID", rr.headingOr(glBlack, "Black"))
	}
	if gw == gotValue && gb == gotValue && g.White == g.Black {
		rr.errorf(glBlack, "%s: player %d cannot be both White and Black (%s is the same)", h[glBlack], g.Black, h[glWhite])
	}
	c := rr.cell(glResult)
	outcome, err := ParseGameResult(c.text)
	switch {
	case c.boolean:
		rr.errorf(glResult, "%s: %s", h[glResult], booleanMsg(c, "a result", "type the result (1-0, ½-½ or 0-1), and format the column as Text"))
	case c.date:
		rr.errorf(glResult, "%s: the cell holds a date, not a result (the spreadsheet turned the result into a date): format the column as Text and type the result again", h[glResult])
	case err != nil && misdecoded(c.text):
		// "Â½-Â½": the file's character set, not the result, is wrong (a
		// tester; as a crosstable's results say it).
		rr.errorf(glResult, "%s: %s%s", h[glResult], messageOf(err), rr.t.charsetHint(rr.ref(glResult)))
	case err != nil:
		rr.bad(glResult, err)
	default:
		g.Outcome = outcome
	}
	g.Finished, _ = rr.finishDate(glFinished)
	if err == nil && !c.boolean && !c.date && g.Outcome == engine.Unfinished && !g.Finished.IsZero() {
		rr.warnf(glResult, "%s: the game has no result (it is read as not finished) but %s gives it a finish date, %s: if it was finished, type its result (1-0, ½-½ or 0-1)",
			rr.headingOr(glResult, "Result"), rr.headingOr(glFinished, "Finished"), g.Finished.Format("2006-01-02"))
	}
	g.Tournament = rr.shared(glTournament)
	g.Section = rr.shared(glSection)
	g.Type = rr.shared(glType)
	g.WhiteStart, _ = rr.rating(glWhiteStart)
	g.BlackStart, _ = rr.rating(glBlackStart)
	g.WhiteSubFor = substituteFor(rr, glWhiteSubFor, g.White, g.Black)
	g.BlackSubFor = substituteFor(rr, glBlackSubFor, g.Black, g.White)
	return g
}

// substituteFor reads a "substitute for" column (Rules 6): the original
// player's ID, who is neither the substitute at the board nor the
// opponent.
func substituteFor(rr *rowReader, i int, self, opponent engine.PlayerID) engine.PlayerID {
	id, g := rr.playerID(i)
	if g != gotValue {
		return 0
	}
	switch id {
	case self:
		rr.errorf(i, "%s: %d is the substitute's own ID: give the ID of the original player", rr.l.heading[i], id)
	case opponent:
		rr.errorf(i, "%s: %d is the opponent: give the ID of the original player", rr.l.heading[i], id)
	}
	return id
}

// gameFieldColumns pairs each field of a game with its game-list column.
var gameFieldColumns = [...]struct {
	field engine.GameField
	col   int
}{
	{engine.FieldWhite, glWhite}, {engine.FieldBlack, glBlack}, {engine.FieldFinished, glFinished},
	{engine.FieldWhiteSubFor, glWhiteSubFor}, {engine.FieldBlackSubFor, glBlackSubFor},
	{engine.FieldWhiteStart, glWhiteStart}, {engine.FieldBlackStart, glBlackStart},
}

// gameColumns are the column letters of a game list's fields, shared by
// its games' GameCells; nil when a column is beyond a spreadsheet's
// limits, so that each game names its cells in full (gameCells).
func gameColumns(l *layout) *engine.GameColumns {
	var cols engine.GameColumns
	for _, fc := range gameFieldColumns {
		if col := l.pos[fc.col]; col >= maxSheetCols {
			return nil
		} else if col >= 0 {
			ref := cellRef(col, 1)
			cols[fc.field] = ref[:len(ref)-1]
		}
	}
	return &cols
}

// gameCells are the cells of a game list row's fields, so that a problem
// the engine finds in the game names its very cell (engine.Game.Cell):
// the row and the list's shared columns, or each cell's reference in full
// beyond a spreadsheet's limits (R1C1 form, as cellRef writes it).
func gameCells(rr *rowReader, cols *engine.GameColumns) engine.GameCells {
	if cols != nil && rr.r.num >= 1 && rr.r.num <= maxSheetRows {
		return engine.GameCells{Row: rr.r.num, Cols: cols}
	}
	var refs engine.GameColumns
	for _, fc := range gameFieldColumns {
		if rr.l.pos[fc.col] >= 0 {
			refs[fc.field] = rr.ref(fc.col)
		}
	}
	return engine.GameCells{Cols: &refs}
}
