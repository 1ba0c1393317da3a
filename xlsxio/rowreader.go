package xlsxio

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode"

	"ratingdesk/engine"
)

// got says what a cell held: nothing, a good value, or a value that was
// reported as an error.
type got int

const (
	gotEmpty got = iota
	gotValue
	gotBad
)

// rowReader reads the typed values of one row through a layout, adding
// every problem, located at its cell, to problems.
type rowReader struct {
	t          *table
	l          *layout
	r          *tableRow
	monthFirst bool
	problems   *Problems
	// marks are the decimal marks of the layout's columns (decideMarks);
	// nil reads every column by the file's mark.
	marks []colMark
	// today bounds the dates of finished games (todayOf); zero checks none.
	today time.Time
	// refs, when set, gives the references of origin (refBlock).
	refs *refBlock
	// orders, when set, gathers what the table's text dates tell of the
	// order of day and month (dateOrders).
	orders *dateOrders
}

// shared returns the trimmed text of schema column i as text does, one
// copy for all the rows that repeat it (a federation, a tournament): the
// value then holds no part of the row's text, which is freed once read.
func (rr *rowReader) shared(i int) string { return rr.t.share(i, rr.text(i)) }

// share is s, the value of schema column i, as one copy for all the rows
// that repeat it (rowReader.shared): s itself may be a view of a row's
// text, which the value never holds.
func (t *table) share(i int, s string) string {
	if s == "" {
		return s
	}
	if i < len(t.lastShared) && t.lastShared[i] == s {
		return t.lastShared[i]
	}
	v, ok := t.interned[s]
	if !ok {
		if t.interned == nil {
			t.interned = map[string]string{}
		}
		v = strings.Clone(s)
		t.interned[v] = v
	}
	if i >= len(t.lastShared) {
		t.lastShared = append(t.lastShared, make([]string, i+1-len(t.lastShared))...)
	}
	t.lastShared[i] = v
	return v
}

// cell returns the row's cell of schema column i (empty when the column is
// absent).
func (rr *rowReader) cell(i int) cell { return rr.r.at(rr.l.pos[i]) }

// text returns the trimmed text of schema column i.
func (rr *rowReader) text(i int) string { return trimSpace(rr.cell(i).text) }

// ref is the A1 reference of schema column i in this row; for an absent
// column, the row's first cell.
func (rr *rowReader) ref(i int) string {
	if col := rr.l.pos[i]; col >= 0 && rr.refs != nil && col == rr.refs.col {
		return rr.refs.ref(col, rr.r.num)
	} else if col >= 0 {
		return cellRef(col, rr.r.num)
	}
	return rr.first()
}

// first is the A1 reference of the row's first cell, column A (the
// row's Origin).
func (rr *rowReader) first() string {
	if rr.refs != nil {
		return rr.refs.ref(0, rr.r.num)
	}
	return cellRef(0, rr.r.num)
}

// origin is where a record read from this row's cell of column i came from.
func (rr *rowReader) origin(i int) engine.Origin {
	if col := rr.l.pos[i]; col >= 0 && rr.refs != nil {
		return engine.Origin{File: rr.t.file, Sheet: rr.t.sheet, Cell: rr.refs.ref(col, rr.r.num)}
	}
	return engine.Origin{File: rr.t.file, Sheet: rr.t.sheet, Cell: rr.ref(i)}
}

// headingOr is the heading of schema column i, or name when the file
// lacks the column.
func (rr *rowReader) headingOr(i int, name string) string {
	if rr.l.pos[i] >= 0 {
		return rr.l.heading[i]
	}
	return name
}

// errorf adds an error at the cell of schema column i.
func (rr *rowReader) errorf(i int, format string, args ...any) {
	*rr.problems = append(*rr.problems, errorf(rr.t.file, rr.t.sheet, rr.ref(i), format, args...))
}

// warnf adds a warning at the cell of schema column i.
func (rr *rowReader) warnf(i int, format string, args ...any) {
	*rr.problems = append(*rr.problems, warnf(rr.t.file, rr.t.sheet, rr.ref(i), format, args...))
}

