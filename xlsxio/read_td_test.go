package xlsxio_test

import (
	"encoding/csv"
	"os"
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// readKind reads a file as a rating list ("list"), a game list ("games")
// or crosstables ("cross") and returns its problems and how many records
// (players, games, sections) were read.
func readKind(t *testing.T, kind, path string) (xlsxio.Problems, int) {
	t.Helper()
	switch kind {
	case "games":
		gl, ps := xlsxio.ReadGameList(path, xlsxio.ReadOptions{})
		if gl == nil {
			return ps, -1
		}
		return ps, len(gl.Games)
	case "cross":
		cts, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{})
		return ps, len(cts)
	}
	rl, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
	if rl == nil {
		return ps, -1
	}
	return ps, len(rl.Players)
}

// TestReadTDFiles reads CSV files typed as tournament directors type them
// (issue 8, the tester's defects A1, A6, A10 and B2): each is read as
// meant or refused, never read "ok" with a number lost or bent. The old
// readers read every one of these without the problems wanted: a Rating
// column headed "Rating 2025/4" made every player unrated, 1.0E+05 was
// player 100000, a name shifted into Fed passed, an empty list was "ok".
func TestReadTDFiles(t *testing.T) {
	tests := []struct {
		name, kind, csv string
		want            []string
		records         int
	}{
		// A1: headings Rating Desk does not know.
		{"Rating 2025/4, no Rating column", "list", "ID,Name,Rating 2025/4,RD\n1,A,1900,80\n", []string{"C1/E"}, -1},
		{"Rd 2025/4 beside Rating", "list", "ID,Name,Rating,Rd 2025/4\n1,A,1900,80\n", []string{"A1/E", "D1/W"}, -1},
		{"Rating 2025/3 beside Rating", "list", "ID,Name,Rating,RD,Rating 2025/3\n1,A,1900,80,1890\n", []string{"E1/W"}, 1},
		{"ICCF rating Q4, the longest known heading", "list", "ID,Name,Rating,RD,ICCF rating Q4\n1,A,1900,80,1890\n", []string{"E1/W"}, 1},
		// A game list whose only dates are in a lookalike column would be
		// read without a finish date: refused, as a list's Rating.
		{"Date 2025 in a game list", "games", "White,Black,Result,Date 2025\n1,2,1-0,2025-01-01\n", []string{"D1/E"}, -1},
		{"Date 2025 beside Finished", "games", "White,Black,Result,Finished,Date 2025\n1,2,1-0,2025-01-01,2025-01-01\n", []string{"E1/W"}, 1},
		// Punctuation or a plural is no other heading (a tester: "Ratings"
		// left every player unrated, "Finished:" every game undated).
		{"Ratings", "list", "ID,Name,Ratings,Games\n1,A,1900,80\n", []string{"C1/E"}, -1},
		{"Rating: beside Rating exact", "list", "ID,Name,Rating:,RD,Rating exact\n1,A,1900,80,1900.2\n", []string{"C1/W"}, 1},
		{"Finished:", "games", "White,Black,Result,Finished:\n1,2,1-0,2025-01-01\n", []string{"D1/E"}, -1},
		{"Finish date", "games", "White,Black,Result,Finish date\n1,2,1-0,2025-01-01\n", nil, 1},
		{"other headings are no lookalikes", "list", "ID,Name,Notes,Nationality,Idea\n1,A,x,y,z\n", []string{"C1/W"}, 1},
		{"headings naming another value are no lookalikes", "games", "White,Black,Result,White name,Black name,Rating category\n1,2,1-0,A,B,C\n", []string{"F1/W"}, 1},
		{"Rating old is a lookalike", "list", "ID,Name,Rating,RD,Rating old\n1,A,1900,80,1890\n", []string{"E1/W"}, 1},
		{"no Rating column, rows with RD", "list", "ID,Name,RD\n1,A,80\n", []string{"A1/W"}, 1},
		{"Rating column empty, rows with RD", "list", "ID,Name,Rating,RD\n1,A,,80\n2,B,,\n", []string{"A1/W", "D2/W"}, 2},
		{"no ratings and no RDs", "list", "ID,Name\n1,A\n", nil, 1},
		// A6: scientific notation.
		{"ID 1.0E+05", "list", "ID,Name\n1.0E+05,A\n", []string{"A2/E"}, -1},
		{"rating 1.9e3", "list", "ID,Name,Rating,RD\n1,A,1.9e3,80\n", []string{"C2/E"}, -1},
		{"RD 8e1", "list", "ID,Name,Rating,RD\n1,A,1900,8e1\n", []string{"D2/E"}, -1},
		{"Games 2e1", "list", "ID,Name,Games\n1,A,2e1\n", []string{"C2/E"}, -1},
		{"White 1E5", "games", "White,Black,Result\n1E5,100002,1-0\n", []string{"A2/E"}, -1},
		{"substitute for 1E5", "games", "White,Black,Result,White substitute for\n1,2,1-0,1E5\n", []string{"D2/E"}, -1},
		// A10: Fed.
		{"Fed codes", "list", "ID,Name,Fed\n1,A,Player\n2,B,eng\n3,C,GB\n4,D,ICCF\n5,E,England\n6,F,EN1\n", []string{"C2/W", "C6/W", "C7/W"}, 6},
		// A forgotten result: a finish date but no result (read as not finished, with a warning).
		{"dated game without a result", "games", "White,Black,Result,Finished\n1,2,,2025-10-15\n3,4,1-0,2025-10-16\n", []string{"C2/W"}, 2},
		{"dated game marked *", "games", "White,Black,Result,Finished\n1,2,*,2025-10-15\n", []string{"C2/W"}, 1},
		{"undated game without a result", "games", "White,Black,Result,Finished\n1,2,,\n", nil, 1},
		// A note under a crosstable: a name and a rating, no player (a
		// TD's test read it as player 4, whose result column is missing).
		{"note with a rating under a crosstable", "cross", "Tournament,Spring Cup 2025\nType,Master norm\nStart,2025-01-10\n\n" +
			"No,ID,Name,Fed,Rating,Status,1,2,3,Score\n1,100001,Aa,ENG,2401,fixed,x,1,½,1½\n2,100002,Bb,NOR,2350,fixed,0,x,1,1\n" +
			"3,100003,Cc,CZE,2290,fixed,½,0,x,½\n,,Average rating,,2347,,,,,\n", []string{"C9/W"}, 1},
		{"a player without No and ID but with his Fed", "cross", "Tournament,Spring Cup 2025\nType,Master norm\nStart,2025-01-10\n\n" +
			"No,ID,Name,Fed,Rating,Status,1,2,Score\n1,100001,Aa,ENG,2401,fixed,x,,\n,,Bb,NOR,2350,fixed,,,\n", []string{"A7/E"}, 0},
		// B2: no data rows.
		{"header-only list", "list", "ID,Name\n", []string{"A1/W"}, 0},
		{"header and blank lines", "list", "ID,Name\n,\n\n", []string{"A1/W"}, 0},
		{"header-only game list", "games", "White,Black,Result\n", []string{"A1/W"}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeTextFile(t, "td.csv", tt.csv)
			ps, n := readKind(t, tt.kind, path)
			wantCells(t, ps, tt.want...)
			if n != tt.records {
				t.Errorf("read %q as %s: %d records, want %d (-1: refused)", tt.csv, tt.kind, n, tt.records)
			}
		})
	}
}

