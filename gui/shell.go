package gui

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/desk"
	"ratingdesk/docs"
	"ratingdesk/engine"
	"ratingdesk/outputs"

	"ratingdesk/internal/words"
	"ratingdesk/xlsxio"
)

// screen is one tab of the main window. A screen is one file of this
// package: an unexported struct holding its widgets, built by a
// newXScreen(*shell) constructor and driven by named onX callbacks. To add
// one (Tournaments, Documents …), write the file and add the constructor
// to newShell's list.
type screen interface {
	// tab is the screen's tab: its title, icon and content.
	tab() *container.TabItem
	// onSessionChanged shows the session as it now is: files opened,
	// read again or closed, a period run. It runs on the UI goroutine.
	onSessionChanged()
}

// searcher is a screen with a search box, which Ctrl/Cmd+F focuses.
type searcher interface {
	searchBox() *widget.Entry
}

// resetter is a screen with choices made about the open files: a search
// box, a filter, a box ticked for them. When every file is closed they go
// back to how a new session starts (shell.closeFile): they were choices
// about the files closed, and kept for the files opened next a search
// showed "0 of 6 players" under an old name, and a box ticked for other
// files rated their undated games (a tester). onAllClosed puts them back
// and says, as a phrase, what the user should know was undone ("" when
// nothing).
type resetter interface {
	onAllClosed() string
}

// shell is the main window: the tabs of the screens over the task bar, the
// session they show, and the actions of the menus and shortcuts.
type shell struct {
	app     fyne.App
	win     fyne.Window
	prefs   settings
	dialogs dialogs
	version string
	// sample are the bundled sample files, which the Workspace offers to
	// open when nothing is open.
	sample []string
	// reopened are the files of the last session opened again at start
	// (reopenPaths), which the status line counts.
	reopened []string

	session session
	tasks   *taskBar
	// checking is true while checkChanged hashes big files off the UI
	// goroutine: coming back to the window does not start a second check.
	checking bool
	// openURL shows a saved document in the system's viewer (the app's
	// OpenURL); tests replace it.
	openURL func(*url.URL) error
	// now is the clock: whether a period's window is still open is told
	// by it (tests fix it).
	now func() time.Time

	workspace   *workspaceScreen
	players     *playersScreen
	period      *periodScreen
	tournaments *tournamentsScreen
	problems    *problemsScreen
	history     *historyScreen
	screens     []screen

	tabs    *container.AppTabs
	content fyne.CanvasObject
	// cards are the player cards open, whose charts follow the theme
	// (redrawCharts).
	cards []*playerCard
}

// newShell builds the main window's content for win, with every screen,
// and an empty session. The dialogs are those of win unless d is given.
func newShell(a fyne.App, win fyne.Window, version string, d dialogs) *shell {
	sh := &shell{app: a, win: win, prefs: settings{a.Preferences()}, version: version, openURL: defaultOpener(a), now: time.Now}
	if d == nil {
		d = &windowDialogs{app: a, win: win, prefs: sh.prefs}
	}
	sh.dialogs = d
	sh.tasks = newTaskBar()
	sh.tasks.onPanic = func(what string, err error) {
		sh.dialogs.tell("Internal error", errorMessage(uncapitalise(what), err))
	}
	sh.tasks.onShowAll = func(message string) { sh.dialogs.tell("Message", message) }

	sh.workspace = newWorkspaceScreen(sh)
	sh.players = newPlayersScreen(sh)
	sh.period = newPeriodScreen(sh)
	sh.tournaments = newTournamentsScreen(sh)
	sh.problems = newProblemsScreen(sh)
	sh.history = newHistoryScreen(sh)
	sh.screens = []screen{sh.workspace, sh.players, sh.period, sh.tournaments, sh.problems, sh.history}

	sh.tabs = container.NewAppTabs()
	for _, s := range sh.screens {
		sh.tabs.Append(s.tab())
	}
	keepFocusPerTab(sh.tabs, win.Canvas())
	sh.content = border(nil, container.NewVBox(widget.NewSeparator(), sh.tasks.content), nil, nil, sh.tabs)
	// The charts follow the theme, light or dark (chartColours).
	a.Settings().AddListener(func(fyne.Settings) { fyne.Do(sh.redrawCharts) })
	sh.addTabShortcuts()
	sh.changed()
	return sh
}

