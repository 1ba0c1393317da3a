package gui

import (
	"testing"
)

// TestHistorySaysReplayDone: after a replay, the History tab says it is
// done, not "Ready" (a tester, shot34); other periods typed are ready
// again.
func TestHistorySaysReplayDone(t *testing.T) {
	sh, _ := newTestShell(t)
	replayHistory(t, sh)
	s := sh.history
	if want := "Done: 2024/1 to 2025/1 replayed, 5 periods."; s.reason.Text != want {
		t.Errorf("after the replay the History tab says %q, want it to begin %q", s.reason.Text, want)
	}
	s.toEntry.SetText("2024/4")
	if want := "Ready: 2024/1 to 2024/4, 4 periods."; s.reason.Text != want {
		t.Errorf("with other periods typed it says %q, want %q", s.reason.Text, want)
	}
}
