package engine

import "math"

// Constants of the Elo-style system of Appendix 1 of the 2017 Tournament
// Rules (docs/rules.md §1.7).
const (
	// EloScale2017 is the 640 of the logistic curve p(D) and of D(p)
	// (Appendix 1 items 3 and 4).
	EloScale2017 = 640
	// MaxDifference2017 is the greatest rating difference the system uses:
	// a larger one counts as ±560 (Appendix 1 items 3, 5 and 8).
	MaxDifference2017 = 560
	// MinScore2017 and MaxScore2017 bound the score fraction p of item 5:
	// a lower p is raised to 0.1, a higher one lowered to 0.9
	// (Appendix 1 items 4 and 5).
	MinScore2017, MaxScore2017 = 0.1, 0.9
	// ProvisionalGames2017 is the number of rated games below which a
	// player's rating is recomputed from all games with item 5, and from
	// which item 6 applies (Appendix 1 items 5, 15 and 16).
	ProvisionalGames2017 = 30
	// BulkGames2017: a player with at least 30 games who finished more than
	// this many games in one period is rated with item 5 on that period's
	// games alone (Appendix 1 item 16).
	BulkGames2017 = 50
)

// Expectancy2017 is the expected result W_e of a game for a player whose
// rating exceeds the opponent's by d (Appendix 1 items 3 and 8, docs/rules.md
// §1.7): p(D) = 1/(1+10^(−D/640)) with D limited to [−560, 560], rounded to
// 4 decimals, upwards when the 5th decimal is 5 or more.
//
// The same value is the W_ei of the title-norm rules (docs/rules.md §3). 10^x is
// computed with the portable exponential, so that the value has the same
// bits on amd64 and arm64 (docs/rules.md §1.6).
func Expectancy2017(d float64) float64 {
	d = math.Max(-MaxDifference2017, math.Min(MaxDifference2017, d))
	return eloRound4(1 / (1 + eloPow10(-d/EloScale2017)))
}

// RatingDifference2017 is D(p) = 640·log10(p/(1−p)), the rating difference
// that a score fraction p stands for (Appendix 1 item 4), with p first
// limited to [0.1, 0.9] (item 5). The value is not rounded.
func RatingDifference2017(p float64) float64 {
	p = clampScore2017(p)
	return float64(EloScale2017 * eloLog10(p/(1-p))) // rounded: no multiply-add in a caller
}

// Correction2017 is the correction factor F = −2p² + 2p + 0.5 of Appendix 1
// item 5, with p first limited to [0.1, 0.9]. It is 1 at p = ½ and 0.68 at
// the limits. The value is not rounded.
func Correction2017(p float64) float64 {
	p = clampScore2017(p)
	return float64(-2*float64(p*p)) + float64(2*p) + 0.5
}

// Formula5 is the rating of Appendix 1 item 5, R_p = R_c + D(p)·F, for a
// player whose opponents average rc and who scored the fraction p; p is
// limited to [0.1, 0.9] (item 5). The caller gives rc and p as item 5 rounds
// them (see Formula5Games).
//
// Reading (docs/rules.d/elo2017.md): item 5 does not say how R_p is rounded;
// it is rounded to 4 decimals half up, the precision of every other value
// of Appendix 1, and item 17 rounds it to an integer for publication.
func Formula5(rc, p float64) float64 {
	return eloRound4(rc + float64(RatingDifference2017(p)*Correction2017(p)))
}

