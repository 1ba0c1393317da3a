package titles

import (
	"fmt"
	"strings"
	"time"
)

// RegulationsStart is the first start date of an event to which the title
// norm regulations of App. 2 apply (App. 2, note at its head: events
// starting on 1 April 2017 or later; older events follow the old rules).
func RegulationsStart() time.Time { return time.Date(2017, time.April, 1, 0, 0, 0, 0, time.UTC) }

// EarlierRulesText says what becomes of the norms of a section started
// before RegulationsStart, as the norms summary, the statement of norms and
// the app say it: App. 2 does not apply, the earlier norm rules do (App. 2,
// head note: App. II of the Tournament Rules of 1 January 2017), and Rating
// Desk computes only App. 2. The section may well offer norms under those
// rules; this is no verdict on it (docs/rules.md "Titles from norms").
func EarlierRulesText() string {
	return "norms of sections started before " + regulationsFrom() +
		" follow the earlier rules (App. 2 head note) and are not computed by Rating Desk"
}

// regulationsFrom writes RegulationsStart as the requirements' wordings
// do: "1 April 2017".
func regulationsFrom() string { return RegulationsStart().Format("2 January 2006") }

// The fixed limits of App. 2 item 1.
const (
	// MinPlayers is the least number of players of a title tournament
	// (item 1a).
	MinPlayers = 9
	// MinDoubleRoundGames is the least number of games per player of a
	// double round with fewer than MinPlayers players (item 1a).
	MinDoubleRoundGames = 8
	// MinFederations is the least number of federations (item 1d).
	MinFederations = 3
)

// TableRow is one row of the table "Summary of requirements depending on
// the number of games" of App. 2 item 1, extended to any number of players
// and to double rounds.
type TableRow struct {
	// Players is column A, the number of participants.
	Players int
	// Games is column B, the number of games per participant.
	Games int
	// MaxOneFederation is column C: at most ⅔ of the players from one
	// federation (item 1e), rounded down.
	MaxOneFederation int
	// MinRated is column D: at least 75% of the players rated (item 1b),
	// rounded up.
	MinRated int
	// MinFixed is column E: at least 60% with a fixed rating (item 1c),
	// rounded up.
	MinFixed int
	// MinScore is column F: 35% of the possible points (item 1f), rounded
	// up to a half point.
	MinScore HalfPoints
}

// RequirementsTable computes the App. 2 item 1 table row for a section of
// the given number of players, in exact integer arithmetic: B = players−1
// (twice that in a double round), C = ⌊2A/3⌋, D = ⌈3A/4⌉, E = ⌈3A/5⌉,
// F = MinScore(B). For 9 to 20 players in a single round it reproduces the
// table of the seed.
func RequirementsTable(players int, doubleRound bool) TableRow {
	if players < 1 {
		return TableRow{}
	}
	games := players - 1
	if doubleRound {
		games *= 2
	}
	return TableRow{
		Players:          players,
		Games:            games,
		MaxOneFederation: 2 * players / 3,
		MinRated:         (3*players + 3) / 4,
		MinFixed:         (3*players + 4) / 5,
		MinScore:         MinScore(games),
	}
}

// MinScorePercent is the least share of the possible points that can earn
// a norm, in per cent (App. 2 item 1f, column F); MinScore applies it.
const MinScorePercent = 35

// MinScore is the least score that can earn a norm in a section where the
// player has the given number of games: 35% of the possible points rounded
// up to a half point (App. 2 item 1f, column F), i.e. ⌈0.7·games⌉ half
// points. Reading: item 1f ("the minimum score is 35% of the possible
// points for all player's titles") is a condition on each player's score
// for a norm at every level, in addition to the norm result P.
func MinScore(games int) HalfPoints {
	if games <= 0 {
		return 0
	}
	return HalfPoints((7*games + 9) / 10)
}

// Item is one requirement a section must meet to be a title tournament.
type Item int8

