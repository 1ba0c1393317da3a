package gui

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
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

// historyRun is a replay computed in this session (docs/guide.md "Rating
// history"), with the request it ran and the files it read.
type historyRun struct {
	req     desk.ReplayRequest
	history *desk.History
	inputs  []outputs.InputFile
	// warnings are the replay's problems that did not stop it, for its
	// report's summary.
	warnings xlsxio.Problems
}

// historyScreen replays several quarters on the open files (docs/cli.md
// `replay`): the user picks the first and last period, the ruleset and an
// optional switch, runs it off the UI goroutine (progress, Cancel), sees
// the periods with their counts, compares two rulesets (who gains, who
// loses, a histogram of the differences, the biggest movers), reconciles
// the last period with an official list (docs/cli.md `reconcile`), and
// saves the history, the comparison, the reconciliation and the history
// report (PDF).
type historyScreen struct {
	sh   *shell
	item *container.TabItem

	fromEntry, toEntry *widget.Entry
	ruleset            *widget.Select
	switchEntry        *widget.Entry
	switchRuleset      *widget.Select
	runButton          *keyButton
	reason             *widget.Label
	heading            *widget.Label
	// notRated says what the periods' Not rated counts, and why the
	// Rating period tab counts more for the same quarter (notRatedNote).
	notRated *widget.Label

	periods       *sortTable
	reportPlayers *widget.Entry
	saveHistory   *keyButton
	saveReport    *keyButton

	compareA, compareB *widget.Select
	compareButton      *keyButton
	compareInfo        *widget.Label
	// compareContent is the Compare rulesets tab's content.
	compareContent  *fyne.Container
	histogram       *canvas.Image
	gainers, losers *sortTable
	// moverTabs are the tabs of the gainers and the losers, in moverBook.
	moverTabs      [2]*container.TabItem
	moverBook      *container.AppTabs
	saveComparison *keyButton

	official        *widget.Select
	openOfficial    *keyButton
	reconcileButton *keyButton
	reconcileInfo   *widget.Label
	diffs           *sortTable
	saveDiffs       *keyButton
	// reconcileContent is the Reconcile tab's content.
	reconcileContent *fyne.Container

	tabs    *container.AppTabs
	content fyne.CanvasObject

	// run is the last replay; comparison and reconciliation the last ones
	// made (nil: none).
	run            *historyRun
	comparison     *desk.Comparison
	movers         [2][]desk.ComparisonRow
	reconciliation *desk.Reconciliation
	// officialLists are the official lists read (Open official list…),
	// by their paths; officialChoices their paths in the order opened.
	officialLists   map[string]*officialList
	officialChoices []string
	// aside says which results a change of the open files set aside
	// (dropStale), until the next are made.
	aside historyAside
	// officialAside says that a change of the official list on disk set
	// the reconciliation aside (officialReadAgain), until the next is
	// made; "" when none did.
	officialAside string
	// reconcileNote says which quarter of the replay the last
	// reconciliation compared with, and why (reconcileQuarter).
	reconcileNote string

	// replay replays the periods a request asks for: desk.Replay; a test
	// holds it until it has pressed Cancel.
	replay func(ctx context.Context, req desk.ReplayRequest, progress desk.ReplayProgress) (*desk.History, xlsxio.Problems, error)
}

