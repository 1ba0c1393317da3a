package gui

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/desk"
	"ratingdesk/titles"

	"ratingdesk/internal/words"
)

// tournamentsScreen shows the sections of the open crosstables (docs/formats.md
// "Crosstable"): a list of every section with its players and games, and
// for the section selected its crosstable as read, the standings with the
// tie-breaks and performances (Tournament Rules 7.2; docs/rules.md §4, §5), the
// section requirements (App. 2 item 1), and each player's norms per title
// level (App. 2; titles.WatchNorms). Every figure comes from
// desk.ComputeNorms; the screen only lays it out. The section's documents
// (statement of norms, certificates, norms workbook) are saved from here
// (normdocs.go).
type tournamentsScreen struct {
	sh   *shell
	item *container.TabItem

	heading *widget.Label
	list    *sortTable
	// listBox holds the list, asking for room for listMinRows of its
	// sections; it is given room for up to listRows when the window has
	// it (preferTop), and the section below takes the rest.
	listBox *fyne.Container
	// listSplit holds the list above the section (preferTop).
	listSplit *fyne.Container
	sections  []*section
	// selected is the section shown below the list, nil when none.
	selected *section

	title        *widget.Label
	summary      *widget.Label
	statementBtn *keyButton
	certsBtn     *keyButton
	normsBookBtn *keyButton
	views        *container.AppTabs
	gridTab      *container.TabItem
	standingsTab *container.TabItem
	requireTab   *container.TabItem
	normsTab     *container.TabItem
	gridBox      *fyne.Container
	grid         *sortTable
	standings    *sortTable
	requirements *sortTable
	norms        *sortTable
	normFilter   *widget.Select
	normCount    *widget.Label
	normDetail   *widget.Label
	// gridKey and standingsKey say what the marks of withdrawn players
	// and the standings' columns of games mean (withdrawalKey).
	gridKey       *widget.Label
	gridKeyBox    *fyne.Container
	standingsKey  *widget.Label
	detail        fyne.CanvasObject
	emptyDetail   *widget.Label
	content       fyne.CanvasObject
	standingsRows []titles.Standing
}

// The rows the Tournaments tab shows: of the list of sections, as many
// as there are up to listRows when the window has room, at least
// listMinRows (more scroll, or the divider is dragged); and at least
// sectionRows of a section's tables.
const (
	listRows    = 4
	listMinRows = 2
	sectionRows = 2
)

// The views of a section, as the -view flag names them.
const (
	viewCrosstable   = "crosstable"
	viewStandings    = "standings"
	viewRequirements = "requirements"
	viewNorms        = "norms"
)

