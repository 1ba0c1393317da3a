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

// TestListPastPeriod: a period started from a list whose Last game dates
// fall in the period's window or after it (its own new list, or a later
// one: a TD's test rated 2026/1 from the 2026/1 list and counted its games
// twice) is refused with one error at the first such row, naming the
// players and the period to rate from the list instead, the one after
// that of its latest Last game (a tester was not told which); a list
// from before the window, and a check without a period, are read as they
// are (docs/rules.md "A list that already holds the period").
func TestListPastPeriod(t *testing.T) {
	const games = "White,Black,Result,Finished\n101,102,1-0,2025-10-01\n"
	q1 := engine.Period{Year: 2026, Quarter: 1} // games 2025-09-01 to 2025-11-30
	tests := []struct {
		name, lastGames string
		period          engine.Period
		wantCell        string
		wantText        []string
	}{
		{"the list before the period", "2025-08-31,2025-03-01", q1, "", nil},
		{"no Last game", ",", q1, "", nil},
		// At the Last game cells (a tester: the ID cells were named).
		{"the period's own list", "2025-08-31,2025-10-01", q1, "F3", []string{"period 2026/1 or later: 1 player has a Last game on or after 2025-09-01", "F3: 102 Bb, Bob, 2025-10-01",
			"its latest Last game, 2025-10-01, is a game of period 2026/1, so the period to rate from this list is 2026/2"}},
		{"a later list", "2025-12-02,2026-01-05", q1, "F2", []string{"2 players have", "F2: 101 Aa, Ann, 2025-12-02; F3: 102 Bb, Bob, 2026-01-05",
			"its latest Last game, 2026-01-05, is a game of period 2026/2, so the period to rate from this list is 2026/3"}},
		{"no period (check)", "2025-12-02,2026-01-05", engine.Period{}, "", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := strings.Split(tt.lastGames, ",")
			list := writeTextFile(t, "list.csv", "ID,Name,Rating,RD,Games,Last game\n101,\"Aa, Ann\",2000,60,40,"+d[0]+"\n102,\"Bb, Bob\",2100,60,40,"+d[1]+"\n")
			lp, ps := desk.LoadPeriod(desk.Request{List: list, Results: []string{writeTextFile(t, "games.csv", games)}, Period: tt.period, Ruleset: engine.Rulesets()[0]})
			if tt.wantCell == "" {
				if ps.HasErrors() || lp == nil {
					t.Fatalf("LoadPeriod = %v, want the list read", ps)
				}
				return
			}
			if lp != nil || len(ps.Errors()) != 1 || ps.Errors()[0].Cell != tt.wantCell {
				t.Fatalf("LoadPeriod problems = %v, want one error at %s", ps, tt.wantCell)
			}
			for _, want := range tt.wantText {
				if msg := ps.Errors()[0].Msg; !strings.Contains(msg, want) {
					t.Errorf("error %q does not say %q", msg, want)
				}
			}
		})
	}
}

// TestListHolds: a period is held by a list when a player's Last game
// falls in its window or after it (the run refuses it, TestListPastPeriod);
// the app offers no such period.
func TestListHolds(t *testing.T) {
	list := writeTextFile(t, "list.csv", "ID,Name,Rating,RD,Games,Last game\n101,\"Aa, Ann\",2000,60,40,2025-08-31\n102,\"Bb, Bob\",2100,60,40,2025-10-01\n")
	in := desk.Open(list, xlsxio.ReadOptions{})
	if in.List == nil {
		t.Fatalf("Open(%s) = %v, want a list", list, in.Problems)
	}
	tests := []struct {
		p    engine.Period
		want bool
	}{
		{engine.Period{Year: 2025, Quarter: 4}, true}, // games 2025-06-01 to 2025-08-31, and later ones
		{engine.Period{Year: 2026, Quarter: 1}, true}, // its own period
		{engine.Period{Year: 2026, Quarter: 2}, false},
		{engine.Period{}, false},
	}
	for _, tt := range tests {
		if got := desk.ListHolds(in.List, tt.p); got != tt.want {
			t.Errorf("ListHolds(%v) = %v, want %v", tt.p, got, tt.want)
		}
	}
	if desk.ListHolds(nil, engine.Period{Year: 2026, Quarter: 1}) {
		t.Errorf("ListHolds(nil) = true, want false")
	}
}

