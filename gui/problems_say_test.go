package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/xuri/excelize/v2"
)

// TestProblemsBannerSaysWhatHappened: the Problems tab's banner says
// where the errors were found, in the files or across them (a tester: a
// duplicate game across files next to words about checks not made).
func TestProblemsBannerSaysWhatHappened(t *testing.T) {
	tests := []struct {
		c             problemCounts
		want, wantNot []string
	}{
		{problemCounts{blocking: 1, across: 1, files: 3},
			[]string{"Nothing is computed while errors stand: checked against the rating list and each other, the games give 1 error.", "fix each cell below"},
			[]string{"as far as they read", "once", "close the file"}},
		{problemCounts{blocking: 59, across: 58, files: 3, unread: true},
			[]string{"Nothing is computed while errors stand: 1 error in the open files and 58 across them.", "as far as they read"}, nil},
		{problemCounts{blocking: 2, files: 2},
			[]string{"fix each cell below"}, []string{"close the file", "across them"}},
	}
	for _, tt := range tests {
		got := problemsBanner(tt.c)
		for _, w := range tt.want {
			if !strings.Contains(got, w) {
				t.Errorf("problemsBanner(%+v) = %q, want it to say %q", tt.c, got, w)
			}
		}
		for _, w := range tt.wantNot {
			if strings.Contains(got, w) {
				t.Errorf("problemsBanner(%+v) = %q, want it not to say %q", tt.c, got, w)
			}
		}
	}
}

// TestProblemsSheetColumnFits: the Sheet column is as wide as the
// longest sheet name shown, which ran into the Cell column ("Q3 2025
// gamesC7", a tester).
func TestProblemsSheetColumnFits(t *testing.T) {
	sh, _ := newTestShell(t)
	path := copyFile(t, sampleGames, t.TempDir())
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	const sheet = "Q3 2025 games of the final"
	if err := f.SetSheetName(f.GetSheetList()[0], sheet); err != nil {
		t.Fatal(err)
	}
	if err := f.SetCellValue(sheet, "C3", "1-x"); err != nil {
		t.Fatal(err)
	}
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	openAndWait(t, sh, sampleList, path)
	col := columnIndex(t, sh.problems.table, "Sheet")
	if rowWhere(sh.problems.table, col, sheet) < 0 {
		t.Fatalf("no problem on sheet %q: %v", sheet, sh.problems.problems)
	}
	need := fyne.MeasureText(sheet, theme.TextSize(), fyne.TextStyle{}).Width + 2*theme.InnerPadding()
	if got := sh.problems.table.columns[col].width; got < need {
		t.Errorf("the Sheet column is %.0f wide, want at least %.0f for %q", got, need, sheet)
	}
}
