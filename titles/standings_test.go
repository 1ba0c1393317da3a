package titles_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"ratingdesk/titles"
)

// line is what a standings test checks of one Standing.
type line struct {
	No          int
	Place       string
	Score       titles.HalfPoints
	Wins        int
	SB          float64
	AmongTied   titles.HalfPoints
	GamesPlayed int
}

func TestStandingsTieBreaks(t *testing.T) {
	ps := func(n int) []titles.SectionPlayer {
		r := make([]int, n)
		for i := range r {
			r[i] = 2300
		}
		return fixedPlayers(r...)
	}
	tests := []struct {
		name   string
		double bool
		rows   []string
		want   []line
	}{
		{
			// Everyone has 2 points; player 1 has no win and is last on the
			// Baumbach count alone (7.2a); 2–5 are level on wins, SB and
			// among themselves (1½ each) and share 1–4 (7.5).
			name: "Baumbach, then a shared place",
			rows: []string{
				"x = = = =",
				"= x 1 0 =",
				"= 0 x = 1",
				"= 1 = x 0",
				"= = 0 1 x",
			},
			want: []line{
				{No: 2, Place: "1–4", Score: 4, Wins: 1, SB: 4, AmongTied: 3, GamesPlayed: 4},
				{No: 3, Place: "1–4", Score: 4, Wins: 1, SB: 4, AmongTied: 3, GamesPlayed: 4},
				{No: 4, Place: "1–4", Score: 4, Wins: 1, SB: 4, AmongTied: 3, GamesPlayed: 4},
				{No: 5, Place: "1–4", Score: 4, Wins: 1, SB: 4, AmongTied: 3, GamesPlayed: 4},
				{No: 1, Place: "5", Score: 4, Wins: 0, SB: 4, GamesPlayed: 4},
			},
		},
		{
			// A cycle: every player is level on score, wins and SB, and on
			// the results among the four; they share 1–4 (7.5).
			name: "four-way cycle, shared place",
			rows: []string{
				"x = 0 1",
				"= x 1 0",
				"1 0 x =",
				"0 1 = x",
			},
			// 1: ½+0+1 = 1½; 2: ½+1+0 = 1½; 3: 1+0+½ = 1½; 4: 0+1+½ = 1½.
			// Everyone 1½ and 1 win: SB 1: ½·1½+1·1½ = 2¼; 2: ½·1½+1·1½ = 2¼;
			// 3: 1·1½+½·1½ = 2¼; 4: same. All level: among the four, the
			// same 1½ each, so they share 1–4.
			want: []line{
				{No: 1, Place: "1–4", Score: 3, Wins: 1, SB: 2.25, AmongTied: 3, GamesPlayed: 3},
				{No: 2, Place: "1–4", Score: 3, Wins: 1, SB: 2.25, AmongTied: 3, GamesPlayed: 3},
				{No: 3, Place: "1–4", Score: 3, Wins: 1, SB: 2.25, AmongTied: 3, GamesPlayed: 3},
				{No: 4, Place: "1–4", Score: 3, Wins: 1, SB: 2.25, AmongTied: 3, GamesPlayed: 3},
			},
		},
		{
			// A = 1: beats B(2), loses to C(3), draws D(4) → 1½, 1 win.
			// B = 2: loses to A, draws C, beats D → 1½, 1 win.
			// C: beats A, draws B, draws D → 2. D: draws A, loses B, draws C → 1.
			// SB A = B's 1½ + ½·D's 1 = 2; SB B = ½·C's 2 + D's 1 = 2.
			// SB C = A's 1½ + ½·B's 1½ + ½·D's 1 = 2¾; SB D = ½·A's 1½ +
			// ½·C's 2 = 1¾. A and B are level on score, wins and SB; A beat
			// B, so only the results among the tied (7.2c) decide.
			name: "mini-table decides",
			rows: []string{
				"x 1 0 =",
				"0 x = 1",
				"1 = x =",
				"= 0 = x",
			},
			want: []line{
				{No: 3, Place: "1", Score: 4, Wins: 1, SB: 2.75, GamesPlayed: 3},
				{No: 1, Place: "2", Score: 3, Wins: 1, SB: 2, AmongTied: 2, GamesPlayed: 3},
				{No: 2, Place: "3", Score: 3, Wins: 1, SB: 2, AmongTied: 0, GamesPlayed: 3},
				{No: 4, Place: "4", Score: 2, Wins: 0, SB: 1.75, GamesPlayed: 3},
			},
		},
		{
			// A: beats C, loses to D, draws B → 1½; B: draws A, beats D,
			// loses to C → 1½; C beats D: C 2, D 1. SB A = C's 2 + ½·B's 1½
			// = 2¾; SB B = ½·1½ + D's 1 = 1¾: Sonneborn-Berger decides.
			name: "Sonneborn-Berger decides",
			rows: []string{
				"x = 1 0",
				"= x 0 1",
				"0 1 x 1",
				"1 0 0 x",
			},
			want: []line{
				{No: 3, Place: "1", Score: 4, Wins: 2, SB: 2.5, GamesPlayed: 3},
				{No: 1, Place: "2", Score: 3, Wins: 1, SB: 2.75, GamesPlayed: 3},
				{No: 2, Place: "3", Score: 3, Wins: 1, SB: 1.75, GamesPlayed: 3},
				{No: 4, Place: "4", Score: 2, Wins: 1, SB: 1.5, GamesPlayed: 3},
			},
		},
		{
			// A forfeit win is a win and a point (docs/rules.md §4):
			// A: + vs B, ½ vs C → 1½, 1 win, SB = B's 1 + ½·C's ½ = 1¼.
			// B: − vs A, 1 vs C → 1, 1 win, SB = C's ½ = ½.
			// C: ½ vs A, 0 vs B → ½, SB = ½·A's 1½ = ¾.
			name: "forfeits count as wins and points",
			rows: []string{
				"x + =",
				"- x 1",
				"= 0 x",
			},
			want: []line{
				{No: 1, Place: "1", Score: 3, Wins: 1, SB: 1.25, GamesPlayed: 2},
				{No: 2, Place: "2", Score: 2, Wins: 1, SB: 0.5, GamesPlayed: 2},
				{No: 3, Place: "3", Score: 1, Wins: 0, SB: 0.75, GamesPlayed: 2},
			},
		},
		{
			// Unfinished games score nothing and add nothing to SB.
			// 1: 1 vs 2, * vs 3 → 1 (SB = 2's score ½ = ½).
			// 2: 0 vs 1, = vs 3 → ½ (SB ½·3's ½ = ¼). 3: * vs 1, = vs 2 → ½
			// (SB ½·½ = ¼). 2 and 3 are level on everything: their draw
			// gives ½ each, so they share 2–3.
			name: "unfinished games",
			rows: []string{
				"x 1 *",
				"0 x =",
				"* = x",
			},
			want: []line{
				{No: 1, Place: "1", Score: 2, Wins: 1, SB: 0.5, GamesPlayed: 1},
				{No: 2, Place: "2–3", Score: 1, Wins: 0, SB: 0.25, AmongTied: 1, GamesPlayed: 2},
				{No: 3, Place: "2–3", Score: 1, Wins: 0, SB: 0.25, AmongTied: 1, GamesPlayed: 1},
			},
		},
		{
			// Double round: each game counts separately.
			// 1: 1= vs 2, 11 vs 3 → 3½, 3 wins. 2: 0= vs 1, 1= vs 3 → 2, 1 win.
			// 3: 00 vs 1, 0= vs 2 → ½. SB 1 = 2·1 + ½·1 + ½·2 + ... see below.
			name:   "double round",
			double: true,
			rows: []string{
				"x 1= 11",
				"0= x 1=",
				"00 0= x",
			},
			// SB 1: win vs 2 (2) + draw vs 2 (1) + two wins vs 3 (½+½) = 4.
			// SB 2: draw vs 1 (1¾) + win vs 3 (½) + draw vs 3 (¼) = 2½.
			// SB 3: draw vs 2 (1) = 1.
			want: []line{
				{No: 1, Place: "1", Score: 7, Wins: 3, SB: 4, GamesPlayed: 4},
				{No: 2, Place: "2", Score: 4, Wins: 1, SB: 2.5, GamesPlayed: 4},
				{No: 3, Place: "3", Score: 1, Wins: 0, SB: 1, GamesPlayed: 4},
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := sectionFromTable(t, ps(len(tc.rows)), tc.double, tc.rows...)
			got, err := titles.Standings(s)
			if err != nil {
				t.Fatalf("Standings: %v", err)
			}
			if len(got) != len(tc.want) {
				t.Fatalf("Standings gave %d lines, want %d", len(got), len(tc.want))
			}
			for k, g := range got {
				gl := line{
					No: s.Players[g.Player].No, Place: g.PlaceString(), Score: g.Score, Wins: g.Wins,
					SB: g.SonnebornBerger, AmongTied: g.AmongTied, GamesPlayed: g.Games,
				}
				if gl != tc.want[k] {
					t.Errorf("Standings line %d = %+v, want %+v", k+1, gl, tc.want[k])
				}
			}
		})
	}
}

