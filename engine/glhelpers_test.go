package engine_test

import (
	"context"
	"math"
	"testing"
	"time"

	"ratingdesk/engine"
)

// Helpers of the Glicko-style tests; names start with gl so that they do
// not collide with other test files of the package.

// glPeriod is the period most tests rate: 2026/1, games finished
// 1 Sep–30 Nov 2025.
var glPeriod = engine.Period{Year: 2026, Quarter: 1}

// glInPeriod is a finish date inside glPeriod.
var glInPeriod = time.Date(2025, 10, 15, 0, 0, 0, 0, time.UTC)

// glRuleset returns a ruleset by ID or fails the test.
func glRuleset(t testing.TB, id engine.RulesetID) engine.Ruleset {
	t.Helper()
	rs, err := engine.LookupRuleset(string(id))
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

// glParams2025 are the iccf-2025 parameters.
func glParams2025() engine.Params {
	p := engine.ICCFParams()
	p.GrowthCap = 120
	return p
}

// glRated is a rated player with a carried rating, RD and games.
func glRated(id engine.PlayerID, r, rd float64, games int) engine.Player {
	return engine.Player{ID: id, Rated: true, Rating: r, RD: rd, Games: games}
}

// glGame is a played game finished inside glPeriod.
func glGame(w, b engine.PlayerID, o engine.Outcome) engine.Game {
	return engine.Game{White: w, Black: b, Outcome: o, Finished: glInPeriod}
}

// glRun rates a period with iccf-2023 and fails the test on error.
func glRun(t testing.TB, players []engine.Player, games []engine.Game) *engine.PeriodResult {
	t.Helper()
	res, err := engine.RatePeriod(context.Background(), engine.PeriodInput{
		Ruleset: glRuleset(t, engine.ICCF2023), Period: glPeriod, Players: players, Games: games,
	}, nil)
	if err != nil {
		t.Fatalf("RatePeriod: %v", err)
	}
	return res
}

// glFind returns the result of one player.
func glFind(t testing.TB, res *engine.PeriodResult, id engine.PlayerID) engine.PlayerResult {
	t.Helper()
	for _, pr := range res.Players {
		if pr.Player.ID == id {
			return pr
		}
	}
	t.Fatalf("player %d not in result", id)
	return engine.PlayerResult{}
}

// glNear reports whether got is within tol of want.
func glNear(got, want, tol float64) bool { return math.Abs(got-want) <= tol }
