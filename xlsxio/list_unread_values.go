package xlsxio

import (
	"fmt"
	"strings"

	"ratingdesk/titles"
)

// What the first values of an unread column look like
// (docs/rules.d/xlsxio-read.md "Columns not read"). Each test is cheap:
// it looks at the values of the first unreadSampleRows data rows only.

// maxSniffGames bounds the game counts looksLikeGames takes: a column of
// larger whole numbers (IDs, postcodes) holds no game counts.
const maxSniffGames = 9999

// mostly reports whether k of n values are at least three quarters of
// them, and at least one.
func mostly(k, n int) bool { return k > 0 && 4*k >= 3*n }

// isRatingLike reports whether v is a number from 1000 to 3000, the
// plausible ratings (docs/formats.md "Rating list").
func isRatingLike(t *table, v sniffValue) bool {
	if v.date {
		return false
	}
	x, err := ParseNumber(v.text, t.mark)
	return err == nil && x >= 1000 && x <= 3000
}

// looksLikeRatings reports whether the values are mostly numbers from
// 1000 to 3000.
func looksLikeRatings(t *table, vs []sniffValue) bool {
	k := 0
	for _, v := range vs {
		if isRatingLike(t, v) {
			k++
		}
	}
	return mostly(k, len(vs))
}

// looksLikeGames reports whether the values are all whole numbers from 0
// to maxSniffGames, some of them at least 12 (the games a published
// rating needs), and neither look like ratings nor never decrease (a
// numbering or a rank, 1, 2, 3 …, of three values or more).
func looksLikeGames(t *table, vs []sniffValue) bool {
	some, falls := false, len(vs) < 3
	prev := int64(-1)
	for _, v := range vs {
		n, err := parseWhole(v.text, DecimalPoint)
		if v.date || err != nil || n < 0 || n > maxSniffGames {
			return false
		}
		some = some || n >= 12
		falls = falls || n < prev
		prev = n
	}
	return some && falls && !looksLikeRatings(t, vs)
}

// isDateLike reports whether v is a date: a workbook date cell, or a
// text ParseDate reads (day first or month first).
func isDateLike(v sniffValue) bool {
	if v.date {
		return true
	}
	if v.number {
		return false
	}
	if _, err := ParseDate(v.text, false); err == nil {
		return true
	}
	_, err := ParseDate(v.text, true)
	return err == nil
}

// looksLikeDates reports whether the values are mostly dates.
func looksLikeDates(_ *table, vs []sniffValue) bool {
	k := 0
	for _, v := range vs {
		if isDateLike(v) {
			k++
		}
	}
	return mostly(k, len(vs))
}

// looksLikeYesNo reports whether the values are all yes or no
// (ParseYesNo), one of them written out (yes, no, true or false): a
// column of x, y or 1 alone may mark anything.
func looksLikeYesNo(_ *table, vs []sniffValue) bool {
	word := false
	for _, v := range vs {
		if _, err := ParseYesNo(v.text); err != nil {
			return false
		}
		word = word || len(v.text) > 1 && !allDigits(v.text)
	}
	return word
}

// isEventType reports whether v is an event type the rules know
// (titles.ClassifyEvent: a thematic, promotion or cup preliminary event,
// one of App. 2 item 3b).
func isEventType(v sniffValue) bool {
	return !v.number && titles.ClassifyEvent(v.text) != titles.OtherEvent
}

// looksLikeEventTypes reports whether a value is a known event type.
func looksLikeEventTypes(_ *table, vs []sniffValue) bool {
	for _, v := range vs {
		if isEventType(v) {
			return true
		}
	}
	return false
}

// examples are up to three different values of vs that pass is, as a
// message shows them (a date cell as YYYY-MM-DD, a text quoted when
// quote), then "…" when there are more: "2231, 2265, 2497, …".
func examples(t *table, vs []sniffValue, is func(sniffValue) bool, quote bool) string {
	seen := map[string]bool{}
	var out []string
	for _, v := range vs {
		if !is(v) || seen[v.text] {
			continue
		}
		if len(out) == 3 {
			return strings.Join(append(out, "…"), ", ")
		}
		seen[v.text] = true
		out = append(out, shownValue(t, v, quote))
	}
	return strings.Join(out, ", ")
}

// thematicFirst is vs with the thematic event types first, so that the
// examples of a Type column show the type that matters most.
func thematicFirst(vs []sniffValue) []sniffValue {
	out := make([]sniffValue, 0, len(vs))
	for _, v := range vs {
		if !v.number && titles.ClassifyEvent(v.text) == titles.ThematicEvent {
			out = append(out, v)
		}
	}
	for _, v := range vs {
		if v.number || titles.ClassifyEvent(v.text) != titles.ThematicEvent {
			out = append(out, v)
		}
	}
	return out
}

// shownValue is a value as a message shows it (examples).
func shownValue(t *table, v sniffValue, quote bool) string {
	if v.date {
		if x, err := ParseNumber(v.text, DecimalPoint); err == nil {
			if d, err := DateFromSerial(x, t.date1904); err == nil {
				return d.Format("2006-01-02")
			}
		}
	}
	if quote {
		return fmt.Sprintf("%q", v.text)
	}
	return v.text
}

// misheadedText is the error of an unread column c whose values look
// like the schema's column known, which the list lacks and the rules
// need (docs/rules.d/xlsxio-read.md "Columns not read"): what it holds,
// which heading to give it if it holds that column, and else to add the
// column, since without it the list would be read wrongly. (A new
// heading alone would leave the values looking alike.)
func misheadedText(t *table, s *schema, c *unreadColumn, known int) string {
	col := s.columns[known]
	var holds, without string
	switch col.name {
	case "Rating":
		holds = "numbers like ratings (" + examples(t, c.values, func(v sniffValue) bool { return isRatingLike(t, v) }, false) + ")"
		without = "add a Rating column (empty for unrated players), for without one every player is read as unrated"
	case "Games":
		holds = "whole numbers like game counts (" + examples(t, c.values, func(sniffValue) bool { return true }, false) + ")"
		without = "add a Games column, for without one every player is read with 0 rated games and none of the ratings counts as published (Rules 1.4)"
	case "Finished":
		holds = "dates (" + examples(t, c.values, isDateLike, false) + ")"
		without = "add a Finished column (empty for a game without a finish date), for without one every game is read without a finish date"
	default: // Type
		holds = "event types (" + examples(t, thematicFirst(c.values), isEventType, true) + ")"
		without = "add a Type column, for without one a thematic event's games are rated, which Tournament Rules 9.2a excludes"
	}
	return fmt.Sprintf("column %s %q holds %s, and the %s has no %s column: head it %s if it holds %s; if it holds something else, %s",
		columnName(c.col), c.heading, holds, s.listWord(), col.name, s.describe(known), columnNoun(col.name), without)
}

// erred reports whether an unread column was found to hold the schema's
// column i, an error (problems): the list's own warning of lacking the
// column is then not given.
func (u *listUnread) erred(i int) bool { return u != nil && u.misheaded[i] }
