package gui

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
	"weak"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/internal/words"
	"ratingdesk/pdfout"
	"ratingdesk/xlsxio"
)

// rateDirectly computes a period on files the way the CLI does, for the
// screens' results to be compared with.
func rateDirectly(t *testing.T, list string, games []string, period string) (*desk.LoadedPeriod, *engine.PeriodResult) {
	t.Helper()
	p, err := engine.ParsePeriod(period)
	if err != nil {
		t.Fatal(err)
	}
	rs, _ := engine.LookupRuleset("")
	lp, ps := desk.LoadPeriod(desk.Request{List: list, Results: games, Period: p, Ruleset: rs})
	if ps.HasErrors() {
		t.Fatalf("LoadPeriod: %v", ps)
	}
	res, ps, err := desk.RatePeriod(context.Background(), lp, nil)
	if err != nil || len(ps) > 0 {
		t.Fatalf("RatePeriod: %v %v", ps, err)
	}
	return lp, res
}

// resultOf finds a player's result.
func resultOf(t *testing.T, res *engine.PeriodResult, id engine.PlayerID) engine.PlayerResult {
	t.Helper()
	for _, p := range res.Players {
		if p.Player.ID == id {
			return p
		}
	}
	t.Fatalf("player %d is not in the result", id)
	return engine.PlayerResult{}
}

func TestRunPeriodShowsTheChangedRatings(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	runPeriod(t, sh, "2026/1")
	_, want := rateDirectly(t, sampleList, []string{sampleGames}, "2026/1")

	s := sh.period
	if got := len(sh.session.run.result.Rated); got != len(want.Rated) {
		t.Errorf("rated %d games, want %d", got, len(want.Rated))
	}
	if s.ratedTab.Text != fmt.Sprintf("Rated games (%s)", words.Number(len(want.Rated))) || s.excludedTab.Text != fmt.Sprintf("Games not rated (%s)", words.Number(len(want.Excluded))) {
		t.Errorf("result tabs %q and %q, want the counts %d and %d", s.ratedTab.Text, s.excludedTab.Text, len(want.Rated), len(want.Excluded))
	}
	if got := len(s.excluded.shown); got != len(want.Excluded) {
		t.Errorf("games not rated: %d rows, want %d", got, len(want.Excluded))
	}

	// Østergaard's row: old, new and change as the saved list has them.
	test.Type(s.search, "Ostergaard")
	if len(s.changes.shown) != 1 {
		t.Fatalf("searching the changes for Ostergaard shows %d rows, want 1", len(s.changes.shown))
	}
	pr := resultOf(t, want, 150101)
	old := engine.RoundHalfUp(pr.Player.Rating)
	row := map[string]string{}
	for c, col := range s.changes.columns {
		row[col.title] = s.changes.cellText(0, c)
	}
	if row["Old"] != strconv.Itoa(old) || row["New"] != strconv.Itoa(pr.PublishedRating) || row["RD"] != strconv.Itoa(pr.PublishedRD) {
		t.Errorf("Østergaard's row %v, want old %d, new %d, RD %d", row, old, pr.PublishedRating, pr.PublishedRD)
	}
	if pr.PublishedRating == old {
		t.Fatalf("the sample's Østergaard keeps his rating; pick a player whose rating changes")
	}
	// The period's games are headed as the saved list heads them: its
	// Games is the player's total (tester: the change list's "Games 3"
	// was "Games 143" in the saved file).
	if _, total := row["Games"]; total || row["Period games"] != strconv.Itoa(pr.PeriodGames) {
		t.Errorf("Østergaard's row %v, want Period games %d and no Games column", row, pr.PeriodGames)
	}
	if want := signed(xlsxio.IntCell(int64(pr.PublishedRating - old))); row["Change"] != want {
		t.Errorf("Østergaard's change %q, want %q", row["Change"], want)
	}

	// The Players tab now shows whether each player is active on the new list.
	if !strings.Contains(sh.players.heading.Text, "Active as on list 2026/1") {
		t.Errorf("players heading %q does not say the Active column is the period's", sh.players.heading.Text)
	}
}

func TestChangesShowOnlyPlayersWithGames(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	runPeriod(t, sh, "2026/1")
	s := sh.period
	res := sh.session.run.result
	played := 0
	for _, p := range res.Players {
		if p.PeriodGames > 0 {
			played++
		}
	}
	if len(s.changes.shown) != played || played == len(res.Players) {
		t.Errorf("changes show %d players, want the %d of %d who played", len(s.changes.shown), played, len(res.Players))
	}
	test.Tap(s.onlyPlayed)
	if len(s.changes.shown) != len(res.Players) {
		t.Errorf("with everyone asked for, changes show %d players, want %d", len(s.changes.shown), len(res.Players))
	}
}

