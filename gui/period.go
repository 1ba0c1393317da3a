package gui

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/charts"
	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/outputs"
	"ratingdesk/pdfout"
	"ratingdesk/xlsxio"

	"ratingdesk/internal/words"
)

// periodScreen runs a rating period (docs/rules.md §1) on the open files: the
// user picks the period and the ruleset, sees what the game lists hold,
// runs it (off the UI goroutine, with progress and Cancel), previews the
// changes and the games rated and not rated, opens any player's
// calculation, and saves the new list (XLSX or CSV) and the report (PDF).
type periodScreen struct {
	sh   *shell
	item *container.TabItem

	periodEntry   *widget.Entry
	periodInfo    *widget.Label
	ruleset       *widget.Select
	assignUndated *widget.Check
	gamesInfo     *widget.Label
	suggestButton *keyButton
	suggested     engine.Period
	runButton     *keyButton
	reason        *widget.Label

	resultHeading *widget.Label
	resultTabs    *container.AppTabs
	changesTab    *container.TabItem
	ratedTab      *container.TabItem
	excludedTab   *container.TabItem
	histogramTab  *container.TabItem
	histogram     *canvas.Image
	search        *widget.Entry
	onlyPlayed    *widget.Check
	count         *widget.Label
	cardButton    *keyButton
	changes       *sortTable
	rated         *sortTable
	excluded      *sortTable
	saveList      *keyButton
	saveReport    *keyButton
	allSheets     *widget.Check
	results       fyne.CanvasObject

	// Before a run: the games read from the open game lists.
	readGames []*engine.Game
	gamesRead *sortTable

	// shown is the run the result tables show.
	shown *periodRun
	names map[engine.PlayerID]string
	// rows are the new list's rows of the shown run
	// (xlsxio.ExportFromResult), made as the Changes table shows them.
	rows exportRows

	content fyne.CanvasObject

	// readUnder is the ruleset chosen, under which the open files are
	// read (shell.openOptions); quiet is set while Preferences choose
	// it (showDefaultRuleset).
	readUnder engine.RulesetID
	quiet     bool
}

// newPeriodScreen builds the Rating period tab.
func newPeriodScreen(sh *shell) *periodScreen {
	s := &periodScreen{sh: sh}

	s.periodEntry = widget.NewEntry()
	s.periodEntry.SetPlaceHolder("YYYY/Q")
	s.periodInfo = widget.NewLabel("")
	s.ruleset = widget.NewSelect(rulesetLabels(), s.onRulesetChanged)
	s.assignUndated = widget.NewCheck("Rate undated games in this period", s.onAssignUndatedChanged)
	s.gamesInfo = widget.NewLabel("")
	s.suggestButton = newKeyButton("", theme.HistoryIcon(), s.onUseSuggested)
	s.suggestButton.Hide()
	s.runButton = newKeyButton("Run the period", theme.MediaPlayIcon(), s.onRun)
	s.runButton.Importance = widget.HighImportance
	s.reason = widget.NewLabel("")

	s.resultHeading = widget.NewLabel("")
	s.resultHeading.TextStyle = fyne.TextStyle{Bold: true}
	s.search = newPlayerSearchEntry("Search by name, ID or federation", s.onSearchChanged, s.onOpenCard)
	s.onlyPlayed = widget.NewCheck("Only players with games in the period", s.onOnlyPlayedChanged)
	s.onlyPlayed.Checked = true
	s.count = widget.NewLabel("")
	s.cardButton = newKeyButton("Open card", theme.AccountIcon(), s.onOpenCard)
	s.cardButton.Disable()

	c := s.rows.column
	s.changes = newSortTable([]column{
		cellColumn("ID", 80, true, "", c("ID")),
		long(cellColumn("Name", 230, false, "", c("Name"))),
		cellColumn("Fed", 55, false, "", c("Fed")),
		ifFirstRated(cellColumn("Old", 70, true, "", c("Previous rating")), c("Rating"), pdfout.NoOldRating),
		cellColumn("New", 70, true, "unrated", c("Rating")),
		ifFirstRated(changeColumn(c("Change")), c("Rating"), pdfout.FirstRatingChange),
		cellColumn("RD", 65, true, "", c("RD")),
		cellColumn("Period games", 120, true, "", c("Period games")),
		scoreColumn("Score", 85, c("Period score")),
		cellColumn("Status", 110, false, "", c("Status")),
		cellColumn("Active", 70, false, "", c("Active")),
	})
	s.changes.onSelected = func(int) { s.cardButton.Enable() }
	s.changes.onActivated = s.openCard
	inRun := func(i int) *engine.Game { return &s.shown.loaded.Input.Games[i] }
	s.rated = newSortTable(s.gameColumns(func(r int) *engine.Game { return inRun(s.shown.result.Rated[r].Game) }, nil))
	excluded := func(r int) *engine.ExcludedGame { return &s.shown.result.Excluded[r] }
	s.excluded = newSortTable(s.gameColumns(func(r int) *engine.Game { return inRun(excluded(r).Game) }, excluded))
	s.gamesRead = newSortTable(s.gameColumns(func(r int) *engine.Game { return s.readGames[r] }, nil))

	s.saveList = newKeyButton("Save new list…", theme.DocumentSaveIcon(), s.onSaveList)
	s.saveList.Importance = widget.HighImportance
	s.saveReport = newKeyButton("Save report (PDF)…", theme.DocumentPrintIcon(), s.onSaveReport)
	s.allSheets = widget.NewCheck("with a calculation sheet for every player who played", nil)

	changesTop := border(nil, nil, nil, container.NewHBox(s.onlyPlayed, s.count, s.cardButton), s.search)
	s.changesTab = container.NewTabItem("Changes", border(changesTop, nil, nil, nil, s.changes.withRows(changesMinRows)))
	s.ratedTab = container.NewTabItem("Rated games", s.rated.table)
	s.excludedTab = container.NewTabItem("Games not rated", s.excluded.table)
	s.resultTabs = container.NewAppTabs(s.changesTab, s.ratedTab, s.excludedTab, s.newHistogramTab())
	saveRow := container.NewHBox(s.saveList, s.saveReport, s.allSheets)
	s.results = border(nil, saveRow, nil, nil, s.resultTabs)
	below := container.NewStack(s.results, s.gamesRead.table)

	periodRow := border(nil, nil, container.NewVBox(container.NewGridWrap(fyne.NewSize(110, s.periodEntry.MinSize().Height), s.periodEntry)), nil, wrapped(s.periodInfo))
	form := container.New(layout.NewFormLayout(),
		boldLabel("Period"), periodRow,
		boldLabel("Ruleset"), s.ruleset,
		boldLabel("Games read"), border(nil, nil, nil, container.NewVBox(s.suggestButton), wrapped(s.gamesInfo)),
	)
	// The reason Run is off wraps, whole, between the button and the box
	// (user test shot 112: cut off at the window's minimum size).
	runRow := border(nil, nil, container.NewVBox(s.runButton), container.NewVBox(s.assignUndated), wrapped(s.reason))
	top := container.NewVBox(form, runRow, widget.NewSeparator(), wrapped(s.resultHeading))
	// Too low for changesMinRows rows, the tab scrolls (a tester: 2 rows at 900×600).
	s.content = container.NewVScroll(border(top, nil, nil, nil, below))
	s.item = container.NewTabItemWithIcon("Rating period", theme.MediaPlayIcon(), s.content)

	s.ruleset.SetSelected(rulesetLabel(sh.prefs.ruleset()))
	s.periodEntry.SetText(sh.prefs.period().String())
	s.periodEntry.OnChanged = s.onPeriodChanged
	return s
}

