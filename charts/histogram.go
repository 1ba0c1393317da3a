package charts

import (
	"fmt"
	"image/color"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"ratingdesk/engine"
	"ratingdesk/internal/words"
)

// Bin is one bar of the histogram of rating changes: the number of players
// whose published rating changed by at least From and less than To points.
type Bin struct {
	From, To int
	Count    int
}

// maxBins is the most bars a histogram draws; the bin width grows until
// the changes fit.
const maxBins = 24

// binWidths are the widths a bin may have, in rating points, smallest
// first.
var binWidths = []int{1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000}

// RatingChanges are the changes of the published rating in a period
// (docs/rules.md §1, Rules 5): the new published rating less the old one
// rounded half up, for every player who had a rating before the period and
// played a rated game in it, in the result's order. Players rated for the
// first time have no change and are left out.
func RatingChanges(res *engine.PeriodResult) []int {
	if res == nil {
		return nil
	}
	var out []int
	for _, p := range res.Players {
		if !p.Player.Rated || p.PeriodGames == 0 {
			continue
		}
		out = append(out, p.PublishedRating-engine.RoundHalfUp(p.Player.Rating))
	}
	return out
}

// Bins counts the changes in bins of equal width: the smallest of 1, 2, 5,
// 10, 20, 25, 50, 100… points that gives at most 24 bins. Each bin holds
// the changes c with From <= c < To; the bins run from the one holding the
// smallest change to the one holding the largest, empty ones included, and
// a bin's edges are multiples of its width (so 0 is always an edge). No
// change gives no bin.
func Bins(changes []int) []Bin {
	if len(changes) == 0 {
		return nil
	}
	lo, hi := changes[0], changes[0]
	for _, c := range changes {
		lo, hi = min(lo, c), max(hi, c)
	}
	w := binWidths[len(binWidths)-1]
	for _, bw := range binWidths {
		if floorDiv(hi, bw)-floorDiv(lo, bw)+1 <= maxBins {
			w = bw
			break
		}
	}
	first := floorDiv(lo, w)
	bins := make([]Bin, floorDiv(hi, w)-first+1)
	for i := range bins {
		bins[i] = Bin{From: (first + i) * w, To: (first + i + 1) * w}
	}
	for _, c := range changes {
		bins[floorDiv(c, w)-first].Count++
	}
	return bins
}

// floorDiv is a / b rounded down (b > 0), also for negative a.
func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

// HistogramPNG draws the histogram of the rating changes as a PNG of the
// given size: one bar per bin (Bins), the number of players up the side.
// With no change it draws an empty frame that says so.
func HistogramPNG(changes []int, size Size) ([]byte, error) {
	return histogram(changes, size, changeTexts(len(changes)), nil)
}

// HistogramPicture is HistogramPNG without its text, which it returns as
// labels for a PDF to print in its own (embedded, vector) fonts: the PNG
// then has the same bytes on every platform, and the PDF with it
// (docs/rules.md "Determinism").
func HistogramPicture(changes []int, size Size) (png []byte, labels []Label, err error) {
	labels = []Label{}
	png, err = histogram(changes, size, changeTexts(len(changes)), &labels)
	return png, labels, err
}

// histogramTexts are the words of a histogram: its title, the label of
// its axis, and the title of the empty frame drawn when there is nothing
// to count.
type histogramTexts struct {
	title, axis, empty string
}

// changeTexts are the words of the histogram of a period's changes: the
// title counts the players, "1 player who had …" for one.
func changeTexts(n int) histogramTexts {
	return histogramTexts{
		title: fmt.Sprintf("Number of players by rating change (%s who had a rating and played)", playersText(n)),
		axis:  "change of the published rating (points)",
		empty: "No player with a rating played a rated game in the period",
	}
}

// playersText counts players as the app's messages do: "1 player",
// "14,332 players" (internal/words).
func playersText(n int) string {
	return words.Count(n, "player", "players")
}

