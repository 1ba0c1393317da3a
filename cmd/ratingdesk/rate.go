package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"ratingdesk/desk"
	"time"

	"ratingdesk/engine"
	"ratingdesk/outputs"
	"ratingdesk/pdfout"
	"ratingdesk/xlsxio"

	"ratingdesk/internal/words"
)

// rateFlags are the flags of `ratingdesk rate` (docs/cli.md).
type rateFlags struct {
	list, period, ruleset, out, report string
	results                            fileList
	assignUndated, allowNoGames        bool
	read                               xlsxio.ReadOptions
	// csvLocale is --csv-locale (xlsxio.ParseCSVLocale).
	csvLocale string
	// fide is --fide: the FIDE rating list for the unrated players.
	fide string
	// excluded is --excluded: the games not rated, as CSV.
	excluded string
	// listSheet is --list-sheet: the sheet of the --list workbook.
	listSheet string
	reportFlags
}

func runRate(args []string, stdout, stderr io.Writer, r renderers) int {
	fs := newFlagSet("rate", "--list PREV --results FILE [--results FILE …] --period 2026/1 --out NEW.xlsx|NEW.csv", stderr)
	var f rateFlags
	fs.StringVar(&f.list, "list", "", "the rating list the period starts from (.xlsx, .csv or .txt)")
	fs.StringVar(&f.listSheet, "list-sheet", "", "the sheet of the --list workbook to read, when several sheets hold a rating list")
	fs.Var(&f.results, "results", "a results source: game list, PGN file or crosstable workbook (repeat for several)")
	fs.StringVar(&f.period, "period", "", "the list being made, YYYY/Q (e.g. 2026/1 rates games finished Sep–Nov 2025)")
	fs.StringVar(&f.ruleset, "ruleset", string(engine.DefaultRuleset), "iccf-2023, iccf-2025 or iccf-2017")
	fs.Float64Var(&f.read.DefaultRD, "default-rd", 0, "RD given to rated rows without an RD (a list of the 2017 system rated with iccf-2023 or iccf-2025; iccf-2017 needs none)")
	fs.BoolVar(&f.assignUndated, "assign-undated", false, "put games without a finish date into the period instead of refusing them")
	fs.BoolVar(&f.allowNoGames, "allow-no-games", false, "write the new list even when the period rates no game (the old ratings carried over)")
	fs.BoolVar(&f.read.MonthFirst, "month-first", false, "read text dates NN/NN/YYYY as MM/DD/YYYY")
	fs.StringVar(&f.out, "out", "", "the new list: .xlsx (full workbook) or .csv (Ratings sheet)")
	fs.StringVar(&f.report, "report", "", "also write the period report PDF (summary, change list, calculation sheets)")
	fs.StringVar(&f.excluded, "excluded", "", "also write the games not rated, with where they were read and why, as CSV (the Excluded sheet of an .xlsx --out)")
	fs.StringVar(&f.players, "players", "", "with --report: calculation sheets for these IDs (comma separated) or all")
	fs.StringVar(&f.paper, "paper", "a4", "with --report: a4 or letter")
	fs.StringVar(&f.fide, "fide", "", "the FIDE rating list (players_list TXT or XML): FIDE ratings for the unrated players, found by FIDE ID or name")
	fs.StringVar(&f.csvLocale, "csv-locale", "input", "with a .csv --out or --excluded: separator and decimal mark for this language's Excel: en (comma, point), de, fr, … (semicolon, comma), auto (this computer's) or input (as the --list file)")
	cl, ok := parseArgs(fs, args, false)
	if !ok {
		return exitOK
	}
	req, status := f.request(fs, cl, stderr)
	if status != exitOK {
		return status
	}
	reportOpt, _ := f.reportFlags.options() // checked by request

	if f.report == "" || f.players == "" {
		collectAtLimit(setMemoryLimit(heldInputs(req), f.out, f.report))
	}
	// else: calculation sheets, whose pages the PDF writer holds until
	// the end (docs/development.md "Memory limit of the CLI"): the
	// runtime's default pacing, no limit sized from the inputs.

	if isTerminal(stderr) {
		fmt.Fprintf(stderr, "reading %d files …\n", len(req.Paths()))
	}
	lp, problems, checked := desk.LoadPeriodChecked(req)
	printProblems(stderr, problems)
	printUnchecked(stderr, "ratingdesk rate", problems, checked)
	if problems.HasErrors() {
		return exitProblems
	}
	if status := checkPeriodPlayers(lp, reportOpt, stderr); status != exitOK {
		return status
	}
	held := printRateWarnings(stderr, lp, f.allowNoGames)
	bar := newProgressBar(stderr, "rating "+req.Period.String())
	res, problems, err := desk.RatePeriod(context.Background(), lp, bar.update)
	bar.finish()
	printWindowWarnings(stderr, held, res)
	if status := reportFailure(stderr, problems, err); status != exitOK {
		return status
	}
	for _, p := range desk.RatingsOutsideList(res) {
		fmt.Fprintf(stderr, "ratingdesk rate: warning: %s\n", p.Msg)
	}
	if desk.NoGameRated(res) && !f.allowNoGames {
		printNoGames(stderr, res.Period, res.Ruleset, lp.Input.Games)
		return exitProblems
	}
	if status := writeRateOutputs(f, req, reportOpt, lp, res, stderr, r); status != exitOK {
		return status
	}
	printRateSummary(stdout, res, f, len(lp.List.Players), res.UndatedRated(&lp.Input), lp.Input.Games)
	return exitOK
}

