package xlsxio

import (
	"path/filepath"
	"strings"

	"ratingdesk/engine"
	"ratingdesk/titles"
)

// resultSource is one results file of a period as read: a game list, or a
// workbook (or CSV file) of crosstables.
type resultSource struct {
	list        *GameList
	crosstables []*Crosstable
}

// readResultSources reads every results file of a period (CLI.md `rate`:
// crosstable workbooks and game lists), telling them apart by their header
// rows (DetectKind). It returns the sources read, in order, and the input
// files for the Notes sheet.
func readResultSources(paths []string, opt ReadOptions) ([]resultSource, []InputFile, Problems) {
	var sources []resultSource
	var inputs []InputFile
	var problems Problems
	for _, path := range paths {
		kind, ps := DetectKind(path, opt)
		if ps.HasErrors() {
			problems = append(problems, ps...)
			inputs = append(inputs, InputFile{Path: path, Kind: "results"})
			continue
		}
		switch kind {
		case CrosstableKind:
			cts, ps := ReadCrosstables(path, opt)
			problems = append(problems, ps...)
			inputs = append(inputs, InputFile{Path: path, Kind: "crosstable"})
			sources = append(sources, resultSource{crosstables: cts})
		case GameListKind:
			gl, ps := ReadGameList(path, opt)
			problems = append(problems, ps...)
			inputs = append(inputs, InputFile{Path: path, Kind: "game list"})
			sources = append(sources, resultSource{list: gl})
		default:
			what := "no header row found"
			if kind == RatingListKind {
				what = "this is a rating list, not a results source"
			}
			problems = append(problems, errorf(filepath.Base(path), "", "", "%s: expected a game list (a row headed White, Black and Result) or a crosstable (a row headed No and the result columns 1 … N)", what))
			inputs = append(inputs, InputFile{Path: path, Kind: "results"})
		}
	}
	return sources, inputs, problems
}

// periodGames gathers the games of the results sources, in file order, and
// the players the crosstables bring (WORKBOOK.md "Crosstable", "Game
// list"):
//
//   - a crosstable section that a game list also describes (the same
//     Tournament and Section, matched ignoring case) takes its games from
//     the game list, which gives the colours and finish dates; every
//     finished game of one must be in the other with the same result, and
//     a pair present in one and not in the other is an error (see
//     linkSection). Other sections give Crosstable.Games.
//   - a crosstable player with an ID that is not on the list joins the
//     period as a new unrated player (Name, Fed, Title and FIDE from the
//     crosstable; Running when a game of theirs is unfinished, Tournament
//     Rules 9.7b); a name that differs from the list's name for the same ID
//     is a warning, and the list's name is kept. A player without an ID
//     whose row holds a finished game is an error: the game cannot be
//     rated.
//
// With assignUndated, every game without a finish date is assigned to the
// period (RULES.md §1.5).
func periodGames(list *RatingList, sources []resultSource, assignUndated bool) ([]engine.Game, []engine.Player, Problems) {
	var problems Problems
	var cts []*Crosstable
	for _, src := range sources {
		cts = append(cts, src.crosstables...)
	}
	byKey, ps := indexSections(cts, false)
	problems = append(problems, ps...)
	linked := map[*Crosstable][]engine.Game{}
	listOf := map[*Crosstable]string{}
	var games []engine.Game
	for _, src := range sources {
		if src.list == nil || len(byKey) == 0 {
			continue
		}
		for _, g := range src.list.Games {
			if c, ok := byKey[sectionKey(g.Tournament, g.Section)]; ok && (g.Tournament != "" || g.Section != "") {
				linked[c] = append(linked[c], g)
				listOf[c] = filepath.Base(src.list.File)
			}
		}
	}
	for _, src := range sources {
		switch {
		case src.list != nil && len(byKey) == 0:
			// No crosstable to link to: every game stands as read.
			games = append(games, src.list.Games...)
		case src.list != nil:
			for _, g := range src.list.Games {
				if _, ok := byKey[sectionKey(g.Tournament, g.Section)]; !ok || (g.Tournament == "" && g.Section == "") {
					games = append(games, g)
				}
			}
		}
		for _, c := range src.crosstables {
			if lg, ok := linked[c]; ok {
				gs, ps := linkSection(c, lg, listOf[c])
				problems = append(problems, ps...)
				games = append(games, gs...)
				continue
			}
			games = append(games, c.Games()...)
		}
	}
	if assignUndated {
		for i := range games {
			if games[i].Finished.IsZero() {
				games[i].AssignedToPeriod = true
			}
		}
	}
	var players []engine.Player
	if list != nil {
		var ps Problems
		players, ps = crosstablePlayers(list, cts)
		problems = append(problems, ps...)
	}
	return games, players, problems
}