// changed shows the session anew on every screen.
func (sh *shell) changed() {
	for _, s := range sh.screens {
		s.onSessionChanged()
	}
	sh.tabs.Refresh()
	sh.win.SetTitle(sh.title())
	sh.win.SetMainMenu(sh.mainMenu())
}

// programVersion is the version the outputs record, as About shows it
// (desk.VersionName).
func (sh *shell) programVersion() string { return desk.VersionName(sh.version) }

// title names the app, its version and the open rating list.
func (sh *shell) title() string {
	t := "Rating Desk"
	if sh.version != "" {
		t += " " + sh.version
	}
	if l := sh.session.ratingList(); l != nil {
		t += " — " + filepath.Base(l.path)
	}
	return t
}

// show brings a screen's tab to the front.
func (sh *shell) show(s screen) {
	sh.tabs.Select(s.tab())
}

// busyMessage tells the user, at the foot of the window beside the
// running work's Cancel (taskBar.stillBusy), to wait for that work: no
// dialog stands between the user and Cancel, and the words go with the
// work's end.
func (sh *shell) busyMessage() {
	sh.tasks.stillBusy()
}

// onOpen asks for a file and opens it (File ▸ Open, Ctrl/Cmd+O).
func (sh *shell) onOpen() {
	kind := kindGameList // the results, once the list is open
	if sh.session.ratingList() == nil {
		kind = kindRatingList
	}
	sh.dialogs.chooseFile(kind, func(path string) { sh.openPaths([]string{path}, nil) })
}

// onDropped opens the files dropped on the window; folders and other
// things that are not files are left out with a message.
func (sh *shell) onDropped(_ fyne.Position, uris []fyne.URI) {
	var paths, skipped []string
	for _, u := range uris {
		if u.Scheme() != "file" {
			skipped = append(skipped, u.String())
			continue
		}
		if info, err := os.Stat(u.Path()); err == nil && info.IsDir() {
			skipped = append(skipped, u.Path())
			continue
		}
		paths = append(paths, u.Path())
	}
	if len(skipped) > 0 {
		sh.dialogs.tell("Not opened", "Rating Desk opens rating lists, game lists and crosstables ("+openableNames()+" files); it left out "+
			strings.Join(skipped, ", ")+". Drop the files themselves, not a folder.")
	}
	if len(paths) > 0 {
		sh.openPaths(paths, nil)
	}
}

// openPaths reads files off the UI goroutine and puts them in the
// session; then, if not nil, runs afterwards on the UI goroutine.
func (sh *shell) openPaths(paths []string, then func()) {
	abs := make([]string, len(paths))
	for i, p := range paths {
		abs[i] = absPath(p)
	}
	sh.readFiles(abs, "Opening", then)
}

// reopenVerb is readFiles' verb for the files of the last session,
// reopened at start: they are not put first in the recent files again
// (their order stays as it was), and the status line counts them all
// with their problems, the PGN files read again once the list is read
// included.
const reopenVerb = "Reopening"

// reopenPaths opens again the files open when the app last closed, as
// openPaths opens files (reopenVerb).
func (sh *shell) reopenPaths(paths []string, then func()) {
	abs := make([]string, len(paths))
	for i, p := range paths {
		abs[i] = absPath(p)
	}
	sh.reopened = abs
	sh.readFiles(abs, reopenVerb, then)
}

// openAtStart opens the files of the start: those of the last session
// when reopened (reopenPaths), else as openPaths does.
func (sh *shell) openAtStart(paths []string, reopened bool, then func()) {
	if reopened {
		sh.reopenPaths(paths, then)
		return
	}
	sh.openPaths(paths, then)
}

// openOptions are the options the open files are read with: the
// preferences' under the ruleset the Rating period tab has chosen for
// this session (settings.openOptions).
func (sh *shell) openOptions() xlsxio.ReadOptions {
	rs := sh.prefs.ruleset().ID
	if sh.period != nil {
		rs = sh.period.selectedRuleset().ID
	}
	return sh.prefs.openOptions(rs)
}

// readFiles reads the files at paths (absolute) with the options of
// openOptions and puts them in the session. verb says what is done
// ("Opening", "Reading again").
func (sh *shell) readFiles(paths []string, verb string, then func()) {
	sh.readFilesBecause(paths, verb, "", then)
}

