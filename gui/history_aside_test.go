package gui

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/engine"
)

// replayCopy copies the history sample into a folder of its own, opens
// the copy, replays 2024/1 to 2025/1, compares two rulesets and
// reconciles with an official list; it returns the copy of the games.
func replayCopy(t *testing.T, sh *shell, d *fakeDialogs) string {
	t.Helper()
	dir := t.TempDir()
	list, games := copyFile(t, historyList, dir), copyFile(t, historyGames, dir)
	openAndWait(t, sh, list, games)
	s := sh.history
	s.fromEntry.SetText("2024/1")
	s.toEntry.SetText("2025/1")
	s.ruleset.SetSelected(rulesetLabel(knownRuleset(engine.ICCF2023)))
	test.Tap(s.runButton)
	waitIdle(sh)
	test.Tap(s.compareButton)
	waitIdle(sh)
	path, _, _ := officialFrom(t, sh)
	d.openPath = path
	test.Tap(s.openOfficial)
	waitIdle(sh)
	test.Tap(s.reconcileButton)
	if s.run == nil || s.comparison == nil || s.reconciliation == nil {
		t.Fatalf("replay %v, comparison %v, reconciliation %v, want all three; told %q", s.run != nil, s.comparison != nil, s.reconciliation != nil, d.told)
	}
	return games
}

// changeResult writes games again with the first game's result changed
// (same path, new content).
func changeResult(t *testing.T, games string) {
	t.Helper()
	b, err := os.ReadFile(games)
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(b), "520101,380101,½-½", "520101,380101,1-0", 1)
	if text == string(b) {
		t.Fatal("the sample's first game is not the one expected")
	}
	if err := os.WriteFile(games, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestHistorySetAsideWhenFilesChange: the History tab's replay,
// comparison and reconciliation are set aside, said so and saved no
// more once the open files change (reloaded, closed), as the Rating
// period tab's results are (a tester saved the old numbers, and the old
// SHA-256 of a file she had changed).
func TestHistorySetAsideWhenFilesChange(t *testing.T) {
	tests := []struct {
		name   string
		change func(t *testing.T, sh *shell, games string)
	}{
		{"reload after a result changed", func(t *testing.T, sh *shell, games string) {
			changeResult(t, games)
			sh.onReload()
			waitIdle(sh)
		}},
		{"game list closed", func(_ *testing.T, sh *shell, games string) {
			sh.closeFile(games)
			waitIdle(sh)
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sh, d := newTestShell(t)
			games := replayCopy(t, sh, d)
			s := sh.history
			tc.change(t, sh, games)
			if s.run != nil || s.comparison != nil || s.reconciliation != nil {
				t.Errorf("after the change: replay %v, comparison %v, reconciliation %v, want none", s.run != nil, s.comparison != nil, s.reconciliation != nil)
			}
			const aside = "The History tab's results for 2024/1 to 2025/1 were set aside because the open files changed"
			for what, text := range map[string]string{"heading": s.heading.Text, "compare info": s.compareInfo.Text,
				"reconcile info": s.reconcileInfo.Text, "status": sh.tasks.status.Text} {
				if !strings.Contains(text, aside) {
					t.Errorf("%s = %q, want it to say %q", what, text, aside)
				}
			}
			for what, b := range map[string]*keyButton{"Save history": s.saveHistory, "Save history report": s.saveReport,
				"Save comparison": s.saveComparison, "Save reconciliation": s.saveDiffs} {
				if !b.Disabled() {
					t.Errorf("%s is enabled after the change, want disabled", what)
				}
			}
			if n := len(s.periods.shown); n != 0 {
				t.Errorf("periods shown = %d, want 0", n)
			}
			if item := menuItem(t, sh, "History", "Save history report (PDF)…"); !item.Disabled {
				t.Errorf("History › %s is enabled after the change, want disabled", item.Label)
			}
		})
	}
}

// labelTexts are the texts of the labels shown in o, joined by " | ".
func labelTexts(o fyne.CanvasObject) string {
	var out []string
	walk(o, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			out = append(out, l.Text)
		}
	})
	return strings.Join(out, " | ")
}

