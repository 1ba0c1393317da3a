package desk

import (
	"fmt"
	"math"
	"time"

	"ratingdesk/engine"
	"ratingdesk/pgnio"
	"ratingdesk/titles"
	"ratingdesk/xlsxio"
)

// PGNSectionOptions are what a crosstable section read from a PGN file
// needs besides its games (docs/cli.md `norms` with a PGN file): the
// rating list its players are found on and take their ratings, status
// and titles from, and the event type, which a PGN file does not give.
type PGNSectionOptions struct {
	// List is the rating list's path.
	List string
	// Type is the event type (docs/rules.md §2), e.g. "Master norm".
	Type string
	// Read tunes the reading of the list (date order, today); the list
	// is read with OptionalRD whatever Read says, since the norms use no
	// RD.
	Read xlsxio.ReadOptions
}

// ReadPGNSection reads the games of one section from a PGN file as a
// crosstable section (docs/formats.md "PGN game list": a section as PGN),
// so that its standings and norms are computed as a crosstable's:
//
//   - every game must be of one section (the same Event and Section tags);
//   - the players are the games' players, numbered in the order they first
//     appear; each must be on the rating list, which gives the name,
//     federation, titles, FIDE rating and the status (Tournament Rules 9.3:
//     unrated under 12 games, fixed from 30); the start rating is the
//     game's WhiteElo/BlackElo (an ICCF game's), else the list's rating
//     rounded, else (unrated) the FIDE rating;
//   - a pair with two games makes the section a double round; a pair
//     without a game has its games not finished;
//   - Start is the EventDate tag; Finished the latest finish date when
//     every game is finished; Rated is yes and Title tournament as a
//     crosstable's default for the type;
//   - the section's CSV format is the list's (xlsxio.RatingList CSV), so
//     that its norms CSV is separated as the list was (docs/cli.md `norms
//     --csv-locale`).
//
// Withdrawals cannot be told from a PGN file: none is read.
func ReadPGNSection(path string, o PGNSectionOptions) (*xlsxio.Crosstable, xlsxio.Problems) {
	file := path
	if o.Type == "" {
		return nil, xlsxio.Problems{errorAt(file, "", "", "a PGN file does not say the event type: give it (norms --type, e.g. --type \"Master norm\"), as a crosstable's Type key would")}
	}
	// The norms use no RD (App. 2 items 2–3 count with ratings only): a
	// list without one, as the 2017 system's lists are, is read with RD 0
	// rather than refused with advice of a default RD that norms has no
	// flag for (a tester; docs/rules.md "Norms", Ratings used).
	o.Read.OptionalRD = true
	list, problems := readRatingList(o.List, o.Read)
	if problems.HasErrors() {
		return nil, ResultsAsList(o.List, o.Read, problems, CurrentListAdvice)
	}
	if list == nil {
		return nil, append(problems, errorAt(o.List, "", "", "cannot read the rating list"))
	}
	if !xlsxio.KnownEventType(o.Type) {
		// As a crosstable's Type is warned about (a tester's "GM nrom"
		// gave "title norms: no" without a word).
		problems = append(problems, warningAt(file, "", "", "the event type %q (norms --type) %s, and the section is a title tournament only when the type's words say so (docs/rules.md \"Title tournament default\")", o.Type, xlsxio.NotAnEventType))
	}
	f, err := pgnio.Parse(path)
	if err != nil {
		return nil, append(problems, errorAt(file, "", "", "cannot read the file: %v", err))
	}
	gl, ps := f.GameList(pgnio.ListLookup(list), pgnio.Options{Today: o.Read.Today, Undated: pgnio.UndatedAssigned})
	problems = append(problems, ps...)
	if gl == nil {
		// The games did not read (an EndDate before the EventDate, a
		// result that is no result, …): their problems say where, as
		// `check` says them (a tester: norms panicked here).
		return nil, problems
	}
	// A White or Black tag that is not the list's name for its ICCF ID
	// tag, warned about as rate and check warn (a tester: norms was
	// silent).
	problems = append(problems, gameListNameWarnings(list, [][]xlsxio.PlayerName{gl.Names})...)
	// A game pasted twice would make its pair meet twice, and the
	// section a double round: refused as rate refuses it (a tester).
	problems = append(problems, duplicateGames(setOf(gl.Games))...)
	if problems.HasErrors() {
		return nil, problems
	}
	b := &pgnSection{file: file, list: list, games: gl.Games, index: map[engine.PlayerID]int{}}
	c := b.build(f, o.Type, gl.Count)
	problems = append(problems, b.problems...)
	if c == nil && !problems.HasErrors() {
		// GameList refuses a file without games; never a section
		// without a problem saying why.
		problems = append(problems, errorAt(file, "", "", "the file holds no game of the section"))
	}
	if problems.HasErrors() {
		return nil, problems
	}
	c.CSV = list.CSV // the norms CSV is written as the list was
	return c, problems
}

