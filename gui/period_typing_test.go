package gui

import (
	"strings"
	"testing"
)

// TestPeriodTypingKeepsRun: typing in the Period field takes the results
// off only once another period that can be rated is typed, and brings
// them back when the run's period is chosen again before any file
// changed (a tester typed 2026/5, then 2026/1 again, and had lost the
// run); once a file changed they stay set aside.
func TestPeriodTypingKeepsRun(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	runPeriod(t, sh, "2026/1")
	run := sh.session.run
	steps := []struct {
		text    string
		wantRun bool
		wantSay string
	}{
		{"2026/", true, ""},
		{"2026/5", true, ""},
		{"2026/", true, ""},
		{"2026/2", false, "choosing 2026/1 again brings them back"},
		{"2026/", false, ""},
		{"2026/1", true, "are back on the screen"},
	}
	for _, st := range steps {
		sh.period.periodEntry.SetText(st.text)
		if got := sh.session.run == run; got != st.wantRun {
			t.Errorf("after typing %q the run is kept: %v, want %v", st.text, got, st.wantRun)
		}
		if got := sh.period.shown == run; got != st.wantRun {
			t.Errorf("after typing %q the run is shown: %v, want %v", st.text, got, st.wantRun)
		}
		if st.wantSay != "" && !strings.Contains(sh.tasks.status.Text, st.wantSay) {
			t.Errorf("after typing %q the task bar says %q, want %q", st.text, sh.tasks.status.Text, st.wantSay)
		}
	}
	sh.period.periodEntry.SetText("2026/2")
	openAndWait(t, sh, sampleList) // read again: the files changed
	sh.period.periodEntry.SetText("2026/1")
	if sh.session.run != nil {
		t.Errorf("the run came back after the open files changed, want it set aside")
	}
}
