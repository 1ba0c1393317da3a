package xlsxio_test

import (
	"os"
	"path/filepath"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// TestReadXLSXGameListSavedFromCSV: a game list written by Rating Desk as
// CSV, with forfeits guarded as '+/- and '-/+ (EscapeFormula), opened in a
// spreadsheet program and saved as .xlsx keeps the apostrophes in its
// text cells; the workbook reader takes them off as the CSV reader does
// (UnescapeFormula), so the workbook reads as the CSV file (a tester got
// 24 errors `Result: "'+/-" is not a game result`). A text whose
// apostrophe guards nothing ('t Hart) is kept as it is.
func TestReadXLSXGameListSavedFromCSV(t *testing.T) {
	head := []any{"White", "Black", "Result", "Finished", "Tournament"}
	path := writeXLSX(t, "games.xlsx", testSheet{name: "games", rows: [][]any{
		head,
		{"101", "102", "'+/-", "2025-10-01", "Open"},
		{"102", "101", "'-/+", "2025-10-02", "'=Cup"},
		{"101", "102", "1-0", "2025-10-03", "'t Hart Cup"},
	}})
	gl, ps := xlsxio.ReadGameList(path, xlsxio.ReadOptions{})
	noErrors(t, ps)
	if len(gl.Games) != 3 {
		t.Fatalf("%d games, want 3:\n%v", len(gl.Games), ps)
	}
	want := []struct {
		outcome    engine.Outcome
		tournament string
	}{{engine.WhiteWinsForfeit, "Open"}, {engine.BlackWinsForfeit, "=Cup"}, {engine.WhiteWins, "'t Hart Cup"}}
	for i, w := range want {
		if g := gl.Games[i]; g.Outcome != w.outcome || g.Tournament != w.tournament {
			t.Errorf("game %d: %v, %q; want %v, %q", i+1, g.Outcome, g.Tournament, w.outcome, w.tournament)
		}
	}
}

// TestReadXLSXGuardedTextCells: the apostrophe is taken off every kind of
// text cell — shared, inline, and a formula's text — and off no number.
func TestReadXLSXGuardedTextCells(t *testing.T) {
	sst := `<sst><si><t>ID</t></si><si><t>Name</t></si><si><t>Note</t></si><si><t>'=Shared</t></si><si><t>''@x</t></si></sst>`
	sheet := `<worksheet><sheetData>` +
		`<row r="1"><c t="s"><v>0</v></c><c t="s"><v>1</v></c><c t="s"><v>2</v></c></row>` +
		`<row r="2"><c><v>1</v></c><c t="s"><v>3</v></c><c t="s"><v>4</v></c></row>` +
		`<row r="3"><c><v>2</v></c><c t="inlineStr"><is><t>'+Inline</t></is></c><c t="str"><f>"'-"&amp;"f"</f><v>'-f</v></c></row>` +
		`</sheetData></worksheet>`
	path := filepath.Join(t.TempDir(), "guarded.xlsx")
	if err := os.WriteFile(path, handWorkbook(t, baseWorkbook(t), sheet, sst), 0o644); err != nil {
		t.Fatal(err)
	}
	list, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
	noErrors(t, ps)
	got := []string{list.Players[0].Name, list.Rows[0].Extra[0], list.Players[1].Name, list.Rows[1].Extra[0]}
	want := []string{"=Shared", "'@x", "+Inline", "-f"}
	if !equalStrings(got, want) {
		t.Errorf("texts %q, want %q", got, want)
	}
}
