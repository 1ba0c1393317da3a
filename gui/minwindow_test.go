package gui

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// minContent is the most the main window's content may ask for: a window
// of 900×600 on the screen, less Fyne's menu bar (about 30) and the
// window's padding (4 on each side), fits a 1280×720 screen with a task
// bar (user test: the minimum was 966×707).
var minContent = fyne.NewSize(892, 562)

// TestMinimumWindowSize: with the sample files open, the period run and
// the sections read, no tab asks for more than minContent, and in a window
// that size every tab shows what it is for: the reason Run is off whole
// (user test shot 112: "(a p…"), the list of sections and a section's
// tables, the history's tabs.
func TestMinimumWindowSize(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	runPeriod(t, sh, "2026/1")
	openAndWait(t, sh, sampleSections)
	if got := sh.content.MinSize(); got.Width > minContent.Width || got.Height > minContent.Height {
		t.Fatalf("the main window's content asks for %v, more than %v", got, minContent)
	}
	sh.win.Resize(minContent)
	for _, it := range sh.tabs.Items {
		sh.tabs.Select(it)
		if got := it.Content.Size(); got.Width < it.Content.MinSize().Width || got.Height < it.Content.MinSize().Height {
			t.Errorf("tab %s is %v, less than the %v it asks for", it.Text, got, it.Content.MinSize())
		}
	}

	sh.tabs.Select(sh.tournaments.tab())
	s := sh.tournaments
	if got, want := s.list.table.Size().Height, s.list.rowsHeight(listMinRows); got < want-1 {
		t.Errorf("the list of sections is %v tall, want room for %d rows (%v)", got, listMinRows, want)
	}
	s.views.SelectIndex(3)
	if got, want := s.norms.table.Size().Height, s.norms.rowsHeight(sectionRows); got < want-1 {
		t.Errorf("the norms table is %v tall, want room for %d rows (%v)", got, sectionRows, want)
	}
}

// TestReasonRunIsOffWraps: the reason the Run button is off is shown
// whole, on as many lines as it needs, in a window of the minimum width
// (user test shot 112), on the Rating period and History tabs.
func TestReasonRunIsOffWraps(t *testing.T) {
	sh, _ := newTestShell(t)
	// The worked example's games name players the sample list lacks.
	openAndWait(t, sh, sampleList, filepath.Join("..", "testdata", "worked-example", "games.csv"))
	sh.win.Resize(minContent)
	for _, tc := range []struct {
		tab    fyne.CanvasObject
		reason *widget.Label
		run    *keyButton
	}{
		{sh.period.content, sh.period.reason, sh.period.runButton},
		{sh.history.content, sh.history.reason, sh.history.runButton},
	} {
		for _, it := range sh.tabs.Items {
			if it.Content == tc.tab {
				sh.tabs.Select(it)
			}
		}
		if !tc.run.Disabled() || !strings.HasPrefix(tc.reason.Text, "Nothing is computed while errors stand") {
			t.Fatalf("Run disabled %v, reason %q; want it off because of the games", tc.run.Disabled(), tc.reason.Text)
		}
		if tc.reason.Truncation != fyne.TextTruncateOff || tc.reason.Wrapping != fyne.TextWrapWord {
			t.Errorf("the reason %q is cut off rather than wrapped", tc.reason.Text)
		}
		tc.reason.Refresh()
		if size, need := tc.reason.Size(), tc.reason.MinSize(); size.Height < need.Height-1 || size.Width < 400 {
			t.Errorf("the reason %q is given %v, needs %v", tc.reason.Text, size, need)
		}
	}
}

// TestSectionListGetsItsRows: in the main window's default size the list
// of sections shows all of them (up to listRows) although it asks for
// listMinRows only; a divider dragged by the user stays where it is put.
func TestSectionListGetsItsRows(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleSections)
	sh.tabs.Select(sh.tournaments.tab())
	sh.win.Resize(fyne.NewSize(defaultWidth, defaultHeight))
	s := sh.tournaments
	if got, want := s.list.table.Size().Height, s.list.rowsHeight(4); got < want-1 {
		t.Errorf("the list of 4 sections is %v tall, want room for the 4 (%v)", got, want)
	}
	split := s.listSplit.Objects[0].(interface{ SetOffset(float64) })
	split.SetOffset(0.6)
	sh.win.Resize(fyne.NewSize(defaultWidth, defaultHeight+40))
	if got, want := s.list.table.Size().Height, s.list.rowsHeight(4); got < want+40 {
		t.Errorf("after the divider was dragged down the list is %v tall, want more than its 4 rows (%v)", got, want)
	}
}

// TestMinimumWindowSizeHistory: after a replay and a comparison of
// rulesets the History tab still fits a window of the minimum size, with
// the comparison's histogram whole.
func TestMinimumWindowSizeHistory(t *testing.T) {
	sh, _ := newTestShell(t)
	replayHistory(t, sh)
	s := sh.history
	s.tabs.SelectIndex(1)
	test.Tap(s.compareButton)
	waitIdle(sh)
	if got := sh.content.MinSize(); got.Width > minContent.Width || got.Height > minContent.Height {
		t.Fatalf("the main window's content asks for %v, more than %v", got, minContent)
	}
	sh.win.Resize(minContent)
	if got, want := s.histogram.Size(), s.histogram.MinSize(); got.Height < want.Height-1 || got.Width < want.Width-1 {
		t.Errorf("the histogram is %v, less than its %v", got, want)
	}
	var scroll *container.Scroll
	for _, o := range s.content.(*fyne.Container).Objects {
		if sc, ok := o.(*container.Scroll); ok {
			scroll = sc
		}
	}
	if scroll == nil {
		t.Fatal("the History screen has no scroll of its tabs")
	}
	if scroll.Offset.Y != 0 || scroll.Content.Size().Height > scroll.Size().Height+1 {
		t.Errorf("the tabs scroll in a window of the minimum size: %v of %v", scroll.Content.Size(), scroll.Size())
	}
}
