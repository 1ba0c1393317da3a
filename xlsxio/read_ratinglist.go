package xlsxio

import (
	"fmt"
	"math"
	"strings"

	"ratingdesk/engine"
)

// ReadRatingList reads the rating list a period starts from (docs/formats.md
// "Rating list") from an .xlsx, .csv or .txt file. Every problem of the file
// comes back at once, located by file (path as given), sheet and
// cell; the list is nil when any of them is an error. The rules:
//   - ID: a positive whole number, unique in the list (a second row with
//     the same ID is an error naming the first);
//   - Name: required, or Surname and Given name joined "Surname, Given";
//   - numbers as text: each numeric column's decimal mark is decided from
//     all its cells first (decideMarks); a column mixing marks is an error;
//   - Rating: empty means unrated (Player.Rated false); else from 500 to
//     3500, a warning outside 1000 to 3000 (plausibility, docs/rules.md);
//   - RD: required with a Rating unless opt.DefaultRD is positive or
//     opt.OptionalRD is set (the official lists of the 2017 system carry
//     none); above 0, at most 350;
//   - Rating exact and RD exact: the carried values (Player.Rating and
//     Player.RD, docs/rules.md §1.6), defaulting to Rating and RD; an exact
//     value more than 0.505 from the published one beside it is an error
//     (the two cells contradict each other; checkExactRating); without a
//     Rating column, Rating exact rates the player;
//   - Games: a whole number ≥ 0; FIDE: 0 (none) or a plausible rating;
//   - Last game: a date from 1950 to opt.Today; Running: yes/no;
//   - Title: known ICCF titles; an unknown one is kept with a warning;
//   - Status of an export is derived and not read; Active, Previous
//     rating, Change, Period games and Period score fill ListRow.Period
//     (nil for a row where they are all empty);
//   - unknown columns are kept as text in ListRow.Extra.
func ReadRatingList(path string, opt ReadOptions) (*RatingList, Problems) {
	if rl, problems, ok := readRatingListStream(path, opt); ok {
		return rl, problems
	}
	return readRatingListTable(path, opt)
}

// readRatingListTable is ReadRatingList reading the whole table first.
func readRatingListTable(path string, opt ReadOptions) (*RatingList, Problems) {
	s := ratingListSchema()
	t, header, problems := openList(path, opt, s)
	if t == nil || header < 0 {
		return nil, problems
	}
	if p := checkDefaultRD(t.file, opt.DefaultRD); p != nil {
		problems = append(problems, p)
	}
	l, ps := s.layoutOf(t, header)
	problems = append(append(problems, s.aboveHeader(t, l)...), ps...)
	names := checkNameColumns(t, l, s)
	problems = append(problems, names...)
	unread := s.newListUnread(l)
	unread.addRows(t, header, t.shiftWidth(header))
	lookalikes := s.ratingLookalikes(t, l)
	problems = append(problems, lookalikes...)
	second := s.secondHeaderProblem(t, l)
	if second != nil {
		problems = append(problems, second)
	}

	rl := &RatingList{File: path, Sheet: t.sheet, ExtraHeaders: l.extraHeadings, LastGameColumn: l.pos[rlLastGame] + 1, NameColumn: nameColumn(l.pos),
		Period: t.period, HasPeriod: t.hasPeriod, PeriodCell: t.periodCell}
	if t.sep != 0 {
		rl.CSV = writtenLike(t.sep, t.mark)
	}
	lr := listReader{t: t, l: l, opt: opt, seen: map[engine.PlayerID]string{}, warned: map[int]bool{}, list: rl}
	marks := decideMarks(t, l, dataRows(t, header), []int{rlRating, rlRD, rlRatingExact, rlRDExact, rlPrevious, rlPeriodScore}, &problems)
	today := todayOf(opt)
	tally := newRowTally(t, header, &problems)
	rl.Players = make([]engine.Player, 0, len(t.rows)-header-1)
	rl.Rows = make([]ListRow, 0, len(t.rows)-header-1)
	width := t.shiftWidth(header)
	var seen ratedSeen
	orders := &dateOrders{}
	repeat := s.newHeaderRepeat(t, l)
	for k := header + 1; k < len(t.rows); k++ {
		if shiftedRow(&t.rows[k], width) {
			tally.count.WithErrors++
			continue
		}
		if tally.skipRepeat(&repeat, t, &t.rows[k]) {
			continue
		}
		seen.add(&t.rows[k], l)
		rr := &rowReader{t: t, l: l, r: &t.rows[k], monthFirst: opt.MonthFirst, problems: &problems, marks: marks, today: today, orders: orders}
		tally.start()
		p, row := lr.read(rr)
		tally.done(rr, &listTotals)
		rl.Players = append(rl.Players, p)
		rl.Rows = append(rl.Rows, row)
	}
	rl.Count = tally.count
	problems = append(problems, orders.warnings(t, l)...)
	problems = append(problems, unread.ratingListProblems(t, s, l, ps.HasErrors() || names.HasErrors() || lr.ratedWithoutRD && second == nil)...)
	if p := emptyListProblem(t, l, tally.count, "list has no players"); p != nil {
		problems = append(problems, p)
	}
	if p := seen.problem(t, l, lookalikes.HasErrors() || unread.erred(rlRating)); p != nil {
		problems = append(problems, p)
	}
	if p := seen.noGamesProblem(t, l); p != nil && !unread.erred(rlGames) {
		problems = append(problems, p)
	}
	if lr.ratedWithoutRD && second == nil { // its RD heading is in the second row
		problems = append(problems, noRDProblem(t, l))
	}
	problems = t.marksProblems(l, problems)
	if problems.HasErrors() {
		return nil, problems
	}
	return rl, problems
}

