package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"ratingdesk/desk"
	"ratingdesk/engine"
)

// TestReconcileShowsNewRowsFromTheLeft: a new reconciliation is shown
// from the table's first column, ID and Name, whatever the last one was
// scrolled to (a tester at 1024×700 saw only the figures after a new
// Reconcile).
func TestReconcileShowsNewRowsFromTheLeft(t *testing.T) {
	sh, d := newTestShell(t)
	sh.win.Resize(fyne.NewSize(1024, 700))
	replayHistory(t, sh)
	s := sh.history
	reconcileWith(t, sh, d, historyOfficial)
	sh.show(s)
	s.tabs.SelectIndex(2)
	s.diffs.table.ScrollToOffset(fyne.NewPos(300, 0))
	if off, ok := s.diffs.table.scrollOffset(); !ok || off.X <= 0 {
		t.Fatalf("the table did not scroll to the right (%v, %v): too wide a window for the test", off, ok)
	}
	test.Tap(s.reconcileButton)
	if off, _ := s.diffs.table.scrollOffset(); off.X != 0 {
		t.Errorf("after a new reconciliation the table is scrolled %.0f to the right, want its first column in view", off.X)
	}
}

// TestPeriodsTableGroupsThousands: the Periods table writes its counts
// with thousands separated, as the tab's heading and the command line do
// (a tester read 20000 under a heading of 20,000 players).
func TestPeriodsTableGroupsThousands(t *testing.T) {
	sh, _ := newTestShell(t)
	s := sh.history
	s.run = &historyRun{history: &desk.History{Periods: []desk.HistoryPeriod{{
		Period: engine.Period{Year: 2025, Quarter: 1}, Ruleset: knownRuleset(engine.ICCF2023),
		Players: 20000, Played: 19994, Games: 1234567, Excluded: 999, Rated: 20000}}}}
	s.periods.setRows(1, nil)
	for col, want := range map[string]string{"Players": "20,000", "Played": "19,994", "Games rated": "1,234,567", "Not rated": "999"} {
		if got := s.periods.cellText(0, columnIndex(t, s.periods, col)); got != want {
			t.Errorf("%s = %q, want %q", col, got, want)
		}
	}
}
