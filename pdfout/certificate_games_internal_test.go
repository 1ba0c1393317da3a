package pdfout

import "testing"

// TestAverageText: Ra is written with two decimals, also when it is a
// whole number, as the app's tables write it (a tester: one Ra of the
// statement's column read 2448 among 2450.42 and the like).
func TestAverageText(t *testing.T) {
	for _, tt := range []struct {
		ra   float64
		want string
	}{{2448, "2448.00"}, {2450.4166666, "2450.42"}, {2399.996, "2400.00"}} {
		if got := averageText(tt.ra); got != tt.want {
			t.Errorf("averageText(%v) = %q, want %q", tt.ra, got, tt.want)
		}
	}
}
