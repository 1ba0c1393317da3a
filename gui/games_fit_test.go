package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// TestGameTablesShowPlayersWhole: the White, Black and Tournament
// columns of the games read, the rated games and the games not rated are
// as wide as their widest text, so that a player's ID is not cut
// ("Mølgaard, Anne-Mette (1501…", a tester at 1280 wide).
func TestGameTablesShowPlayersWhole(t *testing.T) {
	sh, _ := newTestShell(t)
	openAndWait(t, sh, sampleList, sampleGames)
	sh.show(sh.period)
	sh.period.periodEntry.SetText("2026/1")
	sh.period.showGamesRead()
	check := func(name string, st *sortTable) {
		t.Helper()
		if st.rows == 0 {
			t.Fatalf("%s: no rows", name)
		}
		for _, title := range []string{"White", "Black", "Tournament"} {
			c := columnIndex(t, st, title)
			for r := range st.rows {
				text := st.columns[c].text(r)
				if w := fyne.MeasureText(text, theme.TextSize(), fyne.TextStyle{}).Width + 2*theme.InnerPadding(); w > st.columns[c].width {
					t.Errorf("%s: column %s %.0f wide, %q needs %.0f", name, title, st.columns[c].width, text, w)
					break
				}
			}
		}
	}
	check("games read", sh.period.gamesRead)
	runPeriod(t, sh, "2026/1")
	check("rated games", sh.period.rated)
	check("games not rated", sh.period.excluded)
}
