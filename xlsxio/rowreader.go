package xlsxio

import (
	"errors"
	"strconv"
	"time"

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
}

// cell returns the row's cell of schema column i (empty when the column is
// absent).
func (rr *rowReader) cell(i int) cell { return rr.r.at(rr.l.pos[i]) }

// text returns the trimmed text of schema column i.
func (rr *rowReader) text(i int) string { return trimSpace(rr.cell(i).text) }

// ref is the A1 reference of schema column i in this row; for an absent
// column, the row's first cell.
func (rr *rowReader) ref(i int) string {
	if col := rr.l.pos[i]; col >= 0 {
		return cellRef(col, rr.r.num)
	}
	return rr.first()
}

// first is the A1 reference of the row's first cell, column A (the
// row's Origin).
func (rr *rowReader) first() string { return cellRef(0, rr.r.num) }

// origin is where a record read from this row's cell of column i came from.
func (rr *rowReader) origin(i int) engine.Origin {
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

// number reads a number (ParseNumber with the table's decimal mark).
func (rr *rowReader) number(i int) (float64, got) {
	s := rr.text(i)
	if s == "" {
		return 0, gotEmpty
	}
	v, err := ParseNumber(s, rr.t.mark)
	if err != nil {
		rr.bad(i, err)
		return 0, gotBad
	}
	return v, gotValue
}

// integer reads a whole number (ParseInt with the table's decimal mark).
func (rr *rowReader) integer(i int) (int64, got) {
	s := rr.text(i)
	if s == "" {
		return 0, gotEmpty
	}
	v, err := ParseInt(s, rr.t.mark)
	if err != nil {
		rr.bad(i, err)
		return 0, gotBad
	}
	return v, gotValue
}

// playerID reads a player ID: a positive whole number (WORKBOOK.md).
func (rr *rowReader) playerID(i int) (engine.PlayerID, got) {
	v, g := rr.integer(i)
	if g == gotValue && v <= 0 {
		rr.errorf(i, "%s: %q is not a player ID: expected a positive whole number such as 100001", rr.l.heading[i], rr.text(i))
		return 0, gotBad
	}
	return engine.PlayerID(v), g
}

// date reads a date (WORKBOOK.md "General rules"): a date cell, text as
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
	d, err := ParseDate(s, rr.monthFirst)
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

// rating reads a rating: a number above 0 and below 10000.
func (rr *rowReader) rating(i int) (float64, got) {
	v, g := rr.number(i)
	if g == gotValue && (v <= 0 || v >= maxRating) {
		rr.errorf(i, "%s: %s is not a rating: expected a number above 0 and below %d (leave the cell empty when there is none)", rr.l.heading[i], rr.text(i), maxRating)
		return 0, gotBad
	}
	return v, g
}

// deviation reads a rating deviation: a number above 0 and at most 1000.
func (rr *rowReader) deviation(i int) (float64, got) {
	v, g := rr.number(i)
	if g == gotValue && (v <= 0 || v > maxRD) {
		rr.errorf(i, "%s: %s is not a rating deviation: expected a number above 0 and at most %d", rr.l.heading[i], rr.text(i), maxRD)
		return 0, gotBad
	}
	return v, g
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

// Sanity limits of the readers (see docs/rules.d/xlsxio-read.md).
const (
	// maxRating bounds ratings, exact ratings and start ratings.
	maxRating = 10000
	// maxRD bounds rating deviations: no rule gives one above 350.
	maxRD = 1000
	// maxCount bounds game counts.
	maxCount = 1_000_000
)
