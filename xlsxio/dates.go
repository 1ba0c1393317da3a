package xlsxio

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/xuri/excelize/v2"
)

// Date limits: a date read from a file lies in the years 1900 to 9999, the
// range of spreadsheet date serials (docs/formats.md "General rules").
const (
	minDateYear = 1900
	maxDateYear = 9999
	// maxDateSerial is the serial of 9999-12-31 in the 1900 date system.
	maxDateSerial = 2958465
)

// ParseDate reads a date written as text (docs/formats.md "General rules";
// docs/rules.md §1.5): YYYY-MM-DD (also YYYY/MM/DD and YYYY.MM.DD), DD.MM.YYYY,
// and DD/MM/YYYY or DD-MM-YYYY — read as MM/DD/YYYY and MM-DD-YYYY when
// monthFirst is set (ReadOptions.MonthFirst). Days and months may have one
// or two digits; years have four, from 1900 on: a two-digit year is
// refused as ambiguous. A time after the date ("2025-05-01 00:00",
// "2025-05-01T00:00:00Z") is allowed and dropped. The date must exist in
// the calendar. The result is midnight UTC of that day.
func ParseDate(s string, monthFirst bool) (time.Time, error) {
	d, _, err := parseDate(s, monthFirst)
	return d, err
}

// dayMonth says what a text date tells of the order of its day and
// month read day first (docs/rules.md "Dates"; dateOrders).
type dayMonth uint8

const (
	// orderFixed: one reading only (YYYY-MM-DD, DD.MM.YYYY, which is
	// always day first, or the same number for the day and the month).
	orderFixed dayMonth = iota
	// orderShown: NN/NN/YYYY (or with dashes) whose first number is above
	// 12, which only the day-first reading reads.
	orderShown
	// orderOpen: both numbers 1 to 12 and different, which either order
	// reads as a date, two different days.
	orderOpen
	// orderRefused: the second number is above 12 and the first is not,
	// which only the month-first reading reads.
	orderRefused
)

// parseDate is ParseDate, also saying what the date tells of the order
// of its day and month (dayMonth).
func parseDate(s string, monthFirst bool) (time.Time, dayMonth, error) {
	if y, m, d, ok := isoDate(s); ok {
		t, err := checkedDate(s, y, m, d, '-', true, monthFirst)
		return t, orderFixed, err
	}
	t := trimSpace(s)
	datePart := t
	if i := strings.IndexAny(t, " T"); i >= 0 {
		datePart = t[:i]
		if !isTimeOfDay(trimSpace(t[i+1:])) {
			return time.Time{}, orderFixed, dateSyntaxError(s)
		}
	}
	fields, sep, ok := splitDate(datePart)
	if !ok {
		return time.Time{}, orderFixed, dateSyntaxError(s)
	}
	var y, m, d string
	yearFirst, order := false, orderFixed
	switch {
	case len(fields[0]) == 4 && len(fields[1]) <= 2 && len(fields[2]) <= 2:
		y, m, d, yearFirst = fields[0], fields[1], fields[2], true
	case len(fields[2]) == 4 && len(fields[0]) <= 2 && len(fields[1]) <= 2:
		d, m, y = fields[0], fields[1], fields[2]
		if sep != '.' {
			order = orderOf(d, m)
		}
		if monthFirst && sep != '.' {
			m, d = d, m
		}
	default:
		return time.Time{}, orderFixed, dateSyntaxError(s)
	}
	year, _ := strconv.Atoi(y)
	month, _ := strconv.Atoi(m)
	day, _ := strconv.Atoi(d)
	date, err := checkedDate(s, year, month, day, sep, yearFirst, monthFirst)
	return date, order, err
}

// orderOf is what the numbers a and b of a date a/b/YYYY tell of their
// order (dayMonth).
func orderOf(a, b string) dayMonth {
	x, _ := strconv.Atoi(a)
	y, _ := strconv.Atoi(b)
	switch {
	case x < 1 || y < 1 || x == y || x > 12 && y > 12:
		return orderFixed
	case x > 12:
		return orderShown
	case y > 12:
		return orderRefused
	}
	return orderOpen
}

// isoDate reads the common form YYYY-MM-DD exactly, without allocating.
func isoDate(s string) (year, month, day int, ok bool) {
	if len(s) != 10 || s[4] != '-' || s[7] != '-' {
		return 0, 0, 0, false
	}
	num := func(a, b int) (int, bool) {
		v := 0
		for i := a; i < b; i++ {
			if s[i] < '0' || s[i] > '9' {
				return 0, false
			}
			v = v*10 + int(s[i]-'0')
		}
		return v, true
	}
	year, okY := num(0, 4)
	month, okM := num(5, 7)
	day, okD := num(8, 10)
	return year, month, day, okY && okM && okD
}

