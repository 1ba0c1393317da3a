package desk

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"

	"ratingdesk/engine"
	"ratingdesk/outputs"
	"ratingdesk/xlsxio"
)

// Request names everything a rating period reads (docs/cli.md `rate`).
type Request struct {
	// List is the rating list the period starts from.
	List string
	// ListSheet names the sheet of the List workbook to read (docs/cli.md
	// `rate --list-sheet`); empty: the sheet is found by content.
	ListSheet string
	// Results are the results sources: game lists and crosstable
	// workbooks, told apart by their header rows (see LoadPeriod).
	Results []string
	Period  engine.Period
	Ruleset engine.Ruleset
	// AssignUndated puts games without a finish date into the period
	// (docs/rules.md §1.5, docs/cli.md --assign-undated).
	AssignUndated bool
	// Read tunes the readers (default RD, date order); the list of an
	// iccf-2017 period is read with OptionalRD besides (ListReadOptions).
	Read xlsxio.ReadOptions
	// FIDE is the FIDE rating list (TXT or XML) the unrated players'
	// FIDE ratings come from (docs/cli.md `rate --fide`, ApplyFIDEList);
	// empty for none.
	FIDE string
	// CSV is the separator and decimal mark of a .csv output (docs/cli.md
	// `rate --csv-locale`); the zero value writes them as the starting
	// list had them (comma and decimal point for a workbook).
	CSV xlsxio.CSVFormat
}

// Paths returns the paths of every input file, which no output may
// overwrite (outputs.Check).
func (r Request) Paths() []string {
	paths := append([]string{r.List}, r.Results...)
	if r.FIDE != "" {
		paths = append(paths, r.FIDE)
	}
	return paths
}

// LoadedPeriod is a rating period's input as read from its files.
type LoadedPeriod struct {
	Input engine.PeriodInput
	// List is the starting list as read, kept for its unknown columns.
	List *xlsxio.RatingList
	// Inputs are the files read, with their SHA-256, for the Notes sheet
	// and the report.
	Inputs []outputs.InputFile
	// Warnings are the problems that did not block.
	Warnings xlsxio.Problems
	// crosstables are the period's crosstables, for the messages that
	// say where a player the crosstables bring is (newPlayerPlaces,
	// playerPlace): his Name cell, found only when such a message is
	// given, not on every load.
	crosstables []*xlsxio.Crosstable
	// rowNames are the names the results give players by ID
	// (GameList.Names), for the messages of a player not on List
	// (listedAs).
	rowNames *rowNames
	// windowWarnings are the warnings among Warnings of the results
	// files whose games lie outside the period's window
	// (fileWindowWarnings; WarningsBesideRefusal).
	windowWarnings xlsxio.Problems
}

// SplitWindowWarnings parts lp.Warnings into the warnings of the results
// files whose games lie outside the period's window (fileWindowWarnings)
// and the others, each in the order of Warnings. `rate` without
// --allow-no-games prints the others first and holds the window warnings
// back until the period is rated: when it refuses the period because it
// rated no game (NoGameRated; docs/cli.md `rate`), the refusal says them
// in its own words (the games before and after the window, and the period
// that holds them), so that the two do not advise different things (a
// tester: the warning said to rate the period before first, the refusal
// to run with another --period). The refusal and the warnings read the
// same fact, the games rated (a review: a count of the games in the
// window printed both when the window's only games were of a tournament
// not rated, thematic ones).
func (lp *LoadedPeriod) SplitWindowWarnings() (others, window xlsxio.Problems) {
	if len(lp.windowWarnings) == 0 {
		return lp.Warnings, nil
	}
	for _, p := range lp.Warnings {
		if slices.Contains(lp.windowWarnings, p) {
			window = append(window, p)
		} else {
			others = append(others, p)
		}
	}
	return others, window
}

