package xlsxio

import (
	"math"
	"strconv"
	"strings"
	"time"

	"ratingdesk/engine"
)

// plainList reads the rows of a streamed CSV rating list whose fields are
// all in their plain form straight from the parser's record, without
// making the row's cells and reading them one by one (listStream.onRow),
// as plainGames does for a game list (docs/performance.md "Reading"). The
// list's layout must have a Name column (not Surname and Given name); a
// column of unknown heading is kept as written (ListRow.Extra), as
// listReader.read keeps it. A row is plain when:
//   - ID: 1 to 15 digits, not 0, not an ID read before;
//   - Name: not empty, no space or apostrophe at either end (trimSpace and
//     UnescapeFormula leave it as it is);
//   - Fed: empty, or 2 to 4 ASCII letters (isFedCode);
//   - Title: empty, or exactly one of KnownTitles;
//   - Rating: empty (unrated: then RD, Rating exact and RD exact are empty
//     too), or 4 digits from 1000 to 3000 (no warning) with an RD;
//   - RD and RD exact: digits, or digits, a dot and other than three
//     digits (isPlainNumber: no decimal mark to decide), above 0 and at
//     most MaxRD; an RD exact published as the RD (publishedRD);
//   - Rating exact: empty, or a plain number as above from MinRating to
//     MaxRating that rounds to the Rating;
//   - Games: digits, at most maxCount; FIDE: empty, 0, or 4 digits from
//     1000 to 3000;
//   - Last game: empty or YYYY-MM-DD from earliestDate to today;
//   - Running: empty, yes or no;
//   - the columns an export adds (Active, Previous rating, Change, Period
//     games, Period score), the columns without a heading and the fields
//     beyond the header row's columns: empty. Status is not read.
//
// Such a row gives no problem, and the player and list row listReader.read
// gives. Any other row is declined (row returns false) and read from its
// cells as before (TestReadRatingListStreamSameAsTable,
// FuzzRatingListPlainSameAsCells).
type plainList struct {
	ls *listStream
	// col are the file's columns of the schema's columns (layout.pos).
	col [rlCount]int
	// empty are the columns that must be empty: the export's columns and
	// those without a heading, within the header row's width.
	empty []int
	width int
}

// plainListEmpty are the schema columns a plain row leaves empty.
var plainListEmpty = [...]int{rlActive, rlPrevious, rlChange, rlPeriodGames, rlPeriodScore}

// newPlainList is the plain reading of ls's rows, nil when its layout
// has no Name column, or has Surname or Given name.
func newPlainList(ls *listStream) *plainList {
	l := ls.l
	if l.pos[rlID] < 0 || l.pos[rlName] < 0 || l.pos[rlSurname] >= 0 || l.pos[rlGiven] >= 0 {
		return nil
	}
	pl := &plainList{ls: ls, width: ls.width}
	copy(pl.col[:], l.pos)
	for _, i := range plainListEmpty {
		if l.pos[i] >= 0 {
			pl.empty = append(pl.empty, l.pos[i])
		}
	}
	for col := range ls.width {
		if !l.headed[col] {
			pl.empty = append(pl.empty, col)
		}
	}
	return pl
}

// plainPlayer is what a plain row gives before it is handed on.
type plainPlayer struct {
	p            engine.Player
	id           engine.PlayerID
	rated, hasRD bool
}

// row reads the record f as data row num when every field it reads is
// plain, adding the player as onRow would; false, having changed nothing
// but what the row's numbers show of their columns' decimal marks (which
// onRow notes again alike), when one is not.
func (pl *plainList) row(f recordFields, num int) bool {
	if !f.emptyAt(pl.empty, pl.width) {
		return false
	}
	ls := pl.ls
	if !ls.noteMarks(func(col int) string { return UnescapeFormula(view(f.get(col))) }) {
		return false
	}
	pp, ok := pl.read(f)
	if !ok {
		return false
	}
	idCol := pl.col[rlID]
	if _, dup := ls.lr.seen[pp.id]; dup {
		return false
	}
	origin := ls.refs.ref(0, num)
	idRef := origin
	if idCol != 0 {
		idRef = cellRef(idCol, num)
	}
	ls.lr.seen[pp.id] = idRef
	ls.rated.note(pp.rated, pp.hasRD)
	pp.p.Name = string(f.get(pl.col[rlName]))
	pp.p.Fed = ls.t.share(rlFed, view(f.get(pl.col[rlFed])))
	ls.list.Players = append(ls.list.Players, pp.p)
	ls.list.Rows = append(ls.list.Rows, ListRow{
		Origin: engine.Origin{File: ls.t.file, Sheet: ls.t.sheet, Cell: origin},
		Extra:  pl.extras(f),
	})
	ls.tally.count.Read++
	return true
}

// extras are the row's values of the columns of unknown heading, as
// their cells hold them (listReader.read), copied out of the parser's
// buffer.
func (pl *plainList) extras(f recordFields) []string {
	extra := pl.ls.lr.extras(len(pl.ls.l.extra))
	for k, col := range pl.ls.l.extra {
		if b := f.get(col); len(b) > 0 {
			extra[k] = strings.Clone(UnescapeFormula(view(b)))
		}
	}
	return extra
}

