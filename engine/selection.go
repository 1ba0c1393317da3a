package engine

import (
	"fmt"
	"strings"
	"time"
)

// GameError is one problem with one game of a period's input: a player
// missing from the list, a player against himself, a bad substitute link
// (Rules 6), a negative or non-finite start rating (Rules 1.4), an unknown
// outcome, a played game without a finish date that is not assigned to
// the period (docs/rules.md §1.5), or, under iccf-2017, a player who
// enters the game without any rating (its Err a *StartRatingError).
type GameError struct {
	// Game indexes PeriodInput.Games.
	Game int
	// Origin is where the game was read.
	Origin Origin
	// Field is the field of the game the problem is about (Game.Cell
	// locates it).
	Field GameField
	// Msg says what is wrong.
	Msg string
	// Err is the problem as a structured error where there is one (a
	// *StartRatingError), nil otherwise; errors.As finds it through the
	// GameError and through GameErrors.
	Err error
}

// Unwrap is the structured problem, Err.
func (e *GameError) Unwrap() error { return e.Err }

// Error writes "engine: game N (file sheet cell): msg"; the parenthesised
// part is left out when the origin is unknown.
func (e *GameError) Error() string {
	var where []string
	for _, s := range []string{e.Origin.File, e.Origin.Sheet, e.Origin.Cell} {
		if s != "" {
			where = append(where, s)
		}
	}
	if len(where) == 0 {
		return fmt.Sprintf("engine: game %d: %s", e.Game, e.Msg)
	}
	return fmt.Sprintf("engine: game %d (%s): %s", e.Game, strings.Join(where, " "), e.Msg)
}

// GameErrors collects every input problem of a period, so that the user can
// fix them all at once. Use errors.As to get at the list.
type GameErrors []*GameError

// Unwrap gives the problems, so that errors.As finds a structured one
// (a *StartRatingError) among them.
func (es GameErrors) Unwrap() []error {
	errs := make([]error, len(es))
	for i, e := range es {
		errs[i] = e
	}
	return errs
}

// Error writes the first problem and how many more there are.
func (es GameErrors) Error() string {
	switch len(es) {
	case 0:
		return "engine: no game errors"
	case 1:
		return es[0].Error()
	default:
		return fmt.Sprintf("%s (and %d more)", es[0].Error(), len(es)-1)
	}
}

// PlayerError is a problem with one row of the list a period starts from:
// an ID that is not a positive integer or occurs twice, or a rated row
// whose rating or RD is not a finite number (RD negative), or a negative
// number of games.
type PlayerError struct {
	// Index is the row's position in PeriodInput.Players, from 0.
	Index int
	// ID is the row's player ID.
	ID PlayerID
	// Msg says what is wrong.
	Msg string
}

// Error writes "engine: player ID (list entry N): msg", N counting from 1.
func (e *PlayerError) Error() string {
	return fmt.Sprintf("engine: player %d (list entry %d): %s", e.ID, e.Index+1, e.Msg)
}

// index maps each player ID to its position in players and checks every
// row; the first bad row is a *PlayerError.
func index(players []Player) (map[PlayerID]int, error) {
	idx := make(map[PlayerID]int, len(players))
	for i, p := range players {
		if err := checkRow(i, p); err != nil {
			return nil, err
		}
		if j, dup := idx[p.ID]; dup {
			return nil, &PlayerError{Index: i, ID: p.ID, Msg: fmt.Sprintf("listed twice (first at list entry %d)", j+1)}
		}
		idx[p.ID] = i
	}
	return idx, nil
}

// checkRow checks row i of a period's list, p, but for a duplicate ID
// (index): a *PlayerError, or nil when the row is good.
func checkRow(i int, p Player) error {
	bad := func(format string, args ...any) error {
		return &PlayerError{Index: i, ID: p.ID, Msg: fmt.Sprintf(format, args...)}
	}
	switch {
	case p.ID <= 0:
		return bad("an ICCF ID is a positive integer")
	case p.Games < 0:
		return bad("negative number of games %d", p.Games)
	case p.Rated && (!finite(p.Rating) || !finite(p.RD) || p.RD < 0):
		return bad("rating %v with RD %v is not a finite rating with a non-negative RD", p.Rating, p.RD)
	}
	return nil
}

