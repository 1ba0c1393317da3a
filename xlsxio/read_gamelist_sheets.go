package xlsxio

import (
	"fmt"
	"strings"

	"ratingdesk/engine"
	"ratingdesk/internal/words"
)

// gameSheets reads the other sheets of a workbook whose header row makes
// them a game list (sheets[1:], workbook order) after the first one
// (sheets[0], read as gl, its problems first), and joins them into one
// list (docs/rules.d/xlsxio-read.md "Several game sheets"): the games in sheet order, the
// counts summed and kept a sheet each (GameList.Sheets), the first name
// given to each player kept. Each sheet's problems are its own, located
// at its cells. The list is nil when any sheet's is (an error in its
// header row or columns). A game given on two sheets is a game given
// twice, as desk finds it among the games of the period. Two kinds of
// later sheet are not read, each with one warning: a sheet that holds no
// games (otherGameSheet: counts headed White and Black, a round's
// pairings) and a copy of the sheets before it (seenGames.copyProblem);
// the hidden sheets read are named in one warning.
func gameSheets(path string, opt ReadOptions, gl *GameList, problems Problems, sheets []sheetPart) (*GameList, Problems) {
	joined := gl
	if gl != nil {
		joined.Sheets = []SheetCount{{Sheet: gl.Sheet, Count: gl.Count}}
	}
	seen := seenGames{}
	seen.add(gl)
	read := []sheetPart{sheets[0]}
	for _, sp := range sheets[1:] {
		o := opt
		o.Sheet = sp.name
		next, ps, skipped := otherGameSheet(path, o)
		if skipped {
			problems = append(problems, ps...)
			continue
		}
		if p := seen.copyProblem(next, ps); p != nil {
			problems = append(problems, p)
			continue
		}
		seen.add(next)
		read = append(read, sp)
		problems = append(problems, ps...)
		if joined == nil || next == nil {
			joined = nil
			continue
		}
		joined.join(next)
	}
	if joined != nil && len(read) == 1 {
		joined.Sheets = nil // one sheet read, as in a workbook of one
	}
	if p := hiddenGameSheetsProblem(path, hiddenNames(read), len(read)); p != nil {
		problems = append(problems, p)
	}
	return joined, problems
}

// hiddenNames are the names of the hidden sheets among sheets.
func hiddenNames(sheets []sheetPart) []string {
	var names []string
	for _, sp := range sheets {
		if sp.hidden {
			names = append(names, sp.name)
		}
	}
	return names
}

// join adds the games, counts and names of next, another sheet's list,
// to gl.
func (gl *GameList) join(next *GameList) {
	gl.Games = append(gl.Games, next.Games...)
	gl.Sheets = append(gl.Sheets, SheetCount{Sheet: next.Sheet, Count: next.Count})
	gl.Count = gl.Count.plus(next.Count)
	named := make(map[engine.PlayerID]bool, len(gl.Names))
	for _, n := range gl.Names {
		named[n.ID] = true
	}
	for _, n := range next.Names {
		if !named[n.ID] {
			named[n.ID] = true
			gl.Names = append(gl.Names, n)
		}
	}
}

// plus is the count of the rows of two tables.
func (c RowCount) plus(d RowCount) RowCount {
	return RowCount{Rows: c.Rows + d.Rows, Read: c.Read + d.Read, Blank: c.Blank + d.Blank,
		WithErrors: c.WithErrors + d.WithErrors, NotRead: c.NotRead + d.NotRead, Records: c.Records && d.Records}
}

// Describe says what became of the list's rows as RowCount.Describe
// does ("149 rows: 149 games"), for a list read from several sheets with
// their number and each one's games first ('2 sheets, 149 rows: 149
// games ("SF12" 24, "Other" 125)'; docs/cli.md `check`).
func (gl *GameList) Describe() string {
	if len(gl.Sheets) < 2 {
		return gl.Count.Describe("game")
	}
	parts := make([]string, len(gl.Sheets))
	for i, s := range gl.Sheets {
		parts[i] = fmt.Sprintf("%q %s", s.Sheet, words.Number(s.Count.Read))
	}
	return fmt.Sprintf("%s, %s (%s)", words.Count(len(gl.Sheets), "sheet", "sheets"), gl.Count.Describe("game"), strings.Join(parts, ", "))
}
