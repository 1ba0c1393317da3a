package engine_test

import (
	"context"
	"math"
	"testing"

	"ratingdesk/engine"
)

// TestTermsOnDemand: the terms a period computes on demand are those its
// update summed, bit for bit: ΣD1 and ΣD2 in game order give SumD1 and
// SumD2 exactly, Update on them gives Rating and RD exactly, each term's
// score adds up to PeriodScore, and each rated game's two terms are the
// ones in the players' trails it counted for.
func TestTermsOnDemand(t *testing.T) {
	for _, id := range []engine.RulesetID{engine.ICCF2023, engine.ICCF2025} {
		rs, err := engine.LookupRuleset(string(id))
		if err != nil {
			t.Fatal(err)
		}
		in := glSynthetic(400, 3000, 7)
		in.Ruleset = rs
		res, err := engine.RatePeriod(context.Background(), in, nil)
		if err != nil {
			t.Fatal(err)
		}
		byID := map[engine.PlayerID]int{}
		next := make([]int, len(res.Players)) // the next term of each player a rated game must match
		trails := make([][]engine.Term, len(res.Players))
		for i := range res.Players {
			pr := &res.Players[i]
			byID[pr.Player.ID] = i
			trails[i] = pr.Terms()
			checkTrail(t, rs, pr, trails[i])
		}
		for k, rg := range res.Rated {
			w, b := rg.Terms()
			for _, side := range []struct {
				forID engine.PlayerID
				term  engine.Term
			}{{rg.WhiteFor, w}, {rg.BlackFor, b}} {
				i := byID[side.forID]
				if next[i] >= len(trails[i]) || !sameBits(trails[i][next[i]], side.term) {
					t.Fatalf("%s: Rated[%d] term for %d is not the player's next term", id, k, side.forID)
				}
				next[i]++
			}
		}
	}
}

// checkTrail compares a player's trail with the sums and update of his result.
func checkTrail(t *testing.T, rs engine.Ruleset, pr *engine.PlayerResult, terms []engine.Term) {
	t.Helper()
	if len(terms) != pr.PeriodGames || pr.NumTerms() != pr.PeriodGames {
		t.Fatalf("player %d: %d terms (NumTerms %d), %d period games", pr.Player.ID, len(terms), pr.NumTerms(), pr.PeriodGames)
	}
	var d1, d2, score float64
	for _, tm := range terms {
		d1 += tm.D1
		d2 += tm.D2
		score += tm.Score
	}
	if math.Float64bits(d1) != math.Float64bits(pr.SumD1) || math.Float64bits(d2) != math.Float64bits(pr.SumD2) || score != pr.PeriodScore {
		t.Errorf("player %d: ΣD1 %v ΣD2 %v score %v, want %v %v %v", pr.Player.ID, d1, d2, score, pr.SumD1, pr.SumD2, pr.PeriodScore)
	}
	if len(terms) == 0 {
		return
	}
	r, rd, err := engine.Update(rs.Params, pr.PreRating, pr.PreRD, terms)
	if err != nil || math.Float64bits(r) != math.Float64bits(pr.Rating) || math.Float64bits(rd) != math.Float64bits(pr.RD) {
		t.Errorf("player %d: Update(terms) = %v, %v, %v, want %v, %v", pr.Player.ID, r, rd, err, pr.Rating, pr.RD)
	}
}

// sameBits reports whether two terms hold the same bits.
func sameBits(a, b engine.Term) bool {
	fa := []float64{a.Score, a.OppRating, a.OppRD, a.PwMinus, a.PwPlus, a.PdMinus, a.PdPlus, a.PlMinus, a.PlPlus, a.P, a.W1Minus, a.W1Plus, a.W2Minus, a.W2Plus, a.D1, a.D2}
	fb := []float64{b.Score, b.OppRating, b.OppRD, b.PwMinus, b.PwPlus, b.PdMinus, b.PdPlus, b.PlMinus, b.PlPlus, b.P, b.W1Minus, b.W1Plus, b.W2Minus, b.W2Plus, b.D1, b.D2}
	for i := range fa {
		if math.Float64bits(fa[i]) != math.Float64bits(fb[i]) {
			return false
		}
	}
	return a.Game == b.Game && a.Opponent == b.Opponent && a.White == b.White && a.OppSource == b.OppSource && a.SubstituteFor == b.SubstituteFor
}

// TestTermsOnDemandConcurrent: the players' slots are laid out on the
// first ask, once, whichever goroutine asks first (the app reads a result
// on several): each player's NumTerms is his PeriodGames and his terms
// are the same from every goroutine.
func TestTermsOnDemandConcurrent(t *testing.T) {
	in := glSynthetic(300, 2000, 11)
	res, err := engine.RatePeriod(context.Background(), in, nil)
	if err != nil {
		t.Fatal(err)
	}
	const workers = 4
	got := make([][][]engine.Term, workers)
	done := make(chan int)
	for w := range workers {
		go func() {
			got[w] = make([][]engine.Term, len(res.Players))
			for i := range res.Players {
				// Each goroutine starts at another player, so that the
				// first asks race.
				j := (i + w*len(res.Players)/workers) % len(res.Players)
				if n := res.Players[j].NumTerms(); n != res.Players[j].PeriodGames {
					t.Errorf("player %d: NumTerms() = %d, want PeriodGames %d", j, n, res.Players[j].PeriodGames)
				}
				got[w][j] = res.Players[j].Terms()
			}
			done <- w
		}()
	}
	for range workers {
		<-done
	}
	for w := 1; w < workers; w++ {
		for i := range res.Players {
			if len(got[w][i]) != len(got[0][i]) {
				t.Fatalf("player %d: goroutine %d got %d terms, goroutine 0 %d", i, w, len(got[w][i]), len(got[0][i]))
			}
			for k := range got[w][i] {
				if got[w][i][k] != got[0][i][k] {
					t.Fatalf("player %d term %d: goroutine %d got %+v, goroutine 0 %+v", i, k, w, got[w][i][k], got[0][i][k])
				}
			}
		}
	}
}
