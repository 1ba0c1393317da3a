package gui

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/outputs"
	"ratingdesk/titles"
	"ratingdesk/xlsxio"

	"ratingdesk/internal/words"
)

// fileStamp tells one version of a file on disk from another: a file
// whose modification time or size changed is read again (one whose stamp
// is the same is compared by its content, session.stampCheck).
type fileStamp struct {
	modTime time.Time
	size    int64
}

// stampOf is the stamp of the file at path now.
func stampOf(path string) (fileStamp, error) {
	info, err := os.Stat(path)
	if err != nil {
		return fileStamp{}, err
	}
	return fileStamp{modTime: info.ModTime(), size: info.Size()}, nil
}

// openFile is one input file of the workspace, as it was read.
type openFile struct {
	// path is absolute and clean: it names the file in the workspace.
	path  string
	kind  xlsxio.Kind
	stamp fileStamp
	// sum is the SHA-256 of the file as read: the reader's
	// (desk.Input.SHA256), else the file's hashed once read (a file with
	// errors, a PGN, TRF or FIDE file); "" when it could not be hashed.
	// An edit that keeps the file's size and modification time changes
	// it (session.stampCheck).
	sum string
	// problems are every error and warning the reader found (docs/formats.md
	// "General rules": errors block, warnings do not).
	problems xlsxio.Problems
	// list is the rating list read from a RatingListKind file without
	// errors; games the game list of a GameListKind file; sections the
	// crosstable sections of a CrosstableKind file (one a sheet), each with
	// its norms.
	list     *xlsxio.RatingList
	games    *xlsxio.GameList
	sections []*section
	// fide is set for a FIDE rating list (docs/formats.md "FIDE rating
	// list"): its players counted, none kept (desk.OpenFIDEList).
	fide *desk.FIDEListFile
	// pgn is true for a PGN game list; against is the rating list its
	// players' names were found on (nil: none was open), so that it is
	// read again when another list is opened (session.stalePGNs).
	pgn     bool
	against *xlsxio.RatingList
	// listPeriod is the period whose new list a rating list newly opened
	// is (read by shell.readFiles), as the Notes sheet of a list Rating
	// Desk wrote says (xlsxio.RatingList.Period); hasListPeriod false: the list
	// does not say, or it was read again.
	listPeriod    engine.Period
	hasListPeriod bool
	// optionalRD says that the file was read with OptionalRD
	// (settings.openOptions), as desk.Input.OptionalRD.
	optionalRD bool
	// normProblems keep a section from its norms (no start date, a section
	// the title rules cannot compute: desk.ComputeNorms). They are
	// listed with the problems but do not stop the rating period, which
	// reads the crosstable as results all the same.
	normProblems xlsxio.Problems
}

// section is one crosstable section of an open file (docs/formats.md
// "Crosstable") with what desk.ComputeNorms made of it: standings,
// performances and the norm watch (App. 2).
type section struct {
	file  *openFile
	table *xlsxio.Crosstable
	// norms is nil when the section's norms cannot be computed; problems
	// then say why.
	norms    *xlsxio.NormsReport
	problems xlsxio.Problems
	// certificates counts the certificates of the norms achieved
	// (titles.NormWatch.Certificates), worked out once with the norms for
	// the section list's Norms column, drawn with every refresh.
	certificates int
}

// name is the section's name as the norms report it: "Tournament /
// Section".
func (s *section) name() string { return s.table.Name() }

// key names the section among the open ones: its file and sheet.
func (s *section) key() string { return s.file.path + "\x00" + s.table.Sheet }