// TestListBehindPeriod: a period rated from a list Rating Desk made for a
// period more than one quarter before it (its Notes sheet says which) is
// warned of, naming both periods, the quarters skipped and what to do (a
// tester rated 2027/1 from the 2026/1 list, losing the RD growth of
// 2026/2–2026/4 without a word); the list made before the period, and a
// CSV list, whose period is not known, get no warning (docs/rules.md "A
// list several quarters old").
func TestListBehindPeriod(t *testing.T) {
	dir := t.TempDir()
	list := writeFileIn(t, dir, "list.csv", "ID,Name,Rating,RD,Games,Last game\n101,\"Aa, Ann\",2000,60,40,2025-08-01\n102,\"Bb, Bob\",2100,60,40,2025-08-02\n")
	q1 := engine.Period{Year: 2026, Quarter: 1}
	req := desk.Request{List: list, Results: []string{writeFileIn(t, dir, "games.csv", "White,Black,Result,Finished\n101,102,1-0,2025-10-01\n")}, Period: q1, Ruleset: engine.Rulesets()[0]}
	lp, ps := desk.LoadPeriod(req)
	if ps.HasErrors() {
		t.Fatal(ps)
	}
	res, ps, err := desk.RatePeriod(context.Background(), lp, nil)
	if err != nil || ps.HasErrors() {
		t.Fatal(err, ps)
	}
	made := filepath.Join(dir, "new-2026-1.xlsx")
	if err := desk.WritePeriodOutput(made, req, lp, res, "test"); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		list   string
		period engine.Period
		want   []string
	}{
		{made, engine.Period{Year: 2026, Quarter: 2}, nil},
		{made, engine.Period{Year: 2026, Quarter: 3}, []string{"new list of period 2026/1", "the period rated is 2026/3, 2 quarters later", "so 2026/2 would be skipped: its games", "RD growth of that quarter", "rate it first (replay --from 2026/2 --to 2026/3", "give the list of period 2026/2"}},
		{made, engine.Period{Year: 2027, Quarter: 1}, []string{"the period rated is 2027/1, 4 quarters later", "2026/2, 2026/3 and 2026/4 would be skipped", "give the list of period 2026/4"}},
		{list, engine.Period{Year: 2027, Quarter: 1}, nil},
	}
	for _, tt := range tests {
		games := writeFileIn(t, t.TempDir(), "g.csv", "White,Black,Result,Finished\n101,102,1-0,"+tt.period.GamesFrom().Format("2006-01-02")+"\n")
		lp, ps := desk.LoadPeriod(desk.Request{List: tt.list, Results: []string{games}, Period: tt.period, Ruleset: engine.Rulesets()[0]})
		if lp != nil {
			ps = append(ps, lp.Warnings...)
		}
		var found []*xlsxio.Problem
		for _, p := range ps {
			if strings.Contains(p.Msg, "Notes sheet") {
				found = append(found, p)
			}
		}
		if ps.HasErrors() || len(found) != min(len(tt.want), 1) {
			t.Errorf("LoadPeriod(%s, %s) = %v, want %d warnings of the list's period", filepath.Base(tt.list), tt.period, ps, min(len(tt.want), 1))
			continue
		}
		for _, p := range found {
			if p.Severity != xlsxio.Warning || p.Sheet != xlsxio.NotesSheet || p.Cell == "" {
				t.Errorf("LoadPeriod(%s, %s) = %v, want a warning at the Notes sheet's Period", filepath.Base(tt.list), tt.period, p)
			}
			for _, w := range tt.want {
				if !strings.Contains(p.Msg, w) {
					t.Errorf("LoadPeriod(%s, %s) = %q, want it to say %q", filepath.Base(tt.list), tt.period, p.Msg, w)
				}
			}
		}
	}
}