// TestChangesCardButtonFollowsTheFilter: with a search that leaves one
// player in the changes, Open card stays on when the "only players with
// games" box is changed and when the period is run again (it went off
// though one player was still shown).
func TestChangesCardButtonFollowsTheFilter(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	runPeriod(t, sh, "2026/1")
	s := sh.period
	test.Type(s.search, "Ostergaard")
	if len(s.changes.shown) != 1 || s.cardButton.Disabled() {
		t.Fatalf("the search shows %d players, Open card off %v; want 1 and on", len(s.changes.shown), s.cardButton.Disabled())
	}
	test.Tap(s.onlyPlayed)
	if len(s.changes.shown) != 1 || s.cardButton.Disabled() {
		t.Errorf("after the box: %d players shown, Open card off %v; want 1 and on", len(s.changes.shown), s.cardButton.Disabled())
	}
	runPeriod(t, sh, "2026/1")
	if len(s.changes.shown) != 1 || s.cardButton.Disabled() {
		t.Errorf("after running again: %d players shown, Open card off %v; want 1 and on", len(s.changes.shown), s.cardButton.Disabled())
	}
}

func TestSaveNewListReadsBack(t *testing.T) {
	sh, d := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	runPeriod(t, sh, "2026/1")
	res := sh.session.run.result
	dir := t.TempDir()

	for _, name := range []string{"new.xlsx", "new.csv"} {
		out := filepath.Join(dir, name)
		d.savePath = out
		sh.onSave() // Ctrl/Cmd+S
		waitIdle(sh)
		if !strings.Contains(sh.tasks.status.Text, "Saved the new rating list to "+out) {
			t.Errorf("%s: status %q, told %q", name, sh.tasks.status.Text, d.told)
		}
		list, ps := xlsxio.ReadRatingList(out, xlsxio.ReadOptions{})
		if ps.HasErrors() {
			t.Fatalf("reading back %s: %v", name, ps)
		}
		if len(list.Players) != len(res.Players) {
			t.Fatalf("%s holds %d players, want %d", name, len(list.Players), len(res.Players))
		}
		for i, p := range list.Players {
			w := res.Players[i]
			if p.ID != w.Player.ID || p.Rating != w.Rating || p.Games != w.Games {
				t.Errorf("%s row %d: %d rating %v games %d, want %d rating %v games %d",
					name, i, p.ID, p.Rating, p.Games, w.Player.ID, w.Rating, w.Games)
				break
			}
		}
	}
}

func TestSaveNeverOverwritesAnInput(t *testing.T) {
	sh, d := newTestShell(t)
	dir := t.TempDir()
	list := copyFile(t, sampleList, dir)
	games := copyFile(t, sampleGames, dir)
	openAndWait(t, sh, list, games)
	runPeriod(t, sh, "2026/1")
	before, _ := os.ReadFile(list)

	d.answer = true // even a yes to "replace?" must not reach the input
	sh.period.saveListTo(list)
	waitIdle(sh)
	after, _ := os.ReadFile(list)
	if !bytes.Equal(before, after) {
		t.Fatalf("saving over the input changed it")
	}
	if len(d.confirms) > 0 {
		t.Errorf("asked %q before refusing", d.confirms)
	}
	if got, want := d.lastTold(), "Not saved: The new rating list was not saved: "+list+" is one of the open input files, and inputs are never overwritten; choose another name."; got != want {
		t.Errorf("told %q, want %q", got, want)
	}
}

// TestRefusedSaveKeepsSaveFolder: only a file saved moves the folder the
// next Save dialog proposes (docs/guide.md); a save refused because the
// path is an input leaves it where it was (a tester: the next Save
// proposed the inputs' folder).
func TestRefusedSaveKeepsSaveFolder(t *testing.T) {
	sh, d := newTestShell(t)
	dir := t.TempDir()
	list := copyFile(t, sampleList, dir)
	games := copyFile(t, sampleGames, dir)
	openAndWait(t, sh, list, games)
	runPeriod(t, sh, "2026/1")
	elsewhere := t.TempDir()
	sh.prefs.rememberSaved(kindNewList, elsewhere)

	d.savePath = list
	sh.period.onSaveList()
	waitIdle(sh)
	if got := sh.prefs.lastSaveFolder(); got != elsewhere {
		t.Errorf("after a refused save the next Save proposes %q, want %q", got, elsewhere)
	}
	if got := sh.prefs.kindFolder(kindNewList); got != elsewhere {
		t.Errorf("after a refused save new lists are remembered in %q, want %q", got, elsewhere)
	}
	other := t.TempDir()
	d.savePath = filepath.Join(other, "new.xlsx")
	sh.period.onSaveList()
	waitIdle(sh)
	if got := sh.prefs.lastSaveFolder(); got != other {
		t.Errorf("after a save to %s the next Save proposes %q", other, got)
	}
}

