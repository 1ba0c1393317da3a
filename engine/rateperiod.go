package engine

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// state is a player's pre-period rating and RD (Rules 2.1), with the
// standardised values and exponentials every game of the player shares
// (Rules 2.2a–c): exp(μ) for the player's own terms, exp(μ ∓ σ) for the
// opponents' terms against the player at that rating. The exponentials are
// set only for colourless parameters.
type state struct {
	r, rd float64
	// published: rated with at least 12 games on the list (Rules 1.4).
	published                bool
	mu, sigma                float64
	expMu, expMinus, expPlus float64
}

// newState computes a pre-period state and what its terms share.
func newState(p *Params, r, rd float64) state {
	s := state{r: r, rd: rd, mu: standardise(p, r, 1500), sigma: standardise(p, rd, 0)}
	if colourless(p) {
		s.expMu = expDet(s.mu)
		s.expMinus, s.expPlus = expDet(s.mu-s.sigma), expDet(s.mu+s.sigma)
	}
	return s
}

// side is one side of a game as the period sees it.
type side struct {
	sat   int // index of the player who sat at the board
	orig  int // index of the player the substitute sat for, −1 when none (Rules 6)
	start float64
	score float64
	white bool
}

// seats are the indexes into the players of a game's White and Black and of
// the players they sat in for (−1 when none, Rules 6).
type seats struct{ white, whiteFor, black, blackFor int32 }

// seatsOf looks a game's players up: −1 for a player not on the list,
// and for the player a side sat in for when it names none.
func seatsOf(g *Game, players *playerLookup) seats {
	w, _ := players.find(g.White)
	b, _ := players.find(g.Black)
	st := seats{white: int32(w), whiteFor: -1, black: int32(b), blackFor: -1}
	if g.WhiteSubFor != 0 {
		i, _ := players.find(g.WhiteSubFor)
		st.whiteFor = int32(i)
	}
	if g.BlackSubFor != 0 {
		i, _ := players.find(g.BlackSubFor)
		st.blackFor = int32(i)
	}
	return st
}

// sides splits a game into White's and Black's side.
func sides(g *Game, st seats) (w, b side) {
	w = side{sat: int(st.white), orig: int(st.whiteFor), start: g.WhiteStart, score: g.Outcome.WhiteScore(), white: true}
	b = side{sat: int(st.black), orig: int(st.blackFor), start: g.BlackStart, score: g.Outcome.BlackScore()}
	return w, b
}

// cancelEvery is the size of a block of games or players: the unit of work
// of one goroutine, between two looks at the context and two progress
// reports.
const cancelEvery = 1024

// RatePeriod computes a rating period (docs/rules.md §1): it checks and selects
// the games (docs/rules.md §1.4–1.5, Tournament Rules 9.2), and for iccf-2023 and
// iccf-2025 updates every player (Rules 2, 5, 6; docs/rules.md §1.1–1.3, §1.6).
// iccf-2017 is computed by the Elo-style rules of Appendix 1.
//
// For each rated game and each side, the side's term is computed from the
// player's own pre-period state (PrePeriod) against the other side as it
// enters by Rules 1.4 and 6b (docs/rules.md §1.2–1.3; see opponentRating and
// asOpponent). A substitute's game counts for the substitute only if its D1
// in the substitute's update is > 0 (Rules 6a), otherwise for the original
// player as if he had played it, from his pre-period state; it then adds to
// his Games, PeriodGames and LastGame and not to the substitute's. Terms are
// in input game order; sums are taken in that order.
//
// Outputs (docs/rules.md §1.6): exact Rating and RD at full precision;
// PublishedRating rounded half up and PublishedRD rounded half up and
// limited to [30, 250]; Games = the row's Games plus the games counted in the
// period; Status by Tournament Rules 9.3; LastGame the later of the row's and
// the latest finish date of a counted game, an undated game assigned to the
// period counting as finished on the period's last day (Period.GamesTo);
// Active when LastGame is on or after Period.ActiveSince or the player is
// Running (Tournament Rules 9.7). A player without a counted game keeps the
// pre-period rating and (grown) RD; an unrated one stays unrated and keeps
// the row's Rating and RD, with PublishedRating and PublishedRD 0.
//
// Input problems come back as GameErrors or a *PlayerError; a player whose
// update fails the guard of docs/rules.md §1.1 as a *NonFiniteError naming him.
// The games are seated and the players finished in blocks of 1024 on up
// to GOMAXPROCS goroutines; the terms are summed game after game on the
// calling goroutine, into one running total a player. Each value is
// computed by one goroutine from the same inputs in the same order, so the
// result does not depend on the schedule. The context is looked at before
// every block of 1024 games or players (a cancelled period's error wraps
// ctx.Err()). progress, if not nil, is called on the
// calling goroutine with the steps done out of (rated games + players),
// from (0, total) to (total, total).
func RatePeriod(ctx context.Context, in PeriodInput, progress Progress) (*PeriodResult, error) {
	switch in.Ruleset.ID {
	case ICCF2017:
		return ratePeriod2017(ctx, in, progress)
	case ICCF2023, ICCF2025:
	default:
		return nil, fmt.Errorf("engine: unknown ruleset %q (want iccf-2023, iccf-2025 or iccf-2017)", in.Ruleset.ID)
	}
	if err := checkParams(in.Ruleset); err != nil {
		return nil, err
	}
	if err := periodCancelled(ctx, in.Period); err != nil {
		return nil, err
	}
	sel, err := selectGamesIndexed(in)
	if err != nil {
		return nil, err
	}
	mem := in.Memory
	if mem == nil {
		mem = &PeriodMemory{once: true}
	}
	run := &periodRun{ctx: ctx, in: &in, p: &in.Ruleset.Params, ratedIdx: sel.rated, seat: sel.seat, mem: mem}
	run.pre = preStates(run.p, in.Players, reuse(mem, &mem.pre, len(in.Players)))
	if err := run.countGames(); err != nil {
		return nil, periodStopped(ctx, in.Period, err)
	}
	out, rated, err := run.update(progress)
	if err != nil {
		return nil, periodStopped(ctx, in.Period, err)
	}
	return &PeriodResult{Ruleset: in.Ruleset, Period: in.Period, Players: out, Rated: rated, Excluded: sel.excluded}, nil
}