// indexIn is index, kept in mem (nil: none) for the next period with
// the list's table by ID (denseIndex): a list with the IDs of the last
// good one, in the same order (a replay's next quarter), is checked row
// by row but not mapped again. Its IDs are positive and distinct, so a
// bad row is the one index finds.
func indexIn(players []Player, mem *PeriodMemory) (map[PlayerID]int, error) {
	if mem == nil {
		return index(players)
	}
	if mem.idx != nil && sameIDs(players, mem.idxIDs) {
		for i := range players {
			if err := checkRow(i, players[i]); err != nil {
				return nil, err
			}
		}
		return mem.idx, nil
	}
	mem.idx, mem.idxIDs = nil, mem.idxIDs[:0]
	idx, err := index(players)
	if err != nil {
		return nil, err
	}
	for i := range players {
		mem.idxIDs = append(mem.idxIDs, players[i].ID)
	}
	mem.idx = idx
	mem.denseBase, mem.dense = denseIndex(mem, players, mem.dense)
	return idx, nil
}

// IsThematic reports whether an event type names a thematic tournament,
// whose games are not rated (Tournament Rules 9.2a), as a period decides
// it (isThematic).
func IsThematic(eventType string) bool { return isThematic(eventType) }

// isThematic reports whether an event type names a thematic tournament,
// whose games are not rated (Tournament Rules 9.2a). The match is
// case-insensitive on the word "thematic" anywhere in the type, so that
// "Thematic", "thematic tournament" and "Open thematic" all count.
func isThematic(eventType string) bool {
	const word = "thematic"
	for i := 0; i+len(word) <= len(eventType); i++ {
		if strings.EqualFold(eventType[i:i+len(word)], word) {
			return true
		}
	}
	return false
}

// selectGames checks every game of the input and sorts the rated games from
// the rest (docs/rules.md §1.4, §1.5; Tournament Rules 9.2).
//
// Every game is validated, whatever its result: both players must be on the
// list (in.Players), White and Black must differ, a substitute link (Rules 6)
// must name a listed player who is neither the substitute nor on the other
// side of the game, start ratings must be finite and not negative (0 = not
// given), the outcome must be known, and a played game without a finish date
// must be assigned to the period (docs/rules.md §1.5). All problems are returned
// together as GameErrors; a bad row of in.Players (duplicate ID and so on,
// see index) is a *PlayerError and stops the check.
//
// The valid games are then classified, first reason wins: unfinished →
// ExcludedUnfinished; forfeit → ExcludedForfeit; marked not rated or of a
// thematic event (Tournament Rules 9.2a) → ExcludedNotRatedEvent; finished
// before or after the period's window → ExcludedBeforePeriod /
// ExcludedAfterPeriod; otherwise rated. Both lists are in input order.
func selectGames(in PeriodInput) (rated []int, excluded []ExcludedGame, err error) {
	sel, err := selectGamesIndexed(in)
	return sel.rated, sel.excluded, err
}

// selected is what the selection of a period's games gives: the rated
// games (indexes into the input's games, in input order) and the seats
// of each (its players' indexes into the input's players), the excluded
// games, and the index of the players by ID (indexIn).
type selected struct {
	idx      map[PlayerID]int
	rated    []int
	seat     []seats
	excluded []ExcludedGame
}

// selectGamesIndexed is selectGames that also gives each rated game's
// seats, found as its players are checked, and the players' index.
func selectGamesIndexed(in PeriodInput) (selected, error) {
	idx, err := indexIn(in.Players, in.Memory)
	if err != nil {
		return selected{}, err
	}
	players := in.Memory.lookup(idx)
	win := in.Period.Window()
	var thematic thematicMemo
	var errs GameErrors
	sel := in.Memory.selection(len(in.Games))
	sel.idx = idx
	for i := range in.Games {
		g := &in.Games[i]
		st := seatsOf(g, &players)
		if n := len(errs); !in.GamesChecked && appendSeatedGameErrors(&errs, idx, i, g, st, in.Period) > n {
			continue
		}
		if reason := exclusion(g, win, &thematic); reason != 0 {
			sel.excluded = append(sel.excluded, ExcludedGame{Game: i, Reason: reason})
		} else {
			sel.rated = append(sel.rated, i)
			sel.seat = append(sel.seat, st)
		}
	}
	if len(errs) > 0 {
		return selected{}, errs
	}
	in.Memory.keepSelection(sel)
	return sel, nil
}