func TestSaveAsksBeforeReplacing(t *testing.T) {
	sh, d := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	runPeriod(t, sh, "2026/1")
	out := filepath.Join(t.TempDir(), "old.csv")
	if err := os.WriteFile(out, []byte("keep me\n"), 0o644); err != nil {
		t.Fatal(err)
	}

	d.answer = false
	sh.period.saveListTo(out)
	waitIdle(sh)
	if got, _ := os.ReadFile(out); string(got) != "keep me\n" {
		t.Errorf("the file was replaced although the user said no")
	}
	if len(d.confirms) != 1 || !strings.Contains(d.confirms[0], "Replace old.csv?") {
		t.Fatalf("confirmations %q, want one asking to replace old.csv", d.confirms)
	}

	d.answer = true
	sh.period.saveListTo(out)
	waitIdle(sh)
	if list, ps := xlsxio.ReadRatingList(out, xlsxio.ReadOptions{}); ps.HasErrors() || len(list.Players) == 0 {
		t.Errorf("after yes, the file is not the new list: %v", ps)
	}
}

func TestSaveRefusesOtherExtensions(t *testing.T) {
	sh, d := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	runPeriod(t, sh, "2026/1")
	out := filepath.Join(t.TempDir(), "list.txt")
	sh.period.saveListTo(out)
	waitIdle(sh)
	if _, err := os.Stat(out); err == nil {
		t.Errorf("a .txt list was written")
	}
	if got := d.lastTold(); !containsAll(got, "list.txt", ".xlsx or .csv") {
		t.Errorf("told %q, want the extensions to use", got)
	}
}

func TestSaveReport(t *testing.T) {
	sh, d := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	runPeriod(t, sh, "2026/1")
	out := filepath.Join(t.TempDir(), "report.pdf")
	d.savePath = out
	sh.period.onSaveReport()
	waitIdle(sh)
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatalf("no report written: %v (told %q)", err, d.told)
	}
	if !bytes.HasPrefix(data, []byte("%PDF-")) {
		t.Errorf("report.pdf does not start as a PDF: %q", data[:min(len(data), 8)])
	}
}

func TestNothingToSaveBeforeARun(t *testing.T) {
	sh, d := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	d.savePath = filepath.Join(t.TempDir(), "new.xlsx")
	sh.onSave()
	if got := d.lastTold(); !containsAll(got, "Nothing to save yet", "run the rating period first") {
		t.Errorf("told %q, want to run the period first", got)
	}
	if _, err := os.Stat(d.savePath); err == nil {
		t.Errorf("a list was written without a run")
	}
}

// TestNothingToSaveWhileErrorsStand: Save new list with an error in the
// open files says that the errors stop the run, not to run the period
// (tester: Ctrl+S said "run the rating period first (Run the period, or
// Ctrl+R)" while the Run button was off for an error in the list).
func TestNothingToSaveWhileErrorsStand(t *testing.T) {
	sh, d := newTestShell(t)
	openAndWait(t, sh, brokenList(t), sampleGames)
	sh.onSave()
	if got := d.lastTold(); !containsAll(got, "Nothing to save yet", "Nothing is computed while errors stand", "Problems tab") ||
		strings.Contains(got, "Ctrl+R") {
		t.Errorf("told %q, want that the errors stop the run", got)
	}
}

func TestCardShowsTheWorkedExample(t *testing.T) {
	sh, d := newTestShell(t)
	list := filepath.Join("..", "testdata", "worked-example", "list.csv")
	games := filepath.Join("..", "testdata", "worked-example", "games.csv")
	openAndWait(t, sh, list, games)
	runPeriod(t, sh, "2026/1")
	_, res := rateDirectly(t, list, []string{games}, "2026/1")
	pr := resultOf(t, res, 100001)

	c := newPlayerCard(sh, 100001)
	var facts []string
	for _, o := range c.period.Objects {
		if l, ok := o.(*widget.Label); ok {
			facts = append(facts, l.Text)
		}
	}
	text := strings.Join(facts, " | ")
	// The write-up's example: exact 1903.568, RD 78.16604, published 1904/78
	// (the card shows exact values with 6 decimals, as the workbooks do).
	if !containsAll(text, "1900 → 1904", "exact 1903.567883", "change +4", "78 (exact 78.166044)") {
		t.Errorf("card period facts %q, want the worked example's new rating and RD", text)
	}
	if len(c.games.shown) != 3 {
		t.Fatalf("card shows %d terms, want 3", len(c.games.shown))
	}
	// n counts the games (m is the mean of step c), and P_j, a sum of two
	// probabilities up to 2, is headed and explained as one (a tester read
	// it as a probability; docs/rules.md §1.1).
	if want := "Games counted in period 2026/1 (n = 3): the terms of the update"; c.gamesTitle.Text != want {
		t.Errorf("card games title %q, want %q", c.gamesTitle.Text, want)
	}
	if !containsAll(c.sums.Text, "P_j = p− + p+: p− and p+ are the probabilities of the game's result y_j with the opponent at μ_j − σ_j and at μ_j + σ_j",
		"P_j is their sum (twice their average, so up to 2), not a probability") {
		t.Errorf("card sums %q, want P_j explained", c.sums.Text)
	}
	pcol, d1col := columnIndex(t, c.games, "P_j = p− + p+"), columnIndex(t, c.games, "D1")
	for j, term := range pr.Terms() {
		if got, want := c.games.cellText(j, pcol), words.Fixed(term.P, 3); got != want {
			t.Errorf("term %d: P_j %s, want %s", j+1, got, want)
		}
		if got, want := c.games.cellText(j, d1col), words.Fixed(term.D1, 5); got != want {
			t.Errorf("term %d: D1 %s, want %s", j+1, got, want)
		}
	}
	if !containsAll(c.sums.Text, "ΣD1 = "+words.Fixed(pr.SumD1, 5), "ΣD2 = "+words.Fixed(pr.SumD2, 5)) {
		t.Errorf("sums %q, want ΣD1 %s and ΣD2 %s", c.sums.Text, words.Fixed(pr.SumD1, 5), words.Fixed(pr.SumD2, 5))
	}

	// The card saves the player's calculation sheet.
	out := filepath.Join(t.TempDir(), "sheet.pdf")
	d.savePath = out
	test.Tap(c.saveButton)
	waitIdle(sh)
	if data, err := os.ReadFile(out); err != nil || !bytes.HasPrefix(data, []byte("%PDF-")) {
		t.Errorf("no calculation sheet written: %v (told %q)", err, d.told)
	}
}

