package engine_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"ratingdesk/engine"
)

// TestLdexpIsMathLdexp: the exponent step of the deterministic exp gives
// math.Ldexp's bits, at the edges of its shortcut (k near the normal
// range's ends, y near 0.5 and 2) and for random y and k.
func TestLdexpIsMathLdexp(t *testing.T) {
	ys := []float64{0.5, math.Nextafter(0.5, 1), 0.7, 1, 1.5, math.Nextafter(2, 0), 2, 0.4999, 3, -1, 0, math.Inf(1), math.NaN()}
	ks := []int{-1080, -1075, -1074, -1023, -1022, -1021, -1020, -1, 0, 1, 1021, 1022, 1023, 1024, 1100}
	check := func(y float64, k int) {
		got, want := engine.Ldexp(y, k), math.Ldexp(y, k)
		if math.Float64bits(got) != math.Float64bits(want) && !(math.IsNaN(got) && math.IsNaN(want)) {
			t.Errorf("Ldexp(%v, %d) = %v (%#x), want %v (%#x)", y, k, got, math.Float64bits(got), want, math.Float64bits(want))
		}
	}
	for _, y := range ys {
		for _, k := range ks {
			check(y, k)
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 200000 {
		check(0.5+1.5*r.Float64(), r.IntN(2200)-1100)
	}
}