// pgnSection builds a section from a PGN file's games.
type pgnSection struct {
	file     string
	list     *xlsxio.RatingList
	games    []engine.Game
	index    map[engine.PlayerID]int
	players  []titles.SectionPlayer
	first    []string // where each player is first named
	problems xlsxio.Problems
}

// build makes the crosstable.
func (b *pgnSection) build(f *pgnio.File, eventType string, count xlsxio.RowCount) *xlsxio.Crosstable {
	if len(b.games) == 0 {
		return nil
	}
	b.sameSection()
	for k, g := range b.games {
		b.player(g.White, g.WhiteStart, g.Origin.Cell, f.Games[k].Tags["white"].Value)
		b.player(g.Black, g.BlackStart, g.Origin.Cell, f.Games[k].Tags["black"].Value)
	}
	pairs, where := b.pairs()
	double := b.doubleRound(pairs)
	if double {
		b.warnFewTwice(pairs, where)
	}
	s := titles.NewSection(b.players, double)
	for k, rs := range pairs {
		for len(rs) < s.GamesPerPair() {
			rs = append(rs, titles.Unfinished)
		}
		s.SetGames(k[0], k[1], rs...)
	}
	s.Tournament, s.Name, s.Type = b.games[0].Tournament, b.games[0].Section, eventType
	s.Rated, s.TitleTournament = true, xlsxio.DefaultTitleTournament(eventType)
	s.Start = eventDate(f)
	s.Finished = finishedAll(&s, b.games)
	if s.Start.IsZero() {
		b.problems = append(b.problems, errorAt(b.file, "", "", "no game gives the event's start date: the norms need it (App. 2: the title regulations apply to events starting on or after %s); add [EventDate \"YYYY.MM.DD\"] to the games", titles.RegulationsStart().Format("2 January 2006")))
	}
	return xlsxio.NewLocatedCrosstable(f.Path, s, count, xlsxio.Officials{}, pgnLocator{first: b.first, pairs: where})
}

// sameSection refuses games of more than one section.
func (b *pgnSection) sameSection() {
	key := xlsxio.SectionKey(b.games[0].Tournament, b.games[0].Section)
	for _, g := range b.games[1:] {
		if xlsxio.SectionKey(g.Tournament, g.Section) != key {
			b.problems = append(b.problems, errorAt(b.file, "", g.Origin.Cell, "this game is of %q, the first game of %q: the PGN file of a section holds the games of that section only",
				xlsxio.SectionName(g.Tournament, g.Section), xlsxio.SectionName(b.games[0].Tournament, b.games[0].Section)))
			return
		}
	}
}

// player adds a game's player the first time he is named; a player who is
// not on the list is a new, unrated player (as a crosstable's, see
// crosstablePlayers) named as the game names him, with a warning.
func (b *pgnSection) player(id engine.PlayerID, start float64, cell, name string) {
	if _, ok := b.index[id]; ok {
		return
	}
	row := -1
	for i, p := range b.list.Players {
		if p.ID == id {
			row = i
			break
		}
	}
	p := engine.Player{ID: id, Name: name}
	if row < 0 {
		b.problems = append(b.problems, warningAt(b.file, "", cell, "ICCF ID %d (%s) is not on the rating list %s: read as a new, unrated player", id, name, b.list.File))
	} else {
		p = b.list.Players[row]
	}
	sp := titles.SectionPlayer{No: len(b.players) + 1, ID: id, Name: p.Name, Fed: p.Fed, Titles: p.Titles, FIDE: p.FIDE, StartRating: int(start)}
	sp.Status = sectionStatus(engine.StatusOf(p.Rated, p.Games))
	switch {
	case sp.StartRating > 0:
	case p.Rated:
		sp.StartRating = int(math.Floor(p.Rating + 0.5))
	default:
		sp.StartRating = p.FIDE
	}
	b.index[id] = len(b.players)
	b.players = append(b.players, sp)
	b.first = append(b.first, cell)
}