// pairSlots are the games of one pair of a section, from the lower start
// number's side, with the ones a game list has claimed.
type pairSlots struct {
	results []titles.Result
	used    []bool
}

// take claims the first unclaimed game for which ok holds, returning its
// index, or -1.
func (p *pairSlots) take(ok func(titles.Result) bool) int {
	for k, r := range p.results {
		if !p.used[k] && ok(r) {
			p.used[k] = true
			return k
		}
	}
	return -1
}

// linkSection matches the games a game list gives for a crosstable's
// section with the crosstable's results, pair by pair (WORKBOOK.md "Game
// list": the game list gives colours and finish dates; a pair present in
// one and not in the other is an error). A game-list game matches an
// unclaimed game of the same pair with the same result (its own colours);
// a not-finished game matches a game the crosstable shows not finished.
// The games returned are the game list's, completed from the crosstable:
// Type when the list gives none, NotRated when the section is not rated,
// the start ratings of the Rating column where given, and the section's
// Finished date for a game without its own. listFile names the game list
// in messages.
func linkSection(c *Crosstable, listGames []engine.Game, listFile string) ([]engine.Game, Problems) {
	s := &c.Section
	var problems Problems
	idx := make(map[engine.PlayerID]int, len(s.Players))
	for i, p := range s.Players {
		if p.ID != 0 {
			idx[p.ID] = i
		}
	}
	slots := map[[2]int]*pairSlots{}
	pair := func(lo, hi int) *pairSlots {
		key := [2]int{lo, hi}
		if p, ok := slots[key]; ok {
			return p
		}
		p := &pairSlots{results: s.Games[lo][hi], used: make([]bool, len(s.Games[lo][hi]))}
		slots[key] = p
		return p
	}
	at := func(g engine.Game, format string, args ...any) {
		problems = append(problems, errorf(g.Origin.File, g.Origin.Sheet, g.Origin.Cell, format, args...))
	}
	var out []engine.Game
	for _, g := range listGames {
		wi, okW := idx[g.White]
		bi, okB := idx[g.Black]
		if !okW || !okB {
			missing := g.White
			if okW {
				missing = g.Black
			}
			at(g, "player %d is not in the crosstable of %s (%s): a game of the section must be between two of its players", missing, c.Name(), sheetLabel(c))
			continue
		}
		lo, hi, whiteLow := wi, bi, true
		if lo > hi {
			lo, hi, whiteLow = hi, lo, false
		}
		r := titles.ResultOf(g.Outcome, whiteLow)
		p := pair(lo, hi)
		ref := c.cellRef(lo, hi)
		switch {
		case !r.Finished():
			if p.take(func(x titles.Result) bool { return !x.Finished() }) < 0 {
				at(g, "the game of No %d and No %d is not finished here, but the crosstable %s shows it finished in %s", lo+1, hi+1, sheetLabel(c), ref)
				continue
			}
		case p.take(func(x titles.Result) bool { return x == r }) >= 0:
		default:
			if k := p.take(func(x titles.Result) bool { return x.Finished() }); k >= 0 {
				at(g, "the result %s disagrees with the crosstable %s, where %s holds %s for No %d against No %d", g.Outcome, sheetLabel(c), ref, resultText(p.results[k]), lo+1, hi+1)
			} else if p.take(func(titles.Result) bool { return true }) >= 0 {
				at(g, "the game of No %d and No %d is finished here (%s), but the crosstable %s shows it not finished in %s", lo+1, hi+1, g.Outcome, sheetLabel(c), ref)
			} else {
				at(g, "the crosstable %s has no further game of No %d and No %d (%s): the pair is listed too often", sheetLabel(c), lo+1, hi+1, ref)
			}
			continue
		}
		out = append(out, completeGame(c, g, wi, bi))
	}
	for i := range s.Players {
		for j := i + 1; j < len(s.Players); j++ {
			p := pair(i, j)
			for k, r := range p.results {
				if r.Finished() && !p.used[k] {
					problems = append(problems, errorf(c.file(), c.Sheet, c.cellRef(i, j),
						"No %d against No %d is finished here (%s) but the game list %s, which gives the games of %s, has no such game", i+1, j+1, resultText(r), listFile, c.Name()))
				}
			}
		}
	}
	return out, problems
}

