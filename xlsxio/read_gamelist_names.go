package xlsxio

import (
	"strings"

	"ratingdesk/engine"
)

// gameNames collects the names a game list's White name and Black name
// columns give its players (GameList.Names): the first non-empty one of
// each player, in the order first given, each held as a copy (a streamed
// row's text is a view of the file's bytes).
type gameNames struct {
	seen  idSet
	names []PlayerName
}

// wants reports whether a name for player id is still to be taken.
func (n *gameNames) wants(id engine.PlayerID) bool {
	return id > 0 && !n.seen.has(id)
}

// add takes name for player id, read in column col of row num of t,
// unless it is empty or the player has a name already.
func (n *gameNames) add(id engine.PlayerID, name string, t *table, col, num int) {
	if name == "" || !n.wants(id) {
		return
	}
	n.seen.add(id)
	origin := engine.Origin{File: t.file, Sheet: t.sheet, Cell: cellRef(col, num)}
	n.names = append(n.names, PlayerName{ID: id, Name: strings.Clone(name), Origin: origin})
}

// fromRow takes the names of the row rr reads as game g (readGame).
func (n *gameNames) fromRow(rr *rowReader, g *engine.Game) {
	for _, side := range [2]struct {
		col int
		id  engine.PlayerID
	}{{glWhiteName, g.White}, {glBlackName, g.Black}} {
		// Not rr.origin: its block of references is the Result
		// column's, which a name's would make again for every row.
		if col := rr.l.pos[side.col]; col >= 0 && n.wants(side.id) {
			n.add(side.id, rr.text(side.col), rr.t, col, rr.r.num)
		}
	}
}

// denseIDs bounds the IDs an idSet keeps as bits: ICCF IDs have 6 or 7
// digits, so that a list's IDs take at most 2 MB of bits.
const denseIDs = 1 << 24

// idSet is a set of positive player IDs: a bit an ID below denseIDs (a
// game list looks up both players of every game, and a map's look-up
// costs several times a bit's), a map beyond. The zero value is empty.
type idSet struct {
	bits []uint64
	big  map[engine.PlayerID]struct{}
}

// has reports whether id is in the set.
func (s *idSet) has(id engine.PlayerID) bool {
	if id < denseIDs {
		w := int(id >> 6)
		return w < len(s.bits) && s.bits[w]&(1<<(id&63)) != 0
	}
	_, ok := s.big[id]
	return ok
}

// add puts id into the set.
func (s *idSet) add(id engine.PlayerID) {
	if id >= denseIDs {
		if s.big == nil {
			s.big = map[engine.PlayerID]struct{}{}
		}
		s.big[id] = struct{}{}
		return
	}
	w := int(id >> 6)
	if w >= len(s.bits) {
		s.bits = append(s.bits, make([]uint64, w+1-len(s.bits))...)
	}
	s.bits[w] |= 1 << (id & 63)
}