// newTournamentsScreen builds the Tournaments tab, empty until a crosstable
// is open.
func newTournamentsScreen(sh *shell) *tournamentsScreen {
	s := &tournamentsScreen{sh: sh}
	s.heading = widget.NewLabel("")

	sec := func(r int) *section { return s.sections[r] }
	s.list = newSortTable([]column{
		{title: "Section", width: 300, long: true, text: func(r int) string { return sec(r).name() }},
		{title: "Type", width: 140, long: true, text: func(r int) string { return sec(r).table.Section.Type }},
		{title: "Players", width: 80, numeric: true, text: func(r int) string { return strconv.Itoa(len(sec(r).table.Section.Players)) },
			key: func(r int) float64 { return float64(len(sec(r).table.Section.Players)) }},
		{title: "Games finished", width: 130, numeric: true, text: func(r int) string { return gamesText(sec(r)) },
			key: func(r int) float64 { f, _ := sec(r).games(); return float64(f) }},
		{title: "Norms", width: 200, long: true, text: func(r int) string { return normsSummary(sec(r)) }},
		{title: "File", width: 260, long: true, text: func(r int) string { return sheetText(sec(r)) }},
	})
	s.list.onSelected = s.onSectionSelected

	s.title = widget.NewLabel("")
	s.title.TextStyle = fyne.TextStyle{Bold: true}
	s.title.Truncation = fyne.TextTruncateEllipsis
	s.summary = widget.NewLabel("")
	s.statementBtn = newKeyButton("Statement of norms (PDF)…", theme.DocumentPrintIcon(), s.onSaveStatement)
	s.statementBtn.Importance = widget.HighImportance
	s.certsBtn = newKeyButton("Certificates (PDF)…", theme.DocumentPrintIcon(), s.onSaveCertificates)
	s.normsBookBtn = newKeyButton("Norms workbook (XLSX/CSV)…", theme.DocumentSaveIcon(), s.onSaveNormsBook)

	s.gridBox = container.NewStack()
	s.standings = newSortTable(s.standingsColumns())
	s.requirements = newSortTable(s.requirementColumns())
	s.norms = newSortTable(s.normColumns())
	s.norms.onSelected = s.onNormRowSelected
	s.normDetail = widget.NewLabel("")

	s.gridKey = widget.NewLabel("")
	s.standingsKey = widget.NewLabel("")
	s.gridKeyBox = wrapped(s.gridKey)
	s.gridTab = container.NewTabItem("Crosstable", border(nil, s.gridKeyBox, nil, nil,
		atLeast(s.gridBox, fyne.NewSize(0, s.standings.rowsHeight(sectionRows)))))
	s.standingsTab = container.NewTabItem("Standings", border(nil, wrapped(s.standingsKey), nil, nil, s.standings.withRows(sectionRows)))
	s.requireTab = container.NewTabItem("Requirements", s.requirements.withRows(sectionRows))
	s.normCount = widget.NewLabel("")
	s.normFilter = widget.NewSelect(normFilters, s.onNormFilterChanged)
	s.normFilter.SetSelected(normsAll)
	// The key of the colours: the statuses alone, without a heading, so
	// that the row fits a window 900 wide.
	normsKey := container.NewHBox(newSwatch(titles.Achieved), newSwatch(titles.Secured), newSwatch(titles.Possible), newSwatch(titles.OutOfReach))
	normsTop := border(nil, nil, normsKey, container.NewHBox(widget.NewLabel("Show players with"), fullWidth(s.normFilter, s.normFilter.Options), s.normCount))
	s.normsTab = container.NewTabItem("Norms", border(normsTop,
		container.NewVBox(widget.NewSeparator(), wrapped(s.normDetail)), nil, nil, s.norms.withRows(sectionRows)))
	s.views = container.NewAppTabs(s.gridTab, s.standingsTab, s.requireTab, s.normsTab)

	buttons := container.NewHBox(s.statementBtn, s.certsBtn, s.normsBookBtn)
	top := container.NewVBox(border(nil, nil, nil, buttons, s.title), wrapped(s.summary))
	s.detail = border(top, nil, nil, nil, s.views)
	s.emptyDetail = widget.NewLabel("")
	s.listBox = s.list.withRows(1)
	// The section scrolls in a window too low for it, under the list,
	// rather than holding the window's height up (minimum 900×600).
	sectionBox := container.NewVScroll(container.NewStack(s.detail, wrapped(s.emptyDetail)))
	split := container.NewVSplit(s.listBox, sectionBox)
	s.listSplit = preferTop(split, func(avail float32) float32 {
		return s.listHeight(avail, sectionBox.Content.MinSize().Height)
	})
	s.content = border(wrapped(s.heading), nil, nil, nil, s.listSplit)
	s.item = container.NewTabItemWithIcon("Tournaments", theme.GridIcon(), s.content)
	return s
}

func (s *tournamentsScreen) tab() *container.TabItem { return s.item }

// listHeight is the height of the list of sections when avail is shared
// with a section that needs section: room for all the sections (up to
// listRows) when the section has what it needs, less down to listMinRows
// before the section has to scroll.
func (s *tournamentsScreen) listHeight(avail, section float32) float32 {
	n := max(1, len(s.sections))
	least := s.list.rowsHeight(min(n, listMinRows))
	return max(least, min(s.list.rowsHeight(min(n, listRows)), avail-section))
}

func (s *tournamentsScreen) onSessionChanged() {
	keep := ""
	if s.selected != nil {
		keep = s.selected.key()
	}
	s.sections = s.sh.session.sections()
	s.list.setRows(len(s.sections), nil)
	setMinRows(s.listBox, s.list, max(1, min(len(s.sections), listMinRows)))
	s.listSplit.Refresh() // room for the sections there are now
	s.heading.SetText(s.headingText())
	s.heading.Show()
	if len(s.sections) > 0 {
		// The list says it all; the room goes to the section.
		s.heading.Hide()
	}
	s.selected = nil
	for _, sec := range s.sections {
		if sec.key() == keep {
			s.selected = sec
		}
	}
	if s.selected == nil && len(s.sections) > 0 {
		s.selected = s.sections[0]
	}
	s.selectSection(s.selected)
}

// headingText says what the list holds, or how to fill it.
func (s *tournamentsScreen) headingText() string {
	if len(s.sections) == 0 {
		if broken := brokenCrosstables(s.sh.session.crosstables()); broken != "" {
			return broken
		}
		return "No crosstable is open. Open a crosstable workbook (one section a sheet, with a row headed No, Name … " +
			"and the result columns 1 … N; docs/formats.md \"Crosstable\") with Open… (Ctrl+O), or drop it on the window."
	}
	files := len(s.sh.session.crosstables())
	return fmt.Sprintf("%s in %s. Select one to see its crosstable, standings, requirements and norms, "+
		"and to save its statement of norms, certificates and norms workbook.",
		words.Count(len(s.sections), "section", "sections"), words.Count(files, "crosstable file", "crosstable files"))
}

