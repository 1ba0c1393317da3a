package desk

import (
	"fmt"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// RatingsOutsideList are the players of a rated period whose new published
// rating lies outside what a rating list may hold (xlsxio.MinRating to
// xlsxio.MaxRating, docs/rules.md "Reading rating lists": plausibility), a
// warning each: the period's arithmetic may give one (a player losing
// every game from a low rating), but the next period refuses the new list
// at that player's Rating. `rate` and the app warn; `replay` stops before
// the quarter that would read such a list, as `rate` would (a tester: 16
// losses from 520 gave 84, and replay went on where rate stopped).
func RatingsOutsideList(res *engine.PeriodResult) xlsxio.Problems {
	var ps xlsxio.Problems
	for i := range res.Players {
		p := &res.Players[i]
		if !p.Rated || (p.PublishedRating >= xlsxio.MinRating && p.PublishedRating <= xlsxio.MaxRating) {
			continue
		}
		ps = append(ps, &xlsxio.Problem{Severity: xlsxio.Warning, Msg: fmt.Sprintf(
			"after period %s, ID %d %s has the rating %d, outside %d–%d, the ratings a rating list may hold: the next period refuses the new list at this player's Rating; check the player's games",
			res.Period, p.Player.ID, p.Player.Name, p.PublishedRating, xlsxio.MinRating, xlsxio.MaxRating)})
	}
	return ps
}

// ListRatingError stops a replay before period Next: the list made by the
// quarter before it holds ratings a rating list may not hold
// (RatingsOutsideList), which `rate` would refuse when it read that list
// to rate Next, so the replay stops where chained `rate` runs would.
type ListRatingError struct {
	Next     engine.Period
	Problems xlsxio.Problems
}

// Error says which ratings stop the replay, and before which period.
func (e *ListRatingError) Error() string {
	msg := fmt.Sprintf("desk: the replay stops before period %s, as rate would on the list made before it:", e.Next)
	for _, p := range e.Problems {
		msg += " " + p.Msg + ";"
	}
	return msg[:len(msg)-1]
}
