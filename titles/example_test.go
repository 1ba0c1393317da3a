package titles_test

import (
	"errors"
	"fmt"
	"time"

	"ratingdesk/engine"
	"ratingdesk/titles"
)

func ExampleIterativePerformance() {
	p, err := titles.IterativePerformance([]float64{2300, 2500}, 1.5, titles.ScaleElo)
	fmt.Printf("%.2f %v\n", p, err)
	_, err = titles.IterativePerformance([]float64{2300, 2500}, 2, titles.ScaleElo)
	var undefined *titles.UndefinedError
	fmt.Println(errors.As(err, &undefined), err)
	// Output:
	// 2605.32 <nil>
	// true titles: performance undefined at a score of 100% (2 of 2)
}

func ExampleClassicPerformance() {
	p, _ := titles.ClassicPerformance([]float64{2300, 2500}, 1.5, titles.ScaleElo)
	q, _ := titles.ClassicPerformance([]float64{2300, 2500}, 1.5, titles.ScaleICCF)
	fmt.Printf("%.2f %.2f\n", p, q)
	// Output: 2590.85 2705.36
}

func ExampleRequirementsTable() {
	r := titles.RequirementsTable(13, false)
	fmt.Printf("A=%d B=%d C=%d D=%d E=%d F=%v\n", r.Players, r.Games, r.MaxOneFederation, r.MinRated, r.MinFixed, r.MinScore)
	// Output: A=13 B=12 C=8 D=10 E=8 F=4½
}

func ExampleCategoryOf() {
	for _, avg := range []float64{1950, 1975, 1975.5, 2250.0001, 2402.7692, 2700} {
		c, ok := titles.CategoryOf(avg)
		fmt.Println(avg, c, ok)
	}
	// Output:
	// 1950 ? false
	// 1975 A true
	// 1975.5 B true
	// 2250.0001 1 true
	// 2402.7692 7 true
	// 2700 18 true
}

func ExampleNormExpectancy() {
	sum := 0
	for _, r := range []float64{2307, 2318, 2344, 2353, 2356, 2388, 2418, 2424, 2439, 2462, 2494, 2533} {
		sum += titles.NormExpectancy(titles.IM.Performance(), r)
	}
	fmt.Println(sum, titles.NormResultOf(sum))
	// Output: 65000 6½
}

func ExampleStandings() {
	players := make([]titles.SectionPlayer, 4)
	for i := range players {
		players[i] = titles.SectionPlayer{No: i + 1, ID: engine.PlayerID(101 + i), Name: string(rune('A' + i)), Fed: "GER", StartRating: 2300, Status: titles.Fixed}
	}
	s := titles.NewSection(players, false)
	s.SetGames(0, 1, titles.Win)
	s.SetGames(0, 2, titles.Loss)
	s.SetGames(0, 3, titles.Draw)
	s.SetGames(1, 2, titles.Draw)
	s.SetGames(1, 3, titles.Win)
	s.SetGames(2, 3, titles.Draw)
	st, _ := titles.Standings(s)
	for _, l := range st {
		fmt.Printf("%s %s %v wins %d SB %v among tied %v\n", l.PlaceString(), s.Players[l.Player].Name, l.Score, l.Wins, l.SonnebornBerger, l.AmongTied)
	}
	// Output:
	// 1 C 2 wins 1 SB 2.75 among tied 0
	// 2 A 1½ wins 1 SB 2 among tied 1
	// 3 B 1½ wins 1 SB 2 among tied 0
	// 4 D 1 wins 0 SB 1.75 among tied 0
}

func ExampleWatchNorms() {
	ratings := []int{2400, 2307, 2318, 2344, 2353, 2356, 2388, 2418, 2424, 2439, 2462, 2494, 2533}
	fedsOf := []string{"GER", "ITA", "USA", "ESP", "POL"}
	players := make([]titles.SectionPlayer, len(ratings))
	for i, r := range ratings {
		players[i] = titles.SectionPlayer{No: i + 1, ID: engine.PlayerID(1001 + i), Fed: fedsOf[i%5], StartRating: r, Status: titles.Fixed}
	}
	s := titles.NewSection(players, false)
	s.Type, s.Start = "Master norm", time.Date(2024, 1, 15, 0, 0, 0, 0, time.UTC)
	for i := range players {
		for j := i + 1; j < len(players); j++ {
			s.SetGames(i, j, titles.Draw)
		}
	}
	// Player 1 wins one game, draws seven and has four to play.
	s.SetGames(0, 1, titles.Win)
	for j := 9; j <= 12; j++ {
		s.SetGames(0, j, titles.Unfinished)
	}
	w, _ := titles.WatchNorms(s)
	for _, l := range titles.Levels() {
		c, _ := w.Check(0, l)
		fmt.Printf("%-3s required %-3v score %v: %v", l, c.Required, c.Score, c.Status)
		if c.Status == titles.Possible {
			fmt.Printf(", %v from %d games", c.Needed, c.Remaining)
		}
		fmt.Println()
	}
	// Output:
	// GM  required 8½  score 4½: possible, 4 from 4 games
	// SIM required 7½  score 4½: possible, 3 from 4 games
	// IM  required 6½  score 4½: possible, 2 from 4 games
	// CCM required 5   score 4½: possible, ½ from 4 games
	// CCE required 4½  score 4½: secured
}

func ExampleProgressTo() {
	norms := []titles.Norm{
		{Level: titles.GM, Event: "WC semi-final 12", Games: 12, Overscore: 1, GMGames: 2, SIMGames: 2},
		{Level: titles.SIM, Event: "GM norm 7", Games: 12, GMGames: 1},
	}
	for _, l := range []titles.Level{titles.GM, titles.SIM} {
		p := titles.ProgressTo(l, norms, true)
		fmt.Printf("%v earned %v: %s\n", l, p.Earned, p.Missing())
	}
	// Output:
	// GM earned false: 1 more norm, 11 more games, 2 more games against GMs or fixed 2600+ players
	// SIM earned true:
}
