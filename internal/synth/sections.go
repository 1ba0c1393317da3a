package synth

import (
	"fmt"
	"strings"
	"time"

	"ratingdesk/engine"
	"ratingdesk/titles"
)

// sectionPlayer is one row of a sample crosstable: the start rating and
// status are those at the start of the section (Tournament Rules 9.3,
// 9.4); an unrated player's Rating is the FIDE rating or the event's
// level.
type sectionPlayer struct {
	id           int64
	name, fed    string
	titles       string
	rating       int
	status       titles.RatingStatus
	fide         int
	withdrawn    titles.Withdrawal
	gamesRemoved bool
}

// sampleCrosstable is a sample section as a TD would type it: the block,
// the players, and for each player the results against the players with
// higher numbers, from the row player's side, one character a game: '1'
// won, '=' drawn, '0' lost, '+' won by forfeit, '-' lost by forfeit, '.'
// not finished (two characters per opponent in a double round).
type sampleCrosstable struct {
	tournament, section, eventType string
	start, finished                time.Time
	double                         bool
	players                        []sectionPlayer
	upper                          []string
}

func day(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }

// sampleCrosstables are the bundled sections, in sheet order.
var sampleCrosstables = []sampleCrosstable{
	{
		// A 13-player GM norm tournament, finished inside period 2026/1's
		// window: GM, SIM and IM norms achieved.
		tournament: "Jubilee Invitational 2024", section: "GM-A", eventType: "GM norm",
		start: day(2024, time.March, 15), finished: day(2025, time.October, 28),
		players: []sectionPlayer{
			{900101, "Šimić, Tomislav", "CRO", "GM", 2531, titles.Fixed, 2390, 0, false},
			{930101, "Đorđević, Miloš", "SRB", "GM", 2515, titles.Fixed, 2405, 0, false},
			{180101, "Müller, Jürgen", "GER", "SIM", 2490, titles.Fixed, 0, 0, false},
			{460101, "Ståhlberg, Åke", "SWE", "SIM", 2472, titles.Fixed, 0, 0, false},
			{900102, "Kovačević, Marko", "CRO", "SIM", 2461, titles.Fixed, 0, 0, false},
			{420104, "Dąbrowski, Michał", "POL", "SIM", 2455, titles.Fixed, 0, 0, false},
			{360101, "Ševčík, Jiří", "CZE", "SIM IA", 2452, titles.Fixed, 0, 0, false},
			{150101, "Østergaard, Søren", "DEN", "IM", 2444, titles.Fixed, 0, 0, false},
			{930103, "Nikolić, Dušan", "SRB", "IM", 2440, titles.Fixed, 0, 0, false},
			{410101, "Gonçalves, João", "POR", "IM", 2421, titles.Fixed, 0, 0, false},
			{190101, "Muñoz, Íñigo", "ESP", "IM", 2405, titles.Fixed, 2362, 0, false},
			{520101, "Kıraç, Emre", "TUR", "IM", 2412, titles.Fixed, 2288, 0, false},
			{380101, "Bråten, Håkon", "NOR", "", 2368, titles.Unfixed, 2350, 0, false},
		},
		upper: []string{
			"========1111",
			"========1=1",
			"===1=1==0=",
			"=1=0=====",
			"===11111",
			"=1=====",
			"======",
			"=====",
			"==1=",
			"===",
			"==",
			"=",
		},
	},
	{
		// A Master norm tournament that fails the rated share (App. 2 item
		// 1b: 7 of 10, 8 needed) and the fixed share (item 1c: 4 of 10, 6
		// needed), with no assumed rating for its type (item 3b): no norms.
		// Three players are new to ICCF and not on the sample list.
		tournament: "Veterans Invitational 2024", section: "VI-A", eventType: "Master norm",
		start: day(2024, time.June, 1), finished: day(2025, time.November, 12),
		players: []sectionPlayer{
			{900103, "Horvat, Ivana", "CRO", "LIM", 2215, titles.Fixed, 2120, 0, false},
			{180102, "Schäfer, Uwe", "GER", "CCM", 2288, titles.Fixed, 0, 0, false},
			{460102, "Öberg, Linnéa", "SWE", "CCE", 2190, titles.Fixed, 0, 0, false},
			{520102, "Yılmaz, Şükrü", "TUR", "", 2247, titles.Unfixed, 0, 0, false},
			{150102, "Jørgensen, Bjørn", "DEN", "CCM", 2301, titles.Fixed, 0, 0, false},
			{360103, "Kučera, Přemysl", "CZE", "", 2300, titles.Unrated, 0, 0, false},
			{200101, "Mäkinen, Jukka", "FIN", "", 2210, titles.Unrated, 2210, 0, false},
			{540201, "Papadakis, Giorgos", "GRE", "", 2300, titles.Unrated, 0, 0, false},
			{460201, "Lindholm, Maja", "SWE", "", 2300, titles.Unrated, 0, 0, false},
			{260201, "Bianchi, Lorenzo", "ITA", "", 2150, titles.Unrated, 2150, 0, false},
		},
		upper: []string{
			"=0=1=11=1",
			"1==1=11=",
			"=0=1=1=",
			"0==11=",
			"=1=11",
			"=1+=",
			"=10",
			"=1",
			"0",
		},
	},
	{
		// A running Master norm tournament: games unfinished, and No 8
		// withdrew (accepted) after four games, the rest lost by forfeit.
		// The game list sample-sections-games.csv gives its colours and
		// finish dates.
		tournament: "Alpe Adria Masters 2025", section: "M-7", eventType: "Master norm",
		start: day(2025, time.February, 1),
		players: []sectionPlayer{
			{900106, "Babić, Željko", "CRO", "IM", 2366, titles.Fixed, 0, 0, false},
			{930104, "Stojanović, Bojan", "SRB", "CCM", 2352, titles.Fixed, 0, 0, false},
			{180104, "Köhler, Bärbel", "GER", "LGM", 2380, titles.Fixed, 0, 0, false},
			{180105, "Groß, Matthias", "GER", "IM", 2341, titles.Fixed, 0, 0, false},
			{420105, "Wójcik, Małgorzata", "POL", "LIM", 2302, titles.Fixed, 0, 0, false},
			{930105, "Ilić, Nemanja", "SRB", "", 2298, titles.Unfixed, 0, 0, false},
			{290101, "Žukauskas, Darius", "LTU", "IM", 2390, titles.Fixed, 0, 0, false},
			{100101, "Fernández, Martín", "ARG", "CCM", 2231, titles.Fixed, 0, titles.WithdrawalAccepted, false},
			{360105, "Nováková, Kateřina", "CZE", "LIM", 2210, titles.Fixed, 0, 0, false},
			{180106, "Schröder, Lukas", "GER", "", 2315, titles.Unrated, 2315, 0, false},
			{420106, "Lewandowski, Radosław", "POL", "", 2287, titles.Fixed, 0, 0, false},
		},
		upper: []string{
			"=.11=.11.=",
			"=.1=0=.1.",
			"=1.=11=1",
			".1=+=.0",
			"=0+.==",
			".+1=.",
			"+11=",
			"1--",
			"=.",
			"1",
		},
	},
	{
		// A double round robin of 7 players (App. 2 item 1a: 12 games each):
		// CCE norms; R_a is too low for CCM.
		tournament: "Nordic Double 2025", section: "DR-1", eventType: "Invitational", double: true,
		start: day(2024, time.September, 1), finished: day(2025, time.October, 5),
		players: []sectionPlayer{
			{150103, "Mølgaard, Anne-Mette", "DEN", "", 2091, titles.Fixed, 0, 0, false},
			{480102, "Kranjc, Boštjan", "SLO", "", 2140, titles.Fixed, 0, 0, false},
			{470101, "Ďurica, Ľubomír", "SVK", "CCE", 2173, titles.Fixed, 0, 0, false},
			{210103, "Bélanger, Hélène", "FRA", "", 2033, titles.Fixed, 0, 0, false},
			{260101, "Zanetti, Niccolò", "ITA", "", 2106, titles.Fixed, 0, 0, false},
			{180103, "Weiß, Günter", "GER", "", 2064, titles.Fixed, 0, 0, false},
			{460103, "Sjögren, Göran", "SWE", "", 2013, titles.Unfixed, 0, 0, false},
		},
		upper: []string{
			"=1==0=1==111",
			"==1=0=1==1",
			"11=1==1=",
			"0==01=",
			"=11=",
			"=1",
		},
	},
}

