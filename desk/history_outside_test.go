package desk_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// TestReplayGamesOutsideTheQuarters: a played game finished before the
// first quarter's window or after the last one's is rated in no quarter
// of a replay (docs/rules.md "Rating history"), and a warning says so at
// the first such game's finish date, with how many there are and the
// quarter that rates them, so that no game is left out unsaid (a --to
// given a quarter too early, a --from too late). Unfinished games and
// forfeits are rated in no quarter anyway and are not counted.
func TestReplayGamesOutsideTheQuarters(t *testing.T) {
	dir := t.TempDir()
	list := writeIn(t, dir, "list.csv", "ID;Name;Rating;RD;Games\r\n1;Aa;2000;60;40\r\n2;Bb;2100;60;40\r\n")
	const head = "White;Black;Result;Finished\r\n"
	cases := []struct {
		name, games string
		want        []string // the problems' "Cell/severity: part of the message"
	}{
		{"all inside", head + "1;2;1-0;03.10.2025\r\n2;1;1-0;03.01.2026\r\n", nil},
		{"before and after", head +
			"1;2;1-0;03.10.2025\r\n" + // 2026/1
			"1;2;0-1;15.08.2025\r\n" + // 2025/4: before
			"2;1;½-½;14.07.2025\r\n" + // 2025/4: before
			"1;2;1-0;15.06.2026\r\n" + // 2026/4: after
			"1;2;*;\r\n" + // unfinished: not counted
			"2;1;+/-;10.09.2026\r\n", // forfeit: not counted
			[]string{
				"D3/W: 2 played games finished before 2025-09-01",
				"D3/W: 2025/4",
				"D5/W: 1 played game finished after 2026-02-28",
				"D5/W: 2026/4",
			}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			games := writeIn(t, t.TempDir(), "games.csv", c.games)
			req := desk.ReplayRequest{List: list, Results: []string{games},
				From: engine.Period{Year: 2026, Quarter: 1}, To: engine.Period{Year: 2026, Quarter: 2}, Ruleset: ruleset(t, "iccf-2023")}
			h, problems, err := desk.Replay(context.Background(), req, nil)
			if err != nil || problems.HasErrors() || h == nil {
				t.Fatalf("Replay: %v\n%v", err, problems)
			}
			for _, w := range c.want {
				cell, part, _ := strings.Cut(w, ": ")
				if !hasProblem(problems, cell, part) {
					t.Errorf("no problem %s saying %q in\n%v", cell, part, problems)
				}
			}
			if c.want == nil && len(problems) > 0 {
				t.Errorf("problems %v, want none", problems)
			}
		})
	}
}

// writeIn writes content to the file name in dir and returns its path.
func writeIn(t *testing.T, dir, name, content string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// ruleset is the ruleset of that ID.
func ruleset(t *testing.T, id string) engine.Ruleset {
	t.Helper()
	rs, err := engine.LookupRuleset(id)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

// hasProblem reports whether ps has a problem at cell ("D3/W": cell and
// severity) whose message holds part.
func hasProblem(ps xlsxio.Problems, cell, part string) bool {
	for _, p := range ps {
		sev := "E"
		if p.Severity == xlsxio.Warning {
			sev = "W"
		}
		if p.Cell+"/"+sev == cell && strings.Contains(p.Msg, part) {
			return true
		}
	}
	return false
}

// TestReplayGamesBeforeTheListsOwnPeriod: the warning of the games
// finished before the first quarter's window never advises a start the
// list refuses (a tester was told to start at 2023/4 from a list that
// holds 2023/4, and the list refused it). A game of a quarter the list
// already holds (its latest Last game's) is counted in it (docs/rules.md
// §1.5): the warning says so and names the list to start from instead;
// a start it advises is one the list accepts.
func TestReplayGamesBeforeTheListsOwnPeriod(t *testing.T) {
	const head = "White;Black;Result;Finished\r\n"
	games := head +
		"1;2;1-0;03.10.2025\r\n" + // 2026/1
		"1;2;0-1;15.08.2025\r\n" + // 2025/4: before
		"2;1;½-½;14.07.2025\r\n" // 2025/4: before
	cases := []struct {
		name, lastGame string
		want, not      []string
		start          engine.Period // a start advised, run to see it is accepted
	}{
		{"list of 2025/3", "2025-05-10", []string{"to rate them, start the replay at 2025/4"}, nil, engine.Period{Year: 2025, Quarter: 4}},
		{"list of 2025/4", "2025-08-20",
			[]string{"they finished by 2025-08-31 (period 2025/4 or earlier), and this list already holds period 2025/4 (its latest Last game, 2025-08-20, is a game of period 2025/4)",
				"so they are counted in it, and a replay from it starts at 2026/1 at the earliest",
				"start from the list of 2025/3 or an earlier one, with the replay at 2025/4"},
			[]string{"start the replay at 2025/4"}, engine.Period{Year: 2026, Quarter: 1}},
		{"list of 2025/3, a game of 2025/3", "2025-05-10",
			[]string{"those finished by 2025-05-31 (period 2025/3 or earlier) are counted in this list, which already holds period 2025/3",
				"start from the list of 2025/2 or an earlier one, with the replay at 2025/3",
				"those finished later are rated by starting the replay at 2025/4, the earliest this list allows"},
			[]string{"start the replay at 2025/3"}, engine.Period{Year: 2025, Quarter: 4}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			list := writeIn(t, dir, "list.csv", "ID;Name;Rating;RD;Games;Last game\r\n1;Aa;2000;60;40;"+c.lastGame+"\r\n2;Bb;2100;60;40;2025-03-01\r\n")
			g := games
			from := engine.Period{Year: 2026, Quarter: 1}
			if strings.HasSuffix(c.name, "a game of 2025/3") {
				g += "1;2;1-0;10.05.2025\r\n" // 2025/3: before, in a quarter the list holds
			}
			file := writeIn(t, dir, "games.csv", g)
			req := desk.ReplayRequest{List: list, Results: []string{file}, From: from, To: from, Ruleset: ruleset(t, "iccf-2023")}
			_, problems, err := desk.Replay(context.Background(), req, nil)
			if err != nil || problems.HasErrors() {
				t.Fatalf("Replay: %v\n%v", err, problems)
			}
			for _, w := range c.want {
				if !hasProblem(problems, "D3/W", w) {
					t.Errorf("no warning at D3 saying %q in\n%v", w, problems)
				}
			}
			for _, w := range c.not {
				if hasProblem(problems, "D3/W", w) {
					t.Errorf("a warning at D3 says %q, a start the list refuses:\n%v", w, problems)
				}
			}
			req.From = c.start
			if _, problems, err := desk.Replay(context.Background(), req, nil); err != nil || problems.HasErrors() {
				t.Errorf("Replay from %s, a start advised or the earliest said: %v\n%v", c.start, err, problems)
			}
		})
	}
}
