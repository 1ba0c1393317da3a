package trfio

import (
	"fmt"
	"strings"

	"ratingdesk/internal/words"
	"ratingdesk/titles"
	"ratingdesk/xlsxio"
)

// build makes the section of the players (by starting rank) and the games
// of each pair, and checks the points and dates (Section.Validate is left
// to the caller, for a section without errors).
func (rd *reader) build(path string, players []*player, games map[[2]int][]meeting) *xlsxio.Crosstable {
	double := rd.doubleRound(players, games)
	sps := make([]titles.SectionPlayer, len(players))
	for i, p := range players {
		sps[i] = rd.sectionPlayer(p)
	}
	rd.warnStatus(sps)
	sec := titles.NewSection(sps, double)
	h := &rd.hdr
	sec.Tournament, sec.Name = h.names()
	sec.Type = h.eventType
	if sec.Type != "" && !xlsxio.KnownEventType(sec.Type) {
		rd.p.warnf(h.lines["092"], 5, "092 (type of tournament) %q %s (the iccf-2017 rating of a player without a rating or a FIDE rating needs one), and it is a title tournament only as the Title tournament key, or its default for the type's words, says", sec.Type, xlsxio.NotAnEventType)
	}
	sec.TitleTournament = xlsxio.DefaultTitleTournament(sec.Type)
	rd.applyExtras(&sec, players)
	sec.Start, sec.Finished = h.start, h.end
	rd.checkDates()
	loc := &locator{start: h.lines["042"], lines: make([]int, len(players)), cols: map[[2]int]int{}}
	for i, p := range players {
		loc.lines[i] = p.line
	}
	for key, ms := range games {
		results := make([]titles.Result, sec.GamesPerPair())
		for k, m := range ms[:min(len(ms), len(results))] {
			results[k] = m.result
		}
		sec.SetGames(key[0], key[1], results...)
		loc.cols[key] = ms[0].col
		loc.cols[[2]int{key[1], key[0]}] = players[key[1]].roundCol(ms[0].round)
	}
	rd.checkPoints(players)
	officials := xlsxio.Officials{Arbiter: h.arbiter, Director: h.director, Organiser: h.federation}
	return xlsxio.NewLocatedCrosstable(path, sec, rd.count, officials, loc)
}

// doubleRound tells whether the section is a double round robin: a pair
// meets twice in the rounds, or Rating Desk's comment line "Double round:
// yes" says so (a running double round whose second games are all
// unfinished has no pair meeting twice). Without that line, few pairs
// meeting twice are warned of (warnFewTwice); "Double round: no" with a
// pair that meets twice is an error at the comment line.
func (rd *reader) doubleRound(players []*player, games map[[2]int][]meeting) bool {
	twice := false
	for _, ms := range games {
		twice = twice || len(ms) == 2
	}
	said := rd.extra.double
	switch {
	case said == nil && twice:
		rd.warnFewTwice(players, games)
	case said != nil && !*said && twice:
		rd.p.errorf(rd.extra.doubleLine, len([]rune(extraPrefix))+1, "Double round: no, but pairs meet twice in the rounds: a single round robin has one game a pair; delete this line or the second meetings")
	}
	return twice || (said != nil && *said)
}

// warnFewTwice warns when a double round rests on few pairs: fewer than
// half of the pairs that meet meet twice, which is more likely a game
// typed twice (or a wrong round) than a double round whose other second
// games are all unfinished (a tester: one extra meeting made the section
// a double round without a word). At the first such pair's line.
func (rd *reader) warnFewTwice(players []*player, games map[[2]int][]meeting) {
	var twice [][2]int
	for key, ms := range games {
		if len(ms) == 2 {
			twice = append(twice, key)
		}
	}
	k, few := xlsxio.FewPairsTwice(twice, len(games))
	if !few {
		return
	}
	rd.p.warnf(players[k[0]].line, games[k][1].col, "only %d of the %d pairs that meet meet twice (the first: starting ranks %d and %d): the section is read as a double round, whose other second games are not finished; if a second meeting is a mistake, delete it",
		len(twice), len(games), k[0]+1, k[1]+1)
}

// roundCol is the column of round n's block on p's line.
func (p *player) roundCol(n int) int { return colRounds + (n-1)*blockWidth }

// sectionPlayer is the section's player of a 001 line. The ID field holds
// the ICCF ID and the rating the start rating (docs/rules.md "TRF"); a
// player with a rating is rated and not fixed, as a TRF has no status.
func (rd *reader) sectionPlayer(p *player) titles.SectionPlayer {
	for _, u := range p.unknownTitles {
		rd.p.warnf(p.line, colTitle, "the title %q is not an ICCF title (%s); it is kept as written", u, strings.Join(xlsxio.KnownTitles(), ", "))
	}
	sp := titles.SectionPlayer{No: p.no, ID: p.id, Name: p.name, Fed: p.fed, Titles: p.titles, StartRating: p.rating}
	if p.rating > 0 {
		sp.Status = titles.Unfixed
	}
	return sp
}

