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
