package engine

import "time"

// PlayerID is an ICCF player ID: a positive integer, unique on a list.
type PlayerID int64

// Player is one row of a rating list as the period starts from it
// (docs/formats.md "Rating list"; Tournament Rules 9.3–9.7).
type Player struct {
	ID     PlayerID
	Name   string
	Fed    string
	Titles []string

	// Rated says whether the player has an ICCF rating at all. An unrated
	// player entering a period with games starts from FIDE or 1800
	// (Rules 2.1a, docs/rules.md §1.1).
	Rated bool
	// Rating and RD are the exact (carried, full-precision) values the
	// previous period ended with (Rules 5: only outputs are rounded).
	Rating float64
	RD     float64

	// Games is the total number of rated games so far (Tournament Rules 9.3).
	Games int
	// FIDE is the declared FIDE rating, 0 when none (Rules 2.1a).
	FIDE int
	// LastGame is the finish date of the latest rated game, zero when unknown
	// (Tournament Rules 9.7a).
	LastGame time.Time
	// Running marks a player taking part in a running tournament
	// (Tournament Rules 9.7b).
	Running bool
}

// Thresholds of Tournament Rules 9.3.
const (
	// PublishedGames is the number of rated games from which a rating is
	// published (Tournament Rules 9.3).
	PublishedGames = 12
	// FixedGames is the number of rated games from which a rating is fixed
	// (Tournament Rules 9.3).
	FixedGames = 30
)

// Published reports whether the player's rating is published: rated with at
// least 12 games (Tournament Rules 9.3, Rules 1.4).
func (p Player) Published() bool { return p.Rated && p.Games >= PublishedGames }

// Status is the standing of a rating on a list (Tournament Rules 9.3).
type Status int

// The statuses of Tournament Rules 9.3.
const (
	// Unpublished: fewer than 12 rated games, or unrated.
	Unpublished Status = iota
	// Published: at least 12 rated games.
	Published
	// Fixed: at least 30 rated games.
	Fixed
)

// StatusOf gives the status for a rated player with the given number of
// games (Tournament Rules 9.3).
func StatusOf(rated bool, games int) Status {
	switch {
	case !rated || games < PublishedGames:
		return Unpublished
	case games < FixedGames:
		return Published
	default:
		return Fixed
	}
}

// String gives the status as written in the workbooks: "fixed",
// "published" or "unpublished".
func (s Status) String() string {
	switch s {
	case Fixed:
		return "fixed"
	case Published:
		return "published"
	default:
		return "unpublished"
	}
}
