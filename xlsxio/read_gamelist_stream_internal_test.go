package xlsxio

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"ratingdesk/engine"
)

// gameListHeader is the header row of the game lists below.
const gameListHeader = "White,Black,Result,Finished,Tournament,Section,Type,White start rating,Black start rating,White substitute for,Black substitute for\r\n"

// streamCases are game lists the streamed reading must read exactly as the
// whole table is read (want: whether it streams at all).
var streamCases = []struct {
	name, text string
	stream     bool
}{
	{"plain", gameListHeader + "1,2,1-0,2025-10-01,WC 1,Final,WC final,,,,\r\n3,4,½-½,2025-10-02,WC 1,Final,WC final,2400,2450.5,,\r\n", true},
	{"lines with more fields than the header row, the extra ones empty", gameListHeader + "1,2,1-0,2025-10-01,WC 1,Final,WC final,,,,,,\r\n3,4,0-1,2025-10-02,WC 1,Final,WC final,,,,\r\n5,6,1-0,2025-10-03,,,,,,,,\r\n", true},
	{"blank rows and a key above", "Tournament: WC 1\r\n\r\n" + gameListHeader + "1,2,1-0,2025-10-01,,,,,,,\r\n\r\n,,,,\r\n3,4,0-1,,,,,,,,\r\n", true},
	{"problems of every kind", gameListHeader + "1,1,1-0,2025-10-01,,,,,,,\r\n,2,x,2099-01-01,,,,99999,abc,5,2\r\n\"3,4,1-0\r\n5,6,1-0,2025-10-01,a,b,c,,,,,extra\r\n7,8,1-0,1.5e3,,,,1 234,,,\r\n", true},
	{"semicolons and decimal commas", strings.ReplaceAll(gameListHeader, ",", ";") + "1;2;1-0;01.10.2025;;;;2400,5;;;\r\n", true},
	{"no games", gameListHeader, true},
	{"shifted rows", gameListHeader + "1,2,1-0,2025-10-01,Spring Cup, A,Final,WC,2.412,2400,,5\r\n3,4,0-1,2025-10-01,,,,2412.5,,,\r\n5,6,1-0,,,,,,,,,,x\r\n", true},
	{"ambiguous start rating", gameListHeader + "1,2,1-0,2025-10-01,,,,\"2,412\",,,\r\n3,4,1-0,2025-10-01,,,,2412.5,,,\r\n", false},
	{"mixed marks", gameListHeader + "1,2,1-0,2025-10-01,,,,2.412,,,\r\n3,4,1-0,2025-10-01,,,,\"2,412\",,,\r\n", false},
	{"no header row", "a,b\r\n1,2\r\n", false},
	{"numbered columns", "White,Black,Result,1,2\r\n1,2,1-0,x,1\r\n2,1,0-1,0,x\r\n", false},
	{"not UTF-8", gameListHeader + "1,2,1-0,2025-10-01,Z\xfcrich,,,,,,\r\n", false},
	{"names", namesHeader + namesRows, true},
}

// namesHeader and namesRows are a game list with the players' names: the
// first name of each player is kept (an empty one is not a name), plain
// and accented, quoted, padded and formula-guarded names among them.
const (
	namesHeader = "White,Black,Result,Finished,White name,Black name\r\n"
	namesRows   = "1,2,1-0,2025-10-01,\"Aa, Ann\",Bob\r\n1,3,0-1,2025-10-02,Other,Ødegaard\r\n" +
		"2,6,½-½,2025-10-03,Bobby, Fay \r\n4,5,1-0,2025-10-04,,Ee\r\n4,7,0-1,2025-10-05,'=Dd,Gil\r\n"
)

// TestReadGameListStreamSameAsTable reads each game list streamed and as a
// whole table: the games, counts and problems are the same, in the same
// order (docs/performance.md: the results do not change).
func TestReadGameListStreamSameAsTable(t *testing.T) {
	dir := t.TempDir()
	opt := ReadOptions{Today: time.Date(2026, 1, 15, 0, 0, 0, 0, time.UTC)}
	for _, tc := range streamCases {
		path := filepath.Join(dir, strings.ReplaceAll(tc.name, " ", "-")+".csv")
		if err := os.WriteFile(path, []byte(tc.text), 0o644); err != nil {
			t.Fatal(err)
		}
		sgl, sps, ok := readGameListStream(path, opt, nil)
		if ok != tc.stream {
			t.Errorf("%s: readGameListStream ok = %v, want %v", tc.name, ok, tc.stream)
		}
		tgl, tps := readGameListTable(path, opt)
		if !ok {
			continue
		}
		if (sgl == nil) != (tgl == nil) || sgl != nil && (!reflect.DeepEqual(sgl.Games, tgl.Games) && len(sgl.Games)+len(tgl.Games) > 0 || sgl.Count != tgl.Count || !reflect.DeepEqual(sgl.Names, tgl.Names)) {
			t.Errorf("%s: streamed list = %+v, want %+v", tc.name, sgl, tgl)
		}
		if !reflect.DeepEqual(sps, tps) {
			t.Errorf("%s: streamed problems =\n%v\nwant\n%v", tc.name, sps, tps)
		}
	}
}

