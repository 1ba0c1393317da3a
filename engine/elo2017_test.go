package engine_test

import (
	"math"
	"testing"

	"ratingdesk/engine"
)

// Expected values below were computed by hand with 50-digit decimal
// arithmetic (Python decimal), rounding with ROUND_HALF_UP.

const e17Tol = 1e-9

func TestExpectancy2017(t *testing.T) {
	tests := []struct {
		d, want float64
	}{
		{0, 0.5},
		{1, 0.5009},    // 0.500899…
		{7, 0.5063},    // 0.506295… : 5th decimal 9
		{25, 0.5225},   // 0.522471… : half up, truncation would give 0.5224
		{100, 0.5890},  // 0.588986…
		{-100, 0.4110}, // 0.411013…
		{200, 0.6725},  // 0.672509…
		{300, 0.7464},  // 0.746368…
		{400, 0.8083},  // 0.808317…
		{500, 0.8580},  // 0.858014…
		{559, 0.8820},  // 0.881964…
		{560, 0.8823},  // 0.882338…
		{561, 0.8823},  // limited to 560
		{1000, 0.8823}, // limited to 560
		{-560, 0.1177}, // 0.117661…
		{-600, 0.1177}, // limited to −560
	}
	for _, tt := range tests {
		if got := engine.Expectancy2017(tt.d); math.Abs(got-tt.want) > e17Tol {
			t.Errorf("Expectancy2017(%v) = %v, want %v", tt.d, got, tt.want)
		}
	}
}

func TestExpectancy2017Properties(t *testing.T) {
	prev := engine.Expectancy2017(-700)
	for d := -700.0; d <= 700; d += 0.5 {
		got := engine.Expectancy2017(d)
		// Four decimals exactly.
		if s := got * 1e4; math.Abs(s-math.Round(s)) > 1e-6 {
			t.Errorf("Expectancy2017(%v) = %v, not rounded to 4 decimals", d, got)
		}
		if got < prev {
			t.Errorf("Expectancy2017(%v) = %v < Expectancy2017(%v) = %v, want non-decreasing", d, got, d-0.5, prev)
		}
		prev = got
		if got < 0.1176 || got > 0.8824 {
			t.Errorf("Expectancy2017(%v) = %v, outside [0.1177, 0.8823]", d, got)
		}
		// p(D) + p(−D) = 1 and no value is a decimal tie, so the rounded
		// values add up to exactly 1.
		if sum := got + engine.Expectancy2017(-d); math.Abs(sum-1) > e17Tol {
			t.Errorf("Expectancy2017(%v) + Expectancy2017(%v) = %v, want 1", d, -d, sum)
		}
	}
}

func TestKFactor2017(t *testing.T) {
	tests := []struct {
		rating float64
		games  int
		want   float64
	}{
		{2000, 30, 25},        // r = 20 (R_o ≤ 2000), g = 1.25 (g_n ≤ 30)
		{2000.0001, 30, 25},   // r = 19.9999975; 24.999996875 → 25.0000
		{2000.0001, 31, 24.9}, // g = 1.245; 24.8999968875 → 24.9000
		{2100, 31, 21.7875},   // 17.5 × 1.245
		{2200, 50, 17.25},     // 15 × 1.15
		{2399.9, 79, 10.0525}, // 10.0025 × 1.005 = 10.0525125
		{2399.9, 80, 10.0025}, // g = 1 (g_n ≥ 80)
		{2400, 79, 10.05},     // r = 10 (R_o ≥ 2400)
		{2400, 30, 12.5},      // 10 × 1.25
		{2398, 79, 10.1003},   // 10.05 × 1.005 = 10.10025: a decimal tie, rounded up
		{1500, 10, 25},        // both lowest bands
		{2700, 500, 10},       // both highest bands
		{2000 + 1e-6, 80, 20}, // 70 − R/40 = 19.999999975 → 20.0000
	}
	for _, tt := range tests {
		if got := engine.KFactor2017(tt.rating, tt.games); math.Abs(got-tt.want) > e17Tol {
			t.Errorf("KFactor2017(%v, %d) = %v, want %v", tt.rating, tt.games, got, tt.want)
		}
	}
}

func TestKFactor2017Continuous(t *testing.T) {
	// The bands of item 9 meet: r = 20 at 2000 and 10 at 2400; g = 1.25 at
	// 30 and 1 at 80. So k changes by little across every boundary.
	for _, tt := range []struct {
		lo, hi float64
		glo    int
		ghi    int
	}{
		{2000, 2000.01, 50, 50},
		{2399.99, 2400, 50, 50},
		{2200, 2200, 30, 31},
		{2200, 2200, 79, 80},
	} {
		a, b := engine.KFactor2017(tt.lo, tt.glo), engine.KFactor2017(tt.hi, tt.ghi)
		if math.Abs(a-b) > 0.1 {
			t.Errorf("KFactor2017(%v, %d) = %v, KFactor2017(%v, %d) = %v: jump across a band", tt.lo, tt.glo, a, tt.hi, tt.ghi, b)
		}
	}
}