// brokenCrosstables says why open crosstables show no section: the
// errors of each file that has them (docs/formats.md "General rules":
// nothing of a file with errors is used), with the way out; "" when
// none has errors (a tester: a crosstable with errors was said to be no
// crosstable at all).
func brokenCrosstables(cts []*openFile) string {
	broken := crosstableErrors(cts)
	if broken == "" {
		return ""
	}
	return "No section can be shown: " + broken + " (see the Problems tab). Correct the files and save them: " + readAgainText
}

// crosstableErrors names the crosstables of cts that show no section
// for their errors, with their count ("broken.csv has 4 errors"); ""
// when none.
func crosstableErrors(cts []*openFile) string {
	var parts []string
	for _, f := range cts {
		if n := len(f.problems.Errors()); n > 0 && len(f.sections) == 0 {
			parts = append(parts, fmt.Sprintf("%s has %s", filepath.Base(f.path), words.Count(n, "error", "errors")))
		}
	}
	return strings.Join(parts, ", ")
}

// selectSection shows a section (nil: none) and selects its row.
func (s *tournamentsScreen) selectSection(sec *section) {
	s.selected = sec
	for i, x := range s.sections {
		if x == sec {
			if r, ok := s.list.selectedRow(); !ok || r != i {
				s.list.selectRow(i) // calls onSectionSelected
				return
			}
		}
	}
	s.showSection(sec)
}

// selectSectionNamed selects the section a name gives: its sheet, its
// section name or its "Tournament / Section" name, case ignored. It
// reports whether one was found.
func (s *tournamentsScreen) selectSectionNamed(name string) bool {
	if i := s.sectionNamed(name); i >= 0 {
		s.selectSection(s.sections[i])
		return true
	}
	return false
}

// clickSectionNamed selects the section a name gives (as
// selectSectionNamed) the way a click on its row in the list does. It
// reports whether one was found.
func (s *tournamentsScreen) clickSectionNamed(name string) bool {
	i := s.sectionNamed(name)
	if i < 0 {
		return false
	}
	s.list.clickRow(i)
	return true
}

// sectionNamed is the index of the section a name gives, -1 when none.
func (s *tournamentsScreen) sectionNamed(name string) int {
	for i, sec := range s.sections {
		if strings.EqualFold(sec.table.Sheet, name) || strings.EqualFold(sec.table.Section.Name, name) || strings.EqualFold(sec.name(), name) {
			return i
		}
	}
	return -1
}

// showView brings one view of the section to the front: "crosstable",
// "standings", "requirements" or "norms"; another name changes nothing.
func (s *tournamentsScreen) showView(name string) {
	switch strings.ToLower(name) {
	case viewCrosstable:
		s.views.Select(s.gridTab)
	case viewStandings:
		s.views.Select(s.standingsTab)
	case viewRequirements:
		s.views.Select(s.requireTab)
	case viewNorms:
		s.views.Select(s.normsTab)
	}
}

// onSectionSelected shows the section of list row r.
func (s *tournamentsScreen) onSectionSelected(r int) {
	if r >= 0 && r < len(s.sections) {
		s.selected = s.sections[r]
		s.showSection(s.selected)
	}
}

// showSection fills the views with a section (nil: none).
func (s *tournamentsScreen) showSection(sec *section) {
	if sec == nil {
		s.detail.Hide()
		s.emptyDetail.SetText("")
		if len(s.sections) > 0 {
			s.emptyDetail.SetText("Select a section above.")
		}
		s.emptyDetail.Show()
		s.standingsRows = nil
		s.standings.setRows(0, nil)
		s.requirements.setRows(0, nil)
		s.norms.setRows(0, nil)
		return
	}
	s.emptyDetail.Hide()
	s.detail.Show()
	s.title.SetText(sec.name())
	s.summary.SetText(sectionSummary(sec))
	s.grid = newSortTable(s.gridColumns(sec))
	s.gridBox.Objects = []fyne.CanvasObject{s.grid.table}
	s.grid.setRows(len(sec.table.Section.Players), nil)
	s.gridBox.Refresh()
	s.showKeys(&sec.table.Section)

	s.standingsRows = nil
	reqRows := 0
	if rep := sec.norms; rep != nil {
		s.standingsRows = rep.Standings
		reqRows = len(rep.Watch.Statement.Requirements.Checks) + 1
	}
	s.standings.setRows(len(s.standingsRows), nil)
	s.requirements.setRows(reqRows, nil)
	playerRows := 0
	if sec.norms != nil {
		playerRows = len(sec.table.Section.Players)
	}
	s.norms.setRows(playerRows, nil)
	s.showNormCount()
	s.normDetail.SetText(s.normHint(sec))

	// The summary's height changes with the section.
	s.detail.Refresh()

	s.statementBtn.Disable()
	s.normsBookBtn.Disable()
	s.certsBtn.Disable()
	s.certsBtn.SetText("Certificates (PDF)…")
	if sec.norms != nil {
		s.statementBtn.Enable()
		s.normsBookBtn.Enable()
		refs, held := certificatesOf(sec)
		switch {
		case len(refs) > 0:
			s.certsBtn.Enable()
			s.certsBtn.SetText(fmt.Sprintf("Certificates (%d PDF)…", len(refs)))
		case len(held) > 0:
			s.certsBtn.SetText("Certificates (titles held)")
		case sec.norms.Watch.Statement.Requirements.EarlierRules:
			// App. 2 head note: not "no norm achieved".
			s.certsBtn.SetText("Certificates (norms not computed)")
		default:
			s.certsBtn.SetText("Certificates (no norm achieved)")
		}
	}
}

