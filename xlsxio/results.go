package xlsxio

import (
	"strings"
	"unicode/utf8"

	"ratingdesk/engine"
)

// ParseGameResult reads the Result cell of a game list (docs/formats.md "Game
// list"; docs/rules.md §1.4), from White's side:
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

// CellResult is one crosstable cell read as docs/rules.md §1.4 defines it: the
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

// ParseCrosstableCell reads one result of a crosstable cell (docs/rules.md
// §1.4): 1, ½ (0.5, 1/2, =) and 0 are played results; + and - (1F, 0F)
// forfeits; an empty cell or * a game not finished; x, X or # the
// diagonal. A double-round cell holds two such results, which
// ParseCrosstableResults reads. Anything else is an error.
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

// crosstableToken is one spelling of a result in a crosstable cell.
type crosstableToken struct {
	text string
	// alone: a spelling with a dot or a comma must be set off from its
	// neighbours by a space or a slash, so that "1.5" or "10.5" (numbers,
	// such as a total) are not read as results.
	alone bool
}

// crosstableTokens are the spellings ParseCrosstableCell reads, in lower
// case, longest first, so that "1/2" is one draw and not 1 and 2.
var crosstableTokens = []crosstableToken{
	{"1/2", false}, {"0.5", true}, {"0,5", true}, {"1.0", true}, {"0.0", true},
	{".5", true}, {"1f", false}, {"0f", false}, {"½", false}, {"1", false}, {"0", false},
	{"=", false}, {"+", false}, {"-", false}, {"−", false}, {"–", false}, {"*", false},
	{"x", false}, {"#", false},
}

// ParseCrosstableResults reads every result a crosstable cell spells
// (docs/rules.md §1.4), in order: each a spelling ParseCrosstableCell reads,
// joined with or without spaces or one slash, so that a double round's
// cell may be "1 ½", "= =", "==", "½½", "10", "½/½", "+ -", "1/2 1/2" or
// "1F0". "1/2" alone is one draw; spellings with a dot or a comma (0.5,
// 0,5, .5) need a space or a slash next to them, so that "1.5" is refused.
// An empty cell gives no result. Text that is no such sequence is an error;
// how many results a cell may hold is for the caller to check (one in a
// single round, two in a double round).
func ParseCrosstableResults(s string) ([]CellResult, error) {
	t := strings.ToLower(trimSpace(s))
	var out []CellResult
	afterSep, slash := true, false
	for t != "" {
		r, size := utf8.DecodeRuneInString(t)
		switch {
		case isSpace(r):
			t, afterSep = t[size:], true
			continue
		case r == '/':
			if slash || len(out) == 0 {
				return nil, crosstableCellError(s)
			}
			t, afterSep, slash = t[size:], true, true
			continue
		}
		tok, ok := matchCrosstableToken(t)
		rest := strings.TrimPrefix(t, tok.text)
		if !ok || tok.alone && (!afterSep || !startsWithSeparator(rest)) {
			return nil, crosstableCellError(s)
		}
		cr, err := ParseCrosstableCell(tok.text)
		if err != nil {
			return nil, crosstableCellError(s)
		}
		out = append(out, cr)
		t, afterSep, slash = rest, false, false
	}
	if slash {
		return nil, crosstableCellError(s)
	}
	return out, nil
}

// matchCrosstableToken finds the spelling t starts with.
func matchCrosstableToken(t string) (crosstableToken, bool) {
	for _, tok := range crosstableTokens {
		if strings.HasPrefix(t, tok.text) {
			return tok, true
		}
	}
	return crosstableToken{}, false
}

// startsWithSeparator reports whether rest is empty or begins with a space
// or a slash.
func startsWithSeparator(rest string) bool {
	if rest == "" {
		return true
	}
	r, _ := utf8.DecodeRuneInString(rest)
	return r == '/' || isSpace(r)
}

// crosstableCellError is the error of a cell that spells no results.
func crosstableCellError(s string) error {
	return valueErrorf(s, "%q is not a crosstable result: expected 1, ½ (0.5, 1/2, =), 0, + or - (1F, 0F) for a forfeit, * or an empty cell when not finished, or x on the diagonal; in a double round two of them, such as 1 ½, ==, 10 or ½/½", trimSpace(s))
}

// CellResultText writes a result as a crosstable cell does, for messages:
// 1, ½, 0, +, -, * (not finished) or x (the diagonal).
func CellResultText(r CellResult) string {
	switch {
	case r.NoGame:
		return "x"
	case !r.Finished:
		return "*"
	case r.Forfeit && r.Score > 0:
		return "+"
	case r.Forfeit:
		return "-"
	case r.Score == 1:
		return "1"
	case r.Score == 0.5:
		return "½"
	}
	return "0"
}
