package desk

import (
	"ratingdesk/engine"
	"ratingdesk/names"
	"ratingdesk/xlsxio"

	"ratingdesk/internal/words"
)

// gameNamesShown is how many differing names of one game list get a
// warning each; one more warning counts the rest.
const gameNamesShown = 10

// gameListNameWarnings warns where a game list's White name or Black name
// column (a PGN file's White or Black tag beside an ICCF ID tag) gives a
// player of the rating list another name than the list's
// (docs/formats.md "Game list"; docs/rules.md "Names in a game list"):
// most often a mistyped ID, which would rate another player than the one
// meant. The list's name is kept. Names are compared as crosstables'
// are (names.Same); a player not on the list is left to the check
// of the games. Each file's names come in the order read (GameList.Names).
func gameListNameWarnings(list *xlsxio.RatingList, files [][]xlsxio.PlayerName) xlsxio.Problems {
	if list == nil || !anyNames(files) {
		return nil
	}
	byID := make(map[engine.PlayerID]int, len(list.Players))
	for i := range list.Players {
		byID[list.Players[i].ID] = i
	}
	var problems xlsxio.Problems
	for _, given := range files {
		shown, more := 0, 0
		for _, n := range given {
			i, ok := byID[n.ID]
			if !ok || names.Same(n.Name, list.Players[i].Name) {
				continue
			}
			if shown == gameNamesShown {
				more++
				continue
			}
			shown++
			problems = append(problems, warningAt(n.Origin.File, n.Origin.Sheet, n.Origin.Cell,
				"the name %q differs from %q, the name of ID %d in %s; the list's name is kept: check the ID, a mistyped one rates another player",
				n.Name, list.Players[i].Name, n.ID, listNameText(list, i)))
		}
		if more > 0 {
			last := given[len(given)-1].Origin
			problems = append(problems, warningAt(last.File, last.Sheet, "",
				"%s in this game list %s from the rating list's (the first %d are listed above)", words.Count(more, "more name", "more names"), words.Agree(more, "differs", "differ"), gameNamesShown))
		}
	}
	return problems
}

// anyNames reports whether a game list gave any name.
func anyNames(files [][]xlsxio.PlayerName) bool {
	for _, f := range files {
		if len(f) > 0 {
			return true
		}
	}
	return false
}

// listNameText names the cell of player i's name in list: "list.csv:B5",
// the file named as given.
func listNameText(list *xlsxio.RatingList, i int) string {
	if i < len(list.Rows) {
		o := list.Rows[i].Origin
		o.Cell = list.NameCell(i)
		return originText(o)
	}
	return list.File
}

// sourceNames are the names each game list among sources gives its
// players (GameList.Names).
func sourceNames(sources []resultSource) [][]xlsxio.PlayerName {
	var files [][]xlsxio.PlayerName
	for _, src := range sources {
		if src.list != nil {
			files = append(files, src.list.Names)
		}
	}
	return files
}
