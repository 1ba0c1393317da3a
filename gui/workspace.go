package gui

import (
	"cmp"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/xlsxio"

	"ratingdesk/internal/words"
)

// workspaceScreen lists the files the user has opened (the rating list, the
// game lists and the crosstables), each with what it holds (a crosstable's
// sections) and whether it was read cleanly, and the files opened
// recently.
type workspaceScreen struct {
	sh   *shell
	item *container.TabItem

	heading      *widget.Label
	openButton   *keyButton
	reloadButton *keyButton
	closeButton  *keyButton
	sampleButton *keyButton
	files        *sortTable
	shown        []*openFile
	// placed are the problems of the open files that their reading did
	// not give (the check across the files, a run stopped), by the path
	// of the file they are placed in: the Status column counts them
	// (placedProblems).
	placed map[string]xlsxio.Problems

	recent      *widget.List
	recentPaths []string

	content fyne.CanvasObject
}

// newWorkspaceScreen builds the Workspace tab.
func newWorkspaceScreen(sh *shell) *workspaceScreen {
	s := &workspaceScreen{sh: sh}
	s.heading = widget.NewLabel("")
	s.openButton = newKeyButton("Open…", theme.FolderOpenIcon(), sh.onOpen)
	s.openButton.Importance = widget.HighImportance
	s.reloadButton = newKeyButton("Reload changed files", theme.ViewRefreshIcon(), sh.onReload)
	s.closeButton = newKeyButton("Close file", theme.DeleteIcon(), s.onCloseFile)
	s.sampleButton = newKeyButton("Open the sample files", theme.FileIcon(), s.onOpenSample)
	s.sampleButton.Hide()

	s.files = newSortTable([]column{
		{title: "Kind", width: 110, text: func(r int) string { return s.shown[r].what() }},
		{title: "File", width: 230, long: true, text: func(r int) string { return filepath.Base(s.shown[r].path) }},
		{title: "Status", width: 170, text: func(r int) string { return s.shown[r].status(s.placed[s.shown[r].path]) }},
		{title: "Contents", width: 260, long: true, text: func(r int) string { return s.shown[r].contents() },
			compare: func(a, b int) int { return cmp.Compare(s.shown[a].size(), s.shown[b].size()) }},
		{title: "Modified", width: 150, text: func(r int) string {
			if t := s.shown[r].stamp.modTime; !t.IsZero() {
				return t.Format("2006-01-02 15:04")
			}
			return ""
		}},
		{title: "Folder", width: 300, long: true, text: func(r int) string { return filepath.Dir(s.shown[r].path) }},
	})
	s.files.onSelected = func(int) { s.closeButton.Enable() }
	s.files.onActivated = s.onFileActivated

	s.recent = widget.NewList(
		func() int { return len(s.recentPaths) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			if id < len(s.recentPaths) {
				o.(*widget.Label).SetText(s.recentPaths[id])
			}
		})
	s.recent.OnSelected = s.onRecentSelected

	buttons := container.NewHBox(s.openButton, s.reloadButton, s.closeButton, s.sampleButton)
	recentHeading := widget.NewLabel("Recent files (tap one to open it again)")
	recentHeading.TextStyle = fyne.TextStyle{Bold: true}
	split := container.NewVSplit(s.files.table, border(recentHeading, nil, nil, nil, s.recent))
	split.Offset = 0.62
	// The summary has the room of three lines however long it is, and
	// scrolls past them, so that the table stays in place whatever its
	// length (testers: the table jumped down a row as it grew to two
	// lines, then to three).
	threeLines := widget.NewLabel("x\nx\nx").MinSize().Height
	summary := container.NewVScroll(wrapped(s.heading))
	summary.SetMinSize(fyne.NewSize(0, threeLines))
	s.content = border(container.NewVBox(buttons, summary), nil, nil, nil, split)
	s.item = container.NewTabItemWithIcon("Workspace", theme.FolderIcon(), s.content)
	return s
}

func (s *workspaceScreen) tab() *container.TabItem { return s.item }