// newHistoryScreen builds the History tab.
func newHistoryScreen(sh *shell) *historyScreen {
	s := &historyScreen{sh: sh, officialLists: map[string]*officialList{}, replay: desk.Replay}
	s.fromEntry, s.toEntry, s.switchEntry = periodEntry(), periodEntry(), periodEntry()
	s.switchEntry.SetPlaceHolder(noSwitch)
	// The periods typed last, as the Rating period tab keeps its period
	// (a tester: they were forgotten after a restart).
	from, to := sh.prefs.historyPeriods()
	s.fromEntry.SetText(from)
	s.toEntry.SetText(to)
	remember := func(string) {
		sh.prefs.setHistoryPeriods(s.fromEntry.Text, s.toEntry.Text)
		s.update()
	}
	s.fromEntry.OnChanged = remember
	s.toEntry.OnChanged = remember
	s.switchEntry.OnChanged = func(string) { s.update() }
	s.ruleset = widget.NewSelect(rulesetLabels(), func(string) { s.update() })
	s.switchRuleset = widget.NewSelect(rulesetIDs(), func(string) { s.update() })
	s.runButton = newKeyButton("Run the replay", theme.MediaPlayIcon(), s.onRun)
	s.runButton.Importance = widget.HighImportance
	s.reason = widget.NewLabel("")
	s.heading = widget.NewLabel("")
	s.heading.TextStyle = fyne.TextStyle{Bold: true}

	periodsTab := s.newPeriodsTab()
	compareTab := s.newCompareTab()
	reconcileTab := s.newReconcileTab()
	s.tabs = container.NewAppTabs(periodsTab, compareTab, reconcileTab)

	switchRow := container.NewHBox(widget.NewLabel("switch at"),
		container.NewGridWrap(fyne.NewSize(80, s.switchEntry.MinSize().Height), s.switchEntry), widget.NewLabel("to"), s.switchRuleset)
	periodsRow := container.NewHBox(container.NewGridWrap(fyne.NewSize(90, s.fromEntry.MinSize().Height), s.fromEntry),
		widget.NewLabel("to"), container.NewGridWrap(fyne.NewSize(90, s.toEntry.MinSize().Height), s.toEntry))
	// The periods and the ruleset on one row, the switch of rulesets on
	// the next beside Run: the tab of the comparison keeps its room in a
	// window 900×600, and the ruleset's name is whole in one 1280 wide
	// (a tester read "valid since 01/10/2…" when the switch shared its
	// row).
	form := border(nil, nil, container.NewHBox(boldLabel("Periods"), periodsRow, boldLabel("Ruleset")), nil, s.ruleset)
	// The reason Run is off wraps, whole, beside the button; the tabs
	// scroll in a window too low for them rather than holding the
	// window's height up (minimum 900×600).
	runRow := border(nil, nil, container.NewVBox(s.runButton), container.NewVBox(switchRow), wrapped(s.reason))
	top := container.NewVBox(form, runRow, widget.NewSeparator())
	s.content = border(top, nil, nil, nil, container.NewVScroll(s.tabs))
	s.item = container.NewTabItemWithIcon("History", theme.HistoryIcon(), s.content)

	s.ruleset.SetSelected(rulesetLabel(sh.prefs.ruleset()))
	s.switchRuleset.SetSelected(string(engine.ICCF2025))
	s.compareA.SetSelected(string(engine.ICCF2023))
	s.compareB.SetSelected(string(engine.ICCF2025))
	return s
}

// periodEntry is an entry for a period, YYYY/Q.
func periodEntry() *widget.Entry {
	e := widget.NewEntry()
	e.SetPlaceHolder("YYYY/Q")
	return e
}

// knownRuleset is a ruleset the engine knows by ID.
func knownRuleset(id engine.RulesetID) engine.Ruleset {
	rs, _ := engine.LookupRuleset(string(id))
	return rs
}

func (s *historyScreen) tab() *container.TabItem { return s.item }

// newPeriodsTab builds the tab of the periods replayed.
func (s *historyScreen) newPeriodsTab() *container.TabItem {
	hp := func(r int) desk.HistoryPeriod { return s.run.history.Periods[r] }
	num := func(title string, v func(desk.HistoryPeriod) int) column {
		return column{title: title, width: 120, numeric: true,
			text: func(r int) string { return words.Number(v(hp(r))) },
			key:  func(r int) float64 { return float64(v(hp(r))) }}
	}
	s.periods = newSortTable([]column{
		{title: "Period", width: 90, text: func(r int) string { return hp(r).Period.String() }, key: func(r int) float64 { return float64(r) }},
		{title: "Ruleset", width: 110, text: func(r int) string { return string(hp(r).Ruleset.ID) }},
		num("Players", func(p desk.HistoryPeriod) int { return p.Players }),
		num("Played", func(p desk.HistoryPeriod) int { return p.Played }),
		num("Games rated", func(p desk.HistoryPeriod) int { return p.Games }),
		num("Not rated", func(p desk.HistoryPeriod) int { return p.Excluded }),
		num("Rated players", func(p desk.HistoryPeriod) int { return p.Rated }),
	})
	s.reportPlayers = widget.NewEntry()
	s.reportPlayers.SetPlaceHolder("IDs for a page each, e.g. 100101, 102101")
	s.saveHistory = newKeyButton("Save history…", theme.DocumentSaveIcon(), s.onSaveHistory)
	s.saveReport = newKeyButton("Save history report (PDF)…", theme.DocumentPrintIcon(), s.onSaveReport)
	bottom := border(nil, nil, container.NewHBox(s.saveHistory, s.saveReport), nil, s.reportPlayers)
	s.notRated = widget.NewLabel(notRatedNote)
	s.notRated.Hide() // until there are periods (showRun)
	// The replay's heading heads its periods, not every tab: the tab of
	// the comparison, the tallest, has room for its histogram in a window
	// 900×600.
	head := container.NewVBox(wrapped(s.heading), wrapped(s.notRated))
	return container.NewTabItem("Periods", border(head, bottom, nil, nil, s.periods.table))
}

