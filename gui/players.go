package gui

import (
	"fmt"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"

	"ratingdesk/internal/words"
)

// playersScreen shows the open rating list as a table (docs/formats.md "Rating
// list"): sortable by any column, searchable by name, ID or federation with
// accents ignored; a double tap (or Open card) opens a player's card. It
// lists the list the period starts from, and only it: the players a
// period's crosstables add (docs/rules.md "Crosstable games for the
// rating", Unknown players) are on the Rating period tab's Changes.
type playersScreen struct {
	sh   *shell
	item *container.TabItem

	list *xlsxio.RatingList
	// rows are the list's export rows (xlsxio.ExportFromList), made as
	// the table shows them, so that Rating, RD, Status and Active are
	// shown as a saved list holds them.
	rows   exportRows
	active func(r int) xlsxio.Cell
	// result is this session's period on the list, when one was run: its
	// Active column is then the period's (Tournament Rules 9.7), runActive
	// holding it row by row (the list's players found by ID among the
	// run's, which also holds the crosstables' new players after them),
	// and newPlayers counts the run's players who are not on the list.
	result     *engine.PeriodResult
	runActive  []activeState
	newPlayers int

	heading    *widget.Label
	search     *widget.Entry
	count      *widget.Label
	cardButton *keyButton
	table      *sortTable
	content    fyne.CanvasObject
}

// newPlayersScreen builds the Players tab, empty until a list is open.
func newPlayersScreen(sh *shell) *playersScreen {
	s := &playersScreen{sh: sh}
	s.heading = widget.NewLabel("")
	s.heading.TextStyle = fyne.TextStyle{Bold: true}
	s.heading.Truncation = fyne.TextTruncateEllipsis

	s.search = newPlayerSearchEntry("Search by name, ID or federation (Ctrl+F); accents do not matter", s.onSearchChanged, s.onOpenCard)
	s.count = widget.NewLabel("")
	s.cardButton = newKeyButton("Open card", theme.AccountIcon(), s.onOpenCard)
	s.cardButton.Disable()

	c := s.rows.column
	s.active = c("Active")
	s.table = newSortTable([]column{
		cellColumn("ID", 90, true, "", c("ID")),
		long(cellColumn("Name", 250, false, "", c("Name"))),
		cellColumn("Fed", 60, false, "", c("Fed")),
		cellColumn("Title", 90, false, "", c("Title")),
		cellColumn("Rating", 90, true, "unrated", c("Rating")),
		cellColumn("RD", 60, true, "", c("RD")),
		cellColumn("Games", 80, true, "", c("Games")),
		cellColumn("Status", 110, false, "", c("Status")),
		cellColumn("Last game", 110, true, "", c("Last game")),
		cellColumn("Active", 80, false, "–", s.activeAt),
	})
	s.table.onSelected = func(int) { s.cardButton.Enable() }
	s.table.onActivated = s.openCard

	top := border(nil, nil, nil, container.NewHBox(s.count, s.cardButton), s.search)
	s.content = border(container.NewVBox(s.heading, top), nil, nil, nil, s.table.table)
	s.item = container.NewTabItemWithIcon("Players", theme.AccountIcon(), s.content)
	return s
}

func (s *playersScreen) tab() *container.TabItem { return s.item }

func (s *playersScreen) searchBox() *widget.Entry { return s.search }

// onAllClosed clears the search, typed for the list closed (resetter).
func (s *playersScreen) onAllClosed() string {
	s.search.SetText("")
	return ""
}

func (s *playersScreen) onSessionChanged() {
	var list *xlsxio.RatingList
	if f := s.sh.session.ratingList(); f != nil {
		list = f.list
	}
	var res *engine.PeriodResult
	if run := s.sh.session.run; run != nil && run.loaded.List != nil && list != nil {
		res = run.result
	}
	if list == s.list && res == s.result {
		return
	}
	s.show(list, res)
}

