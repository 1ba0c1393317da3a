package pdfout_test

import (
	"fmt"
	"time"

	"ratingdesk/engine"
	"ratingdesk/titles"
)

// gmPlayers are the 13 players of a GM norm section: names with
// diacritics (and one very long name), 11 federations, one unfixed player,
// one unrated player with a FIDE rating and one with neither (App. 2 item
// 2.10), titled players for the GM quota of Tournament Rules 10.2c.
func gmPlayers() []titles.SectionPlayer {
	p := func(no int, id engine.PlayerID, name, fed, title string, rating int, status titles.RatingStatus, fide int) titles.SectionPlayer {
		sp := titles.SectionPlayer{No: no, ID: id, Name: name, Fed: fed, StartRating: rating, Status: status, FIDE: fide}
		if title != "" {
			sp.Titles = []string{title}
		}
		return sp
	}
	return []titles.SectionPlayer{
		p(1, 123456, "Đorđević, Milan", "SRB", "SIM", 2515, titles.Fixed, 0),
		p(2, 140211, "Ševčík, Jiří", "CZE", "GM", 2588, titles.Fixed, 0),
		p(3, 470033, "Ståhlberg, Gideon", "SWE", "GM", 2602, titles.Fixed, 0),
		p(4, 910452, "Kıraç, Mehmet", "TUR", "IM", 2497, titles.Fixed, 0),
		p(5, 330871, "Gonçalves, João", "POR", "SIM", 2540, titles.Fixed, 0),
		p(6, 81204, "Müller, Hans-Jürgen", "GER", "IM", 2476, titles.Fixed, 0),
		p(7, 600917, "Łukasiewicz, Zofia", "POL", "", 2455, titles.Unfixed, 0),
		p(8, 230145, "Østergaard, Søren", "DEN", "SIM", 2530, titles.Fixed, 0),
		p(9, 160388, "Fernández de la Fuente y Villaseñor-Castellanos, María José", "ESP", "IM", 2468, titles.Fixed, 0),
		p(10, 190021, "Papadopoulos, Nikolaos", "GRE", "GM", 2611, titles.Fixed, 0),
		p(11, 400276, "Szőke, Ádám", "HUN", "SIM", 2521, titles.Fixed, 0),
		p(12, 140995, "Dvořák, Antonín", "CZE", "", 2430, titles.Unrated, 2430),
		p(13, 770012, "Bērziņš, Jānis", "LAT", "", 2450, titles.Unrated, 0),
	}
}

// gmWins lists, for each player (start number), the start numbers of the
// opponents he or she beat; every other game of the section is drawn.
var gmWins = map[int][]int{
	1:  {4, 6, 7, 9, 12, 13},
	2:  {7, 13},
	3:  {7},
	4:  {13, 10},
	5:  {2, 7, 12},
	6:  {3, 8},
	7:  {11},
	8:  {13},
	9:  {2, 11},
	10: {7, 9, 2},
	11: {12},
	12: {8, 3},
	13: {10},
}

// gmSection is the finished GM norm section: Đorđević scores 9 of 12,
// a GM norm with an overscore.
func gmSection() titles.Section {
	s := titles.NewSection(gmPlayers(), false)
	s.Tournament = "Kıraç Memorial 2024"
	s.Name = "GM norm group A"
	s.Type = "GM norm"
	s.Start = time.Date(2024, time.January, 15, 0, 0, 0, 0, time.UTC)
	s.Finished = time.Date(2026, time.March, 3, 0, 0, 0, 0, time.UTC)
	n := len(s.Players)
	for i := range n {
		for j := i + 1; j < n; j++ {
			s.SetGames(i, j, titles.Draw)
		}
	}
	for w, losers := range gmWins {
		for _, l := range losers {
			s.SetGames(w-1, l-1, titles.Win)
		}
	}
	// A forfeit: Bērziņš lost to Szőke without playing.
	s.SetGames(10, 12, titles.ForfeitWin)
	return s
}

// runningSection is the same section during play: some games are not
// finished, so that norms are secured, possible and out of reach.
func runningSection() titles.Section {
	s := gmSection()
	s.Finished = time.Time{}
	unfinished := [][2]int{
		{1, 12}, {1, 13}, // Đorđević: 7 of 10 played, GM secured? see the test
		{2, 3}, {2, 4}, {2, 5}, {2, 8}, // Ševčík: four games left
		{5, 10}, {5, 11},
		{7, 8}, {9, 11}, {10, 12}, {12, 13},
	}
	for _, g := range unfinished {
		s.SetGames(g[0]-1, g[1]-1, titles.Unfinished)
	}
	return s
}

