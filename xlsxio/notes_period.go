package xlsxio

import (
	"strings"

	"ratingdesk/engine"
)

// NotesSheet is the sheet of a workbook Rating Desk wrote that says what
// it holds, with the Period of a rating list (docs/formats.md "Notes
// sheet").
const NotesSheet = "Notes"

// notesPeriodRows is how many rows of a Notes sheet notesPeriod reads: the
// Period item is its fifth row.
const notesPeriodRows = 20

// notesPeriod is the period of a rating list that Rating Desk wrote, read
// from the workbook the list is read from (RatingList.Period): the Period
// item of its Notes sheet (docs/formats.md "Notes sheet"), the period
// whose new list it is, and the cell that gives it ("B5"), so that a
// problem about it can name the cell. ok is false for a workbook without a Notes sheet,
// or without a Period item that reads as a period, or whose Notes sheet
// cannot be read: a list from elsewhere says no period (its problems are
// the list's reader's to say).
func (wb *workbook) notesPeriod() (p engine.Period, cell string, ok bool) {
	defer func() {
		if recover() != nil {
			p, cell, ok = engine.Period{}, "", false // the list is read without it
		}
	}()
	sp, found := wb.find(NotesSheet)
	if !found {
		return engine.Period{}, "", false
	}
	t, _ := wb.read(sp, notesPeriodRows)
	if t == nil {
		return engine.Period{}, "", false
	}
	isItem := func(r *tableRow) bool { return strings.EqualFold(trimSpace(r.at(0).text), "Item") }
	header := findHeader(t.rows, isItem)
	if header < 0 {
		return engine.Period{}, "", false
	}
	for i := header + 1; i < len(t.rows); i++ {
		r := &t.rows[i]
		if trimSpace(r.at(0).text) != "Period" {
			continue
		}
		p, err := engine.ParsePeriod(trimSpace(r.at(1).text))
		return p, cellRef(1, r.num), err == nil
	}
	return engine.Period{}, "", false
}
