package gui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/titles"
)

// swatch is one entry of the norms' legend: a square shaded as the norms
// table shades a status (statusColour), and the status in words. It takes
// its colour from the theme whenever it is drawn, so that it follows a
// change of theme.
type swatch struct {
	widget.BaseWidget
	status titles.NormStatus
}

// swatchSize is the side of a swatch's square.
const swatchSize = 16

// newSwatch makes the legend entry of a norm status.
func newSwatch(st titles.NormStatus) *swatch {
	s := &swatch{status: st}
	s.ExtendBaseWidget(s)
	return s
}

// colour is the swatch's shade now: the status colour as a table cell
// lays it (tintAlpha), or the disabled colour's outline for a status
// without one.
func (s *swatch) colour() (fill, stroke color.Color) {
	name := statusColour(s.status)
	if name == "" {
		return color.Transparent, theme.Color(theme.ColorNameDisabled)
	}
	c := color.NRGBAModel.Convert(theme.Color(name)).(color.NRGBA)
	c.A = tintAlpha
	return c, color.Transparent
}

// CreateRenderer draws the square and the label.
func (s *swatch) CreateRenderer() fyne.WidgetRenderer {
	box := canvas.NewRectangle(color.Transparent)
	box.SetMinSize(fyne.NewSize(swatchSize, swatchSize))
	box.StrokeWidth = 1
	label := widget.NewLabel(s.status.String())
	r := &swatchRenderer{s: s, box: box, row: container.NewHBox(container.NewCenter(box), label)}
	r.Refresh()
	return r
}

type swatchRenderer struct {
	s   *swatch
	box *canvas.Rectangle
	row *fyne.Container
}

func (r *swatchRenderer) Layout(size fyne.Size)        { r.row.Resize(size) }
func (r *swatchRenderer) MinSize() fyne.Size           { return r.row.MinSize() }
func (r *swatchRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.row} }
func (r *swatchRenderer) Destroy()                     {}

// Refresh takes the colours from the theme again.
func (r *swatchRenderer) Refresh() {
	r.box.FillColor, r.box.StrokeColor = r.s.colour()
	r.box.Refresh()
	r.row.Refresh()
}
