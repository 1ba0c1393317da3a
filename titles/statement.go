package titles

import (
	"math"
)

// OpponentRatings is the rating each player of the section counts with as
// an opponent (App. 2 items 2.10 and 3a; docs/rules.md §3): the start rating of
// a player with an ICCF rating (Status Unfixed or Fixed); else the FIDE
// rating if declared; else the mean of the ratings so taken of the other
// players who have an ICCF or FIDE rating (not rounded). The start rating
// of an Unrated player is not used: it is the tournament level of
// Tournament Rules 9.4, which App. 2 item 2.10 does not name. It fails when
// an unrated player has no FIDE rating and no other player has a rating.
func OpponentRatings(s Section) ([]float64, error) { return opponentRatings(s, false) }

// opponentRatings is OpponentRatings, or, when dropCancelled, the same
// for the section recalculated without the players whose games were
// cancelled (App. 2 item 3a): the mean of item 2.10 is then that of the
// other players who still count, as it is for the same section given
// without them (a PGN file of the games that count).
func opponentRatings(s Section, dropCancelled bool) ([]float64, error) {
	out := make([]float64, len(s.Players))
	sum, known := 0.0, 0
	var missing []int
	for i, p := range s.Players {
		switch {
		case p.Status != Unrated:
			out[i] = float64(p.StartRating)
		case p.FIDE > 0:
			out[i] = float64(p.FIDE)
		default:
			missing = append(missing, i)
			continue
		}
		if dropCancelled && p.GamesCancelled {
			continue
		}
		sum += out[i]
		known++
	}
	if len(missing) > 0 {
		if known == 0 {
			return nil, &InputError{Player: missing[0], Opponent: -1, Message: "no ICCF or FIDE rating, and no other player has one (App. 2 item 2.10)"}
		}
		mean := sum / float64(known)
		for _, i := range missing {
			out[i] = mean
		}
	}
	return out, nil
}

// Statement is the statement of norms fixed at the start of a section
// (App. 2 item 3a): the section requirements, the rating every player
// counts with, the event's average and category, and for every player and
// title level the points required, before a game is played.
type Statement struct {
	Requirements Requirements
	// Ratings are the ratings the players count with as opponents:
	// OpponentRatings, or every player at the assumed rating of App. 2
	// item 3b when the section fails item 1b or 1c.
	Ratings []float64
	// Average is the average rating of the event, rounded to 4 decimals
	// half up (App. 2 item 2.3).
	Average float64
	// Category is the event category of App. 2 item 2.12; HasCategory is
	// false when the average is outside the table.
	Category    Category
	HasCategory bool
	// Players holds one entry per player, in the order of Section.Players.
	Players []PlayerStatement
}

// PlayerStatement is one player's line of the statement of norms.
type PlayerStatement struct {
	// Player indexes Section.Players.
	Player int
	// Opponents is the number of opponents, Games the number of games n
	// (twice the opponents in a double round).
	Opponents, Games int
	// OpponentsAverage is R_a, the mean of the opponents' ratings, not
	// rounded (App. 2 item 2.2; docs/rules.md §3).
	OpponentsAverage float64
	// MinScore is 35% of the possible points, rounded up to a half point
	// (App. 2 item 1f).
	MinScore HalfPoints
	// GMGames counts the games against players holding the GM title or
	// with a fixed rating of at least 2600; SIMGames the games against
	// other players holding the SIM title (Tournament Rules 10.2c).
	GMGames, SIMGames int
	// Levels holds the norm figures for GM, SIM, IM, CCM and CCE, in that
	// order.
	Levels []LevelStatement
}

// Level returns the statement line for one title level.
func (p PlayerStatement) Level(l Level) (LevelStatement, bool) {
	for _, ls := range p.Levels {
		if ls.Level == l {
			return ls, true
		}
	}
	return LevelStatement{}, false
}

// LevelStatement is the norm for one player and one title level.
type LevelStatement struct {
	// Level is the title level the line is for.
	Level Level
	// Expectancy is ΣW_ei over the player's games, in integer
	// ten-thousandths (App. 2 item 2.4b; docs/rules.md §3).
	Expectancy int
	// NormResult is P, that sum rounded up to the next half point (App. 2
	// item 2.4b).
	NormResult HalfPoints
	// Required is the score the norm needs: the greater of NormResult and
	// the 35% minimum (App. 2 items 1f, 2.4b).
	Required HalfPoints
	// AverageOK reports R_a ≥ R_p − 200 (App. 2 items 2.7, 2.8).
	AverageOK bool
}

