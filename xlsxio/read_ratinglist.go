package xlsxio

import (
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
//     Player.RD, docs/rules.md §1.6), defaulting to Rating and RD; an exact value
//     that does not round to the published one beside it is an error (the
//     two cells contradict each other);
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
	problems = append(problems, ps...)
	problems = append(problems, checkNameColumns(t, l, s)...)
	lookalikes := s.lookalikeProblems(t, l, rlRating)
	problems = append(problems, lookalikes...)
	second := s.secondHeaderProblem(t, l)
	if second != nil {
		problems = append(problems, second)
	}

	rl := &RatingList{File: path, Sheet: t.sheet, ExtraHeaders: l.extraHeadings, LastGameColumn: l.pos[rlLastGame] + 1, NameColumn: nameColumn(l.pos)}
	if t.sep != 0 {
		rl.CSV = writtenLike(t.sep, t.mark)
	}
	lr := listReader{t: t, l: l, opt: opt, seen: map[engine.PlayerID]string{}, warned: map[int]bool{}}
	marks := decideMarks(t, l, dataRows(t, header), []int{rlRating, rlRD, rlRatingExact, rlRDExact, rlPrevious, rlPeriodScore}, &problems)
	today := todayOf(opt)
	tally := newRowTally(t, header, &problems)
	rl.Players = make([]engine.Player, 0, len(t.rows)-header-1)
	rl.Rows = make([]ListRow, 0, len(t.rows)-header-1)
	width := t.shiftWidth(header)
	var seen ratedSeen
	for k := header + 1; k < len(t.rows); k++ {
		if shiftedRow(&t.rows[k], width) {
			tally.count.WithErrors++
			continue
		}
		seen.add(&t.rows[k], l)
		rr := &rowReader{t: t, l: l, r: &t.rows[k], monthFirst: opt.MonthFirst, problems: &problems, marks: marks, today: today}
		tally.start()
		p, row := lr.read(rr)
		tally.done(rr, &listTotals)
		rl.Players = append(rl.Players, p)
		rl.Rows = append(rl.Rows, row)
	}
	rl.Count = tally.count
	if p := emptyListProblem(t, l, tally.count, "list has no players"); p != nil {
		problems = append(problems, p)
	}
	if p := seen.problem(t, l, lookalikes); p != nil {
		problems = append(problems, p)
	}
	if p := seen.noGamesProblem(t, l); p != nil {
		problems = append(problems, p)
	}
	if lr.ratedWithoutRD && second == nil { // its RD heading is in the second row
		problems = append(problems, t.headerProblem(l, noRDColumn))
	}
	if problems.HasErrors() {
		return nil, problems
	}
	return rl, problems
}

// noRDColumn is the error of a list with ratings and no RD column, read
// without a default RD or OptionalRD (a command without a ruleset, such
// as check, or a period of the Glicko rulesets).
const noRDColumn = "the list has ratings but no RD column (lists of the 2017 system carry none): give a default RD for the whole file, with --default-rd N on the command line or the app's default RD; a period rated with iccf-2017 needs none"

// checkDefaultRD refuses a default RD that is not a rating deviation; 0 means
// none.
func checkDefaultRD(file string, rd float64) *Problem {
	if rd == 0 || (rd > 0 && rd <= maxRD) {
		return nil
	}
	return errorf(file, "", "", "the default RD %v is not a rating deviation: expected a number above 0 and at most %d", rd, maxRD)
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
		return Problems{t.headerProblem(l, "the header row has no %s column, nor %s with %s", s.describe(rlName), s.describe(rlSurname), s.describe(rlGiven))}
	}
	return nil
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
	// ratedWithoutRD is set when a rated row has no RD, the list no RD
	// column and no default RD is given: one problem for the whole file.
	ratedWithoutRD bool
}

