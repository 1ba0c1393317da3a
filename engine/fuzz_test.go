package engine_test

import (
	"context"
	"math"
	"testing"
	"time"

	"ratingdesk/engine"
)

// FuzzRatePeriod rates small periods built from arbitrary bytes: the engine
// must either return an error or a result without NaN, with every rated
// game counted once for each side and published RDs within [30, 250].
func FuzzRatePeriod(f *testing.F) {
	f.Add([]byte{3, 10, 200, 40, 1, 2, 1, 0, 2, 0, 3, 0, 7})
	f.Add([]byte{5, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 255, 254})
	f.Add([]byte{2, 255, 255, 255, 255, 1, 1, 1, 1})
	f.Fuzz(func(t *testing.T, data []byte) {
		next := func() int {
			if len(data) == 0 {
				return 0
			}
			b := data[0]
			data = data[1:]
			return int(b)
		}
		n := 2 + next()%6
		players := make([]engine.Player, n)
		for i := range players {
			players[i] = engine.Player{ID: engine.PlayerID(i + 1)}
			if k := next(); k%4 != 0 {
				players[i].Rated = true
				players[i].Rating = float64(1000 + 8*next())
				players[i].RD = float64(next())
				players[i].Games = next() % 40
			} else if k%8 == 4 {
				players[i].FIDE = 1500 + 4*next()
			}
		}
		var games []engine.Game
		for len(data) >= 4 {
			w, b, o, extra := next()%(n+1), next()%(n+1), next(), next()
			g := engine.Game{
				White: engine.PlayerID(w), Black: engine.PlayerID(b),
				Outcome:  engine.Outcome(o % 7),
				Finished: glInPeriod.AddDate(0, 0, extra%120-60),
			}
			if extra%5 == 0 {
				g.WhiteStart = float64(1500 + 4*o)
			}
			if extra%7 == 0 {
				g.WhiteSubFor = engine.PlayerID(o % (n + 1))
			}
			if extra%11 == 0 {
				g.Finished, g.AssignedToPeriod = time.Time{}, extra%2 == 0
			}
			games = append(games, g)
		}
		for _, id := range []engine.RulesetID{engine.ICCF2023, engine.ICCF2025} {
			res, err := engine.RatePeriod(context.Background(), engine.PeriodInput{
				Ruleset: glRuleset(t, id), Period: glPeriod, Players: players, Games: games,
			}, nil)
			if err != nil {
				continue
			}
			if len(res.Rated)+len(res.Excluded) != len(games) {
				t.Fatalf("%d rated + %d excluded ≠ %d games", len(res.Rated), len(res.Excluded), len(games))
			}
			counted := 0
			for _, pr := range res.Players {
				counted += pr.PeriodGames
				for _, x := range []float64{pr.Rating, pr.RD, pr.PreRating, pr.PreRD, pr.SumD1, pr.SumD2} {
					if math.IsNaN(x) || math.IsInf(x, 0) {
						t.Fatalf("player %d: non-finite value in %+v", pr.Player.ID, pr)
					}
				}
				if pr.Rated && (pr.PublishedRD < 30 || pr.PublishedRD > 250) {
					t.Fatalf("player %d: published RD %d", pr.Player.ID, pr.PublishedRD)
				}
				if pr.Games != pr.Player.Games+pr.PeriodGames || len(pr.Terms()) != pr.PeriodGames {
					t.Fatalf("player %d: games %d, row %d, period %d, terms %d", pr.Player.ID, pr.Games, pr.Player.Games, pr.PeriodGames, len(pr.Terms()))
				}
			}
			if counted != 2*len(res.Rated) {
				t.Fatalf("%d games counted for %d rated games", counted, len(res.Rated))
			}
		}
	})
}
