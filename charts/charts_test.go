package charts_test

import (
	"bytes"
	"image/png"
	"os"
	"reflect"
	"strings"
	"testing"

	"ratingdesk/charts"
	"ratingdesk/engine"
)

func TestBins(t *testing.T) {
	for _, c := range []struct {
		name    string
		changes []int
		want    []charts.Bin
	}{
		{"none", nil, nil},
		{"one zero", []int{0}, []charts.Bin{{From: 0, To: 1, Count: 1}}},
		{"small, width 1", []int{-2, 0, 0, 1, -2}, []charts.Bin{
			{From: -2, To: -1, Count: 2}, {From: -1, To: 0, Count: 0}, {From: 0, To: 1, Count: 2}, {From: 1, To: 2, Count: 1}}},
		{"width 2 from 25 points", []int{-12, 12}, []charts.Bin{
			{-12, -10, 1}, {-10, -8, 0}, {-8, -6, 0}, {-6, -4, 0}, {-4, -2, 0}, {-2, 0, 0},
			{0, 2, 0}, {2, 4, 0}, {4, 6, 0}, {6, 8, 0}, {8, 10, 0}, {10, 12, 0}, {12, 14, 1}}},
		{"negative edges round down", []int{-1, -5, -6, 30, 0}, func() []charts.Bin {
			var b []charts.Bin
			for from := -6; from <= 30; from += 2 {
				b = append(b, charts.Bin{From: from, To: from + 2})
			}
			b[0].Count, b[2].Count, b[3].Count, b[18].Count = 2, 1, 1, 1 // -6 and -5; -1; 0; 30
			return b
		}()},
		{"width 5 past 48 points", []int{-6, 100}, func() []charts.Bin {
			var b []charts.Bin
			for from := -10; from <= 100; from += 5 {
				b = append(b, charts.Bin{From: from, To: from + 5})
			}
			b[0].Count, b[22].Count = 1, 1
			return b
		}()},
		{"wide spread, width 10", []int{-97, -3, 3, 3, 99}, func() []charts.Bin {
			var b []charts.Bin
			for from := -100; from < 100; from += 10 {
				b = append(b, charts.Bin{From: from, To: from + 10})
			}
			b[0].Count, b[9].Count, b[10].Count, b[19].Count = 1, 1, 2, 1
			return b
		}()},
		{"huge spread, width 100", []int{-1000, 1000}, func() []charts.Bin {
			var b []charts.Bin
			for from := -1000; from <= 1000; from += 100 {
				b = append(b, charts.Bin{From: from, To: from + 100})
			}
			b[0].Count, b[20].Count = 1, 1
			return b
		}()},
	} {
		if got := charts.Bins(c.changes); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: Bins(%v) = %v, want %v", c.name, c.changes, got, c.want)
		}
	}
}

func TestBinsCountEveryChange(t *testing.T) {
	var changes []int
	for i := -300; i <= 250; i += 7 {
		changes = append(changes, i, i/3)
	}
	bins := charts.Bins(changes)
	if len(bins) > 24 {
		t.Errorf("Bins gives %d bins, want at most 24", len(bins))
	}
	n := 0
	for _, b := range bins {
		n += b.Count
	}
	if n != len(changes) {
		t.Errorf("Bins counts %d changes, want %d", n, len(changes))
	}
}

func TestRatingChanges(t *testing.T) {
	pl := func(id engine.PlayerID, rated bool, rating float64, games, published int) engine.PlayerResult {
		return engine.PlayerResult{Player: &engine.Player{ID: id, Rated: rated, Rating: rating}, PeriodGames: games, PublishedRating: published}
	}
	res := &engine.PeriodResult{Players: []engine.PlayerResult{
		pl(1, true, 1800.5, 3, 1812), // old 1801 published: +11
		pl(2, true, 2000.4, 2, 1990), // old 2000: -10
		pl(3, true, 1500, 0, 1500),   // no game: left out
		pl(4, false, 0, 5, 1700),     // first rating: left out
	}}
	if got, want := charts.RatingChanges(res), []int{11, -10}; !reflect.DeepEqual(got, want) {
		t.Errorf("RatingChanges = %v, want %v", got, want)
	}
	if got := charts.RatingChanges(nil); got != nil {
		t.Errorf("RatingChanges(nil) = %v, want nil", got)
	}
}

// checkPNG checks that b is a PNG of the size's pixels.
func checkPNG(t *testing.T, what string, b []byte, size charts.Size) {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("%s: not a PNG: %v", what, err)
	}
	w, h := size.Pixels()
	if got := img.Bounds().Size(); got.X != w || got.Y != h {
		t.Errorf("%s: PNG is %v, want %dx%d", what, got, w, h)
	}
}

