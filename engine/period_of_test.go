package engine_test

import (
	"math/rand/v2"
	"testing"
	"time"

	"ratingdesk/engine"
)

// TestPeriodOf checks the period that rates a finish date (docs/rules.md
// §1.5): the windows' first and last days, leap days, and that only the
// calendar date counts.
func TestPeriodOf(t *testing.T) {
	tests := []struct {
		d    time.Time
		want string
	}{
		{glDate(2025, 9, 1), "2026/1"},
		{glDate(2025, 11, 30), "2026/1"},
		{glDate(2025, 12, 1), "2026/2"},
		{glDate(2026, 1, 1), "2026/2"},
		{glDate(2028, 2, 29), "2028/2"},
		{glDate(2026, 3, 1), "2026/3"},
		{glDate(2026, 5, 31), "2026/3"},
		{glDate(2026, 6, 1), "2026/4"},
		{glDate(2026, 8, 31), "2026/4"},
		{glDate(2026, 12, 31), "2027/2"},
		{time.Date(2025, 11, 30, 23, 59, 0, 0, time.FixedZone("UTC-11", -11*3600)), "2026/1"},
		{time.Date(2025, 12, 1, 0, 30, 0, 0, time.FixedZone("UTC+14", 14*3600)), "2026/2"},
	}
	for _, tt := range tests {
		if got := engine.PeriodOf(tt.d).String(); got != tt.want {
			t.Errorf("PeriodOf(%s) = %s, want %s", tt.d.Format(time.RFC3339), got, tt.want)
		}
	}
}

// TestPeriodOfContains checks PeriodOf against Period.Contains for every
// day of 1990 to 2040: the period found holds the date, and no other
// period does.
func TestPeriodOfContains(t *testing.T) {
	for d := glDate(1990, 1, 1); d.Year() < 2041; d = d.AddDate(0, 0, 1) {
		p := engine.PeriodOf(d)
		if !p.Contains(d) {
			t.Fatalf("PeriodOf(%s) = %s, whose window %s – %s does not hold it", d.Format(time.DateOnly), p,
				p.GamesFrom().Format(time.DateOnly), p.GamesTo().Format(time.DateOnly))
		}
		for _, q := range neighbours(p) {
			if q.Contains(d) {
				t.Fatalf("PeriodOf(%s) = %s, but %s holds it too", d.Format(time.DateOnly), p, q)
			}
		}
	}
}

// neighbours are the periods just before and after p.
func neighbours(p engine.Period) []engine.Period {
	prev, next := p, p
	if prev.Quarter--; prev.Quarter == 0 {
		prev = engine.Period{Year: p.Year - 1, Quarter: 4}
	}
	if next.Quarter++; next.Quarter == 5 {
		next = engine.Period{Year: p.Year + 1, Quarter: 1}
	}
	return []engine.Period{prev, next}
}

// TestNextList checks the list to make next (Rules 3; docs/rules.md §1.5):
// the first list valid after the day.
func TestNextList(t *testing.T) {
	tests := []struct {
		day  time.Time
		want string
	}{
		{glDate(2026, 11, 21), "2027/1"},
		{glDate(2026, 1, 1), "2026/2"},
		{time.Date(2025, 12, 31, 23, 0, 0, 0, time.UTC), "2026/1"},
		{glDate(2026, 3, 31), "2026/2"},
		{glDate(2026, 7, 15), "2026/4"},
		{glDate(2026, 9, 30), "2026/4"},
		{glDate(2026, 10, 1), "2027/1"},
	}
	for _, tt := range tests {
		if got := engine.NextList(tt.day).String(); got != tt.want {
			t.Errorf("NextList(%s) = %s, want %s", tt.day.Format(time.RFC3339), got, tt.want)
		}
	}
}

// TestPeriodCompare checks where finish dates fall against 2026/1's
// window, 1 Sep – 30 Nov 2025 (docs/rules.md §1.5).
func TestPeriodCompare(t *testing.T) {
	p := engine.Period{Year: 2026, Quarter: 1}
	tests := []struct {
		d    time.Time
		want int
	}{
		{glDate(2025, 8, 31), -1},
		{glDate(2025, 9, 1), 0},
		{glDate(2025, 11, 30), 0},
		{time.Date(2025, 11, 30, 23, 59, 0, 0, time.FixedZone("UTC-11", -11*3600)), 0},
		{glDate(2025, 12, 1), 1},
	}
	for _, tt := range tests {
		if got := p.Compare(tt.d); got != tt.want {
			t.Errorf("%s.Compare(%s) = %d, want %d", p, tt.d.Format(time.RFC3339), got, tt.want)
		}
	}
}

