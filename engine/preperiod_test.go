package engine_test

import (
	"math"
	"testing"

	"ratingdesk/engine"
)

func TestGrowRD(t *testing.T) {
	p2023, p2025 := engine.ICCFParams(), glParams2025()
	tests := []struct {
		rdOld, want2023, want2025 float64
	}{
		{0, 30, 30},  // sqrt(0+625) = 25 → floor 30
		{10, 30, 30}, // sqrt(725) = 26.93 → floor 30
		{20, 32.01562118716424, 32.01562118716424},
		{78.16604354275371, 82.06662149210036, 82.06662149210036}, // worked example
		{100, 103.07764064044152, 103.07764064044152},
		{110, 112.80514172678478, 112.80514172678478},
		{118, 120.61923561356207, 120},          // iccf-2025 caps at 120
		{120, 122.57650672131263, 120},          // 120 is not above the threshold: grows
		{120.0000001, 120.0000001, 120.0000001}, // above 120: kept
		{121, 121, 121},
		{250, 250, 250},
		{260, 260, 260}, // the carried RD is not limited to 250
	}
	for _, tc := range tests {
		if got := engine.GrowRD(p2023, tc.rdOld); !glNear(got, tc.want2023, 1e-9) {
			t.Errorf("GrowRD(iccf-2023, %v) = %v, want %v", tc.rdOld, got, tc.want2023)
		}
		if got := engine.GrowRD(p2025, tc.rdOld); !glNear(got, tc.want2025, 1e-9) {
			t.Errorf("GrowRD(iccf-2025, %v) = %v, want %v", tc.rdOld, got, tc.want2025)
		}
	}
	// The worked example's next-period RD, as printed.
	if got := engine.GrowRD(p2023, 78.16604354275371); !glNear(got, 82.06662, 5e-6) {
		t.Errorf("GrowRD(78.16604) = %.7f, want 82.06662", got)
	}
}

func TestGrowRDMonotone(t *testing.T) {
	for _, p := range []engine.Params{engine.ICCFParams(), glParams2025()} {
		for rd := 0.0; rd <= 300; rd += 0.25 {
			got := engine.GrowRD(p, rd)
			if got < rd && rd <= 120 && p.GrowthCap == 0 {
				t.Errorf("GrowRD(%v) = %v shrinks the RD", rd, got)
			}
			if got < 30 || math.IsNaN(got) {
				t.Errorf("GrowRD(%v) = %v, below 30", rd, got)
			}
			if rd > 120 && got != rd {
				t.Errorf("GrowRD(%v) = %v, want it unchanged above 120", rd, got)
			}
		}
	}
}

func TestPrePeriod(t *testing.T) {
	p := engine.ICCFParams()
	tests := []struct {
		name  string
		pl    engine.Player
		r, rd float64
	}{
		{"rated, RD grows", glRated(1, 1903.567883, 78.16604354275371, 40), 1903.567883, 82.06662149210036},
		{"rated, RD above 120 kept", glRated(1, 2100.25, 130, 5), 2100.25, 130},
		{"rated, tiny RD floored", glRated(1, 2400, 10, 300), 2400, 30},
		{"unrated with FIDE", engine.Player{ID: 1, FIDE: 2150}, 2150, 150},
		{"unrated with FIDE, stray RD not grown", engine.Player{ID: 1, FIDE: 2150, RD: 60}, 2150, 150},
		{"unrated without FIDE", engine.Player{ID: 1}, 1800, 250},
		{"unrated with stray games", engine.Player{ID: 1, Games: 20, Rating: 2000, RD: 50}, 1800, 250},
	}
	for _, tc := range tests {
		r, rd := engine.PrePeriod(p, tc.pl)
		if !glNear(r, tc.r, 1e-9) || !glNear(rd, tc.rd, 1e-9) {
			t.Errorf("PrePeriod(%s) = %v, %v; want %v, %v", tc.name, r, rd, tc.r, tc.rd)
		}
	}
}
