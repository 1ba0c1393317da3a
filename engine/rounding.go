package engine

import "math"

// RoundHalfUp rounds to the nearest integer with .5 going up, floor(x+0.5)
// (Rules 5: ".5 is rounded up"): 1903.5 → 1904, 1903.4999 → 1903,
// −2.5 → −2. It is computed as floor(x) plus one when the fraction x −
// floor(x) (always exact) is at least ½, which is floor(x+0.5) without the
// rounding error of the addition (0.49999999999999994 → 0). x must be finite
// and within the range of int.
func RoundHalfUp(x float64) int {
	f := math.Floor(x)
	if x-f >= 0.5 {
		f++
	}
	return int(f)
}

// PublishRD is the RD as published (Rules 5): rounded half up, then limited
// to [p.RDFloor, p.RDCeiling] = [30, 250]. The exact RD carried to the next
// period is not limited (docs/rules.md §1.6).
func PublishRD(p Params, rd float64) int {
	n := RoundHalfUp(rd)
	if lo := int(math.Ceil(p.RDFloor)); n < lo {
		n = lo
	}
	if hi := int(math.Floor(p.RDCeiling)); n > hi {
		n = hi
	}
	return n
}
