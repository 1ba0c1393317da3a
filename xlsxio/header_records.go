package xlsxio

import (
	"unicode"

	"ratingdesk/engine"
)

// A row above the header row is a record only when it reads as one under
// the header row's columns (docs/rules.d/xlsxio-read.md "Rows above the
// header row"): a block of small numbers above a list ("Year | Quarter |
// Federation", "2025 | 4 | DEN"; "83 | players") holds numbers where IDs
// are read, and was taken for a game or a player (a tester), refusing
// files the reader read right before.

// gameAbove reports whether row r, above the header row of l, reads as a
// game: player IDs under White and Black, and a Result that reads as a
// finished game's (1-0, ½-½, +/- …), or an unfinished one's (* or empty)
// with a date under Finished or a text under Tournament.
func gameAbove(r *tableRow, l *layout) bool {
	at := func(i int) cell { return r.at(l.pos[i]) }
	if !idLike(at(glWhite).text) || !idLike(at(glBlack).text) {
		return false
	}
	out, err := ParseGameResult(trimSpace(at(glResult).text))
	switch {
	case err != nil:
		return false
	case out != engine.Unfinished:
		return true
	}
	return dateLike(at(glFinished)) || trimSpace(at(glTournament).text) != ""
}

// dateLike reports a cell a date column reads as a date: a workbook date
// cell, or a text date (ParseDate, either order).
func dateLike(c cell) bool {
	if c.date {
		return true
	}
	s := trimSpace(c.text)
	if s == "" {
		return false
	}
	if _, err := ParseDate(s, false); err == nil {
		return true
	}
	_, err := ParseDate(s, true)
	return err == nil
}

// playerAbove reports whether row r, above the header row of l, reads as
// a player: an ID under ID, a name holding a letter under Name (Surname
// when there is no Name column), and in one more column the header row
// heads a value that reads for it (valueFits).
func playerAbove(r *tableRow, l *layout) bool {
	if !idLike(r.at(l.pos[rlID]).text) {
		return false
	}
	name := rlName
	if l.pos[rlName] < 0 {
		name = rlSurname
	}
	if !hasLetter(r.at(l.pos[name]).text) {
		return false
	}
	for i, col := range l.pos {
		if col >= 0 && valueFits(i, r.at(col)) {
			return true
		}
	}
	return false
}

// hasLetter reports whether s holds a letter.
func hasLetter(s string) bool {
	for _, c := range s {
		if unicode.IsLetter(c) {
			return true
		}
	}
	return false
}

// valueFits reports whether cell c reads as a value of rating list column
// i other than the ID and the name: a number in a number column, a
// federation code in Fed, a known title in Title, a date in Last game.
// The other columns (yes/no, status) tell nothing.
func valueFits(i int, c cell) bool {
	s := trimSpace(c.text)
	if s == "" {
		return false
	}
	switch i {
	case rlRating, rlRD, rlGames, rlRatingExact, rlRDExact, rlFIDE, rlPrevious, rlChange, rlPeriodGames, rlPeriodScore:
		_, err := ParseNumber(s, DecimalPoint)
		return err == nil
	case rlFed:
		return isFedCode(s)
	case rlTitle:
		_, ok := knownTitle(s)
		return ok
	case rlLastGame:
		return dateLike(c)
	}
	return false
}