// histogram draws the histogram, its text recorded in labels if not nil.
func histogram(changes []int, size Size, texts histogramTexts, labels *[]Label) ([]byte, error) {
	p := newPlot(size)
	// No label up the side: rotated text would not be drawn exactly
	// (snapCanvas); the title says what is counted.
	p.Title.Text = texts.title
	p.X.Label.Text = texts.axis
	bins := Bins(changes)
	if len(bins) == 0 {
		p.Title.Text = texts.empty
		p.X.Min, p.X.Max, p.Y.Min, p.Y.Max = -10, 10, 0, 1
		return renderTo(p, size, nil, labels)
	}
	h := &plotter.Histogram{
		Width:     float64(bins[0].To - bins[0].From),
		FillColor: color.RGBA{R: 0x3b, G: 0x6e, B: 0xa8, A: 0xff},
		LineStyle: plotter.DefaultLineStyle,
	}
	h.LineStyle.Width = size.points(0.6)
	h.LineStyle.Color = size.Colours.background() // a gap between the bars
	most := 0
	for _, b := range bins {
		most = max(most, b.Count)
	}
	top := countAxisTop(most, size)
	var counts *plotter.Labels
	h.Bins, counts = histogramBars(bins, top, size)
	p.Add(h, zeroLine(most, size.Colours.zeroLine()))
	if counts != nil {
		p.Add(counts)
	}
	p.Y.Min, p.Y.Max = 0, top
	// Half a bin of room at each end, so that the outer bars are not cut.
	p.X.Min, p.X.Max = float64(bins[0].From)-0.5-h.Width/2, float64(bins[len(bins)-1].To)-0.5+h.Width/2
	p.Y.Tick.Marker = wholeTicks(6)
	p.X.Tick.Marker = wholeTicks(10)
	return renderTo(p, size, nil, labels)
}

// minBarShare is the least height of the bar of a bin that is not
// empty, as a share of the height of the count axis: a bin of one player
// beside one of eighty would be drawn 1/84 of the axis tall, a hairline
// under the bars' outlines (a tester). Such a bar is drawn this tall; its
// count, written above it as above every bar, says what it holds.
const minBarShare = 0.04

// countPt is the size of the counts written above the bars, at most; a
// smaller one is used when the bars are too narrow for it (countSize).
const countPt = 7

// countAxisTop is the top of the count axis of a histogram whose tallest
// bar counts most: room above that bar for its count (countPt and its
// offset, about 4 mm of a data area of the chart's height less 22 mm of
// title and axis), so that the count stays inside the frame.
func countAxisTop(most int, size Size) float64 {
	data := max(size.HeightMM-22, 12)
	share := min(4/data, 0.3)
	return float64(most) / (1 - share)
}

// histogramBars are the bars of the bins, on a count axis from 0 to top:
// the changes are whole points, so a bin holds From … To−1 and its bar is
// drawn from From−½ to To−½ (a bar of width 1 stands centred on its
// value's tick, 0 under the bar of "no change"), as tall as its count,
// or minBarShare of top for a bin counting fewer. counts writes the
// count above every bar that is not empty (a tester missed it over the
// tallest, whose height the axis gives only roughly); nil when every bin
// is empty.
func histogramBars(bins []Bin, top float64, size Size) (bars []plotter.HistogramBin, counts *plotter.Labels) {
	least := minBarShare * top
	var at plotter.XYs
	var texts []string
	widest := 0
	for _, b := range bins {
		bar := plotter.HistogramBin{Min: float64(b.From) - 0.5, Max: float64(b.To) - 0.5, Weight: float64(b.Count)}
		if b.Count > 0 {
			bar.Weight = max(bar.Weight, least)
			at = append(at, plotter.XY{X: (bar.Min + bar.Max) / 2, Y: bar.Weight})
			texts = append(texts, strconv.Itoa(b.Count))
			widest = max(widest, len(texts[len(texts)-1]))
		}
		bars = append(bars, bar)
	}
	if len(at) == 0 {
		return bars, nil
	}
	counts, _ = plotter.NewLabels(plotter.XYLabels{XYs: at, Labels: texts}) // as many labels as points
	pt := countSize(len(bins), widest, size)
	for i := range counts.TextStyle {
		counts.TextStyle[i] = text.Style{Color: size.Colours.foreground(), Font: font.From(chartFont, pt),
			XAlign: draw.XCenter, YAlign: draw.YBottom, Handler: plot.DefaultTextHandler}
	}
	counts.Offset = vg.Point{Y: size.points(1.5)}
	return bars, counts
}

// countSize is the size of the counts above n bars whose longest count
// has digits digits: countPt, or smaller (to 5 points) so that a count
// stays within its bar's width (the data area taken as the chart's width
// less 25 mm, a digit as 0.55 of the size), so that the counts of
// neighbouring bars do not run into each other.
func countSize(n, digits int, size Size) vg.Length {
	const mmPerPt = 25.4 / 72
	barMM := (size.WidthMM - 25) / float64(max(n, 1))
	fit := barMM / (float64(digits) * 0.55 * mmPerPt)
	return vg.Length(max(min(countPt, fit), 5))
}

// zeroLine marks "no change" with a vertical line at 0, in colour c.
func zeroLine(top int, c color.Color) plot.Plotter {
	l, _ := plotter.NewLine(plotter.XYs{{X: 0, Y: 0}, {X: 0, Y: float64(top)}})
	l.Color = c
	l.Width = vg.Points(0.8)
	return l
}
