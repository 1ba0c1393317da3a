package engine

// StartRatingErrors2017 finds, before a period is rated with iccf-2017,
// the games it would stop on because a player without a rating enters
// with none (Appendix 1 items 8 and 11; docs/rules.md "Rating history"):
// every rated game of in, outside the national tournaments, in which a
// player seated or substituted for is not Rated on in.Players, is not
// rated by then (ratedBefore: rated in an earlier period of a replay),
// and the game gives him no start rating, nor he a FIDE rating, nor the
// event type a tournament level. The errors are the ones RatePeriod would
// give for those games, all at once, as GameErrors; input errors of the
// selection come back as RatePeriod gives them. A national tournament's
// level depends on which of its players are published by then, so its
// games are left to the period itself.
func StartRatingErrors2017(in PeriodInput, ratedBefore func(PlayerID) bool) error {
	sel, err := selectGamesIndexed(in)
	if err != nil {
		return err
	}
	r := rater2017{in: &in, idx: sel.idx}
	var errs GameErrors
	for _, gi := range sel.rated {
		errs = append(errs, r.startProblems(gi, ratedBefore)...)
	}
	if len(errs) > 0 {
		return errs
	}
	return nil
}

// startProblems are the errors of game gi for the players who enter it
// unrated and without a start rating (StartRatingErrors2017), every one
// of them; none when there is none or the game is of a national
// tournament.
func (r *rater2017) startProblems(gi int, ratedBefore func(PlayerID) bool) GameErrors {
	g := &r.in.Games[gi]
	if IsNationalEvent(g.Type) {
		return nil
	}
	entrants := [...]struct {
		id    PlayerID
		start float64
	}{{g.White, g.WhiteStart}, {g.WhiteSubFor, 0}, {g.Black, g.BlackStart}, {g.BlackSubFor, 0}}
	var errs GameErrors
	for _, e := range entrants {
		if e.id == 0 || r.in.Players[r.idx[e.id]].Rated || ratedBefore(e.id) {
			continue
		}
		if _, _, err := r.gameRating(gi, e.id, e.start); err != nil {
			errs = append(errs, err)
		}
	}
	return errs
}