// printRateWarnings prints the warnings of the inputs that did not block
// (docs/cli.md: problems go to standard error, one a line), e.g. a file
// read as Windows-1252, and that of a period whose window is still open;
// without --allow-no-games those of the files outside the window are held
// back (printWindowWarnings) and returned.
func printRateWarnings(stderr io.Writer, lp *desk.LoadedPeriod, allowNoGames bool) (held xlsxio.Problems) {
	warnings := lp.Warnings
	if !allowNoGames {
		warnings, held = lp.SplitWindowWarnings()
	}
	printProblems(stderr, warnings)
	if w := desk.OpenWindowWarning(lp.Input.Period, time.Now()); w != "" {
		fmt.Fprintf(stderr, "warning: %s\n", w)
	}
	return held
}

// printWindowWarnings prints the warnings of the files outside the window
// held back by printRateWarnings once the period is rated (res; nil when
// rating failed), unless the period rated no game: the refusal says them
// in its own words (desk.LoadedPeriod.SplitWindowWarnings, printNoGames).
func printWindowWarnings(stderr io.Writer, held xlsxio.Problems, res *engine.PeriodResult) {
	if res == nil || !desk.NoGameRated(res) {
		printProblems(stderr, held)
	}
}

// writeRateOutputs writes --out, --excluded and --report together
// (outputs.Batch): all are staged first and replace the old files only
// when all are written, so a failure leaves every one as it was.
func writeRateOutputs(f rateFlags, req desk.Request, opt pdfout.ReportOptions, lp *desk.LoadedPeriod, res *engine.PeriodResult, stderr io.Writer, r renderers) int {
	var b outputs.Batch
	defer b.Discard()
	flags := []string{"--out"}
	err := desk.StagePeriodOutput(&b, f.out, req, lp, res, programVersion())
	if f.excluded != "" {
		flags = append(flags, "--excluded")
		if err == nil {
			err = desk.StageExcludedOutput(&b, f.excluded, req, lp, res)
		}
	}
	if f.report != "" {
		flags = append(flags, "--report")
		if err == nil {
			bar := newSheetsBar(stderr)
			opt.Progress = bar.update
			err = stageReport(&b, f.report, opt, lp, res, r.report)
			bar.finish()
		}
	}
	if err == nil {
		err = b.Commit()
	}
	if err != nil {
		return writeFailure("ratingdesk rate", stderr, err, flags)
	}
	return exitOK
}

