package gui

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/engine"
)

// TestNoGamesWarning: Run on a period whose window holds none of the
// games warns first, naming the period that holds them; only "Run anyway"
// runs it, and then the app does not invite saving.
func TestNoGamesWarning(t *testing.T) {
	sh, d := newTestShell(t)
	// The whole sample, as the app opens it: its crosstable's games count too.
	openAndWait(t, sh, sampleList, sampleGames, filepath.Join("..", "testdata", "sample-sections.xlsx"),
		filepath.Join("..", "testdata", "sample-sections-games.csv"))
	s := sh.period
	sh.show(s)
	s.periodEntry.SetText("2027/1")
	test.Tap(s.runButton)
	waitIdle(sh)
	if len(d.confirms) != 1 {
		t.Fatalf("Run on 2027/1 asked %q, want one warning", d.confirms)
	}
	if got := d.confirms[0]; !containsAll(got, "No games to rate in period 2027/1", "None of the 369 games read finished in the window of period 2027/1",
		"Period 2026/1 holds the games", "Run period 2027/1 anyway?") {
		t.Errorf("warning %q, want it to name 2027/1 and the period 2026/1 that holds the games", got)
	}
	if sh.session.run != nil {
		t.Fatalf("the period ran although the warning was not answered with Run anyway")
	}

	d.answer = true
	test.Tap(s.runButton)
	waitIdle(sh)
	if sh.session.run == nil {
		t.Fatalf("Run anyway did not run the period: told %q", d.told)
	}
	if got := sh.tasks.status.Text; !strings.Contains(got, "rated no game") || strings.Contains(got, "Save") {
		t.Errorf("status after a run without games %q, want it to say no game was rated and not to invite saving", got)
	}
	if s.saveList.Importance == widget.HighImportance {
		t.Errorf("Save new list is still the highlighted next step after a run without games")
	}
	if got := s.resultHeading.Text; !strings.Contains(got, "No game was rated") {
		t.Errorf("heading %q, want it to say no game was rated", got)
	}
}

// TestNoWarningWithGames: a period with games runs without a warning.
func TestNoWarningWithGames(t *testing.T) {
	sh, d := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	runPeriod(t, sh, "2026/1")
	if len(d.confirms) != 0 || sh.session.run == nil {
		t.Errorf("Run on 2026/1 asked %q (ran: %v), want it to run at once", d.confirms, sh.session.run != nil)
	}
	if got := sh.tasks.status.Text; !strings.Contains(got, "Save the new list") {
		t.Errorf("status %q, want the invitation to save", got)
	}
}

// TestOtherPeriodClearsTheResults: choosing another period (or ruleset)
// takes the results of the last run off the screen at once.
func TestOtherPeriodClearsTheResults(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	s := sh.period
	runPeriod(t, sh, "2026/1")
	if !s.results.Visible() {
		t.Fatalf("no results shown after the run")
	}
	s.periodEntry.SetText("2026/1") // the same period: the results stay
	if sh.session.run == nil || !s.results.Visible() {
		t.Errorf("typing the period run took its results off the screen")
	}
	s.periodEntry.SetText("2025/4")
	if sh.session.run != nil || s.results.Visible() || s.shown != nil {
		t.Errorf("after choosing 2025/4 the results of 2026/1 are still shown")
	}
	if !strings.Contains(s.resultHeading.Text, "Run the period") {
		t.Errorf("heading %q, want the invitation to run", s.resultHeading.Text)
	}

	runPeriod(t, sh, "2026/1")
	for _, rs := range engine.Rulesets() {
		if rs.ID == engine.ICCF2017 {
			s.ruleset.SetSelected(rulesetLabel(rs))
		}
	}
	waitIdle(sh) // the list is read again (settings.openOptions)
	if sh.session.run != nil || s.results.Visible() {
		t.Errorf("after choosing another ruleset the results of iccf-2023 are still shown")
	}
}