// read reads the fields of a plain row but the name and federation,
// which row copies once the row is taken.
func (pl *plainList) read(f recordFields) (plainPlayer, bool) {
	var pp plainPlayer
	id, ok := plainID(f.get(pl.col[rlID]))
	if !ok || !plainName(f.get(pl.col[rlName])) || !plainFed(f.get(pl.col[rlFed])) {
		return pp, false
	}
	pp.id, pp.p.ID = id, id
	titles, ok := plainTitle(f.get(pl.col[rlTitle]))
	if !ok || !pl.ratingAndRD(f, &pp) {
		return pp, false
	}
	pp.p.Titles = titles
	g := f.get(pl.col[rlGames])
	if len(g) == 0 && pp.rated && pl.col[rlGames] >= 0 {
		return pp, false // an empty Games beside a rating is warned about
	}
	games, okG := plainCount(g)
	fide, okF := plainFIDE(f.get(pl.col[rlFIDE]))
	last, okL := plainDate(f.get(pl.col[rlLastGame]), pl.ls.today)
	running, okR := plainYesNo(f.get(pl.col[rlRunning]))
	if !okG || !okF || !okL || !okR {
		return pp, false
	}
	pp.p.Games, pp.p.FIDE, pp.p.LastGame, pp.p.Running = games, fide, last, running
	return pp, true
}

// ratingAndRD reads Rating, RD and their exact values into pp as
// listReader.ratingAndRD does, when they are plain.
func (pl *plainList) ratingAndRD(f recordFields, pp *plainPlayer) bool {
	rating, rd := f.get(pl.col[rlRating]), f.get(pl.col[rlRD])
	exact, rdExact := f.get(pl.col[rlRatingExact]), f.get(pl.col[rlRDExact])
	pp.rated = len(rating) > 0
	pp.hasRD = len(rd) > 0 || len(rdExact) > 0
	if len(rating) == 0 {
		return len(rd)+len(exact)+len(rdExact) == 0
	}
	r, ok := plainRating(rating)
	if !ok || r == 0 || !pp.hasRD {
		return false
	}
	pp.p.Rated, pp.p.Rating = true, r
	if len(exact) > 0 {
		v, ok := plainNumber(exact)
		if !ok || v < MinRating || v > MaxRating || math.Floor(v+0.5) != r {
			return false
		}
		pp.p.Rating = v
	}
	d, okD := plainDeviation(rd)
	de, okDE := plainDeviation(rdExact)
	switch {
	case !okD || !okDE:
		return false
	case len(rdExact) > 0:
		pp.p.RD = de
		return len(rd) == 0 || publishedRD(de) == d
	default:
		pp.p.RD = d
		return true
	}
}

// plainName reports a name read as it stands: not empty, and neither
// trimSpace nor UnescapeFormula changes it.
func plainName(b []byte) bool {
	if len(b) == 0 || b[0] == '\'' {
		return false
	}
	s := view(b)
	return trimSpace(s) == s
}

// plainFed reports an empty federation or a federation code (isFedCode),
// which fed reads without a warning.
func plainFed(b []byte) bool {
	return len(b) == 0 || isFedCode(view(b))
}

// plainTitle reads an empty Title or one known title as written, as
// ParseTitles reads it.
func plainTitle(b []byte) ([]string, bool) {
	if len(b) == 0 {
		return nil, true
	}
	s := view(b)
	for _, k := range KnownTitles() {
		if s == k {
			return []string{k}, true
		}
	}
	return nil, false
}

// plainNumber reads a plain number (isPlainNumber), as ParseNumber reads
// it whatever the column's decimal mark.
func plainNumber(b []byte) (float64, bool) {
	s := view(b)
	if !isPlainNumber(s) {
		return 0, false
	}
	v, err := strconv.ParseFloat(s, 64)
	return v, err == nil
}

// plainDeviation reads an empty RD (0) or a plain number above 0 and at
// most MaxRD, which deviation reads without a problem.
func plainDeviation(b []byte) (float64, bool) {
	if len(b) == 0 {
		return 0, true
	}
	v, ok := plainNumber(b)
	return v, ok && v > 0 && v <= MaxRD
}

// plainCount reads an empty count (0) or up to 15 digits of at most
// maxCount, which count reads without a problem.
func plainCount(b []byte) (int, bool) {
	if len(b) == 0 {
		return 0, true
	}
	if len(b) > 15 || !allDigits(view(b)) {
		return 0, false
	}
	v, err := strconv.ParseInt(view(b), 10, 64)
	return int(v), err == nil && v <= maxCount
}

// plainFIDE reads an empty FIDE rating or 0 (none, 0), or 4 digits from
// 1000 to 3000, which fide reads without a problem.
func plainFIDE(b []byte) (int, bool) {
	if len(b) == 1 && b[0] == '0' {
		return 0, true
	}
	v, ok := plainRating(b)
	return int(v), ok
}

// plainYesNo reads an empty cell (no), yes or no as ParseYesNo does.
func plainYesNo(b []byte) (bool, bool) {
	switch view(b) {
	case "", "no":
		return false, true
	case "yes":
		return true, true
	}
	return false, false
}

// plainDate reads a plain date: empty (the zero time) or YYYY-MM-DD, a
// day from earliestDate to today (none when today is zero), as
// rowReader.finishDate reads it.
func plainDate(b []byte, today time.Time) (time.Time, bool) {
	if len(b) == 0 {
		return time.Time{}, true
	}
	s := view(b)
	y, m, d, ok := isoDate(s)
	if !ok {
		return time.Time{}, false
	}
	t, err := checkedDate(s, y, m, d, '-', true, false)
	if err != nil || t.Before(earliestDate) || !today.IsZero() && t.After(today) {
		return time.Time{}, false
	}
	return t, true
}
