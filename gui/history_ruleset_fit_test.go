package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// TestHistoryRulesetShownWhole: in the default window (1240×780, the
// app's on a screen 1280×800) the History tab's
// Ruleset box shows every ruleset's name whole (a tester read "iccf-2023:
// ICCF Working Rules of the Ratings System, valid since 01/10/2…").
func TestHistoryRulesetShownWhole(t *testing.T) {
	sh, _ := newTestShell(t)
	sh.win.Resize(fyne.NewSize(defaultWidth, defaultHeight))
	sh.show(sh.history)
	sel := sh.history.ruleset
	for _, o := range sel.Options {
		need := fyne.MeasureText(o, theme.TextSize(), fyne.TextStyle{}).Width + theme.IconInlineSize() + 4*theme.InnerPadding()
		if got := sel.Size().Width; got < need {
			t.Errorf("the Ruleset box is %v wide, %q needs %v", got, o, need)
		}
	}
}
