package desk

import (
	"slices"
	"testing"
	"time"

	"ratingdesk/engine"
)

// TestSwappedCandidatesSifted: sifting the games by their keys' hash
// (sharedKeys) finds the same games given from both sides as sorting the
// keys of every game, in a list large enough for the sifting bits to
// leave most games out.
func TestSwappedCandidatesSifted(t *testing.T) {
	x := uint64(7)
	r := func(n int) int { x = x*6364136223846793005 + 1442695040888963407; return int(x>>33) % n }
	var games []engine.Game
	for i := range 50000 {
		w := r(3000)
		g := engine.Game{White: engine.PlayerID(100000 + w), Black: engine.PlayerID(100000 + (w+1+r(2999))%3000),
			Outcome: engine.Outcome(r(6)), Finished: time.Date(2025, 9, 1+r(90), 0, 0, 0, 0, time.UTC), Tournament: "T", Section: "S"}
		if r(10) == 0 {
			g.Finished = time.Time{}
		}
		games = append(games, g)
		if i%997 == 0 { // the same game from the other side, later
			s := g
			s.White, s.Black, s.Outcome = g.Black, g.White, mirrored(g.Outcome)
			games = append(games, s)
		}
	}
	all := gameSet{n: len(games), key: func(i int) (gameKey, bool) { return pairKeyOf(&games[i], i) }, game: func(i int) engine.Game { return games[i] }}
	var want []swappedPair
	eachKeyGroup(all, func(group []int32) {
		for k, gi := range group[1:] {
			if f, ok := swappedIn(swapSetOf(games), group[:k+1], int(gi)); ok {
				want = append(want, swappedPair{int(gi), f})
			}
		}
	})
	slices.SortFunc(want, func(a, b swappedPair) int { return a.second - b.second })
	got := swappedCandidates(swapSetOf(games))
	if len(want) < 40 || !slices.Equal(got, want) {
		t.Errorf("swappedCandidates = %d pairs %v, want the %d of every key sorted %v", len(got), got, len(want), want)
	}
	if n := len(sharedKeys(swapSetOf(games))); n > len(games)/4 {
		t.Errorf("sharedKeys kept %d of %d games, want few", n, len(games))
	}
}
