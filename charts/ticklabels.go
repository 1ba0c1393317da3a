package charts

import (
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
)

// tickGap is the room between a tick mark and its label, and between the
// tick labels of the horizontal axis and the axis's own label. gonum/plot
// puts a label right against its tick (a space's width on the vertical
// axis); the PDF prints the labels in the Go fonts, whose digits are a
// little taller and wider than Liberation Sans', and there they touched
// or crossed the ticks.
var tickGap = vg.Points(2.5)

// gapped is a text handler that keeps dx more room at the side of a text
// it is aligned on (its right on the vertical axis) and dy more below its
// top (on the horizontal axis): the axis reserves the room (it measures
// the labels with Box), and Draw leaves it empty.
type gapped struct {
	text.Handler
	dx, dy vg.Length
}

// Box is the inner handler's box, dx wider and dy taller.
func (g gapped) Box(txt string, fnt font.Font) (width, height, depth vg.Length) {
	w, h, d := g.Handler.Box(txt, fnt)
	return w + g.dx, h + g.dy, d
}

// Draw draws the text dx further from the point it is aligned on; the
// inner handler already moves it dy down, from the taller Box.
func (g gapped) Draw(c vg.Canvas, txt string, sty text.Style, pt vg.Point) {
	pt.X += vg.Length(sty.XAlign) * g.dx
	g.Handler.Draw(c, txt, sty, pt)
}

// gapTicks keeps tickGap between the ticks of p and their labels, and
// between the labels of the horizontal axis and its own label.
func gapTicks(p *plot.Plot) {
	p.X.Tick.Label.Handler = gapped{Handler: p.X.Tick.Label.Handler, dy: tickGap}
	p.Y.Tick.Label.Handler = gapped{Handler: p.Y.Tick.Label.Handler, dx: tickGap}
	p.X.Label.Padding = tickGap
}