func (s *periodScreen) tab() *container.TabItem { return s.item }

func (s *periodScreen) searchBox() *widget.Entry { return s.search }

// onAllClosed puts back the choices made about the files closed
// (resetter): the search and the filter of the Changes, and Rate undated
// games in this period, which was ticked for the undated games of those
// files; it says so when the box was ticked. The period and the ruleset
// stay: they are not about the files.
func (s *periodScreen) onAllClosed() string {
	s.search.SetText("")
	s.onlyPlayed.SetChecked(true)
	if !s.assignUndated.Checked {
		return ""
	}
	s.assignUndated.SetChecked(false)
	return "Rate undated games in this period is no longer ticked: it was ticked for the files closed."
}

// boldLabel is a form's label.
func boldLabel(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.TextStyle = fyne.TextStyle{Bold: true}
	return l
}

// changeColumn shows the change of the published rating with its sign.
func changeColumn(cell func(r int) xlsxio.Cell) column {
	c := cellColumn("Change", 95, true, "", cell)
	c.text = func(r int) string { return signed(cell(r)) }
	return c
}

// ifFirstRated shows text in the column's empty cell of a player with a
// new rating: one rated for the first time in the period, who has no old
// rating and so no change. The period report's change list prints the
// same words (pdfout.NoOldRating, pdfout.FirstRatingChange).
func ifFirstRated(c column, newRating func(r int) xlsxio.Cell, text string) column {
	shown := c.text
	c.text = func(r int) string {
		if c.blank(r) && newRating(r).Kind != xlsxio.KindEmpty {
			return text
		}
		return shown(r)
	}
	return c
}

// period is the period typed, if it is one.
func (s *periodScreen) period() (engine.Period, error) {
	return engine.ParsePeriod(s.periodEntry.Text)
}

// selectedRuleset is the ruleset chosen.
func (s *periodScreen) selectedRuleset() engine.Ruleset {
	if rs, ok := rulesetByLabel(s.ruleset.Selected); ok {
		return rs
	}
	return s.sh.prefs.ruleset()
}

// onPeriodChanged remembers a period typed for the next start, takes
// the results of another period off the screen and shows the new one.
func (s *periodScreen) onPeriodChanged(string) {
	if p, err := s.period(); err == nil {
		s.sh.prefs.setPeriod(p)
	}
	s.clearStaleRun()
	s.update()
}

// onRulesetChanged takes the results of another ruleset off the screen,
// and reads the open rating list again when the ruleset changes the way
// it is read (settings.openOptions: a list without RD opens under
// iccf-2017 only; the other files do not depend on it). The ruleset
// chosen here is for this session's runs only: the default is set in
// Preferences alone (docs/guide.md "Rating period"; a tester found the
// default changed after picking iccf-2017 once on the tab).
func (s *periodScreen) onRulesetChanged(label string) {
	rs, ok := rulesetByLabel(label)
	if !ok {
		return
	}
	before := s.readUnder
	s.readUnder = rs.ID
	s.clearStaleRun()
	s.update()
	if s.quiet {
		return // Preferences read the open files again if need be
	}
	if list := s.sh.session.ratingList(); list != nil && s.sh.prefs.openOptions(before) != s.sh.prefs.openOptions(rs.ID) {
		s.sh.readFiles([]string{list.path}, "Reading again", nil)
	}
}