// readFilesBecause is readFiles for a reason other than the files
// themselves (causePrefs: the Preferences changed how files are read),
// which the results set aside by the reading then give as theirs
// (session.asideCause); "" for the files.
func (sh *shell) readFilesBecause(paths []string, verb, cause string, then func()) {
	if len(paths) == 0 {
		if then != nil {
			then()
		}
		return
	}
	opt, list := sh.openOptions(), sh.session.listRead()
	opened := make([]bool, len(paths)) // read again, not newly opened
	for i, p := range paths {
		opened[i] = sh.session.index(p) >= 0
	}
	what := verb + " " + filepath.Base(paths[0])
	if len(paths) > 1 {
		what = fmt.Sprintf("%s %d files", verb, len(paths))
	}
	started := sh.tasks.start(what, func(ctx context.Context, progress engine.Progress) func() {
		var read []*openFile
		for i, p := range paths {
			if ctx.Err() != nil {
				break
			}
			f := readFile(p, opt, list)
			if f.list != nil && !opened[i] {
				// Only a list newly opened sets the period (periodAfterList).
				f.listPeriod, f.hasListPeriod = f.list.Period, f.list.HasPeriod
			}
			read = append(read, f)
			progress(i+1, len(paths))
		}
		return func() {
			sh.session.readCause = cause
			sh.putFiles(read, len(paths), verb)
			sh.session.readCause = ""
			if stale := sh.session.stalePGNs(); len(stale) > 0 && len(read) == len(paths) {
				again := "Reading again"
				if verb == reopenVerb {
					again = reopenVerb // still the files of the last session
				}
				sh.readFiles(stale, again, then)
				return
			}
			sh.checkAcross(true, then)
		}
	})
	if !started {
		sh.busyMessage()
	}
}

// putFiles puts the files read in the session and says what happened;
// verb is readFiles'.
func (sh *shell) putFiles(read []*openFile, asked int, verb string) {
	var msgs []string
	hadRun, hadReplay := sh.session.run != nil, sh.session.replayed != ""
	for _, f := range read {
		wasOpen := sh.session.index(f.path) >= 0
		if replaced := sh.session.put(f); replaced != "" {
			msgs = append(msgs, fmt.Sprintf("%s replaces the %s %s.", filepath.Base(f.path), f.what(), filepath.Base(replaced)))
		}
		// A file that was there is a file opened, read or not (an empty
		// CSV is shown with its problem): it goes first in Open recent, and
		// the next Open starts in its folder (docs/guide.md).
		if f.found() && verb != reopenVerb {
			sh.prefs.addRecent(f.path)
		}
		if k := inputKind(f.kind); k != "" {
			sh.prefs.rememberOpened(k, filepath.Dir(f.path))
		}
		if !wasOpen {
			msgs = append(msgs, sh.periodAfterList(f)...)
		}
	}
	// The errors of the files left open, as the Problems tab lists them:
	// not those of a list that a later one replaced (a tester: "12
	// errors" beside Problems (10)).
	errs := 0
	for _, f := range read {
		if sh.session.index(f.path) >= 0 {
			errs += len(f.problems.Errors())
		}
	}
	switch {
	case len(read) < asked:
		msgs = append(msgs, fmt.Sprintf("Cancelled: %d of %d files read.", len(read), asked))
	case verb == reopenVerb:
		msg, reopenErrs := sh.reopenedText()
		msgs = append(msgs, msg)
		errs = max(errs, reopenErrs)
	case errs > 0:
		msgs = append(msgs, fmt.Sprintf("Read %s: %s, listed on the Problems tab.", words.Count(len(read), "file", "files"), words.Count(errs, "error", "errors")))
	default:
		var names []string
		for _, f := range read {
			names = append(names, fmt.Sprintf("%s (%s)", filepath.Base(f.path), f.contents()))
		}
		msgs = append(msgs, "Read "+strings.Join(names, ", ")+".")
	}
	msgs = append(msgs, sh.session.asideTexts(hadRun, hadReplay)...)
	sh.tasks.say(strings.Join(msgs, " "))
	sh.prefs.setOpenFiles(sh.session.paths())
	sh.changed()
	if errs > 0 {
		sh.show(sh.problems)
	}
}

