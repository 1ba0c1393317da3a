package xlsxio

import (
	"encoding/xml"
	"fmt"
	"strconv"
	"strings"

	"ratingdesk/internal/words"
)

// maxMerges bounds the merged ranges kept of one sheet: a real sheet has
// a few, and a damaged or hostile one cannot make the reader hold
// millions.
const maxMerges = 1 << 16

// maxSpansNamed is how many runs of hidden rows a warning names one by
// one.
const maxSpansNamed = 6

// rowSpan is the rows from..to (1-based, both included).
type rowSpan struct{ from, to int }

// cellRange is a sheet's merged range: 0-based columns, 1-based rows,
// and its reference as the sheet writes it ("E121:E126").
type cellRange struct {
	col1, row1, col2, row2 int
	ref                    string
}

// sheetMarks are what a workbook's sheet says of its rows and cells
// besides their values (docs/rules.d/xlsxio-read.md, "Merged cells",
// "Hidden and filtered rows"): its non-blank rows that are hidden
// (hidden="1", as a filter hides rows too), in runs, and its merged
// ranges (mergeCells, which comes after the rows in the sheet's part:
// scanSheet reads it on its way out, with no second pass).
type sheetMarks struct {
	hidden []rowSpan
	merges []cellRange
}

// rowHidden reports whether a row tag marks its row hidden.
func rowHidden(el xml.StartElement) bool {
	v, ok := attr(el, "hidden")
	return ok && (v == "1" || v == "true")
}

// addHidden notes row num, kept and hidden, joining it to the run before
// when it follows it.
func (m *sheetMarks) addHidden(num int) {
	if n := len(m.hidden); n > 0 && m.hidden[n-1].to == num-1 {
		m.hidden[n-1].to = num
		return
	}
	m.hidden = append(m.hidden, rowSpan{num, num})
}

// addMerge notes a mergeCell tag's range; a reference that is no range
// ("A1:B"), and any range beyond maxMerges, is passed over.
func (m *sheetMarks) addMerge(el xml.StartElement) {
	ref, _ := attr(el, "ref")
	first, last, ok := strings.Cut(ref, ":")
	if !ok || len(m.merges) >= maxMerges {
		return
	}
	c1, r1 := splitRef(first)
	c2, r2 := splitRef(last)
	if c1 == 0 || r1 == 0 || c2 < c1 || r2 < r1 {
		return
	}
	m.merges = append(m.merges, cellRange{col1: c1 - 1, row1: r1, col2: c2 - 1, row2: r2, ref: ref})
}

// covers reports whether the range holds the cell at col, row other
// than its top-left cell, the one that keeps the value.
func (r cellRange) covers(col, row int) bool {
	return col >= r.col1 && col <= r.col2 && row >= r.row1 && row <= r.row2 && (col != r.col1 || row != r.row1)
}

// readColumns are the headings of the columns of l that the range
// covers below the header row (1-based row hdr), every one of them
// (docs/rules.d/xlsxio-read.md "Merged cells": "B5:C5 (Name, Fed)"), and
// emptied those of them whose cells other than the top-left one read
// empty for it; both nil when the range empties no cell read.
func (r cellRange) readColumns(l *layout, hdr int) (named, emptied []string) {
	if r.row2 <= hdr {
		return nil, nil
	}
	for i, col := range l.pos {
		if col < r.col1 || col > r.col2 {
			continue
		}
		named = append(named, l.heading[i])
		// In the top-left cell's column, a row below it must lie under
		// the header row too.
		if col != r.col1 || r.row2 > max(r.row1, hdr) {
			emptied = append(emptied, l.heading[i])
		}
	}
	if len(emptied) == 0 {
		return nil, nil
	}
	return named, emptied
}

// marksProblems is problems, those of a list's sheet read by layout l,
// with those of the sheet's merged cells (mergedProblems) and hidden rows
// (hiddenRowsProblem): nothing to do for a sheet without either (a CSV
// file has neither).
func (t *table) marksProblems(l *layout, problems Problems) Problems {
	if len(t.marks.merges) == 0 && len(t.marks.hidden) == 0 {
		return problems
	}
	problems = t.mergedProblems(l, problems, nil)
	if p := t.hiddenRowsProblem(l); p != nil {
		problems = append(problems, p)
	}
	return problems
}

