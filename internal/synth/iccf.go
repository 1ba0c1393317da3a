package synth

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"ratingdesk/engine"
)

// pcgStream is the second PCG word; the caller's seed is the first.
const pcgStream = 0x1CCF5EED

// Shares of ICCFScale's players by state (Tournament Rules 9.3, 9.7;
// docs/rules.md §1.1): cumulative thresholds on one uniform draw.
const (
	shareUnratedFIDE = 0.025 // unrated, with a declared FIDE rating
	shareUnrated     = 0.050 // unrated, no FIDE rating (cumulative)
	shareUnpublished = 0.150 // rated, fewer than 12 games (cumulative)
	sharePublished   = 0.300 // rated, 12–29 games (cumulative); the rest fixed
	shareInactive    = 0.04  // of the rated: last game before ActiveSince, not running
	shareRunning     = 0.60  // of the active rated: in a running tournament
	shareNewRunning  = 0.80  // of the unrated: in a running tournament
	shareFIDE        = 0.35  // of the rated: with a declared FIDE rating
)

// Shares of ICCFScale's games by kind (docs/rules.md §1.4, §1.5): cumulative
// thresholds on one uniform draw; the rest are played inside the window.
const (
	shareForfeit    = 0.01
	shareUnfinished = 0.03 // cumulative: 2% unfinished
	shareOutside    = 0.04 // cumulative: 1% finished outside the window
)

// ICCFScale generates a rating list of exactly players players and a game
// list of exactly games games for period, as large and as varied as ICCF's
// own (docs/formats.md "Rating list", "Game list"). The same arguments give the
// same data.
//
// Players: IDs ascending from 100001 with gaps; federations drawn from 62
// real ICCF codes weighted by size; "Surname, Given" names from syllables
// with diacritics; exact ratings ~N(2000, 250) clipped to [1000, 2750];
// 2.5% unrated with a FIDE rating and 2.5% without, 10% unpublished (1–11
// games, RD 100–250), 15% published (12–29 games, RD 50–150), the rest
// fixed (≥ 30 games, RD 30–122.5 skewed low); 35% of the rated declare a
// FIDE rating; 4% of the rated are inactive (last game before
// Period.ActiveSince, not running, Tournament Rules 9.7) and 60% of the
// others run in a tournament; titles follow the rating.
//
// Games: sections of 7–13 players of similar strength (Open class, Higher
// class, Master class, WC semi-final by mean rating) play part of their
// round robin; results follow the Elo expectation with a draw rate rising
// with the rating; 1% forfeits, 2% unfinished (no date; both players are
// then marked running), 1% finished within 60 days outside the period's
// window, the rest finished inside it; players without a published rating
// get a start rating (docs/rules.md §2). Inactive players play no game unless
// fewer than two players are active.
//
// It panics if players or games is negative, or if games > 0 with fewer
// than two players.
func ICCFScale(players, games int, period engine.Period, seed uint64) ([]engine.Player, []engine.Game) {
	if players < 0 || games < 0 {
		panic(fmt.Sprintf("synth: ICCFScale(%d, %d): negative size", players, games))
	}
	if games > 0 && players < 2 {
		panic(fmt.Sprintf("synth: ICCFScale(%d, %d): games need at least two players", players, games))
	}
	return ICCFScaleQuarter(players, games, period, seed, 0)
}

// ICCFScaleQuarter is ICCFScale's data for quarter k of a replay's
// files: the same players as ICCFScale(players, games, period, seed),
// with games drawn from a stream of their own for each k > 0 (k = 0 is
// ICCFScale). The games of a replay's later quarters must differ from
// the first's: the same results every quarter drove a player who won all
// his games past 3500 within 11 quarters, where the replay stops
// (docs/rules.md "A rating outside what a list may hold").
func ICCFScaleQuarter(players, games int, period engine.Period, seed, k uint64) ([]engine.Player, []engine.Game) {
	r := rand.New(rand.NewPCG(seed, pcgStream))
	ps := scalePlayers(r, players, period)
	if k > 0 {
		r = rand.New(rand.NewPCG(seed, pcgStream+k))
	}
	gs := scaleGames(r, ps, games, period)
	return ps, gs
}