// readFile reads the file at path as what it holds (desk.OpenWithList:
// a PGN file's names are found on list, the open rating list, when there
// is one). It never fails: a file that cannot be used carries the
// problems that say why.
func readFile(path string, opt xlsxio.ReadOptions, list *xlsxio.RatingList) *openFile {
	f := &openFile{path: path}
	stamp, err := stampOf(path)
	if err != nil {
		f.problems = xlsxio.Problems{{File: path, Severity: xlsxio.Error,
			Msg: fmt.Sprintf("the file cannot be opened (%s)", statReason(err))}}
		return f
	}
	f.stamp = stamp
	in := desk.OpenWithList(path, opt, list)
	f.sum = in.SHA256
	if f.sum == "" {
		f.sum, _ = outputs.HashFile(path) // "": changes are told by the stamp alone
	}
	f.kind, f.problems, f.list, f.games, f.fide, f.optionalRD = in.Kind, in.Problems, in.List, in.Games, in.FIDE, in.OptionalRD
	if f.pgn = in.Kind == xlsxio.GameListKind && desk.IsPGN(path); f.pgn {
		f.against = list
	}
	for _, t := range in.Crosstables {
		sec := &section{file: f, table: t}
		sec.norms, sec.problems = desk.ComputeNorms(t, titles.ScaleICCF)
		if sec.norms != nil {
			certified, _ := sec.norms.Watch.Certificates(t.Section)
			sec.certificates = len(certified)
		}
		f.sections = append(f.sections, sec)
		f.normProblems = append(f.normProblems, sec.problems...)
	}
	return f
}

// found reports whether the file was there when it was read (whether or
// not it could be read): a file not found has no stamp.
func (f *openFile) found() bool { return !f.stamp.modTime.IsZero() }

// statReason says in words why a file could not be looked at.
func statReason(err error) string {
	switch {
	case os.IsNotExist(err):
		return "it is not there: it may have been moved, renamed or deleted"
	case os.IsPermission(err):
		return "permission denied"
	default:
		return plainError(err)
	}
}

// what names the kind of file for people.
func (f *openFile) what() string {
	if f.fide != nil {
		return desk.FIDEListKind
	}
	if f.kind == xlsxio.Unknown {
		return "unknown"
	}
	return f.kind.String()
}

// status sums the file up: "read", "read, 2 warnings" or "3 errors"; for
// a crosstable, also the sections whose norms cannot be computed. more
// are the other problems placed in the file (the check across the files:
// workspaceScreen.placed), counted with its own.
func (f *openFile) status(more xlsxio.Problems) string {
	ps := append(append(slices.Clip(f.problems), more...), f.normProblems.Warnings()...)
	errs, warns := len(ps.Errors()), len(ps.Warnings())
	if n := f.sectionsWithoutNorms(); n > 0 && errs == 0 {
		s := "read, no norms for " + words.Count(n, "section", "sections")
		if warns > 0 {
			s += ", " + words.Count(warns, "warning", "warnings")
		}
		return s
	}
	switch {
	case errs > 0 && warns > 0:
		return words.Count(errs, "error", "errors") + ", " + words.Count(warns, "warning", "warnings")
	case errs > 0:
		return words.Count(errs, "error", "errors")
	case warns > 0:
		return "read, " + words.Count(warns, "warning", "warnings")
	default:
		return "read"
	}
}

// sectionsWithoutNorms counts the crosstable's sections whose norms
// cannot be computed.
func (f *openFile) sectionsWithoutNorms() int {
	n := 0
	for _, s := range f.sections {
		if s.norms == nil {
			n++
		}
	}
	return n
}

// contents says how much the file holds and what became of every row
// (docs/formats.md "Every row is accounted for"): "83 rows: 83 players",
// "150 rows: 149 games, 1 blank", "4 sections: GM-A, VI-A, M-7, DR-1".
func (f *openFile) contents() string {
	switch {
	case f.list != nil:
		return f.list.Count.Describe("player")
	case f.games != nil:
		return f.games.Describe()
	case f.fide != nil:
		return f.fide.Count.Describe("player")
	case len(f.sections) > 0:
		names := make([]string, len(f.sections))
		for i, s := range f.sections {
			names[i] = s.table.Section.Name
		}
		return words.Count(len(f.sections), "section", "sections") + ": " + strings.Join(names, ", ")
	case f.problems.HasErrors() && !slices.ContainsFunc(f.problems.Errors(), atPlace):
		// A file that cannot be read at all (a PDF, an .xls renamed
		// .xlsx) has no cell to fix: it was opened by mistake. Short,
		// to fit the Contents column: the Problems tab says more.
		return "not used: close it or replace it"
	case f.problems.HasErrors():
		// Nothing of the file is used until its errors are fixed: say so
		// where its rows would be counted.
		return "not used: fix its errors first"
	default:
		return ""
	}
}

