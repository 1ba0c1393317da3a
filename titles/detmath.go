package titles

import "math"

// This file holds the exponential and logarithm the package computes with.
// math.Exp and math.Log have assembly versions on amd64 (and math.Exp on
// arm64), and the compiler may fuse multiply-adds in pure Go code on arm64,
// so their last bit can differ between machines. The brief asks for the
// same outputs to the bit on amd64 and arm64, so the package uses these
// pure-Go versions of the fdlibm algorithms (the ones in Go's own math
// package), with every product that is added wrapped in float64() so that
// no compiler may fuse it.

const (
	ln2Hi = 6.93147180369123816490e-01
	ln2Lo = 1.90821492927058770002e-10
	log2e = 1.44269504088896338700e+00
	ln10  = 2.30258509299404568402
)

// detExp is e**x, accurate to within one ulp, the same bits on every
// architecture.
func detExp(x float64) float64 {
	const (
		overflow  = 7.09782712893383973096e+02
		underflow = -7.45133219101941108420e+02
		nearZero  = 1.0 / (1 << 28)

		p1 = 1.66666666666666657415e-01
		p2 = -2.77777777770155933842e-03
		p3 = 6.61375632143793436117e-05
		p4 = -1.65339022054652515390e-06
		p5 = 4.13813679705723846039e-08
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
	return math.Ldexp(y, k)
}

// detLog is the natural logarithm of x, accurate to within one ulp, the
// same bits on every architecture.
func detLog(x float64) float64 {
	const (
		l1 = 6.666666666666735130e-01
		l2 = 3.999999999940941908e-01
		l3 = 2.857142874366239149e-01
		l4 = 2.222219843214978396e-01
		l5 = 1.818357216161805012e-01
		l6 = 1.531383769920937332e-01
		l7 = 1.479819860511658591e-01
	)
	switch {
	case math.IsNaN(x) || math.IsInf(x, 1):
		return x
	case x < 0:
		return math.NaN()
	case x == 0:
		return math.Inf(-1)
	}
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
	t1 := l5 + float64(s4*l7)
	t1 = l3 + float64(s4*t1)
	t1 = l1 + float64(s4*t1)
	t1 = float64(s2 * t1)
	t2 := l4 + float64(s4*l6)
	t2 = l2 + float64(s4*t2)
	t2 = float64(s4 * t2)
	r := t1 + t2
	hfsq := float64(float64(0.5*f) * f)
	inner := float64(s*(hfsq+r)) + float64(k*ln2Lo)
	return float64(k*ln2Hi) - ((hfsq - inner) - f)
}

// pow10 is 10**x, computed as e**(x·ln 10) with detExp.
func pow10(x float64) float64 { return detExp(float64(x * ln10)) }

// log10 is the base-10 logarithm, computed as ln x / ln 10 with detLog.
func log10(x float64) float64 { return detLog(x) / ln10 }
