package trfio

import (
	"bytes"
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"

	"ratingdesk/xlsxio"
)

// line is one line of a TRF file: its number (from 1) and its characters,
// without the line end and without trailing spaces and tabs.
type line struct {
	num  int
	text []rune
}

// splitLines cuts data into lines at CR LF, LF or a CR alone (docs/formats.md
// "TRF": files written with any of these line ends are read). Each line is
// read in its own encoding: UTF-8, or Latin-1 (one character a byte) when
// it is not valid UTF-8, so that a UTF-8 name keeps its fields in their
// columns in a file that has some Latin-1 lines; a UTF-8 byte-order mark
// is skipped.
func splitLines(data []byte) []line {
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	data = bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
	data = bytes.ReplaceAll(data, []byte("\r"), []byte("\n"))
	parts := bytes.Split(data, []byte("\n"))
	out := make([]line, 0, len(parts))
	for i, p := range parts {
		var text []rune
		if utf8.Valid(p) {
			text = []rune(string(p))
		} else {
			text = make([]rune, len(p))
			for k, b := range p {
				text[k] = rune(b)
			}
		}
		for len(text) > 0 && (text[len(text)-1] == ' ' || text[len(text)-1] == '\t') {
			text = text[:len(text)-1]
		}
		out = append(out, line{num: i + 1, text: text})
	}
	return out
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
