package desk

import (
	"fmt"
	"time"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"

	"ratingdesk/internal/words"
)

// outsideGames counts the played games of a replay that no quarter rates
// (docs/rules.md "Rating history"): those finished before the first
// quarter's window and those finished after the last one's. Unfinished
// games and forfeits are rated in no quarter anyway and are not counted.
type outsideGames struct {
	before, after outsideSide
}

// outsideSide is one side of outsideGames: how many games, the first read
// (its index in the packed games) and the finish date farthest from the
// replay's windows (the earliest before them, the latest after them).
type outsideSide struct {
	n     int
	first int32
	far   time.Time
}

// add counts game i of pg, which no quarter rates, when it is a played
// game with a finish date; first is the replay's first quarter.
func (o *outsideGames) add(pg *packedGames, i int32, first engine.Period) {
	d := pg.finished(i)
	if d.IsZero() || !pg.outcome(i).Played() {
		return
	}
	if first.Compare(d) < 0 {
		o.before.add(i, d, d.Before)
		return
	}
	o.after.add(i, d, d.After)
}

// add counts game i finished on d; farther tells whether d is farther
// from the windows than the farthest so far.
func (s *outsideSide) add(i int32, d time.Time, farther func(time.Time) bool) {
	if s.n == 0 {
		s.first = i
	}
	if s.n == 0 || farther(s.far) {
		s.far = d
	}
	s.n++
}

// warnings are the warnings of the games no quarter of periods rates: one
// for those before the first quarter's window and one for those after
// the last one's, each at the finish date of the first such game read,
// saying how many there are and which quarter a replay would have to
// start (end) at to rate them all.
func (o *outsideGames) warnings(pg *packedGames, periods []engine.Period) xlsxio.Problems {
	var ps xlsxio.Problems
	const day = "2006-01-02"
	first, last := periods[0], periods[len(periods)-1]
	if s := o.before; s.n > 0 {
		ps = append(ps, s.warning(pg, fmt.Sprintf("before %s, when the window of the first quarter (%s) opens", first.GamesFrom().Format(day), first),
			"start the replay at "+engine.PeriodOf(s.far).String()))
	}
	if s := o.after; s.n > 0 {
		ps = append(ps, s.warning(pg, fmt.Sprintf("after %s, when the window of the last quarter (%s) closes", last.GamesTo().Format(day), last),
			"end the replay at "+engine.PeriodOf(s.far).String()))
	}
	return ps
}

// warning is the warning of side s: its games finished when, and what to
// do to rate them.
func (s *outsideSide) warning(pg *packedGames, when, todo string) *xlsxio.Problem {
	g := pg.game(s.first)
	are, which, them := "are", " (this is the first of them read)", "them"
	if s.n == 1 {
		are, which, them = "is", "", "it"
	}
	return warningAt(g.Origin.File, g.Origin.Sheet, g.Cell(engine.FieldFinished),
		"%s finished %s, %s rated in no quarter of this replay%s: to rate %s, %s",
		words.Count(s.n, "played game", "played games"), when, are, which, them, todo)
}
