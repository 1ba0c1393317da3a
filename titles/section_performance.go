package titles

import "errors"

// PlayerPerformance is a player's performance ratings in a section, for the
// Standings sheet (docs/formats.md "Norms workbook"; docs/rules.md §5).
type PlayerPerformance struct {
	// Player indexes Section.Players.
	Player int
	// Games and Score are the played games counted and their points.
	Games int
	Score HalfPoints
	// OpponentsAverage is the mean rating of the opponents of those games.
	OpponentsAverage float64
	// Classic and Iterative are the performances; they are meaningful only
	// when Defined, which is false with no played game or a score of 0% or
	// 100% (docs/rules.md §5: undefined there).
	Classic, Iterative float64
	Defined            bool
}

// Performances computes every player's classic and iterative performance
// in the section with the given scale (ScaleICCF or ScaleElo). Reading:
// only played games count (forfeits are not played and not rated, docs/rules.md
// §1.4; unfinished games have no result; games against a player whose
// games were cancelled count for nobody), and opponents count with the
// ratings of OpponentRatings (start ratings, App. 2 item 2.10 for the
// unrated) of the players who count: the mean rating of an unrated
// opponent leaves out a player whose games were cancelled (item 3a), as
// the norms' recalculation does (Watch.Ratings). Never with the assumed
// rating of App. 2 item 3b, which belongs to the norms alone.
func Performances(s Section, scale float64) ([]PlayerPerformance, error) {
	if err := s.Validate(); err != nil {
		return nil, err
	}
	ratings, err := opponentRatings(s, true)
	if err != nil {
		return nil, err
	}
	out := make([]PlayerPerformance, len(s.Players))
	for i := range s.Players {
		pp := PlayerPerformance{Player: i}
		var opp []float64
		sum := 0.0
		for j := range s.Players {
			if j == i || !s.counted(i, j) {
				continue
			}
			for _, r := range s.Games[i][j] {
				if !r.Played() {
					continue
				}
				opp = append(opp, ratings[j])
				sum += ratings[j]
				pp.Score += r.Points()
			}
		}
		pp.Games = len(opp)
		if pp.Games > 0 {
			pp.OpponentsAverage = sum / float64(pp.Games)
			classic, errC := ClassicPerformance(opp, pp.Score.Float(), scale)
			iter, errI := IterativePerformance(opp, pp.Score.Float(), scale)
			var undefined *UndefinedError
			switch {
			case errC == nil && errI == nil:
				pp.Classic, pp.Iterative, pp.Defined = classic, iter, true
			case errors.As(errC, &undefined):
			case errC != nil:
				return nil, errC
			default:
				return nil, errI
			}
		}
		out[i] = pp
	}
	return out, nil
}
