package xlsxio

import (
	"bytes"
	"encoding/xml"
	"io"
	"math"
	"regexp"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"
)

// rowEncoder writes the data rows of an output sheet (all rows under the
// header) as <row> elements, straight into the package, one row at a time,
// so that a workbook of any size is written in bounded memory
// (docs/performance.md). It writes each cell byte for byte as excelize's
// StreamWriter writes the value this package used to hand it: a text as an
// inline string; an integer as a number, with the integer format in an
// integer column; a date from 1 March 1900 on as its serial day under the
// date format, an earlier one as its text; a finite float as a number cell
// holding the shortest exact decimal under its column's float style
// (docs/rules.md §1.6; excelize itself would cut it to 15 digits), NaN and
// infinities as text; yes/no as text.
type rowEncoder struct {
	st *workbookStyles
	// cols are the column letters, "A" to the last column.
	cols []string
	// intOpen and floatOpen end the start tag of an integer and of a
	// finite float cell of each column (its style) and open its value.
	intOpen, floatOpen [][]byte
	floats             floatTexts
	buf                []byte
	esc                bytes.Buffer
}

// newRowEncoder returns a rowEncoder for a sheet of these columns.
func newRowEncoder(st *workbookStyles, cols []Column) *rowEncoder {
	e := &rowEncoder{st: st, cols: make([]string, len(cols)),
		intOpen: make([][]byte, len(cols)), floatOpen: make([][]byte, len(cols))}
	for i, c := range cols {
		e.cols[i], _ = excelize.ColumnNumberToName(i + 1)
		intStyle := 0
		if c.Format == FormatInteger {
			intStyle = st.integer
		}
		e.intOpen[i] = append(appendStyle(nil, intStyle), `><v>`...)
		e.floatOpen[i] = append(appendStyle(nil, st.floatStyle(c.Format)), `><v>`...)
	}
	return e
}

// rowsFlushSize is how many bytes of rows the encoder gathers before it
// hands them on.
const rowsFlushSize = 1 << 16

// writeRows writes the data rows of t, from sheet row 2 on, to w.
func (e *rowEncoder) writeRows(w io.Writer, t sheetTable) error {
	e.buf = e.buf[:0]
	err := t.eachRow(func(i int, row []Cell) error {
		e.buf = e.appendRow(e.buf, i+2, row)
		if len(e.buf) < rowsFlushSize {
			return nil
		}
		_, err := w.Write(e.buf)
		e.buf = e.buf[:0]
		return err
	})
	if err != nil {
		return err
	}
	_, err = w.Write(e.buf)
	return err
}

// appendRow appends sheet row r holding the cells of row to b. A cell's
// reference is written only when the cell does not directly follow the
// previous cell written in the row (the first one: when it is not in
// column A): without one, a cell is in the column after the previous cell
// (ECMA-376 Part 1, 18.3.1.4 c), and leaving it out makes the Games sheet's
// XML a fifth smaller and quicker to compress (docs/rules.d/xlsxio-write.md).
func (e *rowEncoder) appendRow(b []byte, r int, row []Cell) []byte {
	b = append(b, `<row r="`...)
	b = strconv.AppendInt(b, int64(r), 10)
	b = append(b, `">`...)
	next := 0
	for i := range row[:min(len(row), len(e.cols))] {
		c := &row[i]
		if c.Kind == KindEmpty {
			continue
		}
		b = append(b, `<c`...)
		if i != next {
			b = append(b, ` r="`...)
			b = append(b, e.cols[i]...)
			b = strconv.AppendInt(b, int64(r), 10)
			b = append(b, '"')
		}
		next = i + 1
		b = e.appendValue(b, i, c)
	}
	return append(b, `</row>`...)
}

// appendValue appends the rest of the cell c of column i after its
// reference: its style and type, its value, its end tag (see rowEncoder).
func (e *rowEncoder) appendValue(b []byte, i int, c *Cell) []byte {
	switch c.Kind {
	case KindFloat:
		if math.IsNaN(c.Float) || math.IsInf(c.Float, 0) {
			break
		}
		b = e.floats.append(append(b, e.floatOpen[i]...), c.Float)
		return append(b, `</v></c>`...)
	case KindInt:
		b = strconv.AppendInt(append(b, e.intOpen[i]...), c.Int, 10)
		return append(b, `</v></c>`...)
	case KindDate:
		serial, ok := excelSerial(c.Date)
		if !ok {
			break
		}
		b = appendStyle(b, e.st.date)
		return append(strconv.AppendInt(append(b, `><v>`...), serial, 10), `</v></c>`...)
	case KindText:
		return e.appendInlineString(b, c.Text)
	}
	return e.appendInlineString(b, c.String())
}

// floatTexts remembers the decimals of recently written floats, so that a
// value written again (a player's rating is in every row of his games,
// often twice) is not formatted again: the same bytes, found by the
// float's bits.
type floatTexts struct {
	bits [floatTextsSize]uint64
	// n is the length of text, 0 for an empty slot.
	n    [floatTextsSize]uint8
	text [floatTextsSize][floatTextMax]byte
}

