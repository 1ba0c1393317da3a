package gui

import (
	"testing"
)

// TestHistoryRemembersPeriods: the History tab's periods typed are
// there again at the next start, as the Rating period tab's period is
// (a tester: they were forgotten after a restart); a period half typed
// leaves the one remembered, an empty box forgets it.
func TestHistoryRemembersPeriods(t *testing.T) {
	tests := []struct {
		from, to         string
		wantFrom, wantTo string
	}{
		{"2024/1", "2025/1", "2024/1", "2025/1"},
		{"2024/", "2025/2", "2024/1", "2025/2"},
		{"", "2025/3", "", "2025/3"},
	}
	sh, _ := newTestShell(t)
	for _, tt := range tests {
		sh.history.fromEntry.SetText(tt.from)
		sh.history.toEntry.SetText(tt.to)
		again := newHistoryScreen(sh) // as at the next start
		if got := [2]string{again.fromEntry.Text, again.toEntry.Text}; got != [2]string{tt.wantFrom, tt.wantTo} {
			t.Errorf("typed %q to %q: the next start shows %q, want %q to %q", tt.from, tt.to, got, tt.wantFrom, tt.wantTo)
		}
	}
}