// onAssignUndatedChanged takes a run made with the other choice off the
// screen, and words the Problems tab's warning of games without a finish
// date for the choice made: a run stops on them, or rates them.
func (s *periodScreen) onAssignUndatedChanged(bool) {
	s.clearStaleRun()
	s.update()
	if s.sh.problems != nil {
		s.sh.problems.onSessionChanged()
	}
	if w := s.sh.workspace; w != nil {
		w.heading.SetText(w.summary()) // whether the run stops on them
	}
}

// clearStaleRun takes the last run off the screen, and out of reach of
// Save, as soon as the period, the ruleset or the choice for undated
// games is no longer the one it ran with: its results are not those of
// the period now chosen. So are the problems a run stopped on taken off
// the Problems tab (user test shot 107: ticking Rate undated games left
// the error of the undated game there).
//
// The results set aside when the open files changed (session.aside)
// are not spoken of either once another choice is made: the next run is
// of that choice, not the one set aside (a tester ticked Rate undated
// games and was told the results were set aside because the open files
// changed).
//
// Only a period that can be rated is a choice: while the field holds no
// period (2026/, or 2026/5 on the way to 2026/1) nothing is taken off.
// The run taken off is held (session.held), and comes back when its
// period, ruleset and choice are chosen again.
func (s *periodScreen) clearStaleRun() {
	if _, err := s.period(); err != nil {
		return // still typing: no period is chosen yet
	}
	sess := &s.sh.session
	stale := sess.aside != nil && !s.chosen(*sess.aside)
	if stale {
		sess.aside = nil
	}
	switch {
	case sess.run != nil && !s.chosen(sess.run.req):
		req := sess.run.req
		sess.held, sess.run, stale = sess.run, nil, true
		s.sh.tasks.say(fmt.Sprintf("The results of period %s were taken off the screen: %s. Run the period to see its own; %s brings them back.", req.Period, s.choiceChange(req), s.choiceBack(req)))
	case sess.run == nil && sess.held != nil && s.chosen(sess.held.req):
		sess.run, sess.held, stale = sess.held, nil, true
		s.sh.tasks.say(fmt.Sprintf("The results of period %s, ruleset %s, are back on the screen: they are chosen again, and no file changed since the run.", sess.run.req.Period, sess.run.req.Ruleset.ID))
	case len(sess.runProblems) > 0 && !s.chosen(sess.stopped):
		sess.runProblems, stale = nil, true
		s.sh.tasks.say(fmt.Sprintf("Taken off the Problems tab: the errors the run of period %s stopped on, as %s. Run the period to check it again.", sess.stopped.Period, s.choiceChange(sess.stopped)))
	}
	if stale {
		s.sh.changed()
	}
}

// choiceChange says which choice of the screen is no longer the one req
// was run with, and what that changes (clearStaleRun): the period, the
// ruleset, or Rate undated games in this period, which changes the games
// rated.
func (s *periodScreen) choiceChange(req desk.Request) string {
	p, err := s.period()
	switch {
	case err != nil || p != req.Period:
		return "another period is chosen"
	case s.selectedRuleset().ID != req.Ruleset.ID:
		return fmt.Sprintf("the ruleset chosen is now %s", s.selectedRuleset().ID)
	case s.assignUndated.Checked:
		return "Rate undated games in this period was ticked, which changes the games rated"
	default:
		return "Rate undated games in this period was unticked, which changes the games rated"
	}
}

// choiceBack says what choosing again brings back the results of req,
// which choiceChange said are no longer chosen.
func (s *periodScreen) choiceBack(req desk.Request) string {
	p, err := s.period()
	switch {
	case err != nil || p != req.Period:
		return fmt.Sprintf("choosing %s again", req.Period)
	case s.selectedRuleset().ID != req.Ruleset.ID:
		return fmt.Sprintf("choosing %s again", req.Ruleset.ID)
	case s.assignUndated.Checked:
		return "unticking it again"
	default:
		return "ticking it again"
	}
}

// chosen reports whether req is the period, ruleset and choice for
// undated games chosen on the screen.
func (s *periodScreen) chosen(req desk.Request) bool {
	p, err := s.period()
	return err == nil && p == req.Period && s.selectedRuleset().ID == req.Ruleset.ID && s.assignUndated.Checked == req.AssignUndated
}

// showDefaultRuleset chooses rs, the default ruleset Preferences have
// just changed to, without reading the files again: the Preferences do
// that once for all their changes (shell.savePrefs).
func (s *periodScreen) showDefaultRuleset(rs engine.Ruleset) {
	s.quiet = true
	defer func() { s.quiet = false }()
	s.ruleset.SetSelected(rulesetLabel(rs))
}

func (s *periodScreen) onSessionChanged() {
	s.update()
	s.showRun(s.sh.session.run)
}

