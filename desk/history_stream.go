package desk

import (
	"context"

	"ratingdesk/engine"
	"ratingdesk/outputs"
	"ratingdesk/xlsxio"
)

// loadReplay reads the list and the results sources of a replay's first
// quarter as loadPeriod does (without the duplicate games, see dupsLeft).
// When every results source is a CSV game list (streamedSources), the
// games are packed as they are read (loadStreamed) and come back as pg,
// with no lp.Input.Games: a million games are never held as read.
// Otherwise, or with asRead, pg is nil and the games are lp.Input.Games.
func loadReplay(req Request, asRead bool) (lp *LoadedPeriod, pg *packedGames, problems xlsxio.Problems, st loadState) {
	if !asRead && streamedSources(req) {
		return loadStreamed(req)
	}
	lp, problems, st = loadPeriod(req, nil, false)
	return lp, nil, problems, st
}

// streamedSources reports whether every results source of req is a CSV
// game list (docs/formats.md "Game list"), as readResultSource would
// tell: a CSV file (.csv or .txt, xlsxio.IsTextTable) that is neither PGN
// nor TRF, whose kind DetectKind says without an error is a game list. Any other source (a crosstable,
// PGN, TRF, a workbook, a file that cannot be read) is read as loadPeriod
// reads it, with the problems it says.
func streamedSources(req Request) bool {
	if len(req.Results) == 0 || req.FIDE != "" {
		return false
	}
	opt := req.Read
	opt.Sums = nil
	for _, path := range req.Results {
		if !xlsxio.IsTextTable(path) || sniffFormat(path) != otherFormat {
			return false
		}
		if kind, ps := xlsxio.DetectKind(path, opt); kind != xlsxio.GameListKind || ps.HasErrors() {
			return false
		}
	}
	return true
}

// loadStreamed is loadPeriod(req, nil, false) for results sources that
// are all game lists, reading each game list game by game
// (xlsxio.ReadGameListEach) into packed games: the same problems in the
// same order, the same LoadedPeriod but for its Games, which are pg's (in
// file order, the undated ones AssignedToPeriod with req.AssignUndated,
// as periodGames gives them). Without a crosstable, there is no section
// to link and no player to add: the players are the list's. A file given
// twice (duplicateInputs) is an error said as loadPeriod says it, and the
// files are checked without its copy, whose games streamGameLists left
// out (until 2026-11-28 every file was read again, whole, for it).
func loadStreamed(req Request) (*LoadedPeriod, *packedGames, xlsxio.Problems, loadState) {
	read := req.Read
	read.Sums = &xlsxio.InputSums{}
	waitList := startList(req, nil, read)
	b, inputs, names, resultProblems := streamGameLists(req.Results, read, req.AssignUndated)
	list, listProblems, listInput := waitList()
	problems := append(listProblems, resultProblems...)
	inputs = append([]outputs.InputFile{listInput}, inputs...)
	unread := problems.HasErrors()
	dupInputs, _ := duplicateInputs(inputs)
	problems = append(problems, dupInputs...)
	// As LoadPeriod has them: after the files' own problems (periodGames
	// has none for game lists alone).
	problems = append(problems, gameListNameWarnings(list, names)...)
	pg := b.done()
	// Every game is a CSV game list's: all are typed (typedGames).
	swapped := swappedWarnings(pg.swapSet())
	if problems.HasErrors() || list == nil {
		// readFailed: an error besides the files given twice.
		readFailed := len(problems.Errors()) > len(dupInputs) || list == nil
		dups := duplicateGames(pg.set())
		problems = append(problems, dups...)
		if !readFailed && (dups.HasErrors() || len(dupInputs) > 0) {
			// The games' own problems, said with the copy (gameProblemsOf).
			players, _ := crosstablePlayers(list, nil)
			in := &LoadedPeriod{Input: engine.PeriodInput{Ruleset: req.Ruleset, Period: req.Period, Players: players}, List: list}
			if ps, err := checkPackedGames(context.Background(), in, pg); err == nil {
				problems = append(problems, ps...)
			}
		}
		return nil, nil, problems, loadState{unread: unread, swapped: swapped}
	}
	players, _ := crosstablePlayers(list, nil)
	lp := &LoadedPeriod{
		Input:    engine.PeriodInput{Ruleset: req.Ruleset, Period: req.Period, Players: players},
		List:     list,
		Inputs:   inputs,
		Warnings: problems.Warnings(),
	}
	return lp, pg, nil, loadState{dupsLeft: true, swapped: swapped}
}

// streamGameLists reads the game lists of paths in order, packing each
// game as it is read; a list with an error gives no game (as
// readResultSource reads it), and a copy of a file read before gives none
// (duplicateInputs, withoutCopies). It returns the packer, the input files for
// the outputs' notes (hashed as readResultSources hashes them), the names
// each list gives its players (GameList.Names) and the lists' problems.
func streamGameLists(paths []string, opt xlsxio.ReadOptions, assignUndated bool) (*gamePacker, []outputs.InputFile, [][]xlsxio.PlayerName, xlsxio.Problems) {
	b := newGamePacker()
	var inputs []outputs.InputFile
	var names [][]xlsxio.PlayerName
	var problems xlsxio.Problems
	var undated engine.Game
	read := map[string]bool{} // the SHA-256 of the files read
	for _, path := range paths {
		m := b.mark()
		gl, ps := xlsxio.ReadGameListEach(path, opt, func(i, n int, g *engine.Game) {
			if i == 0 {
				b.truncate(m) // the reader starts the file (again)
				b.grow(n)
			}
			if assignUndated && g.Finished.IsZero() {
				undated = *g
				undated.AssignedToPeriod = true
				g = &undated
			}
			b.add(g)
		})
		in := outputs.InputFile{Path: path, Kind: xlsxio.GameListKind.String()}
		problems = append(problems, hashIfRead(&in, ps, opt.Sums)...)
		inputs = append(inputs, in)
		switch {
		case gl == nil || read[in.SHA256]:
			// Unread, or a copy of a file read before (duplicateInputs
			// says so): its games are left out, as withoutCopies leaves
			// them out of a period.
			b.truncate(m)
		default:
			names = append(names, gl.Names)
			if in.SHA256 != "" {
				read[in.SHA256] = true
			}
		}
	}
	return b, inputs, names, problems
}

// checkPackedGames is checkReplayGames on packed games: each game is made
// again and checked (engine.GameChecker), in input order, as
// engine.CheckGames checks the games as read.
func checkPackedGames(ctx context.Context, lp *LoadedPeriod, pg *packedGames) (xlsxio.Problems, error) {
	if ctx.Err() != nil {
		return nil, nil
	}
	c, err := engine.NewGameChecker(lp.Input.Players, lp.Input.Period)
	if err != nil {
		return engineProblems(&lp.Input, lp.List, err, lp.rowNames)
	}
	var g engine.Game
	for i := range int32(len(pg.games)) {
		pg.gameInto(&g, i)
		c.Check(int(i), &g)
	}
	if err := c.Err(); err != nil {
		return gameErrorProblems(lp.Input.Period, lp.List, lp.rowNames, err, len(pg.games), func(i int) engine.Game { return pg.game(int32(i)) })
	}
	return nil, nil
}