// NoGameRated reports whether the rated period res rated no game: its
// new list would keep every rating as it is, which `rate` refuses without
// --allow-no-games (docs/cli.md `rate`). NoGameToRate says the same of a
// period's games before it runs, from their dates alone.
func NoGameRated(res *engine.PeriodResult) bool { return len(res.Rated) == 0 }

// MissingPlayers returns the IDs of ids that are not players of the
// period, in the order given: neither on its list nor brought by its
// results as new players. A report has no calculation sheet for them
// (docs/cli.md `rate --players`), so the command refuses them before
// rating.
func (lp *LoadedPeriod) MissingPlayers(ids []engine.PlayerID) []engine.PlayerID {
	if len(ids) == 0 {
		return nil
	}
	found := make(map[engine.PlayerID]bool, len(ids))
	for _, id := range ids {
		found[id] = false
	}
	for i := range lp.Input.Players {
		if _, ok := found[lp.Input.Players[i].ID]; ok {
			found[lp.Input.Players[i].ID] = true
		}
	}
	var missing []engine.PlayerID
	for _, id := range ids {
		if !found[id] {
			missing = append(missing, id)
		}
	}
	return missing
}

// LoadPeriod reads the list and every results source of a rating period
// and checks them. A results source is a game list or a crosstable
// workbook (xlsxio.DetectKind tells them apart); a crosstable's players
// who are not on the list join the period as new unrated players, and a
// game list that describes a crosstable's section gives its colours and
// finish dates (see periodGames). All problems of all files come back at
// once; the LoadedPeriod is nil when any of them is an error.
func LoadPeriod(req Request) (*LoadedPeriod, xlsxio.Problems) {
	return LoadPeriodFrom(req, nil)
}

// NotCheckedAcross says that the files were not checked against one
// another because a file has errors of its own (docs/cli.md `check`,
// `rate`, `replay`): correcting them may bring more problems.
const NotCheckedAcross = "not checked across the files while a file has errors"

// MoreMayFollow says what may follow the correction of a file's own
// errors, which kept the files from being all checked across
// (NotCheckedAcross; CheckAcross checks them as far as they read): the
// words of `check`, `rate` and `replay` (docs/cli.md) and of the app's
// Workspace and Problems tab (docs/guide.md "Workspace").
const MoreMayFollow = "more problems (a player not on the list, a file given twice, a game in two files) may follow once they are corrected"

// LoadPeriodChecked is LoadPeriod, also saying whether the files were
// checked across: checked is false when a file's own reading gave an
// error (a cell, a file that cannot be opened; the rating list, a
// results source or the FIDE list), so that the period stopped before
// the checks `rate` makes across the files (a file given twice, the
// crosstable sections a game list describes, every game's players on the
// list) were all made (NotCheckedAcross). It is true when the period
// loaded, or stopped on problems found across the files.
func LoadPeriodChecked(req Request) (lp *LoadedPeriod, problems xlsxio.Problems, checked bool) {
	lp, problems, st := loadPeriod(req, nil, true)
	return lp, problems, !st.unread
}

// LoadPeriodFrom is LoadPeriod on files already read: a file of req of
// which opened holds an Input (as Open read it, for the same path and
// read options) is taken as read instead of being read a second time;
// any other file is read. The caller reads a file again when it has
// changed on disk since (the app does, before every run). The SHA-256 of
// every file for the Notes sheet and the report is taken from the file
// itself. A PGN file is always read again, its players found on the
// rating list (Open reads it without one), and so is a FIDE list
// (Request.FIDE), of which Open keeps no player; so is the rating list
// when it was read with another OptionalRD than the period reads it with
// (ListReadOptions: OptionalRD under iccf-2017). The opened Inputs are
// not changed.
func LoadPeriodFrom(req Request, opened []*Input) (*LoadedPeriod, xlsxio.Problems) {
	lp, problems, _ := loadPeriod(req, opened, true)
	return lp, problems
}

