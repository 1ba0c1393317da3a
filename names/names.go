// Package names compares players' names as the readers of PGN game lists
// and the FIDE rating list match them against a rating list (docs/rules.md
// "Reading PGN game lists and the FIDE rating list"): accents, case,
// punctuation and the order of the parts are ignored, and a country suffix
// such as "(USA)" is stripped (Key); and it decides whether two spellings
// of one player's name are the same (Same, docs/rules.md "Names in a
// reconciliation").
package names

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Fold prepares a text for comparing or searching as people read names
// (docs/rules.md "Reading PGN game lists and the FIDE rating list"): lower
// case, accents taken off (decomposed to NFD and the combining marks
// dropped), and the letters whose mark does not decompose written in plain
// Latin (ø → o, đ → d, ł → l, ı → i, ß → ss, æ → ae …), so that
// "Ostergaard" finds "Østergaard" and Ševčík sorts among the S. Every
// other character is kept.
func Fold(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return strings.ToLower(s)
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range norm.NFD.String(s) {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		if plain := plainLetter(r); plain != "" {
			b.WriteString(plain)
			continue
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// plainLetter spells a letter whose mark is part of the letter itself (so
// NFD leaves it whole) in plain lower-case Latin; "" for any other rune.
func plainLetter(r rune) string {
	switch r {
	case 'ø', 'Ø':
		return "o"
	case 'đ', 'Đ', 'ð', 'Ð':
		return "d"
	case 'ł', 'Ł', 'ŀ', 'Ŀ':
		return "l"
	case 'ı':
		return "i"
	case 'ħ', 'Ħ':
		return "h"
	case 'ŧ', 'Ŧ':
		return "t"
	case 'ß', 'ẞ':
		return "ss"
	case 'æ', 'Æ':
		return "ae"
	case 'œ', 'Œ':
		return "oe"
	case 'þ', 'Þ':
		return "th"
	}
	return ""
}

// Key is the form of a name two spellings of the same player share
// (docs/rules.md "Reading PGN game
// lists and the FIDE rating list"): "Müller, Hans (GER)", "hans muller" and
// "MULLER Hans" all give "hans muller". The parts are the runs of letters
// and digits, accents removed and lower-cased, sorted; a trailing
// parenthesised suffix (a country, "(USA)") is dropped. Key of a name
// without letters is "".
func Key(name string) string {
	folded := Fold(stripSuffix(strings.TrimSpace(name)))
	parts := strings.FieldsFunc(folded, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	sort.Strings(parts)
	return strings.Join(parts, " ")
}

// WithoutSuffix is name without a trailing parenthesised suffix (a
// country, "(USA)"), as Key drops it (docs/rules.md "Reading PGN game
// lists and the FIDE rating list"): "Smith, John (USA)" is "Smith, John".
func WithoutSuffix(name string) string { return stripSuffix(strings.TrimSpace(name)) }

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

// Same reports whether two texts spell the same name, the one reading
// of "the same name" wherever two spellings of one player (one ID) are
// compared (docs/rules.md "Names in a reconciliation"; "Unknown players";
// "Names in a game list"): a reconciliation's "same entries, different
// name", a crosstable's or a game list's name that differs from the
// rating list's. Two spellings are the same when they differ only in how
// they are typed: white space (a no-break space too), the dots, dashes,
// underscores and commas between the parts ("MÜLLER,  Hans" is "Müller
// Hans."), letter case ("SZŐKE, Anna" is "Szőke, Anna") and the Unicode
// form (an "ő" typed as o and a combining accent is the same "ő").
// Anything else is a different spelling: an accent ("Szoke"), a letter,
// the order of the parts. (Key, which finds a player by his name, ignores
// accents and order too.)
func Same(a, b string) bool {
	return a == b || strings.EqualFold(spelling(a), spelling(b))
}

// SameKey is the form of a text that the spellings Same calls the same
// share, for finding them by a map or a sort: SameKey(a) == SameKey(b)
// exactly when Same(a, b). It is also the reading of "the same
// tournament" and "the same section" when games given twice are compared
// (docs/rules.md "A game given twice": "SF12", "SF 12" and "sf-12" are
// one section). Each letter is written as the least of the letters its
// case folds to, as strings.EqualFold compares them.
func SameKey(s string) string {
	return strings.Map(func(r rune) rune {
		least := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			least = min(least, f)
		}
		return least
	}, spelling(s))
}

// spelling is a name as Same compares it: in NFC, without white space,
// dots, dashes, underscores and commas.
func spelling(s string) string {
	return strings.Map(func(r rune) rune {
		if typed(r) {
			return -1
		}
		return r
	}, norm.NFC.String(s))
}

// typed reports whether r is a character Same ignores: white space (and
// the zero-width space and byte-order mark a spreadsheet leaves), a dot,
// a dash, an underscore or a comma.
func typed(r rune) bool {
	switch r {
	case '.', '-', '_', ',', '\u2013', '\u2014', '\u200b', '\ufeff':
		return true
	}
	return unicode.IsSpace(r)
}