// TestReadGameListEachSameAsReadGameList: ReadGameListEach hands each
// game of a list to each, in order, as ReadGameList reads them (the games
// handed before a start again, i = 0, forgotten), with the same problems
// and a list without Games, nil when ReadGameList's is.
func TestReadGameListEachSameAsReadGameList(t *testing.T) {
	dir := t.TempDir()
	opt := ReadOptions{Today: time.Date(2026, 1, 15, 0, 0, 0, 0, time.UTC)}
	cases := append(streamCases[:len(streamCases):len(streamCases)], struct {
		name, text string
		stream     bool
	}{"ambiguous after games", gameListHeader + "1,2,1-0,2025-10-01,,,,,,,\r\n3,4,1-0,2025-10-01,,,,\"2,412\",,,\r\n5,6,0-1,2025-10-01,,,,2412.5,,,\r\n", false})
	for _, tc := range cases {
		path := filepath.Join(dir, strings.ReplaceAll(tc.name, " ", "-")+".csv")
		if err := os.WriteFile(path, []byte(tc.text), 0o644); err != nil {
			t.Fatal(err)
		}
		var games []engine.Game
		starts := 0
		egl, eps := ReadGameListEach(path, opt, func(i, n int, g *engine.Game) {
			if i == 0 {
				games, starts = games[:0], starts+1
			}
			if i != len(games) || n < 1 {
				t.Errorf("%s: each(%d, %d) after %d games", tc.name, i, n, len(games))
			}
			games = append(games, *g)
		})
		gl, ps := ReadGameList(path, opt)
		if !reflect.DeepEqual(eps, ps) {
			t.Errorf("%s: problems =\n%v\nwant\n%v", tc.name, eps, ps)
		}
		if (egl == nil) != (gl == nil) {
			t.Fatalf("%s: list = %v, want %v", tc.name, egl, gl)
		}
		if gl == nil {
			continue
		}
		if egl.Games != nil || egl.Count != gl.Count || egl.File != gl.File || egl.Sheet != gl.Sheet {
			t.Errorf("%s: list = %+v, want %+v without games", tc.name, egl, gl)
		}
		if !reflect.DeepEqual(games, gl.Games) && len(games)+len(gl.Games) > 0 {
			t.Errorf("%s: games handed on =\n%+v\nwant\n%+v", tc.name, games, gl.Games)
		}
		if tc.name == "ambiguous after games" && starts != 2 {
			t.Errorf("%s: %d starts, want 2 (streamed, then as a table)", tc.name, starts)
		}
	}
}

// plainSeeds are game lists whose rows the plain reading takes, and rows
// one field away from plain, which it must leave to the cells.
var plainSeeds = []string{
	gameListHeader + "1,2,1-0,2025-10-01,WC 1,Final,WC final,,,,\r\n3,4,½-½,2025-10-02,WC 1,Final,WC final,2400,1000,,\r\n5,6,'-/+,,,,,3000,,,\r\n",
	gameListHeader + "1,2, 1-0,2025-10-01,WC 1 ,Final,'=x,,,,\r\n3,4,'1-0,2025-02-30,a,b,c,0999,,,\r\n5,6,1-0,2026-01-16,,,,3001,,,\r\n",
	gameListHeader + "1,1,1-0,,,,,,,,\r\n0,2,0-1,,,,,,,,\r\n01,2,*,1949-12-31,,,,,,,\r\n7,8,0-1,,,,,,,9,\r\n9,10,0-1,,,,,,,,,x\r\n",
	"White,Black,Result,White name\r\n1,2,1-0,\"Smith, John\"\r\n3,4,+/-,\r\n",
	"White,Black,Result,White start rating\r\n1,2,1-0,Smith, 2.412\r\n3,4,0-1,2412.5\r\n",
	namesHeader + namesRows,
	namesHeader + "1,2,1-0,2025-10-01,\"Ødegaard, Seán\",\u00a0Bob\r\n3,4,0-1,2025-10-02,Ann\u200b,\ufeffEve\r\n5,6,1-0,2025-10-03,Zoë ,\u3000Jo\r\n",
}

