package desk_test

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// TestSwappedGames: a game typed twice with the colours swapped (the same
// players, finish date and winner) in a section that otherwise plays one
// game a pair is a warning at the second row naming the first (a tester:
// check said ok and rate rated the game twice); a double round, other
// dates or results, another section and a crosstable saying Double round:
// yes give none.
func TestSwappedGames(t *testing.T) {
	const head = "White,Black,Result,Finished,Tournament,Section\n"
	// single is a single round of 101–104 but for the game 101–102: 6
	// pairs.
	const single = "103,104,½-½,2025-10-02,Cup,A\n" +
		"101,103,1-0,2025-10-03,Cup,A\n" +
		"102,104,0-1,2025-10-04,Cup,A\n" +
		"101,104,1-0,2025-10-07,Cup,A\n" +
		"102,103,½-½,2025-10-08,Cup,A\n"
	// double is a double round of 101–103, every pair's two games.
	const double = "101,103,1-0,2025-10-01,Cup,A\n103,101,0-1,2025-10-05,Cup,A\n" +
		"102,103,½-½,2025-10-02,Cup,A\n103,102,½-½,2025-10-06,Cup,A\n"
	tests := []struct {
		name  string
		games string
		want  []string // Cell/severity of the game list's problems
		msg   string   // parts of the first problem's message, separated by |
	}{
		{"swapped, single round", head + "101,102,1-0,2025-09-14,Cup,A\n102,101,0-1,2025-09-14,Cup,A\n" + single,
			[]string{"C3/W"}, "102 against 101 (0-1, finished 2025-09-14) looks like the game at |games.csv:C2 (101 against 102, 1-0) given from the other side: the colours swapped, the same finish date, the same winner, and no other pair"},
		{"swapped draws", head + "101,102,½-½,2025-09-14,cup,a\n" + single + "102,101,½-½,2025-09-14,Cup,A\n",
			[]string{"C8/W"}, "the colours swapped, the same finish date, both drawn, and no other pair of Cup, A plays two games"},
		{"swapped forfeits", head + "101,102,+/-,2025-09-14,Cup,A\n102,101,-/+,2025-09-14,Cup,A\n" + single, []string{"C3/W"}, "the same finish date, the same winner, and"},
		{"a match of two games, no other pair", head + "101,102,1-0,2025-09-14,Match,\n102,101,0-1,2025-09-14,Match,\n", []string{"C3/W"}, "no other pair of Match plays"},
		{"no tournament", "White,Black,Result,Finished\n101,102,1-0,2025-09-14\n102,101,0-1,2025-09-14\n", []string{"C3/W"}, "the games without a tournament"},
		// A game without tournament and section joins the section of the
		// game it mirrors, as a copy does (a tester's got no warning).
		{"the swapped game without tournament", head + "101,102,1-0,2025-09-14,Cup,A\n102,101,0-1,2025-09-14,,\n" + single,
			[]string{"C3/W"}, "no other pair of Cup, A plays two games"},
		{"the first game without tournament", head + "101,102,1-0,2025-09-14,,\n" + single + "102,101,0-1,2025-09-14,cup,a\n",
			[]string{"C8/W"}, "no other pair of cup, a plays two games"},
		{"the swapped game without section", head + "101,102,1-0,2025-09-14,Cup,A\n" + single + "102,101,0-1,2025-09-14,Cup,\n",
			[]string{"C8/W"}, "no other pair of Cup, A plays two games"},
		{"the swapped game without tournament, a double round", head + "101,102,1-0,2025-09-14,Cup,A\n102,101,0-1,2025-09-14,,\n" + double, nil, ""},
		{"a double round", head + "101,102,1-0,2025-09-14,Cup,A\n102,101,0-1,2025-09-14,Cup,A\n" + double, nil, ""},
		{"few pairs twice", head + "101,102,1-0,2025-09-14,Cup,A\n102,101,0-1,2025-09-14,Cup,A\n" + single + "104,103,½-½,2025-10-09,Cup,A\n",
			[]string{"C3/W"}, "only 2 of the 6 pairs that meet in Cup, A play two games"},
		{"another date", head + "101,102,1-0,2025-09-14,Cup,A\n102,101,0-1,2025-09-15,Cup,A\n" + single, nil, ""},
		{"another winner", head + "101,102,1-0,2025-09-14,Cup,A\n102,101,1-0,2025-09-14,Cup,A\n" + single, nil, ""},
		{"a draw and a win", head + "101,102,½-½,2025-09-14,Cup,A\n102,101,0-1,2025-09-14,Cup,A\n" + single, nil, ""},
		{"another section", head + "101,102,1-0,2025-09-14,Cup,A\n102,101,0-1,2025-09-14,Cup,B\n" + single, nil, ""},
		{"unfinished", head + "101,102,*,,Cup,A\n102,101,*,,Cup,A\n" + single, nil, ""},
		// An exact copy is the error of duplicateGames, and not also
		// swapped from the other row.
		{"a copy and a swap", head + "101,102,1-0,2025-09-14,Cup,A\n102,101,0-1,2025-09-14,Cup,A\n101,102,1-0,2025-09-14,Cup,A\n" + single,
			[]string{"C4/E", "C3/W"}, "the same game"},
	}
	for _, tt := range tests {
		lp, ps := loadCup(t, writeTextFile(t, "games.csv", tt.games))
		if lp != nil {
			ps = append(ps, lp.Warnings...)
		}
		var got []string
		var first *xlsxio.Problem
		for _, p := range ps {
			var pr *xlsxio.Problem
			if !errors.As(error(p), &pr) || pr.File == "list.csv" {
				continue
			}
			sev := "/E"
			if pr.Severity == xlsxio.Warning {
				sev = "/W"
			}
			got = append(got, pr.Cell+sev)
			if first == nil {
				first = pr
			}
		}
		if strings.Join(got, " ") != strings.Join(tt.want, " ") {
			t.Errorf("%s: LoadPeriod problems at %q, want %q\n%v", tt.name, got, tt.want, ps)
			continue
		}
		for _, part := range strings.Split(tt.msg, "|") {
			if first == nil {
				break
			}
			if !strings.Contains(first.Msg, part) {
				t.Errorf("%s: LoadPeriod problem %q, want it to say %q", tt.name, first.Msg, part)
			}
		}
	}
}

