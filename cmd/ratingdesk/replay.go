package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/outputs"
	"ratingdesk/xlsxio"

	"ratingdesk/internal/words"
)

// replayFlags are the flags of `ratingdesk replay` (docs/cli.md).
type replayFlags struct {
	list, from, to, ruleset, out, lists, listsFormat string
	// report is --report; reportFlags holds --players and --paper.
	report string
	reportFlags
	results, switches fileList
	assignUndated     bool
	// allowNoGames is --allow-no-games: write a history that rated no game.
	allowNoGames bool
	read         xlsxio.ReadOptions
	csvLocale    string
	// listSheet is --list-sheet: the sheet of the --list workbook.
	listSheet string
}

func runReplay(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("replay", "--list START --results FILE [--results FILE …] --from 2024/1 --to 2026/1 --out HISTORY.xlsx|HISTORY.csv", stderr)
	var f replayFlags
	fs.StringVar(&f.list, "list", "", "the rating list the first period starts from (.xlsx, .csv or .txt)")
	fs.StringVar(&f.listSheet, "list-sheet", "", "the sheet of the --list workbook to read, when several sheets hold a rating list")
	fs.Var(&f.results, "results", "a results source of any of the periods: game list or crosstable workbook (repeat for several)")
	fs.StringVar(&f.from, "from", "", "the first list made, YYYY/Q")
	fs.StringVar(&f.to, "to", "", "the last list made, YYYY/Q")
	fs.StringVar(&f.ruleset, "ruleset", string(engine.DefaultRuleset), "iccf-2023, iccf-2025 or iccf-2017: the ruleset before the first --switch")
	fs.Var(&f.switches, "switch", "PERIOD=RULESET: rate from PERIOD on with RULESET, e.g. 2023/4=iccf-2023 (repeat for several)")
	fs.Float64Var(&f.read.DefaultRD, "default-rd", 0, "RD given to rated rows without an RD, also after a period rated with iccf-2017")
	fs.BoolVar(&f.assignUndated, "assign-undated", false, "put games without a finish date into the first period instead of refusing them")
	fs.BoolVar(&f.allowNoGames, "allow-no-games", false, "write the history even when no quarter rates a game (every rating carried over)")
	fs.BoolVar(&f.read.MonthFirst, "month-first", false, "read text dates NN/NN/YYYY as MM/DD/YYYY")
	fs.StringVar(&f.out, "out", "", "the history: .xlsx or .csv, one row per player and period")
	fs.StringVar(&f.lists, "lists", "", "also write each period's list into this folder, as rate --out would (list-YYYY-Q.csv)")
	fs.StringVar(&f.listsFormat, "lists-format", "csv", "with --lists: csv (the Ratings sheet) or xlsx (the full workbook)")
	fs.StringVar(&f.csvLocale, "csv-locale", "input", "separator and decimal mark of the .csv outputs, as for rate")
	fs.StringVar(&f.report, "report", "", "also write the history report PDF (summary, periods, a page per --players ID with the rating curve)")
	fs.StringVar(&f.players, "players", "", "with --report: a page with the rating curve for each of these IDs (comma separated)")
	fs.StringVar(&f.paper, "paper", "a4", "with --report: a4 or letter")
	cl, ok := parseArgs(fs, args, false)
	if !ok {
		return exitOK
	}
	req, status := f.request(fs, cl, stderr)
	if status != exitOK {
		return status
	}
	return replay(f, req, stdout, stderr)
}

