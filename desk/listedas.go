package desk

import (
	"fmt"
	"strings"

	"ratingdesk/engine"
	"ratingdesk/names"
	"ratingdesk/xlsxio"
)

// rowNames are the names the game lists of a period give their players
// (GameList.Names), file by file; nil when none gives any.
type rowNames struct {
	files [][]xlsxio.PlayerName
	// byName finds the rows of the rating list by a coarse key of their
	// name (nameKey), made at the first player not on the list.
	byName map[string][]int
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
	name := n.nameOf(origin, id)
	if name == "" {
		return ""
	}
	if n.byName == nil {
		n.byName = make(map[string][]int, len(list.Players))
		for i := range list.Players {
			k := nameKey(list.Players[i].Name)
			n.byName[k] = append(n.byName[k], i)
		}
	}
	found := -1
	for _, i := range n.byName[nameKey(name)] {
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

// nameOf is the name the file of origin gives player id, "" when none.
func (n *rowNames) nameOf(origin engine.Origin, id engine.PlayerID) string {
	for _, file := range n.files {
		for _, pn := range file {
			if pn.ID == id && pn.Origin.File == origin.File && pn.Origin.Sheet == origin.Sheet {
				return pn.Name
			}
		}
	}
	return ""
}

// nameKey is a key under which names.Same names meet: folded (names.Fold)
// with its white space collapsed.
func nameKey(s string) string {
	return names.Fold(strings.Join(strings.Fields(s), " "))
}
