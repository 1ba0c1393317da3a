package engine_test

import (
	"context"
	"testing"
	"time"

	"ratingdesk/engine"
)

// TestUndatedRated: the rated games without a finish date are those put
// into the period (Game.AssignedToPeriod), and none else; a game with a
// date is never counted (docs/rules.md §1.5).
func TestUndatedRated(t *testing.T) {
	in := glSynthetic(200, 600, 3)
	want := 0
	for i := 0; i < len(in.Games); i += 17 {
		g := &in.Games[i]
		if g.Outcome.Played() && !g.Outcome.Forfeit() {
			g.Finished, g.AssignedToPeriod = time.Time{}, true
			want++
		}
	}
	res, err := engine.RatePeriod(context.Background(), in, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := res.UndatedRated(&in); got != want || want == 0 {
		t.Errorf("UndatedRated = %d, want %d", got, want)
	}
	dated := glSynthetic(200, 600, 3)
	res, err = engine.RatePeriod(context.Background(), dated, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := res.UndatedRated(&dated); got != 0 {
		t.Errorf("UndatedRated of a period whose games all have a date = %d, want 0", got)
	}
}

// TestAssumedColoursRated: the rated games counted are those marked
// Game.ColoursAssumed (a crosstable's game, docs/rules.md "Colour
// unknown"), and a game not rated is never counted.
func TestAssumedColoursRated(t *testing.T) {
	in := glSynthetic(200, 600, 3)
	marked := 0
	for i := 0; i < len(in.Games); i += 13 {
		in.Games[i].ColoursAssumed = true
		marked++
	}
	res, err := engine.RatePeriod(context.Background(), in, nil)
	if err != nil {
		t.Fatal(err)
	}
	// Every game read is rated or excluded: the marked games rated are
	// the marked ones not excluded.
	want := marked
	for _, e := range res.Excluded {
		if in.Games[e.Game].ColoursAssumed {
			want--
		}
	}
	if got := res.AssumedColoursRated(&in); got != want || want == 0 || want == marked {
		t.Errorf("AssumedColoursRated = %d, want %d (%d games marked)", got, want, marked)
	}
	plain := glSynthetic(200, 600, 3)
	res, err = engine.RatePeriod(context.Background(), plain, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := res.AssumedColoursRated(&plain); got != 0 {
		t.Errorf("AssumedColoursRated of a game list's period = %d, want 0", got)
	}
}
