package gui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// TestPeriodRulesetIsForTheSession: a ruleset chosen on the Rating
// period tab is for this session's runs only; the default stays the one
// Preferences set (a tester: picking iccf-2017 once on the tab made it
// the default). Preferences saved without a new default leave the tab's
// choice; a new default is taken by the tab.
func TestPeriodRulesetIsForTheSession(t *testing.T) {
	sh, d := newTestShell(t)
	selectRuleset(t, sh, engine.ICCF2017)
	if got := sh.prefs.ruleset().ID; got != engine.DefaultRuleset {
		t.Errorf("after choosing iccf-2017 on the tab the default is %s, want %s", got, engine.DefaultRuleset)
	}
	if got := sh.openOptions(); !got.OptionalRD {
		t.Errorf("the open files are read with %+v under iccf-2017, want OptionalRD", got)
	}

	d.submitted = true
	sh.savePrefs(newPrefsScreen(sh.prefs)) // the theme, say: the default ruleset as it was
	waitIdle(sh)
	if got := sh.period.selectedRuleset().ID; got != engine.ICCF2017 {
		t.Errorf("Preferences saved with the same default: the tab shows %s, want the session's iccf-2017", got)
	}

	form := newPrefsScreen(sh.prefs)
	rs, err := engine.LookupRuleset(string(engine.ICCF2025))
	if err != nil {
		t.Fatal(err)
	}
	form.ruleset.SetSelected(rulesetLabel(rs))
	sh.savePrefs(form)
	waitIdle(sh)
	for what, got := range map[string]engine.RulesetID{"the default": sh.prefs.ruleset().ID, "the tab": sh.period.selectedRuleset().ID} {
		if got != engine.ICCF2025 {
			t.Errorf("after Preferences set iccf-2025, %s is %s", what, got)
		}
	}
	if sh.openOptions().OptionalRD {
		t.Errorf("under iccf-2025 the open files are read with OptionalRD")
	}
}

// closeAll closes every open file as the Workspace's Close file does.
func closeAll(t *testing.T, sh *shell) {
	t.Helper()
	for _, p := range sh.session.paths() {
		sh.closeFile(p)
	}
	waitIdle(sh)
	if n := len(sh.session.files); n > 0 {
		t.Fatalf("%d files still open", n)
	}
}

// TestChoicesResetWhenAllClosed: the searches and filters typed for the
// open files, and Rate undated games in this period ticked for them, go
// back to how a session starts once every file is closed, and the files
// opened next show all their players (a tester: "0 of 6 players" under an
// old search, and the box still ticked for other files); the status line
// says the box was unticked. Closing one file of several keeps them.
func TestChoicesResetWhenAllClosed(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	runPeriod(t, sh, "2026/1")
	sh.players.search.SetText("Kovač")
	sh.period.search.SetText("Kovač")
	sh.period.onlyPlayed.SetChecked(false)
	sh.tournaments.normFilter.SetSelected(normsAchieved)
	sh.period.assignUndated.SetChecked(true)

	sh.closeFile(absPath(sampleGames))
	waitIdle(sh)
	if sh.players.search.Text != "Kovač" || !sh.period.assignUndated.Checked {
		t.Errorf("closing one file of two: search %q, undated ticked %v; want both kept", sh.players.search.Text, sh.period.assignUndated.Checked)
	}

	closeAll(t, sh)
	for what, got := range map[string]string{
		"Players search": sh.players.search.Text, "Changes search": sh.period.search.Text,
		"norms filter": sh.tournaments.normFilter.Selected,
	} {
		if want := map[bool]string{true: normsAll, false: ""}[what == "norms filter"]; got != want {
			t.Errorf("after every file was closed the %s is %q, want %q", what, got, want)
		}
	}
	if sh.period.assignUndated.Checked || !sh.period.onlyPlayed.Checked {
		t.Errorf("after every file was closed: Rate undated ticked %v, Only players with games ticked %v; want false, true",
			sh.period.assignUndated.Checked, sh.period.onlyPlayed.Checked)
	}
	if want := "Rate undated games in this period is no longer ticked"; !containsAll(sh.tasks.status.Text, want) {
		t.Errorf("status %q, want %q", sh.tasks.status.Text, want)
	}

	openAndWait(t, sh, sampleList)
	if n := len(sh.session.ratingList().list.Players); len(sh.players.table.shown) != n {
		t.Errorf("the list opened next shows %d of %d players", len(sh.players.table.shown), n)
	}
}

// TestTickingUndatedSaysWhy: ticking Rate undated games in this period
// takes the last results, or the errors the last run stopped on, off the
// screen and says that the choice changed the games rated; never that the
// open files changed, which they did not since that run (a tester, after
// a run set aside earlier by a file opened).
func TestTickingUndatedSaysWhy(t *testing.T) {
	undated := filepath.Join("..", "testdata", "sample-games-undated.csv")
	const filesChanged = "because the open files changed"
	const why = "Rate undated games in this period was ticked, which changes the games rated"

	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	runPeriod(t, sh, "2026/1")
	openAndWait(t, sh, undated) // sets the results aside
	test.Tap(sh.period.runButton)
	waitIdle(sh)
	if len(sh.session.runProblems) == 0 {
		t.Fatalf("the run with an undated game did not stop")
	}
	sh.period.assignUndated.SetChecked(true)
	for what, got := range map[string]string{"status line": sh.tasks.status.Text, "Rating period tab": sh.period.resultHeading.Text} {
		if strings.Contains(got, filesChanged) {
			t.Errorf("after ticking, the %s says %q", what, got)
		}
	}
	if got := sh.tasks.status.Text; !strings.Contains(got, why) {
		t.Errorf("after ticking, the status line says %q, want %q", got, why)
	}

	sh.period.assignUndated.SetChecked(false)
	closeAll(t, sh)
	openAndWait(t, sh, sampleList, sampleGames)
	runPeriod(t, sh, "2026/1")
	sh.period.assignUndated.SetChecked(true)
	if got := sh.tasks.status.Text; !strings.HasPrefix(got, "The results of period 2026/1 were taken off the screen: "+why) {
		t.Errorf("ticking after a run: the status line says %q, want the results taken off because %s", got, why)
	}
}

