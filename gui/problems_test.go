package gui

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/xuri/excelize/v2"

	"ratingdesk/desk"
	"ratingdesk/xlsxio"
)

// brokenList writes a copy of the sample list whose cell E3 (a rating)
// reads "24x2", and returns its path.
func brokenList(t *testing.T) string {
	t.Helper()
	path := copyFile(t, sampleList, t.TempDir())
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sheet := f.GetSheetList()[0]
	if err := f.SetCellValue(sheet, "E3", "24x2"); err != nil {
		t.Fatal(err)
	}
	broken := filepath.Join(filepath.Dir(path), "broken.xlsx")
	if err := f.SaveAs(broken); err != nil {
		t.Fatal(err)
	}
	f.Close()
	return broken
}

func TestBrokenWorkbookShowsItsCell(t *testing.T) {
	sh, _ := newTestShell(t)
	broken := brokenList(t)
	openAndWait(t, sh, broken, sampleGames)
	s := sh.problems

	var found *xlsxio.Problem
	for _, p := range s.problems {
		if p.Severity == xlsxio.Error && p.File == broken && p.Cell == "E3" {
			found = p
		}
	}
	if found == nil {
		t.Fatalf("problems %v, want an error in broken.xlsx at E3", s.problems)
	}
	if found.Sheet == "" {
		t.Errorf("the problem names no sheet: %v", found)
	}
	r := rowWhere(s.table, columnIndex(t, s.table, "Cell"), "E3")
	if r < 0 {
		t.Fatalf("the problems table shows no row for E3")
	}
	if got := s.table.cellText(r, columnIndex(t, s.table, "Sheet")); got != found.Sheet {
		t.Errorf("the row shows sheet %q, want %q", got, found.Sheet)
	}
	// The table names the file as the Workspace does, by its name.
	if got := s.table.cellText(r, columnIndex(t, s.table, "File")); got != "broken.xlsx" {
		t.Errorf("the row shows file %q, want broken.xlsx", got)
	}
	if sh.tabs.Selected() != s.tab() {
		t.Errorf("opening a file with errors does not show the Problems tab")
	}
	if !strings.HasPrefix(s.item.Text, "Problems (") {
		t.Errorf("tab title %q does not count the problems", s.item.Text)
	}
	if !strings.HasPrefix(s.banner.Text, "Nothing is computed while errors stand") {
		t.Errorf("banner %q, want that nothing is computed", s.banner.Text)
	}

	// Selecting the row words it for people, with what to do.
	test.Tap(renderedCell(t, s.table, r, 0))
	want := "In file broken.xlsx, sheet " + found.Sheet + ", cell E3: "
	if !strings.HasPrefix(s.detail.Text, want) || !strings.Contains(s.detail.Text, "Correct this in the file") {
		t.Errorf("detail %q, want it to start %q and say what to do", s.detail.Text, want)
	}
	// … and says which folder the file is in: two open files may have
	// the same name.
	if folder := "broken.xlsx is in " + filepath.Dir(broken) + "."; !strings.HasSuffix(s.detail.Text, folder) {
		t.Errorf("detail %q, want it to end %q", s.detail.Text, folder)
	}

	// Run stays off, and says why.
	p := sh.period
	p.periodEntry.SetText("2026/1")
	if !p.runButton.Disabled() || !strings.Contains(p.reason.Text, "Nothing is computed while errors stand") {
		t.Errorf("Run disabled %v with reason %q, want it off because of the errors", p.runButton.Disabled(), p.reason.Text)
	}
	if sh.players.list != nil {
		t.Errorf("the players of a list with errors are shown")
	}
}