// replay runs the replay and writes its outputs together.
func replay(f replayFlags, req desk.ReplayRequest, stdout, stderr io.Writer) int {
	var b outputs.Batch
	defer b.Discard()
	if f.lists != "" {
		if err := b.MakeDir(f.lists); err != nil {
			return writeFailure("ratingdesk replay", stderr, err, []string{"--lists"})
		}
	}
	var inputs []outputs.InputFile
	req.OnPeriod = func(q *desk.ReplayedPeriod) error {
		inputs = q.Loaded.Inputs
		if f.lists == "" {
			return nil
		}
		return desk.StagePeriodOutput(&b, listPath(f, q.Result.Period), q.Request(), q.Loaded, q.Result, programVersion())
	}
	req.OnLoaded = onReplayLoaded(f, req, stderr)
	setMemoryLimit(req.Paths(), f.out, f.report, "lists."+f.listsFormat)
	if isTerminal(stderr) {
		fmt.Fprintf(stderr, "reading %d files …\n", len(req.Paths()))
	}
	h, problems, checked, err := desk.ReplayChecked(context.Background(), req, replayProgress(stderr))
	var pe playersError
	if errors.As(err, &pe) {
		return printUsageProblems("ratingdesk replay", stderr, pe)
	}
	if status := replayFailure(stderr, problems, err); status != exitOK {
		printUnchecked(stderr, "ratingdesk replay", problems, checked)
		return status
	}
	printProblems(stderr, problems) // the warnings
	if !f.allowNoGames && ratedNone(h) {
		printReplayNoGames(stderr, req)
		return exitProblems
	}
	flags := []string{"--out"}
	if f.lists != "" {
		flags = append(flags, "--lists")
	}
	err = desk.StageHistory(&b, f.out, h, req.Paths())
	if err == nil && f.report != "" {
		flags = append(flags, "--report")
		err = stageHistoryReport(&b, f, &req, h, inputs, problems)
	}
	if err == nil {
		err = b.Commit()
	}
	if err != nil {
		return writeFailure("ratingdesk replay", stderr, err, flags)
	}
	printReplaySummary(stdout, h, f)
	return exitOK
}

// playersError says which --players IDs are not players of the replay,
// a sentence for each: a usage error (exit 2).
type playersError []string

// Error joins the sentences.
func (e playersError) Error() string { return strings.Join(e, "; ") }

// checkReportPlayers is the replay's OnLoaded: it refuses the --players
// IDs that are not on the lists of the replay (neither on the start list
// nor new players of its crosstables, who are the players of every
// quarter) as a playersError, once the files are read and before any
// quarter is rated.
func checkReportPlayers(f replayFlags) func(lp *desk.LoadedPeriod) error {
	opt, _ := f.reportFlags.options()
	return func(lp *desk.LoadedPeriod) error {
		var msgs playersError
		for _, id := range lp.MissingPlayers(opt.Players) {
			msgs = append(msgs, fmt.Sprintf("--players: %d is not on the lists of the replay", id))
		}
		if len(msgs) > 0 {
			return msgs
		}
		return nil
	}
}

// onReplayLoaded is the replay's OnLoaded: the --players check
// (checkReportPlayers), then, once the files are read without error and
// before any quarter is rated, the warning of quarters whose windows are
// not over today (desk.ReplayWindowWarning), as rate warns of its period.
func onReplayLoaded(f replayFlags, req desk.ReplayRequest, stderr io.Writer) func(lp *desk.LoadedPeriod) error {
	check := checkReportPlayers(f)
	return func(lp *desk.LoadedPeriod) error {
		if err := check(lp); err != nil {
			return err
		}
		if w := desk.ReplayWindowWarning(req.From, req.To, time.Now()); w != "" {
			fmt.Fprintf(stderr, "warning: %s\n", w)
		}
		return nil
	}
}

// stageHistoryReport stages the --report PDF in b, with the replay's
// warnings on its summary.
func stageHistoryReport(b *outputs.Batch, f replayFlags, req *desk.ReplayRequest, h *desk.History, inputs []outputs.InputFile, warnings xlsxio.Problems) error {
	ropt, _ := f.reportFlags.options()
	opt, _ := historyOptions(f.paper)
	in := desk.HistoryReportInput{Request: req, History: h, Inputs: inputs, Warnings: warnings, Players: ropt.Players}
	return desk.StageHistoryReport(b, f.report, in, opt)
}