func TestRatingChange2017(t *testing.T) {
	tests := []struct {
		k, w, we, want float64
	}{
		{25, 1, 0.5890, 10.275},
		{10.1003, 0.5, 0.6725, -1.7423}, // −1.74230175
		{12.5, 1, 0.9999, 0.0013},       // 0.00125: a decimal tie, half up
		{12.5, 0, 0.0001, -0.0013},      // −0.00125: half away from zero
		{10.035, 1, 0.81, 1.9067},       // 1.90665, in binary 1.90664999…: still a tie
		{10.035, 0, 0.19, -1.9067},
		{10.0476, 1, 0.875, 1.256}, // 1.25595
		{21, 0, 0.2211, -4.6431},
		{21, 0.5, 0.6317, -2.7657},
		{10, 0.5, 0.5, 0},
	}
	for _, tt := range tests {
		if got := engine.RatingChange2017(tt.k, tt.w, tt.we); math.Abs(got-tt.want) > e17Tol {
			t.Errorf("RatingChange2017(%v, %v, %v) = %v, want %v", tt.k, tt.w, tt.we, got, tt.want)
		}
	}
}

func TestRatingChange2017Antisymmetric(t *testing.T) {
	// Equal k: a game moves exactly as much rating as it takes.
	for _, k := range []float64{10, 12.5, 17.25, 21.7875, 25} {
		for d := -600.0; d <= 600; d += 7 {
			we := engine.Expectancy2017(d)
			for _, w := range []float64{0, 0.5, 1} {
				a := engine.RatingChange2017(k, w, we)
				b := engine.RatingChange2017(k, 1-w, engine.Expectancy2017(-d))
				if a != -b {
					t.Errorf("k=%v d=%v w=%v: ΔR %v and %v, want opposite", k, d, w, a, b)
				}
			}
		}
	}
}

func TestFormula5For2017(t *testing.T) {
	tests := []struct {
		rc, p, want float64
	}{
		{2000, 0.05, 1584.7137}, // p limited to 0.1: D = −610.71520…, F = 0.68
		{2000, 0.1, 1584.7137},
		{2000, 0.5, 2000},
		{2000, 0.95, 2415.2863}, // p limited to 0.9
		{1975, 0.75, 2242.1879}, // D = 640·log10 3 = 305.35…, F = 0.875
		{2325, 0.25, 2057.8121},
	}
	for _, tt := range tests {
		if got := engine.Formula5(tt.rc, tt.p); math.Abs(got-tt.want) > e17Tol {
			t.Errorf("Formula5(%v, %v) = %v, want %v", tt.rc, tt.p, got, tt.want)
		}
	}
}

func TestRatingDifferenceAndCorrection2017(t *testing.T) {
	tests := []struct {
		p, d, f float64
	}{
		{0, -610.7152060411679, 0.68},
		{0.1, -610.7152060411679, 0.68},
		{0.5, 0, 1},
		{0.75, 305.3576030205840, 0.875},
		{0.9, 610.7152060411679, 0.68},
		{1, 610.7152060411679, 0.68},
	}
	for _, tt := range tests {
		if got := engine.RatingDifference2017(tt.p); math.Abs(got-tt.d) > 1e-9 {
			t.Errorf("RatingDifference2017(%v) = %v, want %v", tt.p, got, tt.d)
		}
		if got := engine.Correction2017(tt.p); math.Abs(got-tt.f) > 1e-12 {
			t.Errorf("Correction2017(%v) = %v, want %v", tt.p, got, tt.f)
		}
	}
}

func TestFormula5Games2017(t *testing.T) {
	tests := []struct {
		name         string
		own          float64
		hasOwn       bool
		prior        int
		opp          []float64
		score        float64
		rc, p, value float64
	}{
		{"unrated, even score", 0, false, 0, []float64{1800, 2000, 2200}, 1.5, 2000, 0.5, 2000},
		{"unrated, all won: p limited, no 560 limit", 0, false, 0, []float64{2600, 1800}, 2, 2200, 1, 2615.2863},
		{"prior games ignored without a rating", 0, false, 7, []float64{2600, 1800}, 2, 2200, 1, 2615.2863},
		{"opponents limited to own ± 560", 2000, true, 10, []float64{2700, 1400}, 1, 2000, 0.5, 2000},
		{"prior games weighted in", 1900, true, 20, []float64{2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000}, 10,
			1933.3333, 0.6667, 2115.3243},
		{"C of the period test", 1950, true, 20, []float64{2100, 2200}, 0.5, 1968.1818, 0.4773, 1942.9527},
		{"F of the period test", 1700, true, 5, []float64{2450}, 0, 1793.3333, 0.4167, 1701.1468},
		{"no game keeps the rating", 2123.4567, true, 40, nil, 0, 2123.4567, 0.5, 2123.4567},
	}
	for _, tt := range tests {
		rc, p, got := engine.Formula5Games(tt.own, tt.hasOwn, tt.prior, tt.opp, tt.score)
		if math.Abs(rc-tt.rc) > e17Tol || math.Abs(p-tt.p) > e17Tol || math.Abs(got-tt.value) > e17Tol {
			t.Errorf("%s: Formula5Games(%v, %v, %d, %v, %v) = %v, %v, %v, want %v, %v, %v",
				tt.name, tt.own, tt.hasOwn, tt.prior, tt.opp, tt.score, rc, p, got, tt.rc, tt.p, tt.value)
		}
	}
}

