package xlsxio

import (
	"context"
	"reflect"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/internal/synth"
)

// TestGamesScanMatchesRow checks that the Games sheet's Scan finds the
// same column widths and latest date as a pass over the rows Row makes,
// under every ruleset, with substitutes (Rules 6) among the games, and
// that it refuses a text a cell cannot hold in the same cell.
func TestGamesScanMatchesRow(t *testing.T) {
	period := engine.Period{Year: 2026, Quarter: 1}
	players, games := synth.ICCFScale(400, 1500, period, 7)
	// Substitutes: a game's White sat in for another listed player, both
	// ways round, so that a term may count for the original player and be
	// computed against a substitute's original (Rules 6a, 6b).
	for i := 0; i < len(games); i += 37 {
		g := &games[i]
		for _, p := range players {
			if p.ID != g.White && p.ID != g.Black {
				if i%2 == 0 {
					g.WhiteSubFor = p.ID
				} else {
					g.BlackSubFor = p.ID
				}
				break
			}
		}
	}
	for _, rs := range []string{string(engine.ICCF2023), string(engine.ICCF2025), string(engine.ICCF2017)} {
		ruleset, err := engine.LookupRuleset(rs)
		if err != nil {
			t.Fatal(err)
		}
		in := engine.PeriodInput{Ruleset: ruleset, Period: period, Players: players, Games: games}
		res, err := engine.RatePeriod(context.Background(), in, nil)
		if err != nil {
			t.Fatalf("%s: RatePeriod: %v", rs, err)
		}
		tab := gamesTable(res, &in)
		withScan, err := scanTable(tab)
		if err != nil {
			t.Fatal(err)
		}
		tab.Scan = nil
		withRow, err := scanTable(tab)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(withScan.widths, withRow.widths) || !withScan.latest.Equal(withRow.latest) {
			t.Errorf("%s: scanTable with Scan = %+v, with Row = %+v", rs, withScan, withRow)
		}
	}
	// A name no cell can hold, of a player who plays in the period.
	for i := range players {
		if players[i].ID == games[5].Black {
			players[i].Name = "Bad\x01name"
		}
	}
	ruleset, err := engine.LookupRuleset(string(engine.ICCF2023))
	if err != nil {
		t.Fatal(err)
	}
	in := engine.PeriodInput{Ruleset: ruleset, Period: period, Players: players, Games: games}
	res, err := engine.RatePeriod(context.Background(), in, nil)
	if err != nil {
		t.Fatal(err)
	}
	tab := gamesTable(res, &in)
	_, scanErr := scanTable(tab)
	tab.Scan = nil
	_, rowErr := scanTable(tab)
	if scanErr == nil || rowErr == nil || scanErr.Error() != rowErr.Error() {
		t.Errorf("a bad name: scanTable with Scan = %v, with Row = %v", scanErr, rowErr)
	}
}

// TestTermExpectationIsExpect checks that the expectation the Games sheet
// takes from a term is, bit for bit, engine.Expect's for the pre-period
// rating of the player the term counted for, under the rulesets with a
// draw model, with substitutes (Rules 6) among the games.
func TestTermExpectationIsExpect(t *testing.T) {
	period := engine.Period{Year: 2026, Quarter: 1}
	for seed := uint64(1); seed <= 3; seed++ {
		players, games := synth.ICCFScale(1500, 5000, period, seed)
		for i := 0; i < len(games); i += 29 {
			if p := players[(i*7)%len(players)].ID; p != games[i].White && p != games[i].Black {
				if i%2 == 0 {
					games[i].WhiteSubFor = p
				} else {
					games[i].BlackSubFor = p
				}
			}
		}
		for _, id := range []engine.RulesetID{engine.ICCF2023, engine.ICCF2025} {
			rs, err := engine.LookupRuleset(string(id))
			if err != nil {
				t.Fatal(err)
			}
			in := engine.PeriodInput{Ruleset: rs, Period: period, Players: players, Games: games}
			res, err := engine.RatePeriod(context.Background(), in, nil)
			if err != nil {
				t.Fatal(err)
			}
			checkTermExpectations(t, res, &in)
		}
	}
}

// checkTermExpectations compares engine.Term.Expectation with engine.Expect for
// both sides of every rated game of res.
func checkTermExpectations(t *testing.T, res *engine.PeriodResult, in *engine.PeriodInput) {
	t.Helper()
	gs := newGamesSheet(res, in)
	for k := range res.Rated {
		g := gameAt(in, res.Rated[k].Game)
		gp := gs.players(k, g)
		white, black := res.Rated[k].Terms()
		for _, side := range []struct {
			own  *engine.PlayerResult
			term engine.Term
		}{{gp.whiteFor, white}, {gp.blackFor, black}} {
			if side.own == nil {
				continue
			}
			tm := side.term
			want := engine.Expect(res.Ruleset.Params, side.own.PreRating, tm.OppRating, tm.OppRD, tm.White)
			if got := tm.Expectation(); got != want {
				t.Fatalf("%s game %d: Term.Expectation = %+v, Expect = %+v", res.Ruleset.ID, k, got, want)
			}
		}
	}
}
