package gui

import (
	"strings"
	"testing"
)

// TestHistoryPeriodMistakesAreNamed: a period typed wrong is named with
// its field and what is wrong with it, not only "Type the first and the
// last period as YYYY/Q" (a tester typed 2025/5 and 2025/01).
func TestHistoryPeriodMistakesAreNamed(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, historyList, historyGames)
	s := sh.history
	for _, tt := range []struct{ from, to, want string }{
		{"2025/5", "2025/1", "The first period, 2025/5: the quarter must be 1 to 4."},
		{"2024/1", "2025/01", "The last period, 2025/01: write the quarter as one digit, 2025/1."},
		{"2024/1", "", "Type the last period as YYYY/Q, e.g. 2025/1."},
		{"25/1", "2025/1", "The first period, 25/1: the year must have four digits"},
		{"2025", "2025/1", "The first period, 2025: write the year, a slash and the quarter"},
		{"2025/x", "2025/1", "The first period, 2025/x: the quarter must be a number from 1 to 4"},
	} {
		s.fromEntry.SetText(tt.from)
		s.toEntry.SetText(tt.to)
		if !strings.Contains(s.reason.Text, tt.want) || !s.runButton.Disabled() {
			t.Errorf("%q to %q: the tab says %q (Run off %v), want %q", tt.from, tt.to, s.reason.Text, s.runButton.Disabled(), tt.want)
		}
	}
}

// TestHistorySwitchNoneIsNoSwitch: the switch field's placeholder,
// "none", typed in any case, is no switch (a tester typed it and was
// refused); a wrong switch period is named as the others are.
func TestHistorySwitchNoneIsNoSwitch(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, historyList, historyGames)
	s := sh.history
	s.fromEntry.SetText("2024/1")
	s.toEntry.SetText("2025/1")
	for _, typed := range []string{"none", "None", " NONE "} {
		s.switchEntry.SetText(typed)
		req, reason := s.request()
		if reason != "" || len(req.Switches) != 0 || s.runButton.Disabled() {
			t.Errorf("switch %q: reason %q, %d switches, Run off %v; want no switch", typed, reason, len(req.Switches), s.runButton.Disabled())
		}
	}
	s.switchEntry.SetText("2024/03")
	if want := "The switch period, 2024/03: write the quarter as one digit, 2024/3; or leave it empty (or none) for no switch."; s.reason.Text != want {
		t.Errorf("switch 2024/03: the tab says %q, want %q", s.reason.Text, want)
	}
}