// completeGame fills in what the crosstable knows of a game-list game of
// its section (see linkSection); wi and bi index the section's players.
func completeGame(c *Crosstable, g engine.Game, wi, bi int) engine.Game {
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

// crosstablePlayers is the list's players and the crosstables' players
// that are not on it, added as new unrated players (see periodGames).
func crosstablePlayers(list *RatingList, cts []*Crosstable) ([]engine.Player, Problems) {
	var problems Problems
	players := append([]engine.Player(nil), list.Players...)
	type known struct {
		name, origin string
		// fromList is false for a player added from a crosstable.
		fromList bool
	}
	byID := make(map[engine.PlayerID]known, len(players))
	for i, p := range list.Players {
		where := filepath.Base(list.File)
		if i < len(list.Rows) {
			where = originText(list.Rows[i].Origin)
		}
		byID[p.ID] = known{p.Name, where, true}
	}
	for _, c := range cts {
		s := &c.Section
		for i, p := range s.Players {
			finished, unfinished := playerGames(s, i)
			if p.ID == 0 {
				if finished {
					problems = append(problems, errorf(c.file(), c.Sheet, c.fieldRef(i, c.idCol),
						"No %d (%s) has no ID, so the games of the row cannot be rated: give the player's ICCF ID", i+1, p.Name))
				}
				continue
			}
			if k, ok := byID[p.ID]; ok {
				if p.Name != "" && !sameName(p.Name, k.name) {
					kept := "the list's name is kept"
					if !k.fromList {
						kept = "the first spelling is kept"
					}
					problems = append(problems, warnf(c.file(), c.Sheet, c.fieldRef(i, c.nameCol),
						"the name %q differs from %q, the name of ID %d in %s; %s", p.Name, k.name, p.ID, k.origin, kept))
				}
				continue
			}
			byID[p.ID] = known{p.Name, originText(c.PlayerOrigin(i)), false}
			players = append(players, engine.Player{
				ID: p.ID, Name: p.Name, Fed: p.Fed, Titles: p.Titles, FIDE: p.FIDE, Running: unfinished,
			})
		}
	}
	return players, problems
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

// sameName compares two spellings of a name ignoring case, spaces, dots,
// dashes, underscores and commas.
func sameName(a, b string) bool {
	fold := func(s string) string { return strings.ReplaceAll(normalizeHeader(s), ",", "") }
	return fold(a) == fold(b)
}

// originText names an origin in a message: "list.xlsx:Sheet1!A5".
func originText(o engine.Origin) string {
	p := Problem{File: filepath.Base(o.File), Sheet: o.Sheet, Cell: o.Cell}
	return strings.TrimSuffix(p.Error(), ": ")
}
