package gui

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/internal/words"
	"ratingdesk/xlsxio"
)

// problemsScreen lists every error and warning of the open files, and of
// the last attempt to run a period, with file, sheet and cell, so that the
// user can fix them all at once. A problem names its file by the path the
// file was opened with (xlsxio.Problem.File); the table shows the file's
// name, and the line under it, once a problem is selected, its folder
// too (problemFolder), which tells apart two files of one name. While an error stands nothing is computed
// (docs/formats.md "General rules"), and the panel says so.
type problemsScreen struct {
	sh   *shell
	item *container.TabItem

	banner  *widget.Label
	table   *sortTable
	detail  *widget.Label
	content fyne.CanvasObject

	problems xlsxio.Problems
}

// problemWidth is the width of the message column: the table fits the
// window's default width, and a longer message wraps onto more lines.
const problemWidth = 610

// placeWidth is the width of the Cell column: it holds a spreadsheet's
// cell and the places in text files, "line 14, column 112" in a TRF and
// "game 1234 (line 56789)" in a PGN file.
const placeWidth = 170

// newProblemsScreen builds the Problems tab.
func newProblemsScreen(sh *shell) *problemsScreen {
	s := &problemsScreen{sh: sh}
	s.banner = widget.NewLabel("")
	s.banner.TextStyle = fyne.TextStyle{Bold: true}
	s.detail = widget.NewLabel("Select a problem to read it in full.")

	p := func(r int) *xlsxio.Problem { return s.problems[r] }
	s.table = newSortTable([]column{
		{title: "Severity", width: 90, text: func(r int) string { return severityText(p(r).Severity) }},
		{title: "File", width: 200, long: true, text: func(r int) string { return filepath.Base(p(r).File) }},
		// The sheet's name takes what room it needs: "Q3 2025 games" ran
		// into the Cell column (a tester).
		{title: "Sheet", width: 100, fit: true, text: func(r int) string { return p(r).Sheet }},
		{title: "Cell", width: placeWidth, text: func(r int) string { return p(r).Cell },
			// By place (xlsxio.Problem.Place): a CSV file's "line 7,
			// column B", named in its message, among the cells.
			compare: func(a, b int) int { return compareCellRefs(p(a).Place(), p(b).Place()) },
			blank:   func(r int) bool { return p(r).Place() == "" }},
		{title: "What is wrong", width: problemWidth, wrap: true, text: func(r int) string { return plainText(p(r).Msg) }},
	})
	s.table.onSelected = s.onProblemSelected

	s.content = border(wrapped(s.banner), container.NewVBox(widget.NewSeparator(), wrapped(s.detail)), nil, nil, s.table.table)
	s.item = container.NewTabItemWithIcon("Problems", theme.WarningIcon(), s.content)
	return s
}

func (s *problemsScreen) tab() *container.TabItem { return s.item }

func (s *problemsScreen) onSessionChanged() {
	// The errors, which stop the work, above the warnings, each file's in
	// the order of their cells, as the command line prints them (until
	// 2026-11-28 in the order the checks found them, a tester: K10 before
	// I12 before L9).
	s.problems = s.sh.session.problems().ErrorsFirst()
	if s.sh.period.assignUndated.Checked {
		s.problems = withUndatedTaken(s.problems)
	}
	s.table.setRows(len(s.problems), func(r int) string {
		p := s.problems[r]
		return fold(filepath.Base(p.File) + " " + p.Sheet + " " + p.Cell + " " + p.Msg)
	})
	errs, warns := len(s.problems.Errors()), len(s.problems.Warnings())
	sess := &s.sh.session
	c := problemCounts{norms: sess.normErrors(), run: len(sess.runProblems), warnings: warns, files: len(sess.files), period: sess.stopped.Period.String(),
		undated: slices.ContainsFunc(s.problems, undatedWarning), replay: len(sess.replayOnly()), replayed: sess.replayStopped,
		unread: sess.unread() && sess.canCheckAcross()}
	c.blocking = errs - c.norms - c.run - c.replay
	c.across, c.wholeFile = len(sess.across.problems.Errors()), sess.wholeFileErrors()
	s.banner.SetText(problemsBanner(c) + wrongListHint(s.problems) + undatedHint(sess.runProblems))
	s.banner.Importance = widget.MediumImportance
	if errs > 0 {
		s.banner.Importance = widget.DangerImportance
	}
	s.banner.Refresh()
	s.detail.SetText("Select a problem to read it in full.")
	switch {
	case errs > 0:
		s.item.Text = "Problems (" + words.Number(errs+warns) + ")"
		s.item.Icon = theme.ErrorIcon()
	case warns > 0:
		s.item.Text = "Problems (" + words.Number(warns) + ")"
		s.item.Icon = theme.WarningIcon()
	default:
		s.item.Text = "Problems"
		s.item.Icon = theme.ConfirmIcon()
	}
}

