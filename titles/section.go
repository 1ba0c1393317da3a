package titles

import (
	"fmt"
	"strings"
	"time"

	"ratingdesk/engine"
)

// RatingStatus is a player's ICCF rating standing at the start of a
// section (Tournament Rules 9.3; App. 2 items 1b, 1c and 2.10).
type RatingStatus int8

// The statuses a crosstable gives (docs/formats.md "Crosstable": Status).
const (
	// Unrated: no published ICCF rating at the start (fewer than 12 rated
	// games, Tournament Rules 9.3–9.4); written "unpublished".
	Unrated RatingStatus = iota
	// Unfixed: a published ICCF rating based on 12 to 29 games, not yet
	// fixed (the "unfixed" rating of TR 4 and App. 2 item 2.10); written
	// "published".
	Unfixed
	// Fixed: an ICCF rating based on at least 30 games (Tournament Rules 9.3).
	Fixed
)

// String writes the status in the words of Tournament Rules 9.3 that the
// app, the rating lists and the crosstables all use (docs/formats.md
// "Crosstable": Status): "unpublished" (Unrated: no rating published),
// "published" (Unfixed: published, not yet fixed) or "fixed". A
// crosstable's older "unrated" and "unfixed" are read as synonyms.
func (s RatingStatus) String() string {
	switch s {
	case Fixed:
		return "fixed"
	case Unfixed:
		return "published"
	default:
		return "unpublished"
	}
}

// StatusFromGames is the status of a player with the given number of rated
// games at the start (docs/formats.md "Crosstable": `Games` at start): fewer
// than 12 is Unrated (unpublished), since no rating is published
// (Tournament Rules 9.3, 9.4), 12 to 29 Unfixed (published), 30 or more
// fixed.
func StatusFromGames(games int) RatingStatus {
	switch engine.StatusOf(true, games) {
	case engine.Fixed:
		return Fixed
	case engine.Published:
		return Unfixed
	default:
		return Unrated
	}
}

// Withdrawal is a player's withdrawal from the section (Tournament Rules 8).
type Withdrawal int8

// The withdrawal states of a crosstable (docs/formats.md "Crosstable":
// Withdrawn no / accepted / not accepted).
const (
	// NotWithdrawn: the player plays on.
	NotWithdrawn Withdrawal = iota
	// WithdrawalAccepted: an accepted withdrawal (Tournament Rules 8.2–8.3).
	WithdrawalAccepted
	// WithdrawalNotAccepted: a withdrawal that was not accepted, or a silent
	// one (Tournament Rules 8.4, 8.5).
	WithdrawalNotAccepted
)

// String writes the withdrawal as a crosstable does: "no", "accepted" or
// "not accepted".
func (w Withdrawal) String() string {
	switch w {
	case WithdrawalAccepted:
		return "accepted"
	case WithdrawalNotAccepted:
		return "not accepted"
	default:
		return "no"
	}
}

// SectionPlayer is one row of a crosstable (docs/formats.md "Crosstable").
type SectionPlayer struct {
	// No is the start number, 1..N.
	No int
	// ID is the ICCF player ID, 0 when not given.
	ID engine.PlayerID
	// Name is the player's name as the crosstable writes it.
	Name string
	// Fed is the ICCF federation the player is a member of (App. 2 items
	// 1d, 1e).
	Fed string
	// Titles are the ICCF titles held at the start, e.g. "GM", "SIM"
	// (Tournament Rules 10.2c, 10.8d).
	Titles []string
	// StartRating is the start rating in the section, 0 when none
	// (Tournament Rules 9.4). For an Unrated player it may hold the FIDE
	// rating or the tournament level; the norm rules do not use the
	// tournament level (App. 2 item 2.10, see OpponentRatings).
	StartRating int
	// Status is the standing of the player's ICCF rating at the start.
	Status RatingStatus
	// FIDE is the declared FIDE rating, 0 when none (App. 2 item 2.10).
	FIDE int
	// Withdrawn is the player's withdrawal, if any (Tournament Rules 8,
	// App. 2 item 3a).
	Withdrawn Withdrawal
	// GamesCancelled marks a withdrawn player whose games were cancelled:
	// they count for nobody, and the norms of the others are recalculated
	// without them (App. 2 item 3a).
	GamesCancelled bool
}

