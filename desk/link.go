package desk

import (
	"slices"

	"ratingdesk/engine"
	"ratingdesk/names"
	"ratingdesk/titles"
	"ratingdesk/xlsxio"
)

// sectionLink matches the games a game list gives for one crosstable
// section with the crosstable's results (see linkSection).
type sectionLink struct {
	c        *xlsxio.Crosstable
	idx      map[engine.PlayerID]int
	slots    map[[2]int]*pairSlots
	problems xlsxio.Problems
}

// pair is the games of the pair of start numbers lo < hi (0-based).
func (l *sectionLink) pair(lo, hi int) *pairSlots {
	key := [2]int{lo, hi}
	if p, ok := l.slots[key]; ok {
		return p
	}
	rs := l.c.Section.Games[lo][hi]
	p := &pairSlots{results: rs, used: make([]bool, len(rs))}
	l.slots[key] = p
	return p
}

// at adds an error at the game-list game g.
func (l *sectionLink) at(g engine.Game, format string, args ...any) {
	l.problems = append(l.problems, errorAt(g.Origin.File, g.Origin.Sheet, g.Origin.Cell, format, args...))
}

// linkSection matches the games a game list gives for a crosstable's
// section with the crosstable's results, pair by pair (docs/formats.md
// "Game list": the game list gives colours and finish dates; a pair
// present in one and not in the other is an error). A game-list game
// matches an unclaimed game of the same pair with the same result (its own
// colours); a not-finished game matches a game the crosstable shows not
// finished. The games returned are the game list's, completed from the
// crosstable: Type when the list gives none, NotRated when the section is
// not rated, the start ratings of the Rating column where given, and the
// section's Finished date for a game without its own. listFile names the
// game list in messages.
func linkSection(c *xlsxio.Crosstable, listGames []engine.Game, listFile string) ([]engine.Game, xlsxio.Problems) {
	s := &c.Section
	l := &sectionLink{c: c, idx: make(map[engine.PlayerID]int, len(s.Players)), slots: map[[2]int]*pairSlots{}}
	for i, p := range s.Players {
		if p.ID != 0 {
			l.idx[p.ID] = i
		}
	}
	var out []engine.Game
	for _, g := range listGames {
		if wi, bi, ok := l.match(g); ok {
			out = append(out, completeGame(c, g, wi, bi))
		}
	}
	l.unmatched(listFile)
	return out, l.problems
}

// match claims the crosstable's game for the game-list game g, returning
// the players' indexes; when there is none it reports why.
func (l *sectionLink) match(g engine.Game) (wi, bi int, ok bool) {
	c := l.c
	wi, okW := l.idx[g.White]
	bi, okB := l.idx[g.Black]
	if !okW || !okB {
		missing := g.White
		if okW {
			missing = g.Black
		}
		l.at(g, "player %d is not in the crosstable of %s (%s): a game of the section must be between two of its players", missing, c.Name(), c.Label())
		return 0, 0, false
	}
	lo, hi, whiteLow := wi, bi, true
	if lo > hi {
		lo, hi, whiteLow = hi, lo, false
	}
	r := titles.ResultOf(g.Outcome, whiteLow)
	p := l.pair(lo, hi)
	ref := c.CellOrigin(lo, hi).Cell
	switch {
	case !r.Finished():
		if p.take(func(x titles.Result) bool { return !x.Finished() }) < 0 {
			l.at(g, "the game of No %d and No %d is not finished here, but the crosstable %s shows it finished in %s", lo+1, hi+1, c.Label(), ref)
			return 0, 0, false
		}
	case p.take(func(x titles.Result) bool { return x == r }) >= 0:
	default:
		if k := p.take(func(x titles.Result) bool { return x.Finished() }); k >= 0 {
			l.at(g, "the result %s disagrees with the crosstable %s, where %s holds %s for No %d against No %d", g.Outcome, c.Label(), ref, xlsxio.ResultText(p.results[k]), lo+1, hi+1)
		} else if p.take(func(titles.Result) bool { return true }) >= 0 {
			l.at(g, "the game of No %d and No %d is finished here (%s), but the crosstable %s shows it not finished in %s", lo+1, hi+1, g.Outcome, c.Label(), ref)
		} else {
			l.at(g, "the crosstable %s has no further game of No %d and No %d (%s): the pair is listed too often", c.Label(), lo+1, hi+1, ref)
		}
		return 0, 0, false
	}
	return wi, bi, true
}

// unmatched reports every finished game of the crosstable that no
// game-list game claimed.
func (l *sectionLink) unmatched(listFile string) {
	c := l.c
	s := &c.Section
	for i := range s.Players {
		for j := i + 1; j < len(s.Players); j++ {
			p := l.pair(i, j)
			for k, r := range p.results {
				if r.Finished() && !p.used[k] {
					o := c.CellOrigin(i, j)
					l.problems = append(l.problems, errorAt(o.File, o.Sheet, o.Cell,
						"No %d against No %d is finished here (%s) but the game list %s, which gives the games of %s, has no such game", i+1, j+1, xlsxio.ResultText(r), listFile, c.Name()))
				}
			}
		}
	}
}

// completeGame fills in what the crosstable knows of a game-list game of
// its section (see linkSection); wi and bi index the section's players.
func completeGame(c *xlsxio.Crosstable, g engine.Game, wi, bi int) engine.Game {
	s := &c.Section
	if g.Type == "" {
		g.Type = s.Type
	}
	g.NotRated = g.NotRated || !s.Rated
	if r := s.Players[wi].StartRating; r > 0 {
		g.WhiteStart = float64(r)
	}
	if r := s.Players[bi].StartRating; r > 0 {
		g.BlackStart = float64(r)
	}
	if g.Finished.IsZero() {
		g.Finished = s.Finished
	}
	return g
}

