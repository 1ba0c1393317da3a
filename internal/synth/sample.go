package synth

import (
	"math/rand/v2"
	"slices"
	"strings"

	"ratingdesk/engine"
)

// sampleSeed seeds the sample's results and finish dates.
const sampleSeed = 2026

// gameKind is what became of a sample game (docs/rules.md §1.4, §1.5).
type gameKind int

const (
	// kindPlayed: played to a result, finished inside the period's window.
	kindPlayed gameKind = iota
	// kindWhiteForfeit: +/-, dated inside the window.
	kindWhiteForfeit
	// kindBlackForfeit: -/+, dated inside the window.
	kindBlackForfeit
	// kindUnfinished: *, no finish date.
	kindUnfinished
	// kindBefore: played, finished in the four weeks before the window.
	kindBefore
	// kindAfter: played, finished in the four weeks after the window.
	kindAfter
)

// sampleSection is a round-robin section of the sample: played games of
// distinct pairings inside the window, then one game of each special kind.
type sampleSection struct {
	tournament, section, eventType string
	members                        []engine.PlayerID
	played                         int
	specials                       []gameKind
}

// sampleSections are the sample's round-robin sections, in game-list order
// (the Olympiad's boards follow them).
var sampleSections = []sampleSection{
	{"WC Semi-final 2024", "SF12", typeWCSemiFinal,
		[]engine.PlayerID{900101, 930101, 180101, 460101, 360101, 150101, 420101, 410101, 520101, 480101, 240101, 210101, 380101},
		22, []gameKind{kindAfter, kindUnfinished}},
	{"Adriatic Memorial", "GM", typeGMNorm,
		[]engine.PlayerID{900101, 930101, 180101, 900102, 930102, 420102, 360102, 190101, 440101},
		19, []gameKind{kindUnfinished}},
	{"Master class", "M-123", typeMaster,
		[]engine.PlayerID{900103, 180102, 460102, 520102, 410102, 150102, 360103},
		14, []gameKind{kindWhiteForfeit, kindBefore}},
	{"Higher class", "H-789", typeHigher,
		[]engine.PlayerID{180103, 460103, 360104, 520103, 410103, 200101, 240102},
		14, []gameKind{kindBlackForfeit}},
	{"Open class", "O-456", typeOpen,
		[]engine.PlayerID{900104, 520104, 250101, 510101, 900105, 460104, 420103},
		14, []gameKind{kindUnfinished, kindBefore}},
	{"Open class", "O-457", typeOpen,
		[]engine.PlayerID{190102, 280101, 220101, 210102, 230101, 110101, 530101},
		13, []gameKind{kindAfter, kindWhiteForfeit}},
	{"CRO-ch 45 Final", "Final", typeNational,
		[]engine.PlayerID{900103, 900108, 900109, 900105, 900106, 900104, 900110},
		12, []gameKind{kindBefore}},
	{"Thematic TT 2025/3 (Marshall Attack)", "TT-3", typeThematic,
		[]engine.PlayerID{150103, 480102, 470101, 210103, 260101},
		6, nil},
}

// Olympiad 22 Prelim, pool 3: four teams of four boards; every team meets
// every other once and each board plays its opposite number.
const (
	olympiadTournament = "Olympiad 22 Prelim"
	// olympiadSubstitute sits in for olympiadOriginal (Rules 6) in the
	// CRO–GER match on board 3, with White.
	olympiadSubstitute engine.PlayerID = 900109
	olympiadOriginal   engine.PlayerID = 900107
)

// olympiadTeams lists each team's players by board: CRO, SRB, GER, POL.
var olympiadTeams = [4][4]engine.PlayerID{
	{900102, 900106, 900107, 900108},
	{930103, 930104, 930105, 930106},
	{180104, 180105, 180106, 180107},
	{420104, 420105, 420106, 420107},
}

// olympiadMatches are the pool's matches, home team first; home has White
// on boards 1 and 3.
var olympiadMatches = [6][2]int{{0, 1}, {2, 3}, {0, 2}, {1, 3}, {0, 3}, {1, 2}}

// olympiadKind says what became of the game of a match on a board: the
// GER–POL board-2 game is unfinished and the SRB–POL board-4 game went
// -/+; the rest were played (the CRO–GER board-3 game by the substitute).
func olympiadKind(match, board int) gameKind {
	switch {
	case match == 1 && board == 1:
		return kindUnfinished
	case match == 3 && board == 3:
		return kindBlackForfeit
	default:
		return kindPlayed
	}
}

