package gui

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"ratingdesk/desk"
	"ratingdesk/engine"
)

// TestHistoryReadsChangedFilesFirst: the History tab's replay and its
// comparison, started after an open file changed on disk, read it again
// first, as the Rating period tab's Run does, and then run on it as it
// is: the results made stay when the user comes back to the window
// (before, the replay ran while the app still showed and checked the old
// contents, and coming back set the new results aside).
func TestHistoryReadsChangedFilesFirst(t *testing.T) {
	for _, tc := range []struct {
		name   string
		start  func(s *historyScreen)
		result func(s *historyScreen) bool
	}{
		{"replay", func(s *historyScreen) { test.Tap(s.runButton) }, func(s *historyScreen) bool { return s.run != nil }},
		{"comparison", func(s *historyScreen) { test.Tap(s.compareButton) }, func(s *historyScreen) bool { return s.comparison != nil }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sh, d := newTestShell(t)
			dir := t.TempDir()
			games := copyFile(t, historyGames, dir)
			openAndWait(t, sh, copyFile(t, historyList, dir), games)
			s := sh.history
			s.fromEntry.SetText("2024/1")
			s.toEntry.SetText("2025/1")
			s.ruleset.SetSelected(rulesetLabel(knownRuleset(engine.ICCF2023)))
			changeResult(t, games)
			tc.start(s)
			waitIdle(sh)
			if got := sh.session.changed(); len(got) != 0 {
				t.Errorf("after the %s, changed files %q, want none: the file read again first", tc.name, got)
			}
			if !tc.result(s) {
				t.Fatalf("the %s did not run; told %q, status %q", tc.name, d.told, sh.tasks.status.Text)
			}
			sh.onFocusGained()
			waitIdle(sh)
			if !tc.result(s) {
				t.Errorf("coming back to the window set the %s aside, want it kept: it is of the files as they are", tc.name)
			}
		})
	}
}

// TestHistorySavesCheckTheFilesFirst: a save of the History tab's
// results first checks the open files, as the Rating period tab's saves
// do: after an edit of the game list nothing is saved, the file is read
// again, the results are set aside and the user is told why.
func TestHistorySavesCheckTheFilesFirst(t *testing.T) {
	for _, tt := range []struct {
		name, ext string
		save      func(s *historyScreen)
	}{
		{"history", ".xlsx", (*historyScreen).onSaveHistory},
		{"history report", ".pdf", (*historyScreen).onSaveReport},
		{"comparison", ".xlsx", (*historyScreen).onSaveComparison},
		{"reconciliation", ".xlsx", (*historyScreen).onSaveReconciliation},
	} {
		t.Run(tt.name, func(t *testing.T) {
			sh, d := newTestShell(t)
			games := replayCopy(t, sh, d)
			s := sh.history
			changeResult(t, games)
			out := filepath.Join(t.TempDir(), "out"+tt.ext)
			d.savePath = out
			tt.save(s)
			waitIdle(sh)
			if _, err := os.Stat(out); !os.IsNotExist(err) {
				t.Errorf("save of the %s after an edit wrote %s (err %v), want nothing written", tt.name, out, err)
			}
			if s.run != nil || s.comparison != nil || s.reconciliation != nil {
				t.Errorf("save of the %s after an edit kept replay %v, comparison %v, reconciliation %v, want all set aside",
					tt.name, s.run != nil, s.comparison != nil, s.reconciliation != nil)
			}
			if h := s.histogram; h.Resource != nil || h.Image != nil {
				t.Errorf("save of the %s after an edit left the histogram of the comparison set aside on screen", tt.name)
			}
			if !containsAll(d.lastTold(), "Not saved", "games.csv changed on disk after the replay was run",
				"the History tab's results for 2024/1 to 2025/1 were set aside", "Run the replay again, then save.") {
				t.Errorf("save of the %s after an edit told %q, want why nothing was saved", tt.name, d.lastTold())
			}
		})
	}
}