// request checks the flags and turns them into a RateRequest; every
// mistake of the command line is said at once, one a line (exit 2).
func (f rateFlags) request(fs *flag.FlagSet, cl cmdLine, stderr io.Writer) (desk.Request, int) {
	msgs := append(append(cl.mistakes, f.missing(cl)...), f.notApplying(givenFlags(fs))...)
	req := desk.Request{List: f.list, ListSheet: f.listSheet, Results: f.results, AssignUndated: f.assignUndated, Read: f.read, FIDE: f.fide}
	msgs = append(msgs, nonEmpty(sheetFlagProblem("--list-sheet", f.listSheet, f.list, "--list"))...)
	var err error
	if f.period != "" {
		var bad string
		req.Period, bad = periodFlag("--period", f.period)
		msgs = append(msgs, nonEmpty(bad)...)
	}
	var badRuleset string
	req.Ruleset, badRuleset = rulesetFlag("--ruleset", f.ruleset)
	msgs = append(msgs, nonEmpty(badRuleset)...)
	if req.CSV, err = xlsxio.ParseCSVLocale(f.csvLocale); err != nil {
		msgs = append(msgs, csvLocaleMistake(f.csvLocale, "the --list file"))
	}
	_, bad := f.reportFlags.options()
	msgs = append(msgs, bad...)
	outs := []outputFlag{{"--out", f.out, []string{".xlsx", ".csv"}}, {"--excluded", f.excluded, []string{".csv"}}, {"--report", f.report, []string{".pdf"}}}
	msgs = append(msgs, outputProblems(outs, req.Paths())...)
	if len(msgs) > 0 {
		return desk.Request{}, printUsageProblems(fs.Name(), stderr, msgs)
	}
	warnOpenOutputs(fs.Name(), stderr, outs)
	return req, exitOK
}

// missing says which required flags of rate are missing, all of them,
// and the arguments given besides the flags (cmdLine.unexpected).
func (f rateFlags) missing(cl cmdLine) []string {
	return nonEmpty(
		cl.unexpected("name files with --list and --results"),
		required(f.list != "", "--list is required: the rating list the period starts from"),
		// A quarter without games has no results to give (docs/cli.md).
		required(len(f.results) > 0 || f.allowNoGames, "--results is required: at least one game list or crosstable workbook (for a quarter without games, --allow-no-games without --results)"),
		required(f.period != "", "--period is required, e.g. --period 2026/1"),
		required(f.out != "", "--out is required: NEW.xlsx or NEW.csv"),
	)
}

// notApplying refuses a --default-rd that is no RD and the flags given
// where they do not apply (docs/cli.md `rate`): --players and --paper
// without --report, --csv-locale without a .csv output.
func (f rateFlags) notApplying(given map[string]bool) []string {
	csvOut := isCSV(f.out) || f.excluded != ""
	return nonEmpty(
		defaultRDProblem(given, f.read.DefaultRD),
		goesWith(given, f.report != "", "players", "--report", "it chooses the calculation sheets of the report PDF"),
		goesWith(given, f.report != "", "paper", "--report", "it chooses the paper size of the report PDF"),
		csvLocaleGoesWith(given, csvOut, f.out, "a .csv --out or --excluded"),
	)
}

// checkPeriodPlayers refuses the --players IDs that are not players of
// the period (neither on the list nor new players of the results) as a
// usage error, as replay does, once the inputs are read and before
// anything is rated or written: the report has no calculation sheet for
// them.
func checkPeriodPlayers(lp *desk.LoadedPeriod, opt pdfout.ReportOptions, stderr io.Writer) int {
	var msgs []string
	for _, id := range lp.MissingPlayers(opt.Players) {
		msgs = append(msgs, fmt.Sprintf("--players: %d is not in the period %s: neither on the list nor a new player of the results", id, lp.Input.Period))
	}
	if len(msgs) > 0 {
		return printUsageProblems("ratingdesk rate", stderr, msgs)
	}
	return exitOK
}

