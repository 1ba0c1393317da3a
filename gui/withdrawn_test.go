package gui

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"ratingdesk/titles"
)

// adriaticM1 is a tester's section: a double round of 7 players in which
// No 7 withdrew (accepted) after 4 games played, the other 8 scored as
// forfeits ("-").
const adriaticM1 = "Tournament,Adriatic Masters 2024\nSection,M1\nType,Master norm\nStart,2024-06-01\nFinished,2025-11-20\nDouble round,yes\n\n" +
	"No,ID,Name,Fed,Title,Rating,Status,Withdrawn,1,2,3,4,5,6,7,Score\n" +
	"1,401001,\"Kovačić, Ivan\",CRO,GM,2530,fixed,,x,½ 1,1 1,½ ½,1 ½,1 1,1 +,10\n" +
	"2,401003,\"Šimunović, Ante\",CRO,IM,2390,fixed,,½ 0,x,½ ½,1 ½,½ 1,1 ½,½ +,7½\n" +
	"3,401005,\"Müller, Jürgen\",GER,CCM,2280,fixed,,0 0,½ ½,x,½ ½,0 ½,½ 1,+ +,6\n" +
	"4,401006,\"Łukasiewicz, Paweł\",POL,,2260,fixed,,½ ½,0 ½,½ ½,x,½ ½,1 0,1 +,6½\n" +
	"5,401012,\"Jovanović, Đorđe\",SRB,CCE,2215,fixed,,0 ½,½ 0,1 ½,½ ½,x,½ ½,0 +,5½\n" +
	"6,401013,\"Yılmaz, Çağrı\",TUR,,2140,fixed,,0 0,0 ½,½ 0,0 1,½ ½,x,+ +,5\n" +
	"7,402001,\"Nowak-Świątek, Łucja\",POL,,,unpublished,accepted,0 -,½ -,- -,0 -,1 -,- -,x,1½\n"

// TestWithdrawnPlayersAreMarked: the crosstable and the standings mark a
// withdrawn player after his name, with a key below the table that says
// what the mark means; the standings' Finished counts the games as the
// standings and the norms workbook do (forfeits included), and Played
// the games played, which the norms count after an accepted withdrawal
// (titles.NormCheck.ScoreGames; a tester: No 7 of Adriatic M1 stood
// with 12 games, 8 of them forfeits after her withdrawal, beside the 4
// her norms count).
func TestWithdrawnPlayersAreMarked(t *testing.T) {
	adriatic := filepath.Join(t.TempDir(), "adriatic-m1.csv")
	if err := os.WriteFile(adriatic, []byte(adriaticM1), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		file, section string
		// marks are the names the crosstable shows, by start number.
		marks map[int]string
		// key holds what the key below the crosstable must say.
		key []string
	}{
		{adriatic, "M1", map[int]string{7: "Nowak-Świątek, Łucja\n(withdrew, accepted)", 1: "Kovačić, Ivan"},
			[]string{"(withdrew, accepted): the withdrawal was accepted", "a norm counts only the games the player played (App. 2 item 3a)"}},
		{filepath.Join("..", "testdata", "sample-section-withdrawal.csv"), "GM-A",
			map[int]string{12: "Kıraç, Emre\n(withdrew, accepted)", 13: "Bråten, Håkon\n(withdrew, not accepted)", 1: "Šimić, Tomislav"},
			[]string{"(withdrew, accepted):", "(withdrew, not accepted): a withdrawal not accepted, or a silent one: no norm"}},
		{filepath.Join("..", "testdata", "sample-section-cancelled.csv"), "GM-A",
			map[int]string{11: "\n(withdrew, games cancelled)", 12: "\n(withdrew, accepted)"},
			[]string{"(withdrew, games cancelled): the player's games were cancelled: they count for nobody"}},
	}
	for _, tt := range tests {
		t.Run(filepath.Base(tt.file), func(t *testing.T) {
			sh, _ := newTestShell(t)
			openAndWait(t, sh, tt.file)
			s := sh.tournaments
			if !s.selectSectionNamed(tt.section) || s.selected.norms == nil {
				t.Fatalf("no section %s with norms among %d (problems %v)", tt.section, len(s.sections), sh.problems.problems)
			}
			sh.show(s)
			name := columnIndex(t, s.grid, "Name")
			for no, want := range tt.marks {
				r := playerRow(t, s.grid, strconv.Itoa(no))
				if got := s.grid.cellText(r, name); !strings.HasSuffix(got, want) {
					t.Errorf("crosstable name of No %d = %q, want it to end %q", no, got, want)
				}
				// The mark has a line of its own: the row is two lines tall.
				line := fyne.MeasureText("Mg", theme.TextSize(), fyne.TextStyle{}).Height
				if lines := strings.Count(want, "\n") + 1; s.grid.heights[r] < s.grid.rowBase()+float32(lines-1)*line {
					t.Errorf("crosstable row of No %d is %.0f tall, want room for %d lines", no, s.grid.heights[r], lines)
				}
			}
			if !s.gridKeyBox.Visible() || !containsAll(s.gridKey.Text, tt.key...) {
				t.Errorf("crosstable key (shown %v) = %q, want %q", s.gridKeyBox.Visible(), s.gridKey.Text, tt.key)
			}
			if !containsAll(s.standingsKey.Text, append([]string{"Finished: the games finished, forfeits included", "the norms workbook's Games", "Played: those played"}, tt.key...)...) {
				t.Errorf("standings key = %q, want the games' columns and %q", s.standingsKey.Text, tt.key)
			}
			checkStandingsGames(t, s)
		})
	}
}