// Sample is the bundled sample (testdata/sample-list.* and
// testdata/sample-games.*): a rating list of 83 players with realistic
// names, federations and titles, and one quarter's game list of 149 games
// for period (made for 2026/1: games finished 1 Sep–30 Nov 2025).
//
// The list holds every player state: fixed (≥ 30 games), published (12–29),
// unpublished (1–11) (Tournament Rules 9.3); unrated with and without a
// FIDE rating (Rules 2.1a); inactive (last game before Period.ActiveSince
// and not running, Tournament Rules 9.7), an old last game saved by the
// running flag, and a last game on ActiveSince itself. Players are sorted by
// ID.
//
// The games come from nine tournaments (a WC semi-final, a GM norm
// tournament, Master, Higher and Open class sections, a national final, a
// thematic tournament whose games are not rated, and the team tournament
// "Olympiad 22 Prelim" with one game played by a substitute, Rules 6), and
// include forfeits (+/- and -/+), unfinished games (*, undated) and games
// finished in the month before and after the window. Players without a
// published rating carry a start rating (docs/rules.md §2: FIDE, else the
// event's level; in the national final the mean of the rated participants,
// at most 2400). Every game has a finish date except the
// unfinished ones; SampleUndated holds an undated played game.
func Sample(period engine.Period) ([]engine.Player, []engine.Game) {
	players := samplePlayerList(period)
	byID := make(map[engine.PlayerID]*engine.Player, len(players))
	for i := range players {
		byID[players[i].ID] = &players[i]
	}
	g := sampleGen{r: rand.New(rand.NewPCG(sampleSeed, pcgStream)), period: period, byID: byID}
	var games []engine.Game
	for _, s := range sampleSections {
		games = append(games, g.section(s)...)
	}
	games = append(games, g.olympiad()...)
	for _, gm := range games {
		if gm.Outcome == engine.Unfinished {
			byID[gm.White].Running = true
			byID[gm.Black].Running = true
		}
	}
	return players, games
}

// samplePlayerList turns samplePlayers into engine players for period,
// sorted by ID.
func samplePlayerList(period engine.Period) []engine.Player {
	out := make([]engine.Player, len(samplePlayers))
	for i, s := range samplePlayers {
		p := engine.Player{
			ID:      engine.PlayerID(s.id),
			Name:    s.name,
			Fed:     s.fed,
			Titles:  strings.Fields(s.titles),
			Rated:   s.games > 0,
			Rating:  s.rating,
			RD:      s.rd,
			Games:   s.games,
			FIDE:    s.fide,
			Running: s.running,
		}
		switch {
		case !p.Rated:
		case s.old:
			p.LastGame = period.ActiveSince().AddDate(0, 0, -s.ago)
		default:
			p.LastGame = period.GamesFrom().AddDate(0, 0, -s.ago)
		}
		out[i] = p
	}
	slices.SortFunc(out, func(a, b engine.Player) int { return int(a.ID - b.ID) })
	return out
}

// sampleGen draws the sample's games.
type sampleGen struct {
	r      *rand.Rand
	period engine.Period
	byID   map[engine.PlayerID]*engine.Player
}

// section draws a round-robin section's games: distinct pairings in random
// order and colours, the played ones first, then the specials; sorted by
// finish date, unfinished games last.
func (g *sampleGen) section(s sampleSection) []engine.Game {
	var pairs [][2]engine.PlayerID
	for i, a := range s.members {
		for _, b := range s.members[i+1:] {
			pairs = append(pairs, [2]engine.PlayerID{a, b})
		}
	}
	g.r.Shuffle(len(pairs), func(i, j int) { pairs[i], pairs[j] = pairs[j], pairs[i] })
	level := tournamentLevel(s.eventType)
	if engine.IsNationalEvent(s.eventType) {
		level = g.nationalLevel(s.members)
	}
	kinds := slices.Concat(slices.Repeat([]gameKind{kindPlayed}, s.played), s.specials)
	out := make([]engine.Game, len(kinds))
	for i, k := range kinds {
		w, b := pairs[i][0], pairs[i][1]
		if g.r.IntN(2) == 1 {
			w, b = b, w
		}
		out[i] = g.game(w, b, k, level)
		out[i].Tournament, out[i].Section, out[i].Type = s.tournament, s.section, s.eventType
	}
	sortByFinish(out)
	return out
}