const (
	floatTextsSize = 256
	// floatTextMax is the longest decimal kept; a longer one (a float of
	// more than 24 digits) is formatted each time.
	floatTextMax = 24
)

// append appends the shortest decimal that reads back as x, never with an
// exponent (strconv 'f', -1).
func (ft *floatTexts) append(b []byte, x float64) []byte {
	bits := math.Float64bits(x)
	h := (bits * 0x9E3779B97F4A7C15) >> 56
	if n := ft.n[h]; n > 0 && ft.bits[h] == bits {
		return append(b, ft.text[h][:n]...)
	}
	start := len(b)
	b = strconv.AppendFloat(b, x, 'f', -1, 64)
	if n := len(b) - start; n <= floatTextMax {
		ft.bits[h], ft.n[h] = bits, uint8(n)
		copy(ft.text[h][:], b[start:])
	}
	return b
}

// appendStyle appends a cell's style attribute; style 0 has none.
func appendStyle(b []byte, style int) []byte {
	if style == 0 {
		return b
	}
	b = append(b, ` s="`...)
	b = strconv.AppendInt(b, int64(style), 10)
	return append(b, '"')
}

// appendInlineString appends the type attribute and the inline-string value
// of a text cell and its end tag, escaped and with xml:space="preserve" as
// excelize writes them. The text was checked by checkCellText.
func (e *rowEncoder) appendInlineString(b []byte, s string) []byte {
	b = append(b, ` t="inlineStr"><is><t`...)
	if s != "" && (isXMLSpace(s[0]) || isXMLSpace(s[len(s)-1])) {
		b = append(b, ` xml:space="preserve"`...)
	}
	b = append(b, '>')
	if writtenAsIs(s) {
		b = append(b, s...)
	} else {
		e.esc.Reset()
		_ = xml.EscapeText(&e.esc, []byte(s))
		b = append(b, escapeOOXML(strings.ReplaceAll(e.esc.String(), "&#xA;", "\n"))...)
	}
	return append(b, `</t></is></c>`...)
}

// escapeBytes marks the bytes that may make appendInlineString escape a
// text: XML's specials, tab, line feed and carriage return, and the
// underscore of an _xHHHH_.
var escapeBytes = [256]bool{'"': true, '\'': true, '&': true, '<': true, '>': true, '\t': true, '\n': true, '\r': true, '_': true}

// writtenAsIs reports whether s is written as it is: it holds none of the
// bytes XML escapes and no "_x".
func writtenAsIs(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; escapeBytes[c] && (c != '_' || strings.HasPrefix(s[i:], "_x")) {
			return false
		}
	}
	return true
}

// isXMLSpace reports whether c is one of the characters whose presence at
// either end of a text makes excelize mark it xml:space="preserve".
func isXMLSpace(c byte) bool {
	return c == '\t' || c == '\n' || c == '\r' || c == ' '
}

// The patterns of the OOXML escape _xHHHH_ (ECMA-376 Part 1, 22.9.2.19
// ST_Xstring), as excelize matches them.
var (
	ooxmlEscape     = regexp.MustCompile(`_x[a-fA-F\d]{4}_`)
	ooxmlEscapeTail = regexp.MustCompile(`x[a-fA-F\d]{4}_`)
)

// escapeOOXML escapes the underscore of every literal _xHHHH_ in s, so that
// a reader does not take it for an escaped character, exactly as excelize
// does when it writes a cell (its bstrMarshal); s is returned unchanged
// when it holds no such sequence.
func escapeOOXML(s string) string {
	matches := ooxmlEscape.FindAllStringIndex(s, -1)
	if len(matches) == 0 {
		return s
	}
	var b strings.Builder
	cursor := 0
	for _, m := range matches {
		b.WriteString(s[cursor:m[0]])
		sub := s[m[0]:m[1]]
		cursor = m[1]
		if sub == "_x005F_" {
			if m[1]+6 <= len(s) && ooxmlEscapeTail.MatchString(s[m[1]:m[1]+6]) && !isSurrogate(s[m[1]+1:m[1]+5]) {
				b.WriteString(sub + "x005F" + sub)
				continue
			}
			b.WriteString(sub + "x005F_")
			continue
		}
		// excelize drops a _xHHHH_ naming a UTF-16 surrogate; it is kept
		// here, escaped like any other.
		b.WriteString("_x005F" + sub)
	}
	b.WriteString(s[cursor:])
	return b.String()
}

// isSurrogate reports whether the four hex digits name a UTF-16 surrogate
// (U+D800 to U+DFFF), which is no character.
func isSurrogate(hex string) bool {
	v, err := strconv.ParseUint(hex, 16, 32)
	return err == nil && v >= 0xD800 && v <= 0xDFFF
}
