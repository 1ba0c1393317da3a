package trfio

import (
	"strconv"
	"strings"
	"time"
)

// header is what the tournament lines 012 … 132 say (docs/formats.md
// "TRF"), with the line each value was read from (0 when absent).
type header struct {
	name, eventType, arbiter, director, federation string
	start, end                                     time.Time
	players                                        int
	// lines holds the line of each header code read.
	lines map[string]int
}

// headerCodes are the tournament lines of TRF-16 with what they hold;
// read says whether the value goes into the section (the others are read
// as header lines and not kept).
var headerCodes = map[string]struct {
	what string
	read bool
}{
	"012": {"tournament name", true},
	"022": {"city", false},
	"032": {"federation", true},
	"042": {"start date", true},
	"052": {"end date", true},
	"062": {"number of players", true},
	"072": {"number of rated players", false},
	"082": {"number of teams", false},
	"092": {"type of tournament", true},
	"102": {"chief arbiter", true},
	"112": {"deputy chief arbiter", true},
	"122": {"time control", false},
	"132": {"round dates", false},
}

// readHeader reads one tournament line into h. A line given twice (112
// apart, whose further lines are not kept) is an error and is not kept,
// but its value is still checked, so that its own problems come with it
// (docs/formats.md "TRF": every problem at once).
func (rd *reader) readHeader(l line) {
	code := l.code()
	h := &rd.hdr
	first, dup := h.lines[code]
	switch {
	case dup && code == "112":
		return // further deputies are not kept (docs/formats.md "TRF")
	case dup:
		rd.p.errorf(l.num, 1, "%s (%s) is given twice: also on line %d; keep one of them", code, headerCodes[code].what, first)
	default:
		h.lines[code] = l.num
	}
	v := l.value()
	switch code {
	case "042", "052":
		if d, ok := rd.headerDate(l, v, !dup); ok && !dup {
			h.setDate(code, d)
		}
	case "062":
		n, err := strconv.Atoi(v)
		switch {
		case (err != nil || n < 0) && v != "":
			rd.p.errorf(l.num, 5, "062 (number of players) is %q: expected a whole number", v)
		case err == nil && n >= 0 && !dup:
			h.players = n
		}
	}
	if !dup {
		h.setText(code, v)
	}
}

// setText keeps the value of a tournament line that is text.
func (h *header) setText(code, v string) {
	switch code {
	case "012":
		h.name = v
	case "032":
		h.federation = v
	case "092":
		h.eventType = v
	case "102":
		h.arbiter = v
	case "112":
		h.director = v
	}
}

// setDate keeps the date of 042 (start) or 052 (end).
func (h *header) setDate(code string, d time.Time) {
	if code == "042" {
		h.start = d
	} else {
		h.end = d
	}
}

// headerDate reads 042 (start) or 052 (end): a date not before 1950 and
// not after today. An end date after today is the planned end: the
// section is read as running, with a warning when kept (the date of a
// line given twice is checked, not kept). ok is false for an empty value
// and one in error, and for an end date after today.
func (rd *reader) headerDate(l line, v string, kept bool) (d time.Time, ok bool) {
	code := l.code()
	what := headerCodes[code].what
	if v == "" {
		return d, false
	}
	d, ok = parseDate(v)
	switch {
	case !ok:
		rd.p.errorf(l.num, 5, "%s (%s) is %q: expected a date as YYYY/MM/DD (also DD.MM.YYYY, YY/MM/DD)", code, what, v)
	case d.Before(earliest):
		rd.p.errorf(l.num, 5, "%s (%s) %s is before %s: expected the date of a correspondence event (check the year)", code, what, d.Format(time.DateOnly), earliest.Format(time.DateOnly))
	case d.After(rd.today) && code == "052":
		if kept {
			rd.p.warnf(l.num, 5, "052 (end date) %s is after today: taken as the planned end, so the section is read as running (no finish date)", d.Format(time.DateOnly))
		}
	case d.After(rd.today):
		rd.p.errorf(l.num, 5, "042 (start date) %s is after today: expected the date the section started", d.Format(time.DateOnly))
	default:
		return d, true
	}
	return d, false
}

// earliest is the earliest start or end date of a section
// (docs/rules.md: plausibility, as for workbooks).
var earliest = time.Date(1950, 1, 1, 0, 0, 0, 0, time.UTC)

// names splits 012 into the tournament and the section: "Tournament /
// Section" as Rating Desk writes a section whose name differs from the
// tournament's (see Encode); otherwise the section is named like the
// tournament.
func (h *header) names() (tournament, section string) {
	if i := strings.LastIndex(h.name, " / "); i > 0 {
		return strings.TrimSpace(h.name[:i]), strings.TrimSpace(h.name[i+3:])
	}
	return h.name, h.name
}