// loadState is what loadPeriod leaves to its caller, or did not do.
type loadState struct {
	// dupsLeft: the LoadedPeriod came back without the warnings of
	// duplicateGames (see loadPeriod).
	dupsLeft bool
	// unread: a file's own reading gave an error, and the checks across
	// the files were not all made (LoadPeriodChecked).
	unread bool
	// swapped: without gameDups (a replay), the warnings of the games
	// given from both sides (swappedWarnings), which are not among the
	// problems: the replay says those of the games its quarters rate
	// (replaySwapped).
	swapped []swappedFind
	// games: when no LoadedPeriod came back, the games the period took
	// from the files that read (periodGames), for the warnings CheckAcross
	// gives of them all the same (its undated games).
	games []engine.Game
}

// loadPeriod is LoadPeriodFrom. Without gameDups, a LoadedPeriod comes
// back without the check for games given twice (duplicateGames), which
// the caller makes itself when st.dupsLeft says so: a replay looks for
// them in its packed games, once the games as read are gone. Problems
// that are not returned with a LoadedPeriod include them. Without
// gameDups, the games given from both sides are st.swapped, not problems.
func loadPeriod(req Request, opened []*Input, gameDups bool) (lp *LoadedPeriod, problems xlsxio.Problems, st loadState) {
	have := inputsByPath(opened)
	// The SHA-256 of a CSV file read in one pass comes from the bytes read.
	read := req.Read
	read.Sums = &xlsxio.InputSums{}
	waitList := startList(req, have, read)
	sources, inputs, resultProblems := readResultSources(req.Results, req.List, read, have)
	list, listProblems, listInput := waitList()
	st.unread = listProblems.HasErrors() || resultProblems.HasErrors()
	resultProblems = append(resultProblems, resolvePGNSources(sources, list, req)...)

	problems = append(listProblems, resultProblems...)
	inputs = append([]outputs.InputFile{listInput}, inputs...)
	// A file given twice is said among the files that read well (only
	// they are hashed; a rating list given as results is refused for
	// what it is), also while another file has errors; the files are
	// then checked without its copies, so that the other problems of the
	// files are said with it (every problem at once). Until 2026-11-28 it
	// was looked for only once every file read well, and meanwhile each
	// game of the copy was said as a game given twice (a tester: 145
	// errors for one file given twice beside a file with a bad cell).
	dupInputs, copies := duplicateInputs(inputs)
	problems = append(problems, dupInputs...)
	sources = withoutCopies(sources, copies)
	games, players, ps := periodGames(list, sources, req.AssignUndated)
	problems = append(problems, ps...)
	problems = append(problems, gameListNameWarnings(list, sourceNames(sources))...)
	failed := problems.HasErrors() || list == nil
	// readFailed: an error besides the files given twice.
	readFailed := len(problems.Errors()) > len(dupInputs) || list == nil
	st.dupsLeft = !gameDups && !failed && req.FIDE == ""
	if !gameDups {
		st.swapped = swappedWarnings(swapSetOf(typedGames(sources)))
	}
	if !st.dupsLeft {
		dups := duplicateGames(setOf(games))
		problems = append(problems, dups...)
		if gameDups {
			problems = append(problems, swappedGames(typedGames(sources))...)
		}
		if !readFailed && (dups.HasErrors() || len(dupInputs) > 0) {
			// Said with the games' own problems, which the run
			// would find next: every problem at once.
			problems = append(problems, gameProblemsOf(req, list, rowNamesOf(sources), players, games)...)
		}
	}
	if problems.HasErrors() || list == nil {
		return nil, problems, loadState{unread: st.unread, swapped: st.swapped, games: games}
	}
	lp = &LoadedPeriod{
		Input: engine.PeriodInput{
			Ruleset: req.Ruleset,
			Period:  req.Period,
			Players: players,
			Games:   games,
		},
		List:        list,
		Inputs:      inputs,
		Warnings:    problems.Warnings(),
		crosstables: sourceCrosstables(sources),
		rowNames:    rowNamesOf(sources),
	}
	if gameDups {
		// One period: a replay's files span its quarters, and it says
		// the games outside them itself (outsideGames).
		lp.windowWarnings = append(fileWindowWarnings(req.Period, games, list), skippedQuartersWarning(list, req.Period, games)...)
		lp.Warnings = append(lp.Warnings, lp.windowWarnings...)
	}
	if req.FIDE != "" {
		if _, ps, unread := applyFIDEList(lp, req.FIDE); ps.HasErrors() {
			// A name found several times is a problem across the files;
			// a FIDE list that cannot be read stops the period before
			// its games are checked (RatePeriod).
			return nil, append(problems, ps...), loadState{unread: unread}
		}
	}
	return lp, nil, st
}

