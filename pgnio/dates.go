package pgnio

import (
	"strconv"
	"strings"
	"time"
)

// earliest is the earliest finish date accepted: ICCF was founded in
// 1951 (docs/rules.md "Plausibility").
var earliest = time.Date(1950, 1, 1, 0, 0, 0, 0, time.UTC)

// dateState is what a PGN date says.
type dateState int

const (
	dateMissing dateState = iota // no tag, or "????.??.??"
	datePartial                  // some of it is "??"
	dateBad                      // not a PGN date
	dateWhole                    // a whole date
)

// parseDate reads a PGN date, YYYY.MM.DD (also YYYY-MM-DD), with "??"
// for what is not known; a %ccsnt time may follow after a comma or a
// space ("2021.03.02,18:04").
func parseDate(s string) (time.Time, dateState) {
	s = strings.TrimSpace(s)
	if i := strings.IndexAny(s, ", T"); i >= 0 {
		s = s[:i]
	}
	if s == "" || strings.Trim(s, "?.-") == "" {
		return time.Time{}, dateMissing
	}
	parts := strings.FieldsFunc(s, func(r rune) bool { return r == '.' || r == '-' })
	if len(parts) != 3 || len(parts[0]) != 4 {
		return time.Time{}, dateBad
	}
	var n [3]int
	partial := false
	for i, p := range parts {
		if strings.Trim(p, "?") == "" {
			partial = true
			continue
		}
		v, err := strconv.Atoi(p)
		if err != nil {
			return time.Time{}, dateBad
		}
		n[i] = v
	}
	if partial {
		return time.Time{}, datePartial
	}
	t := time.Date(n[0], time.Month(n[1]), n[2], 0, 0, 0, 0, time.UTC)
	if t.Year() != n[0] || int(t.Month()) != n[1] || t.Day() != n[2] {
		return time.Time{}, dateBad
	}
	return t, dateWhole
}

// dateSource is one place a finish date may come from, in the order
// they are tried.
type dateSource struct {
	key, name string
	value     string
}

// finishDate is the date a finished game finished (docs/formats.md "PGN
// game list"): EndDate, else the date of the last %ccsnt move time, else
// Date, the first that is a whole date. A date that is not a PGN date,
// one before 1950 or after today, or one before another date of the game
// (notBefore), is an error; no whole date at all
// is an error unless undated games are assigned or only warned about.
func (r *resolver) finishDate(g *Game) time.Time {
	sources := []dateSource{
		{"enddate", tagName(g, "EndDate"), value(g, "enddate")},
		{"", "the %ccsnt time of the last move", g.LastMoveTime},
		{"date", tagName(g, "Date"), value(g, "date")},
	}
	unclear := ""
	for i, s := range sources {
		t, st := parseDate(s.value)
		switch st {
		case dateBad:
			r.errorf(g, s.key, "%s: %q is not a date: expected YYYY.MM.DD, e.g. 2021.03.02", s.name, s.value)
			return time.Time{}
		case datePartial:
			if unclear == "" {
				unclear = s.name + " is " + strconv.Quote(s.value)
			}
		case dateWhole:
			return r.checkDate(g, s, i, t)
		}
	}
	r.undated(g, unclear)
	return time.Time{}
}

// checkDate checks that a finish date lies from 1950 to today and not
// before the game's other dates (notBefore), and notes where it came
// from.
func (r *resolver) checkDate(g *Game, s dateSource, i int, t time.Time) time.Time {
	if t.Before(earliest) || t.After(r.opt.Today) {
		r.errorf(g, s.key, "%s: %s is not a plausible finish date: expected a date from 1 January 1950 to today", s.name, t.Format("2 January 2006"))
		return time.Time{}
	}
	if !r.notBefore(g, s, i, t) {
		return time.Time{}
	}
	switch i {
	case 1:
		if len(r.fromMoves) == 0 {
			r.fromMovesAt = r.cell(g, "")
		}
		r.fromMoves = append(r.fromMoves, g.Number)
	case 2:
		if len(r.fromDate) == 0 {
			r.fromDateAt = r.cell(g, "")
		}
		r.fromDate = append(r.fromDate, g.Number)
	}
	return t
}

// undated says that a finished game has no whole finish date, as
// Options.Undated wants it.
func (r *resolver) undated(g *Game, unclear string) {
	why := "the game has no EndDate, no %ccsnt move times and no Date"
	if unclear != "" {
		why = "the finish date is not known: " + unclear
	}
	switch r.opt.Undated {
	case UndatedError:
		r.errorf(g, "date", "%s: give the finish date as [EndDate \"YYYY.MM.DD\"], or rate with --assign-undated to put the game into the period (docs/rules.md §1.5)", why)
	case UndatedWarning:
		r.warnf(g, "date", "%s: rating refuses the game unless it is assigned to the period (--assign-undated, docs/rules.md §1.5)", why)
	}
}

// EventDate is the game's EventDate tag, the start of the event (PGN
// standard 9.2.1), when it is a whole date.
func (g *Game) EventDate() (time.Time, bool) {
	t, st := parseDate(value(g, "eventdate"))
	return t, st == dateWhole
}

// dateBound is a date of a game that its finish date may not be before.
type dateBound struct {
	name, value, why string
	line             int
}

// notBefore checks that the finish date t, read from source i of
// finishDate, is not before the dates that come later in that order of
// sources or start the game: the last %ccsnt move time (for EndDate), Date
// (the day a correspondence game started) and EventDate (the day the
// event started), each when it is a whole date (docs/rules.md "Reading PGN
// game lists": a date that contradicts another is an error; which is
// right is not guessed). ok is false after an error.
func (r *resolver) notBefore(g *Game, s dateSource, i int, t time.Time) (ok bool) {
	bounds := []dateBound{
		{"the %ccsnt time of the last move", g.LastMoveTime, "a game cannot finish before its last move", g.LastMoveLine},
		{"tag " + tagName(g, "Date"), value(g, "date"), "in a correspondence game the day it started", g.Tags["date"].Line},
		{"tag " + tagName(g, "EventDate"), value(g, "eventdate"), "the day the event started", g.Tags["eventdate"].Line},
	}
	ok = true
	for _, b := range bounds[i:] {
		d, st := parseDate(b.value)
		if st != dateWhole || !t.Before(d) {
			continue
		}
		r.errorf(g, s.key, "%s: the finish date %s is before %s, %s (line %d), %s: correct one of them", s.name, t.Format("2006.01.02"), b.name, d.Format("2006.01.02"), b.line, b.why)
		ok = false
	}
	return ok
}