// The choices of the norms' filter: the players shown are those with a
// norm of that status at some title level, or (normsOutOfReach) with every
// level out of reach, or (normsNotComputed) whose norms are not computed,
// in a section started before 1 April 2017 (titles.NormStatus, as the
// norms table shows it; App. 2 head note).
const (
	normsAll         = "any status"
	normsAchieved    = "a norm achieved"
	normsSecured     = "a norm secured"
	normsPossible    = "a norm still possible"
	normsOutOfReach  = "every norm out of reach"
	normsNotComputed = "norms not computed"
)

// onAllClosed shows every player's norms again, the filter chosen for
// the sections closed (resetter).
func (s *tournamentsScreen) onAllClosed() string {
	s.normFilter.SetSelected(normsAll)
	return ""
}

// normFilters are the choices of the norms' filter, in order.
var normFilters = []string{normsAll, normsAchieved, normsSecured, normsPossible, normsOutOfReach, normsNotComputed}

// onNormFilterChanged shows the players the filter chosen keeps.
func (s *tournamentsScreen) onNormFilterChanged(choice string) {
	s.norms.setKeep(s.keepNormRow(choice))
	s.showNormCount()
}

// keepNormRow is the filter of the norms table for a choice: nil keeps
// every player.
func (s *tournamentsScreen) keepNormRow(choice string) func(r int) bool {
	has := func(r int, st titles.NormStatus) bool {
		for _, l := range titles.Levels() {
			if c, ok := s.selected.norms.Watch.Check(r, l); ok && c.Status == st {
				return true
			}
		}
		return false
	}
	want := map[string]titles.NormStatus{normsAchieved: titles.Achieved, normsSecured: titles.Secured, normsPossible: titles.Possible, normsNotComputed: titles.NotComputed}
	switch st, ok := want[choice]; {
	case ok:
		return func(r int) bool { return s.hasNorms() && has(r, st) }
	case choice == normsOutOfReach:
		return func(r int) bool {
			return s.hasNorms() && !has(r, titles.Achieved) && !has(r, titles.Secured) && !has(r, titles.Possible) && !has(r, titles.NotComputed)
		}
	}
	return nil
}

// hasNorms reports whether the section shown has its norms.
func (s *tournamentsScreen) hasNorms() bool { return s.selected != nil && s.selected.norms != nil }

// showNormCount says how many players the norms table shows.
func (s *tournamentsScreen) showNormCount() {
	s.normCount.SetText(countText(len(s.norms.shown), s.norms.rows, "player", "players"))
}

// normHint is what the line below the norms says before a row is
// selected.
func (s *tournamentsScreen) normHint(sec *section) string {
	if sec.norms == nil {
		if len(sec.problems) > 0 {
			return "No norms: " + problemSentence(sec.problems[0]) + " " + problemAdvice(sec.problems[0])
		}
		return "No norms for this section."
	}
	return "Select a player to read the norms in full: the points required at each level, the points still needed, and why a norm is out of reach."
}

// sectionSummary says what a section is and whether it offers norms, as
// the statement of norms heads it (App. 2 items 1, 2.3, 2.12).
func sectionSummary(sec *section) string {
	s := &sec.table.Section
	finished, total := sec.games()
	facts := desk.SectionFacts(s, finished, total)
	text := capitalise(strings.Join(facts, ", ")) + "."
	rep := sec.norms
	if rep == nil {
		return text + " Its norms cannot be computed: see the Problems tab."
	}
	st := rep.Watch.Statement
	text += fmt.Sprintf(" Average %s, category %s (App. 2 items 2.3, 2.12). Ratings used: %s.", words.Fixed(st.Average, 4), titles.CategoryName(st), rep.RatingsUsed())
	if st.Requirements.TitleTournament() {
		return text + " The section offers title norms."
	}
	if st.Requirements.EarlierRules {
		return text + " Its title norms are not computed: " + titles.EarlierRulesText() + "."
	}
	var fails []string
	for _, c := range st.Requirements.Failures() {
		fails = append(fails, fmt.Sprintf("%s (%s)", c.Item.Rule(), c.Item))
	}
	return text + " The section offers no title norms: it fails " + strings.Join(fails, ", ") + "."
}

