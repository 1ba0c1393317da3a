package titles

import "strings"

// EventKind is what the title rules need to know of an event type: whether
// it can be a title tournament (App. 2 item 1h) and which assumed rating it
// takes when it fails the rated or fixed share (App. 2 item 3b).
type EventKind int8

// The event kinds of App. 2 items 1h and 3b.
const (
	// OtherEvent: any event the title rules do not name (norm tournaments,
	// WC preliminaries and finals, invitational, national events, ...).
	OtherEvent EventKind = iota
	// PromotionEvent: Open, Higher and Master class (Tournament Rules 2.1);
	// not a title tournament (App. 2 item 1h).
	PromotionEvent
	// ThematicEvent: not a title tournament (App. 2 item 1h).
	ThematicEvent
	// CupPreliminaryEvent: a cup preliminary round; not a title tournament
	// (App. 2 item 1h).
	CupPreliminaryEvent
	// CandidatesEvent: a WC Candidates' tournament; assumed rating 2326.
	CandidatesEvent
	// WCSemiFinalEvent: a World Championship semi-final; assumed rating 2276.
	WCSemiFinalEvent
	// ZonalChampionshipEvent: an individual zonal championship; assumed
	// rating 2276.
	ZonalChampionshipEvent
	// OlympiadFinalEvent: CC Olympiad final; 2326 on boards 1–3, 2301 on
	// the others.
	OlympiadFinalEvent
	// OlympiadPreliminaryEvent: CC Olympiad preliminary group; 2276 on
	// boards 1–3, 2251 on the others.
	OlympiadPreliminaryEvent
	// ZonalTeamFinalEvent: final of a zonal team championship; 2301 on the
	// first half of the boards, 2276 on the second.
	ZonalTeamFinalEvent
	// ZonalTeamPreliminaryEvent: preliminary group of a zonal team
	// championship; 2276 on the first half of the boards, 2251 on the second.
	ZonalTeamPreliminaryEvent
)

// String names the kind in words.
func (k EventKind) String() string {
	switch k {
	case PromotionEvent:
		return "promotion tournament"
	case ThematicEvent:
		return "thematic tournament"
	case CupPreliminaryEvent:
		return "cup preliminary"
	case CandidatesEvent:
		return "Candidates' tournament"
	case WCSemiFinalEvent:
		return "World Championship semi-final"
	case ZonalChampionshipEvent:
		return "zonal championship"
	case OlympiadFinalEvent:
		return "Olympiad final"
	case OlympiadPreliminaryEvent:
		return "Olympiad preliminary group"
	case ZonalTeamFinalEvent:
		return "zonal team championship final"
	case ZonalTeamPreliminaryEvent:
		return "zonal team championship preliminary group"
	default:
		return "other event"
	}
}

// ClassifyEvent reads an event type as a crosstable writes it (docs/rules.md §2,
// docs/formats.md "Crosstable": Type), ignoring case, spaces, dots, dashes,
// underscores and apostrophes: "Open class", "Higher class", "Master class"
// and "Promotion" are promotion tournaments; any type naming "thematic" is
// thematic; a cup type naming "prelim" is a cup preliminary; "Olympiad
// final" / "Olympiad preliminary" (not the Ladies' Olympiad), "Zonal team
// … final" / "Zonal team … preliminary", any other "zonal" type (a zonal
// championship at any stage), "Candidates" and "WC semi-final" (also
// "World Championship semi-final", not the Ladies') are the events of
// App. 2 item 3b. Everything else is OtherEvent.
func ClassifyEvent(eventType string) EventKind {
	t := eventWords(strings.Map(func(r rune) rune {
		switch r {
		case ' ', '.', '-', '_', '\'', '’', '\t':
			return -1
		}
		return r
	}, strings.ToLower(eventType)))
	switch {
	case t == "":
		return OtherEvent
	case t.has("thematic"):
		return ThematicEvent
	case t.has("olympiad"):
		return t.olympiad()
	case t.has("zonal") && t.has("team"):
		return t.stage(ZonalTeamFinalEvent, ZonalTeamPreliminaryEvent)
	case t.has("zonal"):
		return ZonalChampionshipEvent
	case t.has("cup"):
		if t.has("prelim") {
			return CupPreliminaryEvent
		}
		return OtherEvent
	case t.has("candidate"):
		return CandidatesEvent
	case t.has("ladies"):
		return OtherEvent
	case t.has("semifinal") && (strings.HasPrefix(string(t), "wc") || t.has("worldchampionship")):
		return WCSemiFinalEvent
	case t.has("promotion") || t == "openclass" || t == "higherclass" || t == "masterclass":
		return PromotionEvent
	}
	return OtherEvent
}

