package xlsxio

import (
	"fmt"
	"strings"

	"ratingdesk/internal/words"
)

// The header row is the first row holding the columns of the kind read
// (docs/formats.md "General rules"); the rows above it are not read, save
// a crosstable's key/value block. A sheet sorted without "my data has
// headers" puts the header row among the data, and the rows sorted above
// it were dropped without a word (a tester: 125 of 149 games, and a list
// read as 42 of its 83 players). So a row above the header row that holds
// what the kind reads (aboveHeaderProblem), and a row below it that
// repeats it (repeatedHeaderProblem), are errors naming the row
// (docs/rules.d/xlsxio-read.md "Rows above the header row").

// maxRowsNamed is how many rows one message names before it counts the
// rest.
const maxRowsNamed = 3

// idLike reports whether text, trimmed, is what an ID column holds: a
// positive whole number of 1 to 15 digits (plainID).
func idLike(text string) bool {
	s := trimSpace(text)
	if len(s) == 0 || len(s) > 15 || !allDigits(s) {
		return false
	}
	return strings.Trim(s, "0") != ""
}

// holdsRecord reports whether row r, above the header row of layout l,
// holds what the schema's kind reads under that header row: a game
// (gameAbove), a player (playerAbove), or a crosstable's player (a start
// number under No, with an ID or a name). A title ("Rating list
// 2026/1"), a key/value line ("Federation | Denmark", "Tournament | WC
// 35"), a note or a block of small numbers ("2025 | 4 | DEN") holds none;
// a line of two cells or fewer that begins with a word is a key/value
// line whatever columns its cells stand in ("Period | 2026" above a list
// whose ID is column B).
func (s *schema) holdsRecord(r *tableRow, l *layout) bool {
	if filled(r) <= 2 && !idLike(r.at(r.firstFilled()).text) {
		return false
	}
	switch s.kind {
	case GameListKind:
		return gameAbove(r, l)
	case RatingListKind:
		return playerAbove(r, l)
	case CrosstableKind:
		at := func(i int) string { return trimSpace(r.at(l.pos[i]).text) }
		no := at(ctNo)
		return len(no) <= 4 && idLike(no) && (idLike(at(ctID)) || at(ctName) != "")
	}
	return false
}

// rowsAbove are the indexes of the rows above the header row of l that
// hold a record (holdsRecord), in order; nil when none does. Only the
// rows above the header row are looked at.
func (s *schema) rowsAbove(t *table, l *layout) []int {
	var out []int
	for k := 0; k < l.header; k++ {
		if s.holdsRecord(&t.rows[k], l) {
			out = append(out, k)
		}
	}
	return out
}

// recordNoun names what a row of the schema's kind holds, one and many.
func (s *schema) recordNoun() (one, many string) {
	switch s.kind {
	case GameListKind:
		return "a game", "games"
	case CrosstableKind:
		return "a player's row", "players' rows"
	}
	return "a player", "players"
}

// aboveHeaderProblem is the one error of the rows above the header row
// that hold a record (rowsAbove gives their indexes), at the first of
// them: "row 5 above the header row (row 126) holds a game: …", naming
// the first maxRowsNamed rows and counting the others. Nil when there is
// none.
func (s *schema) aboveHeaderProblem(t *table, l *layout, above []int) *Problem {
	if len(above) == 0 {
		return nil
	}
	one, many := s.recordNoun()
	hdr := t.rows[l.header].num
	first := &t.rows[above[0]]
	var what string
	if len(above) == 1 {
		what = fmt.Sprintf("row %d above the header row (row %d) holds %s", first.num, hdr, one)
	} else {
		nums := make([]string, 0, maxRowsNamed+1)
		for _, k := range above[:min(len(above), maxRowsNamed)] {
			nums = append(nums, fmt.Sprint(t.rows[k].num))
		}
		if rest := len(above) - maxRowsNamed; rest > 0 {
			nums = append(nums, fmt.Sprintf("%d more", rest))
		}
		what = fmt.Sprintf("rows %s above the header row (row %d) hold %s", words.And(nums), hdr, many)
	}
	return errorf(t.file, t.sheet, cellRef(first.firstFilled(), first.num),
		"%s: rows above the header row are not read; was the sheet sorted with its header row? Put the header row first", what)
}

// fullerHeader is the header row a list's table is read by, given the
// first row that passes isHeader (at index first): that row, unless it
// lacks a column the kind requires (usable: a key/value line "Code | DEN"
// whose Code is an ID heading) and holds two headings or fewer while a
// later row passes both isHeader and usable, which is then the header row
// (docs/rules.d/xlsxio-read.md "A key/value line that looks like a
// header row").
func fullerHeader(t *table, first int, isHeader, usable headerTest) int {
	if first < 0 || usable(&t.rows[first]) || filled(&t.rows[first]) > 2 {
		return first
	}
	for k := first + 1; k < len(t.rows); k++ {
		if r := &t.rows[k]; isHeader(r) && usable(r) {
			return k
		}
	}
	return first
}

// aboveHeader is aboveHeaderProblem of the rows above the header row of
// l, as Problems: none or one.
func (s *schema) aboveHeader(t *table, l *layout) Problems {
	return oneProblem(s.aboveHeaderProblem(t, l, s.rowsAbove(t, l)))
}

// oneProblem is p as Problems: none when p is nil.
func oneProblem(p *Problem) Problems {
	if p == nil {
		return nil
	}
	return Problems{p}
}

// headerOf is the index of the header row of t: the first row passing
// isHeader, or the fuller one fullerHeader prefers when usable is set;
// -1 when none.
func headerOf(t *table, isHeader, usable headerTest) int {
	h := findHeader(t.rows, isHeader)
	if usable == nil {
		return h
	}
	return fullerHeader(t, h, isHeader, usable)
}
