package xlsxio

import "testing"

// TestDecideMarksNumberCells: a workbook number cell is read as stored and
// says nothing about its column's mark (its text has a decimal point by
// the file format, not by the person who typed it). The xlsx reader marks
// such cells (cell.number).
func TestDecideMarksNumberCells(t *testing.T) {
	tests := []struct {
		name  string
		cells []cell
		want  DecimalMark
		mixed bool
	}{
		{"number cells say nothing", []cell{{text: "1903.5678", number: true}, {text: "2.451"}}, DecimalComma, false},
		{"text cells decide", []cell{{text: "1903.5678"}, {text: "2.451"}}, DecimalPoint, false},
		{"ambiguous both ways", []cell{{text: "2.451"}, {text: "2,301"}}, DecimalComma, true},
		{"date cells say nothing", []cell{{text: "45000.5", date: true}, {text: "2,301"}}, DecimalComma, false},
	}
	for _, tt := range tests {
		tb := &table{file: "t.xlsx", sheet: "S", mark: DecimalComma}
		var rows []*tableRow
		for k, c := range tt.cells {
			rows = append(rows, &tableRow{num: k + 2, cells: []cell{c}})
		}
		l := &layout{pos: []int{0}, heading: []string{"Rating"}}
		var ps Problems
		got := decideMarks(tb, l, rows, []int{0}, &ps)
		if got[0].mark != tt.want || got[0].mixed != tt.mixed || ps.HasErrors() != tt.mixed {
			t.Errorf("decideMarks(%s) = %+v, %v, want mark %v mixed %v", tt.name, got[0], ps, tt.want, tt.mixed)
		}
	}
}

// TestNumberCellWholeNumber: a number cell holding 2.412 in a whole-number
// column is not a whole number (its dot is a decimal point), while the text
// "2.412" is 2412.
func TestNumberCellWholeNumber(t *testing.T) {
	for _, tt := range []struct {
		c    cell
		want int64
		g    got
	}{
		{cell{text: "2.412", number: true}, 0, gotBad},
		{cell{text: "2.412"}, 2412, gotValue},
		{cell{text: "2412", number: true}, 2412, gotValue},
	} {
		tb := &table{file: "t.xlsx", sheet: "S"}
		var ps Problems
		rr := &rowReader{t: tb, l: &layout{pos: []int{0}, heading: []string{"Games"}}, r: &tableRow{num: 2, cells: []cell{tt.c}}, problems: &ps}
		if v, g := rr.integer(0); v != tt.want || g != tt.g {
			t.Errorf("integer(%+v) = %v, %v, want %v, %v", tt.c, v, g, tt.want, tt.g)
		}
	}
}

// FuzzMarkEvidence: a number reads the same under both marks unless
// markEvidence calls it ambiguous, so deciding a column's mark from its
// ambiguous cells alone never changes another cell; a text that shows a
// mark reads as a number.
func FuzzMarkEvidence(f *testing.F) {
	for _, s := range []string{"2.451", "2,301", "2412,5", "1.234,5", "1 234,56", "1903.5678", "1,234,567", "-2.451", "1.5E-05", "007", ".5"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, errP := ParseNumber(s, DecimalPoint)
		c, errC := ParseNumber(s, DecimalComma)
		shown, amb := markEvidence(s)
		if (errP == nil) != (errC == nil) {
			t.Fatalf("ParseNumber(%q) errors %v / %v differ by mark", s, errP, errC)
		}
		if errP == nil && p != c && amb == 0 {
			t.Fatalf("ParseNumber(%q) = %v / %v by mark, but markEvidence says not ambiguous", s, p, c)
		}
		if (shown != 0 || amb != 0) && errP != nil {
			t.Fatalf("markEvidence(%q) = %q, %q for a text that is no number", s, shown, amb)
		}
	})
}
