package gui

import (
	"bytes"
	"image/color"
	"image/png"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"ratingdesk/charts"
	"ratingdesk/engine"
)

// chartShown checks that img shows want, a chart of the given size, and
// that it is on screen: in the objects of content.
func chartShown(t *testing.T, what string, img *canvas.Image, content fyne.CanvasObject, want []byte, size charts.Size) {
	t.Helper()
	if img == nil || img.Resource == nil {
		t.Fatalf("%s: no picture shown", what)
	}
	got := img.Resource.Content()
	if !bytes.Equal(got, want) {
		t.Errorf("%s: picture of %d bytes, want the chart drawn from the result (%d bytes)", what, len(got), len(want))
	}
	decoded, err := png.Decode(bytes.NewReader(got))
	if err != nil {
		t.Fatalf("%s: picture is not a PNG: %v", what, err)
	}
	if w, h := size.Pixels(); decoded.Bounds().Dx() != w || decoded.Bounds().Dy() != h {
		t.Errorf("%s: picture %v, want %dx%d pixels", what, decoded.Bounds().Size(), w, h)
	}
	for _, o := range liveObjects(content) {
		if o == img {
			return
		}
	}
	t.Errorf("%s: picture not among the objects shown", what)
}

func TestHistogramAppearsAfterARun(t *testing.T) {
	sh, _ := newTestShell(t)
	list := filepath.Join("..", "testdata", "sample-list.xlsx")
	games := filepath.Join("..", "testdata", "sample-games.xlsx")
	openAndWait(t, sh, list, games)
	s := sh.period
	if s.histogram.Resource != nil {
		t.Fatalf("histogram shown before a run")
	}
	runPeriod(t, sh, "2026/1")
	waitIdle(sh)
	_, res := rateDirectly(t, list, []string{games}, "2026/1")
	want, err := charts.HistogramPNG(charts.RatingChanges(res), charts.ScreenSize.In(sh.chartColours(theme.ColorNameBackground)))
	if err != nil {
		t.Fatal(err)
	}
	s.resultTabs.Select(s.histogramTab)
	chartShown(t, "Distribution of changes", s.histogram, s.content, want, charts.ScreenSize)
	if s.histogramTab.Text != "Distribution of changes" {
		t.Errorf("tab %q, want %q", s.histogramTab.Text, "Distribution of changes")
	}

	// A file changed drops the run, and its picture with it.
	sh.session.run = nil
	sh.changed()
	if s.histogram.Resource != nil {
		t.Errorf("histogram still shown after the run was dropped")
	}
}

func TestCardShowsExpectedScores(t *testing.T) {
	sh, _ := newTestShell(t)
	list := filepath.Join("..", "testdata", "worked-example", "list.csv")
	games := filepath.Join("..", "testdata", "worked-example", "games.csv")
	openAndWait(t, sh, list, games)
	runPeriod(t, sh, "2026/1")
	_, res := rateDirectly(t, list, []string{games}, "2026/1")
	pr := resultOf(t, res, 100001)

	c := newPlayerCard(sh, 100001)
	waitIdle(sh)
	tabs := cardTabs(c)
	tabs.SelectIndex(1)
	want, err := charts.ExpectedPNG(charts.Expectations(res.Ruleset, &pr), charts.CardSize.In(sh.chartColours(theme.ColorNameOverlayBackground)))
	if err != nil {
		t.Fatal(err)
	}
	chartShown(t, "card of 100001", c.chart, c.content, want, charts.CardSize)

	// Before a run the card has no chart.
	sh.session.run = nil
	if c := newPlayerCard(sh, 100001); c.chart != nil {
		t.Errorf("card before a run has a chart")
	}
}

