package trfio

import (
	"fmt"
	"strings"

	"ratingdesk/titles"
	"ratingdesk/xlsxio"
)

// meeting is one game of a pair as both lines agree on it, from the lower
// starting rank's side.
type meeting struct {
	round  int
	result titles.Result
	col    int // the block's column on the lower rank's line
}

// section builds the crosstable from what was read, or nil after an
// error.
func (rd *reader) section(path string) *xlsxio.Crosstable {
	if rd.hdr.lines["012"] == 0 {
		rd.p.errorf(1, 0, "the file has no 012 line (the tournament's name): a TRF starts with 012 and the event's name")
	}
	n := len(rd.players)
	switch {
	case n < 2:
		rd.p.errorf(max(1, rd.firstPlayerLine()), 0, "a section needs at least 2 players (001 lines); the file has %d", n)
		return nil
	case n > maxPlayers:
		rd.p.errorf(rd.firstPlayerLine(), 0, "the file has %d players (001 lines); a section has at most %d", n, maxPlayers)
		return nil
	}
	if h := rd.hdr; h.players > 0 && h.players != n {
		rd.p.warnf(h.lines["062"], 5, "062 says %d players but the file has %d player lines (001); the player lines are read", h.players, n)
	}
	players, complete := rd.byNo()
	if complete {
		rd.checkIDs(players)
	} else {
		rd.checkIDs(rd.players)
	}
	games := rd.crossCheck(players)
	if !complete {
		// Without every starting rank there is no section, but the
		// points and the dates are checked: every problem at once.
		rd.checkDates()
		rd.checkPoints(rd.players)
		return nil
	}
	// The section is built, and its points and dates checked, even after
	// an error elsewhere: every problem of the file is reported at once.
	ct := rd.build(path, players, games)
	if rd.p.list.HasErrors() {
		return nil
	}
	if err := ct.Section.Validate(); err != nil {
		rd.p.errorf(rd.firstPlayerLine(), 0, "the crosstable cannot be computed: %v", err)
		return nil
	}
	return ct
}

// firstPlayerLine is the line of the first 001 line, 0 when none.
func (rd *reader) firstPlayerLine() int {
	if len(rd.players) == 0 {
		return 0
	}
	return rd.players[0].line
}

// crossCheck checks every game on both players' lines and returns the
// games of each pair (i < j) in round order. players is indexed by
// starting rank; a rank no line has, or one given twice (nil), is
// skipped, as is a round that could not be read: their errors are
// reported.
func (rd *reader) crossCheck(players []*player) map[[2]int][]meeting {
	games := map[[2]int][]meeting{}
	for _, a := range players {
		if a == nil {
			continue
		}
		for r, ra := range a.rounds {
			if ra.opp == noOpponent || ra.unknown {
				continue
			}
			if ra.opp == a.no || ra.opp > len(players) {
				rd.p.errorf(a.line, ra.col, "round %d: the opponent %d is not another player of the section: the players are numbered 1 to %d", r+1, ra.opp, len(players))
				continue
			}
			b := players[ra.opp-1]
			if b == nil || !rd.agree(a, b, r) || a.no > b.no {
				continue
			}
			key := [2]int{a.no - 1, b.no - 1}
			games[key] = append(games[key], meeting{round: r + 1, result: resultOf(ra.code), col: ra.col})
		}
	}
	for key, ms := range games {
		if len(ms) > 2 {
			a := players[key[0]]
			rd.p.errorf(a.line, ms[2].col, "%s (%d) and %s (%d) meet in %d rounds (%s): a round robin has one game a pair, a double round robin two", a.label(), a.no, players[key[1]].label(), key[1]+1, len(ms), roundList(ms))
		}
	}
	return games
}

// agree checks a's round r against b's line: b must name a in the same
// round, with the other colour and the reverse result. A disagreement is
// reported once, from the line of the lower starting rank when both lines
// name each other. It is not reported when b's round r could not be read
// (its error is reported); an error elsewhere on b's line does not keep
// the rounds that were read from being compared.
func (rd *reader) agree(a, b *player, r int) bool {
	ra := a.rounds[r]
	var rb round
	if r < len(b.rounds) {
		rb = b.rounds[r]
	}
	if rb.opp == a.no && resultOf(rb.code) == resultOf(ra.code).Reverse() && coloursAgree(ra.colour, rb.colour) {
		return true
	}
	if b.unknownRound(r) || (rb.opp == a.no && a.no > b.no) {
		return false
	}
	rd.p.errorf(a.line, ra.col, "line %d round %d says %s; line %d round %d says %s: both lines must tell the same game",
		a.line, r+1, a.says(ra, b), b.line, r+1, b.saysRound(rb, r, a))
	return false
}

// coloursAgree: one player had White and the other Black, or neither
// line gives a colour.
func coloursAgree(a, b rune) bool {
	return (a == 'w' && b == 'b') || (a == 'b' && b == 'w') || (a == '-' && b == '-')
}

// resultOf is the crosstable result of a TRF result code, from the line's
// player's side (docs/formats.md "TRF"): 1 = 0 played; + and - forfeits;
// W and L (the game lasted less than one move, not rated) as forfeits, won
// and lost; blank, with an opponent, a game not finished.
func resultOf(code rune) titles.Result {
	switch code {
	case '1':
		return titles.Win
	case '=':
		return titles.Draw
	case '0':
		return titles.Loss
	case '+', 'W':
		return titles.ForfeitWin
	case '-', 'L':
		return titles.ForfeitLoss
	}
	return titles.Unfinished
}

// label names the player as messages do: the name, else "ID n".
func (p *player) label() string {
	if p.name != "" {
		return p.name
	}
	return fmt.Sprintf("ID %d", p.id)
}

// says tells what p's block r says of the game against b.
func (p *player) says(r round, b *player) string {
	colour := map[rune]string{'w': " with white", 'b': " with black"}[r.colour]
	verb := map[titles.Result]string{
		titles.Win: "won", titles.Draw: "drew", titles.Loss: "lost",
		titles.ForfeitWin: "won by forfeit", titles.ForfeitLoss: "lost by forfeit", titles.Unfinished: "has not finished the game",
	}[resultOf(r.code)]
	return fmt.Sprintf("%s (%d) %s%s against %s (%d)", p.label(), p.no, verb, colour, b.label(), b.no)
}

// saysRound tells what p's block of round r says, against a or not.
func (p *player) saysRound(rb round, r int, a *player) string {
	switch {
	case r >= len(p.rounds):
		return fmt.Sprintf("%s (%d) has no round %d (the line ends before it)", p.label(), p.no, r+1)
	case rb.opp == noOpponent:
		return fmt.Sprintf("%s (%d) has no opponent (0000)", p.label(), p.no)
	case rb.opp != a.no:
		return fmt.Sprintf("%s (%d) played %d", p.label(), p.no, rb.opp)
	}
	return p.says(rb, a)
}

// roundList writes the rounds of the meetings: "3, 7, 12".
func roundList(ms []meeting) string {
	s := make([]string, len(ms))
	for i, m := range ms {
		s[i] = fmt.Sprint(m.round)
	}
	return strings.Join(s, ", ")
}