// Formula5Games applies Appendix 1 item 5 to a set of games and returns its
// R_c, p and R_p. opp holds the rating of each game's opponent (Tournament
// Rules 9.4) and score the player's total score in those games.
//
// When the player has a rating (hasOwn), each opponent's rating is first
// limited to within 560 of own (item 5, docs/rules.md §1.7); an unrated player's
// opponents are taken as they are.
//
// prior is the number of rated games the player's rating own already rests
// on (items 14–15: "a new rating based on all his/her games"). The list
// keeps only a rating and a count, not the earlier games, so those games
// enter as prior games scored 50% against opponents averaging own: the one
// summary of them for which item 5 gives back own exactly (D(½) = 0). R_c and
// p are then averages over all prior+len(opp) games, weighted by games.
// prior is ignored when the player has no rating.
//
// R_c is rounded to 4 decimals half up (item 5). Item 5 says p is "rounded
// decimals", the number of decimals having been lost; p is rounded to 4
// decimals half up like every other value of Appendix 1. With no game at
// all Formula5Games gives own (or zeros for an unrated player).
func Formula5Games(own float64, hasOwn bool, prior int, opp []float64, score float64) (rc, p, rating float64) {
	if !hasOwn || prior < 0 {
		prior = 0
	}
	n := prior + len(opp)
	if n == 0 {
		if hasOwn {
			return own, 0.5, own
		}
		return 0, 0, 0
	}
	sum := 0.0
	if prior > 0 {
		sum = float64(float64(prior) * own)
		score += float64(0.5 * float64(prior))
	}
	for _, r := range opp {
		if hasOwn {
			r = clampOpponent2017(own, r)
		}
		sum += r
	}
	rc = eloRound4(sum / float64(n))
	p = eloRound4(score / float64(n))
	return rc, p, Formula5(rc, p)
}

// KFactor2017 is the development coefficient k = r·g of Appendix 1 item 9
// for a player whose old rating is rating (R_o, the most recently
// calculated rating) and who has played games rated games (g_n):
//
//	r = 10 if R_o ≥ 2400, 70 − R_o/40 if 2000 < R_o < 2400, 20 if R_o ≤ 2000;
//	g = 1 if g_n ≥ 80, 1.4 − g_n/200 if 30 < g_n < 80, 1.25 if g_n ≤ 30;
//
// k rounded to 4 decimals, upwards when the 5th decimal is 5 or more.
//
// Reading (docs/rules.d/elo2017.md): g_n is the number of rated games at
// the start of the period, so that k, like R_o, is one value for the whole
// period.
func KFactor2017(rating float64, games int) float64 {
	var r float64
	switch {
	case rating >= 2400:
		r = 10
	case rating > 2000:
		r = 70 - rating/40
	default:
		r = 20
	}
	var g float64
	switch {
	case games >= 80:
		g = 1
	case games > 30:
		g = 1.4 - float64(games)/200
	default:
		g = 1.25
	}
	return eloRound4(float64(r * g))
}

// RatingChange2017 is the change ΔR = k·(W − W_e) of one finished game
// (Appendix 1 item 7), for development coefficient k (KFactor2017), actual
// result w (1, ½ or 0) and expected result we (Expectancy2017), rounded to 4
// decimals.
//
// Reading (docs/rules.d/elo2017.md): item 7 does not say which way a
// negative change rounds; it is rounded half away from zero (the 5th decimal
// of the amount decides, as items 8 and 9 say), so that two players with
// the same k get exactly opposite changes from one game.
func RatingChange2017(k, w, we float64) float64 {
	return eloRoundAway4(float64(k * (w - we)))
}

// clampScore2017 limits a score fraction to [0.1, 0.9] (Appendix 1 items 4
// and 5).
func clampScore2017(p float64) float64 {
	return math.Max(MinScore2017, math.Min(MaxScore2017, p))
}

// clampOpponent2017 limits an opponent's rating to within 560 of the
// player's own (Appendix 1 item 5).
func clampOpponent2017(own, opp float64) float64 {
	return math.Max(own-MaxDifference2017, math.Min(own+MaxDifference2017, opp))
}

// eloRound4 rounds x to 4 decimals, upwards when the 5th decimal is 5 or
// more (Appendix 1 items 8 and 9). Values the Appendix builds from 4-decimal
// numbers can be exact ties in decimal but not in binary (12.5 × 0.0001);
// a fraction within a few units in the last place of one half therefore
// counts as a tie and rounds up.
func eloRound4(x float64) float64 {
	y := float64(x * 1e4) // rounded here: no multiply-add with y − f
	f := math.Floor(y)
	tol := math.Max(1e-9, float64(64*math.Abs(y)*0x1p-52))
	if y-f >= 0.5-tol {
		f++
	}
	return f / 1e4
}

// eloRoundAway4 rounds x to 4 decimals, half away from zero (see
// RatingChange2017).
func eloRoundAway4(x float64) float64 {
	if x < 0 {
		return -eloRound4(-x)
	}
	return eloRound4(x)
}
