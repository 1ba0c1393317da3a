package gui

import (
	"fmt"
	"net/url"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"ratingdesk/xlsxio"
)

// TestNotOpenedMessage: a document saved but not shown is told in words
// (issue 10 point 4), never as the system's error text.
func TestNotOpenedMessage(t *testing.T) {
	dir := t.TempDir()
	missing := &exec.Error{Name: "xdg-open", Err: exec.ErrNotFound}
	tests := []struct {
		path string
		err  error
		want string
	}{
		{filepath.Join(dir, "statement.pdf"), missing,
			"Rating Desk could not show it: no program for showing files was found on this computer. Open it from the folder " + dir + "."},
		{dir, missing,
			"Rating Desk could not show the folder: no program for showing files was found on this computer. Open the folder " + dir + " yourself."},
		{filepath.Join(dir, "statement.pdf"), fmt.Errorf("exit status 4"),
			"Rating Desk could not show it: the system did not open it. Open it from the folder " + dir + "."},
	}
	for _, tt := range tests {
		if got := notOpenedMessage(tt.path, tt.err); got != tt.want {
			t.Errorf("notOpenedMessage(%q, %v) = %q, want %q", tt.path, tt.err, got, tt.want)
		}
	}
}

// TestSavedButNotShown: after saving the statement of norms on a system
// without xdg-open, the status line says the file was saved and where to
// open it, with no "exec:" or "$PATH".
func TestSavedButNotShown(t *testing.T) {
	sh, d := newTestShell(t)
	sh.openURL = func(*url.URL) error { return &exec.Error{Name: "xdg-open", Err: exec.ErrNotFound} }
	s := showSection(t, sh, "GM-A")
	dir := t.TempDir()
	d.savePath = filepath.Join(dir, "statement.pdf")
	test.Tap(s.statementBtn)
	waitIdle(sh)
	got := sh.tasks.status.Text
	for _, want := range []string{"Saved", "statement.pdf", "could not show it", "Open it from the folder " + dir + "."} {
		if !strings.Contains(got, want) {
			t.Errorf("status after saving = %q, want it to contain %q", got, want)
		}
	}
	for _, bad := range []string{"exec:", "$PATH", "xdg-open"} {
		if strings.Contains(got, bad) {
			t.Errorf("status after saving = %q, want no %q", got, bad)
		}
	}
}

// TestProblemSentencePlain: a problem whose message carries an error's
// package prefix is shown without it.
func TestProblemSentencePlain(t *testing.T) {
	p := &xlsxio.Problem{File: "list.xlsx", Msg: "cannot read the file: outputs: hashing list.xlsx: permission denied"}
	want := "In file list.xlsx: cannot read the file: hashing list.xlsx: permission denied."
	if got := problemSentence(p); got != want {
		t.Errorf("problemSentence(%v) = %q, want %q", p, got, want)
	}
}
