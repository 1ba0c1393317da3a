package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// TestWorkspaceTableStaysInPlace: the Workspace's table stays where it is
// when the summary above it grows from one line to two (a tester: it
// jumped down a row).
func TestWorkspaceTableStaysInPlace(t *testing.T) {
	sh, _ := newTestShell(t)
	s := sh.workspace
	drv := fyne.CurrentApp().Driver()
	openAndWait(t, sh, sampleList)
	wide := func() float32 { return fyne.MeasureText(s.heading.Text, theme.TextSize(), fyne.TextStyle{}).Width }
	if w := wide(); w > s.heading.Size().Width {
		t.Fatalf("the summary %q is not one line (%v of %v): the test needs it to be", s.heading.Text, w, s.heading.Size().Width)
	}
	at := drv.AbsolutePositionForObject(s.files.table).Y
	openAndWait(t, sh, sampleGames, sampleSections)
	if w := wide(); w < s.heading.Size().Width || !strings.Contains(s.heading.Text, "Crosstables") {
		t.Fatalf("the summary %q is not two lines (%v of %v): the test needs it to be", s.heading.Text, w, s.heading.Size().Width)
	}
	if got := drv.AbsolutePositionForObject(s.files.table).Y; got != at {
		t.Errorf("the table moved from y %v to %v as the summary grew", at, got)
	}
}

// TestWorkspaceTableStaysForLongSummaries: a summary of three lines or
// more does not move the table either (a tester: it moved down 19 px,
// shots 27 and 30).
func TestWorkspaceTableStaysForLongSummaries(t *testing.T) {
	sh, _ := newTestShell(t)
	s := sh.workspace
	drv := fyne.CurrentApp().Driver()
	openAndWait(t, sh, sampleList)
	at := drv.AbsolutePositionForObject(s.files.table).Y
	for _, lines := range []int{3, 4, 8} {
		s.heading.SetText(strings.Repeat("A summary of many words that runs on and on across the width of the window. ", 12*lines))
		sh.win.Content().Refresh()
		if got := drv.AbsolutePositionForObject(s.files.table).Y; got != at {
			t.Errorf("a summary of about %d lines moved the table from y %v to %v", lines, at, got)
		}
	}
}
