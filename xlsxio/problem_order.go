package xlsxio

import (
	"cmp"
	"math"
	"slices"
	"strconv"
	"strings"
)

// InCellOrder is ps with each file's problems in the order of their
// places (Problem.Place; docs/cli.md "What every command does the same
// way"): by row, then column (an A1 cell; a text file's "line N, column
// M", a CSV file's "line N, column B" with line N as row N; a PGN file's
// "game N (line L)" by its line), as a person reads the file, not
// in the order the checks found them (a row's Rating and RD swapped
// said E2 before D2). The files, and a workbook's sheets, keep the order
// in which their first problem comes. A problem of a whole file or sheet
// (no cell) stays first when it came before every located one of its
// sheet, else last ("12 more lines with problems not listed" ends the
// file's list). ps is not changed.
func (ps Problems) InCellOrder() Problems {
	type key struct {
		group    int
		row, col int
		at       int
	}
	type sheetOf struct{ file, sheet string }
	groups := map[sheetOf]int{}
	located := map[int]bool{} // a group has had a located problem
	keys := make([]key, len(ps))
	for i, p := range ps {
		s := sheetOf{p.File, p.Sheet}
		g, ok := groups[s]
		if !ok {
			g = len(groups)
			groups[s] = g
		}
		row, col, ok := placeOf(p.Place())
		switch {
		case ok:
			located[g] = true
		case located[g]:
			row, col = math.MaxInt, math.MaxInt
		}
		keys[i] = key{g, row, col, i}
	}
	slices.SortFunc(keys, func(a, b key) int {
		return cmp.Or(cmp.Compare(a.group, b.group), cmp.Compare(a.row, b.row), cmp.Compare(a.col, b.col), cmp.Compare(a.at, b.at))
	})
	out := make(Problems, len(ps))
	for i, k := range keys {
		out[i] = ps[k.at]
	}
	return out
}

// ErrorsFirst is ps as the command line prints it and the app's Problems
// tab lists it: the errors, which stop the work, then the warnings, each
// in cell order (InCellOrder). ps is not changed.
func (ps Problems) ErrorsFirst() Problems {
	return append(ps.Errors().InCellOrder(), ps.Warnings().InCellOrder()...)
}

// Place is where the problem is: its Cell, or, for a problem of the text
// of a CSV file's line, which names its place at the start of its message
// (a quoted field not closed: "line 7, column B: …"; csvRead.lineError),
// that place ("line 7, column B", "line 7"); "" for a problem of a whole
// file or sheet. InCellOrder orders problems by it, so that a CSV file's
// line 7 comes after its cell E3 (a tester: it came first).
func (p *Problem) Place() string {
	if p.Cell != "" || !strings.HasPrefix(p.Msg, "line ") {
		return p.Cell
	}
	place, _, found := strings.Cut(p.Msg, ": ")
	if _, _, ok := placeOf(place); !found || !ok {
		return ""
	}
	return place
}

// CompareCells orders two places of one file as InCellOrder orders
// problems (docs/cli.md "What every command does the same way"): by
// row, then column, as placeOf reads them ("K10", "line 6, column 112",
// "game 5 (line 74)"); a place of no such form comes after every one
// that is, two of them equal. For slices.SortStableFunc, so that a
// message that lists places lists them as the file is read.
func CompareCells(a, b string) int {
	ra, ca, oka := placeOf(a)
	rb, cb, okb := placeOf(b)
	if !oka || !okb {
		return cmp.Compare(boolRank(!oka), boolRank(!okb))
	}
	return cmp.Or(cmp.Compare(ra, rb), cmp.Compare(ca, cb))
}

// boolRank is 1 for true, 0 for false.
func boolRank(b bool) int {
	if b {
		return 1
	}
	return 0
}

// placeOf reads a problem's cell as a row and a column: "C12" (A1, the
// column counted from 1), "line 14, column 112", "line 7, column B" (a
// CSV file's column, as letters: 2), "line 3" (column 0), "game 5 (line
// 74)" (line 74). ok is false for an empty cell or one of no such form.
func placeOf(cell string) (row, col int, ok bool) {
	if rest, found := strings.CutPrefix(cell, "game "); found {
		if _, line, found := strings.Cut(rest, "(line "); found {
			row, err := strconv.Atoi(strings.TrimSuffix(line, ")"))
			return row, 0, err == nil
		}
		return 0, 0, false
	}
	if rest, found := strings.CutPrefix(cell, "line "); found {
		line, column, hasCol := strings.Cut(rest, ", column ")
		row, err := strconv.Atoi(line)
		if err != nil {
			return 0, 0, false
		}
		if hasCol {
			col, err = strconv.Atoi(column)
		}
		if hasCol && err != nil {
			col, err = columnOf(column), nil
			if col == 0 || len(column) > 3 || strings.Trim(column, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" {
				return 0, 0, false
			}
		}
		return row, col, err == nil
	}
	return a1Place(cell)
}

// a1Place reads an A1 reference ("$" signs allowed) as a row and a
// column counted from 1.
func a1Place(cell string) (row, col int, ok bool) {
	col, row = splitRef(strings.ReplaceAll(cell, "$", ""))
	return row, col, col > 0 && row > 0
}
