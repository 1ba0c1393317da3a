package gui

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
)

// TestCardTableShowsRows: in the main window's default size the player
// card's table of terms has room for cardTableRows rows (the card scrolls
// in a smaller window), not 2½ (user test shot 12).
func TestCardTableShowsRows(t *testing.T) {
	sh, _ := newTestShell(t)
	sh.dialogs = &windowDialogs{app: sh.app, win: sh.win, prefs: sh.prefs}
	sh.win.Resize(fyne.NewSize(defaultWidth, defaultHeight))
	list := filepath.Join("..", "testdata", "worked-example", "list.csv")
	games := filepath.Join("..", "testdata", "worked-example", "games.csv")
	openAndWait(t, sh, list, games)
	runPeriod(t, sh, "2026/1")
	c := newPlayerCard(sh, 100001)
	sh.dialogs.showPanel("Player card", c.content, nil)
	waitIdle(sh)
	if got, want := c.games.table.Size().Height, c.games.rowsHeight(cardTableRows); got < want-1 {
		t.Errorf("the card's table is %v tall, want room for %d rows (%v)", got, cardTableRows, want)
	}
}

// TestTablesKeepTheirRows: the Tournaments tab's list asks for
// listMinRows of its sections' rows (it is given them all when the window
// has room: TestSectionListGetsItsRows) and a section's tables for
// sectionRows rows; the Compare rulesets histogram is big enough to read
// (user test shots 12, 37); the main window's content still fits its
// default size.
func TestTablesKeepTheirRows(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames, filepath.Join("..", "testdata", "sample-sections.xlsx"))
	s := sh.tournaments
	if got, want := s.listBox.MinSize().Height, s.list.rowsHeight(listMinRows); got < want-1 {
		t.Errorf("the list of 4 sections asks for %v, want room for %d (%v)", got, listMinRows, want)
	}
	if got, want := s.norms.withRows(sectionRows).MinSize().Height, s.norms.rowsHeight(sectionRows); got < want-1 {
		t.Errorf("the norms table asks for %v, want %v", got, want)
	}
	if got := sh.history.histogram.MinSize(); got.Width < 600 || got.Height < 220 {
		t.Errorf("the histogram of the comparison may shrink to %v, where its labels cannot be read", got)
	}
	if got := sh.content.MinSize(); got.Height > defaultHeight-40 || got.Width > defaultWidth {
		t.Errorf("the main window's content asks for %v, more than the default window %v×%v", got, defaultWidth, defaultHeight)
	}
}

// TestPrefsShowTheRulesetWhole: the Preferences form is wide enough for
// the longest ruleset's name (user test: it was cut off).
func TestPrefsShowTheRulesetWhole(t *testing.T) {
	sh, _ := newTestShell(t)
	f := newPrefsScreen(sh.prefs)
	var need float32
	for _, o := range f.ruleset.Options {
		need = max(need, fyne.MeasureText(o, 14, fyne.TextStyle{}).Width)
	}
	var sel fyne.CanvasObject
	walk(f.content, func(o fyne.CanvasObject) {
		if o == f.ruleset {
			sel = o
		}
	})
	if sel == nil {
		t.Fatal("the form has no ruleset choice")
	}
	for _, it := range f.content.Items {
		if it.Text == "Ruleset" {
			if got := it.Widget.MinSize().Width; got < need {
				t.Errorf("the ruleset choice asks for %v, its longest name needs %v", got, need)
			}
		}
	}
	if formWidth(f.content) < f.content.MinSize().Width {
		t.Errorf("the Preferences dialog is narrower than its form")
	}
}
