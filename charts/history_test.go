package charts_test

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"testing"

	"ratingdesk/charts"
)

// history is a player who starts unrated, is rated for four periods, goes
// inactive (no rating shown: a gap) and comes back.
func history() []charts.CurvePoint {
	return []charts.CurvePoint{
		{Period: "2024/1"},
		{Period: "2024/2", Rated: true, Rating: 1850.2, RD: 150, Games: 12},
		{Period: "2024/3", Rated: true, Rating: 1881.7, RD: 120.5, Games: 8},
		{Period: "2024/4", Rated: true, Rating: 1902.4, RD: 96, Games: 9},
		{Period: "2025/1", Rated: true, Rating: 1899, RD: 98, Games: 0},
		{Period: "2025/2"},
		{Period: "2025/3", Rated: true, Rating: 1921.3, RD: 84.2, Games: 15},
	}
}

func TestCurvePNG(t *testing.T) {
	long := make([]charts.CurvePoint, 25)
	for i := range long {
		long[i] = charts.CurvePoint{Period: "2020/1", Rated: true, Rating: 2000 + float64(i*i%37), Games: i % 5}
	}
	for _, c := range []struct {
		name   string
		points []charts.CurvePoint
	}{{"history", history()}, {"mixed-rd", mixedRD()}, {"elo-25-periods", long}, {"never-rated", []charts.CurvePoint{{Period: "2024/1", Games: 3}}}, {"none", nil}} {
		for _, size := range []charts.Size{charts.CurveSize, charts.CardCurveSize} {
			b := deterministic(t, c.name, func() ([]byte, error) { return charts.CurvePNG(c.points, size) })
			checkPNG(t, "CurvePNG "+c.name, b, size)
			if os.Getenv("CHARTS_OUT") != "" {
				_ = os.WriteFile(fmt.Sprintf("%s/curve-%s-%.0f.png", os.Getenv("CHARTS_OUT"), c.name, size.HeightMM), b, 0o644)
			}
		}
	}
	if _, err := charts.CurvePNG(history(), charts.Size{}); err == nil {
		t.Errorf("CurvePNG(size 0) = nil error, want one")
	}
}

func TestCurvePictureLabels(t *testing.T) {
	var labels []charts.Label
	b := deterministic(t, "curve picture", func() ([]byte, error) {
		png, l, err := charts.CurvePicture(history(), charts.CurveSize)
		labels = l
		return png, err
	})
	checkPNG(t, "CurvePicture", b, charts.CurveSize)
	texts := map[string]bool{}
	for _, l := range labels {
		texts[l.Text] = true
	}
	for _, want := range []string{"Rating with the band of ± RD, period by period", "Games rated in each period", "2024/1", "2025/3", "± RD", "rating", "games"} {
		if !texts[want] {
			t.Errorf("CurvePicture labels %v lack %q", labels, want)
		}
	}
	withText, err := charts.CurvePNG(history(), charts.CurveSize)
	if err != nil || bytes.Equal(withText, b) {
		t.Errorf("CurvePicture draws the same PNG as CurvePNG (err %v), want one without text", err)
	}
}

func TestDifferencesPNG(t *testing.T) {
	diffs := []int{-31, -4, -4, 0, 0, 0, 2, 9, 17}
	for _, c := range []struct {
		name  string
		diffs []int
	}{{"diffs", diffs}, {"none", nil}} {
		b := deterministic(t, c.name, func() ([]byte, error) {
			return charts.DifferencesPNG(c.diffs, "iccf-2025 − iccf-2023", charts.ScreenSize)
		})
		checkPNG(t, "DifferencesPNG "+c.name, b, charts.ScreenSize)
		if os.Getenv("CHARTS_OUT") != "" {
			_ = os.WriteFile(os.Getenv("CHARTS_OUT")+"/differences-"+c.name+".png", b, 0o644)
		}
	}
	_, labels, err := charts.DifferencesPicture(diffs, "computed − official", charts.ReportSize)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, l := range labels {
		found = found || l.Text == "Number of players by difference of published rating, computed − official (9 players on both lists)"
	}
	if !found {
		t.Errorf("DifferencesPicture labels %v lack the title", labels)
	}
}