// eventWords is an event type as ClassifyEvent compares it: lower case,
// without spaces, dots, dashes, underscores and apostrophes.
type eventWords string

// has reports whether the type contains s.
func (t eventWords) has(s string) bool { return strings.Contains(string(t), s) }

// olympiad classifies an Olympiad type: the final or a preliminary group,
// not the Ladies' Olympiad.
func (t eventWords) olympiad() EventKind {
	if t.has("ladies") {
		return OtherEvent
	}
	return t.stage(OlympiadFinalEvent, OlympiadPreliminaryEvent)
}

// stage is final when the type names the final, else preliminary when it
// names a preliminary, else OtherEvent.
func (t eventWords) stage(final, preliminary EventKind) EventKind {
	switch {
	case t.has("final"):
		return final
	case t.has("prelim"):
		return preliminary
	}
	return OtherEvent
}

// Kind classifies the section's Type (see ClassifyEvent).
func (s Section) Kind() EventKind { return ClassifyEvent(s.Type) }

// AssumedRating is the rating every player of a section takes when the
// section fails the rated share (App. 2 item 1b) or the fixed share (item
// 1c): App. 2 item 3b. board and boards are the section's board and the
// number of boards per team (0 for individual events). ok is false when
// item 3b names no rating for the event, or the board is needed and not
// known.
//
// Readings (App. 2 item 3b): "Preliminary groups of the CC Olympiad" at
// 2251 means boards 4 and higher, boards 1–3 being named at 2276; "Zonal
// team championships, second half of the boards" at 2251 means the
// preliminary groups, the final's second half being named at 2276; Olympiad
// boards beyond 6 go with boards 4–6; the "first half of the boards" are the
// boards b with 2b ≤ boards, so that with an odd number of boards the
// middle board is in the second half.
func AssumedRating(kind EventKind, board, boards int) (rating int, ok bool) {
	switch kind {
	case CandidatesEvent:
		return 2326, true
	case WCSemiFinalEvent, ZonalChampionshipEvent:
		return 2276, true
	case OlympiadFinalEvent:
		return byBoard(board, 2326, 2301)
	case OlympiadPreliminaryEvent:
		return byBoard(board, 2276, 2251)
	case ZonalTeamFinalEvent:
		return byHalf(board, boards, 2301, 2276)
	case ZonalTeamPreliminaryEvent:
		return byHalf(board, boards, 2276, 2251)
	}
	return 0, false
}

// byBoard is the assumed rating of an Olympiad board (App. 2 item 3b):
// top for boards 1–3, rest for boards 4 and higher; not ok when the board
// is not known.
func byBoard(board, top, rest int) (rating int, ok bool) {
	switch {
	case board >= 1 && board <= 3:
		return top, true
	case board >= 4:
		return rest, true
	}
	return 0, false
}

// byHalf is the assumed rating of a zonal team championship's board (App.
// 2 item 3b): first for the first half of the boards (2·board ≤ boards),
// second for the second half; not ok when the board is not known or beyond
// boards.
func byHalf(board, boards, first, second int) (rating int, ok bool) {
	if board < 1 || boards < board {
		return 0, false
	}
	if 2*board <= boards {
		return first, true
	}
	return second, true
}
