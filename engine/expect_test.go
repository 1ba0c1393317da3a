package engine_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"ratingdesk/engine"
)

func ExampleExpect() {
	// The worked example's player (1900) against the 2000/70 opponent.
	e := engine.Expect(engine.ICCFParams(), 1900, 2000, 70, true)
	fmt.Printf("win %.3f draw %.3f loss %.3f score %.3f\n", e.Win, e.Draw, e.Loss, e.Score)
	// Output: win 0.114 draw 0.687 loss 0.199 score 0.457
}

func TestExpectWorkedExample(t *testing.T) {
	p := engine.ICCFParams()
	for _, ex := range glExample {
		e := engine.Expect(p, 1900, ex.r, ex.rd, true)
		tm := engine.ComputeTerm(p, 1900, 80, ex.r, ex.rd, ex.score, true)
		if e.Win != (tm.PwMinus+tm.PwPlus)/2 || e.Draw != (tm.PdMinus+tm.PdPlus)/2 || e.Loss != (tm.PlMinus+tm.PlPlus)/2 {
			t.Errorf("Expect(1900 vs %v/%v) = %+v, not the average of the term's two evaluations", ex.r, ex.rd, e)
		}
		if e.Score != e.Win+e.Draw/2 {
			t.Errorf("Expect(1900 vs %v/%v).Score = %v, want Win + Draw/2", ex.r, ex.rd, e.Score)
		}
	}
}

func TestExpectEqualRatings(t *testing.T) {
	// Rules 2.2b: two players rated 1500 draw with probability 60%, two rated
	// 2500 with about 80%; equal ratings score ½.
	p := engine.ICCFParams()
	for _, tc := range []struct{ r, draw float64 }{{1500, 0.60}, {2500, 0.80}} {
		e := engine.Expect(p, tc.r, tc.r, 0, true)
		if !glNear(e.Draw, tc.draw, 0.005) {
			t.Errorf("Expect(%v vs %v).Draw = %.4f, want about %v", tc.r, tc.r, e.Draw, tc.draw)
		}
		if !glNear(e.Score, 0.5, 1e-15) {
			t.Errorf("Expect(%v vs %v).Score = %v, want 0.5", tc.r, tc.r, e.Score)
		}
	}
}

func TestExpectProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	colourless := engine.ICCFParams()
	colour := engine.ICCFParams()
	colour.Alpha0, colour.Alpha1 = 0.15, 0.03
	for range 2000 {
		a := 1000 + 1800*rng.Float64()
		b := 1000 + 1800*rng.Float64()
		rd := 250 * rng.Float64()
		white := rng.IntN(2) == 0
		for _, p := range []engine.Params{colourless, colour} {
			// Symmetry with certain ratings: my win is your loss.
			ab := engine.Expect(p, a, b, 0, white)
			ba := engine.Expect(p, b, a, 0, !white)
			if !glNear(ab.Win, ba.Loss, 1e-14) || !glNear(ab.Draw, ba.Draw, 1e-14) || !glNear(ab.Loss, ba.Win, 1e-14) {
				t.Errorf("Expect(%v vs %v, α=%v) = %+v but reversed %+v", a, b, p.Alpha0, ab, ba)
			}
			if !glNear(ab.Score+ba.Score, 1, 1e-14) {
				t.Errorf("Expect(%v vs %v): scores %v + %v ≠ 1", a, b, ab.Score, ba.Score)
			}
			// Probabilities, with any RD.
			e := engine.Expect(p, a, b, rd, white)
			if s := e.Win + e.Draw + e.Loss; !glNear(s, 1, 1e-14) {
				t.Errorf("Expect(%v vs %v/%v): probabilities sum to %v", a, b, rd, s)
			}
			if e.Win < 0 || e.Draw < 0 || e.Loss < 0 || e.Score < 0 || e.Score > 1 {
				t.Errorf("Expect(%v vs %v/%v) = %+v out of range", a, b, rd, e)
			}
			// A stronger player expects more.
			if hi := engine.Expect(p, a+10, b, rd, white); !(hi.Score > e.Score) {
				t.Errorf("Expect(%v vs %v).Score = %v not above Expect(%v) = %v", a+10, b, hi.Score, a, e.Score)
			}
		}
	}
}

func TestExpDetMatchesMathExp(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	check := func(x float64) {
		got, want := engine.ExpDet(x), math.Exp(x)
		switch {
		case math.IsNaN(want):
			if !math.IsNaN(got) {
				t.Errorf("ExpDet(%v) = %v, want NaN", x, got)
			}
		case want == 0 && got == math.SmallestNonzeroFloat64:
			// arm64's math.Exp (assembly) flushes e**x to 0 from x = −745
			// (e**−745 ≈ 0.57·2**−1074), where the correctly rounded value,
			// and ExpDet's (pinned below), is the smallest subnormal.
		case math.IsInf(want, 0) || want == 0:
			if got != want {
				t.Errorf("ExpDet(%v) = %v, want %v", x, got, want)
			}
		default:
			// Both are within 1 ulp of e**x, so within 2 ulp of each other.
			ulp := math.Nextafter(want, math.Inf(1)) - want
			if math.Abs(got-want) > 2*ulp {
				t.Errorf("ExpDet(%v) = %v, more than 2 ulp from math.Exp's %v", x, got, want)
			}
		}
	}
	for _, x := range []float64{0, 1, -1, 1e-10, -1e-10, 709, 710, -745, -746, 2.302820955670697, math.Inf(1), math.Inf(-1), math.NaN()} {
		check(x)
	}
	for range 100000 {
		check(40*rng.Float64() - 20)
	}
	// The edges, on every platform (math.Exp's own differ between them).
	for _, tt := range []struct{ x, want float64 }{
		{709, 8.218407461554972e+307}, {710, math.Inf(1)},
		{-745, math.SmallestNonzeroFloat64}, {-746, 0},
	} {
		if got := engine.ExpDet(tt.x); got != tt.want {
			t.Errorf("ExpDet(%v) = %v, want %v", tt.x, got, tt.want)
		}
	}
}
