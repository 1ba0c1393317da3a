package gui

import (
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/engine"
)

// TestAsideGoesWithAllFiles: closing every file of a run set aside
// leaves nothing that speaks of it: a card opened on the files opened
// next says no period was run, not that 2026/1 was set aside (a tester),
// nor does the Rating period tab.
func TestAsideGoesWithAllFiles(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	runPeriod(t, sh, "2026/1")
	sh.closeFile(absPath(sampleGames))
	if sh.session.asidePeriod() != (engine.Period{Year: 2026, Quarter: 1}) {
		t.Fatalf("closing the game list set aside %v, want 2026/1", sh.session.asidePeriod())
	}
	sh.closeFile(absPath(sampleList))
	waitIdle(sh)
	if strings.Contains(sh.tasks.status.Text, "set aside") || !strings.Contains(sh.tasks.status.Text, "went with the files") {
		t.Errorf("closing the last file says %q, want the results gone with the files", sh.tasks.status.Text)
	}
	openAndWait(t, sh, filepath.Join("..", "testdata", "sample-list.csv"), filepath.Join("..", "testdata", "sample-games.csv"))
	if p := sh.session.asidePeriod(); p != (engine.Period{}) {
		t.Errorf("after closing every file, results of %v are still set aside", p)
	}
	id := sh.session.listRead().Players[0].ID
	c := newPlayerCard(sh, id)
	if got := c.noPeriodText(); got != "none run yet" {
		t.Errorf("card's period line = %q, want none run yet", got)
	}
	if strings.Contains(sh.period.resultHeading.Text, "set aside") {
		t.Errorf("Rating period tab says %q, want nothing set aside", sh.period.resultHeading.Text)
	}
}
