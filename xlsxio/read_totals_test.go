package xlsxio_test

import (
	"slices"
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// TestReadTotalsRow: a totals row under a rating list or a game list (a
// label such as "Total" or "Summe" in the first or a name column, sums in
// the number columns) is one error naming the row and the label's cell,
// not one error a cell with a hint that misleads ("is there a name in the
// ID column?"); it is never skipped. A row that only resembles one keeps
// its own errors.
func TestReadTotalsRow(t *testing.T) {
	const list = "ID,Name,Fed,Rating,RD,Games\n100001,\"Smith, John\",ENG,2400,50,30\n100002,\"Doe, Jane\",GER,2300,60,40\n"
	const games = "White,Black,Result,Finished\n100001,100002,1-0,2025-01-10\n100002,100001,1/2-1/2,2025-01-11\n"
	tests := []struct {
		name, kind, path string
		// want are the errors of the file, as cell and message.
		want [][2]string
	}{
		{"list, Total in the ID column", "list", writeTextFile(t, "l.csv", list+"Total,,,4700,110,70\n"),
			[][2]string{{"A4", `row 4 looks like a totals row ("Total" in A4), not a player: delete it`}}},
		{"list, Summe in the Name column", "list", writeTextFile(t, "l.csv", list+",Summe,,4700,110,70\n"),
			[][2]string{{"B4", `row 4 looks like a totals row ("Summe" in B4), not a player: delete it`}}},
		{"list, Gesamt: with a semicolon", "list", writeTextFile(t, "l.csv", "ID;Name;Rating;RD\n100001;Kovač;2400;50\n;GESAMT:;2400;50\n"),
			[][2]string{{"B3", `row 3 looks like a totals row ("GESAMT:" in B3), not a player: delete it`}}},
		{"list, Totals in a workbook", "list", writeXLSX(t, "l.xlsx", testSheet{"List", [][]any{
			{"ID", "Name", "Rating", "RD", "Games"},
			{100001, "Smith, John", 2400, 50, 30},
			{100002, "Doe, Jane", 2300, 60, 40},
			{"Totals", nil, 4700, 110, 70},
		}}), [][2]string{{"A4", `row 4 looks like a totals row ("Totals" in A4), not a player: delete it`}}},
		{"list, an error row before it keeps its error", "list", writeTextFile(t, "l.csv", list+"x7,\"Lee, Ann\",,2200,70,5\nTotal,,,6900,180,75\n"),
			[][2]string{{"A4", `ID: "x7" is not a player ID`}, {"A5", `row 5 looks like a totals row ("Total" in A5), not a player: delete it`}}},
		{"list, a player named Total with an ID is a player", "list", writeTextFile(t, "l.csv", list+"100003,Total,,2200,,5\n"),
			[][2]string{{"E4", "RD is empty but the player has a rating"}}},
		{"list, a label in another column is no totals row", "list", writeTextFile(t, "l.csv", list+",,Total,4700,110,70\n"),
			[][2]string{{"A4", "ID is empty"}, {"B4", "Name is empty"}, {"D4", "not a plausible rating"}}},
		{"list, a column without a heading is still warned about", "list", writeTextFile(t, "l.csv", "ID,Name,,Rating,RD,Games\n100001,Kovač,,2400,50,30\nTotal,,1,2400,50,30\n100002,Berg,7,2300,50,30\n"),
			[][2]string{{"A3", `row 3 looks like a totals row ("Total" in A3), not a player: delete it`}}},
		{"games, Total in White", "games", writeTextFile(t, "g.csv", games+"Total,,2,\n"),
			[][2]string{{"A4", `row 4 looks like a totals row ("Total" in A4), not a game: delete it`}}},
		{"games, Sum in a Tournament first column of a workbook", "games", writeXLSX(t, "g.xlsx", testSheet{"Games", [][]any{
			{"Tournament", "White", "Black", "Result"},
			{"WS/1", 100001, 100002, "1-0"},
			{"Sum", nil, nil, 1},
		}}), [][2]string{{"A3", `row 3 looks like a totals row ("Sum" in A3), not a game: delete it`}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ps, n := readKind(t, tt.kind, tt.path)
			if n != -1 {
				t.Errorf("read with %d records, want it refused", n)
			}
			var errs []*xlsxio.Problem
			for _, p := range asProblems(t, ps) {
				if p.Severity == xlsxio.Error {
					errs = append(errs, p)
				}
			}
			if strings.Contains(tt.name, "without a heading") && !slices.ContainsFunc(asProblems(t, ps), func(p *xlsxio.Problem) bool {
				return p.Severity == xlsxio.Warning && p.Cell == "C3" && strings.Contains(p.Msg, "no heading")
			}) {
				t.Errorf("no warning at C3 about the column without a heading: %v", ps)
			}
			if len(errs) != len(tt.want) {
				t.Fatalf("got %d errors, want %d: %v", len(errs), len(tt.want), ps)
			}
			for k, w := range tt.want {
				if errs[k].Cell != w[0] || !strings.Contains(errs[k].Msg, w[1]) {
					t.Errorf("error %d: %s: %s, want %s: %s", k, errs[k].Cell, errs[k].Msg, w[0], w[1])
				}
			}
		})
	}
}
