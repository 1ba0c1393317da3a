package engine

import (
	"strconv"
	"time"
)

// Outcome is the result of a game from White's side (docs/rules.md §1.4).
type Outcome int8

// The outcomes of docs/rules.md §1.4.
const (
	// Unfinished: the game has no result yet ("*" or an empty cell); not rated.
	Unfinished Outcome = iota
	// WhiteWins: 1-0, played; rated.
	WhiteWins
	// Draw: ½-½, played; rated.
	Draw
	// BlackWins: 0-1, played; rated.
	BlackWins
	// WhiteWinsForfeit: +/-, not played; scored in the table, not rated.
	WhiteWinsForfeit
	// BlackWinsForfeit: -/+, not played; scored in the table, not rated.
	BlackWinsForfeit
)

// Played reports whether the game was played to a result and so can be
// rated (docs/rules.md §1.4).
func (o Outcome) Played() bool { return o == WhiteWins || o == Draw || o == BlackWins }

// Forfeit reports whether the game was decided by forfeit (docs/rules.md §1.4).
func (o Outcome) Forfeit() bool { return o == WhiteWinsForfeit || o == BlackWinsForfeit }

// WhiteScore is White's score: 1, ½ or 0; forfeits score like wins and
// losses; an unfinished game scores 0 (docs/rules.md §1.4).
func (o Outcome) WhiteScore() float64 {
	switch o {
	case WhiteWins, WhiteWinsForfeit:
		return 1
	case Draw:
		return 0.5
	default:
		return 0
	}
}

// BlackScore is Black's score (see WhiteScore).
func (o Outcome) BlackScore() float64 {
	switch o {
	case BlackWins, BlackWinsForfeit:
		return 1
	case Draw:
		return 0.5
	default:
		return 0
	}
}

// String writes the outcome as a game list does: "1-0", "½-½", "0-1",
// "+/-", "-/+" or "*".
func (o Outcome) String() string {
	switch o {
	case WhiteWins:
		return "1-0"
	case Draw:
		return "½-½"
	case BlackWins:
		return "0-1"
	case WhiteWinsForfeit:
		return "+/-"
	case BlackWinsForfeit:
		return "-/+"
	default:
		return "*"
	}
}

// Origin says where a game (or any input record) was read: file, sheet and
// cell or row, for messages and the audit trail. Empty fields are unknown.
type Origin struct {
	File  string
	Sheet string
	Cell  string // A1 reference of the row's first cell or of the result cell
}

// Game is one game between two players (docs/formats.md "Game list";
// Rules 1.4 and 6).
//
// The one-byte fields come together after the players, so that a game
// takes 192 bytes rather than 208 (a million games are held at once).
type Game struct {
	White, Black PlayerID
	Outcome      Outcome
	// AssignedToPeriod puts an undated game into the period being rated
	// (docs/rules.md §1.5, CLI --assign-undated).
	AssignedToPeriod bool
	// NotRated marks a game of a tournament that is not rated (a crosstable
	// with "Rated: no", Tournament Rules 9.2).
	NotRated bool
	// ColoursAssumed marks a game whose colours its source does not give:
	// a crosstable's, in which the player with the lower start number is
	// taken as White (docs/rules.md "Colour unknown"; with α = 0 no
	// rating depends on it, Rules 2.2).
	ColoursAssumed bool
	// Finished is the finish date; zero when the source gives none
	// (docs/rules.md §1.5).
	Finished time.Time

	Tournament string
	Section    string
	// Type is the event type (docs/rules.md §2), e.g. "Open class", "Thematic".
	Type string

	// WhiteStart and BlackStart are the players' start ratings in the
	// tournament, 0 when not given (Rules 1.4).
	WhiteStart, BlackStart float64
	// WhiteSubFor and BlackSubFor name the original player a substitute sat
	// in for, 0 when none (Rules 6).
	WhiteSubFor, BlackSubFor PlayerID

	Origin Origin
	// Cells are the A1 references of the cells each field was read from,
	// where the source has them (a game list row), so that a problem of
	// the game can name the very cell; a field without a cell is named by
	// Origin.
	Cells GameCells
}

// GameField names the field of a game a problem is about.
type GameField int

// The fields of a game a GameError may be about.
const (
	// FieldGame: the game as a whole (its Origin).
	FieldGame GameField = iota
	// FieldWhite and FieldBlack: the players' IDs.
	FieldWhite
	FieldBlack
	// FieldFinished: the finish date (docs/rules.md §1.5).
	FieldFinished
	// FieldWhiteSubFor and FieldBlackSubFor: the original players a
	// substitute sat in for (Rules 6).
	FieldWhiteSubFor
	FieldBlackSubFor
	// FieldWhiteStart and FieldBlackStart: the start ratings (Rules 1.4).
	FieldWhiteStart
	FieldBlackStart
)

// GameCells locate the cells a game's fields were read from: the row's
// number and the fields' columns, a table that every game of one game list
// shares (a game list of a million rows keeps 16 bytes a game, not a string
// a cell). A field without a cell of its own has no column.
type GameCells struct {
	// Row is the cells' row, from 1; 0 when Cols holds whole references
	// (a row beyond a spreadsheet's limits, named in R1C1 form).
	Row int
	// Cols holds each field's column letters (or whole reference, Row
	// 0), indexed by GameField, "" for a field without a cell; nil when
	// no field has one.
	Cols *GameColumns
}

// GameColumns are the column letters of a game's fields, indexed by
// GameField (see GameCells).
type GameColumns [FieldBlackStart + 1]string

// Ref is the A1 reference of the cell field f was read from, "" when the
// field has none.
func (c GameCells) Ref(f GameField) string {
	if c.Cols == nil || c.Cols[f] == "" {
		return ""
	}
	if c.Row == 0 {
		return c.Cols[f]
	}
	return c.Cols[f] + strconv.Itoa(c.Row)
}

// Cell is the A1 reference of the cell field f was read from, the game's
// Origin cell when the field has none.
func (g *Game) Cell(f GameField) string {
	if c := g.Cells.Ref(f); c != "" {
		return c
	}
	return g.Origin.Cell
}
