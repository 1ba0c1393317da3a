package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/engine"
)

// factLabels are the labels of a card's column of facts, those wrapped
// (wrappedFact) too.
func factLabels(objects []fyne.CanvasObject) []*widget.Label {
	var out []*widget.Label
	for _, o := range objects {
		switch o := o.(type) {
		case *widget.Label:
			out = append(out, o)
		case *fyne.Container:
			out = append(out, factLabels(o.Objects)...)
		}
	}
	return out
}

// periodFactsText is the card's period column, "label | value | …".
func periodFactsText(c *playerCard) string {
	var out []string
	for _, l := range factLabels(c.period.Objects) {
		out = append(out, l.Text)
	}
	return strings.Join(out, " | ")
}

// replaySwitched replays the history sample 2024/1 to 2025/1 under
// iccf-2017, switching at 2024/3 to iccf-2023 (with a Default RD of 100).
func replaySwitched(t *testing.T, sh *shell, d *fakeDialogs) {
	t.Helper()
	setDefaultRD(t, sh, d, "100")
	openAndWait(t, sh, historyList, historyGames)
	s := sh.history
	s.fromEntry.SetText("2024/1")
	s.toEntry.SetText("2025/1")
	s.ruleset.SetSelected(rulesetLabel(knownRuleset(engine.ICCF2017)))
	s.switchEntry.SetText("2024/3")
	s.switchRuleset.SetSelected(string(engine.ICCF2023))
	test.Tap(s.runButton)
	waitIdle(sh)
	if s.run == nil {
		t.Fatalf("the replay did not run: %s; told %q", s.reason.Text, d.told)
	}
}

// TestCardFromCompareNamesTheReplay: a card opened from a mover of
// Compare rulesets names the replay it shows, its periods and rulesets,
// and says it is not one of the rulesets compared (a tester: the card
// showed the Periods tab's replay of iccf-2017 and iccf-2023 and did not
// say so, beside a comparison of iccf-2023 and iccf-2025).
func TestCardFromCompareNamesTheReplay(t *testing.T) {
	sh, d := newTestShell(t)
	replaySwitched(t, sh, d)
	compareRulesets(sh)
	s := sh.history
	if len(s.movers[0]) == 0 {
		t.Fatal("no gains to open a card from")
	}
	s.gainers.onActivated(s.gainers.shown[0])
	waitIdle(sh)
	c := sh.cards[len(sh.cards)-1]
	named := "2024/1 to 2025/1 on the History tab: iccf-2017 to 2024/2, iccf-2023 from 2024/3"
	if got := periodFactsText(c); !strings.Contains(got, "Replay | "+named) {
		t.Errorf("the card's period column says %q, want %q", got, named)
	}
	if !containsAll(c.sums.Text, "the replay run on the Periods tab (2024/1 to 2025/1: iccf-2017 to 2024/2, iccf-2023 from 2024/3)",
		"A = iccf-2023 and B = iccf-2025") {
		t.Errorf("the card says %q", c.sums.Text)
	}
}

// TestCardReplayFactsWrap: in a card 1024×700 the replay's lines wrap,
// whole, rather than end in "…" (a tester read "After 2025/2: rating
// 2427, RD 82; 103 rated games, 2 of them in 20…").
func TestCardReplayFactsWrap(t *testing.T) {
	sh, d := newTestShell(t)
	replaySwitched(t, sh, d)
	sh.dialogs = &windowDialogs{app: sh.app, win: sh.win, prefs: sh.prefs}
	sh.win.Resize(fyne.NewSize(1024, 700))
	sh.openCard(100101)
	waitIdle(sh)
	c := sh.cards[len(sh.cards)-1]
	for _, l := range factLabels(c.period.Objects) {
		switch {
		case l.Truncation != fyne.TextTruncateOff:
			// Cut with "…" when narrower than its text.
			if need := fyne.MeasureText(l.Text, theme.TextSize(), l.TextStyle).Width; need > l.Size().Width {
				t.Errorf("%q needs %.0f, has %.0f and is cut", l.Text, need, l.Size().Width)
			}
		case l.Wrapping == fyne.TextWrapWord && l.MinSize().Height > l.Size().Height+1:
			t.Errorf("%q wraps to %.0f high, has %.0f", l.Text, l.MinSize().Height, l.Size().Height)
		}
	}
}
