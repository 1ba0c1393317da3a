package desk_test

import (
	"errors"
	"strings"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/engine"
)

// TestStartRatingProblemWorded: under iccf-2017, a game in which a player
// without a rating enters with none is said for people where it reaches
// them: the game by its players and tournament, at its file and cell,
// that the tournament has no Type (or that its Type has no level), and
// what to give where the game was read (a tester was told `event type ""
// has no tournament level (Appendix 1 item 11); give a start rating`).
func TestStartRatingProblemWorded(t *testing.T) {
	const list = "ID,Name,Rating,Games,FIDE\n101,\"Aa, Ann\",2000,40,\n102,\"Bb, Bob\",2100,40,\n105,\"Ee, Emil\",,0,\n"
	tests := []struct {
		name, file, content string
		cell                string
		want                []string
	}{
		{"a game list without Type", "games.csv",
			"White,Black,Result,Finished,Tournament,Section\n101,105,1-0,2025-10-01,Open 2024,O1\n", "C2",
			[]string{`game 101 (White) – 105 (Black) of "Open 2024 O1": iccf-2017 has no rating to start player 105 from: ` +
				`he has no ICCF rating, no start rating in this game and no FIDE rating, and the tournament has no Type to give a tournament level ` +
				`(Appendix 1 items 8 and 11). Give one of: ` +
				`a Type in the game list's Type column with an event type that has a level (e.g. Open class = 1800, Higher class = 2000, ` +
				`Master class = 2200, Master norm = 2300, GM norm = 2450; all in docs/rules.md §2); ` +
				`his start rating in a Black start rating column of the game list; his FIDE rating in the FIDE column of the rating list.`}},
		{"a game list with a Type without a level, and start ratings", "games.csv",
			"White,Black,Result,Finished,Tournament,Type,White start rating,Black start rating\n105,101,1-0,2025-10-01,Cup,Promotion,,\n", "C2",
			[]string{`game 105 (White) – 101 (Black) of "Cup": iccf-2017 has no rating to start player 105 from`,
				`its Type "Promotion" has no tournament level`, "his start rating in the White start rating cell G2;"}},
		{"a substitute sat in for him", "games.csv",
			"White,Black,Result,Finished,Tournament,Black substitute for\n101,102,1-0,2025-10-01,Open 2024,105\n", "C2",
			[]string{"iccf-2017 has no rating to start player 105 from: he has no ICCF rating and no FIDE rating (substitute 102 played for him: the game's start rating is the substitute's)",
				"Give one of: a Type in the game list's Type column", "; his FIDE rating in the FIDE column of the rating list."}},
		{"a crosstable", "section.csv",
			"Tournament,Open 2024\nSection,O1\nFinished,2025-10-01\n\nNo,ID,Name,Rating,Status,1,2\n1,101,\"Aa, Ann\",2000,fixed,x,1\n2,105,\"Ee, Emil\",,unrated,0,x\n", "G6",
			[]string{`game 101 – 105 of "Open 2024 O1": iccf-2017 has no rating to start player 105 from`, "the tournament has no Type",
				"Give one of: the crosstable's Type key with an event type that has a level", "; his start rating in his Rating cell of the crosstable;"}},
	}
	rs, err := engine.LookupRuleset("iccf-2017")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range tests {
		req := desk.Request{List: writeTextFile(t, "list.csv", list), Results: []string{writeTextFile(t, tt.file, tt.content)},
			Period: engine.Period{Year: 2026, Quarter: 1}, Ruleset: rs}
		lp, ps := desk.LoadPeriod(req)
		if ps.HasErrors() {
			t.Fatalf("%s: LoadPeriod = %v", tt.name, ps)
		}
		res, ps, err := desk.RatePeriod(t.Context(), lp, nil)
		if err != nil || res != nil || len(ps.Errors()) != 1 {
			t.Fatalf("%s: RatePeriod = %v, %v, %v; want one problem", tt.name, res, ps, err)
		}
		p := ps.Errors()[0]
		if p.File != req.Results[0] || p.Cell != tt.cell {
			t.Errorf("%s: problem at %s %s, want %s %s", tt.name, p.File, p.Cell, req.Results[0], tt.cell)
		}
		for _, want := range tt.want {
			if !strings.Contains(p.Msg, want) {
				t.Errorf("%s: problem %q\ndoes not say %q", tt.name, p.Msg, want)
			}
		}
		if strings.Contains(p.Msg, `event type ""`) || strings.HasPrefix(p.Msg, "engine:") {
			t.Errorf("%s: problem %q says the engine's words", tt.name, p.Msg)
		}
		// The engine's own error stays structured and its own.
		_, err = engine.RatePeriod(t.Context(), lp.Input, nil)
		var se *engine.StartRatingError
		if !errors.As(err, &se) || se.Player != 105 || !strings.HasPrefix(se.Error(), "engine: unrated player 105") {
			t.Errorf("%s: engine error %v, want a *StartRatingError for player 105", tt.name, err)
		}
	}
}