func (s *workspaceScreen) onSessionChanged() {
	ss := &s.sh.session
	s.shown = ss.files
	s.placed = placedProblems(ss)
	s.files.setRows(len(s.shown), nil)
	s.closeButton.Disable()
	s.reloadButton.Disable()
	if len(ss.files) > 0 {
		s.reloadButton.Enable()
	}
	s.heading.SetText(s.summary())
	s.sampleButton.Hide()
	if len(ss.files) == 0 && len(s.sh.sample) > 0 {
		s.sampleButton.Show()
	}
	s.recentPaths = s.sh.prefs.recent()
	s.recent.UnselectAll()
	s.recent.Refresh()
}

// placedProblems are the problems the Problems tab lists besides those
// each open file's reading gave (its own, and those keeping its sections
// from their norms, which Status says otherwise), by the file they are
// placed in: the Status column counts every problem of its file (a
// tester: a game list with 144 errors of the check across the files
// read "read").
func placedProblems(ss *session) map[string]xlsxio.Problems {
	own := map[*xlsxio.Problem]bool{}
	for _, f := range ss.files {
		for _, p := range f.problems {
			own[p] = true
		}
		for _, p := range f.normProblems {
			own[p] = true
		}
	}
	out := map[string]xlsxio.Problems{}
	for _, p := range ss.problems() {
		if !own[p] && p.File != "" {
			out[p.File] = append(out[p.File], p)
		}
	}
	return out
}

// summary says what is open and what to do next.
func (s *workspaceScreen) summary() string {
	ss := &s.sh.session
	if len(ss.files) == 0 {
		return "No file is open. Open the rating list the period starts from and the game lists or crosstables with its results: " +
			"Open… (Ctrl+O), drop the files on this window, or tap a recent file below."
	}
	list, games := ss.ratingList(), ss.gameLists()
	text := "Rating list: none yet."
	if list != nil {
		text = fmt.Sprintf("Rating list: %s.", filepath.Base(list.path))
	}
	text += fmt.Sprintf(" Game lists: %d.", len(games))
	if f := ss.fideList(); f != nil {
		text += fmt.Sprintf(" FIDE rating list: %s (the unrated players' FIDE ratings).", filepath.Base(f.path))
	}
	if cts := ss.crosstables(); len(cts) > 0 {
		text += crosstablesSummary(len(cts), len(ss.sections()), crosstableErrors(cts))
	}
	if broken := otherFileErrors(ss.files); broken != "" {
		text += " Not read: " + broken + " (Problems tab)."
	}
	if b := ss.blocker(); b != "" {
		return text + " " + b + s.undatedNote()
	}
	if ss.acrossPending() {
		return text + " Checking the games against the rating list…"
	}
	if stopped := ss.stoppedText(); stopped != "" {
		return text + " " + stopped
	}
	return text + " " + s.readText() + " and the games agree with the rating list" + s.runnable()
}

// readText opens the Workspace's summary of files that read and agree:
// "Everything is read", or, when the files have warnings, "Every file is
// read, with 2 warnings (Problems tab)": a warning may say that a
// column is not read (docs/rules.d/xlsxio-read.md "Columns not read"),
// which "Everything is read" would contradict.
//
// The warnings are those the Problems tab lists, the norms' warnings of a
// crosstable's sections among them (a tester: "Everything is read"
// beside "Problems (3)", warnings of a rating not used for the norms).
func (s *workspaceScreen) readText() string {
	n := len(s.sh.session.problems().Warnings())
	if n == 0 {
		return "Everything is read"
	}
	return "Every file is read, with " + words.Count(n, "warning", "warnings") + " (Problems tab),"
}

// otherFileErrors names the files other than crosstables (which
// crosstablesSummary names) that have errors, with how many: "bad.pgn
// has 2 errors" (a tester: the summary named a crosstable with errors but
// not bad.pgn).
func otherFileErrors(files []*openFile) string {
	var parts []string
	for _, f := range files {
		if n := len(f.problems.Errors()); n > 0 && f.kind != xlsxio.CrosstableKind {
			parts = append(parts, fmt.Sprintf("%s has %s", filepath.Base(f.path), words.Count(n, "error", "errors")))
		}
	}
	return strings.Join(parts, ", ")
}

