package synth_test

import (
	"context"
	"math"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/internal/synth"
)

// TestSampleRates puts the sample through every ruleset's rating period:
// it must rate without an input error, exclude exactly the forfeits,
// unfinished, thematic and out-of-window games, and leave the inactive
// players inactive.
func TestSampleRates(t *testing.T) {
	players, games := synth.Sample(period2026q1)
	k := countGames(games, period2026q1)
	wantExcluded := map[engine.ExclusionReason]int{
		engine.ExcludedForfeit:       k.forfeits,
		engine.ExcludedUnfinished:    k.unfinished,
		engine.ExcludedNotRatedEvent: k.notRated,
		engine.ExcludedBeforePeriod:  k.before,
		engine.ExcludedAfterPeriod:   k.after,
	}
	for _, rs := range engine.Rulesets() {
		res, err := engine.RatePeriod(context.Background(), engine.PeriodInput{Ruleset: rs, Period: period2026q1, Players: players, Games: games}, nil)
		if err != nil {
			t.Errorf("RatePeriod(%s, sample) error: %v", rs.ID, err)
			continue
		}
		got := map[engine.ExclusionReason]int{}
		for _, e := range res.Excluded {
			got[e.Reason]++
		}
		for reason, n := range wantExcluded {
			if got[reason] != n {
				t.Errorf("RatePeriod(%s, sample): %d games excluded as %q, want %d", rs.ID, got[reason], reason, n)
			}
		}
		if want := k.played - k.notRated; len(res.Rated) != want {
			t.Errorf("RatePeriod(%s, sample): %d games rated, want %d", rs.ID, len(res.Rated), want)
		}
		var inactive int
		for _, p := range res.Players {
			if !p.Active {
				inactive++
			}
		}
		if want := countStates(players, period2026q1).inactive; inactive != want {
			t.Errorf("RatePeriod(%s, sample): %d inactive players after the period, want %d", rs.ID, inactive, want)
		}
	}
}

// TestSampleUndatedNeedsAssignment checks that the undated source blocks
// the period until it is assigned to it (docs/rules.md §1.5).
func TestSampleUndatedNeedsAssignment(t *testing.T) {
	players, _ := synth.Sample(period2026q1)
	games := synth.SampleUndated(period2026q1)
	in := engine.PeriodInput{Ruleset: engine.Rulesets()[0], Period: period2026q1, Players: players, Games: games}
	if _, err := engine.RatePeriod(context.Background(), in, nil); err == nil {
		t.Errorf("RatePeriod(sample undated) gave no error, want the undated game refused")
	}
	for i := range in.Games {
		in.Games[i].AssignedToPeriod = in.Games[i].Finished.IsZero()
	}
	res, err := engine.RatePeriod(context.Background(), in, nil)
	if err != nil {
		t.Fatalf("RatePeriod(sample undated, assigned) error: %v", err)
	}
	if len(res.Rated) != len(games) {
		t.Errorf("RatePeriod(sample undated, assigned) rated %d games, want %d", len(res.Rated), len(games))
	}
}

// TestICCFScaleRates rates a generated period with the default ruleset:
// the data must be valid input and give finite ratings.
func TestICCFScaleRates(t *testing.T) {
	players, games := synth.ICCFScale(2000, 6000, period2026q1, 3)
	res, err := engine.RatePeriod(context.Background(), engine.PeriodInput{Ruleset: engine.Rulesets()[0], Period: period2026q1, Players: players, Games: games}, nil)
	if err != nil {
		t.Fatalf("RatePeriod(ICCFScale(2000, 6000)) error: %v", err)
	}
	if len(res.Rated)+len(res.Excluded) != len(games) {
		t.Errorf("RatePeriod(ICCFScale(2000, 6000)): %d rated + %d excluded, want %d games", len(res.Rated), len(res.Excluded), len(games))
	}
	for _, p := range res.Players {
		if math.IsNaN(p.Rating) || math.IsInf(p.Rating, 0) || math.IsNaN(p.RD) || math.IsInf(p.RD, 0) {
			t.Errorf("player %d: rating %v, RD %v", p.Player.ID, p.Rating, p.RD)
		}
	}
}
