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
	seen  map[engine.PlayerID]struct{}
	names []PlayerName
}

// wants reports whether a name for player id is still to be taken.
func (n *gameNames) wants(id engine.PlayerID) bool {
	if id == 0 {
		return false
	}
	_, ok := n.seen[id]
	return !ok
}

// add takes name for player id, read at origin, unless it is empty or
// the player has a name already.
func (n *gameNames) add(id engine.PlayerID, name string, origin engine.Origin) {
	if name == "" || !n.wants(id) {
		return
	}
	if n.seen == nil {
		n.seen = map[engine.PlayerID]struct{}{}
	}
	n.seen[id] = struct{}{}
	n.names = append(n.names, PlayerName{ID: id, Name: strings.Clone(name), Origin: origin})
}

// fromRow takes the names of the row rr reads as game g (readGame).
func (n *gameNames) fromRow(rr *rowReader, g *engine.Game) {
	for _, side := range [2]struct {
		col int
		id  engine.PlayerID
	}{{glWhiteName, g.White}, {glBlackName, g.Black}} {
		if rr.l.pos[side.col] >= 0 && n.wants(side.id) {
			n.add(side.id, rr.text(side.col), rr.origin(side.col))
		}
	}
}