func TestRunNeedsFilesAndAPeriod(t *testing.T) {
	sh, _ := newTestShell(t)
	s := sh.period
	check := func(when, want string) {
		t.Helper()
		if !s.runButton.Disabled() {
			t.Errorf("%s: Run is enabled", when)
		}
		if !strings.Contains(s.reason.Text, want) {
			t.Errorf("%s: reason %q, want it to say %q", when, s.reason.Text, want)
		}
	}
	check("with nothing open", "Open the rating list")
	openAndWait(t, sh, sampleList)
	check("with a list only", "Open at least one game list")
	openAndWait(t, sh, sampleGames)
	s.periodEntry.SetText("2026/5")
	check("with a bad period", "YYYY/Q")
	if !strings.Contains(s.periodInfo.Text, "Type the list to make as YYYY/Q") {
		t.Errorf("period info %q, want how to type a period", s.periodInfo.Text)
	}
	s.periodEntry.SetText("2026/1")
	if s.runButton.Disabled() {
		t.Errorf("Run is disabled with list, games and period: %q", s.reason.Text)
	}
}

func TestPeriodSuggestsTheGamesPeriod(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	s := sh.period
	s.periodEntry.SetText("2027/1")
	if !strings.Contains(s.gamesInfo.Text, ": 0 finished in the window") {
		t.Errorf("games info %q, want no game in 2027/1's window", s.gamesInfo.Text)
	}
	if !s.suggestButton.Visible() || !strings.HasPrefix(s.suggestButton.Text, "Use 2026/1") {
		t.Fatalf("suggestion %q (shown %v), want Use 2026/1", s.suggestButton.Text, s.suggestButton.Visible())
	}
	test.Tap(s.suggestButton)
	if s.periodEntry.Text != "2026/1" {
		t.Errorf("after the suggestion the period is %q, want 2026/1", s.periodEntry.Text)
	}
	if s.suggestButton.Visible() {
		t.Errorf("the suggestion still shows for its own period")
	}
}

