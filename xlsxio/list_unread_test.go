package xlsxio_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// unreadTestdata is a tester's file of testdata/unread (a rating officer's
// lists and game list, 83 players and 149 games), with its first line
// replaced by header when header is not empty.
func unreadTestdata(t *testing.T, name, header string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "unread", name))
	if err != nil {
		t.Fatal(err)
	}
	// The forfeits escaped as a formula ('+/-), which a workbook's text
	// cell would keep, written plain: a CSV file reads them alike.
	text := strings.NewReplacer("\ufeff", "", "'+/-", "+/-", "'-/+", "-/+").Replace(string(data))
	if header != "" {
		_, rest, _ := strings.Cut(text, "\n")
		text = header + "\n" + rest
	}
	return text
}

// testdataGamesHeader is the header of testdata/unread/H-datum.csv with
// its date column headed date and its Type column headed typ.
func testdataGamesHeader(date, typ string) string {
	return "White,Black,Result," + date + ",Tournament,Section," + typ + ",White start rating,Black start rating,White substitute for,Black substitute for,White name,Black name"
}

// manyColumns is a rating list with 14 columns Rating Desk does not know.
func manyColumns() string {
	var head, row []string
	for k := 1; k <= 14; k++ {
		head, row = append(head, fmt.Sprintf("Extra %c", 'a'+k-1)), append(row, "v")
	}
	return "ID,Name,Rating,RD,Games," + strings.Join(head, ",") + "\n1,A,2000,50,40," + strings.Join(row, ",") + "\n"
}

// plainRows is a rating list of n plain rows (the plain reading takes
// them) with a Partien column of game counts, beside no Games column.
func plainRows(n int) string {
	var b strings.Builder
	b.WriteString("ID,Name,Rating,RD,Partien\n")
	for k := 1; k <= n; k++ {
		fmt.Fprintf(&b, "%d,Player %d,%d,%d,%d\n", 100000+k, k, 1500+k*3%900, 40+k%50, (k*37)%300)
	}
	return b.String()
}

