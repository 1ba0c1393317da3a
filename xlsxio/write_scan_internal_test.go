package xlsxio

import (
	"reflect"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/internal/synth"
)

// TestGamesScanMatchesRows checks that the Games sheet's Scan finds the
// same column widths and latest date as a pass over its rows made as
// cells (gamesCellTable), under every ruleset, with substitutes (Rules 6)
// among the games, and that it refuses a text a cell cannot hold in the
// same cell.
func TestGamesScanMatchesRows(t *testing.T) {
	players, games, period := substitutedPeriod()
	for _, rs := range []engine.RulesetID{engine.ICCF2023, engine.ICCF2025, engine.ICCF2017} {
		res, in := ratedAs(t, rs, period, players, games)
		tab := gamesTable(res, in)
		withScan, err := scanTable(tab)
		if err != nil {
			t.Fatal(err)
		}
		withRows, err := scanTable(gamesCellTable(res, in))
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(withScan.widths, withRows.widths) || !withScan.latest.Equal(withRows.latest) {
			t.Errorf("%s: scanTable with Scan = %+v, of the cells = %+v", rs, withScan, withRows)
		}
	}
	// A name no cell can hold, of a player who plays in the period.
	for i := range players {
		if players[i].ID == games[5].Black {
			players[i].Name = "Bad\x01name"
		}
	}
	res, in := ratedAs(t, engine.ICCF2023, period, players, games)
	_, scanErr := scanTable(gamesTable(res, in))
	_, rowErr := scanTable(gamesCellTable(res, in))
	if scanErr == nil || rowErr == nil || scanErr.Error() != rowErr.Error() {
		t.Errorf("a bad name: scanTable with Scan = %v, of the cells = %v", scanErr, rowErr)
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
			res, in := ratedAs(t, id, period, players, games)
			checkTermExpectations(t, res, in)
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
		white, black := res.Rated[k].Terms()
		for _, side := range []struct {
			own  *engine.PlayerResult
			term engine.Term
		}{{gs.countedFor(k, 0, g), white}, {gs.countedFor(k, 1, g), black}} {
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
