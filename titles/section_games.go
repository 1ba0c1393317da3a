package titles

// FinishedGames counts the section's games that count and those of them
// finished: the games against a player whose games were cancelled count
// for nobody (App. 2 item 3a). A double round has two games a pair. This
// is the one count of a section's games that the statement of norms, the
// norms workbook and the app show.
func (s Section) FinishedGames() (finished, total int) {
	for i := range s.Players {
		for j := i + 1; j < len(s.Players); j++ {
			if !s.counted(i, j) {
				continue
			}
			for _, r := range s.Games[i][j] {
				total++
				if r.Finished() {
					finished++
				}
			}
		}
	}
	return finished, total
}

// Best is the best status player i has reached towards any title level
// (Achieved above Secured above Possible above OutOfReach; NotComputed
// in a section under the earlier rules, whose checks all have it); ok is false
// when the watch has no check of the player.
func (w Watch) Best(i int) (st NormStatus, ok bool) {
	for _, c := range w.Checks {
		if c.Player == i && (!ok || c.Status > st) {
			st, ok = c.Status, true
		}
	}
	return st, ok
}

// BestCounts counts the players of the watch by their best status (Best):
// how many have achieved a norm at some level, how many have secured one
// but achieved none, and so on.
func (w Watch) BestCounts() map[NormStatus]int {
	best := map[int]NormStatus{}
	for _, c := range w.Checks {
		if b, ok := best[c.Player]; !ok || c.Status > b {
			best[c.Player] = c.Status
		}
	}
	count := map[NormStatus]int{}
	for _, st := range best {
		count[st]++
	}
	return count
}

// UnplayedGames counts player i's games that count towards his norms but
// were not played: forfeits (finished, + or −) and unfinished games. The
// norm documents word what is left out of a performance or a withdrawn
// player's score by it: forfeits only when they are forfeits (App. 2 item
// 3a; docs/rules.md §1.4).
func (s Section) UnplayedGames(i int) (forfeits, unfinished int) {
	st := s.standing(i)
	return st.finished - st.played, st.remaining
}