// knownPlayer is a player of the period as first met, for crosstablePlayers.
type knownPlayer struct {
	name, origin string
	// fromList is false for a player added from a crosstable.
	fromList bool
}

// crosstablePlayers is the list's players and the crosstables' players
// that are not on it, added as new unrated players (docs/formats.md
// "Crosstable"): Name, Fed, Title and FIDE from the crosstable; Running
// when a game of theirs is unfinished (Tournament Rules 9.7b). A name that
// differs from the list's name for the same ID is a warning, and the
// list's name is kept. A player without an ID whose row holds a finished
// game is an error: the game cannot be rated.
func crosstablePlayers(list *xlsxio.RatingList, cts []*xlsxio.Crosstable) ([]engine.Player, xlsxio.Problems) {
	if len(cts) == 0 {
		// Nobody to add, no name to compare: the list's own players,
		// shared rather than copied (whoever changes a player of the
		// period copies them first, see ApplyFIDEList).
		return slices.Clip(list.Players), nil
	}
	var problems xlsxio.Problems
	players := append([]engine.Player(nil), list.Players...)
	byID := make(map[engine.PlayerID]knownPlayer, len(players))
	for i, p := range list.Players {
		byID[p.ID] = knownPlayer{p.Name, listNameText(list, i), true}
	}
	for _, c := range cts {
		for i, p := range c.Section.Players {
			finished, unfinished := playerGames(&c.Section, i)
			if p.ID == 0 {
				if finished {
					problems = append(problems, errorAtOrigin(c.IDOrigin(i),
						"No %d (%s) has no ID, so the games of the row cannot be rated: give the player's ICCF ID", i+1, p.Name))
				}
				continue
			}
			if k, ok := byID[p.ID]; ok {
				if p.Name != "" && !names.Same(p.Name, k.name) {
					problems = append(problems, nameWarning(c, i, k))
				}
				continue
			}
			byID[p.ID] = knownPlayer{p.Name, originText(c.PlayerOrigin(i)), false}
			if p.Status != titles.Unrated {
				problems = append(problems, ratedNewPlayerWarning(c, i))
			}
			players = append(players, engine.Player{
				ID: p.ID, Name: p.Name, Fed: p.Fed, Titles: p.Titles, FIDE: p.FIDE, Running: unfinished,
			})
		}
	}
	return players, problems
}

// newPlayerPlaces are the Name cells of the crosstables' players who are
// not on list, each where the first crosstable gives him (as
// crosstablePlayers adds them); nil when there are none. It is made only
// for a message that needs a new player's place (playerPlace).
func newPlayerPlaces(list *xlsxio.RatingList, cts []*xlsxio.Crosstable) map[engine.PlayerID]engine.Origin {
	if len(cts) == 0 {
		return nil
	}
	listed := listedIDs(list)
	places := map[engine.PlayerID]engine.Origin{}
	for _, c := range cts {
		for i, p := range c.Section.Players {
			if _, seen := places[p.ID]; p.ID != 0 && !listed[p.ID] && !seen {
				places[p.ID] = c.NameOrigin(i)
			}
		}
	}
	return places
}

// sourceCrosstables are the crosstables of sources, in order.
func sourceCrosstables(sources []resultSource) []*xlsxio.Crosstable {
	var cts []*xlsxio.Crosstable
	for _, src := range sources {
		cts = append(cts, src.crosstables...)
	}
	return cts
}

// nameWarning says that player i of c spells the name of a player known
// before differently.
func nameWarning(c *xlsxio.Crosstable, i int, k knownPlayer) *xlsxio.Problem {
	p := c.Section.Players[i]
	kept := "the list's name is kept"
	if !k.fromList {
		kept = "the first spelling is kept"
	}
	o := c.NameOrigin(i)
	return warningAt(o.File, o.Sheet, o.Cell, "the name %q differs from %q, the name of ID %d in %s; %s", p.Name, k.name, p.ID, k.origin, kept)
}

// ratedNewPlayerWarning is the warning of player i of a crosstable who is
// not on the rating list although the crosstable gives him a published or
// fixed rating (docs/rules.md "Unknown players"): he joins the period
// as a new unrated player, his own update starting from 1800 and RD 250
// or his FIDE rating (Rules 1.1), which is what the crosstable says he is
// not; most often a mistyped ID, or another list than the one meant.
func ratedNewPlayerWarning(c *xlsxio.Crosstable, i int) *xlsxio.Problem {
	p := c.Section.Players[i]
	o := c.PlayerOrigin(i)
	return warningAt(o.File, o.Sheet, o.Cell,
		"%s (ID %d) is not on the rating list, although the crosstable gives a %s rating: the player joins the period as a new unrated player (1800 and RD 250, or the FIDE rating); check the ID, and that the list is the one the period starts from",
		p.Name, p.ID, p.Status)
}

// playerGames tells whether player i has a finished and an unfinished
// game in the section.
func playerGames(s *titles.Section, i int) (finished, unfinished bool) {
	for j := range s.Players {
		for _, r := range s.Games[i][j] {
			finished = finished || r.Finished()
			unfinished = unfinished || !r.Finished()
		}
	}
	return finished, unfinished
}
