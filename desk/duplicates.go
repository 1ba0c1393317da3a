package desk

import (
	"cmp"
	"math"
	"slices"

	"ratingdesk/engine"
	"ratingdesk/names"
	"ratingdesk/outputs"
	"ratingdesk/xlsxio"
)

// duplicateInputs refuses a file given twice among a period's inputs, by
// its content (SHA-256): the same game list named twice, or a copy of it
// under another name, would count every game twice (docs/formats.md
// "General rules": never guess silently). Inputs whose hash is unknown (the
// file could not be read) are left to the problem that says so. copies
// are the indices in inputs of the later copies, the first of each kept:
// the period checks the files without them, so that their other problems
// are said with the copy (docs/cli.md "What every command does the same
// way": every problem at once).
//
// The rating list and a results file are never copies of each other: a
// workbook given as both is read for its rating list and for its game
// list, on other sheets (docs/rules.d/xlsxio-read.md "A rating list and a
// game list in one workbook"); a file read as a list is refused as
// results otherwise.
func duplicateInputs(inputs []outputs.InputFile) (problems xlsxio.Problems, copies []int) {
	first := map[string]outputs.InputFile{}
	for i, in := range inputs {
		if in.SHA256 == "" {
			continue
		}
		key := in.SHA256
		if in.Kind == xlsxio.RatingListKind.String() {
			key += " list"
		}
		if f, dup := first[key]; dup {
			what := "this file has the same content as " + f.Path
			if outputs.SameFile(f.Path, in.Path) {
				what = "this file is given twice"
			}
			problems = append(problems, errorAt(in.Path, "", "",
				"%s: its %s would be counted twice; give each file once", what, gamesOrPlayers(in.Kind)))
			copies = append(copies, i)
			continue
		}
		first[key] = in
	}
	return problems, copies
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
// key, which are rare. Sorted rather than hashed, so that a million games
// need no map.
type gameKey struct {
	white, black engine.PlayerID
	dayOutcome   int32
	game         int32
}

// gameSet is what the duplicate-game check reads of a period's games:
// how many, the key of game i (gameKeyOf) and game i itself; the games as
// read (gamesOf) or packed (packedGames.set).
type gameSet struct {
	n    int
	key  func(i int) (gameKey, bool)
	game func(i int) engine.Game
}

// setOf is the gameSet of games as read.
func setOf(games []engine.Game) gameSet {
	return gameSet{
		n:    len(games),
		key:  func(i int) (gameKey, bool) { return gameKeyOf(&games[i], i) },
		game: func(i int) engine.Game { return games[i] },
	}
}

// gameKeyOf is the key of game i, false for an unfinished or undated game
// (which duplicateGames leaves alone).
func gameKeyOf(g *engine.Game, i int) (gameKey, bool) {
	if g.Outcome == engine.Unfinished || g.Finished.IsZero() {
		return gameKey{}, false
	}
	y, m, d := g.Finished.Date()
	return gameKey{g.White, g.Black, int32((y*10000+int(m)*100+d)*8 + int(g.Outcome)), int32(i)}, true
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

// packedKey is a gameKey whose IDs are in [0, 2³²), as ICCF IDs are, in
// two words compared as unsigned numbers, which orders the keys as
// compareGameKeys does: [1] White and Black, then [0] the day and result
// and the game.
type packedKey [2]uint64

// packed is k as a packedKey, false when it does not fit one.
func (k gameKey) packed() (packedKey, bool) {
	if uint64(k.white) > math.MaxUint32 || uint64(k.black) > math.MaxUint32 || k.dayOutcome < 0 || k.game < 0 {
		return packedKey{}, false
	}
	return packedKey{uint64(k.dayOutcome)<<32 | uint64(k.game), uint64(k.white)<<32 | uint64(k.black)}, true
}

// sameGame reports whether two packed keys have the same players, day and
// result.
func (p packedKey) sameGame(q packedKey) bool { return p[1] == q[1] && p[0]>>32 == q[0]>>32 }

// game is the index of the game of a packed key.
func (p packedKey) game() int32 { return int32(uint32(p[0])) }

// eachKeyGroup calls fn with each group of two or more finished, dated
// games that share a key (same players, day and result): their indexes
// in game order; groups in the order of their keys (compareGameKeys).
// Keys whose IDs are in [0, 2³²) are sorted by radix (radixSortPacked): a
// million games in a few tens of milliseconds instead of half a second
// (replay); others by compareGameKeys (eachKeyGroupSorted).
func eachKeyGroup(games gameSet, fn func(group []int32)) {
	keys := make([]packedKey, 0, games.n)
	for i := range games.n {
		k, ok := games.key(i)
		if !ok {
			continue
		}
		p, fits := k.packed()
		if !fits {
			eachKeyGroupSorted(games, fn)
			return
		}
		keys = append(keys, p)
	}
	radixSortPacked(keys, true)
	var group []int32
	for lo := 0; lo < len(keys); {
		hi := lo + 1
		for hi < len(keys) && keys[hi].sameGame(keys[lo]) {
			hi++
		}
		if hi-lo > 1 {
			group = group[:0]
			for _, p := range keys[lo:hi] {
				group = append(group, p.game())
			}
			fn(group)
		}
		lo = hi
	}
}

// eachKeyGroupSorted is eachKeyGroup sorting the keys by compareGameKeys.
func eachKeyGroupSorted(games gameSet, fn func(group []int32)) {
	var keys []gameKey
	for i := range games.n {
		if k, ok := games.key(i); ok {
			keys = append(keys, k)
		}
	}
	slices.SortFunc(keys, compareGameKeys)
	var group []int32
	for lo := 0; lo < len(keys); {
		hi := lo + 1
		for hi < len(keys) && keys[hi].white == keys[lo].white && keys[hi].black == keys[lo].black && keys[hi].dayOutcome == keys[lo].dayOutcome {
			hi++
		}
		if hi-lo > 1 {
			group = group[:0]
			for _, k := range keys[lo:hi] {
				group = append(group, k.game)
			}
			fn(group)
		}
		lo = hi
	}
}

// radixSortPacked sorts ps by word [1], then word [0], as unsigned numbers:
// a stable least-significant-digit radix sort, radixBits bits a pass,
// whose digits start at bits in which some keys differ: the bits every
// key has the same (the high bits of six-digit IDs, of the dates of a few
// years) take no pass. With gameOrdered (the keys are in increasing game
// order, as eachKeyGroup makes them), the game's bits are skipped too: a
// stable sort keeps them in order.
func radixSortPacked(ps []packedKey, gameOrdered bool) {
	if len(ps) < 2 {
		return
	}
	// The bits in which some keys differ: digits where none differ need
	// no pass.
	and, or := ps[0], ps[0]
	for _, p := range ps[1:] {
		and[0], and[1] = and[0]&p[0], and[1]&p[1]
		or[0], or[1] = or[0]|p[0], or[1]|p[1]
	}
	varies := [2]uint64{and[0] ^ or[0], and[1] ^ or[1]}
	if gameOrdered {
		varies[0] &^= math.MaxUint32
	}
	buf := make([]packedKey, len(ps))
	src, dst := ps, buf
	for w, v := range varies { // least significant word first
		for shift := uint(0); shift < 64; {
			if v>>shift&1 == 0 {
				shift++
				continue
			}
			radixPass(src, dst, w, shift)
			src, dst = dst, src
			shift += radixBits
		}
	}
	if &src[0] != &ps[0] {
		copy(ps, src)
	}
}

// radixBits is the width of a digit of radixSortPacked: 2048 counts fit
// the processor's first cache, and a six-digit ID takes two passes.
const radixBits = 11

// radixPass moves src into dst ordered by the radixBits bits at shift of
// word w, stably.
func radixPass(src, dst []packedKey, w int, shift uint) {
	const mask = 1<<radixBits - 1
	var at [1 << radixBits]int32
	for i := range src {
		at[src[i][w]>>shift&mask]++
	}
	sum := int32(0)
	for d, n := range at {
		at[d] = sum
		sum += n
	}
	dst = dst[:len(src)]
	for i := range src {
		d := src[i][w] >> shift & mask
		dst[at[d]] = src[i]
		at[d]++
	}
}

// duplicateGames refuses a finished, dated game given twice — the same
// players in the same colours, result, finish date, tournament and section
// — with an error at each repeat, in game order, naming where the first
// one was read: a row pasted twice, or a game in two files (a list saved
// as .xlsx and as .csv), would be rated twice, and two games of one event
// never agree in all of these (a double round swaps the colours); games
// without a tournament can be told apart by giving it (docs/rules.md
// §1.4, "A game given twice"). Unfinished and undated games are left
// alone (a double round has two unfinished games per pair). A file that
// repeats most of its games from an earlier one is one error instead
// (overlappingFiles).
func duplicateGames(games gameSet) xlsxio.Problems {
	var found [][2]int // repeat, first
	eachKeyGroup(games, func(group []int32) { found = appendRepeats(found, games.game, group) })
	slices.SortFunc(found, func(a, b [2]int) int { return cmp.Compare(a[0], b[0]) })
	found, problems := overlappingFiles(games, found)
	for _, f := range found {
		g := games.game(f[0])
		problems = append(problems, errorAt(g.Origin.File, g.Origin.Sheet, g.Origin.Cell,
			"the same game (%d against %d, finished %s) is also at %s: it would be rated twice; delete the copy, or, if these are two games, give each its tournament and section", g.White, g.Black, g.Finished.Format("2006-01-02"), originText(games.game(f[1]).Origin)))
	}
	return problems
}

// appendRepeats appends to found each game of group (games with one key,
// in game order) that repeats an earlier one of the same event, with the
// first such: a game that repeats none is itself an earlier game for
// those after it.
func appendRepeats(found [][2]int, game func(int) engine.Game, group []int32) [][2]int {
	earlier := []engine.Game{game(int(group[0]))}
	at := []int{int(group[0])}
	for _, k := range group[1:] {
		i := int(k)
		g := game(i)
		if j, isDup := sameEvent(earlier, &g); isDup {
			found = append(found, [2]int{i, at[j]})
			continue
		}
		earlier, at = append(earlier, g), append(at, i)
	}
	return found
}

// sameEvent finds among the earlier games the first of g's event
// (eventKey.of): a game without either tournament or section is of any
// game's event, and one without a section of any section of its
// tournament, since nothing tells it apart from the copy of a game that
// has them (a tester: a row pasted into a file without a Tournament column
// was rated a second time; another, the copy without its Section).
func sameEvent(earlier []engine.Game, g *engine.Game) (int, bool) {
	event := foldEvent(g.Tournament, g.Section)
	for j := range earlier {
		if foldEvent(earlier[j].Tournament, earlier[j].Section).of(event) {
			return j, true
		}
	}
	return 0, false
}

// eventKey is a game's tournament and section as the checks of games
// given twice compare them: spelled as names.Same reads them (case, white
// space, dots, dashes, underscores and commas do not count: "SF12", "SF
// 12" and "sf-12" are one section; docs/rules.md "A game given twice").
type eventKey struct{ tournament, section string }

// foldEvent is the eventKey of a tournament and section.
func foldEvent(tournament, section string) eventKey {
	return eventKey{names.SameKey(tournament), names.SameKey(section)}
}

// of reports whether two games of events e and f may be the same game:
// the same event, or one of them without a tournament and section, or
// without a section in the other's tournament (docs/rules.md "A game
// given twice").
func (e eventKey) of(f eventKey) bool {
	return e == f || e.none() || f.none() || e.tournament == f.tournament && (e.section == "" || f.section == "")
}

// none reports whether e is the event of a game without a tournament and
// section.
func (e eventKey) none() bool { return e == eventKey{} }

// joined is the event of two games whose events are each other's (of):
// the one that says more, f when they say as much.
func (e eventKey) joined(f eventKey) eventKey {
	if f.none() || f.section == "" && e.section != "" {
		return e
	}
	return f
}
