package xlsxio

import (
	"fmt"
	"strings"

	"ratingdesk/internal/words"
)

// A header row under the header row: two files pasted together
// (docs/rules.d/xlsxio-read.md "A header row repeated"). The same
// headings in the same columns are one error at the row, and the rows
// after it are read; a header row of the kind in another order, or
// shortened, is one error too, and the rows after it are read only when
// every column it heads is where the first header row heads it: rows
// read in columns they do not stand in would swap White and Black.

// headerRepeat tells the rows below the header row that are header rows
// themselves, at the cost of one look at a cell for most rows: col is
// the column of the first marker of the schema (a list's ID, a game
// list's White). skipping is set once a header row in other columns is
// met: the rows after it are not read.
type headerRepeat struct {
	s        *schema
	l        *layout
	header   *tableRow
	col      int
	skipping bool
}

// newHeaderRepeat is the headerRepeat of the header row of l.
func (s *schema) newHeaderRepeat(t *table, l *layout) headerRepeat {
	return headerRepeat{s: s, l: l, header: &t.rows[l.header], col: l.pos[s.markers[0]]}
}

// repeats reports whether row r holds the headings of the header row,
// compared as headings are (normalizeHeader), each in its column.
func (h *headerRepeat) repeats(r *tableRow) bool {
	a, b := h.header.cells, r.cells
	for {
		a, b = skipBlank(a), skipBlank(b)
		if len(a) == 0 || len(b) == 0 {
			return len(a) == len(b)
		}
		if a[0].col != b[0].col || normalizeHeader(a[0].text) != normalizeHeader(b[0].text) {
			return false
		}
		a, b = a[1:], b[1:]
	}
}

// skipBlank is cells from its first non-blank cell on.
func skipBlank(cells []cell) []cell {
	for len(cells) > 0 && trimSpace(cells[0].text) == "" {
		cells = cells[1:]
	}
	return cells
}

// check is the one error of row r when it is a header row under the
// header row, nil else. Only a row whose first marker cell holds text
// not beginning with a digit is compared.
func (h *headerRepeat) check(t *table, r *tableRow) *Problem {
	c := r.at(h.col)
	if c.text == "" || c.text[0] >= '0' && c.text[0] <= '9' || r == h.header {
		return nil
	}
	if h.repeats(r) {
		return errorf(t.file, t.sheet, cellRef(r.firstFilled(), r.num),
			"row %d repeats the header row (row %d): two files pasted together? Delete it", r.num, h.header.num)
	}
	if !h.s.isHeader(r) || !h.s.hasRequired(r) || !h.mostlyHeadings(r) {
		return nil
	}
	moved := h.moved(r)
	what := fmt.Sprintf("row %d is a header row (%s) inside the data: two files pasted together?", r.num, headingsOf(r))
	if len(moved) == 0 {
		return errorf(t.file, t.sheet, cellRef(r.firstFilled(), r.num),
			"%s Each column it heads is where the header row (row %d) heads it, so the rows under it are read; delete it", what, h.header.num)
	}
	h.skipping = true
	return errorf(t.file, t.sheet, cellRef(r.firstFilled(), r.num),
		"%s Its columns are in another order than those of the header row (row %d): %s; the rows under it are not read. Put their values in the columns of row %d, then delete row %d",
		what, h.header.num, words.And(moved), h.header.num, r.num)
}

// mostlyHeadings reports whether at least three quarters of the cells of
// row r are headings: of the kind, or of the header row.
func (h *headerRepeat) mostlyHeadings(r *tableRow) bool {
	n, other := 0, 0
	for _, c := range r.cells {
		text := trimSpace(c.text)
		if text == "" {
			continue
		}
		n++
		if h.s.lookup(text) < 0 && !h.headedAlike(text) {
			other++
		}
	}
	return other*4 <= n
}

// headedAlike reports whether the header row has a heading text,
// compared as headings are.
func (h *headerRepeat) headedAlike(text string) bool {
	want := normalizeHeader(text)
	for _, c := range h.header.cells {
		if normalizeHeader(c.text) == want {
			return true
		}
	}
	return false
}

// moved names the columns row r heads elsewhere than the header row:
// "White in column B (row 1: A)"; "Tournament in column E (row 1:
// none)" when the header row does not head it. The first maxRowsNamed are named, the rest counted.
func (h *headerRepeat) moved(r *tableRow) []string {
	var out []string
	more := 0
	for _, c := range r.cells {
		i := h.s.lookup(trimSpace(c.text))
		if i < 0 || h.l.pos[i] == c.col {
			continue
		}
		if len(out) == maxRowsNamed {
			more++
			continue
		}
		was := "none"
		if h.l.pos[i] >= 0 {
			was = columnName(h.l.pos[i])
		}
		out = append(out, fmt.Sprintf("%s in column %s (row %d: %s)", h.s.columns[i].name, columnName(c.col), h.header.num, was))
	}
	if more > 0 {
		out = append(out, fmt.Sprintf("%d more", more))
	}
	return out
}

// headingsOf lists the first headings of row r, "White, Black, Result,
// …".
func headingsOf(r *tableRow) string {
	var hs []string
	for _, c := range r.cells {
		if text := trimSpace(c.text); text != "" {
			if len(hs) == maxRowsNamed {
				hs = append(hs, "…")
				break
			}
			hs = append(hs, text)
		}
	}
	return strings.Join(hs, ", ")
}

// skipRepeat counts row r as a row with errors, adding its one error,
// when it is a header row under the header row (headerRepeat.check), or
// comes after one in other columns, and reports whether it did: its
// values are not read.
func (rt *rowTally) skipRepeat(h *headerRepeat, t *table, r *tableRow) bool {
	if h.skipping {
		if filled(r) > 0 {
			rt.count.WithErrors++
		}
		return true
	}
	p := h.check(t, r)
	if p == nil {
		return false
	}
	*rt.problems = append(*rt.problems, p)
	rt.count.WithErrors++
	return true
}