// replayFailure prints the problems (each once) or the error of a replay
// that failed and returns the exit status, exitOK (printing nothing) when
// it did not fail: input problems are exit 1, a failure to stage a
// --lists file as writeFailure says, anything else 3.
func replayFailure(stderr io.Writer, problems xlsxio.Problems, err error) int {
	switch {
	case problems.HasErrors():
		return reportFailure(stderr, problems, nil)
	case err == nil:
		return exitOK
	}
	var we *outputs.WriteError
	var pe *outputs.PathError
	var le *desk.ListRatingError
	switch {
	case errors.As(err, &we) || errors.As(err, &pe):
		return writeFailure("ratingdesk replay", stderr, err, []string{"--out", "--lists"})
	case errors.As(err, &le):
		fmt.Fprintf(stderr, "ratingdesk replay: %s\n", plainError(err))
		return exitProblems
	}
	return reportFailure(stderr, nil, err)
}

// listPath is the file --lists writes the list of period p to:
// DIR/list-YYYY-Q.csv (or .xlsx).
func listPath(f replayFlags, p engine.Period) string {
	return filepath.Join(f.lists, fmt.Sprintf("list-%04d-%d.%s", p.Year, p.Quarter, f.listsFormat))
}

// replayProgress shows the periods done on standard error, one line a
// period (docs/cli.md: progress on standard error).
func replayProgress(stderr io.Writer) desk.ReplayProgress {
	return func(done, total int, p engine.Period) {
		if done < total {
			fmt.Fprintf(stderr, "rating %s (%d of %d)\n", p, done+1, total)
		}
	}
}

// ratedNone reports whether no quarter of the replay rated a game.
func ratedNone(h *desk.History) bool {
	for _, p := range h.Periods {
		if p.Games > 0 {
			return false
		}
	}
	return true
}

// printReplayNoGames says why a replay that rated no game in any quarter
// was refused, as rate refuses a period without games (printNoGames).
func printReplayNoGames(w io.Writer, req desk.ReplayRequest) {
	fmt.Fprintf(w, "ratingdesk replay: no quarter from %s to %s rates a game (the games' windows run from %s to %s), so the history would carry every rating over as it is; nothing was written.\n",
		req.From, req.To, req.From.GamesFrom().Format("2006-01-02"), req.To.GamesTo().Format("2006-01-02"))
	fmt.Fprintln(w, "Check --from and --to against the games' finish dates (the warnings above say where games lie outside the quarters).")
	fmt.Fprintln(w, "To write the history anyway, add --allow-no-games.")
}

// printReplaySummary tells what the replay did, a line a period, on
// standard output.
func printReplaySummary(w io.Writer, h *desk.History, f replayFlags) {
	for _, p := range h.Periods {
		fmt.Fprintf(w, "period %s, ruleset %s: %s, %s played, %s rated, %s rated\n",
			p.Period, p.Ruleset.ID, words.Count(p.Players, "player", "players"), words.Number(p.Played), words.Number(p.Rated), words.Count(p.Games, "game", "games"))
		if p.Undated > 0 {
			// As rate says it (printRateSummary); a replay puts them into
			// its first quarter only (docs/cli.md replay).
			fmt.Fprintf(w, "  of them %s without a finish date, put into the replay's first quarter only (--assign-undated): leave %s out of the results given for later periods, or %s rated again\n",
				words.Count(p.Undated, "game", "games"), words.Agree(p.Undated, "it", "them"), words.Agree(p.Undated, "it is", "they are"))
		}
	}
	fmt.Fprintf(w, "wrote %s (%s)\n", f.out, words.Count(h.Len(), "row", "rows"))
	if f.report != "" {
		fmt.Fprintf(w, "wrote %s\n", f.report)
	}
	if f.lists != "" {
		fmt.Fprintf(w, "wrote %s into %s\n", words.Count(len(h.Periods), "list", "lists"), f.lists)
	}
}

