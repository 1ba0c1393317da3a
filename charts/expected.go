package charts

import (
	"fmt"
	"image/color"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"ratingdesk/engine"
)

// Expected is what the rating system expected of one game of a player and
// what came of it: one bar of the card's chart.
type Expected struct {
	// Win, Draw and Loss are the probabilities engine.Expect gives (Rules
	// 2.2d); all three are 0 in the Elo-style ruleset, which has none.
	Win, Draw, Loss float64
	// Score is the expected score: Win + Draw/2, or W_e in the Elo-style
	// ruleset (Appendix 1 of the 2017 Tournament Rules).
	Score float64
	// Result is the score the player made: 1, 0.5 or 0.
	Result float64
}

// Expectations gives the expectation of each game counted for a player in
// the period, in the order of its terms (the card's j): from engine.Expect
// at the player's rating at the start of the period against the
// opponent's r_j and RD_j and with the colour played, or W_e in the
// Elo-style ruleset.
func Expectations(rs engine.Ruleset, pr *engine.PlayerResult) []Expected {
	if pr == nil {
		return nil
	}
	terms := pr.Terms()
	out := make([]Expected, len(terms))
	for i, t := range terms {
		if rs.ID == engine.ICCF2017 || rs.Params.Scale <= 0 {
			out[i] = Expected{Score: t.We, Result: t.Score}
			continue
		}
		e := engine.Expect(rs.Params, pr.PreRating, t.OppRating, t.OppRD, t.White)
		out[i] = Expected{Win: e.Win, Draw: e.Draw, Loss: e.Loss, Score: e.Score, Result: t.Score}
	}
	return out
}

// The colours of the card's chart.
var (
	winColour  = color.RGBA{R: 0x4c, G: 0x9a, B: 0x5a, A: 0xff}
	drawColour = color.RGBA{R: 0xbd, G: 0xbd, B: 0xbd, A: 0xff}
	lossColour = color.RGBA{R: 0xc8, G: 0x5a, B: 0x4f, A: 0xff}
	scoreBlue  = color.RGBA{R: 0x3b, G: 0x6e, B: 0xa8, A: 0xff}
)

// ExpectedPNG draws a player's games as a PNG of the given size: for each
// game j (1, 2, … as on the card), a bar of the loss, draw and win
// probabilities stacked from the bottom (a result of 0 at the loss band,
// 1 at the win band), the expected score as a mark and the result as a
// ring. In the Elo-style ruleset the bar is the expected
// score W_e alone. No game gives an empty frame that says so.
func ExpectedPNG(games []Expected, size Size) ([]byte, error) {
	p := newPlot(size)
	p.Title.Text = "Expected score and result in each game"
	p.X.Label.Text = "game j (as in the table)"
	p.Y.Min, p.Y.Max = 0, 1
	p.Y.Tick.Marker = plot.ConstantTicks([]plot.Tick{{Value: 0, Label: "0"}, {Value: 0.5, Label: "½"}, {Value: 1, Label: "1"}})
	if len(games) == 0 {
		p.Title.Text = "No game counted for the player in this period"
		p.X.Min, p.X.Max = 0, 1
		return render(p, size, nil)
	}
	names := make([]string, len(games))
	for i := range games {
		names[i] = strconv.Itoa(i + 1)
	}
	p.NominalX(names...)
	width := barWidth(size, len(games))
	legend := newLegend(size)
	if err := addBars(p, legend, games, width); err != nil {
		return nil, err
	}
	if err := addMarks(p, legend, games, width, size.Colours.foreground()); err != nil {
		return nil, err
	}
	// Room of half a game at each end, so that the outer bars are not cut.
	p.X.Min, p.X.Max = -0.7, float64(len(games))-0.3
	return render(p, size, legend)
}

// barWidth is the width of a bar: the chart's width shared among the
// games, between 2 and 14 points.
func barWidth(size Size, n int) vg.Length {
	w := vg.Length(size.WidthMM) * vg.Millimeter * 0.55 / vg.Length(n)
	return min(max(w, vg.Points(2)), vg.Points(14))
}

