package engine_test

import (
	"context"
	"fmt"
	"testing"

	"ratingdesk/engine"
)

func BenchmarkRatePeriod(b *testing.B) {
	in := glSynthetic(20000, 60000, 1)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := engine.RatePeriod(context.Background(), in, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRatePeriodMemory is BenchmarkRatePeriod with each period
// rated from the memory of the one before (PeriodInput.Memory), as a
// replay rates its quarters.
func BenchmarkRatePeriodMemory(b *testing.B) {
	in := glSynthetic(20000, 60000, 1)
	in.Memory = new(engine.PeriodMemory)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := engine.RatePeriod(context.Background(), in, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRatePeriod1M rates a period of 1,000,000 games among 20,000
// players (issue 13: the engine's memory per game); -short skips it.
func BenchmarkRatePeriod1M(b *testing.B) {
	if testing.Short() {
		b.Skip("1,000,000 games: not with -short")
	}
	in := glSynthetic(20000, 1000000, 1)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := engine.RatePeriod(context.Background(), in, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPlayerTerms computes one player's audit trail on demand, as
// the player card and the calculation sheet ask for it.
func BenchmarkPlayerTerms(b *testing.B) {
	res, err := engine.RatePeriod(context.Background(), glSynthetic(20000, 60000, 1), nil)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	i, n := 0, 0
	for b.Loop() {
		n += len(res.Players[i%len(res.Players)].Terms())
		i++
	}
	_ = n
}

func BenchmarkComputeTerm(b *testing.B) {
	p := engine.ICCFParams()
	var sink float64
	for b.Loop() {
		sink += engine.ComputeTerm(p, 1900, 80, 2000, 70, 0.5, true).D1
	}
	_ = sink
}

// BenchmarkRatePeriodPlayers rates 60,000 games among 2,000 and among
// 20,000 players drawn at random: with 2,000 the players' states and sums
// stay in the processor's cache, with 20,000 they do not, and the
// difference is what reading them from memory costs (warmPlayers).
func BenchmarkRatePeriodPlayers(b *testing.B) {
	for _, n := range []int{2000, 20000} {
		b.Run(fmt.Sprintf("players=%d", n), func(b *testing.B) {
			in := glSynthetic(n, 60000, 1)
			in.Memory = new(engine.PeriodMemory)
			for b.Loop() {
				if _, err := engine.RatePeriod(context.Background(), in, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
