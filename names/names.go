// Package names compares players' names as the readers of PGN game lists
// and the FIDE rating list match them against a rating list (docs/rules.md
// "Reading PGN game lists and the FIDE rating list"): accents, case,
// punctuation and the order of the parts are ignored, and a country suffix
// such as "(USA)" is stripped.
package names

import (
	"sort"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// letters are the letters that do not decompose into a base letter and an
// accent, written as their usual ASCII transcription.
var letters = map[rune]string{
	'ß': "ss", 'ø': "o", 'Ø': "o", 'ł': "l", 'Ł': "l", 'đ': "d", 'Đ': "d",
	'æ': "ae", 'Æ': "ae", 'œ': "oe", 'Œ': "oe", 'þ': "th", 'Þ': "th", 'ı': "i",
}

// Key is the form of a name two spellings of the same player share
// (docs/rules.md "Reading PGN game
// lists and the FIDE rating list"): "Müller, Hans (GER)", "hans muller" and
// "MULLER Hans" all give "hans muller". The parts are the runs of letters
// and digits, accents removed and lower-cased, sorted; a trailing
// parenthesised suffix (a country, "(USA)") is dropped. Key of a name
// without letters is "".
func Key(name string) string {
	name = stripSuffix(strings.TrimSpace(name))
	var b strings.Builder
	for _, r := range norm.NFD.String(name) {
		switch {
		case unicode.Is(unicode.Mn, r):
			// an accent: dropped
		case letters[r] != "":
			b.WriteString(letters[r])
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(unicode.ToLower(r))
		default:
			b.WriteByte(' ')
		}
	}
	parts := strings.Fields(b.String())
	sort.Strings(parts)
	return strings.Join(parts, " ")
}

// stripSuffix drops a trailing "(…)" from a name: "Smith, John (USA)" is
// "Smith, John". A name that is only a parenthesis stays as it is.
func stripSuffix(s string) string {
	if !strings.HasSuffix(s, ")") {
		return s
	}
	i := strings.LastIndexByte(s, '(')
	if i <= 0 {
		return s
	}
	return strings.TrimSpace(s[:i])
}

// Index finds the rows of a list by name key (Key). It is built once and
// read by any number of goroutines.
type Index map[string][]int

// Add records that row i is named name; a name without letters is not
// recorded.
func (x Index) Add(name string, i int) {
	if k := Key(name); k != "" {
		x[k] = append(x[k], i)
	}
}

// Find returns the rows whose name has the key of name: none, one, or
// more than one (an ambiguous name, which the callers refuse).
func (x Index) Find(name string) []int {
	return x[Key(name)]
}
