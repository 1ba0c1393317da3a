package xlsxio

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

// listHeader is the header row of the rating lists below.
const listHeader = "ID,Name,Fed,Title,Rating,RD,Games,Rating exact,RD exact,FIDE,Last game,Running,Club\r\n"

// listStreamCases are rating lists the streamed reading must read exactly
// as the whole table is read (stream: whether it streams at all).
var listStreamCases = []struct {
	name, text string
	stream     bool
}{
	{"plain", listHeader + "1,\"Smith, John\",ENG,IM,2400,60,10,2400.25,59.87654321,2300,2025-10-01,no,Club 1\r\n2,Doe,USA,,,,0,,,,,,\r\n", true},
	{"exact RD with three decimals after one with more", listHeader + "1,A,ENG,,2400,60,10,2400.25,59.87654321,,,,\r\n2,B,ENG,,2401,46,10,2401.25,46.426,,,,\r\n", true},
	{"exact RD with three decimals first", listHeader + "1,A,ENG,,2400,46,10,2400.25,46.426,,,,\r\n2,B,ENG,,2401,60,10,2401.25,59.87654321,,,,\r\n", false},
	{"ambiguous then the other mark", listHeader + "1,A,ENG,,2400,60,10,2400.25,59.87654321,,,,\r\n2,B,ENG,,2401,46,10,2401.25,46.426,,,,\r\n3,C,ENG,,2402,46,10,2402.25,\"46,5\",,,,\r\n", false},
	{"both marks, nothing ambiguous", listHeader + "1,A,ENG,,2400,60,10,2400.25,59.87654321,,,,\r\n2,B,ENG,,2401,46,10,\"2401,25\",\"46,5\",,,,\r\n", true},
	{"semicolons and decimal commas", strings.ReplaceAll(listHeader, ",", ";") + "1;A;ENG;;2400;60;10;2400,25;59,8765;;01.10.2025;;\r\n2;B;ENG;;2401;60;10;2401,25;1.234;;;;\r\n", true},
	// A semicolon file whose column shows a decimal point: its N.NNN cells
	// are decimals, as decideMarks reads them (a TD's lists, 2026-11-27:
	// the stream kept the file's comma, DecimalPoint being the zero mark).
	{"semicolons, a rating column with a point, then 2.451", "ID;Name;Rating;RD\r\n100001;Anna;1903.5678;45\r\n100002;Berg;2.451;60\r\n", true},
	{"semicolons, an RD column with a point, then 46.426", "ID;Name;Rating;RD\r\n100001;Anna;2000;45.5\r\n100002;Berg;2100;46.426\r\n", true},
	{"semicolons, export columns with points", "ID;Name;Rating;RD;Previous rating;Period score\r\n100001;Anna;2000;45;1999.5;1.5\r\n100002;Berg;2100;46;2.100;2.500\r\n", true},
	{"problems of every kind", listHeader + "1,A,ENG,XX,99999,60,10,,,,,,\r\n1,,ENG,,2400,,x,2500.5,400,5,2099-01-01,maybe,\r\n,B,ENG,,2400,60,,,,,,,,extra\r\n\"3,C\r\n4,D,ENG,,1.5e3,60,,,,,,,\r\n", true},
	{"shifted rows", listHeader + "1,Smith, John,ENG,,2400,60,10,,,,,,\r\n2,B,ENG,,2401,60,,,,,,,\r\n3;C;ENG,,2402,60,,,,,,,,,x\r\n", true},
	{"an ambiguous number in a shifted row", listHeader + "1,Smith, John,ENG,,2400,60,10,1.234,59.8,,,no,Club 1\r\n2,B,ENG,,2401,60,,,\"46,5\",,,,\r\n", true},
	{"lines with more fields than the header row, the extra ones empty", listHeader + "1,A,ENG,,2400,60,10,,,,,,Club 1,,\r\n2,B,ENG,,2401,61,10,,,,,,\r\n3,C,ENG,,2402,62,10,,,,,,Club 3, \r\n", true},
	{"unrated with RDs", listHeader + "1,A,ENG,,,60,,,,,,,\r\n2,B,ENG,,,,,,,,,,\r\n", true},
	{"no players", listHeader, true},
	{"key block above", "Tournament: WC 1\r\n" + listHeader + "1,A,ENG,,2400,60,,,,,,,\r\n", false},
	{"no header row", "a,b\r\n1,2\r\n", false},
	{"not UTF-8", listHeader + "1,Z\xfcrich,ENG,,2400,60,,,,,,,\r\n", false},
}