// TestReadTDWorkbookCells reads workbook cells as TDs' programs write them
// (A4, B1, B3): a formula never calculated, booleans in number and result
// columns, result columns headed by number cells stored as 1.0. The old
// reader read the formula as an empty cell (an unrated player), TRUE as 1
// (player 1, one game, a win) and refused the crosstable headed 1.0.
func TestReadTDWorkbookCells(t *testing.T) {
	const listSST = `<sst><si><t>ID</t></si><si><t>Name</t></si><si><t>Rating</t></si><si><t>RD</t></si><si><t>Games</t></si><si><t>Ann</t></si></sst>`
	listHead := `<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c><c r="E1" t="s"><v>4</v></c></row>`
	list := func(id, rating, games string) string {
		if games == "" {
			games = `<c r="E2"><v>40</v></c>` // a rated player's games (else a warning)
		}
		return `<worksheet><sheetData>` + listHead + `<row r="2">` + id + `<c r="B2" t="s"><v>5</v></c>` + rating +
			`<c r="D2"><v>80</v></c>` + games + `</row></sheetData></worksheet>`
	}
	const crossSST = `<sst><si><t>No</t></si><si><t>Name</t></si><si><t>Ann</t></si><si><t>Bob</t></si><si><t>x</t></si>` +
		`<si><t>Tournament</t></si><si><t>Cup</t></si></sst>`
	cross := func(h1, h2, d3, c4 string) string {
		return `<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>5</v></c><c r="B1" t="s"><v>6</v></c></row>` +
			`<row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" t="s"><v>1</v></c>` +
			`<c r="C2"><v>` + h1 + `</v></c><c r="D2"><v>` + h2 + `</v></c></row>` +
			`<row r="3"><c r="A3"><v>1</v></c><c r="B3" t="s"><v>2</v></c><c r="C3" t="s"><v>4</v></c>` + d3 + `</row>` +
			`<row r="4"><c r="A4"><v>2</v></c><c r="B4" t="s"><v>3</v></c>` + c4 + `<c r="D4" t="s"><v>4</v></c></row>` +
			`</sheetData></worksheet>`
	}
	id := `<c r="A2"><v>100001</v></c>`
	rating := `<c r="C2"><v>1900</v></c>`
	tests := []struct {
		name, kind, sheet, sst string
		want                   []string
		records                int
	}{
		{"formula without a value", "list", list(id, `<c r="C2"><f>1800+100</f></c>`, ""), listSST, []string{"C2/E"}, -1},
		{"shared formula without a value", "list", list(id, `<c r="C2"><f t="shared" si="0"/></c>`, ""), listSST, []string{"C2/E"}, -1},
		{"formula with its value", "list", list(id, `<c r="C2"><f>1800+100</f><v>1900</v></c>`, ""), listSST, nil, 1},
		{"text formula without a value", "list", list(id, rating, `<c r="E2" t="str"><f>"1"&amp;"2"</f></c>`), listSST, []string{"E2/E"}, -1},
		{"ID TRUE", "list", list(`<c r="A2" t="b"><v>1</v></c>`, rating, ""), listSST, []string{"A2/E"}, -1},
		{"Games TRUE", "list", list(id, rating, `<c r="E2" t="b"><v>1</v></c>`), listSST, []string{"E2/E"}, -1},
		{"ID stored as 1E+5 in a number cell", "list", list(`<c r="A2"><v>1E+5</v></c>`, rating, ""), listSST, nil, 1},
		{"result TRUE", "cross", cross("1", "2", `<c r="D3" t="b"><v>1</v></c>`, `<c r="C4"><v>0</v></c>`), crossSST, []string{"D3/E"}, -1},
		{"result columns headed 1.0 and 2.0", "cross", cross("1.0", "2.0", `<c r="D3"><v>1</v></c>`, `<c r="C4"><v>0</v></c>`), crossSST, nil, 1},
	}
	base := baseWorkbook(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeBytes(t, "td.xlsx", handWorkbook(t, base, tt.sheet, tt.sst))
			ps, n := readKind(t, tt.kind, path)
			wantCells(t, ps, tt.want...)
			if tt.records >= 0 && n != tt.records || tt.records < 0 && n > 0 {
				t.Errorf("read %q as %s: %d records, want %d (-1: refused)", tt.name, tt.kind, n, tt.records)
			}
		})
	}
}