// deterministic draws a chart five times and checks the bytes never change.
func deterministic(t *testing.T, what string, draw func() ([]byte, error)) []byte {
	t.Helper()
	first, err := draw()
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	for i := 0; i < 4; i++ {
		again, err := draw()
		if err != nil || !bytes.Equal(again, first) {
			t.Fatalf("%s: draw %d differs from the first (%d vs %d bytes, err %v)", what, i+2, len(again), len(first), err)
		}
	}
	return first
}

func TestHistogramPNG(t *testing.T) {
	changes := []int{-23, -5, -4, 0, 0, 1, 2, 3, 7, 12, 18, 40}
	for _, c := range []struct {
		name    string
		changes []int
	}{{"changes", changes}, {"none", nil}} {
		b := deterministic(t, c.name, func() ([]byte, error) { return charts.HistogramPNG(c.changes, charts.ScreenSize) })
		checkPNG(t, "HistogramPNG "+c.name, b, charts.ScreenSize)
		if os.Getenv("CHARTS_OUT") != "" {
			_ = os.WriteFile(os.Getenv("CHARTS_OUT")+"/histogram-"+c.name+".png", b, 0o644)
		}
	}
	if _, err := charts.HistogramPNG(changes, charts.Size{}); err == nil {
		t.Errorf("HistogramPNG(size 0) = nil error, want one")
	}
}

func TestExpectedPNG(t *testing.T) {
	glicko := []charts.Expected{
		{Win: 0.2, Draw: 0.6, Loss: 0.2, Score: 0.5, Result: 0.5},
		{Win: 0.5, Draw: 0.45, Loss: 0.05, Score: 0.725, Result: 1},
		{Win: 0.02, Draw: 0.4, Loss: 0.58, Score: 0.22, Result: 0},
	}
	elo := []charts.Expected{{Score: 0.64, Result: 1}, {Score: 0.31, Result: 0.5}}
	for _, c := range []struct {
		name  string
		games []charts.Expected
	}{{"glicko", glicko}, {"elo", elo}, {"none", nil}} {
		b := deterministic(t, c.name, func() ([]byte, error) { return charts.ExpectedPNG(c.games, charts.ScreenSize) })
		checkPNG(t, "ExpectedPNG "+c.name, b, charts.ScreenSize)
		if os.Getenv("CHARTS_OUT") != "" {
			_ = os.WriteFile(os.Getenv("CHARTS_OUT")+"/expected-"+c.name+".png", b, 0o644)
		}
	}
}

func TestExpectations(t *testing.T) {
	rs, err := engine.LookupRuleset(string(engine.ICCF2025))
	if err != nil {
		t.Fatal(err)
	}
	pr := &engine.PlayerResult{PreRating: 1900}
	pr.SetTerms([]engine.Term{
		{OppRating: 1900, OppRD: 50, White: true, Score: 1},
		{OppRating: 2100, OppRD: 80, Score: 0.5},
	})
	got := charts.Expectations(rs, pr)
	for i, term := range pr.Terms() {
		e := engine.Expect(rs.Params, 1900, term.OppRating, term.OppRD, term.White)
		want := charts.Expected{Win: e.Win, Draw: e.Draw, Loss: e.Loss, Score: e.Score, Result: term.Score}
		if got[i] != want {
			t.Errorf("Expectations(…)[%d] = %+v, want %+v", i, got[i], want)
		}
	}
	elo, _ := engine.LookupRuleset(string(engine.ICCF2017))
	pr.Terms()[0].We = 0.7
	if got := charts.Expectations(elo, pr); got[0] != (charts.Expected{Score: 0.7, Result: 1}) {
		t.Errorf("Expectations(iccf-2017)[0] = %+v, want W_e 0.7 and result 1", got[0])
	}
}

func TestHistogramPictureLabels(t *testing.T) {
	changes := []int{-23, -5, 0, 7, 12, 40}
	var labels []charts.Label
	b := deterministic(t, "picture", func() ([]byte, error) {
		png, l, err := charts.HistogramPicture(changes, charts.ReportSize)
		labels = l
		return png, err
	})
	checkPNG(t, "HistogramPicture", b, charts.ReportSize)
	texts := map[string]bool{}
	for _, l := range labels {
		texts[l.Text] = true
		if l.CentreMM < 0 || l.CentreMM > charts.ReportSize.WidthMM || l.BaselineMM < 0 || l.BaselineMM > charts.ReportSize.HeightMM || l.SizePt <= 0 {
			t.Errorf("label %+v lies outside the %v picture", l, charts.ReportSize)
		}
	}
	for _, want := range []string{"Number of players by rating change (6 players who had a rating and played)",
		"change of the published rating (points)", "-20", "0", "40", "1"} {
		if !texts[want] {
			t.Errorf("HistogramPicture labels %v lack %q", labels, want)
		}
	}
	withText, err := charts.HistogramPNG(changes, charts.ReportSize)
	if err != nil || bytes.Equal(withText, b) {
		t.Errorf("HistogramPicture draws the same PNG as HistogramPNG (err %v), want one without text", err)
	}
}