// show puts a list (nil: none) in the table, with the period run on it.
func (s *playersScreen) show(list *xlsxio.RatingList, res *engine.PeriodResult) {
	s.list, s.result = list, res
	s.runActive, s.newPlayers = runActive(list, res)
	if list == nil {
		s.rows.set(nil)
		s.sh.session.search.of(nil) // lets the closed list go
		s.table.setRows(0, nil)
		s.heading.SetText("No rating list is open: open one on the Workspace tab (Ctrl+O), or drop it on the window.")
		s.count.SetText("")
		s.cardButton.Disable()
		return
	}
	s.rows.set(xlsxio.ListRows(list))
	texts := s.sh.session.search.of(list)
	s.table.setRows(len(list.Players), func(r int) string { return texts[r] })
	s.heading.SetText(s.headingText())
	s.table.enableCard(s.cardButton)
	s.updateCount()
}

// headingText names the open list and says that the tab lists it as the
// period starts from it, where Active comes from, and where the players
// new in the period's run are.
func (s *playersScreen) headingText() string {
	heading := "Starting list " + filepath.Base(s.list.File)
	if s.list.Sheet != "" {
		heading += ", sheet " + s.list.Sheet
	}
	if s.result == nil {
		return heading + " — Active is known once a period is run (Tournament Rules 9.7)"
	}
	heading += fmt.Sprintf(" — Active as on list %s (Tournament Rules 9.7)", s.result.Period)
	if s.newPlayers > 0 {
		heading += fmt.Sprintf("; %s new from crosstables: see Rating period, Changes",
			words.Count(s.newPlayers, "player", "players"))
	}
	return heading
}

// activeState is whether a player is active on a period's new list, or
// not on it: a byte a player, where cells would take 72.
type activeState uint8

const (
	notInRun activeState = iota
	inactive
	active
)

// runActive is whether each of list's players is active on the new list
// of the period res (Tournament Rules 9.7), found by ID (notInRun for one
// the run lacks), and how many of the run's players are not on list (new
// from its crosstables); nil and 0 when no period was run.
func runActive(list *xlsxio.RatingList, res *engine.PeriodResult) ([]activeState, int) {
	if list == nil || res == nil {
		return nil, 0
	}
	byID := make(map[engine.PlayerID]bool, len(res.Players))
	for i := range res.Players {
		byID[res.Players[i].Player.ID] = res.Players[i].Active
	}
	out := make([]activeState, len(list.Players))
	onList := 0
	for r, p := range list.Players {
		if a, ok := byID[p.ID]; ok {
			out[r] = inactive
			if a {
				out[r] = active
			}
			onList++
		}
	}
	return out, len(res.Players) - onList
}

// activeAt is the Active cell of data row r: the period's when one was run
// on the list, else the list's own column.
func (s *playersScreen) activeAt(r int) xlsxio.Cell {
	if r >= 0 && r < len(s.runActive) && s.runActive[r] != notInRun {
		return xlsxio.YesNoCell(s.runActive[r] == active)
	}
	return s.active(r)
}

// onSearchChanged filters the table as the user types.
func (s *playersScreen) onSearchChanged(text string) {
	s.table.setQuery(text)
	s.table.enableCard(s.cardButton) // on with one player found
	s.updateCount()
}

// updateCount says how many players are shown.
func (s *playersScreen) updateCount() {
	if s.list == nil {
		s.count.SetText("")
		return
	}
	s.count.SetText(countText(len(s.table.shown), len(s.list.Players), "player", "players"))
}

// onOpenCard opens the card of the selected player.
func (s *playersScreen) onOpenCard() {
	if r, ok := s.table.cardRow(); ok {
		s.openCard(r)
	}
}

// openCard opens the card of the list's player r.
func (s *playersScreen) openCard(r int) {
	if s.list == nil || r < 0 || r >= len(s.list.Players) {
		return
	}
	s.sh.openCard(s.list.Players[r].ID)
}