// notRatedNote says what a replayed quarter's Not rated counts, beside
// the periods: its own games, those finished in its window (undated ones
// in the first quarter), that are not rated (desk.HistoryPeriod.Excluded);
// the Rating period tab also counts as not rated the games finished
// before or after its period, which a replay rates in their own quarter,
// or in none (docs/cli.md replay, docs/guide.md "The History tab").
const notRatedNote = "Not rated counts a quarter's own games (finished in its window) that are not rated; " +
	"the Rating period tab also counts the games finished before or after its period, which the replay rates in their own quarter or, outside its quarters, in none."

func (s *historyScreen) onSessionChanged() {
	s.dropStale()
	s.update()
}

// historyAside says which of the History tab's results the last change
// of the open files set aside (dropStale), so that each tab says what
// became of its own.
type historyAside struct {
	run, comparison, reconciliation bool
}

// dropStale takes the replay, the comparison and the reconciliation off
// the screen, and out of reach of Save, once the session has set them
// aside (session.dropRun: a file was opened, read again or closed): they
// are of the files as they were, as the Rating period tab's results are
// (docs/guide.md "The History tab").
func (s *historyScreen) dropStale() {
	if s.sh.session.replayed != "" || (s.run == nil && s.comparison == nil && s.reconciliation == nil) {
		return
	}
	s.aside = historyAside{run: s.run != nil, comparison: s.comparison != nil, reconciliation: s.reconciliation != nil}
	s.run, s.comparison, s.reconciliation = nil, nil, nil
	s.showComparison()
	s.showReconciliation()
}

// madeResults records in the session that the History tab shows results
// for the periods of req, so that a change of the open files sets them
// aside (session.dropRun).
func (s *historyScreen) madeResults(req desk.ReplayRequest) {
	s.sh.session.replayed, s.sh.session.replayAside = fmt.Sprintf("%s to %s", req.From, req.To), ""
	s.aside, s.officialAside = historyAside{}, ""
}

// asideNote is the session's note that the History tab's results were
// set aside, with what to do on the tab (then), when the tab's own
// result (shown) was; "" when it was not.
func (s *historyScreen) asideNote(shown bool, then string) string {
	if !shown {
		return ""
	}
	return s.sh.session.replayAsideThen(then)
}

// request is the replay the form and the open files make, or why there
// is none.
func (s *historyScreen) request() (desk.ReplayRequest, string) {
	if reason := s.sh.session.blocker(); reason != "" {
		return desk.ReplayRequest{}, reason
	}
	from, err1 := engine.ParsePeriod(s.fromEntry.Text)
	to, err2 := engine.ParsePeriod(s.toEntry.Text)
	if err1 != nil || err2 != nil {
		return desk.ReplayRequest{}, periodsProblem(s.fromEntry.Text, s.toEntry.Text)
	}
	rs, _ := rulesetByLabel(s.ruleset.Selected)
	req := desk.ReplayRequest{List: s.sh.session.ratingList().path, From: from, To: to, Ruleset: rs,
		Read: s.sh.prefs.readOptions(), CSV: s.sh.prefs.csvFormat()}
	for _, f := range s.sh.session.resultFiles() {
		req.Results = append(req.Results, f.path)
	}
	if t := strings.TrimSpace(s.switchEntry.Text); t != "" && !strings.EqualFold(t, noSwitch) {
		at, err := engine.ParsePeriod(t)
		if err != nil {
			return req, fmt.Sprintf("The switch period, %s: %s; or leave it empty (or %s) for no switch.", t, periodMistake(t), noSwitch)
		}
		srs := knownRuleset(engine.RulesetID(s.switchRuleset.Selected))
		req.Switches = []desk.RulesetSwitch{{At: at, Ruleset: srs}}
	}
	if err := req.Check(); err != nil {
		var rd *desk.DefaultRDNeededError
		if errors.As(err, &rd) {
			// The app's words, not the command line's flag.
			return req, fmt.Sprintf("Period %s is rated with iccf-2017, whose lists carry no RD: give the RD the next period starts from as the Default RD in File › Preferences.", rd.Period)
		}
		return req, capitalise(strings.TrimPrefix(err.Error(), "desk: ")) + "."
	}
	return req, ""
}