// checkStandingsGames checks every standings row's Finished against the
// standings (the norms workbook's Games) and Played against the
// performances, and for an accepted withdrawal against the games his
// norms count.
func checkStandingsGames(t *testing.T, s *tournamentsScreen) {
	t.Helper()
	st, rep := s.standings, s.selected.norms
	fin, played := columnIndex(t, st, "Finished"), columnIndex(t, st, "Played")
	for r, row := range st.shown {
		line := rep.Standings[row]
		p := s.selected.table.Section.Players[line.Player]
		want := []string{strconv.Itoa(line.Games), strconv.Itoa(rep.Performances[line.Player].Games)}
		if got := []string{st.cellText(r, fin), st.cellText(r, played)}; got[0] != want[0] || got[1] != want[1] {
			t.Errorf("standings of No %d: Finished, Played = %q, want %q", p.No, got, want)
		}
		if c, _ := rep.Watch.Check(line.Player, titles.GM); p.Withdrawn == titles.WithdrawalAccepted && !p.GamesCancelled && st.cellText(r, played) != strconv.Itoa(c.ScoreGames) {
			t.Errorf("standings of No %d: Played %q, want the %d games his norms count", p.No, st.cellText(r, played), c.ScoreGames)
		}
	}
}

// TestStandingsFitTheWindow: with a withdrawn player's mark and the
// Played column, the standings' columns fit the window's default width
// (no column off-screen).
func TestStandingsFitTheWindow(t *testing.T) {
	adriatic := filepath.Join(t.TempDir(), "adriatic-m1.csv")
	if err := os.WriteFile(adriatic, []byte(adriaticM1), 0o644); err != nil {
		t.Fatal(err)
	}
	sh, _ := newTestShell(t)
	sh.win.Resize(fyne.NewSize(defaultWidth, defaultHeight))
	openAndWait(t, sh, adriatic)
	s := sh.tournaments
	sh.show(s)
	s.showView(viewStandings)
	end := float32(0)
	for range s.standings.columns {
		end += theme.Padding() // the divider between two columns
	}
	for _, c := range s.standings.columns {
		end += c.width
	}
	if w := s.standings.table.Size().Width; end > w {
		t.Errorf("the standings' columns take %.0f, the table %.0f", end, w)
	}
}

// TestCrosstableFitsTheWindow: a section of 13 players with two
// withdrawals keeps its crosstable, Score included, within the window's
// default width.
func TestCrosstableFitsTheWindow(t *testing.T) {
	sh, _ := newTestShell(t)
	sh.win.Resize(fyne.NewSize(defaultWidth, defaultHeight))
	openAndWait(t, sh, filepath.Join("..", "testdata", "sample-section-withdrawal.csv"))
	s := sh.tournaments
	sh.show(s)
	s.showView(viewCrosstable)
	end := float32(0)
	for _, c := range s.grid.columns {
		end += c.width + theme.Padding()
	}
	if w := s.grid.table.Size().Width; end > w {
		t.Errorf("the crosstable's columns take %.0f, the table %.0f", end, w)
	}
}
