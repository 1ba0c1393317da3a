package gui

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// fold prepares a text for searching and sorting: lower case, accents taken
// off (decomposed to NFD and the combining marks dropped), and the letters
// whose mark does not decompose written in plain Latin (ø → o, đ → d, ł → l,
// ı → i, ß → ss, æ → ae …), so that "Ostergaard" finds "Østergaard" and
// Ševčík sorts among the S.
func fold(s string) string {
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

// foldedWords splits a search query into folded words.
func foldedWords(query string) []string {
	return strings.Fields(fold(query))
}

// matchesAll reports whether every word occurs in the folded text hay.
func matchesAll(hay string, words []string) bool {
	for _, w := range words {
		if !strings.Contains(hay, w) {
			return false
		}
	}
	return true
}