// warnStatus warns once that the players with a rating are taken as
// rated and not fixed (a TRF has no rating status).
func (rd *reader) warnStatus(sps []titles.SectionPlayer) {
	rated := 0
	for _, p := range sps {
		if _, given := rd.extra.status[p.No]; p.StartRating > 0 && !given {
			rated++
		}
	}
	if rated > 0 {
		rd.p.warnf(rd.firstPlayerLine(), colRating, "a TRF gives no rating status: the %d players with a rating (columns 49–52) are taken as rated and not fixed, which the section requirements of App. 2 items 1b and 1c count; check them against the rating list", rated)
	}
}

// checkDates refuses an end date (052) before the start date (042).
func (rd *reader) checkDates() {
	h := &rd.hdr
	if !h.start.IsZero() && !h.end.IsZero() && h.end.Before(h.start) {
		rd.p.errorf(h.lines["052"], 5, "052 (end date) is before 042 (start date) on line %d", h.lines["042"])
	}
}

// checkPoints compares the points of each 001 line with its results:
// the games read, and the byes as TRF scores them (H half a point, F, U
// and + against 0000 a point). A round block that could not be read may
// hold anything from 0 to 1 point: the points must then lie within what
// the line's other rounds make possible. A line whose blocks are shifted
// (not all read) is not checked.
func (rd *reader) checkPoints(players []*player) {
	for _, p := range players {
		if !p.pointsGiven || p.roundsCut {
			continue
		}
		half, byes := 0, 0
		var unknown []string
		for i, r := range p.rounds {
			h := byePoints(r)
			switch {
			case r.unknown:
				unknown = append(unknown, fmt.Sprint(i+1))
				continue
			case r.opp != noOpponent:
				h = int(resultOf(r.code).Points())
			default:
				byes += h
			}
			half += h
		}
		got, most := float64(half)/2, float64(half)/2+float64(len(unknown))
		switch {
		case len(unknown) > 0 && (p.points < got || p.points > most):
			rd.p.errorf(p.line, colPoints, "the points (columns 81–84) are %s but the line's results add up to %s, and to at most %s if the blocks that could not be read (%s) scored: correct the points or the results", fmtPoints(p.points), fmtPoints(got), fmtPoints(most), roundNames(unknown))
		case len(unknown) > 0:
		case got != p.points:
			rd.p.errorf(p.line, colPoints, "the points (columns 81–84) are %s but the line's results add up to %s: correct the points or the results", fmtPoints(p.points), fmtPoints(got))
		case byes > 0:
			rd.p.warnf(p.line, colPoints, "%s of the %s points are byes (H, F, U or + without an opponent): a bye is not a game, and the crosstable does not score it", fmtPoints(float64(byes)/2), fmtPoints(p.points))
		}
	}
}

// roundNames names rounds for a message: "round 3", "rounds 3, 5 and 8".
func roundNames(ns []string) string {
	if len(ns) == 1 {
		return "round " + ns[0]
	}
	return "rounds " + words.And(ns)
}

// byePoints is what a round without an opponent scores, in half points.
func byePoints(r round) int {
	switch r.code {
	case 'H':
		return 1
	case 'F', 'U', '+':
		return 2
	}
	return 0
}

// fmtPoints writes points as TRF does: "5.5", "6.0".
func fmtPoints(v float64) string { return fmt.Sprintf("%.1f", v) }

// locator says where each value of a TRF section was read
// (xlsxio.Locator).
type locator struct {
	start int
	lines []int
	cols  map[[2]int]int
}

// Player is the line of player i, at the column of field: the starting
// rank, the ID, the name or the rating (columns 49–52: a warning about
// the rating names its field, not the starting rank; a TD re-tester).
func (l *locator) Player(i int, field string) string {
	col := colNo
	switch field {
	case "ID":
		col = colID
	case "Name":
		col = colName
	case "Rating":
		col = colRating
	}
	return place(l.lines[i], col)
}

// Result is the round block of player i's line for the game against j
// (its first game in a double round); the line alone when they have not
// met.
func (l *locator) Result(i, j int) string {
	if col, ok := l.cols[[2]int{i, j}]; ok {
		return place(l.lines[i], col)
	}
	return place(l.lines[i], 0)
}

// Start is the 042 line, "" when the file has none.
func (l *locator) Start() string {
	if l.start == 0 {
		return ""
	}
	return place(l.start, 5)
}
