package gui

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"ratingdesk/desk"
	"ratingdesk/xlsxio"
)

// withSheet copies the workbook src into a fresh folder with a second
// sheet named second holding rows (its first row the headings).
func withSheet(t *testing.T, src, second string, rows [][]any) string {
	t.Helper()
	f, err := excelize.OpenFile(src)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.NewSheet(second); err != nil {
		t.Fatal(err)
	}
	for i, row := range rows {
		cell, _ := excelize.CoordinatesToCellName(1, i+1)
		if err := f.SetSheetRow(second, cell, &row); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(t.TempDir(), "two.xlsx")
	if err := f.SaveAs(path); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestWorkspaceCountsGameSheets: a game list on two sheets of a workbook
// is read whole, and the Workspace counts the games of each sheet
// (docs/guide.md); until 2026-11-28 the second sheet was not read.
func TestWorkspaceCountsGameSheets(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, withSheet(t, sampleGames, "Other", [][]any{
		{"White", "Black", "Result", "Finished", "Tournament"},
		{100101, 520101, "1-0", "2025-10-01", "Friendly 2025"},
		{520101, 100101, "½-½", "2025-10-02", "Friendly 2025"},
	}))
	ws := sh.workspace
	got := ws.files.cellText(0, columnIndex(t, ws.files, "Contents"))
	if want := `2 sheets, 151 rows: 151 games ("Games" 149, "Other" 2)`; got != want {
		t.Errorf("Contents = %q, want %q", got, want)
	}
}

// TestSheetAdviceInAppWords: the advice of a workbook's other sheets
// names no command-line flag in the app, but a way the app's user can
// take (a sheet saved as a workbook of its own).
func TestSheetAdviceInAppWords(t *testing.T) {
	for _, remedy := range []string{xlsxio.OtherSheetRemedy, desk.GamesSheetRemedy, desk.ListSheetRemedy} {
		got := plainText("the workbook has 2 sheets; " + remedy)
		if strings.Contains(got, "--") || !strings.Contains(got, "save that sheet as a workbook of its own") {
			t.Errorf("in the app: %q", got)
		}
	}
}
