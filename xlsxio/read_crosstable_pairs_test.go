package xlsxio_test

import (
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// TestCrosstablePairsAndNames: every disagreeing game of a double round's
// pair is reported, but a pair whose two games agree with their order
// swapped is one error at each cell, giving the other cell's games from
// this cell's side too (a tester: four errors, showing "1, 0 here and 1, 0
// in H12"); a game without a result in either cell of a section with a
// Finished date is a warning naming both cells; a name given twice
// without IDs to tell the rows apart is a warning naming both cells
// (testers: only game 1 was reported, and check said ok of the other two).
func TestCrosstablePairsAndNames(t *testing.T) {
	const block = "Tournament,Cup\nSection,A\nStart,2025-01-10\n"
	tests := []struct {
		name, content string
		want          []string // "CELL/E or W:words", in order
	}{
		{"double round, order swapped", block + "Double round,yes\nNo,ID,Name,Rating,Status,1,2,3\n" +
			"1,101,A,2400,fixed,x,1 ½,½ ½\n2,102,B,2300,fixed,½ 0,x,1 1\n3,103,C,2350,fixed,½ ½,0 0,x\n", []string{
			"G6/E:No 1 against No 2 is 1, ½ here but ½, 0 in F7 (No 2 against No 1), which is ½, 1 from No 1's side: the two games agree with their order swapped",
			"F7/E:No 2 against No 1 is ½, 0 here but 1, ½ in G6 (No 1 against No 2), which is 0, ½ from No 2's side: the two games agree with their order swapped",
		}},
		{"double round, one cell swapped (a tester: 1, 0 and 1, 0 shown)", block + "Double round,yes\nNo,ID,Name,Rating,Status,1,2,3\n" +
			"1,101,A,2400,fixed,x,1 0,½ ½\n2,102,B,2300,fixed,1 0,x,1 1\n3,103,C,2350,fixed,½ ½,0 0,x\n", []string{
			"G6/E:No 1 against No 2 is 1, 0 here but 1, 0 in F7 (No 2 against No 1), which is 0, 1 from No 1's side: the two games agree with their order swapped, game 1 in one cell being game 2 in the other; write the games in the same order in both cells, game 1 first",
			"F7/E:No 2 against No 1 is 1, 0 here but 1, 0 in G6 (No 1 against No 2), which is 0, 1 from No 2's side",
		}},
		{"double round, two games wrong", block + "Double round,yes\nNo,ID,Name,Rating,Status,1,2,3\n" +
			"1,101,A,2400,fixed,x,1 1,½ ½\n2,102,B,2300,fixed,1 1,x,1 1\n3,103,C,2350,fixed,½ ½,0 0,x\n", []string{
			"G6/E:game 1: No 1 against No 2 is 1 here but 1 in F7 (No 2 against No 1): the two cells must agree (1 with 0, ½ with ½, + with -, empty with empty)",
			"F7/E:game 1:", "G6/E:game 2:", "F7/E:game 2:",
		}},
		{"finished with a game without a result", block + "Finished,2025-10-10\nNo,ID,Name,Rating,Status,1,2,3\n" +
			"1,101,A,2400,fixed,x,1,\n2,102,B,2300,fixed,0,x,1\n3,103,C,2350,fixed,*,0,x\n", []string{
			"H6/W:No 1 against No 3 has no result, here or in F8, but the section is declared finished (Finished 2025-10-10)",
		}},
		{"running, a game without a result", block + "No,ID,Name,Rating,Status,1,2,3\n" +
			"1,101,A,2400,fixed,x,1,\n2,102,B,2300,fixed,0,x,1\n3,103,C,2350,fixed,,0,x\n", nil},
		{"a name twice without IDs", block + "No,ID,Name,Rating,Status,1,2,3\n" +
			"1,,Anna,2400,fixed,x,1,½\n2,,Bert,2300,fixed,0,x,1\n3,,anna ,2400,fixed,½,0,x\n", []string{
			`C7/W:Name "anna" is given twice: also in C5`,
		}},
		{"a name twice, one ID", block + "No,ID,Name,Rating,Status,1,2,3\n" +
			"1,101,Anna,2400,fixed,x,1,½\n2,,Bert,2300,fixed,0,x,1\n3,,Anna,2400,fixed,½,0,x\n", []string{
			`C7/W:Name "Anna" is given twice: also in C5`,
		}},
		{"namesakes with IDs", block + "No,ID,Name,Rating,Status,1,2,3\n" +
			"1,101,Anna,2400,fixed,x,1,½\n2,102,Bert,2300,fixed,0,x,1\n3,103,Anna,2400,fixed,½,0,x\n", nil},
	}
	for _, tt := range tests {
		path := writeTextFile(t, "cup.csv", tt.content)
		_, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{})
		var got []string
		for _, p := range ps {
			sev := "E"
			if p.Severity == xlsxio.Warning {
				sev = "W"
			}
			got = append(got, p.Cell+"/"+sev+":"+p.Msg)
		}
		ok := len(got) == len(tt.want)
		for i := 0; ok && i < len(got); i++ {
			ok = strings.HasPrefix(got[i], tt.want[i])
		}
		if !ok {
			t.Errorf("ReadCrosstables(%s) = %q, want %q", tt.name, got, tt.want)
		}
	}
}
