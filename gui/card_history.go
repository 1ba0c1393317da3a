package gui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"ratingdesk/charts"
	"ratingdesk/desk"
	"ratingdesk/engine"
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
	c.addChart(c.curve, fmt.Sprintf("curve-%d.png", c.id), charts.CardCurveSize,
		func(size charts.Size) ([]byte, error) { return charts.CurvePNG(points, size) })
	title := curveTabTitle(points[0].Period, points[len(points)-1].Period)
	curveTab := container.NewTabItem(title, container.NewPadded(c.curve))
	if tabs, ok := centre.(*container.AppTabs); ok {
		tabs.Append(curveTab)
		return tabs
	}
	return container.NewAppTabs(container.NewTabItem("Games", centre), curveTab)
}

// curveTabTitle names the card's tab of the rating curve from the first
// to the last period of the replay.
func curveTabTitle(first, last string) string {
	return fmt.Sprintf("Rating history %s – %s", first, last)
}

// playerReplay is a player in the last replay: the replay's first
// period, the first period of the player's curve (that of the starting
// list when it rated him, desk.CurveOf), and his row of the last one.
type playerReplay struct {
	from  engine.Period
	first string
	last  desk.HistoryRow
}

// tabTitle names the card's tab of the player's curve (withCurve).
func (r playerReplay) tabTitle() string {
	return curveTabTitle(r.first, r.last.Period.String())
}

// replayOf is player id in the last replay of the History tab; ok is
// false when none has been run or the player is not in it.
func (s *historyScreen) replayOf(id engine.PlayerID) (r playerReplay, ok bool) {
	if s.run == nil {
		return r, false
	}
	rows := s.run.history.Player(id)
	if len(rows) == 0 {
		return r, false
	}
	h := s.run.history
	return playerReplay{from: h.Periods[0].Period, first: desk.CurveOf(h, id)[0].Period, last: rows[len(rows)-1]}, true
}
