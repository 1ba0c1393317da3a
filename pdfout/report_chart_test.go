package pdfout_test

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"ratingdesk/charts"
	"ratingdesk/pdfout"
)

func TestPeriodReportHistogram(t *testing.T) {
	res, in := synthetic(300)
	opt := pdfout.ReportOptions{ProgramVersion: "v1.2.3-test"}
	path, first := render(t, res, in, opt)
	for i := 0; i < 2; i++ {
		if _, again := render(t, res, in, opt); !bytes.Equal(first, again) {
			t.Fatalf("WritePeriodReport with the histogram: render %d differs from the first (%d vs %d bytes)", i+2, len(again), len(first))
		}
	}
	text := poppler(t, "pdftotext", "-enc", "UTF-8", "-l", "2", path, "-")
	n := len(charts.RatingChanges(res))
	if want := "Distribution of the rating changes: " + strconv.Itoa(n) + " players"; !strings.Contains(text, want) {
		t.Errorf("summary lacks %q", want)
	}
	images := poppler(t, "pdfimages", "-list", path)
	lines := strings.Split(strings.TrimSpace(images), "\n")
	if len(lines) != 3 {
		t.Fatalf("pdfimages -list:\n%s\nwant one image (the histogram)", images)
	}
	f := strings.Fields(lines[2])
	if w, _ := charts.ReportSize.Pixels(); f[0] != "1" || f[3] != strconv.Itoa(w) {
		t.Errorf("image %q, want it on page 1 and %d pixels wide (170 mm at 288 dpi)", lines[2], w)
	}
	// The chart's text is the PDF's own, not pixels.
	for _, want := range []string{"Number of players by rating change", "change of the published rating (points)"} {
		if !strings.Contains(text, want) {
			t.Errorf("summary lacks the chart's text %q", want)
		}
	}
}

func TestPeriodReportNoChanges(t *testing.T) {
	res, in := synthetic(20)
	for i := range res.Players {
		res.Players[i].PeriodGames = 0
	}
	path, _ := render(t, res, in, pdfout.ReportOptions{})
	text := poppler(t, "pdftotext", "-enc", "UTF-8", "-l", "1", path, "-")
	if want := "No player who had a rating played a rated game in the period."; !strings.Contains(text, want) {
		t.Errorf("summary of a period without games lacks %q", want)
	}
	if images := poppler(t, "pdfimages", "-list", path); len(strings.Split(strings.TrimSpace(images), "\n")) != 2 {
		t.Errorf("pdfimages -list:\n%s\nwant no image", images)
	}
}
