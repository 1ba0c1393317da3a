package engine_test

import (
	"fmt"
	"testing"
	"time"

	"ratingdesk/engine"
)

func ExampleParsePeriod() {
	p, err := engine.ParsePeriod("2026q1")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p, "valid", p.ValidFrom().Format("2 Jan 2006"), "to", p.ValidTo().Format("2 Jan 2006"))
	fmt.Println("rates games finished", p.GamesFrom().Format("2 Jan 2006"), "to", p.GamesTo().Format("2 Jan 2006"))
	// Output:
	// 2026/1 valid 1 Jan 2026 to 31 Mar 2026
	// rates games finished 1 Sep 2025 to 30 Nov 2025
}

func glDate(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }

func TestPeriodWindows(t *testing.T) {
	tests := []struct {
		name                         string
		validFrom, validTo, from, to time.Time
	}{
		{"2026/1", glDate(2026, 1, 1), glDate(2026, 3, 31), glDate(2025, 9, 1), glDate(2025, 11, 30)},
		{"2026/2", glDate(2026, 4, 1), glDate(2026, 6, 30), glDate(2025, 12, 1), glDate(2026, 2, 28)},
		{"2028/2", glDate(2028, 4, 1), glDate(2028, 6, 30), glDate(2027, 12, 1), glDate(2028, 2, 29)}, // leap year
		{"2026/3", glDate(2026, 7, 1), glDate(2026, 9, 30), glDate(2026, 3, 1), glDate(2026, 5, 31)},
		{"2026/4", glDate(2026, 10, 1), glDate(2026, 12, 31), glDate(2026, 6, 1), glDate(2026, 8, 31)},
	}
	for _, tc := range tests {
		p, err := engine.ParsePeriod(tc.name)
		if err != nil {
			t.Errorf("ParsePeriod(%q): %v", tc.name, err)
			continue
		}
		if got := p.String(); got != tc.name {
			t.Errorf("ParsePeriod(%q).String() = %q", tc.name, got)
		}
		for _, c := range []struct {
			what      string
			got, want time.Time
		}{{"ValidFrom", p.ValidFrom(), tc.validFrom}, {"ValidTo", p.ValidTo(), tc.validTo},
			{"GamesFrom", p.GamesFrom(), tc.from}, {"GamesTo", p.GamesTo(), tc.to}} {
			if !c.got.Equal(c.want) {
				t.Errorf("%s.%s() = %s, want %s", tc.name, c.what, c.got.Format(time.DateOnly), c.want.Format(time.DateOnly))
			}
		}
		contains := []struct {
			d    time.Time
			want bool
		}{
			{tc.from, true}, {tc.to, true}, {tc.from.AddDate(0, 0, -1), false}, {tc.to.AddDate(0, 0, 1), false},
			// Only the calendar date counts, whatever the zone or hour.
			{time.Date(tc.to.Year(), tc.to.Month(), tc.to.Day(), 23, 59, 59, 0, time.FixedZone("UTC+14", 14*3600)), true},
			{time.Date(tc.from.Year(), tc.from.Month(), tc.from.Day(), 0, 0, 1, 0, time.FixedZone("UTC-12", -12*3600)), true},
		}
		for _, c := range contains {
			if got := p.Contains(c.d); got != c.want {
				t.Errorf("%s.Contains(%s) = %v, want %v", tc.name, c.d, got, c.want)
			}
		}
		if got, want := p.ActiveSince(), glDate(p.Year-2, 1, 1); !got.Equal(want) {
			t.Errorf("%s.ActiveSince() = %s, want %s", tc.name, got, want)
		}
	}
}

// TestWindowClosed: a period's window is over from the day after its last
// finish date, whatever the time of day or the zone of today.
func TestWindowClosed(t *testing.T) {
	p := engine.Period{Year: 2027, Quarter: 1} // games finished 2026-09-01 to 2026-11-30
	tests := []struct {
		today time.Time
		want  bool
	}{
		{glDate(2026, 11, 24), false},
		{time.Date(2026, 11, 30, 23, 59, 0, 0, time.UTC), false},
		{glDate(2026, 12, 1), true},
		{time.Date(2026, 12, 1, 0, 30, 0, 0, time.FixedZone("CET", 3600)), true},
		{glDate(2026, 8, 31), false},
		{glDate(2030, 1, 1), true},
	}
	for _, tt := range tests {
		if got := p.WindowClosed(tt.today); got != tt.want {
			t.Errorf("Period(%v).WindowClosed(%v) = %v, want %v", p, tt.today, got, tt.want)
		}
	}
}

func TestParsePeriod(t *testing.T) {
	want := engine.Period{Year: 2026, Quarter: 1}
	for _, s := range []string{"2026/1", "2026-1", "2026q1", "2026Q1", " 2026/1 "} {
		got, err := engine.ParsePeriod(s)
		if err != nil || got != want {
			t.Errorf("ParsePeriod(%q) = %v, %v; want %v", s, got, err, want)
		}
	}
	for _, s := range []string{"", "2026", "2026/", "/1", "2026/0", "2026/5", "2026/12", "26/1", "20261/1", "abcd/1", "2026/x", "2026--1", "2026/1/1", "2026 1"} {
		if got, err := engine.ParsePeriod(s); err == nil {
			t.Errorf("ParsePeriod(%q) = %v, want an error", s, got)
		}
	}
}
