package gui

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// historyOfficial is the sample's official list of 2025/1, as ICCF
// publishes it (no RD column).
var historyOfficial = filepath.Join("..", "testdata", "history", "official-2025-1.csv")

// setDefaultRD saves rd as File › Preferences › Default RD.
func setDefaultRD(t *testing.T, sh *shell, d *fakeDialogs, rd string) {
	t.Helper()
	d.submitted = true
	form := newPrefsScreen(sh.prefs)
	form.defaultRD.SetText(rd)
	if !sh.savePrefs(form) {
		t.Fatalf("the preferences with Default RD %q were not saved; told %q", rd, d.told)
	}
	waitIdle(sh)
	d.submitted = false
}

// reconcileWith opens the official list at path on History › Reconcile
// and presses Reconcile.
func reconcileWith(t *testing.T, sh *shell, d *fakeDialogs, path string) *desk.Reconciliation {
	t.Helper()
	s := sh.history
	d.openPath = path
	test.Tap(s.openOfficial)
	waitIdle(sh)
	test.Tap(s.reconcileButton)
	waitIdle(sh)
	if s.reconciliation == nil {
		t.Fatalf("no reconciliation; told %q", d.told)
	}
	return s.reconciliation
}

// TestReconcileIgnoresDefaultRD: the Preferences' Default RD is not
// given to the official list, which has no RD column: the app finds the
// differences `ratingdesk reconcile` finds on the same lists (a tester
// read "83 of 84 players differ … 79 same games and rating, different
// RD" where the command line found 4 differences), with the replay of
// iccf-2023 and with one switching from iccf-2017 (which needs the
// Default RD).
func TestReconcileIgnoresDefaultRD(t *testing.T) {
	for _, switched := range []bool{false, true} {
		sh, d := newTestShell(t)
		setDefaultRD(t, sh, d, "100")
		openAndWait(t, sh, historyList, historyGames)
		s := sh.history
		s.fromEntry.SetText("2024/1")
		s.toEntry.SetText("2025/1")
		s.ruleset.SetSelected(rulesetLabel(knownRuleset(engine.ICCF2023)))
		if switched {
			s.ruleset.SetSelected(rulesetLabel(knownRuleset(engine.ICCF2017)))
			s.switchEntry.SetText("2024/3")
			s.switchRuleset.SetSelected(string(engine.ICCF2023))
		}
		test.Tap(s.runButton)
		waitIdle(sh)
		if s.run == nil {
			t.Fatalf("switched %v: the replay did not run: %s; told %q", switched, s.reason.Text, d.told)
		}
		got := reconcileWith(t, sh, d, historyOfficial)
		// As the command line reads it (reconcile has no default RD).
		official, ps := desk.ReadOfficialList(historyOfficial, xlsxio.ReadOptions{})
		if ps.HasErrors() {
			t.Fatal(ps)
		}
		h := s.run.history
		want := desk.Reconcile(official, desk.ListAfter(h, h.Last(), "replay 2025/1"))
		if n := got.Count(desk.RDDiffers); n > 0 || len(got.Rows) != len(want.Rows) {
			t.Errorf("switched %v: %d rows, %d of them of RD; want the command line's %d, none of RD (%s)",
				switched, len(got.Rows), n, len(want.Rows), s.reconcileInfo.Text)
		}
		if strings.Contains(s.reconcileInfo.Text, "different RD") {
			t.Errorf("switched %v: the tab says %q", switched, s.reconcileInfo.Text)
		}
	}
}

// TestReconcileSaysItsQuarter: Reconcile compares the official list with
// the replay's list of the official list's own period when it says one
// and the replay holds it, and says which quarter it compared with, and
// why, whatever it did (a tester reconciled the list of 2025/1 with a
// replay to 2025/2 and read 68 differences without a word of the
// quarter).
func TestReconcileSaysItsQuarter(t *testing.T) {
	sh, d := newTestShell(t)
	replayHistory(t, sh)
	s := sh.history
	r := reconcileWith(t, sh, d, historyOfficial)
	if r.Computed != "replay 2025/1" || !containsAll(s.reconcileInfo.Text, "Compared with the replay's last list, 2025/1", "does not say its period") {
		t.Errorf("compared with %q; the tab says %q", r.Computed, s.reconcileInfo.Text)
	}
	// The foot of the window, one line, gives the counts first.
	if status := sh.tasks.status.Text; !strings.HasPrefix(status, "4 of 84 players differ") || !strings.Contains(status, "does not say its period") {
		t.Errorf("the status line says %q", status)
	}
	// A list that says its period (as a workbook Rating Desk wrote does).
	o := s.officialLists[absPath(historyOfficial)]
	o.list.Period, o.list.HasPeriod = engine.Period{Year: 2024, Quarter: 4}, true
	test.Tap(s.reconcileButton)
	if r := s.reconciliation; r.Computed != "replay 2024/4" || !strings.Contains(s.reconcileInfo.Text, "Compared with the replay's list of 2024/4, the official list's own period") {
		t.Errorf("a list of 2024/4 was compared with %q; the tab says %q", r.Computed, s.reconcileInfo.Text)
	}
	o.list.Period = engine.Period{Year: 2025, Quarter: 3}
	test.Tap(s.reconcileButton)
	if r := s.reconciliation; r.Computed != "replay 2025/1" || !containsAll(s.reconcileInfo.Text, "the official list is the list of 2025/3", "does not hold") {
		t.Errorf("a list of 2025/3 was compared with %q; the tab says %q", r.Computed, s.reconcileInfo.Text)
	}
}

// TestPressReconcileSaysWhatItCompares: the words said when an official
// list is opened promise the replay's list of the list's own quarter only
// when the replay holds it (a re-tester: a list of 2025/1 opened after a
// replay to 2024/4 was said to be compared with "the replay's list of
// that quarter").
func TestPressReconcileSaysWhatItCompares(t *testing.T) {
	sh, _ := newTestShell(t)
	s := sh.history
	list := &xlsxio.RatingList{Period: engine.Period{Year: 2025, Quarter: 3}, HasPeriod: true}
	if got := s.pressReconcileText(list); !strings.Contains(got, "replay up to 2025/3, then press Reconcile") {
		t.Errorf("before a replay: %q", got)
	}
	replayHistory(t, sh)
	if got := s.pressReconcileText(list); !containsAll(got, "which the replay, 2024/1 to 2025/1, does not hold", "the replay's last list, 2025/1") {
		t.Errorf("a quarter the replay does not hold: %q", got)
	}
	list.Period = engine.Period{Year: 2024, Quarter: 4}
	if got := s.pressReconcileText(list); !strings.HasSuffix(got, "press Reconcile to compare it with the replay's list of that quarter.") || strings.Contains(got, "does not hold") {
		t.Errorf("a quarter the replay holds: %q", got)
	}
}