// bad adds an error for a value a parser refused: "Heading: message".
func (rr *rowReader) bad(i int, err error) {
	rr.errorf(i, "%s: %s", rr.l.heading[i], messageOf(err))
}

// messageOf is a ValueError's message without the package prefix.
func messageOf(err error) string {
	var ve *ValueError
	if errors.As(err, &ve) {
		return ve.Msg
	}
	return err.Error()
}

// number reads a number (ParseNumber with the column's decimal mark, see
// decideMarks); a workbook number cell is read as stored; a boolean cell
// and a text in scientific notation are errors (refusedNumberCell). An ambiguous
// cell of a column of mixed marks is not read: the column's error covers
// it.
func (rr *rowReader) number(i int) (float64, got) {
	s := rr.text(i)
	if s == "" {
		return 0, gotEmpty
	}
	if rr.refusedNumberCell(i) {
		return 0, gotBad
	}
	mark := rr.t.mark
	if c := rr.cell(i); c.number {
		mark = DecimalPoint
	} else if rr.marks != nil {
		if rr.marks[i].mixed && ambiguousNumber(s) {
			return 0, gotBad
		}
		mark = rr.marks[i].mark
	}
	v, err := ParseNumber(s, mark)
	if err != nil {
		rr.bad(i, err)
		return 0, gotBad
	}
	return v, gotValue
}

// ambiguousNumber reports the shape N,NNN or N.NNN (markEvidence), which
// only the column's mark decides.
func ambiguousNumber(s string) bool {
	_, amb := markEvidence(s)
	return amb != 0
}

// integer reads a whole number (ParseInt: N.NNN and N,NNN are thousands
// groups); a workbook number cell is read as stored; a boolean cell and a
// text in scientific notation are errors (refusedNumberCell).
func (rr *rowReader) integer(i int) (int64, got) {
	c := rr.cell(i)
	s := trimSpace(c.text)
	if s == "" {
		return 0, gotEmpty
	}
	if !c.boolean && len(s) <= 15 && allDigits(s) {
		// most cells (an ID): what parseWhole reads first, taken directly
		v, _ := strconv.ParseInt(s, 10, 64)
		return v, gotValue
	}
	if rr.refusedNumberCell(i) {
		return 0, gotBad
	}
	mark := groupedMark
	if rr.cell(i).number {
		mark = DecimalPoint
	}
	v, err := parseWhole(s, mark)
	if err != nil {
		rr.bad(i, err)
		return 0, gotBad
	}
	return v, gotValue
}

// playerID reads a player ID: a positive whole number (docs/formats.md).
func (rr *rowReader) playerID(i int) (engine.PlayerID, got) {
	s := rr.text(i)
	if strings.HasPrefix(s, "'") {
		// A spreadsheet's text prefix typed into a CSV file: an ID, not a
		// number with decimals (a tester got "such as 2412.5" for it).
		rr.errorf(i, "%s: %q is not a player ID: expected an ICCF ID, a positive whole number such as 100001 (delete the apostrophe)", rr.l.heading[i], s)
		return 0, gotBad
	}
	if hasWordLetter(s) {
		rr.errorf(i, "%s: %q is not a player ID: expected an ICCF ID, a positive whole number such as 100001 (is there a name in the ID column?)", rr.l.heading[i], s)
		return 0, gotBad
	}
	v, g := rr.integer(i)
	if g == gotValue && v <= 0 {
		rr.errorf(i, "%s: %q is not a player ID: expected a positive whole number such as 100001", rr.l.heading[i], rr.text(i))
		return 0, gotBad
	}
	return engine.PlayerID(v), g
}

// hasWordLetter reports whether s holds a letter other than the e or E
// of a number in scientific notation (1.00001E+05, as a spreadsheet may
// show an ID): a cell of an ID column that does is text, most often a
// name put in the wrong column, not a number mistyped.
func hasWordLetter(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return unicode.IsLetter(r) && r != 'e' && r != 'E' }) >= 0
}