// FuzzGameListPlainSameAsCells: a CSV game list streamed, its plain rows
// read straight from the parser (plainGames), gives the games, counts
// and problems of reading its whole table from the cells.
func FuzzGameListPlainSameAsCells(f *testing.F) {
	for _, s := range plainSeeds {
		f.Add(s)
	}
	opt := ReadOptions{Today: time.Date(2026, 1, 15, 0, 0, 0, 0, time.UTC)}
	f.Fuzz(func(t *testing.T, text string) {
		path := filepath.Join(t.TempDir(), "games.csv")
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		sgl, sps, ok := readGameListStream(path, opt, nil)
		if !ok {
			return
		}
		tgl, tps := readGameListTable(path, opt)
		if (sgl == nil) != (tgl == nil) || sgl != nil && (!reflect.DeepEqual(sgl.Games, tgl.Games) && len(sgl.Games)+len(tgl.Games) > 0 || sgl.Count != tgl.Count || !reflect.DeepEqual(sgl.Names, tgl.Names)) {
			t.Errorf("streamed list = %+v, want %+v", sgl, tgl)
		}
		if !reflect.DeepEqual(sps, tps) {
			t.Errorf("streamed problems =\n%v\nwant\n%v", sps, tps)
		}
	})
}

// countPlain makes the plain reading that s's onHeader sets up, if any,
// count in *n the records it takes: a test then knows that the fast path
// was taken, not only that the results are right.
func countPlain(s *csvStream, n *int) {
	onHeader := s.onHeader
	s.onHeader = func(t *table, header int) bool {
		ok := onHeader(t, header)
		if inner := s.plain; inner != nil {
			s.plain = func(f recordFields, num int) bool {
				took := inner(f, num)
				if took {
					*n++
				}
				return took
			}
		}
		return ok
	}
}

// TestPlainGamesTakeUsualRows: the rows of the usual game list are read
// by the plain reading (the fast path is taken, not only correct).
func TestPlainGamesTakeUsualRows(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.csv")
	if err := os.WriteFile(path, []byte(plainSeeds[0]), 0o644); err != nil {
		t.Fatal(err)
	}
	opt := ReadOptions{Today: time.Date(2026, 1, 15, 0, 0, 0, 0, time.UTC)}
	plain := 0
	g := &gameStream{s: gameListSchema(), opt: opt, today: todayOf(opt)}
	g.stream = &csvStream{isHeader: g.s.isHeader, onHeader: g.onHeader, onRow: g.onRow, views: true}
	countPlain(g.stream, &plain)
	if _, ok := streamCSV(path, g.stream); !ok || plain != 3 || len(g.games) != 3 {
		t.Errorf("plain rows = %d of %d games (streamed %v), want 3 of 3", plain, len(g.games), ok)
	}
}

// TestGameListNames: a game list's White name and Black name columns give
// each player the first name given to him, where it is given, the same
// streamed and as a table (docs/formats.md "Game list").
func TestGameListNames(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.csv")
	if err := os.WriteFile(path, []byte(namesHeader+namesRows), 0o644); err != nil {
		t.Fatal(err)
	}
	want := []PlayerName{
		{1, "Aa, Ann", engine.Origin{File: "games.csv", Cell: "E2"}},
		{2, "Bob", engine.Origin{File: "games.csv", Cell: "F2"}},
		{3, "Ødegaard", engine.Origin{File: "games.csv", Cell: "F3"}},
		{6, "Fay", engine.Origin{File: "games.csv", Cell: "F4"}},
		{5, "Ee", engine.Origin{File: "games.csv", Cell: "F5"}},
		{4, "=Dd", engine.Origin{File: "games.csv", Cell: "E6"}},
		{7, "Gil", engine.Origin{File: "games.csv", Cell: "F6"}},
	}
	gl, ps := ReadGameList(path, ReadOptions{})
	if gl == nil {
		t.Fatalf("ReadGameList: %v", ps)
	}
	for i := range gl.Names {
		gl.Names[i].Origin.File = filepath.Base(gl.Names[i].Origin.File)
	}
	if !reflect.DeepEqual(gl.Names, want) {
		t.Errorf("Names =\n%+v\nwant\n%+v", gl.Names, want)
	}
}
