package pdfout

import (
	"strconv"
	"strings"
	"time"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"ratingdesk/titles"
)

// signed writes an integer change with its sign: "+12", "-3", "0".
func signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// score writes a score with a half as "½": 1, ½, 0, 2½
// (titles.PointsText).
func score(x float64) string { return titles.PointsText(x) }

// day writes a date as "1 Sep 2025".
func day(t time.Time) string { return t.Format("2 Jan 2006") }

// foldSpecial maps letters that do not decompose under NFD to the letters
// they sort with; ok is false for every other rune.
func foldSpecial(r rune) (s string, ok bool) {
	switch r {
	case 'đ', 'ð':
		return "d", true
	case 'ł', 'ŀ':
		return "l", true
	case 'ø':
		return "o", true
	case 'ı':
		return "i", true
	case 'ß':
		return "ss", true
	case 'æ':
		return "ae", true
	case 'œ':
		return "oe", true
	case 'þ':
		return "th", true
	case 'ħ':
		return "h", true
	case 'ŧ':
		return "t", true
	case 'ŋ':
		return "n", true
	}
	return "", false
}

// sortKey folds a name for sorting: letters lower-cased with their
// diacritics removed (Ševčík sorts as sevcik, Đorđević as dordevic,
// Ståhlberg as stahlberg), so that names with and without diacritics
// interleave as a reader of a printed list expects.
func sortKey(name string) string {
	var b strings.Builder
	b.Grow(len(name))
	for _, r := range norm.NFD.String(name) {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		r = unicode.ToLower(r)
		if s, ok := foldSpecial(r); ok {
			b.WriteString(s)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// foldLatin writes a Latin letter with diacritics in ASCII, keeping its
// case: é → e, Š → S, Đ → D, ł → l, ß → ss, Æ → AE. ok is false for
// every rune that is not such a letter (Cyrillic, Greek, punctuation).
func foldLatin(r rune) (s string, ok bool) {
	lower := unicode.ToLower(r)
	if f, ok := foldSpecial(lower); ok {
		if lower != r {
			return strings.ToUpper(f[:1]) + f[1:], true
		}
		return f, true
	}
	d := []rune(norm.NFD.String(string(r)))
	if len(d) > 1 && d[0] < 0x80 && unicode.IsLetter(d[0]) {
		return string(d[0]), true
	}
	return "", false
}

// isLetterOrDigit reports whether r is a letter or a digit of any script.
func isLetterOrDigit(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
