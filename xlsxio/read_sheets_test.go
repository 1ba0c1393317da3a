package xlsxio_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// gameRows is a game list's header row and n games of players 100+k
// against 200+k, finished in October 2025, the first row's tournament
// named event.
func gameRows(event string, n int) [][]any {
	rows := [][]any{{"White", "Black", "Result", "Finished", "Tournament", "Section", "Type"}}
	for k := range n {
		rows = append(rows, []any{100 + k, 200 + k, "1-0", "2025-10-0" + string(rune('1'+k%9)), event, "A", "Thematic"})
	}
	return rows
}

// listRows is a rating list's header row and n players with rating
// base+k.
func listRows(base, n int) [][]any {
	rows := [][]any{{"ID", "Name", "Fed", "Games", "Rating", "RD", "Rating exact"}}
	for k := range n {
		rows = append(rows, []any{100 + k, "Player " + string(rune('A'+k)), "ENG", 20, base + k, 60, base + k})
	}
	return rows
}

// editXLSX opens the workbook at path with excelize, lets edit change it
// (merge cells, hide rows or sheets) and saves it.
func editXLSX(t *testing.T, path string, edit func(f *excelize.File) error) {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := edit(f); err != nil {
		t.Fatal(err)
	}
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
}

// hideSheet hides a sheet of f, the other one being made active first
// (excelize does not hide the active sheet).
func hideSheet(f *excelize.File, name, active string) error {
	i, err := f.GetSheetIndex(active)
	if err != nil {
		return err
	}
	f.SetActiveSheet(i)
	return f.SetSheetVisible(name, false)
}

// messages are the problems' texts, one a line.
func messages(ps xlsxio.Problems) string {
	var b strings.Builder
	for _, p := range ps {
		b.WriteString(p.Error() + "\n")
	}
	return b.String()
}

// TestReadGameListEverySheet: a workbook's game list on two sheets, one
// hidden, is read whole, each sheet's games and counts kept, the hidden
// sheet named in a warning (docs/rules.d/xlsxio-read.md "Several game
// sheets"); until 2026-11-28 only the first sheet was read, with advice
// rate could not follow. A sheet named reads that one alone.
func TestReadGameListEverySheet(t *testing.T) {
	path := writeXLSX(t, "g.xlsx", testSheet{"SF12", gameRows("Cup", 3)}, testSheet{"Notes", [][]any{{"Made by hand"}}}, testSheet{"Other", gameRows("Open", 4)})
	editXLSX(t, path, func(f *excelize.File) error { return hideSheet(f, "Other", "SF12") })
	gl, ps := xlsxio.ReadGameList(path, xlsxio.ReadOptions{})
	if gl == nil {
		t.Fatalf("ReadGameList = nil: %v", ps)
	}
	if len(gl.Games) != 7 || gl.Count.Rows != 7 || gl.Count.Read != 7 {
		t.Fatalf("read %d games, count %+v; want the 7 of both sheets", len(gl.Games), gl.Count)
	}
	if got := gl.Games[6].Origin; got.Sheet != "Other" || got.Cell != "C5" {
		t.Errorf("last game from %s!%s, want Other!C5", got.Sheet, got.Cell)
	}
	want := []xlsxio.SheetCount{{Sheet: "SF12", Count: xlsxio.RowCount{Rows: 3, Read: 3}}, {Sheet: "Other", Count: xlsxio.RowCount{Rows: 4, Read: 4}}}
	if !slices.Equal(gl.Sheets, want) {
		t.Errorf("Sheets = %+v, want %+v", gl.Sheets, want)
	}
	if got, want := gl.Describe(), `2 sheets, 7 rows: 7 games ("SF12" 3, "Other" 4)`; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
	if len(ps) != 1 || !strings.Contains(ps[0].Msg, `the hidden sheet "Other" holds a game list: its games are read`) {
		t.Errorf("problems:\n%s want one warning naming the hidden sheet", messages(ps))
	}
	var n int
	if gl, ps := xlsxio.ReadGameListEach(path, xlsxio.ReadOptions{}, func(i, _ int, _ *engine.Game) { n = i + 1 }); gl == nil || n != 7 {
		t.Errorf("ReadGameListEach gave %d games: %v", n, ps)
	}
	one, ps := xlsxio.ReadGameList(path, xlsxio.ReadOptions{Sheet: "Other"})
	if one == nil || len(one.Games) != 4 || one.Sheets != nil || len(ps) != 0 {
		t.Errorf("ReadGameList(Sheet Other) = %v, %v; want its 4 games alone, no warning", one, ps)
	}
}