// typePeriods asks for the periods of the replay.
const typePeriods = "Type the first and the last period as YYYY/Q, e.g. 2024/1 to 2025/1."

// noSwitch, the switch field's placeholder, is taken as typed, in any
// case, for no switch, as the field left empty (a tester typed it and was
// refused).
const noSwitch = "none"

// periodsProblem says what is wrong with the first and the last period
// typed, each by its field (a tester typed 2025/5 and 2025/01 and read
// only typePeriods); typePeriods while both are empty.
func periodsProblem(from, to string) string {
	from, to = strings.TrimSpace(from), strings.TrimSpace(to)
	if from == "" && to == "" {
		return typePeriods
	}
	var out []string
	for _, f := range []struct{ name, text string }{{"first period", from}, {"last period", to}} {
		switch _, err := engine.ParsePeriod(f.text); {
		case err == nil:
		case f.text == "":
			out = append(out, fmt.Sprintf("Type the %s as YYYY/Q, e.g. 2025/1.", f.name))
		default:
			out = append(out, fmt.Sprintf("The %s, %s: %s.", f.name, f.text, periodMistake(f.text)))
		}
	}
	return strings.Join(out, " ")
}

// periodMistake says what is wrong with text, typed as a period YYYY/Q
// and refused by engine.ParsePeriod (the same separators: / - or Q):
// "the quarter must be 1 to 4", "write the quarter as one digit, 2025/1".
func periodMistake(text string) string {
	t := strings.ToLower(strings.TrimSpace(text))
	var y, q string
	for _, sep := range []string{"/", "-", "q"} {
		if i := strings.Index(t, sep); i > 0 {
			y, q = t[:i], t[i+len(sep):]
			break
		}
	}
	switch {
	case y == "":
		return "write the year, a slash and the quarter, e.g. 2025/1"
	case len(y) != 4 || !allDigits(y):
		return "the year must have four digits, e.g. 2025/1"
	case q == "" || !allDigits(q):
		return fmt.Sprintf("the quarter must be a number from 1 to 4, e.g. %s/1", y)
	}
	if n, _ := strconv.Atoi(q); len(q) > 1 && n >= 1 && n <= 4 {
		return fmt.Sprintf("write the quarter as one digit, %s/%d", y, n)
	}
	return "the quarter must be 1 to 4"
}

// allDigits reports whether s is made of the digits 0-9 only.
func allDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// update says whether the replay can run, and if not why: in red once
// the user has typed a period, as a plain hint while the periods are
// still empty.
func (s *historyScreen) update() {
	req, reason := s.request()
	if reason != "" {
		s.runButton.Disable()
		if s.sh.session.unread() {
			// Errors of the open files (a file changed on disk into one
			// with errors, say): the way out, as the Problems tab says it.
			reason += " Correct the files and save them: " + readAgainText
		}
		s.reason.SetText(reason)
		s.reason.Importance = widget.DangerImportance
		if reason == typePeriods && strings.TrimSpace(s.fromEntry.Text) == "" && strings.TrimSpace(s.toEntry.Text) == "" {
			s.reason.Importance = widget.MediumImportance
		}
	} else {
		s.runButton.Enable()
		s.reason.SetText(s.readyText(req))
		s.reason.Importance = widget.MediumImportance
	}
	s.reason.Refresh()
	s.showRun()
}