// periodCancelled is the error of a rating period whose context is
// cancelled (it wraps ctx.Err()), nil while the context is live.
func periodCancelled(ctx context.Context, period Period) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("engine: rating period %s: %w", period, err)
	}
	return nil
}

// periodStopped is the error of a step of a rating period that failed with
// err: the cancellation when the context was cancelled, else err.
func periodStopped(ctx context.Context, period Period, err error) error {
	if ctx.Err() != nil {
		return periodCancelled(ctx, period)
	}
	return err
}

// preStates computes every player's pre-period state (Rules 2.1) and
// whether he is on the published list (Rules 1.4) into pre, one entry a
// player.
func preStates(p *Params, players []Player, pre []state) []state {
	for i := range players {
		r, rd := prePeriod(p, &players[i])
		pre[i] = newState(p, r, rd)
		pre[i].published = players[i].Published()
	}
	return pre
}

// periodRun is a rating period of iccf-2023 or iccf-2025 under way: its
// input, the players' pre-period states, the rated games (indexes into
// in.Games, in game order) with their seats and, once countGames has
// run, whom each side of each rated game counts for and the period's end. Its
// audit is what the result keeps to compute the terms on demand; mem is
// the memory its slices are taken from (PeriodInput.Memory, or a new
// one).
type periodRun struct {
	ctx      context.Context
	in       *PeriodInput
	p        *Params
	pre      []state
	ratedIdx []int
	seat     []seats
	counted  [][2]int32
	end      periodEnd
	mem      *PeriodMemory
	// warmed keeps what warmPlayers returns.
	warmed int32
}

// countGames works out, for each rated game, whom each side counts for
// (Rules 6a) from its seats (found by the selection, selectGamesIndexed),
// and the period's end (periodEnd).
func (r *periodRun) countGames() error {
	in, p, pre, seat := r.in, r.p, r.pre, r.seat
	r.counted = reuse(r.mem, &r.mem.counted, len(seat))
	r.end = periodEnd{
		undated:     in.Period.GamesTo(),
		activeSince: in.Period.ActiveSince(),
	}
	counted := r.counted
	return forBlocks(r.ctx, len(seat), func(lo, hi int) error {
		for k := lo; k < hi; k++ {
			if seat[k].whiteFor < 0 && seat[k].blackFor < 0 {
				// No substitute: each side counts for who sat
				// (countsFor), without reading the game itself.
				counted[k] = [2]int32{seat[k].white, seat[k].black}
				continue
			}
			w, b := sides(&in.Games[r.ratedIdx[k]], seat[k])
			counted[k] = [2]int32{int32(countsFor(p, pre, w, b)), int32(countsFor(p, pre, b, w))}
		}
		return nil
	}, nil)
}

