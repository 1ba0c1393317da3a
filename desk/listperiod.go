package desk

import (
	"fmt"
	"strings"
	"time"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"

	"ratingdesk/internal/words"
)

// listPastShown is how many of a list's players listPastPeriod names.
const listPastShown = 5

// listPastPeriod is the error of a rating list that already holds games of
// the period to be rated, or of a later one (docs/rules.md "A list that
// already holds the period"): players whose Last game falls in the
// period's window or after it (engine.Period.Compare). A period is rated
// from the list made before it, whose games all finished before the
// window; rating it from its own new list, or from a later one, would
// count its games twice. None when period is not given (check without
// --period) or no player's Last game is that late.
func listPastPeriod(list *xlsxio.RatingList, period engine.Period) xlsxio.Problems {
	if list == nil || period == (engine.Period{}) {
		return nil
	}
	late, latest := lateRows(list, period)
	if len(late) == 0 {
		return nil
	}
	shown := make([]string, 0, listPastShown)
	for _, i := range late[:min(len(late), listPastShown)] {
		p := &list.Players[i]
		shown = append(shown, fmt.Sprintf("%s%d %s, %s", cellPrefix(list.LastGameCell(i)), p.ID, p.Name, p.LastGame.Format("2006-01-02")))
	}
	if more := len(late) - len(shown); more > 0 {
		shown = append(shown, fmt.Sprintf("and %d more", more))
	}
	return xlsxio.Problems{errorAt(list.File, list.Sheet, list.LastGameCell(late[0]),
		"the list already holds games of period %s or later: %s a Last game on or after %s, the first day of the period's games (%s); a period is rated from the list made before it, or its games would count twice: start from that list, or correct the Last game cells if they are wrong; %s",
		period, words.Count(len(late), "player has", "players have"), period.GamesFrom().Format("2006-01-02"), strings.Join(shown, "; "),
		nextFromList(latest))}
}

// lateRows are the rows of list's players whose Last game falls in the
// window of period or after it (listPastPeriod), with the latest of
// those Last games.
func lateRows(list *xlsxio.RatingList, period engine.Period) (late []int, latest time.Time) {
	window := period.Window()
	for i := range list.Players {
		if d := list.Players[i].LastGame; !d.IsZero() && window.Compare(d) >= 0 {
			late = append(late, i)
			if d.After(latest) {
				latest = d
			}
		}
	}
	return late, latest
}

// ListHolds reports whether list already holds games of period p or of
// a later one, so that a run of p from it is refused (docs/rules.md "A
// list that already holds the period"; listPastPeriod): the app offers
// no such period (a tester was offered 2026/1 beside the new list of
// 2026/1). False for a nil list or no period.
func ListHolds(list *xlsxio.RatingList, p engine.Period) bool {
	if list == nil || p == (engine.Period{}) {
		return false
	}
	late, _ := lateRows(list, p)
	return len(late) > 0
}

// listBehindPeriod warns of a rating list whose own period — the Period
// item of the Notes sheet of a workbook Rating Desk wrote
// (xlsxio.RatingList.Period, read with the list) — is more than one quarter before period
// (docs/rules.md "A list several quarters old"): rated from it, the
// quarters between would be skipped without a word, their games unrated
// and the RD growth of their pre-period steps (§1.1) lost. None when
// period is not given, the list's period is not known (a CSV file, a
// list from elsewhere: it is not guessed, not even from the Last game
// dates, which cannot tell a list from a later one of quarters without
// games), or the list is the one made before period (or later, which
// listPastPeriod says by the Last game dates).
func listBehindPeriod(list *xlsxio.RatingList, period engine.Period) xlsxio.Problems {
	if list == nil || period == (engine.Period{}) {
		return nil
	}
	if !list.HasPeriod {
		return nil
	}
	own, cell := list.Period, list.PeriodCell
	var skipped []string
	for q := nextPeriod(own); q.ValidFrom().Before(period.ValidFrom()); q = nextPeriod(q) {
		skipped = append(skipped, q.String())
	}
	if len(skipped) == 0 {
		return nil
	}
	before := prevPeriod(period)
	return xlsxio.Problems{warningAt(list.File, xlsxio.NotesSheet, cell,
		"the list is the new list of period %s (its Notes sheet says so), but the period rated is %s, %s later: a period is rated from the list made before it, here the list of %s, so %s would be skipped: %s games would not be rated, and the RD growth of %s (docs/rules.md §1.1) would be lost; rate %s first (replay --from %s --to %s from this list does it in one run), or give the list of period %s",
		own, period, words.Count(len(skipped)+1, "quarter", "quarters"), before, words.And(skipped),
		words.Agree(len(skipped), "its", "their"), words.Agree(len(skipped), "that quarter", "those quarters"),
		words.Agree(len(skipped), "it", "them"), skipped[0], period, before)}
}

// nextFromList says which period to rate from a list whose latest Last
// game is latest (docs/rules.md "A list that already holds the
// period"): the list holds the games of the period whose window holds
// that day (engine.PeriodOf), so the period rated from it is the next
// one.
func nextFromList(latest time.Time) string {
	held := engine.PeriodOf(latest)
	return fmt.Sprintf("its latest Last game, %s, is a game of period %s, so the period to rate from this list is %s",
		latest.Format("2006-01-02"), held, engine.NextList(held.ValidFrom()))
}

// cellPrefix is "K5: " for the cell K5, empty for none.
func cellPrefix(cell string) string {
	if cell == "" {
		return ""
	}
	return cell + ": "
}

// listHeld is the latest period whose games list already holds, and why
// (docs/rules.md "A list that already holds the period", "Rating
// history"): the period of its latest Last game (engine.PeriodOf), by
// the same dates listPastPeriod refuses a run by, so that a start after
// it is one the list accepts. False for a nil list or one without Last
// game dates. The Period of a workbook's Notes sheet is not used: a run
// before it is not refused when the Last game dates allow it.
func listHeld(list *xlsxio.RatingList) (held engine.Period, why string, ok bool) {
	latest := latestLastGame(list)
	if latest.IsZero() {
		return engine.Period{}, "", false
	}
	held = engine.PeriodOf(latest)
	return held, fmt.Sprintf("its latest Last game, %s, is a game of period %s", latest.Format("2006-01-02"), held), true
}

// latestLastGame is the latest Last game of list's players, zero when
// none has one (or there is no list).
func latestLastGame(list *xlsxio.RatingList) time.Time {
	var latest time.Time
	if list == nil {
		return latest
	}
	for i := range list.Players {
		if d := list.Players[i].LastGame; d.After(latest) {
			latest = d
		}
	}
	return latest
}
