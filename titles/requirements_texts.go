package titles

import (
	"fmt"
	"strconv"
)

// Texts writes the check's section value and its limit for a table or a
// printed statement (App. 2 item 1): "13" and "at least 9", "yes" and
// "required".
func (c Check) Texts() (value, limit string) {
	yesNo := func(v int) string {
		if v != 0 {
			return "yes"
		}
		return "no"
	}
	switch c.Item {
	case ItemStartDate, ItemTitleTournament, ItemRatedEvent, ItemEventType:
		return yesNo(c.Value), "required"
	case ItemAssumedRating:
		if c.Value == 0 {
			return "none for this event", "required"
		}
		return strconv.Itoa(c.Value), "named by item 3b"
	case ItemFederationKnown:
		return fmt.Sprintf("%d unknown", c.Value), "none unknown"
	case ItemOneFederation:
		return strconv.Itoa(c.Value), "at most " + strconv.Itoa(c.Limit)
	case ItemPlayers:
		if c.CountsGames() {
			// Games under a heading of players: say which (a tester read
			// "12, at least 8" as players).
			return fmt.Sprintf("%d games each", c.Value), fmt.Sprintf("at least %d games each", c.Limit)
		}
	}
	return strconv.Itoa(c.Value), "at least " + strconv.Itoa(c.Limit)
}

// Verdict is what one requirement comes to for a section (App. 2 item 1):
// passed, failed, or failed but cured by the assumed rating of App. 2 item
// 3b (a rated or fixed share short in an event that names one).
type Verdict int8

// The verdicts of a requirement.
const (
	// VerdictPass: the section meets the requirement.
	VerdictPass Verdict = iota + 1
	// VerdictFail: the section fails it and offers no title norms.
	VerdictFail
	// VerdictAssumed: the rated share (item 1b) or the fixed share (item
	// 1c) is short, and every player takes the assumed rating (item 3b).
	VerdictAssumed
	// VerdictEarlierRules: the start date of a section started before 1
	// April 2017 (Requirements.EarlierRules): App. 2 does not apply, the
	// earlier rules do (App. 2 head note). No failure of the section: its
	// norms are not computed.
	VerdictEarlierRules
)

// Verdict is what check c comes to in the section: a failed rated or fixed
// share is cured when the section has an assumed rating (App. 2 item 3b).
func (r Requirements) Verdict(c Check) Verdict {
	switch {
	case c.Pass:
		return VerdictPass
	case (c.Item == ItemRatedShare || c.Item == ItemFixedShare) && r.AssumedRating > 0:
		return VerdictAssumed
	case c.Item == ItemStartDate && r.EarlierRules:
		return VerdictEarlierRules
	}
	return VerdictFail
}

// Texts writes check c's section value and limit as Check.Texts does,
// except that the start date of a section under the earlier rules is
// the date itself against the first date of App. 2: "1 May 2016" and
// "from 1 April 2017" (App. 2 head note), not "no" against "required".
func (r Requirements) Texts(c Check) (value, limit string) {
	if c.Item == ItemStartDate && r.EarlierRules {
		return r.Start.Format("2 January 2006"), "from " + regulationsFrom()
	}
	return c.Texts()
}

// String writes the verdict in a table of the requirements: "pass",
// "fail", "fail: assumed rating applies (App. 2 item 3b)", or "earlier
// rules, not computed" (App. 2 head note).
func (v Verdict) String() string {
	switch v {
	case VerdictPass:
		return "pass"
	case VerdictAssumed:
		return "fail: assumed rating applies (App. 2 item 3b)"
	case VerdictEarlierRules:
		return "earlier rules, not computed"
	}
	return "fail"
}

// Short writes the verdict in a narrow printed column: "pass", "FAIL",
// "fail, item 3b" or "earlier rules".
func (v Verdict) Short() string {
	switch v {
	case VerdictPass:
		return "pass"
	case VerdictAssumed:
		return "fail, item 3b"
	case VerdictEarlierRules:
		return "earlier rules"
	}
	return "FAIL"
}

// CountsGames reports whether an ItemPlayers check counts the games per
// player of a double round with fewer than MinPlayers players (Limit
// MinDoubleRoundGames) rather than the players (App. 2 item 1a).
func (c Check) CountsGames() bool {
	return c.Item == ItemPlayers && c.Limit == MinDoubleRoundGames
}

// MetText words a requirement the section met, as a norm certificate lists
// it (App. 2 item 1): "13 players, ≥ 9 (1a)", "started 1 May 2017 (from 1
// April 2017)"; start is the section's start date as the certificate
// writes it. A rated or fixed share that is short (cured by the assumed
// rating, which has its own line) gives "".
func (c Check) MetText(start string) string {
	switch c.Item {
	case ItemStartDate:
		return "started " + start + " (from " + regulationsFrom() + ")"
	case ItemTitleTournament, ItemRatedEvent:
		return c.Item.String()
	case ItemEventType:
		return c.Item.String() + " (1h)"
	case ItemPlayers:
		if c.CountsGames() {
			return fmt.Sprintf("%d games each in a double round, ≥ %d (1a)", c.Value, c.Limit)
		}
		return fmt.Sprintf("%d players, ≥ %d (1a)", c.Value, c.Limit)
	case ItemRatedShare, ItemFixedShare:
		return c.shareMetText()
	case ItemAssumedRating:
		return fmt.Sprintf("assumed rating %d for every player, the rated or fixed share being short (3b)", c.Value)
	case ItemFederationKnown:
		return "every federation known"
	case ItemFederations:
		return fmt.Sprintf("%d federations, ≥ %d (1d)", c.Value, c.Limit)
	case ItemOneFederation:
		return fmt.Sprintf("at most %d from one federation, ≤ %d (1e)", c.Value, c.Limit)
	}
	return ""
}

// shareMetText words a rated or fixed share met: "11 rated, ≥ 10 (1b)";
// "" when it is short.
func (c Check) shareMetText() string {
	if !c.Pass {
		return ""
	}
	if c.Item == ItemRatedShare {
		return fmt.Sprintf("%d rated, ≥ %d (1b)", c.Value, c.Limit)
	}
	return fmt.Sprintf("%d fixed, ≥ %d (1c)", c.Value, c.Limit)
}

// Met words every requirement the section met, in the order of Checks, as
// a norm certificate lists them (Check.MetText); start is the section's
// start date as the certificate writes it.
func (r Requirements) Met(start string) []string {
	var out []string
	for _, c := range r.Checks {
		if t := c.MetText(start); t != "" {
			out = append(out, t)
		}
	}
	return out
}
