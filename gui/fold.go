package gui

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2/widget"

	"ratingdesk/engine"
	"ratingdesk/names"
	"ratingdesk/xlsxio"
)

// fold prepares a text for searching and sorting as names.Fold does: lower
// case, accents off, ø → o, ß → ss …, so that "Ostergaard" finds
// "Østergaard" and Ševčík sorts among the S.
func fold(s string) string { return names.Fold(s) }

// foldedWords splits a search query into folded words.
func foldedWords(query string) []string {
	return strings.Fields(fold(query))
}

// matchesAll reports whether every word occurs in the folded text hay.
func matchesAll(hay string, words []string) bool {
	for _, w := range words {
		if !strings.Contains(hay, w) {
			return false
		}
	}
	return true
}

// playerSearchText is what a search looks in for a player: his name, ID
// and federation, folded (the Players and Changes tables).
func playerSearchText(p *engine.Player) string {
	return fold(p.Name) + " " + strconv.FormatInt(int64(p.ID), 10) + " " + fold(p.Fed)
}

// playerSearch keeps the search texts of the open rating list's players,
// made once for both the Players table and the Changes table of a period
// run on that list: folding 20,000 names takes 20-30 ms and leaves about
// 12 MB of garbage (norm.NFD.String), which the run's peak memory would
// otherwise carry.
type playerSearch struct {
	list  *xlsxio.RatingList
	texts []string
}

// of returns the search texts of list's players, made anew when list is
// not the list they were made for; nil for no list.
func (ps *playerSearch) of(list *xlsxio.RatingList) []string {
	if list == nil {
		ps.list, ps.texts = nil, nil
		return nil
	}
	if list != ps.list {
		ps.list = list
		ps.texts = make([]string, len(list.Players))
		for i := range list.Players {
			ps.texts[i] = playerSearchText(&list.Players[i])
		}
	}
	return ps.texts
}

// text is the search text of player p, who is at place i of a period's
// players: the one made for the list when the list's player at place i
// has p's name, ID and federation, else made for p.
func (ps *playerSearch) text(i int, p *engine.Player) string {
	if i < len(ps.texts) {
		if q := &ps.list.Players[i]; q.ID == p.ID && q.Name == p.Name && q.Fed == p.Fed {
			return ps.texts[i]
		}
	}
	return playerSearchText(p)
}

// newPlayerSearchEntry is the search box of a table of players (the
// Players tab, the change list): it filters as the user types (changed)
// and Enter opens the card of the player the search leaves, or of the
// one selected (open; docs/guide.md "Keyboard").
func newPlayerSearchEntry(placeHolder string, changed func(string), open func()) *widget.Entry {
	e := widget.NewEntry()
	e.SetPlaceHolder(placeHolder)
	e.OnChanged = changed
	e.OnSubmitted = func(string) { open() }
	return e
}