// inputsByPath are the files already opened, by their paths, for
// loadPeriod to read instead of opening them again.
func inputsByPath(opened []*Input) map[string]*Input {
	have := make(map[string]*Input, len(opened))
	for _, in := range opened {
		have[in.Path] = in
	}
	return have
}

// gameProblemsOf are the problems engine.CheckGames finds in the games of
// a period that read well but give a game twice (duplicateGames): a
// player not on the list and the like, said with the copies instead of
// after they are deleted. Without a period (check, the Workspace) a
// played game without a finish date is no error here (withoutUndated).
func gameProblemsOf(req Request, list *xlsxio.RatingList, named *rowNames, players []engine.Player, games []engine.Game) xlsxio.Problems {
	in := engine.PeriodInput{Ruleset: req.Ruleset, Period: req.Period, Players: players, Games: games}
	err := engine.CheckGames(in)
	if req.Period == (engine.Period{}) {
		err = withoutUndated(err)
	}
	if err == nil {
		return nil
	}
	ps, err := engineProblems(&in, list, err, named)
	if err != nil {
		return nil // a list row the engine refuses: the run says it
	}
	return ps
}

// startList starts reading the starting list of req (or takes the one of
// have, as loadPeriod does) side by side with the results sources: they
// are independent, and a big list and game list each take a core. The
// function returned waits for the list, its problems and its input file;
// a list that already holds req.Period is one of its problems
// (listPastPeriod), as it is a reason not to go on with the list, and a
// list Rating Desk made for a period more than one quarter before
// req.Period is warned of (listBehindPeriod).
//
// The list is read with ListReadOptions; a list of have read with
// another OptionalRD is read again: under iccf-2017 it may have been
// refused only for an RD the period does not need, and a list read
// without RDs cannot start a period of the Glicko rulesets.
func startList(req Request, have map[string]*Input, read xlsxio.ReadOptions) func() (*xlsxio.RatingList, xlsxio.Problems, outputs.InputFile) {
	var list *xlsxio.RatingList
	var listProblems xlsxio.Problems
	listInput := outputs.InputFile{Path: req.List, Kind: "rating list"}
	read = ListReadOptions(req.Ruleset, read)
	read.Sheet = req.ListSheet
	listDone := make(chan struct{})
	go func() {
		defer close(listDone)
		if in := have[req.List]; in != nil && in.Kind == xlsxio.RatingListKind && in.OptionalRD == read.OptionalRD && req.ListSheet == "" {
			list, listProblems = in.List, slices.Clone(in.Problems)
			listInput.SHA256 = in.SHA256 // the content read, not today's
		} else {
			list, listProblems = readRatingList(req.List, read)
			if list == nil {
				listProblems = resultsAsList(req.List, read, listProblems)
			}
		}
		if listInput.SHA256 == "" {
			listProblems = hashIfRead(&listInput, listProblems, read.Sums)
		}
		if !listProblems.HasErrors() {
			listProblems = append(listProblems, listPastPeriod(list, req.Period)...)
		}
		if !listProblems.HasErrors() {
			listProblems = append(listProblems, listBehindPeriod(list, req.Period)...)
		}
	}()
	return func() (*xlsxio.RatingList, xlsxio.Problems, outputs.InputFile) {
		<-listDone
		return list, listProblems, listInput
	}
}