// reopenedText says how many files of the last session were reopened
// (shell.reopened) and how many of them have errors, counting what the
// session holds of each now (a PGN file read again included), and
// returns the errors.
func (sh *shell) reopenedText() (string, int) {
	var withErrors, errs int
	var names []string
	for _, p := range sh.reopened {
		i := sh.session.index(p)
		if i < 0 {
			continue
		}
		f := sh.session.files[i]
		if n := len(f.problems.Errors()); n > 0 {
			withErrors++
			errs += n
		}
		names = append(names, fmt.Sprintf("%s (%s)", filepath.Base(f.path), f.contents()))
	}
	what := fmt.Sprintf("Reopened %s of the last session", words.Count(len(names), "file", "files"))
	if errs == 0 {
		return what + ": " + strings.Join(names, ", ") + ".", 0
	}
	return fmt.Sprintf("%s: %s with errors (%s), listed on the Problems tab.", what, words.Number(withErrors),
		words.Count(errs, "error", "errors")), errs
}

// periodAfterList sets the period to the one after that of a rating list
// newly opened whose Notes sheet names its period (openFile.listPeriod):
// a period is rated from the list made before it (docs/rules.md "A list
// that already holds the period"), so the new list of 2026/1 starts
// 2026/2. It says so; nothing for another file, or a list that does not
// say its period.
func (sh *shell) periodAfterList(f *openFile) []string {
	if f.list == nil || !f.hasListPeriod || sh.period == nil {
		return nil
	}
	next := engine.NextList(f.listPeriod.ValidFrom())
	if p, err := sh.period.period(); err == nil && p == next {
		return nil
	}
	sh.period.periodEntry.SetText(next.String())
	return []string{fmt.Sprintf("%s is the new list of period %s: the period is set to %s, the next one, which starts from it.",
		filepath.Base(f.path), f.listPeriod, next)}
}

// onReload reads again every open file changed on disk (File ▸ Reload
// changed files, and the Workspace's button of the same name), and every
// official list of History › Reconcile: by its stamp or by its content
// (checkChanged).
func (sh *shell) onReload() {
	sh.checkChanged(sh.history.officialChoices, func(changed changedFiles) {
		if changed.none() {
			sh.tasks.say("No open file has changed on disk since it was read.")
			return
		}
		sh.readAgain(changed, nil)
	})
}

// onFocusGained reads again the files changed on disk while the user was
// in another program (fixing a cell, say): the open files and the
// official lists. The files whose stamp is unchanged are hashed off the
// UI goroutine, whatever their size (hashChanged): coming back to the
// window never waits for them.
func (sh *shell) onFocusGained() {
	if sh.tasks.busy() || sh.checking {
		return
	}
	sh.hashChanged(sh.history.officialChoices, 0, func(changed changedFiles) {
		if !changed.none() && !sh.tasks.busy() {
			sh.readAgain(changed, nil)
		}
	})
}

// closeFile takes a file out of the workspace.
func (sh *shell) closeFile(path string) {
	if sh.tasks.busy() {
		sh.busyMessage()
		return
	}
	hadRun, hadReplay := sh.session.run != nil, sh.session.replayed != ""
	ran := sh.session.asidePeriod() // the run's, once set aside
	if hadRun {
		ran = sh.session.run.req.Period
	}
	sh.session.remove(path)
	sh.prefs.setOpenFiles(sh.session.paths())
	msgs := append([]string{"Closed " + filepath.Base(path) + "."}, sh.session.asideTexts(hadRun, hadReplay)...)
	if len(sh.session.files) == 0 {
		if ran != (engine.Period{}) {
			msgs = append(msgs, fmt.Sprintf("The results of period %s went with the files.", ran))
		}
		msgs = append(msgs, sh.resetChoices()...)
	}
	sh.tasks.say(strings.Join(msgs, " "))
	sh.changed()
	// What the file held, and the run made from it, go back to the
	// system now: a closed game list of a million games is 200 MB, and
	// with no work after it nothing would collect it (a tester).
	freeMemory()
	if stale := sh.session.stalePGNs(); len(stale) > 0 {
		sh.readFiles(stale, "Reading again", nil)
		return
	}
	sh.checkAcross(false, nil)
}

// resetChoices puts the choices the screens made about the open files
// back as a new session starts them (resetter), once every file is
// closed, and says in sentences what the user should know was undone.
func (sh *shell) resetChoices() []string {
	var msgs []string
	for _, s := range sh.screens {
		if r, ok := s.(resetter); ok {
			if undone := r.onAllClosed(); undone != "" {
				msgs = append(msgs, undone)
			}
		}
	}
	return msgs
}

