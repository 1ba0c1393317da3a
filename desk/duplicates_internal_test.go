package desk

import (
	"math/rand/v2"
	"slices"
	"testing"

	"ratingdesk/engine"
)

// TestSortGameKeys: the packed sort of ICCF-sized IDs orders keys as
// compareGameKeys does, and IDs beyond 32 bits take the plain sort.
func TestSortGameKeys(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, maxID := range []int64{5, 1 << 32, 1 << 40} {
		keys := make([]gameKey, 2000)
		for i := range keys {
			keys[i] = gameKey{engine.PlayerID(r.Int64N(maxID)), engine.PlayerID(r.Int64N(maxID)), int32(20250900*8 + r.IntN(40)), int32(i)}
		}
		r.Shuffle(len(keys), func(i, j int) { keys[i], keys[j] = keys[j], keys[i] })
		want := slices.Clone(keys)
		slices.SortFunc(want, compareGameKeys)
		sortGameKeys(keys)
		if !slices.Equal(keys, want) {
			t.Errorf("sortGameKeys with IDs below %d: order differs from compareGameKeys", maxID)
		}
	}
}
