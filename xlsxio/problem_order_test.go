package xlsxio_test

import (
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// TestProblemsInCellOrder checks that each file's problems come by row,
// then column, whatever order the checks found them in (a tester: a row
// said E2 before D2, a crosstable H11 before G8), the files and sheets in
// the order they first come, a problem of the whole file first or last
// as it came.
func TestProblemsInCellOrder(t *testing.T) {
	p := func(file, sheet, cell string) *xlsxio.Problem {
		return &xlsxio.Problem{File: file, Sheet: sheet, Cell: cell, Msg: "m"}
	}
	tests := []struct {
		name string
		in   xlsxio.Problems
		want string
	}{
		{"a row's cells", xlsxio.Problems{p("l.csv", "", "E2"), p("l.csv", "", "D2")}, "l.csv:D2 l.csv:E2"},
		{"crosstable", xlsxio.Problems{p("x.xlsx", "GM", "H11"), p("x.xlsx", "GM", "G8"), p("x.xlsx", "GM", "F9"), p("x.xlsx", "GM", "J10")},
			"x.xlsx:GM!G8 x.xlsx:GM!F9 x.xlsx:GM!J10 x.xlsx:GM!H11"},
		{"columns past Z", xlsxio.Problems{p("l.csv", "", "AA3"), p("l.csv", "", "Z3"), p("l.csv", "", "B10"), p("l.csv", "", "C9")}, "l.csv:Z3 l.csv:AA3 l.csv:C9 l.csv:B10"},
		{"files keep their order", xlsxio.Problems{p("b.csv", "", "C5"), p("a.csv", "", "B2"), p("b.csv", "", "A2")}, "b.csv:A2 b.csv:C5 a.csv:B2"},
		{"sheets keep their order", xlsxio.Problems{p("x.xlsx", "S2", "A9"), p("x.xlsx", "S1", "A1"), p("x.xlsx", "S2", "A3")}, "x.xlsx:S2!A3 x.xlsx:S2!A9 x.xlsx:S1!A1"},
		{"whole file first and last", xlsxio.Problems{p("g.csv", "", ""), p("g.csv", "", "D7"), p("g.csv", "", "B3"), p("g.csv", "", "")},
			"g.csv g.csv:B3 g.csv:D7 g.csv"},
		{"TRF lines and columns", xlsxio.Problems{p("t.trf", "", "line 14, column 112"), p("t.trf", "", "line 14, column 9"), p("t.trf", "", "line 3")},
			"t.trf:line 3 t.trf:line 14, column 9 t.trf:line 14, column 112"},
		{"CSV line problems by their line", xlsxio.Problems{
			{File: "q.csv", Msg: "line 7, column B: m"}, p("q.csv", "", "E3"), {File: "q.csv", Msg: "line 2: m"}, p("q.csv", "", "A7"), p("q.csv", "", "C7"), p("q.csv", "", "")},
			"q.csv: line 2 q.csv:E3 q.csv:A7 q.csv: line 7, column B q.csv:C7 q.csv"},
		{"a message that names no place", xlsxio.Problems{p("q.csv", "", "B3"), {File: "q.csv", Msg: "lines 4 and 5: m"}}, "q.csv:B3 q.csv: lines 4 and 5"},
		{"PGN games by line", xlsxio.Problems{p("g.pgn", "", "game 10 (line 120)"), p("g.pgn", "", "game 2 (line 13)")}, "g.pgn:game 2 (line 13) g.pgn:game 10 (line 120)"},
	}
	for _, tt := range tests {
		var got []string
		for _, q := range tt.in.InCellOrder() {
			got = append(got, strings.TrimSuffix(q.Error(), ": m"))
		}
		if strings.Join(got, " ") != tt.want {
			t.Errorf("InCellOrder(%s) = %q, want %q", tt.name, strings.Join(got, " "), tt.want)
		}
	}
}

// TestProblemPlace: a problem's place is its cell, or the line a CSV
// file's problem of the text of a line names at the start of its
// message.
func TestProblemPlace(t *testing.T) {
	tests := []struct {
		p    xlsxio.Problem
		want string
	}{
		{xlsxio.Problem{Cell: "E3", Msg: "line 2: m"}, "E3"},
		{xlsxio.Problem{Msg: "line 7, column B: the quoted field that begins here is not closed"}, "line 7, column B"},
		{xlsxio.Problem{Msg: "line 12: a byte Windows-1252 does not define"}, "line 12"},
		{xlsxio.Problem{Msg: "lines 4 and 5: m"}, ""},
		{xlsxio.Problem{Msg: "line of text: m"}, ""},
		{xlsxio.Problem{Msg: "the file is empty"}, ""},
	}
	for _, tt := range tests {
		if got := tt.p.Place(); got != tt.want {
			t.Errorf("Problem{Cell: %q, Msg: %q}.Place() = %q, want %q", tt.p.Cell, tt.p.Msg, got, tt.want)
		}
	}
}

// ErrorsFirst: the errors in cell order, then the warnings in cell
// order, as the CLI prints them and the app's Problems tab lists them.
func TestProblemsErrorsFirst(t *testing.T) {
	e := func(cell string) *xlsxio.Problem { return &xlsxio.Problem{File: "x.csv", Cell: cell, Msg: "e"} }
	w := func(cell string) *xlsxio.Problem {
		return &xlsxio.Problem{File: "x.csv", Cell: cell, Msg: "w", Severity: xlsxio.Warning}
	}
	in := xlsxio.Problems{w("B9"), e("K10"), e("I12"), w("A2"), e("L9"), e("L12")}
	var got []string
	for _, q := range in.ErrorsFirst() {
		got = append(got, q.Cell+q.Msg)
	}
	if want := "L9e K10e I12e L12e A2w B9w"; strings.Join(got, " ") != want {
		t.Errorf("ErrorsFirst = %q, want %q", strings.Join(got, " "), want)
	}
	if in[0].Cell != "B9" {
		t.Errorf("ErrorsFirst changed its receiver")
	}
}

// TestCompareCells: places of one file in the order InCellOrder gives
// their problems, by row and then column, a place of no known form last
// (a tester: a TRF's undated games were listed as line 6, column 152
// before column 112).
func TestCompareCells(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"line 6, column 152", "line 6, column 112", 1},
		{"line 6, column 182", "line 7, column 122", -1},
		{"line 6", "line 6, column 1", -1},
		{"M10", "K10", 1},
		{"L11", "T10", 1},
		{"Z3", "AA3", -1},
		{"game 2 (line 13)", "game 10 (line 120)", -1},
		{"K10", "K10", 0},
		{"", "K10", 1},
		{"K10", "nowhere", -1},
		{"", "nowhere", 0},
		{"line 7, column B", "line 7, column AA", -1},
		{"line 7, column C", "C7", 0},
		{"line 7, column b", "A1", 1},
	}
	for _, tt := range tests {
		if got := xlsxio.CompareCells(tt.a, tt.b); got != tt.want {
			t.Errorf("CompareCells(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}
