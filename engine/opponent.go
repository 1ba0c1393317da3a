package engine

// entry is how one side of a game enters the other side's update: the
// player it counts as, with r_j and where r_j came from (Rules 1.4, 6b;
// docs/rules.md §1.2, §1.3).
type entry struct {
	player int // index into PeriodInput.Players
	rating float64
	source OpponentSource
}

// opponentRating is r_j of docs/rules.md §1.2 (Rules 1.4) for the player at
// index j (pre-period state pre[j]) with start rating start in the game's
// tournament (0 = not given):
//
//   - a published opponent (rated with ≥ 12 games on the list the period
//     starts from, Player.Published) enters with the exact, unrounded
//     pre-period rating (FromList) unless the start rating is higher, which
//     then is used (FromStart);
//   - any other opponent enters with the start rating (FromStart), or, when
//     the tournament gives none, with the pre-period rating (FromPrePeriod):
//     the carried rating of a rated player, FIDE or 1800 for an unrated one.
//
// An unrated player is never a published opponent, whatever the row's Games.
func opponentRating(pre []state, j int, start float64) (float64, OpponentSource) {
	r := pre[j].r
	switch {
	case pre[j].published:
		if start > r {
			return start, FromStart
		}
		return r, FromList
	case start > 0:
		return start, FromStart
	default:
		return r, FromPrePeriod
	}
}

// asOpponent is how a side of a game enters the other side's update. Without
// a substitute it is the player who sat, with the start rating of the game.
// With a substitute S sitting for O (Rules 6b, docs/rules.md §1.3) it is
// whichever of O and S has the higher r_j, the start rating given for the
// game belonging to S (O enters with no start rating); a tie goes to O.
func asOpponent(pre []state, sat, orig int, start float64) entry {
	rs, ss := opponentRating(pre, sat, start)
	if orig < 0 {
		return entry{player: sat, rating: rs, source: ss}
	}
	ro, so := opponentRating(pre, orig, 0)
	if rs > ro {
		return entry{player: sat, rating: rs, source: ss}
	}
	return entry{player: orig, rating: ro, source: so}
}