// update shows the period's dates, what the game lists hold for it, and
// whether Run can be pressed (and if not, why).
func (s *periodScreen) update() {
	p, err := s.period()
	if err != nil {
		s.periodInfo.SetText("Type the list to make as YYYY/Q, e.g. 2026/1 (Q from 1 to 4).")
		s.periodInfo.Importance = widget.DangerImportance
	} else {
		s.periodInfo.SetText(fmt.Sprintf("List valid %s – %s; rates the games finished %s – %s (Rules 3).",
			day(p.ValidFrom()), day(p.ValidTo()), day(p.GamesFrom()), day(p.GamesTo())))
		s.periodInfo.Importance = widget.MediumImportance
		if !p.WindowClosed(s.sh.now()) {
			s.periodInfo.SetText(s.periodInfo.Text + " " + openWindowNote(p, s.sh.now()))
			s.periodInfo.Importance = widget.WarningImportance
		}
	}
	s.periodInfo.Refresh()
	s.updateGames(p, err == nil)

	reason := s.sh.session.blocker()
	if reason == "" && err != nil {
		reason = "Type the period as YYYY/Q, e.g. 2026/1."
	}
	if reason != "" {
		s.runButton.Disable()
		s.reason.SetText(reason)
		s.reason.Importance = widget.DangerImportance
	} else {
		s.runButton.Enable()
		s.reason.SetText(readyText(p, s.selectedRuleset().ID, s.sh.session.run != nil))
		s.reason.Importance = widget.MediumImportance
	}
	s.reason.Refresh()
}

// changesMinRows is how many rows of the Changes table show at the
// least.
const changesMinRows = 5

// readyText says beside Run which period, under which ruleset, pressing
// it rates, and whether that one is rated already: "Rated:" while its
// results are on the screen (ran: clearStaleRun keeps a run only while
// its period, ruleset and choice for undated games are the ones chosen),
// "Ready:" before. A tester took "Ready:" after a run for a run not made.
func readyText(p engine.Period, rs engine.RulesetID, ran bool) string {
	if ran {
		return fmt.Sprintf("Rated: %s, ruleset %s (Ctrl+R).", p, rs)
	}
	return fmt.Sprintf("Ready: %s, ruleset %s (Ctrl+R).", p, rs)
}

// openWindowNote says, beside the period's dates, that its window of
// finish dates is not over today (desk.OpenWindowWarning): still open, or
// not begun yet, when no game of it can be in the files.
func openWindowNote(p engine.Period, today time.Time) string {
	if p.Compare(today) < 0 {
		return "The window has not begun yet: no game of it can be in the files; rate the period once it has closed."
	}
	return "The window is still open: rate again once it has closed."
}

// day writes a date as 2006-01-02.
func day(t time.Time) string { return t.Format("2006-01-02") }

// sessionResultGames are the games a run would take from the open game
// lists and crosstable sections, each game once (desk.ResultGames), and
// how many game lists there are.
func sessionResultGames(sess *session) (games []engine.Game, lists int) {
	var gls []*xlsxio.GameList
	for _, f := range sess.gameLists() {
		if f.games != nil {
			gls = append(gls, f.games)
		}
	}
	var cts []*xlsxio.Crosstable
	for _, sec := range sess.sections() {
		cts = append(cts, sec.table)
	}
	return desk.ResultGames(gls, cts), len(gls)
}

// updateGames says what the open results hold for the period, counted
// as the run takes them (desk.TallyGames: the one count of the games
// read, the suggested period and the no-games warning), and offers the
// busiest period when the chosen one's window holds fewer than half as
// many games (engine.GameTally.Suggested).
func (s *periodScreen) updateGames(p engine.Period, valid bool) {
	games, read := sessionResultGames(&s.sh.session)
	t := desk.TallyGames(games, p, valid)
	sections := s.sh.session.sections()
	s.suggestButton.Hide()
	unread := s.sh.session.unreadResults()
	if read == 0 && len(sections) == 0 {
		if unread == "" {
			s.gamesInfo.SetText("No game list or crosstable is open.")
		} else {
			s.gamesInfo.SetText(unread + ".")
		}
		return
	}
	var from []string
	if read > 0 {
		from = append(from, words.Count(read, "game list", "game lists"))
	}
	if len(sections) > 0 {
		from = append(from, fmt.Sprintf("%s of %s", words.Count(len(sections), "crosstable section", "crosstable sections"),
			words.Count(len(s.sh.session.crosstables()), "file", "files")))
	}
	text := fmt.Sprintf("%s in %s", words.Count(t.Total, "game", "games"), strings.Join(from, " and "))
	if valid {
		text += fmt.Sprintf(": %s finished in the window, %s before, %s after", words.Number(t.Within), words.Number(t.Before), words.Number(t.After))
	}
	text += fmt.Sprintf("; %s not finished, %s, %s undated.", words.Number(t.Unfinished), words.Count(t.Forfeits, "forfeit", "forfeits"), words.Number(t.Undated))
	if read > 0 && len(sections) > 0 {
		text += " A section that a game list also gives counts once (the game list gives its colours and dates)."
	}
	text += " The run decides which are rated (docs/rules.md §1.4–1.5)."
	if unread != "" {
		text += " Also " + unread + "."
	}
	s.gamesInfo.SetText(text)
	// A period the open list already holds is never offered: the run
	// refuses it (desk.ListHolds; a tester was offered 2026/1 beside the
	// new list of 2026/1).
	if best, n, ok := t.Suggested(); ok && !desk.ListHolds(s.sh.session.listRead(), best) {
		s.suggested = best
		s.suggestButton.SetText(fmt.Sprintf("Use %s (%s in its window)", best, words.Count(n, "game", "games")))
		s.suggestButton.Show()
	}
}

// onUseSuggested picks the period most of the games belong to.
func (s *periodScreen) onUseSuggested() {
	s.periodEntry.SetText(s.suggested.String())
}

// onRun runs the period on the open files, off the UI goroutine. A file
// changed on disk is read again first; errors in the files stop it.
func (s *periodScreen) onRun() { s.runThen(nil) }

