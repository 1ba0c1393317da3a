package gui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/engine"
)

// playerColumn is one column of the players table.
type playerColumn struct {
	title string
	width float32
	// numeric columns are right-aligned.
	numeric bool
	text    func(p engine.Player) string
}

// playerColumns are the columns of a rating list as WORKBOOK.md "Rating
// list" names them, with Status (Tournament Rules 9.3) derived from the row.
// Active is left out: it depends on the period being rated (RULES.md §1.6),
// so the last game date is shown instead.
func playerColumns() []playerColumn {
	return []playerColumn{
		{"ID", 90, true, func(p engine.Player) string { return strconv.FormatInt(int64(p.ID), 10) }},
		{"Name", 260, false, func(p engine.Player) string { return p.Name }},
		{"Fed", 60, false, func(p engine.Player) string { return p.Fed }},
		{"Title", 90, false, func(p engine.Player) string { return strings.Join(p.Titles, " ") }},
		{"Rating", 80, true, func(p engine.Player) string {
			if !p.Rated {
				return "unrated"
			}
			return wholeNumber(p.Rating)
		}},
		{"RD", 60, true, func(p engine.Player) string {
			if !p.Rated {
				return ""
			}
			return wholeNumber(p.RD)
		}},
		{"Games", 70, true, func(p engine.Player) string { return strconv.Itoa(p.Games) }},
		{"Status", 110, false, func(p engine.Player) string { return engine.StatusOf(p.Rated, p.Games).String() }},
		{"Last game", 110, false, func(p engine.Player) string {
			if p.LastGame.IsZero() {
				return ""
			}
			return p.LastGame.Format("2006-01-02")
		}},
	}
}

// wholeNumber shows a rating or RD as a list prints it: rounded half up
// (Rules 5, RULES.md §1.6).
func wholeNumber(x float64) string {
	return strconv.Itoa(engine.RoundHalfUp(x))
}

// playersScreen lists the players of a rating list in a table, with a search
// box that filters them by name, ID or federation.
type playersScreen struct {
	players []engine.Player
	columns []playerColumn
	// shown holds the indexes into players of the rows the table shows, in
	// list order.
	shown []int

	search  *widget.Entry
	count   *widget.Label
	table   *widget.Table
	content fyne.CanvasObject
}

// newPlayersScreen builds the screen for the players of one list, in list
// order, all shown.
func newPlayersScreen(players []engine.Player) *playersScreen {
	s := &playersScreen{players: players, columns: playerColumns()}

	s.search = widget.NewEntry()
	s.search.SetPlaceHolder("Search by name, ID or federation")
	s.search.OnChanged = s.onSearchChanged

	s.count = widget.NewLabel("")
	s.count.Alignment = fyne.TextAlignTrailing

	s.table = widget.NewTable(s.tableSize, s.createCell, s.updateCell)
	s.table.ShowHeaderRow = true
	s.table.CreateHeader = s.createHeader
	s.table.UpdateHeader = s.updateHeader
	for i, c := range s.columns {
		s.table.SetColumnWidth(i, c.width)
	}

	top := container.NewBorder(nil, nil, nil, s.count, s.search)
	s.content = container.NewBorder(top, nil, nil, nil, s.table)

	s.filter("")
	return s
}

// onSearchChanged filters the table as the user types.
func (s *playersScreen) onSearchChanged(text string) {
	s.filter(text)
	s.table.ScrollToTop()
}

// filter shows the players matching query and updates the count.
func (s *playersScreen) filter(query string) {
	s.shown = s.shown[:0]
	for i, p := range s.players {
		if playerMatches(p, query) {
			s.shown = append(s.shown, i)
		}
	}
	s.count.SetText(countText(len(s.shown), len(s.players)))
	s.table.Refresh()
}

// playerMatches reports whether every word of query occurs, ignoring case,
// in the player's name, ID or federation.
func playerMatches(p engine.Player, query string) bool {
	hay := strings.ToLower(p.Name + " " + strconv.FormatInt(int64(p.ID), 10) + " " + p.Fed)
	for _, w := range strings.Fields(strings.ToLower(query)) {
		if !strings.Contains(hay, w) {
			return false
		}
	}
	return true
}

// countText says how many players the table shows.
func countText(shown, total int) string {
	if shown == total {
		return plural(total, "player", "players")
	}
	return fmt.Sprintf("%d of %s", shown, plural(total, "player", "players"))
}

func (s *playersScreen) tableSize() (rows, cols int) {
	return len(s.shown), len(s.columns)
}

func (s *playersScreen) createCell() fyne.CanvasObject {
	l := widget.NewLabel("")
	l.Truncation = fyne.TextTruncateEllipsis
	return l
}

func (s *playersScreen) updateCell(id widget.TableCellID, o fyne.CanvasObject) {
	l := o.(*widget.Label)
	if id.Row < 0 || id.Row >= len(s.shown) || id.Col < 0 || id.Col >= len(s.columns) {
		l.SetText("")
		return
	}
	c := s.columns[id.Col]
	l.Alignment = fyne.TextAlignLeading
	if c.numeric {
		l.Alignment = fyne.TextAlignTrailing
	}
	l.SetText(c.text(s.players[s.shown[id.Row]]))
}

func (s *playersScreen) createHeader() fyne.CanvasObject {
	l := widget.NewLabel("")
	l.TextStyle = fyne.TextStyle{Bold: true}
	return l
}

func (s *playersScreen) updateHeader(id widget.TableCellID, o fyne.CanvasObject) {
	l := o.(*widget.Label)
	if id.Col < 0 || id.Col >= len(s.columns) {
		l.SetText("")
		return
	}
	c := s.columns[id.Col]
	l.Alignment = fyne.TextAlignLeading
	if c.numeric {
		l.Alignment = fyne.TextAlignTrailing
	}
	l.SetText(c.title)
}