// TestRunProblemsReachTheProblemsTab: a problem only the run finds (a
// played game without a finish date, not assigned to the period: the
// Workspace's check across the files only warns of it, having no period)
// stops the run, with its file and cell on the Problems tab and in the
// message, worded with the box that rates it (a tester: "is not assigned
// to period 2026/1" named no choice of the app).
func TestRunProblemsReachTheProblemsTab(t *testing.T) {
	sh, d := newTestShell(t)
	dir := t.TempDir()
	games := filepath.Join(dir, "games.csv")
	if err := os.WriteFile(games, []byte("White,Black,Result,Finished\n150101,900101,1-0,2025-10-01\n900101,150101,1-0,\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	openAndWait(t, sh, sampleList, games)
	sh.period.periodEntry.SetText("2026/1")
	test.Tap(sh.period.runButton)
	waitIdle(sh)
	if sh.session.run != nil {
		t.Fatalf("the period ran with a game without a finish date")
	}
	ps := sh.problems.problems.Errors()
	const unticked = "played game has no finish date and Rate undated games in this period is not ticked"
	if len(ps) != 1 || ps[0].File != games || ps[0].Cell != "D3" || plainText(ps[0].Msg) != unticked {
		t.Fatalf("problems %v, want the game's cell D3 in games.csv: %q", sh.problems.problems, unticked)
	}
	if got := d.lastTold(); !containsAll(got, "The period did not run", "In file games.csv", ps[0].Cell, unticked) || strings.Contains(got, "assigned") {
		t.Errorf("told %q, want the problem with its file and cell", got)
	}
	if sh.tabs.Selected() != sh.problems.tab() {
		t.Errorf("the Problems tab is not shown after the run stopped")
	}
}

func TestRunWithTheEloRuleset(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	var elo engine.Ruleset
	for _, rs := range engine.Rulesets() {
		if rs.ID == engine.ICCF2017 {
			elo = rs
		}
	}
	sh.period.ruleset.SetSelected(rulesetLabel(elo))
	waitIdle(sh) // the list is read again (settings.openOptions)
	runPeriod(t, sh, "2026/1")
	if got := sh.session.run.result.Ruleset.ID; got != engine.ICCF2017 {
		t.Fatalf("ran with %s, want iccf-2017", got)
	}
	if got := sh.prefs.ruleset().ID; got != engine.DefaultRuleset {
		t.Errorf("the ruleset chosen for the session became the default: %s, want %s", got, engine.DefaultRuleset)
	}
	var played engine.PlayerID
	for _, p := range sh.session.run.result.Players {
		if p.PeriodGames > 0 {
			played = p.Player.ID
			break
		}
	}
	c := newPlayerCard(sh, played)
	titles := []string{}
	for _, col := range c.games.columns {
		titles = append(titles, col.title)
	}
	if !containsAll(strings.Join(titles, " "), "W_e", "ΔR") || strings.Contains(strings.Join(titles, " "), "D1") {
		t.Errorf("iccf-2017 card columns %q, want W_e and ΔR and no D1", titles)
	}
	if !strings.Contains(c.sums.Text, "Appendix 1") {
		t.Errorf("iccf-2017 card sums %q", c.sums.Text)
	}
}

// TestChangesShowANewPlayer: a player rated for the first time shows the
// change list's words in the Changes table — no old rating ("–") and a
// change "new" — not blank cells (user test shot 30).
func TestChangesShowANewPlayer(t *testing.T) {
	sh, _ := newTestShell(t)
	dir := t.TempDir()
	list, games := filepath.Join(dir, "list.csv"), filepath.Join(dir, "games.csv")
	write := func(path, text string) {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(list, "ID,Name,Fed,Title,Rating,RD,Games\n100001,\"Müller, Hans\",GER,IM,2412,60,150\n100002,\"Novak, Eva\",CZE,,2301,70,90\n100005,\"Smith, John\",ENG,,,,0\n")
	write(games, "White,Black,Result,Finished,Tournament\n100001,100002,1-0,2025-10-15,Club\n100005,100001,0-1,2025-10-20,Club\n")
	openAndWait(t, sh, list, games)
	runPeriod(t, sh, "2026/1")
	s := sh.period
	old, change := columnIndex(t, s.changes, "Old"), columnIndex(t, s.changes, "Change")
	for r := range s.changes.shown {
		id := s.changes.cellText(r, columnIndex(t, s.changes, "ID"))
		want := [2]string{"2301", "-"}
		switch id {
		case "100005":
			want = [2]string{"–", "new"}
		case "100001":
			want = [2]string{"2412", "+"}
		}
		if got := s.changes.cellText(r, old); got != want[0] {
			t.Errorf("player %s: Old %q, want %q", id, got, want[0])
		}
		if got := s.changes.cellText(r, change); !strings.HasPrefix(got, want[1]) {
			t.Errorf("player %s: Change %q, want it to begin %q", id, got, want[1])
		}
	}
}

// TestPeriodWindowStillOpen: a period whose window of finish dates is not
// over on the shell's day (2027/1 on 24 November 2026) is shown with a
// warning that later games are missed; once it is over, without.
func TestPeriodWindowStillOpen(t *testing.T) {
	sh, _ := newTestShell(t)
	for _, tt := range []struct {
		period string
		today  time.Time
		note   string // "" for none
	}{
		{"2027/1", time.Date(2026, 11, 24, 9, 0, 0, 0, time.UTC), "The window is still open"},
		{"2027/1", time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC), ""},
		// The window of 2027/2 (December 2026 – February 2027) has not
		// begun on 24 November 2026: not "still open".
		{"2027/2", time.Date(2026, 11, 24, 9, 0, 0, 0, time.UTC), "The window has not begun yet"},
	} {
		sh.now = func() time.Time { return tt.today }
		sh.period.periodEntry.SetText("2026/4")
		sh.period.periodEntry.SetText(tt.period)
		info := sh.period.periodInfo
		warned := info.Importance == widget.WarningImportance
		if tt.note == "" && (warned || strings.Contains(info.Text, "window is")) ||
			tt.note != "" && (!warned || !strings.Contains(info.Text, tt.note)) {
			t.Errorf("period %s on %s: %q (importance %v), want the note %q",
				tt.period, tt.today.Format("2006-01-02"), info.Text, info.Importance, tt.note)
		}
	}
}

// TestExcludedNamesTheDateCell: a game not rated for its date names the
// cell of the date in the table of games not rated, as the Excluded sheet
// does (xlsxio.ExcludedCell); one not rated for another reason names its
// result's cell.
func TestExcludedNamesTheDateCell(t *testing.T) {
	sh, _ := newTestShell(t)
	openListAndGames(t, sh, "ID,Name,Rating,RD,Games\n100001,Alpha,2412,60,150\n100002,Beta,2301,70,90\n",
		"White,Black,Result,Finished\n100001,100002,1-0,2025-10-15\n100002,100001,1-0,2025-12-20\n100001,100002,*,\n")
	runPeriod(t, sh, "2026/1")
	s := sh.period
	why, where := columnIndex(t, s.excluded, "Why not rated"), columnIndex(t, s.excluded, readFromTitle)
	want := map[string]string{"finished after the period": "games.csv, D3", "not finished": "games.csv, C4"}
	if len(s.excluded.shown) != len(want) {
		t.Fatalf("%d games not rated, want %d", len(s.excluded.shown), len(want))
	}
	for r := range s.excluded.shown {
		reason := s.excluded.cellText(r, why)
		if got := s.excluded.cellText(r, where); got != want[reason] {
			t.Errorf("game not rated (%s) read from %q, want %q", reason, got, want[reason])
		}
	}
}

// Closing a game list lets its games go: neither the open files nor the
// table of games read keep a pointer to them past their ends; closing the
// rating list lets the list go (a tester:
// with the 1,000,000-game list closed and no file open, the app still held
// its 192 MB of games).
func TestClosedGamesAreNotKept(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	if len(sh.period.readGames) == 0 {
		t.Fatal("the sample's games are not listed as read")
	}
	games := sh.session.gameLists()[0]
	sh.closeFile(games.path)
	waitIdle(sh)
	if len(sh.session.gameLists()) != 0 {
		t.Fatal("the game list is still open")
	}
	for i, f := range sh.session.files[:cap(sh.session.files)] {
		if f == games {
			t.Fatalf("the closed game list is still element %d of the open files' array (%d open)", i, len(sh.session.files))
		}
	}
	for i, g := range sh.period.readGames[:cap(sh.period.readGames)] {
		if g != nil {
			t.Fatalf("with the game list closed, the table of games read still points at a game (element %d of %d)", i, cap(sh.period.readGames))
		}
	}
	sh.closeFile(sh.session.ratingList().path)
	waitIdle(sh)
	if sh.session.search.list != nil {
		t.Fatal("with the rating list closed, the players' search texts still hold it")
	}
}

// TestRunOnABiggerList: a run on a list of more players than the last
// run's shows them all; the filter of "Only players with games" is the new
// run's, not the last one's (which looked its players up in the old
// result, out of its range, and let that result live on after the files
// were closed).
func TestRunOnABiggerList(t *testing.T) {
	sh, _ := newTestShell(t)
	openListAndGames(t, sh, "ID,Name,Rating,RD,Games\n100001,Alpha,2412,60,150\n100002,Beta,2301,70,90\n",
		"White,Black,Result,Finished\n100001,100002,1-0,2025-10-15\n")
	runPeriod(t, sh, "2026/1")
	bigger := filepath.Join(t.TempDir(), "bigger.csv")
	if err := os.WriteFile(bigger, []byte("ID,Name,Rating,RD,Games\n100001,Alpha,2412,60,150\n100002,Beta,2301,70,90\n"+
		"100003,Gamma,2200,80,40\n100004,Delta,2100,90,30\n100005,Epsilon,2000,100,20\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	openAndWait(t, sh, bigger)
	if sh.period.changes.keep != nil {
		t.Error("with the last run taken off the screen, the change list still filters by it")
	}
	runPeriod(t, sh, "2026/1")
	s := sh.period
	if got := len(s.shown.result.Players); got != 5 {
		t.Fatalf("the run has %d players, want 5", got)
	}
	if got := len(s.changes.shown); got != 2 {
		t.Errorf("the change list shows %d players with games, want 2", got)
	}
	test.Tap(s.onlyPlayed)
	if got := len(s.changes.shown); got != 5 {
		t.Errorf("the change list shows %d players in all, want 5", got)
	}
}

// TestClosedRunIsLetGo: once the files of a run are closed, nothing keeps
// its result: the columns of the change list, drawn from the run's rows,
// kept the last rows they read (a tester: after a run on 1,000,000 games,
// closing both files left 311 MB live).
func TestClosedRunIsLetGo(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	runPeriod(t, sh, "2026/1")
	sh.show(sh.period) // its tables draw rows of the run
	result := weak.Make(sh.session.run.result)
	for len(sh.session.files) > 0 {
		sh.closeFile(sh.session.files[0].path)
		waitIdle(sh)
	}
	runtime.GC()
	if result.Value() != nil {
		t.Error("with every file closed, the result of the run is still reachable")
	}
}

// TestClosingGivesMemoryBack: closing a file gives the memory it held back
// to the system at once, as the end of each piece of work does (a tester:
// with the 1,000,000-game files closed, the app kept 595 MB resident for
// minutes, as nothing collected after a close).
func TestClosingGivesMemoryBack(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	freed := 0
	saved := freeMemory
	freeMemory = func() { freed++ }
	t.Cleanup(func() { freeMemory = saved })
	sh.closeFile(sh.session.gameLists()[0].path)
	if freed == 0 {
		t.Error("closing the game list gave no memory back")
	}
}

// TestRunLabelSaysRatedAfterARun: beside Run, "Ready:" before the period
// chosen is rated, "Rated:" while its results are on the screen, and
// "Ready:" again once another period is chosen (a tester took "Ready:"
// after a run for a run not made).
func TestRunLabelSaysRatedAfterARun(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	sh.show(sh.period)
	s := sh.period
	s.periodEntry.SetText("2026/1")
	if !strings.HasPrefix(s.reason.Text, "Ready: 2026/1") {
		t.Errorf("before the run: %q, want Ready: 2026/1 …", s.reason.Text)
	}
	runPeriod(t, sh, "2026/1")
	if !strings.HasPrefix(s.reason.Text, "Rated: 2026/1, ruleset iccf-2023") {
		t.Errorf("after the run: %q, want Rated: 2026/1, ruleset iccf-2023 …", s.reason.Text)
	}
	s.periodEntry.SetText("2026/2")
	if !strings.HasPrefix(s.reason.Text, "Ready: 2026/2") {
		t.Errorf("another period chosen: %q, want Ready: 2026/2 …", s.reason.Text)
	}
}

// TestAllSheetsSaysHowMany: after a run, the choice of a calculation sheet
// for every player who played says how many sheets that is, the number
// the report makes (pdfout.AllSheetsCount).
func TestAllSheetsSaysHowMany(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	runPeriod(t, sh, "2026/1")
	n := pdfout.AllSheetsCount(sh.session.run.result)
	if want := fmt.Sprintf("(%d sheets)", n); n < 2 || !strings.HasSuffix(sh.period.allSheets.Text, want) {
		t.Errorf("the choice reads %q, want it to end %q", sh.period.allSheets.Text, want)
	}
}

// TestRunSetAsideWhenFilesChange: a file opened after a run sets the
// run's results aside, and says so in the status line, on the Rating
// period tab and on a player's card, which said that no period had been
// run in this session (a tester); the next run says nothing of it.
func TestRunSetAsideWhenFilesChange(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	runPeriod(t, sh, "2026/1")
	id := sh.session.run.result.Players[0].Player.ID
	openAndWait(t, sh, sampleList)
	if sh.session.run != nil {
		t.Fatalf("the run stayed after the list was read again")
	}
	const aside = "The results of period 2026/1 were set aside because the open files changed"
	if got := sh.tasks.status.Text; !strings.Contains(got, aside) {
		t.Errorf("the status line says %q, want %q", got, aside)
	}
	if got := sh.period.resultHeading.Text; !strings.HasPrefix(got, aside) {
		t.Errorf("the Rating period tab says %q, want %q", got, aside)
	}
	c := newPlayerCard(sh, id)
	if got := c.sums.Text; !strings.HasPrefix(got, aside) || strings.Contains(got, "No rating period has been run") {
		t.Errorf("the card says %q, want %q", got, aside)
	}
	runPeriod(t, sh, "2026/1")
	sh.closeFile(absPath(sampleGames))
	if got := sh.tasks.status.Text; !strings.Contains(got, "Closed sample-games.xlsx. "+aside) {
		t.Errorf("closing a file after a run: the status line says %q", got)
	}
	openAndWait(t, sh, sampleGames)
	runPeriod(t, sh, "2026/1")
	if got := newPlayerCard(sh, id).sums.Text; strings.Contains(got, "set aside") {
		t.Errorf("after a new run the card says %q", got)
	}
}

// TestSuggestionOnlyForAFarBusierPeriod: with three quarters' game lists
// open, each holding about as many games, the chosen quarter is not
// second-guessed; a period whose window holds fewer than half as many
// games as the busiest one's is (a tester: "Use 2026/1 (58 games in its
// window)" stayed while 2025/3 and 2025/4, with 57 each, were chosen).
func TestSuggestionOnlyForAFarBusierPeriod(t *testing.T) {
	dir := t.TempDir()
	var paths []string
	for _, f := range []struct{ name, day string }{{"q3.csv", "2025-04-%02d"}, {"q4.csv", "2025-07-%02d"}, {"q1.csv", "2025-10-%02d"}} {
		var b strings.Builder
		b.WriteString("White,Black,Result,Finished\n")
		n := 3
		if f.name == "q1.csv" {
			n = 4
		}
		for i := 1; i <= n; i++ {
			fmt.Fprintf(&b, "101,102,1-0,"+f.day+"\n", i)
		}
		path := filepath.Join(dir, f.name)
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, path)
	}
	sh, _ := newTestShell(t)
	openAndWait(t, sh, paths...)
	s := sh.period
	for _, tt := range []struct{ period, want string }{
		{"2025/3", ""}, {"2025/4", ""}, {"2026/1", ""}, {"2027/1", "Use 2026/1 (4 games in its window)"},
	} {
		s.periodEntry.SetText(tt.period)
		got := ""
		if s.suggestButton.Visible() {
			got = s.suggestButton.Text
		}
		if got != tt.want {
			t.Errorf("suggestion with %s = %q, want %q", tt.period, got, tt.want)
		}
	}
}

// TestSaveChecksTheFilesFirst: a save of the last run's outputs (the new
// list, the report, a calculation sheet) first checks the open files for
// changes on disk, as Run does; a file changed after the run is read
// again, the results are set aside and nothing is saved (a tester: the
// list saved with Ctrl+S after an edit held the old results).
func TestSaveChecksTheFilesFirst(t *testing.T) {
	for _, tt := range []struct {
		name string
		save func(sh *shell, path string)
		ext  string
	}{
		{"new list", func(sh *shell, path string) { sh.period.saveListTo(path) }, ".xlsx"},
		{"report", func(sh *shell, path string) { sh.period.saveReportTo(path) }, ".pdf"},
		{"calculation sheet", func(sh *shell, path string) {
			newPlayerCard(sh, sh.session.run.loaded.Input.Players[0].ID).saveSheet(path)
		}, ".pdf"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			sh, d := newTestShell(t)
			dir := t.TempDir()
			list := copyFile(t, sampleList, dir)
			games := copyFile(t, sampleGames, dir)
			openAndWait(t, sh, list, games)
			runPeriod(t, sh, "2026/1")
			content, err := os.ReadFile(games)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(games, append(content, '\n'), 0o644); err != nil {
				t.Fatal(err)
			}
			out := filepath.Join(dir, "out"+tt.ext)
			tt.save(sh, out)
			waitIdle(sh)
			if _, err := os.Stat(out); !os.IsNotExist(err) {
				t.Errorf("save of the %s after an edit wrote %s (err %v), want nothing written", tt.name, out, err)
			}
			if sh.session.run != nil {
				t.Errorf("save of the %s after an edit kept the run, want it set aside", tt.name)
			}
			if len(d.told) == 0 || !containsAll(d.told[len(d.told)-1], "Not saved", filepath.Base(games), "changed on disk", "period 2026/1 were set aside", "Run the period again") {
				t.Errorf("save of the %s after an edit told %q, want why nothing was saved", tt.name, d.told)
			}
		})
	}
}

// TestOpeningANewListSetsTheNextPeriod: opening the new list of a period,
// whose Notes sheet names it, sets the period to the next one, which
// starts from it (a tester opened the list of 2026/1 just saved: the
// period stayed 2026/1 and the run stopped); reading it again, or a list
// that does not say its period, leaves the period as chosen.
func TestOpeningANewListSetsTheNextPeriod(t *testing.T) {
	sh, _ := newTestShell(t)
	dir := t.TempDir()
	openAndWait(t, sh, copyFile(t, sampleList, dir), copyFile(t, sampleGames, dir))
	runPeriod(t, sh, "2026/1")
	saved := filepath.Join(dir, "rating-list-2026-1.xlsx")
	sh.period.saveListTo(saved)
	waitIdle(sh)
	if _, err := os.Stat(saved); err != nil {
		t.Fatalf("the new list was not saved: %v", err)
	}
	openAndWait(t, sh, saved)
	if got := sh.period.periodEntry.Text; got != "2026/2" {
		t.Errorf("period after opening the new list of 2026/1 = %q, want 2026/2", got)
	}
	if want := "rating-list-2026-1.xlsx is the new list of period 2026/1: the period is set to 2026/2"; !strings.Contains(sh.tasks.status.Text, want) {
		t.Errorf("status %q, want %q", sh.tasks.status.Text, want)
	}
	sh.period.periodEntry.SetText("2026/3")
	sh.readFiles([]string{saved}, "Reading again", nil)
	waitIdle(sh)
	if got := sh.period.periodEntry.Text; got != "2026/3" {
		t.Errorf("period after reading the list again = %q, want 2026/3 as chosen", got)
	}
	openAndWait(t, sh, copyFile(t, sampleList, t.TempDir()))
	if got := sh.period.periodEntry.Text; got != "2026/3" {
		t.Errorf("period after opening a list without Notes = %q, want 2026/3 as chosen", got)
	}
}