// SampleSections are the bundled crosstables (testdata/sample-sections.xlsx,
// one sheet each, and the double round also as
// testdata/sample-section-double.csv; docs/formats.md "Crosstable"):
//
//   - "Jubilee Invitational 2024" GM-A: a finished 13-player GM norm
//     tournament (category 9) in which GM, SIM and IM norms are achieved;
//   - "Veterans Invitational 2024" VI-A: a finished 10-player Master norm
//     tournament that fails the rated and fixed shares (App. 2 items 1b,
//     1c) and so offers no norms, with three players new to ICCF;
//   - "Alpe Adria Masters 2025" M-7: a running 11-player Master norm
//     tournament with unfinished games and an accepted withdrawal whose
//     remaining games are forfeits;
//   - "Nordic Double 2025" DR-1: a finished double round robin of 7.
//
// The players are those of Sample where they have an ID there, with the
// start ratings they had when the section began; the finished sections end
// inside period 2026/1's window.
func SampleSections() []titles.Section {
	out := make([]titles.Section, len(sampleCrosstables))
	for k, c := range sampleCrosstables {
		out[k] = c.build()
	}
	return out
}

// build makes the section of a sample crosstable; it panics on a
// malformed table, which the package's tests would show at once.
func (c sampleCrosstable) build() titles.Section {
	players := make([]titles.SectionPlayer, len(c.players))
	for i, p := range c.players {
		players[i] = titles.SectionPlayer{
			No: i + 1, ID: engine.PlayerID(p.id), Name: p.name, Fed: p.fed, Titles: strings.Fields(p.titles),
			StartRating: p.rating, Status: p.status, FIDE: p.fide, Withdrawn: p.withdrawn, GamesCancelled: p.gamesRemoved,
		}
	}
	s := titles.NewSection(players, c.double)
	s.Tournament, s.Name, s.Type = c.tournament, c.section, c.eventType
	s.Start, s.Finished = c.start, c.finished
	per := s.GamesPerPair()
	if len(c.upper) != len(players)-1 {
		panic(fmt.Sprintf("synth: section %s has %d result rows for %d players", c.section, len(c.upper), len(players)))
	}
	for i, row := range c.upper {
		if len(row) != per*(len(players)-1-i) {
			panic(fmt.Sprintf("synth: section %s row %d has %d results", c.section, i+1, len(row)))
		}
		for k := 0; k < len(row); k += per {
			results := make([]titles.Result, per)
			for g := range per {
				results[g] = resultCode(row[k+g])
			}
			s.SetGames(i, i+1+k/per, results...)
		}
	}
	return s
}

