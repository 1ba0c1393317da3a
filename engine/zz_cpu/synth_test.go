package zz

import (
	"math/rand/v2"
	"time"

	"ratingdesk/engine"
)

var period = engine.Period{Year: 2026, Quarter: 1}

func synth(nPlayers, nGames int) engine.PeriodInput { return synthS(nPlayers, nGames, 1) }
func synthS(nPlayers, nGames int, seed uint64) engine.PeriodInput {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	players := make([]engine.Player, nPlayers)
	for i := range players {
		pl := engine.Player{ID: engine.PlayerID(100000 + i)}
		switch u := rng.Float64(); {
		case u < 0.05:
			pl.FIDE = 1600 + rng.IntN(1000)
		case u < 0.08:
		default:
			pl.Rated = true
			// Integers and divisions only, so that the input itself has the
			// same bits on every platform (no fused multiply-adds here).
			bell := rng.IntN(600) + rng.IntN(600) + rng.IntN(600) - 900 // about ±900 around 0
			pl.Rating = float64(1900+bell) + float64(rng.IntN(1000000))/1000000
			pl.RD = 30 + float64(rng.IntN(220000))/1000
			pl.Games = rng.IntN(400)
			pl.LastGame = time.Date(2020+rng.IntN(6), time.Month(1+rng.IntN(12)), 1+rng.IntN(28), 0, 0, 0, 0, time.UTC)
		}
		pl.Running = rng.IntN(3) == 0
		players[i] = pl
	}
	from := period.GamesFrom()
	games := make([]engine.Game, nGames)
	for i := range games {
		w := rng.IntN(nPlayers)
		b := rng.IntN(nPlayers - 1)
		if b >= w {
			b++
		}
		g := engine.Game{
			White: players[w].ID, Black: players[b].ID,
			Finished: from.AddDate(0, 0, rng.IntN(91)),
			Type:     "Open class",
		}
		switch u := rng.Float64(); {
		case u < 0.35:
			g.Outcome = engine.WhiteWins
		case u < 0.75:
			g.Outcome = engine.Draw
		case u < 0.97:
			g.Outcome = engine.BlackWins
		case u < 0.98:
			g.Outcome = engine.WhiteWinsForfeit
		default:
			g.Outcome = engine.Unfinished
		}
		if rng.IntN(4) == 0 {
			g.WhiteStart = float64(1700 + rng.IntN(800))
			g.BlackStart = float64(1700 + rng.IntN(800))
		}
		if rng.IntN(100) == 0 {
			g.Finished = from.AddDate(0, 0, -1-rng.IntN(30))
		}
		if rng.IntN(200) == 0 {
			g.Type = "Thematic"
		}
		if rng.IntN(100) == 0 {
			o := rng.IntN(nPlayers)
			if o != w && o != b {
				g.WhiteSubFor = players[o].ID
			}
		}
		games[i] = g
	}
	return engine.PeriodInput{Ruleset: engine.Rulesets()[0], Period: period, Players: players, Games: games}
}