// date reads a date (docs/formats.md "General rules"): a date cell, text as
// ParseDate reads it, or a plain number taken as a date serial with a
// warning, since a number not formatted as a date may be a mistake.
func (rr *rowReader) date(i int) (time.Time, got) {
	c := rr.cell(i)
	s := trimSpace(c.text)
	if s == "" {
		return time.Time{}, gotEmpty
	}
	if c.date {
		if v, err := strconv.ParseFloat(s, 64); err == nil {
			d, err := DateFromSerial(v, rr.t.date1904)
			if err != nil {
				rr.bad(i, err)
				return time.Time{}, gotBad
			}
			return d, gotValue
		}
	}
	d, order, err := parseDate(s, rr.monthFirst)
	if rr.orders != nil && !rr.monthFirst {
		rr.orders.note(rr, i, s, d, order)
	}
	if err == nil {
		return d, gotValue
	}
	if v, nerr := ParseNumber(s, rr.t.mark); nerr == nil {
		if d, serr := DateFromSerial(v, rr.t.date1904); serr == nil {
			rr.warnf(i, "%s: the number %s is read as the date serial of %s; format the cell as a date or write the date as YYYY-MM-DD", rr.l.heading[i], s, d.Format(time.DateOnly))
			return d, gotValue
		}
	}
	rr.bad(i, err)
	return time.Time{}, gotBad
}

// yesNo reads a yes/no cell (ParseYesNo); empty is no.
func (rr *rowReader) yesNo(i int) (bool, got) {
	s := rr.text(i)
	if s == "" {
		return false, gotEmpty
	}
	v, err := ParseYesNo(s)
	if err != nil {
		rr.bad(i, err)
		return false, gotBad
	}
	return v, gotValue
}

// rating reads a rating: an error outside [MinRating, MaxRating], a
// warning outside [minUsualRating, maxUsualRating].
func (rr *rowReader) rating(i int) (float64, got) {
	return rr.ratingWarn(i, true)
}

// ratingWarn reads a rating as rating does, warning about an unusual one
// only when warn is set (an exact rating is not warned about twice).
func (rr *rowReader) ratingWarn(i int, warn bool) (float64, got) {
	v, g := rr.number(i)
	if g != gotValue {
		return v, g
	}
	text := rr.text(i)
	if v < MinRating || v > MaxRating {
		rr.errorf(i, "%s: %s is not a plausible rating: expected a number from %d to %d (leave the cell empty when there is none)%s", rr.l.heading[i], text, MinRating, MaxRating, groupHint(text))
		return 0, gotBad
	}
	if warn && (v < minUsualRating || v > maxUsualRating) {
		rr.warnf(i, "%s: %s is an unusual rating (most ratings lie between %d and %d): check the cell%s", rr.l.heading[i], text, minUsualRating, maxUsualRating, groupHint(text))
	}
	return v, g
}

// groupHint is a hint for a number whose dot or comma may be a thousands
// separator read as a decimal mark ("2.451" read as 2.451), empty else.
func groupHint(text string) string {
	if _, amb := markEvidence(text); amb != 0 {
		return fmt.Sprintf("; if %s means %s, type it without the thousands separator", text, strings.Map(func(r rune) rune {
			if r == rune(amb) {
				return -1
			}
			return r
		}, text))
	}
	return ""
}

// deviation reads a rating deviation: a number above 0 and at most MaxRD.
func (rr *rowReader) deviation(i int) (float64, got) {
	v, g := rr.number(i)
	if g == gotValue && (v <= 0 || v > MaxRD) {
		rr.errorf(i, "%s: %s is not a plausible rating deviation: expected a number above 0 and at most %d%s", rr.l.heading[i], rr.text(i), MaxRD, deviationHint(rr.text(i), v))
		return 0, gotBad
	}
	return v, g
}

// deviationHint is the hint for an implausible RD whose dot or comma was
// read as a thousands separator ("51.358" read as 51358, since the
// column's decimal mark is the comma, as in a semicolon-separated file):
// no RD reaches a thousand, so the mark, not a separator, is what to
// change (a tester: groupHint's "if 51.358 means 51358" pointed the
// other way). Empty for any other value.
func deviationHint(text string, v float64) string {
	if _, amb := markEvidence(text); amb != 0 && v > MaxRD {
		return fmt.Sprintf("; %s was read as %s, its %q as a thousands separator, because the column's decimal mark is the other one (a semicolon-separated file takes the decimal comma): write its decimals with that mark, or save the file comma-separated",
			text, strconv.FormatFloat(v, 'f', -1, 64), string(rune(amb)))
	}
	return ""
}

