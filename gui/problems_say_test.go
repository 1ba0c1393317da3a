package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/xuri/excelize/v2"
)

// TestProblemsBannerSaysWhatHappened: the Problems tab's banner says
// where the errors were found (in the files, across them) and how they
// are corrected: at their cells, or, for a file that cannot be read at
// all, by closing it (a tester: "fix each cell below" with no cell, and
// a duplicate game across files next to words about checks not made).
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
		{problemCounts{blocking: 1, wholeFile: 1, files: 2},
			[]string{"1 error.", "the error is about a whole file, with no cell to fix: close the file (Close file on the Workspace, or File › Close file) and, if it was opened by mistake, open the right one in its place."},
			[]string{"fix each cell"}},
		{problemCounts{blocking: 3, wholeFile: 1, files: 2},
			[]string{"fix each cell below", "An error without a cell is about a whole file: close the file"}, nil},
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

// TestWrongFileSaysClose: a file opened by mistake (a PDF) has no cell
// to fix: the banner, the problem's detail and the Workspace say to
// close it or replace it.
func TestWrongFileSaysClose(t *testing.T) {
	sh, _ := newTestShell(t)
	pdf := writeFile(t, "report.pdf", "%PDF-1.4\n")
	openAndWait(t, sh, sampleList, sampleGames, pdf, copyFile(t, sampleGames, t.TempDir()))
	// The PDF's error and the copy's ("the same content as …") name no
	// cell: both files are to be closed.
	if got := sh.problems.banner.Text; !strings.Contains(got, "each error is about a whole file") || strings.Contains(got, "fix each cell") {
		t.Errorf("banner %q, want it to say to close the file, not to fix cells", got)
	}
	sh.problems.onProblemSelected(0)
	if got := sh.problems.detail.Text; !strings.Contains(got, "close it (Close file on the Workspace") {
		t.Errorf("detail %q, want it to say to close the file", got)
	}
	for _, f := range sh.session.files {
		if f.path == pdf {
			if got, want := f.contents(), "not used: close it or replace it"; got != want {
				t.Errorf("the Workspace's contents of the PDF = %q, want %q", got, want)
			}
		}
	}
	// A file with errors at cells is still to be fixed.
	sh2, _ := newTestShell(t)
	openAndWait(t, sh2, brokenList(t), sampleGames)
	if got := sh2.problems.banner.Text; strings.Contains(got, "close the file") || !strings.Contains(got, "fix each cell") {
		t.Errorf("banner %q for an error at a cell, want it to say to fix the cell", got)
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