// TestPeriodRemembered: the period chosen is that of the next start; the
// ruleset chosen on the tab is not: it was for that session, and the next
// starts with the default Preferences set (a tester).
func TestPeriodRemembered(t *testing.T) {
	a := test.NewTempApp(t)
	first := newShell(a, test.NewTempWindow(t, nil), "test", &fakeDialogs{})
	if got, want := first.period.periodEntry.Text, engine.NextList(time.Now()).String(); got != want {
		t.Errorf("first start: period %q, want the next list %q", got, want)
	}
	first.period.periodEntry.SetText("2025/4")
	first.period.periodEntry.SetText("2025/") // not a period: not remembered
	first.period.ruleset.SetSelected(rulesetLabel(mustRuleset(t, engine.ICCF2017)))

	next := newShell(a, test.NewTempWindow(t, nil), "test", &fakeDialogs{})
	if got := next.period.periodEntry.Text; got != "2025/4" {
		t.Errorf("next start: period %q, want 2025/4", got)
	}
	if got := next.period.selectedRuleset().ID; got != engine.DefaultRuleset {
		t.Errorf("next start: ruleset %s, want the default %s", got, engine.DefaultRuleset)
	}
}

func mustRuleset(t *testing.T, id engine.RulesetID) engine.Ruleset {
	t.Helper()
	rs, err := engine.LookupRuleset(string(id))
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

// menuItemNamed finds the main-menu item with its label.
func menuItemNamed(t *testing.T, m *fyne.MainMenu, label string) *fyne.MenuItem {
	t.Helper()
	for _, menu := range m.Items {
		for _, it := range menu.Items {
			if it.Label == label {
				return it
			}
		}
	}
	t.Fatalf("no menu item %q", label)
	return nil
}

// TestMoreShortcuts: close file, save report, next and previous tab have
// their shortcuts, shown in the menus; Ctrl+Page Down/Up switch tabs too.
func TestMoreShortcuts(t *testing.T) {
	sh, d := newTestShell(t)
	m := sh.mainMenu()
	openAndWait(t, sh, sampleList, sampleGames)

	if it := menuItemFor(t, m, fyne.KeyE); it.Label != "Save report (PDF)…" {
		t.Errorf("Ctrl+E is %q, want Save report (PDF)…", it.Label)
	}
	closeItem := menuItemFor(t, m, fyne.KeyW)
	sh.show(sh.period)
	closeItem.Action()
	if sh.tabs.Selected() != sh.workspace.tab() || len(sh.session.files) != 2 {
		t.Errorf("Ctrl+W with no file selected: tab %q, %d files open; want the Workspace and nothing closed", sh.tabs.Selected().Text, len(sh.session.files))
	}
	sh.workspace.files.selectRow(0)
	closeItem.Action()
	if len(sh.session.files) != 1 {
		t.Errorf("Ctrl+W on a selected file: %d files open, want 1 (told %q)", len(sh.session.files), d.told)
	}

	tabs := []struct {
		label string
		want  *desktop.CustomShortcut
		step  int
	}{
		{"Next tab", &desktop.CustomShortcut{KeyName: fyne.KeyTab, Modifier: fyne.KeyModifierControl}, 1},
		{"Previous tab", &desktop.CustomShortcut{KeyName: fyne.KeyTab, Modifier: fyne.KeyModifierControl | fyne.KeyModifierShift}, -1},
	}
	for _, tc := range tabs {
		it := menuItemNamed(t, m, tc.label)
		if it.Shortcut == nil || it.Shortcut.ShortcutName() != tc.want.ShortcutName() {
			t.Errorf("%s: shortcut %v, want %s", tc.label, it.Shortcut, tc.want.ShortcutName())
		}
		sh.tabs.SelectIndex(0)
		it.Action()
		n := len(sh.tabs.Items)
		if got, want := sh.tabs.SelectedIndex(), (tc.step+n)%n; got != want {
			t.Errorf("%s from the first tab shows tab %d, want %d", tc.label, got, want)
		}
	}

	c, ok := sh.win.Canvas().(interface{ TypedShortcut(fyne.Shortcut) })
	if !ok {
		t.Fatalf("the test canvas takes no shortcuts")
	}
	sh.tabs.SelectIndex(0)
	c.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyPageDown, Modifier: fyne.KeyModifierControl})
	if got := sh.tabs.SelectedIndex(); got != 1 {
		t.Errorf("Ctrl+Page Down from the first tab shows tab %d, want 1", got)
	}
	c.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyPageUp, Modifier: fyne.KeyModifierControl})
	if got := sh.tabs.SelectedIndex(); got != 0 {
		t.Errorf("Ctrl+Page Up from the second tab shows tab %d, want 0", got)
	}
}