// addBars adds the stacked win/draw/loss bars, or the W_e bars.
func addBars(p *plot.Plot, legend *plot.Legend, games []Expected, width vg.Length) error {
	hasWDL := false
	win, dr, loss, score := make(plotter.Values, len(games)), make(plotter.Values, len(games)), make(plotter.Values, len(games)), make(plotter.Values, len(games))
	for i, g := range games {
		win[i], dr[i], loss[i], score[i] = g.Win, g.Draw, g.Loss, g.Score
		hasWDL = hasWDL || g.Win+g.Draw+g.Loss > 0
	}
	if !hasWDL {
		b, err := bar(score, width, scoreBlue, nil)
		if err != nil {
			return err
		}
		p.Add(b)
		legend.Add("expected score W_e", b)
		return nil
	}
	// Loss at the bottom and win at the top, next to the results they
	// stand for (0 and 1): a won game's ring sits in its win band.
	bl, err := bar(loss, width, lossColour, nil)
	if err != nil {
		return err
	}
	bd, err := bar(dr, width, drawColour, bl)
	if err != nil {
		return err
	}
	bw, err := bar(win, width, winColour, bd)
	if err != nil {
		return err
	}
	p.Add(bl, bd, bw)
	legend.Add("win", bw)
	legend.Add("draw", bd)
	legend.Add("loss", bl)
	return nil
}

// bar is one series of bars, stacked on another if on is not nil.
func bar(v plotter.Values, width vg.Length, c color.Color, on *plotter.BarChart) (*plotter.BarChart, error) {
	b, err := plotter.NewBarChart(v, width)
	if err != nil {
		return nil, fmt.Errorf("charts: %w", err)
	}
	b.Color = c
	b.LineStyle.Width = 0
	if on != nil {
		b.StackOn(on)
	}
	return b, nil
}

// addMarks adds the expected score (a dash across the bar) and the result
// (a ring) of each game, in the colour fg.
func addMarks(p *plot.Plot, legend *plot.Legend, games []Expected, width vg.Length, fg color.Color) error {
	exp, res := make(plotter.XYs, len(games)), make(plotter.XYs, len(games))
	for i, g := range games {
		exp[i] = plotter.XY{X: float64(i), Y: g.Score}
		res[i] = plotter.XY{X: float64(i), Y: g.Result}
	}
	se, err := plotter.NewScatter(exp)
	if err != nil {
		return fmt.Errorf("charts: %w", err)
	}
	se.GlyphStyle = draw.GlyphStyle{Color: fg, Radius: max(width/2, vg.Points(2)), Shape: dashGlyph{}}
	sr, err := plotter.NewScatter(res)
	if err != nil {
		return fmt.Errorf("charts: %w", err)
	}
	sr.GlyphStyle = draw.GlyphStyle{Color: fg, Radius: vg.Points(2.5), Shape: draw.RingGlyph{}}
	p.Add(se, sr)
	// The legend's dash as wide as its other marks, not as a bar (it ran
	// into its text).
	le := *se
	le.GlyphStyle.Radius = vg.Points(4)
	legend.Add("expected score", &le)
	legend.Add("result", sr)
	return nil
}

// dashGlyph is a short horizontal stroke as wide as the glyph's radius
// twice: the expected score across its bar.
type dashGlyph struct{}

// DrawGlyph draws the dash.
func (dashGlyph) DrawGlyph(c *draw.Canvas, sty draw.GlyphStyle, pt vg.Point) {
	c.SetLineStyle(draw.LineStyle{Color: sty.Color, Width: vg.Points(1.5)})
	var path vg.Path
	path.Move(vg.Point{X: pt.X - sty.Radius, Y: pt.Y})
	path.Line(vg.Point{X: pt.X + sty.Radius, Y: pt.Y})
	c.Stroke(path)
}