// renameLast writes the official list at path again with the name of
// its last player changed (same path, new content).
func renameLast(t *testing.T, path string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	last := lines[len(lines)-1]
	i := strings.Index(last, `",`)
	if i < 0 {
		t.Fatalf("the official list's last line %q has no quoted name", last)
	}
	lines[len(lines)-1] = last[:i] + ` Jr.` + last[i:]
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
}

// editKeepingStamp changes one digit of the official list at path,
// keeping its size and setting its modification time back: only its
// content tells the change.
func editKeepingStamp(t *testing.T, path string) {
	t.Helper()
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	i := strings.LastIndexAny(string(b), "0123456789")
	b[i] = "1234567890"[b[i]-'0']
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(path, info.ModTime(), info.ModTime()); err != nil {
		t.Fatal(err)
	}
}

// TestOfficialListChangeIsNoticed: the official list of History ›
// Reconcile, which is not an open file, is watched as the open files
// are: once it changes on disk the reconciliation made with it is set
// aside (coming back to the window, Reload) and said so on the Reconcile
// tab, it is read again before Reconcile, and a save of the
// reconciliation or of the report that holds it is refused (before,
// the differences with the old contents stayed on screen and could be
// saved); a list that can no longer be read is taken off the lists.
func TestOfficialListChangeIsNoticed(t *testing.T) {
	const aside = "The reconciliation with official.csv was set aside because the file changed on disk"
	saved := func(t *testing.T, sh *shell, d *fakeDialogs, save func(s *historyScreen), ext string) {
		out := filepath.Join(t.TempDir(), "out"+ext)
		d.savePath = out
		save(sh.history)
		waitIdle(sh)
		if _, err := os.Stat(out); !os.IsNotExist(err) {
			t.Errorf("save after the official list changed wrote %s (err %v), want nothing written", out, err)
		}
		if !containsAll(d.lastTold(), "Not saved", "official.csv changed on disk after the reconciliation was made",
			"the results of the reconciliation were set aside", "Press Reconcile again, then save.") {
			t.Errorf("save after the official list changed told %q, want why nothing was saved", d.lastTold())
		}
	}
	for _, tc := range []struct {
		name   string
		change func(t *testing.T, path string)
		then   func(t *testing.T, sh *shell, d *fakeDialogs)
		// reconciled: a new reconciliation, with the list as it is now.
		reconciled bool
	}{
		{"coming back to the window", renameLast, func(_ *testing.T, sh *shell, _ *fakeDialogs) { sh.onFocusGained() }, false},
		{"reload", renameLast, func(_ *testing.T, sh *shell, _ *fakeDialogs) { sh.onReload() }, false},
		{"same size, time set back", editKeepingStamp, func(_ *testing.T, sh *shell, _ *fakeDialogs) { sh.onFocusGained() }, false},
		{"reconcile", renameLast, func(_ *testing.T, sh *shell, _ *fakeDialogs) { test.Tap(sh.history.reconcileButton) }, true},
		{"save reconciliation", renameLast, func(t *testing.T, sh *shell, d *fakeDialogs) {
			saved(t, sh, d, (*historyScreen).onSaveReconciliation, ".xlsx")
		}, false},
		{"save history report", renameLast, func(t *testing.T, sh *shell, d *fakeDialogs) {
			saved(t, sh, d, (*historyScreen).onSaveReport, ".pdf")
		}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sh, d := newTestShell(t)
			replayCopy(t, sh, d)
			s := sh.history
			path := s.official.Selected
			tc.change(t, path)
			tc.then(t, sh, d)
			waitIdle(sh)
			if s.run == nil || s.comparison == nil {
				t.Errorf("after the official list changed: replay %v, comparison %v, want both kept", s.run != nil, s.comparison != nil)
			}
			if got := len(sh.session.changed()); got != 0 {
				t.Errorf("%d open files changed, want none", got)
			}
			warned := 0
			for _, m := range d.told {
				if strings.HasPrefix(m, "The official list was read with warnings") {
					warned++
				}
			}
			if warned != 1 {
				t.Errorf("the official list's warning was told %d times, want once: read again with the same warnings, they are not told again", warned)
			}
			fresh, _ := desk.ReadOfficialList(path, sh.prefs.readOptions())
			if got := s.officialOf(path); got == nil || fresh == nil || !reflect.DeepEqual(got.Players, fresh.Players) {
				t.Errorf("the official list held is not the one on disk now")
			}
			if tc.reconciled {
				if s.reconciliation == nil || !containsAll(s.reconcileInfo.Text, "1 same entries, different name") {
					t.Errorf("Reconcile after the change: %q, want the list as it is now reconciled", s.reconcileInfo.Text)
				}
				return
			}
			if s.reconciliation != nil || !s.saveDiffs.Disabled() {
				t.Errorf("after the change: reconciliation %v, Save reconciliation off %v; want it set aside", s.reconciliation != nil, s.saveDiffs.Disabled())
			}
			if !strings.HasPrefix(s.reconcileInfo.Text, aside) {
				t.Errorf("Reconcile tab says %q, want %q", s.reconcileInfo.Text, aside)
			}
		})
	}
}