// gridColumns are the columns of a section's crosstable as the workbook
// has it: No, Name, Fed, Rating, the results against each start number
// (x on the diagonal), and the score.
func (s *tournamentsScreen) gridColumns(sec *section) []column {
	sc := &sec.table.Section
	p := func(r int) titles.SectionPlayer { return sc.Players[r] }
	score := scoresOf(sec)
	cols := []column{
		{title: "No", width: 50, numeric: true, text: func(r int) string { return strconv.Itoa(p(r).No) },
			key: func(r int) float64 { return float64(p(r).No) }},
		// A withdrawn player's name says so (withdrawalMark, the key
		// below the table): a tester could not tell him from the rest.
		// The mark wraps under the name, so that the table keeps its
		// width.
		{title: "Name", width: 210, wrap: true, text: func(r int) string { return markedName(p(r)) }},
		{title: "Fed", width: 55, text: func(r int) string { return p(r).Fed }},
		{title: "Rating", width: 70, numeric: true, text: func(r int) string { return ratingText(p(r).StartRating) },
			key: func(r int) float64 { return float64(p(r).StartRating) }},
	}
	width := float32(40)
	if sc.DoubleRound {
		width = 56
	}
	for j := range sc.Players {
		cols = append(cols, column{title: strconv.Itoa(j + 1), width: width, text: func(r int) string {
			return resultsText(sc, r, j)
		}})
	}
	return append(cols, column{title: "Score", width: 65, numeric: true,
		text: func(r int) string {
			if v, ok := score[r]; ok {
				return v.String()
			}
			return ""
		},
		key: func(r int) float64 { return score[r].Float() }})
}

// scoresOf maps each player of a section to the score the standings give
// (Tournament Rules 7.2), from the norms report, or from titles.Standings
// when the norms cannot be computed.
func scoresOf(sec *section) map[int]titles.HalfPoints {
	st := []titles.Standing(nil)
	if sec.norms != nil {
		st = sec.norms.Standings
	} else if all, err := titles.Standings(sec.table.Section); err == nil {
		st = all
	}
	out := make(map[int]titles.HalfPoints, len(st))
	for _, l := range st {
		out[l.Player] = l.Score
	}
	return out
}

// resultsText is the cell of player i against player j as a crosstable
// writes it: "x" on the diagonal, the result (two in a double round, "1
// ½"), "" for a game not finished.
func resultsText(s *titles.Section, i, j int) string {
	if i == j {
		return "x"
	}
	rs := s.Games[i][j]
	if len(rs) == 1 && !rs[0].Finished() {
		return ""
	}
	parts := make([]string, len(rs))
	for k, r := range rs {
		parts[k] = r.String()
	}
	return strings.Join(parts, " ")
}

// standingsColumns are the standings' columns: place, the player, score,
// games finished and played, wins (Baumbach) and Sonneborn-Berger
// (Tournament Rules 7.2), and the classic and iterative performances
// (docs/rules.md §5).
func (s *tournamentsScreen) standingsColumns() []column {
	st := func(r int) titles.Standing { return s.standingsRows[r] }
	p := func(r int) titles.SectionPlayer { return s.selected.table.Section.Players[st(r).Player] }
	perf := func(r int) titles.PlayerPerformance { return s.selected.norms.Performances[st(r).Player] }
	num := func(title string, width float32, text func(r int) string, key func(r int) float64) column {
		return column{title: title, width: width, numeric: true, text: text, key: key}
	}
	perfCol := func(title string, value func(titles.PlayerPerformance) float64) column {
		c := num(title, 115, func(r int) string {
			if !perf(r).Defined {
				return "–"
			}
			return words.Fixed(value(perf(r)), 2)
		}, func(r int) float64 { return value(perf(r)) })
		c.blank = func(r int) bool { return !perf(r).Defined }
		return c
	}
	return []column{
		num("Place", 65, func(r int) string { return st(r).PlaceString() }, func(r int) float64 { return float64(r) }),
		num("No", 50, func(r int) string { return strconv.Itoa(p(r).No) }, func(r int) float64 { return float64(p(r).No) }),
		// A withdrawn player's mark wraps under his name: the standings
		// keep to the window's width with the Played column.
		{title: "Name", width: 210, wrap: true, text: func(r int) string { return markedName(p(r)) }},
		{title: "Fed", width: 55, text: func(r int) string { return p(r).Fed }},
		num("Rating", 70, func(r int) string { return ratingText(p(r).StartRating) }, func(r int) float64 { return float64(p(r).StartRating) }),
		num("Score", 65, func(r int) string { return st(r).Score.String() }, func(r int) float64 { return st(r).Score.Float() }),
		// Finished: the standings' games, forfeits included (the Games
		// of the norms workbook's Standings sheet); Played: those played,
		// which the performances count, and a norm after an accepted
		// withdrawal (titles.PlayerPerformance.Games; standingsKeyText).
		num("Finished", 70, func(r int) string { return strconv.Itoa(st(r).Games) }, func(r int) float64 { return float64(st(r).Games) }),
		num("Played", 70, func(r int) string { return strconv.Itoa(perf(r).Games) }, func(r int) float64 { return float64(perf(r).Games) }),
		num("Wins", 60, func(r int) string { return strconv.Itoa(st(r).Wins) }, func(r int) float64 { return float64(st(r).Wins) }),
		num("SB", 70, func(r int) string { return strconv.FormatFloat(st(r).SonnebornBerger, 'f', -1, 64) },
			func(r int) float64 { return st(r).SonnebornBerger }),
		perfCol("Performance", func(pp titles.PlayerPerformance) float64 { return pp.Classic }),
		perfCol("Perf. iterative", func(pp titles.PlayerPerformance) float64 { return pp.Iterative }),
	}
}