// size is how many rows the file holds (players, games, or the players of
// its sections), for sorting by contents; -1 when it holds nothing.
func (f *openFile) size() int {
	switch {
	case f.list != nil:
		return len(f.list.Players)
	case f.games != nil:
		return len(f.games.Games)
	case f.fide != nil:
		return f.fide.Count.Read
	case len(f.sections) > 0:
		n := 0
		for _, s := range f.sections {
			n += len(s.table.Section.Players)
		}
		return n
	}
	return -1
}

// periodRun is a rating period computed in this session, with what it was
// computed from, so that its outputs can be saved.
type periodRun struct {
	req    desk.Request
	loaded *desk.LoadedPeriod
	result *engine.PeriodResult
	// rows make the new list's rows (xlsxio.ExportFromResult) as the
	// Changes table and a card show them.
	rows *xlsxio.ExportRows
	// warnings are the run's own warnings, which no open file gives: the
	// FIDE ratings used (desk.ApplyFIDEList) and the like.
	warnings xlsxio.Problems
	// names are the names of the run's players by ID (playerNames), made
	// once for the period screen's tables and every card.
	names map[engine.PlayerID]string
	// listSaved is set once the run's new list is saved: quitting before
	// asks first (shell.whenLeaving).
	listSaved bool
}

// session is what the user works on: the open files and the rating period
// last run on them. It belongs to the UI goroutine.
type session struct {
	files []*openFile
	// run is the last period computed; it is dropped when a file changes.
	run *periodRun
	// held is the last run while another period, ruleset or choice for
	// undated games is chosen (periodScreen.clearStaleRun): off the
	// screen and out of reach of Save, it comes back when its choices
	// are chosen again, unless the open files changed meanwhile
	// (dropRun) or another run was made (a tester typed 2026/5, then
	// 2026/1 again, and had lost the run of 2026/1).
	held *periodRun
	// aside is what the last run dropped because the open files changed
	// was asked to run (nil: none since the last run, or every file was
	// closed since), so that the screens say what became of its results
	// (setAsideText, asidePeriod): the one place that says so. Once
	// another period, ruleset or choice for undated games is chosen, the
	// results set aside are no longer spoken of
	// (periodScreen.clearStaleRun).
	aside *desk.Request
	// runProblems are the problems that stopped the last attempt to run a
	// period (games naming players not on the list and the like), and
	// stopped is what that attempt was asked to run.
	runProblems xlsxio.Problems
	stopped     desk.Request
	// replayProblems are the problems that stopped the last replay of the
	// History tab, and replayStopped names its periods ("2025/4 to
	// 2026/1"); like runProblems they are of the files as they were, and
	// go when a file is opened, read again or closed.
	replayProblems xlsxio.Problems
	replayStopped  string
	// replayed names the periods of the History tab's results while it
	// shows any (a replay, a comparison, a reconciliation: "2025/3 to
	// 2026/1"); dropRun sets them aside as it sets the run aside
	// (replayAside, "" when none since the last), and the History tab
	// then takes them off the screen and out of reach of Save
	// (historyScreen.dropStale): they are of the files as they were (a
	// tester saved a history of a game list she had changed since).
	replayed, replayAside string
	// asideBecause says why the results set aside last (aside,
	// replayAside) were: "" for a change of the open files (opened, read
	// again, closed), else the readCause of the reading that set them
	// aside (a tester changed only the Preferences and read that the open
	// files changed).
	asideBecause string
	// readCause is the cause of the reading of files under way
	// (shell.readFilesBecause) while its files are put in the session, ""
	// otherwise.
	readCause string
	// across are the problems found checking the open results against
	// the open rating list as a run checks them before rating (games
	// naming players not on the list, a file open twice, a game given
	// twice: desk.CheckAcross), without those of the files themselves.
	across acrossCheck
	// undated are the warnings of the played games without a finish date
	// while no check across the files gives them (undatedAlone).
	undated acrossCheck
	// gen counts the changes of the open files (put, remove): a check
	// across the files made for an older gen is not shown.
	gen int
	// search holds the search texts of the open list's players.
	search playerSearch
	// nameCache is what names returns, made once for the open files
	// (filesChanged drops it): each card and table of games asks for it.
	nameCache map[engine.PlayerID]string
}

// unsavedText asks whether to quit although the new list of the last run
// (on the screen, or held off it by another choice) was not saved; ""
// when there is no run or its list was saved (a tester quit right after
// a run and lost it without a word).
func (s *session) unsavedText() string {
	run := s.run
	if run == nil {
		run = s.held
	}
	if run == nil || run.listSaved {
		return ""
	}
	return fmt.Sprintf("The new list of %s is not saved. Quit anyway? To keep it, press Cancel, then save it (Ctrl+S, or Period › Save new list…).", run.req.Period)
}

