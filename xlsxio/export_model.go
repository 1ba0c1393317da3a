package xlsxio

import (
	"strconv"
	"time"

	"ratingdesk/engine"
)

// Format is how a column of an output is written (docs/formats.md "Outputs":
// ratings integers, exact values with 6 decimals, dates as dates).
type Format uint8

// The column formats of the outputs.
const (
	// FormatText is text, written as string cells (never formulas).
	FormatText Format = iota
	// FormatInteger is a whole number shown without decimals ("0"): IDs,
	// published ratings and RDs, game counts.
	FormatInteger
	// FormatExact is a full-precision value shown with 6 decimals
	// ("0.000000"); the cell holds the float64 exactly (docs/rules.md §1.6).
	FormatExact
	// FormatNumber is a number shown as the spreadsheet's General format,
	// e.g. a period score of 2.5.
	FormatNumber
	// FormatDate is a date, a real date cell shown as yyyy-mm-dd.
	FormatDate
	// FormatYesNo is a flag written "yes" or "no".
	FormatYesNo
	// FormatProbability is a probability shown with 3 decimals ("0.000").
	FormatProbability
	// FormatDerivative is a D1 term shown with 5 decimals ("0.00000").
	FormatDerivative
)

// Column is one column of an output table: its header and format.
type Column struct {
	Header string
	Format Format
}

// CellKind says what a Cell holds.
type CellKind uint8

// The kinds of cell.
const (
	// KindEmpty is an empty cell.
	KindEmpty CellKind = iota
	// KindText holds Text.
	KindText
	// KindInt holds Int.
	KindInt
	// KindFloat holds Float, written so that it reads back to the same
	// float64 (docs/rules.md §1.6).
	KindFloat
	// KindDate holds Date, a calendar day.
	KindDate
	// KindYesNo holds Yes, written "yes" or "no".
	KindYesNo
)

// Cell is one value of an output table. Use the constructors TextCell,
// IntCell, FloatCell, DateCell and YesNoCell; the zero Cell is empty.
// Cells are comparable with ==.
type Cell struct {
	Kind  CellKind
	Text  string
	Int   int64
	Float float64
	// Date is a calendar day at midnight UTC.
	Date time.Time
	Yes  bool
}

// TextCell is a text cell; the empty text is an empty cell.
func TextCell(s string) Cell {
	if s == "" {
		return Cell{}
	}
	return Cell{Kind: KindText, Text: s}
}

// IntCell is a whole-number cell.
func IntCell(n int64) Cell { return Cell{Kind: KindInt, Int: n} }

// FloatCell is a number cell holding x exactly.
func FloatCell(x float64) Cell { return Cell{Kind: KindFloat, Float: x} }

// DateCell is a date cell for the calendar day of t; the zero time (no
// date) is an empty cell.
func DateCell(t time.Time) Cell {
	if t.IsZero() {
		return Cell{}
	}
	return Cell{Kind: KindDate, Date: calendarDay(t)}
}

// calendarDay is the calendar day of t (in t's location) at midnight UTC;
// a time that is already one is returned as it is, without the calendar
// arithmetic (the readers' dates are).
func calendarDay(t time.Time) time.Time {
	if t.Location() == time.UTC && t.Unix()%secondsPerDay == 0 && t.Nanosecond() == 0 {
		return t
	}
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// secondsPerDay is the length of a UTC day.
const secondsPerDay = 24 * 60 * 60

// YesNoCell is a yes/no cell (docs/formats.md "Rating list": Running, Active).
func YesNoCell(yes bool) Cell { return Cell{Kind: KindYesNo, Yes: yes} }

// String gives the cell as a CSV file writes it before formula escaping:
// text as is, integers in decimal, floats in the shortest decimal form that
// reads back to the same float64 (strconv 'f', -1: never an exponent),
// dates YYYY-MM-DD, flags "yes"/"no", and "" for an empty cell.
func (c Cell) String() string {
	switch c.Kind {
	case KindText:
		return c.Text
	case KindInt:
		return strconv.FormatInt(c.Int, 10)
	case KindFloat:
		return strconv.FormatFloat(c.Float, 'f', -1, 64)
	case KindDate:
		return c.Date.Format(time.DateOnly)
	case KindYesNo:
		if c.Yes {
			return "yes"
		}
		return "no"
	default:
		return ""
	}
}

// ListExport is a rating list as exported (docs/formats.md "Rating list" and
// "Export adds"): the list's columns, its unknown columns, then Status,
// Active, Previous rating, Change, Period games and Period score. It is the
// Ratings sheet of the rating-list workbook and the whole of a CSV export.
type ListExport struct {
	Columns []Column
	// Rows are parallel to Columns: every row has len(Columns) cells.
	Rows [][]Cell
	// Period is the list the export is (zero for a list exported as read);
	// it dates the workbook's document properties.
	Period engine.Period
	// CSV is how a CSV file of the export separates its fields and writes
	// decimals: the starting list's own format (RatingList CSV) unless the
	// caller sets another (docs/cli.md `rate --csv-locale`).
	CSV CSVFormat
}

// Headers gives the column headers in order.
func (e *ListExport) Headers() []string {
	hs := make([]string, len(e.Columns))
	for i, c := range e.Columns {
		hs[i] = c.Header
	}
	return hs
}