// runThen runs the period like onRun, then (if not nil) calls then on the
// UI goroutine once the run has ended, whatever its outcome.
func (s *periodScreen) runThen(then func()) {
	s.sh.whenUnchanged(nil, func() { s.runUnchanged(then) })
}

// runUnchanged is runThen once no open file has changed on disk.
func (s *periodScreen) runUnchanged(then func()) {
	s.update()
	if s.runButton.Disabled() {
		s.sh.dialogs.tell("The period cannot run yet", s.reason.Text)
		if then != nil {
			then()
		}
		return
	}
	p, _ := s.period()
	s.start(p, false, then)
}

// noGamesWarning is the warning given before rating period p when the
// games read for it (game lists and crosstables, as the run takes them)
// hold none it could rate: none finished in its window, and no undated
// game it is asked to take in. It names the period that holds the games
// (engine.GameTally Busiest), unless list, the rating list it starts
// from, holds that period already (desk.ListHolds); "" when there is a
// game to rate.
func noGamesWarning(games []engine.Game, list *xlsxio.RatingList, p engine.Period, assignUndated bool, rs engine.Ruleset) string {
	t := desk.TallyGames(games, p, true)
	if !desk.NoGameToRate(t, assignUndated) {
		return ""
	}
	outcome := "the run would rate no game, and the new list would keep every rating as it is" + rdGrowth(rs)
	if t.Undated > 0 {
		// Not taken in: the run stops on them (docs/rules.md §1.5).
		outcome = fmt.Sprintf("the run would stop on the %s without a finish date, unless you tick Rate undated games in this period to rate them in it",
			words.Count(t.Undated, "game", "games"))
	}
	msg := fmt.Sprintf("None of the %s read finished in the window of period %s (%s – %s): %s.",
		words.Count(t.Total, "game", "games"), p, day(p.GamesFrom()), day(p.GamesTo()), outcome)
	if best, n := t.Busiest(); n > 0 && best != p && !desk.ListHolds(list, best) {
		msg += fmt.Sprintf(" Period %s holds the games (%s finished in its window): choose it as the period, then run.",
			best, words.Count(n, "game", "games"))
	}
	return msg + fmt.Sprintf(" Run period %s anyway?", p)
}

// warnNoGames asks whether to run period p, which rates no game; Run
// anyway runs it without asking again.
func (s *periodScreen) warnNoGames(p engine.Period, warning string) {
	s.sh.dialogs.confirm(fmt.Sprintf("No games to rate in period %s", p), warning, "Run anyway", func() {
		if s.sh.tasks.busy() {
			s.sh.busyMessage()
			return
		}
		s.start(p, true, nil)
	})
}

// start runs period p off the UI goroutine, then calls then (if not nil)
// on the UI goroutine once the run has ended, whatever its outcome.
// Unless anyway, a period that would rate no game stops after reading,
// with a warning (noGamesWarning).
func (s *periodScreen) start(p engine.Period, anyway bool, then func()) {
	done := func() {
		if then != nil {
			then()
		}
	}
	req := s.sh.session.request(p, s.selectedRuleset(), s.assignUndated.Checked, s.sh.prefs.readOptions())
	// The files as the workspace read them (and read again when changed
	// on disk, runThen): the run does not read them a second time.
	opened := s.sh.session.inputs()
	s.sh.tasks.start("Rating period "+p.String(), func(ctx context.Context, progress engine.Progress) func() {
		lp, problems := desk.LoadPeriodFrom(req, opened)
		if problems.HasErrors() {
			return func() { s.runStopped(req, problems); done() }
		}
		if ctx.Err() != nil {
			return func() {
				s.sh.tasks.say("The rating period was cancelled before it started. Nothing was changed.")
				done()
			}
		}
		if warning := noGamesWarning(lp.Input.Games, lp.List, p, req.AssignUndated, req.Ruleset); warning != "" && !anyway {
			return func() { s.warnNoGames(p, warning); done() }
		}
		res, problems, err := desk.RatePeriod(ctx, lp, progress)
		var rows *xlsxio.ExportRows
		if err == nil && len(problems) == 0 {
			rows = xlsxio.ResultRows(res, lp.List)
		}
		return func() {
			defer done()
			s.ran(req, lp, res, rows, problems, err)
		}
	})
}

// ran shows how a run ended: cancelled, stopped by problems, failed, or
// with its results.
func (s *periodScreen) ran(req desk.Request, lp *desk.LoadedPeriod, res *engine.PeriodResult, rows *xlsxio.ExportRows, problems xlsxio.Problems, err error) {
	p := req.Period
	switch {
	case errors.Is(err, context.Canceled):
		s.sh.tasks.say(fmt.Sprintf("The rating period %s was cancelled. Nothing was changed.", p))
	case len(problems) > 0:
		s.runStopped(req, problems)
	case err != nil:
		s.sh.dialogs.tell("The period did not run", errorMessage(fmt.Sprintf("rating period %s", p), err))
	default:
		run := &periodRun{req: req, loaded: lp, result: res, rows: rows, warnings: append(s.sh.session.runWarnings(lp), desk.RatingsOutsideList(res)...),
			names: playerNames(lp.Input.Players)}
		s.sh.session.run, s.sh.session.held = run, nil
		s.sh.session.runProblems, s.sh.session.aside = nil, nil
		msg := ranText(res)
		if n := len(run.warnings); n > 0 {
			msg += fmt.Sprintf(" The run gave %s: see the Problems tab.", words.Count(n, "warning", "warnings"))
		}
		s.sh.tasks.say(msg)
		s.sh.changed()
	}
}

