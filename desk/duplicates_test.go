package desk_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// TestDuplicateInputsAndGames checks that a game list given twice, and a
// game given twice, are errors (at the copy of the game), each naming
// where the first one is: either would count games twice (docs/formats.md
// "Game list").
func TestDuplicateInputsAndGames(t *testing.T) {
	games := "White,Black,Result,Finished,Tournament\n" +
		"101,102,1-0,2025-10-01,Autumn Friendly\n" +
		"103,104,*,,Autumn Friendly\n" +
		"103,104,*,,Autumn Friendly\n" +
		"101,102,1-0,2025-10-01,autumn  friendly\n"
	tests := []struct {
		name  string
		files []string
		want  []string
	}{
		{"one copy of a game, unfinished games twice", []string{games}, []string{"C5/E"}},
		{"the same file twice", []string{games, games}, []string{"/E", "C5/E"}},
		// A copy without a tournament is of any event (a tester: a row
		// pasted into a file without a Tournament column was rated twice);
		// another tournament is another game.
		{"a copy without the tournament", []string{games, "White,Black,Result,Finished\n101,102,1-0,2025-10-01\n"}, []string{"C5/E", "C2/E"}},
		{"the same players in another event", []string{games, "White,Black,Result,Finished,Tournament\n101,102,1-0,2025-10-01,Winter Cup\n"}, []string{"C5/E"}},
		// A copy in a file with an error of its own is said with it, not
		// once the error is corrected (a tester).
		{"a copy beside a row in error", []string{games + "103,104,2-0,2025-10-02,Autumn Friendly\n"}, []string{"C6/E", "C5/E"}},
	}
	for _, tt := range tests {
		var paths []string
		for i, content := range tt.files {
			paths = append(paths, writeTextFile(t, []string{"games.csv", "copy.csv"}[i], content))
		}
		lp, ps := loadCup(t, paths...)
		if lp != nil {
			ps = append(ps, lp.Warnings...)
		}
		var got []string
		for _, p := range ps {
			if p.File == "list.csv" {
				continue
			}
			sev := "/E"
			if p.Severity != 0 {
				sev = "/W"
			}
			got = append(got, p.Cell+sev)
		}
		if len(got) != len(tt.want) {
			t.Errorf("%s: problems at %q, want %q\n%v", tt.name, got, tt.want, ps)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("%s: problems at %q, want %q\n%v", tt.name, got, tt.want, ps)
				break
			}
		}
	}
}

// TestGameProblemsNameTheirCell checks that a problem the engine finds in a
// game names the cell of the field at fault — Black's ID, the finish date —
// not the game's Result cell (the tester found "C3: black player 999999 is
// not on the list" for an ID in B3).
func TestGameProblemsNameTheirCell(t *testing.T) {
	games := writeTextFile(t, "games.csv", "White,Black,Result,Finished\n101,999999,1-0,2025-10-01\n101,102,1-0,\n")
	lp, ps := loadCup(t, games)
	if lp == nil {
		t.Fatalf("LoadPeriod: %v", ps)
	}
	_, ps, err := desk.RatePeriod(context.Background(), lp, nil)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range ps {
		got = append(got, p.Cell)
	}
	if want := []string{"B2", "D3"}; strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("problems at %q, want %q\n%v", got, want, ps)
	}
}

// TestDuplicateGamesWithGameProblems: a game given twice is said with the
// games' other problems (a player not on the list), not before them: a
// TD's test got the unknown player only once the copy was deleted.
func TestDuplicateGamesWithGameProblems(t *testing.T) {
	games := writeTextFile(t, "games.csv", "White,Black,Result,Finished\n"+
		"101,102,1-0,2025-10-01\n101,102,1-0,2025-10-01\n103,109,0-1,2025-10-02\n")
	lp, ps := loadCup(t, games)
	var at []string
	for _, p := range ps.Errors() {
		at = append(at, p.Cell)
	}
	if lp != nil || strings.Join(at, " ") != "C3 B4" {
		t.Errorf("LoadPeriod errors at %q, want the copy C3 and the unknown player B4\n%v", at, ps)
	}
}

