package xlsxio

import (
	"testing"
	"time"
)

// TestDaysInIsCalendar: daysIn gives the days time.Date counts in every
// month of 1900 to 2400 (leap years by 4, 100 and 400).
func TestDaysInIsCalendar(t *testing.T) {
	for year := 1900; year <= 2400; year++ {
		for month := 1; month <= 12; month++ {
			want := time.Date(year, time.Month(month)+1, 0, 0, 0, 0, 0, time.UTC).Day()
			if got := daysIn(month, year); got != want {
				t.Errorf("daysIn(%d, %d) = %d, want %d", month, year, got, want)
			}
		}
	}
}
