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
