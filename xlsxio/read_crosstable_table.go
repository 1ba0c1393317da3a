package xlsxio

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"ratingdesk/engine"
	"ratingdesk/titles"
)

// maxSectionPlayers bounds the players of one section: a round robin of
// more has never been played by correspondence, and the matrix grows with
// the square.
const maxSectionPlayers = 500

// readCrosstable reads one sheet's crosstable: the key/value block above
// the header row, the players' rows and the result matrix. The crosstable
// is nil when the sheet has an error.
func readCrosstable(path string, t *table, header int, opt ReadOptions, s *schema) (*Crosstable, Problems) {
	l, ps := s.layoutOf(t, header)
	above := s.rowsAbove(t, l)
	problems := oneProblem(s.aboveHeaderProblem(t, l, above))
	keys := readKeyBlock(t, header, above, opt, &problems)
	problems = append(problems, ps...)
	stacked := cutStackedTable(t, l, s, &problems)
	problems = append(problems, s.lookalikeProblems(t, l)...)
	if l.pos[ctName] < 0 && l.pos[ctID] < 0 {
		problems = append(problems, t.headerProblem(l, "the header row has no %s column and no %s column: name the players or give their IDs", s.describe(ctName), s.describe(ctID)))
	}
	numbered := resultColumns(t, l, &problems)
	tr := playerRows(t, l, numbered)
	problems = append(problems, unreadColumns(t, l, s, numbered, tr.read())...)
	rows := tr.rows
	count := crosstableCount(t, l, tr, &problems)
	stacked.addTo(&count)
	n := len(rows)
	if n < 2 {
		return nil, append(problems, t.headerProblem(l, "a section needs at least 2 players; the table has %d", n))
	}
	if n > maxSectionPlayers {
		return nil, append(problems, t.headerProblem(l, "the table has %d players; a section has at most %d", n, maxSectionPlayers))
	}
	order := startNumbers(t, l, rows, tr.shifted, &problems)
	resultCols := checkResultColumns(t, l, numbered, n, &problems)

	ct := &Crosstable{File: path, Sheet: t.sheet, Count: count, noCol: l.pos[ctNo], idCol: l.pos[ctID], nameCol: l.pos[ctName], ratingCol: l.pos[ctRating], startRef: keys.startRef, startRefused: keys.startRefused, Officials: keys.officials}
	if t.sep != 0 {
		ct.CSV = writtenLike(t.sep, t.mark)
	}
	if l.pos[ctName] < 0 {
		ct.noNameRef = cellRef(t.rows[header].cells[0].col, t.rows[header].num)
	}
	players := make([]titles.SectionPlayer, n)
	pr := playerReader{t: t, l: l, opt: opt, ids: map[engine.PlayerID]string{}, idNames: map[engine.PlayerID]string{}}
	marks := decideMarks(t, l, tr.read(), []int{ctRating, ctScore}, &problems)
	for k, r := range rows {
		if tr.shifted[k] {
			continue // not read: shiftedRow
		}
		rr := &rowReader{t: t, l: l, r: r, monthFirst: opt.MonthFirst, problems: &problems, marks: marks}
		p := pr.read(rr)
		if order != nil && order[k] >= 0 {
			p.No = order[k] + 1
			players[order[k]] = p
		}
	}
	pr.warnStatusColumn(&problems)
	pr.warnGamesColumn(&problems)
	problems = t.crosstableMerged(l, rows, problems)
	if order == nil {
		return nil, problems
	}
	// A start number without its row (a No in error, a shifted row) has a
	// nil row: the cells of its row, and the pairs with it, are not
	// checked; every other cell is (matrixReader).
	ct.rows = make([]int, n)
	byNo := make([]*tableRow, n)
	for k, r := range rows {
		if order[k] >= 0 {
			ct.rows[order[k]] = r.num
			byNo[order[k]] = r
		}
	}
	ct.resultCols = resultCols
	ct.Section = sectionOf(players, keys)

	mr := matrixReader{t: t, ct: ct, byNo: byNo, problems: &problems, marks: marks}
	// A cell that does not read keeps only the checks that need it from
	// running: the pairs and Scores of the other cells are still checked,
	// so that every problem of the table is reported at once.
	mr.read()
	mr.checkSymmetry()
	mr.checkScores(l)
	return finishCrosstable(ct, t, problems, tr.anyShifted(), opt)
}

