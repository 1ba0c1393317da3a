package desk

import (
	"fmt"

	"ratingdesk/engine"
	"ratingdesk/internal/words"
	"ratingdesk/xlsxio"
)

// skippedQuartersWarning warns when the results hold rated games of the
// quarters between the list's own and the period rated (docs/rules.md
// "Games of quarters the list has not rated"): played, dated games of a
// rated event that finished after the window of the latest period whose
// games the list holds (listHeld: its latest Last game) and before the
// period's window. Such a game was never rated into the list — rated, it
// would have made its players' Last game that late (Tournament Rules 9.7)
// — and the period leaves it out as finished before its window, so the
// quarters between would be skipped without a word (a re-tester rated
// 2024/3 from a list of 2023/4). None when the list has no Last game
// dates, when it is the list made just before the period, or when no
// such game is given.
func skippedQuartersWarning(list *xlsxio.RatingList, period engine.Period, games []engine.Game) xlsxio.Problems {
	if list == nil || period == (engine.Period{}) {
		return nil
	}
	held, why, ok := listHeld(list)
	if !ok {
		return nil
	}
	first := nextPeriod(held)
	if !first.ValidFrom().Before(period.ValidFrom()) {
		return nil
	}
	from, to := first.GamesFrom(), period.GamesFrom()
	n, at := 0, -1
	for i := range games {
		g := &games[i]
		if !g.Outcome.Played() || g.Finished.IsZero() || g.Finished.Before(from) || !g.Finished.Before(to) {
			continue
		}
		if g.NotRated || engine.IsThematic(g.Type) {
			continue
		}
		if n++; at < 0 {
			at = i
		}
	}
	if n == 0 {
		return nil
	}
	var skipped []string
	for q := first; q.ValidFrom().Before(period.ValidFrom()); q = nextPeriod(q) {
		skipped = append(skipped, q.String())
	}
	o := games[at].Origin
	return xlsxio.Problems{warningAt(o.File, o.Sheet, o.Cell,
		"%s of rated events finished from %s to %s, in the %s of %s, which the rating list has not rated (%s, and no player's Last game is later): rated from this list, period %s leaves %s out as finished before its window, and the RD growth of %s is lost (docs/rules.md §1.1); rate %s first (replay --from %s --to %s from this list does it in one run), or give the new list of period %s",
		words.Count(n, "game", "games"), from.Format("2006-01-02"), to.AddDate(0, 0, -1).Format("2006-01-02"),
		words.Agree(len(skipped), "window", "windows"), periodsText(skipped), why, period,
		words.Agree(n, "it", "them"), words.Agree(len(skipped), "that quarter", "those quarters"),
		words.And(skipped), skipped[0], period, prevPeriod(period))}
}

// periodsText is "period 2024/1" or "periods 2024/1 and 2024/2".
func periodsText(periods []string) string {
	if len(periods) == 1 {
		return "period " + periods[0]
	}
	return fmt.Sprintf("periods %s", words.And(periods))
}