func TestFormula5GamesMonotone2017(t *testing.T) {
	opp := []float64{1900, 2000, 2100, 2200, 2300, 2400}
	prev := math.Inf(-1)
	for s := 0.0; s <= 6; s += 0.5 {
		_, _, got := engine.Formula5Games(2150, true, 12, opp, s)
		if got < prev {
			t.Errorf("Formula5Games score %v = %v < %v for a lower score", s, got, prev)
		}
		prev = got
	}
}

func TestRound4For2017(t *testing.T) {
	tests := []struct{ x, want float64 }{
		{0.00125, 0.0013},
		{0.12345, 0.1235},
		{0.123449999, 0.1234},
		{2415.28634, 2415.2863},
		{12.5 * 0.0001, 0.0013},
		{1.0005, 1.0005},    // already four decimals
		{-0.00125, -0.0012}, // plain half up (towards +∞); RatingChange2017 rounds away from zero
	}
	for _, tt := range tests {
		if got := engine.EloRound4(tt.x); math.Abs(got-tt.want) > 1e-12 {
			t.Errorf("eloRound4(%v) = %v, want %v", tt.x, got, tt.want)
		}
	}
}

func TestLogFor2017MatchesMathLog(t *testing.T) {
	for _, x := range []float64{1e-300, 0.1, 0.5, 1, 1.5, 2, 9, 10, 1234.5678, 1e300} {
		got, want := engine.EloLog(x), math.Log(x)
		if math.Abs(got-want) > 2*math.Abs(want)*0x1p-52 {
			t.Errorf("eloLog(%v) = %v, want %v within 2 ulp", x, got, want)
		}
	}
	for x := 0.1; x < 10; x += 0.0137 {
		got, want := engine.EloLog(x), math.Log(x)
		if math.Abs(got-want) > 2*math.Max(math.Abs(want), 1e-300)*0x1p-52+1e-300 {
			t.Errorf("eloLog(%v) = %v, want %v within 2 ulp", x, got, want)
		}
	}
	if !math.IsNaN(engine.EloLog(-1)) || !math.IsInf(engine.EloLog(0), -1) || !math.IsInf(engine.EloLog(math.Inf(1)), 1) {
		t.Errorf("eloLog special cases: got %v, %v, %v", engine.EloLog(-1), engine.EloLog(0), engine.EloLog(math.Inf(1)))
	}
}

// TestDetBitsFor2017 pins the bits of the portable log and 10^x used by
// W_e and D(p) (docs/rules.md §1.6: the same outputs on amd64 and arm64). The
// values were produced by this code; run on another platform, the test
// shows that no multiply-add was fused and no assembly was used.
func TestDetBitsFor2017(t *testing.T) {
	logs := []struct {
		x    float64
		bits uint64
	}{
		{0.1 / 0.9, 0xc00193ea7aad030b},
		{0.4773 / 0.5227, 0xbfb742c3257739d2},
		{0.6667 / 0.3333, 0x3fe62f7d93a0b1d9},
		{3, 0x3ff193ea7aad030a},
		{9, 0x400193ea7aad030b},
	}
	for _, tt := range logs {
		if got := math.Float64bits(engine.EloLog(tt.x)); got != tt.bits {
			t.Errorf("eloLog(%v) bits = %#x, want %#x", tt.x, got, tt.bits)
		}
	}
	pows := []struct {
		x    float64
		bits uint64
	}{
		{-0.875, 0x3fc111aedafb9a9d},
		{-0.15625, 0x3fe654a0ce83e4ca},
		{0.0015625, 0x3ff00ec359991318},
		{0.875, 0x401dfeeaad15b501},
	}
	for _, tt := range pows {
		if got := math.Float64bits(engine.EloPow10(tt.x)); got != tt.bits {
			t.Errorf("eloPow10(%v) bits = %#x, want %#x", tt.x, got, tt.bits)
		}
	}
}
