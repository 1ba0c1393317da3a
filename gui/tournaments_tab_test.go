package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// tapTab taps the tab button titled title, as a click on it does.
func tapTab(t *testing.T, sh *shell, title string) {
	t.Helper()
	for _, o := range liveObjects(sh.tabs) {
		tap, ok := o.(fyne.Tappable)
		if !ok {
			continue
		}
		for _, in := range liveObjects(o) {
			if txt, ok := in.(*canvas.Text); ok && txt.Text == title {
				tap.Tapped(&fyne.PointEvent{})
				return
			}
		}
	}
	t.Fatalf("no tab %q is shown", title)
}

// tapAt taps the window where an object is drawn, in its middle, as a
// click there does: it reaches whatever is drawn at that place.
func tapAt(sh *shell, o fyne.CanvasObject) {
	c := sh.win.Canvas()
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	test.TapCanvas(c, pos.Add(fyne.NewPos(o.Size().Width/2, o.Size().Height/2)))
}

// The section list filled while another tab is in front must draw and
// take a click on every row once its tab is clicked (issue 10 point 1:
// GM-A and VI-A were blank and could not be chosen again).
func TestTournamentsListDrawnAfterTabClick(t *testing.T) {
	sh, _ := newTestShell(t)
	tapTab(t, sh, "Workspace")
	openAndWait(t, sh, sampleSections)
	tapTab(t, sh, "Tournaments")
	s := sh.tournaments
	if sh.tabs.Selected() != s.tab() {
		t.Fatalf("the Tournaments tab is not in front after a click on it")
	}
	want := []string{"Jubilee Invitational 2024 / GM-A", "Veterans Invitational 2024 / VI-A",
		"Alpe Adria Masters 2025 / M-7", "Nordic Double 2025 / DR-1"}
	for _, order := range [][]int{{3, 0, 1, 2}, {0, 2, 1, 3}} {
		for _, r := range order {
			cell := renderedCell(t, s.list, r, 0)
			if cell.Text != want[r] {
				t.Errorf("section row %d shows %q, want %q", r, cell.Text, want[r])
			}
			tapAt(sh, cell)
			if s.selected == nil || s.selected.name() != want[r] {
				t.Errorf("a click on section row %d (%s) selects %v, want it", r, want[r], s.selected)
			}
		}
	}
}
