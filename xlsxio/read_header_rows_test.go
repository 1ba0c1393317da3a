package xlsxio_test

import (
	"strconv"
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// The rows around the header row (docs/rules.d/xlsxio-read.md "Rows
// above the header row", "A header row repeated", "A key/value line that
// looks like a header row", "CSV": Ctrl-Z; "A column without a heading"):
// a tester's sorted sheets lost the rows sorted above their header row
// without a word, two files pasted together gave a dozen errors none of
// which said so, a "Code | DEN" line above a list was taken for its
// header row, a DOS file's Ctrl-Z was read as a row, and a note beside a
// game list's last column was dropped silently.

const (
	gamesHeader = "White,Black,Result,Finished\n"
	game1       = "101,102,1-0,2025-09-01\n"
	game2       = "103,104,0-1,2025-09-02\n"
	listHeader  = "ID,Name,Rating,RD,Games\n"
	player1     = "101,Alpha,2400,50,100\n"
	player2     = "102,Beta,2300,60,80\n"
)

// headerRowsCase is one file of TestRowsAroundTheHeaderRow: its kind
// ("games", "list" or "crosstable"), its content as CSV text (written as
// a workbook's sheet when xlsx is set) and what reading it gives.
type headerRowsCase struct {
	name    string
	kind    string
	xlsx    bool
	content string
	// want are the problems, in order, as "CELL/E:words" or
	// "CELL/W:words"; with firstOnly, only the first error is compared.
	want      []string
	firstOnly bool
	// read is how many records were read (games, players), -1 not
	// checked.
	read int
}

var headerRowsCases = []headerRowsCase{
	{name: "a game above the header row", kind: "games", content: game1 + gamesHeader + game2, read: -1,
		want: []string{"A1/E:row 1 above the header row (row 2) holds a game: rows above the header row are not read; was the sheet sorted with its header row?"}},
	{name: "games sorted around the header row", kind: "games", content: game1 + game2 + game1 + game2 + game1 + gamesHeader + game2, read: -1,
		want: []string{"A1/E:rows 1, 2, 3 and 2 more above the header row (row 6) hold games"}},
	{name: "a workbook's games above the header row", kind: "games", xlsx: true, content: "\n" + game1 + gamesHeader + game2, read: -1,
		want: []string{"A2/E:row 2 above the header row (row 3) holds a game"}},
	{name: "a title, a blank row and a key/value line above games", kind: "games", content: "Games of period 2026/1\n\nFederation,Denmark\n" + gamesHeader + game1 + game2, read: 2},
	{name: "a player above the header row", kind: "list", content: player2 + listHeader + player1, read: -1,
		want: []string{"A1/E:row 1 above the header row (row 2) holds a player:"}},
	{name: "a workbook's players above the header row", kind: "list", xlsx: true, content: player2 + player1 + listHeader, read: -1,
		want: []string{"A1/E:rows 1 and 2 above the header row (row 3) hold players:", "A3/W:the list has no players"}},
	{name: "a title above a list", kind: "list", content: "Rating list 2026/1,,\n" + listHeader + player1 + player2, read: 2},
	{name: "a key/value line above a list headed Name first", kind: "list", content: "Period,2026\nName,ID,Rating,RD,Games\nAlpha,101,2400,50,100\n", read: 1},
	{name: "a player's row above a crosstable", kind: "crosstable", firstOnly: true, read: -1,
		content: "3,103,Gamma,2200,fixed,0,0,x\nTournament,Cup\nNo,ID,Name,Rating,Status,1,2,3\n1,101,Alpha,2400,fixed,x,1,1\n2,102,Beta,2300,fixed,0,x,1\n",
		want:    []string{"A1/E:row 1 above the header row (row 3) holds a player's row"}},
	{name: "a repeated header row of games", kind: "games", content: gamesHeader + game1 + gamesHeader + game2, read: 2,
		want: []string{"A3/E:row 3 repeats the header row (row 1): two files pasted together? Delete it"}},
	{name: "a repeated header row of a list", kind: "list", content: listHeader + player1 + "id, name ,Rating,RD,Games\n" + player2, read: -1, // no list: it has an error
		want: []string{"A3/E:row 3 repeats the header row (row 1)"}},
	{name: "a workbook's repeated header row", kind: "games", xlsx: true, content: gamesHeader + game1 + gamesHeader + game2, read: 2,
		want: []string{"A3/E:row 3 repeats the header row (row 1)"}},
	{name: "a key/value line headed Code above a list", kind: "list", content: "Federation,Denmark\nCode,DEN\n\n" + listHeader + player1 + player2, read: 2},
	{name: "a workbook's key/value line headed Code", kind: "list", xlsx: true, content: "Code,DEN\n" + listHeader + player1 + player2, read: 2},
	{name: "Ctrl-Z after the last line", kind: "games", content: gamesHeader + game1 + strings.TrimSuffix(game2, "\n") + "\r\n\x1a", read: 2},
	{name: "Ctrl-Z ending the last line", kind: "games", content: gamesHeader + game1 + strings.TrimSuffix(game2, "\n") + "\x1a", read: 2},
	{name: "Ctrl-Z in the middle is a row", kind: "games", content: gamesHeader + "\x1a\n" + game1, read: 1,
		want: []string{"A2/E:White: the control character Ctrl-Z (0x1A) is not a number", "B2/E:Black is empty"}},
	{name: "a note beside a workbook's last heading", kind: "games", xlsx: true, content: gamesHeader + game1 + "103,104,0-1,2025-09-02,disputed\n", read: 2,
		want: []string{"E3/W:this column has no heading, so its values are not read"}},
	{name: "a note in a column without a heading", kind: "games", content: "White,Black,,Result,Finished\n101,102,,1-0,2025-09-01\n103,104,disputed,0-1,2025-09-02\n105,106,again,0-1,2025-09-02\n", read: 3,
		want: []string{"C3/W:this column has no heading, so its values are not read"}},
}

// TestRowsAroundTheHeaderRow reads each file of headerRowsCases and
// compares its problems, as errors.As finds them, and what it read.
func TestRowsAroundTheHeaderRow(t *testing.T) {
	for _, tc := range headerRowsCases {
		t.Run(tc.name, func(t *testing.T) {
			path := headerRowsFile(t, tc)
			ps, read := readHeaderRowsCase(tc.kind, path)
			got := problemTexts(t, ps)
			if tc.firstOnly {
				got = firstError(t, ps)
			}
			if !matchProblems(got, tc.want) {
				t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
			if tc.read >= 0 && read != tc.read {
				t.Errorf("read %d records, want %d\n%v", read, tc.read, ps)
			}
		})
	}
}

// headerRowsFile writes the case's file: its content as a CSV file, or as
// the sheet Games of a workbook, each cell of digits a number cell.
func headerRowsFile(t *testing.T, tc headerRowsCase) string {
	if !tc.xlsx {
		return writeTextFile(t, "in.csv", tc.content)
	}
	var rows [][]any
	for _, line := range strings.Split(strings.TrimSuffix(tc.content, "\n"), "\n") {
		var row []any
		for _, v := range strings.Split(line, ",") {
			if n, err := strconv.Atoi(v); err == nil {
				row = append(row, n)
			} else if v == "" {
				row = append(row, nil)
			} else {
				row = append(row, v)
			}
		}
		rows = append(rows, row)
	}
	return writeXLSX(t, "in.xlsx", testSheet{name: "Games", rows: rows})
}

// readHeaderRowsCase reads path as a file of that kind, giving its
// problems and how many records it read without an error.
func readHeaderRowsCase(kind, path string) (xlsxio.Problems, int) {
	opt := xlsxio.ReadOptions{Today: ymd(2026, 1, 1)}
	switch kind {
	case "games":
		gl, ps := xlsxio.ReadGameListPartial(path, opt)
		if gl == nil {
			return ps, 0
		}
		return ps, gl.Count.Read
	case "list":
		rl, ps := xlsxio.ReadRatingList(path, opt)
		if rl == nil {
			return ps, 0
		}
		return ps, len(rl.Players)
	}
	cts, ps := xlsxio.ReadCrosstables(path, opt)
	return ps, len(cts)
}

// problemTexts are the problems as "CELL/E:message" (W for a warning),
// in order, as errors.As finds them.
func problemTexts(t *testing.T, ps xlsxio.Problems) []string {
	var out []string
	for _, p := range asProblems(t, ps) {
		if isNoGamesWarning(p) {
			continue
		}
		sev := "E"
		if p.Severity == xlsxio.Warning {
			sev = "W"
		}
		out = append(out, p.Cell+"/"+sev+":"+p.Msg)
	}
	return out
}

// firstError is the first error of ps as problemTexts writes it.
func firstError(t *testing.T, ps xlsxio.Problems) []string {
	errs := ps.Errors()
	if len(errs) == 0 {
		return nil
	}
	return problemTexts(t, errs[:1])
}

// matchProblems reports whether each of got begins as its want does up
// to the colon and holds the rest of it.
func matchProblems(got, want []string) bool {
	if len(got) != len(want) {
		return false
	}
	for i := range got {
		prefix, words, _ := strings.Cut(want[i], ":")
		if !strings.HasPrefix(got[i], prefix+":") || !strings.Contains(got[i], words) {
			return false
		}
	}
	return true
}
