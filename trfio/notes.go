package trfio

import (
	"fmt"
	"io"

	"ratingdesk/titles"
)

// unfinishedGames counts the section's games that are not finished: a
// pair's games not played to the end, each game of a double round once.
func unfinishedGames(s *titles.Section) int {
	n := 0
	for i := range s.Players {
		for j := i + 1; j < len(s.Players); j++ {
			g := s.Games[i][j]
			for k := range s.GamesPerPair() {
				if k >= len(g) || !g[k].Finished() {
					n++
				}
			}
		}
	}
	return n
}

// gamesWord is "1 game" or "n games".
func gamesWord(n int) string {
	if n == 1 {
		return "1 game is"
	}
	return fmt.Sprintf("%d games are", n)
}

// runningNote is the warning that the section is still running: its
// games not finished are written as rounds not paired (block).
func runningNote(unfinished int) string {
	return fmt.Sprintf("the section is still running: %s not finished; a TRF has no code for a game in progress, so their rounds are left empty on both players' lines (TRF-16 reads an empty round as not paired, a zero-point bye); the file is not the section's final crosstable", gamesWord(unfinished))
}

// writeNotes writes the comment lines (### , which TRF26 allows and other
// programs skip) that say what the file holds that a TRF reader would not
// expect (docs/formats.md "What is written"): that the rounds and colours
// are those of the Berger tables and not of play, that the rating and ID
// fields hold ICCF's start rating and ID, the character set, and, for a
// running section, how many games are not finished.
func writeNotes(w io.StringWriter, s *titles.Section, unfinished int) {
	n := len(s.Players)
	tables := fmt.Sprintf("the FIDE Berger tables (FIDE Handbook C.05 Annex 1) for %d players", n+n%2)
	if n%2 == 1 {
		tables += fmt.Sprintf(", number %d being the free round (0000 - Z)", n+1)
	}
	if s.DoubleRound {
		tables += ", played twice, the second cycle with the colours reversed"
	}
	lines := []string{
		"### The rounds and colours are not those of play: a correspondence crosstable has no rounds (its games are played at the same time) and does not say who had White.",
		"### The games are laid out by crosstable number in the rounds and colours of " + tables + ".",
		"### Columns 49-52 hold the ICCF start rating and columns 58-68 the ICCF ID, not a FIDE rating and FIDE ID.",
		"### The file is UTF-8; its columns are counted in characters, not bytes.",
	}
	if unfinished > 0 {
		lines = append(lines, fmt.Sprintf("### The section is still running: %s not finished; their rounds are left empty on both players' lines (not paired).", gamesWord(unfinished)))
	}
	for _, l := range lines {
		w.WriteString(l + "\r\n")
	}
}
