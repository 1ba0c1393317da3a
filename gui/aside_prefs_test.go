package gui

import (
	"strings"
	"testing"
)

// TestAsideByPreferencesSaysSo: results set aside because the
// Preferences changed how files are read say that cause, in the status
// line, on the History tab and on the Rating period tab, not that the
// open files changed (a tester changed only the Default RD).
func TestAsideByPreferencesSaysSo(t *testing.T) {
	sh, d := newTestShell(t)
	replayHistory(t, sh)
	runPeriod(t, sh, "2024/1")
	setDefaultRD(t, sh, d, "120")
	status := sh.tasks.status.Text
	for what, text := range map[string]string{"status line": status, "History tab": sh.history.heading.Text,
		"Rating period tab": sh.session.setAsideText()} {
		if !strings.Contains(text, "because the preferences changed") || strings.Contains(text, "open files changed") {
			t.Errorf("the %s says %q, want the preferences as the cause", what, text)
		}
	}
	// A file closed afterwards is a change of the files again.
	replayHistory(t, sh)
	sh.closeFile(sh.session.paths()[1])
	if text := sh.tasks.status.Text; !strings.Contains(text, "because the open files changed") {
		t.Errorf("after a file was closed the status line says %q", text)
	}
}
