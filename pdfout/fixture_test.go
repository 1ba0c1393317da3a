package pdfout_test

import (
	"fmt"
	"math"
	"time"

	"ratingdesk/engine"
)

// The constants of the 2025 write-up, for building fixtures by hand.
const (
	scale = 173.7
	beta0 = 1.0986
	beta1 = 0.17037
	growC = 25.0
)

// fixturePlayer is one row of a hand-built period.
type fixturePlayer struct {
	id     engine.PlayerID
	name   string
	fed    string
	rated  bool
	rating float64
	preRD  float64 // RD after step 1; Player.RD is derived from it
	games  int
	fide   int
}

// workedExample is the 2025 write-up's example player (1900/80) and the
// three opponents (1750/150 win, 2000/70 draw, 2300/50 loss), plus a new
// player with a very long name, two players without games and games that
// are not rated.
func workedExample() (*engine.PeriodResult, *engine.PeriodInput) {
	players := []fixturePlayer{
		{100001, "Đorđević, Milan", "SRB", true, 1900, 80, 25, 0},
		{100002, "Ševčík, Jiří", "CZE", true, 1750, 150, 11, 0},
		{100003, "Ståhlberg, Gideon", "SWE", true, 2000, 70, 29, 0},
		{100004, "Kıraç, Mehmet", "TUR", true, 2300, 50, 120, 0},
		{100005, "Gonçalves da Silva Albuquerque de Figueiredo, João Maria Sebastião Bragança", "POR", false, 2100, 150, 0, 2100},
		{100006, "Müller, Hans-Jürgen", "GER", true, 2205, 60, 80, 0},
		{100007, "Łukasiewicz, Zofia", "POL", true, 1985.4, 130, 40, 0},
	}
	day := func(m time.Month, d int) time.Time { return time.Date(2025, m, d, 0, 0, 0, 0, time.UTC) }
	games := []engine.Game{
		{White: 100001, Black: 100002, Outcome: engine.WhiteWins, Finished: day(time.October, 3), Tournament: "WC/2024/Final", Type: "WC final"},
		{White: 100003, Black: 100001, Outcome: engine.Draw, Finished: day(time.September, 14), Tournament: "WC/2024/Final", Type: "WC final"},
		{White: 100001, Black: 100004, Outcome: engine.BlackWins, Finished: day(time.November, 30), Tournament: "Olympiad 22 Final", Type: "Olympiad final"},
		{White: 100005, Black: 100004, Outcome: engine.Draw, Finished: day(time.November, 2), Tournament: "Champions League 2025 Division 1 Group 3", Section: "Board 2", WhiteStart: 2150},
		{White: 100002, Black: 100003, Outcome: engine.Unfinished, Tournament: "WC/2024/Final"},
		{White: 100006, Black: 100003, Outcome: engine.WhiteWinsForfeit, Finished: day(time.October, 1), Tournament: "Open class 1234"},
		{White: 100004, Black: 100002, Outcome: engine.Draw, Finished: day(time.October, 9), Tournament: "Thematic 77", Type: "Thematic"},
	}
	in := &engine.PeriodInput{
		Ruleset: mustRuleset(engine.ICCF2023),
		Period:  engine.Period{Year: 2026, Quarter: 1},
		Games:   games,
	}
	byID := map[engine.PlayerID]int{}
	for i, f := range players {
		rd := f.preRD
		if rd <= 120 {
			rd = math.Sqrt(f.preRD*f.preRD - growC*growC)
		}
		p := engine.Player{ID: f.id, Name: f.name, Fed: f.fed, Rated: f.rated, Games: f.games, FIDE: f.fide}
		if f.rated {
			p.Rating, p.RD = f.rating, rd
		}
		in.Players = append(in.Players, p)
		byID[f.id] = i
	}
	res := &engine.PeriodResult{Ruleset: in.Ruleset, Period: in.Period}
	for i, f := range players {
		res.Players = append(res.Players, engine.PlayerResult{
			Player: &in.Players[i], PreRating: f.rating, PreRD: f.preRD, Rated: true, Active: true,
		})
	}
	// opp gives r_j, RD_j and their source for the opponent of a game
	// (docs/rules.md §1.2).
	opp := func(g engine.Game, white bool) (float64, float64, engine.OpponentSource) {
		id, start := g.Black, g.BlackStart
		if white {
			id, start = g.White, g.WhiteStart
		}
		o := res.Players[byID[id]]
		switch {
		case o.Player.Published() && start > o.PreRating:
			return start, o.PreRD, engine.FromStart
		case o.Player.Published():
			return o.PreRating, o.PreRD, engine.FromList
		case start > 0:
			return start, o.PreRD, engine.FromStart
		default:
			return o.PreRating, o.PreRD, engine.FromPrePeriod
		}
	}
	for gi, g := range games {
		switch g.Outcome {
		case engine.Unfinished:
			res.Excluded = append(res.Excluded, engine.ExcludedGame{Game: gi, Reason: engine.ExcludedUnfinished})
			continue
		case engine.WhiteWinsForfeit, engine.BlackWinsForfeit:
			res.Excluded = append(res.Excluded, engine.ExcludedGame{Game: gi, Reason: engine.ExcludedForfeit})
			continue
		}
		if g.Type == "Thematic" {
			res.Excluded = append(res.Excluded, engine.ExcludedGame{Game: gi, Reason: engine.ExcludedNotRatedEvent})
			continue
		}
		w, b := &res.Players[byID[g.White]], &res.Players[byID[g.Black]]
		rw, rdw, sw := opp(g, true)
		rb, rdb, sb := opp(g, false)
		tw := term(w.PreRating, rb, rdb, g.Outcome.WhiteScore())
		tw.Game, tw.Opponent, tw.White, tw.OppSource = gi, g.Black, true, sb
		tb := term(b.PreRating, rw, rdw, g.Outcome.BlackScore())
		tb.Game, tb.Opponent, tb.OppSource = gi, g.White, sw
		w.SetTerms(append(w.Terms(), tw))
		b.SetTerms(append(b.Terms(), tb))
		rg := engine.RatedGame{Game: gi, WhiteFor: g.White, BlackFor: g.Black}
		rg.SetTerms(tw, tb)
		res.Rated = append(res.Rated, rg)
	}
	for i := range res.Players {
		finish(&res.Players[i])
	}
	return res, in
}