// CheckGames checks the list and every game of in as RatePeriod does
// before it rates anything (docs/rules.md §1.4–1.5; see selectGames): it
// returns the *PlayerError of the first bad row of in.Players, else every
// game's problems at once as the GameErrors RatePeriod would return for
// the same input (the message of an undated game names in.Period), else
// nil. It rates and classifies nothing: a caller that rates the games in
// parts (a replay of several quarters) says every problem of every part
// at once before rating any.
func CheckGames(in PeriodInput) error {
	c, err := NewGameChecker(in.Players, in.Period)
	if err != nil {
		return err
	}
	for i := range in.Games {
		c.Check(i, &in.Games[i])
	}
	return c.Err()
}

// GameChecker is CheckGames one game at a time (docs/rules.md §1.4–1.5),
// for a caller that never holds the games of a period together (a replay
// reading a game list game by game): checking the games of a
// PeriodInput in input order with Check gives, from Err, exactly the
// GameErrors CheckGames gives.
type GameChecker struct {
	idx    map[PlayerID]int
	period Period
	errs   GameErrors
}

// NewGameChecker is a GameChecker for the games of a period with the
// players on its list; the error is the *PlayerError of the first bad
// row of players, as CheckGames returns it (then there is no checker).
func NewGameChecker(players []Player, period Period) (*GameChecker, error) {
	idx, err := index(players)
	if err != nil {
		return nil, err
	}
	return &GameChecker{idx: idx, period: period}, nil
}

// Check checks g, game i of the period's input (the GameError's Game),
// as CheckGames checks it.
func (c *GameChecker) Check(i int, g *Game) {
	appendGameErrors(&c.errs, c.idx, i, g, c.period)
}

// Err is the GameErrors of the games checked, in the order they were
// checked, or nil when they had none.
func (c *GameChecker) Err() error {
	if len(c.errs) > 0 {
		return c.errs
	}
	return nil
}

// appendGameErrors appends to errs the problems of game g, the i-th of a
// period's input, and returns the new length of errs.
func appendGameErrors(errs *GameErrors, idx map[PlayerID]int, i int, g *Game, period Period) int {
	players := playerLookup{idx: idx}
	return appendSeatedGameErrors(errs, idx, i, g, seatsOf(g, &players), period)
}

// appendSeatedGameErrors is appendGameErrors for a game whose seats are
// looked up already (seatsOf).
func appendSeatedGameErrors(errs *GameErrors, idx map[PlayerID]int, i int, g *Game, st seats, period Period) int {
	for _, m := range gameProblems(idx, g, st, period) {
		*errs = append(*errs, &GameError{Game: i, Origin: g.Origin, Field: m.field, Msg: m.msg})
	}
	return len(*errs)
}

// gameProblem is one thing wrong with a game, and the field it is about.
type gameProblem struct {
	field GameField
	msg   string
}

// gameProblems lists what is wrong with game g of a period's input, whose
// players sit at st (seatsOf: −1 for one not on the list), in the order
// selectGames documents; none for a valid game.
func gameProblems(idx map[PlayerID]int, g *Game, st seats, period Period) []gameProblem {
	var msgs []gameProblem
	if st.white < 0 {
		msgs = append(msgs, gameProblem{FieldWhite, fmt.Sprintf("white player %d is not on the list", g.White)})
	}
	if st.black < 0 {
		msgs = append(msgs, gameProblem{FieldBlack, fmt.Sprintf("black player %d is not on the list", g.Black)})
	}
	if g.White == g.Black {
		msgs = append(msgs, gameProblem{FieldBlack, fmt.Sprintf("player %d is both White and Black", g.White)})
	}
	msgs = appendSubstituteProblems(msgs, idx, g)
	for _, s := range [...]struct {
		st    float64
		field GameField
	}{{g.WhiteStart, FieldWhiteStart}, {g.BlackStart, FieldBlackStart}} {
		if !finite(s.st) || s.st < 0 {
			msgs = append(msgs, gameProblem{s.field, fmt.Sprintf("start rating %v is not a non-negative number", s.st)})
		}
	}
	if g.Outcome < Unfinished || g.Outcome > BlackWinsForfeit {
		msgs = append(msgs, gameProblem{FieldGame, fmt.Sprintf("unknown outcome %d", g.Outcome)})
	}
	if g.Outcome.Played() && g.Finished.IsZero() && !g.AssignedToPeriod {
		msgs = append(msgs, gameProblem{FieldFinished, fmt.Sprintf("played game has no finish date %s %s", UndatedNotAssigned, period)})
	}
	return msgs
}