// onRun runs the rating period (Period ▸ Run, Ctrl/Cmd+R).
func (sh *shell) onRun() {
	sh.show(sh.period)
	sh.period.onRun()
}

// onCloseFile closes the file selected on the Workspace (File ▸ Close
// file, Ctrl/Cmd+W); with none selected, it shows the Workspace and says
// how to pick one.
func (sh *shell) onCloseFile() {
	if f, ok := sh.workspace.selectedFile(); ok {
		sh.closeFile(f.path)
		return
	}
	sh.show(sh.workspace)
	sh.tasks.say("To close a file, select it in the table of open files, then press Close file (Ctrl+W).")
}

// onNextTab shows the next tab, after the last the first (Ctrl+Tab,
// Ctrl+Page Down); step -1 the previous one (Ctrl+Shift+Tab, Ctrl+Page Up).
func (sh *shell) onNextTab(step int) { stepTabs(sh.tabs, step) }

// stepTabs selects the tab step places on (−1: back) of the one selected,
// round from the last to the first; nothing when there is none.
func stepTabs(tabs *container.AppTabs, step int) {
	if n := len(tabs.Items); n > 0 {
		tabs.SelectIndex(((tabs.SelectedIndex()+step)%n + n) % n)
	}
}

// onSave saves the new rating list (File ▸ Save new list, Ctrl/Cmd+S).
func (sh *shell) onSave() {
	sh.show(sh.period)
	sh.period.onSaveList()
}

// onFind focuses the search box of the screen shown, or the players'
// (Ctrl/Cmd+F).
func (sh *shell) onFind() {
	for _, s := range sh.screens {
		if s.tab() != sh.tabs.Selected() {
			continue
		}
		if f, ok := s.(searcher); ok {
			sh.win.Canvas().Focus(f.searchBox())
			return
		}
	}
	sh.show(sh.players)
	sh.win.Canvas().Focus(sh.players.searchBox())
}

// onPreferences shows the Preferences form; saving it applies the theme
// and, when the way files are read changed, reads the open files again.
func (sh *shell) onPreferences() {
	form := newPrefsScreen(sh.prefs)
	sh.dialogs.showForm("Preferences", form.content, func() (func(), bool) { return nil, sh.savePrefs(form) })
}

// savePrefs stores the Preferences form and applies it. It reports
// whether the form was saved; a value it cannot take is said in the form
// (a Default RD under its field) or told, and the form stays open with
// what was typed.
func (sh *shell) savePrefs(form *prefsScreen) bool {
	if !form.checkDefaultRD() {
		return false
	}
	before, defaultBefore := sh.openOptions(), sh.prefs.ruleset().ID
	readChanged, err := form.onSave()
	if err != nil {
		sh.dialogs.tell("Preferences", capitalise(err.Error())+".")
		return false
	}
	sh.app.Settings().SetTheme(themeFor(sh.prefs.theme()))
	if rs := sh.prefs.ruleset(); rs.ID != defaultBefore {
		sh.period.showDefaultRuleset(rs)
	}
	if (readChanged || sh.openOptions() != before) && len(sh.session.files) > 0 {
		sh.readFilesBecause(sh.session.paths(), "Reading again", causePrefs, nil)
	}
	return true
}

// onGuide shows one of Rating Desk's documents (docs.GuideFile …) in a
// window of its own (the Help menu), at once, saying it is loading while
// it is read (newGuideLoading).
func (sh *shell) onGuide(name string) {
	sh.tasks.running.Add(1) // tests wait for the document (waitIdle)
	g := newGuideLoading(name, sh.tasks.running.Done)
	sh.dialogs.showWindow(docs.Title(name), g.content, fyne.NewSize(860, 720))
}

// onAbout shows the About box.
func (sh *shell) onAbout() {
	sh.dialogs.showWindow("About Rating Desk", container.NewPadded(newAboutBox(sh.version).content), fyne.NewSize(640, 360))
}

// saveFile writes an output the user named: never over an input
// (outputs.Check), only with one of exts, and over an existing
// file only when the user confirms. write runs off the UI goroutine and
// writes atomically; what names the output in messages ("the new rating
// list").
func (sh *shell) saveFile(kind fileKind, path string, inputs, exts []string, what string, write func() error) {
	sh.saveFileThen(kind, path, inputs, exts, what, func(context.Context, engine.Progress) error { return write() }, nil)
}

