package titles

import (
	"math"

	"ratingdesk/engine"
)

// MaxNormDifference is the limit on R_p − R_i in the winning expectancy of
// the title norms: the formula holds for −560 ≤ R_p − R_i ≤ 560 (App. 2
// item 2.4a); a larger difference counts as ±560 (docs/rules.md §3).
const MaxNormDifference = 560

// NormScale is the scale of the title-norm expectancy, 640 (App. 2 item
// 2.4a).
const NormScale = 640

// Expectancy is the logistic expectation f(d) = 1/(1+10^(−d/scale)) of a
// player rated d points above the opponent, with no limit on d (docs/rules.md
// §5; Andrejić §8). scale is 640 for the ICCF curve, 400 for Elo.
func Expectancy(d, scale float64) float64 {
	return 1 / (1 + engine.Pow10(-d/scale))
}

// NormExpectancy is W_ei, the winning expectancy of a player rated rp
// (the title's R_p) against an opponent rated ri, in integer ten-thousandths:
// W_ei = 1/(1+10^(−(R_p−R_i)/640)) with R_p−R_i limited to [−560, 560],
// rounded to 4 decimals, upwards if the 5th is 5 or higher (App. 2 item
// 2.4a; docs/rules.md §3). NormExpectancy(2450, 2450) == 5000.
//
// The rounding is floor(10000·W + 0.5) on the float64 value of W; for
// whole-number ratings no W lies within 1e-9 of a rounding boundary except
// the exact 0.5 at R_p = R_i (checked by the tests), so the rounding is the
// decimal one.
func NormExpectancy(rp int, ri float64) int {
	d := float64(rp) - ri
	d = math.Max(-MaxNormDifference, math.Min(MaxNormDifference, d))
	w := Expectancy(d, NormScale)
	return int(math.Floor(float64(w*10000) + 0.5))
}
