package titles_test

import (
	"math/rand/v2"
	"testing"

	"ratingdesk/titles"
)

// section17 is a finished 17-player section (a WC final's size) with
// random results, for the benchmarks.
func section17() titles.Section {
	rng := rand.New(rand.NewPCG(17, 17))
	s := randomSection(rng, 17, false)
	for i := range s.Players {
		for j := i + 1; j < 17; j++ {
			if !s.Games[i][j][0].Finished() {
				s.SetGames(i, j, titles.Draw)
			}
		}
	}
	s.Type = "WC final"
	return s
}

func BenchmarkStandings17(b *testing.B) {
	s := section17()
	for b.Loop() {
		if _, err := titles.Standings(s); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkWatchNorms17(b *testing.B) {
	s := section17()
	for b.Loop() {
		if _, err := titles.WatchNorms(s); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkStandingsAndNorms17 is what the norms command does for one
// section: standings and the norm watch (target < 1 ms).
func BenchmarkStandingsAndNorms17(b *testing.B) {
	s := section17()
	for b.Loop() {
		if _, err := titles.Standings(s); err != nil {
			b.Fatal(err)
		}
		if _, err := titles.WatchNorms(s); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPerformances17(b *testing.B) {
	s := section17()
	for b.Loop() {
		if _, err := titles.Performances(s, titles.ScaleICCF); err != nil {
			b.Fatal(err)
		}
	}
}
