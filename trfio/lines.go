package trfio

import (
	"bytes"
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"

	"ratingdesk/xlsxio"
)

// line is one line of a TRF file: its number (from 1) and its characters,
// without the line end and without trailing spaces and tabs.
type line struct {
	num  int
	text []rune
	// cp1252 is the column (from 1) of the line's first byte 0x80–0x9F
	// read as Windows-1252 (a line that is not UTF-8), undefined that of
	// its first byte neither Latin-1 nor Windows-1252 gives a character;
	// 0 for none (splitLines); mixed is that of the first UTF-8 character
	// (of two bytes or more) on a line that is not UTF-8.
	cp1252, undefined, mixed int
}

// splitLines cuts data into lines at CR LF, LF or a CR alone (docs/formats.md
// "TRF": files written with any of these line ends are read). Each line is
// read in its own encoding: UTF-8, or Latin-1 (one character a byte) when
// it is not valid UTF-8, so that a UTF-8 name keeps its fields in their
// columns in a file that has some Latin-1 lines; a UTF-8 byte-order mark
// is skipped. In a line that is not UTF-8 the bytes 0x80–0x9F, control
// characters in Latin-1, are read as Windows-1252 (Š, ž, ’…), still one
// character a byte; the line notes where (line.cp1252, line.undefined),
// for Decode to say so (charsetProblems).
func splitLines(data []byte) []line {
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	data = bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
	data = bytes.ReplaceAll(data, []byte("\r"), []byte("\n"))
	parts := bytes.Split(data, []byte("\n"))
	out := make([]line, 0, len(parts))
	for i, p := range parts {
		l := line{num: i + 1}
		if utf8.Valid(p) {
			l.text = []rune(string(p))
		} else {
			l.readSingleByte(p)
		}
		for len(l.text) > 0 && (l.text[len(l.text)-1] == ' ' || l.text[len(l.text)-1] == '\t') {
			l.text = l.text[:len(l.text)-1]
		}
		out = append(out, l)
	}
	return out
}

// readSingleByte reads p, a line that is not UTF-8, one character a byte:
// Latin-1, but the bytes 0x80–0x9F as Windows-1252 gives them (noted in
// l.cp1252); a byte Windows-1252 leaves undefined is kept as its Latin-1
// control character and noted in l.undefined, and UTF-8 text among the
// bytes in l.mixed.
func (l *line) readSingleByte(p []byte) {
	l.text = make([]rune, len(p))
	for k := 0; k < len(p) && l.mixed == 0; {
		if _, size := utf8.DecodeRune(p[k:]); size > 1 {
			l.mixed = k + 1
		} else {
			k++
		}
	}
	for k, b := range p {
		l.text[k] = rune(b)
		if b < 0x80 || b > 0x9F {
			continue
		}
		r := charmap.Windows1252.DecodeByte(b)
		if r == utf8.RuneError {
			if l.undefined == 0 {
				l.undefined = k + 1
			}
			continue
		}
		l.text[k] = r
		if l.cp1252 == 0 {
			l.cp1252 = k + 1
		}
	}
}

// field is the text of columns from to to (counted from 1, both included),
// trimmed of spaces; columns beyond the line's end are empty.
func (l line) field(from, to int) string {
	if from > len(l.text) {
		return ""
	}
	to = min(to, len(l.text))
	return strings.TrimSpace(string(l.text[from-1 : to]))
}

// at is the character in column col (from 1), a space beyond the end.
func (l line) at(col int) rune {
	if col < 1 || col > len(l.text) {
		return ' '
	}
	return l.text[col-1]
}

// code is the record type: the line's first three characters.
func (l line) code() string {
	if len(l.text) < 3 {
		return string(l.text)
	}
	return string(l.text[:3])
}

// value is the text of a header line after its code (from column 5), a
// tab in it read as a space.
func (l line) value() string { return strings.ReplaceAll(l.field(5, len(l.text)), "\t", " ") }

// place writes a line and column as Problem.Cell: "line 14, column 92",
// or "line 14" when col is 0.
func place(num, col int) string {
	if col <= 0 {
		return fmt.Sprintf("line %d", num)
	}
	return fmt.Sprintf("line %d, column %d", num, col)
}

// problems collects the problems of one file.
type problems struct {
	file string
	list xlsxio.Problems
	// at holds the line and column of each problem of list, line 0 for
	// the whole file and column 0 for the whole line.
	at [][2]int
}

// errorf adds an error at line num, column col.
func (p *problems) errorf(num, col int, format string, args ...any) {
	p.list = append(p.list, &xlsxio.Problem{File: p.file, Cell: place(num, col), Severity: xlsxio.Error, Msg: fmt.Sprintf(format, args...)})
	p.at = append(p.at, [2]int{num, col})
}

// inLineOrder is the problems of a refused file in the order of their
// lines and columns (those of the whole file first, then those of each
// line, the whole line's before its columns'; two of one place in the
// order they were found), as the file is corrected from top to bottom. The
// problems of a file that is read keep the order they were found in, so
// that its warnings are written as before.
func (p *problems) inLineOrder() xlsxio.Problems {
	idx := make([]int, len(p.list))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool {
		x, y := p.at[idx[a]], p.at[idx[b]]
		return x[0] < y[0] || x[0] == y[0] && x[1] < y[1]
	})
	out := make(xlsxio.Problems, len(idx))
	for i, k := range idx {
		out[i] = p.list[k]
	}
	return out
}

// warnf adds a warning at line num, column col (the whole file when num
// is 0).
func (p *problems) warnf(num, col int, format string, args ...any) {
	cell := ""
	if num > 0 {
		cell = place(num, col)
	}
	p.list = append(p.list, &xlsxio.Problem{File: p.file, Cell: cell, Severity: xlsxio.Warning, Msg: fmt.Sprintf(format, args...)})
	p.at = append(p.at, [2]int{num, col})
}

// charsetProblems says what splitLines read of a line that is not UTF-8
// beyond Latin-1 (docs/formats.md "TRF", "Variants accepted"): once a
// file, a warning at the first line whose bytes 0x80–0x9F were read as
// Windows-1252; an error at every line holding a byte neither character
// set defines, or UTF-8 text among bytes that are not (a name pasted from
// a UTF-8 file, which either reading garbles). seen is whether the warning
// was given.
func (p *problems) charsetProblems(l line, seen *bool) {
	if l.cp1252 > 0 && !*seen {
		*seen = true
		p.warnf(l.num, l.cp1252, "the line is not UTF-8 and holds %q, a control character in Latin-1 (ISO 8859-1): it was read as Windows-1252, as is every such character of the file; check the names, or save the file as UTF-8", string(l.text[l.cp1252-1]))
	}
	if l.mixed > 0 {
		p.errorf(l.num, l.mixed, "the line is not UTF-8, yet holds UTF-8 text here: it mixes two character sets, and its names would be read wrongly either way; save the file as UTF-8")
	}
	if l.undefined > 0 {
		p.errorf(l.num, l.undefined, "the line is not UTF-8 and holds the byte 0x%02X, which is a character neither of Latin-1 nor of Windows-1252: the file is in another character set; save it as UTF-8", l.text[l.undefined-1])
	}
}
