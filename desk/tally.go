package desk

import (
	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// ResultGames are the games a rating period takes from these game lists
// and crosstable sections, each game once, in the order LoadPeriod takes
// them (see periodGames): a crosstable section that a game list also
// describes gives the game list's games, completed from the crosstable;
// the other sections give their own (xlsxio.Crosstable Games). Nothing is
// checked here: the problems of linking a game list with its section are
// LoadPeriod's to report, and a game the two disagree about is left out.
// Undated games stay undated (no game is assigned to a period).
func ResultGames(lists []*xlsxio.GameList, crosstables []*xlsxio.Crosstable) []engine.Game {
	sources := make([]resultSource, 0, len(lists)+1)
	for _, gl := range lists {
		if gl != nil {
			sources = append(sources, resultSource{list: gl})
		}
	}
	var cts []*xlsxio.Crosstable
	for _, c := range crosstables {
		if c != nil {
			cts = append(cts, c)
		}
	}
	if len(cts) > 0 {
		sources = append(sources, resultSource{crosstables: cts})
	}
	games, _, _ := periodGames(nil, sources, false)
	return games
}

// NoGameToRate reports whether a period whose games t counts has none it
// could rate (docs/rules.md §1.4–1.5): none finished in its window, and
// no game without a finish date put into it (assignUndated). Such a period
// keeps every rating as it is: the app asks before it runs it. (`rate`
// decides by the games rated, NoGameRated, since a game in the window may
// still not be rated, a thematic one.)
func NoGameToRate(t *engine.GameTally, assignUndated bool) bool {
	return t.Within == 0 && (!assignUndated || t.Undated == 0)
}

// TallyGames counts games by what decides their fate in period p before
// it runs (engine.GameTally, docs/rules.md §1.4–1.5): finished within its
// window, before or after it, not finished, forfeits, undated. With valid
// false (no period chosen yet) the window counts stay 0, and Busiest still
// names the period holding the most games. It is the one count the app
// shows before a run: the games read, the period it suggests and the
// warning when the period holds no game.
func TallyGames(games []engine.Game, p engine.Period, valid bool) *engine.GameTally {
	t := &engine.GameTally{}
	if valid {
		t = engine.NewGameTally(p)
	}
	for i := range games {
		t.Add(&games[i])
	}
	return t
}
