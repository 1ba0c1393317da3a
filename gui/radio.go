package gui

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// keyRadio is a row of radio buttons in a form, one choice required,
// that takes the keyboard as one field, as a desktop radio group does:
// Tab reaches it, the arrow keys move the choice, and Enter and Escape go
// on to the form (press Save, close it). Fyne's RadioGroup gives each
// button the keyboard of its own, which keeps both keys.
type keyRadio struct {
	widget.BaseWidget
	// Options are the choices, in order; Selected is the one chosen.
	Options            []string
	Selected           string
	onEscape, onSubmit func()
	focused            bool
}

// newKeyRadio is a row of the options with selected chosen.
func newKeyRadio(options []string, selected string) *keyRadio {
	r := &keyRadio{Options: options, Selected: selected}
	r.ExtendBaseWidget(r)
	return r
}

// SetSelected chooses option.
func (r *keyRadio) SetSelected(option string) {
	r.Selected = option
	r.Refresh()
}

// move chooses the option step places from the chosen one, staying at
// the first and last.
func (r *keyRadio) move(step int) {
	i := slices.Index(r.Options, r.Selected) + step
	if i >= 0 && i < len(r.Options) {
		r.SetSelected(r.Options[i])
	}
}

// Tapped chooses the option under the pointer and takes the keyboard.
func (r *keyRadio) Tapped(ev *fyne.PointEvent) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(r); c != nil {
		c.Focus(r)
	}
	x := float32(0)
	for _, o := range r.Options {
		x += radioOptionWidth(o)
		if ev.Position.X < x {
			r.SetSelected(o)
			return
		}
	}
}

// TypedKey moves the choice with the arrow keys, and passes Enter and
// Escape on to the form.
func (r *keyRadio) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyLeft, fyne.KeyUp:
		r.move(-1)
	case fyne.KeyRight, fyne.KeyDown:
		r.move(1)
	case fyne.KeyReturn, fyne.KeyEnter:
		if r.onSubmit != nil {
			r.onSubmit()
		}
	case fyne.KeyEscape:
		if r.onEscape != nil {
			r.onEscape()
		}
	}
}

// TypedRune does nothing: a radio button takes no text.
func (r *keyRadio) TypedRune(rune) {}

// FocusGained shows that the choice has the keyboard.
func (r *keyRadio) FocusGained() {
	r.focused = true
	r.Refresh()
}

// FocusLost shows that it no longer has.
func (r *keyRadio) FocusLost() {
	r.focused = false
	r.Refresh()
}

// radioOptionWidth is the width one option takes: its button, its label
// and the space after it.
func radioOptionWidth(label string) float32 {
	text := fyne.MeasureText(label, theme.TextSize(), fyne.TextStyle{}).Width
	return theme.IconInlineSize() + 2*theme.InnerPadding() + theme.Padding() + text
}

// CreateRenderer draws each option as Fyne draws a radio button.
func (r *keyRadio) CreateRenderer() fyne.WidgetRenderer {
	rr := &keyRadioRenderer{radio: r}
	rr.build()
	return rr
}

// keyRadioRenderer draws a keyRadio: for each option a ring, its fill and
// its label; the focus mark round the chosen one while the row has the
// keyboard.
type keyRadioRenderer struct {
	radio   *keyRadio
	focus   *canvas.Circle
	rings   []*canvas.Image
	fills   []*canvas.Image
	labels  []*canvas.Text
	objects []fyne.CanvasObject
}

// build makes the objects for the options.
func (rr *keyRadioRenderer) build() {
	rr.focus = canvas.NewCircle(theme.Color(theme.ColorNameFocus))
	rr.objects = []fyne.CanvasObject{rr.focus}
	for _, o := range rr.radio.Options {
		fill, ring := &canvas.Image{}, &canvas.Image{}
		label := canvas.NewText(o, theme.Color(theme.ColorNameForeground))
		rr.fills, rr.rings, rr.labels = append(rr.fills, fill), append(rr.rings, ring), append(rr.labels, label)
		rr.objects = append(rr.objects, fill, ring, label)
	}
	rr.Refresh()
}

func (rr *keyRadioRenderer) Layout(size fyne.Size) {
	icon, inner := theme.IconInlineSize(), theme.InnerPadding()
	x := float32(0)
	for i, o := range rr.radio.Options {
		iconPos := fyne.NewPos(x+inner/2, (size.Height-icon)/2)
		for _, img := range []*canvas.Image{rr.fills[i], rr.rings[i]} {
			img.Move(iconPos)
			img.Resize(fyne.NewSquareSize(icon))
		}
		if o == rr.radio.Selected {
			rr.focus.Move(fyne.NewPos(x, (size.Height-icon-inner)/2))
			rr.focus.Resize(fyne.NewSquareSize(icon + inner))
		}
		rr.labels[i].Move(fyne.NewPos(x+icon+inner+theme.Padding(), (size.Height-rr.labels[i].MinSize().Height)/2))
		rr.labels[i].Resize(rr.labels[i].MinSize())
		x += radioOptionWidth(o)
	}
}

func (rr *keyRadioRenderer) MinSize() fyne.Size {
	w := float32(0)
	for _, o := range rr.radio.Options {
		w += radioOptionWidth(o)
	}
	h := max(theme.IconInlineSize(), fyne.MeasureText("Mg", theme.TextSize(), fyne.TextStyle{}).Height)
	return fyne.NewSize(w, h+2*theme.InnerPadding())
}

// Refresh colours each option as chosen or not, and shows the focus mark.
func (rr *keyRadioRenderer) Refresh() {
	for i, o := range rr.radio.Options {
		ring := theme.NewThemedResource(theme.RadioButtonIcon())
		ring.ColorName = theme.ColorNameInputBorder
		fill := theme.NewThemedResource(theme.RadioButtonFillIcon())
		fill.ColorName = theme.ColorNameInputBackground
		if o == rr.radio.Selected {
			ring.ColorName, fill.ColorName = theme.ColorNameForeground, theme.ColorNamePrimary
		}
		rr.rings[i].Resource, rr.fills[i].Resource = ring, fill
		rr.rings[i].Refresh()
		rr.fills[i].Refresh()
		rr.labels[i].Color = theme.Color(theme.ColorNameForeground)
		rr.labels[i].TextSize = theme.TextSize()
		rr.labels[i].Refresh()
	}
	rr.focus.FillColor = theme.Color(theme.ColorNameFocus)
	rr.focus.Hidden = !rr.radio.focused || slices.Index(rr.radio.Options, rr.radio.Selected) < 0
	rr.focus.Refresh()
	rr.Layout(rr.radio.Size())
}

func (rr *keyRadioRenderer) Objects() []fyne.CanvasObject { return rr.objects }

func (rr *keyRadioRenderer) Destroy() {}
