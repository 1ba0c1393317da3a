package xlsxio_test

import (
	"math"
	"os"
	"path/filepath"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// Seeds shared by the fuzz tests.
const (
	fuzzListCSV = "ID,Name,Fed,Title,Rating,RD,Games,Rating exact,RD exact,FIDE,Last game,Running\n" +
		"100001,\"Example, Player\",ENG,,1900,76,40,1900,75.99342076785332,,2025-05-20,no\n" +
		"100002,\"First, Opponent\",GER,SIM,1750,150,14,1750,150,,20.05.2025,yes\n"
	fuzzGamesCSV = "White,Black,Result,Finished,Tournament,Section,White start rating,Black substitute for\n" +
		"100001,100002,1-0,2025-09-15,Worked example,A,2400,\n" +
		"100003,100001,½-½,15/10/2025,Worked example,A,,100009\n"
)

// checkRatingList asserts what every ReadRatingList result must satisfy:
// errors give no list; no errors give a well-formed one.
func checkRatingList(t *testing.T, list *xlsxio.RatingList, ps xlsxio.Problems) {
	t.Helper()
	checkProblems(t, ps)
	if ps.HasErrors() {
		if list != nil {
			t.Fatalf("a list despite errors:\n%v", ps)
		}
		return
	}
	if list == nil {
		t.Fatalf("no list and no error; problems:\n%v", ps)
	}
	if len(list.Players) != len(list.Rows) {
		t.Fatalf("%d players but %d rows", len(list.Players), len(list.Rows))
	}
	seen := map[engine.PlayerID]bool{}
	for i, p := range list.Players {
		if p.ID <= 0 || seen[p.ID] {
			t.Fatalf("player %d: ID %d not positive or not unique", i, p.ID)
		}
		seen[p.ID] = true
		if p.Name == "" || p.Games < 0 || p.FIDE < 0 {
			t.Fatalf("player %+v: empty name or negative count", p)
		}
		if p.Rated && (!(p.Rating > 0) || !(p.RD > 0) || math.IsInf(p.Rating, 0) || math.IsInf(p.RD, 0)) {
			t.Fatalf("rated player %+v without a finite positive rating and RD", p)
		}
		if len(list.Rows[i].Extra) != len(list.ExtraHeaders) || list.Rows[i].Origin.Cell == "" {
			t.Fatalf("row %d: %d extra values for %d headers, origin %+v", i, len(list.Rows[i].Extra), len(list.ExtraHeaders), list.Rows[i].Origin)
		}
	}
}

// checkGameList asserts what every ReadGameList result must satisfy.
func checkGameList(t *testing.T, gl *xlsxio.GameList, ps xlsxio.Problems) {
	t.Helper()
	checkProblems(t, ps)
	if ps.HasErrors() {
		if gl != nil {
			t.Fatalf("a game list despite errors:\n%v", ps)
		}
		return
	}
	if gl == nil {
		t.Fatalf("no game list and no error; problems:\n%v", ps)
	}
	for _, g := range gl.Games {
		if g.White <= 0 || g.Black <= 0 || g.White == g.Black || g.WhiteSubFor < 0 || g.BlackSubFor < 0 {
			t.Fatalf("game %+v: bad IDs", g)
		}
		if g.Outcome < engine.Unfinished || g.Outcome > engine.BlackWinsForfeit || g.Origin.Cell == "" {
			t.Fatalf("game %+v: bad outcome or origin", g)
		}
		if g.WhiteStart < 0 || g.BlackStart < 0 || math.IsInf(g.WhiteStart, 0) || math.IsInf(g.BlackStart, 0) {
			t.Fatalf("game %+v: bad start ratings", g)
		}
	}
}

// checkProblems asserts that every problem names its file and has a
// message.
func checkProblems(t *testing.T, ps xlsxio.Problems) {
	t.Helper()
	for _, p := range ps {
		if p == nil || p.File == "" || p.Msg == "" {
			t.Fatalf("problem without a file or message: %#v", p)
		}
	}
}

// fuzzFile writes data to a file of that name in a fresh folder.
func fuzzFile(t *testing.T, name string, data []byte) string {
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// xlsxSeeds are small valid workbooks, and cut versions of them.
func xlsxSeeds(f *testing.F, sheets ...testSheet) [][]byte {
	path := filepath.Join(f.TempDir(), "seed.xlsx")
	if err := saveXLSX(path, sheets...); err != nil {
		f.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		f.Fatal(err)
	}
	return [][]byte{data, data[:len(data)/2], data[:len(data)-22], data[:30]}
}

func FuzzReadRatingListCSV(f *testing.F) {
	f.Add([]byte(fuzzListCSV))
	f.Add([]byte("\ufeffID;Name;Rating;RD\n1;A;2 412;60,5\n\n2;B;;\n"))
	f.Add([]byte("sep=;\nCode;Surname;Given name;Elo;Rating exact\n1;A;B;2000;1999,7\n"))
	f.Add([]byte("ID,Name,Rating\n1,A,2000\n1,B,x\n"))
	f.Add([]byte("\"ID\",\"Name\nx\",\"\n"))
	f.Add([]byte(""))
	f.Add([]byte("ID,Name,Fed,Rating,RD\n1,\"Alpha, Ann,ENG,2400,50\n2,\"Beta, Bo\",GER,2300,60\n3,Gamma,FRA,2200,70\n"))
	f.Add([]byte("ID;Name\r\n1;A\r2;B\n\n3;C\r\n ; \n4;E"))
	f.Add([]byte("ID;Name\r\n1;\"A\r\nB\"\r\n\r\n2;C"))
	f.Add([]byte("sep=,\r\nID,Name\r\n1,\"x;ID;y\"\r\n2,B\r\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		list, ps := xlsxio.ReadRatingList(fuzzFile(t, "list.csv", data), xlsxio.ReadOptions{})
		checkRatingList(t, list, ps)
		var rows []int
		if list != nil {
			for _, r := range list.Rows {
				rows = append(rows, rowOf(r.Origin.Cell))
			}
		}
		checkRowsAccounted(t, data, rows, ps)
	})
}

func FuzzReadGameListCSV(f *testing.F) {
	f.Add([]byte(fuzzGamesCSV))
	f.Add([]byte("White;Black;Result;Date\n1;2;+/-;45931\n3;4;*;\n"))
	f.Add([]byte("White ID,Black ID,Res\n1,1,1\n"))
	f.Add([]byte("Tournament: X\n\nWhite,Black,Result\r\n5,6,0-1\r\n"))
	f.Add([]byte("White,Black,Result,Tournament\n1,2,1-0,\"Cup\n3,4,0-1,Cup\n5,6,=,Cup\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		gl, ps := xlsxio.ReadGameList(fuzzFile(t, "games.csv", data), xlsxio.ReadOptions{MonthFirst: len(data)%2 == 0})
		checkGameList(t, gl, ps)
		var rows []int
		if gl != nil {
			for _, g := range gl.Games {
				rows = append(rows, rowOf(g.Origin.Cell))
			}
		}
		checkRowsAccounted(t, data, rows, ps)
	})
}

func FuzzReadRatingListXLSX(f *testing.F) {
	for _, seed := range xlsxSeeds(f, testSheet{name: "Ratings", rows: [][]any{
		{"ID", "Name", "Rating", "RD", "Games", "Last game", "Club"},
		{100001, "Alpha, Ann", 2412, 60, 40, ymd(2025, 5, 20), "Kent"},
		{"100002", "Beta", "2 412", "55", nil, styledCell{value: 45797, code: "dd.mm.yyyy"}, 7},
	}}) {
		f.Add(seed)
	}
	for _, seed := range xlsxSeeds(f, testSheet{name: "Notes", rows: [][]any{{"x"}}},
		testSheet{name: "List", rows: [][]any{{"Surname", "Given name", "Code"}, {"A", "B", 1}, {"C", nil, 1}}}) {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		list, ps := xlsxio.ReadRatingList(fuzzFile(t, "list.xlsx", data), xlsxio.ReadOptions{DefaultRD: 100})
		checkRatingList(t, list, ps)
	})
}

func FuzzReadGameListXLSX(f *testing.F) {
	for _, seed := range xlsxSeeds(f, testSheet{name: "Games", rows: [][]any{
		{"Tournament", "WC"},
		{"White", "Black", "Result", "Finished", "White start rating"},
		{1, 2, "1-0", ymd(2025, 10, 1), 2400},
		{3, 4, "½-½", "2025-10-02", "2 450"},
		{5, 6, styledCell{value: 36526, builtIn: 14}, nil, nil},
	}}) {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		gl, ps := xlsxio.ReadGameList(fuzzFile(t, "games.xlsx", data), xlsxio.ReadOptions{})
		checkGameList(t, gl, ps)
	})
}
