package xlsxio_test

import (
	"encoding/binary"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"ratingdesk/xlsxio"
)

// fuzzSource turns the fuzzer's bytes into the choices of a generated
// table: every byte taken is one decision, and past the end of the input
// every decision is 0, so that any input makes a valid case and the
// fuzzer's mutations move smoothly between cases.
type fuzzSource struct{ data []byte }

// next takes one byte (0 past the end).
func (s *fuzzSource) next() byte {
	if len(s.data) == 0 {
		return 0
	}
	b := s.data[0]
	s.data = s.data[1:]
	return b
}

// done reports whether every byte has been taken.
func (s *fuzzSource) done() bool { return len(s.data) == 0 }

// intn is a choice among n (n <= 65536).
func (s *fuzzSource) intn(n int) int {
	if n <= 256 {
		return int(s.next()) % n
	}
	return (int(s.next())<<8 | int(s.next())) % n
}

// flag is a yes/no choice, yes one time in four.
func (s *fuzzSource) flag() bool { return s.next()%4 == 3 }

// uint64 takes eight bytes.
func (s *fuzzSource) uint64() uint64 {
	var b [8]byte
	for i := range b {
		b[i] = s.next()
	}
	return binary.LittleEndian.Uint64(b[:])
}

// fuzzTokens are the pieces of text files are made of that readers have
// got wrong or might: separators, quotes and line breaks of every kind,
// formula starters, white space a trim must (or must not) take off, words
// that are headings or markers, and characters outside Latin-1 (U+FFFD
// too, so that a decoder's stand-in is not mistaken for a loss).
var fuzzTokens = []string{
	`"`, `""`, ",", ";", "\t", "\n", "\r\n", "\r", " ", "  ", "\u00a0", "\u202f", "\u2009", "\u200b", "\ufeff",
	"=", "+", "-", "@", "'", "'=", "'-", "''", "=1+1", "-/+", "½", "1-0",
	"ID", "Name", "White", "Black", "No", "1", "sep=;", "sep=,", "Tournament", "Norm", "yes",
	"Šimić", "Đorđević", "Müller", "Ærø", "Ålesund", "Çağlar", "Øre", "Łódź", "日本", "Владимир", "\U0001F600",
	"_x0041_", "_x000D_", "&amp;", "<b>", "\ufffd", "0", "2.451", "2,301", "1 234",
}

// fuzzText is a text of up to maxPieces pieces, each a token of fuzzTokens
// or one character taken from the input (any Unicode character but NUL,
// which no text file holds; with plain, also none that an XML document
// cannot hold, as excelize would write them as U+FFFD).
func (s *fuzzSource) text(maxPieces int, plain bool) string {
	var b strings.Builder
	for n := s.intn(maxPieces + 1); n > 0; n-- {
		c := s.next()
		if int(c) < 2*len(fuzzTokens) && c%2 == 0 {
			b.WriteString(fuzzTokens[c/2])
			continue
		}
		r := s.char(c)
		if r == 0 || plain && !xmlChar(r) {
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// char is a character from c and, for c above 0xDF, the bytes after it:
// ASCII and Latin-1 as they are, else a rune of the Basic Multilingual
// Plane or beyond.
func (s *fuzzSource) char(c byte) rune {
	switch {
	case c < 0xe0:
		return rune(c)
	case c < 0xf0:
		r := rune(c&0x0f)<<8 | rune(s.next())
		return validRune(r<<4 | rune(s.next()&0x0f))
	default:
		r := rune(c&0x07)<<16 | rune(s.next())<<8 | rune(s.next())
		return validRune(r % (unicode.MaxRune + 1))
	}
}

// validRune is r, or U+FFFD for a surrogate half.
func validRune(r rune) rune {
	if !utf8.ValidRune(r) {
		return utf8.RuneError
	}
	return r
}

// xmlChar reports whether an XML 1.0 document can hold r as a character.
func xmlChar(r rune) bool {
	return r == '\t' || r == '\n' || r == '\r' || r >= 0x20 && r <= 0xd7ff ||
		r >= 0xe000 && r <= 0xfffd || r >= 0x10000 && r <= unicode.MaxRune
}

// nonBlank makes a generated text that must not be blank (a name, an
// event) non-blank by appending a letter when trimming leaves nothing, as
// written or as a CSV reader reads it unguarded (UnescapeFormula takes
// the apostrophe of "'\n  " away, leaving only white space).
func nonBlank(s string) string {
	if readText(s) == "" || readText(xlsxio.UnescapeFormula(s)) == "" {
		return s + "A"
	}
	return s
}

// readText is a text cell as the readers keep a name, a federation or an
// event (docs/rules.d/xlsxio-read.md): trimmed of white space of every
// kind, also no-break, zero-width spaces and byte-order marks.
func readText(s string) string {
	return strings.TrimFunc(s, func(r rune) bool { return unicode.IsSpace(r) || r == '\u200b' || r == '\ufeff' })
}

// fuzzDate is a date from 1950-01-01 to 2024-12-31: every finish date a
// reader must accept, under today's sanity limits and the plausibility
// limits of issue 8 (no date before 1950 or in the future).
func (s *fuzzSource) date() time.Time {
	d := time.Date(1950, 1, 1, 0, 0, 0, 0, time.UTC)
	return d.AddDate(0, 0, s.intn(27394))
}

// fuzzSpaces are the thousands separators a number may be grouped with
// (docs/rules.d/xlsxio-read.md "Numbers as text"): a space, a no-break, a
// narrow no-break and a thin space.
var fuzzSpaces = []string{" ", "\u00a0", "\u202f", "\u2009"}

// numberText writes the number x (shortest form, as strconv writes it) as
// a person may type it: plain or with its whole part grouped by spaces,
// with the decimal mark mark. A fraction of exactly three digits after one
// to three whole digits ("75.993") is the shape whose reading depends on
// the file's convention (and, by issue 8 point 3, on the column's other
// cells): it gets a trailing 0, which means the same number and cannot be
// read as a group.
func (s *fuzzSource) numberText(x string, mark byte) string {
	whole, frac, hasFrac := strings.Cut(x, ".")
	if hasFrac && len(frac) == 3 && len(whole) <= 3 {
		frac += "0"
	}
	if len(whole) > 3 && s.flag() {
		sep := fuzzSpaces[s.intn(len(fuzzSpaces))]
		var b strings.Builder
		for i, d := range whole {
			if i > 0 && (len(whole)-i)%3 == 0 {
				b.WriteString(sep)
			}
			b.WriteRune(d)
		}
		whole = b.String()
	}
	if !hasFrac {
		return whole
	}
	return whole + string(mark) + frac
}