// TestReadTDSheets reads workbooks with more than one sheet holding a
// list (A3). The old reader read the first silently, and refused a
// workbook whose first sheet was headed "ID | Remark".
func TestReadTDSheets(t *testing.T) {
	listRows := func(name string) [][]any {
		return [][]any{{"ID", "Name"}, {100001, name}}
	}
	tests := []struct {
		name      string
		sheets    []testSheet
		want      []string
		wantSheet string
	}{
		{"two rating lists", []testSheet{{"2025-3", listRows("Old")}, {"2025-4", listRows("New")}}, []string{"/W"}, "2025-3"},
		{"three rating lists", []testSheet{{"A", listRows("A")}, {"B", listRows("B")}, {"C", listRows("C")}}, []string{"/W"}, "A"},
		{"an ID sheet without names first", []testSheet{{"Info", [][]any{{"ID", "Remark"}, {1, "x"}}}, {"Ratings", listRows("Ann")}}, nil, "Ratings"},
		{"one list and notes", []testSheet{{"Notes", [][]any{{"Remark"}}}, {"Ratings", listRows("Ann")}}, nil, "Ratings"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeXLSX(t, "sheets.xlsx", tt.sheets...)
			rl, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
			wantCells(t, ps, tt.want...)
			if rl == nil || rl.Sheet != tt.wantSheet {
				t.Fatalf("ReadRatingList(%q) read sheet %v, want %q", tt.name, rl, tt.wantSheet)
			}
		})
	}
}

