package engine

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
	sums     []playerSums
	seat     []seats
	counted  [][2]int32
	pre      []state
	ids      []PlayerID
	audit    periodAudit
	// idx maps idxIDs, the IDs of the players of the last period whose
	// list was found good, to their indexes (index): the next period's
	// list, with the same IDs in the same order, need not be mapped
	// again.
	idx    map[PlayerID]int
	idxIDs []PlayerID
	// dense and denseBase are idx as a table by ID (denseIndex), nil
	// when the IDs spread too far.
	dense     []int32
	denseBase PlayerID
	// once marks the memory of one period alone (RatePeriod without
	// PeriodInput.Memory): its slices are made to size, without room for
	// a next period.
	once bool
}

// take is the slice *buf of m with length n and every element zero,
// kept in *buf (reuse).
func take[T any](m *PeriodMemory, buf *[]T, n int) []T {
	s := reuse(m, buf, n)
	clear(s)
	return s
}

// reuse is the slice *buf of m with length n, kept in *buf: *buf itself
// when it has room, its elements left as the last period left them (the
// caller sets every one before it reads any), else a new slice; in a
// memory kept for the periods after (not once) with an eighth more room,
// so that the next periods, a little larger or smaller (a replay's
// quarters), fit in it (room not used is not even touched, but the
// collector counts it: a single period's slices are made to size). A
// period takes each of its slices from its PeriodMemory this way or with
// take.
func reuse[T any](m *PeriodMemory, buf *[]T, n int) []T {
	if cap(*buf) < n {
		room := n + n/8
		if m.once {
			room = n
		}
		*buf = make([]T, n, room)
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

// selection is where the selection of a period's games (games of them,
// selectGamesIndexed) appends its rated games, their seats and its
// excluded games: m's slices emptied; without memory, new slices of rated
// games and seats with room for every game.
func (m *PeriodMemory) selection(games int) selected {
	if m == nil {
		// Room for every game: grown by appending, the slices would be
		// copied again and again (about twice their size in garbage).
		return selected{rated: make([]int, 0, games), seat: make([]seats, 0, games)}
	}
	return selected{rated: m.ratedIdx[:0], seat: m.seat[:0], excluded: m.excluded[:0]}
}

// keepSelection keeps the slices a selection appended to, grown, for the
// next period; nothing without memory.
func (m *PeriodMemory) keepSelection(sel selected) {
	if m != nil {
		m.ratedIdx, m.seat, m.excluded = sel.rated, sel.seat, sel.excluded
	}
}

// playerLookup finds a player's index by ID, as the map idx gives it (0
// for an ID not on the list): through a table by ID when the period's
// PeriodMemory keeps one for the list (denseIndex), else through the map.
// A replay looks up every game's players in every quarter.
type playerLookup struct {
	idx map[PlayerID]int
	// dense[j] is the index of the player with ID base+j, −1 for none.
	base  PlayerID
	dense []int32
}

// lookup is the playerLookup of idx, the index indexIn gave with m (nil:
// none).
func (m *PeriodMemory) lookup(idx map[PlayerID]int) playerLookup {
	if m == nil {
		return playerLookup{idx: idx}
	}
	return playerLookup{idx: idx, base: m.denseBase, dense: m.dense}
}

// find is the index of the player with ID id, and whether he is on the
// list (−1 and false when not).
func (l *playerLookup) find(id PlayerID) (int, bool) {
	if j := uint64(id - l.base); j < uint64(len(l.dense)) && l.dense[j] >= 0 {
		return int(l.dense[j]), true
	}
	i, ok := l.idx[id]
	if !ok {
		return -1, false
	}
	return i, true
}

// denseSpread is how many entries of a table by ID (4 bytes each) a
// player may take: beyond, the IDs are looked up in the map.
const denseSpread = 64

// denseIndex is players' table by ID for playerLookup, made in buf (of
// m): the
// lowest ID and, at j, the index of the player with ID base+j (−1 for
// none); none (nil) when the IDs spread over more than denseSpread
// entries a player. The IDs are positive and distinct (index).
func denseIndex(m *PeriodMemory, players []Player, buf []int32) (base PlayerID, dense []int32) {
	if len(players) == 0 {
		return 0, nil
	}
	lo, hi := players[0].ID, players[0].ID
	for i := range players {
		lo, hi = min(lo, players[i].ID), max(hi, players[i].ID)
	}
	if uint64(hi-lo) >= uint64(denseSpread*len(players)) {
		return 0, nil
	}
	dense = reuse(m, &buf, int(hi-lo)+1)
	for j := range dense {
		dense[j] = -1
	}
	for i := range players {
		dense[players[i].ID-lo] = int32(i)
	}
	return lo, dense
}