// TestOfficialListUnreadableIsClosed: an official list changed on disk
// into a file with errors is taken off the lists offered, its
// reconciliation set aside, and the user told why.
func TestOfficialListUnreadableIsClosed(t *testing.T) {
	sh, d := newTestShell(t)
	replayCopy(t, sh, d)
	s := sh.history
	path := s.official.Selected
	if err := os.WriteFile(path, []byte("ICCF-id,Country,Title,Name,Games,Rating\nabc,GER,,\"Aa, Ann\",3,2000\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	sh.onFocusGained()
	waitIdle(sh)
	if s.reconciliation != nil || s.officialOf(path) != nil || len(s.official.Options) != 0 || s.official.Selected != "" {
		t.Errorf("after the list broke: reconciliation %v, list held %v, options %q, picked %q; want none",
			s.reconciliation != nil, s.officialOf(path) != nil, s.official.Options, s.official.Selected)
	}
	if !containsAll(d.lastTold(), "The official list was closed", "official.csv: 1 problem", "can no longer be read") {
		t.Errorf("told %q, want the list's problem and that it was closed", d.lastTold())
	}
	if !containsAll(s.reconcileInfo.Text, "set aside", "can no longer be read") {
		t.Errorf("Reconcile tab says %q, want the reconciliation set aside", s.reconcileInfo.Text)
	}
}

// TestOtherOfficialListChangeLeavesTheReconciliation: a change of another
// official list than the one reconciled with sets nothing aside and does
// not stop the save of the reconciliation.
func TestOtherOfficialListChangeLeavesTheReconciliation(t *testing.T) {
	sh, d := newTestShell(t)
	replayCopy(t, sh, d)
	s := sh.history
	reconciled := s.official.Selected
	other := filepath.Join(t.TempDir(), "other.csv")
	b, err := os.ReadFile(reconciled)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(other, b, 0o644); err != nil {
		t.Fatal(err)
	}
	s.openOfficialPath(other)
	waitIdle(sh)
	s.official.SetSelected(reconciled)
	renameLast(t, other)
	out := filepath.Join(t.TempDir(), "differences.xlsx")
	d.savePath = out
	s.onSaveReconciliation()
	waitIdle(sh)
	if _, err := os.Stat(out); err != nil {
		t.Errorf("the reconciliation was not saved after another official list changed: %v; told %q", err, d.lastTold())
	}
	if s.reconciliation == nil || s.reconciliation.Official != reconciled {
		t.Errorf("the reconciliation with %s was set aside after another official list changed", filepath.Base(reconciled))
	}
}
