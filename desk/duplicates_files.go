package desk

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// filePair is a file whose games repeat games of an earlier file: the
// later file (copy) and the earlier one (first), as the games' origins
// name them.
type filePair struct{ copy, first string }

// fileOverlap gathers the repeats of one filePair: the games of the copy
// (indexes into the games checked) in game order.
type fileOverlap struct {
	pair    filePair
	repeats []int
}

// overlappingFiles finds, among the games given twice (found: repeat,
// first, in the repeat's order), the files that repeat most of their games
// from one earlier file — a game list saved as .csv and as .xlsx, both
// given (docs/rules.md "A game given twice"): each such file is one error
// (overlapProblem) instead of one a game (a tester: 145 errors for two
// saves of one list), and its repeats are taken out of found. A file whose
// games are a few copies is left to the errors of its games.
func overlappingFiles(games gameSet, found [][2]int) ([][2]int, xlsxio.Problems) {
	overlaps := filePairs(games, found)
	if len(overlaps) == 0 {
		return found, nil
	}
	counts := gamesOfFiles(games, overlaps)
	var problems xlsxio.Problems
	said := map[int]bool{}
	for _, o := range overlaps {
		if n := counts[o.pair.copy]; mostlyRepeated(len(o.repeats), n.compared) {
			problems = append(problems, overlapProblem(games, o, n))
			for _, i := range o.repeats {
				said[i] = true
			}
		}
	}
	if len(said) == 0 {
		return found, nil
	}
	return slices.DeleteFunc(found, func(f [2]int) bool { return said[f[0]] }), problems
}

// mostlyRepeated reports whether a file of n games compared (finished and
// dated) of which repeats repeat games of one earlier file is said as one
// (overlappingFiles): all of them, two or more, or at least 10 and 90 %.
func mostlyRepeated(repeats, n int) bool {
	return repeats >= 2 && (repeats >= n || repeats >= 10 && repeats*10 >= n*9)
}

// filePairs groups the repeats of found by their file and the file of the
// earlier game, for the pairs of two different files with two repeats or
// more, in the order of their first repeat.
func filePairs(games gameSet, found [][2]int) []*fileOverlap {
	var overlaps []*fileOverlap
	at := map[filePair]*fileOverlap{}
	for _, f := range found {
		pair := filePair{games.game(f[0]).Origin.File, games.game(f[1]).Origin.File}
		if pair.copy == pair.first {
			continue
		}
		o := at[pair]
		if o == nil {
			o = &fileOverlap{pair: pair}
			at[pair] = o
			overlaps = append(overlaps, o)
		}
		o.repeats = append(o.repeats, f[0])
	}
	return slices.DeleteFunc(overlaps, func(o *fileOverlap) bool { return len(o.repeats) < 2 })
}

// fileGames counts a file's games checked (all) and those of them that
// are compared with others (finished and dated).
type fileGames struct{ all, compared int }

// gamesOfFiles counts the games of each file that repeats games of
// another (overlaps): read only when some file repeats two or more.
func gamesOfFiles(games gameSet, overlaps []*fileOverlap) map[string]fileGames {
	counts := map[string]fileGames{}
	for _, o := range overlaps {
		counts[o.pair.copy] = fileGames{}
	}
	for i := range games.n {
		f := games.game(i).Origin.File
		if c, ok := counts[f]; ok {
			c.all++
			if _, compared := games.key(i); compared {
				c.compared++
			}
			counts[f] = c
		}
	}
	return counts
}

// overlapCells is how many cells of the repeats an overlapProblem names.
const overlapCells = 3

// overlapProblem is the one error of a file whose games repeat most of
// its n games from an earlier file: "this file repeats 145 of its 149
// games from games.csv (the same games saved twice?) …", naming the cells
// of the first few; n counts its games.
func overlapProblem(games gameSet, o *fileOverlap, n fileGames) *xlsxio.Problem {
	slices.SortFunc(o.repeats, cmp.Compare)
	var cells []string
	for _, i := range o.repeats[:min(len(o.repeats), overlapCells)] {
		cells = append(cells, cellOf(games.game(i).Origin))
	}
	list := strings.Join(cells, ", ")
	if more := len(o.repeats) - len(cells); more > 0 {
		list += fmt.Sprintf(" and %d more", more)
	}
	return errorAt(o.pair.copy, "", "",
		"this file repeats %d of its %d games from %s (the same games saved twice?): they would be rated twice; give only one of the two files (the copies here: %s%s)",
		len(o.repeats), n.all, o.pair.first, list, notCompared(len(o.repeats), n))
}

// notCompared says, when the repeats are all the file's games that are
// compared and the others are not, that the others are unfinished or
// undated: "; its other 4 games are unfinished or undated, which are not
// compared".
func notCompared(repeats int, n fileGames) string {
	if repeats < n.compared || n.all == n.compared {
		return ""
	}
	if other := n.all - n.compared; other > 1 {
		return fmt.Sprintf("; its other %d games are unfinished or undated, which are not compared", other)
	}
	return "; its other game is unfinished or undated, which is not compared"
}

// cellOf names a game's cell within its file: "Games!C2", or "C2".
func cellOf(o engine.Origin) string {
	if o.Sheet == "" {
		return o.Cell
	}
	return o.Sheet + "!" + o.Cell
}
