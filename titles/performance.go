package titles

import (
	"errors"
	"fmt"
	"math"

	"ratingdesk/engine"
)

// The scales of the performance ratings (docs/rules.md §5).
const (
	// ScaleICCF is the scale of the ICCF title-norm curve, the default
	// (App. 2 item 2.4a, used without its ±560 limit).
	ScaleICCF = 640.0
	// ScaleElo is the FIDE/Elo scale, the option.
	ScaleElo = 400.0
)

// PerformanceTolerance is the accuracy of IterativePerformance (docs/rules.md
// §5: solved to 1e-6).
const PerformanceTolerance = 1e-6

// UndefinedError is returned for a performance that does not exist: a
// score of 0% or 100% (docs/rules.md §5: undefined, "do not invent a number";
// Andrejić §8).
type UndefinedError struct {
	// Score is the score, 0 or Games.
	Score float64
	// Games is the number of games.
	Games int
}

// Error says which end the score is at.
func (e *UndefinedError) Error() string {
	which := "0%"
	if e.Score > 0 {
		which = "100%"
	}
	return fmt.Sprintf("titles: performance undefined at a score of %s (%g of %d)", which, e.Score, e.Games)
}

// errNoGames is returned for a performance over no games.
var errNoGames = errors.New("titles: performance needs at least one game")

// checkPerformance validates the input of a performance and returns the
// opponents' average.
func checkPerformance(ratings []float64, score, scale float64) (float64, error) {
	if len(ratings) == 0 {
		return 0, errNoGames
	}
	if !(scale > 0) || math.IsInf(scale, 0) {
		return 0, fmt.Errorf("titles: performance scale %g: want a positive number (640 or 400)", scale)
	}
	n := float64(len(ratings))
	if math.IsNaN(score) || score < 0 || score > n {
		return 0, fmt.Errorf("titles: performance score %g: want 0 to %d", score, len(ratings))
	}
	sum := 0.0
	for _, r := range ratings {
		if math.IsNaN(r) || math.IsInf(r, 0) {
			return 0, fmt.Errorf("titles: performance: opponent rating %g is not a number", r)
		}
		sum += r
	}
	if score == 0 || score == n {
		return 0, &UndefinedError{Score: score, Games: len(ratings)}
	}
	return sum / n, nil
}

// ClassicPerformance is R_a + S·log10(p/(1−p)) with R_a the opponents'
// average rating and p the score fraction (docs/rules.md §5; Andrejić §8).
// ratings holds one opponent rating per game, score is the points scored
// in those games, scale is S (ScaleICCF or ScaleElo). At 0% and 100% it
// returns an *UndefinedError. With S = 400, 1.5 of 2 against 2300 and 2500
// gives 2590.85.
func ClassicPerformance(ratings []float64, score, scale float64) (float64, error) {
	ra, err := checkPerformance(ratings, score, scale)
	if err != nil {
		return 0, err
	}
	p := score / float64(len(ratings))
	return ra + float64(scale*engine.Log10(p/(1-p))), nil
}

// IterativePerformance is the rating R with Σ f(R − R_i) = score,
// f(d) = 1/(1+10^(−d/S)) (docs/rules.md §5; Andrejić §8): the rating that the
// games would leave unchanged. ratings holds one opponent rating per game,
// score the points, scale is S. The sum is increasing in R, so the root is
// unique; it is found by bisection on a bracket that provably holds it, to
// within PerformanceTolerance. At 0% and 100% it returns an
// *UndefinedError. With S = 400, 1.5 of 2 gives 2590.85 against 2400 and
// 2400, 2605.32 against 2300 and 2500, 2649.04 against 2200 and 2600.
// A win in place of a loss or a draw never lowers it.
func IterativePerformance(ratings []float64, score, scale float64) (float64, error) {
	if _, err := checkPerformance(ratings, score, scale); err != nil {
		return 0, err
	}
	g := func(r float64) float64 {
		sum := 0.0
		for _, ri := range ratings {
			sum += Expectancy(r-ri, scale)
		}
		return sum - score
	}
	lo, hi := ratings[0], ratings[0]
	for _, r := range ratings {
		lo, hi = math.Min(lo, r), math.Max(hi, r)
	}
	// Widen the bracket until g(lo) < 0 < g(hi). 0 < score < n, and g
	// tends to −score below and to n − score above, so this ends; 64
	// doublings of the scale reach beyond any finite expectancy.
	for step, k := scale, 0; g(lo) >= 0; step, k = step*2, k+1 {
		if k == 64 {
			return 0, fmt.Errorf("titles: iterative performance: no bracket for score %g", score)
		}
		lo -= step
	}
	for step, k := scale, 0; g(hi) <= 0; step, k = step*2, k+1 {
		if k == 64 {
			return 0, fmt.Errorf("titles: iterative performance: no bracket for score %g", score)
		}
		hi += step
	}
	for hi-lo > PerformanceTolerance/4 {
		mid := lo + float64((hi-lo)/2)
		if mid <= lo || mid >= hi {
			break
		}
		if g(mid) < 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo + float64((hi-lo)/2), nil
}
