package engine_test

import (
	"context"
	"reflect"
	"testing"

	"ratingdesk/engine"
)

// TestPeriodMemory: periods rated one after another from one
// PeriodMemory give exactly what each gives rated alone (the same
// result, terms and errors), whether the next list has the same IDs as
// the last (its index kept), other IDs, more or fewer players, IDs far
// apart, or a bad row.
func TestPeriodMemory(t *testing.T) {
	same := glSynthetic(3000, 6000, 2) // the IDs of the first: glSynthetic numbers them
	badRow := glSynthetic(3000, 6000, 3)
	badRow.Players[1234].Games = -1
	dup := glSynthetic(500, 800, 4)
	dup.Players[7].ID = dup.Players[3].ID
	fewer := renumbered(glSynthetic(1000, 5000, 5), func(id engine.PlayerID) engine.PlayerID { return id + 7 })
	// IDs too far apart for a table by ID: looked up in the map.
	sparse := renumbered(glSynthetic(2000, 5000, 7), func(id engine.PlayerID) engine.PlayerID { return id * 200 })
	inputs := []engine.PeriodInput{
		glSynthetic(3000, 6000, 1), same, badRow, same, dup, fewer, sparse, sparse, glSynthetic(4000, 9000, 6), same,
	}
	mem := new(engine.PeriodMemory)
	failed := 0
	for n, in := range inputs {
		want, wantErr := engine.RatePeriod(context.Background(), in, nil)
		in.Memory = mem
		got, err := engine.RatePeriod(context.Background(), in, nil)
		if !reflect.DeepEqual(err, wantErr) {
			t.Fatalf("period %d: error %v, want %v", n, err, wantErr)
		}
		if wantErr != nil {
			failed++
			continue
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("period %d: the result rated with memory differs from the one rated alone", n)
		}
		for i := 0; i < len(want.Players); i += 97 {
			if !reflect.DeepEqual(got.Players[i].Terms(), want.Players[i].Terms()) {
				t.Fatalf("period %d: player %d's terms differ", n, i)
			}
		}
	}
	if failed != 2 {
		t.Fatalf("%d periods failed, want 2 (the bad row and the duplicate ID)", failed)
	}
}

// renumbered is in with every player's ID, in the list and in the games,
// made f(ID).
func renumbered(in engine.PeriodInput, f func(engine.PlayerID) engine.PlayerID) engine.PeriodInput {
	for i := range in.Players {
		in.Players[i].ID = f(in.Players[i].ID)
	}
	for i := range in.Games {
		g := &in.Games[i]
		g.White, g.Black = f(g.White), f(g.Black)
		for _, id := range []*engine.PlayerID{&g.WhiteSubFor, &g.BlackSubFor} {
			if *id != 0 {
				*id = f(*id)
			}
		}
	}
	return in
}
