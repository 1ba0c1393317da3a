package xlsxio

import (
	"fmt"
	"strings"
	"unicode"

	"ratingdesk/internal/words"
)

// A file whose header row is not found, or whose header row lacks a
// required column, is said so with the headings the reader saw and did
// not take (docs/formats.md "General rules", "When a heading is not
// known"): a tester's list headed "ICCF No" got only "no header row was
// found", and one with its RD column headed "Deviation" was told to give
// a default RD. The readers accept no heading more for it: only the
// headings docs/formats.md lists name a column.

// maxSeenHeadings bounds how many headings one message quotes.
const maxSeenHeadings = 12

// seemsHeader reports whether a row may be meant as a header row: two or
// more of its cells hold text with a letter (a row of data holds mostly
// numbers and dates: IDs, ratings).
func seemsHeader(r *tableRow) bool {
	n := 0
	for _, c := range r.cells {
		if !c.number && strings.IndexFunc(c.text, unicode.IsLetter) >= 0 {
			n++
		}
	}
	return n >= 2
}

// seenHeaderRow is the row the file at path seems headed by (seemsHeader)
// in its first detectRows rows, in the sheet opt.Sheet names or the first
// sheet with such a row: its table and index, nil when there is none or
// the file cannot be read (reading it says why).
func seenHeaderRow(path string, opt ReadOptions) (*table, int) {
	t, h, ps := openTableRows(path, opt, seemsHeader, nil, detectRows)
	if t == nil || h < 0 || ps.HasErrors() {
		return nil, -1
	}
	return t, h
}

// quoted quotes each heading for a message, at most maxSeenHeadings of
// them (then "…").
func quoted(headings []string) string {
	var qs []string
	for k, h := range headings {
		if k == maxSeenHeadings {
			qs = append(qs, "…")
			break
		}
		qs = append(qs, fmt.Sprintf("%q", h))
	}
	return words.And(qs)
}

// takenHeadings splits the headings of row r into those the schema takes
// and the others, as written (trimmed).
func (s *schema) takenHeadings(r *tableRow) (taken, others []string) {
	for _, c := range r.cells {
		h := trimSpace(c.text)
		switch {
		case h == "":
		case s.lookup(h) >= 0:
			taken = append(taken, h)
		default:
			others = append(others, h)
		}
	}
	return taken, others
}

// seenText says of row r, seen where a header row of the schema's kind
// was wanted and holding at least one of its headings (takenHeadings),
// which of its headings the schema takes and which not, and
// which marker columns are missing: `row 1 holds headings of a rating
// list ("Surname" and "Elo") but no ID column: "ICCF No" is not a
// heading of a rating list; if it holds the ID, head it ID (or ICCF ID,
// …)`.
func (s *schema) seenText(r *tableRow) string {
	taken, others := s.takenHeadings(r)
	var described, names []string
	for _, m := range s.markers {
		if !s.isMarkerIn(m, r) {
			described = append(described, s.describe(m))
			names = append(names, s.columns[m].name)
		}
	}
	text := fmt.Sprintf("row %d holds headings of a %s (%s) but no %s %s", r.num, s.kind, quoted(taken), words.And(names), words.Agree(len(names), "column", "columns"))
	if len(others) == 0 {
		return text + ": head " + words.Agree(len(names), "it ", "them ") + words.And(described)
	}
	holds := "it holds"
	switch {
	case len(names) > 1:
		holds = "two of them hold"
	case len(others) > 1:
		holds = "one of them holds"
	}
	return fmt.Sprintf("%s: %s %s not %s of a %s; if %s the %s, head %s %s", text, quoted(others),
		words.Agree(len(others), "is", "are"), words.Agree(len(others), "a heading", "headings"), s.kind,
		holds, words.And(names), words.Agree(len(names), "it", "them"), words.And(described))
}

// isMarkerIn reports whether row r heads the marker column m.
func (s *schema) isMarkerIn(m int, r *tableRow) bool {
	for _, c := range r.cells {
		if s.lookup(trimSpace(c.text)) == m {
			return true
		}
	}
	return false
}

// HeadingsNotTaken says, for a file in which DetectKind found no header
// row, which row seems meant as one and which of its headings were not
// taken (docs/formats.md "When a heading is not known"): the row is
// judged as a header row of the kind whose headings it holds most of (a
// rating list first on a tie). sheet and cell locate the row when it
// holds a heading of some kind, so that there is a cell to correct; a
// row of which none is known (notes, a file of another kind) leaves them
// empty, the file as a whole being wrong, and text names the row
// (rowName). text is empty when no row seems a header row (seemsHeader).
func HeadingsNotTaken(path string, opt ReadOptions) (sheet, cell, text string) {
	t, h := seenHeaderRow(path, opt)
	if t == nil {
		return "", "", ""
	}
	r := &t.rows[h]
	best, most := ratingListSchema(), -1
	for _, s := range []*schema{ratingListSchema(), gameListSchema(), crosstableSchema()} {
		if taken, _ := s.takenHeadings(r); len(taken) > most {
			best, most = s, len(taken)
		}
	}
	if most == 0 {
		_, others := best.takenHeadings(r)
		return "", "", fmt.Sprintf("%s holds the headings %s, none of which is a heading of a rating list, a game list or a crosstable", rowName(t, r), quoted(others))
	}
	return t.sheet, cellRef(r.cells[0].col, r.num), best.seenText(r)
}

// noHeaderProblemSeen is noHeaderProblem saying, besides, which row of
// the file at path seems meant as the header row and what of it was not
// taken (seenText), located at that row when it holds a heading of the
// schema's kind (as HeadingsNotTaken locates it).
func (s *schema) noHeaderProblemSeen(path string, opt ReadOptions, t *table) *Problem {
	p := s.noHeaderProblem(t)
	seen, h := seenHeaderRow(path, opt)
	if seen == nil {
		return p
	}
	r := &seen.rows[h]
	if taken, others := s.takenHeadings(r); len(taken) == 0 {
		p.Msg += fmt.Sprintf("; %s holds the headings %s, none of which is a heading of a %s", rowName(seen, r), quoted(others), s.kind)
		return p
	}
	p.Sheet, p.Cell = seen.sheet, cellRef(r.cells[0].col, r.num)
	p.Msg += "; " + s.seenText(r)
	return p
}

// rowName names row r of t in a message that names no cell: "row 3", or
// "row 3 of sheet "Players"" in a workbook of several sheets.
func rowName(t *table, r *tableRow) string {
	if t.sheets > 1 && t.sheet != "" {
		return fmt.Sprintf("row %d of sheet %q", r.num, t.sheet)
	}
	return fmt.Sprintf("row %d", r.num)
}

// unreadText names the columns of the header row that are not read, for
// the message on a missing column whose heading is heading and whose
// values are what: `column F "Deviation" is not read; if it holds the RD,
// head it RD`. Empty when every headed column is read.
func (l *layout) unreadText(what, heading string) string {
	var names []string
	for k, col := range l.extra {
		if h := trimSpace(l.extraHeadings[k]); h != "" {
			names = append(names, fmt.Sprintf("%s %q", columnName(col), h))
		}
	}
	switch {
	case len(names) == 0:
		return ""
	case len(names) > maxSeenHeadings:
		names = append(names[:maxSeenHeadings], "…")
	}
	if len(names) == 1 {
		return fmt.Sprintf("column %s is not read; if it holds %s, head it %s", names[0], what, heading)
	}
	return fmt.Sprintf("columns %s are not read; if one of them holds %s, head it %s", words.And(names), what, heading)
}
