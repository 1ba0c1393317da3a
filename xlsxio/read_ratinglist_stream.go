package xlsxio

import (
	"time"

	"ratingdesk/engine"
)

// listStream reads the players of a CSV rating list as its rows are parsed
// (readRatingListStream): the same list and problems as ReadRatingList
// reading the whole table, in the same order, without holding the table.
type listStream struct {
	path   string
	s      *schema
	opt    ReadOptions
	stream *csvStream
	t      *table
	l      *layout
	lr     listReader
	marks  []colMark
	ev     []streamMarks
	today  time.Time
	// width is the header row's columns: a row with a value beyond them
	// is shifted and not read (shiftedRow).
	width int
	// header are the problems of the header row and rows those of the
	// data rows, in order; lookalikes those of lookalike headings.
	header, rows, lookalikes Problems
	tally                    *rowTally
	rated                    ratedSeen
	list                     *RatingList
	refs                     refBlock
	rr                       rowReader
	// orders are what the text dates show of their order (dateOrders).
	orders dateOrders
	// repeat tells a row that repeats the header row (headerRepeat).
	repeat headerRepeat
	// unread are the columns not read and their first values
	// (listUnread), plain the plain reading of rows (plainList);
	// headerErrors is set when the header row's layout or name columns
	// have an error.
	unread       *listUnread
	plain        *plainList
	headerErrors bool
}

// listMarkColumns are the numeric columns of a rating list whose decimal
// mark is decided from their cells (decideMarks).
var listMarkColumns = []int{rlRating, rlRD, rlRatingExact, rlRDExact, rlPrevious, rlPeriodScore}

// readRatingListStream is ReadRatingList for a CSV file (IsTextTable),
// converting each row as it is parsed. ok is false when the file is to be
// read as a whole instead: it is no CSV file, cannot be read as it stands (streamCSV), its
// header row or the rows above it look like a crosstable's, or a number of
// the ambiguous shape N,NNN or N.NNN comes before its column shows its
// decimal mark, or the column shows the other mark after it (streamMarks).
// Whatever it returns with ok set is what ReadRatingList returns reading
// the whole table.
func readRatingListStream(path string, opt ReadOptions) (*RatingList, Problems, bool) {
	if !IsTextTable(path) {
		return nil, nil, false
	}
	ls := &listStream{path: path, s: ratingListSchema(), opt: opt, today: todayOf(opt)}
	isCrosstable := crosstableSchema().isHeader
	ls.stream = &csvStream{
		isHeader: func(r *tableRow) bool { return ls.s.isHeader(r) && !isCrosstable(r) },
		onHeader: ls.onHeader,
		onRow:    ls.onRow,
		sums:     opt.Sums,
	}
	problems, ok := streamCSV(path, ls.stream)
	if !ok {
		return nil, nil, false
	}
	problems = append(append(problems, ls.header...), ls.rows...)
	if ls.t != nil {
		problems = append(problems, ls.orders.warnings(ls.t, ls.l)...)
		problems = append(problems, ls.unread.ratingListProblems(ls.t, ls.s, ls.l, ls.headerErrors || ls.lr.ratedWithoutRD)...)
	}
	n := ls.stream.count(ls.t)
	ls.tally.count.Rows, ls.tally.count.Blank = n.Rows, n.Blank
	rl := ls.list
	rl.Count = ls.tally.count
	if p := emptyListProblem(ls.t, ls.l, rl.Count, "list has no players"); p != nil {
		problems = append(problems, p)
	}
	if p := ls.rated.problem(ls.t, ls.l, ls.lookalikes.HasErrors() || ls.unread.erred(rlRating)); p != nil {
		problems = append(problems, p)
	}
	if p := ls.rated.noGamesProblem(ls.t, ls.l); p != nil && !ls.unread.erred(rlGames) {
		problems = append(problems, p)
	}
	if ls.lr.ratedWithoutRD {
		problems = append(problems, noRDProblem(ls.t, ls.l))
	}
	if problems.HasErrors() {
		return nil, problems, true
	}
	return rl, problems, true
}

