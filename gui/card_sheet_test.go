package gui

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"ratingdesk/engine"
)

// TestCardSavesTheSheetAlone checks that the card's "Save calculation sheet
// (PDF)…" writes the player's sheet only: not the period report's summary,
// change list or other sheets, even with the period screen's box "with a
// calculation sheet for every player who played" ticked, and no other
// player's name than his opponents' (the file may be mailed to him).
func TestCardSavesTheSheetAlone(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext not installed (poppler-utils)")
	}
	sh, d := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	runPeriod(t, sh, "2026/1")
	sh.period.allSheets.SetChecked(true)
	lp, res := rateDirectly(t, sampleList, []string{sampleGames}, "2026/1")
	// The player of the bug report (no rated game in 2026/1), and the
	// first player with rated games.
	ids := []engine.PlayerID{100101}
	for _, p := range res.Players {
		if p.NumTerms() > 0 {
			ids = append(ids, p.Player.ID)
			break
		}
	}
	for _, id := range ids {
		self := resultOf(t, res, id)
		want := []string{"Calculation sheet: " + self.Player.Name, "ruleset " + string(res.Ruleset.ID), "page 1 of", "Rating Desk test"}
		if self.NumTerms() > 0 {
			want = append(want, "Step (g)")
		}
		c := newPlayerCard(sh, id)
		d.savePath = filepath.Join(t.TempDir(), "calculation.pdf")
		test.Tap(c.saveButton)
		waitIdle(sh)
		out, err := exec.Command("pdftotext", "-enc", "UTF-8", d.savePath, "-").Output()
		if err != nil {
			t.Fatalf("player %d: pdftotext of the saved sheet: %v (told %q)", id, err, d.told)
		}
		text := string(out)
		if !containsAll(text, want...) {
			t.Errorf("player %d: saved PDF lacks the player's sheet (%q):\n%s", id, want, text)
		}
		for _, absent := range []string{"Changes in rating period", "Biggest", "Input files", filepath.Base(sampleGames)} {
			if strings.Contains(text, absent) {
				t.Errorf("player %d: saved PDF has %q of the period report", id, absent)
			}
		}
		if n := strings.Count(text, "Calculation sheet: "); n != 2 {
			t.Errorf("player %d: saved PDF has %d sheet headings and headers, want 2 (one sheet)", id, n)
		}
		checkOnlyOpponents(t, text, id, lp.Input.Games, res)
	}
}

// checkOnlyOpponents fails when text names a player of res other than id
// and the players of id's games.
func checkOnlyOpponents(t *testing.T, text string, id engine.PlayerID, games []engine.Game, res *engine.PeriodResult) {
	t.Helper()
	allowed := map[engine.PlayerID]bool{id: true}
	for _, g := range games {
		if g.White == id || g.Black == id || g.WhiteSubFor == id || g.BlackSubFor == id {
			allowed[g.White], allowed[g.Black] = true, true
		}
	}
	checked := 0
	for _, p := range res.Players {
		if allowed[p.Player.ID] || p.Player.Name == "" {
			continue
		}
		checked++
		if strings.Contains(text, p.Player.Name) {
			t.Errorf("player %d: saved PDF names %s (%d), who is not in his games", id, p.Player.Name, p.Player.ID)
		}
	}
	if checked == 0 {
		t.Fatalf("player %d: no other player to look for", id)
	}
}