// TestReadNameInIDColumn: a name in an ID column (White, Black, ID) is
// said to be what it most likely is, a name in the wrong column, not "not
// a number"; an ID in scientific notation keeps its own message.
func TestReadNameInIDColumn(t *testing.T) {
	tests := []struct {
		kind, csv, cell, want string
	}{
		{"games", "White,Black,Result\n\"Horvat, Ivan\",100002,1-0\n", "A2", `White: "Horvat, Ivan" is not a player ID: expected an ICCF ID, a positive whole number such as 100001 (is there a name in the ID column?)`},
		{"games", "White,Black,Result\n100001,Kovač,1-0\n", "B2", `Black: "Kovač" is not a player ID`},
		{"list", "ID,Name\nHorvat,Ivan\n", "A2", `ID: "Horvat" is not a player ID`},
		{"games", "White,Black,Result\n1E5,100002,1-0\n", "A2", `White: "1E5"`},
	}
	for _, tt := range tests {
		ps, n := readKind(t, tt.kind, writeTextFile(t, "td.csv", tt.csv))
		if n != -1 {
			t.Errorf("read %q as %s: %d records, want it refused", tt.csv, tt.kind, n)
		}
		found := false
		for _, p := range ps {
			if p.Cell == tt.cell && strings.Contains(p.Msg, tt.want) {
				found = true
			}
		}
		if !found {
			t.Errorf("read %q as %s: problems %v, want one at %s saying %q", tt.csv, tt.kind, ps, tt.cell, tt.want)
		}
	}
}

// TestReadEmptyFile: a file of 0 bytes is refused as empty, whatever it
// is read as, not as a file without a header row.
func TestReadEmptyFile(t *testing.T) {
	for _, kind := range []string{"list", "games", "cross"} {
		ps, n := readKind(t, kind, writeTextFile(t, "empty.csv", ""))
		if n > 0 || len(ps) != 1 || !strings.Contains(ps[0].Msg, "the file is empty (0 bytes)") {
			t.Errorf("read an empty file as %s: %d records, problems %v; want it refused as empty", kind, n, ps)
		}
	}
}