// TestFileGivenTwiceSaysTheOtherProblems checks that a results file given
// twice (or a copy under another name) does not hide the other files'
// problems: the files are checked without the copy, by rate (LoadPeriod),
// check (CheckAcross) and replay alike (a tester: a player not on the
// list in another file was said only on the next run).
func TestFileGivenTwiceSaysTheOtherProblems(t *testing.T) {
	games := "White,Black,Result,Finished\n101,102,1-0,2025-10-01\n"
	dir := t.TempDir()
	write := func(name, content string) string { return writeFileIn(t, dir, name, content) }
	list := write("list.csv", cupList)
	g := write("games.csv", games)
	copyOf := write("copy.csv", games)
	unknown := write("unknown.csv", "White,Black,Result,Finished\n101,999,1-0,2025-10-02\n")
	want := []string{"given twice|same content", "unknown.csv:B2: black player 999 is not on the list"}
	for _, tt := range []struct {
		name    string
		results []string
	}{
		{"the same file twice", []string{g, g, unknown}},
		{"a copy", []string{g, copyOf, unknown}},
		{"the copy after the other file", []string{g, unknown, copyOf}},
	} {
		req := desk.Request{List: list, Results: tt.results, Period: engine.Period{Year: 2026, Quarter: 1}, Ruleset: engine.Rulesets()[0]}
		_, ps := desk.LoadPeriod(req)
		cc, err := desk.CheckAcross(req, nil)
		if err != nil {
			t.Fatal(err)
		}
		_, rps, err := desk.Replay(t.Context(), desk.ReplayRequest{List: list, Results: tt.results, From: req.Period, To: req.Period, Ruleset: req.Ruleset}, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, run := range []struct {
			what string
			ps   xlsxio.Problems
		}{{"LoadPeriod", ps}, {"CheckAcross", cc.Problems}, {"Replay", rps}} {
			got := run.ps.Errors()
			ok := len(got) == len(want)
			for i := 0; ok && i < len(want); i++ {
				ok = false
				for _, w := range strings.Split(want[i], "|") {
					ok = ok || strings.Contains(strings.ReplaceAll(got[i].Error(), dir+string(filepath.Separator), ""), w)
				}
			}
			if !ok {
				t.Errorf("%s(%s) = %v, want %q", run.what, tt.name, got, want)
			}
		}
	}
}

// A file given twice beside a file with an error of its own is said once,
// as the file given twice, not as each of its games given twice (a
// tester: 145 "the same game" errors and no "given twice").
func TestFileGivenTwiceBesideABadFile(t *testing.T) {
	games := "White,Black,Result,Finished\n101,102,1-0,2025-10-01\n102,101,½-½,2025-10-03\n"
	dir := t.TempDir()
	write := func(name, content string) string { return writeFileIn(t, dir, name, content) }
	list := write("list.csv", cupList)
	g := write("games.csv", games)
	copyOf := write("copy.csv", games)
	bad := write("bad.csv", "White,Black,Result,Finished\n101,102,2-0,2025-10-05\n")
	for _, results := range [][]string{{g, g, bad}, {g, bad, copyOf}} {
		req := desk.Request{List: list, Results: results, Period: engine.Period{Year: 2026, Quarter: 1}, Ruleset: engine.Rulesets()[0]}
		_, ps := desk.LoadPeriod(req)
		cc, err := desk.CheckAcross(req, nil)
		if err != nil {
			t.Fatal(err)
		}
		_, rps, err := desk.Replay(t.Context(), desk.ReplayRequest{List: list, Results: results, From: req.Period, To: req.Period, Ruleset: req.Ruleset}, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, run := range []struct {
			what string
			ps   xlsxio.Problems
		}{{"LoadPeriod", ps}, {"CheckAcross", cc.Problems}, {"Replay", rps}} {
			twice, sameGame := 0, 0
			for _, p := range run.ps.Errors() {
				switch {
				case strings.Contains(p.Msg, "given twice") || strings.Contains(p.Msg, "same content"):
					twice++
				case strings.Contains(p.Msg, "the same game"):
					sameGame++
				}
			}
			if twice != 1 || sameGame != 0 {
				t.Errorf("%s(%d files): %d file-given-twice errors and %d game-given-twice errors, want 1 and 0: %v",
					run.what, len(results), twice, sameGame, run.ps.Errors())
			}
		}
	}
}
