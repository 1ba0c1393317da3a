package xlsxio

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ValueError reports a cell text that a value parser cannot read, like
// strconv.NumError: the text as found and what is wrong with it
// (docs/formats.md "General rules": say what is wrong and what was expected).
type ValueError struct {
	// Text is the cell's text as given to the parser.
	Text string
	// Msg says what is wrong and what was expected, without the package
	// prefix, ready to follow a column name in a Problem.
	Msg string
}

// Error returns the message with the package prefix.
func (e *ValueError) Error() string { return "xlsxio: " + e.Msg }

// valueErrorf builds a ValueError for text.
func valueErrorf(text, format string, args ...any) *ValueError {
	return &ValueError{Text: text, Msg: fmt.Sprintf(format, args...)}
}

// DecimalMark is the decimal separator a file is taken to use when a
// number's text is ambiguous, such as "2,412" or "2.412" (docs/formats.md
// "General rules": numbers may be text; see docs/rules.d/xlsxio-read.md).
type DecimalMark int

// The decimal marks.
const (
	// DecimalPoint: "2.412" is 2.412 and "2,412" is 2412. Workbooks and
	// comma-separated files use it.
	DecimalPoint DecimalMark = iota
	// DecimalComma: "2,412" is 2.412 and "2.412" is 2412. Semicolon-separated
	// files use it, as Excel writes them where the comma is the decimal mark.
	DecimalComma
)

// maxExactInt is the largest integer a float64 holds exactly (2^53).
const maxExactInt = 1 << 53

// ParseNumber reads a number written in a cell (docs/formats.md "General
// rules": "2412", "2412.0", "2 412"). It accepts:
//   - an optional sign (+, - or the minus sign U+2212);
//   - digits grouped by thousands with spaces (also no-break and thin
//     spaces), commas or dots: the first group has 1 to 3 digits, every
//     later group exactly 3 ("2 412", "1,234,567", "1.234.567");
//   - one decimal mark, a dot or a comma, after the last group ("2411.5",
//     "2411,5", "1 234,5", "1,234.5", "1.234,5");
//   - scientific notation without grouping ("1.5E-05"), as workbooks store
//     some numbers.
//
// When both a dot and a comma occur, the last one is the decimal mark. A
// single dot or comma followed by exactly three digits, with 1 to 3 digits
// (not starting with 0) before it, is ambiguous: it is read as a thousands
// separator when it is not the file's decimal mark (with DecimalPoint
// "2,412" is 2412, with DecimalComma "2.412" is 2412) and as the decimal
// mark otherwise; the readers pass the mark decided for the whole column
// (decideMarks, docs/rules.d/xlsxio-read.md). Any other single comma or dot is a decimal mark
// ("1903,568" is 1903.568). Infinities and NaN are refused.
func ParseNumber(s string, mark DecimalMark) (float64, error) {
	if isPlainNumber(s) {
		if v, err := strconv.ParseFloat(s, 64); err == nil {
			return v, nil
		}
	}
	t := trimSpace(s)
	if t == "" {
		return 0, valueErrorf(s, "the cell is empty: expected a number")
	}
	neg := false
	switch r := firstRune(t); r {
	case '+':
		t = t[1:]
	case '-':
		neg, t = true, t[1:]
	case '−':
		neg, t = true, t[len("−"):]
	}
	var v float64
	var ok bool
	if i := strings.IndexAny(t, "eE"); i >= 0 {
		v, ok = parseScientific(t, i)
	} else {
		v, ok = parseGrouped(t, mark)
	}
	if !ok {
		return 0, valueErrorf(s, "%q is not a number: expected digits such as 2412, 2412.5 or 2 412", s)
	}
	if math.IsInf(v, 0) || math.IsNaN(v) {
		return 0, valueErrorf(s, "%q is too large a number", s)
	}
	if neg {
		v = -v
	}
	return v, nil
}

// maxPlainBytes bounds a plain number (isPlainNumber): with fewer than 309
// digits before the dot, no such text overflows a float64.
const maxPlainBytes = 300

// isPlainNumber reports the common form that needs no analysis: ASCII
// digits with at most one dot between digits, not three digits after it,
// and at most maxPlainBytes bytes, so that no reading of it is ambiguous
// or too large and strconv.ParseFloat reads it as ParseNumber does (an
// exact rating such as 2261.0817127160444 included).
func isPlainNumber(s string) bool {
	dot := plainDot(s)
	// "2.412" is ambiguous in a semicolon file: leave it to the full reading.
	return dot == 0 || dot > 0 && len(s)-dot-1 != 3
}

// plainDot is the index of the dot of s when s is ASCII digits with one
// dot between digits, 0 when s is digits only, -1 for any other text or
// one longer than maxPlainBytes.
func plainDot(s string) int {
	if len(s) == 0 || len(s) > maxPlainBytes {
		return -1
	}
	dot := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
		case c == '.' && dot == 0 && i > 0 && i < len(s)-1:
			dot = i
		default:
			return -1
		}
	}
	return dot
}

