package desk

import (
	"math"
	"strings"
	"time"

	"ratingdesk/engine"
)

// packedGames holds the games of a replay without a pointer a game, once
// they are checked (docs/rules.md "Rating history"): a million
// engine.Games take 208 bytes and eight pointers each, which the
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
	pg := &packedGames{games: make([]packedGame, len(games))}
	eventOf := map[gameEvent]int32{}
	// One string of all the cells, grown once: the games' cells are
	// mostly "C123456".
	var cells strings.Builder
	cells.Grow(8 * len(games))
	last := int32(-1)
	for i := range games {
		g := &games[i]
		p, ok := pg.pack(g, eventOf, last)
		ok = ok && len(g.Origin.Cell) <= math.MaxUint8 && cells.Len() <= math.MaxUint32-math.MaxUint8
		if ok {
			last = p.event
			p.cell, p.cellLen = uint32(cells.Len()), uint8(len(g.Origin.Cell))
			ok = pg.unpack(&p, g.Origin.Cell) == *g
		}
		if !ok {
			p = packedGame{flags: flagKept, extra: int32(len(pg.kept))}
			pg.kept = append(pg.kept, *g)
		} else {
			cells.WriteString(g.Origin.Cell)
		}
		pg.games[i] = p
	}
	pg.cells = cells.String()
	return pg
}

// pack packs g but for its cell, lastEvent the previous game's event
// (−1: none); false when g does not fit a packedGame.
func (pg *packedGames) pack(g *engine.Game, eventOf map[gameEvent]int32, lastEvent int32) (packedGame, bool) {
	sec := g.Finished.Unix()
	if uint64(g.White) > math.MaxUint32 || uint64(g.Black) > math.MaxUint32 || g.Cells.Row < 0 || g.Cells.Row > math.MaxInt32 ||
		sec%secondsADay != 0 || sec/secondsADay < math.MinInt32 || sec/secondsADay > math.MaxInt32 {
		return packedGame{}, false
	}
	p := packedGame{white: uint32(g.White), black: uint32(g.Black), row: int32(g.Cells.Row), outcome: g.Outcome}
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
	p.event = pg.eventIndex(eventOf, lastEvent, g)
	p.extra = pg.extraIndex(g)
	return p, true
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
	// The bits, not ==, so that a start rating −0 is kept as it is.
	if math.Float64bits(g.WhiteStart)|math.Float64bits(g.BlackStart) == 0 && g.WhiteSubFor == 0 && g.BlackSubFor == 0 {
		return -1
	}
	x := gameExtra{g.WhiteStart, g.BlackStart, g.WhiteSubFor, g.BlackSubFor}
	pg.extras = append(pg.extras, x)
	return int32(len(pg.extras) - 1)
}

// game is game i as it was read.
func (pg *packedGames) game(i int32) engine.Game {
	p := &pg.games[i]
	if p.flags&flagKept != 0 {
		return pg.kept[p.extra]
	}
	return pg.unpack(p, pg.cells[p.cell:p.cell+uint32(p.cellLen)])
}

// unpack makes the game p again, with the Origin cell cell.
func (pg *packedGames) unpack(p *packedGame, cell string) engine.Game {
	ev := &pg.events[p.event]
	g := engine.Game{
		White: engine.PlayerID(p.white), Black: engine.PlayerID(p.black), Outcome: p.outcome,
		AssignedToPeriod: p.flags&flagAssigned != 0, NotRated: p.flags&flagNotRated != 0,
		Tournament: ev.tournament, Section: ev.section, Type: ev.typ,
		Origin: engine.Origin{File: ev.file, Sheet: ev.sheet, Cell: cell},
		Cells:  engine.GameCells{Row: int(p.row), Cols: ev.cols},
	}
	if p.flags&flagUndated == 0 {
		g.Finished = time.Unix(int64(p.day)*secondsADay, 0).UTC()
	}
	if p.extra >= 0 {
		x := &pg.extras[p.extra]
		g.WhiteStart, g.BlackStart, g.WhiteSubFor, g.BlackSubFor = x.whiteStart, x.blackStart, x.whiteSubFor, x.blackSubFor
	}
	return g
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

// national reports whether game i is of a national tournament, isNational
// telling it for each event (engine.IsNationalEvent).
func (pg *packedGames) national(i int32, isNational []bool) bool {
	p := &pg.games[i]
	if p.flags&flagKept != 0 {
		return engine.IsNationalEvent(pg.kept[p.extra].Type)
	}
	return isNational[p.event]
}