// NormResultOf rounds a sum of winning expectancies, in ten-thousandths,
// up to the next half point, in half points (App. 2 item 2.4b): 76543
// (7.6543 points) → 16 (8 points); 75000 → 15 (7½: a sum on a half point
// stays).
func NormResultOf(expectancy int) HalfPoints {
	if expectancy <= 0 {
		return 0
	}
	return HalfPoints((expectancy + 4999) / 5000)
}

// NormStatement makes the statement of norms at the start of the section
// (App. 2 item 3a; docs/rules.md §3): every player and every title level, with
// all the section's games, as before a game is played. The statement is
// made even when the section offers no norms; Requirements says whether it
// does.
func NormStatement(s Section) (Statement, error) {
	if err := s.Validate(); err != nil {
		return Statement{}, err
	}
	req := CheckRequirements(s)
	ratings, err := statementRatings(s, req, false)
	if err != nil {
		return Statement{}, err
	}
	st := Statement{Requirements: req, Ratings: ratings, Players: make([]PlayerStatement, len(s.Players))}
	st.Average = EventAverage(ratings)
	st.Category, st.HasCategory = CategoryOf(st.Average)
	table := expectancyTable(ratings)
	for i := range s.Players {
		st.Players[i] = playerStatement(s, ratings, table, i, false)
	}
	return st, nil
}

// expectancyTable holds W_ei in ten-thousandths for every level (in the
// order of Levels) against every player, so that each is computed once.
func expectancyTable(ratings []float64) [][]int {
	levels := Levels()
	table := make([][]int, len(levels))
	for k, l := range levels {
		table[k] = make([]int, len(ratings))
		for j, r := range ratings {
			table[k][j] = NormExpectancy(l.Performance(), r)
		}
	}
	return table
}

// statementRatings gives the ratings the norms use: every player at the
// assumed rating when App. 2 item 3b applies, else opponentRatings (with
// dropCancelled, those of the recalculation of item 3a).
func statementRatings(s Section, req Requirements, dropCancelled bool) ([]float64, error) {
	if req.AssumedRating > 0 {
		out := make([]float64, len(s.Players))
		for i := range out {
			out[i] = float64(req.AssumedRating)
		}
		return out, nil
	}
	return opponentRatings(s, dropCancelled)
}

// EventAverage is the average rating of an event: the total of the
// players' ratings divided by the number of players, rounded to 4
// decimals, upwards if the 5th is 5 or higher (App. 2 item 2.3). It is 0
// for no players.
func EventAverage(ratings []float64) float64 {
	if len(ratings) == 0 {
		return 0
	}
	sum := 0.0
	for _, r := range ratings {
		sum += r
	}
	return math.Floor(float64(sum/float64(len(ratings))*10000)+0.5) / 10000
}

// playerStatement computes player i's line against every other player, or,
// when dropCancelled, against the players whose games were not cancelled
// (the recalculation of App. 2 item 3a).
func playerStatement(s Section, ratings []float64, table [][]int, i int, dropCancelled bool) PlayerStatement {
	ps := PlayerStatement{Player: i}
	per := s.GamesPerPair()
	var sumR float64
	levels := Levels()
	sums := make([]int, len(levels))
	for j, p := range s.Players {
		if j == i || (dropCancelled && p.GamesCancelled) {
			continue
		}
		ps.Opponents++
		ps.Games += per
		sumR += float64(float64(per) * ratings[j])
		for k := range levels {
			sums[k] += per * table[k][j]
		}
		gm, sim := quotaOpponent(p)
		ps.GMGames += per * gm
		ps.SIMGames += per * sim
	}
	if ps.Games > 0 {
		ps.OpponentsAverage = sumR / float64(ps.Games)
	}
	ps.MinScore = MinScore(ps.Games)
	ps.Levels = make([]LevelStatement, 0, len(levels))
	for k, l := range levels {
		ls := LevelStatement{Level: l, Expectancy: sums[k]}
		ls.NormResult = NormResultOf(ls.Expectancy)
		ls.Required = max(ls.NormResult, ps.MinScore)
		ls.AverageOK = ps.Games > 0 && ps.OpponentsAverage >= float64(l.MinAverage())
		ps.Levels = append(ps.Levels, ls)
	}
	return ps
}

// quotaOpponent classifies an opponent for the GM quota of Tournament
// Rules 10.2c: gm is 1 for a GM-title holder or a player with a fixed
// rating of at least 2600, else sim is 1 for a SIM-title holder.
func quotaOpponent(p SectionPlayer) (gm, sim int) {
	switch {
	case p.HasTitle("GM") || (p.Status == Fixed && p.StartRating >= 2600):
		return 1, 0
	case p.HasTitle("SIM"):
		return 0, 1
	}
	return 0, 0
}