// The requirements of App. 2 item 1 and the conditions around it.
const (
	// ItemStartDate: the event starts on or after 1 April 2017, so these
	// regulations apply (App. 2, head note). A section without a start
	// date fails (docs/formats.md: Start is required for norms).
	ItemStartDate Item = iota + 1
	// ItemTitleTournament: the section was announced as a title tournament
	// (Tournament Rules 10.0.1; docs/formats.md "Crosstable").
	ItemTitleTournament
	// ItemRatedEvent: the section is rated (Tournament Rules 9.2); the norms
	// rest on the rating system (App. 2 item 2.1).
	ItemRatedEvent
	// ItemEventType: not a promotion, thematic or cup preliminary section
	// (App. 2 item 1h).
	ItemEventType
	// ItemPlayers: at least 9 players, or a double round with at least 8
	// games per player (App. 2 item 1a).
	ItemPlayers
	// ItemRatedShare: at least 75% of the players rated (App. 2 item 1b).
	ItemRatedShare
	// ItemFixedShare: at least 60% with a fixed rating (App. 2 item 1c).
	ItemFixedShare
	// ItemAssumedRating: a section failing item 1b or 1c takes the assumed
	// rating of App. 2 item 3b; it fails when item 3b names none.
	ItemAssumedRating
	// ItemFederationKnown: every player's federation is given, so that items
	// 1d and 1e can be checked.
	ItemFederationKnown
	// ItemFederations: at least three federations (App. 2 item 1d).
	ItemFederations
	// ItemOneFederation: at most ⅔ of the players from one federation
	// (App. 2 item 1e).
	ItemOneFederation
)

// Rule cites the rule behind the item.
func (it Item) Rule() string {
	switch it {
	case ItemStartDate:
		return "App. 2 (events from " + regulationsFrom() + ")"
	case ItemTitleTournament:
		return "Tournament Rules 10.0.1"
	case ItemRatedEvent:
		return "Tournament Rules 9.2"
	case ItemEventType:
		return "App. 2 item 1h"
	case ItemPlayers:
		return "App. 2 item 1a"
	case ItemRatedShare:
		return "App. 2 item 1b"
	case ItemFixedShare:
		return "App. 2 item 1c"
	case ItemAssumedRating:
		return "App. 2 item 3b"
	case ItemFederationKnown:
		return "App. 2 items 1d, 1e"
	case ItemFederations:
		return "App. 2 item 1d"
	case ItemOneFederation:
		return "App. 2 item 1e"
	}
	return "unknown"
}

// String names the requirement in words.
func (it Item) String() string {
	switch it {
	case ItemStartDate:
		return "started on or after " + regulationsFrom()
	case ItemTitleTournament:
		return "announced as a title tournament"
	case ItemRatedEvent:
		return "rated"
	case ItemEventType:
		return "not a promotion, thematic or cup preliminary section"
	case ItemPlayers:
		return fmt.Sprintf("at least %d players (double round: at least %d games each)", MinPlayers, MinDoubleRoundGames)
	case ItemRatedShare:
		return "at least 75% rated players"
	case ItemFixedShare:
		return "at least 60% players with a fixed rating"
	case ItemAssumedRating:
		return "assumed rating for a section failing 1b or 1c"
	case ItemFederationKnown:
		return "every player's federation known"
	case ItemFederations:
		return fmt.Sprintf("at least %d federations", MinFederations)
	case ItemOneFederation:
		return "at most 2/3 of the players from one federation"
	}
	return "unknown"
}

// Check is one requirement checked on a section: the section's Value, the
// Limit it is held to (a minimum, or for ItemOneFederation and
// ItemFederationKnown a maximum), and whether it passes. Yes/no items have
// Value 1 for yes and Limit 1. For ItemPlayers in a double round with fewer
// than 9 players, Value and Limit are games per player and 8.
// ItemAssumedRating has the assumed rating as Value (0 when none).
type Check struct {
	Item  Item
	Value int
	Limit int
	Pass  bool
}

// String writes the check for a report, e.g.
// "App. 2 item 1b: at least 75% rated players: 11 (limit 10): pass".
func (c Check) String() string {
	verdict := "fail"
	if c.Pass {
		verdict = "pass"
	}
	return fmt.Sprintf("%s: %s: %d (limit %d): %s", c.Item.Rule(), c.Item, c.Value, c.Limit, verdict)
}

// Requirements is the check of a section against App. 2 item 1: its table
// row and every item with its value.
type Requirements struct {
	// Row is the section's row of the App. 2 item 1 table.
	Row TableRow
	// Checks holds every item checked, in the order of Item, failed or not.
	Checks []Check
	// AssumedRating is the rating every player takes (App. 2 item 3b) when
	// the section fails item 1b or 1c and the event has one; else 0.
	AssumedRating int
	// EarlierRules is true for a section with a start date before
	// RegulationsStart: App. 2 does not apply to it but the earlier norm
	// rules do (App. 2 head note), which Rating Desk does not compute
	// (EarlierRulesText). Its ItemStartDate check fails, with the
	// verdict VerdictEarlierRules, so TitleTournament is false: no norm is
	// computed, not "no norm".
	EarlierRules bool
	// Start is the section's start date (zero when none), which the
	// ItemStartDate check of a section under the earlier rules shows
	// (Requirements.Texts).
	Start time.Time
}