// resultCode reads one character of sampleCrosstable.upper.
func resultCode(c byte) titles.Result {
	switch c {
	case '1':
		return titles.Win
	case '=':
		return titles.Draw
	case '0':
		return titles.Loss
	case '+':
		return titles.ForfeitWin
	case '-':
		return titles.ForfeitLoss
	case '.':
		return titles.Unfinished
	}
	panic(fmt.Sprintf("synth: result code %q", c))
}

// SampleSectionGames is the game list of the running sample section
// (testdata/sample-sections-games.csv; docs/formats.md "Game list"): every
// game of "Alpe Adria Masters 2025" M-7 with its colours and, for the
// finished ones, the finish date (played games from June to November
// 2025, forfeits on the day the withdrawal was accepted); unfinished games
// are listed with *. Rating it with sample-sections.xlsx links the two.
func SampleSectionGames() []engine.Game {
	s := sampleCrosstables[2].build()
	withdrawal := day(2025, time.September, 20)
	var out []engine.Game
	n := 0
	for i := range s.Players {
		for j := i + 1; j < len(s.Players); j++ {
			r := s.Games[i][j][0]
			w, b := i, j
			if (i+j)%2 == 1 {
				w, b, r = j, i, r.Reverse()
			}
			g := engine.Game{
				White: s.Players[w].ID, Black: s.Players[b].ID,
				Tournament: s.Tournament, Section: s.Name, Type: s.Type,
			}
			switch {
			case r.Forfeit():
				g.Outcome, g.Finished = r.WhiteOutcome(), withdrawal
			case r.Played():
				g.Outcome = r.WhiteOutcome()
				// Spread over 2 June to 28 November 2025, a week apart
				// modulo the span, so that some fall before the window.
				g.Finished = day(2025, time.June, 2).AddDate(0, 0, (n*37)%180)
				n++
			}
			out = append(out, g)
		}
	}
	sortByFinish(out)
	return out
}
