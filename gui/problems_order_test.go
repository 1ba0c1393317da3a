package gui

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/xuri/excelize/v2"
)

// listWithWarningAboveError writes a copy of the sample list with an
// unusual rating (a warning) in E3 and a rating that is not a number (an
// error) in E5, and returns its path.
func listWithWarningAboveError(t *testing.T) string {
	t.Helper()
	path := copyFile(t, sampleList, t.TempDir())
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sheet := f.GetSheetList()[0]
	for cell, v := range map[string]any{"E3": 3200, "E5": "24x2"} {
		if err := f.SetCellValue(sheet, cell, v); err != nil {
			t.Fatal(err)
		}
	}
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	return path
}

// The errors, which stop the work, come above the warnings (issue 10
// point 3), and a long message wraps in its row instead of being cut off.
func TestProblemsErrorsAboveWarnings(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, listWithWarningAboveError(t), filepath.Join("testdata", "broken-section.csv"))
	s := sh.problems
	sev := columnIndex(t, s.table, "Severity")
	var got []string
	for r := range s.table.shown {
		got = append(got, s.table.cellText(r, sev))
	}
	joined := strings.Join(got, " ")
	if !strings.Contains(joined, "error") || !strings.Contains(joined, "warning") {
		t.Fatalf("severities %q, want errors and warnings to order: %v", got, s.problems)
	}
	if i := strings.Index(joined, "warning"); strings.Contains(joined[i:], "error") {
		t.Errorf("severities in order %q, want every error above every warning", got)
	}
	msg := columnIndex(t, s.table, "What is wrong")
	long := 0
	defer func() {
		if long == 0 {
			t.Errorf("no message is longer than its column; the test shows no wrapping")
		}
	}()
	for r := range s.table.shown {
		text := s.table.cellText(r, msg)
		if fyne.MeasureText(text, theme.TextSize(), fyne.TextStyle{}).Width < problemWidth {
			continue
		}
		long++
		if h, base := s.table.heights[r], s.table.rowBase(); h <= base {
			t.Errorf("row %d (%q) is %v high, want more than one line (%v)", r, text, h, base)
		}
	}
}

// The Problems tab lists each file's problems in the order of their
// cells, as the command line prints them (a tester: K10, I12, L9, L12).
func TestProblemsInCellOrder(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, filepath.Join("testdata", "broken-section.csv"))
	s := sh.problems
	cell := columnIndex(t, s.table, "Cell")
	var got []string
	for r := range s.table.shown {
		got = append(got, s.table.cellText(r, cell))
	}
	if want := "L9 K10 I12 L12"; strings.Join(got, " ") != want {
		t.Errorf("the Problems tab's cells = %q, want %q", strings.Join(got, " "), want)
	}
}

// The foot of the window counts the errors of the files left open, as the
// Problems tab does: not those of a rating list that a later one replaced
// (a tester: "12 errors" beside Problems (10)).
func TestReadCountsTheFilesLeftOpen(t *testing.T) {
	first := writeFile(t, "first.csv", "ID,Name,Rating,RD,Games\n100001,\"A, B\",19x0,50,40\n100002,\"C, D\",18x0,60,40\n")
	second := writeFile(t, "second.csv", "ID,Name,Rating,RD,Games\n100001,\"A, B\",19x0,50,40\n")
	sh, _ := newTestShell(t)
	openAndWait(t, sh, first, second)
	if want := "Read 2 files: 1 error, listed on the Problems tab."; !strings.Contains(sh.tasks.status.Text, want) {
		t.Errorf("status = %q, want it to say %q", sh.tasks.status.Text, want)
	}
	if want := "Problems (1)"; sh.problems.item.Text != want {
		t.Errorf("the Problems tab's title = %q, want %q", sh.problems.item.Text, want)
	}
}
