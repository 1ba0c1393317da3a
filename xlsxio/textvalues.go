package xlsxio

import (
	"strings"
)

// ParseYesNo reads a yes/no cell (docs/formats.md "Rating list": Running;
// "Crosstable": Rated, Double round). Yes is written yes, y, true, 1 or x;
// no is no, n, false, 0 or an empty cell. Case does not matter.
func ParseYesNo(s string) (bool, error) {
	switch strings.ToLower(trimSpace(s)) {
	case "yes", "y", "true", "1", "x":
		return true, nil
	case "no", "n", "false", "0", "":
		return false, nil
	}
	return false, valueErrorf(s, "%q is not yes or no: expected yes, no, y, n, true, false, 1, 0, x or an empty cell", s)
}

// KnownTitles are the ICCF titles a rating list writes (docs/formats.md
// "Rating list": Title; Tournament Rules §10): Grandmaster, Senior
// International Master, International Master, Correspondence Chess Master,
// Correspondence Chess Expert, Lady Grandmaster, Lady International
// Master, International Arbiter.
func KnownTitles() []string {
	return []string{"GM", "SIM", "IM", "CCM", "CCE", "LGM", "LIM", "IA"}
}

// ParseTitles reads a Title cell (docs/formats.md "Rating list"): titles
// separated by spaces or commas, e.g. "GM", "SIM, IA". Known titles
// (KnownTitles) are returned in capitals whatever their case, also when
// written with full stops ("S.I.M.") or, for the ICCF titles of players,
// with the prefix CC ("CC-IM", "CCGM"), as spreadsheets and FIDE's lists
// write them; a title named twice is kept once. A cell holding a dash
// alone (-, – or —) holds no title, as an empty one. Words that are no
// known title are kept as written, so that no value is lost, and are also
// listed in unknown so that the reader can warn about them (a warning,
// not an error).
func ParseTitles(s string) (titles, unknown []string) {
	known := KnownTitles()
	if s == "" || isDashOnly(s) {
		return nil, nil
	}
	for _, k := range known {
		if s == k { // the common cell: one title as written
			return []string{k}, nil
		}
	}
	seen := map[string]bool{}
	words := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || isSpace(r) })
	for _, w := range words {
		title, isKnown := knownTitle(w)
		if !isKnown {
			title = w
		}
		if seen[title] {
			continue
		}
		seen[title] = true
		titles = append(titles, title)
		if !isKnown {
			unknown = append(unknown, w)
		}
	}
	return titles, unknown
}

// knownTitle is the known title (KnownTitles) a word of a Title cell
// names, whatever its case, its full stops, and a prefix CC or CC- before
// a title of players (not CCM and CCE, which begin so themselves).
func knownTitle(word string) (string, bool) {
	w := strings.ToUpper(strings.ReplaceAll(word, ".", ""))
	for _, k := range KnownTitles() {
		if w == k {
			return k, true
		}
	}
	rest, prefixed := strings.CutPrefix(w, "CC")
	rest = strings.TrimPrefix(rest, "-")
	if prefixed {
		for _, k := range []string{"GM", "SIM", "IM", "LGM", "LIM"} {
			if rest == k {
				return k, true
			}
		}
	}
	return "", false
}

// isDashOnly reports whether a cell holds a dash alone (hyphen, en dash
// or em dash), spreadsheets' mark for "none".
func isDashOnly(s string) bool {
	switch trimSpace(s) {
	case "-", "–", "—":
		return true
	}
	return false
}