// noRDColumn is the error of a list with ratings and no RD column, read
// without a default RD or OptionalRD (a command without a ruleset, such
// as check, or a period of the Glicko rulesets).
const noRDColumn = "the list has ratings but no RD column (lists of the 2017 system carry none): give a default RD for the whole file, with " + DefaultRDRemedy + "; a period rated with iccf-2017 needs none"

// noRDProblem is the error of a list with ratings and no RD column
// (noRDColumn), at its header row. When the header row has columns that
// are not read, it names them first: one of them may hold the RD under a
// heading docs/formats.md does not list ("Deviation"), which a default
// RD would silently replace (docs/formats.md "When a heading is not
// known", a tester).
func noRDProblem(t *table, l *layout) *Problem {
	unread := l.unreadText("the RD", "RD")
	if unread == "" {
		return t.headerProblem(l, "%s", noRDColumn)
	}
	return t.headerProblem(l, "the list has ratings but no RD column: %s (or Rating deviation); else, for a list of the 2017 system, which carries none, give a default RD for the whole file, with %s; a period rated with iccf-2017 needs none", unread, DefaultRDRemedy)
}

// checkDefaultRD refuses a default RD that is not a rating deviation; 0 means
// none.
func checkDefaultRD(file string, rd float64) *Problem {
	if rd == 0 || (rd > 0 && rd <= MaxRD) {
		return nil
	}
	return errorf(file, "", "", "the default RD %v is not a rating deviation: expected a number above 0 and at most %d", rd, MaxRD)
}

// checkNameColumns requires a Name column or a Surname column (with an
// optional Given name), not both.
func checkNameColumns(t *table, l *layout, s *schema) Problems {
	hasName, hasSurname, hasGiven := l.pos[rlName] >= 0, l.pos[rlSurname] >= 0, l.pos[rlGiven] >= 0
	hdr := t.rows[l.header].num
	switch {
	case hasName && (hasSurname || hasGiven):
		part := rlSurname
		if !hasSurname {
			part = rlGiven
		}
		return Problems{errorf(t.file, t.sheet, cellRef(l.pos[part], hdr),
			"the name is given twice: %q here and %q in %s; keep either Name or Surname and Given name", l.heading[part], l.heading[rlName], cellRef(l.pos[rlName], hdr))}
	case !hasName && !hasSurname:
		msg := fmt.Sprintf("the header row has no %s column, nor %s with %s", s.describe(rlName), s.describe(rlSurname), s.describe(rlGiven))
		if unread := l.unreadText("the names", "Name"); unread != "" {
			msg += ": " + unread
		}
		return Problems{t.headerProblem(l, "%s", msg)}
	}
	return nil
}

