package desk

import (
	"path/filepath"
	"strings"

	"ratingdesk/engine"
	"ratingdesk/outputs"
	"ratingdesk/xlsxio"
)

// duplicateInputs refuses a file given twice among a period's inputs, by
// its content (SHA-256): the same game list named twice, or a copy of it
// under another name, would count every game twice (docs/formats.md
// "General rules": never guess silently). Inputs whose hash is unknown (the
// file could not be read) are left to the problem that says so.
func duplicateInputs(inputs []outputs.InputFile) xlsxio.Problems {
	var problems xlsxio.Problems
	first := map[string]outputs.InputFile{}
	for _, in := range inputs {
		if in.SHA256 == "" {
			continue
		}
		if f, dup := first[in.SHA256]; dup {
			problems = append(problems, errorAt(filepath.Base(in.Path), "", "",
				"this file has the same content as %s: its %s would be counted twice; give each file once", f.Path, gamesOrPlayers(in.Kind)))
			continue
		}
		first[in.SHA256] = in
	}
	return problems
}

// gamesOrPlayers names what a duplicate input would count twice.
func gamesOrPlayers(kind string) string {
	if kind == "rating list" {
		return "players"
	}
	return "games"
}

// gameKey identifies a finished game by what a copy of it repeats: the
// players and colours, the result and the finish date (yyyymmdd); the
// tournament and section are compared (case and spaces folded) only among
// games with the same key, which are rare.
type gameKey struct {
	white, black engine.PlayerID
	outcome      engine.Outcome
	day          int
}

// duplicateGames warns about a finished, dated game given twice — the same
// players in the same colours, result, finish date, tournament and section
// — once for each repeat, naming where the first one was read: a row
// pasted twice, or a game in two files, would be rated twice. Unfinished
// and undated games are left alone (a double round has two unfinished games
// per pair).
func duplicateGames(games []engine.Game) xlsxio.Problems {
	var problems xlsxio.Problems
	first := make(map[gameKey]int, len(games))
	var more map[gameKey][]int // games after the first with its key, another event
	for i := range games {
		g := &games[i]
		if g.Outcome == engine.Unfinished || g.Finished.IsZero() {
			continue
		}
		y, m, d := g.Finished.Date()
		k := gameKey{g.White, g.Black, g.Outcome, y*10000 + int(m)*100 + d}
		j, seen := first[k]
		if !seen {
			first[k] = i
			continue
		}
		if dup, isDup := sameEvent(games, append([]int{j}, more[k]...), g); isDup {
			problems = append(problems, warningAt(filepath.Base(g.Origin.File), g.Origin.Sheet, g.Origin.Cell,
				"the same game (%d against %d, finished %s) is also at %s: it is rated twice; delete one if it is a copy", g.White, g.Black, g.Finished.Format("2006-01-02"), originText(games[dup].Origin)))
			continue
		}
		if more == nil {
			more = map[gameKey][]int{}
		}
		more[k] = append(more[k], i)
	}
	return problems
}

// sameEvent finds among the games at earlier the first of g's tournament
// and section, case and runs of spaces folded.
func sameEvent(games []engine.Game, earlier []int, g *engine.Game) (int, bool) {
	for _, j := range earlier {
		if foldEvent(games[j].Tournament, games[j].Section) == foldEvent(g.Tournament, g.Section) {
			return j, true
		}
	}
	return 0, false
}

// foldEvent is a game's tournament and section, lower case, runs of spaces
// as one.
func foldEvent(tournament, section string) string {
	return strings.ToLower(strings.Join(strings.Fields(tournament+" / "+section), " "))
}
