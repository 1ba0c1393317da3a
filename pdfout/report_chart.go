package pdfout

import (
	"bytes"
	"fmt"

	"github.com/jung-kurt/gofpdf"

	"ratingdesk/charts"
)

// chartHeightMM is the height of the summary page's histogram. Its width
// is that of the text, at most charts.ReportSize's.
const chartHeightMM = 55.0

// changeHistogram prints the distribution of the rating changes of the
// period (docs/guide.md "What Rating Desk writes"): a histogram drawn by
// package charts, embedded as a PNG. Players rated for the first time have
// no change and are not counted (charts.RatingChanges).
func (rd *reportData) changeHistogram(d *Document) {
	changes := charts.RatingChanges(rd.res)
	d.Subheading(fmt.Sprintf("Distribution of the rating changes: %d players", len(changes)))
	if len(changes) == 0 {
		d.Paragraph(Italic, 9, "No player who had a rating played a rated game in the period.")
		return
	}
	size := charts.ReportSize
	size.WidthMM = min(size.WidthMM, d.ContentWidth())
	size.HeightMM = chartHeightMM
	png, labels, err := charts.HistogramPicture(changes, size)
	if err != nil {
		d.Paragraph(Italic, 9, "The histogram could not be drawn: "+err.Error())
		return
	}
	x, y := d.image("histogram-changes", png, size.WidthMM, size.HeightMM)
	for _, l := range labels {
		d.SetFont(Regular, l.SizePt)
		text := d.printable(l.Text)
		// float64() keeps the products from being fused into the sums, so
		// that the positions are the same on every platform.
		half := float64(d.textWidth(text) / 2)
		d.pdf.Text(float64(x+l.CentreMM)-half, float64(y+l.BaselineMM), text)
	}
	d.SetFont(Regular, 9)
}

// image places a PNG w × h mm at the left margin, below the text so far,
// on a new page if it does not fit on this one, and gives the position of
// its top left corner. The name identifies the image in the PDF; the same
// name and bytes give the same PDF.
func (d *Document) image(name string, png []byte, w, h float64) (x, y float64) {
	d.EnsureSpace(h + 2)
	opt := gofpdf.ImageOptions{ImageType: "PNG"}
	if info := d.pdf.RegisterImageOptionsReader(name, opt, bytes.NewReader(png)); info != nil && d.pdf.Ok() {
		d.orderPicture(info)
	}
	l, _, _, _ := d.pdf.GetMargins()
	y = d.pdf.GetY() + 1
	d.pdf.ImageOptions(name, l, y, w, h, false, opt, 0, "")
	d.pdf.SetY(y + h + 1)
	return l, y
}