// firstName is the name of the first player of the list read with ID
// id, "" when none.
func (lr *listReader) firstName(id engine.PlayerID) string {
	if lr.list == nil {
		return ""
	}
	if lr.byID == nil {
		lr.byID = map[engine.PlayerID]int{}
	}
	for ; lr.indexed < len(lr.list.Players); lr.indexed++ {
		if _, ok := lr.byID[lr.list.Players[lr.indexed].ID]; !ok {
			lr.byID[lr.list.Players[lr.indexed].ID] = lr.indexed
		}
	}
	if i, ok := lr.byID[id]; ok {
		return lr.list.Players[i].Name
	}
	return ""
}

// twiceNames ends the error of an ID given twice in a rating list or
// crosstable (docs/formats.md "General rules") with the names of its two
// rows, so that the officer sees which player has the wrong ID: ` ("Berg,
// Anna" there, "Smith, John" here)`, ` ("Berg, Anna" both times)`; ""
// when a row has no name.
func twiceNames(there, here string) string {
	switch {
	case there == "" || here == "":
		return ""
	case there == here:
		return fmt.Sprintf(" (%q both times)", here)
	}
	return fmt.Sprintf(" (%q there, %q here)", there, here)
}

// listReader reads the rows of a rating list, remembering the IDs seen.
type listReader struct {
	t   *table
	l   *layout
	opt ReadOptions
	// seen maps each ID read to the cell where it was.
	seen map[engine.PlayerID]string
	// warned marks the columns without a heading already warned about.
	warned map[int]bool
	// slab holds the Extra values of many rows, allocated together.
	slab []string
	// list is the list the rows are read into, whose players byID
	// indexes up to indexed, for the names of an ID given twice
	// (firstName).
	list    *RatingList
	byID    map[engine.PlayerID]int
	indexed int
	// ratedWithoutRD is set when a rated row has no RD, the list no RD
	// column and no default RD is given: one problem for the whole file.
	ratedWithoutRD bool
}

// read reads one row.
func (lr *listReader) read(rr *rowReader) (engine.Player, ListRow) {
	row := ListRow{Origin: engine.Origin{File: lr.t.file, Sheet: lr.t.sheet, Cell: rr.first()}}
	var p engine.Player
	id, g := rr.playerID(rlID)
	first, dup := "", false
	switch g {
	case gotEmpty:
		rr.errorf(rlID, "%s is empty: every player needs an ICCF ID (a positive whole number)", lr.l.heading[rlID])
	case gotValue:
		if first, dup = lr.seen[id]; !dup {
			lr.seen[id] = rr.ref(rlID)
		}
		p.ID = id
	}
	p.Name = lr.name(rr)
	if dup {
		rr.errorf(rlID, "%s %d is given twice: also in %s%s", lr.l.heading[rlID], id, first, twiceNames(lr.firstName(id), p.Name))
	}
	p.Fed = rr.fed(rlFed)
	titles, unknown := ParseTitles(rr.text(rlTitle))
	for _, u := range unknown {
		rr.warnf(rlTitle, "%s: %q is not an ICCF title (%s); it is kept as written", lr.l.heading[rlTitle], u, strings.Join(KnownTitles(), ", "))
	}
	p.Titles = titles
	row.DefaultRD = lr.ratingAndRD(rr, &p)
	var gotGames got
	p.Games, gotGames = rr.count(rlGames)
	if gotGames == gotEmpty && p.Rated && lr.l.pos[rlGames] >= 0 {
		// Read as 0 games, which unpublishes the rating (Rules 1.4): said,
		// not silent (a tester's forgotten cell).
		rr.warnf(rlGames, "%s is empty for a player with a rating: read as 0 rated games, so the rating counts as not published (Rules 1.4: published from 12 games); give the player's rated games", lr.l.heading[rlGames])
	}
	p.FIDE = rr.fide(rlFIDE)
	p.LastGame, _ = rr.finishDate(rlLastGame)
	p.Running, _ = rr.yesNo(rlRunning)
	row.Period = lr.period(rr)
	row.Extra = lr.extras(len(lr.l.extra))
	for k, col := range lr.l.extra {
		row.Extra[k] = rr.r.at(col).text
	}
	lr.warnUnheaded(rr)
	return p, row
}

