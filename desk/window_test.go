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
	}
	for _, tt := range tests {
		got := desk.OpenWindowWarning(p, tt.today)
		if (tt.want == "") != (got == "") || !strings.Contains(got, tt.want) {
			t.Errorf("OpenWindowWarning(%v, %v) = %q, want %q", p, tt.today, got, tt.want)
		}
	}
}
