package desk_test

import (
	"strings"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// TestCheckAcrossSample: the sample list with its game list and
// crosstables, without the game list that dates section M-7, checks
// without error; the crosstables' 3 players not on the list join the
// period; M-7's 36 undated games are one warning without a period and
// rate's 36 errors with one (docs/rules.md, check across the files). The
// files are taken as Open read them, and none of their own problems is
// repeated.
func TestCheckAcrossSample(t *testing.T) {
	paths := []string{"../testdata/sample-list.xlsx", "../testdata/sample-games.xlsx", "../testdata/sample-sections.xlsx"}
	var opened []*desk.Input
	for _, p := range paths {
		in := desk.Open(p, xlsxio.ReadOptions{})
		if in.Problems.HasErrors() {
			t.Fatalf("%s: %v", p, in.Problems)
		}
		opened = append(opened, in)
	}
	req := desk.Request{List: paths[0], Results: paths[1:]}
	cc, err := desk.CheckAcross(req, opened)
	if err != nil {
		t.Fatal(err)
	}
	if cc.Games != 356 || cc.NewPlayers != 3 {
		t.Errorf("games %d, new players %d; want 356 and 3", cc.Games, cc.NewPlayers)
	}
	if len(cc.Problems) != 1 || cc.Problems[0].Severity != xlsxio.Warning || cc.Problems[0].Sheet != "M-7" || cc.Problems[0].Cell != "K10" ||
		!strings.HasPrefix(cc.Problems[0].Msg, "36 played games have no finish date (K10, M10, N10, O10, Q10, R10, T10, L11, N11, O11 and 26 more): rate refuses them") {
		t.Errorf("problems %v, want one warning for M-7's 36 undated games", cc.Problems)
	}

	req.Period = engine.Period{Year: 2026, Quarter: 1}
	cc, err = desk.CheckAcross(req, opened)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(cc.Problems.Errors()); n != 36 || !strings.Contains(cc.Problems[0].Msg, "not assigned to period 2026/1") {
		t.Errorf("with a period: %d errors (%v), want rate's 36", n, cc.Problems)
	}
	req.AssignUndated = true
	if cc, _ = desk.CheckAcross(req, opened); len(cc.Problems) != 0 {
		t.Errorf("with the undated games assigned: %v, want none", cc.Problems)
	}
}
