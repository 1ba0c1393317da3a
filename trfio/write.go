package trfio

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"time"

	"ratingdesk/titles"
	"ratingdesk/xlsxio"
)

// Encode writes the section c as a TRF-16 file (docs/formats.md "TRF":
// what is written) that Swiss-Manager and Vega open: the tournament lines
// from the key block, then a 001 line for every player in start-number
// order with the points of its results and the rank (place) of
// standings (titles.Standings of the section, computed by the caller) and
// the round blocks of the FIDE Berger tables (schedule; a double round
// robin plays them twice, colours reversed; a game not finished is an
// empty block), then Rating Desk's comment lines (### Rating Desk: …)
// with what the layout has no field for: Rated, Title tournament, Double
// round and each player's rating status. Comment lines after the
// tournament lines say that the rounds and colours are invented, what
// the rating and ID fields hold, and how many games are not finished
// (writeNotes). Lines end with CR LF. It returns what the TRF cannot hold
// (a second title, a name longer than 33 characters, …) and that the
// section is still running, for the caller to warn about; the file is
// written all the same.
func Encode(w io.Writer, c *xlsxio.Crosstable, standings []titles.Standing) ([]string, error) {
	s := &c.Section
	n := len(s.Players)
	if len(standings) != n {
		return nil, fmt.Errorf("trfio: %d standings for %d players", len(standings), n)
	}
	bw := bufio.NewWriter(w)
	writeHeader(bw, c)
	unfinished := unfinishedGames(s)
	writeNotes(bw, s, unfinished)
	sched := schedule(n, s.DoubleRound)
	byPlayer := make([]titles.Standing, n)
	for _, st := range standings {
		byPlayer[st.Player] = st
	}
	var notes []string
	for i := range s.Players {
		notes = append(notes, playerLine(bw, s, i, byPlayer[i], sched)...)
	}
	writeExtras(bw, c)
	lost := lostKeys(c)
	if unfinished > 0 {
		lost = append(lost, runningNote(unfinished))
	}
	notes = append(lost, dedupe(notes)...)
	return notes, bw.Flush()
}

// writeHeader writes the tournament lines: 012 "Tournament / Section"
// (the tournament alone when the names are the same), 032 Organiser, 042
// Start, 052 Finished, 062 and 072 the players and the rated players, 092
// Type, 102 Arbiter, 112 Tournament director; an empty value is left out,
// but for 012.
func writeHeader(w *bufio.Writer, c *xlsxio.Crosstable) {
	s := &c.Section
	rated := 0
	for _, p := range s.Players {
		if p.StartRating > 0 {
			rated++
		}
	}
	date := func(t time.Time) string {
		if t.IsZero() {
			return ""
		}
		return t.Format("2006/01/02")
	}
	lines := [][2]string{
		{"012", headerName(s.Tournament, s.Name)},
		{"032", c.Officials.Organiser},
		{"042", date(s.Start)},
		{"052", date(s.Finished)},
		{"062", fmt.Sprint(len(s.Players))},
		{"072", fmt.Sprint(rated)},
		{"092", s.Type},
		{"102", c.Officials.Arbiter},
		{"112", c.Officials.Director},
	}
	for _, l := range lines {
		// 012 is written even when empty: a TRF without it is refused
		// (reader.section), and a section read without a name must read
		// back.
		if v := oneLine(l[1]); v != "" || l[0] == "012" {
			fmt.Fprintf(w, "%s %s\r\n", l[0], v)
		}
	}
}

// headerName is the 012 value: "Tournament / Section", or one of them when
// the other is empty or the same.
func headerName(tournament, section string) string {
	switch {
	case section == "" || section == tournament:
		return tournament
	case tournament == "":
		return section
	}
	return tournament + " / " + section
}

// oneLine puts a value on one line: line ends and tabs become spaces.
func oneLine(s string) string {
	return strings.TrimSpace(strings.NewReplacer("\r\n", " ", "\r", " ", "\n", " ", "\t", " ").Replace(s))
}

// lostKeys says which values of the key block a TRF does not hold (Rated,
// Title tournament and the rating statuses are kept in Rating Desk's
// comment lines, see writeExtras).
func lostKeys(c *xlsxio.Crosstable) []string {
	s := &c.Section
	var out []string
	if s.Board > 0 || s.Boards > 0 {
		out = append(out, "Board and Boards (a team tournament's board) are not in a TRF")
	}
	return out
}

// yesNo writes a flag as the key block does.
func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// dedupe keeps the first of equal notes.
func dedupe(notes []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, n := range notes {
		if !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	return out
}
