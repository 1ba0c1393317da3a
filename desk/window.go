package desk

import (
	"fmt"
	"time"

	"ratingdesk/engine"
)

// dayLayout is how the window warnings write a date.
const dayLayout = "2006-01-02"

// OpenWindowWarning is the warning of a period rated before its window of
// finish dates is over (engine.Period.WindowClosed: Rules 3, docs/rules.md
// §1.5), empty once it is: the games that finish after today are not in
// the files yet, so the new list would miss them. Rating Desk rates such a
// period all the same (a trial run, a what-if), with this said. A window
// that has not begun today is said to be still to come: none of its games
// can be in the files.
func OpenWindowWarning(p engine.Period, today time.Time) string {
	if p.WindowClosed(today) {
		return ""
	}
	again := p.GamesTo().AddDate(0, 0, 1).Format(dayLayout)
	if p.Compare(today) < 0 {
		return fmt.Sprintf("period %s rates the games finished %s – %s, a window still to come today (%s): no game of it can be in these files; "+
			"rate the period once the window has closed (from %s)",
			p, p.GamesFrom().Format(dayLayout), p.GamesTo().Format(dayLayout), today.Format(dayLayout), again)
	}
	return fmt.Sprintf("period %s rates the games finished %s – %s, and that window is still open today (%s): "+
		"a game that finishes after today is not in these files; rate the period again once the window has closed (from %s)",
		p, p.GamesFrom().Format(dayLayout), p.GamesTo().Format(dayLayout), today.Format(dayLayout), again)
}

// ReplayWindowWarning is the warning of a replay of the quarters from … to
// whose windows are not all over today (docs/cli.md `replay`): that of its
// first quarter whose window is not (OpenWindowWarning), saying how many
// quarters after it rate games that cannot have finished yet; empty when
// every window is over.
func ReplayWindowWarning(from, to engine.Period, today time.Time) string {
	for p := from; periodSerial(p) <= periodSerial(to); p = nextPeriod(p) {
		w := OpenWindowWarning(p, today)
		if w == "" {
			continue
		}
		switch n := periodSerial(to) - periodSerial(p); n {
		case 0:
			return w
		case 1:
			return fmt.Sprintf("%s; the quarter after it (%s) rates games that cannot have finished yet", w, to)
		default:
			return fmt.Sprintf("%s; the %d quarters after it (to %s) rate games that cannot have finished yet", w, n, to)
		}
	}
	return ""
}
