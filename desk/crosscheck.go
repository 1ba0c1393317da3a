package desk

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// CrossCheck is what checking a rating list and its results sources
// across the files found (CheckAcross; docs/cli.md `check`, docs/guide.md
// "Workspace").
type CrossCheck struct {
	// Games is how many games the results sources give the period.
	Games int
	// NewPlayers counts the crosstable players who are not on the list
	// and join the period as new unrated players (crosstablePlayers).
	NewPlayers int
	// Problems are the problems found across the files, every one as
	// `rate` says it, without those the files' own reading gave (opened).
	Problems xlsxio.Problems
}

// CheckAcross checks the results sources of req against its rating list
// as `rate` checks them before it rates anything, reusing its loading
// (LoadPeriodFrom: a file given twice, the crosstable sections a game
// list describes, the crosstables' players, the same game given twice)
// and engine.CheckGames (every game's players and substitutes on the
// list, docs/rules.md §1.3–§1.5), so that no rule is written twice. The
// files of opened are taken as read (LoadPeriodFrom); the problems their
// reading gave are not repeated. A file of opened with errors of its own
// does not stop the check: the files are checked as far as they read, as
// `rate` checks them then (LoadPeriodFrom: a game given twice, the
// sections a game list describes), so that check says at least what rate
// says of the same files (docs/rules.md "Reading rating lists and game
// lists", a file with errors).
//
// With req.Period set and req.Ruleset iccf-2017, the games a player
// enters without any rating are errors too, as rate says them
// (periodGameErrors).
//
// With req.Period zero no period is named (docs/rules.md "Reading rating
// lists and game lists", check across the files): a played game without
// a finish date is not the error `rate` makes of it without
// --assign-undated but a warning saying so (undatedWarnings), except in
// a PGN file, whose reading warns already. A FIDE list (req.FIDE) is not
// read. The error is an internal one: a list row the engine refuses,
// which the list's reader lets through.
func CheckAcross(req Request, opened []*Input) (CrossCheck, error) {
	noPeriod := req.Period == (engine.Period{})
	req.FIDE = ""
	lp, problems, st := loadPeriod(req, opened, true)
	if lp == nil {
		problems = notOpened(problems, opened)
		if noPeriod {
			// Said of the files that read well even when another file,
			// or the check across, has errors (until 2026-11-28 not, and
			// a game list's undated games came only once the other
			// file was corrected; a fixer), from the games the period
			// took (loadState.games), not built again.
			problems = append(problems, undatedWarnings(gamesReadWell(st.games, opened), req.Results)...)
		}
		return CrossCheck{Problems: problems}, nil
	}
	cc := CrossCheck{Games: len(lp.Input.Games), NewPlayers: len(lp.Input.Players) - len(lp.List.Players)}
	problems = lp.Warnings
	err := periodGameErrors(lp.Input, noPeriod)
	if err != nil {
		ps, err := engineProblems(&lp.Input, lp.List, err, lp.rowNames)
		if err != nil {
			return CrossCheck{}, err
		}
		problems = append(ps, problems...)
	}
	if noPeriod {
		problems = append(problems, undatedWarnings(lp.Input.Games, req.Results)...)
	}
	cc.Problems = notOpened(problems, opened)
	return cc, nil
}

// periodGameErrors are the errors of the games of in that rate would
// stop on before it rates anything: engine.CheckGames' (without a period,
// those of played games without a finish date left out, withoutUndated),
// and, once they are none, with a period under iccf-2017, the games a
// player enters without any rating (engine.StartRatingErrors2017,
// Appendix 1 items 8 and 11; docs/cli.md `check --ruleset`). A national
// tournament's games are left to the period, whose level depends on the
// players published by then (StartRatingErrors2017).
func periodGameErrors(in engine.PeriodInput, noPeriod bool) error {
	err := engine.CheckGames(in)
	if noPeriod {
		return withoutUndated(err)
	}
	if err == nil && in.Ruleset.ID == engine.ICCF2017 {
		in.GamesChecked = true // CheckGames just did: not again game by game
		err = engine.StartRatingErrors2017(in, func(engine.PlayerID) bool { return false })
	}
	return err
}

// withoutUndated is err, the error of engine.CheckGames, without the
// errors of played games without a finish date (the only problem of the
// FieldFinished field), which CheckAcross without a period warns about
// instead (undatedWarnings); nil when no other error is left. The games
// are not marked AssignedToPeriod for this: a million games would be
// copied to be marked (periodGames).
func withoutUndated(err error) error {
	var ges engine.GameErrors
	if !errors.As(err, &ges) {
		return err
	}
	var kept engine.GameErrors
	for _, ge := range ges {
		if ge.Field != engine.FieldFinished {
			kept = append(kept, ge)
		}
	}
	if len(kept) == 0 {
		return nil
	}
	return kept
}

