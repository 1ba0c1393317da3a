package xlsxio

import (
	"context"
	"reflect"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/internal/synth"
)

// TestGamesScanRowMatchesRow checks that the Games sheet's ScanRow gives
// every text, integer and date cell exactly as Row does (so the column
// widths and the checks of scanTable are the same), under every ruleset,
// with substitutes (Rules 6) among the games.
func TestGamesScanRowMatchesRow(t *testing.T) {
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
		for i := range tab.Len {
			full, scan := tab.Row(i, nil), tab.ScanRow(i, nil)
			if len(full) != len(scan) {
				t.Fatalf("%s row %d: ScanRow gives %d cells, Row %d", rs, i, len(scan), len(full))
			}
			for c := range full {
				if k := full[c].Kind; (k == KindText || k == KindInt || k == KindDate) && !reflect.DeepEqual(full[c], scan[c]) {
					t.Errorf("%s row %d column %s: ScanRow = %+v, Row = %+v", rs, i, tab.Columns[c].Header, scan[c], full[c])
				}
			}
		}
		withScan, err := scanTable(tab)
		if err != nil {
			t.Fatal(err)
		}
		tab.ScanRow = nil
		withRow, err := scanTable(tab)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(withScan, withRow) {
			t.Errorf("%s: scanTable with ScanRow = %+v, with Row = %+v", rs, withScan, withRow)
		}
	}
}
