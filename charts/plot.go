package charts

import (
	"bytes"
	"errors"
	"fmt"
	"image/color"
	"math"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
)

// Size is how big a chart is drawn: its width and height in millimetres
// and its resolution in dots per inch, a multiple of 72 (so that the
// drawing stays exact, see snapCanvas). The text scales with the chart's
// resolution, not with its size, so a chart keeps the same font size in
// points however wide it is. Colours are the colours it is drawn in: the
// zero Colours, black on white, for print; the app's theme's on screen
// (In).
type Size struct {
	WidthMM, HeightMM float64
	DPI               int
	Colours           Colours
}

// In is the size s drawn in the colours c.
func (s Size) In(c Colours) Size {
	s.Colours = c
	return s
}

// Colours are a chart's background and its foreground: the text, the axes
// and the marks of the expected score and the result. Nil is the print
// colour: white behind, black in front. The data's own colours (the
// bars, the curve) are the same on every background.
type Colours struct {
	Background, Foreground color.Color
}

// background is the colour behind the chart.
func (c Colours) background() color.Color {
	if c.Background == nil {
		return color.White
	}
	return c.Background
}

// foreground is the colour of the text, the axes and the marks.
func (c Colours) foreground() color.Color {
	if c.Foreground == nil {
		return color.Black
	}
	return c.Foreground
}

// zeroLine is the colour of the histogram's line at 0: a dark grey in
// print, the foreground on screen.
func (c Colours) zeroLine() color.Color {
	if c.Foreground == nil {
		return color.Gray{Y: 0x40}
	}
	return c.Foreground
}

// Pixels is the size of the PNG in pixels.
func (s Size) Pixels() (w, h int) {
	px := func(mm float64) int { return int(math.Round(mm / 25.4 * float64(s.DPI))) }
	return px(s.WidthMM), px(s.HeightMM)
}

// points is a length of n typographic points.
func (s Size) points(n float64) vg.Length { return vg.Points(n) }

// ReportSize is the size of a chart on the period report's summary page:
// the width of an A4 text column, printed at 288 dpi.
var ReportSize = Size{WidthMM: 170, HeightMM: 62, DPI: 288}

// ScreenSize is the size of a chart in the desktop app, at 144 dpi so that
// it stays sharp on a HiDPI screen.
var ScreenSize = Size{WidthMM: 170, HeightMM: 62, DPI: 144}

// CardSize is the size of the expected-score chart on the player card:
// wide and low, so that it stays legible in the strip of the card it
// shares with the table of terms.
var CardSize = Size{WidthMM: 200, HeightMM: 40, DPI: 144}

// chartFont is the one font every chart writes in: Liberation Sans,
// embedded in gonum/plot, so that the output does not depend on the
// fonts installed.
var chartFont = font.Font{Typeface: "Liberation", Variant: "Sans"}

// newPlot is an empty plot with the charts' font and sizes.
func newPlot(size Size) *plot.Plot {
	p := plot.New()
	fg := size.Colours.foreground()
	p.BackgroundColor = size.Colours.background()
	p.Title.TextStyle.Font = font.From(chartFont, 9)
	p.Title.TextStyle.Color = fg
	p.Title.Padding = size.points(4)
	for _, a := range []*plot.Axis{&p.X, &p.Y} {
		a.Label.TextStyle.Font = font.From(chartFont, 8)
		a.Tick.Label.Font = font.From(chartFont, 7)
		a.LineStyle.Color, a.Label.TextStyle.Color, a.Tick.Label.Color, a.Tick.LineStyle.Color = fg, fg, fg, fg
	}
	gapTicks(p)
	return p
}

// newLegend is an empty legend with the charts' font and foreground, at
// the top left of the room it is given.
func newLegend(size Size) *plot.Legend {
	l := plot.NewLegend()
	l.TextStyle.Font = font.From(chartFont, 7)
	l.TextStyle.Color = size.Colours.foreground()
	l.Top = true
	l.Left = true
	l.ThumbnailWidth = vg.Points(10)
	return &l
}

// legendWidth is the room kept at the right of a chart for its legend.
const legendWidth = 28 * vg.Millimeter

// render draws p as a PNG of the given size, with legend (if not nil) in a
// column of its own at the right, where it never covers the data.
func render(p *plot.Plot, size Size, legend *plot.Legend) ([]byte, error) {
	return renderTo(p, size, legend, nil)
}

// renderTo is render, recording the text in labels instead of drawing it
// when labels is not nil (snapCanvas).
func renderTo(p *plot.Plot, size Size, legend *plot.Legend, labels *[]Label) ([]byte, error) {
	c, dc, err := newCanvas(size, labels)
	if err != nil {
		return nil, err
	}
	// A margin all round, so that the tick labels and the title do not
	// touch the picture's edge (the app shows it on a dark background).
	dc = draw.Crop(dc, chartMargin, -chartMargin, chartMargin/2, -chartMargin/2)
	if legend == nil {
		p.Draw(dc)
	} else {
		p.Draw(draw.Crop(dc, 0, -legendWidth, 0, 0))
		legend.Draw(draw.Crop(dc, dc.Max.X-legendWidth+vg.Millimeter, 0, 0, -vg.Millimeter))
	}
	return pngOf(c)
}

// chartMargin is the empty room left at a chart's left and right edges,
// half of it at the top and bottom.
const chartMargin = 2 * vg.Millimeter

// newCanvas is a canvas of size for a chart, in its background colour,
// drawn through snapCanvas (its text recorded in labels when labels is
// not nil).
func newCanvas(size Size, labels *[]Label) (*vgimg.Canvas, draw.Canvas, error) {
	if size.WidthMM <= 0 || size.HeightMM <= 0 || size.DPI <= 0 || size.DPI%72 != 0 {
		return nil, draw.Canvas{}, errors.New("charts: a chart needs a positive width and height and a resolution that is a multiple of 72 dpi")
	}
	c := vgimg.NewWith(
		vgimg.UseWH(vg.Length(size.WidthMM)*vg.Millimeter, vg.Length(size.HeightMM)*vg.Millimeter),
		vgimg.UseDPI(size.DPI),
		vgimg.UseBackgroundColor(size.Colours.background()))
	return c, draw.New(snapCanvas{CanvasSizer: c, labels: labels}), nil
}

// pngOf encodes the canvas c as a PNG.
func pngOf(c *vgimg.Canvas) ([]byte, error) {
	var buf bytes.Buffer
	if _, err := (vgimg.PngCanvas{Canvas: c}).WriteTo(&buf); err != nil {
		return nil, fmt.Errorf("charts: writing the PNG: %w", err)
	}
	return buf.Bytes(), nil
}

// wholeTicks marks an axis of counts or of rating points with whole
// numbers only (no "2.5 players") in steps of 1, 2 or 5 times a power of
// ten, at most the given number of them.
type wholeTicks int

// Ticks gives the ticks between lo and hi.
func (most wholeTicks) Ticks(lo, hi float64) []plot.Tick {
	step := 1
	for _, s := range []int{1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000} {
		step = s
		if (hi-lo)/float64(s) <= float64(most) {
			break
		}
	}
	var out []plot.Tick
	for v := int(math.Ceil(lo/float64(step))) * step; float64(v) <= hi; v += step {
		out = append(out, plot.Tick{Value: float64(v), Label: strconv.Itoa(v)})
	}
	return out
}