// ratingList is the open rating list, or nil.
func (s *session) ratingList() *openFile {
	for _, f := range s.files {
		if f.kind == xlsxio.RatingListKind {
			return f
		}
	}
	return nil
}

// fideList is the open FIDE rating list, or nil.
func (s *session) fideList() *openFile {
	for _, f := range s.files {
		if f.fide != nil {
			return f
		}
	}
	return nil
}

// listRead is the rating list as read from the open list file, or nil.
func (s *session) listRead() *xlsxio.RatingList {
	if l := s.ratingList(); l != nil {
		return l.list
	}
	return nil
}

// stalePGNs are the open PGN files whose names were found on another
// rating list than the one open now (or on none): they are read again.
func (s *session) stalePGNs() []string {
	var out []string
	for _, f := range s.files {
		if f.pgn && f.against != s.listRead() {
			out = append(out, f.path)
		}
	}
	return out
}

// gameLists are the open game lists, in the order opened.
func (s *session) gameLists() []*openFile {
	var out []*openFile
	for _, f := range s.files {
		if f.kind == xlsxio.GameListKind {
			out = append(out, f)
		}
	}
	return out
}

// crosstables are the open crosstable files, in the order opened.
func (s *session) crosstables() []*openFile {
	var out []*openFile
	for _, f := range s.files {
		if f.kind == xlsxio.CrosstableKind {
			out = append(out, f)
		}
	}
	return out
}

// resultFiles are the period's results sources (docs/cli.md `rate --results`):
// the open game lists and crosstables, in the order opened.
func (s *session) resultFiles() []*openFile {
	var out []*openFile
	for _, f := range s.files {
		if f.kind == xlsxio.GameListKind || f.kind == xlsxio.CrosstableKind {
			out = append(out, f)
		}
	}
	return out
}

// unreadResults says which open game lists and crosstables are not read
// for their errors ("1 game list and 1 crosstable open, not read: correct
// their errors (Problems tab)"), or "" when every one is read (a tester
// was told no game list was open while two stood with errors).
func (s *session) unreadResults() string {
	var lists, tables int
	for _, f := range s.resultFiles() {
		switch {
		case f.kind == xlsxio.GameListKind && f.games == nil:
			lists++
		case f.kind == xlsxio.CrosstableKind && len(f.sections) == 0:
			tables++
		}
	}
	var open []string
	if lists > 0 {
		open = append(open, words.Count(lists, "game list", "game lists"))
	}
	if tables > 0 {
		open = append(open, words.Count(tables, "crosstable", "crosstables"))
	}
	if len(open) == 0 {
		return ""
	}
	their := "their errors"
	if lists+tables == 1 {
		their = "its errors"
	}
	return strings.Join(open, " and ") + " open, not read: correct " + their + " (Problems tab)"
}

// sections are the sections of the open crosstables, file by file in the
// order opened, each file's in workbook order.
func (s *session) sections() []*section {
	var out []*section
	for _, f := range s.files {
		out = append(out, f.sections...)
	}
	return out
}

// index is the position of the file at path, or -1.
func (s *session) index(path string) int {
	for i, f := range s.files {
		if f.path == path {
			return i
		}
	}
	return -1
}

// put adds a file read, or replaces the same file read before. A rating
// period starts from one list, so a new rating list replaces the open one;
// replaced names the file it replaced ("" when none). The last run is
// dropped: it no longer matches the files.
func (s *session) put(f *openFile) (replaced string) {
	s.dropRun()
	s.filesChanged(f)
	if i := s.index(f.path); i >= 0 {
		if f.kind == xlsxio.Unknown {
			// A file that can no longer be read is still the list (or
			// game list) it was.
			f.kind = s.files[i].kind
		}
		s.files[i] = f
		return ""
	}
	if f.kind == xlsxio.RatingListKind {
		if old := s.ratingList(); old != nil {
			s.files[s.index(old.path)] = f
			return old.path
		}
	}
	if f.fide != nil {
		// One FIDE list gives the FIDE ratings (desk.Request.FIDE).
		if old := s.fideList(); old != nil {
			s.files[s.index(old.path)] = f
			return old.path
		}
	}
	s.files = append(s.files, f)
	return ""
}

