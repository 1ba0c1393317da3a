package gui

import (
	"fmt"
	"path/filepath"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// playersScreen shows the open rating list as a table (docs/formats.md "Rating
// list"): sortable by any column, searchable by name, ID or federation with
// accents ignored; a double tap (or Open card) opens a player's card.
type playersScreen struct {
	sh   *shell
	item *container.TabItem

	list *xlsxio.RatingList
	// cells are the list's export columns (xlsxio.ExportFromList), so that
	// Rating, RD, Status and Active are shown as a saved list holds them.
	id, name, fed, title, rating, rd, games, status, lastGame, active exportCells
	// result is this session's period on the list, when one was run: its
	// Active column is then the period's (Tournament Rules 9.7).
	result *engine.PeriodResult

	heading    *widget.Label
	search     *widget.Entry
	count      *widget.Label
	cardButton *widget.Button
	table      *sortTable
	content    fyne.CanvasObject
}

// newPlayersScreen builds the Players tab, empty until a list is open.
func newPlayersScreen(sh *shell) *playersScreen {
	s := &playersScreen{sh: sh}
	s.heading = widget.NewLabel("")
	s.heading.TextStyle = fyne.TextStyle{Bold: true}
	s.heading.Truncation = fyne.TextTruncateEllipsis

	s.search = widget.NewEntry()
	s.search.SetPlaceHolder("Search by name, ID or federation (Ctrl+F); accents do not matter")
	s.search.OnChanged = s.onSearchChanged
	s.count = widget.NewLabel("")
	s.cardButton = widget.NewButtonWithIcon("Open card", theme.AccountIcon(), s.onOpenCard)
	s.cardButton.Disable()

	s.table = newSortTable([]column{
		cellColumn("ID", 90, true, "", cellsRef(&s.id)),
		long(cellColumn("Name", 250, false, "", cellsRef(&s.name))),
		cellColumn("Fed", 60, false, "", cellsRef(&s.fed)),
		cellColumn("Title", 90, false, "", cellsRef(&s.title)),
		cellColumn("Rating", 90, true, "unrated", cellsRef(&s.rating)),
		cellColumn("RD", 60, true, "", cellsRef(&s.rd)),
		cellColumn("Games", 80, true, "", cellsRef(&s.games)),
		cellColumn("Status", 110, false, "", cellsRef(&s.status)),
		cellColumn("Last game", 110, true, "", cellsRef(&s.lastGame)),
		cellColumn("Active", 80, false, "–", s.activeAt),
	})
	s.table.onSelected = func(int) { s.cardButton.Enable() }
	s.table.onActivated = s.openCard

	top := container.NewBorder(nil, nil, nil, container.NewHBox(s.count, s.cardButton), s.search)
	s.content = container.NewBorder(container.NewVBox(s.heading, top), nil, nil, nil, s.table.table)
	s.item = container.NewTabItemWithIcon("Players", theme.AccountIcon(), s.content)
	return s
}

func (s *playersScreen) tab() *container.TabItem { return s.item }

func (s *playersScreen) searchBox() *widget.Entry { return s.search }

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
	if res != nil && list != nil && len(res.Players) != len(list.Players) {
		s.result = nil
	}
	// The column funcs read these fields, so they are set in place.
	if list == nil {
		s.id, s.name, s.fed, s.title, s.rating, s.rd, s.games, s.status, s.lastGame, s.active =
			exportCells{}, exportCells{}, exportCells{}, exportCells{}, exportCells{}, exportCells{}, exportCells{}, exportCells{}, exportCells{}, exportCells{}
		s.table.setRows(0, nil)
		s.heading.SetText("No rating list is open: open one on the Workspace tab (Ctrl+O), or drop it on the window.")
		s.count.SetText("")
		s.cardButton.Disable()
		return
	}
	// Only the columns shown are kept, not the whole export.
	exp := xlsxio.ExportFromList(list)
	idx := headerIndex(exp)
	c := func(h string) exportCells { return cellsOf(exp, idx, h).ownCells() }
	s.id, s.name, s.fed, s.title = c("ID"), c("Name"), c("Fed"), c("Title")
	s.rating, s.rd, s.games = c("Rating"), c("RD"), c("Games")
	s.status, s.lastGame, s.active = c("Status"), c("Last game"), c("Active")
	s.table.setRows(len(list.Players), s.haystack)
	heading := "Rating list " + filepath.Base(list.File)
	if list.Sheet != "" {
		heading += ", sheet " + list.Sheet
	}
	if s.result != nil {
		heading += fmt.Sprintf(" — Active as on list %s (the period run on the Rating period tab)", s.result.Period)
	} else {
		heading += " — Active is known once a period is run (Tournament Rules 9.7)"
	}
	s.heading.SetText(heading)
	s.cardButton.Disable()
	s.updateCount()
}

// activeAt is the Active cell of data row r: the period's when one was run
// on the list, else the list's own column.
func (s *playersScreen) activeAt(r int) xlsxio.Cell {
	if s.result != nil && r < len(s.result.Players) {
		return xlsxio.YesNoCell(s.result.Players[r].Active)
	}
	return s.active.at(r)
}

// haystack is what the search looks in for player r: name, ID and
// federation, folded.
func (s *playersScreen) haystack(r int) string {
	p := s.list.Players[r]
	return fold(p.Name) + " " + strconv.FormatInt(int64(p.ID), 10) + " " + fold(p.Fed)
}

// onSearchChanged filters the table as the user types.
func (s *playersScreen) onSearchChanged(text string) {
	s.table.setQuery(text)
	s.cardButton.Disable()
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
	if r, ok := s.table.selectedRow(); ok {
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