// notARatingList ends the error of a results file given as the rating
// list a period starts from (resultsAsList).
const notARatingList = "not a rating list: " + StartListAdvice

// StartListAdvice is what rate's error of a results file given as the
// rating list advises instead (ResultsAsList).
const StartListAdvice = "give it with the period's results, and as the rating list the list the period starts from (a row headed ID, Name, Rating and RD)"

// ReconcileListAdvice is what reconcile's error of a results file given
// as a list to compare advises instead (ResultsAsList; docs/cli.md
// `reconcile`).
const ReconcileListAdvice = "give two rating lists to compare (a row headed ID, Name and Rating): the list ICCF published and the one Rating Desk computed"

// OfficialListAdvice is what the app's error of a results file opened
// as the official list of History › Reconcile advises instead
// (OpenOfficialList; docs/guide.md "The History tab").
const OfficialListAdvice = "the official list to reconcile with is a rating list, as ICCF publishes it (ICCF-id, Country, Title, Name, Games, Rating) or any rating list (a row headed ID, Name and Rating)"

// CurrentListAdvice is what the error of a results file given as the
// current rating list (titles --list, norms --list) advises instead
// (ResultsAsList).
const CurrentListAdvice = "give the current rating list the players are found on (a row headed ID, Name and Rating)"

// GameListAsRatingList is the error of a game list given as the rating
// list a period starts from: the files given the other way round (a
// tester: `--list games.csv --results list.csv` was said as a list
// without its header row, and the list as no results source, but not
// that the two had changed places).
const GameListAsRatingList = "this is a game list, " + notARatingList

// resultsAsList is ResultsAsList with rate's advice (StartListAdvice).
func resultsAsList(path string, opt xlsxio.ReadOptions, ps xlsxio.Problems) xlsxio.Problems {
	return ResultsAsList(path, opt, ps, StartListAdvice)
}

// ResultsAsList is ps, the problems of a rating list at path that could
// not be read, said as the results file it is when it is one, the same
// way by every command that reads a rating list (rate's --list,
// reconcile's lists, titles' and norms' --list): a PGN game list or a TRF
// crosstable (by their content, sniffFormat: the list reader said a .pgn
// "holds no game"), or a game list, whose one error is then that it has
// no list's header row (xlsxio.DetectKind, only on this path of
// failure): "this is a game list, not a rating list: " and instead, what
// the command wants in its place. A crosstable workbook is refused by the
// list reader itself. ps without errors is returned as it is.
func ResultsAsList(path string, opt xlsxio.ReadOptions, ps xlsxio.Problems, instead string) xlsxio.Problems {
	out, _ := resultsKindAsList(path, opt, ps, instead)
	return out
}

// resultsKindAsList is ResultsAsList also giving what the file is
// instead of a rating list ("a game list", "a PGN game list", "a TRF
// crosstable"), "" when it is no results file.
func resultsKindAsList(path string, opt xlsxio.ReadOptions, ps xlsxio.Problems, instead string) (xlsxio.Problems, string) {
	errs := ps.Errors()
	if len(errs) == 0 {
		return ps, ""
	}
	var what string
	switch sniffFormat(path) {
	case pgnFormat:
		what = "a PGN game list"
	case trfFormat:
		what = "a TRF crosstable"
	default:
		if len(errs) != 1 || errs[0].Cell != "" {
			return ps, ""
		}
		if kind, kps := xlsxio.DetectKind(path, opt); kps.HasErrors() || kind != xlsxio.GameListKind {
			return ps, ""
		}
		what = "a game list"
	}
	return append(ps.Warnings(), errorAt(path, errs[0].Sheet, "", "this is %s, not a rating list: %s", what, instead)), what
}

