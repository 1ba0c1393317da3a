package engine

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Period is a quarterly rating list, named YYYY/Q (docs/rules.md §1.5; Rules 3).
type Period struct {
	Year    int
	Quarter int // 1..4
}

// ParsePeriod reads "2026/1", "2026-1" or "2026q1" (docs/rules.md §1.5).
func ParsePeriod(s string) (Period, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	var y, q string
	for _, sep := range []string{"/", "-", "q"} {
		if i := strings.Index(t, sep); i > 0 {
			y, q = t[:i], t[i+len(sep):]
			break
		}
	}
	year, errY := strconv.Atoi(y)
	quarter, errQ := strconv.Atoi(q)
	if y == "" || errY != nil || errQ != nil || len(y) != 4 || len(q) != 1 || quarter < 1 || quarter > 4 {
		return Period{}, fmt.Errorf("engine: period %q: want YYYY/Q with Q from 1 to 4, e.g. 2026/1", s)
	}
	return Period{Year: year, Quarter: quarter}, nil
}

// String writes the period as YYYY/Q.
func (p Period) String() string { return fmt.Sprintf("%04d/%d", p.Year, p.Quarter) }

// ValidFrom is the first day the list is valid (Rules 3): 1 Jan, 1 Apr,
// 1 Jul or 1 Oct of the period's year.
func (p Period) ValidFrom() time.Time {
	return time.Date(p.Year, time.Month(3*(p.Quarter-1)+1), 1, 0, 0, 0, 0, time.UTC)
}

// ValidTo is the last day the list is valid (Rules 3).
func (p Period) ValidTo() time.Time { return p.ValidFrom().AddDate(0, 3, -1) }

// GamesFrom is the first finish date the period rates: four months before
// ValidFrom (2026/1 rates games finished 1 Sep–30 Nov 2025; Rules 3).
func (p Period) GamesFrom() time.Time { return p.ValidFrom().AddDate(0, -4, 0) }

// GamesTo is the last finish date the period rates (Rules 3).
func (p Period) GamesTo() time.Time { return p.ValidFrom().AddDate(0, -1, -1) }

// WindowClosed reports whether the period's window of finish dates
// (GamesFrom–GamesTo, Rules 3) is over on the calendar date of today:
// only then can no game the period rates still finish. A period rated
// earlier misses the games that finish after today (docs/rules.md §1.5).
func (p Period) WindowClosed(today time.Time) bool {
	y, m, d := today.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC).After(p.GamesTo())
}

// Contains reports whether a game finished on day d belongs to the period
// (docs/rules.md §1.5). Only the calendar date of d counts.
func (p Period) Contains(d time.Time) bool { return p.Compare(d) == 0 }

// ActiveSince is the first finish date that keeps a player active on this
// list: 1 January two years before the list's year (Tournament Rules 9.7a,
// docs/rules.md §1.6).
func (p Period) ActiveSince() time.Time {
	return time.Date(p.Year-2, 1, 1, 0, 0, 0, 0, time.UTC)
}
