package xlsxio

import (
	"strings"
	"unicode/utf8"

	"ratingdesk/engine"
)

// ParseGameResult reads the Result cell of a game list (WORKBOOK.md "Game
// list"; RULES.md §1.4), from White's side:
//   - 1-0, 0-1, and the draw as ½-½, 1/2-1/2, 0.5-0.5 or = (played, rated);
//   - +/- and -/+ (also +-, -+, 1F-0F, 0F-1F): won and lost by forfeit;
//   - * or an empty cell: not finished.
//
// Spaces are ignored, a colon may stand for the dash (1:0) and the en dash
// or minus sign for the hyphen. The single-cell forms of a crosstable (1,
// 0, ½, +, -) are refused: a game list result names both sides.
func ParseGameResult(s string) (engine.Outcome, error) {
	t := s
	if t != "½-½" && !isCompactResult(t) {
		t = normalizeResult(s)
	}
	switch t {
	case "1-0":
		return engine.WhiteWins, nil
	case "0-1":
		return engine.BlackWins, nil
	case "½-½", "1/2-1/2", "0.5-0.5", "0,5-0,5", "=":
		return engine.Draw, nil
	case "+/-", "+-", "1f-0f":
		return engine.WhiteWinsForfeit, nil
	case "-/+", "-+", "0f-1f":
		return engine.BlackWinsForfeit, nil
	case "*", "":
		return engine.Unfinished, nil
	case "1", "0", "½", "0.5", "0,5", "1/2", "+", "-", "1f", "0f":
		return engine.Unfinished, valueErrorf(s, "%q is a crosstable cell, not a game result: a game list names both sides, e.g. 1-0, 0-1 or ½-½", s)
	}
	return engine.Unfinished, valueErrorf(s, "%q is not a game result: expected 1-0, 0-1, ½-½ (1/2-1/2, =), +/- or -/+ for a forfeit, or * (or an empty cell) when not finished", s)
}

// isCompactResult reports an ASCII result that normalizeResult would
// leave as it is ("1-0", "*", "1/2-1/2"): no spaces, colons, capitals or
// other characters to fold.
func isCompactResult(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c <= ' ' || c == ':' || c >= 'A' && c <= 'Z' || c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// normalizeResult lowercases a result, drops spaces, and writes every dash
// and colon separator as a hyphen.
func normalizeResult(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch {
		case isSpace(r):
		case r == '–' || r == '—' || r == '−' || r == ':':
			b.WriteByte('-')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// CellResult is one crosstable cell read as RULES.md §1.4 defines it: the
// score of the row's player against the column's player.
type CellResult struct {
	// Score is the row player's score: 1, 0.5 or 0. Forfeits score like
	// wins and losses; unfinished games and the diagonal score 0.
	Score float64
	// Played: the game was played to a result (1, ½, 0) and can be rated.
	Played bool
	// Forfeit: won or lost by forfeit (+, -, 1F, 0F); scored, not rated.
	Forfeit bool
	// Finished: the cell holds a result, played or forfeited; false for an
	// empty cell or * (not finished).
	Finished bool
	// NoGame: the cell is the diagonal (x, X or #): no game.
	NoGame bool
}

// ParseCrosstableCell reads one result of a crosstable cell (RULES.md
// §1.4): 1, ½ (0.5, 1/2, =) and 0 are played results; + and - (1F, 0F)
// forfeits; an empty cell or * a game not finished; x, X or # the
// diagonal. A double-round cell holds two such results separated by a
// space; the crosstable reader splits it first. Anything else is an error.
func ParseCrosstableCell(s string) (CellResult, error) {
	t := strings.ToLower(trimSpace(s))
	switch t {
	case "1", "1.0":
		return CellResult{Score: 1, Played: true, Finished: true}, nil
	case "½", "0.5", "0,5", ".5", "1/2", "=":
		return CellResult{Score: 0.5, Played: true, Finished: true}, nil
	case "0", "0.0":
		return CellResult{Score: 0, Played: true, Finished: true}, nil
	case "+", "1f":
		return CellResult{Score: 1, Forfeit: true, Finished: true}, nil
	case "-", "−", "–", "0f":
		return CellResult{Score: 0, Forfeit: true, Finished: true}, nil
	case "", "*":
		return CellResult{}, nil
	case "x", "#":
		return CellResult{NoGame: true}, nil
	}
	return CellResult{}, valueErrorf(s, "%q is not a crosstable result: expected 1, ½ (0.5, 1/2, =), 0, + or - (1F, 0F) for a forfeit, * or an empty cell when not finished, or x on the diagonal", s)
}
