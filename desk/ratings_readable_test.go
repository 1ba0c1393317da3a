package desk_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/engine"
)

// TestRatingBelowTheListsRange: a player who loses every game from a low
// rating ends the period below 500, which a rating list may not hold:
// RatingsOutsideList warns of him, and a replay stops before the quarter
// that would read that list, as `rate` would (a tester: 16 losses from 520
// gave 84, and replay went on where rate stopped).
func TestRatingBelowTheListsRange(t *testing.T) {
	list := writeTextFile(t, "low.csv", "ID,Name,Fed,Title,Rating,RD,Games,Last game\n"+
		"100001,\"Low, Player\",ENG,,520,250,12,2025-05-01\n"+
		"100002,\"Opp, A\",ENG,,560,50,100,2025-05-01\n"+
		"100003,\"Opp, B\",ENG,,560,50,100,2025-05-01\n")
	var games strings.Builder
	games.WriteString("White,Black,Result,Finished\n")
	for d := 1; d <= 8; d++ {
		games.WriteString("100001,100002,0-1,2025-10-0" + string(rune('0'+d)) + "\n")
		games.WriteString("100003,100001,1-0,2025-10-1" + string(rune('0'+d)) + "\n")
	}
	results := writeTextFile(t, "games.csv", games.String())
	rs := ruleset(t, "iccf-2023")
	q1 := engine.Period{Year: 2026, Quarter: 1}

	lp, ps := desk.LoadPeriod(desk.Request{List: list, Results: []string{results}, Period: q1, Ruleset: rs})
	if ps.HasErrors() {
		t.Fatal(ps)
	}
	res, ps, err := desk.RatePeriod(context.Background(), lp, nil)
	if err != nil || ps.HasErrors() {
		t.Fatal(err, ps)
	}
	outside := desk.RatingsOutsideList(res)
	if len(outside) != 1 || !strings.Contains(outside[0].Msg, "ID 100001 Low, Player has the rating") {
		t.Fatalf("RatingsOutsideList = %v, want one warning for 100001", outside)
	}

	req := desk.ReplayRequest{List: list, Results: []string{results}, From: q1, To: engine.Period{Year: 2026, Quarter: 2}, Ruleset: rs}
	_, _, err = desk.Replay(context.Background(), req, nil)
	var le *desk.ListRatingError
	if !errors.As(err, &le) || le.Next != (engine.Period{Year: 2026, Quarter: 2}) {
		t.Errorf("Replay to 2026/2 = %v, want it stopped before 2026/2", err)
	}
	req.To = q1
	if _, ps, err := desk.Replay(context.Background(), req, nil); err != nil || len(ps.Warnings()) == 0 {
		t.Errorf("Replay of 2026/1 alone = %v, %v; want it to end with the warning", err, ps)
	}
}