// TestUnreadColumns: every column of a rating list or game list whose
// heading Rating Desk does not know is said not to be read, once, at its
// heading; one whose first values look like a column the list lacks and
// the rules need (Rating, Games, Finished, Type) is an error, so that
// nothing is rated without it (docs/rules.d/xlsxio-read.md "Columns not
// read"; a tester's "Wertung", "Partien", "Letzte Partie", "Laufend",
// "Category" and "Datum" were dropped while check said ok). Each case is
// read as CSV (streamed) and as a workbook (the whole table).
func TestUnreadColumns(t *testing.T) {
	tests := []struct {
		name, kind, content string
		// want are the problems' places ("D1/E"), msg a part of the
		// first one's message.
		want []string
		msg  string
	}{
		{"Wertung", "list", unreadTestdata(t, "W-wertung.csv", ""), []string{"D1/E"},
			`column D "Wertung" holds numbers like ratings (2231, 2265, 1755, …), and the list has no Rating column: head it Rating (or Rtg, Elo, ICCF rating) if it holds the ratings; if it holds something else, add a Rating column`},
		{"Elo-Zahl", "list", unreadTestdata(t, "W-wertung.csv", "ID,Name,Fed,Elo-Zahl,RD,Games"), []string{"D1/E"}, `column D "Elo-Zahl" holds numbers like ratings`},
		{"Partien", "list", unreadTestdata(t, "P-partien.csv", ""), []string{"G1/E"},
			`column G "Partien" holds whole numbers like game counts (180, 210, 83, …), and the list has no Games column: head it Games (or Gms, Rated games, N) if it holds the players' rated games`},
		{"Letzte Partie", "list", unreadTestdata(t, "P-lastgame.csv", ""), []string{"K1/W"},
			`column K "Letzte Partie" is not read: its heading is not one Rating Desk knows; if it holds the date of the last rated game, head it Last game`},
		{"Laufend", "list", unreadTestdata(t, "P-running.csv", ""), []string{"L1/W"},
			`column L "Laufend" is not read: its heading is not one Rating Desk knows; if it says whether the player is playing in a running tournament (yes or no), head it Running`},
		{"Datum", "games", unreadTestdata(t, "H-datum.csv", ""), []string{"D1/E"},
			`column D "Datum" holds dates (2025-09-03, 2025-09-12, 2025-09-15, …), and the game list has no Finished column: head it Finished (or Date, End date, Finish date, Finished on) if it holds the dates the games finished`},
		{"End", "games", unreadTestdata(t, "H-datum.csv", testdataGamesHeader("End", "Type")), []string{"D1/E"}, `column D "End" holds dates`},
		{"Date finished", "games", unreadTestdata(t, "H-datum.csv", testdataGamesHeader("Date finished", "Type")), []string{"D1/E"}, `column D "Date finished" holds dates`},
		{"Category", "games", unreadTestdata(t, "H-datum.csv", testdataGamesHeader("Finished", "Category")), []string{"G1/E"},
			`column G "Category" holds event types ("Thematic", "WC semi-final", "Master class", …), and the game list has no Type column: head it Type (or Event type) if it holds the event types`},
		{"Tournament type", "games", unreadTestdata(t, "H-datum.csv", testdataGamesHeader("Finished", "Tournament type")), []string{"G1/E"}, `column G "Tournament type" holds event types`},
		{"Game type", "games", unreadTestdata(t, "H-datum.csv", testdataGamesHeader("Finished", "Game type")), []string{"G1/E"}, `column G "Game type" holds event types`},
		// Both errors at once, the list's own warnings of no ratings and no
		// game counts left out.
		{"Wertung and Partien", "list", "ID,Name,Wertung,RD,Partien\n1,A,2231,64,180\n2,B,2265,95,210\n", []string{"C1/E", "E1/E"}, `column C "Wertung" holds numbers like ratings`},
		{"Club and Email", "list", "ID,Name,Rating,RD,Games,Club,Email\n1,A,2000,50,40,SV,a@b\n", []string{"F1/W"},
			`columns F "Club" and G "Email" are not read: their headings are not ones Rating Desk knows (they are copied unchanged into the new list); the list has no Fed, Title, FIDE, Last game or Running column: if one of them holds one of these, give it that heading`},
		{"many columns", "list", manyColumns(), []string{"F1/W"}, `columns F "Extra a", G "Extra b", `},
		{"a game list's Round", "games", "White,Black,Result,Finished,Round\n1,2,1-0,2025-01-01,3\n", []string{"E1/W"}, `column E "Round" is not read: its heading is not one Rating Desk knows;`},
		{"Titel", "list", "ID,Name,Titel,Rating,RD,Games\n1,A,IM,2000,50,40\n", []string{"C1/W"}, `if it holds the titles, head it Title`},
		// A numbering is no game counts: the list's own warning of no Games
		// column stays (problemCells leaves it out).
		{"Rank beside no Games", "list", "ID,Name,Rating,RD,Rank\n1,A,2400,50,1\n2,B,2300,50,2\n3,C,2200,50,13\n", []string{"E1/W"}, `column E "Rank" is not read`},
		{"numbers beside Rating exact", "list", "ID,Name,Rating exact,RD,Games,Wertung\n1,A,2231.4,64,180,2231\n", []string{"F1/W"}, `column F "Wertung" is not read`},
		{"FIDE ID is read elsewhere", "list", "ID,Name,Rating,RD,Games,FIDE ID\n1,A,2000,50,40,2200112\n", nil, ""},
		{"the Games sheet's own columns", "games", "White,Black,Result,Finished,White r,Black r\n1,2,1-0,2025-01-01,2000,2100\n", nil, ""},
		// The missing Result names the unread column already.
		{"a missing required column", "games", "White,Black,Ergebnis\n1,2,1-0\n", []string{"A1/E"}, `column C "Ergebnis" is not read; if it holds the Result column`},
		// Past the rows the plain reading takes, as the first 200 show.
		{"300 plain rows", "list", plainRows(300), []string{"E1/E"}, `column E "Partien" holds whole numbers like game counts`},
	}
	for _, tt := range tests {
		for _, ext := range []string{".csv", ".xlsx"} {
			t.Run(tt.name+ext, func(t *testing.T) {
				path := writeTextFile(t, "in.csv", tt.content)
				if ext == ".xlsx" {
					path = csvAsWorkbook(t, path)
				}
				ps, read := readUnreadKind(tt.kind, path)
				wantCells(t, ps, tt.want...)
				if read == ps.HasErrors() {
					t.Errorf("list read: %v, with errors: %v", read, ps.HasErrors())
				}
				if tt.msg == "" {
					return
				}
				cell, _, _ := strings.Cut(tt.want[0], "/")
				var got *xlsxio.Problem
				for _, p := range ps {
					if errors.As(error(p), &got) && got.Cell == cell {
						break
					}
				}
				if got == nil || got.Cell != cell || !strings.Contains(got.Msg, tt.msg) {
					t.Errorf("problem at %s: %v, want it to say %q", cell, got, tt.msg)
				}
			})
		}
	}
}

// readUnreadKind reads path as a rating list or a game list: its
// problems and whether the list came back.
func readUnreadKind(kind, path string) (xlsxio.Problems, bool) {
	if kind == "games" {
		gl, ps := xlsxio.ReadGameList(path, xlsxio.ReadOptions{})
		return ps, gl != nil
	}
	rl, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
	return ps, rl != nil
}
