package engine_test

import (
	"context"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"runtime"
	"testing"

	"ratingdesk/engine"
)

func TestUpdateMonotone(t *testing.T) {
	p := engine.ICCFParams()
	rng := rand.New(rand.NewPCG(5, 6))
	for range 3000 {
		r := 1200 + 1500*rng.Float64()
		rd := 30 + 220*rng.Float64()
		opp := 1200 + 1500*rng.Float64()
		oppRD := 30 + 220*rng.Float64()
		white := rng.IntN(2) == 0
		// Other games of the period, the same in every variant.
		var rest []engine.Term
		for range rng.IntN(4) {
			rest = append(rest, engine.ComputeTerm(p, r, rd, 1200+1500*rng.Float64(), 30+220*rng.Float64(), float64(rng.IntN(3))/2, white))
		}
		rate := func(oppR, score float64) float64 {
			terms := append([]engine.Term{engine.ComputeTerm(p, r, rd, oppR, oppRD, score, white)}, rest...)
			rNew, _, err := engine.Update(p, r, rd, terms)
			if err != nil {
				t.Fatalf("Update(%v/%v vs %v/%v): %v", r, rd, oppR, oppRD, err)
			}
			return rNew
		}
		win, draw, loss := rate(opp, 1), rate(opp, 0.5), rate(opp, 0)
		if !(win >= draw && draw >= loss) {
			t.Errorf("%v/%v vs %v/%v: win %v, draw %v, loss %v not in order", r, rd, opp, oppRD, win, draw, loss)
		}
		// A win against a stronger opponent gains more.
		if harder := rate(opp+50, 1); !(harder > win) {
			t.Errorf("%v/%v: a win against %v gives %v, against %v only %v", r, rd, opp+50, harder, opp, win)
		}
		// And a loss against a stronger opponent costs less.
		if harder := rate(opp+50, 0); !(harder > loss) {
			t.Errorf("%v/%v: a loss against %v gives %v, against %v %v", r, rd, opp+50, harder, opp, loss)
		}
	}
}

func TestRatePeriodWinNeverLowers(t *testing.T) {
	// Turning one draw of a period into a win never lowers the winner's r′.
	in := glSynthetic(500, 1500, 11)
	base, err := engine.RatePeriod(context.Background(), in, nil)
	if err != nil {
		t.Fatal(err)
	}
	changed := 0
	for k, rg := range base.Rated {
		g := in.Games[rg.Game]
		if g.Outcome != engine.Draw || g.WhiteSubFor != 0 || k%7 != 0 {
			continue
		}
		mod := in
		mod.Games = append([]engine.Game(nil), in.Games...)
		mod.Games[rg.Game].Outcome = engine.WhiteWins
		res, err := engine.RatePeriod(context.Background(), mod, nil)
		if err != nil {
			t.Fatal(err)
		}
		before, after := glFind(t, base, g.White), glFind(t, res, g.White)
		if after.Rating < before.Rating {
			t.Errorf("game %d: a win instead of a draw lowers %d from %v to %v", rg.Game, g.White, before.Rating, after.Rating)
		}
		changed++
	}
	if changed == 0 {
		t.Fatal("no draw was changed")
	}
}

// glDigest hashes every number of a period's result, bit for bit.
func glDigest(res *engine.PeriodResult) uint64 {
	h := fnv.New64a()
	var buf [8]byte
	put := func(x uint64) {
		for i := range buf {
			buf[i] = byte(x >> (8 * i))
		}
		h.Write(buf[:])
	}
	f := func(xs ...float64) {
		for _, x := range xs {
			put(math.Float64bits(x))
		}
	}
	for _, pr := range res.Players {
		f(pr.PreRating, pr.PreRD, pr.Rating, pr.RD, pr.SumD1, pr.SumD2, pr.PeriodScore)
		put(uint64(pr.PublishedRating))
		put(uint64(pr.PublishedRD))
		put(uint64(pr.Games))
		for _, tm := range pr.Terms() {
			f(tm.OppRating, tm.OppRD, tm.PwMinus, tm.PwPlus, tm.PdMinus, tm.PdPlus, tm.PlMinus, tm.PlPlus,
				tm.P, tm.W1Minus, tm.W1Plus, tm.W2Minus, tm.W2Plus, tm.D1, tm.D2)
			put(uint64(tm.Opponent))
		}
	}
	return h.Sum64()
}

// glGoldenDigest is glDigest of glSynthetic(2000, 6000, 42) as computed on
// linux/amd64 (also with GOAMD64=v3, where Go may fuse multiply-adds). The same bits must come out on every platform (docs/rules.md
// §1.6): a fused multiply-add or a platform exponential would change it.
const glGoldenDigest = 0x982cb6e4d99b8245

func TestRatePeriodDeterministic(t *testing.T) {
	in := glSynthetic(2000, 6000, 42)
	a, err := engine.RatePeriod(context.Background(), in, nil)
	if err != nil {
		t.Fatal(err)
	}
	b, err := engine.RatePeriod(context.Background(), in, nil)
	if err != nil {
		t.Fatal(err)
	}
	da, db := glDigest(a), glDigest(b)
	if da != db {
		t.Fatalf("two runs differ: digests %#x and %#x", da, db)
	}
	if da != glGoldenDigest {
		t.Errorf("digest %#x, want %#x (the amd64 bits)", da, uint64(glGoldenDigest))
	}
	// The worked example, to the bit.
	players, games := glExamplePeriod()
	pr := glFind(t, glRun(t, players, games), 1)
	if got, want := math.Float64bits(pr.Rating), uint64(0x409dbe45832e9884); got != want {
		t.Errorf("worked example r′ bits %#x (%v), want %#x", got, pr.Rating, want)
	}
	if got, want := math.Float64bits(pr.RD), uint64(0x40538aa0751875b5); got != want {
		t.Errorf("worked example RD′ bits %#x (%v), want %#x", got, pr.RD, want)
	}
}

func TestRatePeriodScheduleIndependent(t *testing.T) {
	// The same bits whatever the number of goroutines.
	in := glSynthetic(2000, 6000, 42)
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for _, procs := range []int{1, 2, 5} {
		runtime.GOMAXPROCS(procs)
		res, err := engine.RatePeriod(context.Background(), in, nil)
		if err != nil {
			t.Fatal(err)
		}
		if d := glDigest(res); d != glGoldenDigest {
			t.Errorf("GOMAXPROCS=%d: digest %#x, want %#x", procs, d, uint64(glGoldenDigest))
		}
	}
}
