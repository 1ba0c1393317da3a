package xlsxio_test

import (
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// TestCrosstableGamesMakesUnpublished: a player with a start rating whose
// status comes from Games alone and is unpublished (fewer than 12 games)
// gets a warning at the Games cell saying how the column is read; one for
// the column when every such player is (a tester's Games counted the
// section's 10 games: every player was unpublished, check said ok and
// norms failed).
func TestCrosstableGamesMakesUnpublished(t *testing.T) {
	const head = "Tournament,Cup\nStart,2024-01-15\n"
	tests := []struct {
		table string
		want  []string // "CELL:words", in order
	}{
		{"No,ID,Name,Rating,Games,1,2,3\n1,101,A,2400,10,x,1,1\n2,102,B,2300,10,0,x,1\n3,103,C,2200,10,0,0,x\n",
			[]string{"E4:Games: all 3 players with a start rating are read as unpublished (Games 10 here, under 12)"}},
		{"No,ID,Name,Rating,Games,1,2,3\n1,101,A,2400,40,x,1,1\n2,102,B,2300,5,0,x,1\n3,103,C,,4,0,0,x\n",
			[]string{"E5:Games 5: the player has a start rating (2300) but is read as unpublished: Games is read as the players' rated games at the start"}},
		{"No,ID,Name,Rating,Games,1,2,3\n1,101,A,2400,40,x,1,1\n2,102,B,2300,12,0,x,1\n3,103,C,,4,0,0,x\n", nil},
		{"No,ID,Name,Rating,Status,Games,1,2,3\n1,101,A,2400,fixed,10,x,1,1\n2,102,B,2300,fixed,10,0,x,1\n3,103,C,2200,fixed,10,0,0,x\n",
			[]string{"E4:Status says fixed but Games 10 means unpublished", "E5:", "E6:"}},
	}
	for _, tt := range tests {
		path := writeTextFile(t, "cup.csv", head+tt.table)
		_, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{})
		var got []string
		for _, p := range ps {
			got = append(got, p.Cell+":"+p.Msg)
		}
		ok := len(got) == len(tt.want)
		for i := 0; ok && i < len(got); i++ {
			ok = strings.HasPrefix(got[i], tt.want[i])
		}
		if !ok {
			t.Errorf("ReadCrosstables(%q) = %q, want %q", tt.table, got, tt.want)
		}
	}
}

// TestCrosstableWithoutRatingColumn: a table whose ratings' column is
// misheaded ("Ratng") has no Rating column: one error for the table,
// naming the missing column, not one "Rating is empty" a row (a tester).
func TestCrosstableWithoutRatingColumn(t *testing.T) {
	const table = "Tournament,Cup\nStart,2024-01-15\n" +
		"No,ID,Name,Ratng,Status,1,2,3\n1,101,A,2400,fixed,x,1,1\n2,102,B,2300,fixed,0,x,1\n3,103,C,2200,fixed,0,0,x\n"
	_, ps := xlsxio.ReadCrosstables(writeTextFile(t, "cup.csv", table), xlsxio.ReadOptions{})
	errs := ps.Errors()
	if len(errs) != 1 || !strings.Contains(errs[0].Msg, "the table has no Rating column, yet this player's status is fixed") {
		t.Errorf("ReadCrosstables(Ratng) errors = %v, want one saying the table has no Rating column", errs)
	}
}