// mergedProblems adds to problems, those of a list's sheet (layout l),
// one error for each merged range that covers cells of a column the
// list reads in its data rows (docs/rules.d/xlsxio-read.md "Merged
// cells"): a spreadsheet keeps a merged range's value in its top-left
// cell only, so the other cells read empty — a thematic game read as a
// normal one, a rating lost. The problems the merge explains are
// dropped (explained). Ranges above the header row or in columns not
// read are left alone.
//
// in, when set, keeps the ranges looked at to those it accepts (a
// crosstable's: those over its players' rows).
func (t *table) mergedProblems(l *layout, problems Problems, in func(cellRange) bool) Problems {
	if len(t.marks.merges) == 0 {
		return problems
	}
	hdr := t.rows[l.header].num
	var bad []emptied
	for _, r := range t.marks.merges {
		if in != nil && !in(r) {
			continue
		}
		if named, cols := r.readColumns(l, hdr); len(cols) > 0 {
			bad = append(bad, emptied{r, cols, named})
		}
	}
	if len(bad) == 0 {
		return problems
	}
	kept := make(Problems, 0, len(problems)+len(bad))
	for _, p := range problems {
		if !t.explained(p, bad) {
			kept = append(kept, p)
		}
	}
	for _, e := range bad {
		kept = append(kept, t.mergeProblem(e.r, e.named))
	}
	return kept
}

// emptied is a merged range whose cells other than the top-left one read
// empty, the headings of the columns read among them (cols), and those
// of every column read it covers (named).
type emptied struct {
	r     cellRange
	cols  []string
	named []string
}

// explained reports whether the merged ranges explain problem p of the
// sheet: it lies in a cell a range covers besides its top-left one, or
// in a row whose cells a range empties while naming the column emptied
// ("Rating exact is given but Rating is empty" beside a merged Rating).
func (t *table) explained(p *Problem, ranges []emptied) bool {
	if p.File != t.file || p.Sheet != t.sheet || p.Cell == "" {
		return false
	}
	col, row := splitRef(p.Cell)
	if col == 0 || row == 0 {
		return false
	}
	for _, e := range ranges {
		if e.r.covers(col-1, row) || e.r.empties(row) && namesAny(p.Msg, e.cols) {
			return true
		}
	}
	return false
}

// empties reports whether the range empties cells of row.
func (r cellRange) empties(row int) bool {
	return row >= r.row1 && row <= r.row2 && (row > r.row1 || r.col2 > r.col1)
}

// namesAny reports whether msg names one of the headings.
func namesAny(msg string, headings []string) bool {
	for _, h := range headings {
		if h != "" && strings.Contains(msg, h) {
			return true
		}
	}
	return false
}

// mergeProblem is the error of a merged range over the columns cols.
func (t *table) mergeProblem(r cellRange, cols []string) *Problem {
	top := cellRef(r.col1, r.row1)
	others, fix := "the other cells read empty", "unmerge them and type each cell's own value (in Excel: Merge & Center off)"
	switch {
	case r.col1 == r.col2:
		others, fix = "the other rows read empty", "unmerge them and fill every cell (in Excel: Merge & Center off, then fill down)"
	case r.row1 == r.row2:
		others = "the other columns read empty"
	}
	return errorf(t.file, t.sheet, top, "%s (%s) are merged cells: only %s holds a value and %s; %s",
		r.ref, strings.Join(cols, ", "), top, others, fix)
}

// hiddenRowsProblem is the warning of a list's sheet with hidden rows
// below its header row (docs/rules.d/xlsxio-read.md "Hidden and filtered
// rows"): they are read like the others, which the officer who hid them
// (or filtered the list) may not expect. Nil when there are none.
func (t *table) hiddenRowsProblem(l *layout) *Problem {
	hdr := t.rows[l.header].num
	var spans []string
	n, runs := 0, 0
	for _, s := range t.marks.hidden {
		if s.to <= hdr {
			continue
		}
		from := max(s.from, hdr+1)
		n += s.to - from + 1
		runs++
		switch {
		case runs > maxSpansNamed:
		case from == s.to:
			spans = append(spans, strconv.Itoa(from))
		default:
			spans = append(spans, fmt.Sprintf("%d–%d", from, s.to))
		}
	}
	if n == 0 {
		return nil
	}
	named := words.And(spans)
	if runs > maxSpansNamed {
		named = strings.Join(spans, ", ") + " …"
	}
	return warnf(t.file, t.sheet, "", "%s %s read like the others (%s %s): a row hidden, or hidden by a filter, is read all the same; delete the rows that are not to be read",
		words.Count(n, "hidden row", "hidden rows"), words.Agree(n, "is", "are"), words.Agree(n, "row", "rows"), named)
}

// crosstableMerged is problems, those of a crosstable's sheet read by
// layout l, with the errors of its merged ranges over the read columns
// of its players' rows (docs/rules.d/xlsxio-read.md "Merged cells": a
// merged Name and Fed lost the player's federation). Ranges above the
// table (a title, the key/value block) and under it are left alone.
func (t *table) crosstableMerged(l *layout, players []*tableRow, problems Problems) Problems {
	if len(t.marks.merges) == 0 || len(players) == 0 {
		return problems
	}
	return t.mergedProblems(l, problems, func(r cellRange) bool {
		for _, p := range players {
			if p.num >= r.row1 && p.num <= r.row2 {
				return true
			}
		}
		return false
	})
}
