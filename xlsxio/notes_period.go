package xlsxio

import (
	"strings"

	"ratingdesk/engine"
)

// NotesSheet is the sheet of a workbook Rating Desk wrote that says what
// it holds, with the Period of a rating list (docs/formats.md "Notes
// sheet").
const NotesSheet = "Notes"

// notesPeriodRows is how many rows of a Notes sheet ListPeriod reads: the
// Period item is its fifth row.
const notesPeriodRows = 20

// ListPeriod is the period of a rating list that Rating Desk wrote: the
// Period item of its workbook's Notes sheet (docs/formats.md "Notes
// sheet"), the period whose new list it is. ok is false for a CSV file, a
// workbook without a Notes sheet or without a Period item that reads as a
// period, and a workbook that cannot be read: a list from elsewhere says
// no period, and the list itself is read (and its problems said) by
// ReadRatingList.
func ListPeriod(path string) (p engine.Period, ok bool) {
	p, _, ok = ListPeriodCell(path)
	return p, ok
}

// ListPeriodCell is ListPeriod with the cell of the Notes sheet that
// gives the period ("B5"), so that a problem about it can name the cell.
func ListPeriodCell(path string) (p engine.Period, cell string, ok bool) {
	if IsTextTable(path) {
		return engine.Period{}, "", false
	}
	isItem := func(r *tableRow) bool { return strings.EqualFold(trimSpace(r.at(0).text), "Item") }
	t, header, ps := readXLSX(path, path, NotesSheet, isItem, nil, notesPeriodRows)
	if t == nil || ps.HasErrors() || header < 0 {
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