func TestStandingsCancelled(t *testing.T) {
	// Player 3 withdrew and the games were cancelled: they count for nobody.
	s := sectionFromTable(t, fixedPlayers(2300, 2300, 2300), false,
		"x 0 1",
		"1 x 0",
		"0 1 x",
	)
	s.Players[2].Withdrawn = titles.WithdrawalAccepted
	s.Players[2].GamesCancelled = true
	got, err := titles.Standings(s)
	if err != nil {
		t.Fatalf("Standings: %v", err)
	}
	want := []struct {
		No    int
		Place string
		Score titles.HalfPoints
	}{{2, "1", 2}, {1, "2", 0}, {3, "–", 0}}
	for k, g := range got {
		if no := s.Players[g.Player].No; no != want[k].No || g.PlaceString() != want[k].Place || g.Score != want[k].Score {
			t.Errorf("line %d = No %d place %s score %v, want %+v", k+1, no, g.PlaceString(), g.Score, want[k])
		}
	}
}

func TestStandingsInvalid(t *testing.T) {
	s := titles.NewSection(fixedPlayers(2300, 2300, 2300), false)
	s.Games[0][1] = []titles.Result{titles.Win}
	s.Games[1][0] = []titles.Result{titles.Win}
	_, err := titles.Standings(s)
	var ie *titles.InputError
	if !errors.As(err, &ie) || ie.Player != 0 || ie.Opponent != 1 {
		t.Errorf("Standings(disagreeing cells) error = %v, want *InputError for players 0 and 1", err)
	}
}

