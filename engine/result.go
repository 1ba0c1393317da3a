package engine

import "time"

// PeriodInput is everything a rating period needs (docs/rules.md §1).
type PeriodInput struct {
	Ruleset Ruleset
	Period  Period
	// Players is the list the period starts from, plus any new players the
	// results sources bring (unrated rows). Every game's players must be here.
	Players []Player
	// Games is every game read from the results sources, rated or not; the
	// period decides which are rated and says why the others are not.
	Games []Game
	// GamesChecked says that every game was found good by CheckGames (or
	// a GameChecker) against players with the same IDs (docs/rules.md
	// §1.4–1.5), as a replay checks all its games once before its first
	// quarter: the period then does not check them again. A game that was
	// not would be rated wrongly: leave it false unless so.
	GamesChecked bool
	// Memory, if not nil, is memory the period's working slices and
	// result are taken from, shared with the periods rated before and
	// after it (a replay's quarters): the result is then valid only until
	// the next period rated with the same Memory (PeriodMemory). The
	// values computed do not depend on it.
	Memory *PeriodMemory
}

// Progress is told how far a long computation has got; done ≤ total.
// It may be nil.
type Progress func(done, total int)

// PeriodResult is the outcome of a rating period: the new list, the rated
// games with their terms, and the games left out with the reason.
type PeriodResult struct {
	Ruleset Ruleset
	Period  Period
	// Players holds one entry per input player, in input order.
	Players []PlayerResult
	// Rated lists the games that were rated, in input order.
	Rated []RatedGame
	// Excluded lists the games that were read but not rated, in input order.
	Excluded []ExcludedGame
}

// PlayerResult is one player's state before and after the period
// (Rules 2.1, 2.2, 5; docs/rules.md §1.6).
type PlayerResult struct {
	// Player is the row as the period started from it: the row of
	// PeriodInput.Players itself, not a copy (136 bytes a player less to
	// hold), so the input's players are not to be changed while the
	// result is in use (a copy of the row is changed instead).
	Player *Player
	// PreRating and PreRD are the state after step 2.1: a rated player's
	// carried rating and grown RD, or the start of an unrated one.
	PreRating, PreRD float64
	// Rating and RD are the exact new values, unrounded and unclamped: the
	// next period starts from them (docs/rules.md §1.6).
	Rating, RD float64
	// PublishedRating and PublishedRD are the rounded values of Rules 5.
	PublishedRating, PublishedRD int
	// Rated tells whether the player has a rating after the period.
	Rated bool
	// Games is the total of rated games after the period; PeriodGames and
	// PeriodScore count the games that counted for this player in the period.
	Games       int
	PeriodGames int
	PeriodScore float64
	// LastGame is the latest finish date of a rated game, after the period.
	LastGame time.Time
	Status   Status
	// Active follows Tournament Rules 9.7 (docs/rules.md §1.6).
	Active bool
	// SumD1 and SumD2 are the sums of step 2.2f.
	SumD1, SumD2 float64

	// terms is the audit trail when it is kept (iccf-2017, SetTerms);
	// otherwise audit computes it on demand for the player at index
	// auditIdx (see Terms).
	terms    []Term
	audit    *periodAudit
	auditIdx int
}

// OpponentSource says where a term's r_j came from (Rules 1.4, docs/rules.md §1.2).
type OpponentSource int

// The sources of r_j.
const (
	// FromList: the opponent's published pre-period rating.
	FromList OpponentSource = iota
	// FromStart: the opponent's start rating in the tournament.
	FromStart
	// FromPrePeriod: no published rating and no start rating given, so the
	// opponent's pre-period rating (docs/rules.md §1.2 last sentence).
	FromPrePeriod
)

// String names the source as the Games sheet and the player card show it:
// "list", "start rating" or "pre-period".
func (s OpponentSource) String() string {
	switch s {
	case FromList:
		return "list"
	case FromStart:
		return "start rating"
	case FromPrePeriod:
		return "pre-period"
	}
	return ""
}