// update computes the terms of the rated games and then each player's
// update and outputs, reporting progress over (rated games + players).
func (r *periodRun) update(progress Progress) ([]PlayerResult, []RatedGame, error) {
	players := r.in.Players
	audit := r.audit()
	total := len(r.ratedIdx) + len(players)
	if progress != nil {
		progress(0, total)
	}
	sums, rated, err := r.rateGames(audit, progressFrom(progress, 0, total))
	if err != nil {
		return nil, nil, err
	}
	// Each player's update and outputs.
	// Not cleared first: each result is set whole, where its block of
	// players is finished (the first touch of fresh memory costs, and a
	// clearing pass would make it on one core before the blocks start).
	out := reuse(r.mem, &r.mem.players, len(players))
	p, pre, end := r.p, r.pre, &r.end
	err = forBlocks(r.ctx, len(players), func(lo, hi int) error {
		for i := lo; i < hi; i++ {
			out[i] = PlayerResult{audit: audit, auditIdx: i}
			latest := end.undated
			if s := &sums[i]; s.n > 0 {
				latest = s.finished
			}
			if err := finishPlayer(p, &out[i], &players[i], pre[i], end, &sums[i], latest); err != nil {
				return err
			}
		}
		return nil
	}, progressFrom(progress, len(r.ratedIdx), total))
	if err != nil {
		return nil, nil, err
	}
	if progress != nil {
		progress(total, total)
	}
	return out, rated, nil
}

// playerSums are what a player's update sums of the terms counted for
// him, in game order (rateGames): D1 and D2 (Rules 2.2f), his score, how
// many terms, and the instant his latest term's game counts as finished,
// first on ties (periodEnd.finished: seconds since 1970 to compare, and
// the date itself): PeriodGames, PeriodScore and LastGame (docs/rules.md
// §1.6). The date is kept rather than looked up again in the games when
// the player is finished, a read from anywhere in megabytes of games for
// each player; with it a player's sums fill one 64-byte cache line.
type playerSums struct {
	d1, d2, score float64
	at            int64
	finished      time.Time
	n             int32
}

// add sums the term of side s against o of a rated game, finished on
// fin (at seconds since 1970), into the sums of the player it counts for
// (forIdx), computed from his own pre-period state as writeTerm computes
// it, without the fields only the audit trail shows.
func (ps *playerSums) add(p *Params, pre []state, s, o side, forIdx int, fin time.Time, at int64) {
	a, _ := argsFor(p, pre, s, o)
	a.mu, a.ew = pre[forIdx].mu, pre[forIdx].expMu
	var t Term
	computeTerm(p, &a, &t)
	ps.score += s.score
	if ps.n == 0 || at > ps.at {
		ps.finished, ps.at = fin, at
	}
	ps.n++
	ps.d1 += t.D1
	ps.d2 += t.D2
}

// rateGames computes both terms of every rated game from the game and its
// seats and counts (countGames), in game order, and sums each into the playerSums of
// the player it counts for, so that each player's sums are taken in game
// order (docs/rules.md §1.6). It returns the sums, one a player, and the
// rated games, which compute their terms again from audit when asked. The
// context is looked at and done called every cancelEvery games: the sums
// are one running total a player, so the games are taken one after
// another on the calling goroutine.
func (r *periodRun) rateGames(audit *periodAudit, done func(int)) (sums []playerSums, rated []RatedGame, err error) {
	in, p, pre, ratedIdx, seat, counted, end := r.in, r.p, r.pre, r.ratedIdx, r.seat, r.counted, &r.end
	players := in.Players
	sums = take(r.mem, &r.mem.sums, len(players))
	rated = reuse(r.mem, &r.mem.rated, len(ratedIdx))
	ids := audit.ids
	for lo := 0; lo < len(ratedIdx); lo += cancelEvery {
		if err := r.ctx.Err(); err != nil {
			return nil, nil, err
		}
		hi := min(lo+cancelEvery, len(ratedIdx))
		for from := lo; from < hi; from += warmBlock {
			to := min(from+warmBlock, hi)
			r.warmed += warmPlayers(pre, sums, seat[from:to], counted[from:to])
			for k := from; k < to; k++ {
				gi := ratedIdx[k]
				g := &in.Games[gi]
				w, b := sides(g, seat[k])
				fin := end.finished(g)
				at := fin.Unix()
				wf, bf := int(counted[k][0]), int(counted[k][1])
				sums[wf].add(p, pre, w, b, wf, fin, at)
				sums[bf].add(p, pre, b, w, bf, fin, at)
				rated[k] = RatedGame{Game: gi, WhiteFor: ids[wf], BlackFor: ids[bf], audit: audit, auditIdx: k}
			}
		}
		if done != nil {
			done(hi)
		}
	}
	return sums, rated, nil
}

// warmBlock is how many rated games warmPlayers reads ahead of the terms.
const warmBlock = 128

