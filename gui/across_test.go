package gui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// acrossList and acrossGames are a rating list and a game list whose
// third game's White, 100099, is not on the list: the user test's
// tournament, which only the run found before.
const (
	acrossList  = "ID,Name,Rating,RD,Games\n100001,Alpha,1900,76,40\n100002,Beta,1750,150,14\n100003,Gamma,2000,65,60\n100004,Delta,2300,43,120\n"
	acrossGames = "White,Black,Result,Finished\n100001,100002,1-0,2025-09-15\n100003,100001,½-½,2025-10-15\n100099,100004,0-1,2025-11-15\n"
)

// TestWorkspaceChecksGamesAgainstTheList: with a rating list and a game
// list open and read, a game's player who is not on the list is on the
// Problems tab, with the run's message, before any run; the Workspace
// does not say the period can run, and Run is off. Correcting the game
// list (read again) takes the problem away.
func TestWorkspaceChecksGamesAgainstTheList(t *testing.T) {
	sh, _ := newTestShell(t)
	list, games := writeFile(t, "list.csv", acrossList), writeFile(t, "games.csv", acrossGames)
	openAndWait(t, sh, list, games)
	if sh.session.run != nil {
		t.Fatal("a period ran")
	}
	if !hasProblem(sh, games, "A4", xlsxio.Error, "white player 100099 is not on the list") {
		t.Errorf("Problems tab = %v, want the unknown player at games.csv A4", sh.problems.problems)
	}
	heading := sh.workspace.heading.Text
	if strings.Contains(heading, "can run the period") || !strings.Contains(heading, "the games give 1 error") {
		t.Errorf("Workspace says %q, want the error across the files and not that the period can run", heading)
	}
	if !sh.period.runButton.Disabled() {
		t.Errorf("Run is enabled with a game naming a player not on the list")
	}
	if !strings.Contains(sh.tasks.status.Text, "the games give 1 error, listed on the Problems tab: the period cannot run until it is corrected.") {
		t.Errorf("task bar says %q, want the error across the files", sh.tasks.status.Text)
	}
	if sh.tabs.Selected() != sh.problems.tab() {
		t.Errorf("the Problems tab is not shown")
	}

	// Another file closed and opened: the check is made again.
	sh.closeFile(games)
	waitIdle(sh)
	if len(sh.session.problems()) != 0 {
		t.Errorf("after closing the games, problems %v", sh.session.problems())
	}
	fixed := writeFile(t, "games.csv", strings.Replace(acrossGames, "100099", "100002", 1))
	openAndWait(t, sh, fixed)
	if ps := sh.session.problems(); len(ps) != 0 {
		t.Errorf("after opening corrected games, problems %v", ps)
	}
	if h := sh.workspace.heading.Text; !strings.Contains(h, "the games agree with the rating list: the Rating period tab can run the period") {
		t.Errorf("Workspace says %q, want that the period can run", h)
	}
	runPeriod(t, sh, "2026/1")
}

// TestWorkspaceWarnsOfUndatedGames: without a period, a played game
// without a finish date is a warning (docs/guide.md "Workspace"), not an
// error: the period can still run, with the check box.
func TestWorkspaceWarnsOfUndatedGames(t *testing.T) {
	sh, _ := newTestShell(t)
	games := writeFile(t, "games.csv", "White,Black,Result,Finished\n100001,100002,1-0,2025-09-15\n100003,100001,½-½,\n")
	openAndWait(t, sh, writeFile(t, "list.csv", acrossList), games)
	if !hasProblem(sh, games, "D3", xlsxio.Warning, "played game has no finish date: rate refuses it unless run with --assign-undated") {
		t.Errorf("Problems tab = %v, want the undated game's warning", sh.problems.problems)
	}
	if b := sh.session.blocker(); b != "" {
		t.Errorf("blocker() = %q, want none: a warning does not stop the period", b)
	}
}

// TestWorkspaceChecksAcrossWhileAFileHasErrors: while a file has errors of
// its own, the Workspace still checks the files across as far as they
// read, as `ratingdesk check` does (desk.CheckAcross): a game given twice
// in two game lists is on the Problems tab beside the bad file's errors
// (a tester: the app skipped it, where check and rate said it), and the
// Workspace and the Problems tab say that more may follow once the
// errors are corrected.
func TestWorkspaceChecksAcrossWhileAFileHasErrors(t *testing.T) {
	games := "White,Black,Result,Finished\n100001,100002,1-0,2025-09-15\n"
	more := games + "100003,100004,0-1,2025-10-01\n"
	badList := acrossList + "100005,Eps,abc,60,30\n"
	badGames := "White,Black,Result,Finished\n100001,100002,7,2025-09-15\n"
	tests := []struct {
		name  string
		files [][2]string
	}{
		{"a bad list", [][2]string{{"list.csv", badList}, {"games.csv", games}, {"more.csv", more}}},
		{"a bad game list", [][2]string{{"list.csv", acrossList}, {"bad.csv", badGames}, {"games.csv", games}, {"more.csv", more}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sh, _ := newTestShell(t)
			dir := t.TempDir()
			var paths []string
			for _, f := range tt.files {
				path := filepath.Join(dir, f[0])
				if err := os.WriteFile(path, []byte(f[1]), 0o644); err != nil {
					t.Fatal(err)
				}
				paths = append(paths, path)
			}
			openAndWait(t, sh, paths...)
			moreCSV := paths[len(paths)-1]
			if !hasProblem(sh, moreCSV, "C2", xlsxio.Error, "the same game (100001 against 100002, finished 2025-09-15) is also at ") {
				t.Errorf("Problems tab = %v, want the game given twice at more.csv C2", sh.problems.problems)
			}
			if h := sh.workspace.heading.Text; !containsAll(h, "Nothing is computed while errors stand", "1 error across them",
				"more problems (a player not on the list, a file given twice, a game in two files) may follow once they are corrected") {
				t.Errorf("Workspace says %q, want the errors, the one across the files and that more may follow", h)
			}
			if b := sh.problems.banner.Text; !strings.Contains(b, "may follow once they are corrected") {
				t.Errorf("Problems tab says %q, want that more may follow", b)
			}
		})
	}
}