// UndatedWithoutPeriod is what CheckAcross says, without a period, of
// the played games without a finish date of one sheet (docs/rules.md
// §1.5), after the cells that hold them.
const UndatedWithoutPeriod = "rate refuses them unless run with --assign-undated (in the app: Rate undated games in this period)"

// UndatedWithoutPeriodOne is UndatedWithoutPeriod said of one game.
const UndatedWithoutPeriodOne = "rate refuses it unless run with --assign-undated (in the app: Rate undated games in this period)"

// undatedWarnings warns about the played games without a finish date
// (UndatedWithoutPeriod), one warning for each file and sheet at its
// first such game, but for those of the PGN files among results, whose
// reading warns already (openPGN).
func undatedWarnings(games []engine.Game, results []string) xlsxio.Problems {
	pgn := map[string]bool{}
	for _, path := range results {
		if IsPGN(path) {
			pgn[path] = true
		}
	}
	type where struct{ file, sheet string }
	var order []where
	cells := map[where][]string{}
	for i := range games {
		g := &games[i]
		w := where{g.Origin.File, g.Origin.Sheet}
		if !g.Outcome.Played() || !g.Finished.IsZero() || pgn[w.file] {
			continue
		}
		if cells[w] == nil {
			order = append(order, w)
		}
		cells[w] = append(cells[w], g.Cell(engine.FieldFinished))
	}
	var out xlsxio.Problems
	for _, w := range order {
		// The games come in the crosstable's order, pair by pair; the
		// cells are listed, and the warning placed, as the file is read.
		slices.SortStableFunc(cells[w], xlsxio.CompareCells)
		out = append(out, warningAt(w.file, w.sheet, cells[w][0], "%s", undatedText(cells[w])))
	}
	return out
}

// UndatedWarnings are the warnings CheckAcross gives without a period
// of the played games without a finish date (undatedWarnings), for
// results files that are checked without one rating list to check them
// across (docs/cli.md `check`: a game list alone, or with two lists): of
// the game lists and crosstables of opened that read without errors, as
// a period takes their games (ResultGames: a crosstable section that a
// game list describes gets its finish dates), one warning for each file
// and sheet at its first such game. A PGN file's reading warns already.
//
// A crosstable's games are warned of only when a rating list is among
// opened: without one no period can be rated, and a crosstable opened
// for its norms, which need no finish dates, was warned of games that
// matter only to a period (a tester; docs/rules.md "Reading rating lists
// and game lists", check across the files). A game list is read for a
// period only, and its games are warned of with or without a list.
func UndatedWarnings(opened []*Input) xlsxio.Problems {
	var lists []*xlsxio.GameList
	var cts []*xlsxio.Crosstable
	var paths []string
	withList := slices.ContainsFunc(opened, func(in *Input) bool { return in != nil && in.Kind == xlsxio.RatingListKind })
	for _, in := range opened {
		if in == nil || in.Problems.HasErrors() {
			continue
		}
		switch {
		case in.Kind == xlsxio.GameListKind:
			lists = append(lists, in.Games)
		case in.Kind == xlsxio.CrosstableKind && withList:
			cts = append(cts, in.Crosstables...)
		default:
			continue
		}
		paths = append(paths, in.Path)
	}
	return undatedWarnings(ResultGames(lists, cts), paths)
}

// gamesReadWell are the games of games read from a game list or a
// crosstable of opened that read without errors, the files UndatedWarnings
// looks at, in their order.
func gamesReadWell(games []engine.Game, opened []*Input) []engine.Game {
	well := map[string]bool{}
	for _, in := range opened {
		if in != nil && !in.Problems.HasErrors() && (in.Kind == xlsxio.GameListKind || in.Kind == xlsxio.CrosstableKind) {
			well[in.Path] = true
		}
	}
	var out []engine.Game
	for i := range games {
		if well[games[i].Origin.File] {
			out = append(out, games[i])
		}
	}
	return out
}

// undatedText says that the played games at cells (the first one's cell
// locates the warning) have no finish date: "played game has no finish
// date: rate refuses it …", or "36 played games have no finish date
// (K10, M10, … and 26 more): rate refuses them …".
func undatedText(cells []string) string {
	if len(cells) == 1 {
		return "played game has no finish date: " + UndatedWithoutPeriodOne
	}
	const shown = 10
	list := strings.Join(cells[:min(len(cells), shown)], ", ")
	if len(cells) > shown {
		list += fmt.Sprintf(" and %d more", len(cells)-shown)
	}
	return fmt.Sprintf("%d played games have no finish date (%s): %s", len(cells), list, UndatedWithoutPeriod)
}

// notOpened is ps without the problems the reading of the files of
// opened gave already, told by what they say (a PGN file is read again).
func notOpened(ps xlsxio.Problems, opened []*Input) xlsxio.Problems {
	said := map[string]bool{}
	for _, in := range opened {
		for _, p := range in.Problems {
			said[p.Error()] = true
		}
	}
	var out xlsxio.Problems
	for _, p := range ps {
		if !said[p.Error()] {
			out = append(out, p)
		}
	}
	return out
}
