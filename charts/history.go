package charts

import (
	"fmt"
	"image/color"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// CurvePoint is one period of a player's rating history (docs/cli.md
// `replay`): the list of that period and the player's row on it.
type CurvePoint struct {
	// Period names the list, "2025/3".
	Period string
	// Rated is false while the player has no rating (before the first
	// one): the curve has a gap there.
	Rated bool
	// Rating and RD are the exact values on the list (docs/rules.md §1);
	// RD is 0 in the Elo-style ruleset, which has none: the band stops
	// over such periods, and the title says why (curveTitle).
	Rating, RD float64
	// Games is the number of the player's games rated in the period.
	Games int
	// Start marks the point of the starting list of a replay, the list
	// before its first period: it rates no games of its own.
	Start bool
}

// CurveSize is the size of a player's rating curve on the card and on a
// player's page of the history report.
var CurveSize = Size{WidthMM: 170, HeightMM: 80, DPI: 144}

// CardCurveSize is the size of the rating curve on the player card: wide
// and low, so that it stays legible in the strip of the card it has.
var CardCurveSize = Size{WidthMM: 150, HeightMM: 48, DPI: 144}

// The colours of the curve.
var (
	bandColour  = color.NRGBA{R: 0x3b, G: 0x6e, B: 0xa8, A: 0x48}
	gamesColour = color.RGBA{R: 0x8a, G: 0x8a, B: 0x8a, A: 0xff}
)

// gamesShare is the part of the curve's height given to the games of
// each period, drawn under the curve on the same periods.
const gamesShare = 0.3

// gamesMin is the least height of the games panel, so that its axis stays
// legible on a low chart (the card's).
const gamesMin = 20 * vg.Millimeter

// CurvePNG draws a player's rating over the periods as a PNG of the given
// size: the rating as a line with a mark per period, the band from
// rating − RD to rating + RD around it (a gap in the band over periods
// without RD, which the title notes), and under it a bar per period with
// the number of games rated in it. Periods without a rating leave a gap.
// No period gives an empty frame that says so.
func CurvePNG(points []CurvePoint, size Size) ([]byte, error) {
	return curve(points, size, nil)
}

// CurvePicture is CurvePNG without its text, which it returns as labels
// for a PDF to print in its own fonts (as HistogramPicture).
func CurvePicture(points []CurvePoint, size Size) (png []byte, labels []Label, err error) {
	labels = []Label{}
	png, err = curve(points, size, &labels)
	return png, labels, err
}

// curve draws the rating curve over the games bars.
func curve(points []CurvePoint, size Size, labels *[]Label) ([]byte, error) {
	top := newPlot(size)
	top.Title.Text = curveTitleText
	if len(points) == 0 {
		top.Title.Text = "No period in the history"
		top.X.Min, top.X.Max, top.Y.Min, top.Y.Max = 0, 1, 0, 1
		return renderTo(top, size, nil, labels)
	}
	legend := newLegend(size)
	if err := addCurve(top, legend, points); err != nil {
		return nil, err
	}
	bottom := newPlot(size)
	bottom.Title.Text = "Games rated in each period"
	bottom.Title.TextStyle.Font.Size = vg.Points(7)
	if err := addGames(bottom, legend, points); err != nil {
		return nil, err
	}
	for _, p := range []*plot.Plot{top, bottom} {
		p.X.Min, p.X.Max = -0.6, float64(len(points))-0.4
	}
	top.X.Tick.Marker = periodTicks{points: points}
	bottom.X.Tick.Marker = periodTicks{points: points, labelled: true}
	return renderStack(size, labels, legend, top, bottom)
}

// addCurve adds the band, the line and the marks of the rating.
func addCurve(p *plot.Plot, legend *plot.Legend, points []CurvePoint) error {
	lo, hi := 0.0, 0.0
	first, banded := true, false
	for _, seg := range ratedRuns(points) {
		bands, line, marks, err := segment(points, seg)
		if err != nil {
			return err
		}
		for _, b := range bands {
			p.Add(b)
			if !banded {
				legend.Add("± RD", b)
				banded = true
			}
		}
		p.Add(line, marks)
		if first {
			legend.Add("rating", line, marks)
		}
		for _, i := range seg {
			a, b := points[i].Rating-points[i].RD, points[i].Rating+points[i].RD
			if first {
				lo, hi = a, b
			}
			lo, hi, first = min(lo, a), max(hi, b), false
		}
	}
	if first {
		p.Title.Text = "No rating in any period of the history"
		p.Y.Min, p.Y.Max = 0, 1
		return nil
	}
	p.Title.Text = curveTitle(points)
	p.Y.Min, p.Y.Max = lo-10, hi+10
	p.Y.Tick.Marker = wholeTicks(6)
	return nil
}

// curveTitle is the title of the rating curve: it says when rated periods
// have no RD, and so no band (docs/rules.md §1.7: the Elo-style ruleset
// iccf-2017 has none), so that the missing band does not read as an RD of
// 0.
func curveTitle(points []CurvePoint) string {
	with, without := 0, 0
	for _, pt := range points {
		switch {
		case !pt.Rated:
		case pt.RD > 0:
			with++
		default:
			without++
		}
	}
	switch {
	case without == 0:
		return curveTitleText
	case with == 0:
		return "Rating, period by period; no band: no period has an RD (iccf-2017 has none)"
	}
	return curveTitleText + "\n" + NoRDNote
}

// curveTitleText is the title of a rating curve with an RD in every rated
// period.
const curveTitleText = "Rating with the band of ± RD, period by period"

// NoRDNote is the note of a rating curve under its title when some of its
// rated periods have no RD (curveTitle): the band stops over them.
const NoRDNote = "no band over the periods without RD (iccf-2017 has none)"

// ratedRuns are the runs of consecutive rated periods, as indexes.
func ratedRuns(points []CurvePoint) [][]int {
	all := make([]int, len(points))
	for i := range all {
		all[i] = i
	}
	return runsWhere(all, func(i int) bool { return points[i].Rated })
}

// runsWhere splits indexes into the runs of consecutive ones for which
// keep holds, leaving out those for which it does not.
func runsWhere(indexes []int, keep func(i int) bool) [][]int {
	var out [][]int
	var run []int
	for _, i := range indexes {
		if keep(i) {
			run = append(run, i)
			continue
		}
		if len(run) > 0 {
			out = append(out, run)
		}
		run = nil
	}
	if len(run) > 0 {
		out = append(out, run)
	}
	return out
}

// segment is the bands, line and marks of one run of rated periods: a
// band over each run of periods with an RD (rdRuns), none over those
// without.
func segment(points []CurvePoint, run []int) ([]*plotter.Polygon, *plotter.Line, *plotter.Scatter, error) {
	xy := make(plotter.XYs, len(run))
	for k, i := range run {
		xy[k] = plotter.XY{X: float64(i), Y: points[i].Rating}
	}
	var bands []*plotter.Polygon
	for _, r := range rdRuns(points, run) {
		b, err := plotter.NewPolygon(bandRing(points, r))
		if err != nil {
			return nil, nil, nil, fmt.Errorf("charts: %w", err)
		}
		b.Color = bandColour
		b.LineStyle.Width = 0
		bands = append(bands, b)
	}
	line, marks, err := plotter.NewLinePoints(xy)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("charts: %w", err)
	}
	line.Color, line.Width = scoreBlue, vg.Points(1.5)
	marks.GlyphStyle = draw.GlyphStyle{Color: scoreBlue, Radius: vg.Points(2), Shape: draw.CircleGlyph{}}
	return bands, line, marks, nil
}

