package engine

// Pow10 is 10**x with the same bits on every platform (docs/rules.md §1.6: same
// inputs, same outputs on amd64 and arm64): the expectancy curves of the
// 2017 rules and of the title norms (docs/rules.md §1.7, §3, §5) use it.
func Pow10(x float64) float64 { return eloPow10(x) }

// Log10 is the base-10 logarithm with the same bits on every platform
// (docs/rules.md §1.6), for the performance formulas (docs/rules.md §1.7, §5).
func Log10(x float64) float64 { return eloLog10(x) }
