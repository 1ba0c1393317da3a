package main

import (
	"fmt"

	"ratingdesk/engine"
	"ratingdesk/internal/synth"
)

// historyFrom and historyQuarters are the quarters of the bundled
// multi-quarter sample: 2024/1 to 2025/1.
var (
	historyFrom     = engine.Period{Year: 2024, Quarter: 1}
	historyQuarters = 5
)

// writeHistorySample writes the bundled multi-quarter sample
// (synth.HistorySample) into dir: start-list.csv and games.csv.
func writeHistorySample(dir string) ([]string, error) {
	players, games := synth.HistorySample(historyFrom, historyQuarters)
	return writeListAndGames(dir, "start-list.csv", "games.csv", players, games)
}

// writeQuarters writes a list made by synth.ICCFScale for period and the
// games of n quarters from period on, nGames each (the same players each
// quarter, the games of each drawn anew: synth.ICCFScaleQuarter; the
// unfinished games once), into dir as
// list.FORMAT and games.FORMAT.
func writeQuarters(dir string, nPlayers, nGames int, period engine.Period, n int, seed uint64, format string) ([]string, error) {
	players, games := synth.ICCFScale(nPlayers, nGames, period, seed)
	p := period
	for k := uint64(1); k < uint64(n); k++ {
		if p.Quarter == 4 {
			p = engine.Period{Year: p.Year + 1, Quarter: 1}
		} else {
			p.Quarter++
		}
		ps, gs := synth.ICCFScaleQuarter(nPlayers, nGames, p, seed, k)
		if len(ps) != len(players) || ps[len(ps)-1].ID != players[len(players)-1].ID {
			return nil, fmt.Errorf("gendata: the players of %s differ from those of %s", p, period)
		}
		for _, g := range gs {
			if g.Outcome != engine.Unfinished {
				games = append(games, g)
			}
		}
	}
	return writeListAndGames(dir, "list."+format, "games."+format, players, games)
}
