package desk_test

import (
	"strings"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/engine"
)

// TestApplyFIDEListConflicts: the FIDE list never gives one FIDE player's
// rating to two players of the period, never passes over two players
// sharing a FIDE ID, and never reads a FIDE ID cell that is no number as
// empty (a tester: two "Smith, John" both started from one FIDE player's
// rating; of two players with the same FIDE ID one silently got none; a
// FIDE ID "41OO018" was skipped and the player found by name).
func TestApplyFIDEListConflicts(t *testing.T) {
	const head = "ID,Name,Fed,Rating,RD,Games,FIDE ID\n101,\"Aa, Anna\",GER,2500,50,100,\n"
	const games = "White,Black,Result,Finished\n101,104,1-0,2025-10-01\n101,105,0-1,2025-10-02\n"
	fide := fideTXT([4]string{"2200111", "Ee, Emil", "POL", "1988"}, [4]string{"2200112", "Dd, Dirk", "ESP", "2150"})
	tests := []struct {
		name, list string
		errs       []string
	}{
		{"same name twice", head + "104,\"Dd, Dirk\",ESP,,,,\n105,\"Dd, Dirk\",ESP,,,,\n",
			[]string{`fide.txt: players 104 "Dd, Dirk" and 105 "Dd, Dirk" are both found on the FIDE list as FIDE ID 2200112 "Dd, Dirk" (104 by the name, 105 by the name)`}},
		{"ID and name", head + "104,\"Dd, Dirk\",ESP,,,,\n105,\"Ee, Emil\",POL,,,,2200112\n",
			[]string{`fide.txt: players 104 "Dd, Dirk" and 105 "Ee, Emil" are both found on the FIDE list as FIDE ID 2200112 "Dd, Dirk" (104 by the name, 105 by the FIDE ID on the rating list)`}},
		{"same FIDE ID", head + "104,\"Dd, Dirk\",ESP,,,,2200111\n105,\"Ee, Emil\",POL,,,,2200111\n",
			[]string{`list.csv:A4: players 104 "Dd, Dirk" (A3) and 105 "Ee, Emil" (A4) have the same FIDE ID 2200111 in the FIDE ID column`}},
		{"no number", head + "104,\"Dd, Dirk\",ESP,,,,22OO112\n105,\"Ee, Emil\",POL,,,,2.200.111\n",
			[]string{`list.csv:A3: player 104 "Dd, Dirk": the FIDE ID column holds "22OO112", which is not a FIDE ID`,
				`list.csv:A4: player 105 "Ee, Emil": the FIDE ID column holds "2.200.111", which is not a FIDE ID`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			list := writeTextFile(t, "list.csv", tt.list)
			g := writeTextFile(t, "games.csv", games)
			f := writeTextFile(t, "fide.txt", fide)
			lp, ps := desk.LoadPeriod(desk.Request{List: list, Results: []string{g}, Period: engine.Period{Year: 2026, Quarter: 1},
				Ruleset: engine.Rulesets()[0], FIDE: f})
			if lp != nil {
				t.Fatalf("LoadPeriod(--fide, %s) = a period, want errors %q", tt.name, tt.errs)
			}
			for _, want := range tt.errs {
				if !strings.Contains(ps.Error(), want) {
					t.Errorf("LoadPeriod(--fide, %s) problems =\n%s\nwant %q", tt.name, ps.Error(), want)
				}
			}
		})
	}
}