// saveFileContext is saveFile for a write that stops when the task's
// context is cancelled (the task bar's Cancel): the file is then not
// written (outputs.WriteFile keeps nothing of a failed write) and the
// task bar says so. The write may report its progress, which the task
// bar shows.
func (sh *shell) saveFileContext(kind fileKind, path string, inputs, exts []string, what string, write func(ctx context.Context, progress engine.Progress) error) {
	sh.saveFileThen(kind, path, inputs, exts, what, write, nil)
}

// saveFileThen saves like saveFile, then, once the file is written,
// remembers its folder as the folder of kind saved in last (the next Save
// dialog proposes it) and calls saved (if not nil) on the UI goroutine.
func (sh *shell) saveFileThen(kind fileKind, path string, inputs, exts []string, what string, write func(ctx context.Context, progress engine.Progress) error, saved func()) {
	ext := strings.ToLower(filepath.Ext(path))
	if !slices.Contains(exts, ext) {
		sh.dialogs.tell("Not saved", fmt.Sprintf("Rating Desk did not save %s to %s: name the file with %s at the end.",
			what, path, strings.Join(exts, " or ")))
		return
	}
	if msg := inputRefusal(what, path, inputs); msg != "" {
		sh.dialogs.tell("Not saved", msg)
		return
	}
	create, err := saveFolder(path, inputs)
	if err != nil {
		sh.dialogs.tell("Not saved", errorMessage("saving "+what, err))
		return
	}
	_, statErr := os.Stat(path)
	existed := statErr == nil
	save := func() {
		started := sh.tasks.start("Saving "+filepath.Base(path), func(ctx context.Context, progress engine.Progress) func() {
			err := outputs.InFolder(filepath.Dir(path), create, func() error { return write(ctx, progress) })
			return func() {
				if errors.Is(err, context.Canceled) {
					sh.tasks.say(cancelledSave(what, path, existed))
					return
				}
				if err != nil {
					sh.dialogs.tell("Not saved", errorMessage("saving "+what+" to "+path, err))
					return
				}
				// Only a file saved moves the folder the next Save
				// proposes (docs/guide.md): not a path refused.
				sh.prefs.rememberSaved(kind, filepath.Dir(path))
				made := ""
				if create {
					made = fmt.Sprintf(" (the folder %s was made for it)", filepath.Base(filepath.Dir(path)))
				}
				sh.tasks.say(fmt.Sprintf("Saved %s to %s%s.", what, path, made))
				if saved != nil {
					saved()
				}
			}
		})
		if !started {
			sh.busyMessage()
		}
	}
	if existed {
		// Not replaced is said at the foot of the window as a save
		// cancelled while it runs is (a tester pressed Escape and read
		// nothing).
		sh.dialogs.confirmOr("Replace "+filepath.Base(path)+"?",
			fmt.Sprintf("A file named %s already exists in %s. Replace it with %s?", filepath.Base(path), filepath.Dir(path), what),
			"Replace", save, func() { sh.tasks.say(notReplaced(what, path)) })
		return
	}
	save()
}

// refuseInput refuses to save what to path when path is one of inputs,
// the open files, which are never overwritten (inputRefusal), and opens
// the Save dialog (titled title) again in path's folder, proposing the
// file name name, so that the user need not start again (a tester typed
// an input's path and the dialog was gone); then is what the dialog's
// answer goes to. It reports whether path was refused.
func (sh *shell) refuseInput(what, path string, inputs []string, title, name string, then func(string)) bool {
	msg := inputRefusal(what, path, inputs)
	if msg == "" {
		return false
	}
	title = fmt.Sprintf("%s: %s is an open input file, choose another name", title, filepath.Base(path))
	again := func() { sh.dialogs.chooseSave(kindAsSuggested, title, filepath.Join(filepath.Dir(path), name), then) }
	if nativeDialogs {
		// The system's dialog may hold the UI goroutine until it closes
		// (macOS): the message goes first, not after it.
		sh.dialogs.tell("Not saved", msg)
		again()
		return true
	}
	again()
	sh.dialogs.tell("Not saved", msg) // over the form shown again
	return true
}

