package desk_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/engine"
)

// A results file given as the rating list (the files the other way
// round) is said to be what it is, not a list without its header row or
// a PGN file without games; a file that is neither keeps the reader's
// error.
func TestResultsGivenAsRatingList(t *testing.T) {
	pgn, err := os.ReadFile(filepath.Join("..", "testdata", "sample-games.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, file, content string
		want                string
	}{
		{"game list", "list.csv", "White,Black,Result,Finished\n100001,100002,1-0,2025-10-01\n", desk.GameListAsRatingList},
		{"PGN game list", "list.pgn", string(pgn), "this is a PGN game list, not a rating list: give it with the period's results"},
		{"no header at all", "list.csv", "a,b\n1,2\n", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			list := writeTextFile(t, tt.file, tt.content)
			games := writeTextFile(t, "games.csv", "White,Black,Result,Finished\n100001,100002,1-0,2025-10-01\n")
			lp, ps := desk.LoadPeriod(desk.Request{List: list, Results: []string{games}, Period: engine.Period{Year: 2026, Quarter: 1},
				Ruleset: engine.Rulesets()[0]})
			if lp != nil {
				t.Fatalf("LoadPeriod with a %s as the list = a period, want problems", tt.name)
			}
			got := ""
			for _, e := range ps.Errors() {
				if e.File == list && strings.Contains(e.Msg, "not a rating list: give it with the period's results") {
					got = e.Msg
				}
			}
			if (tt.want == "") != (got == "") || !strings.HasPrefix(got, tt.want) {
				t.Errorf("LoadPeriod(list = %s): the error = %q, want %q (problems: %v)", tt.name, got, tt.want, ps)
			}
		})
	}
}