// ranText says what a run did; it invites saving the new list only when
// a game was rated (with none, the list is the same as the old one).
func ranText(res *engine.PeriodResult) string {
	if len(res.Rated) == 0 {
		return fmt.Sprintf("Period %s rated no game (%s not rated): the new list would keep every rating as it is%s. Choose the period that holds the games.",
			res.Period, words.Count(len(res.Excluded), "game", "games"), rdGrowth(res.Ruleset))
	}
	return fmt.Sprintf("Rated period %s: %s rated, %s not rated. Save the new list with Ctrl+S.",
		res.Period, words.Count(len(res.Rated), "game", "games"), words.Count(len(res.Excluded), "game", "games"))
}

// rdGrowth says what a period without games still changes: the RDs grow
// (docs/rules.md §1.1) in the Glicko rulesets; nothing in iccf-2017.
func rdGrowth(rs engine.Ruleset) string {
	if rs.ID == engine.ICCF2017 {
		return ""
	}
	return " (only the RDs would grow, as in any quarter without games)"
}

// runStopped shows the problems that stopped the run of req.
func (s *periodScreen) runStopped(req desk.Request, problems xlsxio.Problems) {
	// The stop is what the tab says now, not results set aside before.
	s.sh.session.run, s.sh.session.held, s.sh.session.aside = nil, nil, nil
	problems = withUndatedUnticked(problems, req.Period)
	s.sh.session.runProblems, s.sh.session.stopped = problems.Errors(), req
	s.sh.tasks.say(fmt.Sprintf("The run of period %s stopped on %s: the Problems tab lists them.", req.Period,
		words.Count(len(s.sh.session.runProblems), "error", "errors")))
	s.sh.changed()
	s.sh.show(s.sh.problems)
	msg := problemsMessage(fmt.Sprintf("rating period %s", req.Period), problems)
	if hasUndated(problems) && !req.AssignUndated {
		msg += "\n\nThe games without a finish date can also be rated in this period: tick Rate undated games in this period on the Rating period tab and run again."
	}
	s.sh.dialogs.tell("The period did not run", msg)
}

// showRun shows a run's results (nil: none yet).
func (s *periodScreen) showRun(run *periodRun) {
	if run == s.shown && run != nil {
		return
	}
	s.shown = run
	// The filter of the last run looks its players up in that run's
	// result: applied to another run's rows it would read out of range,
	// and it would keep that result alive.
	s.changes.keep = nil
	s.cardButton.Disable()
	if run == nil {
		s.results.Hide()
		s.showGamesRead()
		text := "Run the period to see the new ratings here. Meanwhile, the games read from the open game lists and crosstables:"
		if aside := s.sh.session.setAsideText(); aside != "" {
			text = aside + " Meanwhile, the games read from the open game lists and crosstables:"
		}
		if n := len(s.sh.session.runProblems); n > 0 {
			where := s.sh.session.stopPlace()
			text = fmt.Sprintf("The last run stopped on %s %s (Problems tab). Correct the files and run again.", words.Count(n, "problem", "problems"), where)
			if hasUndated(s.sh.session.runProblems) {
				text = fmt.Sprintf("The last run stopped on %s %s (Problems tab). Correct the files, or tick Rate undated games in this period, and run again.", words.Count(n, "problem", "problems"), where)
			}
		}
		s.resultHeading.SetText(text)
		s.rows.set(nil)
		s.changes.setRows(0, nil)
		s.rated.setRows(0, nil)
		s.excluded.setRows(0, nil)
		s.sh.showChart(s.histogram, "", nil, nil)
		return
	}
	// The games read before the run are in its Rated and Not rated
	// tables now: the hidden table lets its rows go.
	s.gamesRead.table.Hide()
	s.readGames = nil
	s.gamesRead.setRows(0, nil)
	res := run.result
	s.names = run.names
	s.rows.set(run.rows)
	search := &s.sh.session.search
	search.of(run.loaded.List)
	s.changes.setRows(len(res.Players), func(r int) string { return search.text(r, res.Players[r].Player) })
	s.applyKeep()
	s.rated.setRows(len(res.Rated), nil)
	s.excluded.setRows(len(res.Excluded), nil)
	s.ratedTab.Text = fmt.Sprintf("Rated games (%s)", words.Number(len(res.Rated)))
	s.excludedTab.Text = fmt.Sprintf("Games not rated (%s)", words.Number(len(res.Excluded)))
	s.resultTabs.Refresh()
	s.showHistogram(run)
	s.resultHeading.SetText(fmt.Sprintf("New list %s, ruleset %s: %s on the list, %s rated, %s not rated.",
		res.Period, res.Ruleset.ID, words.Count(len(res.Players), "player", "players"),
		words.Count(len(res.Rated), "game", "games"), words.Count(len(res.Excluded), "game", "games")))
	if len(res.Rated) == 0 {
		s.resultHeading.SetText(s.resultHeading.Text + " No game was rated: the new list would keep every rating as it is" + rdGrowth(res.Ruleset) + ".")
	}
	s.saveList.Importance = widget.HighImportance
	if len(res.Rated) == 0 {
		s.saveList.Importance = widget.MediumImportance // nothing rated: not the next step
	}
	s.saveList.Refresh()
	s.allSheets.Text = allSheetsText(pdfout.AllSheetsCount(res))
	s.allSheets.Refresh()
	s.results.Show()
}