// finishCrosstable computes a section read (titles.Section.Validate)
// when reading it found no error, else gives its problems, with those of
// its norms for a run of norms (ReadOptions.ForNorms: every problem at
// once). A shifted row's error is the file's (openTable), not among
// problems, so shifted says that there is one: the section is not
// computed over values nobody typed (docs/rules.d/xlsxio-read.md "CSV":
// the shift is the row's only problem; a tester's "results disagree: *
// against 0" for the unread row).
func finishCrosstable(ct *Crosstable, t *table, problems Problems, shifted bool, opt ReadOptions) (*Crosstable, Problems) {
	if problems.HasErrors() || shifted {
		if opt.ForNorms {
			problems = append(problems, ct.NormProblems()...)
		}
		return nil, problems
	}
	if err := ct.Section.Validate(); err != nil {
		return nil, append(problems, errorf(t.file, t.sheet, "", "the crosstable cannot be computed: %v", err))
	}
	return ct, problems
}

// sectionOf is the section of these players with the facts of the
// key/value block above the table.
func sectionOf(players []titles.SectionPlayer, keys sectionKeys) titles.Section {
	sec := titles.NewSection(players, keys.doubleRound)
	sec.Tournament, sec.Name, sec.Type = keys.tournament, keys.section, keys.eventType
	sec.Start, sec.Finished = keys.start, keys.finished
	sec.Rated, sec.TitleTournament = keys.rated, keys.titleTournament
	sec.Board, sec.Boards = keys.board, keys.boards
	return sec
}

// resultColumns finds the columns headed by a whole number (the result
// columns 1 … N) among the columns the schema does not know, by number. A
// number headed twice is an error at the second heading.
func resultColumns(t *table, l *layout, problems *Problems) map[int]int {
	hdr := t.rows[l.header].num
	out := map[int]int{}
	for k, col := range l.extra {
		h := trimSpace(l.extraHeadings[k])
		if !allDigits(h) || len(h) > 4 {
			continue
		}
		num, _ := strconv.Atoi(h)
		if first, dup := out[num]; dup {
			*problems = append(*problems, errorf(t.file, t.sheet, cellRef(col, hdr), "the result column %d is headed twice: also in %s", num, cellRef(first, hdr)))
			continue
		}
		out[num] = col
	}
	return out
}

// tableRows are the rows under a crosstable's header (playerRows).
type tableRows struct {
	// rows hold a player, and shifted marks those of them that are
	// shifted (shiftedRow): a player whose values are not read.
	rows    []*tableRow
	shifted []bool
	// notes are the other rows; shiftedNotes counts the shifted rows that
	// hold no player, which are neither read nor notes.
	notes        []*tableRow
	shiftedNotes int
}

// anyShifted reports whether a player's row is shifted (shiftedRow): the
// section has an error, given by the CSV reader, and its values are not
// all read.
func (tr *tableRows) anyShifted() bool {
	for _, s := range tr.shifted {
		if s {
			return true
		}
	}
	return false
}

// read are the players' rows whose values are read: all but the shifted
// ones.
func (tr *tableRows) read() []*tableRow {
	out := make([]*tableRow, 0, len(tr.rows))
	for k, r := range tr.rows {
		if !tr.shifted[k] {
			out = append(out, r)
		}
	}
	return out
}