// randomSection makes a section of n players with random results, some
// forfeits and unfinished games, for property tests.
func randomSection(rng *rand.Rand, n int, double bool) titles.Section {
	ratings := make([]int, n)
	for i := range ratings {
		ratings[i] = 2100 + rng.IntN(500)
	}
	s := titles.NewSection(fixedPlayers(ratings...), double)
	for i := range n {
		for j := i + 1; j < n; j++ {
			rs := make([]titles.Result, s.GamesPerPair())
			for k := range rs {
				rs[k] = []titles.Result{titles.Win, titles.Draw, titles.Loss, titles.Draw, titles.Win, titles.Loss,
					titles.ForfeitWin, titles.ForfeitLoss, titles.Unfinished}[rng.IntN(9)]
			}
			s.SetGames(i, j, rs...)
		}
	}
	return s
}

// permuted returns the section with its rows in the order perm.
func permuted(s titles.Section, perm []int) titles.Section {
	p := s
	p.Players = make([]titles.SectionPlayer, len(perm))
	p.Games = make([][][]titles.Result, len(perm))
	for a, i := range perm {
		p.Players[a] = s.Players[i]
		p.Games[a] = make([][]titles.Result, len(perm))
		for b, j := range perm {
			p.Games[a][b] = s.Games[i][j]
		}
	}
	return p
}

func TestStandingsOrderIndependent(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	type key struct {
		ID                  int64
		Place, PlaceTo      int
		Score               titles.HalfPoints
		Wins                int
		SB                  float64
		AmongTied           titles.HalfPoints
		Tied, Games         int
		CancelledForSection bool
	}
	keys := func(s titles.Section) []key {
		st, err := titles.Standings(s)
		if err != nil {
			t.Fatalf("Standings: %v", err)
		}
		out := make([]key, len(st))
		for k, l := range st {
			out[k] = key{int64(s.Players[l.Player].ID), l.Place, l.PlaceTo, l.Score, l.Wins, l.SonnebornBerger, l.AmongTied, l.Tied, l.Games, l.Cancelled}
		}
		return out
	}
	for trial := range 300 {
		n := 3 + rng.IntN(10)
		s := randomSection(rng, n, trial%3 == 0)
		// Small ratings spread and many draws make ties common; force some.
		if trial%2 == 0 {
			for i := range n {
				for j := i + 1; j < n; j++ {
					if rng.IntN(2) == 0 {
						rs := make([]titles.Result, s.GamesPerPair())
						for k := range rs {
							rs[k] = titles.Draw
						}
						s.SetGames(i, j, rs...)
					}
				}
			}
		}
		want := keys(s)
		perm := rng.Perm(n)
		got := keys(permuted(s, perm))
		for k := range want {
			if got[k] != want[k] {
				t.Fatalf("trial %d: permuted rows %v: line %d = %+v, want %+v", trial, perm, k+1, got[k], want[k])
			}
		}
	}
}
