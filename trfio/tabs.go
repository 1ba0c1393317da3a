package trfio

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"ratingdesk/internal/words"
)

// view is a player's line as it is read (docs/formats.md "TRF", "Refused,
// with the line and column"): the line with each tab as a space, the
// columns of its tabs, and the column from which nothing is read (the
// columns after a tab are shifted; math.MaxInt when nothing is cut).
type view struct {
	line
	tabs   []int
	readTo int
}

// readable tells whether columns from … to can be read: all before
// readTo, and no tab among them (a field holding a tab is not read: its
// value cannot be told).
func (v view) readable(from, to int) bool {
	if to >= v.readTo {
		return false
	}
	for _, t := range v.tabs {
		if from <= t && t <= to {
			return false
		}
	}
	return true
}

// playerField is a field of a 001 line up to the rounds, as messages name
// it.
type playerField struct {
	from, to int
	what     string
}

// playerFields are the fields of a 001 line before the round blocks.
var playerFields = []playerField{
	{colNo, colNo + 3, "the starting rank (columns 5–8)"},
	{colTitle, colTitle + 2, "the title (columns 11–13)"},
	{colName, colName + 32, "the name (columns 15–47)"},
	{colRating, colRating + 3, "the rating (columns 49–52)"},
	{colFed, colFed + 2, "the federation (columns 54–56)"},
	{colID, colID + 10, "the ID (columns 58–68)"},
	{colBirth, colBirth + 9, "the birth date (columns 70–79)"},
	{colPoints, colPoints + 3, "the points (columns 81–84)"},
	{colRank, colRank + 3, "the rank (columns 86–89)"},
}

// separatorCols are the columns of a 001 line before the rounds that the
// layout keeps blank.
var separatorCols = []int{4, 9, 14, 48, 53, 57, 69, 80, 85, 90, 91}

// blockBlankCols are the columns of the round block at col that the
// layout keeps blank.
func blockBlankCols(col int) []int { return []int{col + 4, col + 6, col + 8, col + 9} }

// tabView is the view of a player's line. A line without a tab is read as
// it is. A tab is one error, at the first tab's column, naming the others
// (the columns of a TRF line are fixed). The rest of the line is still
// read, so that its other problems are reported with it, where that can
// be told: when every column the layout keeps blank from the first tab on
// is blank with each tab counted as one column, the fields are in their
// columns and are read, all but those holding a tab, which the message
// names; otherwise the columns after the tab are shifted, and the line is
// read only before it (the message names the column that shows it).
// Nothing is guessed: the file is refused either way.
func (rd *reader) tabView(l line) view {
	v := view{line: l, readTo: math.MaxInt}
	for i, r := range l.text {
		if r == '\t' {
			v.tabs = append(v.tabs, i+1)
		}
	}
	if len(v.tabs) == 0 {
		return v
	}
	v.text = slices.Clone(l.text)
	for _, t := range v.tabs {
		v.text[t-1] = ' '
	}
	first := v.tabs[0]
	msg := "a tab in a player's line"
	if first < len(playerStart) {
		msg += " (in its record type, columns 1–3: a player's line starts with 001)"
	}
	if len(v.tabs) > 1 {
		msg += fmt.Sprintf(" (tabs also in %s)", columnNames(v.tabs[1:]))
	}
	msg += ": the columns of a TRF line are fixed, write spaces instead"
	if col, r := v.shiftedFrom(first); col > 0 {
		v.readTo = first
		msg += fmt.Sprintf("; the columns after it are not where the layout puts them (%q in column %d, which is blank in a player's line), so the line is not read from column %d on", r, col, first)
	} else {
		msg += "; with each tab counted as one column the other fields are in their columns, and are read"
		switch held := v.fieldsWithTabs(); len(held) {
		case 0:
		case 1:
			msg += ", but not " + held[0] + ", which holds a tab"
		default:
			msg += ", but not " + words.And(held) + ", which hold a tab"
		}
	}
	rd.p.errorf(l.num, first, "%s", msg)
	return v
}

// shiftedFrom is the first column from col on that the layout keeps blank
// and the view does not (with its character), 0 when there is none.
func (v view) shiftedFrom(col int) (int, rune) {
	for _, c := range separatorCols {
		if c >= col && v.at(c) != ' ' {
			return c, v.at(c)
		}
	}
	for b := colRounds; b <= len(v.text); b += blockWidth {
		for _, c := range blockBlankCols(b) {
			if c >= col && v.at(c) != ' ' {
				return c, v.at(c)
			}
		}
	}
	return 0, 0
}

// fieldsWithTabs names the fields of the view, round blocks included,
// that hold a tab and so are not read.
func (v view) fieldsWithTabs() []string {
	var out []string
	for _, f := range playerFields {
		if !v.readable(f.from, f.to) {
			out = append(out, f.what)
		}
	}
	for b := colRounds; b <= len(v.text); b += blockWidth {
		if !v.blockReadable(b) {
			out = append(out, fmt.Sprintf("round %d (columns %d–%d)", (b-colRounds)/blockWidth+1, b, b+7))
		}
	}
	return out
}

// blockReadable tells whether the fields of the round block at col (the
// opponent, the colour, the result) can all be read.
func (v view) blockReadable(col int) bool {
	return v.readable(col, col+3) && v.readable(col+5, col+5) && v.readable(col+7, col+7)
}

// columnNames writes columns for a message: "column 30", "columns 30, 41
// and 52".
func columnNames(cols []int) string {
	if len(cols) == 1 {
		return fmt.Sprintf("column %d", cols[0])
	}
	s := make([]string, len(cols))
	for i, c := range cols {
		s[i] = fmt.Sprint(c)
	}
	return "columns " + words.And(s)
}

// playerStart is how a player's line starts: its record type and the
// space after it (docs/formats.md "TRF").
const playerStart = "001 "

// tabbedPlayerLine tells whether l is a player's line but for a tab in
// its first four columns (docs/formats.md "TRF", "Refused, with the line
// and column"): with each such tab read as the character the layout puts
// there ("001\t", "00\t "), or with those tabs left out ("00\t1 "), the
// line starts as a player's line does. Such a line is read as a player's
// line, its tab reported as tabView reports tabs, rather than as a line
// that is not a TRF line: that would lose the player, and every game
// against them would then be an error of its own.
func tabbedPlayerLine(l line) bool {
	head := l.text[:min(len(playerStart), len(l.text))]
	if !slices.Contains(head, '\t') {
		return false
	}
	stood := []rune(playerStart)
	for i := range stood {
		if r := l.at(i + 1); r != '\t' {
			stood[i] = r
		}
	}
	var dropped []rune
	for _, r := range l.text[:min(len(playerStart)+1, len(l.text))] {
		if r != '\t' {
			dropped = append(dropped, r)
		}
	}
	return string(stood) == playerStart || strings.HasPrefix(string(dropped)+" ", playerStart)
}

// tabNote is what a message about column col of l adds when it holds a
// tab: a message never shows a raw tab.
func tabNote(l line, col int) string {
	if l.at(col) != '\t' {
		return ""
	}
	return fmt.Sprintf(" (column %d holds a tab; write a space instead)", col)
}

// recordName writes a record type for a message, each tab in it as "[a
// tab]": a message never shows a raw tab.
func recordName(code string) string {
	return strings.ReplaceAll(code, "\t", "[a tab]")
}