// playerRows are the rows under the header that hold a player: every row
// with an ID, a Name, a result, or a whole number in the No column. Other
// rows, such as a note typed under the table ("Arbiter: J. Smith"), are
// not read: they are the notes. A shifted row of a CSV file (shiftedRow)
// that holds a player is a player's row whose values are not read, so that
// the start numbers and result columns still count it; one that holds
// none is no note either, its one problem being the shift.
func playerRows(t *table, l *layout, numbered map[int]int) tableRows {
	var tr tableRows
	width := t.shiftWidth(l.header)
	for k := l.header + 1; k < len(t.rows); k++ {
		r := &t.rows[k]
		shifted := shiftedRow(r, width)
		used := holdsPlayer(r, l, numbered)
		switch {
		case used:
			tr.rows = append(tr.rows, r)
			tr.shifted = append(tr.shifted, shifted)
		case shifted:
			tr.shiftedNotes++
		default:
			tr.notes = append(tr.notes, r)
		}
	}
	return tr
}

// holdsPlayer reports whether row r under a crosstable's header holds a
// player (playerRows): a whole number in No, an ID or a result, or a Name
// with a value in one of the player's other columns of the row that a
// note has not (a rating alone is what a note such as "Average rating |
// 2347" under the table holds, a TD's test read as player 10).
func holdsPlayer(r *tableRow, l *layout, numbered map[int]int) bool {
	filled := func(col int) bool { return trimSpace(r.at(col).text) != "" }
	if _, err := ParseInt(trimSpace(r.at(l.pos[ctNo]).text), groupedMark); err == nil || filled(l.pos[ctID]) {
		return true
	}
	for _, col := range numbered {
		if filled(col) {
			return true
		}
	}
	if !filled(l.pos[ctName]) {
		return false
	}
	return !noteLike(r, l)
}

// noteLike reports whether a row with a Name but no No, ID or result has
// nothing else a player's row has but a number in the Rating column: a
// note under the table ("Average rating", 2347).
func noteLike(r *tableRow, l *layout) bool {
	for i, col := range l.pos {
		if col < 0 || i == ctName || i == ctRating || i == ctNo || i == ctID {
			continue
		}
		if trimSpace(r.at(col).text) != "" {
			return false
		}
	}
	return true
}

// crosstableCount accounts for the data rows of a crosstable
// (docs/formats.md "Every row is accounted for"): the players' rows are
// read, blank rows skipped, shifted rows counted with errors (their error
// names them), and every other row under the table is not read and named
// by a warning, so that no row is left out unseen.
func crosstableCount(t *table, l *layout, tr tableRows, problems *Problems) RowCount {
	total, blank := t.countDataRows(l.header)
	for _, r := range tr.notes {
		*problems = append(*problems, warnf(t.file, t.sheet, cellRef(r.firstFilled(), r.num),
			"not read: %q is under the table but holds no player (no No, ID or result)", trimSpace(r.at(r.firstFilled()).text)))
	}
	shifted := tr.shiftedNotes
	for _, s := range tr.shifted {
		if s {
			shifted++
		}
	}
	return RowCount{Rows: total, Read: len(tr.rows) + tr.shiftedNotes - shifted, Blank: blank, WithErrors: shifted, NotRead: len(tr.notes)}
}

// startNumbers reads the No of every row: the numbers 1 … N, each once.
// It returns, for each row, its 0-based start number, or -1 when its No is
// missing or wrong, given twice (both rows: either may be the one meant),
// or not read (a shifted row); nil when the table has no No column.
func startNumbers(t *table, l *layout, rows []*tableRow, shifted []bool, problems *Problems) []int {
	n := len(rows)
	if l.pos[ctNo] < 0 || n == 0 {
		return nil
	}
	order := make([]int, n)
	seen := map[int64]string{}
	first := map[int64]int{}
	for k, r := range rows {
		order[k] = -1
		if shifted[k] {
			continue
		}
		rr := &rowReader{t: t, l: l, r: r, problems: problems}
		no, g := rr.integer(ctNo)
		switch {
		case g == gotEmpty:
			rr.errorf(ctNo, "%s is empty: every player's row needs its start number (1 to %d)", l.heading[ctNo], n)
		case g == gotBad:
		case no < 1 || no > int64(n):
			rr.errorf(ctNo, "%s %d is not a start number of this table: the %d players are numbered 1 to %d", l.heading[ctNo], no, n, n)
		case seen[no] != "":
			rr.errorf(ctNo, "%s %d is given twice: also in %s", l.heading[ctNo], no, seen[no])
			order[first[no]] = -1
		default:
			seen[no], first[no] = rr.ref(ctNo), k
			order[k] = int(no) - 1
		}
	}
	return order
}

