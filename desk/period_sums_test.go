package desk_test

import (
	"testing"

	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/outputs"
)

// TestLoadPeriodInputSums checks that the SHA-256 LoadPeriod records for
// each input, taken from the bytes read where a reader read the file in
// one pass, is the file's own (outputs.HashFile).
func TestLoadPeriodInputSums(t *testing.T) {
	list := writeTextFile(t, "list.csv", "\ufeff"+cupList)
	games := writeTextFile(t, "games.csv", cupGames)
	ambiguous := writeTextFile(t, "games2.csv", "White,Black,Result,Finished,White start rating\n102,103,1-0,2025-10-02,\"2,412\"\n")
	lp, ps := desk.LoadPeriod(desk.Request{List: list, Results: []string{games, ambiguous}, Period: engine.Period{Year: 2026, Quarter: 1}, Ruleset: engine.Rulesets()[0]})
	noErrors(t, ps)
	for _, in := range lp.Inputs {
		want, err := outputs.HashFile(in.Path)
		if err != nil {
			t.Fatal(err)
		}
		if in.SHA256 != want {
			t.Errorf("LoadPeriod: input %s SHA256 = %s, want %s", in.Path, in.SHA256, want)
		}
	}
}