// request checks the flags and turns them into a ReplayRequest; every
// mistake of the command line is said at once, one a line (exit 2),
// before anything is read: the outputs too, every list --lists will write
// among them (replayFlags.outputProblems).
func (f replayFlags) request(fs *flag.FlagSet, cl cmdLine, stderr io.Writer) (desk.ReplayRequest, int) {
	msgs := append(append(cl.mistakes, f.missing(cl)...), f.notApplying(givenFlags(fs))...)
	fail := func(format string, args ...any) { msgs = append(msgs, fmt.Sprintf(format, args...)) }
	req := desk.ReplayRequest{List: f.list, ListSheet: f.listSheet, Results: f.results, AssignUndated: f.assignUndated, Read: f.read}
	msgs = append(msgs, nonEmpty(sheetFlagProblem("--list-sheet", f.listSheet, f.list, "--list"))...)
	periodsKnown := f.periods(&req, fail)
	if f.listsFormat != "csv" && f.listsFormat != "xlsx" {
		fail("--lists-format %q: want csv or xlsx", f.listsFormat)
	}
	csv, err := xlsxio.ParseCSVLocale(f.csvLocale)
	if err != nil {
		fail("%s", csvLocaleMistake(f.csvLocale, "the --list file"))
	}
	req.CSV = csv
	if len(msgs) == 0 {
		if err := req.Check(); err != nil {
			fail("%v", err)
		}
	}
	msgs = append(msgs, f.outputProblems(req, periodsKnown)...)
	opt, bad := f.reportFlags.options()
	msgs = append(msgs, bad...)
	if opt.AllPlayers {
		fail("--players all: name the players whose curves the report shows, e.g. --players 100101,520101")
	}
	if len(msgs) > 0 {
		return desk.ReplayRequest{}, printUsageProblems(fs.Name(), stderr, msgs)
	}
	warnOpenOutputs(fs.Name(), stderr, f.outputs(req))
	return req, exitOK
}

// missing says which required flags of replay are missing, all of them,
// and the arguments given besides the flags (cmdLine.unexpected).
func (f replayFlags) missing(cl cmdLine) []string {
	return nonEmpty(
		cl.unexpected("name files with --list and --results"),
		required(f.list != "", "--list is required: the rating list the first period starts from"),
		required(len(f.results) > 0, "--results is required: at least one game list or crosstable workbook"),
		required(f.from != "", "--from is required: the first list made, e.g. --from 2024/1"),
		required(f.to != "", "--to is required: the last list made, e.g. --to 2026/1"),
		required(f.out != "", "--out is required: HISTORY.xlsx or HISTORY.csv"),
	)
}

// notApplying refuses a --default-rd that is no RD and the flags given
// where they do not apply (docs/cli.md `replay`): --players and --paper
// without --report, --lists-format without --lists, --csv-locale without
// a .csv output.
func (f replayFlags) notApplying(given map[string]bool) []string {
	csvOut := isCSV(f.out) || (f.lists != "" && f.listsFormat == "csv")
	return nonEmpty(
		defaultRDProblem(given, f.read.DefaultRD),
		goesWith(given, f.report != "", "players", "--report", "it chooses the players whose rating curves the report PDF shows"),
		goesWith(given, f.report != "", "paper", "--report", "it chooses the paper size of the report PDF"),
		goesWith(given, f.lists != "", "lists-format", "--lists", "it chooses the kind of file of each quarter's list"),
		csvLocaleGoesWith(given, csvOut, f.out, "a .csv --out or --lists in csv"),
	)
}

// periods reads --from, --to, --ruleset and --switch into req; known
// says whether --from and --to were both given and read.
func (f replayFlags) periods(req *desk.ReplayRequest, fail func(string, ...any)) (known bool) {
	var badF, badT string
	if f.from != "" {
		req.From, badF = periodFlag("--from", f.from)
	}
	if f.to != "" {
		req.To, badT = periodFlag("--to", f.to)
	}
	for _, bad := range nonEmpty(badF, badT) {
		fail("%s", bad)
	}
	known = f.from != "" && f.to != "" && badF == "" && badT == ""
	var badRuleset string
	if req.Ruleset, badRuleset = rulesetFlag("--ruleset", f.ruleset); badRuleset != "" {
		fail("%s", badRuleset)
	}
	for _, s := range f.switches {
		at, id, ok := strings.Cut(s, "=")
		p, errP := engine.ParsePeriod(at)
		rs, errR := engine.LookupRuleset(strings.TrimSpace(id))
		if !ok || errP != nil || errR != nil || id == "" {
			fail("--switch %q: want PERIOD=RULESET, e.g. 2023/4=iccf-2023 (rulesets iccf-2023, iccf-2025, iccf-2017)", s)
			continue
		}
		req.Switches = append(req.Switches, desk.RulesetSwitch{At: p, Ruleset: rs})
	}
	return known
}