// Term is one game's contribution to a player's update, with every
// intermediate value of the 2025 write-up (steps a–e).
type Term struct {
	// Game indexes PeriodInput.Games.
	Game int
	// Opponent is the player the game counts against (Rules 6b may make
	// it the original player rather than the substitute who sat).
	Opponent PlayerID
	// Score is y_j: 1, 0.5 or 0.
	Score float64
	// White is true when the player had White (x_j = +1).
	White bool
	// OppRating and OppRD are r_j and RD_j; OppSource says where r_j came from.
	OppRating, OppRD float64
	OppSource        OpponentSource
	// Probabilities at μ_j−σ_j (Minus) and μ_j+σ_j (Plus), step d.
	PwMinus, PwPlus, PdMinus, PdPlus, PlMinus, PlPlus float64
	// P is P_j, twice the average probability of the observed result.
	P float64
	// W1Minus … W2Plus are w1 and w2 of step e.
	W1Minus, W1Plus, W2Minus, W2Plus float64
	// D1 and D2 are the gradient and Hessian terms of step e.
	D1, D2 float64
	// Substitute is set when Rules 6 moved the game: SubstituteFor is the
	// original player for whom the substitute's game counted.
	SubstituteFor PlayerID
	// We is W_e, the expected result of the game for the player (Appendix 1
	// items 3 and 8 of the 2017 Tournament Rules), rounded to 4 decimals:
	// iccf-2017 only, 0 in the other rulesets.
	We float64
	// DeltaR is ΔR = k·(W − W_e) of Appendix 1 item 7, rounded to 4
	// decimals, for a player rated with item 6 (at least 30 games, at most
	// 50 in the period): iccf-2017 only, 0 otherwise.
	DeltaR float64
}

// RatedGame is a game that was rated, with what each side used.
type RatedGame struct {
	// Game indexes PeriodInput.Games.
	Game int
	// WhiteFor and BlackFor are the players the game counted for (Rules 6a
	// may move a substitute's game to the original player).
	WhiteFor, BlackFor PlayerID

	// terms are the two sides' terms when they are kept (iccf-2017,
	// SetTerms); otherwise audit computes them on demand for the rated
	// game at index auditIdx (see Terms).
	terms    *[2]Term
	audit    *periodAudit
	auditIdx int
}

// ExclusionReason says why a game was read but not rated.
type ExclusionReason int

// The reasons a game is not rated (docs/rules.md §1.4, §1.5; Tournament Rules 9.2).
const (
	// ExcludedUnfinished: no result yet.
	ExcludedUnfinished ExclusionReason = iota + 1
	// ExcludedForfeit: decided by forfeit, not played.
	ExcludedForfeit
	// ExcludedBeforePeriod: finished before the period's window.
	ExcludedBeforePeriod
	// ExcludedAfterPeriod: finished after the period's window.
	ExcludedAfterPeriod
	// ExcludedNotRatedEvent: its tournament is not rated (thematic, or
	// marked not rated).
	ExcludedNotRatedEvent
)

// String explains the reason in words for the Excluded sheet.
func (r ExclusionReason) String() string {
	switch r {
	case ExcludedUnfinished:
		return "not finished"
	case ExcludedForfeit:
		return "forfeit (game not played)"
	case ExcludedBeforePeriod:
		return "finished before the period"
	case ExcludedAfterPeriod:
		return "finished after the period"
	case ExcludedNotRatedEvent:
		return "tournament not rated"
	default:
		return "unknown"
	}
}

// ExcludedGame is a game read but not rated.
type ExcludedGame struct {
	// Game indexes PeriodInput.Games.
	Game   int
	Reason ExclusionReason
}

// UndatedRated counts the rated games of res that have no finish date:
// games put into the period (Game.AssignedToPeriod; `rate
// --assign-undated`, the app's Rate undated games in this period), which
// count as finished on the last day of its window (docs/rules.md §1.5).
// in is the input res was rated from. The workbook's Notes sheet and the
// report's summary say how many, so that the choice is on record.
func (r *PeriodResult) UndatedRated(in *PeriodInput) int {
	return r.countRated(in, func(g *Game) bool { return g.Finished.IsZero() })
}

// AssumedColoursRated counts the rated games of res whose colours their
// source does not give (Game.ColoursAssumed: a crosstable's game, where the
// player with the lower start number is taken as White; docs/rules.md
// "Colour unknown"). in is the input res was rated from. The workbook's
// Notes sheet and the report's summary say how many, since the Games sheet
// writes such a game's players as White and Black like any other.
func (r *PeriodResult) AssumedColoursRated(in *PeriodInput) int {
	return r.countRated(in, func(g *Game) bool { return g.ColoursAssumed })
}

// countRated counts the rated games of res, played as in's games, that
// are what is says.
func (r *PeriodResult) countRated(in *PeriodInput, is func(*Game) bool) int {
	n := 0
	for _, g := range r.Rated {
		if g.Game >= 0 && g.Game < len(in.Games) && is(&in.Games[g.Game]) {
			n++
		}
	}
	return n
}
