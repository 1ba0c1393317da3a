package xlsxio_test

import (
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// TestReadCSVShiftedRowOneProblem: a CSV row shifted by an unquoted
// separator has one problem, the shift error (docs/rules.d/xlsxio-read.md
// "CSV": shifted rows); its values, standing in the wrong columns, are not
// read. Before, the misplaced values gave follow-on errors and warnings
// (docs/cli.md's example: Rating "John", RD 2400, a column without a
// heading), while the problems of the other rows stay.
func TestReadCSVShiftedRowOneProblem(t *testing.T) {
	const commaQuote = `a value holding the separator (,) must be in quotes, as in "Smith, John"`
	tests := []struct {
		name, file, content string
		read                func(path string) xlsxio.Problems
		want                []string
	}{
		{"rating list (docs/cli.md)", "broken.csv", "ID,Name,Rating,RD\n100001,Smith, John,2400,50\n100002,Berg,2.451,60\n", shiftedList, []string{
			"broken.csv:E2: this line has 5 fields but the header row has 4 columns: " + commaQuote,
			"broken.csv:C3: Rating: 2.451 is not a plausible rating: expected a number from 500 to 3500 (leave the cell empty when there is none); if 2.451 means 2451, type it without the thousands separator",
		}},
		{"rating list, semicolons, an ambiguous number in the shifted row", "list.csv", "ID;Name;Fed;Rating;RD\n1;Smith; John;ENG;2.451;50\n2;Berg;NOR;2300,5;60\n3;Ek;SWE;2300;x\n", shiftedList, []string{
			`list.csv:F2: this line has 6 fields but the header row has 5 columns: a value holding the separator (;) must be in quotes, as in "Smith; John"`,
			`list.csv:E4: RD: "x" is not a number: expected digits such as 2412, 2412.5 or 2 412`,
		}},
		{"game list", "games.csv", "White,Black,Result,Finished,Tournament,White start rating\n1,2,1-0,2025-10-01,Spring Cup, A,2400\n3,4,0-1,2025-10-02,Spring Cup,2400\n5,5,1-0,,,\n", shiftedGames, []string{
			"games.csv:G2: this line has 7 fields but the header row has 6 columns: " + commaQuote,
			"games.csv:B4: Black: player 5 cannot be both White and Black (White is the same)",
		}},
		{"crosstable", "cross.csv", "Tournament,Spring Cup 2025\nStart,2025-01-10\n\nNo,ID,Name,Fed,Rating,Status,1,2,3,4,Score\n" +
			"1,100001,\"Smith, John\",ENG,2401,fixed,x,1,½,1,2½\n2,100002,Berg, Anna,NOR,2350,fixed,0,x,0,1,1\n" +
			"3,100003,\"Novak, Jan\",CZE,2290,published,½,1,x,0,1½\n4,100004,\"Weiß, Günter\",GER,2200,published,0,0,1,x,2\n", shiftedCross, []string{
			"cross.csv:L6: this line has 12 fields but the header row has 11 columns: " + commaQuote,
			"cross.csv:K8: Score 2 does not match the results of the row, which add up to 1",
		}},
		{"crosstable, the shift alone (not computed: a tester's \"results disagree: * against 0\")", "cross.csv", "Tournament,Cup\nStart,2024-01-15\nNo,ID,Name,Rating,Status,1,2,3\n" +
			"1,101,Smith, John,2400,fixed,x,1,1\n2,102,B,2300,fixed,0,x,1\n3,103,C,2200,fixed,0,0,x\n", shiftedCross, []string{
			"cross.csv:I4: this line has 9 fields but the header row has 8 columns: " + commaQuote,
		}},
	}
	for _, tt := range tests {
		path := writeTextFile(t, tt.file, tt.content)
		got := problemErrors(t, withoutNoGames(t, tt.read(path)))
		want := inDir(filepath.Dir(path), tt.want)
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: problems\n%s\nwant\n%s", tt.name, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}

// shiftedList, shiftedGames and shiftedCross read a file as a rating list, a game
// list and a crosstable, and return its problems.
func shiftedList(path string) xlsxio.Problems {
	_, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{Today: ymd(2026, 1, 15)})
	return ps
}

func shiftedGames(path string) xlsxio.Problems {
	_, ps := xlsxio.ReadGameList(path, xlsxio.ReadOptions{Today: ymd(2026, 1, 15)})
	return ps
}

func shiftedCross(path string) xlsxio.Problems {
	_, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{Today: ymd(2026, 1, 15)})
	return ps
}