// extras is a row's slice of n Extra values, from the slab.
func (lr *listReader) extras(n int) []string {
	if n == 0 {
		return []string{}
	}
	if len(lr.slab)+n > cap(lr.slab) {
		lr.slab = make([]string, 0, max(n, 4096))
	}
	k := len(lr.slab)
	lr.slab = lr.slab[:k+n]
	return lr.slab[k : k+n : k+n]
}

// name reads Name, or Surname and Given name joined "Surname, Given".
func (lr *listReader) name(rr *rowReader) string {
	switch {
	case lr.l.pos[rlName] >= 0:
		name := rr.text(rlName)
		if name == "" {
			rr.errorf(rlName, "%s is empty: every player needs a name", lr.l.heading[rlName])
		}
		return name
	case lr.l.pos[rlSurname] >= 0:
		surname, given := rr.text(rlSurname), rr.text(rlGiven)
		if surname == "" {
			rr.errorf(rlSurname, "%s is empty: every player needs a surname", lr.l.heading[rlSurname])
			return given
		}
		if given == "" {
			return surname
		}
		return surname + ", " + given
	}
	return ""
}

// ratingAndRD reads Rating, RD and their exact values into p (docs/formats.md
// "Rating list"; docs/rules.md §1.6). A list with no Rating column at all
// is rated by its Rating exact column (docs/rules.d/xlsxio-read.md,
// "Rating list"), as one with no RD column by its RD exact. It reports
// whether the RD is the default RD (ListRow.DefaultRD).
func (lr *listReader) ratingAndRD(rr *rowReader, p *engine.Player) bool {
	var c ratingCells
	c.rating, c.gR = rr.rating(rlRating)
	c.rd, c.gD = rr.deviation(rlRD)
	c.exact, c.gE = rr.ratingWarn(rlRatingExact, c.gR == gotEmpty)
	c.rdExact, c.gDE = rr.deviation(rlRDExact)
	if lr.l.pos[rlRating] < 0 {
		c.rating, c.gR, c.gE = c.exact, c.gE, gotEmpty
	}
	if c.gR == gotEmpty {
		lr.unrated(rr, c)
		return false
	}
	if c.gR == gotBad {
		return false
	}
	p.Rated, p.Rating = true, c.rating
	if c.gE == gotValue {
		p.Rating = lr.checkExactRating(rr, c.rating, c.exact)
	}
	return lr.readRD(rr, c, p)
}

// ratingCells are the values of a row's Rating, RD, Rating exact and RD
// exact, and how each was read.
type ratingCells struct {
	rating, rd, exact, rdExact float64
	gR, gD, gE, gDE            got
}

// unrated checks the rating columns of an unrated row (empty Rating): a
// Rating exact is an error, an RD a warning, unless the list has no
// column that rates it (neither Rating nor Rating exact), which is said
// once for the whole list (docs/rules.d/xlsxio-read.md "A list read as
// unrated").
func (lr *listReader) unrated(rr *rowReader, c ratingCells) {
	if c.gE == gotValue {
		rr.errorf(rlRatingExact, "%s is given but %s is empty: give the published rating too, or clear both for an unrated player", lr.l.heading[rlRatingExact], rr.headingOr(rlRating, "Rating"))
	}
	switch {
	case lr.l.pos[rlRating] < 0 && lr.l.pos[rlRatingExact] < 0:
		// No column rates the list: said once for the list (ratedSeen.problem,
		// or the unread column that holds the ratings), not for each row.
	case c.gD == gotValue:
		rr.warnf(rlRD, "%s: the player has no rating, so the RD is not used", lr.l.heading[rlRD])
	case c.gDE == gotValue:
		rr.warnf(rlRDExact, "%s: the player has no rating, so the RD is not used", lr.l.heading[rlRDExact])
	}
}