// readyText says that the replay of req can run, or, when the replay
// shown is of req's periods and ruleset, that it is done (a tester read
// "Ready" above the replay's results).
func (s *historyScreen) readyText(req desk.ReplayRequest) string {
	periods := words.Count(len(req.Periods()), "period", "periods")
	if r := s.run; r != nil && r.req.From == req.From && r.req.To == req.To && r.req.Ruleset.ID == req.Ruleset.ID {
		return fmt.Sprintf("Done: %s to %s replayed, %s.", req.From, req.To, periods)
	}
	return fmt.Sprintf("Ready: %s to %s, %s.", req.From, req.To, periods)
}

// onRun replays the periods on the open files, off the UI goroutine. A
// file changed on disk is read again first (shell.whenUnchanged), as
// the Rating period tab's Run does: the replay reads the files from disk,
// and the tab checks them, and keeps its results, as the app read them.
func (s *historyScreen) onRun() { s.sh.whenUnchanged(nil, s.runUnchanged) }

// runUnchanged is onRun once no open file has changed on disk.
func (s *historyScreen) runUnchanged() {
	req, reason := s.request()
	if reason != "" {
		s.sh.dialogs.tell("The replay cannot run yet", reason)
		return
	}
	var inputs []outputs.InputFile
	req.OnPeriod = func(q *desk.ReplayedPeriod) error {
		if q.Index == 0 {
			inputs = q.Loaded.Inputs
		}
		return nil
	}
	s.sh.tasks.start(fmt.Sprintf("Replaying %s to %s", req.From, req.To), func(ctx context.Context, progress engine.Progress) func() {
		h, problems, err := s.replay(ctx, req, func(done, total int, _ engine.Period) { progress(done, total) })
		return func() {
			s.replayed(&historyRun{req: req, history: h, inputs: inputs, warnings: problems.Warnings()}, problems, err)
		}
	})
}

// replayed shows how a replay ended.
func (s *historyScreen) replayed(run *historyRun, problems xlsxio.Problems, err error) {
	switch {
	case errors.Is(err, context.Canceled):
		s.sh.tasks.say(fmt.Sprintf("The replay of %s to %s was cancelled. Nothing was changed.", run.req.From, run.req.To))
	case problems.HasErrors():
		s.replayStopped(run.req, problems)
	case err != nil:
		s.sh.tasks.say(fmt.Sprintf("The replay of %s to %s did not run: see the message.", run.req.From, run.req.To))
		s.sh.dialogs.tell("The replay did not run", errorMessage(fmt.Sprintf("replaying %s to %s", run.req.From, run.req.To), err))
	default:
		s.run, s.comparison, s.reconciliation = run, nil, nil
		s.madeResults(run.req)
		if sess := &s.sh.session; len(sess.replayProblems) > 0 {
			sess.replayProblems = nil
			s.sh.problems.onSessionChanged()
		}
		games := 0
		for _, p := range run.history.Periods {
			games += p.Games
		}
		msg := fmt.Sprintf("Replayed %s, %s to %s: %s rated. Open a player's card to see the curve.",
			words.Count(len(run.history.Periods), "period", "periods"), run.req.From, run.req.To, words.Count(games, "game", "games"))
		s.sh.tasks.say(withWarningSentences(msg, problems))
		if req, reason := s.request(); reason == "" {
			s.reason.SetText(s.readyText(req))
		}
		s.showRun()
		s.showComparison()
		s.showReconciliation()
		s.sh.win.SetMainMenu(s.sh.mainMenu()) // Save history report, now that there is one
	}
}

// replayStopped lists the problems that stopped the replay of req on
// the Problems tab, says so in the status line, and tells them.
func (s *historyScreen) replayStopped(req desk.ReplayRequest, problems xlsxio.Problems) {
	sess := &s.sh.session
	sess.replayProblems, sess.replayStopped = problems.Errors(), fmt.Sprintf("%s to %s", req.From, req.To)
	s.sh.tasks.say(fmt.Sprintf("The replay of %s did not run: it stopped on %s, listed on the Problems tab.", sess.replayStopped,
		words.Count(len(sess.replayProblems), "error", "errors")))
	s.sh.changed()
	s.sh.show(s.sh.problems)
	s.sh.dialogs.tell("The replay did not run", problemsMessage("replaying "+sess.replayStopped, problems))
}

