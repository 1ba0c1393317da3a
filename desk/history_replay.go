package desk

import (
	"context"
	"slices"
	"sort"
	"time"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// ReplayProgress is told how far a replay has got: done quarters out of
// total, and the quarter under way (the last one when done == total).
type ReplayProgress func(done, total int, p engine.Period)

// Replay rates the quarters From to To in turn (docs/cli.md `replay`,
// docs/rules.md "Rating history"):
//
//   - the list and every results source are read once, with every problem
//     of every file at once (as LoadPeriod); nothing is rated when one is
//     an error. When every results source is a CSV game list, each game
//     is packed as it is read (loadReplay): a million games are never
//     held as read;
//   - every game is checked before the first quarter is rated, as `rate`
//     checks them (engine.CheckGames), so that every problem of every
//     game (a player not on the list, an undated game without
//     AssignUndated) is said at once before anything is rated; so is a
//     game of a quarter rated with iccf-2017 in which a player without a
//     rating enters with none (startRatingProblems);
//   - each quarter is given the games whose finish date its window holds
//     (the first one also the undated games); games outside From … To
//     are rated in no quarter; a quarter rated with iccf-2017 is also
//     given every game of the national tournaments, whose levels count
//     all their participants (Appendix 1 item 11), as `rate` is given all
//     the games;
//   - each quarter starts from the exact values the previous one ended
//     with, exactly as reading that quarter's list (rate --out) back as
//     the next --list would give them (chainPlayers);
//   - a game list's game given a second time from the other side is
//     looked for among every game as `rate` looks for it
//     (swappedWarnings); the warnings of the games a quarter rates are
//     the replay's and that quarter's (replaySwapped).
//
// Input problems the engine finds come back as Problems naming the file,
// sheet and cell, with a nil History; so does a cancelled ctx, as an
// error wrapping ctx.Err(). Warnings come back with the History.
func Replay(ctx context.Context, req ReplayRequest, progress ReplayProgress) (*History, xlsxio.Problems, error) {
	h, problems, _, err := replay(ctx, req, progress, false)
	return h, problems, err
}

// ReplayChecked is Replay, also saying, as LoadPeriodChecked does,
// whether the files were checked across: checked is false when the
// replay stopped on an error of a file's own reading, before the checks
// across the files (every game's players on the list, …) were all made
// (NotCheckedAcross).
func ReplayChecked(ctx context.Context, req ReplayRequest, progress ReplayProgress) (h *History, problems xlsxio.Problems, checked bool, err error) {
	return replay(ctx, req, progress, false)
}

// replay is ReplayChecked; with asRead, the games are read as loadPeriod
// reads them even when they could be packed as they are read
// (loadReplay), as a test compares.
func replay(ctx context.Context, req ReplayRequest, progress ReplayProgress, asRead bool) (*History, xlsxio.Problems, bool, error) {
	if err := req.Check(); err != nil {
		return nil, nil, true, err
	}
	periods := req.Periods()
	first := Request{
		List: req.List, ListSheet: req.ListSheet, Results: req.Results, Period: periods[0], Ruleset: req.RulesetAt(periods[0]),
		AssignUndated: req.AssignUndated, Read: req.Read, CSV: req.CSV,
	}
	lp, pg, problems, st := loadReplay(first, asRead)
	swapped := replaySwapped(st.swapped, periods)
	if problems.HasErrors() {
		return nil, append(problems, swapped.all...), !st.unread, nil
	}
	h, problems, err := replayLoaded(ctx, req, progress, lp, pg, st.dupsLeft, swapped)
	return h, problems, true, err
}

// quarterWarnings are warnings of a replay's games, all of them and
// those of each quarter (by the index of its period).
type quarterWarnings struct {
	all xlsxio.Problems
	of  []xlsxio.Problems
}

// replaySwapped are the warnings of the games given from both sides
// (swappedWarnings, as `rate` gives them) that a quarter of periods rates,
// by the quarter whose window holds the game's finish date: a game no
// quarter rates is not rated twice (docs/rules.md "A game given from both
// sides").
func replaySwapped(found []swappedFind, periods []engine.Period) quarterWarnings {
	qw := quarterWarnings{of: make([]xlsxio.Problems, len(periods))}
	base := periodSerial(periods[0])
	for _, f := range found {
		if k := periodSerial(engine.PeriodOf(f.finished)) - base; k >= 0 && k < len(periods) {
			qw.all = append(qw.all, f.warning)
			qw.of[k] = append(qw.of[k], f.warning)
		}
	}
	return qw
}

// replayLoaded is replay once the files are read into lp (and pg, the
// packed games, when the games were packed as they were read); swapped
// are the warnings of the games given from both sides it rates.
func replayLoaded(ctx context.Context, req ReplayRequest, progress ReplayProgress, lp *LoadedPeriod, pg *packedGames, dupsLeft bool, swapped quarterWarnings) (*History, xlsxio.Problems, error) {
	periods := req.Periods()
	if req.OnLoaded != nil {
		if err := req.OnLoaded(lp); err != nil {
			return nil, nil, err
		}
	}
	warnings := lp.Warnings
	var parts *gameParts
	h := &History{byID: make(map[engine.PlayerID]int), CSV: req.CSV}
	if req.CSV.Separator == 0 && lp.List != nil {
		h.CSV = lp.List.CSV
	}
	players := lp.Input.Players
	// The quarters are rated from one memory, and each starts from one of
	// two lists in turn, made from the quarter before (chainPlayers): a
	// quarter's result and list are done with once the next one's list is
	// made, so memory does not grow with the quarters.
	mem := new(engine.PeriodMemory)
	var lists [2][]engine.Player
	for k, p := range periods {
		if k == 0 {
			var ps xlsxio.Problems
			var err error
			parts, ps, err = prepareGames(ctx, req, lp, pg, dupsLeft)
			pg = nil
			// As `rate` has them: after the files' warnings.
			warnings = append(slices.Clip(lp.Warnings), swapped.all...)
			if err != nil || ps.HasErrors() {
				return nil, append(warnings, ps...), err
			}
			warnings = append(warnings, parts.outside.warnings(parts.packed, periods, lp.List)...)
			if ps, err := startRatingProblems(ctx, req, parts, lp.List, players); err != nil || ps.HasErrors() {
				return nil, append(warnings, ps...), err
			}
		}
		// Told once every game is checked: a replay that stops on a
		// game's problem has rated no quarter.
		if progress != nil {
			progress(k, len(periods), p)
		}
		q, ps, err := replayPeriod(ctx, req, lp, parts, k, players, mem, swapped.of[k])
		if err != nil || ps.HasErrors() {
			return nil, append(warnings, ps...), err
		}
		h.add(q.Result, q.Loaded.Input.Games)
		if k == 0 {
			h.setStart(q.Result, lp.List)
		}
		if req.OnPeriod != nil {
			if err := req.OnPeriod(q); err != nil {
				return nil, warnings, err
			}
		}
		if outside := RatingsOutsideList(q.Result); len(outside) > 0 {
			if k+1 < len(periods) {
				return nil, warnings, &ListRatingError{Next: periods[k+1], Problems: outside}
			}
			warnings = append(warnings, outside...)
		}
		lists[k%2] = chainPlayers(lists[k%2], q.Result, req.Read.DefaultRD)
		players = lists[k%2]
	}
	if progress != nil {
		progress(len(periods), len(periods), periods[len(periods)-1])
	}
	return h, warnings, nil
}

// replayPeriod rates quarter k of the replay from players, with the
// memory mem of the quarters before it (engine.PeriodMemory); its
// warnings are the files' and swapped, those of its games given from
// both sides.
func replayPeriod(ctx context.Context, req ReplayRequest, lp *LoadedPeriod, parts *gameParts, k int, players []engine.Player, mem *engine.PeriodMemory, swapped xlsxio.Problems) (*ReplayedPeriod, xlsxio.Problems, error) {
	p := parts.periods[k]
	rs := req.RulesetAt(p)
	games := parts.gamesOf(k, rs.ID == engine.ICCF2017)
	qlp := &LoadedPeriod{
		// Every game was checked before the first quarter (prepareGames),
		// against the same players: the quarter need not check them again.
		Input:    engine.PeriodInput{Ruleset: rs, Period: p, Players: players, Games: games, GamesChecked: true, Memory: mem},
		List:     lp.List,
		Inputs:   lp.Inputs,
		Warnings: lp.Warnings,
	}
	if len(swapped) > 0 {
		qlp.Warnings = append(slices.Clip(lp.Warnings), swapped...)
	}
	res, ps, err := RatePeriod(ctx, qlp, nil)
	if err != nil || ps.HasErrors() {
		return nil, ps, err
	}
	r := Request{
		List: req.List, ListSheet: req.ListSheet, Results: req.Results, Period: p, Ruleset: rs,
		AssignUndated: req.AssignUndated && k == 0, Read: req.Read, CSV: req.CSV,
	}
	return &ReplayedPeriod{Index: k, Loaded: qlp, Result: res, request: r}, nil, nil
}

// prepareGames checks every game of the replay (checkReplayGames), then
// packs them (packedGames) and gives them to their quarters: each
// quarter's games are made again from the packed ones, and the games as
// read can go. Games packed as they were read (pg, see loadReplay) are
// checked as packed (checkPackedGames). With dupsLeft, the games given
// twice (duplicateGames) are looked for among the packed games, once the
// games as read are gone, and are errors after the games' own, as
// LoadPeriod would have them (among the games as read when a game has a
// problem).
func prepareGames(ctx context.Context, req ReplayRequest, lp *LoadedPeriod, pg *packedGames, dupsLeft bool) (*gameParts, xlsxio.Problems, error) {
	if pg != nil {
		ps, err := checkPackedGames(ctx, lp, pg)
		if dupsLeft {
			ps = append(ps, duplicateGames(pg.set())...)
		}
		if err != nil || ps.HasErrors() {
			return nil, ps, err
		}
		return partitionGames(pg, req.Periods(), req.uses2017()), nil, nil
	}
	ps, err := checkReplayGames(ctx, lp)
	if err != nil || ps.HasErrors() {
		if dupsLeft {
			ps = append(ps, duplicateGames(setOf(lp.Input.Games))...)
		}
		return nil, ps, err
	}
	pg = packGames(lp.Input.Games)
	if dupsLeft {
		if ps := duplicateGames(pg.set()); ps.HasErrors() {
			return nil, ps, nil
		}
	}
	lp.Input.Games = nil
	return partitionGames(pg, req.Periods(), req.uses2017()), nil, nil
}

// checkReplayGames checks every game of the replay before the first
// quarter is rated, as `rate` would check them (engine.CheckGames): every
// problem of every quarter is said before anything is rated. A cancelled
// ctx is left to the first quarter to say.
func checkReplayGames(ctx context.Context, lp *LoadedPeriod) (xlsxio.Problems, error) {
	if ctx.Err() != nil {
		return nil, nil
	}
	if err := engine.CheckGames(lp.Input); err != nil {
		return engineProblems(&lp.Input, lp.List, err, lp.rowNames)
	}
	return nil, nil
}

// gameParts says which games each quarter of a replay rates.
type gameParts struct {
	periods []engine.Period
	// of holds, for each quarter, the indexes of its games in file order.
	of [][]int32
	// national holds the indexes of the national tournaments' games.
	national []int32
	// packed are the games of the replay, once checked.
	packed *packedGames
	// buf holds the games of the quarter under way (gamesOf).
	buf []engine.Game
	// outside are the played games no quarter rates.
	outside outsideGames
}

// uses2017 tells whether a quarter of the replay is rated with iccf-2017.
func (r ReplayRequest) uses2017() bool {
	for _, p := range r.Periods() {
		if r.RulesetAt(p).ID == engine.ICCF2017 {
			return true
		}
	}
	return false
}

// partitionGames gives each game of pg to the quarter whose window
// holds its finish date; undated games to the first quarter. With
// national, it also lists the national tournaments' games (iccf-2017).
// The games are counted first, so that each list is made to size.
func partitionGames(pg *packedGames, periods []engine.Period, national bool) *gameParts {
	parts := &gameParts{periods: periods, of: make([][]int32, len(periods)), packed: pg}
	quarterOf := quarterFinder(pg, periods)
	isNational := make([]bool, len(pg.events))
	for e := range pg.events {
		isNational[e] = national && engine.IsNationalEvent(pg.events[e].typ)
	}
	counts := make([]int, len(periods))
	nationals := 0
	for i := range int32(len(pg.games)) {
		if k := quarterOf(i); k >= 0 && k < len(periods) {
			counts[k]++
		} else {
			parts.outside.add(pg, i, periods[0])
		}
		if national && pg.national(i, isNational) {
			nationals++
		}
	}
	for k, n := range counts {
		parts.of[k] = make([]int32, 0, n)
	}
	if national {
		parts.national = make([]int32, 0, nationals)
	}
	for i := range int32(len(pg.games)) {
		if k := quarterOf(i); k >= 0 && k < len(periods) {
			parts.of[k] = append(parts.of[k], i)
		}
		if national && pg.national(i, isNational) {
			parts.national = append(parts.national, i)
		}
	}
	return parts
}

// quarterFinder returns the index among periods of the quarter that rates
// game i of pg (engine.PeriodOf), −1 for none; 0 for an undated game. The
// windows of consecutive quarters follow each other without gap, so a
// packed game's day is looked up among the first days of the windows.
func quarterFinder(pg *packedGames, periods []engine.Period) func(i int32) int {
	base := periodSerial(periods[0])
	starts := make([]int64, len(periods)+1)
	for k, p := range periods {
		starts[k] = p.GamesFrom().Unix() / secondsADay
	}
	starts[len(periods)] = periods[len(periods)-1].GamesTo().Unix()/secondsADay + 1
	return func(i int32) int {
		switch p := &pg.games[i]; {
		case pg.undated(i):
			return 0
		case p.flags&flagKept != 0:
			if k := periodSerial(engine.PeriodOf(pg.finished(i))) - base; k < len(periods) {
				return k
			}
			return -1
		case int64(p.day) < starts[0] || int64(p.day) >= starts[len(periods)]:
			return -1
		default:
			return sort.Search(len(periods), func(k int) bool { return starts[k+1] > int64(p.day) })
		}
	}
}

// gamesOf is the input games of quarter k, in file order: its own (the
// first quarter's include the undated games), and with national every
// national tournament's game (iccf-2017) except the undated ones. Undated
// games keep AssignedToPeriod only in the first quarter.
func (gp *gameParts) gamesOf(k int, national bool) []engine.Game {
	idx := gp.of[k]
	if national && len(gp.national) > 0 {
		idx = mergeIndexes(idx, gp.national, func(i int32) bool { return !gp.packed.undated(i) })
	}
	// One buffer for every quarter: a quarter's games are done with once
	// it is rated and OnPeriod has returned (memory does not grow with
	// the quarters).
	out := slices.Grow(gp.buf[:0], len(idx))[:len(idx)]
	gp.buf = out
	for j, i := range idx {
		gp.packed.gameInto(&out[j], i)
		if k > 0 {
			out[j].AssignedToPeriod = false
		}
	}
	return out
}

// mergeIndexes merges two increasing index lists, taking from extra only
// those keep accepts, without duplicates.
func mergeIndexes(own, extra []int32, keep func(int32) bool) []int32 {
	out := make([]int32, 0, len(own)+len(extra))
	a, b := 0, 0
	for a < len(own) || b < len(extra) {
		switch {
		case b >= len(extra) || (a < len(own) && own[a] < extra[b]):
			out = append(out, own[a])
			a++
		case a < len(own) && own[a] == extra[b]:
			out = append(out, own[a])
			a, b = a+1, b+1
		default:
			if keep(extra[b]) {
				out = append(out, extra[b])
			}
			b++
		}
	}
	return out
}

// chainPlayers is the list the next quarter starts from: the players of
// res as reading its exported list (xlsxio.ExportFromResult) back would
// give them (docs/rules.md §1.6, "Rating history"): the exact rating and
// RD; no rating for an unrated player; the RD defaultRD when the list
// carries none (iccf-2017, or an RD that is not positive); the last game
// as a calendar day. The list is made in buf when it has room (its rows
// are overwritten), else in a new slice.
func chainPlayers(buf []engine.Player, res *engine.PeriodResult, defaultRD float64) []engine.Player {
	noRD := res.Ruleset.ID == engine.ICCF2017
	out := buf[:0]
	if cap(buf) < len(res.Players) {
		out = make([]engine.Player, len(res.Players))
	}
	out = out[:len(res.Players)]
	for i := range res.Players {
		pr := &res.Players[i]
		p := *pr.Player
		p.Rated, p.Games, p.Rating, p.RD = pr.Rated, pr.Games, 0, 0
		if pr.Rated {
			p.Rating, p.RD = pr.Rating, pr.RD
			if noRD || pr.RD <= 0 {
				p.RD = defaultRD
			}
		}
		p.LastGame = calendarDay(pr.LastGame)
		out[i] = p
	}
	return out
}

// calendarDay is t's date at midnight UTC, as a date cell holds it; the
// zero time stays zero.
func calendarDay(t time.Time) time.Time {
	if t.IsZero() {
		return t
	}
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// add appends the quarter res, rated from games, to the history.
func (h *History) add(res *engine.PeriodResult, games []engine.Game) {
	n := len(res.Players)
	c := historyColumns{
		exact: make([]float64, n), exactRD: make([]float64, n), changeExact: make([]float64, n),
		rating: make([]int16, n), rd: make([]int16, n), change: make([]int16, n),
		games: make([]int32, n), periodGames: make([]int32, n),
		score: make([]float32, n), flags: make([]uint8, n),
	}
	hp := HistoryPeriod{Period: res.Period, Ruleset: res.Ruleset, Players: n, Games: len(res.Rated),
		Undated: res.UndatedRated(&engine.PeriodInput{Games: games})}
	for _, x := range res.Excluded {
		// A quarter rated with iccf-2017 is given the national
		// tournaments' games of other quarters: count its own only.
		if g := &games[x.Game]; g.Finished.IsZero() || res.Period.Contains(g.Finished) {
			hp.Excluded++
		}
	}
	noRD := res.Ruleset.ID == engine.ICCF2017
	for i := range res.Players {
		pr := &res.Players[i]
		if i >= len(h.Players) {
			h.byID[pr.Player.ID] = len(h.Players)
			h.Players = append(h.Players, HistoryPlayer{ID: pr.Player.ID, Name: pr.Player.Name, Fed: pr.Player.Fed})
		}
		c.set(i, pr, noRD)
		if pr.PeriodGames > 0 {
			hp.Played++
		}
		if pr.Rated {
			hp.Rated++
		}
	}
	h.Periods = append(h.Periods, hp)
	h.cols = append(h.cols, c)
}

// setStart keeps the values the first quarter res started from for the
// players of the starting list list (the list's players come first in
// res, then those its results bring): the first point of a rating curve
// (CurveOf). A player's RD is kept whenever the list gives it, whatever
// the first quarter's ruleset (an iccf-2017 quarter uses none, yet the
// list's RD is what the player stood at; a tester's curve left it blank):
// not a default RD given for a row without one, which only a Glicko
// quarter uses (docs/rules.d/history.md "The starting list's RD").
func (h *History) setStart(res *engine.PeriodResult, list *xlsxio.RatingList) {
	listed := 0
	if list != nil {
		listed = len(list.Players)
	}
	unusedDefault := res.Ruleset.ID == engine.ICCF2017
	h.start = make([]StartValue, min(listed, len(res.Players)))
	for i := range h.start {
		p := res.Players[i].Player
		if !p.Rated {
			continue
		}
		h.start[i] = StartValue{Rated: true, Rating: p.Rating}
		defaulted := i < len(list.Rows) && list.Rows[i].DefaultRD
		if p.RD > 0 && !(defaulted && unusedDefault) {
			h.start[i].RD = p.RD
		}
	}
}

// set fills entry i from a player's result, as the list's columns show it
// (xlsxio.ExportFromResult).
func (c *historyColumns) set(i int, pr *engine.PlayerResult, noRD bool) {
	var f uint8
	c.games[i], c.periodGames[i], c.score[i] = int32(pr.Games), int32(pr.PeriodGames), float32(pr.PeriodScore)
	if pr.Active {
		f |= flagActive
	}
	if pr.Rated {
		f |= flagRated
		c.exact[i], c.rating[i] = pr.Rating, int16(pr.PublishedRating)
		if !noRD && pr.RD > 0 {
			f |= flagHasRD
			c.exactRD[i], c.rd[i] = pr.RD, int16(pr.PublishedRD)
		}
		if pr.Player.Rated {
			f |= flagHasChange
			c.change[i] = int16(pr.PublishedRating - engine.RoundHalfUp(pr.Player.Rating))
			c.changeExact[i] = pr.Rating - pr.Player.Rating
		}
	}
	c.flags[i] = f
}
