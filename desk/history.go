package desk

import (
	"fmt"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// RulesetSwitch changes the ruleset of a replay from a given period on, as
// ICCF's did (iccf-2017 until 2023/3, iccf-2023 from 2023/4; docs/cli.md
// `replay --switch`, docs/rules.md "Rating history").
type RulesetSwitch struct {
	// At is the first period rated with Ruleset.
	At      engine.Period
	Ruleset engine.Ruleset
}

// ReplayRequest names everything a replay of several quarters reads
// (docs/cli.md `replay`): the list the first quarter starts from, the
// results sources of all the quarters (each file read once, its games
// given to the quarter whose window holds their finish date, docs/rules.md
// "Rating history"), and the quarters From to To, both included.
type ReplayRequest struct {
	// List is the rating list the first quarter (From) starts from.
	List string
	// ListSheet names the sheet of the List workbook to read (docs/cli.md
	// `replay --list-sheet`); empty: the sheet is found by content.
	ListSheet string
	// Results are the results sources of every quarter: game lists and
	// crosstable workbooks (as Request.Results).
	Results  []string
	From, To engine.Period
	// Ruleset rates the quarters before the first switch.
	Ruleset engine.Ruleset
	// Switches change the ruleset from their period on; each At must lie
	// after From and not after To, in increasing order.
	Switches []RulesetSwitch
	// AssignUndated puts the games without a finish date into the first
	// quarter (as `rate --assign-undated` on that quarter would); without
	// it such a played game is an error, as in `rate`.
	AssignUndated bool
	// Read tunes the readers; its DefaultRD also gives the RD a quarter
	// rated with iccf-2017 (which carries none) hands on to the next one,
	// as reading that quarter's list with --default-rd would (required
	// when the next one is rated with iccf-2023 or iccf-2025, Check).
	Read xlsxio.ReadOptions
	// CSV is the separator and decimal mark of the .csv lists written
	// for each quarter (as Request.CSV).
	CSV xlsxio.CSVFormat
	// OnLoaded, if not nil, is called once the files are read without
	// error, before the first quarter is rated, with the first quarter's
	// input (its players are every player of the replay; its Games may
	// be empty, as the games are packed as read): e.g. to refuse a
	// report's player who is not one of them. An error stops the replay
	// and comes back from Replay.
	OnLoaded func(lp *LoadedPeriod) error
	// OnPeriod, if not nil, is called after each quarter is rated, with
	// the quarter's input and result, e.g. to stage its list
	// (StagePeriodOutput with q.Request()); an error stops the replay and
	// comes back from Replay. q is valid during the call only: the next
	// quarter reuses the memory of its games, its list and its result.
	OnPeriod func(q *ReplayedPeriod) error
}

// ReplayedPeriod is one quarter of a replay as rated: what OnPeriod is
// given. Loaded.List is the starting list as read (its unknown columns are
// carried to every quarter's list).
type ReplayedPeriod struct {
	Index   int
	Loaded  *LoadedPeriod
	Result  *engine.PeriodResult
	request Request
}

// Request is the rate request equivalent to this quarter: the quarter's
// period and ruleset, with the replay's inputs (for outputs.Check and the
// list's notes).
func (q *ReplayedPeriod) Request() Request { return q.request }

// Paths returns the paths of every input file, which no output may
// overwrite (outputs.Check).
func (r ReplayRequest) Paths() []string {
	return append([]string{r.List}, r.Results...)
}

// Periods lists the quarters of the replay, From to To; nil when To is
// before From.
func (r ReplayRequest) Periods() []engine.Period {
	var out []engine.Period
	for p := r.From; periodSerial(p) <= periodSerial(r.To); p = nextPeriod(p) {
		out = append(out, p)
	}
	return out
}

// RulesetAt is the ruleset that rates quarter p: that of the last switch
// at or before p, else Ruleset.
func (r ReplayRequest) RulesetAt(p engine.Period) engine.Ruleset {
	rs := r.Ruleset
	for _, s := range r.Switches {
		if periodSerial(s.At) <= periodSerial(p) {
			rs = s.Ruleset
		}
	}
	return rs
}

// Check says what is wrong with the request's periods and switches, in
// the words of docs/cli.md `replay`; nil when nothing is.
func (r ReplayRequest) Check() error {
	if periodSerial(r.To) < periodSerial(r.From) {
		return fmt.Errorf("desk: the last period %s is before the first %s", r.To, r.From)
	}
	last := periodSerial(r.From)
	for _, s := range r.Switches {
		at := periodSerial(s.At)
		if at <= last || at > periodSerial(r.To) {
			return fmt.Errorf("desk: ruleset switch at %s: want a period after %s and not after %s, in increasing order", s.At, r.From, r.To)
		}
		last = at
	}
	periods := r.Periods()
	for k, p := range periods[:len(periods)-1] {
		if needsRD(r.RulesetAt(p), r.RulesetAt(periods[k+1])) && r.Read.DefaultRD <= 0 {
			return &DefaultRDNeededError{Period: p}
		}
	}
	return nil
}

// DefaultRDNeededError is a replay whose quarter Period is rated with
// iccf-2017, whose list carries no RD, before a quarter of a ruleset that
// needs one, without a default RD (docs/rules.md §1.7): the command line
// and the app each say where the default RD is given.
type DefaultRDNeededError struct {
	Period engine.Period
}

func (e *DefaultRDNeededError) Error() string {
	return fmt.Sprintf("desk: period %s is rated with iccf-2017, whose lists carry no RD: give the RD the next period starts from with a default RD (--default-rd N)", e.Period)
}

// needsRD reports whether a quarter rated with next, after one rated with
// rs, needs a default RD: rs is iccf-2017, whose list carries no RD
// (docs/rules.md §1.7), and next is not, so it rates with the RDs. An
// iccf-2017 quarter after another needs none, as `rate` with iccf-2017
// reads a list without RD (ListReadOptions).
func needsRD(rs, next engine.Ruleset) bool {
	return rs.ID == engine.ICCF2017 && next.ID != engine.ICCF2017
}

// periodSerial numbers the quarters in order: 4·year + quarter − 1.
func periodSerial(p engine.Period) int { return 4*p.Year + p.Quarter - 1 }

// nextPeriod is the quarter after p.
func nextPeriod(p engine.Period) engine.Period {
	if p.Quarter == 4 {
		return engine.Period{Year: p.Year + 1, Quarter: 1}
	}
	return engine.Period{Year: p.Year, Quarter: p.Quarter + 1}
}

// prevPeriod is the quarter before p.
func prevPeriod(p engine.Period) engine.Period {
	if p.Quarter == 1 {
		return engine.Period{Year: p.Year - 1, Quarter: 4}
	}
	return engine.Period{Year: p.Year, Quarter: p.Quarter - 1}
}

// HistoryPeriod is one quarter of a history with its counts, as the
// History tab lists them.
type HistoryPeriod struct {
	Period  engine.Period
	Ruleset engine.Ruleset
	// Players is the number of players on the quarter's list; Played those
	// with a game counted in the quarter; Rated those with a rating after it.
	Players, Played, Rated int
	// Games is the number of games rated in the quarter; Excluded those
	// finished in its window (or undated, in the first quarter) but not
	// rated: unfinished, forfeits, events not rated
	// (engine.ExclusionReason).
	Games, Excluded int
	// Undated is the number of games rated in the quarter that have no
	// finish date: put into the first quarter only, with AssignUndated
	// (docs/cli.md replay).
	Undated int
}

// HistoryPlayer is a player of a history: the same on every quarter.
type HistoryPlayer struct {
	ID        engine.PlayerID
	Name, Fed string
}

// HistoryRow is one player after one quarter: a row of the history file
// (docs/formats.md "History"). Rating, RD and Change are the published
// values of the quarter's list (Rules 5); RatingExact and RDExact the
// exact values the next quarter starts from (docs/rules.md §1.6).
type HistoryRow struct {
	Period    engine.Period
	ID        engine.PlayerID
	Name, Fed string
	// Rated is false for a player without a rating after the quarter; the
	// rating values are then 0.
	Rated  bool
	Rating int
	// HasRD is false when the quarter's list carries no RD (iccf-2017).
	HasRD bool
	RD    int
	// Games is the total of rated games after the quarter.
	Games                int
	RatingExact, RDExact float64
	// PeriodGames and PeriodScore count the games counted for the player
	// in the quarter (Rules 6).
	PeriodGames int
	PeriodScore float64
	// HasChange is false when the player had no rating before the
	// quarter; Change is then 0. Change is the published rating minus the
	// previous rating rounded half up (the list's Change column);
	// ChangeExact is the change of the exact rating.
	HasChange   bool
	Change      int
	ChangeExact float64
	// Active follows Tournament Rules 9.7 (docs/rules.md §1.6).
	Active bool
}

// History is the outcome of a replay: the quarters and, for each, every
// player's values after it, kept in compact columns (a few bytes a player
// and quarter). Players are in list order; a quarter holds the first
// Periods[k].Players of them.
type History struct {
	Periods []HistoryPeriod
	Players []HistoryPlayer
	// CSV is the separator and decimal mark of the history as CSV: the
	// request's, else the starting list's (as `rate` writes a list).
	CSV  xlsxio.CSVFormat
	cols []historyColumns
	byID map[engine.PlayerID]int
	// start are the values the players of the starting list had on it,
	// by index into Players (setStart); those after it are new in the
	// first quarter.
	start []StartValue
}

// StartValue is a player's entry on the starting list of a replay, the
// list before its first period (docs/rules.md "Rating history"): the
// exact rating and RD the first quarter starts from. Rated is false for
// a player the list gives no rating; RD is 0 for a list without RD
// (iccf-2017).
type StartValue struct {
	Rated      bool
	Rating, RD float64
}

// StartPeriod is the period of the starting list: the quarter before the
// first one replayed (the zero period for an empty history).
func (h *History) StartPeriod() engine.Period {
	if len(h.Periods) == 0 {
		return engine.Period{}
	}
	return prevPeriod(h.Periods[0].Period)
}

// Start is player id's entry on the starting list; ok is false when he
// is not on it (not in the history, or new in the first quarter).
func (h *History) Start(id engine.PlayerID) (v StartValue, ok bool) {
	i, in := h.byID[id]
	if !in || i >= len(h.start) {
		return v, false
	}
	return h.start[i], true
}

// historyColumns are the values of one quarter, one entry per player.
type historyColumns struct {
	exact, exactRD, changeExact []float64
	rating, rd, change          []int16
	games, periodGames          []int32
	score                       []float32
	flags                       []uint8
}

// The bits of historyColumns.flags.
const (
	flagRated uint8 = 1 << iota
	flagHasRD
	flagHasChange
	flagActive
)

// Len is the number of rows of the history: players × quarters.
func (h *History) Len() int {
	n := 0
	for _, p := range h.Periods {
		n += p.Players
	}
	return n
}

// Row is player i (index into Players) after quarter k (index into
// Periods).
func (h *History) Row(k, i int) HistoryRow {
	c := &h.cols[k]
	pl := h.Players[i]
	f := c.flags[i]
	return HistoryRow{
		Period: h.Periods[k].Period, ID: pl.ID, Name: pl.Name, Fed: pl.Fed,
		Rated: f&flagRated != 0, Rating: int(c.rating[i]),
		HasRD: f&flagHasRD != 0, RD: int(c.rd[i]),
		Games: int(c.games[i]), RatingExact: c.exact[i], RDExact: c.exactRD[i],
		PeriodGames: int(c.periodGames[i]), PeriodScore: float64(c.score[i]),
		HasChange: f&flagHasChange != 0, Change: int(c.change[i]), ChangeExact: c.changeExact[i],
		Active: f&flagActive != 0,
	}
}

// Rows calls fn with every row, quarter by quarter, players in list
// order, until fn returns false. It builds no slice of all the rows.
func (h *History) Rows(fn func(HistoryRow) bool) {
	for k, p := range h.Periods {
		for i := range p.Players {
			if !fn(h.Row(k, i)) {
				return
			}
		}
	}
}

// Player is the rows of one player, one per quarter he is on the list,
// in order; nil for an ID not in the history.
func (h *History) Player(id engine.PlayerID) []HistoryRow {
	i, ok := h.byID[id]
	if !ok {
		return nil
	}
	var out []HistoryRow
	for k, p := range h.Periods {
		if i < p.Players {
			out = append(out, h.Row(k, i))
		}
	}
	return out
}

// PeriodIndex is the index of quarter p in Periods, or -1.
func (h *History) PeriodIndex(p engine.Period) int {
	for k := range h.Periods {
		if h.Periods[k].Period == p {
			return k
		}
	}
	return -1
}

// Period is the rows of quarter p, players in list order; nil for a
// quarter not in the history.
func (h *History) Period(p engine.Period) []HistoryRow {
	k := h.PeriodIndex(p)
	if k < 0 {
		return nil
	}
	out := make([]HistoryRow, h.Periods[k].Players)
	for i := range out {
		out[i] = h.Row(k, i)
	}
	return out
}

// Last is the index of the last quarter, -1 for an empty history.
func (h *History) Last() int { return len(h.Periods) - 1 }
