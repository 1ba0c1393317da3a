// Package words writes counts as Rating Desk's messages, in the app and
// on the command line, write them: "1 game", "12 games", "20,000
// players" (docs/cli.md "What every command does the same way").
package words

import (
	"strconv"
	"strings"
)

// Number writes n with its digits grouped by thousands with commas, as
// English text writes a count: 959626 → "959,626", 999 → "999".
func Number(n int) string {
	s := strconv.Itoa(n)
	digits := s
	if n < 0 {
		digits = s[1:]
	}
	if len(digits) <= 3 {
		return s
	}
	out := make([]byte, 0, len(s)+len(digits)/3)
	if n < 0 {
		out = append(out, '-')
	}
	lead := len(digits) % 3
	if lead == 0 {
		lead = 3
	}
	out = append(out, digits[:lead]...)
	for i := lead; i < len(digits); i += 3 {
		out = append(out, ',')
		out = append(out, digits[i:i+3]...)
	}
	return string(out)
}

// Count writes n (Number) with the noun that agrees with it: one for 1,
// many otherwise ("0 games", "1 game", "20,000 games").
func Count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return Number(n) + " " + many
}

// Agree is the word that agrees with n, without n: one for 1, many
// otherwise ("differs", "differ").
func Agree(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// And joins items as a sentence lists them: "a", "a and b", "a, b and c";
// "" for none.
func And(items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}
