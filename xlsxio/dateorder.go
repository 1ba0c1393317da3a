package xlsxio

import (
	"fmt"
	"strings"
	"time"
)

// dateOrders gathers, column by column, what a table's text dates read
// day first tell of the order of their day and month (dayMonth), so that
// a column whose NN/NN/YYYY dates are read day first with nothing in the
// file to show it gets one warning (docs/rules.md "Dates": a TD who
// meant 03/11/2025 as 11 March had the game rated in another quarter,
// without a word). The columns are the layout's schema columns. Dates
// read month first (ReadOptions.MonthFirst, the user's choice) are not
// noted.
type dateOrders struct {
	cols []colDates
}

// colDates is what one column's text dates showed.
type colDates struct {
	// open counts the dates either order reads (orderOpen); first is the
	// first of them, its cell ref and its day as read.
	open  int
	first string
	ref   string
	day   time.Time
	// shown: a date only the day-first reading reads (orderShown);
	// refused: one only the month-first reading reads (orderRefused), an
	// error whose message points to the month-first option already.
	shown, refused bool
}

// note notes the date text s of schema column i, read as d, which tells
// order of its order.
func (o *dateOrders) note(rr *rowReader, i int, s string, d time.Time, order dayMonth) {
	if order == orderFixed {
		return
	}
	if i >= len(o.cols) {
		o.cols = append(o.cols, make([]colDates, i+1-len(o.cols))...)
	}
	c := &o.cols[i]
	switch order {
	case orderShown:
		c.shown = true
	case orderRefused:
		c.refused = true
	case orderOpen:
		if c.open == 0 {
			// s may be a view of the row's text, which the next row
			// overwrites (a streamed CSV file).
			c.first, c.ref, c.day = strings.Clone(s), rr.ref(i), d
		}
		c.open++
	}
}

// warnings are the warnings of the columns whose dates were read day
// first with nothing in the column to show the order: one a column, at
// its first such date, in column order.
func (o *dateOrders) warnings(t *table, l *layout) Problems {
	if o == nil {
		return nil
	}
	var problems Problems
	for i := range o.cols {
		c := &o.cols[i]
		if c.open == 0 || c.shown || c.refused {
			continue
		}
		problems = append(problems, warnf(t.file, t.sheet, c.ref, "%s: %s", l.heading[i], c.message("the column")))
	}
	return problems
}

// message says that the dates noted were read day first and may be
// meant month first; where is what they are of ("the column", "the block
// above the table").
func (c *colDates) message(where string) string {
	other := time.Date(c.day.Year(), time.Month(c.day.Day()), int(c.day.Month()), 0, 0, 0, 0, time.UTC)
	what := fmt.Sprintf("%q is read day first, as %s, but no date of %s shows the order (a first number above 12 would): it may be meant month first, as %s",
		c.first, longDate(c.day), where, longDate(other))
	if c.open > 1 {
		what = fmt.Sprintf("%d dates of %s, the first %q here, are read day first (%q as %s), but none of its dates shows the order (a first number above 12 would): they may be meant month first (%q as %s)",
			c.open, where, c.first, c.first, longDate(c.day), c.first, longDate(other))
	}
	return fmt.Sprintf("%s. Type dates as YYYY-MM-DD (%s) to be sure, or, if the file writes the month first, read it month first (%s)", what, c.day.Format(time.DateOnly), MonthFirstRemedy)
}

// blockWarnings are the warnings of the dates of a crosstable's block
// above the table (Start, Finished; docs/formats.md "Crosstable") read
// day first with nothing in the block to show the order: one at each
// such date, as a column's (warnings), since Finished decides the period
// the section's games are rated in. keys holds each key's dateOrders,
// noted as its value's one column, and headings its key as written.
// None when a date of the block shows the order or only month first
// reads it (an error).
func blockWarnings(t *table, keys []*dateOrders, headings []string) Problems {
	for _, o := range keys {
		if len(o.cols) > 0 && (o.cols[0].shown || o.cols[0].refused) {
			return nil
		}
	}
	var problems Problems
	for k, o := range keys {
		if len(o.cols) == 0 || o.cols[0].open == 0 {
			continue
		}
		c := &o.cols[0]
		problems = append(problems, warnf(t.file, t.sheet, c.ref, "%s: %s", headings[k], c.message("the block above the table")))
	}
	return problems
}

// longDate writes a day as "3 November 2025".
func longDate(d time.Time) string { return d.Format("2 January 2006") }