// ListReadOptions are the options the list a period of ruleset rs
// starts from is read with (by rate, and by check with --ruleset): read, and under iccf-2017, whose system has
// no RD (docs/rules.md §1.7), OptionalRD, so that a list of that system
// (no RD column) needs no default RD; a default RD given is still used.
func ListReadOptions(rs engine.Ruleset, read xlsxio.ReadOptions) xlsxio.ReadOptions {
	if rs.ID == engine.ICCF2017 {
		read.OptionalRD = true
	}
	return read
}

// hashIfRead is the problems ps of reading an input file, with those of
// hashRead added when ps has no error. A file with an error is not hashed:
// nothing is written while the error stands, and a file that cannot be
// opened is said once, by its reader ("cannot open the file: no such file
// or directory"), not a second time by the hash.
func hashIfRead(in *outputs.InputFile, ps xlsxio.Problems, sums *xlsxio.InputSums) xlsxio.Problems {
	if ps.HasErrors() {
		return ps
	}
	return append(ps, hashRead(in, sums)...)
}

// hashRead fills in the SHA-256 of an input file as a reader took it
// while reading (xlsxio.InputSums), else as hashInput does.
func hashRead(in *outputs.InputFile, sums *xlsxio.InputSums) xlsxio.Problems {
	if sum, ok := sums.Sum(in.Path); ok {
		in.SHA256 = sum
		return nil
	}
	return hashInput(in)
}

// hashInput fills in the SHA-256 of an input file, or says why it could
// not be read.
func hashInput(in *outputs.InputFile) xlsxio.Problems {
	sum, err := outputs.HashFile(in.Path)
	if pe := (*fs.PathError)(nil); errors.As(err, &pe) {
		err = pe.Err // the file is named already: "cannot read the file: permission denied"
	}
	if err != nil {
		return xlsxio.Problems{errorAt(in.Path, "", "", "cannot read the file: %v", err)}
	}
	in.SHA256 = sum
	return nil
}

// RatePeriod runs the period on what LoadPeriod read. Input problems the
// engine finds (unknown players, undated games) come back as Problems
// naming the game's file, sheet and cell; any other error is internal.
func RatePeriod(ctx context.Context, lp *LoadedPeriod, progress engine.Progress) (*engine.PeriodResult, xlsxio.Problems, error) {
	res, err := engine.RatePeriod(ctx, lp.Input, progress)
	if err != nil {
		problems, err := engineProblems(&lp.Input, lp.List, err, lp.rowNames)
		return nil, problems, err
	}
	return res, nil, nil
}

// engineProblems turns an error of the engine on in into what RatePeriod
// returns: the GameErrors as Problems naming each game's file, sheet and
// cell (an engine.StartRatingError worded for people, startRatingMessage);
// any other error wrapped as an internal one.
// list is the rating list the period starts from, which the message
// tells a player's FIDE rating to be given on when he is on it (nil: he
// is taken to be); named are the names the results give the players, for
// a player not on the list (listedAs; nil: none).
func engineProblems(in *engine.PeriodInput, list *xlsxio.RatingList, err error, named *rowNames) (xlsxio.Problems, error) {
	return gameErrorProblems(in.Period, list, named, err, len(in.Games), func(i int) engine.Game { return in.Games[i] })
}

// gameErrorProblems is engineProblems on the n games of a period's input
// that game gives one by one.
func gameErrorProblems(period engine.Period, list *xlsxio.RatingList, named *rowNames, err error, n int, game func(i int) engine.Game) (xlsxio.Problems, error) {
	var gameErrs engine.GameErrors
	if !errors.As(err, &gameErrs) {
		return nil, fmt.Errorf("desk: rating period %s: %w", period, err)
	}
	problems := make(xlsxio.Problems, 0, len(gameErrs))
	var listed map[engine.PlayerID]bool // made at the first StartRatingError
	for _, ge := range gameErrs {
		cell, msg := ge.Origin.Cell, ge.Msg
		if ge.Game >= 0 && ge.Game < n {
			g := game(ge.Game)
			cell = g.Cell(ge.Field)
			var se *engine.StartRatingError
			if errors.As(ge, &se) {
				if listed == nil {
					listed = listedIDs(list)
				}
				msg = startRatingMessage(&g, se, list == nil || listed[se.Player])
			} else {
				msg += named.listedAs(list, ge.Origin, &g, ge.Field)
			}
		}
		problems = append(problems, errorAt(ge.Origin.File, ge.Origin.Sheet, cell, "%s", msg))
	}
	return problems, nil
}

