package gui

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"

	"ratingdesk/internal/words"
)

// shownNames are the names the players table shows, top to bottom.
func shownNames(s *playersScreen) []string {
	var out []string
	for _, r := range s.table.shown {
		out = append(out, s.list.Players[r].Name)
	}
	return out
}

func TestPlayersScreenShowsTheSample(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	s := sh.players
	want, ps := xlsxio.ReadRatingList(sampleList, xlsxio.ReadOptions{})
	if ps.HasErrors() {
		t.Fatalf("reading the sample: %v", ps)
	}
	if got := s.count.Text; got != words.Count(len(want.Players), "player", "players") {
		t.Errorf("count = %q, want %d players", got, len(want.Players))
	}
	// The first row as the list gives it, in the export's words.
	id, name, rating, rd, status := columnIndex(t, s.table, "ID"), columnIndex(t, s.table, "Name"),
		columnIndex(t, s.table, "Rating"), columnIndex(t, s.table, "RD"), columnIndex(t, s.table, "Status")
	p := want.Players[0]
	gotRow := []string{s.table.cellText(0, id), s.table.cellText(0, name), s.table.cellText(0, rating), s.table.cellText(0, rd), s.table.cellText(0, status)}
	wantRow := []string{strconv.FormatInt(int64(p.ID), 10), p.Name, strconv.Itoa(engine.RoundHalfUp(p.Rating)),
		strconv.Itoa(engine.PublishRD(engine.ICCFParams(), p.RD)), engine.StatusOf(p.Rated, p.Games).String()}
	if !slices.Equal(gotRow, wantRow) {
		t.Errorf("first row = %q, want %q", gotRow, wantRow)
	}
}

func TestPlayersScreenSortsByTappedHeader(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	sh.show(sh.players)
	s := sh.players
	col := columnIndex(t, s.table, "Rating")
	ratings := func() []int {
		var out []int
		for r := range s.table.shown {
			if n, err := strconv.Atoi(s.table.cellText(r, col)); err == nil {
				out = append(out, n)
			}
		}
		return out
	}

	test.Tap(headerButton(t, s.table, "Rating"))
	asc := ratings()
	if !slices.IsSorted(asc) {
		t.Errorf("after one tap on Rating, ratings are not ascending: %v", asc)
	}
	test.Tap(headerButton(t, s.table, "Rating"))
	desc := ratings()
	if !slices.IsSortedFunc(desc, func(a, b int) int { return b - a }) {
		t.Errorf("after two taps on Rating, ratings are not descending: %v", desc)
	}
	if len(asc) != len(desc) || len(asc) == 0 {
		t.Fatalf("rated rows: %d ascending, %d descending", len(asc), len(desc))
	}
	// Unrated players sort last both ways.
	last := s.table.cellText(len(s.table.shown)-1, col)
	if last != "unrated" {
		t.Errorf("last row sorted by rating shows %q, want an unrated player last", last)
	}

	// Names sort with the accents folded: Ševčík among the S, Østergaard
	// among the O.
	test.Tap(headerButton(t, s.table, "Name"))
	names := shownNames(s)
	folded := make([]string, len(names))
	for i, n := range names {
		folded[i] = fold(n)
	}
	if !slices.IsSorted(folded) {
		t.Errorf("names not in folded order: %q", names)
	}
}

func TestPlayersScreenSearch(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	s := sh.players
	total := len(s.list.Players)
	tests := []struct {
		typed     string
		wantNames []string
	}{
		{"Ostergaard", []string{"Østergaard, Søren"}},
		{"sevcik", []string{"Ševčík, Jiří"}},
		{"szoke gabor", []string{"Szőke, Gábor"}},
		{"150101", []string{"Østergaard, Søren"}},
		// Every word is looked for anywhere in name, ID and federation.
		{"den", []string{"Østergaard, Søren", "Jørgensen, Bjørn", "Mølgaard, Anne-Mette", "Říha, Zdeněk", "van den Bosch, Sjoerd"}},
		{"den bjorn", []string{"Jørgensen, Bjørn"}},
		{"nobody at all", nil},
	}
	for _, tt := range tests {
		s.search.SetText("")
		test.Type(s.search, tt.typed)
		if got := shownNames(s); !slices.Equal(got, tt.wantNames) {
			t.Errorf("typing %q shows %q, want %q", tt.typed, got, tt.wantNames)
		}
		if want := countText(len(tt.wantNames), total, "player", "players"); s.count.Text != want {
			t.Errorf("typing %q: count %q, want %q", tt.typed, s.count.Text, want)
		}
	}
	s.search.SetText("")
	if got := len(s.table.shown); got != total {
		t.Errorf("an empty search shows %d players, want all %d", got, total)
	}
}

