package gui

import (
	"context"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"ratingdesk/engine"
)

// TestStatusLineShowAll: a message too long for the window's foot is cut
// with an ellipsis and Show all appears, which tells the whole message; a
// short one has no Show all; after the window is widened the long one
// fits and Show all goes.
func TestStatusLineShowAll(t *testing.T) {
	sh, d := newTestShell(t)
	w := sh.win
	line := sh.tasks.line

	sh.tasks.say("Closed list.xlsx.")
	if line.showAll.Visible() {
		t.Errorf("Show all is shown for a short message")
	}

	long := "Saved 2 certificates to /home/td/2026-1/certificates. None for 11 players: " +
		strings.Repeat("Schäfer, Jürgen (GM held), ", 4) + "and the last one."
	sh.tasks.say(long)
	if !line.showAll.Visible() {
		t.Fatalf("Show all is hidden for a message of %d characters in a window %v wide", len(long), w.Canvas().Size().Width)
	}
	if end := line.showAll.Position().X + line.showAll.Size().Width; end > line.content.Size().Width+0.5 {
		t.Errorf("Show all ends at %v, past the line's width %v", end, line.content.Size().Width)
	}
	if line.text.Size().Width >= line.content.Size().Width {
		t.Errorf("the message is %v wide, not shortened for Show all (line %v)", line.text.Size().Width, line.content.Size().Width)
	}
	test.Tap(line.showAll)
	if got := d.lastTold(); got != "Message: "+long {
		t.Errorf("Show all told %q, want the whole message", got)
	}

	w.Resize(fyne.NewSize(2400, 780))
	if line.showAll.Visible() {
		t.Errorf("Show all still shown once the message fits (window %v wide, line %v, need %v)", w.Canvas().Size().Width, line.content.Size().Width, fyne.MeasureText(long, 14, fyne.TextStyle{}).Width)
	}
}

// TestTaskBarKeepsTheTextReadable: while work runs, the progress bar
// stands beside what is being done, not over it (a tester: "Checking the
// games aga▮…", the bar drawn over the text at the foot of the window),
// in the default window and at the smallest, 900×600; with its progress
// shown and while it waits.
func TestTaskBarKeepsTheTextReadable(t *testing.T) {
	tests := []struct {
		name     string
		size     fyne.Size
		progress bool
	}{
		{"1280×800, progress", fyne.NewSize(1280, 800), true},
		{"1280×800, waiting", fyne.NewSize(1280, 800), false},
		{"900×600, progress", fyne.NewSize(900, 600), true},
		{"900×600, waiting", fyne.NewSize(900, 600), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sh, _ := newTestShell(t)
			sh.win.Resize(tt.size)
			b := sh.tasks
			sh.tasks.say("Saved the period report to /tmp/out/rating-report-2026-1.pdf.")
			started, release := make(chan struct{}), make(chan struct{})
			what := "Checking the games against games-2025-4.csv"
			b.start(what, func(_ context.Context, progress engine.Progress) func() {
				if tt.progress {
					progress(1, 7)
				}
				close(started)
				<-release
				return nil
			})
			<-started
			defer func() { close(release); waitIdle(sh) }()
			bar := fyne.CanvasObject(b.waiting)
			if tt.progress {
				bar = b.bar
				// The progress is shown on the UI goroutine.
				for i := 0; i < 100 && !b.bar.Visible(); i++ {
					time.Sleep(10 * time.Millisecond)
				}
			}
			if !bar.Visible() {
				t.Fatalf("the bar is hidden")
			}
			text := absPos(b.doing)
			textEnd := text.X + b.doing.Size().Width
			need := fyne.MeasureText(b.doing.Text, theme.TextSize(), b.doing.TextStyle).Width + 2*theme.InnerPadding()
			if b.doing.Size().Width < need {
				t.Errorf("the text %q is %v wide, needs %v", b.doing.Text, b.doing.Size().Width, need)
			}
			barAt := absPos(bar)
			if barAt.X < textEnd {
				t.Errorf("the bar starts at x %v, over the text %q ending at %v", barAt.X, b.doing.Text, textEnd)
			}
			if w := bar.Size().Width; w < 100 {
				t.Errorf("the bar is %v wide, want room to show its progress", w)
			}
			if end := barAt.X + bar.Size().Width; end > absPos(b.cancelButton).X {
				t.Errorf("the bar ends at %v, over Cancel at %v", end, absPos(b.cancelButton).X)
			}
			if end := absPos(b.cancelButton).X + b.cancelButton.Size().Width; end > sh.win.Canvas().Size().Width+0.5 {
				t.Errorf("Cancel ends at %v, past the window's width %v", end, sh.win.Canvas().Size().Width)
			}
		})
	}
}

// absPos is where o is drawn in its window.
func absPos(o fyne.CanvasObject) fyne.Position {
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
}
