package gui

import (
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

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
