package trfio

import (
	"strconv"
	"strings"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// The columns of a 001 line (docs/formats.md "TRF"), counted from 1.
const (
	colNo       = 5  // 5–8 starting rank
	colTitle    = 11 // 11–13 title
	colName     = 15 // 15–47 name
	colRating   = 49 // 49–52 rating
	colFed      = 54 // 54–56 federation
	colID       = 58 // 58–68 ID
	colBirth    = 70 // 70–79 birth date
	colPoints   = 81 // 81–84 points
	colRank     = 86 // 86–89 rank
	colRounds   = 92 // the first round block
	blockWidth  = 10 // each round block: opponent, colour, result
	maxNumber   = 9999
	maxRounds   = 2 * maxPlayers
	maxPlayers  = 500
	noOpponent  = 0
	resultCodes = "1 = 0 + - W D L H F U Z or blank"
)

// round is one round block of a 001 line.
type round struct {
	col    int  // the block's first column
	opp    int  // the opponent's starting rank, 0 for none
	colour rune // 'w', 'b' or '-'
	code   rune // the result code in capitals, ' ' for blank
	// unknown is set when the block could not be read (a field of it in
	// error): nothing about the round may be compared or counted.
	unknown bool
}

// player is one 001 line as read.
type player struct {
	line          int
	no            int
	name          string
	fed           string
	rating        int
	id            engine.PlayerID
	points        float64
	pointsGiven   bool
	titles        []string
	unknownTitles []string
	rounds        []round
	// bad is set when the line has an error.
	bad bool
	// ratingLost is set when the rating field could not be read (its
	// error is reported): the rating is not known, rather than absent.
	ratingLost bool
	// roundsCut is set when the round blocks were not all read (a tab in
	// the line after which the columns are shifted, or a block whose blank
	// columns are not blank, after which nothing more is read): the rounds from
	// len(rounds) on are unknown, not absent. A block with a field in
	// error is kept as an unknown round, and the blocks after it read.
	roundsCut bool
}

// unknownRound tells whether round r (0-based) of p's line could not be
// read, so that nothing about it may be compared (the line's error names
// it already).
func (p *player) unknownRound(r int) bool {
	if r < len(p.rounds) {
		return p.rounds[r].unknown
	}
	return p.roundsCut
}

// oneLetterTitles are the titles of TRF06, one or two letters, as TRF-16
// writes them.
var oneLetterTitles = map[string]string{
	"g": "GM", "m": "IM", "f": "FM", "c": "CM",
	"wg": "WGM", "wm": "WIM", "wf": "WFM", "wc": "WCM",
}

// trf06Titles spells out the one-letter titles of TRF06 in a title field,
// word by word: "g" is GM, "wm" WIM.
func trf06Titles(field string) string {
	words := strings.Fields(field)
	for i, w := range words {
		if t, ok := oneLetterTitles[strings.ToLower(w)]; ok {
			words[i] = t
		}
	}
	return strings.Join(words, " ")
}

// readPlayer reads a 001 line. A field in error, or holding a tab (see
// tabView), is not read, and the others are: every problem of the line at
// once (docs/formats.md "TRF").
func (rd *reader) readPlayer(l line) *player {
	before := len(rd.p.list.Errors())
	p := &player{line: l.num}
	v := rd.tabView(l)
	rd.readIdentity(v, p)
	rd.readTail(v, p)
	rd.checkSeparators(v)
	p.rounds, p.roundsCut = rd.readRounds(v)
	p.bad = len(rd.p.list.Errors()) > before
	return p
}

// readIdentity reads the fields of a 001 line that tell the player: the
// starting rank, title, name, rating, federation and ID. A line with
// neither a name nor an ID is an error, unless one of them could not be
// read (its own error says so already).
func (rd *reader) readIdentity(v view, p *player) {
	p.no, _ = rd.number(v, colNo, colNo+3, "the starting rank (columns 5–8)", true)
	if v.readable(colTitle, colTitle+2) {
		p.titles, p.unknownTitles = xlsxio.ParseTitles(trf06Titles(v.field(colTitle, colTitle+2)))
	}
	nameRead := v.readable(colName, colName+32)
	if nameRead {
		p.name = v.field(colName, colName+32)
	}
	var ratingRead bool
	p.rating, ratingRead = rd.number(v, colRating, colRating+3, "the rating (columns 49–52)", false)
	p.ratingLost = !ratingRead
	if v.readable(colFed, colFed+2) {
		p.fed = v.field(colFed, colFed+2)
	}
	id, idRead := rd.number(v, colID, colID+10, "the ID (columns 58–68)", false)
	p.id = engine.PlayerID(id)
	if nameRead && idRead && p.name == "" && p.id == 0 {
		rd.p.errorf(v.num, colName, "the player has neither a name (columns 15–47) nor an ID (columns 58–68)")
	}
}

// readTail reads the fields of a 001 line after the ID: the birth date
// (a warning when it is none), the points and the rank (a warning: it is
// not used).
func (rd *reader) readTail(v view, p *player) {
	if b := v.field(colBirth, colBirth+9); v.readable(colBirth, colBirth+9) && !validBirth(b) {
		rd.p.warnf(v.num, colBirth, "the birth date (columns 70–79) %q is not a date (YYYY/MM/DD or the year alone); it is not used", b)
	}
	if s := v.field(colPoints, colPoints+3); s != "" && v.readable(colPoints, colPoints+3) {
		f, err := strconv.ParseFloat(strings.Replace(s, ",", ".", 1), 64)
		if err != nil || f < 0 || f*2 != float64(int(f*2)) {
			rd.p.errorf(v.num, colPoints, "the points (columns 81–84) are %q: expected a number of half points such as 5.5", s)
		} else {
			p.points, p.pointsGiven = f, true
		}
	}
	if s := v.field(colRank, colRank+3); s != "" && v.readable(colRank, colRank+3) {
		if _, err := strconv.Atoi(s); err != nil {
			rd.p.warnf(v.num, colRank, "the rank (columns 86–89) %q is not a whole number; it is not used (the standings are computed)", s)
		}
	}
}

// number reads a whole number in columns from to to; empty is 0, or an
// error when required. read is false when the field is in error or cannot
// be read (a tab, see tabView): its value is not known.
func (rd *reader) number(v view, from, to int, what string, required bool) (n int, read bool) {
	if !v.readable(from, to) {
		return 0, false
	}
	s := v.field(from, to)
	if s == "" {
		if required {
			rd.p.errorf(v.num, from, "%s is empty: every player's line needs it", what)
			return 0, false
		}
		return 0, true
	}
	x, err := strconv.ParseInt(s, 10, 64)
	if err != nil || x < 0 || (from == colNo && (x < 1 || x > maxNumber)) || x > 1e11 {
		rd.p.errorf(v.num, from, "%s is %q: expected a whole number", what, s)
		return 0, false
	}
	return int(x), true
}

// checkSeparators checks the blank columns between the fields of a 001
// line up to the rounds: a character there means the fields are not in
// their columns. The columns the view does not read are not checked
// (tabView names the one that shows them shifted).
func (rd *reader) checkSeparators(v view) {
	for _, col := range separatorCols {
		if r := v.at(col); r != ' ' && col < v.readTo {
			rd.p.errorf(v.num, col, "%q in column %d, which is blank in a player's line: the fields are not in the columns of the TRF layout (starting rank 5–8, title 11–13, name 15–47, rating 49–52, federation 54–56, ID 58–68, birth date 70–79, points 81–84, rank 86–89, rounds from 92)", r, col)
			return
		}
	}
}

// readRounds reads the round blocks from column 92 on. A block with a
// field in error, or holding a tab, is kept as an unknown round and the
// next blocks are read (every problem of the line at once); cut is true
// when the blocks are shifted (a blank column is not blank, or the view
// is not read from a tab on) or too many, and nothing more is read.
func (rd *reader) readRounds(v view) (out []round, cut bool) {
	for col := colRounds; col <= len(v.text); col += blockWidth {
		if len(out) >= maxRounds {
			rd.p.errorf(v.num, col, "more than %d rounds: a section of at most %d players has at most %d", maxRounds, maxPlayers, maxRounds)
			return out, true
		}
		if col+blockWidth-1 >= v.readTo {
			return out, true
		}
		n := len(out) + 1
		if !rd.blockBlanks(v.line, col, n) {
			return out, true
		}
		r, ok := rd.readRound(v, col, n)
		if !ok {
			r = round{col: col, unknown: true}
		}
		out = append(out, r)
	}
	return out, false
}

// blockBlanks checks the columns of round n's block at col that are
// blank: a character there means the block, and those after it, are
// shifted.
func (rd *reader) blockBlanks(l line, col, n int) bool {
	for _, c := range blockBlankCols(col) {
		if r := l.at(c); r != ' ' {
			rd.p.errorf(l.num, c, "round %d: %q in column %d, which is blank: a round block is the opponent in columns %d–%d, the colour in %d and the result in %d", n, r, c, col, col+3, col+5, col+7)
			return false
		}
	}
	return true
}

// readRound reads the block of round n at col: the opponent in col …
// col+3, the colour in col+5 and the result in col+7. Each field in
// error is reported; ok is false when any is, or holds a tab (not read,
// see tabView).
func (rd *reader) readRound(v view, col, n int) (round, bool) {
	r := round{col: col, colour: toLower(v.at(col + 5)), code: toUpper(v.at(col + 7))}
	ok := v.blockReadable(col)
	if opp := v.field(col, col+3); opp != "" && v.readable(col, col+3) {
		x, err := strconv.Atoi(opp)
		if err != nil || x < 0 {
			rd.p.errorf(v.num, col, "round %d: the opponent %q is not a starting rank: expected the opponent's starting rank, or 0000 for none", n, opp)
			ok = false
		}
		r.opp = x
	}
	if r.colour == ' ' {
		r.colour = '-'
	}
	if !strings.ContainsRune("wb-", r.colour) {
		rd.p.errorf(v.num, col+5, "round %d: the colour %q is not w, b or -", n, r.colour)
		ok = false
	}
	if !strings.ContainsRune("1=0+-WDLHFUZ ", r.code) {
		rd.p.errorf(v.num, col+7, "round %d: the result %q is not a TRF result code (%s)", n, r.code, resultCodes)
		ok = false
	}
	return r, ok && rd.checkRound(v.line, r, n)
}

// checkRound refuses the blocks whose opponent and result do not go
// together: a bye code with an opponent, a game result without one, a
// draw not rated.
func (rd *reader) checkRound(l line, r round, n int) bool {
	switch {
	case r.opp != noOpponent && strings.ContainsRune("HFUZ", r.code):
		rd.p.errorf(l.num, r.col+7, "round %d: %c is a bye, but the opponent is %d: a bye has the opponent 0000", n, r.code, r.opp)
	case r.opp == noOpponent && strings.ContainsRune("1=0WDL", r.code):
		rd.p.errorf(l.num, r.col, "round %d: the result %c is a game, but no opponent is given (0000): give the opponent's starting rank", n, r.code)
	case r.opp != noOpponent && r.code == 'D':
		rd.p.errorf(l.num, r.col+7, "round %d: D (a draw not rated, the game lasted less than one move) cannot be kept: a crosstable here has rated draws (=) and forfeits (+, -) only; write = if the draw is to be rated (docs/rules.md \"TRF\")", n)
	default:
		return true
	}
	return false
}

// toLower and toUpper change the case of an ASCII letter.
func toLower(r rune) rune {
	if r >= 'A' && r <= 'Z' {
		return r + 'a' - 'A'
	}
	return r
}

func toUpper(r rune) rune {
	if r >= 'a' && r <= 'z' {
		return r - 'a' + 'A'
	}
	return r
}