// warmPlayers reads, for a block of rated games, the pre-period states of
// the players at the boards and the sums of the players the games count
// for, so that rateGames then finds them in the processor's cache
// (docs/performance.md "Where rate's time goes"). With 20,000 players
// they lie anywhere in 1.3 MB each: read one game at a time, between the
// terms' arithmetic, each cache miss is waited for in turn; in this short
// loop the processor has many under way at once. A period of 60,000
// games among 20,000 players drawn at random went from 33 to 24 ms, one
// of 1,000,000 games from 520 to 390 ms. It changes no value. What it
// returns means nothing, but must be kept (periodRun.warmed), or the
// compiler would drop the reads.
func warmPlayers(pre []state, sums []playerSums, seat []seats, counted [][2]int32) int32 {
	var n int32
	for k := range seat {
		n += sums[counted[k][0]].n + sums[counted[k][1]].n
		if pre[seat[k].white].published != pre[seat[k].black].published {
			n++
		}
	}
	return n
}

// progressFrom reports the steps finished by a phase of a rating period,
// which starts after before steps, as progress out of total; nil when
// progress is nil.
func progressFrom(progress Progress, before, total int) func(int) {
	if progress == nil {
		return nil
	}
	return func(finished int) { progress(before+finished, total) }
}

// audit is what the period's result keeps to compute its terms on demand
// (periodAudit): the run's input and states, and whom each side of each
// rated game counts for; each player's slots are laid out when a term is
// first asked for (periodAudit.layout).
func (r *periodRun) audit() *periodAudit {
	// A single period's audit is its own: kept in the memory, it would
	// keep every slice of the memory alive as long as the result is
	// (the app keeps the last period's).
	a := &r.mem.audit
	if r.mem.once {
		a = new(periodAudit)
	}
	// The players' IDs side by side: 8 bytes a player, looked up twice a
	// game (the period's and the audit's), instead of the players' whole
	// rows.
	ids := reuse(r.mem, &r.mem.ids, len(r.in.Players))
	for i := range r.in.Players {
		ids[i] = r.in.Players[i].ID
	}
	*a = periodAudit{
		p: *r.p, players: r.in.Players, ids: ids, games: r.in.Games, pre: r.pre,
		ratedIdx: r.ratedIdx, seat: r.seat, counted: r.counted,
	}
	return a
}

// layoutSlots gives each player's slots, in game order: off[i]…off[i+1]
// are player i's among slots, each k<<1 | side for side (0 White, 1
// Black) of the k-th rated game (counted[k] holds the indexes of the
// players the two sides count for). The slices are new, made to size:
// they are laid out only for the periods whose terms are asked for.
func layoutSlots(players int, counted [][2]int32) (off, slots []int32) {
	off = make([]int32, players+1)
	for k := range counted {
		off[counted[k][0]+1]++
		off[counted[k][1]+1]++
	}
	for i := 1; i <= players; i++ {
		off[i] += off[i-1]
	}
	next := make([]int32, players) // where player i's next slot goes
	copy(next, off[:players])
	slots = make([]int32, 2*len(counted))
	for k, c := range counted {
		for side, i := range c {
			slots[next[i]] = int32(k)<<1 | int32(side)
			next[i]++
		}
	}
	return off, slots
}

// argsFor prepares the term of side s against the other side o (Rules
// 1.4, 6b): the opponent as he enters, with r_j and the pre-period RD_j;
// the player's own μ and exp(μ) are set by the caller.
func argsFor(p *Params, pre []state, s, o side) (termArgs, entry) {
	opp := asOpponent(pre, o.sat, o.orig, o.start)
	op := &pre[opp.player]
	a := termArgs{
		muj: op.mu, sj: op.sigma, elMinus: op.expMinus, elPlus: op.expPlus,
		oppRating: opp.rating, oppRD: op.rd, score: s.score, white: s.white,
	}
	if opp.rating != op.r { // a start rating (Rules 1.4): its own exponentials
		a.muj = standardise(p, opp.rating, 1500)
		if colourless(p) {
			a.elMinus, a.elPlus = expDet(a.muj-a.sj), expDet(a.muj+a.sj)
		}
	}
	return a, opp
}

// countsFor is the index of the player side s of a game counts for: the
// player who sat, unless he sat in for another player and the game's D1 in
// his own update is not > 0 (Rules 6a, docs/rules.md §1.3).
func countsFor(p *Params, pre []state, s, o side) int {
	if s.orig < 0 {
		return s.sat
	}
	a, _ := argsFor(p, pre, s, o)
	a.mu, a.ew = pre[s.sat].mu, pre[s.sat].expMu
	var t Term
	computeTerm(p, &a, &t)
	if t.D1 > 0 {
		return s.sat
	}
	return s.orig
}