// reportFailure prints input problems or an internal error and returns
// the exit status, exitOK when there was neither.
func reportFailure(stderr io.Writer, problems xlsxio.Problems, err error) int {
	printProblems(stderr, problems)
	var nonFinite *engine.NonFiniteError
	switch {
	case problems.HasErrors():
		return exitProblems
	case errors.As(err, &nonFinite):
		fmt.Fprintf(stderr, "ratingdesk rate: %s\n", plainError(err))
		return exitProblems
	case err != nil:
		fmt.Fprintf(stderr, "ratingdesk rate: internal error: %s\n", plainError(err))
		return exitInternal
	}
	return exitOK
}

// printNoGames says why a period that rated no game was refused, and
// which period holds the games (engine.GameTally Busiest).
func printNoGames(w io.Writer, p engine.Period, rs engine.Ruleset, games []engine.Game) {
	t := engine.NewGameTally(p)
	for i := range games {
		t.Add(&games[i])
	}
	fmt.Fprintf(w, "ratingdesk rate: period %s rates no game, so the new list would keep every rating as it is%s; nothing was written.\n", p, rdGrowth(rs))
	fmt.Fprintf(w, "Of the %s read, %d finished in its window (%s to %s), %d before it, %d after it.\n",
		words.Count(t.Total, "game", "games"), t.Within, p.GamesFrom().Format("2006-01-02"), p.GamesTo().Format("2006-01-02"), t.Before, t.After)
	if best, n := t.Busiest(); n > 0 && best != p {
		fmt.Fprintf(w, "The games belong to period %s (%s finished in its window): run with --period %s.\n", best, words.Count(n, "game", "games"), best)
	}
	fmt.Fprintln(w, "To write the new list anyway, add --allow-no-games.")
}

// rdGrowth says what a period without games still changes: the RDs grow
// (docs/rules.md §1.1) in the Glicko rulesets; nothing in iccf-2017.
func rdGrowth(rs engine.Ruleset) string {
	if rs.ID == engine.ICCF2017 {
		return ""
	}
	return " (only the RDs would grow, as in any quarter without games)"
}

// printRateSummary tells what the period did, on standard output; listed
// is how many players the rating list had (the others joined from the
// crosstables), games the games rated from.
func printRateSummary(w io.Writer, res *engine.PeriodResult, f rateFlags, listed, undated int, games []engine.Game) {
	rated, played := 0, 0
	for i := range res.Players {
		p := &res.Players[i]
		if p.PeriodGames > 0 {
			played++
		}
		if p.Rated {
			rated++
		}
	}
	fmt.Fprintf(w, "period %s (games finished %s to %s), ruleset %s\n", res.Period,
		res.Period.GamesFrom().Format("2006-01-02"), res.Period.GamesTo().Format("2006-01-02"), res.Ruleset.ID)
	onList := words.Number(listed) + " on the list"
	if added := len(res.Players) - listed; added > 0 {
		onList += " and " + words.Number(added) + " new from the crosstables"
	}
	fmt.Fprintf(w, "players: %s, %s played in the period, %s rated\n", onList, words.Number(played), words.Number(rated))
	excluded := groupExcluded(res.Excluded, games)
	fmt.Fprintf(w, "games: %s rated, %s not rated%s\n", words.Number(len(res.Rated)), words.Number(len(res.Excluded)), excludedWhy(excluded))
	if undated > 0 {
		// A game without a date is put into whichever period is rated with
		// --assign-undated: given again to the next period's run, it would
		// be rated again (docs/rules.md §1.5; replay puts them into its
		// first quarter only).
		fmt.Fprintf(w, "  of them %s without a finish date, put into this period (--assign-undated): leave %s out of the next periods' results, or %s rated again\n",
			words.Count(undated, "game", "games"), words.Agree(undated, "it", "them"), words.Agree(undated, "it is", "they are"))
	}
	printExcludedPlaces(w, excluded, f)
	fmt.Fprintf(w, "wrote %s\n", f.out)
	if f.excluded != "" {
		fmt.Fprintf(w, "wrote %s\n", f.excluded)
	}
	if f.report != "" {
		fmt.Fprintf(w, "wrote %s\n", f.report)
	}
}