// readRD reads the RD of a rated row into p.RD: its RD exact, else its
// RD, else the default RD, reporting whether it is the default.
func (lr *listReader) readRD(rr *rowReader, c ratingCells, p *engine.Player) (isDefault bool) {
	switch {
	case c.gDE == gotValue:
		p.RD = c.rdExact
		if c.gD == gotValue {
			p.RD = lr.checkExactRD(rr, c.rd, c.rdExact)
		}
	case c.gD == gotValue:
		p.RD = c.rd
	case c.gD == gotBad || c.gDE == gotBad:
	case lr.opt.DefaultRD > 0:
		p.RD, isDefault = lr.opt.DefaultRD, true
	case lr.opt.OptionalRD:
	case lr.l.pos[rlRD] < 0 && lr.l.pos[rlRDExact] < 0:
		lr.ratedWithoutRD = true
	default:
		rr.errorf(rlRD, "%s is empty but the player has a rating: give the RD, or a default RD for the whole file (%s)", rr.headingOr(rlRD, "RD"), DefaultRDRemedy)
	}
	return isDefault
}

// ShownRounding is how far an exact value saved as a spreadsheet shows it
// may lie from the value it stands for: half a unit of the second decimal
// (docs/rules.d/xlsxio-read.md, "Rating list"). rate's workbook shows 6
// decimals; a CSV saved from it as shown keeps them, or 2 when the column
// is formatted so.
const ShownRounding = 0.005

// exactSlack is the distance beyond which an exact value and the Rating
// (or RD) beside it contradict each other: half a point, the rounding of
// the published value, plus ShownRounding; plus 1e-9 so that a decimal
// written at exactly that distance (2265.505 beside 2265) is within it
// whatever its binary value.
const exactSlack = 0.5 + ShownRounding + 1e-9

// checkExactRating refuses a Rating exact lying more than half a point
// (plus the rounding of a value shown with 2 decimals, exactSlack) from
// the Rating beside it (docs/rules.d/xlsxio-read.md "Rating list"): the
// two cells contradict each other, and which one is meant is never
// guessed (a corrected Rating beside a stale exact value would otherwise
// be dropped silently). The error is at the exact cell. A value within
// it is the carried rating, read as the value its shown decimals stand
// for (shownAs): 2265.500000 beside 2265 is 2265.4999999…, which
// publishes as 2265, so that Previous rating, Change and reconcile, which
// publish the carried value, give the Rating of the list.
func (lr *listReader) checkExactRating(rr *rowReader, rating, exact float64) float64 {
	if math.Abs(exact-rating) <= exactSlack {
		r := float64(engine.RoundHalfUp(rating))
		return shownAs(exact, r-0.5, r+0.5)
	}
	rounded := engine.RoundHalfUp(exact)
	he, hr := lr.l.heading[rlRatingExact], lr.l.heading[rlRating]
	rr.errorf(rlRatingExact, "%s %s rounds to %v, not to the %s %v beside it: if %v is a correction, clear %s (or type the exact rating), else set the %s to %v",
		he, rr.text(rlRatingExact), rounded, hr, rating, rating, he, hr, rounded)
	return exact
}

// checkExactRD refuses an RD exact when the RD beside it lies more than
// exactSlack from both the exact RD and what it publishes as (rounded
// half up, limited to [30, 250], Rules 5), as checkExactRating refuses a
// Rating exact: an error at the exact cell. RD 25 beside RD exact 25
// (below the floor, carried as it is) and RD 53.1 beside 53.105487 agree.
// A value within it is read as shownAs reads a Rating exact, so that it
// publishes as the RD does.
func (lr *listReader) checkExactRD(rr *rowReader, rd, rdExact float64) float64 {
	published := publishedRD(rdExact)
	if math.Abs(rd-rdExact) <= exactSlack || math.Abs(rd-published) <= exactSlack {
		lo, hi := publishedRD(rd)-0.5, publishedRD(rd)+0.5
		if lo < publishedRDFloor {
			lo = math.Inf(-1)
		}
		if hi > publishedRDCeiling {
			hi = math.Inf(1)
		}
		return shownAs(rdExact, lo, hi)
	}
	he, hd := lr.l.heading[rlRDExact], lr.l.heading[rlRD]
	rr.errorf(rlRDExact, "%s %s is published as %v (rounded, limited to 30–250), not as the %s %v beside it: if %v is a correction, clear %s (or type the exact RD), else set the %s to %v",
		he, rr.text(rlRDExact), published, hd, rd, rd, he, hd, published)
	return rdExact
}

