package gui

import (
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/engine"
)

// testPlayers is a small list covering rated, unrated, titled and
// several-federation rows.
func testPlayers() []engine.Player {
	day := func(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }
	return []engine.Player{
		{ID: 900101, Name: "Andersen, Ole", Fed: "DEN", Titles: []string{"GM"}, Rated: true, Rating: 2512.5, RD: 40.2, Games: 212, LastGame: day(2025, 10, 3)},
		{ID: 900102, Name: "Bakker, Anne", Fed: "NED", Titles: []string{"SIM", "IA"}, Rated: true, Rating: 2398.4999, RD: 55, Games: 61, LastGame: day(2025, 6, 30)},
		{ID: 900103, Name: "Costa, Rui", Fed: "POR", Rated: true, Rating: 2101, RD: 120.5, Games: 14},
		{ID: 900104, Name: "de Vries, Jan", Fed: "NED", Rated: true, Rating: 1950, RD: 150, Games: 8, LastGame: day(2024, 2, 1)},
		{ID: 900105, Name: "Sanderson, Kate", Fed: "ENG", Games: 0},
	}
}

// cellTexts renders the screen's table cells through its own callbacks, row
// by row.
func cellTexts(s *playersScreen) [][]string {
	rows, cols := s.tableSize()
	out := make([][]string, rows)
	for r := range rows {
		out[r] = make([]string, cols)
		for c := range cols {
			o := s.createCell()
			s.updateCell(widget.TableCellID{Row: r, Col: c}, o)
			out[r][c] = o.(*widget.Label).Text
		}
	}
	return out
}

// shownIDs lists the IDs of the rows the table shows.
func shownIDs(s *playersScreen) []engine.PlayerID {
	var ids []engine.PlayerID
	for _, i := range s.shown {
		ids = append(ids, s.players[i].ID)
	}
	return ids
}

func TestPlayersScreenSearch(t *testing.T) {
	test.NewTempApp(t)
	s := newPlayersScreen(testPlayers())
	test.NewTempWindow(t, s.content).Resize(fyne.NewSize(1000, 400))

	if got, want := s.count.Text, "5 players"; got != want {
		t.Fatalf("count before searching = %q, want %q", got, want)
	}

	tests := []struct {
		typed     string
		wantCount string
		wantIDs   []engine.PlayerID
	}{
		{"ander", "2 of 5 players", []engine.PlayerID{900101, 900105}},
		{"ned", "2 of 5 players", []engine.PlayerID{900102, 900104}},
		{"900103", "1 of 5 players", []engine.PlayerID{900103}},
		{"anne NED", "1 of 5 players", []engine.PlayerID{900102}},
		{"nobody", "0 of 5 players", nil},
		{"", "5 players", []engine.PlayerID{900101, 900102, 900103, 900104, 900105}},
	}
	for _, tt := range tests {
		s.search.SetText("")
		test.Type(s.search, tt.typed)
		if got := s.count.Text; got != tt.wantCount {
			t.Errorf("after typing %q: count = %q, want %q", tt.typed, got, tt.wantCount)
		}
		if got := shownIDs(s); !slices.Equal(got, tt.wantIDs) {
			t.Errorf("after typing %q: rows = %v, want %v", tt.typed, got, tt.wantIDs)
		}
		if rows, _ := s.tableSize(); rows != len(tt.wantIDs) {
			t.Errorf("after typing %q: table has %d rows, want %d", tt.typed, rows, len(tt.wantIDs))
		}
	}
}

func TestPlayersScreenCells(t *testing.T) {
	test.NewTempApp(t)
	s := newPlayersScreen(testPlayers())

	want := [][]string{
		{"900101", "Andersen, Ole", "DEN", "GM", "2513", "40", "212", "fixed", "2025-10-03"},
		{"900102", "Bakker, Anne", "NED", "SIM IA", "2398", "55", "61", "fixed", "2025-06-30"},
		{"900103", "Costa, Rui", "POR", "", "2101", "121", "14", "published", ""},
		{"900104", "de Vries, Jan", "NED", "", "1950", "150", "8", "unpublished", "2024-02-01"},
		{"900105", "Sanderson, Kate", "ENG", "", "unrated", "", "0", "unpublished", ""},
	}
	got := cellTexts(s)
	if len(got) != len(want) {
		t.Fatalf("table has %d rows, want %d", len(got), len(want))
	}
	for r := range want {
		if !slices.Equal(got[r], want[r]) {
			t.Errorf("row %d = %q, want %q", r, got[r], want[r])
		}
	}

	var headers []string
	for c := range s.columns {
		o := s.createHeader()
		s.updateHeader(widget.TableCellID{Row: -1, Col: c}, o)
		headers = append(headers, o.(*widget.Label).Text)
	}
	wantHeaders := []string{"ID", "Name", "Fed", "Title", "Rating", "RD", "Games", "Status", "Last game"}
	if !slices.Equal(headers, wantHeaders) {
		t.Errorf("headers = %q, want %q", headers, wantHeaders)
	}
}

func TestPlayerMatches(t *testing.T) {
	p := engine.Player{ID: 412345, Name: "Müller, Jörg", Fed: "GER"}
	tests := []struct {
		query string
		want  bool
	}{
		{"", true},
		{"   ", true},
		{"müller", true},
		{"MÜLLER", true},
		{"jörg müller", true},
		{"4123", true},
		{"ger", true},
		{"muller", false},
		{"müller FRA", false},
		{"412346", false},
	}
	for _, tt := range tests {
		if got := playerMatches(p, tt.query); got != tt.want {
			t.Errorf("playerMatches(%v, %q) = %v, want %v", p.Name, tt.query, got, tt.want)
		}
	}
}

func TestCountText(t *testing.T) {
	tests := []struct {
		shown, total int
		want         string
	}{
		{0, 0, "0 players"},
		{1, 1, "1 player"},
		{80, 80, "80 players"},
		{0, 1, "0 of 1 player"},
		{3, 80, "3 of 80 players"},
	}
	for _, tt := range tests {
		if got := countText(tt.shown, tt.total); got != tt.want {
			t.Errorf("countText(%d, %d) = %q, want %q", tt.shown, tt.total, got, tt.want)
		}
	}
}

func TestPlayersScreenRenders(t *testing.T) {
	test.NewTempApp(t)
	s := newPlayersScreen(testPlayers())
	w := test.NewTempWindow(t, s.content)
	w.Resize(fyne.NewSize(1000, 260))
	assertMarkup(t, "players_screen.xml", s.content)

	test.Type(s.search, "ned")
	assertMarkup(t, "players_screen_ned.xml", s.content)
}
