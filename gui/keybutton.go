package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// keyButton is a button that, when it has the keyboard, is pressed by
// Enter as by Space, as a desktop button is, and passes Escape on to the
// window, where it closes the dialog shown (showClosable): Fyne's button
// keeps Escape, so that a dialog whose button had the keyboard did not
// close on it (a tester: the card's Close and Save buttons).
type keyButton struct {
	widget.Button
}

// newKeyButton is a button with a label, an icon (nil for none) and what
// pressing it does.
func newKeyButton(label string, icon fyne.Resource, tapped func()) *keyButton {
	b := &keyButton{}
	b.Text, b.Icon, b.OnTapped = label, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// TypedKey presses the button on Enter, passes Escape on to the window,
// and does what Fyne's button does with other keys (Space presses it).
func (b *keyButton) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		if !b.Disabled() && b.OnTapped != nil {
			b.OnTapped()
		}
	case fyne.KeyEscape:
		passKeyOn(b, ev)
	default:
		b.Button.TypedKey(ev)
	}
}

// passKeyOn gives a key that the widget o has no use for to o's window,
// as if no widget had the keyboard: there Escape closes the dialog shown
// (showClosable).
func passKeyOn(o fyne.CanvasObject, ev *fyne.KeyEvent) {
	c := fyne.CurrentApp().Driver().CanvasForObject(o)
	if c == nil {
		return
	}
	if onKey := c.OnTypedKey(); onKey != nil {
		onKey(ev)
	}
}
