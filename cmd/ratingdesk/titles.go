package main

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strings"

	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/outputs"
	"ratingdesk/titles"
	"ratingdesk/xlsxio"

	"ratingdesk/internal/words"
)

func runTitles(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("titles", "--norms FILE [--norms FILE …] [--list LIST]", stderr)
	var files fileList
	var list string
	var opt xlsxio.ReadOptions
	fs.Var(&files, "norms", "a norms workbook or CSV file written by `ratingdesk norms` (repeat for several; more files may follow the flags)")
	fs.StringVar(&list, "list", "", "the current rating list: the fixed rating a title needs (Tournament Rules 9.3) and the titles held")
	fs.Float64Var(&opt.DefaultRD, "default-rd", 0, "with --list: RD given to rated rows without an RD (not needed: titles uses no RD)")
	cl, ok := parseArgs(fs, args, true)
	if !ok {
		return exitOK
	}
	files = append(files, cl.names...)
	msgs := cl.mistakes
	if len(files) == 0 {
		msgs = append(msgs, "name at least one norms file with --norms")
	}
	given := givenFlags(fs)
	msgs = append(msgs, nonEmpty(defaultRDProblem(given, opt.DefaultRD),
		goesWith(given, list != "", "default-rd", "--list", "it is given to the list's rated rows without an RD"))...)
	if len(msgs) > 0 {
		return printUsageProblems(fs.Name(), stderr, msgs)
	}
	norms, problems := readTitleNorms(files)
	var facts map[engine.PlayerID]listFacts
	if list != "" {
		var ps xlsxio.Problems
		facts, ps = readListFacts(list, opt)
		problems = append(problems, ps...)
		if facts != nil {
			problems = append(problems, notOnList(list, norms, facts)...)
		}
	}
	printProblems(stderr, problems)
	if problems.HasErrors() {
		return exitProblems
	}
	printTitleProgress(stdout, norms, facts)
	return exitOK
}

// readTitleNorms reads the norms files of `titles`, each once: a file
// given twice is read the first time and warned of (as rate and check
// say a file given twice; a tester: the same file twice was counted once
// without a word), and the norms of an event a file gave before are
// dropped with a warning (eventsGivenBefore).
func readTitleNorms(files []string) ([]xlsxio.EarnedNorm, xlsxio.Problems) {
	var problems xlsxio.Problems
	var norms []xlsxio.EarnedNorm
	firstFile := map[string]string{} // event → the first file giving it
	var read []string
	for _, path := range files {
		if k := slices.IndexFunc(read, func(r string) bool { return outputs.SameFile(r, path) }); k >= 0 {
			problems = append(problems, &xlsxio.Problem{File: path, Severity: xlsxio.Warning,
				Msg: fmt.Sprintf("this file is given twice (as %s before): its norms are counted once; give each file once", read[k])})
			continue
		}
		read = append(read, path)
		ns, ps := xlsxio.ReadNorms(path, xlsxio.ReadOptions{})
		problems = append(problems, ps...)
		kept, warnings := eventsGivenBefore(path, ns, firstFile)
		problems = append(problems, warnings...)
		norms = append(norms, kept...)
	}
	return norms, problems
}

// readListFacts reads the rating list of `titles` for the facts a title
// needs of each player (listFacts); nil when the list does not read. The
// list is read with OptionalRD, as the --list of a PGN section for norms
// is (desk.ReadPGNSection): titles takes only the status and the titles
// held, no RD (a tester: a list without RD was refused, asking for one).
func readListFacts(list string, opt xlsxio.ReadOptions) (map[engine.PlayerID]listFacts, xlsxio.Problems) {
	opt.OptionalRD = true
	rl, ps := xlsxio.ReadRatingList(list, opt)
	if rl == nil {
		return nil, desk.ResultsAsList(list, opt, ps, desk.CurrentListAdvice)
	}
	facts := map[engine.PlayerID]listFacts{}
	for _, p := range rl.Players {
		facts[p.ID] = listFacts{
			onList: true,
			fixed:  engine.StatusOf(p.Rated, p.Games) == engine.Fixed,
			held:   titles.HighestHeld(p.Titles),
		}
	}
	return facts, ps
}

// notOnList warns, once a player, at his first norm, of the players with
// norms whom the rating list does not hold: whether their ratings are
// fixed, which a title needs (App. 2 item 2.9), is not known, which is
// not a rating that is not fixed (a tester: such players were said to
// "need a fixed rating"; docs/rules.md "Titles from norms").
func notOnList(list string, norms []xlsxio.EarnedNorm, facts map[engine.PlayerID]listFacts) xlsxio.Problems {
	var ps xlsxio.Problems
	warned := map[engine.PlayerID]bool{}
	for _, n := range norms {
		if facts[n.Player].onList || warned[n.Player] {
			continue
		}
		warned[n.Player] = true
		ps = append(ps, &xlsxio.Problem{File: n.Origin.File, Sheet: n.Origin.Sheet, Cell: n.Origin.Cell, Severity: xlsxio.Warning,
			Msg: fmt.Sprintf("%d %s is not on the rating list %s: whether the rating is fixed, which a title needs, is not checked; check the ID, or give the list that holds the player", n.Player, n.Name, list)})
	}
	return ps
}

// listFacts are what the titles command takes from the rating list for a
// player: whether the list holds him, whether his rating is fixed
// (Tournament Rules 9.3, the fixed rating a title needs) and the highest
// title he holds (titles.HighestHeld).
type listFacts struct {
	onList bool
	fixed  bool
	held   titles.Level
}