// checkResultColumns checks that the result columns are headed 1 … n and
// returns their columns in that order, -1 for one that is missing (its
// cells are not checked); a column headed beyond n is no player's.
func checkResultColumns(t *table, l *layout, numbered map[int]int, n int, problems *Problems) []int {
	hdr := t.rows[l.header].num
	nums := make([]int, 0, len(numbered))
	for num := range numbered {
		nums = append(nums, num)
	}
	sort.Ints(nums)
	for _, num := range nums {
		if num < 1 || num > n {
			*problems = append(*problems, errorf(t.file, t.sheet, cellRef(numbered[num], hdr),
				"a result column is headed %d, but the table has %d players (No 1 to %d): one result column per player, headed by the player's No", num, n, n))
		}
	}
	var missing []string
	cols := make([]int, n)
	for num := 1; num <= n; num++ {
		col, found := numbered[num]
		if !found {
			missing = append(missing, strconv.Itoa(num))
			col = -1
		}
		cols[num-1] = col
	}
	if len(missing) > 0 {
		*problems = append(*problems, t.headerProblem(l, "the header row has no result column headed %s: one result column per player, headed 1 to %d", strings.Join(missing, ", "), n))
	}
	return cols
}

// playerReader reads the players' rows, remembering the IDs seen.
type playerReader struct {
	t   *table
	l   *layout
	opt ReadOptions
	ids map[engine.PlayerID]string
	// idNames are the names of the rows of ids, for an ID given twice
	// (twiceNames).
	idNames map[engine.PlayerID]string
	// names are the names seen (foldName), each with its row's Name cell
	// and whether that row has an ID (checkName).
	names map[string]nameSeen
	// statusAssumed counts the rated rows whose status had to be assumed
	// because the table has neither a Status nor a Games column.
	statusAssumed int
	// fromGames counts the rated rows whose status comes from Games alone,
	// and unpublished are those of them read as unpublished (gamesStatus).
	fromGames   int
	unpublished []gamesCell
	// noRatingSaid: the error of a rated player in a table without a
	// Rating column was given once, for the table (missingRating).
	noRatingSaid bool
}

// gamesCell is a Games cell that made a rated player unpublished.
type gamesCell struct {
	ref    string
	games  int
	rating string
}

