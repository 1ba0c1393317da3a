package synth

import (
	"math"
	"math/rand/v2"
	"time"

	"ratingdesk/engine"
)

// Event types of docs/rules.md §2 that the generated games carry.
const (
	typeOpen           = "Open class"
	typeHigher         = "Higher class"
	typeMaster         = "Master class"
	typeWCSemiFinal    = "WC semi-final"
	typeGMNorm         = "GM norm"
	typeOlympiadPrelim = "Olympiad preliminaries"
	typeNational       = "National"
	typeThematic       = "Thematic"
	typeFriendly       = "Friendly match"
)

// tournamentLevel is the start rating of an unrated player without a FIDE
// rating in an event of the given type (engine.TournamentLevel, docs/rules.md
// §2); 0 for a type without a fixed level (National, whose level depends on
// the participants, and Thematic, whose games are not rated).
func tournamentLevel(eventType string) float64 {
	if level, ok := engine.TournamentLevel(eventType); ok {
		return float64(level)
	}
	return 0
}

// startRating is the start rating a game list gives a player without a
// published rating (docs/rules.md §1.2, §2): the declared FIDE rating, else the
// level of the event (level 0: none). Players with a published rating get
// none: docs/rules.md §1.2 uses their list rating.
func startRating(p *engine.Player, level float64) float64 {
	if p.Published() {
		return 0
	}
	if p.FIDE > 0 {
		return float64(p.FIDE)
	}
	return level
}

// strength is the rating the outcome model plays a player at: the list
// rating, else the FIDE rating, else 1800.
func strength(p *engine.Player) float64 {
	switch {
	case p.Rated:
		return p.Rating
	case p.FIDE > 0:
		return float64(p.FIDE)
	default:
		return 1800
	}
}

// whiteEdge is the rating points White's first move is worth in the
// outcome model.
const whiteEdge = 15

// drawRate is the share of draws between players of mean rating avg:
// 10% at 1400 and below, rising by 6.5 points in a hundred per 100 rating
// points to 88% at the top, as correspondence chess draws more the
// stronger it is played.
func drawRate(avg float64) float64 {
	d := 0.10 + float64((avg-1400)*0.00065)
	return min(max(d, 0.10), 0.88)
}

// playedOutcome draws the result of a played game (1-0, ½-½ or 0-1) with
// the logistic expectation of the Elo scale, the draw share of drawRate
// and White's edge.
func playedOutcome(r *rand.Rand, white, black float64) engine.Outcome {
	e := 1 / (1 + math.Pow(10, -(white-black+whiteEdge)/400))
	pd := min(drawRate((white+black)/2), 2*min(e, 1-e))
	pw := e - pd/2
	switch u := r.Float64(); {
	case u < pw:
		return engine.WhiteWins
	case u < pw+pd:
		return engine.Draw
	default:
		return engine.BlackWins
	}
}

// daysBetween counts the calendar days from a to b (b after a).
func daysBetween(a, b time.Time) int {
	return int(b.Sub(a).Hours() / 24)
}
