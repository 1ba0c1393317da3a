package engine

import "time"

// PeriodMemory is memory that rating periods rated one after another can
// share (PeriodInput.Memory): each takes its working slices and the
// slices of its result from it, made or grown when too small, instead of
// new ones. A replay of many quarters rates each from the same memory:
// fresh memory costs page faults, clearing and collections, a quarter of
// 20,000 players some tens of megabytes. Its zero value is ready to use.
//
// The result of a period rated with a PeriodMemory, and everything it
// holds (its players, rated and excluded games, the terms it computes on
// demand), is valid only until the next period is rated with the same
// memory. A PeriodMemory is used by one period at a time.
type PeriodMemory struct {
	players  []PlayerResult
	rated    []RatedGame
	excluded []ExcludedGame
	ratedIdx []int
	sums     []termSums
	finished []time.Time
	pos      [][2]int32
	seat     []seats
	played   []played
	counted  [][2]int32
	pre      []state
	ids      []PlayerID
	off      []int32
	slots    []int32
	next     []int32
	audit    periodAudit
	// idx maps idxIDs, the IDs of the players of the last period whose
	// list was found good, to their indexes (index): the next period's
	// list, with the same IDs in the same order, need not be mapped
	// again.
	idx    map[PlayerID]int
	idxIDs []PlayerID
}

// take is the slice *buf with length n and every element zero, kept in
// *buf (reuse).
func take[T any](buf *[]T, n int) []T {
	s := reuse(buf, n)
	clear(s)
	return s
}

// reuse is the slice *buf with length n, kept in *buf: *buf itself when
// it has room, its elements left as the last period left them (the
// caller sets every one before it reads any), else a new slice with an
// eighth more room, so that the next periods, a little larger or smaller
// (a replay's quarters), fit in it (room not used is not even touched).
// A period takes each of its slices from its PeriodMemory this way or
// with take.
func reuse[T any](buf *[]T, n int) []T {
	if cap(*buf) < n {
		*buf = make([]T, n, n+n/8)
		return *buf
	}
	*buf = (*buf)[:n]
	return *buf
}

// sameIDs reports whether players have the IDs ids, in that order.
func sameIDs(players []Player, ids []PlayerID) bool {
	if len(players) != len(ids) {
		return false
	}
	for i := range players {
		if players[i].ID != ids[i] {
			return false
		}
	}
	return true
}

// selection is where a period's selection (selectGamesIndexed) appends
// its rated and excluded games: m's slices emptied, nil without memory.
func (m *PeriodMemory) selection() (rated []int, excluded []ExcludedGame) {
	if m == nil {
		return nil, nil
	}
	return m.ratedIdx[:0], m.excluded[:0]
}

// keepSelection keeps the slices a selection appended to, grown, for the
// next period; nothing without memory.
func (m *PeriodMemory) keepSelection(rated []int, excluded []ExcludedGame) {
	if m != nil {
		m.ratedIdx, m.excluded = rated, excluded
	}
}
