package titles

import (
	"errors"
	"math"
	"strconv"

	"ratingdesk/engine"
)

// HalfPoints is a score counted in half points: 7 means 3½. Scores in a
// crosstable are 1, ½ and 0 (docs/rules.md §1.4), so every score, norm result
// and minimum score of the title rules is a whole number of half points and
// is compared exactly.
type HalfPoints int

// Float is the score in points: HalfPoints(7).Float() == 3.5.
func (h HalfPoints) Float() float64 { return float64(h) / 2 }

// String writes the score as a crosstable does: "0", "½", "3", "3½".
func (h HalfPoints) String() string {
	if h < 0 {
		return "-" + (-h).String()
	}
	whole := strconv.Itoa(int(h / 2))
	if h%2 == 0 {
		return whole
	}
	if h == 1 {
		return "½"
	}
	return whole + "½"
}

// PointsText writes a score given in points as a crosstable writes it:
// "0", "½", "3", "3½" (HalfPoints.String), so that the change list, the
// player card and the calculation sheets write scores as the crosstables
// do (a score is a whole number of half points, docs/rules.md §1.4; any
// other number is taken to the nearest half point).
func PointsText(points float64) string {
	return HalfPoints(math.Round(points * 2)).String()
}

// The errors of ScoreOf.
var (
	// ErrScoreNotHalf: the points are not a whole number of half points.
	ErrScoreNotHalf = errors.New("titles: a score is a whole number of half points: a game scores 1, ½ or 0")
	// ErrScoreRange: the points are below 0 or more than the games give.
	ErrScoreRange = errors.New("titles: a score lies between 0 and the number of games")
)

// ScoreOf is a score of points over games games in half points. A game
// scores 1, ½ or 0 (docs/rules.md §1.4; Tournament Rules 10.0.1, the
// player's total score), so a score is a whole number of half points from
// 0 to the number of games: other points are ErrScoreNotHalf (0.75, NaN,
// an infinity), or ErrScoreRange (below 0, above games).
func ScoreOf(points float64, games int) (HalfPoints, error) {
	half := 2 * points // exact: a product by a power of two
	if math.IsNaN(half) || math.IsInf(half, 0) || half != math.Trunc(half) {
		return 0, ErrScoreNotHalf
	}
	if half < 0 || half > 2*float64(games) {
		return 0, ErrScoreRange
	}
	return HalfPoints(half), nil
}

// Result is the result of one game as seen from one player's side, as a
// crosstable cell holds it (docs/rules.md §1.4): a played win, draw or loss,
// a win or loss by forfeit (game not played), or not finished.
type Result int8

// The results of docs/rules.md §1.4, from the row player's side.
const (
	// Unfinished: an empty or "*" cell; the game is not finished and
	// scores nothing yet.
	Unfinished Result = iota
	// Win: a played win, "1".
	Win
	// Draw: a played draw, "½".
	Draw
	// Loss: a played loss, "0".
	Loss
	// ForfeitWin: "+", won by forfeit, the game was not played; it scores a
	// point and counts as a win (docs/rules.md §4) but is not rated.
	ForfeitWin
	// ForfeitLoss: "-", lost by forfeit, the game was not played.
	ForfeitLoss
)

// Points is the score the result gives its player in half points:
// 2 for a win (played or by forfeit), 1 for a draw, 0 otherwise
// (docs/rules.md §1.4: forfeits are scored in the table, unfinished games not).
func (r Result) Points() HalfPoints {
	switch r {
	case Win, ForfeitWin:
		return 2
	case Draw:
		return 1
	default:
		return 0
	}
}

// Finished reports whether the game has a result (played or by forfeit).
func (r Result) Finished() bool { return r != Unfinished }

// Played reports whether the game was played to a result, so that it is
// rated (docs/rules.md §1.4).
func (r Result) Played() bool { return r == Win || r == Draw || r == Loss }

// Forfeit reports whether the game was decided by forfeit (docs/rules.md §1.4).
func (r Result) Forfeit() bool { return r == ForfeitWin || r == ForfeitLoss }

// IsWin reports whether the result is a win, played or by forfeit: the
// wins counted by the Baumbach tie-break (Tournament Rules 7.2a; docs/rules.md
// §4: forfeit wins count as wins).
func (r Result) IsWin() bool { return r == Win || r == ForfeitWin }

// Reverse is the same game seen from the opponent's side: a win becomes a
// loss, a forfeit win a forfeit loss, a draw and an unfinished game stay.
func (r Result) Reverse() Result {
	switch r {
	case Win:
		return Loss
	case Loss:
		return Win
	case ForfeitWin:
		return ForfeitLoss
	case ForfeitLoss:
		return ForfeitWin
	default:
		return r
	}
}

// String writes the result as a crosstable cell: "1", "½", "0", "+", "-"
// or "*".
func (r Result) String() string {
	switch r {
	case Win:
		return "1"
	case Draw:
		return "½"
	case Loss:
		return "0"
	case ForfeitWin:
		return "+"
	case ForfeitLoss:
		return "-"
	default:
		return "*"
	}
}

// ResultOf converts a game's outcome (from White's side) into the result of
// the player who had White when white is true, else of the player who had
// Black (docs/rules.md §1.4).
func ResultOf(o engine.Outcome, white bool) Result {
	var r Result
	switch o {
	case engine.WhiteWins:
		r = Win
	case engine.Draw:
		r = Draw
	case engine.BlackWins:
		r = Loss
	case engine.WhiteWinsForfeit:
		r = ForfeitWin
	case engine.BlackWinsForfeit:
		r = ForfeitLoss
	default:
		return Unfinished
	}
	if !white {
		r = r.Reverse()
	}
	return r
}

// WhiteOutcome is the outcome of a game whose White player had result r,
// the inverse of ResultOf(o, true) (docs/rules.md §1.4).
func (r Result) WhiteOutcome() engine.Outcome {
	switch r {
	case Win:
		return engine.WhiteWins
	case Draw:
		return engine.Draw
	case Loss:
		return engine.BlackWins
	case ForfeitWin:
		return engine.WhiteWinsForfeit
	case ForfeitLoss:
		return engine.BlackWinsForfeit
	}
	return engine.Unfinished
}