// bigSection is a section of n players (a layout test: tables longer than
// a page, many opponents on a certificate). Player 1 wins every game but
// one draw, so that a GM norm is achieved.
func bigSection(n int) titles.Section {
	names := []string{"Đorđević", "Ševčík", "Ståhlberg", "Kıraç", "Gonçalves", "Müller", "Łukasiewicz", "Østergaard",
		"Fernández de la Fuente y Villaseñor-Castellanos", "Papadopoulos", "Szőke", "Dvořák", "Bērziņš"}
	given := []string{"Milan", "Jiří", "Gideon", "Mehmet", "João", "Hans-Jürgen", "Zofia", "Søren", "María José"}
	feds := []string{"SRB", "CZE", "SWE", "TUR", "POR", "GER", "POL", "DEN", "ESP", "GRE", "HUN", "LAT"}
	players := make([]titles.SectionPlayer, n)
	for i := range players {
		players[i] = titles.SectionPlayer{
			No: i + 1, ID: engine.PlayerID(500000 + i), Name: fmt.Sprintf("%s, %s", names[i%len(names)], given[i%len(given)]),
			Fed: feds[i%len(feds)], StartRating: 2400 + (i*37)%200, Status: titles.Fixed,
		}
	}
	s := titles.NewSection(players, false)
	s.Tournament, s.Name, s.Type = "ICCF Jubilee Open", "Final", "International open final"
	s.Start = time.Date(2023, time.May, 1, 0, 0, 0, 0, time.UTC)
	s.Finished = time.Date(2025, time.November, 20, 0, 0, 0, 0, time.UTC)
	for i := range n {
		for j := i + 1; j < n; j++ {
			s.SetGames(i, j, titles.Draw)
		}
	}
	for j := 2; j < n; j++ {
		s.SetGames(0, j, titles.Win)
	}
	return s
}

// doubleSection is a double round robin of 8 players (14 games each, App.
// 2 item 1a): Gonçalves wins ten games and draws four, an IM norm or
// better.
func doubleSection() titles.Section {
	players := []titles.SectionPlayer{
		{No: 1, ID: 330871, Name: "Gonçalves, João", Fed: "POR", StartRating: 2310, Status: titles.Fixed},
		{No: 2, ID: 123456, Name: "Đorđević, Milan", Fed: "SRB", StartRating: 2295, Status: titles.Fixed, Titles: []string{"CCM"}},
		{No: 3, ID: 140211, Name: "Ševčík, Jiří", Fed: "CZE", StartRating: 2240, Status: titles.Fixed},
		{No: 4, ID: 470033, Name: "Ståhlberg, Gideon", Fed: "SWE", StartRating: 2275, Status: titles.Fixed},
		{No: 5, ID: 910452, Name: "Kıraç, Mehmet", Fed: "TUR", StartRating: 2330, Status: titles.Fixed, Titles: []string{"IM"}},
		{No: 6, ID: 81204, Name: "Müller, Hans-Jürgen", Fed: "GER", StartRating: 2260, Status: titles.Unfixed},
		{No: 7, ID: 600917, Name: "Łukasiewicz, Zofia", Fed: "POL", StartRating: 2285, Status: titles.Fixed},
		{No: 8, ID: 230145, Name: "Østergaard, Søren", Fed: "DEN", StartRating: 2250, Status: titles.Fixed},
	}
	s := titles.NewSection(players, true)
	s.Tournament, s.Name, s.Type = "Nordic Invitational 2022", "Double round", "Invitation"
	s.Start = time.Date(2022, time.September, 1, 0, 0, 0, 0, time.UTC)
	s.Finished = time.Date(2024, time.June, 30, 0, 0, 0, 0, time.UTC)
	for i := range players {
		for j := i + 1; j < len(players); j++ {
			s.SetGames(i, j, titles.Draw, titles.Draw)
		}
	}
	for j := 1; j < len(players); j++ {
		s.SetGames(0, j, titles.Win, titles.Win)
	}
	s.SetGames(0, 4, titles.Draw, titles.Draw)
	s.SetGames(0, 1, titles.Win, titles.Draw)
	s.SetGames(0, 2, titles.Win, titles.Draw)
	return s
}
