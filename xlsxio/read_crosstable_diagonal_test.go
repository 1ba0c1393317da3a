package xlsxio_test

import (
	"fmt"
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// TestReadCrosstableDiagonalMarks: the diagonal (a player against himself)
// may be marked as TDs mark it — x, X, #, * (as Swiss-Manager and many
// crosstables print it: there is no game to be unfinished) or nothing —
// in a single and a double round, in a CSV file and a workbook
// (docs/rules.md §1.4 and "Crosstables", Result cells). A result on the
// diagonal is an error at its cell naming every mark accepted.
func TestReadCrosstableDiagonalMarks(t *testing.T) {
	tests := []struct {
		mark, double string
		wantErr      string // empty: the section reads
	}{
		{"x", "no", ""}, {"X", "no", ""}, {"#", "no", ""}, {"", "no", ""}, {"*", "no", ""},
		{" * ", "no", ""}, {"*", "yes", ""}, {"x", "yes", ""},
		{"1", "no", `the diagonal (No 1 against No 1) holds "1": expected x (or X, #, * or an empty cell)`},
		{"-", "yes", `the diagonal (No 1 against No 1) holds "-": expected x (or X, #, * or an empty cell)`},
		{"* *", "yes", `the diagonal (No 1 against No 1) holds "* *": expected x (or X, #, * or an empty cell)`},
	}
	for _, tt := range tests {
		two := "½"
		if tt.double == "yes" {
			two = "½ ½"
		}
		rows := [][]string{{"Tournament", "T"}, {"Double round", tt.double}, {"No", "Name", "1", "2", "3"},
			{"1", "A", tt.mark, two, two}, {"2", "B", two, "x", two}, {"3", "C", two, two, "x"}}
		for _, path := range []string{writeTextFile(t, "t.csv", csvOf(rows)), writeXLSX(t, "t.xlsx", sheetOf("T", rows))} {
			name := fmt.Sprintf("%s: diagonal %q, double %s", path[strings.LastIndex(path, "."):], tt.mark, tt.double)
			cts, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{})
			if tt.wantErr == "" {
				if ps.HasErrors() || len(cts) != 1 {
					t.Errorf("%s: problems %v, want the section read", name, ps)
				} else if finished, total := cts[0].Section.FinishedGames(); finished != total {
					t.Errorf("%s: %d of %d games finished, want all", name, finished, total)
				}
				continue
			}
			var at *xlsxio.Problem
			for _, p := range ps {
				if p.Cell == "C4" {
					at = p
				}
			}
			if at == nil || at.Severity != xlsxio.Error || at.Msg != tt.wantErr {
				t.Errorf("%s: problems %v, want an error at C4: %s", name, ps, tt.wantErr)
			}
		}
	}
}