// requirementColumns are the columns of the section requirements (App. 2
// item 1): the rule, the requirement, the section's value, the limit and
// whether it passes; the last row says whether the section offers norms.
// Value and Limit are as wide as their texts (titles.Check.Texts), which
// are never cut.
func (s *tournamentsScreen) requirementColumns() []column {
	req := func() titles.Requirements { return s.selected.norms.Watch.Statement.Requirements }
	check := func(r int) (titles.Check, bool) {
		cs := req().Checks
		if r < len(cs) {
			return cs[r], true
		}
		return titles.Check{}, false
	}
	result := func(r int) string {
		c, ok := check(r)
		switch {
		case !ok && req().TitleTournament():
			return "yes"
		case !ok && req().EarlierRules:
			return "not computed"
		case !ok:
			return "no"
		}
		return req().Verdict(c).String()
	}
	return []column{
		{title: "Rule", width: 250, long: true, text: func(r int) string {
			if c, ok := check(r); ok {
				return c.Item.Rule()
			}
			return "App. 2 item 1"
		}},
		{title: "Requirement", width: 390, long: true, text: func(r int) string {
			if c, ok := check(r); ok {
				return c.Item.String()
			}
			return "the section offers title norms"
		}},
		// Value and Limit are as wide as their texts ("at least 8 games
		// each" ran over the Result: a tester).
		{title: "Value", width: 120, fit: true, text: func(r int) string {
			if c, ok := check(r); ok {
				v, _ := req().Texts(c)
				return v
			}
			return ""
		}},
		{title: "Limit", width: 130, fit: true, text: func(r int) string {
			if c, ok := check(r); ok {
				_, l := req().Texts(c)
				return l
			}
			return ""
		}},
		// The Result wraps its longest verdict ("fail: assumed rating
		// applies …") onto a second line, so that the table fits the
		// window's default width whatever the Value and Limit take.
		{title: "Result", width: 240, wrap: true, text: result, tint: func(r int) fyne.ThemeColorName {
			switch res := result(r); {
			case res == "pass" || res == "yes":
				return theme.ColorNameSuccess
			case strings.HasPrefix(res, "fail") || res == "no":
				return theme.ColorNameError
			}
			return ""
		}},
	}
}

// normColumns are the columns of the norms: the player, R_a, the score and
// the games left, and for each title level GM to CCE where the player
// stands (titles.NormStatus), shaded by status and written in words, with
// the points still needed for a norm still possible.
func (s *tournamentsScreen) normColumns() []column {
	p := func(r int) titles.SectionPlayer { return s.selected.table.Section.Players[r] }
	first := func(r int) titles.NormCheck {
		c, _ := s.selected.norms.Watch.Check(r, titles.GM)
		return c
	}
	cols := []column{
		{title: "No", width: 50, numeric: true, text: func(r int) string { return strconv.Itoa(p(r).No) },
			key: func(r int) float64 { return float64(p(r).No) }},
		{title: "Name", width: 190, long: true, text: func(r int) string { return p(r).Name }},
		{title: "Fed", width: 50, text: func(r int) string { return p(r).Fed }},
		{title: "R_a", width: 85, numeric: true, text: func(r int) string { return raText(p(r), first(r)) },
			key: func(r int) float64 { return first(r).OpponentsAverage }},
		{title: "Score", width: 65, numeric: true, text: func(r int) string { return first(r).Score.String() },
			key: func(r int) float64 { return first(r).Score.Float() }},
		{title: "Games", width: 70, numeric: true, text: func(r int) string { return strconv.Itoa(first(r).ScoreGames) },
			key: func(r int) float64 { return float64(first(r).ScoreGames) }},
		{title: "Left", width: 55, numeric: true, text: func(r int) string { return strconv.Itoa(first(r).Remaining) },
			key: func(r int) float64 { return float64(first(r).Remaining) }},
	}
	for _, l := range titles.Levels() {
		check := func(r int) titles.NormCheck {
			c, _ := s.selected.norms.Watch.Check(r, l)
			return c
		}
		cols = append(cols, column{title: l.String(), width: 136,
			text: func(r int) string { return normCellText(check(r)) },
			key:  func(r int) float64 { return -float64(check(r).Status) },
			tint: func(r int) fyne.ThemeColorName { return statusColour(check(r).Status) },
		})
	}
	return cols
}