// read reads one player's row (everything but No and the results).
func (pr *playerReader) read(rr *rowReader) titles.SectionPlayer {
	var p titles.SectionPlayer
	h := pr.l.heading
	id, g := rr.playerID(ctID)
	first, dup := "", false
	if g == gotValue {
		if first, dup = pr.ids[id]; !dup {
			pr.ids[id] = rr.ref(ctID)
		}
		p.ID = id
	}
	p.Name = rr.text(ctName)
	if dup {
		rr.errorf(ctID, "%s %d is given twice: also in %s%s", h[ctID], id, first, twiceNames(pr.idNames[id], p.Name))
	} else if g == gotValue {
		pr.idNames[id] = p.Name
	}
	if p.Name == "" && pr.l.pos[ctName] >= 0 && g == gotEmpty {
		rr.errorf(ctName, "%s is empty and the row has no ID: name the player", h[ctName])
	}
	pr.checkName(rr, p.Name, g == gotValue)
	if w := pr.t.mojibakeName(rr.ref(ctName), p.Name); w != nil {
		*rr.problems = append(*rr.problems, w)
	}
	p.Fed = rr.fed(ctFed)
	titleList, unknown := ParseTitles(rr.text(ctTitle))
	for _, u := range unknown {
		rr.warnf(ctTitle, "%s: %q is not an ICCF title (%s); it is kept as written", h[ctTitle], u, strings.Join(KnownTitles(), ", "))
	}
	p.Titles = titleList
	rating, gr := rr.rating(ctRating)
	if gr == gotValue {
		if rating != math.Trunc(rating) {
			rr.errorf(ctRating, "%s: %s is not a whole number: a start rating is a published rating", h[ctRating], rr.text(ctRating))
		} else {
			p.StartRating = int(rating)
		}
	}
	p.Status = pr.status(rr, gr)
	p.FIDE = rr.fide(ctFIDE)
	if s := rr.text(ctWithdrawn); s != "" {
		w, cancelled, ok := parseWithdrawal(s)
		if !ok {
			rr.errorf(ctWithdrawn, "%s: %q is not a withdrawal: expected no, accepted or not accepted (or cancelled, for an accepted withdrawal whose games were cancelled)", h[ctWithdrawn], s)
		}
		p.Withdrawn, p.GamesCancelled = w, cancelled
	}
	return p
}

// nameSeen is the row a name was first given in (playerReader.names).
type nameSeen struct {
	ref   string
	hasID bool
}

// checkName warns of a name given twice when the two rows do not both
// have an ID to tell the players apart (docs/rules.d/crosstables.md
// "Rows"): the same player typed twice would play himself. Two rows with
// IDs are two players of the same name (duplicate IDs are an error of
// their own). Names match ignoring case and runs of spaces.
func (pr *playerReader) checkName(rr *rowReader, name string, hasID bool) {
	if name == "" {
		return
	}
	key := strings.ToLower(strings.Join(strings.FieldsFunc(name, isSpace), " "))
	first, dup := pr.names[key]
	switch {
	case !dup:
		if pr.names == nil {
			pr.names = map[string]nameSeen{}
		}
		pr.names[key] = nameSeen{ref: rr.ref(ctName), hasID: hasID}
	case !first.hasID || !hasID:
		rr.warnf(ctName, "%s %q is given twice: also in %s, and the two rows do not both have an ID to tell the players apart: if it is the same player, keep one row; if two players share the name, give their IDs", pr.l.heading[ctName], name, first.ref)
	}
}

// status reads the player's rating status at the start (docs/formats.md
// "Crosstable": Status, or Games at start, 30 or more meaning fixed;
// Tournament Rules 9.3). A Status that the Games contradict is kept, with
// a warning. With neither, a player with a Rating is taken as published
// and not fixed (see warnStatusColumn), one without as unpublished. A
// published or fixed status needs a Rating.
func (pr *playerReader) status(rr *rowReader, gotRating got) titles.RatingStatus {
	h := pr.l.heading
	games, gg := rr.count(ctGames)
	st, fromGames := titles.Unrated, titles.StatusFromGames(games)
	switch text := rr.text(ctStatus); {
	case text != "":
		s, ok := parseRatingStatus(text)
		if !ok {
			rr.errorf(ctStatus, "%s: %q is not a rating status: expected fixed (30 rated games or more), published (12 to 29) or unpublished (fewer than 12, or no ICCF rating)", h[ctStatus], text)
			return titles.Unrated
		}
		st = s
		if gg == gotValue && fromGames != s {
			rr.warnf(ctStatus, "%s says %s but %s %d means %s (Tournament Rules 9.3); %s is used", h[ctStatus], s, h[ctGames], games, fromGames, s)
		}
	case gg == gotValue:
		st = fromGames
		pr.gamesStatus(rr, gotRating, games, st)
	case gg == gotBad:
		return titles.Unrated
	case gotRating == gotValue:
		st = titles.Unfixed
		if pr.l.pos[ctStatus] >= 0 || pr.l.pos[ctGames] >= 0 {
			col := ctStatus
			if pr.l.pos[ctStatus] < 0 {
				col = ctGames
			}
			rr.warnf(col, "%s is empty but the player has a start rating: the player is taken as published and not fixed; write fixed, published or unpublished", rr.headingOr(col, "Status"))
		} else {
			pr.statusAssumed++
		}
	}
	if st != titles.Unrated && gotRating == gotEmpty {
		pr.missingRating(rr, st)
	}
	return st
}