// TestProblemsBanner: the banner says what the problems hold up, and
// says the Run button is off only when it is (user test shot 104: "The
// Run button stays off" while the errors of the last run left it on).
func TestProblemsBanner(t *testing.T) {
	tests := []struct {
		c    problemCounts
		want string
	}{
		{problemCounts{blocking: 2, warnings: 1, files: 1}, "Nothing is computed while errors stand: 2 errors and 1 warning. The Run button stays off until the errors are corrected (warnings do not hold it): "},
		{problemCounts{blocking: 1, files: 1}, "Nothing is computed while errors stand: 1 error. The Run button stays off until the error is corrected: "},
		{problemCounts{blocking: 1, warnings: 1, files: 1}, "Nothing is computed while errors stand: 1 error and 1 warning. The Run button stays off until the error is corrected (warnings do not hold it): "},
		{problemCounts{blocking: 1, norms: 1, files: 2}, "Nothing is computed while errors stand: 2 errors. The Run button stays off until the error that stops the period is corrected (those that only keep a section from its norms do not hold it): "},
		{problemCounts{run: 1, period: "2026/1", warnings: 1, files: 2}, "The last run of period 2026/1 stopped on 1 error and computed nothing (also 1 warning). The Run button is on, but a run stops on the same error until it is corrected: "},
		{problemCounts{run: 36, period: "2026/1", norms: 1, files: 2}, "The last run of period 2026/1 stopped on 36 errors and computed nothing (also 1 error that only keeps a section from its norms). The Run button is on, but a run stops on the same errors until they are corrected: "},
		{problemCounts{norms: 1, files: 1}, "No norms for some sections: 1 error. The rating period can still run"},
		{problemCounts{warnings: 3, files: 2}, "3 warnings: they do not stop the period"},
		{problemCounts{}, "No file is open"},
		{problemCounts{files: 2}, "No problems: every open file was read cleanly."},
	}
	for _, tt := range tests {
		if got := problemsBanner(tt.c); !strings.HasPrefix(got, tt.want) {
			t.Errorf("problemsBanner(%+v) = %q, want it to start %q", tt.c, got, tt.want)
		}
	}
	// While a file has errors, the files are checked across only as far
	// as they read: more may follow (a tester: their warnings went from
	// the tab without a word).
	const waiting = "While a file has errors the files are checked across only as far as they read: more problems (a player not on the list, a file given twice, a game in two files) may follow once they are corrected."
	if got := problemsBanner(problemCounts{blocking: 1, files: 2, unread: true}); !strings.HasSuffix(got, waiting) {
		t.Errorf("problemsBanner(2 files, 1 error of a file) = %q, want it to end %q", got, waiting)
	}
	if got := problemsBanner(problemCounts{blocking: 1, files: 1}); strings.Contains(got, "checked across") {
		t.Errorf("problemsBanner(1 file, 1 error) = %q: no other file to check it against", got)
	}
	if got := problemsBanner(problemCounts{blocking: 1, files: 2}); strings.Contains(got, "checked across") {
		t.Errorf("problemsBanner(2 files, 1 error across them) = %q: the files read, and were all checked across", got)
	}
}

func TestCompareCellRefs(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"B9", "A10", -1},
		{"A10", "B9", 1},
		{"Z3", "AA3", -1},
		{"C3", "C3", 0},
		{"", "A1", -1},
	}
	for _, tt := range tests {
		if got := compareCellRefs(tt.a, tt.b); got != tt.want {
			t.Errorf("compareCellRefs(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
}

// TestCellColumnPlaces: the Cell column sorts problems by their places
// (xlsxio.Problem.Place), a CSV file's problem of a line, which names
// "line 7, column B" in its message, as row 7 among the cells.
func TestCellColumnPlaces(t *testing.T) {
	tests := []struct {
		a, b xlsxio.Problem
		want int
	}{
		{xlsxio.Problem{Cell: "E3"}, xlsxio.Problem{Msg: "line 7, column B: the quoted field that begins here is not closed"}, -1},
		{xlsxio.Problem{Msg: "line 2: m"}, xlsxio.Problem{Cell: "E3"}, -1},
		{xlsxio.Problem{Msg: "line 7, column B: m"}, xlsxio.Problem{Cell: "A7"}, 1},
	}
	for _, tt := range tests {
		if got := compareCellRefs(tt.a.Place(), tt.b.Place()); got != tt.want {
			t.Errorf("compareCellRefs of %q %q and %q %q = %d, want %d", tt.a.Cell, tt.a.Msg, tt.b.Cell, tt.b.Msg, got, tt.want)
		}
	}
}

func TestUndatedTakenWording(t *testing.T) {
	// With Rate undated games ticked, the warning of one game says "it is
	// rated", of several "they are rated" (a tester: "they" for one).
	tests := []struct {
		msg, want string
	}{
		{"played game has no finish date: " + desk.UndatedWithoutPeriodOne, "so it is rated as finished in the period you run (the new list's Notes count it)"},
		{"36 played games have no finish date: " + desk.UndatedWithoutPeriod, "so they are rated as finished in the period you run (the new list's Notes count them)"},
	}
	for _, tt := range tests {
		got := withUndatedTaken(xlsxio.Problems{{Severity: xlsxio.Warning, Msg: tt.msg}})[0].Msg
		if !strings.Contains(got, tt.want) {
			t.Errorf("withUndatedTaken(%q) = %q, want it to say %q", tt.msg, got, tt.want)
		}
	}
}