// onNormRowSelected says in full where player r stands at every level.
func (s *tournamentsScreen) onNormRowSelected(r int) {
	if s.selected == nil || s.selected.norms == nil || r < 0 || r >= len(s.selected.table.Section.Players) {
		return
	}
	s.normDetail.SetText(playerNormsText(s.selected, r))
}

// playerNormsText words a player's norm watch: score, games left, R_a,
// and for each level the status with the points required, the points
// still needed or the reason it is out of reach (App. 2 items 2.4, 2.8).
func playerNormsText(sec *section, i int) string {
	p := sec.table.Section.Players[i]
	w := sec.norms.Watch
	c0, _ := w.Check(i, titles.GM)
	text := fmt.Sprintf("No %d %s: %s from %s, %s left; R_a %s.", p.No, p.Name, c0.Score,
		words.Count(c0.ScoreGames, "game", "games"), words.Count(c0.Remaining, "game", "games"), words.Fixed(c0.OpponentsAverage, 2))
	if p.Withdrawn == titles.WithdrawalAccepted {
		// Worded as the certificate and the norms summary word it.
		text = fmt.Sprintf("No %d %s: %s from %s played, of %d (withdrawal accepted: only played games count for a norm, not %s; App. 2 item 3a); R_a %s.",
			p.No, p.Name, c0.Score, words.Count(c0.ScoreGames, "game", "games"), c0.CountedGames(sec.table.Section), unplayedWords(sec.table.Section, i), words.Fixed(c0.OpponentsAverage, 2))
	}
	var parts []string
	for _, l := range titles.Levels() {
		c, _ := w.Check(i, l)
		part := fmt.Sprintf("%s %s", l, c.Status)
		switch {
		case c.Reason == titles.ReasonEarlierRules:
			// App. 2 head note: not computed, rather than out of reach
			// (the text above the tabs says why).
			part = fmt.Sprintf("%s %s", l, c.Reason.Short())
		case c.Status == titles.Achieved, c.Status == titles.Secured:
			part += fmt.Sprintf(" (required %s, overscore %d)", c.Required, c.Overscore)
		case c.Status == titles.Possible:
			part += fmt.Sprintf(": needs %s more from %s (required %s)", c.Needed, words.Count(c.Remaining, "game", "games"), c.Required)
		default:
			if c.Reason == titles.ReasonScore {
				part += fmt.Sprintf(" (required %s)", c.Required)
			} else if c.Reason != titles.NoReason {
				part += " (" + c.Reason.String() + ")"
			}
		}
		parts = append(parts, part)
	}
	return text + " " + strings.Join(parts, "; ") + "."
}

// unplayedWords names player i's games not played as what they are
// (titles.Section.UnplayedGames): "forfeits" when all are forfeits, else
// "the games not played" (unfinished games are no forfeits; a TD
// re-tester).
func unplayedWords(s titles.Section, i int) string {
	if _, unfinished := s.UnplayedGames(i); unfinished > 0 {
		return "the games not played"
	}
	return "forfeits"
}

// raText is a player's R_a on the Norms tab: none ("–") for a player whose
// games were cancelled, whose norms are not measured (App. 2 item 3a).
func raText(p titles.SectionPlayer, c titles.NormCheck) string {
	if p.GamesCancelled {
		return "–"
	}
	return words.Fixed(c.OpponentsAverage, 2)
}

// normCellText is a norm cell: the status in words, with the points still
// needed for a norm still possible, and for one out of reach the reason
// as the statement of norms words it (titles.Reason.Short).
func normCellText(c titles.NormCheck) string {
	switch c.Status {
	case titles.Possible:
		return "possible: needs " + c.Needed.String()
	case titles.OutOfReach:
		// In the statement's words: "Ra too low", "withdrawn" …
		return c.Reason.Short()
	}
	return c.Status.String()
}

// statusColour is the theme colour a norm status is shaded with: success
// (green) for achieved, primary (blue) for secured, warning (amber) for
// possible, none for out of reach. The cell also says the status in words.
func statusColour(st titles.NormStatus) fyne.ThemeColorName {
	switch st {
	case titles.Achieved:
		return theme.ColorNameSuccess
	case titles.Secured:
		return theme.ColorNamePrimary
	case titles.Possible:
		return theme.ColorNameWarning
	}
	return ""
}

// games counts the section's finished games and all its games, as the
// norms count them (titles.Section.FinishedGames: the games of players
// whose games were cancelled left out, App. 2 item 3a), whether or not
// the norms can be computed.
func (s *section) games() (finished, total int) {
	return s.table.Section.FinishedGames()
}

