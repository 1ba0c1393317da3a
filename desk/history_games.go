package desk

import (
	"math"
	"strings"
	"time"

	"ratingdesk/engine"
)

// packedGames holds the games of a replay without a pointer a game, once
// they are checked (docs/rules.md "Rating history"): a million
// engine.Games take 192 bytes and eight pointers each, which the
// collector would scan again every time it runs while the quarters are
// rated; packed, they take about 40 bytes and none. Each quarter's games
// are made again from them (game), equal to the games read field by
// field: a game that would not be (an ID beyond 32 bits, a finish time
// that is not midnight UTC, a long cell reference) is kept as read.
type packedGames struct {
	games []packedGame
	// events are the distinct tournaments, sections, types, files,
	// sheets and cell columns of the games.
	events []gameEvent
	// extras are the start ratings and substitutes of the games that
	// have any.
	extras []gameExtra
	// cells holds every packed game's Origin.Cell, one after another.
	cells string
	// kept are the games kept as read (flagKept).
	kept []engine.Game
}

// packedGame is one game of packedGames.
type packedGame struct {
	white, black uint32
	// day is the finish date as days since 1 January 1970 (midnight
	// UTC), 0 for an undated game (flagUndated).
	day int32
	// row is Cells.Row.
	row int32
	// event indexes packedGames.events; extra packedGames.extras (−1:
	// no start ratings and no substitutes), or packedGames.kept with
	// flagKept.
	event, extra int32
	// cell is where Origin.Cell starts in packedGames.cells, cellLen its
	// length.
	cell    uint32
	cellLen uint8
	outcome engine.Outcome
	flags   uint8
}

// The flags of a packedGame.
const (
	flagUndated uint8 = 1 << iota
	flagAssigned
	flagNotRated
	// flagKept: the game is packedGames.kept[extra].
	flagKept
	// flagColoursAssumed: engine.Game.ColoursAssumed (a crosstable's game).
	flagColoursAssumed
)

// gameEvent is what many games share: their event and where they were
// read.
type gameEvent struct {
	tournament, section, typ string
	file, sheet              string
	cols                     *engine.GameColumns
}

// gameExtra is a game's start ratings and substitutes.
type gameExtra struct {
	whiteStart, blackStart   float64
	whiteSubFor, blackSubFor engine.PlayerID
}

// secondsADay is the length of a day in Unix time.
const secondsADay = 24 * 60 * 60

// packGames packs games.
func packGames(games []engine.Game) *packedGames {
	b := newGamePacker()
	// The extras made to size, the cells grown once (mostly "C123456"):
	// no memory is garbage while the games as read are still live.
	extras := 0
	for i := range games {
		if hasExtra(&games[i]) {
			extras++
		}
	}
	b.pg.extras = make([]gameExtra, 0, extras)
	b.grow(len(games))
	for i := range games {
		b.add(&games[i])
	}
	return b.done()
}

// gamePacker packs games one by one as they come (add), each checked to
// be made again equal to the game (packedGames): a replay packs each
// game of a game list as it is read, so that the games as read are
// never held together.
type gamePacker struct {
	pg      *packedGames
	eventOf map[gameEvent]int32
	// last is the previous game's event, −1 for none.
	last int32
	// cells are packedGames.cells as they grow.
	cells strings.Builder
	// check is a packed game made again, to compare with the game.
	check engine.Game
}

// packMark is how far a gamePacker had got (mark), to go back to
// (truncate).
type packMark struct {
	games, kept, extras, cells int
}

// newGamePacker is a gamePacker without games.
func newGamePacker() *gamePacker {
	return &gamePacker{pg: &packedGames{}, eventOf: map[gameEvent]int32{}, last: -1}
}

// grow makes room for n more games, about 8 bytes of cell each.
func (b *gamePacker) grow(n int) {
	b.pg.games = room(b.pg.games, n)
	b.cells.Grow(8 * n)
}

// room is s with room for n more elements. Made with make, not append
// (slices.Grow): append clears a big slice's new room at once, which the
// collector cannot interrupt (it spins, waiting); make takes fresh memory
// from the system, which is zero, or clears it in pieces.
func room[T any](s []T, n int) []T {
	if cap(s)-len(s) >= n {
		return s
	}
	t := make([]T, len(s), len(s)+n)
	copy(t, s)
	return t
}

