package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// statusLine is the idle foot of the main window: the last message on one
// line, cut with an ellipsis when the window is too narrow for it, and
// then a "Show all" button at its end that shows the whole message in a
// dialog (a saved file's path, the players no certificate was made for:
// the end of a message is often the part that matters).
type statusLine struct {
	text    *widget.Label
	showAll *keyButton
	content *fyne.Container
}

// newStatusLine builds an empty status line; onShowAll is called with the
// whole message when the user presses Show all.
func newStatusLine(onShowAll func(message string)) *statusLine {
	l := &statusLine{text: widget.NewLabel("")}
	l.text.Truncation = fyne.TextTruncateEllipsis
	l.showAll = newKeyButton("Show all", theme.MoreHorizontalIcon(), func() {
		onShowAll(l.text.Text)
	})
	l.showAll.Importance = widget.LowImportance
	l.showAll.Hide()
	l.content = container.New(&statusLayout{line: l}, l.text, l.showAll)
	return l
}

// setText shows msg, with Show all when it does not fit.
func (l *statusLine) setText(msg string) {
	l.text.SetText(msg)
	l.content.Refresh()
}

// fits reports whether the whole message fits in width.
func (l *statusLine) fits(width float32) bool {
	need := fyne.MeasureText(l.text.Text, theme.TextSize(), l.text.TextStyle).Width + 2*theme.InnerPadding()
	return need <= width
}

// statusLayout lays a statusLine out: the message across the whole width
// when it fits; else the message cut short and Show all at the right.
type statusLayout struct{ line *statusLine }

func (s *statusLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	l := s.line
	if l.text.Text == "" || l.fits(size.Width) {
		l.showAll.Hide()
		l.text.Move(fyne.NewPos(0, 0))
		l.text.Resize(size)
		return
	}
	l.showAll.Show()
	b := l.showAll.MinSize()
	b.Height = min(b.Height, size.Height)
	l.showAll.Move(fyne.NewPos(size.Width-b.Width, (size.Height-b.Height)/2))
	l.showAll.Resize(b)
	l.text.Move(fyne.NewPos(0, 0))
	l.text.Resize(fyne.NewSize(max(0, size.Width-b.Width-theme.Padding()), size.Height))
}

func (s *statusLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	// As tall as the message alone: the foot of the window keeps its
	// height whether Show all is there or not.
	t, b := s.line.text.MinSize(), s.line.showAll.MinSize()
	return fyne.NewSize(b.Width, t.Height)
}