// sectionStatus is a list's status as a crosstable's Status (Tournament
// Rules 9.3).
func sectionStatus(s engine.Status) titles.RatingStatus {
	switch s {
	case engine.Fixed:
		return titles.Fixed
	case engine.Published:
		return titles.Unfixed
	}
	return titles.Unrated
}

// pairs are the results of every pair (lower number first) from the
// lower number's side, and the game each pair's first game was read at.
func (b *pgnSection) pairs() (map[[2]int][]titles.Result, map[[2]int]string) {
	pairs := map[[2]int][]titles.Result{}
	where := map[[2]int]string{}
	for _, g := range b.games {
		w, okW := b.index[g.White]
		bl, okB := b.index[g.Black]
		if !okW || !okB {
			continue
		}
		k, white := [2]int{w, bl}, true
		if bl < w {
			k, white = [2]int{bl, w}, false
		}
		pairs[k] = append(pairs[k], titles.ResultOf(g.Outcome, white))
		if _, ok := where[k]; !ok {
			where[k] = g.Origin.Cell
		}
		if len(pairs[k]) == 3 {
			b.problems = append(b.problems, errorAt(b.file, "", g.Origin.Cell, "%s and %s play a third game: a section plays one game a pair, or two in a double round", b.players[k[0]].Name, b.players[k[1]].Name))
		}
	}
	return pairs, where
}

// warnFewTwice warns when the double round rests on few pairs: fewer
// than half of the section's pairs play two games, which is more likely
// a game given twice or of another section than a double round whose
// other second games are all unfinished (as trfio warns; a tester).
func (b *pgnSection) warnFewTwice(pairs map[[2]int][]titles.Result, where map[[2]int]string) {
	var twice [][2]int
	for k, rs := range pairs {
		if len(rs) >= 2 {
			twice = append(twice, k)
		}
	}
	n := len(b.players)
	all := n * (n - 1) / 2
	k, few := xlsxio.FewPairsTwice(twice, all)
	if !few {
		return
	}
	b.problems = append(b.problems, warningAt(b.file, "", where[k], "only %d of the %d pairs play two games (the first: %s and %s): the section is read as a double round, whose other second games are not finished; if a second game is a mistake, delete it",
		len(twice), all, b.players[k[0]].Name, b.players[k[1]].Name))
}

// doubleRound reports whether a pair plays two games.
func (b *pgnSection) doubleRound(pairs map[[2]int][]titles.Result) bool {
	for _, rs := range pairs {
		if len(rs) >= 2 {
			return true
		}
	}
	return false
}

// eventDate is the first whole EventDate of the file's games.
func eventDate(f *pgnio.File) time.Time {
	for i := range f.Games {
		if t, ok := f.Games[i].EventDate(); ok {
			return t
		}
	}
	return time.Time{}
}

// finishedAll is the latest finish date when every game of the section is
// finished, else zero.
func finishedAll(s *titles.Section, games []engine.Game) time.Time {
	for i := range s.Players {
		for j := range s.Players {
			for _, r := range s.Games[i][j] {
				if !r.Finished() {
					return time.Time{}
				}
			}
		}
	}
	var last time.Time
	for _, g := range games {
		if g.Finished.After(last) {
			last = g.Finished
		}
	}
	return last
}

// pgnLocator names the games a PGN section's values were read from.
type pgnLocator struct {
	first []string
	pairs map[[2]int]string
}

// Player implements xlsxio.Locator: the first game naming the player.
func (l pgnLocator) Player(i int, _ string) string {
	if i >= 0 && i < len(l.first) {
		return l.first[i]
	}
	return ""
}

// Result implements xlsxio.Locator: the pair's first game.
func (l pgnLocator) Result(i, j int) string {
	if j < i {
		i, j = j, i
	}
	if w, ok := l.pairs[[2]int{i, j}]; ok {
		return w
	}
	return fmt.Sprintf("no game of No %d and No %d", i+1, j+1)
}

// Start implements xlsxio.Locator.
func (l pgnLocator) Start() string { return "" }
