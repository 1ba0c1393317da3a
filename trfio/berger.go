package trfio

// slot is one player's game in one round of the schedule.
type slot struct {
	opp   int // the opponent's index, -1 for the free round
	white bool
	game  int // 0, or 1 for the second game of a double round
}

// schedule lays the games of n players out in the rounds of the FIDE
// Berger tables (FIDE Handbook C.05 Annex 1; docs/rules.md "TRF
// crosstables", "Writing rounds"), the players by their crosstable
// numbers (index i is number i+1): schedule[i][r] is player i's game in
// round r. With an odd number of players the tables of n+1 are used and
// the last number is the free round. A double round robin plays the
// tables a second time with the colours reversed.
func schedule(n int, double bool) [][]slot {
	m := n + n%2
	rounds := m - 1
	cycles := 1
	if double {
		cycles = 2
	}
	out := make([][]slot, n)
	for i := range out {
		out[i] = make([]slot, 0, rounds*cycles)
	}
	for cyc := range cycles {
		for r := range rounds {
			for _, pr := range bergerRound(m, r) {
				w, b := pr[0], pr[1]
				if cyc == 1 {
					w, b = b, w
				}
				put(out, w, b, true, cyc)
				put(out, b, w, false, cyc)
			}
		}
	}
	return out
}

// put adds player i's game against j (j beyond the players: the free
// round).
func put(out [][]slot, i, j int, white bool, game int) {
	if i >= len(out) {
		return
	}
	if j >= len(out) {
		j = -1
	}
	out[i] = append(out[i], slot{opp: j, white: white, game: game})
}

// bergerRound is round r (from 0) of the FIDE Berger table of m players
// (m even), as pairs of indexes, White first. With the numbers p = 1 …
// m-1 (index p-1) turning and m fixed, round r+1 pairs p and q when
// p + q ≡ r + 2 (mod m-1); the p with 2p ≡ r + 2 plays m, with White when
// p ≤ m/2. Of two numbers p < q, p has White when p + q is odd. This gives
// the published tables: for 14 players round 1 is 1–14, 2–13, …, 7–8 and
// round 2 is 14–8, 9–7, 10–6, 11–5, 12–4, 13–3, 1–2.
func bergerRound(m, r int) [][2]int {
	k := m - 1
	s := (r + 2) % k
	pairs := make([][2]int, 0, m/2)
	for p := 1; p <= k; p++ {
		q := ((s-p)%k + k) % k
		if q == 0 {
			q = k
		}
		switch {
		case q == p && 2*p <= m:
			pairs = append(pairs, [2]int{p - 1, m - 1})
		case q == p:
			pairs = append(pairs, [2]int{m - 1, p - 1})
		case p < q && (p+q)%2 == 1:
			pairs = append(pairs, [2]int{p - 1, q - 1})
		case p < q:
			pairs = append(pairs, [2]int{q - 1, p - 1})
		}
	}
	return pairs
}