// allSheetsText is the choice of a calculation sheet for every player who
// played, with how many sheets that makes (pdfout.AllSheetsCount): a
// sheet for each of thousands of players takes gigabytes of memory
// (docs/guide.md "Your first rating period").
func allSheetsText(n int) string {
	return fmt.Sprintf("with a calculation sheet for every player who played (%s)", words.Count(n, "sheet", "sheets"))
}

// newHistogramTab builds the tab of the distribution of the changes, empty
// until a run (showHistogram).
func (s *periodScreen) newHistogramTab() *container.TabItem {
	s.histogram = newChartImage(fyne.NewSize(440, 150))
	s.histogramTab = container.NewTabItem("Distribution of changes", container.NewPadded(s.histogram))
	return s.histogramTab
}

// showHistogram draws the distribution of the run's rating changes
// (charts.HistogramPNG) in the Distribution tab, unless another run is
// shown by the time it is drawn.
func (s *periodScreen) showHistogram(run *periodRun) {
	s.sh.showChart(s.histogram, "", nil, nil)
	changes := charts.RatingChanges(run.result)
	size := charts.ScreenSize.In(s.sh.chartColours(theme.ColorNameBackground))
	s.sh.drawChart(func() ([]byte, error) { return charts.HistogramPNG(changes, size) },
		func(png []byte, err error) {
			if s.shown == run {
				s.sh.showChart(s.histogram, fmt.Sprintf("rating-changes-%d-%d.png", run.result.Period.Year, run.result.Period.Quarter), png, err)
			}
		})
}

// showGamesRead lists the games of the open game lists and crosstables,
// before a run, as the run takes them (each game once).
func (s *periodScreen) showGamesRead() {
	games, _ := sessionResultGames(&s.sh.session)
	// A pointer left past the rows would keep a closed file's games alive
	// (192 MB for a million games): clear them all, and keep the array
	// only while it is not much bigger than needed.
	clear(s.readGames[:cap(s.readGames)])
	s.readGames = s.readGames[:0]
	if cap(s.readGames) > 2*len(games) {
		s.readGames = nil
	}
	for i := range games {
		s.readGames = append(s.readGames, &games[i])
	}
	s.names = s.sh.session.names()
	s.gamesRead.setRows(len(s.readGames), nil)
	s.gamesRead.table.Show()
}

// readFromTitle heads the column of a games table that says where each
// game was read.
const readFromTitle = "Read from"

// gameColumns are the columns of a table of games; g gives the game of
// data row r. For the table of games not rated, excluded (nil for the
// others) gives the game's exclusion: a column says why, and "Read from"
// names the cell of the finish date when the date is why
// (xlsxio.ExcludedCell, as the Excluded sheet).
func (s *periodScreen) gameColumns(g func(r int) *engine.Game, excluded func(r int) *engine.ExcludedGame) []column {
	who := func(id engine.PlayerID) string {
		if n := s.names[id]; n != "" {
			return fmt.Sprintf("%s (%d)", n, id)
		}
		return fmt.Sprint(id)
	}
	cols := []column{
		{title: "Finished", width: 100, text: func(r int) string { return finishedText(g(r)) }},
		// The players and the tournament as wide as their widest text (fit):
		// a player's ID cut off ("Mølgaard, Anne-Mette (1501…", a tester)
		// cannot be read.
		{title: "White", width: 220, long: true, fit: true, text: func(r int) string { return who(g(r).White) }},
		{title: "Black", width: 220, long: true, fit: true, text: func(r int) string { return who(g(r).Black) }},
		{title: "Result", width: 65, text: func(r int) string { return g(r).Outcome.String() }},
		{title: "Tournament", width: 210, long: true, fit: true, text: func(r int) string { return g(r).Tournament + " " + g(r).Section }},
	}
	readFrom := func(r int) string { return originText(g(r).Origin) }
	if excluded != nil {
		cols = append(cols, column{title: "Why not rated", width: 210, long: true, text: func(r int) string { return excluded(r).Reason.String() }})
		readFrom = func(r int) string {
			o := g(r).Origin
			o.Cell = xlsxio.ExcludedCell(g(r), excluded(r).Reason)
			return originText(o)
		}
	}
	return append(cols, column{title: readFromTitle, width: 300, long: true, text: readFrom})
}

// onSearchChanged filters the changes as the user types.
func (s *periodScreen) onSearchChanged(text string) {
	s.changes.setQuery(text)
	s.changes.enableCard(s.cardButton) // on with one player found
	s.updateCount()
}

// onOnlyPlayedChanged shows only the players with games, or everyone.
func (s *periodScreen) onOnlyPlayedChanged(bool) {
	s.applyKeep()
}

// applyKeep filters the changes by the "only players with games" box.
func (s *periodScreen) applyKeep() {
	if s.shown == nil {
		return
	}
	res := s.shown.result
	if s.onlyPlayed.Checked {
		s.changes.setKeep(func(r int) bool { return res.Players[r].PeriodGames > 0 })
	} else {
		s.changes.setKeep(nil)
	}
	s.changes.enableCard(s.cardButton)
	s.updateCount()
}

// updateCount says how many players the changes show.
func (s *periodScreen) updateCount() {
	if s.shown == nil {
		s.count.SetText("")
		return
	}
	s.count.SetText(countText(len(s.changes.shown), len(s.shown.result.Players), "player", "players"))
}