// remove closes the file at path.
func (s *session) remove(path string) {
	if i := s.index(path); i >= 0 {
		s.filesChanged(s.files[i])
		// slices.Delete clears the end it frees: a pointer left there
		// would keep the closed file's games alive.
		s.files = slices.Delete(s.files, i, i+1)
		s.dropRun()
	}
	if len(s.files) == 0 {
		// Nothing is left that the results set aside were of: the
		// screens no longer speak of them (a tester's card said 2026/1
		// was set aside among the files opened after closing all).
		s.aside, s.replayAside = nil, ""
	}
}

// asidePeriod is the period whose results were set aside because the
// open files changed (session.aside); zero when none were.
func (s *session) asidePeriod() engine.Period {
	if s.aside == nil {
		return engine.Period{}
	}
	return s.aside.Period
}

// dropRun sets the last run aside, with the problems of the last
// attempts to run, when the open files change: they are of the files as
// they were.
func (s *session) dropRun() {
	if s.run != nil || s.replayed != "" {
		s.asideBecause = s.readCause
	}
	if s.run != nil {
		req := s.run.req
		s.aside = &req
	}
	if s.replayed != "" {
		s.replayAside, s.replayed = s.replayed, ""
	}
	s.run, s.held, s.runProblems, s.replayProblems = nil, nil, nil, nil
}

// replayAsideText says that the History tab's results were set aside
// because the open files changed, and what to do; "" when none were.
func (s *session) replayAsideText() string {
	return s.replayAsideThen("run the replay again to see them.")
}

// replayAsideThen is replayAsideText ending with then, what to do.
func (s *session) replayAsideThen(then string) string {
	if s.replayAside == "" {
		return ""
	}
	return fmt.Sprintf("The History tab's results for %s were set aside because %s: %s", s.replayAside, s.asideCause(), then)
}

// asideTexts are setAsideText and replayAsideText of the results the
// last change of the open files set aside: the period's when hadRun, the
// History tab's when hadReplay.
func (s *session) asideTexts(hadRun, hadReplay bool) []string {
	var out []string
	if text := s.setAsideText(); hadRun && s.run == nil && text != "" {
		out = append(out, text)
	}
	if text := s.replayAsideText(); hadReplay && s.replayed == "" && text != "" {
		out = append(out, text)
	}
	return out
}

// setAsideText says that the results of the last run were set aside
// because the open files changed, and what to do; "" when none were.
func (s *session) setAsideText() string {
	if s.aside == nil {
		return ""
	}
	return s.setAsideSentence(s.aside.Period) + ": run the period again to see them."
}

// setAsideSentence says that the results of period p were set aside
// (session.aside), and why (asideCause), without a final full stop: the
// tab, the card and the status line each go on with what to do.
func (s *session) setAsideSentence(p engine.Period) string {
	return fmt.Sprintf("The results of period %s were set aside because %s", p, s.asideCause())
}

// causePrefs is the cause of a reading of the open files that the
// Preferences asked for (shell.savePrefs), as the results it sets aside
// say it.
const causePrefs = "the preferences changed"

// asideCause says why the results were set aside last, after
// "because": "the open files changed", or "the preferences changed"
// (asideBecause).
func (s *session) asideCause() string {
	if s.asideBecause == "" {
		return "the open files changed"
	}
	return s.asideBecause
}

// paths are the open files' paths, in order.
func (s *session) paths() []string {
	out := make([]string, len(s.files))
	for i, f := range s.files {
		out[i] = f.path
	}
	return out
}

// problems are every problem of the open files (those keeping a section
// from its norms after each file's own), then those of the last attempt to
// run a period and of the last replay that stopped, each once: a warning
// at a cell where that attempt found an error is left out
// (withoutSuperseded).
func (s *session) problems() xlsxio.Problems {
	var out xlsxio.Problems
	for _, f := range s.files {
		out = append(out, f.problems...)
		out = append(out, f.normProblems...)
	}
	out = append(out, s.across.problems...)
	out = append(out, s.undatedAlone()...)
	if s.run != nil {
		out = append(out, s.run.warnings...)
	}
	stopped := append(slices.Clip(s.runProblems), s.replayOnly()...)
	return append(withoutSuperseded(out, stopped), stopped...)
}

