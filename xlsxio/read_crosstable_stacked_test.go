package xlsxio_test

import (
	"slices"
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// TestCrosstableStackedTables: a second crosstable pasted below the first
// on one sheet is one error at its header row, naming the sheet (or the
// CSV file) and the rows of the second table, instead of an error for
// each of its rows (a tester); the first table's own problems are still
// said, and nothing is read. A player's row with Withdrawn "no" and a
// win is no header row.
func TestCrosstableStackedTables(t *testing.T) {
	const first = "Tournament,Cup\nSection,A\nStart,2025-01-10\nNo,ID,Name,Rating,Status,1,2,3\n" +
		"1,101,A,2400,fixed,x,1,½\n2,102,B,2300,fixed,0,x,1\n3,103,C,2200,fixed,½,0,x\n"
	const second = "Tournament,Cup\nSection,B\nStart,2025-01-10\nNo,ID,Name,Rating,Status,1,2\n" +
		"1,201,D,2400,fixed,x,1\n2,202,E,2300,fixed,0,x\n"
	const stackedMsg = "row 12 repeats the header row (row 4): a second table is pasted below the first, but a CSV file holds one section; move the second table, rows 9 to 14 with its Tournament and Section, to a file of its own (its rows are not read)"
	tests := []struct {
		name, content string
		want          []string // "CELL:message" (the start of it), in any order
	}{
		{"key block between", first + "\n" + second, []string{"A12:" + stackedMsg}},
		{"header row right under", first + "No,ID,Name,Rating,Status,1,2\n1,201,D,2400,fixed,x,1\n2,202,E,2300,fixed,0,x\n",
			[]string{"A8:row 8 repeats the header row (row 4): a second table is pasted below the first, but a CSV file holds one section; move the second table, rows 8 to 10, to a file of its own (its rows are not read)"}},
		{"an error of the first table too", strings.Replace(first, "2,102,B,2300", "2,102,B,23x0", 1) + "\n" + second,
			[]string{`D6:Rating: "23x0" is not a number`, "A12:" + stackedMsg}},
		{"blank rows between, no key block", first + "\n\n" + second[strings.Index(second, "No,"):],
			[]string{"A10:row 10 repeats the header row (row 4): a second table is pasted below the first, but a CSV file holds one section; move the second table, rows 10 to 12, to a file of its own (its rows are not read)"}},
		{"withdrawn no and a win", "Tournament,Cup\nStart,2025-01-10\nNo,ID,Name,Withdrawn,1,2\n1,101,A,no,x,1\n2,102,B,no,0,x\n", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeTextFile(t, "cup.csv", tt.content)
			cts, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{})
			var got []string
			for _, p := range ps {
				got = append(got, p.Cell+":"+p.Msg)
			}
			ok := len(got) == len(tt.want)
			for _, w := range tt.want {
				ok = ok && slices.ContainsFunc(got, func(g string) bool { return strings.HasPrefix(g, w) })
			}
			if !ok {
				t.Errorf("ReadCrosstables(%s) = %q, want %q", tt.name, got, tt.want)
			}
			if (len(cts) == 1) != (len(tt.want) == 0) {
				t.Errorf("ReadCrosstables(%s) = %d sections, want %d", tt.name, len(cts), map[bool]int{true: 1, false: 0}[len(tt.want) == 0])
			}
		})
	}
}

// TestCrosstableStackedSheet: in a workbook the error names the sheet,
// the rows of the second table are counted (not read), and another
// sheet's problems are said with it.
func TestCrosstableStackedSheet(t *testing.T) {
	rows := func(sec string, ids ...int) [][]any {
		out := [][]any{{"Tournament", "Cup"}, {"Section", sec}, {"Start", "2025-01-10"}, {"No", "ID", "Name", "Rating", "Status", "1", "2"}}
		return append(out, []any{1, ids[0], "A", 2400, "fixed", "x", 1}, []any{2, ids[1], "B", 2300, "fixed", 0, "x"})
	}
	stacked := append(rows("A", 101, 102), []any{}, []any{"Cup 2025, group B"})
	stacked = append(stacked, rows("B", 201, 202)[3:]...)
	bad := rows("C", 301, 302)
	bad[5][5] = "1" // 2 against 1 is 1, as 1 against 2
	path := writeXLSX(t, "cup.xlsx", testSheet{"GM-A", stacked}, testSheet{"GM-C", bad})
	cts, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{})
	if cts != nil {
		t.Errorf("ReadCrosstables = %d sections, want none", len(cts))
	}
	want := `row 9 repeats the header row (row 4): a second table is pasted below the first, but sheet "GM-A" holds one section; move the second table, rows 8 to 11 with its title line, to a sheet of its own (its rows are not read)`
	found, other := false, false
	for _, p := range ps {
		switch {
		case p.Sheet == "GM-A" && p.Cell == "A9" && p.Msg == want:
			found = true
		case p.Sheet == "GM-A" && p.Severity == xlsxio.Error:
			t.Errorf("another error on the sheet of the stacked tables: %v", p)
		case p.Sheet == "GM-C":
			other = true
		}
	}
	if !found || !other {
		t.Errorf("ReadCrosstables problems = %v, want %q at GM-A!A9 and the problems of GM-C", ps, want)
	}
}