// problemCounts are the problems of the Problems tab by what they hold
// up.
type problemCounts struct {
	// blocking are the errors of the open files and of the check across
	// them: the Run button stays off (session.blocker).
	blocking int
	// run are the errors the last run of period stopped on: Run stays on,
	// and a run stops on them again until they are corrected.
	run    int
	period string
	// replay are the errors the last replay (History tab) stopped on that
	// are not among run's, and replayed names its periods.
	replay   int
	replayed string
	// norms are the errors that only keep sections from their norms.
	norms    int
	warnings int
	// undated is set when a warning is of played games without a finish
	// date, on which a run stops unless they are taken into the period.
	undated bool
	files   int
	// unread says that an open file has errors of its own while the
	// files are checked across: as far as they read (acrossUnreadText).
	unread bool
	// across are the blocking errors found checking the files across
	// (desk.CheckAcross): a game given twice, a player not on the list.
	across int
	// wholeFile are the blocking errors that concern a whole file, at no
	// sheet or cell (atPlace): a PDF or an .xls renamed .xlsx opened by
	// mistake, a file given twice.
	wholeFile int
}

// runStaysOff says that the Run button waits for the errors that stop
// the period to be corrected, and what does not hold it.
func runStaysOff(c problemCounts) string {
	s := "The Run button stays off until the errors are corrected"
	if c.blocking == 1 {
		s = "The Run button stays off until the error is corrected"
	}
	if c.norms > 0 || c.run > 0 {
		s = "The Run button stays off until the error that stops the period is corrected"
		if c.blocking > 1 {
			s = fmt.Sprintf("The Run button stays off until the %d errors that stop the period are corrected", c.blocking)
		}
	}
	switch {
	case c.norms > 0 && c.warnings > 0:
		s += " (those that only keep a section from its norms, and warnings, do not hold it)"
	case c.norms > 0:
		s += " (those that only keep a section from its norms do not hold it)"
	case c.warnings > 0:
		s += " (warnings do not hold it)"
	}
	return s
}

// withWarnings is text followed by " and N warnings" when there are.
func withWarnings(text string, warnings int) string {
	if warnings > 0 {
		return text + " and " + words.Count(warnings, "warning", "warnings")
	}
	return text
}

// waitingChecks says, while a file has errors of its own, that the
// files are checked across only as far as they read (desk.CheckAcross,
// as `ratingdesk check` does), so that more problems may follow once the
// errors are corrected (desk.MoreMayFollow): every game's players on the
// list, and their warnings (games without a finish date, say), are not on
// the tab meanwhile (a tester saw them go when an empty file was opened).
func waitingChecks(c problemCounts) string {
	if !c.unread {
		return ""
	}
	return " While a file has errors the files are checked across only as far as they read: " + desk.MoreMayFollow + "."
}

// problemsBanner says what the problems mean for the work: whether the
// Run button is off (errors in the files), or the last run stopped on
// errors and a new run will too, or only norms are held up.
func problemsBanner(c problemCounts) string {
	errs := c.blocking + c.run + c.norms
	fix := fixCellsText
	switch {
	case c.blocking > 0:
		return withWarnings("Nothing is computed while errors stand: "+blockingCount(c, errs), c.warnings) +
			". " + runStaysOff(c) + ": " + blockingFix(c) + waitingChecks(c)
	case c.run > 0:
		return stoppedRunText(c) + fix
	case c.replay > 0:
		return stoppedReplayText(c) + fix
	case c.norms > 0:
		return withWarnings("No norms for some sections: "+words.Count(c.norms, "error", "errors"), c.warnings) +
			". The rating period can still run; to compute the norms, fix each cell below in its crosstable and save it."
	case c.warnings > 0 && c.undated:
		return words.Count(c.warnings, "warning", "warnings") + ": games without a finish date, on which a run of the period stops unless you tick Rate undated games in this period (Rating period tab); check that each warning is what you meant."
	case c.warnings > 0:
		return words.Count(c.warnings, "warning", "warnings") + ": they do not stop the period, but check that each is what you meant."
	case c.files == 0:
		return "No file is open, so there is no problem to show."
	default:
		return "No problems: every open file was read cleanly."
	}
}

