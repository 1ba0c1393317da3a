package synth

import (
	"time"

	"ratingdesk/engine"
)

// History sample players (testdata/history/, docs/guide.md "Rating
// history").
const (
	// historyPauser plays in the first and the last quarter only: his RD
	// grows in the quarters between.
	historyPauser engine.PlayerID = 520101
	// historyReturner is inactive on the start list (Tournament Rules
	// 9.7) and comes back in the third quarter.
	historyReturner engine.PlayerID = 102101
)

// historyReturnerOpponents are the players the returner meets.
var historyReturnerOpponents = []engine.PlayerID{100101, 270101, 370101, 290101}

// HistorySample is the bundled multi-quarter sample (testdata/history/):
// the sample list (Sample) as the list the quarter from starts from, and
// the sample's tournaments played again in each of the quarters from on,
// each quarter's games finished in its window (and, as in Sample, a few
// just before or after it, which belong to the neighbouring quarter). The
// unfinished games are given once, in the first quarter. Besides the
// sample's unrated players (with and without a FIDE rating), who start
// in the first quarter, Kıraç (520101) plays in the first and the last
// quarter only, and Wögerer (102101), inactive on the start list, comes
// back in the third quarter with four games in "Comeback Open" (Open
// class).
func HistorySample(from engine.Period, quarters int) ([]engine.Player, []engine.Game) {
	players, _ := Sample(from)
	var games []engine.Game
	p := from
	for k := range quarters {
		_, gs := Sample(p)
		for _, g := range gs {
			pause := k > 0 && k < quarters-1 && (g.White == historyPauser || g.Black == historyPauser)
			if pause || (k > 0 && g.Outcome == engine.Unfinished) {
				continue
			}
			games = append(games, g)
		}
		if k == 2 {
			games = append(games, returnerGames(p)...)
		}
		p = nextQuarter(p)
	}
	for i := range players {
		if players[i].ID == historyPauser {
			players[i].Running = false
		}
	}
	return players, games
}

// returnerGames are the comeback games of historyReturner in quarter p.
func returnerGames(p engine.Period) []engine.Game {
	outcomes := []engine.Outcome{engine.Draw, engine.WhiteWins, engine.Draw, engine.BlackWins}
	var out []engine.Game
	for i, opp := range historyReturnerOpponents {
		g := engine.Game{
			White: historyReturner, Black: opp, Outcome: outcomes[i],
			Finished:   p.GamesFrom().AddDate(0, 1, 7*i).Truncate(24 * time.Hour),
			Tournament: "Comeback Open", Section: "CO-1", Type: typeOpen,
		}
		if i%2 == 1 {
			g.White, g.Black = opp, historyReturner
		}
		out = append(out, g)
	}
	return out
}

// nextQuarter is the quarter after p.
func nextQuarter(p engine.Period) engine.Period {
	if p.Quarter == 4 {
		return engine.Period{Year: p.Year + 1, Quarter: 1}
	}
	return engine.Period{Year: p.Year, Quarter: p.Quarter + 1}
}