// olympiad draws the pool's 24 games, board by board (sections "Pool 3
// Board 1" … "Board 4"), each board sorted by finish date.
func (g *sampleGen) olympiad() []engine.Game {
	level := tournamentLevel(typeOlympiadPrelim)
	var out []engine.Game
	for board := range 4 {
		var games []engine.Game
		for m, match := range olympiadMatches {
			w, b := olympiadTeams[match[0]][board], olympiadTeams[match[1]][board]
			if board%2 == 1 {
				w, b = b, w
			}
			var subFor engine.PlayerID
			if match == [2]int{0, 2} && board == 2 {
				w, subFor = olympiadSubstitute, olympiadOriginal
			}
			gm := g.game(w, b, olympiadKind(m, board), level)
			gm.Tournament, gm.Type = olympiadTournament, typeOlympiadPrelim
			gm.Section = "Pool 3 Board " + string(rune('1'+board))
			gm.WhiteSubFor = subFor
			games = append(games, gm)
		}
		sortByFinish(games)
		out = append(out, games...)
	}
	return out
}

// game draws one game of the given kind between white and black, with the
// start ratings of players without a published rating (level 0: FIDE only).
func (g *sampleGen) game(white, black engine.PlayerID, k gameKind, level float64) engine.Game {
	w, b := g.byID[white], g.byID[black]
	gm := engine.Game{White: white, Black: black, WhiteStart: startRating(w, level), BlackStart: startRating(b, level)}
	from, to := g.period.GamesFrom(), g.period.GamesTo()
	switch k {
	case kindPlayed:
		gm.Outcome = playedOutcome(g.r, strength(w), strength(b))
		gm.Finished = from.AddDate(0, 0, g.r.IntN(daysBetween(from, to)+1))
	case kindWhiteForfeit, kindBlackForfeit:
		gm.Outcome = engine.WhiteWinsForfeit
		if k == kindBlackForfeit {
			gm.Outcome = engine.BlackWinsForfeit
		}
		gm.Finished = from.AddDate(0, 0, g.r.IntN(daysBetween(from, to)+1))
	case kindUnfinished:
		gm.Outcome = engine.Unfinished
	case kindBefore:
		gm.Outcome = playedOutcome(g.r, strength(w), strength(b))
		gm.Finished = from.AddDate(0, 0, -1-g.r.IntN(28))
	case kindAfter:
		gm.Outcome = playedOutcome(g.r, strength(w), strength(b))
		gm.Finished = to.AddDate(0, 0, 1+g.r.IntN(28))
	}
	return gm
}

// nationalLevel is the start rating of a national tournament: the mean
// rating of its rated participants, at most 2400 (engine.NationalLevel,
// docs/rules.md §2).
func (g *sampleGen) nationalLevel(members []engine.PlayerID) float64 {
	var rated []float64
	for _, id := range members {
		if p := g.byID[id]; p.Rated {
			rated = append(rated, p.Rating)
		}
	}
	level, _ := engine.NationalLevel(rated)
	return level
}

// sortByFinish orders games by finish date, undated ones last, keeping the
// order of games finished on the same day.
func sortByFinish(games []engine.Game) {
	slices.SortStableFunc(games, func(a, b engine.Game) int {
		switch {
		case a.Finished.IsZero() || b.Finished.IsZero():
			return boolOrder(a.Finished.IsZero()) - boolOrder(b.Finished.IsZero())
		default:
			return a.Finished.Compare(b.Finished)
		}
	})
}

func boolOrder(b bool) int {
	if b {
		return 1
	}
	return 0
}

// SampleUndated is the bundled undated source
// (testdata/sample-games-undated.csv): three games of the friendly match
// "Friendly match CRO - SLO" between players of Sample, one of them played
// (½-½) with no finish date. Rating it fails unless the source is assigned
// to the period (docs/rules.md §1.5, CLI --assign-undated).
func SampleUndated(period engine.Period) []engine.Game {
	from := period.GamesFrom()
	match := func(g engine.Game) engine.Game {
		g.Tournament, g.Section, g.Type = "Friendly match CRO - SLO", "", typeFriendly
		return g
	}
	return []engine.Game{
		match(engine.Game{White: 900109, Black: 480102, Outcome: engine.WhiteWins, Finished: from.AddDate(0, 0, 40)}),
		match(engine.Game{White: 480101, Black: 900110, Outcome: engine.Draw}),
		match(engine.Game{White: 900105, Black: 480102, Outcome: engine.BlackWins, Finished: from.AddDate(0, 0, 70), WhiteStart: 1800}),
	}
}
