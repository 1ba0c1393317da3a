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

// ClassifyEvent reads an event type as a crosstable writes it (RULES.md §2,
// WORKBOOK.md "Crosstable": Type), ignoring case, spaces, dots, dashes,
// underscores and apostrophes: "Open class", "Higher class", "Master class"
// and "Promotion" are promotion tournaments; any type naming "thematic" is
// thematic; a cup type naming "prelim" is a cup preliminary; "Olympiad
// final" / "Olympiad preliminary" (not the Ladies' Olympiad), "Zonal team
// … final" / "Zonal team … preliminary", any other "zonal" type (a zonal
// championship at any stage), "Candidates" and "WC semi-final" (also
// "World Championship semi-final", not the Ladies') are the events of
// App. 2 item 3b. Everything else is OtherEvent.
func ClassifyEvent(eventType string) EventKind {
	t := strings.Map(func(r rune) rune {
		switch r {
		case ' ', '.', '-', '_', '\'', '’', '\t':
			return -1
		}
		return r
	}, strings.ToLower(eventType))
	has := func(s string) bool { return strings.Contains(t, s) }
	switch {
	case t == "":
		return OtherEvent
	case has("thematic"):
		return ThematicEvent
	case has("olympiad"):
		switch {
		case has("ladies"):
			return OtherEvent
		case has("final"):
			return OlympiadFinalEvent
		case has("prelim"):
			return OlympiadPreliminaryEvent
		}
		return OtherEvent
	case has("zonal") && has("team"):
		switch {
		case has("final"):
			return ZonalTeamFinalEvent
		case has("prelim"):
			return ZonalTeamPreliminaryEvent
		}
		return OtherEvent
	case has("zonal"):
		return ZonalChampionshipEvent
	case has("cup"):
		if has("prelim") {
			return CupPreliminaryEvent
		}
		return OtherEvent
	case has("candidate"):
		return CandidatesEvent
	case has("ladies"):
		return OtherEvent
	case has("semifinal") && (strings.HasPrefix(t, "wc") || has("worldchampionship")):
		return WCSemiFinalEvent
	case has("promotion") || t == "openclass" || t == "higherclass" || t == "masterclass":
		return PromotionEvent
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
	firstHalf := board >= 1 && boards >= board && 2*board <= boards
	secondHalf := board >= 1 && boards >= board && 2*board > boards
	switch kind {
	case CandidatesEvent:
		return 2326, true
	case WCSemiFinalEvent, ZonalChampionshipEvent:
		return 2276, true
	case OlympiadFinalEvent:
		switch {
		case board >= 1 && board <= 3:
			return 2326, true
		case board >= 4:
			return 2301, true
		}
	case OlympiadPreliminaryEvent:
		switch {
		case board >= 1 && board <= 3:
			return 2276, true
		case board >= 4:
			return 2251, true
		}
	case ZonalTeamFinalEvent:
		switch {
		case firstHalf:
			return 2301, true
		case secondHalf:
			return 2276, true
		}
	case ZonalTeamPreliminaryEvent:
		switch {
		case firstHalf:
			return 2276, true
		case secondHalf:
			return 2251, true
		}
	}
	return 0, false
}
