package charts

import (
	"math"

	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"
)

// snapCanvas passes the drawing of a plot on to a raster canvas with every
// length and coordinate rounded to a multiple of 1/64 point (snap). The
// plot's layout is computed in floating point, where a compiler may fuse a
// product and a sum into one multiply-add on one platform (amd64 v3,
// arm64) and not on another (docs/rules.md "Determinism"); the last bits
// that fusing changes are rounded away here, and what reaches the
// rasteriser is exact: binary fractions, scaled by a whole factor (the
// charts' resolutions are multiples of 72 dpi). So the PNG has the same
// bytes on every platform. Rotations are never used (they would bring
// sines back in).
//
// With labels set, text is not drawn but recorded there (see Label), for
// the PDF to print it with its own fonts: glyphs rasterised from curves
// differ in a shade of grey from one platform to another.
type snapCanvas struct {
	vg.CanvasSizer
	labels *[]Label
}

// snap rounds a length to a multiple of 1/64 point.
func snap(l vg.Length) vg.Length { return vg.Length(math.Round(float64(l)*64) / 64) }

// snapPoint rounds both coordinates of a point.
func snapPoint(p vg.Point) vg.Point { return vg.Point{X: snap(p.X), Y: snap(p.Y)} }

// snapPath rounds every point, radius and angle of a path (angles to a
// millionth of a radian).
func snapPath(p vg.Path) vg.Path {
	out := make(vg.Path, len(p))
	for i, c := range p {
		c.Pos = snapPoint(c.Pos)
		c.Radius = snap(c.Radius)
		c.Start = math.Round(c.Start*1e6) / 1e6
		c.Angle = math.Round(c.Angle*1e6) / 1e6
		if c.Control != nil {
			ctl := make([]vg.Point, len(c.Control))
			for j, q := range c.Control {
				ctl[j] = snapPoint(q)
			}
			c.Control = ctl
		}
		out[i] = c
	}
	return out
}

// SetLineWidth sets the width of the lines stroked, rounded.
func (c snapCanvas) SetLineWidth(w vg.Length) { c.CanvasSizer.SetLineWidth(snap(w)) }

// SetLineDash sets the dashes of the lines stroked, rounded.
func (c snapCanvas) SetLineDash(pattern []vg.Length, offset vg.Length) {
	p := make([]vg.Length, len(pattern))
	for i, l := range pattern {
		p[i] = snap(l)
	}
	c.CanvasSizer.SetLineDash(p, snap(offset))
}

// Translate moves the origin by a rounded amount.
func (c snapCanvas) Translate(pt vg.Point) { c.CanvasSizer.Translate(snapPoint(pt)) }

// Stroke strokes a rounded path.
func (c snapCanvas) Stroke(p vg.Path) { c.CanvasSizer.Stroke(snapPath(p)) }

// Fill fills a rounded path.
func (c snapCanvas) Fill(p vg.Path) { c.CanvasSizer.Fill(snapPath(p)) }

// FillString writes text from a rounded point, or records it as a Label.
func (c snapCanvas) FillString(f font.Face, pt vg.Point, text string) {
	pt = snapPoint(pt)
	if c.labels == nil {
		c.CanvasSizer.FillString(f, pt, text)
		return
	}
	_, h := c.Size()
	mm := func(l vg.Length) float64 { return math.Round(float64(l/vg.Millimeter)*100) / 100 }
	centre := snap(pt.X + snap(f.Width(text))/2)
	*c.labels = append(*c.labels, Label{Text: text, CentreMM: mm(centre), BaselineMM: mm(h - pt.Y), SizePt: float64(f.Font.Size.Points())})
}

// Label is a text of a chart drawn without its text (HistogramPicture): a
// line centred at CentreMM from the picture's left edge, with its baseline
// BaselineMM from its top, in a font of SizePt points.
type Label struct {
	Text                 string
	CentreMM, BaselineMM float64
	SizePt               float64
}
