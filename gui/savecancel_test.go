package gui

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/engine"
)

// TestCancelledSaveSaysWhatIsOnDisk: a save cancelled says that no file
// was written when there was none, and that the file was left as it was
// when one was to be replaced (a tester: Cancel on a new report said
// "repall.pdf was left as it was", of a file that did not exist).
func TestCancelledSaveSaysWhatIsOnDisk(t *testing.T) {
	sh, d := newTestShell(t)
	d.answer = true
	dir := t.TempDir()
	cancelled := func(context.Context, engine.Progress) error { return context.Canceled }

	fresh := filepath.Join(dir, "report.pdf")
	sh.saveFileContext(kindReport, fresh, nil, []string{".pdf"}, "the period report", cancelled)
	waitIdle(sh)
	if got, want := sh.tasks.status.Text, "Cancelled: the period report was not saved; no file was written."; got != want {
		t.Errorf("cancelled on a new file: %q, want %q", got, want)
	}
	if _, err := os.Stat(fresh); !os.IsNotExist(err) {
		t.Errorf("a cancelled save left %s", fresh)
	}

	old := filepath.Join(dir, "old.pdf")
	if err := os.WriteFile(old, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	sh.saveFileContext(kindReport, old, nil, []string{".pdf"}, "the period report", cancelled)
	waitIdle(sh)
	if got := sh.tasks.status.Text; !strings.Contains(got, "old.pdf was left as it was") {
		t.Errorf("cancelled on a file to replace: %q, want it to say old.pdf was left as it was", got)
	}
}