// checkedDate makes the date of s from its year, month and day, refusing
// years before 1900 and dates the calendar does not have.
func checkedDate(s string, year, month, day int, sep byte, yearFirst, monthFirst bool) (time.Time, error) {
	if year < minDateYear {
		return time.Time{}, valueErrorf(s, "%q: the year %d is before %d", s, year, minDateYear)
	}
	if month < 1 || month > 12 {
		return time.Time{}, valueErrorf(s, "%q: %d is not a month%s", s, month, dateOrderHint(sep, yearFirst, monthFirst))
	}
	if day < 1 || day > daysIn(month, year) {
		return time.Time{}, valueErrorf(s, "%q: %s %d has no day %d%s", s, time.Month(month), year, day, dateOrderHint(sep, yearFirst, monthFirst))
	}
	return time.Date(year, time.Month(month), day, 0, 0, 0, 0, time.UTC), nil
}

// daysIn is the number of days of month (1–12) in year of the Gregorian
// calendar, as time.Date counts them: a day past it would roll over into
// the next month.
func daysIn(month, year int) int {
	switch month {
	case 4, 6, 9, 11:
		return 30
	case 2:
		if year%4 == 0 && (year%100 != 0 || year%400 == 0) {
			return 29
		}
		return 28
	}
	return 31
}

// dateSyntaxError is the error for text that is no date at all.
func dateSyntaxError(s string) *ValueError {
	return valueErrorf(s, "%q is not a date: expected YYYY-MM-DD, DD.MM.YYYY or DD/MM/YYYY (four-digit year), or a date cell", s)
}

// dateOrderHint explains how an NN/NN/YYYY date was read, for the message
// of an impossible month or day.
func dateOrderHint(sep byte, yearFirst, monthFirst bool) string {
	switch {
	case yearFirst || sep == '.':
		return ""
	case monthFirst:
		return fmt.Sprintf(" (read as MM%cDD%cYYYY because the month-first option is on)", sep, sep)
	default:
		return fmt.Sprintf(" (read as DD%cMM%cYYYY; if the file writes the month first, read it month first: %s)", sep, sep, MonthFirstRemedy)
	}
}

// splitDate splits "A?B?C" at one separator ('-', '.' or '/', the same
// twice) into three runs of digits.
func splitDate(s string) (fields [3]string, sep byte, ok bool) {
	i := strings.IndexAny(s, "-./")
	if i < 0 {
		return fields, 0, false
	}
	sep = s[i]
	parts := strings.Split(s, string(sep))
	if len(parts) != 3 {
		return fields, 0, false
	}
	for k, p := range parts {
		if !allDigits(p) || len(p) > 4 {
			return fields, 0, false
		}
		fields[k] = p
	}
	return fields, sep, true
}

// isTimeOfDay accepts HH:MM, HH:MM:SS and HH:MM:SS.fff, optionally followed
// by Z, as written after a date.
func isTimeOfDay(s string) bool {
	s = strings.TrimSuffix(s, "Z")
	hms, frac, hasFrac := strings.Cut(s, ".")
	if hasFrac && !allDigits(frac) {
		return false
	}
	parts := strings.Split(hms, ":")
	if len(parts) < 2 || len(parts) > 3 {
		return false
	}
	limits := []int{23, 59, 59}
	for k, p := range parts {
		if !allDigits(p) || len(p) > 2 {
			return false
		}
		if v, _ := strconv.Atoi(p); v > limits[k] {
			return false
		}
	}
	return true
}

// DateFromSerial converts a spreadsheet date serial (a date cell's number,
// or a number in a date column) to its calendar day at midnight UTC,
// dropping any time of day (docs/formats.md "General rules": dates may be date
// cells). date1904 selects the 1904 date system of some Mac workbooks. The
// serial must fall in the years 1900 to 9999.
func DateFromSerial(serial float64, date1904 bool) (time.Time, error) {
	text := strconv.FormatFloat(serial, 'g', -1, 64)
	lowest := 1.0
	if date1904 {
		lowest = 0
	}
	if math.IsNaN(serial) || serial < lowest || serial >= maxDateSerial+1 {
		return time.Time{}, valueErrorf(text, "%s is not a date serial: expected a date from 1900 to 9999", text)
	}
	t, err := excelize.ExcelDateToTime(math.Floor(serial), date1904)
	if err != nil || t.Year() < minDateYear || t.Year() > maxDateYear {
		return time.Time{}, valueErrorf(text, "%s is not a date serial: expected a date from 1900 to 9999", text)
	}
	return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC), nil
}
