package gui

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// keyButton is a button that, when it has the keyboard, is pressed by
// Enter as by Space, as a desktop button is, and passes Escape on to the
// window, where it closes the dialog shown (showClosable): Fyne's button
// keeps Escape, so that a dialog whose button had the keyboard did not
// close on it (a tester: the card's Close and Save buttons).
type keyButton struct {
	widget.Button
	// focused: the button has the keyboard, and a ring round it says so
	// (focusRing); Fyne's own mark, its focus colour laid over the
	// button, does not show on a button of the primary colour.
	focused bool
	// down, when set, is what Down does with the keyboard on the button:
	// a table's heading gives the keyboard to the table's rows
	// (sortTable.createHeader).
	down func()
	// back, when set, is what Shift+Tab does with the keyboard on the
	// button (a table's heading: back to the table's rows, which Fyne's
	// order of focus skipped from the first heading); the button then
	// takes Tab itself (AcceptsTab), and Tab goes on as Fyne's does.
	back func()
}

// shiftHeld reports whether a Shift key is held down (a variable: the
// tests' driver has no keyboard).
var shiftHeld = func() bool {
	d, ok := fyne.CurrentApp().Driver().(desktop.Driver)
	return ok && d.CurrentKeyModifiers()&fyne.KeyModifierShift != 0
}

// AcceptsTab takes Tab and Shift+Tab in TypedKey when back is set.
func (b *keyButton) AcceptsTab() bool { return b.back != nil }

// newKeyButton is a button with a label, an icon (nil for none) and what
// pressing it does.
func newKeyButton(label string, icon fyne.Resource, tapped func()) *keyButton {
	b := &keyButton{}
	b.Text, b.Icon, b.OnTapped = label, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// TypedKey presses the button on Enter, passes Escape on to the window,
// calls down on Down (when set), and does what Fyne's button does with
// other keys (Space presses it).
func (b *keyButton) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		if !b.Disabled() && b.OnTapped != nil {
			b.OnTapped()
		}
	case fyne.KeyEscape:
		passKeyOn(b, ev)
	case fyne.KeyTab:
		b.typedTab()
	case fyne.KeyDown:
		if b.down != nil {
			b.down()
			return
		}
		b.Button.TypedKey(ev)
	default:
		b.Button.TypedKey(ev)
	}
}

// typedTab moves the keyboard on, or with Shift back (b.back), from a
// button that takes Tab itself (AcceptsTab).
func (b *keyButton) typedTab() {
	c := fyne.CurrentApp().Driver().CanvasForObject(b)
	switch {
	case c == nil:
	case shiftHeld() && b.back != nil:
		b.back()
	default:
		c.FocusNext()
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

// FocusGained shows the ring as well as Fyne's mark.
func (b *keyButton) FocusGained() {
	b.focused = true
	b.Button.FocusGained()
}

// FocusLost takes the ring away.
func (b *keyButton) FocusLost() {
	b.focused = false
	b.Button.FocusLost()
}

// CreateRenderer draws Fyne's button and, while it has the keyboard, a
// ring round it in the text colour, which shows on a button of any
// importance in either theme (a tester: the focused Run and Save buttons
// looked as when not focused).
func (b *keyButton) CreateRenderer() fyne.WidgetRenderer {
	ring := canvas.NewRectangle(color.Transparent)
	ring.StrokeWidth = 2
	ring.CornerRadius = theme.InputRadiusSize()
	return &focusRing{WidgetRenderer: b.Button.CreateRenderer(), ring: ring, button: b}
}

// focusRing is a button's renderer with the ring of keyButton.
type focusRing struct {
	fyne.WidgetRenderer
	ring   *canvas.Rectangle
	button *keyButton
}

// Layout lays the button out and the ring over its edge.
func (r *focusRing) Layout(size fyne.Size) {
	r.WidgetRenderer.Layout(size)
	r.ring.Resize(size)
}

// Objects are the button's and the ring, drawn last.
func (r *focusRing) Objects() []fyne.CanvasObject {
	// Clipped, so that the ring never goes into the spare room of the
	// button's own slice.
	return append(slices.Clip(r.WidgetRenderer.Objects()), r.ring)
}

// Refresh redraws the button and shows the ring while it has the keyboard.
func (r *focusRing) Refresh() {
	r.WidgetRenderer.Refresh()
	r.ring.StrokeColor = color.Transparent
	if r.button.focused {
		r.ring.StrokeColor = theme.Color(theme.ColorNameForeground)
	}
	r.ring.CornerRadius = theme.InputRadiusSize()
	r.ring.Refresh()
}
