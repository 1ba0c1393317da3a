package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
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
