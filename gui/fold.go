package gui

import (
	"ratingdesk/names"
	"strings"
)

// fold prepares a text for searching and sorting as names.Fold does: lower
// case, accents off, ø → o, ß → ss …, so that "Ostergaard" finds
// "Østergaard" and Ševčík sorts among the S.
func fold(s string) string { return names.Fold(s) }

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