// TestHistogramTitlesCount: the histograms' titles count one player in
// the singular, more in the plural (a tester: "(1 players …)"), the
// digits grouped by thousands.
func TestHistogramTitlesCount(t *testing.T) {
	tests := []struct {
		name    string
		picture func([]int) ([]charts.Label, error)
		values  []int
		want    string
	}{
		{"changes, one", changesLabels, []int{5}, "Number of players by rating change (1 player who had a rating and played)"},
		{"changes, two", changesLabels, []int{5, -3}, "Number of players by rating change (2 players who had a rating and played)"},
		{"differences, one", differencesLabels, []int{4}, "Number of players by difference of published rating, B − A (1 player on both lists)"},
		{"differences, three", differencesLabels, []int{4, 0, -2}, "Number of players by difference of published rating, B − A (3 players on both lists)"},
		// Grouped by thousands as the app's counts are (a tester: "14332
		// players").
		{"differences, 14332", differencesLabels, make([]int, 14332), "Number of players by difference of published rating, B − A (14,332 players on both lists)"},
		{"changes, 1000000", changesLabels, make([]int, 1000000), "Number of players by rating change (1,000,000 players who had a rating and played)"},
	}
	for _, tt := range tests {
		labels, err := tt.picture(tt.values)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		found := false
		for _, l := range labels {
			found = found || l.Text == tt.want
		}
		if !found {
			t.Errorf("%s: labels(%v) = %v, want the title %q", tt.name, tt.values, labels, tt.want)
		}
	}
}

// changesLabels are the labels of the histogram of changes.
func changesLabels(v []int) ([]charts.Label, error) {
	_, l, err := charts.HistogramPicture(v, charts.ReportSize)
	return l, err
}

// differencesLabels are the labels of the histogram of differences B − A.
func differencesLabels(v []int) ([]charts.Label, error) {
	_, l, err := charts.DifferencesPicture(v, "B − A", charts.ReportSize)
	return l, err
}

// TestHistogramCountsEveryBar: every bar that is not empty has its count
// written above it, the tallest too (a tester found no count over the
// tallest bar, difference 0, in the app and in the history PDF, only over
// the bars drawn taller than they count), inside the picture and above
// the lower bars' counts; the empty bins have none.
func TestHistogramCountsEveryBar(t *testing.T) {
	// Bins of width 2 from -20 to 9: 1 at -20, 4 at -4/-3, 13 at 0/1, 1
	// at 8/9. The count axis is ticked 0, 5, 10 and the difference axis
	// every 5 points, so no tick is labelled 13, 4 or 1.
	var diffs []int
	diffs = append(diffs, -20, -3, -3, -3, -3, 8)
	for range 13 {
		diffs = append(diffs, 0)
	}
	for _, size := range []charts.Size{charts.ReportSize, charts.ScreenSize, {WidthMM: 170, HeightMM: 55, DPI: 288}} {
		_, labels, err := charts.DifferencesPicture(diffs, "B − A", size)
		if err != nil {
			t.Fatal(err)
		}
		at := map[string][]charts.Label{}
		title := 0.0
		for _, l := range labels {
			at[l.Text] = append(at[l.Text], l)
			if strings.HasPrefix(l.Text, "Number of players") {
				title = l.BaselineMM
			}
		}
		for text, n := range map[string]int{"13": 1, "4": 1, "1": 2} {
			if len(at[text]) != n {
				t.Errorf("%v: %d labels %q, want %d (the count over its bar): %v", size, len(at[text]), text, n, labels)
			}
		}
		if len(at["13"]) == 1 && len(at["4"]) == 1 {
			top, lower := at["13"][0], at["4"][0]
			if top.BaselineMM >= lower.BaselineMM || top.BaselineMM <= title+top.SizePt*25.4/72 {
				t.Errorf("%v: the tallest bar's count at %.1f mm, the next's at %.1f mm, the title's baseline at %.1f mm: want it above the next, below the title", size, top.BaselineMM, lower.BaselineMM, title)
			}
		}
	}
}
