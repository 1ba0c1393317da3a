package xlsxio

import (
	"fmt"

	"ratingdesk/titles"
)

// NormRules is what the norms workbook's Notes sheet names as the rules
// computed by (docs/rules.md §1: every output records its ruleset): the title
// regulations of Appendix 2 of the 2017 Tournament Rules (docs/rules.md §3),
// which work from the start ratings fixed in the section (App. 2 item
// 3a), not from a rating system.
const NormRules = "ICCF Title Regulations (App. 2, 2017)"

// NormsReport is what the norms of one crosstable section come to
// (docs/cli.md `norms`; docs/formats.md "Outputs": Norms workbook): the standings
// with their tie-breaks (Tournament Rules 7.2), the performance ratings
// (docs/rules.md §5) and the norm watch, with the statement of norms fixed at
// the start (App. 2).
type NormsReport struct {
	// Crosstable is the section as read.
	Crosstable *Crosstable
	// Scale is S of the performance ratings: titles.ScaleICCF (640, the
	// default) or titles.ScaleElo (400).
	Scale float64
	// Standings are in the order of the table (titles.Standings).
	Standings []titles.Standing
	// Performances hold one entry per player, in start-number order.
	Performances []titles.PlayerPerformance
	// Watch is the statement of norms and every player's standing towards
	// each title level (titles.WatchNorms).
	Watch titles.Watch
}

// Finished counts the section's games and those finished (the games of
// players whose games were cancelled do not count, App. 2 item 3a).
func (r *NormsReport) Finished() (finished, total int) {
	return r.Crosstable.Section.FinishedGames()
}

// Event is the section's name as a norm record carries it (titles.Norm
// Event): "Tournament / Section".
func (r *NormsReport) Event() string { return r.Crosstable.Name() }

// Earned lists the norms earned in the section, achieved or secured, one
// per player and level (titles.Watch.Norms).
func (r *NormsReport) Earned() []titles.Norm {
	return r.Watch.Norms(r.Crosstable.Section, r.Event())
}

// RatingsUsed says which ratings the norms count with: the start ratings
// (App. 2 items 2.10, 3a), or the assumed rating of App. 2 item 3b for a
// section failing the rated or fixed share.
func (r *NormsReport) RatingsUsed() string {
	if a := r.Watch.Statement.Requirements.AssumedRating; a > 0 {
		return fmt.Sprintf("assumed rating %d for every player (App. 2 item 3b)", a)
	}
	return "start ratings; unrated players: FIDE rating, else the mean of the rated (App. 2 items 2.10, 3a)"
}
