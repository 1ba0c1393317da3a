package gui

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// writeFile writes content to name in a fresh folder and returns its path.
func writeFile(t *testing.T, name, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// fideTXT is a players_list TXT fragment in the published column layout:
// its header and one row of ID Number, Name, Fed and SRtg for each row.
func fideTXT(rows ...[4]string) string {
	format := "%-15s%-61s%-4s%-4s%-5s%-5s%-15s%-4s%-5s%-4s%-3s%-6s%s"
	out := []string{fmt.Sprintf(format, "ID Number", "Name", "Fed", "Sex", "Tit", "WTit", "OTit", "FOA", "SRtg", "SGm", "SK", "B-day", "Flag")}
	for _, r := range rows {
		out = append(out, fmt.Sprintf(format, r[0], r[1], r[2], "M", "", "", "", "", r[3], "0", "20", "1970", ""))
	}
	return strings.Join(out, "\n") + "\n"
}

// The cup: 104 is unrated and plays in period 2026/1.
const (
	cupList = "ID,Name,Fed,Rating,RD,Games\n" +
		"101,\"Aa, Anna\",GER,2500,50,100\n" +
		"102,\"Bb, Bert\",ITA,2400,60,20\n" +
		"104,\"Dd, Dirk\",ESP,,,\n"
	cupGames = "White,Black,Result,Finished\n" +
		"101,104,1-0,2025-10-01\n" +
		"104,102,1/2-1/2,2025-10-02\n"
)

// TestFIDEListInTheWorkspace: a FIDE TXT opened in the session is listed
// as the FIDE rating list with its players counted; the period run takes
// the unrated player's FIDE rating from it and says so on the Problems
// tab; closing it takes it out of the next run.
func TestFIDEListInTheWorkspace(t *testing.T) {
	sh, _ := newTestShell(t)
	fide := writeFile(t, "players_list.txt", fideTXT([4]string{"2200112", "Dd, Dirk", "ESP", "2150"}, [4]string{"2200113", "Dd, Dirk", "GER", "2000"}))
	openAndWait(t, sh, writeFile(t, "list.csv", cupList), writeFile(t, "games.csv", cupGames), fide)
	ws := sh.workspace
	row := []string{ws.files.cellText(2, columnIndex(t, ws.files, "Kind")), ws.files.cellText(2, columnIndex(t, ws.files, "Status")), ws.files.cellText(2, columnIndex(t, ws.files, "Contents"))}
	if want := []string{"FIDE rating list", "read", "2 rows: 2 players"}; !slices.Equal(row, want) {
		t.Errorf("workspace row of the FIDE list = %q, want %q", row, want)
	}
	if !strings.Contains(ws.summary(), "FIDE rating list: players_list.txt") {
		t.Errorf("workspace summary = %q, want the FIDE rating list named", ws.summary())
	}

	sh.period.periodEntry.SetText("2026/1")
	sh.period.onRun()
	waitIdle(sh)
	run := sh.session.run
	if run == nil {
		t.Fatalf("the period did not run: %v", sh.session.runProblems)
	}
	if p := resultPlayer(run, 104); p.Player.FIDE != 2150 || p.PreRating != 2150 {
		t.Errorf("player 104 FIDE %d, start %v, want the FIDE list's 2150", p.Player.FIDE, p.PreRating)
	}
	want := `player 104 "Dd, Dirk" (unrated) starts from FIDE rating 2150: FIDE ID 2200112 "Dd, Dirk", ESP, found by the name`
	if !hasProblem(sh, fide, "line 2", xlsxio.Warning, want) {
		t.Errorf("Problems tab = %v, want the warning %q at players_list.txt line 2", sh.problems.problems, want)
	}

	sh.closeFile(fide)
	if sh.session.fideList() != nil || sh.session.request(engine.Period{Year: 2026, Quarter: 1}, engine.Rulesets()[0], false, xlsxio.ReadOptions{}).FIDE != "" {
		t.Errorf("the closed FIDE list is still used")
	}
	sh.period.onRun()
	waitIdle(sh)
	if p := resultPlayer(sh.session.run, 104); p.Player.FIDE != 0 {
		t.Errorf("after closing the FIDE list, player 104 FIDE %d, want none", p.Player.FIDE)
	}
}

// resultPlayer is player id's result in run.
func resultPlayer(run *periodRun, id engine.PlayerID) engine.PlayerResult {
	for _, p := range run.result.Players {
		if p.Player.ID == id {
			return p
		}
	}
	return engine.PlayerResult{}
}

// hasProblem reports whether the Problems tab lists a problem of file (its
// path, as the file was opened) and
// cell with severity whose message holds msg.
func hasProblem(sh *shell, file, cell string, sev xlsxio.Severity, msg string) bool {
	for _, p := range sh.problems.problems {
		if p.File == file && p.Cell == cell && p.Severity == sev && strings.Contains(p.Msg, msg) {
			return true
		}
	}
	return false
}

// cupPGN names player 104 by a name the cup's list does not hold.
const cupPGN = `[Event "Cup"]
[Site "ICCF"]
[White "Aa, Anna"]
[Black "Dd, Dietrich"]
[Result "1-0"]
[EndDate "2025.10.01"]

1. e4 1-0
`

// TestPGNNamesFoundOnTheOpenList: a PGN's player whom the open rating
// list does not know is the error the run would give, on the Problems tab
// before the run, whichever file was opened first; without a list it is
// the warning that the list will find him.
func TestPGNNamesFoundOnTheOpenList(t *testing.T) {
	sh, _ := newTestShell(t)
	pgn, list := writeFile(t, "cup.pgn", cupPGN), writeFile(t, "list.csv", cupList)
	openAndWait(t, sh, pgn)
	unknown := `tag Black: no player named "Dd, Dietrich" is on the rating list`
	if hasProblem(sh, pgn, "game 1 (line 4)", xlsxio.Error, unknown) {
		t.Errorf("without a list, the PGN's name is an error: %v", sh.problems.problems)
	}
	openAndWait(t, sh, list)
	if !hasProblem(sh, pgn, "game 1 (line 4)", xlsxio.Error, unknown) {
		t.Errorf("Problems tab after opening the list = %v, want the error %q", sh.problems.problems, unknown)
	}
	if b := sh.session.blocker(); !strings.Contains(b, "1 error") {
		t.Errorf("blocker() = %q, want the PGN's error to stop the run", b)
	}
	sh.closeFile(list)
	waitIdle(sh)
	if hasProblem(sh, pgn, "game 1 (line 4)", xlsxio.Error, unknown) {
		t.Errorf("after closing the list, the PGN's name is still an error: %v", sh.problems.problems)
	}

	// Opened together, the PGN first: its names are found on the list.
	sh2, _ := newTestShell(t)
	openAndWait(t, sh2, pgn, list)
	if !hasProblem(sh2, pgn, "game 1 (line 4)", xlsxio.Error, unknown) {
		t.Errorf("Problems tab after opening the PGN and the list = %v, want the error %q", sh2.problems.problems, unknown)
	}
}

// TestProblemPlacesFit: the Cell column of the Problems tab is wide
// enough for the places of text files, a TRF's line and column and a PGN
// game's number and line, so that they do not spill into the message.
func TestProblemPlacesFit(t *testing.T) {
	sh, _ := newTestShell(t)
	col := sh.problems.table.columns[columnIndex(t, sh.problems.table, "Cell")]
	for _, place := range []string{"line 14, column 112", "game 12 (line 240)", "game 1234 (line 56789)", "AB1234"} {
		need := fyne.MeasureText(place, theme.TextSize(), fyne.TextStyle{}).Width + 2*theme.InnerPadding()
		if need > col.width {
			t.Errorf("the Cell column is %v px wide; %q needs %v", col.width, place, need)
		}
	}
}