// missingRating says that a player of status st has no start rating: at
// his Rating cell, or, when the table has no Rating column, once for the
// table at his row, naming that column as missing (a tester: "Ratng"
// gave one "Rating is empty" a row at the No cells, none naming the
// heading not read).
func (pr *playerReader) missingRating(rr *rowReader, st titles.RatingStatus) {
	if pr.l.pos[ctRating] >= 0 {
		rr.errorf(ctRating, "%s is empty but the player's status is %s: give the start rating", rr.headingOr(ctRating, "Rating"), st)
		return
	}
	if pr.noRatingSaid {
		return
	}
	pr.noRatingSaid = true
	rr.errorf(ctRating, "the table has no Rating column, yet this player's status is %s (and so may others' be): head the column of the start ratings Rating (the columns not read are named at the header row)", st)
}

// gamesStatus notes a status read from Games alone for a player with a
// start rating, remembering the Games cell when it makes the player
// unpublished (warnGamesColumn).
func (pr *playerReader) gamesStatus(rr *rowReader, gotRating got, games int, st titles.RatingStatus) {
	if gotRating != gotValue {
		return
	}
	pr.fromGames++
	if st == titles.Unrated {
		pr.unpublished = append(pr.unpublished, gamesCell{ref: rr.ref(ctGames), games: games, rating: rr.text(ctRating)})
	}
}

// warnGamesColumn warns of players with a start rating that the Games
// column alone makes unpublished (docs/rules.d/crosstables.md "Rating and
// status": Games is the rated games at the start, TR 9.3, fewer than 12
// meaning unpublished): a TD who counts this section's games in it gets
// every player unpublished, and norms then find no rated opponent (a
// tester). One warning at each such Games cell; one for the column, at
// its first such cell with their count, when every rated player whose
// status comes from Games is one of them.
func (pr *playerReader) warnGamesColumn(problems *Problems) {
	n := len(pr.unpublished)
	if n == 0 {
		return
	}
	h := pr.l.heading[ctGames]
	advice := fmt.Sprintf("%s is read as the players' rated games at the start (Tournament Rules 9.3: fewer than 12 is unpublished); if the column counts the games of this section, head it otherwise (such as Played) or give a Status column (fixed, published, unpublished)", h)
	first := pr.unpublished[0]
	if n > 1 && n == pr.fromGames {
		*problems = append(*problems, warnf(pr.t.file, pr.t.sheet, first.ref, "%s: all %d players with a start rating are read as unpublished (%s %d here, under 12): %s", h, n, h, first.games, advice))
		return
	}
	for _, c := range pr.unpublished {
		*problems = append(*problems, warnf(pr.t.file, pr.t.sheet, c.ref, "%s %d: the player has a start rating (%s) but is read as unpublished: %s", h, c.games, c.rating, advice))
	}
}

// warnStatusColumn warns once, at the header, when rated players' status
// had to be assumed because the table has neither Status nor Games.
func (pr *playerReader) warnStatusColumn(problems *Problems) {
	if pr.statusAssumed == 0 {
		return
	}
	players := "the %d players with a start rating are"
	if pr.statusAssumed == 1 {
		players = "the %d player with a start rating is"
	}
	p := pr.t.headerProblem(pr.l, "the table has no Status (or Games) column: "+players+" taken as published and not fixed, which the section requirements of App. 2 items 1b and 1c count; add a Status column (fixed, published, unpublished)", pr.statusAssumed)
	p.Severity = Warning
	*problems = append(*problems, p)
}