// TestReadRatingListStreamSameAsTable reads each rating list streamed and
// as a whole table: the players, rows, counts and problems are the same,
// in the same order (docs/performance.md: the results do not change).
func TestReadRatingListStreamSameAsTable(t *testing.T) {
	dir := t.TempDir()
	for _, opt := range []ReadOptions{{}, {DefaultRD: 80}} {
		opt.Today = time.Date(2026, 1, 15, 0, 0, 0, 0, time.UTC)
		for _, tc := range listStreamCases {
			path := filepath.Join(dir, strings.ReplaceAll(tc.name, " ", "-")+".csv")
			if err := os.WriteFile(path, []byte(tc.text), 0o644); err != nil {
				t.Fatal(err)
			}
			srl, sps, ok := readRatingListStream(path, opt)
			if ok != tc.stream {
				t.Errorf("%s: readRatingListStream ok = %v, want %v", tc.name, ok, tc.stream)
			}
			trl, tps := readRatingListTable(path, opt)
			if !ok {
				continue
			}
			if (srl == nil) != (trl == nil) || srl != nil && !sameList(srl, trl) {
				t.Errorf("%s: streamed list = %+v, want %+v", tc.name, srl, trl)
			}
			if !reflect.DeepEqual(sps, tps) {
				t.Errorf("%s: streamed problems =\n%v\nwant\n%v", tc.name, sps, tps)
			}
		}
	}
}

// sameList compares two lists as read, empty and nil slices alike.
func sameList(a, b *RatingList) bool {
	if len(a.Players)+len(b.Players) == 0 {
		a.Players, b.Players, a.Rows, b.Rows = nil, nil, nil, nil
	}
	return reflect.DeepEqual(a, b)
}

// TestStreamKeepsNoRowText reads lists of many rows, each with text of its
// own, streamed: a game list's rows are views of the parser's buffer
// (csvRead.rowText), so every value a game keeps must be a copy, and the
// values read must be each row's own after the buffer was overwritten.
func TestStreamKeepsNoRowText(t *testing.T) {
	const n = 5000
	var games, list strings.Builder
	games.WriteString(gameListHeader)
	list.WriteString(listHeader)
	for i := range n {
		fmt.Fprintf(&games, "%d,%d,1-0,2025-10-01,Tournament %d,Section %d,Type %d,,,,\r\n", 2*i+1, 2*i+2, i, i%7, i%3)
		fmt.Fprintf(&list, "%d,Player %d,ENG,,2400,60,10,,,,,,Club %d\r\n", i+1, i, i)
	}
	dir := t.TempDir()
	gpath, lpath := filepath.Join(dir, "games.csv"), filepath.Join(dir, "list.csv")
	if err := os.WriteFile(gpath, []byte(games.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(lpath, []byte(list.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	opt := ReadOptions{Today: time.Date(2026, 1, 15, 0, 0, 0, 0, time.UTC)}
	gl, ps, ok := readGameListStream(gpath, opt, nil)
	if !ok || gl == nil || len(gl.Games) != n {
		t.Fatalf("readGameListStream: ok %v, problems %v", ok, ps)
	}
	rl, ps, ok := readRatingListStream(lpath, opt)
	if !ok || rl == nil || len(rl.Players) != n {
		t.Fatalf("readRatingListStream: ok %v, problems %v", ok, ps)
	}
	for i, g := range gl.Games {
		if want := fmt.Sprintf("Tournament %d", i); g.Tournament != want || g.Section != fmt.Sprintf("Section %d", i%7) {
			t.Fatalf("game %d: Tournament %q, Section %q, want %q", i, g.Tournament, g.Section, want)
		}
		if want := fmt.Sprintf("C%d", i+2); g.Origin.Cell != want {
			t.Fatalf("game %d: Origin.Cell %q, want %q", i, g.Origin.Cell, want)
		}
	}
	for i, p := range rl.Players {
		if want := fmt.Sprintf("Player %d", i); p.Name != want || rl.Rows[i].Extra[0] != fmt.Sprintf("Club %d", i) {
			t.Fatalf("player %d: Name %q, Extra %q, want %q", i, p.Name, rl.Rows[i].Extra, want)
		}
	}
}