// shownAs is the exact value x read from a cell as shown: when x lies
// outside [lo, hi), the values that publish as the cell beside it does,
// by no more than ShownRounding, it stands for the nearest value within
// (x was rounded to its decimals when saved: 2265.4999997 is saved as
// 2265.500000); else x as it is.
func shownAs(x, lo, hi float64) float64 {
	switch {
	case x < lo && lo-x <= ShownRounding+1e-9:
		return lo
	case x >= hi && x-hi <= ShownRounding+1e-9:
		return math.Nextafter(hi, math.Inf(-1))
	}
	return x
}

// The limits of a published RD (Rules 5, docs/rules.md §1.6; the
// engine's Params.RDFloor and RDCeiling of the Glicko-style rulesets).
const (
	publishedRDFloor   = 30
	publishedRDCeiling = 250
)

// publishedRD is an exact RD as a list publishes it: rounded half up and
// limited to [publishedRDFloor, publishedRDCeiling] (Rules 5, docs/rules.md
// §1.6).
func publishedRD(rd float64) float64 {
	return math.Min(math.Max(math.Floor(rd+0.5), publishedRDFloor), publishedRDCeiling)
}

// period reads the columns an export adds (docs/formats.md "Export adds"):
// Active, Previous rating, Change, Period games and Period score. It is nil
// when the file has none of them, and for a row where they are all empty
// (an export of a list that had none writes them empty), so that the
// round trip writes the same cells again.
func (lr *listReader) period(rr *rowReader) *PeriodColumns {
	empty := true
	for _, i := range []int{rlActive, rlPrevious, rlChange, rlPeriodGames, rlPeriodScore} {
		if rr.text(i) != "" {
			empty = false
		}
	}
	if empty {
		return nil
	}
	pc := &PeriodColumns{}
	pc.Active, _ = rr.yesNo(rlActive)
	if prev, g := rr.rating(rlPrevious); g == gotValue {
		if prev != math.Trunc(prev) {
			rr.errorf(rlPrevious, "%s: %s is not a whole number", lr.l.heading[rlPrevious], rr.text(rlPrevious))
		}
		pc.HasPrevious, pc.Previous = true, int(prev)
	}
	if change, g := rr.integer(rlChange); g == gotValue {
		if change <= -MaxRating || change >= MaxRating {
			rr.errorf(rlChange, "%s: %d is not a rating change: expected a whole number between −%d and %d", lr.l.heading[rlChange], change, MaxRating, MaxRating)
		}
		pc.Change = int(change)
	}
	pc.PeriodGames, _ = rr.count(rlPeriodGames)
	if score, g := rr.number(rlPeriodScore); g == gotValue {
		if score < 0 || score > maxCount {
			rr.errorf(rlPeriodScore, "%s: %s is not a score: expected a number of at least 0", lr.l.heading[rlPeriodScore], rr.text(rlPeriodScore))
		}
		pc.PeriodScore = score
	}
	return pc
}

// warnUnheaded warns, once per column, about a value in a column without a
// heading: it is not read and would be lost on the round trip.
func (lr *listReader) warnUnheaded(rr *rowReader) {
	*rr.problems = append(*rr.problems, unheadedWarnings(lr.t, lr.l, rr.r, lr.warned)...)
}

// unheadedWarnings are the warnings (unheadedColumn) of the values of row
// r in columns without a heading, once a column: warned marks the columns
// warned about already, in a rating list or a crosstable.
func unheadedWarnings(t *table, l *layout, r *tableRow, warned map[int]bool) Problems {
	var ps Problems
	for _, c := range r.cells {
		if l.headed[c.col] || warned[c.col] || trimSpace(c.text) == "" {
			continue
		}
		warned[c.col] = true
		ps = append(ps, warnf(t.file, t.sheet, cellRef(c.col, r.num), "%s", unheadedColumn))
	}
	return ps
}

// unheadedColumn is the warning about a value in a column without a
// heading, given once a column (listReader.warnUnheaded).
const unheadedColumn = "this column has no heading, so its values are not read: give it a heading to keep them"
