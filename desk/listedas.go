package desk

import (
	"fmt"

	"ratingdesk/engine"
	"ratingdesk/names"
	"ratingdesk/xlsxio"
)

// rowNames are the names the game lists of a period give their players
// (GameList.Names), file by file; nil when none gives any.
type rowNames struct {
	files [][]xlsxio.PlayerName
	// byPlace finds the name a file (and sheet) gives a player, and
	// byName the rows of the rating list by their name's key (names.Key,
	// coarser than names.Same), both made at the first player not on the
	// list: a wrong list can make every game's player one.
	byPlace map[namePlace]string
	byName  names.Index
	// said is listedAs's ending for each player as a file names him,
	// worked out once: he is in every game he played.
	said map[namePlace]string
}

// namePlace is a player as a file (and sheet) names him.
type namePlace struct {
	file, sheet string
	id          engine.PlayerID
}

// rowNamesOf are the names the game lists among sources give.
func rowNamesOf(sources []resultSource) *rowNames {
	return &rowNames{files: sourceNames(sources)}
}

// listedAs ends the message of a game's player not on list (field White
// or Black; the game read at origin) when the row's name for him is on
// the list under another ID (docs/rules.md "Names in a game list"; names
// compared as names.Same does): "; the list has Ševčík, Jiří as 360101",
// most often a mistyped ID. It is "" otherwise (n nil: no names), and for a name on the
// list more than once, which names no one.
func (n *rowNames) listedAs(list *xlsxio.RatingList, origin engine.Origin, g *engine.Game, field engine.GameField) string {
	if n == nil || list == nil || len(n.files) == 0 {
		return ""
	}
	id := g.White
	switch field {
	case engine.FieldWhite:
	case engine.FieldBlack:
		id = g.Black
	default:
		return ""
	}
	at := namePlace{origin.File, origin.Sheet, id}
	if said, ok := n.said[at]; ok {
		return said
	}
	if n.said == nil {
		n.said = map[namePlace]string{}
	}
	n.said[at] = n.listedUnder(list, n.nameOf(at), id)
	return n.said[at]
}

// listedUnder is listedAs's ending for name, given player id by a file:
// the list's one player of that name under another ID; "" for none, or
// for a name without letters.
func (n *rowNames) listedUnder(list *xlsxio.RatingList, name string, id engine.PlayerID) string {
	if name == "" {
		return ""
	}
	if n.byName == nil {
		n.byName = make(names.Index, len(list.Players))
		for i := range list.Players {
			n.byName.Add(list.Players[i].Name, i)
		}
	}
	found := -1
	for _, i := range n.byName.Find(name) {
		if p := &list.Players[i]; names.Same(p.Name, name) && p.ID != id {
			if found >= 0 {
				return ""
			}
			found = i
		}
	}
	if found < 0 {
		return ""
	}
	return fmt.Sprintf("; the list has %s as %d", list.Players[found].Name, list.Players[found].ID)
}

// nameOf is the name a file (and sheet) gives a player, "" when none:
// the first the file gives him, as the files list them.
func (n *rowNames) nameOf(at namePlace) string {
	if n.byPlace == nil {
		n.byPlace = map[namePlace]string{}
		for _, file := range n.files {
			for _, pn := range file {
				k := namePlace{pn.Origin.File, pn.Origin.Sheet, pn.ID}
				if _, seen := n.byPlace[k]; !seen {
					n.byPlace[k] = pn.Name
				}
			}
		}
	}
	return n.byPlace[at]
}
