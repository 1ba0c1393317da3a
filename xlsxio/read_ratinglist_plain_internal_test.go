package xlsxio

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

// plainListHeader is the header row of an export, the list the plain
// reading is for (Status, Active … Period score).
const plainListHeader = "\ufeffID,Name,Fed,Title,Rating,RD,Games,Rating exact,RD exact,FIDE,Last game,Running,Status,Active,Previous rating,Change,Period games,Period score\r\n"

// plainListSeeds are rating lists whose rows are plain or just not: each
// field on either side of what plainList takes.
var plainListSeeds = []string{
	plainListHeader +
		"100026,\"Smiaton, Seán\",ENG,,2261,46,46,2261.0817127160444,46.426371393318554,2158,2024-05-08,yes,fixed,,,,,\r\n" +
		"100033,\"Linein, Vladimir\",BLR,CCE,2223,122,105,2223.430843911989,122.25562140478276,,2025-02-11,yes,fixed,,,,,\r\n" +
		"100040,\"Novak, Jan\",CZE,GM,2500,60,10,,,0,,no,,,,,,\r\n" +
		"100041,\"New, Player\",SRB,,,,0,,,,,,,,,,,\r\n",
	// Each row declined for one field.
	plainListHeader +
		"1,\" Smith, John\",ENG,,2400,60,10,,,,,,,,,,,\r\n" +
		"2,'=Doe,ENG,,2400,60,10,,,,,,,,,,,\r\n" +
		"3,Roe,E1G,,2400,60,10,,,,,,,,,,,\r\n" +
		"4,Poe,ENGLAND,gm,2400,60,10,,,,,,,,,,,\r\n" +
		"5,Moe,ENG,\"SIM, IA\",2400,60,10,,,,,,,,,,,\r\n" +
		"6,Zoe,ENG,,999,60,10,,,,,,,,,,,\r\n" +
		"7,Joe,ENG,,2400,60,10,2400.7,59.87654,,,,,,,,,\r\n" +
		"8,Bo,ENG,,2400,60,10,2400.25,59.876,,,,,,,,,\r\n" +
		"9,Al,ENG,,2400,60,10,2400.25,70.5,,,,,,,,,\r\n" +
		"10,Cy,ENG,,2400,,10,2400.25,,,,,,,,,,\r\n" +
		"11,Di,ENG,,,60,,,,,,,,,,,,\r\n" +
		"12,Ed,ENG,,2400,400,10,,,,,,,,,,,\r\n" +
		"13,Fi,ENG,,2400,60,-1,,,,,,,,,,,\r\n" +
		"14,Gu,ENG,,2400,60,10,,,5,,,,,,,,\r\n" +
		"15,Hu,ENG,,2400,60,10,,,,2099-01-01,,,,,,,\r\n" +
		"16,Io,ENG,,2400,60,10,,,,01.10.2025,,,,,,,\r\n" +
		"17,Jo,ENG,,2400,60,10,,,,,maybe,,,,,,\r\n" +
		"18,Ka,ENG,,2400,60,10,,,,,,,yes,2390,10,3,2.5\r\n" +
		"19,Lu,ENG,,2400,60,10,,,,,,,,,,,,stray\r\n" +
		"18,Mu,ENG,,2400,60,10,,,,,,,,,,,\r\n" +
		"0,Nu,ENG,,2400,60,10,,,,,,,,,,,\r\n",
	// An ambiguous exact rating (2.400 or 2400?): the whole table decides.
	plainListHeader + "20,Ob,ENG,,2400,60,10,2400.000,,,,,,,,,,\r\n",
	// Semicolons and decimal commas: the marks decided row by row.
	strings.ReplaceAll(plainListHeader, ",", ";") +
		"1;A;ENG;;2400;60;10;2400,25;59,8765;;2025-10-01;;;;;;;\r\n" +
		"2;B;ENG;;2401;60;10;2401.25;60;;;;;;;;;\r\n",
	// Surname and Given name: never plain.
	"ID,Surname,Given name,Fed,Rating,RD\r\n1,Smith,John,ENG,2400,60\r\n",
	// Columns of unknown heading, kept as written.
	"ID,Name,Fed,Rating,RD,Club,Email\r\n1,Smith,ENG,2400,60,Club 1, a@b.c \r\n2,Jones,ENG,2401,61,,'=x\r\n3,Brown,ENG,2402,62,\"Club, 3\",\r\n",
}

// FuzzRatingListPlainSameAsCells reads a rating list streamed, where plain
// rows are read straight from the parser's fields (plainList), and as a
// whole table, where every row is read from its cells: the players, rows,
// counts and problems are the same.
func FuzzRatingListPlainSameAsCells(f *testing.F) {
	for _, s := range plainListSeeds {
		f.Add(s)
	}
	for _, tc := range listStreamCases {
		f.Add(tc.text)
	}
	opt := ReadOptions{Today: time.Date(2026, 1, 15, 0, 0, 0, 0, time.UTC)}
	f.Fuzz(func(t *testing.T, text string) {
		path := filepath.Join(t.TempDir(), "list.csv")
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		srl, sps, ok := readRatingListStream(path, opt)
		if !ok {
			return
		}
		trl, tps := readRatingListTable(path, opt)
		if (srl == nil) != (trl == nil) || srl != nil && !sameList(srl, trl) {
			t.Errorf("streamed list = %+v, want %+v", srl, trl)
		}
		if !reflect.DeepEqual(sps, tps) {
			t.Errorf("streamed problems =\n%v\nwant\n%v", sps, tps)
		}
	})
}

// TestPlainListTakesUsualRows: the rows of the usual rating list are read
// by the plain reading (the fast path is taken, not only correct), and the
// rows of the second seed, each off in one field, are not.
func TestPlainListTakesUsualRows(t *testing.T) {
	for _, tc := range []struct {
		seed        int
		plain, rows int
	}{{0, 4, 4}, {1, 0, 21}, {5, 3, 3}} {
		path := filepath.Join(t.TempDir(), "list.csv")
		if err := os.WriteFile(path, []byte(plainListSeeds[tc.seed]), 0o644); err != nil {
			t.Fatal(err)
		}
		opt := ReadOptions{Today: time.Date(2026, 1, 15, 0, 0, 0, 0, time.UTC)}
		plain := 0
		ls := &listStream{path: path, s: ratingListSchema(), opt: opt, today: todayOf(opt)}
		ls.stream = &csvStream{isHeader: ls.s.isHeader, onHeader: ls.onHeader, onRow: ls.onRow}
		countPlain(ls.stream, &plain)
		if _, ok := streamCSV(path, ls.stream); !ok || plain != tc.plain || ls.tally.count.Read+ls.tally.count.WithErrors != tc.rows {
			t.Errorf("seed %d: plain rows = %d of %d players, %d with errors (streamed %v), want %d of %d rows",
				tc.seed, plain, len(ls.list.Players), ls.tally.count.WithErrors, ok, tc.plain, tc.rows)
		}
	}
}