// TestCardFromReconcile: a card opened from a row of Reconcile shows the
// player's values on the official list also when he is on the open list,
// and no note of the Rating period tab's results set aside (a tester:
// the card of a player on both lists showed neither official value, and
// "2024/1 set aside … run the period again"); a card opened elsewhere
// keeps both as they were.
func TestCardFromReconcile(t *testing.T) {
	sh, d := newTestShell(t)
	openAndWait(t, sh, historyList, historyGames)
	runPeriod(t, sh, "2024/1")
	openAndWait(t, sh, historyGames) // read again: period 2024/1 set aside
	if sh.session.asidePeriod() != (engine.Period{Year: 2024, Quarter: 1}) {
		t.Fatalf("set aside = %v, want 2024/1", sh.session.asidePeriod())
	}
	replayHistory(t, sh)
	s := sh.history
	path, changed, _ := officialFrom(t, sh)
	s.openOfficialPath(path)
	waitIdle(sh)
	test.Tap(s.reconcileButton)
	row := -1
	for i, r := range s.reconciliation.Rows {
		if r.ID == changed {
			row = i
		}
	}
	if row < 0 {
		t.Fatalf("no row of %d, on both lists: %+v", changed, s.reconciliation.Rows)
	}
	official := s.reconciliation.Rows[row].Official.Rating
	s.diffs.onActivated(row)
	if len(d.contents) != 1 {
		t.Fatalf("double click on the row of %d showed %d panels, want 1", changed, len(d.contents))
	}
	for _, tc := range []struct {
		name          string
		text          string
		want, notWant []string
	}{
		{"from Reconcile", labelTexts(d.contents[0]),
			[]string{"Official list | official.csv (History › Reconcile)", "Official rating | " + strconv.Itoa(official), "Official games"},
			[]string{"set aside"}},
		{"from the list", labelTexts(newPlayerCard(sh, changed).content),
			[]string{"2024/1 set aside"}, []string{"Official"}},
	} {
		for _, w := range tc.want {
			if !strings.Contains(tc.text, w) {
				t.Errorf("card of %d %s: %q lacks %q", changed, tc.name, tc.text, w)
			}
		}
		for _, w := range tc.notWant {
			if strings.Contains(tc.text, w) {
				t.Errorf("card of %d %s: %q holds %q", changed, tc.name, tc.text, w)
			}
		}
	}
}

// TestSmallWindowTables: in a window 900×600 the movers' tables show
// the values beside the names (a tester saw only ID, Name and Fed: shot
// 46), and the Rating period tab's Changes table room for several rows
// (shot 44: about 2).
func TestSmallWindowTables(t *testing.T) {
	sh, _ := newTestShell(t)
	replayHistory(t, sh)
	s := sh.history
	sh.win.Resize(minContent)
	s.tabs.SelectIndex(1)
	compareRulesets(sh)
	for side, st := range []*sortTable{s.gainers, s.losers} {
		s.moverBook.Select(s.moverTabs[side])
		sh.win.Content().Refresh()
		view := st.table.Size().Width
		for _, title := range []string{"Name", "Δ", "A", "B"} {
			end := float32(0)
			for _, c := range st.columns[:columnIndex(t, st, title)+1] {
				end += c.width
			}
			if end > view {
				t.Errorf("%s: the column %s ends at %.0f, past the table's %.0f in view", s.moverTabs[side].Text, title, end, view)
			}
		}
	}

	runPeriod(t, sh, "2024/1")
	sh.win.Content().Refresh()
	p := sh.period
	if got, want := p.changes.table.Size().Height, p.changes.rowsHeight(changesMinRows); got < want-1 {
		t.Errorf("the Changes table is %.0f tall at %v, want room for %d rows (%.0f)", got, minContent, changesMinRows, want)
	}
}