// TestChartsFollowTheTheme: in the dark theme and in the light one the
// card's expected-score chart stands on the card's background and the
// distribution of the changes on the window's, in the theme's colours
// (a tester: a white chart in the dark theme); a change of theme draws
// the window's charts again.
func TestChartsFollowTheTheme(t *testing.T) {
	for _, tc := range []struct {
		pref    string
		variant fyne.ThemeVariant
	}{{themeDark, theme.VariantDark}, {themeLight, theme.VariantLight}} {
		t.Run(tc.pref, func(t *testing.T) {
			sh, _ := newTestShell(t)
			sh.app.Settings().SetTheme(themeFor(tc.pref))
			openAndWait(t, sh, filepath.Join("..", "testdata", "worked-example", "list.csv"), filepath.Join("..", "testdata", "worked-example", "games.csv"))
			runPeriod(t, sh, "2026/1")
			c := newPlayerCard(sh, 100001)
			waitIdle(sh)
			th := theme.DefaultTheme()
			backgroundIs(t, "the card's chart", c.chart, th.Color(theme.ColorNameOverlayBackground, tc.variant))
			backgroundIs(t, "the distribution of changes", sh.period.histogram, th.Color(theme.ColorNameBackground, tc.variant))

			other := themeDark
			otherVariant := theme.VariantDark
			if tc.pref == themeDark {
				other, otherVariant = themeLight, theme.VariantLight
			}
			sh.app.Settings().SetTheme(themeFor(other))
			waitIdle(sh)
			backgroundIs(t, "the distribution of changes after the theme changed", sh.period.histogram, th.Color(theme.ColorNameBackground, otherVariant))
		})
	}
}

// backgroundIs checks that the chart shown in img has the colour want at
// its top left corner, its background.
func backgroundIs(t *testing.T, what string, img *canvas.Image, want color.Color) {
	t.Helper()
	if img == nil || img.Resource == nil {
		t.Fatalf("%s: no picture shown", what)
	}
	decoded, err := png.Decode(bytes.NewReader(img.Resource.Content()))
	if err != nil {
		t.Fatalf("%s: picture is not a PNG: %v", what, err)
	}
	gr, gg, gb, _ := decoded.At(0, 0).RGBA()
	wr, wg, wb, _ := want.RGBA()
	if got, want := [3]uint32{gr >> 8, gg >> 8, gb >> 8}, [3]uint32{wr >> 8, wg >> 8, wb >> 8}; got != want {
		t.Errorf("%s: background %v, want the theme's %v", what, got, want)
	}
}

// TestOpenCardFollowsTheTheme: a change of theme (light, dark) draws the
// charts of the player cards open again, the expected scores and the
// rating curve, on the card's new background (before, an open card kept
// the old theme's charts); a card closed is drawn no more.
func TestOpenCardFollowsTheTheme(t *testing.T) {
	sh, d := newTestShell(t)
	sh.app.Settings().SetTheme(themeFor(themeLight))
	replayHistory(t, sh)
	runPeriod(t, sh, "2024/1")
	var id engine.PlayerID
	for i := range sh.session.run.result.Players {
		pr := &sh.session.run.result.Players[i]
		if _, inReplay := sh.history.replayOf(pr.Player.ID); inReplay && pr.NumTerms() > 0 {
			id = pr.Player.ID
			break
		}
	}
	if id == 0 {
		t.Fatal("no player of 2024/1 has games and is in the replay")
	}
	sh.openCard(id)
	waitIdle(sh)
	if len(sh.cards) != 1 {
		t.Fatalf("cards open = %d, want 1", len(sh.cards))
	}
	c := sh.cards[0]
	th := theme.DefaultTheme()
	light, dark := th.Color(theme.ColorNameOverlayBackground, theme.VariantLight), th.Color(theme.ColorNameOverlayBackground, theme.VariantDark)
	backgroundIs(t, "the card's chart in the light theme", c.chart, light)
	backgroundIs(t, "the card's curve in the light theme", c.curve, light)

	sh.app.Settings().SetTheme(themeFor(themeDark))
	waitIdle(sh)
	backgroundIs(t, "the open card's chart after the theme changed to dark", c.chart, dark)
	backgroundIs(t, "the open card's curve after the theme changed to dark", c.curve, dark)

	d.closePanels[len(d.closePanels)-1]()
	if len(sh.cards) != 0 {
		t.Errorf("cards open after the card closed = %d, want 0", len(sh.cards))
	}
	sh.app.Settings().SetTheme(themeFor(themeLight))
	waitIdle(sh)
	backgroundIs(t, "the closed card's chart after the theme changed again", c.chart, dark)
}