// crosstablesSummary counts the open crosstables and their sections for
// the Workspace's summary, and names those that show none for their
// errors (broken, crosstableErrors): a tester read "with 0 sections" of
// a crosstable with errors.
func crosstablesSummary(files, sections int, broken string) string {
	switch {
	case broken != "" && sections == 0:
		return fmt.Sprintf(" Crosstables: %d, with no section to show: %s (Problems tab).", files, broken)
	case broken != "":
		return fmt.Sprintf(" Crosstables: %d, with %s (Tournaments tab); %s (Problems tab).", files, words.Count(sections, "section", "sections"), broken)
	}
	return fmt.Sprintf(" Crosstables: %d, with %s (Tournaments tab).", files, words.Count(sections, "section", "sections"))
}

// runnable ends the Workspace's summary of files that read and agree:
// the Rating period tab can run the period, unless played games without
// a finish date would stop the run, which the Problems tab warns of
// (undatedWarning) and the Workspace must not contradict (a tester: it
// said the tab can run the period while a warning said the run would
// stop); while Rate undated games in this period is ticked, the run
// rates them in its period.
func (s *workspaceScreen) runnable() string {
	if !slices.ContainsFunc(s.sh.session.problems(), undatedWarning) {
		return ": the Rating period tab can run the period."
	}
	if s.sh.period != nil && s.sh.period.assignUndated.Checked {
		return ": the Rating period tab can run the period, and rates the played games without a finish date in it (Rate undated games in this period is ticked)."
	}
	return ", but played games have no finish date (Problems tab): a run of the period stops on them unless you tick Rate undated games in this period (Rating period tab) or type their dates."
}

// undatedNote ends the Workspace's summary of files that cannot run
// yet (a rating list to open, errors to correct) when played games have
// no finish date, as runnable says it of files that can: else the
// warning was said only once the files could run (a tester opened a
// game list alone and was told nothing of them).
func (s *workspaceScreen) undatedNote() string {
	if !slices.ContainsFunc(s.sh.session.problems(), undatedWarning) {
		return ""
	}
	if s.sh.period != nil && s.sh.period.assignUndated.Checked {
		return " Played games have no finish date (Problems tab): the Rating period tab rates them in the period you run (Rate undated games in this period is ticked)."
	}
	return " Played games have no finish date (Problems tab): a run of the period stops on them unless you tick Rate undated games in this period (Rating period tab) or type their dates."
}

// selectedFile is the file selected in the table, if any.
func (s *workspaceScreen) selectedFile() (*openFile, bool) {
	r, ok := s.files.selectedRow()
	if !ok || r >= len(s.shown) {
		return nil, false
	}
	return s.shown[r], true
}

// onCloseFile closes the selected file.
func (s *workspaceScreen) onCloseFile() {
	if f, ok := s.selectedFile(); ok {
		s.sh.closeFile(f.path)
	}
}

// onFileActivated shows what a file holds: its players, its games, its
// sections, or, for a file with errors, which nothing of is used, its
// problems (docs/guide.md: the Problems tab comes to the front for
// errors; a tester: a file with a warning only showed it instead of its
// games).
func (s *workspaceScreen) onFileActivated(r int) {
	f := s.shown[r]
	switch {
	case f.problems.HasErrors():
		s.sh.show(s.sh.problems)
	case f.list != nil:
		s.sh.show(s.sh.players)
	case f.games != nil:
		s.sh.show(s.sh.period)
	case len(f.sections) > 0:
		s.sh.tournaments.selectSection(f.sections[0])
		s.sh.show(s.sh.tournaments)
	case len(f.problems) > 0:
		s.sh.show(s.sh.problems) // a FIDE list's warnings: it has no tab
	}
}

// onRecentSelected opens a recent file again.
func (s *workspaceScreen) onRecentSelected(id widget.ListItemID) {
	if id < 0 || id >= len(s.recentPaths) {
		return
	}
	path := s.recentPaths[id]
	s.recent.UnselectAll()
	s.sh.openPaths([]string{path}, nil)
}

// onOpenSample opens the sample rating list and game list.
func (s *workspaceScreen) onOpenSample() {
	s.sh.openPaths(s.sh.sample, nil)
}
