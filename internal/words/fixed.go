package words

import (
	"math"
	"strconv"
	"strings"
)

// Fixed writes x with n decimals (n ≥ 0), rounded half up as every figure
// Rating Desk shows people is rounded (docs/rules.md §1.6, Rules 5: ".5 is
// rounded up"; App. 2 item 2.3): 2418.125 → "2418.13", 2420.625 →
// "2420.63", 2418.124 → "2418.12". strconv and fmt round an exact tie to
// even (2418.12), the norms workbook and a spreadsheet up, so every
// console line, PDF and app cell goes through Fixed. The value rounded is
// x as its shortest decimal (strconv 'f', −1), the decimal the workbooks
// write and a hand calculation gives; half up is towards +∞ as
// engine.RoundHalfUp is (−2.5 at 0 decimals → "-2"), and a value that
// rounds to zero is never written "-0.00". NaN and ±Inf are written as
// strconv writes them.
func Fixed(x float64, n int) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return strconv.FormatFloat(x, 'f', n, 64)
	}
	n = max(n, 0)
	s := strconv.FormatFloat(x, 'f', -1, 64)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	whole, frac, _ := strings.Cut(s, ".")
	if len(frac) <= n {
		return sign(neg, whole, frac+strings.Repeat("0", n-len(frac)))
	}
	next, rest := frac[n], frac[n+1:]
	digits := []byte(whole + frac[:n])
	// Towards +∞: a positive value goes up from the half on, a negative
	// one only past it (the shortest decimal has no trailing zeros).
	if next > '5' || (next == '5' && (!neg || rest != "")) {
		digits = increment(digits)
	}
	cut := len(digits) - n
	return sign(neg, string(digits[:cut]), string(digits[cut:]))
}

// increment adds one to a string of decimal digits, growing it by a
// leading 1 when every digit was 9.
func increment(digits []byte) []byte {
	for i := len(digits) - 1; i >= 0; i-- {
		if digits[i] != '9' {
			digits[i]++
			return digits
		}
		digits[i] = '0'
	}
	return append([]byte{'1'}, digits...)
}

// sign joins a whole part and n decimals with a point (none for no
// decimals) and a minus sign for a negative value that is not zero.
func sign(neg bool, whole, frac string) string {
	s := whole
	if frac != "" {
		s += "." + frac
	}
	if neg && strings.Trim(s, "0.") != "" {
		return "-" + s
	}
	return s
}