// add packs g, or keeps it as read when it does not pack.
func (b *gamePacker) add(g *engine.Game) {
	pg := b.pg
	pg.games = append(pg.games, packedGame{})
	p := &pg.games[len(pg.games)-1]
	ok := pg.pack(p, g, b.eventOf, b.last) && len(g.Origin.Cell) <= math.MaxUint8 && b.cells.Len() <= math.MaxUint32-math.MaxUint8
	if ok {
		b.last = p.event
		p.cell, p.cellLen = uint32(b.cells.Len()), uint8(len(g.Origin.Cell))
		pg.unpack(&b.check, p, g.Origin.Cell)
		ok = b.check == *g
	}
	if !ok {
		*p = packedGame{flags: flagKept, extra: int32(len(pg.kept))}
		pg.kept = append(pg.kept, *g)
		return
	}
	b.cells.WriteString(g.Origin.Cell)
}

// mark is how far b has got.
func (b *gamePacker) mark() packMark {
	return packMark{len(b.pg.games), len(b.pg.kept), len(b.pg.extras), b.cells.Len()}
}

// truncate forgets the games added since m was marked (rare: a game
// list with an error, or read again).
func (b *gamePacker) truncate(m packMark) {
	pg := b.pg
	clear(pg.kept[m.kept:])
	pg.games, pg.kept, pg.extras = pg.games[:m.games], pg.kept[:m.kept], pg.extras[:m.extras]
	if b.cells.Len() > m.cells {
		cells := b.cells.String()[:m.cells]
		b.cells = strings.Builder{}
		b.cells.WriteString(cells)
	}
}

// done is the packed games; b is not to be used after.
func (b *gamePacker) done() *packedGames {
	b.pg.cells = b.cells.String()
	return b.pg
}

// pack packs g into *p but for its cell, lastEvent the previous game's
// event (−1: none); false when g does not fit a packedGame.
func (pg *packedGames) pack(p *packedGame, g *engine.Game, eventOf map[gameEvent]int32, lastEvent int32) bool {
	sec := g.Finished.Unix()
	if uint64(g.White) > math.MaxUint32 || uint64(g.Black) > math.MaxUint32 || g.Cells.Row < 0 || g.Cells.Row > math.MaxInt32 ||
		sec%secondsADay != 0 || sec/secondsADay < math.MinInt32 || sec/secondsADay > math.MaxInt32 {
		return false
	}
	p.white, p.black, p.row, p.outcome = uint32(g.White), uint32(g.Black), int32(g.Cells.Row), g.Outcome
	p.day, p.flags = 0, 0
	if g.Finished.IsZero() {
		p.flags |= flagUndated
	} else {
		p.day = int32(sec / secondsADay)
	}
	if g.AssignedToPeriod {
		p.flags |= flagAssigned
	}
	if g.NotRated {
		p.flags |= flagNotRated
	}
	if g.ColoursAssumed {
		p.flags |= flagColoursAssumed
	}
	p.event = pg.eventIndex(eventOf, lastEvent, g)
	p.extra = pg.extraIndex(g)
	return true
}

// eventIndex is the index of g's event in pg.events, added when new;
// games of one event mostly follow each other, so the previous game's
// (last) is tried first.
func (pg *packedGames) eventIndex(eventOf map[gameEvent]int32, last int32, g *engine.Game) int32 {
	ev := gameEvent{g.Tournament, g.Section, g.Type, g.Origin.File, g.Origin.Sheet, g.Cells.Cols}
	if last >= 0 && pg.events[last] == ev {
		return last
	}
	k, ok := eventOf[ev]
	if !ok {
		k = int32(len(pg.events))
		pg.events = append(pg.events, ev)
		eventOf[ev] = k
	}
	return k
}

// extraIndex is the index of g's start ratings and substitutes in
// pg.extras, −1 when it has none.
func (pg *packedGames) extraIndex(g *engine.Game) int32 {
	if !hasExtra(g) {
		return -1
	}
	x := gameExtra{g.WhiteStart, g.BlackStart, g.WhiteSubFor, g.BlackSubFor}
	if len(pg.extras) == cap(pg.extras) {
		// Doubled (append grows a big slice by a quarter, copying it
		// over and over while a game list is read).
		pg.extras = room(pg.extras, max(len(pg.extras), 1024))
	}
	pg.extras = append(pg.extras, x)
	return int32(len(pg.extras) - 1)
}

// gameInto sets *dst to game i as it was read.
func (pg *packedGames) gameInto(dst *engine.Game, i int32) {
	p := &pg.games[i]
	if p.flags&flagKept != 0 {
		*dst = pg.kept[p.extra]
		return
	}
	pg.unpack(dst, p, pg.cells[p.cell:p.cell+uint32(p.cellLen)])
}

// hasExtra reports whether g has a start rating or a substitute. The
// bits, not ==, so that a start rating −0 is kept as it is.
func hasExtra(g *engine.Game) bool {
	return math.Float64bits(g.WhiteStart)|math.Float64bits(g.BlackStart) != 0 || g.WhiteSubFor != 0 || g.BlackSubFor != 0
}