// fixCellsText says how errors at cells are corrected.
const fixCellsText = "fix each cell below in its file and save it; " + readAgainText

// readAgainText says when a file changed on disk is read again: the way
// out of errors corrected in the file, or of a file changed since read.
const readAgainText = "Rating Desk reads a changed file again when you come back to this window (or choose Reload changed files)."

// closeFileText says how an error about a whole file is done with: the
// file was opened by mistake (a PDF, an .xls renamed .xlsx) or twice,
// and has no cell to fix.
const closeFileText = "close the file (Close file on the Workspace, or File › Close file) and, if it was opened by mistake, open the right one in its place"

// blockingCount counts the errs errors while the files' errors hold the
// work, saying where they were found: in the open files, or across them
// (desk.CheckAcross), as the Workspace does (session.blocker).
func blockingCount(c problemCounts, errs int) string {
	switch {
	case c.across == 0:
		return words.Count(errs, "error", "errors")
	case c.across == errs:
		return "checked against the rating list and each other, the games give " + words.Count(errs, "error", "errors")
	}
	return words.Count(errs-c.across, "error", "errors") + " in the open files and " + words.Number(c.across) + " across them"
}

// blockingFix says how the errors that hold the work are corrected: at
// their cells, or, for an error about a whole file, by closing it (a
// tester: the tab said to fix each cell when there was none).
func blockingFix(c problemCounts) string {
	switch {
	case c.wholeFile == 0:
		return fixCellsText
	case c.wholeFile == c.blocking+c.run+c.norms:
		return words.Agree(c.wholeFile, "the error is", "each error is") + " about a whole file, with no cell to fix: " + closeFileText + "."
	}
	return fixCellsText + " An error without a cell is about a whole file: " + closeFileText + "."
}

// stoppedRunText says that the last run stopped on errors, which a new run
// will stop on too, and what else there is.
func stoppedRunText(c problemCounts) string {
	s := fmt.Sprintf("The last run of period %s stopped on %s and computed nothing", c.period, words.Count(c.run, "error", "errors"))
	var also []string
	if c.replay > 0 {
		also = append(also, words.Count(c.replay, "error from the replay of "+c.replayed, "errors from the replay of "+c.replayed))
	}
	s += alsoText(c, also)
	return s + ". The Run button is on, but a run stops on " + sameErrors(c.run) + ": "
}

// stoppedReplayText says that the last replay (History tab) stopped on
// errors, which a new replay will stop on too, and what else there is.
func stoppedReplayText(c problemCounts) string {
	s := fmt.Sprintf("The replay of %s stopped on %s and computed nothing", c.replayed, words.Count(c.replay, "error", "errors"))
	s += alsoText(c, nil)
	return s + ". The Run the replay button is on, but a replay stops on " + sameErrors(c.replay) + ": "
}

// alsoText names, in brackets, the other problems listed with errors that
// stopped a run: those keeping sections from their norms, the warnings,
// and more (given first).
func alsoText(c problemCounts, more []string) string {
	also := more
	if c.norms > 0 {
		also = append(also, words.Count(c.norms, "error that only keeps a section from its norms", "errors that only keep sections from their norms"))
	}
	if c.warnings > 0 {
		also = append(also, words.Count(c.warnings, "warning", "warnings"))
	}
	if len(also) == 0 {
		return ""
	}
	return " (also " + strings.Join(also, " and ") + ")"
}

// sameErrors says that a run stops on the same n errors until they are
// corrected.
func sameErrors(n int) string {
	if n > 1 {
		return "the same errors until they are corrected"
	}
	return "the same error until it is corrected"
}

// undatedHint adds to the banner, when the last run stopped on a played
// game without a finish date, the other way out: rating the undated games
// in the period.
func undatedHint(runErrs xlsxio.Problems) string {
	if hasUndated(runErrs) {
		return " A game without a finish date can also be rated in the period: tick Rate undated games in this period on the Rating period tab."
	}
	return ""
}

