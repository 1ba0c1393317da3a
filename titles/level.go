package titles

import (
	"fmt"
	"strings"
)

// Level is a title level for which norms are computed (Tournament Rules
// 10.1, App. 2 item 2.7). Levels are ordered: a higher level is a greater
// value, and a norm of a higher level counts for the lower titles (App. 2
// item 3c).
type Level int8

// The title levels of App. 2 item 2.7. The Ladies' titles LGM and LIM are
// not separate levels: their norms count for CCM and CCE (Tournament Rules
// 10.5, 10.6; docs/rules.md §3).
const (
	// CCE: Correspondence Chess Expert, R_p 2150, R_a at least 1950.
	CCE Level = iota + 1
	// CCM: Correspondence Chess Master, R_p 2300, R_a at least 2100.
	CCM
	// IM: International Master, R_p 2450, R_a at least 2250.
	IM
	// SIM: Senior International Master, R_p 2525, R_a at least 2325.
	SIM
	// GM: Grandmaster, R_p 2600, R_a at least 2400.
	GM
)

// Levels lists the title levels from the highest (GM) to the lowest (CCE),
// the order of a statement of norms.
func Levels() []Level { return []Level{GM, SIM, IM, CCM, CCE} }

// String is the title's abbreviation: "GM", "SIM", "IM", "CCM", "CCE".
func (l Level) String() string {
	switch l {
	case GM:
		return "GM"
	case SIM:
		return "SIM"
	case IM:
		return "IM"
	case CCM:
		return "CCM"
	case CCE:
		return "CCE"
	}
	return fmt.Sprintf("Level(%d)", int8(l))
}

// Valid reports whether l is one of the five levels.
func (l Level) Valid() bool { return l >= CCE && l <= GM }

// Performance is R_p, the minimum level of rating performance for the
// title (App. 2 items 2.4a, 2.7): 2600, 2525, 2450, 2300, 2150.
func (l Level) Performance() int {
	switch l {
	case GM:
		return 2600
	case SIM:
		return 2525
	case IM:
		return 2450
	case CCM:
		return 2300
	case CCE:
		return 2150
	}
	return 0
}

// AverageMargin is how far below a level's R_p the opponents' average
// rating may lie: R_a ≥ R_p − 200 (App. 2 items 2.7, 2.8).
const AverageMargin = 200

// MinAverage is the minimum average rating of the opponents, R_p − 200
// (App. 2 items 2.7, 2.8): 2400, 2325, 2250, 2100, 1950.
func (l Level) MinAverage() int {
	if !l.Valid() {
		return 0
	}
	return l.Performance() - AverageMargin
}

// ParseLevel reads a title level, ignoring case and surrounding spaces:
// "GM", "SIM", "IM", "CCM", "CCE", and the Ladies' "LGM" (a CCM norm) and
// "LIM" (a CCE norm) (Tournament Rules 10.5, 10.6).
func ParseLevel(s string) (Level, error) {
	switch strings.ToUpper(strings.TrimSpace(s)) {
	case "GM":
		return GM, nil
	case "SIM":
		return SIM, nil
	case "IM":
		return IM, nil
	case "CCM", "LGM":
		return CCM, nil
	case "CCE", "LIM":
		return CCE, nil
	}
	return 0, fmt.Errorf("titles: unknown title level %q (want GM, SIM, IM, CCM, CCE, LGM or LIM)", s)
}

// HighestHeld is the highest of the five title levels among the titles a
// rating list gives a player (GM, SIM, IM, CCM, CCE, in any case; see
// docs/formats.md "Rating list"): the title he holds, at and below which
// progress from norms means nothing to him (docs/rules.md "titles"). The
// Ladies' titles LGM and LIM are titles of their own (Tournament Rules
// 10.5, 10.6: their norms count for CCM and CCE, the titles do not make
// their holder a CCM or CCE), and IA is no playing title: they give no
// level. It is 0, not a Valid level, when he holds none of the five.
func HighestHeld(held []string) Level {
	var top Level
	for _, t := range held {
		switch strings.ToUpper(strings.TrimSpace(t)) {
		case "LGM", "LIM":
			continue // ParseLevel reads them as the levels of their norms
		}
		if l, err := ParseLevel(t); err == nil {
			top = max(top, l)
		}
	}
	return top
}

// Covers reports whether holding the title level l leaves nothing to gain
// from a norm of level norm, or from progress towards that title: norm is
// the title held or a lower one (docs/rules.md "Titles held"). ICCF's
// titles are not limited in time (Tournament Rules 10.2–10.6), norms serve
// only to earn a title (10.2c–10.6c), and the holder of a title already
// has its certificate (10.8a); a norm of a higher level still counts
// towards the higher titles (App. 2 item 3c). l is the highest level a
// player holds (HighestHeld); 0, no title, covers nothing.
func (l Level) Covers(norm Level) bool {
	return l.Valid() && norm.Valid() && norm <= l
}
