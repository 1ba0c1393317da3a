package titles_test

import (
	"math"
	"testing"

	"ratingdesk/titles"
)

// secBPlayers are the players of a tester's section (Baltic Open
// Invitational 2023, M-3): No 8 unrated with FIDE 2150, No 12 unrated
// without FIDE, No 13 withdrawn with her games cancelled.
func secBPlayers() []titles.SectionPlayer {
	ps := fixedPlayers(2440, 2310, 2285, 2210, 2260, 2330, 2355, 0, 2245, 2190, 2465, 0, 2380, 2270, 2500)
	ps[3].Status, ps[9].Status = titles.Unfixed, titles.Unfixed
	ps[7].Status, ps[7].FIDE = titles.Unrated, 2150
	ps[11].Status = titles.Unrated
	ps[12].Withdrawn, ps[12].GamesCancelled = titles.WithdrawalAccepted, true
	return ps
}

// TestCancelledPlayerLeavesTheMeanRating: when a player's games are
// cancelled, the norms are recalculated without him (App. 2 item 3a), and
// the mean rating an unrated player counts with (item 2.10) is that of the
// other players who still count: the same numbers as the section given
// without him (a tester: No 12 kept 2313.57, the mean with the cancelled
// player, where the PGN file of the same section gave 2308.46, and every
// R_a was about 0.4 higher).
func TestCancelledPlayerLeavesTheMeanRating(t *testing.T) {
	withCancelled := drawnSection(secBPlayers())
	var kept []titles.SectionPlayer
	for _, p := range secBPlayers() {
		if !p.GamesCancelled {
			kept = append(kept, p)
		}
	}
	without := drawnSection(kept)
	wc, err := titles.WatchNorms(withCancelled)
	if err != nil {
		t.Fatal(err)
	}
	wo, err := titles.WatchNorms(without)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := wc.Ratings[11], 30010.0/13; math.Abs(got-want) > 1e-9 {
		t.Errorf("WatchNorms(secB).Ratings[No 12] = %v, want %v (2308.46)", got, want)
	}
	if got, want := wc.Statement.Ratings[11], 32390.0/14; math.Abs(got-want) > 1e-9 {
		t.Errorf("NormStatement(secB).Ratings[No 12] = %v, want %v (2313.57, at the start)", got, want)
	}
	pc, err := titles.Performances(withCancelled, titles.ScaleICCF)
	if err != nil {
		t.Fatal(err)
	}
	po, err := titles.Performances(without, titles.ScaleICCF)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ with, without int }{
		{0, 0}, {1, 1}, {7, 7}, {10, 10}, {11, 11}, {13, 12}, {14, 13},
	}
	for _, tc := range tests {
		for _, l := range titles.Levels() {
			a, _ := wc.Check(tc.with, l)
			b, _ := wo.Check(tc.without, l)
			if a.OpponentsAverage != b.OpponentsAverage || a.Expectancy != b.Expectancy || a.Required != b.Required {
				t.Errorf("WatchNorms(secB) No %d %s = Ra %v, ΣWei %d, required %s, want Ra %v, ΣWei %d, required %s as without No 13",
					tc.with+1, l, a.OpponentsAverage, a.Expectancy, a.Required, b.OpponentsAverage, b.Expectancy, b.Required)
			}
		}
		if pc[tc.with].OpponentsAverage != po[tc.without].OpponentsAverage || pc[tc.with].Iterative != po[tc.without].Iterative {
			t.Errorf("Performances(secB) No %d = %v, want %v as without No 13", tc.with+1, pc[tc.with], po[tc.without])
		}
	}
}
