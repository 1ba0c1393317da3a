package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestCompareTextShowsWhole: the text of History › Compare rulesets (what
// to do before a comparison, the summary after it) is shown whole,
// wrapped, at 1280×800 and in a window of the minimum size, from the
// start and as soon as it changes (before, the tab had no text until a
// replay, and the summary, longer than what it replaced, was cut off
// until the tab was laid out again).
func TestCompareTextShowsWhole(t *testing.T) {
	for _, size := range []fyne.Size{fyne.NewSize(1280, 800), minContent} {
		sh, _ := newTestShell(t)
		sh.win.Resize(size)
		openAndWait(t, sh, historyList, historyGames)
		sh.show(sh.history)
		s := sh.history
		s.tabs.SelectIndex(1)
		showsWhole(t, s.compareInfo, size, "at the start")
		s.fromEntry.SetText("2024/1")
		s.toEntry.SetText("2025/1")
		test.Tap(s.compareButton)
		waitIdle(sh)
		if s.comparison == nil {
			t.Fatalf("window %v: no comparison; status %q", size, sh.tasks.status.Text)
		}
		showsWhole(t, s.compareInfo, size, "after a comparison")
	}
}

// showsWhole checks that the word-wrapped label l has text, and the
// height its lines need at the width it is given.
func showsWhole(t *testing.T, l *widget.Label, size fyne.Size, when string) {
	t.Helper()
	got := l.Size()
	whole := widget.NewLabel(l.Text)
	whole.Wrapping = fyne.TextWrapWord
	whole.Resize(fyne.NewSize(got.Width, 1))
	need := whole.MinSize().Height
	if l.Text == "" || got.Width < 400 || got.Height < need-1 {
		t.Errorf("window %v, %s: the text %q is given %v, needs %v tall", size, when, l.Text, got, need)
	}
}