// TestReadGameListSheetProblems: each sheet's problems are its own, and
// a sheet with an error in its header makes the list unread.
func TestReadGameListSheetProblems(t *testing.T) {
	bad := gameRows("Open", 2)
	bad[2][0] = "abc"
	path := writeXLSX(t, "g.xlsx", testSheet{"A", gameRows("Cup", 2)}, testSheet{"B", bad})
	gl, ps := xlsxio.ReadGameListPartial(path, xlsxio.ReadOptions{})
	if gl == nil || len(gl.Games) != 3 || gl.Count.WithErrors != 1 {
		t.Fatalf("ReadGameListPartial = %+v; want the 3 good games and 1 row with errors", gl)
	}
	if errs := ps.Errors(); len(errs) != 1 || errs[0].Sheet != "B" || errs[0].Cell != "A3" {
		t.Errorf("errors:\n%s want one at B!A3", messages(ps))
	}
}

// TestRatingListHiddenSheet: a hidden sheet is not read for a rating list
// while a visible one holds one, and the warning names it as hidden and
// says how to read another; with no visible list, the hidden one is read.
func TestRatingListHiddenSheet(t *testing.T) {
	path := writeXLSX(t, "l.xlsx", testSheet{"2025-3", listRows(1980, 3)}, testSheet{"2025-4", listRows(2000, 3)})
	editXLSX(t, path, func(f *excelize.File) error { return hideSheet(f, "2025-3", "2025-4") })
	rl, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
	if rl == nil || rl.Sheet != "2025-4" || rl.Players[0].Rating != 2000 {
		t.Fatalf("ReadRatingList read %v: %v; want sheet 2025-4", rl, ps)
	}
	want := `the workbook has 2 sheets with a rating list: "2025-4" (read) and the hidden sheet "2025-3"; a hidden sheet is not read while a visible sheet holds a rating list; ` + xlsxio.OtherSheetRemedy
	if len(ps) != 1 || ps[0].Msg != want {
		t.Errorf("problems:\n%s want %q", messages(ps), want)
	}
	hidden := writeXLSX(t, "h.xlsx", testSheet{"Old", listRows(1980, 3)}, testSheet{"Notes", [][]any{{"a note"}}})
	editXLSX(t, hidden, func(f *excelize.File) error { return hideSheet(f, "Old", "Notes") })
	if rl, ps := xlsxio.ReadRatingList(hidden, xlsxio.ReadOptions{}); rl == nil || rl.Sheet != "Old" {
		t.Errorf("a hidden sheet alone holding a list: %v, %v; want it read", rl, ps)
	}
}

// TestRatingListTwoVisibleSheets: with two visible lists the first is
// read and the warning says how to read the other (no longer "name the
// sheet", which rate could not).
func TestRatingListTwoVisibleSheets(t *testing.T) {
	path := writeXLSX(t, "l.xlsx", testSheet{"A", listRows(2000, 2)}, testSheet{"B", listRows(2100, 2)})
	rl, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
	want := `the workbook has 2 sheets with a rating list: "A" (read) and "B"; ` + xlsxio.OtherSheetRemedy
	if rl == nil || rl.Sheet != "A" || len(ps) != 1 || ps[0].Msg != want {
		t.Fatalf("ReadRatingList = %v:\n%s want sheet A and %q", rl, messages(ps), want)
	}
	if rl, _ := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{Sheet: "B"}); rl == nil || rl.Players[0].Rating != 2100 {
		t.Errorf("Sheet B: %v", rl)
	}
}