// TitleTournament reports whether the section offers norms: every check
// passes, except that a failed rated or fixed share is cured by an assumed
// rating (App. 2 item 3b).
func (r Requirements) TitleTournament() bool { return len(r.Failures()) == 0 }

// Failures lists the checks that keep the section from offering norms.
func (r Requirements) Failures() []Check {
	var out []Check
	for _, c := range r.Checks {
		if v := r.Verdict(c); v == VerdictFail || v == VerdictEarlierRules {
			out = append(out, c)
		}
	}
	return out
}

// CheckRequirements checks the section against App. 2 item 1 (and the
// conditions of Check's items). The players counted are all the
// participants at the start, withdrawn or not (App. 2 item 3a: a title
// result stays valid for the section as fixed at the start). Readings:
// a player without an ICCF rating but with a FIDE rating counts as rated
// and not fixed (App. 2 item 2.10: a FIDE rating is equivalent to an
// unfixed ICCF rating; docs/rules.md §3); federations are compared ignoring
// case and surrounding spaces.
func CheckRequirements(s Section) Requirements {
	a := len(s.Players)
	row := RequirementsTable(a, s.DoubleRound)
	yes := func(b bool) int {
		if b {
			return 1
		}
		return 0
	}
	started := !s.Start.IsZero() && !s.Start.Before(RegulationsStart())
	kind := s.Kind()
	typeOK := kind != PromotionEvent && kind != ThematicEvent && kind != CupPreliminaryEvent
	checks := []Check{
		{Item: ItemStartDate, Value: yes(started), Limit: 1, Pass: started},
		{Item: ItemTitleTournament, Value: yes(s.TitleTournament), Limit: 1, Pass: s.TitleTournament},
		{Item: ItemRatedEvent, Value: yes(s.Rated), Limit: 1, Pass: s.Rated},
		{Item: ItemEventType, Value: yes(typeOK), Limit: 1, Pass: typeOK},
	}
	if s.DoubleRound && a < MinPlayers {
		checks = append(checks, Check{Item: ItemPlayers, Value: row.Games, Limit: MinDoubleRoundGames, Pass: row.Games >= MinDoubleRoundGames})
	} else {
		checks = append(checks, Check{Item: ItemPlayers, Value: a, Limit: MinPlayers, Pass: a >= MinPlayers})
	}
	rated, fixed, unknownFed := 0, 0, 0
	feds := map[string]int{}
	for _, p := range s.Players {
		if p.Status != Unrated || p.FIDE > 0 {
			rated++
		}
		if p.Status == Fixed {
			fixed++
		}
		f := strings.ToUpper(strings.TrimSpace(p.Fed))
		if f == "" {
			unknownFed++
			continue
		}
		feds[f]++
	}
	most := 0
	for _, n := range feds {
		most = max(most, n)
	}
	ratedOK, fixedOK := rated >= row.MinRated, fixed >= row.MinFixed
	checks = append(checks,
		Check{Item: ItemRatedShare, Value: rated, Limit: row.MinRated, Pass: ratedOK},
		Check{Item: ItemFixedShare, Value: fixed, Limit: row.MinFixed, Pass: fixedOK})
	req := Requirements{Row: row, EarlierRules: !s.Start.IsZero() && !started, Start: s.Start}
	if !ratedOK || !fixedOK {
		r, ok := AssumedRating(kind, s.Board, s.Boards)
		checks = append(checks, Check{Item: ItemAssumedRating, Value: r, Limit: 1, Pass: ok})
		req.AssumedRating = r
	}
	checks = append(checks,
		Check{Item: ItemFederationKnown, Value: unknownFed, Limit: 0, Pass: unknownFed == 0},
		Check{Item: ItemFederations, Value: len(feds), Limit: MinFederations, Pass: len(feds) >= MinFederations},
		Check{Item: ItemOneFederation, Value: most, Limit: row.MaxOneFederation, Pass: most <= row.MaxOneFederation})
	req.Checks = checks
	return req
}
