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
// (its index in the packed games) and the earliest and latest of their
// finish dates.
type outsideSide struct {
	n      int
	first  int32
	lo, hi time.Time
}

// add counts game i of pg, which no quarter rates, when it is a played
// game with a finish date; first is the replay's first quarter.
func (o *outsideGames) add(pg *packedGames, i int32, first engine.Period) {
	d := pg.finished(i)
	if d.IsZero() || !pg.outcome(i).Played() {
		return
	}
	if first.Compare(d) < 0 {
		o.before.add(i, d)
		return
	}
	o.after.add(i, d)
}

// add counts game i finished on d.
func (s *outsideSide) add(i int32, d time.Time) {
	if s.n == 0 {
		s.first, s.lo, s.hi = i, d, d
	}
	if d.Before(s.lo) {
		s.lo = d
	}
	if d.After(s.hi) {
		s.hi = d
	}
	s.n++
}

// warnings are the warnings of the games no quarter of periods rates: one
// for those before the first quarter's window and one for those after
// the last one's, each at the finish date of the first such game read,
// saying how many there are and how to rate them: which quarter a replay
// would have to end at, or start at when list, the starting list, allows
// it (beforeAdvice).
func (o *outsideGames) warnings(pg *packedGames, periods []engine.Period, list *xlsxio.RatingList) xlsxio.Problems {
	var ps xlsxio.Problems
	const day = "2006-01-02"
	first, last := periods[0], periods[len(periods)-1]
	if s := o.before; s.n > 0 {
		ps = append(ps, s.warning(pg, fmt.Sprintf("before %s, when the window of the first quarter (%s) opens", first.GamesFrom().Format(day), first),
			s.beforeAdvice(list)))
	}
	if s := o.after; s.n > 0 {
		ps = append(ps, s.warning(pg, fmt.Sprintf("after %s, when the window of the last quarter (%s) closes", last.GamesTo().Format(day), last),
			fmt.Sprintf("to rate %s, end the replay at %s", words.Agree(s.n, "it", "them"), engine.PeriodOf(s.hi))))
	}
	return ps
}

// beforeAdvice says how to rate the games of side s, finished before the
// first quarter's window (docs/rules.md "Rating history", "A list that
// already holds the period"). A replay started at the quarter of the
// earliest of them rates them all, but only when list does not already
// hold that quarter (listHeld): a list holds the games of its own period
// and of those before it (a game belongs to the period of its finish
// date, §1.5), and a replay from it is refused before the quarter after
// that. Games of quarters the list holds count in it: they are said to,
// with the list to start from if they were left out of it, and never a
// start the list refuses.
func (s *outsideSide) beforeAdvice(list *xlsxio.RatingList) string {
	them := words.Agree(s.n, "it", "them")
	from := engine.PeriodOf(s.lo)
	hold, why, ok := listHeld(list)
	if !ok || periodSerial(from) > periodSerial(hold) {
		return fmt.Sprintf("to rate %s, start the replay at %s", them, from)
	}
	by := fmt.Sprintf("finished by %s (period %s or earlier)", hold.GamesTo().Format("2006-01-02"), hold)
	rule := fmt.Sprintf("period %s (%s): a game counts in the list of the period of its finish date (docs/rules.md §1.5)", hold, why)
	redo := fmt.Sprintf("if %s left out when the list was made, start from the list of %s or an earlier one, with the replay at %s",
		words.Agree(s.n, "it was", "they were"), prevPeriod(from), from)
	if periodSerial(engine.PeriodOf(s.hi)) <= periodSerial(hold) {
		return fmt.Sprintf("%s %s, and this list already holds %s, so %s counted in it, and a replay from it starts at %s at the earliest; %s",
			words.Agree(s.n, "it", "they"), by, rule, words.Agree(s.n, "it is", "they are"), nextPeriod(hold), redo)
	}
	return fmt.Sprintf("those %s are counted in this list, which already holds %s; %s; those finished later are rated by starting the replay at %s, the earliest this list allows",
		by, rule, redo, nextPeriod(hold))
}

// warning is the warning of side s: its games finished when, and todo,
// what is to be done about them.
func (s *outsideSide) warning(pg *packedGames, when, todo string) *xlsxio.Problem {
	g := pg.game(s.first)
	are, which := "are", " (this is the first of them read)"
	if s.n == 1 {
		are, which = "is", ""
	}
	return warningAt(g.Origin.File, g.Origin.Sheet, g.Cell(engine.FieldFinished),
		"%s finished %s, %s rated in no quarter of this replay%s: %s",
		words.Count(s.n, "played game", "played games"), when, are, which, todo)
}
