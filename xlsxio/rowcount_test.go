package xlsxio_test

import (
	"testing"

	"ratingdesk/xlsxio"
)

// TestRowCountDescribe checks the summary line check and the app print
// (docs/formats.md "Every row is accounted for").
func TestRowCountDescribe(t *testing.T) {
	tests := []struct {
		count xlsxio.RowCount
		noun  string
		want  string
	}{
		{xlsxio.RowCount{Rows: 83, Read: 83}, "player", "83 rows: 83 players"},
		{xlsxio.RowCount{Rows: 1, Read: 1}, "game", "1 row: 1 game"},
		{xlsxio.RowCount{Rows: 85, Read: 82, Blank: 2, WithErrors: 1}, "player", "85 rows: 82 players, 2 blank, 1 with errors"},
		{xlsxio.RowCount{Rows: 14, Read: 13, NotRead: 1}, "player", "14 rows: 13 players, 1 not read (no player)"},
		{xlsxio.RowCount{}, "game", "0 rows: 0 games"},
		// A PGN file has no rows (a tester read "55 rows: 55 games").
		{xlsxio.RowCount{Rows: 55, Read: 55, Records: true}, "game", "55 games"},
		{xlsxio.RowCount{Rows: 1, Read: 1, Records: true}, "game", "1 game"},
		{xlsxio.RowCount{Rows: 57, Read: 55, WithErrors: 2, Records: true}, "game", "57 games: 55 read, 2 with errors"},
	}
	for _, tt := range tests {
		if got := tt.count.Describe(tt.noun); got != tt.want {
			t.Errorf("%+v.Describe(%q) = %q, want %q", tt.count, tt.noun, got, tt.want)
		}
		if !tt.count.Balanced() {
			t.Errorf("%+v.Balanced() = false, want true", tt.count)
		}
	}
	if (xlsxio.RowCount{Rows: 3, Read: 1}).Balanced() {
		t.Errorf("RowCount{Rows: 3, Read: 1}.Balanced() = true, want false")
	}
}

// TestRowsAccountedFor reads files with blank rows, rows with errors and a
// note under a crosstable, and checks that every data row is counted once.
func TestRowsAccountedFor(t *testing.T) {
	list := "ID,Name,Rating,RD,Games\n" +
		"100001,\"Alpha, A\",2400,60,40\n" +
		",,,,\n" +
		"100002,\"Beta, B\",2300,70,35\n" +
		"\n" +
		"100003,\"Gamma, C\",2200,80,30\n"
	games := "White,Black,Result,Finished\n100001,100002,1-0,2025-10-01\n\n100002,100003,½-½,2025-10-02\n"
	tests := []struct {
		name, file, content string
		want                xlsxio.RowCount
	}{
		{"list with blank rows", "list.csv", list, xlsxio.RowCount{Rows: 5, Read: 3, Blank: 2}},
		{"game list", "games.csv", games, xlsxio.RowCount{Rows: 3, Read: 2, Blank: 1}},
	}
	for _, tt := range tests {
		path := writeTextFile(t, tt.file, tt.content)
		var got xlsxio.RowCount
		switch tt.file {
		case "games.csv":
			gl, ps := xlsxio.ReadGameList(path, xlsxio.ReadOptions{})
			noErrors(t, ps)
			got = gl.Count
		default:
			rl, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
			noErrors(t, ps)
			got = rl.Count
		}
		if got != tt.want {
			t.Errorf("%s: Count = %+v, want %+v", tt.name, got, tt.want)
		}
		if !got.Balanced() {
			t.Errorf("%s: Count %+v does not balance", tt.name, got)
		}
	}
}

// TestCrosstableNoteRow checks that a row under a crosstable that holds no
// player is counted as not read and named by a warning, never dropped
// unseen.
func TestCrosstableNoteRow(t *testing.T) {
	ct := "Tournament,Cup\n\nNo,Name,Rating,Status,1,2\n1,\"Alpha, A\",2400,fixed,x,1\n2,\"Beta, B\",2300,fixed,0,x\n\n,,,Arbiter: J. Smith\n"
	path := writeTextFile(t, "cup.csv", ct)
	cts, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{})
	if len(cts) != 1 {
		t.Fatalf("ReadCrosstables: %d sections, want 1 (%v)", len(cts), ps)
	}
	want := xlsxio.RowCount{Rows: 4, Read: 2, Blank: 1, NotRead: 1}
	if got := cts[0].Count; got != want {
		t.Errorf("Count = %+v, want %+v", got, want)
	}
	wantCells(t, ps, "D7/W")
}