// HasTitle reports whether the player holds the title (case-insensitive),
// e.g. HasTitle("GM").
func (p SectionPlayer) HasTitle(title string) bool {
	for _, t := range p.Titles {
		if strings.EqualFold(strings.TrimSpace(t), title) {
			return true
		}
	}
	return false
}

// Section is one crosstable section (docs/formats.md "Crosstable"): its key/value
// block, its players and its results.
type Section struct {
	// Tournament is the event's name.
	Tournament string
	// Name is the section's name.
	Name string
	// Type is the event type as the crosstable writes it (docs/rules.md §2),
	// e.g. "Master norm", "WC semi-final", "Thematic"; see Kind.
	Type string
	// Board and Boards describe a section of a team tournament: the board
	// this section is played on and the number of boards per team; both 0
	// for an individual event (App. 2 item 3b).
	Board, Boards int
	// Start is the start date (App. 2: the title regulations apply to events
	// starting on or after 1 April 2017); Finished the finish date, zero
	// while the section runs.
	Start, Finished time.Time
	// Rated says whether the section is rated (Tournament Rules 9.2).
	Rated bool
	// TitleTournament says whether the section was announced as a title
	// tournament (Tournament Rules 10.0.1).
	TitleTournament bool
	// DoubleRound: every pair plays two games (App. 2 item 1a,
	// Tournament Rules 10.0.2).
	DoubleRound bool
	// Players in start-number order or any other order; nothing in this
	// package depends on the order.
	Players []SectionPlayer
	// Games[i][j] holds the games of Players[i] against Players[j], from
	// i's side: one result, or two in a double round; Games[i][i] is empty.
	// Games[j][i] must hold the same games reversed (use SetGames).
	Games [][][]Result
}

// NewSection makes a section with the given players and every game
// unfinished: one game per pair, two when doubleRound. Rated and
// TitleTournament are set (the crosstable defaults for a title event);
// the caller sets the names, Type, dates and results.
func NewSection(players []SectionPlayer, doubleRound bool) Section {
	n := len(players)
	per := 1
	if doubleRound {
		per = 2
	}
	games := make([][][]Result, n)
	for i := range games {
		games[i] = make([][]Result, n)
		for j := range games[i] {
			if i != j {
				games[i][j] = make([]Result, per)
			}
		}
	}
	return Section{
		Players:         append([]SectionPlayer(nil), players...),
		Rated:           true,
		TitleTournament: true,
		DoubleRound:     doubleRound,
		Games:           games,
	}
}

// SetGames records the games of player i against player j, from i's side,
// and the same games reversed for j (docs/formats.md "Crosstable": cells (i,j)
// and (j,i) agree).
func (s *Section) SetGames(i, j int, results ...Result) {
	s.Games[i][j] = append([]Result(nil), results...)
	rev := make([]Result, len(results))
	for k, r := range results {
		rev[k] = r.Reverse()
	}
	s.Games[j][i] = rev
}

// GamesPerPair is the number of games each pair plays: 2 in a double
// round, else 1 (Tournament Rules 10.0.2).
func (s Section) GamesPerPair() int {
	if s.DoubleRound {
		return 2
	}
	return 1
}

// InputError is a section that cannot be computed: a player's row, or the
// games of a pair, break the model. Player and Opponent index
// Section.Players; either is -1 when it does not apply.
type InputError struct {
	Player, Opponent int
	Message          string
}

// Error names the rows of Section.Players 1-based, as a reader counts them.
func (e *InputError) Error() string {
	switch {
	case e.Player >= 0 && e.Opponent >= 0:
		return fmt.Sprintf("titles: players %d and %d: %s", e.Player+1, e.Opponent+1, e.Message)
	case e.Player >= 0:
		return fmt.Sprintf("titles: player %d: %s", e.Player+1, e.Message)
	default:
		return "titles: " + e.Message
	}
}

