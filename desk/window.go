package desk

import (
	"fmt"
	"time"

	"ratingdesk/engine"
)

// OpenWindowWarning is the warning of a period rated before its window of
// finish dates is over (engine.Period.WindowClosed: Rules 3, docs/rules.md
// §1.5), empty once it is: the games that finish after today are not in
// the files yet, so the new list would miss them. Rating Desk rates such a
// period all the same (a trial run, a what-if), with this said.
func OpenWindowWarning(p engine.Period, today time.Time) string {
	if p.WindowClosed(today) {
		return ""
	}
	const day = "2006-01-02"
	return fmt.Sprintf("period %s rates the games finished %s – %s, and that window is still open today (%s): "+
		"a game that finishes after today is not in these files; rate the period again once the window has closed (from %s)",
		p, p.GamesFrom().Format(day), p.GamesTo().Format(day), today.Format(day), p.GamesTo().AddDate(0, 0, 1).Format(day))
}
