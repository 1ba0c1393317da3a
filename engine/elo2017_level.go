package engine

import (
	"strings"
	"unicode"
)

// NationalLevelCap is the greatest start rating a national tournament gives
// an unrated player (Appendix 1 item 11, docs/rules.md §2): 2400.
const NationalLevelCap = 2400

// levelOf maps a normalised event type (see normaliseEventType) to the
// assumed rating of Appendix 1 item 11 (docs/rules.md §2).
func levelOf(normalised string) (int, bool) {
	switch normalised {
	case "open class", "cup preliminary", "world cup preliminary", "international open preliminary", "friendly match", "friendly":
		return 1800, true
	case "ladies wc semi final", "ladies olympiad":
		return 1900, true
	case "higher class", "cup semi final", "world cup semi final", "international open semi final":
		return 2000, true
	case "ladies wc final":
		return 2100, true
	case "master class", "cup final", "world cup final", "zonal preliminary", "invitation", "international open final":
		return 2200, true
	case "master norm":
		return 2300, true
	case "wc semi final", "zonal semi final", "olympiad preliminary":
		return 2400, true
	case "gm norm":
		return 2450, true
	case "wc candidates", "candidates", "zonal final", "olympiad final":
		return 2500, true
	default:
		return 0, false
	}
}

// TournamentLevel is the assumed rating of an unrated player without a
// FIDE rating in an event of the given type (Appendix 1 item 11, Tournament
// Rules 9.4, docs/rules.md §2): 1800 Open class, cup and international open
// preliminaries, friendly matches; 1900 Ladies' WC semi-finals and Ladies'
// Olympiads; 2000 Higher class, cup and international open semi-finals;
// 2100 Ladies' WC finals; 2200 Master class, cup finals, zonal preliminaries,
// invitation (team) tournaments, international open finals; 2300 Master
// norm tournaments; 2400 WC semi-finals, zonal semi-finals, Olympiad
// preliminaries; 2450 GM norm tournaments; 2500 WC candidates, zonal finals,
// Olympiad finals.
//
// The type matches case-insensitively, ignoring punctuation and the words
// "tournament", "round", "section" and "event", with plurals and common
// spellings accepted: "Semifinals", "semi-final"; "World Championship" for
// WC; "Grandmaster" for GM; "Zonal championship …"; "Women's" for Ladies';
// "prelims" for preliminaries; "Invitational", "Invitation (team)".
// ok is false for any other type, among them national tournaments, whose
// level depends on the participants (see IsNationalEvent and
// NationalLevel), and new kinds of tournaments, whose value is fixed when
// they are announced (item 11).
func TournamentLevel(eventType string) (rating int, ok bool) {
	return levelOf(normaliseEventType(eventType))
}

// IsNationalEvent reports whether an event type names a national
// tournament, whose unrated players start from the average of the rated
// participants (Appendix 1 item 11): the word "national" appears in it
// ("National", "National championship"; not "International open").
func IsNationalEvent(eventType string) bool {
	for _, w := range strings.Fields(normaliseEventType(eventType)) {
		if w == "national" {
			return true
		}
	}
	return false
}

// NationalLevel is the assumed rating of an unrated player in a national
// tournament: the average of the ratings of the participants who are
// already rated, at most 2400 (Appendix 1 item 11, docs/rules.md §2), rounded to
// 4 decimals half up like the other averages of Appendix 1. ok is false when
// no participant is rated.
func NationalLevel(ratedParticipants []float64) (rating float64, ok bool) {
	if len(ratedParticipants) == 0 {
		return 0, false
	}
	sum := 0.0
	for _, r := range ratedParticipants {
		sum += r
	}
	avg := eloRound4(sum / float64(len(ratedParticipants)))
	if avg > NationalLevelCap {
		avg = NationalLevelCap
	}
	return avg, true
}

// eventWord rewrites a single word of an event type to its canonical
// form; an empty result drops the word.
func eventWord(w string) string {
	switch w {
	case "finals":
		return "final"
	case "semifinal", "semifinals":
		return "semi final"
	case "prelim", "prelims", "preliminaries":
		return "preliminary"
	case "olympiads":
		return "olympiad"
	case "matches":
		return "match"
	case "norms":
		return "norm"
	case "women", "womens":
		return "ladies"
	case "grandmaster":
		return "gm"
	case "candidate":
		return "candidates"
	case "invitational":
		return "invitation"
	case "tournament", "tournaments", "round", "rounds", "section", "sections", "event", "the":
		return ""
	default:
		return w
	}
}

// normaliseEventType lower-cases an event type, drops apostrophes, turns
// every other non-alphanumeric rune into a space and rewrites words and
// phrases to the cases of levelOf.
func normaliseEventType(s string) string {
	s = strings.Map(func(r rune) rune {
		switch {
		case r == '\'' || r == '’' || r == '‘':
			return -1
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			return unicode.ToLower(r)
		default:
			return ' '
		}
	}, s)
	var words []string
	for _, w := range strings.Fields(s) {
		if c := eventWord(w); c != "" {
			words = append(words, c)
		}
	}
	s = " " + strings.Join(words, " ") + " "
	phrases := [...]struct{ from, to string }{
		{"world championship", "wc"},
		{"zonal championship", "zonal"},
		{"invitation team", "invitation"},
		{"team invitation", "invitation"},
	}
	for _, ph := range phrases {
		s = strings.ReplaceAll(s, " "+ph.from+" ", " "+ph.to+" ")
	}
	return strings.TrimSpace(s)
}
