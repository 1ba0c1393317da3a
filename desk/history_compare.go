package desk

import (
	"cmp"
	"slices"

	"ratingdesk/engine"
)

// Comparison is what-if: the same players after the same quarter in two
// histories, e.g. two replays under different rulesets (docs/guide.md
// "Rating history"). Rows hold the players rated in both, in A's order.
type Comparison struct {
	Period engine.Period
	// RulesetA and RulesetB rated the quarter in A and in B.
	RulesetA, RulesetB engine.Ruleset
	Rows               []ComparisonRow
	// Gainers, Losers and Same count the rows whose published rating is
	// higher, lower or the same in B than in A.
	Gainers, Losers, Same int
	// OnlyA and OnlyB count the players rated in one history only.
	OnlyA, OnlyB int
}

// ComparisonRow is one player rated after the quarter in both histories.
type ComparisonRow struct {
	ID               engine.PlayerID
	Name, Fed        string
	RatingA, RatingB int
	ExactA, ExactB   float64
	GamesA, GamesB   int
	// Diff is RatingB − RatingA (published); DiffExact the difference of
	// the exact ratings.
	Diff      int
	DiffExact float64
}

// Compare compares the players after quarter p in a and b (the last
// quarter of a when p is the zero Period). ok is false when either
// history lacks the quarter.
func Compare(a, b *History, p engine.Period) (c *Comparison, ok bool) {
	if p == (engine.Period{}) && len(a.Periods) > 0 {
		p = a.Periods[a.Last()].Period
	}
	ka, kb := a.PeriodIndex(p), b.PeriodIndex(p)
	if ka < 0 || kb < 0 {
		return nil, false
	}
	c = &Comparison{Period: p, RulesetA: a.Periods[ka].Ruleset, RulesetB: b.Periods[kb].Ruleset}
	ratedB := 0
	for i := range b.Periods[kb].Players {
		if b.cols[kb].flags[i]&flagRated != 0 {
			ratedB++
		}
	}
	both := 0
	for i := range a.Periods[ka].Players {
		ra := a.Row(ka, i)
		j, found := b.byID[ra.ID]
		inB := found && j < b.Periods[kb].Players && b.cols[kb].flags[j]&flagRated != 0
		switch {
		case !ra.Rated:
			continue
		case !inB:
			c.OnlyA++
			continue
		}
		both++
		rb := b.Row(kb, j)
		c.add(ra, rb)
	}
	c.OnlyB = ratedB - both
	return c, true
}

// add appends the row of a player rated in both.
func (c *Comparison) add(ra, rb HistoryRow) {
	row := ComparisonRow{
		ID: ra.ID, Name: ra.Name, Fed: ra.Fed,
		RatingA: ra.Rating, RatingB: rb.Rating, ExactA: ra.RatingExact, ExactB: rb.RatingExact,
		GamesA: ra.Games, GamesB: rb.Games,
		Diff: rb.Rating - ra.Rating, DiffExact: rb.RatingExact - ra.RatingExact,
	}
	switch {
	case row.Diff > 0:
		c.Gainers++
	case row.Diff < 0:
		c.Losers++
	default:
		c.Same++
	}
	c.Rows = append(c.Rows, row)
}

// Differences are the published differences B − A of every row, for a
// histogram.
func (c *Comparison) Differences() []float64 {
	out := make([]float64, len(c.Rows))
	for i, r := range c.Rows {
		out[i] = float64(r.Diff)
	}
	return out
}

// Movers are the n rows that gain most and the n that lose most in B,
// biggest first (ties by ID).
func (c *Comparison) Movers(n int) (gainers, losers []ComparisonRow) {
	rows := slices.Clone(c.Rows)
	slices.SortStableFunc(rows, func(x, y ComparisonRow) int {
		return cmp.Or(cmp.Compare(y.DiffExact, x.DiffExact), cmp.Compare(x.ID, y.ID))
	})
	for _, r := range rows {
		if len(gainers) == n || r.DiffExact <= 0 {
			break
		}
		gainers = append(gainers, r)
	}
	for i := len(rows) - 1; i >= 0 && len(losers) < n && rows[i].DiffExact < 0; i-- {
		losers = append(losers, rows[i])
	}
	return gainers, losers
}