// TestNoGamesColumn: a rating list with ratings and no Games column (the
// tester's list headed ID, Name, Elo, RD, and a German list headed
// Partien) is read with 0 games a player, which makes every rating
// unpublished (Rules 1.4); it gets a warning at its header row saying so
// (docs/rules.d/xlsxio-read.md, "A list without game counts"), in the
// streamed CSV reading and in the workbook reading alike.
func TestNoGamesColumn(t *testing.T) {
	tests := []struct {
		name, csv string
		warned    bool
	}{
		{"Elo and RD, no Games", "ID,Name,Elo,RD\n100001,\"Berg, Anna\",2541,60\n", true},
		// Partien holds game counts: an error instead (TestUnreadColumns).
		{"German headings", "ID;Name;Land;Titel;Elo;RD;Partien\n100001;Berg, Anna;GER;IM;2541;60;212\n", false},
		{"German headings, Partien not counts", "ID;Name;Land;Titel;Elo;RD;Partien\n100001;Berg, Anna;GER;IM;2541;60;viele\n", true},
		{"Games column", "ID,Name,Rating,RD,Games\n100001,A,2541,60,212\n", false},
		{"Gms column", "ID,Name,Rating,RD,Gms\n100001,A,2541,60,\n", false},
		{"no ratings (new players)", "ID,Name\n100001,A\n", false},
		{"Rating column empty", "ID,Name,Rating\n100001,A,\n", false},
	}
	for _, tt := range tests {
		for _, ext := range []string{".csv", ".xlsx"} {
			path := writeTextFile(t, "list.csv", tt.csv)
			if ext == ".xlsx" {
				path = csvAsWorkbook(t, path)
			}
			_, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
			var warned []string
			for _, p := range asProblems(t, ps) {
				if isNoGamesWarning(p) {
					warned = append(warned, p.Cell)
				}
			}
			if got := len(warned) == 1 && warned[0] == "A1"; got != tt.warned || len(warned) > 1 {
				t.Errorf("%s (%s): no-Games warning at %v, want one at A1: %v\n%v", tt.name, ext, warned, tt.warned, ps)
			}
		}
	}
}

// csvAsWorkbook writes the CSV file at path (comma or semicolon) as a
// workbook of one sheet of text cells, and returns the workbook's path.
func csvAsWorkbook(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	r := csv.NewReader(strings.NewReader(string(data)))
	if strings.Count(string(data), ";") > strings.Count(string(data), ",") {
		r.Comma = ';'
	}
	records, err := r.ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	sheet := testSheet{name: "List"}
	for _, rec := range records {
		row := make([]any, len(rec))
		for i, v := range rec {
			row[i] = v
		}
		sheet.rows = append(sheet.rows, row)
	}
	return writeXLSX(t, "list.xlsx", sheet)
}

// TestSecondHeaderRow: a workbook list whose headings span two rows
// (merged cells: "Rating" over "Elo | RD", a TD's test) is refused with an
// error at the second row naming its headings, and without the "no RD
// column" error whose hint (a default RD) would throw the RDs away; a
// list whose first row under the header is a player is not.
func TestSecondHeaderRow(t *testing.T) {
	two := writeXLSX(t, "two.xlsx", testSheet{name: "Liste", rows: [][]any{
		{"ID", "Name", "Rating", nil}, {nil, nil, "Elo", "RD"}, {100001, "Aa, Ann", 2400, 60},
	}})
	_, ps := xlsxio.ReadRatingList(two, xlsxio.ReadOptions{})
	var second, noRD bool
	for _, p := range asProblems(t, ps) {
		second = second || p.Cell == "C2" && strings.Contains(p.Msg, "headings (Elo, RD) under the header row 1")
		noRD = noRD || strings.Contains(p.Msg, "no RD column")
	}
	if !second || noRD {
		t.Errorf("two header rows: second-row error %v, no-RD error %v; want the first alone\n%v", second, noRD, ps)
	}
	one := writeXLSX(t, "one.xlsx", testSheet{name: "Liste", rows: [][]any{
		{"ID", "Name", "Rating", "RD", "Games"}, {100001, "Aa, Ann", 2400, 60, 40},
	}})
	if _, ps := xlsxio.ReadRatingList(one, xlsxio.ReadOptions{}); len(ps) != 0 {
		t.Errorf("one header row: problems %v, want none", ps)
	}
}