// parseScientific reads mantissa (digits with an optional ".digits") and
// the exponent after index i of t.
func parseScientific(t string, i int) (float64, bool) {
	mant, exp := t[:i], t[i+1:]
	if exp != "" && (exp[0] == '+' || exp[0] == '-') {
		exp = exp[1:]
	}
	intPart, frac, hasDot := strings.Cut(mant, ".")
	if !allDigits(exp) || !allDigits(intPart) || (hasDot && !allDigits(frac)) {
		return 0, false
	}
	return parseFloat(t)
}

// parseGrouped reads digits with optional thousands groups and one decimal
// mark, as ParseNumber describes.
func parseGrouped(t string, mark DecimalMark) (float64, bool) {
	runs, seps, ok := splitNumber(t)
	if !ok {
		return 0, false
	}
	decimal, ok := decimalOf(runs, seps, mark)
	if !ok {
		return 0, false
	}
	intRuns, frac := runs, ""
	if decimal != 0 {
		intRuns, frac = runs[:len(runs)-1], runs[len(runs)-1]
		if frac == "" {
			return 0, false
		}
	}
	if !validGroups(intRuns, decimal != 0) {
		return 0, false
	}
	digits := strings.Join(intRuns, "")
	if digits == "" {
		digits = "0"
	}
	if frac != "" {
		digits += "." + frac
	}
	return parseFloat(digits)
}

// decimalOf finds the decimal mark among the separators of a number split
// by splitNumber, as ParseNumber describes: 0 when there is none, ok false
// when the separators make no number.
func decimalOf(runs []string, seps []byte, mark DecimalMark) (decimal byte, ok bool) {
	nSpace, nComma, nDot := count(seps, ' '), count(seps, ','), count(seps, '.')
	switch {
	case nComma > 0 && nDot > 0:
		decimal = seps[len(seps)-1]
		return decimal, nSpace == 0 && count(seps, decimal) == 1
	case nComma+nDot == 0:
		return 0, true
	}
	x := byte(',')
	if nDot > 0 {
		x = '.'
	}
	n := nComma + nDot
	switch {
	case nSpace > 0:
		return x, n == 1 && seps[len(seps)-1] == x
	case n > 1:
		return 0, true // several of one mark: thousands separators only
	case isGroupShape(runs[0], runs[1]) && x != markByte(mark):
		return 0, true // the ambiguous N,NNN (or N.NNN) read by the mark
	}
	return x, true
}

// parseFloat runs strconv.ParseFloat on a checked plain number; an
// overflow gives an infinity, which ParseNumber refuses as too large.
func parseFloat(t string) (float64, bool) {
	v, err := strconv.ParseFloat(t, 64)
	return v, err == nil || errors.Is(err, strconv.ErrRange)
}

// splitNumber splits t into runs of ASCII digits and the single separators
// between them (' ' for any space, ',' or '.'). Two separators in a row,
// a separator at the end, or any other character make it fail; a leading
// separator gives an empty first run.
func splitNumber(t string) (runs []string, seps []byte, ok bool) {
	start := 0
	for i, r := range t {
		var sep byte
		switch {
		case r >= '0' && r <= '9':
			continue
		case r == ',' || r == '.':
			sep = byte(r)
		case unicode.Is(unicode.Zs, r):
			sep = ' '
		default:
			return nil, nil, false
		}
		if i == start && (i > 0 || sep == ' ') {
			return nil, nil, false
		}
		runs = append(runs, t[start:i])
		seps = append(seps, sep)
		start = i + len(string(r))
	}
	if start == len(t) && len(seps) > 0 {
		return nil, nil, false
	}
	runs = append(runs, t[start:])
	return runs, seps, true
}

// validGroups checks the runs before the decimal mark: one run of any
// length, or thousands groups (first 1 to 3 digits, then exactly 3). An
// empty single run is allowed only before a decimal mark (".5").
func validGroups(runs []string, hasDecimal bool) bool {
	if len(runs) == 1 {
		return runs[0] != "" || hasDecimal
	}
	if len(runs[0]) < 1 || len(runs[0]) > 3 {
		return false
	}
	for _, r := range runs[1:] {
		if len(r) != 3 {
			return false
		}
	}
	return true
}

// isGroupShape reports whether before and after could be thousands groups:
// 1 to 3 digits not starting with 0, then exactly 3 digits.
func isGroupShape(before, after string) bool {
	return len(before) >= 1 && len(before) <= 3 && before[0] != '0' && len(after) == 3
}

// markByte is the character of a decimal mark; 0 for groupedMark, which
// reads every ambiguous N,NNN or N.NNN as thousands groups.
func markByte(m DecimalMark) byte {
	switch m {
	case DecimalComma:
		return ','
	case groupedMark:
		return 0
	}
	return '.'
}

