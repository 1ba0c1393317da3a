package xlsxio_test

import (
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// allProblemsTable is a four-player section as a user typed it (the
// semicolon CSV of the user test: decimal commas, a key block above the
// table), with the result cells of rows No 1 … No 4 given by the test.
func allProblemsTable(results [4]string, scores [4]string) [][]string {
	rows := [][]string{
		{"Tournament", "Spring Cup 2025"}, {"Section", "A"}, {"Type", "Open class"}, {"Start", "2025-01-10"}, {},
		{"No", "ID", "Name", "Fed", "Rating", "Status", "1", "2", "3", "4", "Score"},
	}
	people := [4][]string{
		{"1", "100001", "Smith, John", "ENG", "2401", "fixed"},
		{"2", "100002", "Berg, Anna", "NOR", "2350,0", "fixed"},
		{"3", "100003", "Novak, Jan", "CZE", "2290", "published"},
		{"4", "100004", "Weiß, Günter", "GER", "2200", "published"},
	}
	for i, p := range people {
		row := append(append([]string{}, p...), strings.Split(results[i], " ")...)
		rows = append(rows, append(row, scores[i]))
	}
	return rows
}

// semicolonCSV joins rows as a semicolon-separated file.
func semicolonCSV(rows [][]string) string {
	var b strings.Builder
	for _, r := range rows {
		b.WriteString(strings.Join(r, ";") + "\n")
	}
	return b.String()
}

// TestReadCrosstableAllProblemsAtOnce: a result cell that does not read
// keeps only the checks that need it from running (docs/formats.md
// "General rules": all problems at once). Before, one unreadable cell
// stopped the mirror and Score checks of the whole table, and the
// disagreement of H7 and G8 showed only once J8 was corrected; a No in
// error or a result column not headed kept every result cell from being
// read.
func TestReadCrosstableAllProblemsAtOnce(t *testing.T) {
	const notResult = `No 2 against No 4: "1:0" is not a crosstable result: expected 1, ½ (0.5, 1/2, =), 0, + or - (1F, 0F) for a forfeit, * or an empty cell when not finished, or x on the diagonal; in a double round two of them, such as 1 ½, ==, 10 or ½/½`
	const agree = "(1 with 0, ½ with ½, + with -, empty with empty)"
	scores := [4]string{"2,5", "1", "1,5", "1"}
	tests := []struct {
		name    string
		results [4]string
		scores  [4]string
		want    []string // cell: message
		// fix, when set, changes the rows before they are written.
		fix func(rows [][]string)
	}{
		{"user test: J8 unreadable, H7 and G8 both a win", [4]string{"x 1 ½ 1", "1 x 0 1:0", "½ 1 x 0", "0 0 1 x"}, scores, []string{
			"J8: " + notResult,
			"H7: No 1 against No 2 is 1 here but 1 in G8 (No 2 against No 1): the two cells must agree " + agree,
			"G8: No 2 against No 1 is 1 here but 1 in H7 (No 1 against No 2): the two cells must agree " + agree,
		}, nil},
		{"a wrong Score in another row", [4]string{"x 1 ½ 1", "0 x 0 1:0", "½ 1 x 0", "0 0 1 x"}, [4]string{"2,5", "1", "2", "1"}, []string{
			"J8: " + notResult,
			"K9: Score 2 does not match the results of the row, which add up to 1½",
		}, nil},
		{"the Score of the row with the bad cell is not checked", [4]string{"x 1 ½ 1", "0 x 0 1:0", "½ 1 x 0", "0 0 1 x"}, [4]string{"2,5", "7", "1,5", "1"}, []string{
			"J8: " + notResult,
		}, nil},
		{"a bad diagonal and a disagreement", [4]string{"x 1 ½ 1", "0 1 0 1", "½ 1 x ½", "0 0 1 x"}, [4]string{"", "", "", ""}, []string{
			`H8: the diagonal (No 2 against No 2) holds "1": expected x (or X, #, * or an empty cell)`,
			"J9: No 3 against No 4 is ½ here but 1 in I10 (No 4 against No 3): the two cells must agree " + agree,
			"I10: No 4 against No 3 is 1 here but ½ in J9 (No 3 against No 4): the two cells must agree " + agree,
		}, nil},
		// A disagreement leaves both cells read: the Scores of their rows
		// are still checked (crosstables.md "Score": only a cell that
		// could not be read keeps its row's Score from the check), and
		// here tell which of the two cells is wrong (G8, as K8 says).
		{"a disagreement keeps the Scores of its rows checked", [4]string{"x 1 ½ 1", "1 x 0 1", "½ 1 x 0", "0 0 1 x"}, [4]string{"2,5", "1", "1,5", "1"}, []string{
			"H7: No 1 against No 2 is 1 here but 1 in G8 (No 2 against No 1): the two cells must agree " + agree,
			"G8: No 2 against No 1 is 1 here but 1 in H7 (No 1 against No 2): the two cells must agree " + agree,
			"K8: Score 1 does not match the results of the row, which add up to 2",
		}, nil},
		// Either row claiming No 2 may be the one meant: neither is
		// compared, the pairs of No 1 and No 4 are.
		{"a No given twice", [4]string{"x 1 ½ 1", "0 x 0 1:0", "½ 1 x 0", "1 0 1 x"}, [4]string{"", "", "", ""}, []string{
			"A9: No 2 is given twice: also in A8",
			"J7: No 1 against No 4 is 1 here but 1 in G10 (No 4 against No 1): the two cells must agree " + agree,
			"G10: No 4 against No 1 is 1 here but 1 in J7 (No 1 against No 4): the two cells must agree " + agree,
		}, func(rows [][]string) { rows[8][0] = "2" }},
		{"a result column not headed", [4]string{"x 1 ½ 1", "0 x 0 1:0", "½ 1 x 0", "1 0 1 x"}, [4]string{"", "", "", ""}, []string{
			// Every headed column not read is a warning (2026-11-27, a tester).
			`I6: warning: column I "Three" is not read: it is not a heading of a crosstable (No, ID, Name, Fed, Title, Rating, Status, Games, FIDE, Withdrawn, Score, and the result columns headed 1 to N); if it holds one of these, head it so`,
			"A6: the header row has no result column headed 3: one result column per player, headed 1 to 4",
			"J8: " + notResult,
			"J7: No 1 against No 4 is 1 here but 1 in G10 (No 4 against No 1): the two cells must agree " + agree,
			"G10: No 4 against No 1 is 1 here but 1 in J7 (No 1 against No 4): the two cells must agree " + agree,
		}, func(rows [][]string) { rows[5][8] = "Three" }},
	}
	for _, tt := range tests {
		rows := allProblemsTable(tt.results, tt.scores)
		if tt.fix != nil {
			tt.fix(rows)
		}
		files := map[string]string{
			writeTextFile(t, "cross.csv", semicolonCSV(rows)): "cross.csv:",
			writeXLSX(t, "cross.xlsx", sheetOf("Cup", rows)):  "cross.xlsx:Cup!",
		}
		for path, prefix := range files {
			cts, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{})
			if cts != nil {
				t.Errorf("%s %s: read a crosstable despite the errors", tt.name, prefix)
			}
			got := problemErrors(t, ps)
			want := make([]string, len(tt.want))
			for k, w := range tt.want {
				want[k] = path + strings.TrimPrefix(prefix, filepath.Base(path)) + w // the path as given
			}
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("%s %s: problems\n%s\nwant\n%s", tt.name, prefix, strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		}
	}
}
