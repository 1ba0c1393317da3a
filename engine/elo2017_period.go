package engine

import (
	"context"
	"fmt"
	"math"
	"time"
)

// ratePeriod2017 rates a period with the Elo-style rules of Appendix 1 of
// the 2017 Tournament Rules (ruleset iccf-2017, docs/rules.md §1.7). The games
// are checked and sorted by selectGamesIndexed, as in the other rulesets.
//
// Each rated game enters with, for each side, the rating Tournament Rules
// 9.4 gives the player (Appendix 1 item 8; see rater2017.gameRating) and the
// player's own rating R_o (a rated player's carried rating; an unrated
// player's start rating in the game). A player then gets:
//   - no game counted: the old rating, unchanged;
//   - unrated, or fewer than 30 rated games at the start: item 5 on all
//     games (items 14, 15; Formula5Games, the earlier games entering through
//     the old rating and count);
//   - at least 30 games and more than 50 in the period: item 5 on the
//     period's games alone (item 16);
//   - otherwise R_n = R_o + ΣΔR (items 6, 7, 9), each game's ΔR rounded to 4
//     decimals before the sum.
//
// A substitute's game counts for the substitute only if W − W_e > 0 for
// him/her, otherwise for the player substituted; for the opponent it is a
// game against whichever of the two has the higher rating, a tie going to
// the original player (item 18).
//
// Rating holds the 4-decimal value the Appendix computes; PublishedRating is
// it rounded half up (item 17). The 2017 system has no RD: PreRD, RD,
// PublishedRD, SumD1 and SumD2 are 0, and so are the Glicko-style fields of
// each Term; a Term carries W_e in We and, under item 6, ΔR in DeltaR.
func ratePeriod2017(ctx context.Context, in PeriodInput, progress Progress) (*PeriodResult, error) {
	sel, err := selectGamesIndexed(in)
	if err != nil {
		return nil, err
	}
	ratedGames, excluded, idx := sel.rated, sel.excluded, sel.idx
	r := rater2017{in: &in, idx: idx, national: nationalLevels2017(&in, idx)}

	res := &PeriodResult{Ruleset: in.Ruleset, Period: in.Period, Excluded: excluded}
	c, err := r.rateGames(ctx, res, ratedGames)
	if err != nil {
		return nil, err
	}
	if err := c.ratePlayers(ctx, &in, res, progress); err != nil {
		return nil, err
	}
	return res, nil
}

// termRef is where a player's term is among the rated games: the index
// into PeriodResult.Rated and the side (0 White, 1 Black).
type termRef struct{ k, side int }

// counted2017 is what the rated games of an iccf-2017 period give each
// player (indexed like the players): the terms counted for him/her, an
// unrated player's own start rating in the first of them, where each term
// is among the rated games (to copy ΔR back) and the latest finish day.
type counted2017 struct {
	terms    [][]Term
	starts   []float64
	where    [][]termRef
	lastGame []time.Time
}

