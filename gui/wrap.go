package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// wrapWidth is the width a word-wrapped text is measured at before it has
// been laid out.
const wrapWidth = 600

// wrapped holds a word-wrapped label so that it asks for a sensible height
// even before it is laid out: a label on a tab not yet shown has no width,
// wraps after every word, and would ask for a window thousands of pixels
// tall.
func wrapped(l *widget.Label) *fyne.Container {
	l.Wrapping = fyne.TextWrapWord
	return container.New(wrapLayout{}, l)
}

// wrapLayout gives its objects its whole size, and measures them at the
// width they are given, or wrapWidth wide while they have none to speak
// of (not laid out yet).
type wrapLayout struct{}

// minWrapMeasure is the least width a wrapped label is measured at as it
// is: narrower, it is taken as not laid out yet.
const minWrapMeasure = 200

func (wrapLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (wrapLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var h float32
	for _, o := range objects {
		if !o.Visible() {
			continue
		}
		s := o.Size()
		if s.Width >= minWrapMeasure {
			h = max(h, o.MinSize().Height)
			continue
		}
		// Not laid out yet: measured wrapWidth wide and given its size
		// back, for the layout to size it. (Measured wider than it is and
		// left so, a label was drawn past its room, over what is beside
		// it: the games read under the "Use 2026/1" button in a window
		// 900 wide.)
		o.Resize(fyne.NewSize(wrapWidth, s.Height))
		h = max(h, o.MinSize().Height)
		o.Resize(s)
	}
	return fyne.NewSize(0, h)
}