// rdRuns splits a run of rated periods into the runs of consecutive
// periods with an RD (RD > 0). The band is drawn over each and stops over
// the periods without RD (a quarter rated with iccf-2017, which has none,
// docs/rules.md §1.7): narrowed to the rating there, it would read as an
// RD of 0.
func rdRuns(points []CurvePoint, run []int) [][]int {
	return runsWhere(run, func(i int) bool { return points[i].RD > 0 })
}

// bandRing is the outline of the band of one run: from rating + RD at
// each period, left to right, back along rating − RD. A run of a single
// period gets a short bar of band around it.
func bandRing(points []CurvePoint, run []int) plotter.XYs {
	xs := make([]float64, 0, 2*len(run))
	idx := make([]int, 0, 2*len(run))
	if len(run) == 1 {
		xs = append(xs, float64(run[0])-0.2, float64(run[0])+0.2)
		idx = append(idx, run[0], run[0])
	} else {
		for _, i := range run {
			xs, idx = append(xs, float64(i)), append(idx, i)
		}
	}
	ring := make(plotter.XYs, 0, 2*len(xs))
	for k, x := range xs {
		ring = append(ring, plotter.XY{X: x, Y: points[idx[k]].Rating + points[idx[k]].RD})
	}
	for k := len(xs) - 1; k >= 0; k-- {
		ring = append(ring, plotter.XY{X: xs[k], Y: points[idx[k]].Rating - points[idx[k]].RD})
	}
	return ring
}