// gamesText writes a section's games: "42 of 55".
func gamesText(sec *section) string {
	f, t := sec.games()
	return fmt.Sprintf("%d of %d", f, t)
}

// normsSummary counts the players by their best norm status: "13
// achieved (2 certificates)", "6 secured, 9 possible"; or says the
// section offers none, or that its norms follow the earlier rules (a
// section started before 1 April 2017, App. 2 head note).
func normsSummary(sec *section) string {
	rep := sec.norms
	if rep == nil {
		return "not computed (see Problems)"
	}
	if rep.Watch.Statement.Requirements.EarlierRules {
		// App. 2 head note: the earlier rules apply, not "no norms".
		return "earlier rules, not computed"
	}
	if !rep.Watch.Statement.Requirements.TitleTournament() {
		return "no title norms"
	}
	count := rep.Watch.BestCounts()
	var parts []string
	for _, st := range []titles.NormStatus{titles.Achieved, titles.Secured, titles.Possible} {
		if count[st] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", count[st], st))
		}
	}
	if count[titles.Achieved] > 0 {
		// Players holding their norm's title get no certificate (a
		// tester: "13 achieved" beside "Certificates (2 PDF)").
		parts[0] += " (" + words.Count(sec.certificates, "certificate", "certificates") + ")"
	}
	if len(parts) == 0 {
		return "none within reach"
	}
	return strings.Join(parts, ", ")
}

// sheetText names where a section was read: "sections.xlsx, sheet GM-A".
func sheetText(sec *section) string {
	if sec.table.Sheet == "" {
		return filepath.Base(sec.file.path)
	}
	return filepath.Base(sec.file.path) + ", sheet " + sec.table.Sheet
}

// ratingText is a start rating, "" for none.
func ratingText(r int) string {
	if r == 0 {
		return ""
	}
	return strconv.Itoa(r)
}

// withdrawalMark is what follows a withdrawn player's name in the
// crosstable and the standings (docs/formats.md "Crosstable", Withdrawn;
// Tournament Rules 8, App. 2 item 3a): "withdrew, accepted", "withdrew,
// not accepted" or "withdrew, games cancelled"; "" for a player who
// plays on.
func withdrawalMark(p titles.SectionPlayer) string {
	switch {
	case p.GamesCancelled:
		return "withdrew, games cancelled"
	case p.Withdrawn == titles.WithdrawalAccepted:
		return "withdrew, accepted"
	case p.Withdrawn == titles.WithdrawalNotAccepted:
		return "withdrew, not accepted"
	}
	return ""
}

// markedName is a player's name with his withdrawal, if any, on a line
// of its own below it (the tables wrap their Name column):
// "Nowak-Świątek, Łucja\n(withdrew, accepted)".
func markedName(p titles.SectionPlayer) string {
	if m := withdrawalMark(p); m != "" {
		return p.Name + "\n(" + m + ")"
	}
	return p.Name
}

// withdrawalKey says what the withdrawal marks of a section's players
// mean, those present only ("(withdrew, accepted): the withdrawal …") (titles.NormCheck, App. 2 item 3a; docs/rules.md
// §3 "Withdrawal"); "" when no player withdrew.
func withdrawalKey(s *titles.Section) string {
	seen := map[string]bool{}
	for _, p := range s.Players {
		seen[withdrawalMark(p)] = true
	}
	var parts []string
	for _, k := range []struct{ mark, meaning string }{
		{"withdrew, accepted", "the withdrawal was accepted (Tournament Rules 8.2–8.3): the games after it are scored as forfeits, and a norm counts only the games the player played (App. 2 item 3a)"},
		{"withdrew, not accepted", "a withdrawal not accepted, or a silent one: no norm (Tournament Rules 8.4–8.5)"},
		{"withdrew, games cancelled", "the player's games were cancelled: they count for nobody, and the player has no place (App. 2 item 3a)"},
	} {
		if seen[k.mark] {
			parts = append(parts, "("+k.mark+"): "+k.meaning)
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return strings.Join(parts, "; ") + "."
}

// standingsKeyText says what the standings' columns of games count, and
// what the marks of withdrawn players mean (withdrawalKey).
func standingsKeyText(s *titles.Section) string {
	text := "Finished: the games finished, forfeits included, as the standings count them (Tournament Rules 7.2; the norms workbook's Games). " +
		"Played: those played, as the performances count them, and a norm after an accepted withdrawal (App. 2 item 3a)."
	if k := withdrawalKey(s); k != "" {
		text += " " + k
	}
	return text
}

// showKeys shows the keys below the crosstable and the standings of
// section s: the crosstable's only when a player withdrew.
func (s *tournamentsScreen) showKeys(sec *titles.Section) {
	s.gridKey.SetText(withdrawalKey(sec))
	s.gridKeyBox.Hide()
	if s.gridKey.Text != "" {
		s.gridKeyBox.Show()
	}
	s.standingsKey.SetText(standingsKeyText(sec))
}
