package xlsxio

import (
	"fmt"
	"strings"
)

// colMark is the decimal mark decided for one numeric column (decideMarks).
type colMark struct {
	mark DecimalMark
	// mixed marks a column whose ambiguous cells cannot be decided: they
	// are not read, and one error names the cells that conflict.
	mixed bool
}

// markSeen is the first cell of a column showing a mark one way.
type markSeen struct {
	text, ref string
	row       int
}

// columnEvidence collects what the cells of one column say about its
// decimal mark: by the mark a cell shows ('.' or ','), the first cell
// showing it, and the first cell of the ambiguous shape with that mark.
type columnEvidence struct {
	shown, ambiguous map[byte]markSeen
}

// decideMarks decides the decimal mark of each numeric column cols (schema
// indexes) from all its cells in rows, before any row is read
// (docs/rules.d/xlsxio-read.md, "Numbers as text"). Number cells of a
// workbook are unambiguous and say nothing; a text cell that shows its mark
// ("2412,5", "1.234,5", "1903.5678") fixes the column's mark, by which the
// ambiguous N.NNN / N,NNN cells are then read; with no such cell the file's
// mark (table.mark) decides. A column whose cells need both readings (a
// cell showing each mark, or with no cell showing one, ambiguous cells with
// both) is an error naming two of them: it is never guessed. The result is
// indexed by schema column; columns not in cols keep the file's mark.
func decideMarks(t *table, l *layout, rows []*tableRow, cols []int, problems *Problems) []colMark {
	marks := make([]colMark, len(l.pos))
	for i := range marks {
		marks[i].mark = t.mark
	}
	for _, i := range cols {
		if l.pos[i] < 0 {
			continue
		}
		ev := columnEvidence{shown: map[byte]markSeen{}, ambiguous: map[byte]markSeen{}}
		for _, r := range rows {
			ev.add(r.at(l.pos[i]), r.num)
		}
		marks[i] = ev.decide(t, l, i, problems)
	}
	return marks
}

// add records what one cell says.
func (ev *columnEvidence) add(c cell, row int) {
	if c.number || c.date {
		return
	}
	shown, ambiguous := markEvidence(c.text)
	seen := func() markSeen { return markSeen{text: trimSpace(c.text), ref: cellRef(c.col, row), row: row} }
	if _, ok := ev.shown[shown]; shown != 0 && !ok {
		ev.shown[shown] = seen()
	}
	if _, ok := ev.ambiguous[ambiguous]; ambiguous != 0 && !ok {
		ev.ambiguous[ambiguous] = seen()
	}
}

// decide turns the evidence of schema column i into its mark, adding the
// error of a mixed column. Cells that show their mark are read alike
// whatever the column's mark, so a column holding both "1.5" and "1,5" is
// read; only an ambiguous cell needs the mark, and it is refused when the
// column shows both or, showing none, has ambiguous cells of both kinds.
func (ev *columnEvidence) decide(t *table, l *layout, i int, problems *Problems) colMark {
	dot, dotOK := ev.shown['.']
	comma, commaOK := ev.shown[',']
	ambDot, ambDotOK := ev.ambiguous['.']
	ambComma, ambCommaOK := ev.ambiguous[',']
	switch {
	case dotOK && commaOK && (ambDotOK || ambCommaOK):
		amb := ambDot
		if !ambDotOK {
			amb = ambComma
		}
		msg := fmt.Sprintf("%s: %q in %s could be read two ways, and the column writes decimals both with a dot (%q in %s) and with a comma (%q in %s): type the numbers without thousands separators (%s) and with the same decimal mark throughout the column",
			l.heading[i], amb.text, amb.ref, dot.text, dot.ref, comma.text, comma.ref, ungroupedHint(amb))
		*problems = append(*problems, errorf(t.file, t.sheet, amb.ref, "%s", msg))
		return colMark{mark: t.mark, mixed: true}
	case dotOK:
		return colMark{mark: DecimalPoint}
	case commaOK:
		return colMark{mark: DecimalComma}
	case ambDotOK && ambCommaOK:
		*problems = append(*problems, mixedMarksProblem(t, l.heading[i], ambDot, ambComma))
		return colMark{mark: t.mark, mixed: true}
	}
	return colMark{mark: t.mark}
}

// mixedMarksProblem is the error of a column whose ambiguous cells a and b
// use different separators and no cell says which is the decimal mark, at
// the later of the two cells.
func mixedMarksProblem(t *table, heading string, a, b markSeen) *Problem {
	if b.row < a.row {
		a, b = b, a
	}
	msg := fmt.Sprintf("%s: %q in %s and %q in %s use different separators: one of them would be a decimal mark and the other a thousands separator, and no cell of the column shows which; type the numbers without thousands separators (%s) and with the same decimal mark throughout the column",
		heading, a.text, a.ref, b.text, b.ref, ungroupedHint(a, b))
	return errorf(t.file, t.sheet, b.ref, "%s", msg)
}

// ungroupedHint shows the ambiguous cells of a separator mix as they are
// typed without a thousands separator, from their own values: "2541, not
// 2.541, and 2501, not 2,501"; "2451, not 2.451 or 2,451" when both are
// one number. An ambiguous cell holds one separator between digits
// (markEvidence: N.NNN or N,NNN), which is taken out.
func ungroupedHint(cells ...markSeen) string {
	plain := func(s string) string { return strings.NewReplacer(".", "", ",", "").Replace(s) }
	if len(cells) == 2 && plain(cells[0].text) == plain(cells[1].text) {
		return fmt.Sprintf("%s, not %s or %s", plain(cells[0].text), cells[0].text, cells[1].text)
	}
	parts := make([]string, len(cells))
	for i, c := range cells {
		parts[i] = fmt.Sprintf("%s, not %s", plain(c.text), c.text)
	}
	return strings.Join(parts, ", and ")
}