// outputProblems checks --out, --report and --lists before any input is
// read; with the quarters known (periodsKnown: --from and --to read),
// every list --lists will write as well (listProblems).
func (f replayFlags) outputProblems(req desk.ReplayRequest, periodsKnown bool) []string {
	outs := []outputFlag{{"--out", f.out, []string{".xlsx", ".csv"}}, {"--report", f.report, []string{".pdf"}}}
	msgs := outputProblems(outs, req.Paths())
	if f.lists == "" {
		return msgs
	}
	var pe *outputs.PathError
	if _, err := outputs.CheckDir(f.lists); errors.As(err, &pe) {
		return append(msgs, refusedPath("--lists "+f.lists, pe))
	}
	if periodsKnown {
		msgs = append(msgs, f.listProblems(req, outs)...)
	}
	return msgs
}

// outputs are the outputs of a replay whose flags were found right:
// --out, --report and every list --lists writes (listPath).
func (f replayFlags) outputs(req desk.ReplayRequest) []outputFlag {
	outs := []outputFlag{{flag: "--out", path: f.out}, {flag: "--report", path: f.report}}
	if f.lists == "" {
		return outs
	}
	for _, p := range req.Periods() {
		outs = append(outs, outputFlag{flag: "--lists", path: listPath(f, p)})
	}
	return outs
}

// listProblems checks the lists --lists will write, whose names the
// quarters give (listPath), before anything is read, as every other
// output is checked (outputProblems): none may be an input, none may be
// another output, and one that is there must be an ordinary file this
// process may write (outputs.CheckMade: a tester: a read-only list was
// refused only once every quarter was rated; found only then, exit 3 for
// --out, with no flag named for an input).
func (f replayFlags) listProblems(req desk.ReplayRequest, outs []outputFlag) []string {
	var msgs []string
	for _, p := range req.Periods() {
		path := listPath(f, p)
		if flag, in := inputAt(req, path); in != "" {
			msgs = append(msgs, fmt.Sprintf("--lists %s would write %s over the input %s %s: inputs are never overwritten; name another folder", f.lists, path, flag, in))
			continue
		}
		for _, o := range outs {
			if o.path != "" && outputs.SameFile(o.path, path) {
				msgs = append(msgs, fmt.Sprintf("%s and --lists name the same file %s: name two different files", o.flag, path))
			}
		}
		if fi, err := os.Stat(path); err == nil && !fi.Mode().IsRegular() {
			msgs = append(msgs, fmt.Sprintf("--lists %s would write %s, which is a folder or another file that is not an ordinary file: name another folder", f.lists, path))
			continue
		}
		// The rest as --out is checked (outputs.CheckMade: a read-only or
		// immutable list there; the folder may be made by the run).
		var pe *outputs.PathError
		if err := outputs.CheckMade(path, nil, nil, f.lists); errors.As(err, &pe) {
			msgs = append(msgs, refusedPath("--lists "+path, pe))
		}
	}
	return msgs
}

// inputAt names the input of the replay that path is, and the flag that
// gives it; "" when path is no input.
func inputAt(req desk.ReplayRequest, path string) (flag, in string) {
	if req.List != "" && outputs.SameFile(req.List, path) {
		return "--list", req.List
	}
	for _, r := range req.Results {
		if outputs.SameFile(r, path) {
			return "--results", r
		}
	}
	return "", ""
}
