package desk

import (
	"cmp"
	"math"
	"path/filepath"
	"slices"
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
// players and colours, and the finish date (yyyymmdd) and result packed
// as yyyymmdd·8 + outcome; game is its index. The tournament and section
// are compared (case and spaces folded) only among games with the same
// key, which are rare. 24 bytes a game, sorted rather than hashed, so that
// a million games need no map.
type gameKey struct {
	white, black engine.PlayerID
	dayOutcome   int32
	game         int32
}

// compareGameKeys orders keys by players, day and result, then game.
func compareGameKeys(a, b gameKey) int {
	if c := cmp.Compare(a.white, b.white); c != 0 {
		return c
	}
	if c := cmp.Compare(a.black, b.black); c != 0 {
		return c
	}
	if c := cmp.Compare(a.dayOutcome, b.dayOutcome); c != 0 {
		return c
	}
	return cmp.Compare(a.game, b.game)
}

// sortGameKeys sorts keys by compareGameKeys. When every player ID is in
// [0, 2³²), as ICCF IDs are, a key is packed into two words compared as
// unsigned numbers, which orders them the same and sorts in about half the
// time (a million games in replay).
func sortGameKeys(keys []gameKey) {
	for _, k := range keys {
		if uint64(k.white) > math.MaxUint32 || uint64(k.black) > math.MaxUint32 || k.dayOutcome < 0 || k.game < 0 {
			slices.SortFunc(keys, compareGameKeys)
			return
		}
	}
	type packed struct{ players, dayGame uint64 }
	ps := make([]packed, len(keys))
	for i, k := range keys {
		ps[i] = packed{uint64(k.white)<<32 | uint64(k.black), uint64(uint32(k.dayOutcome))<<32 | uint64(uint32(k.game))}
	}
	slices.SortFunc(ps, func(a, b packed) int {
		if c := cmp.Compare(a.players, b.players); c != 0 {
			return c
		}
		return cmp.Compare(a.dayGame, b.dayGame)
	})
	for i, p := range ps {
		keys[i] = gameKey{engine.PlayerID(p.players >> 32), engine.PlayerID(uint32(p.players)), int32(p.dayGame >> 32), int32(uint32(p.dayGame))}
	}
}

// duplicateGames warns about a finished, dated game given twice — the same
// players in the same colours, result, finish date, tournament and section
// — once for each repeat, in game order, naming where the first one was
// read: a row pasted twice, or a game in two files, would be rated twice.
// Unfinished and undated games are left alone (a double round has two
// unfinished games per pair).
func duplicateGames(games []engine.Game) xlsxio.Problems {
	keys := make([]gameKey, 0, len(games))
	for i := range games {
		g := &games[i]
		if g.Outcome == engine.Unfinished || g.Finished.IsZero() {
			continue
		}
		y, m, d := g.Finished.Date()
		keys = append(keys, gameKey{g.White, g.Black, int32((y*10000+int(m)*100+d)*8 + int(g.Outcome)), int32(i)})
	}
	sortGameKeys(keys)
	var found [][2]int // repeat, first
	for lo := 0; lo < len(keys); {
		hi := lo + 1
		for hi < len(keys) && keys[hi].white == keys[lo].white && keys[hi].black == keys[lo].black && keys[hi].dayOutcome == keys[lo].dayOutcome {
			hi++
		}
		if hi-lo > 1 {
			found = appendRepeats(found, games, keys[lo:hi])
		}
		lo = hi
	}
	slices.SortFunc(found, func(a, b [2]int) int { return cmp.Compare(a[0], b[0]) })
	var problems xlsxio.Problems
	for _, f := range found {
		g := &games[f[0]]
		problems = append(problems, warningAt(filepath.Base(g.Origin.File), g.Origin.Sheet, g.Origin.Cell,
			"the same game (%d against %d, finished %s) is also at %s: it is rated twice; delete one if it is a copy", g.White, g.Black, g.Finished.Format("2006-01-02"), originText(games[f[1]].Origin)))
	}
	return problems
}

// appendRepeats appends to found each game of group (games with one key,
// in game order) that repeats an earlier one of the same event, with the
// first such: a game that repeats none is itself an earlier game for
// those after it.
func appendRepeats(found [][2]int, games []engine.Game, group []gameKey) [][2]int {
	earlier := []int{int(group[0].game)}
	for _, k := range group[1:] {
		i := int(k.game)
		if j, isDup := sameEvent(games, earlier, &games[i]); isDup {
			found = append(found, [2]int{i, j})
			continue
		}
		earlier = append(earlier, i)
	}
	return found
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
