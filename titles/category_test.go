package titles_test

import (
	"testing"

	"ratingdesk/titles"
)

// TestCategoryTable checks every category's bounds against the table of
// App. 2 item 2.12 as the seed prints it.
func TestCategoryTable(t *testing.T) {
	minor := []struct {
		name   string
		lo, hi int
	}{
		{"A", 1951, 1975}, {"B", 1976, 2000}, {"C", 2001, 2025}, {"D", 2026, 2050},
		{"E", 2051, 2075}, {"F", 2076, 2100}, {"G", 2101, 2125}, {"H", 2126, 2150},
		{"I", 2151, 2175}, {"J", 2176, 2200}, {"K", 2201, 2225}, {"L", 2226, 2250},
	}
	major := [][2]int{
		{2251, 2275}, {2276, 2300}, {2301, 2325}, {2326, 2350}, {2351, 2375}, {2376, 2400},
		{2401, 2425}, {2426, 2450}, {2451, 2475}, {2476, 2500}, {2501, 2525}, {2526, 2550},
		{2551, 2575}, {2576, 2600}, {2601, 2625}, {2626, 2650}, {2651, 2675}, {2676, 2700},
	}
	check := func(name string, lo, hi int) {
		t.Helper()
		for _, avg := range []float64{float64(lo), float64(hi), float64(lo) - 0.9999, float64(lo+hi) / 2} {
			c, ok := titles.CategoryOf(avg)
			if !ok || c.String() != name {
				t.Errorf("CategoryOf(%v) = %v, %v; want %s", avg, c, ok, name)
			}
			if gl, gh := c.Bounds(); gl != lo || gh != hi {
				t.Errorf("Category %s Bounds() = %d, %d; want %d, %d", name, gl, gh, lo, hi)
			}
		}
	}
	for _, m := range minor {
		check(m.name, m.lo, m.hi)
	}
	for k, m := range major {
		check(titles.Category{Major: true, Number: k + 1}.String(), m[0], m[1])
	}
}

func TestCategoryBoundaries(t *testing.T) {
	tests := []struct {
		avg  float64
		want string // "" for no category
	}{
		{1950, ""},
		{1950.00004, ""},  // rounds to 1950.0000
		{1950.00005, "A"}, // rounds to 1950.0001
		{1975, "A"},
		{1975.00004, "A"},
		{1975.0001, "B"},
		{1975.5, "B"},
		{2250, "L"},
		{2250.0001, "1"},
		{2250.1, "1"}, // a tester's cat.csv: no rounding to a whole number (App. 2 items 2.3, 2.12)
		{2250.4999, "1"},
		{2250.5, "1"},
		{2275, "1"},
		{2400, "6"},
		{2400.00005, "7"},
		{2700, "18"},
		{2700.00004, "18"},
		{2700.0001, ""},
		{1500, ""},
		{3000, ""},
	}
	for _, tc := range tests {
		c, ok := titles.CategoryOf(tc.avg)
		got := ""
		if ok {
			got = c.String()
		}
		if got != tc.want {
			t.Errorf("CategoryOf(%v) = %q, want %q", tc.avg, got, tc.want)
		}
	}
}

func TestEventAverage(t *testing.T) {
	// 2.3: rounded to 4 decimals, half up: 32 players averaging 2400.03125
	// give 2400.0313.
	r := make([]float64, 32)
	for i := range r {
		r[i] = 2400
	}
	r[0] = 2401
	if got := titles.EventAverage(r); got != 2400.0313 {
		t.Errorf("EventAverage = %v, want 2400.0313", got)
	}
	if got := titles.EventAverage([]float64{2400, 2401, 2401}); got != 2400.6667 {
		t.Errorf("EventAverage = %v, want 2400.6667", got)
	}
}
