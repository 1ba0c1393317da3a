package gui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"ratingdesk/charts"
)

// withCurve adds the tab of the player's rating curve over the periods
// of the last replay (charts.CurvePNG: the rating, the ±RD band and the
// games of each period) to the card's centre, when a replay has been run
// on the History tab and the player is in it; else it gives centre as it
// is.
func (c *playerCard) withCurve(centre fyne.CanvasObject) fyne.CanvasObject {
	points := c.sh.history.curveOf(c.id)
	if points == nil {
		return centre
	}
	c.curve = newChartImage(fyne.NewSize(440, 200))
	c.sh.drawChart(func() ([]byte, error) { return charts.CurvePNG(points, charts.CardCurveSize) },
		func(png []byte, err error) { c.sh.showChart(c.curve, fmt.Sprintf("curve-%d.png", c.id), png, err) })
	title := fmt.Sprintf("Rating history %s – %s", points[0].Period, points[len(points)-1].Period)
	curveTab := container.NewTabItem(title, container.NewPadded(c.curve))
	if tabs, ok := centre.(*container.AppTabs); ok {
		tabs.Append(curveTab)
		return tabs
	}
	return container.NewAppTabs(container.NewTabItem("Games", centre), curveTab)
}