// undatedAlone are the warnings of the played games without a finish
// date in the open results while no rating list is open to check them
// across (desk.UndatedWarnings: the check across the files gives them
// once a list is open), so that they are said as they are with a list (a
// tester: with a game list alone no warning said that a run would stop
// on them). Made once for the open files as they are (gen).
func (s *session) undatedAlone() xlsxio.Problems {
	if s.canCheckAcross() || len(s.resultFiles()) == 0 {
		return nil
	}
	if !s.undated.done || s.undated.gen != s.gen {
		s.undated = acrossCheck{gen: s.gen, done: true, problems: desk.UndatedWarnings(s.inputs())}
	}
	return s.undated.problems
}

// stopPlace says where the errors the last run stopped on are
// (runProblems): "in the rating list", "in the games", "in the rating
// list and the games", or "in the open files" when another file (a
// FIDE list) has some. A tester was told of "1 problem in the games"
// that was in the rating list.
func (s *session) stopPlace() string {
	var list, games, other bool
	for _, p := range s.runProblems {
		i := s.index(absPath(p.File))
		switch {
		case i >= 0 && s.files[i].kind == xlsxio.RatingListKind:
			list = true
		case i < 0 || s.files[i].kind == xlsxio.GameListKind || s.files[i].kind == xlsxio.CrosstableKind:
			games = true // a game given twice names no one file
		default:
			other = true
		}
	}
	switch {
	case other:
		return "in the open files"
	case list && games:
		return "in the rating list and the games"
	case list:
		return "in the rating list"
	default:
		return "in the games"
	}
}

// stoppedText says that the last run stopped on errors that still stand,
// and where they are (stopPlace); "" when none stand. The Workspace says
// it instead of "Everything is read" (a tester was told all was well
// beside an error of the run on the Problems tab).
func (s *session) stoppedText() string {
	if len(s.runProblems) == 0 {
		return ""
	}
	return fmt.Sprintf("The last run of period %s stopped on %s %s (Problems tab): correct them and run again.",
		s.stopped.Period, words.Count(len(s.runProblems), "error", "errors"), s.stopPlace())
}

// replayOnly are the problems the last replay stopped on that the last
// run of a period did not stop on too (the same list checked for both).
func (s *session) replayOnly() xlsxio.Problems {
	seen := map[string]bool{}
	for _, p := range s.runProblems {
		seen[p.Error()] = true
	}
	var out xlsxio.Problems
	for _, p := range s.replayProblems {
		if !seen[p.Error()] {
			out = append(out, p)
		}
	}
	return out
}

// withoutSuperseded is ps without the warnings at a cell (file, sheet and
// cell) where one of errs stands: the error says what the warning
// foretold. The check across the files, which names no period, warns that
// a played game without a finish date will be refused; the run of a
// period refuses it at the same cell (user test shot 104: D3 listed as a
// warning and as an error).
func withoutSuperseded(ps, errs xlsxio.Problems) xlsxio.Problems {
	type place struct{ file, sheet, cell string }
	at := map[place]bool{}
	for _, e := range errs.Errors() {
		if e.Cell != "" {
			at[place{e.File, e.Sheet, e.Cell}] = true
		}
	}
	if len(at) == 0 {
		return ps
	}
	out := make(xlsxio.Problems, 0, len(ps))
	for _, p := range ps {
		if p.Severity == xlsxio.Warning && at[place{p.File, p.Sheet, p.Cell}] {
			continue
		}
		out = append(out, p)
	}
	return out
}

// runWarnings are the warnings of a run that no open file gives (the
// FIDE ratings used, desk.ApplyFIDEList): those of the files are listed
// with the files already, and those the check across the files found
// (a game given twice) with its problems.
func (s *session) runWarnings(lp *desk.LoadedPeriod) xlsxio.Problems {
	known := map[*xlsxio.Problem]bool{}
	for _, f := range s.files {
		for _, p := range f.problems {
			known[p] = true
		}
	}
	across := map[string]bool{}
	for _, p := range s.across.problems {
		across[p.Error()] = true
	}
	var out xlsxio.Problems
	for _, p := range lp.Warnings {
		if !known[p] && !across[p.Error()] {
			out = append(out, p)
		}
	}
	return out
}