// Validate checks that the section can be computed: at least two players,
// a square results matrix whose cells (i,j) and (j,i) agree and hold one
// game per pair (two in a double round), distinct start numbers and IDs
// where given, a start rating for every rated player, no negative rating.
// It returns an *InputError for the first problem found.
func (s Section) Validate() error {
	n := len(s.Players)
	if n < 2 {
		return &InputError{Player: -1, Opponent: -1, Message: fmt.Sprintf("a section needs at least 2 players, got %d", n)}
	}
	if len(s.Games) != n {
		return &InputError{Player: -1, Opponent: -1, Message: fmt.Sprintf("results have %d rows for %d players", len(s.Games), n)}
	}
	nos := make(map[int]int, n)
	ids := make(map[engine.PlayerID]int, n)
	for i, p := range s.Players {
		if err := uniqueNumbers(i, p, nos, ids); err != nil {
			return err
		}
		if err := validatePlayer(i, p); err != nil {
			return err
		}
		if len(s.Games[i]) != n {
			return &InputError{Player: i, Opponent: -1, Message: fmt.Sprintf("results row has %d cells for %d players", len(s.Games[i]), n)}
		}
	}
	return s.validateGames()
}

// uniqueNumbers checks player i's start number and ID against those of
// the players before him (nos and ids, which it extends).
func uniqueNumbers(i int, p SectionPlayer, nos map[int]int, ids map[engine.PlayerID]int) error {
	if p.No != 0 {
		if k, dup := nos[p.No]; dup {
			return &InputError{Player: i, Opponent: k, Message: fmt.Sprintf("start number %d given twice", p.No)}
		}
		nos[p.No] = i
	}
	if p.ID != 0 {
		if k, dup := ids[p.ID]; dup {
			return &InputError{Player: i, Opponent: k, Message: fmt.Sprintf("ID %d given twice", p.ID)}
		}
		ids[p.ID] = i
	}
	return nil
}

// validatePlayer checks player i's ratings, status and withdrawal.
func validatePlayer(i int, p SectionPlayer) error {
	if p.StartRating < 0 || p.FIDE < 0 {
		return &InputError{Player: i, Opponent: -1, Message: "negative rating"}
	}
	if p.Status != Unrated && p.StartRating == 0 {
		return &InputError{Player: i, Opponent: -1, Message: fmt.Sprintf("status %s but no start rating", p.Status)}
	}
	if p.Status < Unrated || p.Status > Fixed || p.Withdrawn < NotWithdrawn || p.Withdrawn > WithdrawalNotAccepted {
		return &InputError{Player: i, Opponent: -1, Message: "unknown status or withdrawal"}
	}
	if p.GamesCancelled && p.Withdrawn == NotWithdrawn {
		return &InputError{Player: i, Opponent: -1, Message: "games cancelled but the player did not withdraw"}
	}
	return nil
}

// validateGames checks the results matrix of a section whose rows all have
// one cell per player: no game against oneself, GamesPerPair games per
// pair, and cells (i,j) and (j,i) that agree.
func (s Section) validateGames() error {
	n := len(s.Players)
	per := s.GamesPerPair()
	for i := range n {
		if len(s.Games[i][i]) != 0 {
			return &InputError{Player: i, Opponent: i, Message: "a game against oneself"}
		}
		for j := i + 1; j < n; j++ {
			a, b := s.Games[i][j], s.Games[j][i]
			if len(a) != per || len(b) != per {
				return &InputError{Player: i, Opponent: j, Message: fmt.Sprintf("want %d game(s) per pair, got %d and %d", per, len(a), len(b))}
			}
			for k := range a {
				if a[k] < Unfinished || a[k] > ForfeitLoss || b[k] != a[k].Reverse() {
					return &InputError{Player: i, Opponent: j, Message: fmt.Sprintf("results disagree: %s against %s", a[k], b[k])}
				}
			}
		}
	}
	return nil
}

// counted reports whether the games between players i and j count: not
// when either's games were cancelled (App. 2 item 3a).
func (s Section) counted(i, j int) bool {
	return !s.Players[i].GamesCancelled && !s.Players[j].GamesCancelled
}