// addGames adds the bars of the games of each period.
func addGames(p *plot.Plot, legend *plot.Legend, points []CurvePoint) error {
	v := make(plotter.Values, len(points))
	most := 0
	for i, pt := range points {
		v[i] = float64(pt.Games)
		most = max(most, pt.Games)
	}
	width := min(max(vg.Length(180)/vg.Length(len(points)), vg.Points(2)), vg.Points(12))
	b, err := bar(v, width, gamesColour, nil)
	if err != nil {
		return err
	}
	p.Add(b)
	legend.Add("games", b)
	p.Y.Min, p.Y.Max = 0, float64(max(most, 1))
	p.Y.Tick.Marker = wholeTicks(2)
	return nil
}

// periodTicks marks every period on the time axis; labelled, it names at
// most twelve of them (every second, fourth … period) so the labels never
// overlap.
type periodTicks struct {
	points   []CurvePoint
	labelled bool
}

// Ticks gives the ticks between lo and hi.
func (pt periodTicks) Ticks(float64, float64) []plot.Tick {
	every := 1
	for len(pt.points)/every > 12 {
		every *= 2
	}
	out := make([]plot.Tick, len(pt.points))
	for i, p := range pt.points {
		out[i] = plot.Tick{Value: float64(i)}
		if pt.labelled && i%every == 0 {
			out[i].Label = p.Period
		}
	}
	return out
}

// renderStack draws plots one above the other as a PNG of the given size:
// the first takes what the others leave (each of them gamesShare of the
// height), all with their data areas aligned, and the legend in a column
// at the right.
func renderStack(size Size, labels *[]Label, legend *plot.Legend, plots ...*plot.Plot) ([]byte, error) {
	c, dc, err := newCanvas(size, labels)
	if err != nil {
		return nil, err
	}
	area := draw.Crop(dc, 0, -legendWidth, 0, 0)
	canvases := stackCanvases(area, len(plots))
	alignData(plots, canvases)
	for i, p := range plots {
		p.Draw(canvases[i])
	}
	legend.Draw(draw.Crop(dc, dc.Max.X-legendWidth+vg.Millimeter, 0, 0, -vg.Millimeter))
	return pngOf(c)
}

// stackCanvases splits area into n canvases one above the other, the
// first the tallest.
func stackCanvases(area draw.Canvas, n int) []draw.Canvas {
	h := area.Max.Y - area.Min.Y
	small := snap(max(h*gamesShare, gamesMin))
	out := make([]draw.Canvas, n)
	top := area.Max.Y
	for i := range n {
		bottom := area.Min.Y + small*vg.Length(n-1-i)
		c := area
		c.Min.Y, c.Max.Y = bottom, top
		out[i] = c
		top = bottom
	}
	return out
}

// alignData narrows the canvases so that the plots' data areas start and
// end at the same x: the widest axis labels set the margins of all.
func alignData(plots []*plot.Plot, canvases []draw.Canvas) {
	left, right := vg.Length(0), vg.Length(0)
	for i, p := range plots {
		d := p.DataCanvas(canvases[i])
		left = max(left, d.Min.X-canvases[i].Min.X)
		right = max(right, canvases[i].Max.X-d.Max.X)
	}
	for i, p := range plots {
		d := p.DataCanvas(canvases[i])
		canvases[i] = draw.Crop(canvases[i], snap(left-(d.Min.X-canvases[i].Min.X)), -snap(right-(canvases[i].Max.X-d.Max.X)), 0, 0)
	}
}

// DifferencesPNG draws the histogram of the differences between two
// lists (docs/cli.md `reconcile`: the computed rating less the official,
// or one ruleset's published rating less the other's), binned as Bins
// does; what names the comparison in the title ("iccf-2025 − iccf-2023").
// No difference gives an empty frame that says so.
func DifferencesPNG(diffs []int, what string, size Size) ([]byte, error) {
	return histogram(diffs, size, differenceTexts(len(diffs), what), nil)
}

// DifferencesPicture is DifferencesPNG without its text, which it returns
// as labels for a PDF to print in its own fonts (as HistogramPicture).
func DifferencesPicture(diffs []int, what string, size Size) (png []byte, labels []Label, err error) {
	labels = []Label{}
	png, err = histogram(diffs, size, differenceTexts(len(diffs), what), &labels)
	return png, labels, err
}

// differenceTexts are the words of the histogram of differences; the
// title counts the players as changeTexts does.
func differenceTexts(n int, what string) histogramTexts {
	return histogramTexts{
		title: fmt.Sprintf("Number of players by difference of published rating, %s (%s on both lists)", what, playersText(n)),
		axis:  "difference (points)",
		empty: "No player is rated on both lists",
	}
}