// listedIDs is the set of the IDs of list's players, empty for no list.
func listedIDs(list *xlsxio.RatingList) map[engine.PlayerID]bool {
	ids := map[engine.PlayerID]bool{}
	if list != nil {
		for i := range list.Players {
			ids[list.Players[i].ID] = true
		}
	}
	return ids
}

// WritePeriodOutput writes the new rating list: the full workbook for an
// .xlsx path, the Ratings sheet alone for a .csv path (docs/cli.md
// `rate`). The output may not be one of the inputs. It is
// StagePeriodOutput in a batch of one.
func WritePeriodOutput(out string, req Request, lp *LoadedPeriod, res *engine.PeriodResult, version string) error {
	var b outputs.Batch
	defer b.Discard()
	if err := StagePeriodOutput(&b, out, req, lp, res, version); err != nil {
		return err
	}
	return b.Commit()
}

// StagePeriodOutput stages the new rating list in b, as WritePeriodOutput
// writes it, to be committed with the other outputs of the run
// (docs/cli.md `rate --out` and `--report`; outputs.Batch). An output
// that is an input, or whose extension is not .xlsx or .csv, is an
// *outputs.PathError.
func StagePeriodOutput(b *outputs.Batch, out string, req Request, lp *LoadedPeriod, res *engine.PeriodResult, version string) error {
	if err := outputs.Check(out, nil, req.Paths()); err != nil {
		return err
	}
	switch ext := strings.ToLower(filepath.Ext(out)); ext {
	case ".xlsx":
		var warnings []string
		for _, w := range lp.Warnings {
			warnings = append(warnings, w.Error())
		}
		notes := xlsxio.Notes{ProgramVersion: version, Inputs: lp.Inputs, Warnings: warnings}
		// Its Ratings sheet made row by row as it is written: the same
		// bytes as EncodeRatingWorkbook of ExportFromResult, without the
		// table (the CSV separator has no part in a workbook).
		return b.Stage(out, func(w io.Writer) error { return xlsxio.EncodeResultWorkbook(w, res, &lp.Input, lp.List, notes) })
	case ".csv":
		// Written row by row as it is made: the same bytes as
		// EncodeRatingCSV of ExportFromResult, without the table.
		return b.Stage(out, func(w io.Writer) error { return xlsxio.EncodeResultCSV(w, res, lp.List, req.CSV) })
	default:
		return &outputs.PathError{Path: out, Msg: fmt.Sprintf("cannot write %q files: name the output .xlsx or .csv", ext)}
	}
}

// StageExcludedOutput stages in b the games of the period that were read
// but not rated, as the Excluded sheet of the .xlsx output lists them
// (xlsxio.EncodeExcludedCSV), as a CSV file written with the run's other
// outputs (docs/cli.md `rate --excluded`; outputs.Batch). It is written
// with the separator and decimal mark of the new list's CSV (req.CSV, or
// as the rating list was). An output that is an input, or whose
// extension is not .csv, is an *outputs.PathError.
func StageExcludedOutput(b *outputs.Batch, out string, req Request, lp *LoadedPeriod, res *engine.PeriodResult) error {
	if err := outputs.Check(out, []string{".csv"}, req.Paths()); err != nil {
		return err
	}
	f := req.CSV
	if f.Separator == 0 {
		f = lp.List.CSV
	}
	return b.Stage(out, func(w io.Writer) error { return xlsxio.EncodeExcludedCSV(w, res, &lp.Input, lp.Inputs, f) })
}
