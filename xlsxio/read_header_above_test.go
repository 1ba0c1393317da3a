package xlsxio_test

import (
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// More files around the header row (docs/rules.d/xlsxio-read.md "Rows
// above the header row", "A header row repeated", "A key/value line that
// looks like a header row", "Ctrl-Z at the end of a CSV file"), from a
// re-tester: a block of small numbers above a list ("2025 | 4 | DEN")
// was taken for a game or a player and the file refused; "Code | DEN"
// above a game list made the file a rating list; a Ctrl-Z line ending in
// CRLF was a row; a header row pasted in another order gave an error for
// each of its cells and its rows were read in the wrong columns.

// aboveCase is a headerRowsCase that may also say the kind DetectKind
// tells (Unknown: not checked).
type aboveCase struct {
	headerRowsCase
	detect xlsxio.Kind
}

const (
	numbersAbove = "Year,Quarter,Federation\n2025,4,DEN\n\n"
	game3        = "105,106,1-0,2025-09-03\n"
	crlfGames    = "White,Black,Result,Finished\r\n101,102,1-0,2025-09-01\r\n103,104,0-1,2025-09-02\r\n"
)

var aboveCases = []aboveCase{
	// Rows above the header row that read as no record: read.
	{headerRowsCase: headerRowsCase{name: "Year, Quarter, Federation above games", kind: "games", content: numbersAbove + gamesHeader + game1 + game2, read: 2}, detect: xlsxio.GameListKind},
	{headerRowsCase: headerRowsCase{name: "Year, Quarter, Federation above a list", kind: "list", content: numbersAbove + listHeader + player1 + player2, read: 2}, detect: xlsxio.RatingListKind},
	{headerRowsCase: headerRowsCase{name: "a count of players above a list", kind: "list", content: "Rating list 2025/4\n83,players\n\n" + listHeader + player1 + player2, read: 2}},
	{headerRowsCase: headerRowsCase{name: "year, quarter and country above games", kind: "games", content: "2025,4,Denmark\n\n" + gamesHeader + game1 + game2, read: 2}, detect: xlsxio.GameListKind},
	{headerRowsCase: headerRowsCase{name: "a workbook's numbers above games", kind: "games", xlsx: true, content: numbersAbove + gamesHeader + game1 + game2, read: 2}},
	{headerRowsCase: headerRowsCase{name: "two IDs and no result above games", kind: "games", content: "101,102,*\n" + gamesHeader + game2, read: 1}},
	{headerRowsCase: headerRowsCase{name: "an ID and a name alone above a list", kind: "list", content: "101,Alpha,,,\n" + listHeader + player2, read: 1}},
	// Rows above the header row that read as records: refused.
	{headerRowsCase: headerRowsCase{name: "an unfinished game with a date above games", kind: "games", content: "101,102,,2025-09-01\n" + gamesHeader + game2, read: -1,
		want: []string{"A1/E:row 1 above the header row (row 2) holds a game"}}},
	{headerRowsCase: headerRowsCase{name: "a new player with a federation above a list", kind: "list", content: "101,Alpha,ENG\nID,Name,Fed\n102,Beta,GER\n", read: -1,
		want: []string{"A1/E:row 1 above the header row (row 2) holds a player"}}},
	// "Code | DEN" above a game list.
	{headerRowsCase: headerRowsCase{name: "Code above a game list", kind: "games", content: "Federation,Denmark\nCode,DEN\n\n" + gamesHeader + game1 + game2, read: 2}, detect: xlsxio.GameListKind},
	{headerRowsCase: headerRowsCase{name: "Code alone above a game list", kind: "games", content: "Code,DEN\n\n" + gamesHeader + game1, read: 1}, detect: xlsxio.GameListKind},
	{headerRowsCase: headerRowsCase{name: "a workbook's title and Code above a game list", kind: "games", xlsx: true, content: "Games Q4 2025\nFederation,Denmark\nCode,DEN\n\n" + gamesHeader + game1 + game2, read: 2}, detect: xlsxio.GameListKind},
	{headerRowsCase: headerRowsCase{name: "Code above a list", kind: "list", content: "Code,DEN\n\n" + listHeader + player1, read: 1}, detect: xlsxio.RatingListKind},
	// Ctrl-Z on a line of its own.
	{headerRowsCase: headerRowsCase{name: "Ctrl-Z and CRLF after the last line", kind: "games", content: crlfGames + "\x1a\r\n", read: 2}},
	{headerRowsCase: headerRowsCase{name: "Ctrl-Z, CRLF and blank lines", kind: "games", content: crlfGames + "\x1a\r\n\r\n\r\n", read: 2}},
	{headerRowsCase: headerRowsCase{name: "a list with a byte-order mark ending in Ctrl-Z and CRLF", kind: "list", content: "\ufeffID,Name,Rating,RD,Games\r\n101,Alpha,2400,50,100\r\n\x1a\r\n", read: 1}},
	{headerRowsCase: headerRowsCase{name: "Ctrl-Z ending the last line before its CRLF", kind: "games", content: strings.TrimSuffix(crlfGames, "\r\n") + "\x1a\r\n", read: 2}},
	{headerRowsCase: headerRowsCase{name: "a Ctrl-Z line before the last is a row, named in words", kind: "games", content: gamesHeader + game1 + "\x1a\r\n" + game2, read: 2,
		want: []string{"A3/E:White: the control character Ctrl-Z (0x1A) is not a number", "B3/E:Black is empty"}}},
	// Header rows pasted in.
	{headerRowsCase: headerRowsCase{name: "a header row in another order", kind: "games", content: gamesHeader + game1 + "Black,White,Result,Finished\n" + game2 + game3, read: 1,
		want: []string{"A3/E:row 3 is a header row (Black, White, Result, …) inside the data: two files pasted together? Its columns are in another order than those of the header row (row 1): Black in column A (row 1: B) and White in column B (row 1: A); the rows under it are not read. Put their values in the columns of row 1, then delete row 3"}}},
	{headerRowsCase: headerRowsCase{name: "a workbook's header row in another order", kind: "games", xlsx: true, content: gamesHeader + game1 + "Black,White,Result,Finished\n" + game2 + game3, read: 1,
		want: []string{"A3/E:row 3 is a header row (Black, White, Result, …) inside the data"}}},
	{headerRowsCase: headerRowsCase{name: "a shortened header row", kind: "games", content: "White,Black,Result,Finished,Section\n101,102,1-0,2025-09-01,A\nWhite,Black,Result,Finished\n" + game2 + game3, read: 3,
		want: []string{"A3/E:row 3 is a header row (White, Black, Result, …) inside the data: two files pasted together? Each column it heads is where the header row (row 1) heads it, so the rows under it are read; delete it"}}},
	{headerRowsCase: headerRowsCase{name: "a list's header row in another order", kind: "list", content: listHeader + player1 + "Name,ID,Rating,RD,Games\nBeta,102,2300,60,80\n", read: -1,
		want: []string{"A3/E:row 3 is a header row (Name, ID, Rating, …) inside the data: two files pasted together? Its columns are in another order than those of the header row (row 1): Name in column A (row 1: B) and ID in column B (row 1: A)"}}},
	{headerRowsCase: headerRowsCase{name: "a workbook list's header row in another order", kind: "list", xlsx: true, content: listHeader + player1 + "Name,ID,Rating,RD,Games\nBeta,102,2300,60,80\n", read: -1,
		want: []string{"A3/E:row 3 is a header row (Name, ID, Rating, …) inside the data"}}},
	{headerRowsCase: headerRowsCase{name: "a name in the White column is no header row", kind: "games", content: gamesHeader + "Smith,102,1-0,2025-09-01\n" + game2, read: 1,
		want: []string{"A2/E:White: \"Smith\" is not a player ID"}}},
}

// TestRowsAroundTheHeaderRowMore reads each file of aboveCases as
// TestRowsAroundTheHeaderRow does, and checks the kind DetectKind tells.
func TestRowsAroundTheHeaderRowMore(t *testing.T) {
	for _, tc := range aboveCases {
		t.Run(tc.name, func(t *testing.T) {
			path := headerRowsFile(t, tc.headerRowsCase)
			ps, read := readHeaderRowsCase(tc.kind, path)
			got := problemTexts(t, ps)
			if !matchProblems(got, tc.want) {
				t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
			if tc.read >= 0 && read != tc.read {
				t.Errorf("read %d records, want %d\n%v", read, tc.read, ps)
			}
			if tc.detect != xlsxio.Unknown {
				if kind, _ := xlsxio.DetectKind(path, xlsxio.ReadOptions{}); kind != tc.detect {
					t.Errorf("DetectKind: %v, want %v", kind, tc.detect)
				}
			}
		})
	}
}