// fide reads a FIDE rating: a whole number, 0 meaning none; any other
// value lies within the limits of a rating (rating).
func (rr *rowReader) fide(i int) int {
	v, g := rr.integer(i)
	switch {
	case g != gotValue || v == 0:
		return 0
	case v < MinRating || v > MaxRating:
		rr.errorf(i, "%s: %d is not a plausible FIDE rating: expected a whole number from %d to %d (or 0 or an empty cell when there is none)", rr.l.heading[i], v, MinRating, MaxRating)
		return 0
	case v < minUsualRating || v > maxUsualRating:
		rr.warnf(i, "%s: %d is an unusual FIDE rating (most ratings lie between %d and %d): check the cell", rr.l.heading[i], v, minUsualRating, maxUsualRating)
	}
	return int(v)
}

// finishDate reads the date a game (or a section) finished or started: a
// date as date reads it, not before earliestDate and not after today.
func (rr *rowReader) finishDate(i int) (time.Time, got) {
	d, g := rr.date(i)
	if g != gotValue {
		return d, g
	}
	switch {
	case d.Before(earliestDate):
		rr.errorf(i, "%s: %s is before %s: expected the date of a correspondence game (check the year)", rr.l.heading[i], d.Format(time.DateOnly), earliestDate.Format(time.DateOnly))
	case !rr.today.IsZero() && d.After(rr.today):
		rr.errorf(i, "%s: %s is in the future (today is %s): expected a date no later than today (check the year, and the day/month order)", rr.l.heading[i], d.Format(time.DateOnly), rr.today.Format(time.DateOnly))
	default:
		return d, g
	}
	return time.Time{}, gotBad
}

// todayOf is the date that bounds finish dates: opt.Today, else the
// current date, as midnight UTC like every date read.
func todayOf(opt ReadOptions) time.Time {
	now := opt.Today
	if now.IsZero() {
		now = time.Now()
	}
	y, m, d := now.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// count reads a whole number of at least 0.
func (rr *rowReader) count(i int) (int, got) {
	v, g := rr.integer(i)
	if g == gotValue && (v < 0 || v > maxCount) {
		rr.errorf(i, "%s: %s is not a count: expected a whole number from 0 to %d", rr.l.heading[i], rr.text(i), maxCount)
		return 0, gotBad
	}
	return int(v), g
}

// Plausibility limits of the readers (docs/rules.md, "Reading rating
// lists": plausibility). No rule of the Tournament Rules or of docs/rules.md
// bounds a rating; these catch a number bent on the way in (a thousands
// separator read as a decimal mark, a value typed in the wrong column).
const (
	// MinRating and MaxRating bound every rating read (Rating, Rating
	// exact, Previous rating, the start ratings of game lists and
	// crosstables, FIDE): outside them is an error. The command line's
	// `perf --opponents` refuses a rating outside them too.
	MinRating = 500
	MaxRating = 3500
	// minUsualRating and maxUsualRating bound the ratings met in practice:
	// outside them (and inside the limits above) is a warning.
	minUsualRating = 1000
	maxUsualRating = 3000
	// MaxRD bounds rating deviations (RD, RD exact, the default RD), which
	// lie in (0, MaxRD]: docs/rules.md §1.1 gives an unrated player RD 250 and
	// never raises an RD above 120 by growth, so 350 (Glicko's RD of a
	// player about whom nothing is known) is the most an RD can mean.
	MaxRD = 350
	// maxCount bounds game counts.
	maxCount = 1_000_000
)

// earliestDate is the earliest date a game or section of an input may
// carry (docs/rules.md, "Reading rating lists": plausibility): ICCF was
// founded after 1950, so an earlier date is a typing error.
var earliestDate = time.Date(1950, 1, 1, 0, 0, 0, 0, time.UTC)