// showRun shows the last replay's periods; the history and its report
// can be saved only once there is one.
func (s *historyScreen) showRun() {
	if s.run == nil {
		s.heading.SetText("Run the replay to see each period's list here; then compare rulesets or reconcile with an official list.")
		if note := s.asideNote(s.aside.run, "run the replay again to see them."); note != "" {
			s.heading.SetText(note)
		}
		s.notRated.Hide()
		s.periods.setRows(0, nil)
		s.saveHistory.Disable()
		s.saveReport.Disable()
		return
	}
	s.saveHistory.Enable()
	s.saveReport.Enable()
	h := s.run.history
	last := h.Periods[h.Last()]
	s.heading.SetText(fmt.Sprintf("History %s to %s (%s): %s on the last list, %s rated on it.",
		h.Periods[0].Period, last.Period, rulesetsText(h), words.Count(last.Players, "player", "players"), words.Count(last.Rated, "player", "players")))
	s.notRated.Show()
	s.periods.setRows(len(h.Periods), nil)
}

// rulesetsText names the rulesets of a history in order.
func rulesetsText(h *desk.History) string {
	var ids []string
	for _, p := range h.Periods {
		if id := string(p.Ruleset.ID); len(ids) == 0 || ids[len(ids)-1] != id {
			ids = append(ids, id)
		}
	}
	return strings.Join(ids, " → ")
}

// officialEntry is player id on the official list of the last
// reconciliation, or before one on the official list picked on the
// Reconcile tab (desk.ListEntry: as published), with the list's file
// name; ok is false when no official list is open or it does not hold
// him.
func (s *historyScreen) officialEntry(id engine.PlayerID) (p engine.Player, side desk.ListSide, file string, ok bool) {
	path := s.official.Selected
	if r := s.reconciliation; r != nil && s.officialOf(r.Official) != nil {
		path = r.Official
	}
	p, side, ok = desk.ListEntry(s.officialOf(path), id)
	return p, side, filepath.Base(path), ok
}

// noReplayYet tells the user to run a replay first; it reports whether
// there was none.
func (s *historyScreen) noReplayYet(what string) bool {
	if s.run != nil {
		return false
	}
	s.sh.dialogs.tell("Nothing to save yet", "There is no "+what+" yet: run the replay first (Run the replay on the History tab).")
	return true
}

// onSaveHistory asks where to save the history (XLSX or CSV).
func (s *historyScreen) onSaveHistory() {
	if s.noReplayYet("history to save") {
		return
	}
	r := s.run
	s.sh.dialogs.chooseSavePath("Save the rating history (.xlsx or .csv)",
		filepath.Join(filepath.Dir(r.req.List), fmt.Sprintf("history-%d-%d-%d-%d.xlsx", r.req.From.Year, r.req.From.Quarter, r.req.To.Year, r.req.To.Quarter)),
		func(path string) {
			s.saveUnchanged(nil, func() {
				r.history.CSV = s.sh.prefs.csvFormat()
				s.saveTable(path, r.req.Paths(), "the rating history", func(b *outputs.Batch) error {
					return desk.StageHistory(b, path, r.history, r.req.Paths())
				})
			})
		})
}

// saveUnchanged calls save, the saving of the tab's results, once none
// of the files they were made of changed on disk since read (the open
// files, and the official lists at the paths official:
// shell.saveUnchanged, as the Rating period tab's saves check them);
// else the files changed are read again, which sets the results aside,
// and nothing is saved.
func (s *historyScreen) saveUnchanged(official []string, save func()) {
	s.sh.saveUnchanged(official, s.notSavedText, save)
}

// notSavedText says why a save of the tab's results was refused: the
// files changed on disk after they were made (changedBeforeSave).
func (s *historyScreen) notSavedText(changed changedFiles) string {
	if len(changed.open) == 0 {
		return changedBeforeSave(changed.names(), "the reconciliation was made", "the results of the reconciliation were", "Press Reconcile again")
	}
	what := "the History tab's results were"
	if periods := s.sh.session.replayed; periods != "" {
		what = fmt.Sprintf("the History tab's results for %s were", periods)
	}
	return changedBeforeSave(changed.names(), "the replay was run", what, "Run the replay again")
}