func TestPlayersScreenOpensCard(t *testing.T) {
	sh, d := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	sh.show(sh.players)
	s := sh.players
	test.Type(s.search, "o")
	if !s.cardButton.Disabled() {
		t.Errorf("Open card is enabled with many players shown and none selected")
	}
	s.search.SetText("")
	test.Type(s.search, "Ostergaard")
	if s.cardButton.Disabled() {
		t.Errorf("Open card is disabled with one player found (a tester: no way to a card by keyboard)")
	}
	s.search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if len(d.windows) != 1 || !strings.Contains(d.windows[0], "Østergaard, Søren (150101)") {
		t.Fatalf("Enter in the search opened %q, want the card of the one player found", d.windows)
	}
	d.windows = nil
	test.DoubleTap(renderedCell(t, s.table, 0, 1))
	if len(d.windows) != 1 || !strings.Contains(d.windows[0], "Østergaard, Søren (150101)") {
		t.Fatalf("double tap opened %q, want the card of Østergaard", d.windows)
	}
	if s.cardButton.Disabled() {
		t.Errorf("Open card is disabled with a player selected")
	}
	test.Tap(s.cardButton)
	if len(d.windows) != 2 {
		t.Errorf("Open card opened %d windows, want a second card", len(d.windows))
	}

	// Before a run the card lists the player's games in the open lists.
	c := newPlayerCard(sh, 150101)
	games := 0
	for _, f := range sh.session.gameLists() {
		for _, g := range f.games.Games {
			if g.White == 150101 || g.Black == 150101 {
				games++
			}
		}
	}
	if len(c.listGames) != games || games == 0 {
		t.Errorf("card lists %d games, want the %d of the game list", len(c.listGames), games)
	}
	if !c.saveButton.Disabled() {
		t.Errorf("the calculation sheet can be saved before a run")
	}
}

// TestPlayersCardButtonAfterListReread: a search that leaves one player
// keeps Open card on when the list is read again (another list opened,
// or the file read again after it changed); it was off, though the guide
// says Open card needs no click with one player found (tester: "gross"
// showed Groß alone and Open card stayed grey after the list was
// replaced).
func TestPlayersCardButtonAfterListReread(t *testing.T) {
	sh, d := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	sh.show(sh.players)
	s := sh.players
	test.Type(s.search, "Ostergaard")
	openAndWait(t, sh, copyFile(t, sampleList, t.TempDir()))
	if len(s.table.shown) != 1 {
		t.Fatalf("the search shows %d players after the list was read again, want 1", len(s.table.shown))
	}
	if s.cardButton.Disabled() {
		t.Errorf("Open card is off with one player found after the list was read again")
	}
	s.search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if len(d.windows) != 1 || !strings.Contains(d.windows[0], "Østergaard, Søren (150101)") {
		t.Errorf("Enter in the search opened %q, want the card of the one player found", d.windows)
	}
}

// After a run the Players tab's Active column is the run's for every
// player of the list, also when the run's crosstables add players (user
// test: it stayed "–" for everyone), and its heading says that the tab
// lists the starting list and where the new players are.
func TestPlayersTabActiveAfterRunWithCrosstables(t *testing.T) {
	sh, _ := newTestShell(t)
	openWholeSample(t, sh)
	s := sh.players
	if !strings.HasPrefix(s.heading.Text, "Starting list sample-list.xlsx") {
		t.Errorf("heading %q does not say the tab lists the starting list", s.heading.Text)
	}
	runPeriod(t, sh, "2026/1")
	res := sh.session.run.result
	if len(res.Players) <= len(s.list.Players) {
		t.Fatalf("the run has %d players, the list %d: the sample's crosstables add none", len(res.Players), len(s.list.Players))
	}
	active := map[engine.PlayerID]bool{}
	for _, p := range res.Players {
		active[p.Player.ID] = p.Active
	}
	col := columnIndex(t, s.table, "Active")
	id := columnIndex(t, s.table, "ID")
	for r := range s.table.shown {
		p := s.list.Players[s.table.shown[r]]
		want := "no"
		if active[p.ID] {
			want = "yes"
		}
		if got := s.table.cellText(r, col); got != want {
			t.Fatalf("row %d (ID %s): Active %q, want %q as the run has it", r, s.table.cellText(r, id), got, want)
		}
	}
	newOnes := len(res.Players) - len(s.list.Players)
	if !containsAll(s.heading.Text, "Active as on list 2026/1", words.Count(newOnes, "player", "players")+" new from crosstables: see Rating period, Changes") {
		t.Errorf("heading %q, want Active as on list 2026/1 and the %d new players named", s.heading.Text, newOnes)
	}
	if got := len(s.table.shown); got != len(s.list.Players) {
		t.Errorf("the tab shows %d players, want the list's %d", got, len(s.list.Players))
	}
}
