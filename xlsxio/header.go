package xlsxio

import (
	"fmt"
	"strings"
)

// isHeader reports whether a row is the header row of the schema's kind:
// it holds every marker column (docs/formats.md "General rules": the header
// row is the first row holding a recognised ID column). A crosstable's
// header row also needs the result column headed 1.
func (s *schema) isHeader(r *tableRow) bool {
	found := make([]bool, len(s.columns))
	hasOne := false
	for _, c := range r.cells {
		h := trimSpace(c.text)
		if h == "" {
			continue
		}
		if h == "1" {
			hasOne = true
		}
		if i := s.lookup(h); i >= 0 {
			found[i] = true
		}
	}
	for _, m := range s.markers {
		if !found[m] {
			return false
		}
	}
	return s.kind != CrosstableKind || hasOne
}

// detector tells the kinds of header rows apart. A crosstable's header
// (No and 1 … N) also holds ID, so it is tried first, then a game list's
// (White and Black), then a rating list's (ID).
type detector []*schema

// newDetector builds the schemas of every kind once.
func newDetector() detector {
	return detector{crosstableSchema(), gameListSchema(), ratingListSchema()}
}

// kindOf tells which kind of header row r is, Unknown when none.
func (d detector) kindOf(r *tableRow) Kind {
	for _, s := range d {
		if s.isHeader(r) {
			return s.kind
		}
	}
	return Unknown
}

// usable reports whether r is a header row of a kind with the columns
// that kind requires (schema.hasRequired): a key/value line "Code | DEN"
// is a rating list's header row without a Name, so a later full header
// row of any kind (a game list's) is preferred to it (fullerHeader; docs/rules.d/xlsxio-read.md "A key/value line that looks like a header row").
func (d detector) usable(r *tableRow) bool {
	for _, s := range d {
		if s.isHeader(r) {
			return s.hasRequired(r)
		}
	}
	return false
}

// isHeader reports whether r is a header row of any kind.
func (d detector) isHeader(r *tableRow) bool { return d.kindOf(r) != Unknown }

// layout is where a table's columns are: the header row, the column of
// every known column, and the unknown columns kept for the round trip.
type layout struct {
	// header indexes table.rows; rows before it are the key/value block a
	// crosstable carries above its table (docs/formats.md "Crosstable").
	header int
	// pos is the 0-based column of each schema column, -1 when absent.
	pos []int
	// heading is each present schema column's heading as written.
	heading []string
	// extra are the columns with unknown headings, in file order, and
	// extraHeadings their headings as written.
	extra         []int
	extraHeadings []string
	// headed marks the columns that have a heading.
	headed map[int]bool
}

// layoutOf maps the header row of t to the schema's columns. A known column
// headed twice (also through an alias) is an error at the second heading;
// a weak heading (addWeak) beside a column's own heading is an unknown
// column;
// a missing required column is an error at the header row.
func (s *schema) layoutOf(t *table, header int) (*layout, Problems) {
	row := &t.rows[header]
	l := &layout{header: header, pos: make([]int, len(s.columns)), heading: make([]string, len(s.columns)), headed: map[int]bool{}}
	for i := range l.pos {
		l.pos[i] = -1
	}
	var problems Problems
	strong := map[int]bool{}
	for _, c := range row.cells {
		if i, weak := s.lookupStrength(trimSpace(c.text)); i >= 0 && !weak {
			strong[i] = true
		}
	}
	for _, c := range row.cells {
		h := trimSpace(c.text)
		if h == "" {
			continue
		}
		col := c.col
		l.headed[col] = true
		i, weak := s.lookupStrength(h)
		if weak && strong[i] {
			i = -1 // "Rank" beside "No": a column of its own
		}
		switch {
		case i < 0:
			l.extra = append(l.extra, col)
			l.extraHeadings = append(l.extraHeadings, c.text)
		case l.pos[i] >= 0:
			problems = append(problems, errorf(t.file, t.sheet, cellRef(col, row.num),
				"column %s is headed twice: %q here and %q in %s; keep one of them", s.columns[i].name, h, l.heading[i], cellRef(l.pos[i], row.num)))
		default:
			l.pos[i], l.heading[i] = col, h
		}
	}
	for _, i := range s.required {
		if l.pos[i] < 0 {
			msg := fmt.Sprintf("the header row has no %s column", s.describe(i))
			if unread := l.unreadText("the "+s.columns[i].name+" column", s.columns[i].name); unread != "" {
				msg += ": " + unread
			}
			problems = append(problems, t.headerProblem(l, "%s", msg))
		}
	}
	return l, problems
}

// headerProblem is an error located at the first cell of the header row.
func (t *table) headerProblem(l *layout, format string, args ...any) *Problem {
	row := &t.rows[l.header]
	return errorf(t.file, t.sheet, cellRef(row.cells[0].col, row.num), format, args...)
}

// noHeaderProblem is the one problem of a file with no header row of the
// schema's kind: it says which columns were expected.
func (s *schema) noHeaderProblem(t *table) *Problem {
	names := make([]string, len(s.markers))
	for k, m := range s.markers {
		names[k] = s.describe(m)
	}
	what := fmt.Sprintf("a row headed %s", strings.Join(names, " and "))
	if s.kind == CrosstableKind {
		what += " and the result columns 1 … N"
	}
	where := "no header row found"
	if t.sheet == "" && t.sheets > 1 {
		where = "no sheet has a header row"
	}
	return errorf(t.file, t.sheet, "", "%s for a %s: expected %s", where, s.kind, what)
}
