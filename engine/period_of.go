package engine

import "time"

// PeriodOf is the period whose window holds a game finished on day d: the
// list that rates it (docs/rules.md §1.5). Only the calendar date of d
// counts. The windows of consecutive periods follow each other without gap
// or overlap (Rules 3: 2026/1 rates 1 Sep–30 Nov 2025, 2026/2 from 1 Dec),
// so every date has exactly one period.
func PeriodOf(d time.Time) Period {
	// Months counted from year 0: the window of the list valid from month
	// v (a quarter's first month) holds months v−4 … v−2, so the list of
	// month k is valid from the first quarter month at or after k+2.
	k := d.Year()*12 + int(d.Month()) - 1
	v := (k + 2 + 2) / 3 * 3
	return Period{Year: v / 12, Quarter: v%12/3 + 1}
}

// NextList is the first list valid after day: the list to make next
// (lists are valid from 1 January, April, July and October; Rules 3,
// docs/rules.md §1.5). On the first day of a quarter at midnight UTC it
// is the following quarter's list.
func NextList(day time.Time) Period {
	for y := day.Year(); ; y++ {
		for q := 1; q <= 4; q++ {
			if p := (Period{Year: y, Quarter: q}); p.ValidFrom().After(day) {
				return p
			}
		}
	}
}

// Compare says where a game finished on day d falls against the period's
// window (docs/rules.md §1.5): -1 before GamesFrom, +1 after GamesTo, 0
// within, the window the period rates. Only the calendar date of d counts.
// The rating of a period decides by it (ExcludedBeforePeriod,
// ExcludedAfterPeriod).
func (p Period) Compare(d time.Time) int { return p.Window().Compare(d) }

// Window is a period's window of finish dates, GamesFrom to GamesTo
// (docs/rules.md §1.5), worked out once for comparing many dates: its
// Compare is the period's.
type Window struct {
	// from and to are the window's first and last days as calendar-date
	// keys (dateKey); fromDay and toDay the same days counted from 1
	// January 1970, for dates in UTC (utcDay).
	from, to       int
	fromDay, toDay int64
}

// Window is the period's window, as calendar-date keys (dateKey).
func (p Period) Window() Window {
	from, to := p.GamesFrom(), p.GamesTo()
	return Window{from: dateKey(from), to: dateKey(to), fromDay: utcDay(from), toDay: utcDay(to)}
}

// Compare is Period.Compare for the period of the window. A date in UTC,
// as the readers make every date, is placed by its day number, which
// needs no calendar; a date in another zone by its calendar date there.
func (w Window) Compare(d time.Time) int {
	if d.Location() == time.UTC {
		switch k := utcDay(d); {
		case k < w.fromDay:
			return -1
		case k > w.toDay:
			return 1
		}
		return 0
	}
	switch k := dateKey(d); {
	case k < w.from:
		return -1
	case k > w.to:
		return 1
	}
	return 0
}

// utcDay is the number of d's calendar day in UTC counted from 1 January
// 1970 (negative before it).
func utcDay(d time.Time) int64 {
	const secondsPerDay = 24 * 60 * 60
	s := d.Unix()
	day := s / secondsPerDay
	if s%secondsPerDay < 0 {
		day-- // floor, for a time before 1970
	}
	return day
}

// GameTally counts games by what decides their fate in a period, before
// the period runs (docs/rules.md §1.4–1.5): played and finished within the
// period's window, before it or after it, not finished, forfeits, and
// played games without a finish date. Which games are rated, and why the
// others are not, RatePeriod decides when it runs (a game of an event not
// rated, for one, is counted here by its date). The zero GameTally counts
// for no period: Within, Before and After stay 0.
type GameTally struct {
	// Period is the period the window counts are for; HasPeriod false: none.
	Period    Period
	HasPeriod bool

	Total                         int
	Within, Before, After         int
	Unfinished, Forfeits, Undated int

	// byPeriod counts the dated played games by the period that rates them.
	byPeriod map[Period]int
}

// NewGameTally starts a tally for period p.
func NewGameTally(p Period) *GameTally { return &GameTally{Period: p, HasPeriod: true} }

// Add counts a game: by its outcome (Outcome.Forfeit, Outcome.Played),
// then by its finish date against the period's window (Period.Compare).
func (t *GameTally) Add(g *Game) {
	t.Total++
	switch {
	case g.Outcome.Forfeit():
		t.Forfeits++
	case !g.Outcome.Played():
		t.Unfinished++
	case g.Finished.IsZero():
		t.Undated++
	default:
		if t.byPeriod == nil {
			t.byPeriod = map[Period]int{}
		}
		t.byPeriod[PeriodOf(g.Finished)]++
		if !t.HasPeriod {
			return
		}
		switch t.Period.Compare(g.Finished) {
		case -1:
			t.Before++
		case 1:
			t.After++
		default:
			t.Within++
		}
	}
}

// Busiest is the period whose window holds the most of the dated played
// games counted, and how many (the latest period on a tie); n is 0 when
// no such game was counted.
func (t *GameTally) Busiest() (p Period, n int) {
	for q, c := range t.byPeriod {
		if c > n || (c == n && q.String() > p.String()) {
			p, n = q, c
		}
	}
	return p, n
}

// Suggested is the period the app offers instead of the one chosen (its
// "Use 2026/1" button, docs/guide.md "Your first rating period"): the
// busiest period (Busiest) with its count, ok only when its window holds
// more than twice as many dated played games as the chosen period's
// (Within), or no period is chosen. Two quarters' windows with about as
// many games each (57 and 58) are both normal choices, and neither is
// offered instead of the other.
func (t *GameTally) Suggested() (p Period, n int, ok bool) {
	p, n = t.Busiest()
	if n == 0 || (t.HasPeriod && (p == t.Period || n <= 2*t.Within)) {
		return p, n, false
	}
	return p, n, true
}
