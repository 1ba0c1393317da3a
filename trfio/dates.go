package trfio

import (
	"strconv"
	"strings"
	"time"
)

// parseDate reads a date of a TRF header as the files in practice write it
// (docs/formats.md "TRF"): YYYY/MM/DD as the layout asks (also with - or
// . between the parts), DD.MM.YYYY (spaces after the dots allowed, as in
// "28. 07. 2005"), and with a two-digit year YY/MM/DD (the layout's own
// form for the round dates) or DD.MM.YY. A two-digit year is 20YY up to
// 69, else 19YY. ok is false for anything else, or a day that does not
// exist.
func parseDate(s string) (time.Time, bool) {
	s = strings.TrimSpace(s)
	sep := strings.IndexAny(s, "/.-")
	if sep < 0 {
		return time.Time{}, false
	}
	parts := strings.FieldsFunc(s, func(r rune) bool { return r == rune(s[sep]) })
	if len(parts) != 3 {
		return time.Time{}, false
	}
	nums := make([]int, 3)
	widths := make([]int, 3)
	for i, p := range parts {
		p = strings.TrimSpace(p)
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 || p == "" || p[0] == '+' {
			return time.Time{}, false
		}
		nums[i], widths[i] = n, len(p)
	}
	y, m, d, ok := order(nums, widths, s[sep])
	if !ok {
		return time.Time{}, false
	}
	t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
	if t.Year() != y || int(t.Month()) != m || t.Day() != d {
		return time.Time{}, false
	}
	return t, true
}

// order tells year, month and day apart by the width of the parts: a
// four-digit part is the year; two-digit parts are YY/MM/DD with slashes
// and DD.MM.YY otherwise.
func order(n, w []int, sep byte) (y, m, d int, ok bool) {
	switch {
	case w[0] == 4 && w[1] <= 2 && w[2] <= 2:
		return n[0], n[1], n[2], true
	case w[2] == 4 && w[0] <= 2 && w[1] <= 2 && sep != '/':
		return n[2], n[1], n[0], true
	case w[0] == 2 && w[1] <= 2 && w[2] <= 2 && sep == '/':
		return century(n[0]), n[1], n[2], true
	case w[2] == 2 && w[0] <= 2 && w[1] <= 2 && sep == '.':
		return century(n[2]), n[1], n[0], true
	}
	return 0, 0, 0, false
}

// century reads a two-digit year: 2000–2069 for 00–69, 1970–1999 else.
func century(yy int) int {
	if yy <= 69 {
		return 2000 + yy
	}
	return 1900 + yy
}

// validBirth reports whether a birth-date field reads: empty, a date as
// parseDate reads it, the year alone, or YYYY/00/00 and YYYY.00.00 (the
// year alone as some programs write it).
func validBirth(s string) bool {
	if s == "" {
		return true
	}
	if _, ok := parseDate(s); ok {
		return true
	}
	if len(s) == 4 {
		_, err := strconv.Atoi(s)
		return err == nil
	}
	if len(s) == 10 && (strings.HasSuffix(s, "/00/00") || strings.HasSuffix(s, ".00.00") || strings.HasSuffix(s, "-00-00")) {
		_, err := strconv.Atoi(s[:4])
		return err == nil
	}
	return false
}
