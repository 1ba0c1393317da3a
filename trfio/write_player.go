package trfio

import (
	"bufio"
	"fmt"
	"strings"
	"unicode/utf8"

	"ratingdesk/titles"
)

// resultCode is the TRF code of a finished game's result.
func resultCode(r titles.Result) byte {
	switch r {
	case titles.Win:
		return '1'
	case titles.Draw:
		return '='
	case titles.Loss:
		return '0'
	case titles.ForfeitWin:
		return '+'
	}
	return '-'
}

// playerLine writes player i's 001 line and returns what it could not
// hold.
func playerLine(w *bufio.Writer, s *titles.Section, i int, st titles.Standing, sched [][]slot) []string {
	p := s.Players[i]
	var notes []string
	title := ""
	if len(p.Titles) > 0 {
		title = p.Titles[0]
	}
	if _, letter := oneLetterTitles[strings.ToLower(title)]; letter {
		notes = append(notes, fmt.Sprintf("No %d %s: the title %q is not written: a TRF reads it as a TRF06 title letter", p.No, p.Name, title))
		title = ""
	}
	if len(p.Titles) > 1 || utf8.RuneCountInString(title) > 3 {
		notes = append(notes, fmt.Sprintf("No %d %s: a TRF holds one title of up to 3 letters; %q is written", p.No, p.Name, clip(title, 3)))
	}
	if utf8.RuneCountInString(p.Name) > 33 {
		notes = append(notes, fmt.Sprintf("No %d: the name %q is longer than the 33 characters of a TRF and is cut", p.No, p.Name))
	}
	points := fmtPoints(float64(linePoints(s, i)) / 2)
	if len(points) > 4 {
		notes = append(notes, fmt.Sprintf("No %d: %s points do not fit the 4 columns of a TRF's points and are left blank", p.No, points))
		points = ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "001 %4d  %-3s %-33s %4s %-3s %11s %10s %4s %4s  ", p.No, clip(title, 3), clip(p.Name, 33),
		blankZero(p.StartRating, 4), clip(p.Fed, 3), blankZero(int(p.ID), 11), "", points, blankZero(st.Place, 4))
	for _, sl := range sched[i] {
		b.WriteString(block(s, i, sl))
	}
	fmt.Fprintf(w, "%s\r\n", padLine(b.String(), len(sched[i])))
	return notes
}

// padLine ends a player line after the result column of its last round
// block, so that every line of the section has as many blocks, a game
// not finished in the last round (an empty block) included: the blanks
// after the result are dropped, an empty last block is kept as blanks
// (docs/formats.md "What is written"; a TD re-tester found lines whose
// last round was unfinished cut short). rounds is the number of blocks.
func padLine(line string, rounds int) string {
	line = strings.TrimRight(line, " ")
	if rounds == 0 {
		return line
	}
	width := colRounds - 1 + (rounds-1)*blockWidth + 8
	if n := utf8.RuneCountInString(line); n < width {
		line += strings.Repeat(" ", width-n)
	}
	return line
}

// linePoints is what player i's results score, in half points (titles'
// scoring: forfeits count): the points a TRF line must add up to. It is
// the standings' score except for a section in which a player's games
// were cancelled, whose games the standings count for nobody (App. 2
// item 3a) while the lines still show them.
func linePoints(s *titles.Section, i int) titles.HalfPoints {
	var sum titles.HalfPoints
	for _, games := range s.Games[i] {
		for _, r := range games {
			sum += r.Points()
		}
	}
	return sum
}

// block writes one round block, 10 characters: the free round of an odd
// section as 0000 - Z; a game not finished as an empty block, which
// TRF-16 reads as not paired (four blanks are 0000, a blank colour -, a
// blank result Z): it has no code for a game in progress, and an opponent
// with a blank result would be a zero-point bye naming an opponent
// (docs/formats.md "What is written").
func block(s *titles.Section, i int, sl slot) string {
	if sl.opp < 0 {
		return "0000 - Z  "
	}
	var r titles.Result
	if g := s.Games[i][sl.opp]; sl.game < len(g) {
		r = g[sl.game]
	}
	if !r.Finished() {
		return strings.Repeat(" ", blockWidth)
	}
	colour := 'b'
	if sl.white {
		colour = 'w'
	}
	return fmt.Sprintf("%4d %c %c  ", s.Players[sl.opp].No, colour, resultCode(r))
}

// clip cuts s to n characters.
func clip(s string, n int) string {
	s = oneLine(s)
	r := []rune(s)
	if len(r) > n {
		return string(r[:n])
	}
	return s
}

// blankZero writes v right-aligned in width, blanks for 0.
func blankZero(v, width int) string {
	if v == 0 {
		return ""
	}
	return fmt.Sprintf("%*d", width, v)
}