// parseRatingStatus reads a Status cell: fixed, published or unpublished
// (Tournament Rules 9.3, as the app and a list export write them), in any
// case; the older crosstable words unfixed (not fixed) and unrated (not
// rated, none) are read as published and unpublished.
func parseRatingStatus(s string) (titles.RatingStatus, bool) {
	return ParseRatingStatus(s)
}

// ParseRatingStatus reads a rating status as a crosstable's Status column
// gives it (docs/formats.md "Crosstable"): fixed, published or
// unpublished (docs/rules.md §1.6, TR 9.3), and the older words unfixed and
// unrated; case, spaces and dashes are ignored. ok is false for any other
// text.
func ParseRatingStatus(s string) (status titles.RatingStatus, ok bool) {
	switch normalizeHeader(s) {
	case "fixed", "f":
		return titles.Fixed, true
	case "unfixed", "notfixed", "published", "u":
		return titles.Unfixed, true
	case "unrated", "notrated", "unpublished", "none":
		return titles.Unrated, true
	}
	return titles.Unrated, false
}

// parseWithdrawal reads a Withdrawn cell: no (also n, -, false, 0),
// accepted, not accepted (also silent), and cancelled (an accepted
// withdrawal whose games were cancelled, App. 2 item 3a).
func parseWithdrawal(s string) (w titles.Withdrawal, cancelled, ok bool) {
	t := strings.ReplaceAll(normalizeHeader(s), ",", "")
	switch t {
	case "no", "n", "", "false", "0":
		return titles.NotWithdrawn, false, true
	case "accepted", "yesaccepted", "withdrawnaccepted":
		return titles.WithdrawalAccepted, false, true
	case "notaccepted", "unaccepted", "silent", "yesnotaccepted":
		return titles.WithdrawalNotAccepted, false, true
	case "cancelled", "canceled", "acceptedcancelled", "acceptedcanceled", "gamescancelled", "gamescanceled":
		return titles.WithdrawalAccepted, true, true
	}
	return titles.NotWithdrawn, false, false
}

// unreadColumns warns of the columns of a crosstable that are not read,
// so that none is lost without a word (docs/formats.md "General rules";
// docs/rules.d/crosstables.md "Columns not read"): every headed column
// the reader does not read is a warning at its heading. A heading one
// letter away from a heading of a crosstable, or with two adjacent
// letters swapped (misspelt: "Raiting" for Rating, "Scroe" for Score;
// not a heading of fewer than four letters, such as "IB" or "WD"), names the heading meant; a lookalike ("Rating 2025/4") has
// its own warning (lookalikeProblems); all others ("Club", "Place", "Id
// No") have one warning, which lists the headings read
// (otherColumnsWarning). A value in a column without a heading is
// a warning once a column, at its first such cell. Testers: a misspelt ID
// heading, a blanked one and a "Titel" were read as no IDs and no titles
// with check saying "ok".
func unreadColumns(t *table, l *layout, s *schema, numbered map[int]int, rows []*tableRow) Problems {
	var ps Problems
	hdr := t.rows[l.header].num
	skip := map[int]bool{}
	for _, col := range numbered {
		skip[col] = true
	}
	for _, la := range s.lookalikes(l) {
		skip[la.col] = true
	}
	var other []int
	for k, col := range l.extra {
		h := trimSpace(l.extraHeadings[k])
		if h == "" || skip[col] {
			continue
		}
		if known, ok := s.misspelt(h); ok {
			ps = append(ps, warnf(t.file, t.sheet, cellRef(col, hdr), "column %s %q is not read: it is not a heading of a crosstable; if it holds the %s column, head it %s", columnName(col), h, known, known))
			continue
		}
		other = append(other, k)
	}
	if p := otherColumnsWarning(t, l, s, other); p != nil {
		ps = append(ps, p)
	}
	warned := map[int]bool{}
	for _, r := range rows {
		ps = append(ps, unheadedWarnings(t, l, r, warned)...)
	}
	return ps
}

