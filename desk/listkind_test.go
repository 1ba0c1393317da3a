package desk_test

import (
	"testing"

	"ratingdesk/desk"
	"ratingdesk/engine"
)

// A game list given as the rating list (the files the other way round)
// is said to be a game list, not a list without its header row; a file
// that is neither keeps the reader's error.
func TestGameListGivenAsRatingList(t *testing.T) {
	tests := []struct {
		name, list string
		want       string
	}{
		{"game list", "White,Black,Result,Finished\n100001,100002,1-0,2025-10-01\n", desk.GameListAsRatingList},
		{"no header at all", "a,b\n1,2\n", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			list := writeTextFile(t, "list.csv", tt.list)
			games := writeTextFile(t, "games.csv", "White,Black,Result,Finished\n100001,100002,1-0,2025-10-01\n")
			lp, ps := desk.LoadPeriod(desk.Request{List: list, Results: []string{games}, Period: engine.Period{Year: 2026, Quarter: 1},
				Ruleset: engine.Rulesets()[0]})
			if lp != nil {
				t.Fatalf("LoadPeriod with a %s as the list = a period, want problems", tt.name)
			}
			got := ""
			for _, e := range ps.Errors() {
				if e.File == list && e.Msg == desk.GameListAsRatingList {
					got = e.Msg
				}
			}
			if got != tt.want {
				t.Errorf("LoadPeriod(list = %s): the game-list error = %q, want %q (problems: %v)", tt.name, got, tt.want, ps)
			}
		})
	}
}
