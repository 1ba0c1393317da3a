package engine_test

import (
	"math"
	"testing"

	"ratingdesk/engine"
)

// The deterministic math must give the same bits when its result is added
// to something by the caller (docs/rules.md "Determinism"). A function that
// returns an unrounded product, once inlined into a caller's sum, lets the
// compiler fuse the two into a multiply-add on CPUs that have one (arm64,
// amd64 with GOAMD64=v3): a + f(x) then differs in the last bit from
// a + float64(f(x)). On amd64 v1 (no FMA) these tests always pass; `make
// cross` (scripts/cross.sh) runs them under GOAMD64=v3 and on arm64.

// fmaGuardCases are arguments x and addends a chosen so that a + f(x)
// cancels most of f(x): there a fused multiply-add shows its extra bits.
func fmaGuardCases(f func(float64) float64, xs []float64) [][2]float64 {
	var cases [][2]float64
	for _, x := range xs {
		v := f(x)
		for _, scale := range []float64{1, 0.5, 1.0 / 3, 0.999} {
			cases = append(cases, [2]float64{-float64(v * scale), x})
		}
	}
	return cases
}

// fmaGuardArgs are 400 arguments spread over (lo, hi).
func fmaGuardArgs(lo, hi float64) []float64 {
	xs := make([]float64, 0, 400)
	for i := 1; i <= 400; i++ {
		xs = append(xs, lo+float64(float64(hi-lo)*float64(i)/401))
	}
	return xs
}

func TestLog10SumNotFused(t *testing.T) {
	for _, c := range fmaGuardCases(engine.Log10, fmaGuardArgs(0.01, 100)) {
		a, x := c[0], c[1]
		got := a + engine.Log10(x)
		want := a + float64(engine.Log10(x))
		if math.Float64bits(got) != math.Float64bits(want) {
			t.Errorf("%v + Log10(%v) = %v, want %v (a fused multiply-add)", a, x, got, want)
		}
	}
}

func TestRatingDifference2017SumNotFused(t *testing.T) {
	for _, c := range fmaGuardCases(engine.RatingDifference2017, fmaGuardArgs(0.1, 0.9)) {
		a, p := c[0], c[1]
		got := a + engine.RatingDifference2017(p)
		want := a + float64(engine.RatingDifference2017(p))
		if math.Float64bits(got) != math.Float64bits(want) {
			t.Errorf("%v + RatingDifference2017(%v) = %v, want %v (a fused multiply-add)", a, p, got, want)
		}
	}
}