// read reads one row.
func (lr *listReader) read(rr *rowReader) (engine.Player, ListRow) {
	row := ListRow{Origin: engine.Origin{File: lr.t.file, Sheet: lr.t.sheet, Cell: rr.first()}}
	var p engine.Player
	id, g := rr.playerID(rlID)
	switch g {
	case gotEmpty:
		rr.errorf(rlID, "%s is empty: every player needs an ICCF ID (a positive whole number)", lr.l.heading[rlID])
	case gotValue:
		if first, dup := lr.seen[id]; dup {
			rr.errorf(rlID, "%s %d is given twice: also in %s", lr.l.heading[rlID], id, first)
		} else {
			lr.seen[id] = rr.ref(rlID)
		}
		p.ID = id
	}
	p.Name = lr.name(rr)
	p.Fed = rr.fed(rlFed)
	titles, unknown := ParseTitles(rr.text(rlTitle))
	for _, u := range unknown {
		rr.warnf(rlTitle, "%s: %q is not an ICCF title (%s); it is kept as written", lr.l.heading[rlTitle], u, strings.Join(KnownTitles(), ", "))
	}
	p.Titles = titles
	lr.ratingAndRD(rr, &p)
	p.Games, _ = rr.count(rlGames)
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
// "Rating list"; docs/rules.md §1.6).
func (lr *listReader) ratingAndRD(rr *rowReader, p *engine.Player) {
	rating, gR := rr.rating(rlRating)
	rd, gD := rr.deviation(rlRD)
	exact, gE := rr.ratingWarn(rlRatingExact, gR == gotEmpty)
	rdExact, gDE := rr.deviation(rlRDExact)
	if gR == gotEmpty {
		if gE == gotValue {
			rr.errorf(rlRatingExact, "%s is given but %s is empty: give the published rating too, or clear both for an unrated player", lr.l.heading[rlRatingExact], rr.headingOr(rlRating, "Rating"))
		}
		switch {
		case gD == gotValue:
			rr.warnf(rlRD, "%s: the player has no rating, so the RD is not used", lr.l.heading[rlRD])
		case gDE == gotValue:
			rr.warnf(rlRDExact, "%s: the player has no rating, so the RD is not used", lr.l.heading[rlRDExact])
		}
		return
	}
	if gR == gotBad {
		return
	}
	p.Rated, p.Rating = true, rating
	if gE == gotValue {
		p.Rating = exact
		lr.checkExactRating(rr, rating, exact)
	}
	switch {
	case gDE == gotValue:
		p.RD = rdExact
		if gD == gotValue {
			lr.checkExactRD(rr, rd, rdExact)
		}
	case gD == gotValue:
		p.RD = rd
	case gD == gotBad || gDE == gotBad:
	case lr.opt.DefaultRD > 0:
		p.RD = lr.opt.DefaultRD
	case lr.opt.OptionalRD:
	case lr.l.pos[rlRD] < 0 && lr.l.pos[rlRDExact] < 0:
		lr.ratedWithoutRD = true
	default:
		rr.errorf(rlRD, "%s is empty but the player has a rating: give the RD, or a default RD for the whole file (--default-rd N on the command line, or the app's default RD)", rr.headingOr(rlRD, "RD"))
	}
}

// checkExactRating refuses a Rating exact that does not round half up to
// the Rating beside it (docs/rules.md "Reading rating lists", "Rating
// list"): the two cells contradict each other, and which one is meant is
// never guessed (a corrected Rating beside a stale exact value would
// otherwise be dropped silently). The error is at the exact cell.
func (lr *listReader) checkExactRating(rr *rowReader, rating, exact float64) {
	rounded := math.Floor(exact + 0.5)
	if rounded == rating {
		return
	}
	he, hr := lr.l.heading[rlRatingExact], lr.l.heading[rlRating]
	rr.errorf(rlRatingExact, "%s %s rounds to %v, not to the %s %v beside it: if %v is a correction, clear %s (or type the exact rating), else restore the %s to %v",
		he, rr.text(rlRatingExact), rounded, hr, rating, rating, he, hr, rounded)
}

// checkExactRD refuses an RD exact that is not published (rounded half up,
// limited to [30, 250], Rules 5) as the RD beside it, as checkExactRating
// refuses a Rating exact: an error at the exact cell.
func (lr *listReader) checkExactRD(rr *rowReader, rd, rdExact float64) {
	published := publishedRD(rdExact)
	if published == rd {
		return
	}
	he, hd := lr.l.heading[rlRDExact], lr.l.heading[rlRD]
	rr.errorf(rlRDExact, "%s %s is published as %v (rounded, limited to 30–250), not as the %s %v beside it: if %v is a correction, clear %s (or type the exact RD), else restore the %s to %v",
		he, rr.text(rlRDExact), published, hd, rd, rd, he, hd, published)
}

// publishedRD is an exact RD as a list publishes it: rounded half up and
// limited to [30, 250] (Rules 5, docs/rules.md §1.6).
func publishedRD(rd float64) float64 {
	return math.Min(math.Max(math.Floor(rd+0.5), 30), 250)
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
