package desk

import (
	"fmt"
	"time"

	"ratingdesk/engine"
	"ratingdesk/internal/words"
	"ratingdesk/xlsxio"
)

// fileOutsideShare is the share of a results file's finished games that
// must lie on one side of the period's window for fileWindowWarnings to
// warn: nine in ten (docs/rules.md "A results file outside the period").
const fileOutsideShare = 0.9

// fileWindowWarnings warns about each results file of a period whose
// finished games (played, with a finish date) lie all, or nearly all
// (fileOutsideShare), before the period's window or after it
// (docs/rules.md "A results file outside the period"): none of them is
// rated, which is right for a file given only for its late games but is
// most often a list older than the list made before the period (a
// quarter left out) or a later quarter's file given by mistake. The files
// are taken in the order their games come; none is said without a
// period.
func fileWindowWarnings(period engine.Period, games []engine.Game, list *xlsxio.RatingList) xlsxio.Problems {
	if period == (engine.Period{}) {
		return nil
	}
	type tally struct {
		finished, before, after int
		lastBefore              time.Time // the latest finish date before the window
	}
	var order []string
	counts := map[string]*tally{}
	win := period.Window()
	var t *tally // the last game's file's: a file's games come together
	last := ""
	for i := range games {
		g := &games[i]
		if !g.Outcome.Played() || g.Finished.IsZero() {
			continue
		}
		if t == nil || g.Origin.File != last {
			last = g.Origin.File
			if t = counts[last]; t == nil {
				t = &tally{}
				counts[last] = t
				order = append(order, last)
			}
		}
		t.finished++
		switch c := win.Compare(g.Finished); {
		case c < 0:
			t.before++
			if g.Finished.After(t.lastBefore) {
				t.lastBefore = g.Finished
			}
		case c > 0:
			t.after++
		}
	}
	var out xlsxio.Problems
	for _, file := range order {
		t := counts[file]
		switch {
		case mostly(t.before, t.finished):
			out = append(out, warningAt(file, "", "", "%s before the window of period %s (%s), and %s not rated in it; %s",
				outsideCount(t.before, t.finished), period, windowText(period), words.Agree(t.before, "is", "are"), beforeAdvice(period, list, t.lastBefore)))
		case mostly(t.after, t.finished):
			out = append(out, warningAt(file, "", "", "%s after the window of period %s (%s), and %s not rated in it; the file may be of a later period, given by mistake: rate it with its own period",
				outsideCount(t.after, t.finished), period, windowText(period), words.Agree(t.after, "is", "are")))
		}
	}
	return out
}

// beforeAdvice is what the warning of a results file whose games lie
// before the window of period, the last of them finished on lastBefore,
// advises: rating the period before first, when the rating list may be
// older than the list made after it; but when the list's latest Last
// game shows it holds that period already (listHeld) and none of the
// file's games is later than that Last game (so each may have been rated
// into it), the file is most likely an earlier quarter's (a tester was
// told to rate 2026/1 first from the list rate had just made for 2026/1).
func beforeAdvice(period engine.Period, list *xlsxio.RatingList, lastBefore time.Time) string {
	if held, why, ok := listHeld(list); ok && nextPeriod(held) == period && !lastBefore.After(latestLastGame(list)) {
		return fmt.Sprintf("the rating list already holds period %s, the one before (%s), so the file may be an earlier quarter's, given by mistake: give the results of period %s", held, why, period)
	}
	return fmt.Sprintf("the rating list may be older than the list made after period %s: rate that period first and start from its new list, or rate the quarters in turn with replay", prevPeriod(period))
}

// mostly reports whether n is at least fileOutsideShare of total.
func mostly(n, total int) bool {
	return n > 0 && float64(n) >= fileOutsideShare*float64(total)
}

// outsideCount is "all 57 finished games of the file finished" or "55 of
// the 57 finished games of the file finished"; "the one finished game"
// and "both finished games" for a file of one or two.
func outsideCount(n, total int) string {
	if n == total {
		switch n {
		case 1:
			return "the one finished game of the file finished"
		case 2:
			return "both finished games of the file finished"
		}
		return fmt.Sprintf("all %d finished games of the file finished", n)
	}
	return fmt.Sprintf("%d of the %d finished games of the file finished", n, total)
}

// windowText is the period's window of finish dates, "2025-06-01 –
// 2025-08-31".
func windowText(p engine.Period) string {
	return p.GamesFrom().Format(dayLayout) + " – " + p.GamesTo().Format(dayLayout)
}