// TestUndatedGamesNamedBeforeAndAfterRun: with games without a finish date
// among those read and Rate undated games not ticked, the warning before
// the run says the run would stop on them and names the tick, and so does
// the dialog of the run that stopped on them (a tester: both offered only
// correcting the files, and the first promised a run that rates no game).
func TestUndatedGamesNamedBeforeAndAfterRun(t *testing.T) {
	sh, d := undatedShell(t)
	s := sh.period
	sh.show(s)
	s.periodEntry.SetText("2027/1")
	test.Tap(s.runButton)
	waitIdle(sh)
	if len(d.confirms) != 1 {
		t.Fatalf("Run on 2027/1 asked %q, want one warning", d.confirms)
	}
	if got := d.confirms[0]; !containsAll(got, "the run would stop on the 36 games without a finish date", "tick Rate undated games in this period") ||
		strings.Contains(got, "rate no game") {
		t.Errorf("warning %q, want it to say the run stops on the 36 undated games unless the box is ticked", got)
	}
	d.answer = true
	test.Tap(s.runButton)
	waitIdle(sh)
	if sh.session.run != nil {
		t.Fatalf("the period ran with 36 undated games and the box not ticked")
	}
	if got := d.lastTold(); !containsAll(got, "The period did not run", "tick Rate undated games in this period") {
		t.Errorf("told %q, want the dialog to name the tick as well", got)
	}
}

// TestUndatedWarningInTheAppsWords: the Problems tab says of played games
// without a finish date that a run stops on them unless Rate undated
// games in this period is ticked, in the app's words: not the command
// line's flag, and not "they do not stop the period" (a tester).
func TestUndatedWarningInTheAppsWords(t *testing.T) {
	sh, _ := undatedShell(t)
	s := sh.problems
	sh.show(s)
	if got := s.banner.Text; !strings.Contains(got, "on which a run of the period stops unless you tick Rate undated games in this period") ||
		strings.Contains(got, "do not stop the period") {
		t.Errorf("banner %q, want it to say a run stops on the undated games unless the box is ticked", got)
	}
	col := columnIndex(t, s.table, "What is wrong")
	found := false
	for r := range s.table.shown {
		text := s.table.cellText(r, col)
		if strings.Contains(text, "no finish date") {
			found = true
			if strings.Contains(text, "--assign-undated") || !strings.Contains(text, "Rate undated games in this period") {
				t.Errorf("warning %q, want the app's words without the command line's flag", text)
			}
		}
	}
	if !found {
		t.Fatalf("no warning of games without a finish date among the problems")
	}
}

// TestStoppedRunInTheStatusLine: a run that stops on errors says so in the
// status line, in place of what the line said before (a tester: after a
// second run stopped, the line still spoke of the first one's errors).
func TestStoppedRunInTheStatusLine(t *testing.T) {
	sh, d := undatedShell(t)
	d.answer = true
	s := sh.period
	sh.show(s)
	s.periodEntry.SetText("2026/1")
	test.Tap(s.runButton)
	waitIdle(sh)
	if got := sh.tasks.status.Text; !strings.Contains(got, "The run of period 2026/1 stopped on 36 errors") {
		t.Errorf("status %q, want it to say the run of 2026/1 stopped on 36 errors", got)
	}
}

// undatedShell is the app with the sample list, its game list and its
// crosstable workbook open, whose sections hold 36 played games without a
// finish date (their dates are in sample-sections-games.csv, not open).
func undatedShell(t *testing.T) (*shell, *fakeDialogs) {
	t.Helper()
	sh, d := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames, filepath.Join("..", "testdata", "sample-sections.xlsx"))
	return sh, d
}
