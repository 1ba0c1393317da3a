package desk_test

import (
	"cmp"
	"errors"
	"fmt"
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
		player              engine.PlayerID // the one without a start rating; 0 for 105
	}{
		{"a game list without Type", "games.csv",
			"White,Black,Result,Finished,Tournament,Section\n101,105,1-0,2025-10-01,Open 2024,O1\n", "C2",
			[]string{`game 101 (White) – 105 (Black) of "Open 2024 O1": iccf-2017 has no rating to start player 105 from: ` +
				`the player has no ICCF rating, no start rating in this game and no FIDE rating, and the tournament has no Type to give a tournament level ` +
				`(Appendix 1 items 8 and 11). Give one of: ` +
				`a Type in the game list's Type column with an event type that has a level (e.g. Open class = 1800, Higher class = 2000, ` +
				`Master class = 2200, Master norm = 2300, GM norm = 2450; all in docs/rules.md §2); ` +
				`the player's start rating in a Black start rating column of the game list; the player's FIDE rating in the FIDE column of the rating list.`}, 0},
		{"a game list with a Type without a level, and start ratings", "games.csv",
			"White,Black,Result,Finished,Tournament,Type,White start rating,Black start rating\n105,101,1-0,2025-10-01,Cup,Promotion,,\n", "C2",
			[]string{`game 105 (White) – 101 (Black) of "Cup": iccf-2017 has no rating to start player 105 from`,
				`its Type "Promotion" has no tournament level`, "the player's start rating in the White start rating cell G2;"}, 0},
		{"a substitute sat in for him", "games.csv",
			"White,Black,Result,Finished,Tournament,Black substitute for\n101,102,1-0,2025-10-01,Open 2024,105\n", "C2",
			[]string{"iccf-2017 has no rating to start player 105 from: the player has no ICCF rating and no FIDE rating (substitute 102 played for the player: the game's start rating is the substitute's)",
				"Give one of: a Type in the game list's Type column", "; the player's FIDE rating in the FIDE column of the rating list."}, 0},
		{"a crosstable", "section.csv",
			"Tournament,Open 2024\nSection,O1\nFinished,2025-10-01\n\nNo,ID,Name,Rating,Status,1,2\n1,101,\"Aa, Ann\",2000,fixed,x,1\n2,105,\"Ee, Emil\",,unrated,0,x\n", "G6",
			[]string{`game 101 – 105 of "Open 2024 O1": iccf-2017 has no rating to start player 105 from`, "the tournament has no Type",
				"Give one of: the crosstable's Type key with an event type that has a level", "; the player's start rating in the player's Rating cell of the crosstable; the player's FIDE rating in the FIDE column of the rating list."}, 0},
		// A player the crosstable brings, not on the list: his FIDE
		// rating is the crosstable's (a tester was sent to the list's).
		{"a crosstable's new player", "section.csv",
			"Tournament,Open 2024\nSection,O1\nFinished,2025-10-01\n\nNo,ID,Name,Rating,Status,FIDE,1,2\n1,101,\"Aa, Ann\",2000,fixed,,x,1\n2,107,\"Gg, Gus\",,unrated,,0,x\n", "H6",
			[]string{`game 101 – 107 of "Open 2024 O1": iccf-2017 has no rating to start player 107 from`,
				"; the player's start rating in the player's Rating cell of the crosstable; the player's FIDE rating in the crosstable's FIDE column (the player is not on the rating list)."}, 107},
		{"a TRF's new player", "section.trf",
			"012 Open 2024 / O1\r\n052 2025/10/01\r\n062 2\r\n" +
				"001    1      Aa, Ann                           2000          101                1.0    1     2 w 1\r\n" +
				"001    2      Gg, Gus                                         107                0.0    2     1 b 0\r\n" +
				"### Rating Desk: No 1: fixed\r\n### Rating Desk: No 2: unpublished\r\n", "line 4, column 92",
			[]string{`iccf-2017 has no rating to start player 107 from`,
				`; the player's FIDE rating in a line "### Rating Desk: No …: unpublished, FIDE …" of the TRF (the player is not on the rating list).`}, 107},
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
		player := cmp.Or(tt.player, 105)
		if !errors.As(err, &se) || se.Player != player || !strings.HasPrefix(se.Error(), fmt.Sprintf("engine: unrated player %d", player)) {
			t.Errorf("%s: engine error %v, want a *StartRatingError for player %d", tt.name, err, player)
		}
	}
}