// scalePlayers draws the players of ICCFScale.
func scalePlayers(r *rand.Rand, n int, period engine.Period) []engine.Player {
	fp := newFederationPicker()
	var b strings.Builder
	gamesFrom, activeSince := period.GamesFrom(), period.ActiveSince()
	activeDays := daysBetween(activeSince, gamesFrom)
	out := make([]engine.Player, n)
	id := engine.PlayerID(100000)
	for i := range out {
		id += engine.PlayerID(1 + r.IntN(40))
		f := fp.pick(r.IntN(fp.total))
		p := engine.Player{ID: id, Name: f.style.name(r, &b), Fed: f.code}
		switch u := r.Float64(); {
		case u < shareUnratedFIDE:
			p.FIDE = clipInt(normal(r, 1900, 250), 1000, 2850)
		case u < shareUnrated:
		case u < shareUnpublished:
			p.Rated, p.Games = true, 1+r.IntN(11)
			p.RD = 100 + float64(150*r.Float64())
		case u < sharePublished:
			p.Rated, p.Games = true, 12+r.IntN(18)
			p.RD = 50 + float64(100*r.Float64())
		default:
			p.Rated, p.Games = true, 30+min(int(float64(90*r.ExpFloat64())), 2000)
			v := r.Float64()
			p.RD = 30 + float64(92.5*float64(v*v))
		}
		if p.Rated {
			p.Rating = min(max(normal(r, 2000, 250), 1000), 2750)
			if r.Float64() < shareFIDE {
				p.FIDE = clipInt(normal(r, p.Rating, 120), 1000, 2850)
			}
			p.Titles = scaleTitles(r, &p)
			if r.Float64() < shareInactive {
				p.LastGame = activeSince.AddDate(0, 0, -1-r.IntN(1500))
			} else {
				p.LastGame = gamesFrom.AddDate(0, 0, -1-r.IntN(activeDays))
				p.Running = r.Float64() < shareRunning
			}
		} else {
			p.Running = r.Float64() < shareNewRunning
		}
		out[i] = p
	}
	return out
}

// normal draws from N(mean, sd).
func normal(r *rand.Rand, mean, sd float64) float64 {
	return mean + float64(sd*r.NormFloat64())
}

// clipInt rounds x to an integer in [lo, hi].
func clipInt(x float64, lo, hi int) int {
	return min(max(int(x+0.5), lo), hi)
}

// scaleTitles gives a fixed player titles that fit the rating: GM, SIM, IM,
// CCM or CCE by rating band, an occasional LGM or LIM, and 0.5% IA.
func scaleTitles(r *rand.Rand, p *engine.Player) []string {
	var t []string
	if p.Games >= engine.FixedGames {
		bands := [...]struct {
			from  float64
			title string
			share float64
		}{{2500, "GM", 0.5}, {2450, "SIM", 0.5}, {2350, "IM", 0.45}, {2250, "CCM", 0.4}, {2150, "CCE", 0.3}}
		for _, b := range bands {
			if p.Rating >= b.from {
				if r.Float64() < b.share {
					t = append(t, b.title)
				}
				break
			}
		}
		if len(t) == 0 && p.Rating >= 2150 && r.Float64() < 0.03 {
			t = append(t, [...]string{"LGM", "LIM"}[r.IntN(2)])
		}
	}
	if r.Float64() < 0.005 {
		t = append(t, "IA")
	}
	return t
}

// scaleGames draws the games of ICCFScale among the active players.
func scaleGames(r *rand.Rand, players []engine.Player, m int, period engine.Period) []engine.Game {
	if m == 0 {
		return nil
	}
	pool, str := scalePool(players, period)
	gamesFrom, gamesTo := period.GamesFrom(), period.GamesTo()
	d := gameDrawer{r: r, players: players, str: str, from: gamesFrom, to: gamesTo, window: daysBetween(gamesFrom, gamesTo) + 1}
	out := make([]engine.Game, 0, m)
	members := make([]int, 0, 13)
	pairs := make([][2]int, 0, 78)
	for section := 1; len(out) < m; section++ {
		members = drawMembers(r, pool, members[:0])
		var sum float64
		for _, c := range members {
			sum += str[c]
		}
		tournament, sectionName, eventType := scaleSection(section, sum/float64(len(members)), period)
		level := tournamentLevel(eventType)

		pairs = pairs[:0]
		for i := range members {
			for j := i + 1; j < len(members); j++ {
				pairs = append(pairs, [2]int{members[i], members[j]})
			}
		}
		take := min(m-len(out), max(1, int(float64(len(pairs))*(0.25+float64(0.35*r.Float64())))))
		for k := range take {
			j := k + r.IntN(len(pairs)-k)
			pairs[k], pairs[j] = pairs[j], pairs[k]
			g := engine.Game{Tournament: tournament, Section: sectionName, Type: eventType}
			d.draw(&g, pairs[k], level)
			out = append(out, g)
		}
	}
	return out
}