// mustRuleset looks a ruleset up or panics.
func mustRuleset(id engine.RulesetID) engine.Ruleset {
	r, err := engine.LookupRuleset(string(id))
	if err != nil {
		panic(err)
	}
	return r
}

// probs are Pr(win), Pr(draw), Pr(loss) of the 2025 write-up step (c),
// without the colour term.
func probs(mu, muj float64) (pw, pd, pl float64) {
	m := (mu + muj) / 2
	ew, ed, el := math.Exp(mu), math.Exp(beta0+(1+beta1)*m), math.Exp(muj)
	s := ew + ed + el
	return ew / s, ed / s, el / s
}

// term computes steps (a)–(e) of the 2025 write-up for one game.
func term(r, rj, rdj, y float64) engine.Term {
	mu := (r - 1500) / scale
	muj, sj := (rj-1500)/scale, rdj/scale
	t := engine.Term{Score: y, OppRating: rj, OppRD: rdj}
	t.PwMinus, t.PdMinus, t.PlMinus = probs(mu, muj-sj)
	t.PwPlus, t.PdPlus, t.PlPlus = probs(mu, muj+sj)
	am, ap := t.PlMinus, t.PlPlus
	switch y {
	case 1:
		am, ap = t.PwMinus, t.PwPlus
	case 0.5:
		am, ap = t.PdMinus, t.PdPlus
	}
	t.P = am + ap
	t.W1Minus, t.W1Plus = t.PwMinus+0.5*t.PdMinus, t.PwPlus+0.5*t.PdPlus
	t.W2Minus, t.W2Plus = t.PwMinus+0.25*t.PdMinus, t.PwPlus+0.25*t.PdPlus
	t.D1 = (am*(y-t.W1Minus) + ap*(y-t.W1Plus)) / t.P
	t.D2 = (am*(y*y-t.W2Minus+2*t.W1Minus*(t.W1Minus-y))+ap*(y*y-t.W2Plus+2*t.W1Plus*(t.W1Plus-y)))/t.P - t.D1*t.D1
	return t
}

