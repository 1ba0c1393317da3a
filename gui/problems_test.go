package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/xlsxio"
)

func testProblems() xlsxio.Problems {
	return xlsxio.Problems{
		{File: "list.xlsx", Sheet: "Ratings", Cell: "E7", Severity: xlsxio.Error, Msg: "rating \"24x2\" is not a number"},
		{File: "list.xlsx", Sheet: "Ratings", Cell: "A9", Severity: xlsxio.Error, Msg: "ID 900102 appears twice (also in A4)"},
		{File: "list.xlsx", Sheet: "Ratings", Cell: "B12", Severity: xlsxio.Warning, Msg: "name differs from the list"},
	}
}

func TestProblemsScreenListsEveryProblem(t *testing.T) {
	test.NewTempApp(t)
	ps := testProblems()
	s := newProblemsScreen("the rating list", "list.xlsx", ps)

	if got, want := s.heading.Text, "Rating Desk could not open the rating list list.xlsx"; got != want {
		t.Errorf("heading = %q, want %q", got, want)
	}
	if got := s.advice.Text; !strings.HasPrefix(got, "It has 2 errors and 1 warning.") {
		t.Errorf("advice = %q, want it to start with the counts", got)
	}
	if got, want := len(s.lines.Rows), len(ps); got != want {
		t.Fatalf("problem lines = %d, want %d", got, want)
	}
	for i, p := range ps {
		if got, want := s.lines.RowText(i), p.Error(); got != want {
			t.Errorf("line %d = %q, want %q", i, got, want)
		}
	}
}

func TestProblemsSummary(t *testing.T) {
	e := &xlsxio.Problem{Severity: xlsxio.Error}
	w := &xlsxio.Problem{Severity: xlsxio.Warning}
	tests := []struct {
		ps   xlsxio.Problems
		want string
	}{
		{xlsxio.Problems{e}, "It has 1 error."},
		{xlsxio.Problems{e, e}, "It has 2 errors."},
		{xlsxio.Problems{w}, "It has 1 warning."},
		{xlsxio.Problems{e, w, w}, "It has 1 error and 2 warnings."},
	}
	for _, tt := range tests {
		if got := problemsSummary(tt.ps); got != tt.want {
			t.Errorf("problemsSummary(%d errors, %d warnings) = %q, want %q",
				len(tt.ps.Errors()), len(tt.ps.Warnings()), got, tt.want)
		}
	}
}

func TestListViewShowsProblemsInsteadOfPlayers(t *testing.T) {
	test.NewTempApp(t)
	list := &xlsxio.RatingList{File: "list.xlsx", Players: testPlayers()}

	tests := []struct {
		name        string
		list        *xlsxio.RatingList
		ps          xlsxio.Problems
		wantPlayers bool
	}{
		{"clean list", list, nil, true},
		{"warnings only", list, testProblems().Warnings(), true},
		{"errors", nil, testProblems(), false},
		{"no list and no problem", nil, nil, false},
	}
	for _, tt := range tests {
		o := listView("list.xlsx", tt.list, tt.ps)
		w := test.NewTempWindow(t, o)
		w.Resize(fyne.NewSize(900, 400))
		gotPlayers := containsLabel(o, "5 players")
		if gotPlayers != tt.wantPlayers {
			t.Errorf("%s: players shown = %v, want %v", tt.name, gotPlayers, tt.wantPlayers)
		}
		gotProblems := containsLabel(o, "Rating Desk could not open the rating list list.xlsx")
		if gotProblems == tt.wantPlayers {
			t.Errorf("%s: problems screen shown = %v, want %v", tt.name, gotProblems, !tt.wantPlayers)
		}
	}
}

// containsLabel reports whether a label showing text is laid out in o.
func containsLabel(o fyne.CanvasObject, text string) bool {
	for _, c := range test.LaidOutObjects(o) {
		if l, ok := c.(*widget.Label); ok && l.Text == text {
			return true
		}
	}
	return false
}
