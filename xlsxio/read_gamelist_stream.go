package xlsxio

import (
	"time"

	"ratingdesk/engine"
)

// gameStream reads the games of a CSV game list as its rows are parsed
// (readGameListStream): the same games and problems as ReadGameList reading
// the whole table, in the same order, without holding the table.
type gameStream struct {
	s      *schema
	opt    ReadOptions
	stream *csvStream
	t      *table
	l      *layout
	marks  []colMark
	today  time.Time
	// width is the header row's columns: a row with a value beyond them
	// is shifted and not read (shiftedRow).
	width int
	// header are the problems of the header row (layout, lookalikes) and
	// rows those of the data rows, in order.
	header, rows Problems
	tally        *rowTally
	games        []engine.Game
	// each, when set, is given each game instead of games (ReadGameListEach),
	// game the game being handed on (so that handing it on allocates
	// nothing), n how many were handed on and expect how many the file
	// is estimated to hold (by its size).
	each      func(i, n int, g *engine.Game)
	game      engine.Game
	n, expect int
	// cols are the column letters the games' cells share (gameColumns),
	// refs the references of their Origins.
	cols *engine.GameColumns
	refs refBlock
	rr   rowReader
	// orders are what the text dates show of their order (dateOrders).
	orders dateOrders
	// names are the players' names of the White name and Black name
	// columns (GameList.Names).
	names gameNames
	// repeat tells a row that repeats the header row (headerRepeat);
	// warned marks the columns without a heading warned about
	// (unheadedWarnings).
	repeat headerRepeat
	warned map[int]bool
	// unread are the columns not read and their first values
	// (listUnread), plain the plain reading of rows (plainGames);
	// layoutErrors is set when the header row's layout has an error.
	unread       *listUnread
	plain        *plainGames
	layoutErrors bool
}

// readGameListStream is ReadGameList for a CSV file (IsTextTable),
// converting each row as it is parsed. ok is false when the file is to be
// read as a whole instead: it is no CSV file, cannot be read as it stands (see
// streamCSV), its header row looks like a crosstable's (numbered columns,
// which openList checks against the data rows), or a start rating is an
// ambiguous N,NNN or N.NNN whose reading depends on the whole column
// (decideMarks). Whatever it returns with ok set is what
// ReadGameListPartial returns reading the whole table. With each, each game goes to each as it
// is read (ReadGameListEach) and the GameList has no Games.
func readGameListStream(path string, opt ReadOptions, each func(i, n int, g *engine.Game)) (*GameList, Problems, bool) {
	if !IsTextTable(path) {
		return nil, nil, false
	}
	g := &gameStream{s: gameListSchema(), opt: opt, today: todayOf(opt), each: each}
	isCrosstable := crosstableSchema().isHeader
	g.stream = &csvStream{
		isHeader: func(r *tableRow) bool { return g.s.isHeader(r) && !isCrosstable(r) },
		onHeader: g.onHeader,
		onRow:    g.onRow,
		views:    true,
		sums:     opt.Sums,
	}
	problems, ok := streamCSV(path, g.stream)
	if !ok {
		return nil, nil, false
	}
	problems = append(append(problems, g.header...), g.rows...)
	var unread Problems
	if g.t != nil {
		problems = append(problems, g.orders.warnings(g.t, g.l)...)
		unread = g.unread.gameListProblems(g.t, g.s, g.l, g.layoutErrors)
		problems = append(problems, unread...)
	}
	n := g.stream.count(g.t)
	g.tally.count.Rows, g.tally.count.Blank = n.Rows, n.Blank
	gl := &GameList{File: path, Sheet: g.t.sheet, Games: g.games, Count: g.tally.count, Names: g.names.names}
	if p := emptyListProblem(g.t, g.l, gl.Count, "game list has no games"); p != nil {
		problems = append(problems, p)
	}
	if g.header.HasErrors() || unread.HasErrors() {
		return nil, problems, true
	}
	return gl, problems, true
}

// onHeader lays out the columns by the header row, as ReadGameList does.
func (g *gameStream) onHeader(t *table, header int) bool {
	if len(numberedColumns(&t.rows[header])) >= 2 {
		return false // crosstableSign looks for results in the data rows
	}
	if !g.s.hasRequired(&t.rows[header]) {
		return false // a later row may be the header row (fullerHeader)
	}
	g.t = t
	g.width = t.shiftWidth(header)
	l, ps := g.s.layoutOf(t, header)
	g.l = l
	g.layoutErrors = ps.HasErrors()
	g.unread = g.s.newListUnread(l)
	g.header = append(append(g.s.aboveHeader(t, l), ps...), g.s.lookalikeProblems(t, l, glFinished)...)
	g.repeat, g.warned = g.s.newHeaderRepeat(t, l), map[int]bool{}
	// Without a row, each column takes the file's mark; a row that would
	// tell otherwise stops the stream (onRow).
	g.marks = decideMarks(t, l, nil, []int{glWhiteStart, glBlackStart}, &g.header)
	g.tally = &rowTally{problems: &g.rows}
	g.cols = gameColumns(l)
	g.expect = max(g.stream.estimate-header-1, 0)
	if g.each == nil {
		g.games = make([]engine.Game, 0, g.expect)
	}
	if g.plain = newPlainGames(g); g.plain != nil {
		g.stream.readPlain(g.plain.row, g.unread)
	}
	return true
}

// onRow reads one game, unless a start rating's reading depends on its
// column's decimal mark. A shifted row is not read (shiftedRow).
func (g *gameStream) onRow(r *tableRow) bool {
	if shiftedRow(r, g.width) {
		g.tally.count.WithErrors++
		return true
	}
	if g.tally.skipRepeat(&g.repeat, g.t, r) {
		if g.repeat.skipping {
			g.stream.plain = nil // the rows after it are not read
		}
		return true
	}
	for _, i := range []int{glWhiteStart, glBlackStart} {
		if col := g.l.pos[i]; col >= 0 && ambiguousNumber(r.at(col).text) {
			return false
		}
	}
	g.unread.add(r)
	g.rr = rowReader{t: g.t, l: g.l, r: r, monthFirst: g.opt.MonthFirst, problems: &g.rows, marks: g.marks, today: g.today, refs: &g.refs, orders: &g.orders}
	g.tally.start()
	g.game = readGame(&g.rr, g.cols)
	g.names.fromRow(&g.rr, &g.game)
	g.rows = append(g.rows, unheadedWarnings(g.t, g.l, r, g.warned)...)
	if g.tally.done(&g.rr, &gameTotals) {
		g.deliver(&g.game)
	}
	return true
}

// deliver hands a game read on: to each, or to the games kept.
func (g *gameStream) deliver(game *engine.Game) {
	if g.each != nil {
		g.each(g.n, g.expect, game)
		g.n++
		return
	}
	g.games = append(g.games, *game)
}
