package titles

import (
	"cmp"
	"slices"
	"strconv"
)

// Standing is one line of a section's final or current table.
type Standing struct {
	// Player indexes Section.Players.
	Player int
	// Place and PlaceTo are the place, shared from Place to PlaceTo when
	// players are still level after every tie-break (Tournament Rules 7.5);
	// both 0 for a player whose games were cancelled.
	Place, PlaceTo int
	// Score is the points from finished games, forfeits included (docs/rules.md
	// §1.4, §4).
	Score HalfPoints
	// Games is the number of finished games, forfeits included.
	Games int
	// Wins is the Baumbach count: won games, forfeit wins included
	// (Tournament Rules 7.2a; docs/rules.md §4).
	Wins int
	// SonnebornBerger is Σ over the player's games of the game's points
	// times the opponent's Score (Tournament Rules 7.2b); a multiple of ¼,
	// exact. See Standings for forfeits and unfinished games.
	SonnebornBerger float64
	// Tied is the number of players level with this one on score, wins and
	// Sonneborn-Berger, the player included (1 when alone).
	Tied int
	// AmongTied is the score in the games among those Tied players
	// (Tournament Rules 7.2c); 0 when the player is alone.
	AmongTied HalfPoints
	// Cancelled marks a player whose games were cancelled (App. 2 item 3a):
	// listed last, without a place.
	Cancelled bool
}

// PlaceString writes the place as a table does: "3", or "3–4" for a
// shared place; "–" for a player whose games were cancelled.
func (s Standing) PlaceString() string {
	switch {
	case s.Place == 0:
		return "–"
	case s.PlaceTo > s.Place:
		return strconv.Itoa(s.Place) + "–" + strconv.Itoa(s.PlaceTo)
	}
	return strconv.Itoa(s.Place)
}

// Standings ranks the section's players (Tournament Rules 7.2, 7.5;
// docs/rules.md §4): by score, then number of wins (Baumbach), then
// Sonneborn-Berger, then the results among the players still level; players
// level after all of these share the place. The order does not depend on
// the order of Section.Players: players sharing a place are listed by
// start number, then ID, then name.
//
// Readings:
//   - Forfeits count as the table scores them (docs/rules.md §1.4, §4): a forfeit
//     win is a win and a point, in the score, the wins, the
//     Sonneborn-Berger sum and the results among the tied.
//   - Sonneborn-Berger is Σ over the player's games of the game's points
//     times the opponent's score (a win adds the opponent's score, a draw
//     half of it), each game of a double round separately, with every
//     score as it stands: an unfinished game adds nothing, and a running
//     section's figures are provisional.
//   - Results among the tied (7.2c) are applied once, to each group level
//     on score, wins and Sonneborn-Berger: each member's score in the
//     finished games against the other members of the group; members
//     still level share the place (7.5).
//   - The games of a player whose games were cancelled (App. 2 item 3a)
//     count for nobody; that player is listed last without a place.
//   - The announcement may say ties are not broken (7.1); that is not
//     supported: the places are always those of 7.2 (docs/rules.md
//     "Standings").
func Standings(s Section) ([]Standing, error) {
	if err := s.Validate(); err != nil {
		return nil, err
	}
	rk := ranking{s: &s}
	rk.tally()
	n := len(s.Players)
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return cmp.Or(rk.primary(a, b), rk.identity(a, b)) })
	rk.breakTies(order)
	return rk.places(order), nil
}

// ranking is a section's standings being worked out: each player's line
// and Sonneborn-Berger sum in quarter points (sb), indexed like the players.
type ranking struct {
	s  *Section
	st []Standing
	sb []int
}

// tally counts each player's score, finished games, wins and
// Sonneborn-Berger (Standings' readings).
func (rk *ranking) tally() {
	s := rk.s
	n := len(s.Players)
	st := make([]Standing, n)
	for i := range n {
		st[i] = Standing{Player: i, Tied: 1, Cancelled: s.Players[i].GamesCancelled}
		for j := range n {
			if j == i || !s.counted(i, j) {
				continue
			}
			for _, r := range s.Games[i][j] {
				st[i].Score += r.Points()
				if r.Finished() {
					st[i].Games++
				}
				if r.IsWin() {
					st[i].Wins++
				}
			}
		}
	}
	sb := make([]int, n) // quarter points
	for i := range n {
		for j := range n {
			if j == i || !s.counted(i, j) {
				continue
			}
			for _, r := range s.Games[i][j] {
				sb[i] += int(r.Points()) * int(st[j].Score)
			}
		}
		st[i].SonnebornBerger = float64(sb[i]) / 4
	}
	rk.st, rk.sb = st, sb
}

// identity orders players who share a place: by start number, then ID,
// then name, then row.
func (rk *ranking) identity(a, b int) int {
	pa, pb := rk.s.Players[a], rk.s.Players[b]
	return cmp.Or(cmp.Compare(pa.No, pb.No), cmp.Compare(pa.ID, pb.ID), cmp.Compare(pa.Name, pb.Name), cmp.Compare(a, b))
}

// primary orders players by score, wins and Sonneborn-Berger (7.2a–b),
// players whose games were cancelled last.
func (rk *ranking) primary(a, b int) int {
	x, y := rk.st[a], rk.st[b]
	if x.Cancelled != y.Cancelled {
		if x.Cancelled {
			return 1
		}
		return -1
	}
	if x.Cancelled {
		return 0
	}
	return cmp.Or(cmp.Compare(y.Score, x.Score), cmp.Compare(y.Wins, x.Wins), cmp.Compare(rk.sb[b], rk.sb[a]))
}

// breakTies applies the results among the players level on score, wins and
// SB (7.2c) to each such group of order, once, and sorts the group by them.
func (rk *ranking) breakTies(order []int) {
	n := len(order)
	for lo := 0; lo < n; {
		hi := lo + 1
		for hi < n && rk.primary(order[lo], order[hi]) == 0 {
			hi++
		}
		group := order[lo:hi]
		if len(group) > 1 && !rk.st[group[0]].Cancelled {
			rk.amongTied(group)
		}
		lo = hi
	}
}

// amongTied sets Tied and AmongTied for the members of a group level on
// score, wins and SB, and sorts the group by AmongTied.
func (rk *ranking) amongTied(group []int) {
	st := rk.st
	for _, a := range group {
		st[a].Tied = len(group)
		for _, b := range group {
			if a == b {
				continue
			}
			for _, r := range rk.s.Games[a][b] {
				st[a].AmongTied += r.Points()
			}
		}
	}
	slices.SortFunc(group, func(a, b int) int {
		return cmp.Or(cmp.Compare(st[b].AmongTied, st[a].AmongTied), rk.identity(a, b))
	})
}

// places lists the lines in order, players still level sharing the place
// (7.5); a player whose games were cancelled gets none.
func (rk *ranking) places(order []int) []Standing {
	n := len(order)
	st := rk.st
	out := make([]Standing, 0, n)
	for k := 0; k < n; {
		a := order[k]
		end := k + 1
		for end < n && rk.primary(a, order[end]) == 0 && st[order[end]].AmongTied == st[a].AmongTied {
			end++
		}
		for _, b := range order[k:end] {
			line := st[b]
			if !line.Cancelled {
				line.Place, line.PlaceTo = k+1, end
			}
			out = append(out, line)
		}
		k = end
	}
	return out
}