// writeTerm writes to *t the term of side s of game gi against the other
// side o, for player forIdx (the player who sat, or the one he sat in for,
// see countsFor), from that player's own pre-period state.
func writeTerm(p *Params, ids []PlayerID, pre []state, s, o side, forIdx, gi int, t *Term) {
	a, opp := argsFor(p, pre, s, o)
	a.mu, a.ew = pre[forIdx].mu, pre[forIdx].expMu
	computeTerm(p, &a, t)
	t.Game = gi
	t.Opponent = ids[opp.player]
	t.OppSource = opp.source
	if forIdx != s.sat {
		t.SubstituteFor = ids[forIdx]
	}
}

// periodEnd is what finishPlayer needs of the period.
type periodEnd struct {
	// undated is the date an undated game assigned to the period counts as
	// finished on: the last day of its window (docs/rules.md §1.5).
	undated time.Time
	// activeSince is 1 January two years before the list's year
	// (Tournament Rules 9.7a).
	activeSince time.Time
}

// finished is the finish date of a rated game, undated games assigned to
// the period counting as finished on its last day (docs/rules.md §1.5).
func (e *periodEnd) finished(g *Game) time.Time {
	if g.Finished.IsZero() {
		return e.undated
	}
	return g.Finished
}

// finishPlayer fills a player's result from the sums of the terms
// counted for him (rateGames; docs/rules.md §1.1, §1.6): period games and
// score, Games, LastGame, the update, the published values, the status
// and activity (*pr is zero but for its audit, which locates his terms).
// latest is the finish date of his latest counted game
// (periodEnd.finished), not used when he has none.
func finishPlayer(p *Params, pr *PlayerResult, pl *Player, pre state, end *periodEnd, sums *playerSums, latest time.Time) error {
	pr.Player = pl
	pr.PreRating, pr.PreRD = pre.r, pre.rd
	pr.PeriodGames = int(sums.n)
	pr.Games = pl.Games + pr.PeriodGames
	pr.Rated = pl.Rated || pr.PeriodGames > 0
	pr.PeriodScore = sums.score
	pr.LastGame = pl.LastGame
	if sums.n > 0 && latest.After(pr.LastGame) {
		pr.LastGame = latest
	}
	switch {
	case pr.PeriodGames > 0:
		r, rd, err := updateSums(p, pre.r, pre.rd, sums.d1, sums.d2)
		if err != nil {
			var nf *NonFiniteError
			if errors.As(err, &nf) {
				nf.Player = pl.ID
			}
			return err
		}
		pr.Rating, pr.RD, pr.SumD1, pr.SumD2 = r, rd, sums.d1, sums.d2
	case pl.Rated:
		pr.Rating, pr.RD = pre.r, pre.rd
	default:
		pr.Rating, pr.RD = pl.Rating, pl.RD
	}
	if pr.Rated {
		pr.PublishedRating = RoundHalfUp(pr.Rating)
		pr.PublishedRD = PublishRD(*p, pr.RD)
	}
	pr.Status = StatusOf(pr.Rated, pr.Games)
	pr.Active = pl.Running || (!pr.LastGame.IsZero() && !calendarDay(pr.LastGame).Before(end.activeSince))
	return nil
}

// checkParams rejects a Glicko-style ruleset whose parameters are not set
// or not usable (Rules 2.1–2.2).
func checkParams(rs Ruleset) error {
	p := rs.Params
	for _, v := range [...]float64{p.Scale, p.Beta0, p.Beta1, p.Alpha0, p.Alpha1, p.C, p.GrowthThreshold,
		p.RDFloor, p.RDCeiling, p.GrowthCap, p.UnratedRating, p.UnratedRD, p.FIDERD} {
		if !finite(v) {
			return fmt.Errorf("engine: ruleset %s: parameter %v is not finite", rs.ID, v)
		}
	}
	switch {
	case p.Scale <= 0:
		return fmt.Errorf("engine: ruleset %s: scale %v is not positive (parameters not set?)", rs.ID, p.Scale)
	case p.UnratedRD <= 0 || p.FIDERD <= 0:
		return fmt.Errorf("engine: ruleset %s: start RDs %v and %v must be positive", rs.ID, p.UnratedRD, p.FIDERD)
	case p.RDCeiling < p.RDFloor:
		return fmt.Errorf("engine: ruleset %s: RD limits [%v, %v] are empty", rs.ID, p.RDFloor, p.RDCeiling)
	}
	return nil
}