func TestReadListEmptyGamesOfARatedPlayer(t *testing.T) {
	// A rated player's forgotten Games cell reads as 0 games, which
	// unpublishes the rating (Rules 1.4): a warning at the cell (a tester:
	// check said ok and the new list called him unpublished). An unrated
	// player's empty Games is nothing; so is a list without the column.
	tests := []struct {
		name, csv string
		want      []string
	}{
		{"rated, Games empty", "ID,Name,Rating,RD,Games\n1,A,2412,45,\n2,B,2100,50,40\n", []string{"E2"}},
		{"unrated, Games empty", "ID,Name,Rating,RD,Games\n1,A,,,\n2,B,2100,50,40\n", nil},
	}
	for _, tt := range tests {
		_, ps := xlsxio.ReadRatingList(writeTextFile(t, "list.csv", tt.csv), xlsxio.ReadOptions{})
		var got []string
		for _, p := range ps {
			if strings.Contains(p.Msg, "Games is empty for a player with a rating") {
				got = append(got, p.Cell)
			}
		}
		if strings.Join(got, " ") != strings.Join(tt.want, " ") {
			t.Errorf("%s: warnings at %q, want %q (%v)", tt.name, got, tt.want, ps)
		}
	}
}

func TestRDReadWithTheOtherMarkSaysSo(t *testing.T) {
	// A semicolon file's "51.358" reads as 51358, the dot a thousands
	// separator: the hint names the decimal mark, not a separator to
	// delete (a tester: "if 51.358 means 51358" pointed the other way).
	_, ps := xlsxio.ReadRatingList(writeTextFile(t, "list.csv", "ID;Name;Rating;RD;Games\n100001;A;2412;51.358;40\n"), xlsxio.ReadOptions{})
	errs := ps.Errors()
	if len(errs) != 1 || !strings.Contains(errs[0].Msg, `51.358 was read as 51358, its "." as a thousands separator`) || strings.Contains(errs[0].Msg, "means 51358") {
		t.Errorf("errors %v, want one naming the decimal mark", errs)
	}
}

func TestIDWithAnApostrophe(t *testing.T) {
	// A spreadsheet's text prefix typed into a CSV file is named as such,
	// not answered with examples of decimals (a tester).
	_, ps := xlsxio.ReadRatingList(writeTextFile(t, "list.csv", "ID,Name,Rating,RD,Games\n'100003,A,2100,50,40\n"), xlsxio.ReadOptions{})
	errs := ps.Errors()
	if len(errs) != 1 || errs[0].Cell != "A2" || !strings.Contains(errs[0].Msg, "(delete the apostrophe)") || strings.Contains(errs[0].Msg, "2412.5") {
		t.Errorf("errors %v, want one at A2 saying to delete the apostrophe", errs)
	}
}

func TestGameListResultReadInTheWrongCharset(t *testing.T) {
	// "Â½-Â½" is ½-½ of a UTF-8 file read as Latin-1: the error says the
	// character set is wrong, as a crosstable's does (a tester).
	_, ps := xlsxio.ReadGameList(writeTextFile(t, "games.csv", "White,Black,Result,Finished\n100001,100002,Â½-Â½,2025-10-01\n"), xlsxio.ReadOptions{})
	errs := ps.Errors()
	if len(errs) != 1 || errs[0].Cell != "C2" || !strings.Contains(errs[0].Msg, "the file's character set looks wrong") {
		t.Errorf("errors %v, want one at C2 saying the character set looks wrong", errs)
	}
}

func TestEmptyPGNAndTRF(t *testing.T) {
	// An empty .pgn or .trf is said to hold nothing, not to be of a kind
	// of file Rating Desk cannot read (a tester).
	for name, want := range map[string]string{"empty.pgn": "the file holds no game", "empty.trf": "the file holds no player line"} {
		_, ps := xlsxio.DetectKind(writeTextFile(t, name, ""), xlsxio.ReadOptions{})
		if errs := ps.Errors(); len(errs) != 1 || !strings.Contains(errs[0].Msg, want) {
			t.Errorf("DetectKind(%s) = %v, want %q", name, errs, want)
		}
	}
}
