package xlsxio_test

import (
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"ratingdesk/xlsxio"
)

// TestGameSheetCopyNotRead: a later sheet whose finished, dated games
// all repeat games of the sheets before it is a copy (Excel's "Move or
// Copy › Create a copy", a TD's backup): it is not read, with one warning
// (docs/rules.d/xlsxio-read.md "Several game sheets"); a tester's copy
// gave 145 errors "the same game … is also at" and could not be rated.
// A sheet repeating only some games is read, each repeat then a game
// given twice (desk's error).
func TestGameSheetCopyNotRead(t *testing.T) {
	unfinished := gameRows("Cup", 4)
	unfinished = append(unfinished, []any{150, 250, "", "", "Cup", "A", "Thematic"})
	partial := gameRows("Cup", 2)
	partial = append(partial, []any{300, 400, "1-0", "2025-10-05", "Cup", "A", "Thematic"})
	tests := []struct {
		name  string
		other [][]any
		games int
		want  string
	}{
		{"whole copy", gameRows("Cup", 4), 4, `sheet "Games (2)" repeats all its 4 games from sheet "Games" (a copy of the sheet?): it is not read; delete it if it is a copy`},
		{"part copied", gameRows("Cup", 2), 4, `sheet "Games (2)" repeats all its 2 games from sheet "Games" (a copy of the sheet?): it is not read; delete it if it is a copy`},
		{"copy with an unfinished game", unfinished, 4, `sheet "Games (2)" repeats all its 4 finished, dated games from sheet "Games" (a copy of the sheet?): it is not read, nor is its other game (unfinished or undated); delete it if it is a copy`},
		{"some repeated", partial, 7, ""},
		{"other games", gameRows("Open", 3), 7, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path := writeXLSX(t, "g.xlsx", testSheet{"Games", gameRows("Cup", 4)}, testSheet{"Games (2)", tc.other})
			gl, ps := xlsxio.ReadGameList(path, xlsxio.ReadOptions{})
			if gl == nil || len(gl.Games) != tc.games {
				t.Fatalf("ReadGameList = %v:\n%s want %d games", gl, messages(ps), tc.games)
			}
			switch {
			case tc.want == "" && len(ps) != 0:
				t.Errorf("problems:\n%s want none", messages(ps))
			case tc.want != "" && (len(ps) != 1 || ps[0].Msg != tc.want || ps[0].Sheet != "Games (2)" || ps.HasErrors()):
				t.Errorf("problems:\n%s want one warning %q", messages(ps), tc.want)
			}
		})
	}
}

// TestGameSheetWithoutGames: a sheet after the first game list that is
// headed White, Black and Result but holds no games (counts of colours,
// a team match between countries, the pairings of the next round) is
// not read, with one warning, instead of blocking the workbook with its
// errors or adding unfinished games; a real second game sheet is read.
func TestGameSheetWithoutGames(t *testing.T) {
	tests := []struct {
		name  string
		other [][]any
		games int
		want  string
	}{
		{"colours", [][]any{{"Name", "White", "Black", "Result"}, {"Kıraç, Emre", 3, 2, 2.5}, {"Bråten, Håkon", 2, 3, 3}},
			3, `sheet "Other" is headed like a game list but holds no games (D2 "2.5" is no game result): it is not read`},
		{"team match", [][]any{{"Board", "White", "Black", "Result"}, {1, "Denmark", "Norway", "1-0"}, {2, "Norway", "Denmark", "½-½"}},
			3, `sheet "Other" is headed like a game list but holds no games (B2 "Denmark" is no player ID): it is not read`},
		{"pairings", [][]any{{"White", "Black", "Result"}, {100, 201, nil}, {101, 200, nil}},
			3, `sheet "Other" is headed like a game list but holds no finished game (2 games without a result: pairings?): it is not read; type their results to rate them`},
		{"games", gameRows("Open", 2), 5, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path := writeXLSX(t, "g.xlsx", testSheet{"Games", gameRows("Cup", 3)}, testSheet{"Other", tc.other})
			gl, ps := xlsxio.ReadGameList(path, xlsxio.ReadOptions{})
			if gl == nil || len(gl.Games) != tc.games {
				t.Fatalf("ReadGameList = %v:\n%s want %d games", gl, messages(ps), tc.games)
			}
			switch {
			case tc.want == "" && len(ps) != 0:
				t.Errorf("problems:\n%s want none", messages(ps))
			case tc.want != "" && (len(ps) != 1 || ps[0].Msg != tc.want || ps.HasErrors()):
				t.Errorf("problems:\n%s want one warning %q", messages(ps), tc.want)
			}
		})
	}
}

