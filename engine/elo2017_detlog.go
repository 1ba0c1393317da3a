package engine

import "math"

// eloLog returns the natural logarithm of x like math.Log, but the same bits
// on every platform.
//
// math.Log uses assembly on amd64 and portable Go on arm64, so its last bit
// may differ between machines; docs/rules.md §1.6 asks for the same outputs to
// the bit on amd64 and arm64. This is the portable algorithm of Go's
// math/log.go (from FreeBSD's e_log.c, Copyright (C) 1993 by Sun
// Microsystems, Inc.: "Developed at SunPro, a Sun Microsystems, Inc.
// business. Permission to use, copy, modify, and distribute this software is
// freely granted, provided that this notice is preserved."; Go code
// Copyright 2009 The Go Authors, BSD-style licence) with every product that
// is added to something wrapped in float64() so that no compiler fuses it
// into a multiply-add. The error is below 1 ulp.
func eloLog(x float64) float64 {
	const (
		ln2Hi = 6.93147180369123816490e-01 /* 3fe62e42 fee00000 */
		ln2Lo = 1.90821492927058770002e-10 /* 3dea39ef 35793c76 */
		l1    = 6.666666666666735130e-01   /* 3FE55555 55555593 */
		l2    = 3.999999999940941908e-01   /* 3FD99999 9997FA04 */
		l3    = 2.857142874366239149e-01   /* 3FD24924 94229359 */
		l4    = 2.222219843214978396e-01   /* 3FCC71C5 1D8E78AF */
		l5    = 1.818357216161805012e-01   /* 3FC74664 96CB03DE */
		l6    = 1.531383769920937332e-01   /* 3FC39A09 D078C69F */
		l7    = 1.479819860511658591e-01   /* 3FC2F112 DF3E5244 */
	)
	switch {
	case math.IsNaN(x) || math.IsInf(x, 1):
		return x
	case x < 0:
		return math.NaN()
	case x == 0:
		return math.Inf(-1)
	}
	// Reduce: x = 2^k·(1+f) with √2/2 ≤ 1+f < √2.
	f1, ki := math.Frexp(x)
	if f1 < math.Sqrt2/2 {
		f1 *= 2
		ki--
	}
	f := f1 - 1
	k := float64(ki)

	s := f / (2 + f)
	s2 := float64(s * s)
	s4 := float64(s2 * s2)
	t1 := float64(s2 * (l1 + float64(s4*(l3+float64(s4*(l5+float64(s4*l7)))))))
	t2 := float64(s4 * (l2 + float64(s4*(l4+float64(s4*l6)))))
	r := t1 + t2
	hfsq := float64(float64(0.5*f) * f)
	return float64(k*ln2Hi) - ((hfsq - (float64(s*(hfsq+r)) + float64(k*ln2Lo))) - f)
}

// eloLog10 is log10(x) computed with eloLog, as Go's math.Log10 computes it
// from math.Log. The product is rounded by float64() before it is returned:
// inlined into a caller's sum it would otherwise be fused into a
// multiply-add (docs/rules.md "Determinism").
func eloLog10(x float64) float64 { return float64(eloLog(x) * (1 / math.Ln10)) }

// eloPow10 is 10^x computed with expDet, the same bits on every platform.
func eloPow10(x float64) float64 { return expDet(float64(x * math.Ln10)) }