// TestGameTally counts games for 2026/1 as the period screen shows them
// before a run (docs/rules.md §1.4–1.5), and the period most of them
// belong to.
func TestGameTally(t *testing.T) {
	games := []engine.Game{
		{Outcome: engine.WhiteWins, Finished: glDate(2025, 9, 1)},
		{Outcome: engine.Draw, Finished: glDate(2025, 11, 30), NotRated: true},
		{Outcome: engine.BlackWins, Finished: glDate(2025, 8, 31)},
		{Outcome: engine.BlackWins, Finished: glDate(2025, 12, 1)},
		{Outcome: engine.BlackWins, Finished: glDate(2026, 1, 10)},
		{Outcome: engine.Draw, Finished: glDate(2026, 2, 28)},
		{Outcome: engine.Unfinished},
		{Outcome: engine.WhiteWinsForfeit, Finished: glDate(2025, 10, 1)},
		{Outcome: engine.WhiteWins},
	}
	type counts struct{ total, within, before, after, unfinished, forfeits, undated int }
	for _, tt := range []struct {
		name  string
		tally *engine.GameTally
		want  counts
	}{
		{"2026/1", engine.NewGameTally(engine.Period{Year: 2026, Quarter: 1}), counts{9, 2, 1, 3, 1, 1, 1}},
		{"no period", &engine.GameTally{}, counts{9, 0, 0, 0, 1, 1, 1}},
	} {
		for i := range games {
			tt.tally.Add(&games[i])
		}
		tl := tt.tally
		got := counts{tl.Total, tl.Within, tl.Before, tl.After, tl.Unfinished, tl.Forfeits, tl.Undated}
		if got != tt.want {
			t.Errorf("%s: tally = %+v, want %+v", tt.name, got, tt.want)
		}
		if p, n := tl.Busiest(); p.String() != "2026/2" || n != 3 {
			t.Errorf("%s: Busiest() = %s, %d, want 2026/2, 3", tt.name, p, n)
		}
	}
	if p, n := (&engine.GameTally{}).Busiest(); n != 0 {
		t.Errorf("empty tally: Busiest() = %s, %d, want 0 games", p, n)
	}
}

// TestGameTallySuggested: the app offers another period only when its
// window holds more than twice as many games as the chosen one's (a
// tester: "Use 2026/1 (58 games in its window)" stayed while 2025/3 and
// 2025/4, with 57 each, were chosen).
func TestGameTallySuggested(t *testing.T) {
	q3 := engine.Period{Year: 2025, Quarter: 3} // games 2025-03-01 to 2025-05-31
	q4 := engine.Period{Year: 2025, Quarter: 4} // 2025-06-01 to 2025-08-31
	q1 := engine.Period{Year: 2026, Quarter: 1} // 2025-09-01 to 2025-11-30
	// 57 games in 2025/3's window, 57 in 2025/4's, 58 in 2026/1's.
	spread := map[time.Time]int{
		time.Date(2025, 4, 1, 0, 0, 0, 0, time.UTC):  57,
		time.Date(2025, 7, 1, 0, 0, 0, 0, time.UTC):  57,
		time.Date(2025, 10, 1, 0, 0, 0, 0, time.UTC): 58,
	}
	tests := []struct {
		name   string
		period engine.Period
		chosen bool
		counts map[time.Time]int
		want   string // the period suggested, "" for none
	}{
		{"2025/3 with 57 of 58", q3, true, spread, ""},
		{"2025/4 with 57 of 58", q4, true, spread, ""},
		{"2026/1 itself", q1, true, spread, ""},
		{"an empty window", engine.Period{Year: 2027, Quarter: 1}, true, spread, "2026/1"},
		{"no period chosen", engine.Period{}, false, spread, "2026/1"},
		{"29 of 58: not fewer than half", q4, true, map[time.Time]int{time.Date(2025, 7, 1, 0, 0, 0, 0, time.UTC): 29, time.Date(2025, 10, 1, 0, 0, 0, 0, time.UTC): 58}, ""},
		{"28 of 58: fewer than half", q4, true, map[time.Time]int{time.Date(2025, 7, 1, 0, 0, 0, 0, time.UTC): 28, time.Date(2025, 10, 1, 0, 0, 0, 0, time.UTC): 58}, "2026/1"},
		{"no dated game", q1, true, nil, ""},
	}
	for _, tt := range tests {
		tl := &engine.GameTally{}
		if tt.chosen {
			tl = engine.NewGameTally(tt.period)
		}
		for d, n := range tt.counts {
			for range n {
				tl.Add(&engine.Game{Outcome: engine.Draw, Finished: d})
			}
		}
		p, _, ok := tl.Suggested()
		got := ""
		if ok {
			got = p.String()
		}
		if got != tt.want {
			t.Errorf("Suggested(%s) = %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestWindowCompareByCalendarDate: a window places any time by its
// calendar date in its own zone, whether it is a UTC date (placed by its
// day number) or in another zone, before 1970 too, at the edges of the
// window and within a second of midnight.
func TestWindowCompareByCalendarDate(t *testing.T) {
	zones := []*time.Location{time.UTC, time.FixedZone("UTC+14", 14*3600), time.FixedZone("UTC-11", -11*3600)}
	rng := rand.New(rand.NewPCG(13, 2026))
	for _, p := range []engine.Period{{Year: 2026, Quarter: 1}, {Year: 1969, Quarter: 3}, {Year: 1970, Quarter: 1}} {
		w := p.Window()
		from, to := p.GamesFrom(), p.GamesTo()
		for i := range 20000 {
			zone := zones[i%len(zones)]
			// Days from 40 before the window to 40 after it, at any
			// second of the day, midnight and its last second often.
			day := from.AddDate(0, 0, rng.IntN(int(to.Sub(from).Hours()/24)+81)-40)
			sec := []int{0, 86399, rng.IntN(86400)}[rng.IntN(3)]
			d := time.Date(day.Year(), day.Month(), day.Day(), 0, 0, sec, 0, zone)
			y, m, dd := d.Date()
			date := time.Date(y, m, dd, 0, 0, 0, 0, time.UTC)
			want := 0
			if date.Before(from) {
				want = -1
			} else if date.After(to) {
				want = 1
			}
			if got := w.Compare(d); got != want {
				t.Fatalf("%s window.Compare(%s) = %d, want %d", p, d.Format(time.RFC3339), got, want)
			}
		}
	}
}