// rateGames rates every game of ratedGames in order, appending it to
// res.Rated and its terms to the players they count for. Every game's
// problem is returned at once, as GameErrors.
func (r *rater2017) rateGames(ctx context.Context, res *PeriodResult, ratedGames []int) (*counted2017, error) {
	in := r.in
	np := len(in.Players)
	c := &counted2017{terms: make([][]Term, np), starts: make([]float64, np), where: make([][]termRef, np), lastGame: make([]time.Time, np)}
	var errs GameErrors
	undated := in.Period.GamesTo()
	for n, gi := range ratedGames {
		if n%cancelEvery == 0 {
			if err := periodCancelled(ctx, in.Period); err != nil {
				return nil, err
			}
		}
		rg, own, gameErrs := r.rateGame(gi)
		if len(gameErrs) > 0 {
			errs = append(errs, gameErrs...)
			continue
		}
		res.Rated = append(res.Rated, rg)
		finished := calendarDay(in.Games[gi].Finished)
		if in.Games[gi].Finished.IsZero() {
			finished = undated
		}
		c.add(r.idx, rg, len(res.Rated)-1, own, finished)
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return c, nil
}

// add counts both terms of the rated game rg, the k-th of the period,
// finished on the day finished; own holds each side's own rating R_o.
func (c *counted2017) add(idx map[PlayerID]int, rg RatedGame, k int, own [2]float64, finished time.Time) {
	for side, t := range *rg.terms {
		id := rg.WhiteFor
		if side == 1 {
			id = rg.BlackFor
		}
		i := idx[id]
		if len(c.terms[i]) == 0 {
			c.starts[i] = own[side]
		}
		c.terms[i] = append(c.terms[i], t)
		c.where[i] = append(c.where[i], termRef{k, side})
		if finished.After(c.lastGame[i]) {
			c.lastGame[i] = finished
		}
	}
}

// ratePlayers computes every player's result into res.Players and copies
// each term's ΔR back into res.Rated.
func (c *counted2017) ratePlayers(ctx context.Context, in *PeriodInput, res *PeriodResult, progress Progress) error {
	res.Players = make([]PlayerResult, len(in.Players))
	activeSince := in.Period.ActiveSince()
	for i := range in.Players {
		pl := &in.Players[i]
		if i%cancelEvery == 0 {
			if err := periodCancelled(ctx, in.Period); err != nil {
				return err
			}
			if progress != nil {
				progress(i, len(in.Players))
			}
		}
		pr, err := ratePlayer2017(pl, c.terms[i], c.starts[i])
		if err != nil {
			return err
		}
		pr.LastGame = pl.LastGame
		if c.lastGame[i].After(pr.LastGame) {
			pr.LastGame = c.lastGame[i]
		}
		pr.Active = pl.Running || (!pr.LastGame.IsZero() && !calendarDay(pr.LastGame).Before(activeSince))
		res.Players[i] = pr
		for j, w := range c.where[i] {
			res.Rated[w.k].terms[w.side].DeltaR = pr.terms[j].DeltaR
		}
	}
	if progress != nil {
		progress(len(in.Players), len(in.Players))
	}
	return nil
}

// ratePlayer2017 computes one player's new rating from the terms of the
// games counted for him/her (Appendix 1 items 5–7, 9, 14–17). start is an
// unrated player's start rating in the first of those games, shown as
// PreRating. A player without a counted game keeps the row's rating (an
// unrated one stays unrated, PublishedRating 0). LastGame and Active are
// left to the caller.
func ratePlayer2017(pl *Player, terms []Term, start float64) (PlayerResult, error) {
	pr := PlayerResult{
		Player:      pl,
		Rated:       pl.Rated || len(terms) > 0,
		Games:       pl.Games + len(terms),
		PeriodGames: len(terms),
		terms:       terms,
	}
	pr.PreRating = pl.Rating
	if !pl.Rated && len(terms) > 0 {
		pr.PreRating = start
	}
	score := 0.0
	opp := make([]float64, len(terms))
	for j, t := range terms {
		score += t.Score
		opp[j] = t.OppRating
	}
	pr.PeriodScore = score

	switch {
	case len(terms) == 0:
		pr.Rating = pr.PreRating
	case !pl.Rated || pl.Games < ProvisionalGames2017:
		// Items 14 and 15: item 5 on all the player's games.
		_, _, pr.Rating = Formula5Games(pl.Rating, pl.Rated, pl.Games, opp, score)
	case len(terms) > BulkGames2017:
		// Item 16: item 5 on this period's games alone.
		_, _, pr.Rating = Formula5Games(pl.Rating, true, 0, opp, score)
	default:
		// Items 6, 7 and 9; ΔR summed in ten-thousandths, exactly.
		k := KFactor2017(pl.Rating, pl.Games)
		var sum int64
		for j := range pr.terms {
			t := &pr.terms[j]
			t.DeltaR = RatingChange2017(k, t.Score, t.We)
			sum += int64(math.Round(float64(t.DeltaR * 1e4)))
		}
		pr.Rating = eloRound4(pl.Rating + float64(sum)/1e4)
	}
	if math.IsNaN(pr.Rating) || math.IsInf(pr.Rating, 0) {
		return PlayerResult{}, &NonFiniteError{Player: pl.ID, What: "iccf-2017 rating is not finite"}
	}
	if pr.Rated {
		pr.PublishedRating = RoundHalfUp(pr.Rating) // item 17, docs/rules.md §1.6
	}
	pr.Status = StatusOf(pr.Rated, pr.Games)
	return pr, nil
}

// rater2017 holds what rating one game of an iccf-2017 period needs.
type rater2017 struct {
	in  *PeriodInput
	idx map[PlayerID]int
	// national maps a national tournament's section (nationalKey2017) to its
	// assumed rating (Appendix 1 item 11).
	national map[string]float64
}

// side2017 is one side of a game as the substitute rule sees it.
type side2017 struct {
	sat, orig PlayerID // the player at the board; the one replaced, 0 if none
	start     float64  // sat's start rating given in the game, 0 if none
	score     float64
	white     bool
	// opp is who the game is against for the other side (item 18b), and
	// oppR, oppSrc that player's rating (Tournament Rules 9.4).
	opp    PlayerID
	oppR   float64
	oppSrc OpponentSource
	// forID is who the game counts for (item 18a).
	forID PlayerID
}

// rateGame works out for whom game gi counts on each side, against whom,
// and the terms. own holds each side's own rating, for the start rating of
// an unrated player.
//
// The errors are the game's, every one of them (each side's player
// without any rating, not only the first: all problems at once).
func (r *rater2017) rateGame(gi int) (RatedGame, [2]float64, GameErrors) {
	g := &r.in.Games[gi]
	sides := [2]side2017{
		{sat: g.White, orig: g.WhiteSubFor, start: g.WhiteStart, score: g.Outcome.WhiteScore(), white: true},
		{sat: g.Black, orig: g.BlackSubFor, start: g.BlackStart, score: g.Outcome.BlackScore()},
	}
	var own [2]float64
	if errs := r.opponents(gi, &sides); len(errs) > 0 {
		return RatedGame{}, own, errs
	}
	// Item 18a: a substitute's game counts for him/her only if W − W_e > 0.
	var terms [2]Term
	for s := range sides {
		sd, other := &sides[s], &sides[1-s]
		sd.forID = sd.sat
		if sd.orig != 0 {
			ownSat, err := r.ownRating(gi, sd.sat, sd.start)
			if err != nil {
				return RatedGame{}, own, GameErrors{err}
			}
			if sd.score-Expectancy2017(ownSat-other.oppR) <= 0 {
				sd.forID = sd.orig
			}
		}
		start := sd.start
		if sd.forID != sd.sat {
			start = 0 // the start rating given belongs to the substitute
		}
		o, err := r.ownRating(gi, sd.forID, start)
		if err != nil {
			return RatedGame{}, own, GameErrors{err}
		}
		own[s] = o
		terms[s] = Term{
			Game:      gi,
			Opponent:  other.opp,
			Score:     sd.score,
			White:     sd.white,
			OppRating: other.oppR,
			OppSource: other.oppSrc,
			We:        Expectancy2017(o - other.oppR),
		}
		if sd.forID == sd.orig {
			terms[s].SubstituteFor = sd.orig
		}
	}
	for s := range sides {
		if sides[s].forID == sides[1-s].opp {
			return RatedGame{}, own, GameErrors{{Game: gi, Origin: g.Origin, Msg: fmt.Sprintf(
				"after the substitute rule (Appendix 1 item 18) player %d would be both White and Black", sides[s].forID)}}
		}
	}
	return RatedGame{Game: gi, WhiteFor: sides[0].forID, BlackFor: sides[1].forID, terms: &terms}, own, nil
}

// opponents sets, on each side of game gi, who the game is against for
// the other side and with what rating (Appendix 1 item 18b: whichever of
// the player at the board and the one replaced has the higher rating; a
// tie goes to the original player). The errors are every player of the
// game who enters it without any rating (gameRating), both sides'.
func (r *rater2017) opponents(gi int, sides *[2]side2017) GameErrors {
	var errs GameErrors
	for s := range sides {
		sd := &sides[s]
		rs, src, err := r.gameRating(gi, sd.sat, sd.start)
		if err != nil {
			errs = append(errs, err)
		}
		sd.opp, sd.oppR, sd.oppSrc = sd.sat, rs, src
		if sd.orig != 0 {
			ro, srcO, err := r.gameRating(gi, sd.orig, 0)
			if err != nil {
				errs = append(errs, err)
			} else if ro >= rs {
				sd.opp, sd.oppR, sd.oppSrc = sd.orig, ro, srcO
			}
		}
	}
	return errs
}

// gameRating is the rating with which player id enters game gi for the
// opponent's update (Appendix 1 item 8, Tournament Rules 9.4); start is the
// start rating the game gives id, 0 when none.
//
// Readings (docs/rules.d/elo2017.md): a player with a published rating
// (≥ 12 games) enters with the rating of the list the period starts from,
// or the start rating if that is higher (9.4 last sentence); any other
// player enters with the start rating, which, when the game gives none, is
// what 9.4 and item 8 assign a newer player: the declared FIDE rating, else
// the tournament level (TournamentLevel, NationalLevel). Only when the event
// type gives no level either does a rated player enter with the pre-period
// rating; an unrated one is then an error naming the game.
func (r *rater2017) gameRating(gi int, id PlayerID, start float64) (float64, OpponentSource, *GameError) {
	pl := &r.in.Players[r.idx[id]]
	if pl.Published() {
		if start > pl.Rating {
			return start, FromStart, nil
		}
		return pl.Rating, FromList, nil
	}
	if start > 0 {
		return start, FromStart, nil
	}
	if a, ok := r.assumed(gi, pl); ok {
		return a, FromStart, nil
	}
	if pl.Rated {
		return pl.Rating, FromPrePeriod, nil
	}
	g := &r.in.Games[gi]
	se := &StartRatingError{Player: id, Seat: seatOf(g, id), Type: g.Type, National: IsNationalEvent(g.Type)}
	return 0, 0, &GameError{Game: gi, Origin: g.Origin, Msg: se.text() + "; give a start rating", Err: se}
}

// StartRatingError is the problem of a game rated with iccf-2017 in which
// a player without a rating enters with none: the game gives him no start
// rating, he has no FIDE rating, and the game's event type has no
// tournament level (Appendix 1 items 8 and 11, Tournament Rules 9.4;
// docs/rules.md §2 "Who fills in the start rating"). It is the Err of the
// GameError naming the game, so that the application can say what to fill
// in where the game was read.
type StartRatingError struct {
	// Player is the player without a rating.
	Player PlayerID
	// Seat is how he is in the game: FieldWhite or FieldBlack when he
	// sat; FieldWhiteSubFor or FieldBlackSubFor when he is the original
	// player a substitute sat in for, whose own start rating the game
	// cannot give (it belongs to the substitute, docs/rules.md §1.3).
	Seat GameField
	// Type is the game's event type, "" when it gives none.
	Type string
	// National tells that Type names a national tournament, whose level
	// (the average of its participants with a published rating, item 11)
	// none of its participants gives.
	National bool
}

// Error says what is missing, package-prefixed.
func (e *StartRatingError) Error() string { return "engine: " + e.text() }

// text is the problem without the package prefix.
func (e *StartRatingError) text() string {
	return fmt.Sprintf("unrated player %d has no start rating, no FIDE rating, and event type %q has no tournament level (Appendix 1 item 11)",
		e.Player, e.Type)
}

// seatOf is how player id is in game g (StartRatingError.Seat).
func seatOf(g *Game, id PlayerID) GameField {
	switch id {
	case g.White:
		return FieldWhite
	case g.Black:
		return FieldBlack
	case g.WhiteSubFor:
		return FieldWhiteSubFor
	}
	return FieldBlackSubFor
}

// ownRating is the player's own rating R_o for W_e (Appendix 1 items 8, 9):
// the carried rating of a rated player, the start rating in the game of an
// unrated one (gameRating).
func (r *rater2017) ownRating(gi int, id PlayerID, start float64) (float64, *GameError) {
	if pl := &r.in.Players[r.idx[id]]; pl.Rated {
		return pl.Rating, nil
	}
	o, _, err := r.gameRating(gi, id, start)
	return o, err
}

// assumed is the start rating Tournament Rules 9.4 and Appendix 1 items 8
// and 11 give a player without a published rating in game gi: the declared
// FIDE rating, else the tournament level of the game's event type.
func (r *rater2017) assumed(gi int, pl *Player) (float64, bool) {
	if pl.FIDE > 0 {
		return float64(pl.FIDE), true
	}
	g := &r.in.Games[gi]
	if lvl, ok := TournamentLevel(g.Type); ok {
		return float64(lvl), true
	}
	if IsNationalEvent(g.Type) {
		a, ok := r.national[nationalKey2017(g)]
		return a, ok
	}
	return 0, false
}

// nationalKey2017 names the section of a game, for the national level.
func nationalKey2017(g *Game) string { return g.Tournament + "\x00" + g.Section }

// nationalLevels2017 computes the assumed rating of every national
// tournament section among the input's games (Appendix 1 item 11): the
// average of its participants with a published rating, at most 2400. A
// participant is anyone seated in one of the section's games, whatever its
// result; the rating counted is the participant's start rating given in the
// section (the first game that gives one), else the pre-period rating.
// Sections with no rated participant are left out.
func nationalLevels2017(in *PeriodInput, idx map[PlayerID]int) map[string]float64 {
	type seat struct {
		key string
		id  PlayerID
	}
	type rating struct {
		r         float64
		fromStart bool
	}
	ratings := make(map[seat]rating)
	var order []seat
	for gi := range in.Games {
		g := &in.Games[gi]
		if !IsNationalEvent(g.Type) {
			continue
		}
		for _, s := range [2]struct {
			id    PlayerID
			start float64
		}{{g.White, g.WhiteStart}, {g.Black, g.BlackStart}} {
			i, found := idx[s.id]
			if !found || !in.Players[i].Published() {
				continue
			}
			k := seat{nationalKey2017(g), s.id}
			cur, seen := ratings[k]
			if !seen {
				order = append(order, k)
				cur = rating{r: in.Players[i].Rating}
			}
			if !cur.fromStart && s.start > 0 {
				cur = rating{r: s.start, fromStart: true}
			}
			ratings[k] = cur
		}
	}
	bySection := make(map[string][]float64)
	var sections []string
	for _, k := range order {
		if _, seen := bySection[k.key]; !seen {
			sections = append(sections, k.key)
		}
		bySection[k.key] = append(bySection[k.key], ratings[k].r)
	}
	levels := make(map[string]float64, len(sections))
	for _, key := range sections {
		if a, ok := NationalLevel(bySection[key]); ok {
			levels[key] = a
		}
	}
	return levels
}
