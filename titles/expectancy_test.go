package titles_test

import (
	"testing"

	"ratingdesk/titles"
)

func TestLevels(t *testing.T) {
	// App. 2 item 2.7 table: R_p minimum and R_a minimum.
	tests := []struct {
		level   titles.Level
		name    string
		rp, ra  int
		aliases []string
	}{
		{titles.GM, "GM", 2600, 2400, []string{"GM", "gm "}},
		{titles.SIM, "SIM", 2525, 2325, []string{"SIM"}},
		{titles.IM, "IM", 2450, 2250, []string{"IM"}},
		{titles.CCM, "CCM", 2300, 2100, []string{"CCM", "LGM"}},
		{titles.CCE, "CCE", 2150, 1950, []string{"CCE", "lim"}},
	}
	for k, tc := range tests {
		if got := titles.Levels()[k]; got != tc.level {
			t.Errorf("Levels()[%d] = %v, want %v", k, got, tc.level)
		}
		if tc.level.String() != tc.name || tc.level.Performance() != tc.rp || tc.level.MinAverage() != tc.ra {
			t.Errorf("%v: R_p %d, R_a %d; want %s %d %d", tc.level, tc.level.Performance(), tc.level.MinAverage(), tc.name, tc.rp, tc.ra)
		}
		for _, a := range tc.aliases {
			if got, err := titles.ParseLevel(a); err != nil || got != tc.level {
				t.Errorf("ParseLevel(%q) = %v, %v; want %v", a, got, err, tc.level)
			}
		}
	}
	if _, err := titles.ParseLevel("IA"); err == nil {
		t.Errorf("ParseLevel(IA) succeeded, want an error")
	}
}

func TestNormExpectancy(t *testing.T) {
	// Values checked with 50-digit decimal arithmetic.
	tests := []struct {
		rp   int
		ri   float64
		want int
	}{
		{2450, 2450, 5000},
		{2450, 2307, 6259}, // 0.62585700...
		{2450, 2439, 5099}, // 0.50989262...
		{2450, 2533, 4259}, // 0.42589572...
		{2450, 2276, 6516},
		{2600, 2276, 7624},
		{2600, 2000, 8823}, // difference 600 limited to 560: 0.88233829...
		{2600, 2040, 8823}, // exactly 560
		{2150, 2800, 1177}, // −650 limited to −560
	}
	for _, tc := range tests {
		if got := titles.NormExpectancy(tc.rp, tc.ri); got != tc.want {
			t.Errorf("NormExpectancy(%d, %v) = %d, want %d", tc.rp, tc.ri, got, tc.want)
		}
	}
}

// TestNormExpectancyTable checks every whole-number difference from −600
// to 600 against sums computed with 50-digit decimal arithmetic and the
// decimal half-up rounding of App. 2 item 2.4a: the float rounding gives
// the decimal one over the whole range.
func TestNormExpectancyTable(t *testing.T) {
	sum, weighted := 0, 0
	for k, d := 0, -600; d <= 600; k, d = k+1, d+1 {
		w := titles.NormExpectancy(2450, float64(2450-d))
		sum += w
		weighted += k * w
		if d >= -560 && d <= 560 && titles.NormExpectancy(2450, float64(2450+d))+w != 10000 {
			t.Errorf("W(%d) + W(%d) != 1", d, -d)
		}
	}
	if sum != 6005000 || weighted != 4669122980 {
		t.Errorf("W_ei table sums = %d, %d; want 6005000, 4669122980", sum, weighted)
	}
}

func TestNormResultOf(t *testing.T) {
	tests := []struct {
		sum  int
		want titles.HalfPoints
	}{
		{0, 0}, {1, 1}, {5000, 1}, {5001, 2}, {65000, 13}, {64999, 13}, {65001, 14}, {80157, 17},
	}
	for _, tc := range tests {
		if got := titles.NormResultOf(tc.sum); got != tc.want {
			t.Errorf("NormResultOf(%d) = %v, want %v", tc.sum, got, tc.want)
		}
	}
}

func TestHalfPointsString(t *testing.T) {
	for h, want := range map[titles.HalfPoints]string{0: "0", 1: "½", 2: "1", 7: "3½", 24: "12", -3: "-1½"} {
		if got := h.String(); got != want {
			t.Errorf("HalfPoints(%d).String() = %q, want %q", int(h), got, want)
		}
	}
}