// mixedRD is a replay switched from iccf-2017 to iccf-2023 after 2024/2:
// the starting list has an RD, the iccf-2017 quarters have none, the
// iccf-2023 quarters have one again (a tester's Kıraç, 520101).
func mixedRD() []charts.CurvePoint {
	return []charts.CurvePoint{
		{Period: "2023/4", Rated: true, Rating: 2418.06, RD: 58.8, Start: true},
		{Period: "2024/1", Rated: true, Rating: 2417.6, Games: 2},
		{Period: "2024/2", Rated: true, Rating: 2417.6},
		{Period: "2024/3", Rated: true, Rating: 2417.6, RD: 103.9},
		{Period: "2024/4", Rated: true, Rating: 2417.6, RD: 106.1},
		{Period: "2025/1", Rated: true, Rating: 2411.9, RD: 106.6, Games: 2},
	}
}

// TestCurveBandStopsWithoutRD: over periods without RD (iccf-2017) the
// ±RD band stops — a gap — instead of narrowing to the rating, which read
// as an RD of 0 (a tester): no outline point lies at a period without RD,
// and the band is never of zero width; a band over one period alone is a
// short bar around it.
func TestCurveBandStopsWithoutRD(t *testing.T) {
	points := mixedRD()
	rings, err := charts.BandRings(points)
	if err != nil {
		t.Fatal(err)
	}
	if len(rings) != 2 {
		t.Fatalf("%d bands, want 2 (the starting list; 2024/3 to 2025/1): %v", len(rings), rings)
	}
	wantX := [][2]float64{{-0.2, 0.2}, {3, 5}}
	for k, ring := range rings {
		lo, hi := ring[0].X, ring[0].X
		for _, p := range ring {
			lo, hi = min(lo, p.X), max(hi, p.X)
			if i := int(math.Round(p.X)); float64(i) == p.X && i >= 0 && points[i].RD == 0 {
				t.Errorf("band %d has a point at %s, a period without RD", k+1, points[i].Period)
			}
		}
		if lo != wantX[k][0] || hi != wantX[k][1] {
			t.Errorf("band %d spans x %v to %v, want %v", k+1, lo, hi, wantX[k])
		}
		// The ring runs along rating + RD and back along rating − RD:
		// point j and point n−1−j stand at the same x.
		for j, n := 0, len(ring); j < n/2; j++ {
			if up, down := ring[j], ring[n-1-j]; up.X != down.X || up.Y-down.Y <= 0 {
				t.Errorf("band %d at x %v: from %v to %v, want a positive width", k+1, up.X, down.Y, up.Y)
			}
		}
	}
	for _, c := range []struct {
		name   string
		points []charts.CurvePoint
		title  string
	}{
		{"mixed", mixedRD(), charts.NoRDNote},
		{"with RD", history(), "Rating with the band of ± RD, period by period"},
		{"no RD at all", []charts.CurvePoint{{Period: "2024/1", Rated: true, Rating: 2000}, {Period: "2024/2", Rated: true, Rating: 2010}}, "Rating, period by period; no band: no period has an RD (iccf-2017 has none)"},
	} {
		_, labels, err := charts.CurvePicture(c.points, charts.CurveSize)
		if err != nil {
			t.Fatal(err)
		}
		if !hasLabel(labels, c.title) {
			t.Errorf("%s: labels %v lack %q", c.name, labels, c.title)
		}
	}
}

// hasLabel reports whether a label's text is text.
func hasLabel(labels []charts.Label, text string) bool {
	for _, l := range labels {
		if l.Text == text {
			return true
		}
	}
	return false
}