// finish applies steps (f)–(g) and the published values (Rules 5).
func finish(p *engine.PlayerResult) {
	p.Rating, p.RD = p.PreRating, p.PreRD
	for _, t := range p.Terms() {
		p.SumD1 += t.D1
		p.SumD2 += t.D2
		p.PeriodScore += t.Score
	}
	p.PeriodGames = p.NumTerms()
	if p.NumTerms() > 0 {
		sigma := p.PreRD / scale
		s2 := 1 / (1/(sigma*sigma) - p.SumD2)
		p.Rating = scale*((p.PreRating-1500)/scale+s2*p.SumD1) + 1500
		p.RD = scale * math.Sqrt(s2)
	}
	p.Games = p.Player.Games + p.PeriodGames
	p.PublishedRating = int(math.Floor(p.Rating + 0.5))
	p.PublishedRD = min(max(int(math.Floor(p.RD+0.5)), 30), 250)
	p.Status = engine.StatusOf(true, p.Games)
	p.LastGame = time.Date(2025, 11, 30, 0, 0, 0, 0, time.UTC)
}

// synthetic builds a plausible result of n players, each with three
// games' worth of terms (numbers plausible, not computed), for the
// benchmark and the layout tests.
func synthetic(n int) (*engine.PeriodResult, *engine.PeriodInput) {
	in := &engine.PeriodInput{Ruleset: mustRuleset(engine.ICCF2023), Period: engine.Period{Year: 2026, Quarter: 1}}
	res := &engine.PeriodResult{Ruleset: in.Ruleset, Period: in.Period}
	surnames := []string{"Đorđević", "Ševčík", "Ståhlberg", "Kıraç", "Gonçalves", "Łukasiewicz", "Müller", "Østergaard",
		"Nguyễn", "Szőke", "Papadopoulos", "Ó Briain", "Wojtaszek", "Iñárritu", "Dvořák", "Šaulys", "Bērziņš", "Kovačević",
		"Fernández de la Fuente y Villaseñor-Castellanos", "Smith"}
	given := []string{"Milan", "Jiří", "Gideon", "Mehmet", "João", "Zofia", "Hans-Jürgen", "Søren", "Thị Minh Khai",
		"Ádám", "Nikolaos", "Seán", "Radosław", "María José", "Antonín"}
	for i := 0; i < n; i++ {
		name := fmt.Sprintf("%s, %s", surnames[i%len(surnames)], given[(i/len(surnames))%len(given)])
		if i%97 == 0 {
			name += fmt.Sprintf(" %d", i)
		}
		pre := 1500 + float64((i*7919)%1100) + 0.25
		p := engine.Player{ID: engine.PlayerID(200000 + i), Name: name, Fed: "FED", Rated: i%50 != 0, Rating: pre, RD: 60, Games: 5 + i%40}
		pr := engine.PlayerResult{Player: &p, PreRating: pre, PreRD: 66.0, Rated: true, Active: true}
		if i%5 != 4 {
			for j := 0; j < 3; j++ {
				t := engine.Term{Game: 3*i + j, Opponent: engine.PlayerID(200000 + (i+j+1)%n), Score: float64(j) / 2,
					OppRating: 1800 + float64(j*100), OppRD: 70, PwMinus: 0.3, PwPlus: 0.2, PdMinus: 0.5, PdPlus: 0.55,
					PlMinus: 0.2, PlPlus: 0.25, P: 1.05, W1Minus: 0.55, W1Plus: 0.475, W2Minus: 0.425, W2Plus: 0.3375,
					D1: 0.01 * float64(j-1), D2: -0.07}
				pr.SetTerms(append(pr.Terms(), t))
				pr.SumD1 += t.D1
				pr.SumD2 += t.D2
				pr.PeriodScore += t.Score
			}
			pr.PeriodGames = 3
		}
		pr.Rating = pre + float64(i%41-20)*1.37
		pr.RD = 64.5
		pr.Games = p.Games + pr.PeriodGames
		pr.PublishedRating = int(math.Floor(pr.Rating + 0.5))
		pr.PublishedRD = 65
		pr.Status = engine.StatusOf(true, pr.Games)
		res.Players = append(res.Players, pr)
		in.Players = append(in.Players, p)
	}
	return res, in
}