// saveTable saves a table staged by stage at path, all or nothing.
func (s *historyScreen) saveTable(path string, inputs []string, what string, stage func(*outputs.Batch) error) {
	s.sh.saveFile(kindOutput, path, inputs, []string{".xlsx", ".csv"}, what, func() error {
		var b outputs.Batch
		if err := stage(&b); err != nil {
			b.Discard()
			return err
		}
		return b.Commit()
	})
}

// onSaveReport asks where to save the history report (PDF).
func (s *historyScreen) onSaveReport() {
	if s.noReplayYet("history report to save") {
		return
	}
	ids, err := parseIDs(s.reportPlayers.Text)
	if err == nil {
		err = s.unknownPlayers(ids)
	}
	if err != nil {
		s.sh.dialogs.tell("Not saved", fmt.Sprintf("The players for the report: %v. Type their IDs separated by commas, e.g. 100101, 102101.", err))
		return
	}
	r := s.run
	in := desk.HistoryReportInput{Request: &r.req, History: r.history, Inputs: r.inputs, Warnings: r.warnings,
		Comparison: s.comparisonOfRun(), Reconciliation: s.reconciliation, Players: ids}
	opt := pdfout.HistoryOptions{Paper: s.sh.prefs.paper(), ProgramVersion: s.sh.programVersion()}
	s.sh.dialogs.chooseSavePath("Save the history report (PDF)", filepath.Join(filepath.Dir(r.req.List), "history-report.pdf"), func(path string) {
		// The report holds the reconciliation, made of its official list.
		var official []string
		if in.Reconciliation != nil {
			official = []string{in.Reconciliation.Official}
		}
		s.saveUnchanged(official, func() {
			s.sh.saveFile(kindOutput, path, r.req.Paths(), []string{".pdf"}, "the history report", func() error {
				return desk.WriteHistoryReport(path, in, opt)
			})
		})
	})
}

// comparisonOfRun is the last comparison when it compares the lists of
// the replay's last quarter, nil when it was made for other periods (a
// tester: the report of 2024/1–2025/1 held a comparison after 2024/3).
func (s *historyScreen) comparisonOfRun() *desk.Comparison {
	if s.comparison == nil || s.run == nil {
		return nil
	}
	h := s.run.history
	if s.comparison.Period != h.Periods[h.Last()].Period {
		return nil
	}
	return s.comparison
}

// unknownPlayers names every ID of ids that is not in the replay's
// history, all at once as the command line does (a tester got them one
// at a time); nil when all are.
func (s *historyScreen) unknownPlayers(ids []engine.PlayerID) error {
	var unknown []string
	for _, id := range ids {
		if s.run.history.Player(id) == nil {
			unknown = append(unknown, strconv.FormatInt(int64(id), 10))
		}
	}
	switch len(unknown) {
	case 0:
		return nil
	case 1:
		return fmt.Errorf("player %s is not in the history", unknown[0])
	}
	return fmt.Errorf("players %s are not in the history", strings.Join(unknown, ", "))
}

// parseIDs reads player IDs separated by commas or spaces.
func parseIDs(text string) ([]engine.PlayerID, error) {
	var out []engine.PlayerID
	for _, f := range strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == ' ' || r == ';' }) {
		n, err := strconv.ParseInt(f, 10, 64)
		if err != nil || n <= 0 {
			return nil, fmt.Errorf("%q is not a player ID", f)
		}
		out = append(out, engine.PlayerID(n))
	}
	return out, nil
}

// curveOf is player id's rating curve in the last replay; nil when there
// is none or the player is not in it (the card then shows no curve).
func (s *historyScreen) curveOf(id engine.PlayerID) []charts.CurvePoint {
	if s.run == nil {
		return nil
	}
	return desk.CurveOf(s.run.history, id)
}

// withWarningSentences is msg followed by each warning of problems as a sentence
// (a replay's games outside its quarters, a window still open): the
// status line's Show all shows them all.
func withWarningSentences(msg string, problems xlsxio.Problems) string {
	for _, p := range problems {
		if p.Severity == xlsxio.Warning {
			msg += " " + problemSentence(p)
		}
	}
	return msg
}
