package desk

import (
	"cmp"
	"fmt"
	"slices"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// swappedPair is a game (second) that looks like an earlier one (first)
// given from the other side: indexes into the games checked.
type swappedPair struct{ second, first int }

// swappedGames warns of a game of a CSV or XLSX game list that looks like
// an earlier one given from the other side — the same two players with
// the colours swapped, the same finish date and the same winner (or both
// drawn), in the same tournament and section — when the section
// otherwise looks played in a single round (sectionLooksSingle): a TD
// typing a result form row by row gives a game once from each player's
// side, and both would be rated. It is a warning, not an error: a double
// round robin plays two games a pair, one with each colour, which may end
// the same day with the same winner, and a game list cannot say that a
// section is a double round (docs/rules.md "A game given from both
// sides"). games are the game lists' games that belong to no crosstable
// section read (typedGames); each warning is at the second game's cell,
// naming the first, in game order.
func swappedGames(games []engine.Game) xlsxio.Problems {
	found := swappedCandidates(games)
	if len(found) == 0 {
		return nil
	}
	sections := sectionPairs(games, found)
	var problems xlsxio.Problems
	for _, f := range found {
		s := sections[eventOf(&games[f.second])]
		if !s.looksSingle() {
			continue
		}
		problems = append(problems, swappedWarning(&games[f.second], &games[f.first], s))
	}
	return problems
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
	if g.White < g.Black {
		return gameKeyOf(g, i)
	}
	s := *g
	s.White, s.Black, s.Outcome = g.Black, g.White, mirrored(g.Outcome)
	return gameKeyOf(&s, i)
}

// swappedCandidates are the games that repeat an earlier game of their
// event with the colours swapped, the same finish date and the same
// winner, each with the first such game, in game order. A game that
// repeats an earlier one in its colours too is left to duplicateGames.
func swappedCandidates(games []engine.Game) []swappedPair {
	set := gameSet{
		n:    len(games),
		key:  func(i int) (gameKey, bool) { return pairKeyOf(&games[i], i) },
		game: func(i int) engine.Game { return games[i] },
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

// swappedIn finds among the earlier games of a group (same pair, day and
// winner) the first of g's event with the colours swapped; false when
// there is none, or when one of its event has g's colours (a copy,
// which duplicateGames refuses).
func swappedIn(games []engine.Game, earlier []int32, i int) (int, bool) {
	g := &games[i]
	event := eventOf(g)
	first, ok := 0, false
	for _, e := range earlier {
		h := &games[e]
		if eventOf(h) != event {
			continue
		}
		if h.White == g.White {
			return 0, false
		}
		if !ok {
			first, ok = int(e), true
		}
	}
	return first, ok
}

// eventOf is a game's tournament and section as foldEvent folds them.
func eventOf(g *engine.Game) string { return foldEvent(g.Tournament, g.Section) }

// sectionMeetings counts the pairs that meet in one section of the game
// lists, and those that meet twice or more, apart from the pairs of
// swapped candidates (suspect).
type sectionMeetings struct {
	// name is the section as its first game names it.
	name string
	// games counts each pair's games (lower ID first).
	games map[[2]engine.PlayerID]int
	// suspect are the pairs of the swapped candidates.
	suspect map[[2]engine.PlayerID]bool
}

// pairOf is a game's pair, the lower ID first.
func pairOf(g *engine.Game) [2]engine.PlayerID {
	return [2]engine.PlayerID{min(g.White, g.Black), max(g.White, g.Black)}
}

// sectionPairs counts the meetings of every section that holds a swapped
// candidate, over all its games (finished or not): only those sections'
// events are folded, once for each tournament and section spelling.
func sectionPairs(games []engine.Game, found []swappedPair) map[string]*sectionMeetings {
	sections := map[string]*sectionMeetings{}
	for _, f := range found {
		g := &games[f.second]
		ev := eventOf(g)
		s := sections[ev]
		if s == nil {
			s = &sectionMeetings{name: sectionName(g), games: map[[2]engine.PlayerID]int{}, suspect: map[[2]engine.PlayerID]bool{}}
			sections[ev] = s
		}
		s.suspect[pairOf(g)] = true
	}
	folded := map[[2]string]string{}
	for i := range games {
		g := &games[i]
		raw := [2]string{g.Tournament, g.Section}
		ev, ok := folded[raw]
		if !ok {
			ev = foldEvent(g.Tournament, g.Section)
			folded[raw] = ev
		}
		if s := sections[ev]; s != nil {
			s.games[pairOf(g)]++
		}
	}
	return sections
}

// looksSingle reports whether the section looks played in a single round
// but for its suspect pairs: no other pair meets twice, or the pairs that
// meet twice are too few for a double round (xlsxio.FewPairsTwice, the
// rule the TRF and PGN readers warn by).
func (s *sectionMeetings) looksSingle() bool {
	twice, others := s.twice()
	if others == 0 {
		return true
	}
	_, few := xlsxio.FewPairsTwice(twice, len(s.games))
	return few
}

// twice are the section's pairs that meet twice or more (as numbers, for
// FewPairsTwice), and how many of them are not suspect.
func (s *sectionMeetings) twice() (twice [][2]int, others int) {
	for p, n := range s.games {
		if n < 2 {
			continue
		}
		twice = append(twice, [2]int{int(p[0]), int(p[1])})
		if !s.suspect[p] {
			others++
		}
	}
	return twice, others
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
	twice, others := s.twice()
	where := fmt.Sprintf("no other pair of %s plays two games", s.name)
	if others > 0 {
		where = fmt.Sprintf("only %d of the %d pairs that meet in %s play two games", len(twice), len(s.games), s.name)
	}
	return warningAt(g.Origin.File, g.Origin.Sheet, g.Origin.Cell,
		"%d against %d (%s, finished %s) looks like the game at %s (%d against %d, %s) given from the other side: the colours swapped, the same finish date and result, and %s. Both would be rated: delete one of the two rows. "+
			"If the two did play two games that day (a double round), ignore this warning: a game list cannot say that a section is a double round (its crosstable, with Double round: yes, given too, can)",
		g.White, g.Black, g.Outcome, g.Finished.Format("2006-01-02"), originText(first.Origin), first.White, first.Black, first.Outcome, where)
}