// UndatedNotAssigned is what CheckGames says of a played game without a
// finish date that is not assigned to the period (Game.AssignedToPeriod;
// docs/rules.md §1.5), between "played game has no finish date" and the
// period: a front end may put its own words for the choice in its place
// (the app names its check box).
const UndatedNotAssigned = "and is not assigned to period"

// appendSubstituteProblems appends to msgs what is wrong with the
// substitute links of game g (Rules 6), White's first.
func appendSubstituteProblems(msgs []gameProblem, idx map[PlayerID]int, g *Game) []gameProblem {
	if g.WhiteSubFor == 0 && g.BlackSubFor == 0 {
		return msgs // most games: no substitute
	}
	for _, s := range [...]struct {
		side                string
		field               GameField
		sat, orig           PlayerID
		otherSat, otherOrig PlayerID
	}{
		{"white", FieldWhiteSubFor, g.White, g.WhiteSubFor, g.Black, g.BlackSubFor},
		{"black", FieldBlackSubFor, g.Black, g.BlackSubFor, g.White, g.WhiteSubFor},
	} {
		if s.orig == 0 {
			continue
		}
		if _, found := idx[s.orig]; !found {
			msgs = append(msgs, gameProblem{s.field, fmt.Sprintf("%s substitute %d replaces player %d, who is not on the list", s.side, s.sat, s.orig)})
		} else if s.orig == s.sat {
			msgs = append(msgs, gameProblem{s.field, fmt.Sprintf("%s substitute %d is named as the player replaced too", s.side, s.sat)})
		} else if s.orig == s.otherSat || s.orig == s.otherOrig {
			msgs = append(msgs, gameProblem{s.field, fmt.Sprintf("%s substitute %d replaces player %d, who is on the other side of the game", s.side, s.sat, s.orig)})
		}
	}
	return msgs
}

// exclusion is why a valid game is not rated, first reason wins
// (selectGames), or 0 when it is rated; win is the period's window and
// thematic tells a thematic event's type (isThematic).
func exclusion(g *Game, win Window, thematic *thematicMemo) ExclusionReason {
	switch {
	case g.Outcome == Unfinished:
		return ExcludedUnfinished
	case g.Outcome.Forfeit():
		return ExcludedForfeit
	case g.NotRated || thematic.is(g.Type):
		return ExcludedNotRatedEvent
	case g.Finished.IsZero():
		// Undated and assigned to this period (checked by gameProblems).
		return 0
	}
	switch c := win.Compare(g.Finished); { // one date computation, not two
	case c < 0:
		return ExcludedBeforePeriod
	case c > 0:
		return ExcludedAfterPeriod
	}
	return 0
}

// thematicMemo is isThematic of the last event type it was asked about:
// a period's games of one event mostly follow each other, and the type
// need not be searched again for each.
type thematicMemo struct {
	typ           string
	thematic, set bool
}

// is reports isThematic(typ).
func (m *thematicMemo) is(typ string) bool {
	if !m.set || typ != m.typ {
		m.typ, m.thematic, m.set = typ, isThematic(typ), true
	}
	return m.thematic
}

// dateKey is d's calendar date as the number yyyymmdd, for comparing dates
// (docs/rules.md §1.5: only the date of a finish counts).
func dateKey(d time.Time) int {
	y, m, day := d.Date()
	return y*10000 + int(m)*100 + day
}

// calendarDay is midnight UTC of d's calendar date: only the date of a
// finish counts (docs/rules.md §1.5, as Period.Contains).
func calendarDay(d time.Time) time.Time {
	y, m, day := d.Date() // one calendar computation, not three
	return time.Date(y, m, day, 0, 0, 0, 0, time.UTC)
}