// TestWorkspaceSaysUndatedStopTheRun: with played games without a finish
// date the Workspace does not say that the Rating period tab can run the
// period while the Problems tab warns that the run stops on them (a
// tester); ticking Rate undated games in this period words it anew.
func TestWorkspaceSaysUndatedStopTheRun(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, filepath.Join("..", "testdata", "sample-games-undated.csv"))
	got := sh.workspace.heading.Text
	if strings.Contains(got, "can run the period") || !containsAll(got, "no finish date", "a run of the period stops on them unless you tick Rate undated games in this period") {
		t.Errorf("the Workspace says %q, want that a run stops on the undated games", got)
	}
	sh.period.assignUndated.SetChecked(true)
	if got := sh.workspace.heading.Text; !containsAll(got, "can run the period", "rates the played games without a finish date in it") {
		t.Errorf("with the box ticked the Workspace says %q", got)
	}
}

// TestReloadNamedAsItsButton: the Workspace's button, the File menu's
// item and the messages that send the user to them name Reload alike (a
// tester: messages said "Reload changed files" beside a button "Reload
// changed").
func TestReloadNamedAsItsButton(t *testing.T) {
	sh, _ := newTestShell(t)
	name := sh.workspace.reloadButton.Text
	var inMenu bool
	for _, m := range sh.mainMenu().Items {
		for _, it := range m.Items {
			inMenu = inMenu || it.Label == name
		}
	}
	if !inMenu {
		t.Errorf("no menu item is named %q as the Workspace's button", name)
	}
	cell := &xlsxio.Problem{File: "games.csv", Cell: "C4", Severity: xlsxio.Error, Msg: "bad"}
	for what, text := range map[string]string{"the Problems tab": fixCellsText, "a problem's advice": problemAdvice(cell)} {
		if !strings.Contains(text, "Reload") || !strings.Contains(text, name) {
			t.Errorf("%s says %q, want the button's name %q", what, text, name)
		}
	}
}

// TestMoverNamesShownWhole: in a window 1240 wide the Name column of the
// Compare rulesets tab's gains and losses is as wide as the longest name
// listed (a tester saw "Knežević, Lu…"); TestSmallWindowTables checks that
// at 900 wide the values beside the names stay in view.
func TestMoverNamesShownWhole(t *testing.T) {
	sh, _ := newTestShell(t)
	replayHistory(t, sh)
	s := sh.history
	sh.show(s)
	s.tabs.SelectIndex(1) // Compare rulesets
	compareRulesets(sh)
	for side, table := range []*sortTable{s.gainers, s.losers} {
		s.moverBook.Select(s.moverTabs[side])
		sh.win.Content().Refresh()
		for _, m := range s.movers[side] {
			need := fyne.MeasureText(m.Name, theme.TextSize(), fyne.TextStyle{}).Width + 2*theme.InnerPadding()
			if got := table.columns[0].width; got < need {
				t.Errorf("side %d: the Name column is %v wide, %q needs %v", side, got, m.Name, need)
			}
		}
	}
}

// TestAppNamesItsOwnPlaceNotFlags: the readers' messages that name a way
// out (read dates month first, a default RD) name in the app its
// Preferences alone, not command-line flags (a tester: "--month-first on
// the command line, Preferences › Text dates in the app").
func TestAppNamesItsOwnPlaceNotFlags(t *testing.T) {
	sh, _ := newTestShell(t)
	dates := filepath.Join(t.TempDir(), "games.csv")
	if err := os.WriteFile(dates, []byte("White,Black,Result,Finished\n100001,100002,1-0,10/31/2025\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	openAndWait(t, sh, writeListWithoutRD(t), dates)
	want := map[string]string{"no RD column": "the Default RD of File › Preferences", "is not a month": "File › Preferences › Text dates: MM/DD/YYYY"}
	for _, p := range sh.session.problems() {
		shown := plainText(p.Msg)
		for key, place := range want {
			if strings.Contains(shown, key) {
				if !strings.Contains(shown, place) || strings.Contains(shown, "--") || strings.Contains(shown, "command line") {
					t.Errorf("the app says %q, want %q and no flag", shown, place)
				}
				delete(want, key)
			}
		}
	}
	if len(want) > 0 {
		t.Errorf("no problem says %v", want)
	}
}

// TestReplayUndatedWordedForTheApp: the error of a played game without a
// finish date that a replay stops on (the History tab, which has no box
// for undated games) says without "assigned" that such games are not
// rated in the period (a tester).
func TestReplayUndatedWordedForTheApp(t *testing.T) {
	in := "played game has no finish date " + engine.UndatedNotAssigned + " 2024/1"
	if got, want := plainText(in), "played game has no finish date and games without one are not rated in period 2024/1"; got != want {
		t.Errorf("plainText(%q) = %q, want %q", in, got, want)
	}
}