// inputs are the open files as read, for the run to use instead of
// reading them again (desk.LoadPeriodFrom).
func (s *session) inputs() []*desk.Input {
	var out []*desk.Input
	for _, f := range s.files {
		in := &desk.Input{Path: f.path, Kind: f.kind, List: f.list, Games: f.games, Problems: f.problems, OptionalRD: f.optionalRD}
		for _, sec := range f.sections {
			in.Crosstables = append(in.Crosstables, sec.table)
		}
		out = append(out, in)
	}
	return out
}

// normErrors counts the errors that keep sections from their norms; they
// do not stop the rating period.
func (s *session) normErrors() int {
	n := 0
	for _, f := range s.files {
		n += len(f.normProblems.Errors())
	}
	return n
}

// changed lists the open files changed on disk since they were read:
// by their stamp, or by their content when the stamp is the same
// (stampCheck, contentChanged). It hashes on the calling goroutine;
// the shell hashes big files off the UI goroutine (shell.checkChanged).
func (s *session) changed() []string {
	stamped, same := s.stampCheck()
	return s.inOrder(stamped, contentChanged(same))
}

// fileCheck is an open file whose stamp on disk is the one read, to be
// compared by its content: a copy of what contentChanged needs, so that
// it can run off the UI goroutine.
type fileCheck struct {
	path string
	size int64
	sum  string
}

// stampCheck lists the open files whose stamp on disk is not the one
// read (or that cannot be looked at: moved, deleted), and those whose
// stamp is the one read and whose SHA-256 is known, to be hashed again
// (an edit that keeps the size, saved within the same second or with
// the time set back, changes no stamp; a tester).
func (s *session) stampCheck() (stamped []string, same []fileCheck) {
	for _, f := range s.files {
		stamped, same = checkStamp(f.path, f.stamp, f.sum, stamped, same)
	}
	return stamped, same
}

// checkStamp adds the file at path, read with the stamp read and the
// SHA-256 sum, to stamped when its stamp on disk now is not the one read
// (or it cannot be looked at), else to same when its sum is known
// (stampCheck): an open file, or an official list (historyScreen).
func checkStamp(path string, read fileStamp, sum string, stamped []string, same []fileCheck) ([]string, []fileCheck) {
	now, err := stampOf(path)
	switch {
	case err != nil || !now.modTime.Equal(read.modTime) || now.size != read.size:
		stamped = append(stamped, path)
	case sum != "":
		same = append(same, fileCheck{path: path, size: now.size, sum: sum})
	}
	return stamped, same
}

// contentChanged lists the files whose SHA-256 on disk now is not the
// one read; a file that can no longer be read has changed too. A path
// given twice (an open file that is also an official list) is hashed
// once. It touches no session: it may run off the UI goroutine.
func contentChanged(files []fileCheck) []string {
	var out []string
	sums := make(map[string]string, len(files))
	for _, f := range files {
		sum, ok := sums[f.path]
		if !ok {
			var err error
			if sum, err = hashFile(f.path); err != nil {
				sum = "" // cannot be read: changed
			}
			sums[f.path] = sum
		}
		if sum == "" || sum != f.sum {
			out = append(out, f.path)
		}
	}
	return out
}

// hashFile is the SHA-256 of the file at path (outputs.HashFile), as
// contentChanged takes it: a variable, so that tests see when and where
// files are hashed.
var hashFile = outputs.HashFile

// inOrder is the open files named in either list, in the order opened.
func (s *session) inOrder(a, b []string) []string {
	var out []string
	for _, f := range s.files {
		if slices.Contains(a, f.path) || slices.Contains(b, f.path) {
			out = append(out, f.path)
		}
	}
	return out
}

// blocker says why no rating period can be run on the files now, and
// what to do; "" when one can (docs/formats.md: nothing is computed while
// errors stand).
func (s *session) blocker() string {
	list := s.ratingList()
	games := s.resultFiles()
	errs := 0
	for _, f := range s.files {
		errs += len(f.problems.Errors())
	}
	switch {
	case errs > 0:
		return unreadBlocker(errs, len(s.across.problems.Errors()), s.canCheckAcross())
	case len(s.across.problems.Errors()) > 0:
		return fmt.Sprintf("Nothing is computed while errors stand: checked against the rating list, the games give %s (a player not on the list, a game given twice and the like: see the Problems tab).",
			words.Count(len(s.across.problems.Errors()), "error", "errors"))
	case list == nil:
		return "Open the rating list the period starts from (Ctrl+O, or drop it on the window)."
	case len(games) == 0:
		return "Open at least one game list or crosstable with the period's results (Ctrl+O, or drop it on the window)."
	}
	return ""
}