// saveFolder checks the folder a file is saved in (outputs.CheckDir):
// one that does not exist is made when its parent exists, as the
// certificates' folder is (create; only the last folder of the path, and
// removed again when the save fails: outputs.InFolder), since a save
// dialog cannot make one (a tester). Saved into a folder that exists,
// the file is checked as ever (outputs.Check: not an input, not a
// folder).
func saveFolder(path string, inputs []string) (create bool, err error) {
	create, err = outputs.CheckDir(filepath.Dir(path))
	if err != nil || create {
		return create, err // a folder to be made holds no input and no file
	}
	return false, outputs.Check(path, nil, inputs)
}

// inputRefusal says, as a sentence, that what was not saved because path
// is one of the open input files, which are never overwritten; "" when it
// is none of inputs.
func inputRefusal(what, path string, inputs []string) string {
	for _, in := range inputs {
		if in != "" && outputs.SameFile(path, in) {
			return fmt.Sprintf("%s was not saved: %s is one of the open input files, and inputs are never overwritten; choose another name.", capitalise(what), path)
		}
	}
	return ""
}

// notReplaced says that what was not saved because the user did not
// replace the file at path (the question Replace?).
func notReplaced(what, path string) string {
	return fmt.Sprintf("Not saved: %s was not replaced, and %s was not written.", filepath.Base(path), what)
}

// cancelledSave says that a save of what to path was cancelled, and what
// is on disk: the file it was to replace as it was, or no file at all.
func cancelledSave(what, path string, existed bool) string {
	if existed {
		return fmt.Sprintf("Cancelled: %s was not saved, and %s was left as it was.", what, filepath.Base(path))
	}
	return fmt.Sprintf("Cancelled: %s was not saved; no file was written.", what)
}

// shortcut is Ctrl+key, or Cmd+key on macOS.
func shortcut(key fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: key, Modifier: fyne.KeyModifierShortcutDefault}
}

// tabShortcut is Ctrl+key (Ctrl also on macOS, as its browsers switch
// tabs), with Shift too when shift is set.
func tabShortcut(key fyne.KeyName, shift bool) *desktop.CustomShortcut {
	s := &desktop.CustomShortcut{KeyName: key, Modifier: fyne.KeyModifierControl}
	if shift {
		s.Modifier |= fyne.KeyModifierShift
	}
	return s
}

// unlessModal is action, done only while no dialog is showing: a menu
// shortcut pressed over a dialog does nothing, as over any modal dialog
// of a desktop program (the menu itself cannot be clicked then).
func (sh *shell) unlessModal(action func()) func() {
	return func() {
		if sh.dialogs.modal() {
			return
		}
		action()
	}
}

// addTabShortcuts lets Ctrl+Page Down and Ctrl+Page Up switch tabs too
// (the menu shows Ctrl+Tab and Ctrl+Shift+Tab).
func (sh *shell) addTabShortcuts() {
	next, previous := sh.unlessModal(func() { sh.onNextTab(1) }), sh.unlessModal(func() { sh.onNextTab(-1) })
	sh.win.Canvas().AddShortcut(tabShortcut(fyne.KeyPageDown, false), func(fyne.Shortcut) { next() })
	sh.win.Canvas().AddShortcut(tabShortcut(fyne.KeyPageUp, false), func(fyne.Shortcut) { previous() })
}