// TestMergedCellsInGameList: a merged range over data rows of a column
// read is an error at the range, as Excel keeps the value in its top
// cell only (five thematic games were rated as normal ones); a merged
// title above the header row and a merged range in a column not read
// are not.
func TestMergedCellsInGameList(t *testing.T) {
	rows := append([][]any{{"Games of the Cup"}}, gameRows("Cup", 5)...)
	rows[0] = append(rows[0], nil, nil, nil, nil, nil, nil, nil, "Notes")
	for k := 4; k <= 5; k++ {
		rows[k][6] = nil // G5:G6 read empty under the merge
	}
	path := writeXLSX(t, "g.xlsx", testSheet{"Games", rows})
	editXLSX(t, path, func(f *excelize.File) error {
		for _, r := range [][2]string{{"A1", "G1"}, {"G4", "G6"}, {"H3", "H5"}} {
			if err := f.MergeCell("Games", r[0], r[1]); err != nil {
				return err
			}
		}
		return nil
	})
	gl, ps := xlsxio.ReadGameList(path, xlsxio.ReadOptions{})
	want := "g.xlsx:Games!G4: G4:G6 (Type) are merged cells: only G4 holds a value and the other rows read empty; unmerge them and fill every cell (in Excel: Merge & Center off, then fill down)\n"
	if gl != nil || !strings.HasSuffix(messages(ps), want) || len(ps) != 1 {
		t.Errorf("ReadGameList = %v:\n%s want only\n%s", gl, messages(ps), want)
	}
}

// TestMergedCellsInRatingList: a merged Rating is one error at the
// range, not the errors of the cell it empties (until 2026-11-28: "H6:
// Rating exact is given but Rating is empty"); merged cells across a
// row name the column emptied.
func TestMergedCellsInRatingList(t *testing.T) {
	rows := listRows(2000, 5)
	rows[5][4] = nil // E6 empty under E5:E6
	rows[3][2] = nil // C4 empty under B4:C4
	path := writeXLSX(t, "l.xlsx", testSheet{"Ratings", rows})
	editXLSX(t, path, func(f *excelize.File) error {
		if err := f.MergeCell("Ratings", "E5", "E6"); err != nil {
			return err
		}
		return f.MergeCell("Ratings", "B4", "C4")
	})
	_, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
	errs := ps.Errors()
	slices.SortFunc(errs, func(a, b *xlsxio.Problem) int { return strings.Compare(a.Cell, b.Cell) })
	if len(errs) != 2 || errs[0].Cell != "B4" || errs[1].Cell != "E5" {
		t.Fatalf("errors:\n%s want B4 and E5 alone", messages(ps))
	}
	if !strings.Contains(errs[0].Msg, "B4:C4 (Name, Fed) are merged cells: only B4 holds a value and the other columns read empty") {
		t.Errorf("B4: %s", errs[0].Msg)
	}
	if !strings.HasPrefix(errs[1].Msg, "E5:E6 (Rating) are merged cells") {
		t.Errorf("E5: %s", errs[1].Msg)
	}
}

// TestHiddenRowsRead: hidden rows (filtered out ones too) are read like
// the others, with one warning a sheet naming them; hidden rows above the
// header row are not counted.
func TestHiddenRowsRead(t *testing.T) {
	rows := append([][]any{{"List of 2025"}}, listRows(2000, 9)...)
	path := writeXLSX(t, "l.xlsx", testSheet{"Ratings", rows})
	editXLSX(t, path, func(f *excelize.File) error {
		for _, r := range []int{1, 4, 5, 6, 9} {
			if err := f.SetRowVisible("Ratings", r, false); err != nil {
				return err
			}
		}
		return nil
	})
	rl, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
	want := "4 hidden rows are read like the others (rows 4–6 and 9): a row hidden, or hidden by a filter, is read all the same; delete the rows that are not to be read"
	if rl == nil || len(rl.Players) != 9 || len(ps) != 1 || ps[0].Msg != want || ps[0].Sheet != "Ratings" {
		t.Errorf("ReadRatingList = %v:\n%s want 9 players and %q", rl, messages(ps), want)
	}
}

// TestSheetKinds: the kind of each sheet of a workbook holding a rating
// list and a game list.
func TestSheetKinds(t *testing.T) {
	path := writeXLSX(t, "b.xlsx", testSheet{"Ratings", listRows(2000, 2)}, testSheet{"Notes", [][]any{{"x"}}}, testSheet{"Games", gameRows("Cup", 2)})
	got := xlsxio.SheetKinds(path)
	want := []xlsxio.SheetKind{{Sheet: "Ratings", Kind: xlsxio.RatingListKind}, {Sheet: "Games", Kind: xlsxio.GameListKind}}
	if !slices.Equal(got, want) {
		t.Errorf("SheetKinds = %+v, want %+v", got, want)
	}
}