// unreadBlocker says why nothing is computed while the open files have
// errs errors of their own; when they are checked across (checked: a
// rating list and results are open), made as far as they read
// (desk.CheckAcross), it also counts the errors found across them and
// says that more may follow once the files' own are corrected
// (desk.MoreMayFollow).
func unreadBlocker(errs, across int, checked bool) string {
	text := "Nothing is computed while errors stand: " + words.Count(errs, "error", "errors") + " in the open files"
	if !checked {
		return text + " (see the Problems tab)."
	}
	if across > 0 {
		text += " and " + words.Count(across, "error", "errors") + " across them"
	}
	return text + " (see the Problems tab). They are checked across only as far as they read: " + desk.MoreMayFollow + "."
}

// wholeFileErrors counts the errors of the open files, and of the check
// across them, that concern a whole file (atPlace).
func (s *session) wholeFileErrors() int {
	n := 0
	for _, f := range s.files {
		n += countWholeFile(f.problems.Errors())
	}
	return n + countWholeFile(s.across.problems.Errors())
}

// countWholeFile counts the problems of ps at no place (atPlace).
func countWholeFile(ps xlsxio.Problems) int {
	n := 0
	for _, p := range ps {
		if !atPlace(p) {
			n++
		}
	}
	return n
}

// atPlace reports whether p is at a place in its file (a sheet, a cell,
// a line); a problem at none concerns the whole file: it could not be
// read at all (a PDF, an .xls renamed .xlsx, an empty file).
func atPlace(p *xlsxio.Problem) bool {
	return p.Sheet != "" || p.Cell != ""
}

// request is the rating period the open files make, for period p and
// ruleset rs (docs/cli.md `rate`). Call it only when blocker is "".
func (s *session) request(p engine.Period, rs engine.Ruleset, assignUndated bool, read xlsxio.ReadOptions) desk.Request {
	req := desk.Request{List: s.ratingList().path, Period: p, Ruleset: rs, AssignUndated: assignUndated, Read: read}
	for _, g := range s.resultFiles() {
		req.Results = append(req.Results, g.path)
	}
	if f := s.fideList(); f != nil {
		req.FIDE = f.path
	}
	return req
}

// names maps each player of the period the open files make to his name:
// the open list's players by the list's name, then the players of the
// open crosstables who are not on it, by the first section's spelling, as
// the run takes them in (docs/rules.md "Crosstable games for the rating",
// Unknown players; desk.LoadPeriod).
func (s *session) names() map[engine.PlayerID]string {
	if s.nameCache != nil {
		return s.nameCache
	}
	out := map[engine.PlayerID]string{}
	if l := s.ratingList(); l != nil && l.list != nil {
		for _, p := range l.list.Players {
			out[p.ID] = p.Name
		}
	}
	for _, sec := range s.sections() {
		for _, p := range sec.table.Section.Players {
			if _, known := out[p.ID]; !known && p.ID != 0 {
				out[p.ID] = p.Name
			}
		}
	}
	s.nameCache = out
	return out
}

// crosstablePlayer is player id as the first open crosstable section that
// holds him gives him (name, federation, titles, FIDE rating), with the
// section's name; ok is false when no open section holds him. A player
// not on the list joins the period so (docs/rules.md "Crosstable games
// for the rating", Unknown players).
func (s *session) crosstablePlayer(id engine.PlayerID) (p engine.Player, section string, ok bool) {
	for _, sec := range s.sections() {
		for _, sp := range sec.table.Section.Players {
			if sp.ID == id && id != 0 {
				return engine.Player{ID: id, Name: sp.Name, Fed: sp.Fed, Titles: sp.Titles, FIDE: sp.FIDE}, sec.name(), true
			}
		}
	}
	return engine.Player{ID: id}, "", false
}

// absPath names a file the way the workspace does: absolute and clean.
func absPath(path string) string {
	if abs, err := filepath.Abs(path); err == nil {
		return abs
	}
	return filepath.Clean(path)
}
