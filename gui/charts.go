package gui

import (
	"bytes"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"ratingdesk/charts"
)

// newChartImage is the place of a chart drawn by package charts (a PNG):
// scaled to fit its room, keeping its proportions, and at least min big.
// It is empty until showChart gives it a picture.
func newChartImage(min fyne.Size) *canvas.Image {
	img := canvas.NewImageFromResource(nil)
	img.FillMode = canvas.ImageFillContain
	img.ScaleMode = canvas.ImageScaleSmooth
	img.SetMinSize(min)
	return img
}

// drawChart draws a chart off the UI goroutine, then gives its PNG (or
// why it could not be drawn) to then on the UI goroutine (through
// fyne.Do). Tests wait for it as for any work (waitIdle).
func (sh *shell) drawChart(draw func() ([]byte, error), then func(png []byte, err error)) {
	sh.tasks.running.Add(1)
	go func() {
		defer sh.tasks.running.Done()
		png, err := draw()
		fyne.Do(func() { then(png, err) })
	}()
}

// showChart shows the PNG of a chart in img (nil: none), or says in the
// status bar why there is none. name identifies the picture.
func (sh *shell) showChart(img *canvas.Image, name string, png []byte, err error) {
	// The picture decoded from the last resource goes too: Fyne keeps
	// drawing it while it is set (the histogram of a comparison set aside
	// stayed on screen).
	img.Resource, img.Image = nil, nil
	switch {
	case err != nil:
		sh.tasks.say(fmt.Sprintf("The chart %q could not be drawn: %v", name, err))
	case png != nil:
		img.Resource = fyne.NewStaticResource(name, bytes.Clone(png))
	}
	img.Refresh()
}

// chartColours are the colours of the app's theme (light or dark, as
// chosen in Preferences or by the system) for a chart shown on the
// background named bg: theme.ColorNameBackground on a tab,
// theme.ColorNameOverlayBackground on a card. Its text and axes are in
// the theme's foreground, so that the chart reads in both variants (a
// tester: a white chart in the dark theme).
func (sh *shell) chartColours(bg fyne.ThemeColorName) charts.Colours {
	th, v := sh.app.Settings().Theme(), sh.app.Settings().ThemeVariant()
	return charts.Colours{Background: th.Color(bg, v), Foreground: th.Color(theme.ColorNameForeground, v)}
}

// redrawCharts draws the charts again in the theme's colours, when the
// theme changes (Preferences, or the system's light or dark): the
// distribution of the shown period's changes, the histogram of the last
// comparison, and the charts of every player card open (an open card
// kept the old theme's charts on the new background).
func (sh *shell) redrawCharts() {
	if run := sh.period.shown; run != nil {
		sh.period.showHistogram(run)
	}
	if c := sh.history.comparison; c != nil {
		sh.history.drawDifferences(c)
	}
	for _, c := range sh.cards {
		c.drawCharts()
	}
}
