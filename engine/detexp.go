package engine

import "math"

// expDet returns e**x like math.Exp, but the same bits on every platform.
//
// math.Exp uses assembly on amd64 (with FMA on CPUs that have it) and on
// arm64, so its last bit may differ between machines; docs/rules.md §1.6 asks for
// the same outputs to the bit on amd64 and arm64. This is the portable
// algorithm of Go's math/exp.go (from FreeBSD's e_exp.c, Copyright (C) 2004
// by Sun Microsystems, Inc.: "Permission to use, copy, modify, and distribute
// this software is freely granted, provided that this notice is preserved.";
// Go code Copyright 2009 The Go Authors, BSD-style licence) with every
// product that is added to something wrapped in float64() so that no
// compiler fuses it into a multiply-add. The error is below 1 ulp.
func expDet(x float64) float64 {
	const (
		ln2Hi = 6.93147180369123816490e-01
		ln2Lo = 1.90821492927058770002e-10
		log2e = 1.44269504088896338700e+00

		overflow  = 7.09782712893383973096e+02
		underflow = -7.45133219101941108420e+02
		nearZero  = 1.0 / (1 << 28) // 2**-28

		p1 = 1.66666666666666657415e-01  /* 0x3FC55555; 0x55555555 */
		p2 = -2.77777777770155933842e-03 /* 0xBF66C16C; 0x16BEBD93 */
		p3 = 6.61375632143793436117e-05  /* 0x3F11566A; 0xAF25DE2C */
		p4 = -1.65339022054652515390e-06 /* 0xBEBBBD41; 0xC5D26BF1 */
		p5 = 4.13813679705723846039e-08  /* 0x3E663769; 0x72BEA4D0 */
	)
	switch {
	case math.IsNaN(x):
		return x
	case x > overflow:
		return math.Inf(1)
	case x < underflow:
		return 0
	case -nearZero < x && x < nearZero:
		return 1 + x
	}
	// Reduce: x = k·ln2 + r with |r| ≤ ln2/2, r = hi − lo.
	var k int
	switch {
	case x < 0:
		k = int(float64(log2e*x) - 0.5)
	case x > 0:
		k = int(float64(log2e*x) + 0.5)
	}
	hi := x - float64(float64(k)*ln2Hi)
	lo := float64(float64(k) * ln2Lo)

	r := hi - lo
	t := float64(r * r)
	poly := p4 + float64(t*p5)
	poly = p3 + float64(t*poly)
	poly = p2 + float64(t*poly)
	poly = p1 + float64(t*poly)
	c := r - float64(t*poly)
	y := 1 - ((lo - float64(r*c)/(2-c)) - hi)
	return ldexp(y, k)
}

// ldexp is math.Ldexp(y, k) for the y of expDet (about 0.7 to 1.5): y
// times 2**k, built from its bits, exactly when the result is a normal
// number (a product by a power of two then only moves the exponent);
// math.Ldexp otherwise (subnormal results, and any other y). It gives
// math.Ldexp's bits (TestLdexpIsMathLdexp) at a third of its cost, which
// matters to a period: four exponentials a game.
func ldexp(y float64, k int) float64 {
	if y >= 0.5 && y < 2 && k > -1021 && k < 1023 {
		return float64(y * math.Float64frombits(uint64(k+1023)<<52))
	}
	return math.Ldexp(y, k)
}
