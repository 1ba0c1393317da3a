package charts_test

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"reflect"
	"testing"

	"ratingdesk/charts"
)

// rgb8 is a colour's 8-bit red, green and blue.
func rgb8(c color.Color) [3]uint8 {
	r, g, b, _ := c.RGBA()
	return [3]uint8{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8)}
}

// decodePNG decodes a chart's PNG.
func decodePNG(t *testing.T, b []byte) image.Image {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("decoding the PNG: %v", err)
	}
	return img
}

// pixels counts the pixels of img whose colour is c.
func pixels(img image.Image, c color.Color) int {
	want, n := rgb8(c), 0
	for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
		for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
			if rgb8(img.At(x, y)) == want {
				n++
			}
		}
	}
	return n
}

// TestChartsInColours: a chart drawn in Colours (the app's dark theme)
// has their background behind it and their foreground in its text and
// axes, and no white left of the print colours; the zero Colours draw
// black on white as before (a tester: the card's chart was white in the
// dark theme).
func TestChartsInColours(t *testing.T) {
	dark := charts.Colours{Background: color.NRGBA{R: 0x17, G: 0x17, B: 0x18, A: 0xff}, Foreground: color.NRGBA{R: 0xf3, G: 0xf3, B: 0xf3, A: 0xff}}
	games := []charts.Expected{{Win: 0.2, Draw: 0.6, Loss: 0.2, Score: 0.5, Result: 0.5}, {Win: 0.5, Draw: 0.45, Loss: 0.05, Score: 0.725, Result: 1}}
	curve := []charts.CurvePoint{{Period: "2024/1", Rated: true, Rating: 2000, RD: 60, Games: 4}, {Period: "2024/2", Rated: true, Rating: 2010, RD: 55, Games: 2}}
	draws := map[string]func(charts.Size) ([]byte, error){
		"ExpectedPNG":    func(s charts.Size) ([]byte, error) { return charts.ExpectedPNG(games, s) },
		"HistogramPNG":   func(s charts.Size) ([]byte, error) { return charts.HistogramPNG([]int{-4, 0, 0, 3, 12}, s) },
		"DifferencesPNG": func(s charts.Size) ([]byte, error) { return charts.DifferencesPNG([]int{-1, 0, 2}, "b − a", s) },
		"CurvePNG":       func(s charts.Size) ([]byte, error) { return charts.CurvePNG(curve, s) },
	}
	for _, tc := range []struct {
		name         string
		colours      charts.Colours
		bg, fg, gone color.Color
	}{
		{"print", charts.Colours{}, color.White, color.Black, nil},
		{"dark", dark, dark.Background, dark.Foreground, color.White},
	} {
		for name, draw := range draws {
			img := decodePNG(t, must(t, name, draw, charts.CardSize.In(tc.colours)))
			b := img.Bounds()
			for _, at := range []image.Point{b.Min, {b.Max.X - 1, b.Max.Y - 1}} {
				if got := rgb8(img.At(at.X, at.Y)); got != rgb8(tc.bg) {
					t.Errorf("%s in %s: the pixel at %v is %v, want the background %v", name, tc.name, at, got, rgb8(tc.bg))
				}
			}
			if n := pixels(img, tc.fg); n == 0 {
				t.Errorf("%s in %s: no pixel in the foreground %v (text, axes)", name, tc.name, rgb8(tc.fg))
			}
			if tc.gone != nil {
				if n := pixels(img, tc.gone); n > 0 {
					t.Errorf("%s in %s: %d pixels in %v, the print background", name, tc.name, n, rgb8(tc.gone))
				}
			}
		}
	}
}

// must is the PNG draw gives for size, failing the test on an error.
func must(t *testing.T, name string, draw func(charts.Size) ([]byte, error), size charts.Size) []byte {
	t.Helper()
	b, err := draw(size)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return b
}

// barFill is the colour of the histogram's bars.
var barFill = color.RGBA{R: 0x3b, G: 0x6e, B: 0xa8, A: 0xff}

// leftBarHeight is the height in pixels of the leftmost bar of a
// histogram: the longest vertical run of the bars' colour in the columns
// of the first bar from the left.
func leftBarHeight(img image.Image) int {
	b, fill := img.Bounds(), rgb8(barFill)
	tallest, inBar := 0, false
	for x := b.Min.X; x < b.Max.X; x++ {
		run, longest := 0, 0
		for y := b.Min.Y; y < b.Max.Y; y++ {
			if rgb8(img.At(x, y)) == fill {
				run++
				longest = max(longest, run)
			} else {
				run = 0
			}
		}
		if longest == 0 && inBar {
			return tallest
		}
		inBar = inBar || longest > 0
		tallest = max(tallest, longest)
	}
	return tallest
}

// TestHistogramSmallBinsAreSeen: a bin of one player beside one of
// eighty is drawn as a bar a few pixels tall with its count above it,
// not as a hairline under the bars' outlines (a tester); a histogram of
// one value is one wide bar. Every bar that is not empty has its count
// above it, in the order of the bars (TestHistogramCountsEveryBar).
func TestHistogramSmallBinsAreSeen(t *testing.T) {
	spike := append(make([]int, 80), -4, -1, 1)
	for _, tc := range []struct {
		name            string
		changes         []int
		leastPx, mostPx int // at 144 dpi
		wantCounts      []string
	}{
		{"one player of 83 at -4", spike, 6, 20, []string{"1", "1", "80", "1"}},
		{"one value", []int{12}, 100, 300, []string{"1"}},
		{"no small bin", []int{-3, -3, 0, 0, 0, 2, 2}, 30, 300, []string{"2", "3", "2"}},
	} {
		for _, size := range []charts.Size{charts.ScreenSize, charts.ReportSize} {
			png, labels, err := charts.HistogramPicture(tc.changes, size)
			if err != nil {
				t.Fatal(err)
			}
			least, most := tc.leastPx*size.DPI/144, tc.mostPx*size.DPI/144
			if got := leftBarHeight(decodePNG(t, png)); got < least || got > most {
				t.Errorf("HistogramPicture(%s) at %d dpi: the leftmost bar is %d pixels tall, want %d to %d", tc.name, size.DPI, got, least, most)
			}
			var counts []string
			for _, l := range labels[len(labels)-len(tc.wantCounts):] {
				counts = append(counts, l.Text)
			}
			if len(tc.wantCounts) > 0 && !reflect.DeepEqual(counts, tc.wantCounts) {
				t.Errorf("HistogramPicture(%s): last labels %q, want the counts %q above the bars", tc.name, counts, tc.wantCounts)
			}
		}
	}
}