// otherColumnsWarning is the one warning for the columns of a
// crosstable not read whose headings name nothing the reader knows (a
// final Place, a Club, SB, Remarks, a Rank beside No; the extra columns
// l.extra[k] for k in other), at the first one's heading: it names them
// all and the headings read (docs/rules.d/crosstables.md "Columns not
// read": a warning each, repeating the eleven headings, was noise to a
// tester). Nil when there is none.
func otherColumnsWarning(t *table, l *layout, s *schema, other []int) *Problem {
	if len(other) == 0 {
		return nil
	}
	hdr := t.rows[l.header].num
	names := make([]string, len(other))
	for n, k := range other {
		names[n] = fmt.Sprintf("%s %q", columnName(l.extra[k]), trimSpace(l.extraHeadings[k]))
	}
	ref := cellRef(l.extra[other[0]], hdr)
	if len(other) == 1 {
		return warnf(t.file, t.sheet, ref, "column %s is not read: it is not a heading of a crosstable (%s, and the result columns headed 1 to N); if it holds one of these, head it so", names[0], s.names())
	}
	return warnf(t.file, t.sheet, ref, "columns not read: %s; the headings read are %s, and the result columns headed 1 to N: if one of these columns holds one of them, head it so", strings.Join(names, ", "), s.names())
}

// names lists the schema's columns by their headings, for a message.
func (s *schema) names() string {
	names := make([]string, len(s.columns))
	for i, c := range s.columns {
		names[i] = c.name
	}
	return strings.Join(names, ", ")
}

// misspelt finds the column of the schema whose heading, or one of its
// aliases, heading is one letter away from (a letter changed, added or
// left out, or two adjacent letters swapped; the heading of at least
// minMisspelt letters, the known one of at least two, folded as
// normalizeHeader folds them), and gives the column's name; false when
// there is none. Columns are tried in the schema's order, so that the
// answer does not vary from run to run.
func (s *schema) misspelt(heading string) (string, bool) {
	return nearName(heading, s.columns)
}

// minMisspelt is the fewest letters of a heading that misspelt reads as
// a misspelling: one letter away from a short heading is another word
// ("WD", a Withdrawn column, is not "ID"; "Nom", French for Name, is not
// "No"), whose suggestion would lose the column (docs/rules.d/crosstables.md
// "Columns not read", a tester).
const minMisspelt = 4

// nearName is misspelt over any list of columns (or keys of a
// crosstable's block, readKeyBlock).
func nearName(heading string, columns []column) (string, bool) {
	h := []rune(normalizeHeader(heading))
	if len(h) < minMisspelt {
		return "", false
	}
	for _, c := range columns {
		for _, known := range append([]string{c.name}, c.aliases...) {
			if k := []rune(normalizeHeader(known)); len(k) >= 2 && (oneEditApart(h, k) || swappedApart(h, k)) {
				return c.name, true
			}
		}
	}
	return "", false
}

// swappedApart reports whether a and b differ only by two adjacent
// letters swapped ("titel" and "title").
func swappedApart(a, b []rune) bool {
	if len(a) != len(b) {
		return false
	}
	i := 0
	for i < len(a) && a[i] == b[i] {
		i++
	}
	return i+1 < len(a) && a[i] == b[i+1] && a[i+1] == b[i] && string(a[i+2:]) == string(b[i+2:])
}

// oneEditApart reports whether a and b differ by exactly one letter
// changed, added or left out.
func oneEditApart(a, b []rune) bool {
	if len(a) < len(b) {
		a, b = b, a
	}
	if len(a)-len(b) > 1 {
		return false
	}
	i := 0
	for i < len(b) && a[i] == b[i] {
		i++
	}
	if len(a) == len(b) {
		return i < len(a) && string(a[i+1:]) == string(b[i+1:])
	}
	return string(a[i+1:]) == string(b[i:])
}
