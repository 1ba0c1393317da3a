package xlsxio_test

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

func TestReadGameListWorkedExample(t *testing.T) {
	path := filepath.Join("..", "testdata", "worked-example", "games.csv")
	gl, ps := xlsxio.ReadGameList(path, xlsxio.ReadOptions{})
	noErrors(t, ps)
	wantCells(t, ps)
	want := []engine.Game{
		{White: 100001, Black: 100002, Outcome: engine.WhiteWins, Finished: ymd(2025, 9, 15), Tournament: "Worked example", Section: "A",
			Origin: engine.Origin{File: path, Cell: "C2"}, Cells: cellsABD(2)},
		{White: 100003, Black: 100001, Outcome: engine.Draw, Finished: ymd(2025, 10, 15), Tournament: "Worked example", Section: "A",
			Origin: engine.Origin{File: path, Cell: "C3"}, Cells: cellsABD(3)},
		{White: 100001, Black: 100004, Outcome: engine.BlackWins, Finished: ymd(2025, 11, 15), Tournament: "Worked example", Section: "A",
			Origin: engine.Origin{File: path, Cell: "C4"}, Cells: cellsABD(4)},
	}
	if !reflect.DeepEqual(gl.Games, want) {
		t.Errorf("games %+v, want %+v", gl.Games, want)
	}
}

func TestReadGameListAllColumns(t *testing.T) {
	path := writeXLSX(t, "games.xlsx",
		testSheet{name: "Ratings", rows: [][]any{{"ID", "Name"}, {1, "A"}}},
		testSheet{name: "Results", rows: [][]any{
			{"Tournament: WC 40 final"}, // a key/value block above the header
			{"Black start rating", "Res", "White ID", "Black ID", "Event", "Group", "Event type", "End date",
				"White start rating", "White substitute for", "Black substitute for", "Remark"},
			{2450, "1/2-1/2", 1, 2, "WC 40", "Final", "WC final", ymd(2025, 10, 1), "2500", 3, nil, "ok"},
			{nil, "+/-", "4", "5", nil, nil, nil, "2025-10-02", nil, nil, 6, nil},
			{nil, "*", 7, 8, nil, nil, nil, nil, nil, nil, nil, nil},
			{nil, nil, 9, 10, nil, nil, nil, nil, nil, nil, nil, nil},
		}})
	gl, ps := xlsxio.ReadGameList(path, xlsxio.ReadOptions{})
	noErrors(t, ps)
	if gl.Sheet != "Results" || len(gl.Games) != 4 {
		t.Fatalf("sheet %q, %d games, want Results, 4", gl.Sheet, len(gl.Games))
	}
	g := gl.Games[0]
	want := engine.Game{White: 1, Black: 2, Outcome: engine.Draw, Finished: ymd(2025, 10, 1), Tournament: "WC 40", Section: "Final",
		Type: "WC final", WhiteStart: 2500, BlackStart: 2450, WhiteSubFor: 3,
		Origin: engine.Origin{File: path, Sheet: "Results", Cell: "B3"},
		Cells:  engine.GameCells{Row: 3, Cols: &engine.GameColumns{engine.FieldWhite: "C", engine.FieldBlack: "D", engine.FieldFinished: "H", engine.FieldWhiteSubFor: "J", engine.FieldBlackSubFor: "K", engine.FieldWhiteStart: "I", engine.FieldBlackStart: "A"}}}
	if !reflect.DeepEqual(g, want) {
		t.Errorf("game 1 = %+v, want %+v", g, want)
	}
	if g := gl.Games[1]; g.Outcome != engine.WhiteWinsForfeit || g.BlackSubFor != 6 || !g.Finished.Equal(ymd(2025, 10, 2)) {
		t.Errorf("game 2 = %+v, want a forfeit on 2025-10-02 with Black substituting for 6", g)
	}
	if g := gl.Games[2]; g.Outcome != engine.Unfinished || !g.Finished.IsZero() {
		t.Errorf("game 3 = %+v, want unfinished and undated", g)
	}
	if g := gl.Games[3]; g.Outcome != engine.Unfinished {
		t.Errorf("game 4 = %+v, want an empty result read as unfinished", g)
	}
}

func TestReadGameListAllProblems(t *testing.T) {
	path := writeTextFile(t, "games.csv", strings.Join([]string{
		"White;Black;Result;Finished;White start rating;White substitute for;Black substitute for",
		"1;2;1-0;2025-10-01;;;",
		"1;1;1-0;;;;",           // B3 same player
		";2;1-0;;;;",            // A4 empty White
		"x;2;0-1;;;;",           // A5 not a number
		"1;2;1;;;;",             // C6 single-cell form
		"1;2;2-0;;;;",           // C7 no result
		"1;2;1-0;31.11.2025;;;", // D8 no such day
		"1;2;1-0;;-5;;",         // E9 start rating
		"1;2;1-0;;;1;",          // F10 substitute for himself
		"1;2;1-0;;;;1",          // G11 substitute for the opponent
		"1;0;1-0;;;;",           // B12 ID 0
		"",
		"3;4;½-½;2025-11-30;2412,5;;", // fine (decimal comma in a semicolon file)
	}, "\n"))
	gl, ps := xlsxio.ReadGameList(path, xlsxio.ReadOptions{})
	if gl != nil {
		t.Error("ReadGameList returned a list despite errors")
	}
	wantCells(t, ps, "B3/E", "A4/E", "A5/E", "C6/E", "C7/E", "D8/E", "E9/E", "F10/E", "G11/E", "B12/E")
}