// markEvidence tells what the text of a number says about the decimal mark
// of its column (docs/rules.d/xlsxio-read.md, "Numbers as text"): shown is
// ',' or '.' when the text shows its decimal mark unambiguously ("2412,5",
// "1.234,5", "1 234,56", "1903.5678"; also "1,234,567", whose several
// commas are thousands separators, shows a decimal point); ambiguous is
// ',' or '.' for the shape N,NNN or N.NNN (1 to 3 digits not starting with
// 0, the mark, 3 digits), which the column's mark decides. Both are 0 for
// a number without a mark and for text that is no number.
func markEvidence(s string) (shown, ambiguous byte) {
	if t := trimSpace(s); t == "" || allDigits(t) {
		return 0, 0 // most cells: no mark to tell, and nothing to parse
	} else if dot := plainDot(t); dot > 0 {
		// digits, a dot, digits (1903.5678): what the full reading below
		// finds, without splitting the text
		if isGroupShape(t[:dot], t[dot+1:]) {
			return 0, '.'
		}
		return '.', 0
	}
	if _, err := ParseNumber(s, DecimalPoint); err != nil {
		return 0, 0
	}
	t := trimSpace(s)
	switch {
	case strings.HasPrefix(t, "+"), strings.HasPrefix(t, "-"):
		t = t[1:]
	case strings.HasPrefix(t, "−"):
		t = t[len("−"):]
	}
	if i := strings.IndexAny(t, "eE"); i >= 0 {
		if strings.Contains(t[:i], ".") {
			return '.', 0
		}
		return 0, 0
	}
	runs, seps, _ := splitNumber(t)
	nComma, nDot := count(seps, ','), count(seps, '.')
	switch {
	case nComma+nDot == 0:
		return 0, 0
	case nComma > 0 && nDot > 0:
		return seps[len(seps)-1], 0
	}
	x, other := byte(','), byte('.')
	if nDot > 0 {
		x, other = '.', ','
	}
	switch {
	case nComma+nDot > 1:
		return other, 0
	case len(seps) == 1 && isGroupShape(runs[0], runs[1]):
		return 0, x
	}
	return x, 0
}

// groupedMark is the reading of whole numbers: the ambiguous N,NNN and
// N.NNN are always thousands groups ("100.001" is the ID 100001), whatever
// the file's decimal mark (docs/rules.d/xlsxio-read.md).
const groupedMark DecimalMark = -1

// ParseInt reads a whole number written as ParseNumber accepts it
// ("100001", "2412.0", "2 412", "100 001"); a fraction is an error. A single
// dot or comma followed by exactly three digits is a thousands separator
// whatever mark says ("2.412" and "2,412" are 2412): a whole-number column
// (ID, Games, FIDE, No) never holds a decimal, so a grouped number is never
// read as one. mark decides nothing else, since every other decimal is
// unambiguous. The value must lie within ±2^53, where float64 holds every
// integer exactly.
func ParseInt(s string, mark DecimalMark) (int64, error) {
	return parseWhole(s, groupedMark)
}

// parseWhole reads a whole number as ParseInt does, reading the ambiguous
// N,NNN / N.NNN by mark: groupedMark for text, DecimalPoint for the stored
// value of a workbook number cell.
func parseWhole(s string, mark DecimalMark) (int64, error) {
	if len(s) > 0 && len(s) <= 15 && allDigits(s) {
		v, err := strconv.ParseInt(s, 10, 64)
		if err == nil {
			return v, nil
		}
	}
	v, err := ParseNumber(s, mark)
	if err != nil {
		return 0, err
	}
	if v != math.Trunc(v) {
		return 0, valueErrorf(s, "%q is not a whole number", s)
	}
	if math.Abs(v) > maxExactInt {
		return 0, valueErrorf(s, "%q is too large a number", s)
	}
	return int64(v), nil
}

// trimSpace trims white space of every kind (also no-break and thin
// spaces, zero-width spaces and byte-order marks) from both ends.
func trimSpace(s string) string {
	if len(s) > 0 && s[0] > ' ' && s[0] < utf8.RuneSelf && s[len(s)-1] > ' ' && s[len(s)-1] < utf8.RuneSelf {
		return s
	}
	return strings.TrimFunc(s, isSpace)
}

// isSpace reports white space as trimSpace removes it.
func isSpace(r rune) bool {
	return unicode.IsSpace(r) || r == '\u200b' || r == '\ufeff'
}

// firstRune returns the first rune of a non-empty string.
func firstRune(s string) rune {
	for _, r := range s {
		return r
	}
	return 0
}

// allDigits reports whether s is a non-empty run of ASCII digits.
func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// count counts c in b.
func count(b []byte, c byte) int {
	n := 0
	for _, x := range b {
		if x == c {
			n++
		}
	}
	return n
}