// mainMenu is the window's menu. Its shortcuts work wherever the focus is
// (Fyne triggers main-menu shortcuts before the focused widget's).
func (sh *shell) mainMenu() *fyne.MainMenu {
	item := func(label string, key fyne.KeyName, icon fyne.Resource, action func()) *fyne.MenuItem {
		it := fyne.NewMenuItem(label, sh.unlessModal(action))
		it.Icon = icon
		if key != "" {
			it.Shortcut = shortcut(key)
		}
		return it
	}
	recent := fyne.NewMenuItem("Open recent", nil)
	for _, p := range sh.prefs.recent() {
		recent.ChildMenu = appendItem(recent.ChildMenu, fyne.NewMenuItem(p, func() { sh.openPaths([]string{p}, nil) }))
	}
	if recent.ChildMenu == nil {
		recent.Disabled = true
	}
	quit := fyne.NewMenuItem("Quit", sh.unlessModal(sh.onQuit))
	quit.IsQuit = true
	quit.Shortcut = shortcut(fyne.KeyQ) // Cmd+Q on macOS
	file := fyne.NewMenu("File",
		item("Open…", fyne.KeyO, theme.FolderOpenIcon(), sh.onOpen),
		recent,
		item("Reload changed files", "", theme.ViewRefreshIcon(), sh.onReload),
		item("Close file", fyne.KeyW, theme.CancelIcon(), sh.onCloseFile),
		fyne.NewMenuItemSeparator(),
		item("Preferences…", fyne.KeyComma, theme.SettingsIcon(), sh.onPreferences),
		fyne.NewMenuItemSeparator(),
		quit,
	)
	period := fyne.NewMenu("Period",
		item("Run", fyne.KeyR, theme.MediaPlayIcon(), sh.onRun),
		item("Save new list…", fyne.KeyS, theme.DocumentSaveIcon(), sh.onSave),
		item("Save report (PDF)…", fyne.KeyE, theme.DocumentPrintIcon(), func() { sh.show(sh.period); sh.period.onSaveReport() }),
	)
	t := sh.tournaments
	inTournaments := func(action func()) func() { return func() { sh.show(t); action() } }
	norms := fyne.NewMenu("Norms",
		item("Save statement of norms (PDF)…", "", theme.DocumentPrintIcon(), inTournaments(t.onSaveStatement)),
		item("Save certificates (PDF)…", "", theme.DocumentPrintIcon(), inTournaments(t.onSaveCertificates)),
		item("Save norms workbook…", "", theme.DocumentSaveIcon(), inTournaments(t.onSaveNormsBook)),
	)
	historyReport := item("Save history report (PDF)…", "", theme.DocumentPrintIcon(), func() { sh.show(sh.history); sh.history.onSaveReport() })
	historyReport.Disabled = sh.history.run == nil // nothing to save before a replay
	history := fyne.NewMenu("History",
		item("Run the replay", fyne.KeyH, theme.HistoryIcon(), func() { sh.show(sh.history); sh.history.onRun() }),
		historyReport,
	)
	next, previous := item("Next tab", "", theme.NavigateNextIcon(), func() { sh.onNextTab(1) }),
		item("Previous tab", "", theme.NavigateBackIcon(), func() { sh.onNextTab(-1) })
	next.Shortcut, previous.Shortcut = tabShortcut(fyne.KeyTab, false), tabShortcut(fyne.KeyTab, true)
	nextView, previousView := item("Next view", "", theme.NavigateNextIcon(), func() { sh.onNextView(1) }),
		item("Previous view", "", theme.NavigateBackIcon(), func() { sh.onNextView(-1) })
	nextView.Shortcut, previousView.Shortcut = tabShortcut(fyne.KeyPageDown, true), tabShortcut(fyne.KeyPageUp, true)
	view := fyne.NewMenu("View", item("Find…", fyne.KeyF, theme.SearchIcon(), sh.onFind), next, previous, nextView, previousView)
	help := fyne.NewMenu("Help",
		item("User guide", "", theme.HelpIcon(), func() { sh.onGuide(docs.GuideFile) }),
		item("File formats", "", theme.DocumentIcon(), func() { sh.onGuide(docs.FormatsFile) }),
		fyne.NewMenuItemSeparator(),
		item("About Rating Desk", "", theme.InfoIcon(), sh.onAbout))
	return fyne.NewMainMenu(file, period, norms, history, view, help)
}

// appendItem adds an item to a menu, making the menu when there is none.
func appendItem(m *fyne.Menu, it *fyne.MenuItem) *fyne.Menu {
	if m == nil {
		return fyne.NewMenu("", it)
	}
	m.Items = append(m.Items, it)
	return m
}

// rememberWindow keeps the window's size and open files for the next start.
func (sh *shell) rememberWindow() {
	sh.prefs.setWindowSize(sh.win.Canvas().Size())
	sh.prefs.setOpenFiles(sh.session.paths())
}

// onQuit remembers the window and quits (File › Quit, Ctrl/Cmd+Q),
// once the user agrees to leave a new list not saved (whenLeaving).
func (sh *shell) onQuit() {
	sh.whenLeaving(func() {
		sh.rememberWindow()
		sh.app.Quit()
	})
}

// whenLeaving calls leave, which quits or closes the window, at once
// unless the last run's new list was not saved (session.unsavedText):
// then only once the user agrees to quit without it.
func (sh *shell) whenLeaving(leave func()) {
	if msg := sh.session.unsavedText(); msg != "" {
		sh.dialogs.confirmRisky("Quit without saving the new list?", msg, "Quit anyway", fyne.KeyQ, leave)
		return
	}
	leave()
}
