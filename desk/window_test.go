package desk_test

import (
	"strings"
	"testing"
	"time"

	"ratingdesk/desk"
	"ratingdesk/engine"
)

// TestOpenWindowWarning: a period whose window of finish dates is not over
// today is rated with a warning saying so and from when to rate it again;
// a closed window gives none.
func TestOpenWindowWarning(t *testing.T) {
	p := engine.Period{Year: 2027, Quarter: 1}
	tests := []struct {
		today time.Time
		want  string
	}{
		{time.Date(2026, 11, 24, 15, 0, 0, 0, time.UTC), "period 2027/1 rates the games finished 2026-09-01 – 2026-11-30, and that window is still open today (2026-11-24)"},
		{time.Date(2026, 11, 30, 0, 0, 0, 0, time.UTC), "once the window has closed (from 2026-12-01)"},
		{time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC), ""},
		// A window that has not begun is not "still open": it is to come.
		{time.Date(2026, 8, 31, 0, 0, 0, 0, time.UTC), "period 2027/1 rates the games finished 2026-09-01 – 2026-11-30, a window still to come today (2026-08-31): no game of it can be in these files"},
	}
	for _, tt := range tests {
		got := desk.OpenWindowWarning(p, tt.today)
		if (tt.want == "") != (got == "") || !strings.Contains(got, tt.want) {
			t.Errorf("OpenWindowWarning(%v, %v) = %q, want %q", p, tt.today, got, tt.want)
		}
	}
}

// TestReplayWindowWarning: a replay whose quarters' windows are not all
// over today is warned about as rate warns about one period
// (OpenWindowWarning), at its first quarter whose window is open, saying
// how many of the quarters after it rate games that cannot be in the
// files yet; a replay of closed windows gives none.
func TestReplayWindowWarning(t *testing.T) {
	q := func(y, n int) engine.Period { return engine.Period{Year: y, Quarter: n} }
	today := time.Date(2026, 11, 24, 15, 0, 0, 0, time.UTC)
	tests := []struct {
		name     string
		from, to engine.Period
		want     []string // parts of the warning; nil for none
	}{
		{"all closed", q(2025, 1), q(2026, 4), nil},
		{"the last open", q(2026, 3), q(2027, 1), []string{"period 2027/1 rates the games finished 2026-09-01 – 2026-11-30, and that window is still open today"}},
		{"two after the open one", q(2026, 4), q(2027, 3),
			[]string{"period 2027/1 rates the games finished 2026-09-01", "the 2 quarters after it (to 2027/3) rate games that cannot have finished yet"}},
		{"one after the open one", q(2027, 1), q(2027, 2), []string{"the quarter after it (2027/2) rates games that cannot have finished yet"}},
		{"all in the future", q(2027, 2), q(2027, 3), []string{"period 2027/2 rates the games finished 2026-12-01 – 2027-02-28", "still to come"}},
	}
	for _, tt := range tests {
		got := desk.ReplayWindowWarning(tt.from, tt.to, today)
		if tt.want == nil && got != "" {
			t.Errorf("%s: ReplayWindowWarning = %q, want none", tt.name, got)
		}
		for _, w := range tt.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: ReplayWindowWarning = %q, want it to say %q", tt.name, got, w)
			}
		}
	}
}
