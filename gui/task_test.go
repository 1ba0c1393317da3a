package gui

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"ratingdesk/engine"
	"ratingdesk/outputs"
)

func TestTaskCancel(t *testing.T) {
	sh, _ := newTestShell(t)
	b := sh.tasks
	started := make(chan struct{})
	var sawCancel bool
	ok := b.start("Counting", func(ctx context.Context, progress engine.Progress) func() {
		progress(1, 4)
		close(started)
		<-ctx.Done()
		return func() { sawCancel = ctx.Err() != nil; b.say("Counting was cancelled.") }
	})
	if !ok {
		t.Fatal("the task did not start")
	}
	<-started
	if !b.busy() || !b.busyBox.Visible() || !strings.HasPrefix(b.doing.Text, "Counting") {
		t.Errorf("while running: busy %v, bar shown %v, label %q", b.busy(), b.busyBox.Visible(), b.doing.Text)
	}
	if b.start("Another", func(context.Context, engine.Progress) func() { return nil }) {
		t.Errorf("a second task started while one runs")
	}
	test.Tap(b.cancelButton)
	waitIdle(sh)
	if !sawCancel || b.busy() || b.busyBox.Visible() || b.status.Text != "Counting was cancelled." {
		t.Errorf("after Cancel: saw cancel %v, busy %v, bar shown %v, status %q", sawCancel, b.busy(), b.busyBox.Visible(), b.status.Text)
	}
}

func TestTaskPanicIsToldNotFatal(t *testing.T) {
	sh, d := newTestShell(t)
	sh.tasks.start("Reading list.xlsx", func(context.Context, engine.Progress) func() { panic("index out of range") })
	waitIdle(sh)
	if got := d.lastTold(); !containsAll(got, "Internal error", "reading list.xlsx", "index out of range", "report it") {
		t.Errorf("told %q, want the panic worded with what was being done", got)
	}
	if sh.tasks.busy() {
		t.Errorf("the bar is still busy after a panic")
	}
}

// TestSaveFileCancelled: a save whose write stops on the task bar's
// Cancel (the period report with a sheet for every player) leaves no
// file and says so on the bar, not as a failure in a dialog.
func TestSaveFileCancelled(t *testing.T) {
	sh, d := newTestShell(t)
	path := filepath.Join(t.TempDir(), "report.pdf")
	started := make(chan struct{})
	sh.saveFileContext(kindReport, path, nil, []string{".pdf"}, "the period report", func(ctx context.Context, _ engine.Progress) error {
		return outputs.WriteFile(path, func(w io.Writer) error {
			close(started)
			<-ctx.Done()
			return fmt.Errorf("pdfout: report stopped: %w", ctx.Err())
		})
	})
	<-started
	test.Tap(sh.tasks.cancelButton)
	waitIdle(sh)
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Errorf("after Cancel the file exists (%v), want none", err)
	}
	if got := sh.tasks.status.Text; !strings.HasPrefix(got, "Cancelled: the period report was not saved") {
		t.Errorf("status %q, want the save said cancelled", got)
	}
	if got := d.lastTold(); got != "" {
		t.Errorf("told %q, want no dialog", got)
	}
}

// TestWaitingBarMovesAgain: the bar of work that says nothing of its
// progress moves for every piece of work, also for one after another such
// piece (a tester: saving the report with every sheet, after an earlier
// save, showed the bar frozen at its start for the 17 s of the save:
// ProgressBarInfinite.Show had marked it running without starting it, so
// Start did nothing).
func TestWaitingBarMovesAgain(t *testing.T) {
	sh, _ := newTestShell(t)
	b := sh.tasks
	moving := func() bool {
		r := reflect.ValueOf(test.WidgetRenderer(b.waiting)).Elem().FieldByName("wasRunning")
		if !r.IsValid() {
			t.Skip("Fyne's infinite progress bar no longer says whether it moves")
		}
		return r.Bool()
	}
	test.WidgetRenderer(b.waiting) // made before any work, as a window shows it
	for i := range 3 {
		release := make(chan struct{})
		b.start("Saving", func(context.Context, engine.Progress) func() {
			<-release
			return nil
		})
		if !moving() {
			t.Errorf("work %d: the waiting bar does not move", i+1)
		}
		close(release)
		waitIdle(sh)
		if moving() {
			t.Errorf("work %d done: the waiting bar still moves", i+1)
		}
	}
}

// TestReportSaveShowsProgress: saving the period report with a sheet for
// every player who played moves the task bar's progress through the
// sheets (a tester: 24,698 pages took 10–18 s with no percentage).
func TestReportSaveShowsProgress(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	runPeriod(t, sh, "2026/1")
	sh.period.allSheets.SetChecked(true)
	path := filepath.Join(t.TempDir(), "report.pdf")
	sh.period.saveReportTo(path)
	waitIdle(sh)
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("the report was not saved: %v", err)
	}
	if got := sh.tasks.permille.Load(); got != 1000 {
		t.Errorf("the task bar's last progress was %d‰, want 1000‰ (the sheets reported)", got)
	}
}

// TestBusyMessageLeavesCancelFree: Ctrl+R pressed again (or Run) while
// the period is being rated says to wait at the foot of the window,
// beside Cancel, not in a dialog that stood between the user and the
// Cancel it pointed to (a tester: Cancel did nothing until the "Please
// wait" dialog was closed); Cancel then stops the work, and the words go
// with it (a tester before: the message stayed after the run).
func TestBusyMessageLeavesCancelFree(t *testing.T) {
	sh, d := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	sh.period.periodEntry.SetText("2026/1")
	started := make(chan struct{})
	cancelled := make(chan struct{})
	sh.tasks.start("Rating period 2026/1", func(ctx context.Context, _ engine.Progress) func() {
		close(started)
		<-ctx.Done()
		close(cancelled)
		return nil
	})
	<-started
	sh.onRun()
	test.Tap(sh.period.runButton)
	if len(d.told) != 0 {
		t.Errorf("told %q while busy, want no dialog", d.told)
	}
	if want := "Rating period 2026/1… still busy: wait until it finishes, or press Cancel"; sh.tasks.doing.Text != want {
		t.Errorf("the foot of the window says %q, want %q", sh.tasks.doing.Text, want)
	}
	test.Tap(sh.tasks.cancelButton)
	select {
	case <-cancelled:
	case <-time.After(10 * time.Second):
		t.Fatal("Cancel did not stop the work")
	}
	waitIdle(sh)
	if sh.tasks.busyBox.Visible() || strings.Contains(sh.tasks.status.Text, "still busy") {
		t.Errorf("after the work ended: bar shown %v, status %q", sh.tasks.busyBox.Visible(), sh.tasks.status.Text)
	}
}