// TestSwappedGamesWithTheirCrosstable: the games of a section a crosstable
// describes are checked against it (Double round: yes says the pair plays
// two games), not warned of as given from both sides.
func TestSwappedGamesWithTheirCrosstable(t *testing.T) {
	ct := writeTextFile(t, "cup.csv", "Tournament,Cup\nSection,A\nDouble round,yes\nStart,2024-01-15\n"+
		"No,ID,Name,1,2,3\n"+
		"1,101,\"Aa, Anna\",x,1 1,\n"+
		"2,102,\"Bb, Bert\",0 0,x,\n"+
		"3,103,\"Cc, Cleo\",,,x\n")
	games := writeTextFile(t, "games.csv", "White,Black,Result,Finished,Tournament,Section\n"+
		"101,102,1-0,2025-09-14,Cup,A\n102,101,0-1,2025-09-14,Cup,A\n")
	lp, ps := loadCup(t, ct, games)
	if lp == nil {
		t.Fatalf("LoadPeriod: %v", ps)
	}
	for _, w := range lp.Warnings {
		if strings.Contains(w.Msg, "other side") {
			t.Errorf("LoadPeriod warned %v, want no game given from both sides", w)
		}
	}
	cc, err := desk.CheckAcross(desk.Request{List: writeTextFile(t, "list.csv", cupList), Results: []string{games}, Period: engine.Period{Year: 2026, Quarter: 1}, Ruleset: engine.Rulesets()[0]}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := problemCells(t, cc.Problems); strings.Join(got, " ") != "C3/W" {
		t.Errorf("CheckAcross without the crosstable: problems at %q, want C3/W\n%v", got, cc.Problems)
	}
}

// TestReplaySwappedGames: a replay says the games given from both sides
// that its quarters rate, as `rate` says them (the same check), among its
// warnings and in the warnings of the quarter that rates them (its list's
// Notes), whether the game lists are packed as they are read or read
// whole (with a PGN file), and beside a file's errors; a pair finished
// before the first quarter's window is rated by none and not warned of.
func TestReplaySwappedGames(t *testing.T) {
	const games = "White,Black,Result,Finished,Tournament,Section\n" +
		// Cup A, 2026/1 (window 2025-09-01 – 2025-11-30): a single
		// round but for 101–102, given from both sides at C3.
		"101,102,1-0,2025-09-14,Cup,A\n102,101,0-1,2025-09-14,Cup,A\n" +
		"103,104,½-½,2025-10-02,Cup,A\n101,103,1-0,2025-10-03,Cup,A\n102,104,0-1,2025-10-04,Cup,A\n" +
		"101,104,1-0,2025-10-07,Cup,A\n102,103,½-½,2025-10-08,Cup,A\n" +
		// Cup B, 2026/2 (window 2025-12-01 – 2026-02-28): C10.
		"103,104,½-½,2025-12-10,Cup,B\n104,103,½-½,2025-12-10,Cup,B\n" +
		// Cup C, before 2026/1's window: rated in no quarter.
		"101,104,1-0,2025-08-10,Cup,C\n104,101,0-1,2025-08-10,Cup,C\n"
	const pgn = "[Event \"Friendly\"]\n[White \"Cc, Cleopatra\"]\n[Black \"Dd, Dirk\"]\n[WhiteIccfID \"103\"]\n[BlackIccfID \"104\"]\n[Result \"1-0\"]\n[EndDate \"2025.10.20\"]\n\n1-0\n"
	const bad = "White,Black,Result,Finished\n101,102,2-0,2025-10-01\n"
	tests := []struct {
		name     string
		results  []string
		problems []string // Cell/severity of the replay's problems of games.csv and bad.csv
		quarters []string // the cells each quarter's swapped warnings are at
		errors   bool
	}{
		{"packed as read", []string{"games.csv"}, []string{"C3/W", "C10/W", "D11/W"}, []string{"C3", "C10"}, false},
		{"read whole", []string{"games.csv", "friendly.pgn"}, []string{"C3/W", "C10/W", "D11/W"}, []string{"C3", "C10"}, false},
		{"beside errors", []string{"games.csv", "bad.csv"}, []string{"C2/E", "C3/W", "C10/W"}, nil, true},
		{"beside errors, read whole", []string{"games.csv", "bad.csv", "friendly.pgn"}, []string{"C2/E", "C3/W", "C10/W"}, nil, true},
	}
	files := map[string]string{"games.csv": games, "friendly.pgn": pgn, "bad.csv": bad}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var results []string
			for _, f := range tt.results {
				results = append(results, writeTextFile(t, f, files[f]))
			}
			var quarters []string
			req := desk.ReplayRequest{List: writeTextFile(t, "list.csv", cupList), Results: results,
				From: engine.Period{Year: 2026, Quarter: 1}, To: engine.Period{Year: 2026, Quarter: 2}, Ruleset: engine.Rulesets()[0],
				OnPeriod: func(q *desk.ReplayedPeriod) error {
					var at []string
					for _, w := range q.Loaded.Warnings {
						if strings.Contains(w.Msg, "given from the other side") {
							at = append(at, w.Cell)
						}
					}
					quarters = append(quarters, strings.Join(at, " "))
					return nil
				}}
			h, ps, err := desk.Replay(context.Background(), req, nil)
			if err != nil || (h == nil) != tt.errors {
				t.Fatalf("Replay(%s) = %v, %v, %v; want errors %v", tt.name, h != nil, ps, err, tt.errors)
			}
			var got []string
			for _, p := range ps {
				if b := filepath.Base(p.File); b == "games.csv" || b == "bad.csv" {
					got = append(got, problemCells(t, xlsxio.Problems{p})...)
				}
			}
			if strings.Join(got, " ") != strings.Join(tt.problems, " ") {
				t.Errorf("Replay(%s) problems at %q, want %q\n%v", tt.name, got, tt.problems, ps)
			}
			if strings.Join(quarters, "|") != strings.Join(tt.quarters, "|") {
				t.Errorf("Replay(%s) quarters' swapped warnings at %q, want %q", tt.name, quarters, tt.quarters)
			}
		})
	}
}
