package gui

import (
	"testing"

	"ratingdesk/xlsxio"
)

// TestProblemPlaceCallsOnlyCellsCells: a PGN game or a TRF line is not
// called a cell (a tester read "In file sample-games.pgn, cell game 3
// (line 35)").
func TestProblemPlaceCallsOnlyCellsCells(t *testing.T) {
	for _, tc := range []struct {
		p    xlsxio.Problem
		want string
	}{
		{xlsxio.Problem{File: "/d/list.xlsx", Sheet: "Ratings", Cell: "E7"}, "In file list.xlsx, sheet Ratings, cell E7"},
		{xlsxio.Problem{File: "/d/games.csv", Cell: "AB12"}, "In file games.csv, cell AB12"},
		{xlsxio.Problem{File: "/d/sample-games.pgn", Cell: "game 3 (line 35)"}, "In file sample-games.pgn, game 3 (line 35)"},
		{xlsxio.Problem{File: "/d/a.pgn", Cell: "games 3, 5"}, "In file a.pgn, games 3, 5"},
		{xlsxio.Problem{File: "/d/t.trf", Cell: "line 14, column 92"}, "In file t.trf, line 14, column 92"},
	} {
		if got := problemPlace(&tc.p); got != tc.want {
			t.Errorf("problemPlace(%v) = %q, want %q", tc.p, got, tc.want)
		}
	}
}