// onOpenCard opens the card of the player selected in the changes.
func (s *periodScreen) onOpenCard() {
	if r, ok := s.changes.cardRow(); ok {
		s.openCard(r)
	}
}

// openCard opens the card of result player r.
func (s *periodScreen) openCard(r int) {
	if s.shown != nil && r >= 0 && r < len(s.shown.result.Players) {
		s.sh.openCard(s.shown.result.Players[r].Player.ID)
	}
}

// noRunYet tells the user there is nothing to save yet, and what to do
// first: what keeps the period from running (session.blocker), else run
// it; it reports whether that was so.
func (s *periodScreen) noRunYet(what string) bool {
	if s.sh.session.run != nil {
		return false
	}
	msg := "There is no " + what + " to save yet: run the rating period first (Run the period, or Ctrl+R)."
	if reason := s.sh.session.blocker(); reason != "" {
		msg = "There is no " + what + " to save yet. " + reason
	}
	s.sh.dialogs.tell("Nothing to save yet", msg)
	return true
}

// Titles of the Save dialogs of the new list and the report.
const (
	saveListTitle   = "Save the new rating list (.xlsx or .csv)"
	saveReportTitle = "Save the period report (PDF)"
)

// onSaveList asks where to save the new rating list (Ctrl/Cmd+S), once
// no open file has changed on disk since it was read (shell.saveRunThen):
// a tester was asked for a name first, and only then told that nothing
// was saved.
func (s *periodScreen) onSaveList() {
	if s.noRunYet("new rating list") {
		return
	}
	s.sh.saveRunThen(func() {
		if run := s.sh.session.run; run != nil {
			s.sh.dialogs.chooseSave(kindNewList, saveListTitle, filepath.Join(filepath.Dir(run.req.List), listName(run)), s.saveListTo)
		}
	})
}

// listName is the file name proposed for the new list of run.
func listName(run *periodRun) string {
	return fmt.Sprintf("rating-list-%d-%d.xlsx", run.result.Period.Year, run.result.Period.Quarter)
}

// reportName is the file name proposed for the report of run.
func reportName(run *periodRun) string {
	return fmt.Sprintf("rating-report-%d-%d.pdf", run.result.Period.Year, run.result.Period.Quarter)
}

// saveListTo writes the new rating list to path: the full workbook for
// .xlsx, the Ratings sheet for .csv (docs/cli.md `rate`), unless path is
// an open input (shell.refuseInput: the Save dialog opens again) or an
// open file changed on disk since it was read (shell.saveRunThen).
func (s *periodScreen) saveListTo(path string) {
	if run := s.sh.session.run; run != nil && s.sh.refuseInput("the new rating list", path, run.req.Paths(), saveListTitle, listName(run), s.saveListTo) {
		return
	}
	s.sh.saveRunThen(func() { s.saveListNow(path) })
}

// saveListNow is saveListTo once no open file has changed on disk.
func (s *periodScreen) saveListNow(path string) {
	run := s.sh.session.run
	if run == nil {
		return
	}
	req := run.req
	req.CSV = s.sh.prefs.csvFormat()
	s.sh.saveFileThen(kindNewList, path, run.req.Paths(), []string{".xlsx", ".csv"}, "the new rating list", func(context.Context, engine.Progress) error {
		return desk.WritePeriodOutput(path, req, run.loaded, run.result, s.sh.programVersion())
	}, func() { run.listSaved = true })
}

// onSaveReport asks where to save the period report, once no open file
// has changed on disk (as onSaveList).
func (s *periodScreen) onSaveReport() {
	if s.noRunYet("report") {
		return
	}
	s.sh.saveRunThen(func() {
		if run := s.sh.session.run; run != nil {
			s.sh.dialogs.chooseSave(kindReport, saveReportTitle, filepath.Join(filepath.Dir(run.req.List), reportName(run)), s.saveReportTo)
		}
	})
}

// saveReportTo writes the period report to path (docs/cli.md `rate
// --report`), unless path is an open input (shell.refuseInput) or an
// open file changed on disk (shell.saveRunThen).
func (s *periodScreen) saveReportTo(path string) {
	if run := s.sh.session.run; run != nil && s.sh.refuseInput("the period report", path, run.req.Paths(), saveReportTitle, reportName(run), s.saveReportTo) {
		return
	}
	s.sh.saveRunThen(func() { s.saveReportNow(path) })
}

// saveReportNow is saveReportTo once no open file has changed on disk.
func (s *periodScreen) saveReportNow(path string) {
	run := s.sh.session.run
	if run == nil {
		return
	}
	opt := s.reportOptions(run)
	s.sh.saveFileContext(kindReport, path, run.req.Paths(), []string{".pdf"}, "the period report", func(ctx context.Context, progress engine.Progress) error {
		opt.Progress = progress
		return outputs.WriteFile(path, func(w io.Writer) error {
			return pdfout.WritePeriodReportContext(ctx, w, run.result, &run.loaded.Input, opt)
		})
	})
}

// reportOptions are the report's options: the preferences' paper, the
// inputs with their SHA-256, their warnings, and the calculation sheets
// asked for.
func (s *periodScreen) reportOptions(run *periodRun) pdfout.ReportOptions {
	opt := pdfout.ReportOptions{Paper: s.sh.prefs.paper(), ProgramVersion: s.sh.programVersion(), AllPlayers: s.allSheets.Checked}
	opt.Inputs = run.loaded.Inputs
	for _, w := range run.loaded.Warnings {
		opt.Warnings = append(opt.Warnings, w.Error())
	}
	return opt
}