// scalePool is the players who may play in ICCFScale's sections (the
// active ones, or everybody when fewer than two are), weakest first, and
// every player's strength.
func scalePool(players []engine.Player, period engine.Period) (pool []int, str []float64) {
	activeSince := period.ActiveSince()
	pool = make([]int, 0, len(players))
	str = make([]float64, len(players))
	for i := range players {
		p := &players[i]
		str[i] = strength(p)
		if !p.Rated || p.Running || !p.LastGame.Before(activeSince) {
			pool = append(pool, i)
		}
	}
	if len(pool) < 2 {
		pool = pool[:0]
		for i := range players {
			pool = append(pool, i)
		}
	}
	slices.SortFunc(pool, func(a, b int) int {
		if c := compareFloat(str[a], str[b]); c != 0 {
			return c
		}
		return a - b
	})
	return pool, str
}

// drawMembers appends to members (empty) the 7 to 13 players of a section,
// drawn from a window of pool of players of about the same strength.
func drawMembers(r *rand.Rand, pool, members []int) []int {
	n := min(7+r.IntN(7), len(pool))
	w := max(n, len(pool)/40)
	lo := r.IntN(len(pool) - w + 1)
	for len(members) < n {
		c := pool[lo+r.IntN(w)]
		if !slices.Contains(members, c) {
			members = append(members, c)
		}
	}
	return members
}

// gameDrawer draws the games of ICCFScale: the players with their
// strengths, and the period's window of finish dates (window days from
// from to to).
type gameDrawer struct {
	r        *rand.Rand
	players  []engine.Player
	str      []float64
	from, to time.Time
	window   int
}

// draw fills in a game of a section at the given level between the players
// of pair: colours, start ratings, outcome and finish date (some games
// forfeited, unfinished or finished outside the period).
func (d *gameDrawer) draw(g *engine.Game, pair [2]int, level float64) {
	r := d.r
	wi, bi := pair[0], pair[1]
	if r.IntN(2) == 1 {
		wi, bi = bi, wi
	}
	w, b := &d.players[wi], &d.players[bi]
	g.White, g.Black = w.ID, b.ID
	g.WhiteStart, g.BlackStart = startRating(w, level), startRating(b, level)
	switch u := r.Float64(); {
	case u < shareForfeit:
		g.Outcome = [...]engine.Outcome{engine.WhiteWinsForfeit, engine.BlackWinsForfeit}[r.IntN(2)]
		g.Finished = d.from.AddDate(0, 0, r.IntN(d.window))
	case u < shareUnfinished:
		g.Outcome = engine.Unfinished
		w.Running, b.Running = true, true
	case u < shareOutside:
		g.Outcome = playedOutcome(r, d.str[wi], d.str[bi])
		if r.IntN(2) == 0 {
			g.Finished = d.from.AddDate(0, 0, -1-r.IntN(60))
		} else {
			g.Finished = d.to.AddDate(0, 0, 1+r.IntN(60))
		}
	default:
		g.Outcome = playedOutcome(r, d.str[wi], d.str[bi])
		g.Finished = d.from.AddDate(0, 0, r.IntN(d.window))
	}
}

// compareFloat orders two finite floats.
func compareFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	default:
		return 0
	}
}

// scaleSection names a generated section after its mean rating: Open class
// below 1850, Higher class below 2050, Master class below 2250, a WC
// semi-final above.
func scaleSection(n int, mean float64, period engine.Period) (tournament, section, eventType string) {
	switch {
	case mean < 1850:
		return typeOpen, fmt.Sprintf("O-%d", n), typeOpen
	case mean < 2050:
		return typeHigher, fmt.Sprintf("H-%d", n), typeHigher
	case mean < 2250:
		return typeMaster, fmt.Sprintf("M-%d", n), typeMaster
	default:
		return fmt.Sprintf("WC Semi-final %d", period.Year-1), fmt.Sprintf("SF%02d", n), typeWCSemiFinal
	}
}