// onHeader lays out the columns by the header row and checks it, as
// ReadRatingList does.
func (ls *listStream) onHeader(t *table, header int) bool {
	if len(numberedColumns(&t.rows[header])) >= 2 || crosstableSign(t, header, true) != "" {
		return false // the whole table tells whether it is a crosstable
	}
	if what, _ := ownOutputSign(&t.rows[header]); what != "" {
		return false // refused by the table's reading (openList)
	}
	if !ls.s.hasRequired(&t.rows[header]) {
		return false // a later row may be the header row (fullerHeader)
	}
	ls.t = t
	ls.width = t.shiftWidth(header)
	if p := checkDefaultRD(t.file, ls.opt.DefaultRD); p != nil {
		ls.header = append(ls.header, p)
	}
	l, ps := ls.s.layoutOf(t, header)
	ls.l = l
	ls.header = append(append(ls.header, ls.s.aboveHeader(t, l)...), ps...)
	ls.repeat = ls.s.newHeaderRepeat(t, l)
	names := checkNameColumns(t, l, ls.s)
	ls.header = append(ls.header, names...)
	ls.headerErrors = ps.HasErrors() || names.HasErrors()
	ls.unread = ls.s.newListUnread(l)
	ls.lookalikes = ls.s.ratingLookalikes(t, l)
	ls.header = append(ls.header, ls.lookalikes...)
	ls.list = &RatingList{File: ls.path, Sheet: t.sheet, ExtraHeaders: l.extraHeadings, LastGameColumn: l.pos[rlLastGame] + 1, NameColumn: nameColumn(l.pos)}
	if t.sep != 0 {
		ls.list.CSV = writtenLike(t.sep, t.mark)
	}
	// The IDs seen made to the estimated size: grown row by row, the map
	// would be built again and again.
	n := max(ls.stream.estimate-header-1, 0)
	ls.lr = listReader{t: t, l: l, opt: ls.opt, seen: make(map[engine.PlayerID]string, n), warned: map[int]bool{}, list: ls.list}
	// Without a row, each column takes the file's mark; the rows then
	// decide it as they come (streamMarks).
	ls.marks = decideMarks(t, l, nil, listMarkColumns, &ls.header)
	ls.ev = make([]streamMarks, len(listMarkColumns))
	ls.tally = &rowTally{problems: &ls.rows}
	ls.list.Players = make([]engine.Player, 0, n)
	ls.list.Rows = make([]ListRow, 0, n)
	if ls.plain = newPlainList(ls); ls.plain != nil {
		ls.stream.readPlain(ls.plain.row, ls.unread)
	}
	return true
}

// onRow reads one player, unless a number's reading depends on what later
// rows show (streamMarks). A shifted row is not read (shiftedRow).
func (ls *listStream) onRow(r *tableRow) bool {
	if shiftedRow(r, ls.width) {
		ls.tally.count.WithErrors++
		return true
	}
	if ls.tally.skipRepeat(&ls.repeat, ls.t, r) {
		if ls.repeat.skipping {
			ls.stream.plain = nil // the rows after it are not read
		}
		return true
	}
	if !ls.noteMarks(func(col int) string { return r.at(col).text }) {
		return false
	}
	ls.rated.add(r, ls.l)
	ls.unread.add(r)
	ls.rr = rowReader{t: ls.t, l: ls.l, r: r, monthFirst: ls.opt.MonthFirst, problems: &ls.rows, marks: ls.marks, today: ls.today, refs: &ls.refs, orders: &ls.orders}
	ls.tally.start()
	p, row := ls.lr.read(&ls.rr)
	ls.tally.done(&ls.rr, &listTotals)
	ls.list.Players = append(ls.list.Players, p)
	ls.list.Rows = append(ls.list.Rows, row)
	return true
}

// noteMarks notes what the texts of a row's numeric columns (text(col)
// gives the text of file column col, as its cell holds it) show of their
// decimal marks (streamMarks), setting a column's mark once the rows have
// decided it. It returns false when the whole table must decide. Noting
// the same row twice changes nothing more than noting it once.
func (ls *listStream) noteMarks(text func(col int) string) bool {
	for k, i := range listMarkColumns {
		col := ls.l.pos[i]
		if col < 0 {
			continue
		}
		mark, decided, ok := ls.ev[k].add(text(col))
		if !ok {
			return false
		}
		if decided {
			ls.marks[i].mark = mark
		}
	}
	return true
}

// streamMarks is what the cells of one numeric column have shown so far
// about its decimal mark, read row by row (decideMarks reads them all
// first): the marks shown, and whether an ambiguous cell (N,NNN or N.NNN)
// was read by them.
type streamMarks struct {
	dot, comma, ambiguous bool
}

// add takes the next cell of the column. ok is false when the whole table
// must decide: an ambiguous cell before the column shows exactly one mark,
// or a second mark shown after an ambiguous cell was read. When decided,
// mark is the column's mark from now on (it decides only ambiguous cells,
// which read alike by either mark otherwise), as decideMarks decides it:
// a point once a cell shows one, else a comma once a cell shows one.
// (DecimalPoint is the zero DecimalMark, so a mark alone cannot say that
// nothing is decided yet.)
func (m *streamMarks) add(text string) (mark DecimalMark, decided, ok bool) {
	shown, amb := markEvidence(text)
	switch shown {
	case '.':
		m.dot = true
	case ',':
		m.comma = true
	}
	if amb != 0 {
		if m.dot == m.comma {
			return 0, false, false
		}
		m.ambiguous = true
	}
	if m.ambiguous && m.dot && m.comma {
		return 0, false, false
	}
	switch {
	case m.dot:
		return DecimalPoint, true, true
	case m.comma:
		return DecimalComma, true, true
	}
	return 0, false, true
}