func TestReadGameListResultTurnedIntoDate(t *testing.T) {
	path := writeXLSX(t, "games.xlsx", testSheet{name: "G", rows: [][]any{
		{"White", "Black", "Result"},
		{1, 2, styledCell{value: 36526, builtIn: 14}}, // 1-0 typed into a date-formatted column
		{3, 4, "1-0"},
	}})
	_, ps := xlsxio.ReadGameList(path, xlsxio.ReadOptions{})
	wantCells(t, ps, "C2/E")
}

func TestReadGameListHeaderProblems(t *testing.T) {
	tests := []struct {
		name, content string
		want          []string
	}{
		{"no result column", "White,Black\n1,2\n", []string{"A1/E"}},
		{"duplicate", "White,Black,Result,Res\n1,2,1-0,1-0\n", []string{"D1/E"}},
		{"rating list", "ID,Name\n1,A\n", []string{"/E"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			gl, ps := xlsxio.ReadGameList(writeTextFile(t, "g.csv", tt.content), xlsxio.ReadOptions{})
			if gl != nil {
				t.Error("got a game list despite errors")
			}
			wantCells(t, ps, tt.want...)
		})
	}
}

func TestReadGameListDateSerialWarning(t *testing.T) {
	path := writeTextFile(t, "g.csv", "White,Black,Result,Date\n1,2,1-0,45931\n")
	gl, ps := xlsxio.ReadGameList(path, xlsxio.ReadOptions{})
	noErrors(t, ps)
	wantCells(t, ps, "D2/W")
	if !gl.Games[0].Finished.Equal(ymd(2025, 10, 1)) {
		t.Errorf("serial 45931 read as %v, want 2025-10-01", gl.Games[0].Finished)
	}
}

// cellsABD are the cells of a game list row whose White, Black and
// Finished columns are A, B and D.
func cellsABD(row int) engine.GameCells {
	return engine.GameCells{Row: row, Cols: &engine.GameColumns{engine.FieldWhite: "A", engine.FieldBlack: "B", engine.FieldFinished: "D"}}
}

// TestReadGameListPartial: a game list with errors in some rows comes back
// from ReadGameListPartial with the games of its other rows, so that they
// can be checked across with the file's errors (a game given twice);
// ReadGameList gives no list. An error of the columns (no Result column)
// gives no list either way. Read as a whole table (.xlsx) and streamed
// (.csv) alike.
func TestReadGameListPartial(t *testing.T) {
	const header = "White,Black,Result,Finished\n"
	rows := "1,2,1-0,2025-10-01\n3,4,2-0,2025-10-02\n5,6,0-1,2025-10-03\n"
	for _, tc := range []struct {
		name, text string
		want       []string // the Origins of the games kept; nil: no list
	}{
		{"row error", header + rows, []string{"C2", "C4"}},
		{"column error", "White,Black,Finished\n1,2,2025-10-01\n", nil},
	} {
		for _, path := range []string{writeTextFile(t, "games.csv", tc.text), csvAsXLSX(t, tc.text)} {
			gl, ps := xlsxio.ReadGameListPartial(path, xlsxio.ReadOptions{})
			if !ps.HasErrors() {
				t.Fatalf("%s %s: no error in %v", tc.name, filepath.Ext(path), ps)
			}
			var got []string
			if gl != nil {
				got = []string{}
				for _, g := range gl.Games {
					got = append(got, g.Origin.Cell)
				}
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("ReadGameListPartial(%s %s) kept games at %v, want %v", tc.name, filepath.Ext(path), got, tc.want)
			}
			if gl, _ := xlsxio.ReadGameList(path, xlsxio.ReadOptions{}); gl != nil {
				t.Errorf("ReadGameList(%s %s) = a list with errors", tc.name, filepath.Ext(path))
			}
		}
	}
}

// csvAsXLSX writes the rows of a CSV text as the sheet of a workbook.
func csvAsXLSX(t *testing.T, text string) string {
	t.Helper()
	var rows [][]any
	for _, line := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		var row []any
		for _, f := range strings.Split(line, ",") {
			row = append(row, f)
		}
		rows = append(rows, row)
	}
	return writeXLSX(t, "games.xlsx", testSheet{name: "Games", rows: rows})
}
