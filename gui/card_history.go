package gui

import (
	"fmt"
	"strings"

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
	// rulesets names the replay's rulesets and the quarters of each
	// (replayRulesets).
	rulesets string
}

// text names the replay: its periods and rulesets, "2024/1 to 2025/1 on
// the History tab: iccf-2017 to 2024/2, iccf-2023 from 2024/3".
func (r playerReplay) text() string {
	return fmt.Sprintf("%s to %s on the History tab: %s", r.from, r.last.Period, r.rulesets)
}

// replayRulesets names the rulesets of replay h with the quarters each
// rated: "iccf-2023 throughout", or "iccf-2017 to 2024/2, iccf-2023 from
// 2024/3" (a tester could not tell which ruleset a card opened from
// Compare rulesets showed).
func replayRulesets(h *desk.History) string {
	type span struct {
		id       engine.RulesetID
		from, to engine.Period
	}
	var spans []span
	for _, p := range h.Periods {
		if n := len(spans); n > 0 && spans[n-1].id == p.Ruleset.ID {
			spans[n-1].to = p.Period
			continue
		}
		spans = append(spans, span{p.Ruleset.ID, p.Period, p.Period})
	}
	if len(spans) == 1 {
		return string(spans[0].id) + " throughout"
	}
	parts := make([]string, len(spans))
	for i, sp := range spans {
		switch {
		case i == 0:
			parts[i] = fmt.Sprintf("%s to %s", sp.id, sp.to)
		case i == len(spans)-1:
			parts[i] = fmt.Sprintf("%s from %s", sp.id, sp.from)
		case sp.from == sp.to:
			parts[i] = fmt.Sprintf("%s in %s", sp.id, sp.from)
		default:
			parts[i] = fmt.Sprintf("%s %s to %s", sp.id, sp.from, sp.to)
		}
	}
	return strings.Join(parts, ", ")
}

// comparedNote says, on a card opened from Compare rulesets, that the
// card shows the replay of the Periods tab, not the rulesets compared:
// "" on another card, or with no comparison or replay.
func (c *playerCard) comparedNote() string {
	s := c.sh.history
	if c.from != cardFromHistory || s.comparison == nil || s.run == nil {
		return ""
	}
	h := s.run.history
	cmp := s.comparison
	return fmt.Sprintf(" This card shows the replay run on the Periods tab (%s to %s: %s), not the rulesets compared; "+
		"the player's ratings under A = %s and B = %s are in the Compare rulesets table.",
		h.Periods[0].Period, h.Periods[h.Last()].Period, replayRulesets(h), cmp.RulesetA.ID, cmp.RulesetB.ID)
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
	return playerReplay{from: h.Periods[0].Period, first: desk.CurveOf(h, id)[0].Period, last: rows[len(rows)-1], rulesets: replayRulesets(h)}, true
}
