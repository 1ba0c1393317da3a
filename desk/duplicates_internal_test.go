package desk

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
	"time"

	"ratingdesk/engine"
)

// keyGroups are the groups eachKeyGroup (or another grouping) gives.
func keyGroups(each func(gameSet, func([]int32)), games []engine.Game) [][]int32 {
	var out [][]int32
	each(setOf(games), func(g []int32) { out = append(out, slices.Clone(g)) })
	return out
}

// TestEachKeyGroupProperty: on random games of many shapes — few or many
// players, IDs below and beyond 2³² (then the plain sort), one day or
// many, unfinished and undated games, many repeats of one key — the
// radix grouping gives the groups of the plain sort by compareGameKeys,
// in the same order, each in game order.
func TestEachKeyGroupProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	day0 := time.Date(2019, 9, 1, 0, 0, 0, 0, time.UTC)
	for trial := range 300 {
		maxID := []int64{2, 300, 1 << 20, 1 << 31, 1 << 32, 1 << 33, 1 << 62}[trial%7]
		days := []int{1, 40, 3000}[trial%3]
		games := make([]engine.Game, r.IntN(3000))
		for i := range games {
			g := &games[i]
			g.White, g.Black = engine.PlayerID(r.Int64N(maxID)), engine.PlayerID(r.Int64N(maxID))
			g.Outcome = engine.Outcome(r.IntN(6))
			if r.IntN(20) > 0 {
				g.Finished = day0.AddDate(0, 0, r.IntN(days))
			}
		}
		want := keyGroups(eachKeyGroupSorted, games)
		got := keyGroups(eachKeyGroup, games)
		if !slices.EqualFunc(got, want, slices.Equal) {
			t.Fatalf("trial %d (%d games, IDs below %d, %d days): %d groups, want %d (or in another order)", trial, len(games), maxID, days, len(got), len(want))
		}
		for _, g := range want {
			if !slices.IsSorted(g) {
				t.Fatalf("trial %d: group %v not in game order", trial, g)
			}
		}
	}
}

// TestRadixSortPacked: random words, with random bits varying, sort as
// the two words compared as unsigned numbers, shuffled or in game order.
func TestRadixSortPacked(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for trial := range 200 {
		mask := [2]uint64{r.Uint64(), r.Uint64()}
		base := [2]uint64{r.Uint64(), r.Uint64()}
		ps := make([]packedKey, r.IntN(2000))
		for i := range ps {
			ps[i] = packedKey{base[0] ^ r.Uint64()&mask[0], base[1] ^ r.Uint64()&mask[1]}
		}
		gameOrdered := trial%2 == 1
		if gameOrdered {
			for i := range ps {
				ps[i][0] = ps[i][0]&^0xffffffff | uint64(i)
			}
		}
		want := slices.Clone(ps)
		slices.SortFunc(want, func(a, b packedKey) int {
			if c := cmp.Compare(a[1], b[1]); c != 0 {
				return c
			}
			return cmp.Compare(a[0], b[0])
		})
		radixSortPacked(ps, gameOrdered)
		if !slices.Equal(ps, want) {
			t.Fatalf("trial %d: radix order differs", trial)
		}
	}
}

// TestDuplicateGamesPacked: the duplicate games found among the packed
// games (as replay looks for them) are those found among the games as
// read, the same warnings in the same order; every game's key is the
// same.
func TestDuplicateGamesPacked(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	day0 := time.Date(2024, 9, 1, 0, 0, 0, 0, time.UTC)
	zone := time.FixedZone("CET", 3600)
	events := []string{"Cup", "cup ", "Open", "WC Final"}
	games := make([]engine.Game, 4000)
	for i := range games {
		g := &games[i]
		g.White, g.Black = engine.PlayerID(1+r.IntN(6)), engine.PlayerID(1+r.IntN(6))
		g.Outcome = engine.Outcome(r.IntN(6))
		if r.IntN(15) > 0 {
			g.Finished = day0.AddDate(0, 0, r.IntN(20))
			if r.IntN(10) == 0 {
				g.Finished = time.Date(g.Finished.Year(), g.Finished.Month(), g.Finished.Day(), 0, 0, 0, 0, zone)
			}
		}
		g.Tournament, g.Section = events[r.IntN(len(events))], "A"
		g.Origin = engine.Origin{File: "games.csv", Cell: fmt.Sprintf("C%d", i+2)}
		g.Cells = engine.GameCells{Row: i + 2}
	}
	pg := packGames(games)
	if len(pg.kept) == 0 {
		t.Fatal("no game kept as read: the test wants some")
	}
	set := pg.set()
	for i := range games {
		gk, gok := gameKeyOf(&games[i], i)
		if pk, pok := set.key(i); pk != gk || pok != gok {
			t.Fatalf("game %d: packed key %v %v, want %v %v", i, pk, pok, gk, gok)
		}
	}
	want := duplicateGames(setOf(games))
	got := duplicateGames(set)
	if len(want) == 0 || !reflect.DeepEqual(got, want) {
		t.Errorf("%d warnings from the packed games, want the %d from the games as read", len(got), len(want))
	}
}
