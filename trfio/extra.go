package trfio

import (
	"fmt"
	"strconv"
	"strings"

	"ratingdesk/titles"
	"ratingdesk/xlsxio"
)

// extraPrefix starts the comment lines in which Rating Desk keeps what the
// TRF layout has no field for (docs/formats.md "TRF"): TRF26 allows
// comment lines starting ###, which other programs skip.
const extraPrefix = "### Rating Desk: "

// extras are the values read from Rating Desk's comment lines.
type extras struct {
	rated, titleTournament *bool
	// double is what "Double round:" says, with its line.
	double     *bool
	doubleLine int
	// status holds the rating status by starting rank, with its line.
	status map[int]statusAt
}

// statusAt is what Rating Desk's comment line gives of a player: the
// rating status, the declared FIDE rating, the withdrawal, and the line.
type statusAt struct {
	status    titles.RatingStatus
	fide      int
	withdrawn titles.Withdrawal
	cancelled bool
	line      int
}

// readExtra reads one of Rating Desk's comment lines: "Rated: no",
// "Title tournament: yes", "Double round: yes" (a double round robin,
// whose second games may all be unfinished, so that no pair meets twice
// in the rounds), or "No 3: unpublished, FIDE 2310, withdrawal
// accepted" (the rating status of the player of starting rank 3, the
// declared FIDE rating and the withdrawal, the last two optional). Other
// text is an error: the line is ours.
func (rd *reader) readExtra(l line, text string) {
	key, value, ok := strings.Cut(text, ":")
	key, value = strings.TrimSpace(key), strings.ToLower(strings.TrimSpace(value))
	yes, isBool := map[string]bool{"yes": true, "no": false}[value]
	switch {
	case ok && key == "Rated" && isBool:
		rd.extra.rated = &yes
	case ok && key == "Title tournament" && isBool:
		rd.extra.titleTournament = &yes
	case ok && key == "Double round" && isBool:
		rd.extra.double, rd.extra.doubleLine = &yes, l.num
	case ok && strings.HasPrefix(key, "No "):
		no, err := strconv.Atoi(strings.TrimSpace(key[3:]))
		st, good := parsePlayerExtra(value)
		if err != nil || !good {
			rd.p.errorf(l.num, len([]rune(extraPrefix))+1, "%q: expected No N: fixed, published or unpublished, then optionally FIDE and the rating, and withdrawal accepted, withdrawal not accepted or games cancelled, separated by commas", text)
			return
		}
		if first, given := rd.extra.status[no]; given {
			// Two lines for one player: which is meant is not guessed (a
			// tester's second line silently won).
			rd.p.errorf(l.num, len([]rune(extraPrefix))+1, "No %d is given a second time: also on line %d; keep one of the two lines", no, first.line)
			return
		}
		st.line = l.num
		rd.extra.status[no] = st
	default:
		rd.p.errorf(l.num, len([]rune(extraPrefix))+1, "%q is not a value Rating Desk writes: expected Rated: yes/no, Title tournament: yes/no, Double round: yes/no or No N: fixed/published/unpublished", text)
	}
}

// applyExtras sets what the comment lines give: the section's Rated and
// Title tournament, and each player's rating status, which needs a rating
// unless unrated. players are the 001 lines by starting rank: a status
// for a line whose rating could not be read is not applied, and is no
// error of its own (the rating's error is reported; whether the rating is
// there cannot be told).
func (rd *reader) applyExtras(sec *titles.Section, players []*player) {
	if rd.extra.rated != nil {
		sec.Rated = *rd.extra.rated
	}
	if rd.extra.titleTournament != nil {
		sec.TitleTournament = *rd.extra.titleTournament
	}
	for no, st := range rd.extra.status {
		if no < 1 || no > len(sec.Players) {
			rd.p.errorf(st.line, 0, "No %d: there is no player of starting rank %d (the players are numbered 1 to %d)", no, no, len(sec.Players))
			continue
		}
		p := &sec.Players[no-1]
		if players[no-1].ratingLost {
			continue
		}
		if st.status != titles.Unrated && p.StartRating == 0 {
			rd.p.errorf(st.line, 0, "No %d is %s, but the player's line gives no rating (columns 49–52)", no, st.status)
			continue
		}
		p.Status, p.FIDE, p.Withdrawn, p.GamesCancelled = st.status, st.fide, st.withdrawn, st.cancelled
	}
}

// parsePlayerExtra reads the value of a "No N:" comment line: the rating
// status, then optionally "FIDE 2310" and the withdrawal.
func parsePlayerExtra(value string) (statusAt, bool) {
	var st statusAt
	parts := strings.Split(value, ",")
	status, known := xlsxio.ParseRatingStatus(strings.TrimSpace(parts[0]))
	if !known {
		return st, false
	}
	st.status = status
	for _, part := range parts[1:] {
		part = strings.TrimSpace(part)
		switch {
		case strings.HasPrefix(part, "fide "):
			v, err := strconv.Atoi(strings.TrimSpace(part[5:]))
			if err != nil || v <= 0 || v > 9999 {
				return st, false
			}
			st.fide = v
		case part == "withdrawal accepted":
			st.withdrawn = titles.WithdrawalAccepted
		case part == "withdrawal not accepted":
			st.withdrawn = titles.WithdrawalNotAccepted
		case part == "games cancelled":
			st.withdrawn, st.cancelled = titles.WithdrawalAccepted, true
		default:
			return st, false
		}
	}
	return st, true
}

// playerExtra writes the value of a player's "No N:" comment line.
func playerExtra(p titles.SectionPlayer) string {
	parts := []string{p.Status.String()}
	if p.FIDE > 0 {
		parts = append(parts, fmt.Sprintf("FIDE %d", p.FIDE))
	}
	switch {
	case p.GamesCancelled:
		parts = append(parts, "games cancelled")
	case p.Withdrawn == titles.WithdrawalAccepted:
		parts = append(parts, "withdrawal accepted")
	case p.Withdrawn == titles.WithdrawalNotAccepted:
		parts = append(parts, "withdrawal not accepted")
	}
	return strings.Join(parts, ", ")
}

// writeExtras writes Rating Desk's comment lines for what the TRF layout
// has no field for: Rated and Title tournament when they differ from what
// a TRF is read with, Double round for a double round robin (its second
// games not finished leave no pair meeting twice), and every player's
// rating status, declared FIDE rating and withdrawal.
func writeExtras(w interface{ WriteString(string) (int, error) }, c *xlsxio.Crosstable) {
	s := &c.Section
	if !s.Rated {
		w.WriteString(extraPrefix + "Rated: no\r\n")
	}
	if s.TitleTournament != xlsxio.DefaultTitleTournament(s.Type) {
		w.WriteString(extraPrefix + "Title tournament: " + yesNo(s.TitleTournament) + "\r\n")
	}
	if s.DoubleRound {
		w.WriteString(extraPrefix + "Double round: yes\r\n")
	}
	for _, p := range s.Players {
		w.WriteString(fmt.Sprintf("%sNo %d: %s\r\n", extraPrefix, p.No, playerExtra(p)))
	}
}