// game is game i as it was read.
func (pg *packedGames) game(i int32) engine.Game {
	var g engine.Game
	pg.gameInto(&g, i)
	return g
}

// unpack sets *g to the game p, with the Origin cell cell: zero, then
// field by field, without a whole Game made first and copied (a field
// packedGame does not hold stays zero, and a game with it set is kept as
// read by packGames).
func (pg *packedGames) unpack(g *engine.Game, p *packedGame, cell string) {
	ev := &pg.events[p.event]
	*g = engine.Game{}
	g.White, g.Black, g.Outcome = engine.PlayerID(p.white), engine.PlayerID(p.black), p.outcome
	if p.flags&flagUndated == 0 {
		g.Finished = time.Unix(int64(p.day)*secondsADay, 0).UTC()
	}
	g.AssignedToPeriod, g.NotRated = p.flags&flagAssigned != 0, p.flags&flagNotRated != 0
	g.ColoursAssumed = p.flags&flagColoursAssumed != 0
	g.Tournament, g.Section, g.Type = ev.tournament, ev.section, ev.typ
	if p.extra >= 0 {
		x := &pg.extras[p.extra]
		g.WhiteStart, g.BlackStart, g.WhiteSubFor, g.BlackSubFor = x.whiteStart, x.blackStart, x.whiteSubFor, x.blackSubFor
	}
	g.Origin.File, g.Origin.Sheet, g.Origin.Cell = ev.file, ev.sheet, cell
	g.Cells.Row, g.Cells.Cols = int(p.row), ev.cols
}

// undated reports whether game i has no finish date.
func (pg *packedGames) undated(i int32) bool {
	p := &pg.games[i]
	if p.flags&flagKept != 0 {
		return pg.kept[p.extra].Finished.IsZero()
	}
	return p.flags&flagUndated != 0
}

// finished is game i's finish date, zero for an undated game.
func (pg *packedGames) finished(i int32) time.Time {
	switch p := &pg.games[i]; {
	case p.flags&flagKept != 0:
		return pg.kept[p.extra].Finished
	case p.flags&flagUndated != 0:
		return time.Time{}
	default:
		return time.Unix(int64(p.day)*secondsADay, 0).UTC()
	}
}

// outcome is game i's outcome.
func (pg *packedGames) outcome(i int32) engine.Outcome {
	if p := &pg.games[i]; p.flags&flagKept == 0 {
		return p.outcome
	}
	return pg.kept[pg.games[i].extra].Outcome
}

// national reports whether game i is of a national tournament, isNational
// telling it for each event (engine.IsNationalEvent).
func (pg *packedGames) national(i int32, isNational []bool) bool {
	p := &pg.games[i]
	if p.flags&flagKept != 0 {
		return engine.IsNationalEvent(pg.kept[p.extra].Type)
	}
	return isNational[p.event]
}

// swapSet is the swapGames of the packed games, for swappedWarnings: a
// game is made again when it is read, its hash read without it.
func (pg *packedGames) swapSet() swapGames {
	var g engine.Game
	return swapGames{
		n: len(pg.games),
		at: func(i int) *engine.Game {
			pg.gameInto(&g, int32(i))
			return &g
		},
		hash: func(i int) (uint64, bool) {
			switch p := &pg.games[i]; {
			case p.flags&flagKept != 0:
				return pairHash(&pg.kept[p.extra])
			case p.outcome == engine.Unfinished || p.flags&flagUndated != 0:
				return 0, false
			default:
				return pairHashOf(engine.PlayerID(p.white), engine.PlayerID(p.black), int64(p.day), p.outcome), true
			}
		},
	}
}

// set is the gameSet of the packed games, for duplicateGames: a packed
// game's key is read without the game being made again.
func (pg *packedGames) set() gameSet {
	return gameSet{
		n: len(pg.games),
		key: func(i int) (gameKey, bool) {
			p := &pg.games[i]
			switch {
			case p.flags&flagKept != 0:
				return gameKeyOf(&pg.kept[p.extra], i)
			case p.outcome == engine.Unfinished || p.flags&flagUndated != 0:
				return gameKey{}, false
			}
			y, m, d := time.Unix(int64(p.day)*secondsADay, 0).UTC().Date()
			return gameKey{engine.PlayerID(p.white), engine.PlayerID(p.black), int32((y*10000+int(m)*100+d)*8 + int(p.outcome)), int32(i)}, true
		},
		game: func(i int) engine.Game { return pg.game(int32(i)) },
	}
}