// TestHiddenSheetAloneWarned: a list read from a hidden sheet, the only
// one holding a list, is said (a tester: read without a word).
func TestHiddenSheetAloneWarned(t *testing.T) {
	tests := []struct {
		name string
		rows [][]any
		read func(string) (bool, xlsxio.Problems)
		want string
	}{
		{"rating list", listRows(2000, 3), func(p string) (bool, xlsxio.Problems) {
			rl, ps := xlsxio.ReadRatingList(p, xlsxio.ReadOptions{})
			return rl != nil, ps
		}, `the rating list is read from the hidden sheet "Old", the only sheet that holds one: unhide it to see what is read, or delete it if it is not to be read`},
		{"game list", gameRows("Cup", 3), func(p string) (bool, xlsxio.Problems) {
			gl, ps := xlsxio.ReadGameList(p, xlsxio.ReadOptions{})
			return gl != nil, ps
		}, `the game list is read from the hidden sheet "Old", the only sheet that holds one: unhide it to see what is read, or delete it if it is not to be read`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path := writeXLSX(t, "h.xlsx", testSheet{"Info", [][]any{{"Made by the TD"}}}, testSheet{"Old", tc.rows})
			editXLSX(t, path, func(f *excelize.File) error { return hideSheet(f, "Old", "Info") })
			ok, ps := tc.read(path)
			if !ok || len(ps) != 1 || ps[0].Msg != tc.want || ps[0].Sheet != "Old" {
				t.Errorf("read %v:\n%s want one warning %q", ok, messages(ps), tc.want)
			}
		})
	}
}

// TestMergedCellsInCrosstable: a merged range over a crosstable player's
// read columns is an error naming every column read it covers (a
// tester's merged Name and Fed lost the federation, and norms said
// "every player's federation known" fails); merged cells of the title
// and key block above the table are not.
func TestMergedCellsInCrosstable(t *testing.T) {
	sheet := func() testSheet {
		return testSheet{"GM-A", [][]any{
			{"Crosstable of the Cup"}, {"Tournament", "Cup"}, {"Section", "GM-A"}, {"Start", "2024-01-15"}, nil,
			{"No", "ID", "Name", "Fed", "Rating", "Status", "1", "2"},
			{1, 101, "A", nil, 2400, "fixed", "x", 1},
			{2, 102, "B", "ENG", 2300, "fixed", 0, "x"},
		}}
	}
	tests := []struct {
		name   string
		merges [][2]string
		want   string
	}{
		{"name and fed", [][2]string{{"C7", "D7"}}, "C7:D7 (Name, Fed) are merged cells: only C7 holds a value and the other columns read empty"},
		{"title and key", [][2]string{{"A1", "H1"}, {"B2", "D2"}}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path := writeXLSX(t, "c.xlsx", sheet())
			editXLSX(t, path, func(f *excelize.File) error {
				for _, m := range tc.merges {
					if err := f.MergeCell("GM-A", m[0], m[1]); err != nil {
						return err
					}
				}
				return nil
			})
			cts, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{})
			errs := ps.Errors()
			if tc.want == "" {
				if len(cts) != 1 || len(errs) != 0 {
					t.Errorf("ReadCrosstables = %d sections:\n%s want it read", len(cts), messages(ps))
				}
				return
			}
			if cts != nil || len(errs) != 1 || errs[0].Cell != tc.merges[0][0] || !strings.HasPrefix(errs[0].Msg, tc.want) {
				t.Errorf("ReadCrosstables = %d sections:\n%s want one error %q", len(cts), messages(ps), tc.want)
			}
		})
	}
}