// printTitleProgress prints, player by player (by ID), the progress
// towards every title for which the player has a norm (Tournament Rules
// 10.2–10.6, titles.ProgressAll). facts holds the list's facts (fixed
// rating, title held); nil when no list was given, and the fixed-rating
// condition is then not checked, which a last line says.
func printTitleProgress(w io.Writer, norms []xlsxio.EarnedNorm, facts map[engine.PlayerID]listFacts) {
	byPlayer := map[engine.PlayerID][]titles.Norm{}
	names := map[engine.PlayerID]string{}
	var ids []engine.PlayerID
	for _, n := range norms {
		if _, seen := byPlayer[n.Player]; !seen {
			ids = append(ids, n.Player)
			names[n.Player] = n.Name
		}
		byPlayer[n.Player] = append(byPlayer[n.Player], n.Norm)
	}
	slices.SortFunc(ids, func(a, b engine.PlayerID) int { return cmp.Compare(a, b) })
	if len(ids) == 0 {
		fmt.Fprintln(w, "no norms earned in these files")
		return
	}
	for k, id := range ids {
		if k > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintf(w, "%d %s\n", id, names[id])
		printPlayerProgress(w, byPlayer[id], facts[id], fixedUnchecked(facts, id))
	}
	if facts == nil {
		// Without a list the fixed rating a title needs (App. 2 item 2.9)
		// is not known (docs/rules.md "Commands", titles).
		fmt.Fprintln(w)
		fmt.Fprintln(w, fixedNotChecked)
	}
}

// fixedUnchecked says why the fixed rating of player id is not checked:
// no list was given, or the list does not hold him (notOnList); "" when
// it is checked.
func fixedUnchecked(facts map[engine.PlayerID]listFacts, id engine.PlayerID) string {
	switch {
	case facts == nil:
		return "give --list"
	case !facts[id].onList:
		return "not on the list"
	}
	return ""
}

// fixedNotChecked closes the output of `titles` without --list: the
// fixed-rating condition of a title is not checked.
const fixedNotChecked = "fixed ratings not checked: give --list to check them"

// printPlayerProgress prints one player's progress towards each title
// for which he has a norm, but for the title the list says he holds and
// those below it, which one line names instead (docs/rules.md "titles").
// unchecked says why the fixed rating is not checked ("" when the list
// gave it: fixedUnchecked).
func printPlayerProgress(w io.Writer, norms []titles.Norm, f listFacts, unchecked string) {
	heldHidden := false
	for _, p := range titles.ProgressAll(norms, f.fixed || unchecked != "") {
		switch {
		case p.Norms == 0 && p.Secured == 0:
		case f.held.Covers(p.Title):
			heldHidden = true
		default:
			fmt.Fprintf(w, "  %-3s %s\n", p.Title, progressLine(p, unchecked))
		}
	}
	if heldHidden {
		fmt.Fprintf(w, "  holds %s on the list: titles up to %s not shown\n", f.held, f.held)
	}
}

// progressLine describes one title's progress: the norms and games
// counted, for GM the quota games, and what is missing; unchecked says
// why the fixed rating is not checked ("" when it is).
func progressLine(p titles.TitleProgress, unchecked string) string {
	parts := []string{
		fmt.Sprintf("%s (%d needed)", words.Count(p.Norms, "norm", "norms"), titles.TitleNorms),
		fmt.Sprintf("%s (%d needed)", words.Count(p.Games, "game", "games"), titles.TitleGames),
	}
	if p.Title == titles.GM {
		// The quota counts two games against SIMs as one, twice at most
		// (titles.TitleProgress.QuotaGames): "games against GMs" alone
		// would not add up with a certificate's counts.
		parts = append(parts, fmt.Sprintf("%s towards the GM quota (%d needed)",
			words.Count(p.QuotaGames, "game", "games"), titles.GMQuotaGames))
	}
	line := strings.Join(parts, ", ")
	switch {
	case p.Earned && unchecked == "":
		line += ": title earned"
	case p.Earned:
		line += ": norms complete; the title also needs a fixed rating (not checked: " + unchecked + ")"
	default:
		line += ": needs " + p.Missing()
	}
	if p.Secured > 0 {
		// A secured norm counts once the player's games are finished
		// (titles.Norm.Secured; docs/rules.md §3, "Titles from norms").
		line += fmt.Sprintf("; %s secured, counted when the player's games in the section are finished",
			words.Count(p.Secured, "norm", "norms"))
	}
	return line
}

// eventsGivenBefore keeps the norms ns read from path whose events no
// earlier norms file gave (firstFile, which it adds path's events to), and
// warns, once per event, of those it drops: the norms of one event count
// once for a title (docs/rules.md §3, "Titles from norms"; titles.ProgressTo),
// so the first file's are counted and none of a later file's, which may be
// another computation of the same section with other norms (a tester: a
// norm only in the second file was counted, the order deciding; and
// before that, the order decided without a word).
func eventsGivenBefore(path string, ns []xlsxio.EarnedNorm, firstFile map[string]string) ([]xlsxio.EarnedNorm, xlsxio.Problems) {
	var kept []xlsxio.EarnedNorm
	var ps xlsxio.Problems
	warned := map[string]bool{}
	for _, n := range ns {
		first, seen := firstFile[n.Event]
		switch {
		case !seen:
			firstFile[n.Event] = path
		case first == path:
		case !warned[n.Event]:
			warned[n.Event] = true
			ps = append(ps, &xlsxio.Problem{File: path, Sheet: n.Origin.Sheet, Cell: n.Origin.Cell, Severity: xlsxio.Warning,
				Msg: fmt.Sprintf("the norms of %s are in %s as well: a title counts one event once, so those of %s, given first, are counted and these are not; give each event's norms file once", n.Event, first, first)})
			continue
		default:
			continue
		}
		kept = append(kept, n)
	}
	return kept, ps
}
