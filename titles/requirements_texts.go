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
	}
	return strconv.Itoa(c.Value), "at least " + strconv.Itoa(c.Limit)
}