// withUndatedUnticked is ps, the problems a run of period p stopped on,
// with the error of a played game without a finish date worded for the
// Rating period tab: the engine says it is not assigned to the period
// (engine.UndatedNotAssigned), the app that its box is not ticked (a
// tester: "assigned" is no word of the app). Copies of the problems are
// changed.
func withUndatedUnticked(ps xlsxio.Problems, p engine.Period) xlsxio.Problems {
	engineWords := engine.UndatedNotAssigned + " " + p.String()
	out := make(xlsxio.Problems, len(ps))
	for i, q := range ps {
		out[i] = q
		if strings.Contains(q.Msg, engineWords) {
			unticked := *q
			unticked.Msg = strings.ReplaceAll(q.Msg, engineWords, undatedUnticked)
			out[i] = &unticked
		}
	}
	return out
}

// undatedUnticked is what a run of the Rating period tab says in place of
// engine.UndatedNotAssigned and the period (withUndatedUnticked).
const undatedUnticked = "and Rate undated games in this period is not ticked"

// hasUndated reports whether one of ps is a played game without a finish
// undatedWarning reports whether p is the warning of played games without
// a finish date that a run stops on unless they are taken into the period
// (desk.UndatedWithoutPeriod), which the app words its own way.
func undatedWarning(p *xlsxio.Problem) bool {
	return p.Severity == xlsxio.Warning && (strings.Contains(p.Msg, desk.UndatedWithoutPeriod) || strings.Contains(p.Msg, desk.UndatedWithoutPeriodOne))
}

// undatedTaken is what the app says in place of desk.UndatedWithoutPeriod
// while Rate undated games in this period is ticked: the games are rated
// in the period run, as the new list's Notes count them (a tester: the
// warning still said that a run stops on them).
const undatedTaken = "Rate undated games in this period is ticked, so they are rated as finished in the period you run (the new list's Notes count them)"

// undatedTakenOne is undatedTaken for the warning of one game.
const undatedTakenOne = "Rate undated games in this period is ticked, so it is rated as finished in the period you run (the new list's Notes count it)"

// withUndatedTaken is ps with the warnings of played games without a
// finish date worded for a run that rates them in its period (the box
// ticked): copies of them, as the files' problems are kept as read.
func withUndatedTaken(ps xlsxio.Problems) xlsxio.Problems {
	out := make(xlsxio.Problems, len(ps))
	for i, p := range ps {
		out[i] = p
		if undatedWarning(p) {
			taken := *p
			taken.Msg = strings.ReplaceAll(taken.Msg, desk.UndatedWithoutPeriod, undatedTaken)
			taken.Msg = strings.ReplaceAll(taken.Msg, desk.UndatedWithoutPeriodOne, undatedTakenOne)
			out[i] = &taken
		}
	}
	return out
}

// date (engine.CheckGames: "played game has no finish date …").
func hasUndated(ps xlsxio.Problems) bool {
	return slices.ContainsFunc(ps, func(p *xlsxio.Problem) bool { return strings.Contains(p.Msg, "has no finish date") })
}

// wrongListHint adds to the banner, when an error says a player is not on
// the list, that the cells may be right and the list wrong: a list of
// another quarter or federation open in place of the one the period
// starts from.
func wrongListHint(ps xlsxio.Problems) string {
	for _, p := range ps.Errors() {
		if strings.Contains(p.Msg, "is not on the list") {
			return " A player \"not on the list\" may also mean that the wrong rating list is open: " +
				"then open the list the period starts from (it replaces the one open) rather than changing the cells."
		}
	}
	return ""
}

// severityText names a severity.
func severityText(s xlsxio.Severity) string {
	if s == xlsxio.Warning {
		return "warning"
	}
	return "error"
}

// onProblemSelected shows a problem in full, worded for people.
func (s *problemsScreen) onProblemSelected(r int) {
	if r < 0 || r >= len(s.problems) {
		return
	}
	p := s.problems[r]
	text := problemSentence(p) + " " + problemAdvice(p)
	if folder := problemFolder(p); folder != "" {
		text += " " + folder
	}
	s.detail.SetText(text)
}

// compareCellRefs orders the places of problems as the command line
// lists them (xlsxio.CompareCells: by row, then column, "B9" before
// "A10", "line 9" before "line 10"), but a problem without a place (about
// a whole file) before those with one, as the table lists them.
func compareCellRefs(a, b string) int {
	if (a == "") != (b == "") {
		if a == "" {
			return -1
		}
		return 1
	}
	return xlsxio.CompareCells(a, b)
}
