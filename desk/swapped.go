package desk

import (
	"cmp"
	"fmt"
	"slices"
	"time"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// swappedPair is a game (second) that looks like an earlier one (first)
// given from the other side: indexes into the games checked.
type swappedPair struct{ second, first int }

// swapGames is what the look for games given from both sides reads of the
// games: how many, game i, and its pairHash, which every game is sifted
// by; the games as read (swapSetOf) or packed (packedGames.swapSet). The
// game at returns is valid until at is called again: packed games are
// made again one at a time, and only those sifted out (hash reads a
// packed game's fields as they are).
type swapGames struct {
	n    int
	at   func(i int) *engine.Game
	hash func(i int) (uint64, bool)
}

// swapSetOf is the swapGames of games as read.
func swapSetOf(games []engine.Game) swapGames {
	return swapGames{
		n:    len(games),
		at:   func(i int) *engine.Game { return &games[i] },
		hash: func(i int) (uint64, bool) { return pairHash(&games[i]) },
	}
}

// swappedFind is a warning of swappedWarnings with the finish date of the
// game it is at, by which a replay keeps those of the games it rates.
type swappedFind struct {
	warning  *xlsxio.Problem
	finished time.Time
}

// swappedGames warns of a game of a CSV or XLSX game list that looks like
// an earlier one given from the other side — the same two players with
// the colours swapped, the same finish date and the same winner (or both
// drawn), in the same tournament and section — when the section
// otherwise looks played in a single round (sectionMeetings.looksSingle): a TD
// typing a result form row by row gives a game once from each player's
// side, and both would be rated. It is a warning, not an error: a double
// round robin plays two games a pair, one with each colour, which may end
// the same day with the same winner, and a game list cannot say that a
// section is a double round (docs/rules.md "A game given from both
// sides"). games are the game lists' games that belong to no crosstable
// section read (typedGames); each warning is at the second game's cell,
// naming the first, in game order.
func swappedGames(games []engine.Game) xlsxio.Problems {
	var problems xlsxio.Problems
	for _, f := range swappedWarnings(swapSetOf(games)) {
		problems = append(problems, f.warning)
	}
	return problems
}

// swappedWarnings are the warnings of swappedGames among games, each with
// the finish date of the game it is at: a replay says those of the games
// its quarters rate (docs/rules.md "A game given from both sides").
func swappedWarnings(games swapGames) []swappedFind {
	found := swappedCandidates(games)
	if len(found) == 0 {
		return nil
	}
	sections := sectionPairs(games, found)
	var out []swappedFind
	for _, f := range found {
		second := *games.at(f.second)
		first := *games.at(f.first)
		s := sections[eventOf(&second).joined(eventOf(&first))]
		if !s.looksSingle() {
			continue
		}
		out = append(out, swappedFind{swappedWarning(&second, &first, s), second.Finished})
	}
	return out
}

// mirrored is o from Black's side: the same winner with the colours
// swapped.
func mirrored(o engine.Outcome) engine.Outcome {
	switch o {
	case engine.WhiteWins:
		return engine.BlackWins
	case engine.BlackWins:
		return engine.WhiteWins
	case engine.WhiteWinsForfeit:
		return engine.BlackWinsForfeit
	case engine.BlackWinsForfeit:
		return engine.WhiteWinsForfeit
	}
	return o
}

// pairKeyOf is the key of game i by its pair rather than its colours —
// the lower ID as white, the result from the lower ID's side — so that
// a game and the same game given from the other side share it; false for
// an unfinished or undated game, as gameKeyOf.
func pairKeyOf(g *engine.Game, i int) (gameKey, bool) {
	k, ok := gameKeyOf(g, i)
	if !ok || g.White < g.Black {
		return k, ok
	}
	day := k.dayOutcome / 8
	return gameKey{g.Black, g.White, day*8 + int32(mirrored(g.Outcome)), k.game}, true
}

// swappedCandidates are the games that repeat an earlier game of their
// event with the colours swapped, the same finish date and the same
// winner, each with the first such game, in game order. A game that
// repeats an earlier one in its colours too is left to duplicateGames.
//
// Only the games whose key may be shared (sharedKeys) are sorted:
// sorting the keys of every game added 32 MB to the peak memory of rating
// a million games, sifting them first about 10 MB.
func swappedCandidates(games swapGames) []swappedPair {
	at := sharedKeys(games)
	set := gameSet{
		n:    len(at),
		key:  func(k int) (gameKey, bool) { return pairKeyOf(games.at(int(at[k])), int(at[k])) },
		game: func(k int) engine.Game { return *games.at(int(at[k])) },
	}
	var found []swappedPair
	eachKeyGroup(set, func(group []int32) {
		for k, gi := range group[1:] {
			if f, ok := swappedIn(games, group[:k+1], int(gi)); ok {
				found = append(found, swappedPair{int(gi), f})
			}
		}
	})
	slices.SortFunc(found, func(a, b swappedPair) int { return cmp.Compare(a.second, b.second) })
	return found
}

// sharedKeys are the indexes, in order, of the finished, dated games
// whose pair key (pairKeyOf) may be another game's too: those whose
// key's hash (pairHash) falls on a bit that two keys or more set, among
// bits 8 times as many as the games (so about one game in 8 besides
// those that share a key).
func sharedKeys(games swapGames) []int32 {
	bits, shift := 64, 58 // shift: the hash's top bits number the bit
	for bits < 8*games.n && bits < 1<<31 {
		bits, shift = bits*2, shift-1
	}
	once, twice := make([]uint64, bits/64), make([]uint64, bits/64)
	// The bit of each game, +1 (0: none), so that the games, 192 bytes
	// each, are read once.
	bit := make([]uint32, games.n)
	for i := range games.n {
		if h, ok := games.hash(i); ok {
			h >>= shift
			bit[i] = uint32(h) + 1
			w, b := h/64, uint64(1)<<(h%64)
			twice[w] |= once[w] & b
			once[w] |= b
		}
	}
	var at []int32
	for i, b := range bit {
		if b > 0 && twice[(b-1)/64]&(1<<((b-1)%64)) != 0 {
			at = append(at, int32(i))
		}
	}
	return at
}

// pairHash mixes what pairKeyOf keys a game by — its pair, finish day
// and result from the lower ID's side — into 64 bits, cheaply (no
// calendar date); false for a game pairKeyOf leaves out.
func pairHash(g *engine.Game) (uint64, bool) {
	if g.Outcome == engine.Unfinished || g.Finished.IsZero() {
		return 0, false
	}
	return pairHashOf(g.White, g.Black, g.Finished.Unix()/secondsADay, g.Outcome), true
}

// pairHashOf is pairHash of a finished, dated game between white and
// black, finished on day (days since 1970, as Unix time counts them) with
// outcome o.
func pairHashOf(white, black engine.PlayerID, day int64, o engine.Outcome) uint64 {
	lo, hi := white, black
	if hi < lo {
		lo, hi, o = hi, lo, mirrored(o)
	}
	h := uint64(lo)*0x9E3779B97F4A7C15 ^ uint64(hi)*0xC2B2AE3D27D4EB4F ^ uint64(day)<<3 ^ uint64(o)
	h ^= h >> 29
	return h * 0xBF58476D1CE4E5B9
}

// swappedIn finds among the earlier games of a group (same pair, day and
// winner) the first of g's event (eventKey.of: a game without tournament
// and section is of any event, as in duplicateGames; a tester's swapped
// copy without them was not warned of) with the colours swapped; false when
// there is none, or when one of its event has g's colours (a copy,
// which duplicateGames refuses).
func swappedIn(games swapGames, earlier []int32, i int) (int, bool) {
	g := games.at(i)
	event, white := eventOf(g), g.White
	first, ok := 0, false
	for _, e := range earlier {
		h := games.at(int(e))
		if !eventOf(h).of(event) {
			continue
		}
		if h.White == white {
			return 0, false
		}
		if !ok {
			first, ok = int(e), true
		}
	}
	return first, ok
}

// eventOf is a game's tournament and section as foldEvent folds them.
func eventOf(g *engine.Game) eventKey { return foldEvent(g.Tournament, g.Section) }

// sectionMeetings counts the pairs that meet in one section of the game
// lists, and those that meet twice or more, apart from the pairs of
// swapped candidates (suspect).
type sectionMeetings struct {
	// name is the section as its first game names it.
	name string
	// pairs are the pairs of its games (lower ID first), one a game,
	// while they are gathered (sectionPairs), then sorted.
	pairs [][2]engine.PlayerID
	// suspect are the pairs of the swapped candidates.
	suspect map[[2]engine.PlayerID]bool
	// meet counts the pairs that meet, twice those that meet twice or
	// more, others those of them that are not suspect (count).
	meet   int
	twice  [][2]int
	others int
}

// pairOf is a game's pair, the lower ID first.
func pairOf(g *engine.Game) [2]engine.PlayerID {
	return [2]engine.PlayerID{min(g.White, g.Black), max(g.White, g.Black)}
}

// sectionPairs gathers the pairs of the games of every section that holds
// a swapped candidate, finished or not, and counts them: only those
// sections' games are kept, and a game's event is folded only when its
// tournament and section are not the previous game's (a list's games
// share the texts of their tournament, xlsxio's table.share).
func sectionPairs(games swapGames, found []swappedPair) map[eventKey]*sectionMeetings {
	sections := map[eventKey]*sectionMeetings{}
	for _, f := range found {
		// The section is the first game's when it says more (a copy
		// without tournament and section joins it).
		g := games.at(f.second)
		ev, pair, name := eventOf(g), pairOf(g), sectionName(g)
		if first := games.at(f.first); eventOf(first).joined(ev) != ev {
			ev, name = eventOf(first), sectionName(first)
		}
		s := sections[ev]
		if s == nil {
			s = &sectionMeetings{name: name, suspect: map[[2]engine.PlayerID]bool{}}
			sections[ev] = s
		}
		s.suspect[pair] = true
	}
	var lastT, lastS string
	var last *sectionMeetings
	for i := range games.n {
		g := games.at(i)
		if i == 0 || g.Tournament != lastT || g.Section != lastS {
			lastT, lastS, last = g.Tournament, g.Section, sections[foldEvent(g.Tournament, g.Section)]
		}
		if last != nil {
			last.pairs = append(last.pairs, pairOf(g))
		}
	}
	for _, s := range sections {
		s.count()
	}
	return sections
}

// count counts the section's pairs (sectionMeetings), sorting them.
func (s *sectionMeetings) count() {
	slices.SortFunc(s.pairs, func(a, b [2]engine.PlayerID) int { return cmp.Or(cmp.Compare(a[0], b[0]), cmp.Compare(a[1], b[1])) })
	for lo := 0; lo < len(s.pairs); {
		hi := lo + 1
		for hi < len(s.pairs) && s.pairs[hi] == s.pairs[lo] {
			hi++
		}
		s.meet++
		if p := s.pairs[lo]; hi-lo >= 2 {
			s.twice = append(s.twice, [2]int{int(p[0]), int(p[1])})
			if !s.suspect[p] {
				s.others++
			}
		}
		lo = hi
	}
	s.pairs = nil
}

// looksSingle reports whether the section looks played in a single round
// but for its suspect pairs: no other pair meets twice, or the pairs that
// meet twice are too few for a double round (xlsxio.FewPairsTwice, the
// rule the TRF and PGN readers warn by).
func (s *sectionMeetings) looksSingle() bool {
	if s.others == 0 {
		return true
	}
	_, few := xlsxio.FewPairsTwice(s.twice, s.meet)
	return few
}

// sameOutcome is what two games given from both sides with outcome o
// (the second's) share: "both drawn", else "the same winner" — their
// results read mirrored (1-0 against 0-1), so "the same result" read
// wrong (a tester).
func sameOutcome(o engine.Outcome) string {
	if o == engine.Draw {
		return "both drawn"
	}
	return "the same winner"
}

// sectionName names a game's tournament and section in a message.
func sectionName(g *engine.Game) string {
	switch {
	case g.Tournament == "" && g.Section == "":
		return "the games without a tournament"
	case g.Section == "":
		return g.Tournament
	case g.Tournament == "":
		return "section " + g.Section
	}
	return g.Tournament + ", " + g.Section
}

// swappedWarning is the warning at g, which looks like first given from
// the other side, in section s.
func swappedWarning(g, first *engine.Game, s *sectionMeetings) *xlsxio.Problem {
	where := fmt.Sprintf("no other pair of %s plays two games", s.name)
	if s.others > 0 {
		where = fmt.Sprintf("only %d of the %d pairs that meet in %s play two games", len(s.twice), s.meet, s.name)
	}
	return warningAt(g.Origin.File, g.Origin.Sheet, g.Origin.Cell,
		"%d against %d (%s, finished %s) looks like the game at %s (%d against %d, %s) given from the other side: the colours swapped, the same finish date, %s, and %s. Both would be rated: delete one of the two rows. "+
			"If the two did play two games that day (a double round), ignore this warning: a game list cannot say that a section is a double round (its crosstable, with Double round: yes, given too, can)",
		g.White, g.Black, g.Outcome, g.Finished.Format("2006-01-02"), originText(first.Origin), first.White, first.Black, first.Outcome, sameOutcome(g.Outcome), where)
}
