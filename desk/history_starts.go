package desk

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// startRatingProblems finds, before the first quarter of a replay is
// rated, every game that a quarter rated with iccf-2017 would stop on
// because a player enters it without a rating and with no start rating,
// FIDE rating or tournament level (engine.StartRatingErrors2017), all at
// once, as Problems naming each game's file, sheet and cell: without it
// the replay rated the quarters before such a game and then stopped on
// the first quarter's problems alone (docs/rules.md "Rating history").
// A player counts as rated by a quarter once he has played in an earlier
// quarter of the replay, a few more than the quarters rate (a game may
// count for the player substituted for), so that no problem is said that
// the quarter would not have. list is the starting list, which tells
// whether a player's FIDE rating is given on it (gameErrorProblems).
func startRatingProblems(ctx context.Context, req ReplayRequest, parts *gameParts, list *xlsxio.RatingList, players []engine.Player) (xlsxio.Problems, error) {
	if !req.uses2017() {
		return nil, nil
	}
	played := make(map[engine.PlayerID]bool)
	ratedBefore := func(id engine.PlayerID) bool { return played[id] }
	// The problems with their games' places in the files, to be said in
	// file order, as the other checks of the games say theirs.
	var found []placedProblem
	// One memory for the quarters' checks: the players' index is built
	// once, not for each quarter.
	mem := new(engine.PeriodMemory)
	for k, p := range parts.periods {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("desk: replay: %w", err)
		}
		games := parts.gamesOf(k, false)
		if rs := req.RulesetAt(p); rs.ID == engine.ICCF2017 {
			in := engine.PeriodInput{Ruleset: rs, Period: p, Players: players, Games: games, GamesChecked: true, Memory: mem}
			if quarterErr := engine.StartRatingErrors2017(in, ratedBefore); quarterErr != nil {
				ps, err := engineProblems(&in, list, quarterErr, nil)
				if err != nil {
					return nil, err
				}
				found = appendPlaced(found, ps, quarterErr, parts.of[k])
			}
		}
		for i := range games {
			g := &games[i]
			for _, id := range [...]engine.PlayerID{g.White, g.Black, g.WhiteSubFor, g.BlackSubFor} {
				played[id] = true
			}
		}
	}
	slices.SortStableFunc(found, func(a, b placedProblem) int { return cmp.Compare(a.at, b.at) })
	problems := make(xlsxio.Problems, len(found))
	for i := range found {
		problems[i] = found[i].p
	}
	return problems, nil
}

// placedProblem is a problem of a game and the game's place among the
// replay's games, in file order.
type placedProblem struct {
	at int32
	p  *xlsxio.Problem
}

// appendPlaced appends the problems ps that engineProblems made of a
// quarter's GameErrors (one each, in their order) with the places of
// their games: of holds the places of the quarter's games.
func appendPlaced(found []placedProblem, ps xlsxio.Problems, quarterErr error, of []int32) []placedProblem {
	var ges engine.GameErrors
	errors.As(quarterErr, &ges)
	for i, p := range ps {
		at := int32(-1)
		if i < len(ges) && ges[i].Game >= 0 && ges[i].Game < len(of) {
			at = of[ges[i].Game]
		}
		found = append(found, placedProblem{at: at, p: p})
	}
	return found
}
