package xlsxio

import (
	"bytes"
	"encoding/xml"
	"io"
	"math"
	"regexp"
	"strconv"
	"strings"
	"time"

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
	// row is the sheet row being written and next the column of the cell
	// that would directly follow the last one written in it.
	row, next int
	// texts are the workbook's shared strings, nil when its sheets write
	// their texts inline; recent remembers each column's last texts and
	// their indexes in texts.
	texts  *sharedTexts
	recent [][recentTexts]sharedText
}

// recentTexts is how many of a column's last shared texts a rowEncoder
// remembers: enough for a game's result or an opponent's source, which
// take a few values, to be found without a look-up in the workbook's
// texts.
const recentTexts = 4

// sharedText is a text and its index in the shared strings.
type sharedText struct {
	text  string
	index int32
}

// newRowEncoder returns a rowEncoder for a sheet of these columns whose
// shared texts go to texts (nil: the sheet writes its texts inline).
func newRowEncoder(st *workbookStyles, cols []Column, texts *sharedTexts) *rowEncoder {
	e := &rowEncoder{st: st, cols: make([]string, len(cols)),
		intOpen: make([][]byte, len(cols)), floatOpen: make([][]byte, len(cols)), texts: texts}
	if texts != nil {
		e.recent = make([][recentTexts]sharedText, len(cols))
	}
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

// writeRows writes the data rows of t, from sheet row 2 on, to w: through
// t.Encode when it has one, else cell by cell from its rows.
func (e *rowEncoder) writeRows(w io.Writer, t sheetTable) error {
	if t.Encode != nil {
		return t.Encode(e, w)
	}
	e.buf = e.buf[:0]
	err := t.eachRow(func(i int, row []Cell) error {
		e.buf = e.appendRow(e.buf, i+2, row)
		return e.flushFull(w)
	})
	if err != nil {
		return err
	}
	return e.flush(w)
}

// flushFull hands the gathered rows on to w once they fill a flush.
func (e *rowEncoder) flushFull(w io.Writer) error {
	if len(e.buf) < rowsFlushSize {
		return nil
	}
	return e.flush(w)
}

// flush hands the gathered rows on to w.
func (e *rowEncoder) flush(w io.Writer) error {
	_, err := w.Write(e.buf)
	e.buf = e.buf[:0]
	return err
}

// appendRow appends sheet row r holding the cells of row to b.
func (e *rowEncoder) appendRow(b []byte, r int, row []Cell) []byte {
	b = e.appendRowStart(b, r)
	for i := range row[:min(len(row), len(e.cols))] {
		b = e.appendCell(b, i, &row[i])
	}
	return append(b, `</row>`...)
}

// appendRowStart appends the start tag of sheet row r, whose cells follow.
func (e *rowEncoder) appendRowStart(b []byte, r int) []byte {
	e.row, e.next = r, 0
	b = append(b, `<row r="`...)
	b = strconv.AppendInt(b, int64(r), 10)
	return append(b, `">`...)
}

// appendCellStart appends the start of the tag of the cell in column i of
// the row: its reference is written only when the cell does not directly
// follow the previous cell written in the row (the first one: when it is
// not in column A). Without one, a cell is in the column after the
// previous cell (ECMA-376 Part 1, 18.3.1.4 c), and leaving it out makes
// the Games sheet's XML a fifth smaller and quicker to compress
// (docs/rules.d/xlsxio-write.md).
func (e *rowEncoder) appendCellStart(b []byte, i int) []byte {
	b = append(b, `<c`...)
	if i != e.next {
		b = append(b, ` r="`...)
		b = append(b, e.cols[i]...)
		b = strconv.AppendInt(b, int64(e.row), 10)
		b = append(b, '"')
	}
	e.next = i + 1
	return b
}

// appendCell appends cell c of column i of the row; an empty cell is not
// written.
func (e *rowEncoder) appendCell(b []byte, i int, c *Cell) []byte {
	if c.Kind == KindEmpty {
		return b
	}
	return e.appendValue(e.appendCellStart(b, i), i, c)
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
		return e.appendText(b, i, c.Text)
	}
	return e.appendText(b, i, c.String())
}

// appendFloatCell appends a float cell of column i, as appendCell would
// FloatCell(x).
func (e *rowEncoder) appendFloatCell(b []byte, i int, x float64) []byte {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return e.appendCell(b, i, &Cell{Kind: KindFloat, Float: x})
	}
	b = e.floats.append(append(e.appendCellStart(b, i), e.floatOpen[i]...), x)
	return append(b, `</v></c>`...)
}

// appendIntCell appends an integer cell of column i, as appendCell would
// IntCell(n).
func (e *rowEncoder) appendIntCell(b []byte, i int, n int64) []byte {
	b = strconv.AppendInt(append(e.appendCellStart(b, i), e.intOpen[i]...), n, 10)
	return append(b, `</v></c>`...)
}

// appendDateCell appends a date cell of column i, as appendCell does
// DateCell(t): none for the zero time.
func (e *rowEncoder) appendDateCell(b []byte, i int, t time.Time) []byte {
	c := DateCell(t)
	return e.appendCell(b, i, &c)
}

// appendTextCell appends a text cell of column i, as appendCell would
// TextCell(s): none for the empty text.
func (e *rowEncoder) appendTextCell(b []byte, i int, s string) []byte {
	if s == "" {
		return b
	}
	return e.appendText(e.appendCellStart(b, i), i, s)
}

// appendText appends the type, value and end tag of a text cell of column
// i: a shared string when the workbook has them, else inline; the text as
// workbookText writes it.
func (e *rowEncoder) appendText(b []byte, i int, s string) []byte {
	s = workbookText(s)
	if e.texts == nil {
		return e.appendInlineString(b, s)
	}
	return e.appendSharedIndex(b, e.sharedIndex(i, s))
}

// sharedIndex is the index of s in the shared strings, added when new,
// found first among column i's recent texts.
func (e *rowEncoder) sharedIndex(i int, s string) int32 {
	recent := &e.recent[i]
	for k := range recent {
		if recent[k].text == s && s != "" {
			return recent[k].index
		}
	}
	idx := e.texts.add(s)
	copy(recent[1:], recent[:len(recent)-1])
	recent[0] = sharedText{s, idx}
	return idx
}

// appendSharedIndex appends the type, value and end tag of a cell that
// holds shared string idx.
func (e *rowEncoder) appendSharedIndex(b []byte, idx int32) []byte {
	e.texts.uses++
	b = append(b, ` t="s"><v>`...)
	b = strconv.AppendInt(b, int64(idx), 10)
	return append(b, `</v></c>`...)
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
	b = append(b, ` t="inlineStr"><is>`...)
	b = appendTextElement(b, &e.esc, s)
	return append(b, `</is></c>`...)
}

// appendTextElement appends a <t> element holding s, escaped and with
// xml:space="preserve" as excelize writes an inline string's; esc is
// scratch space.
func appendTextElement(b []byte, esc *bytes.Buffer, s string) []byte {
	b = append(b, `<t`...)
	if s != "" && (isXMLSpace(s[0]) || isXMLSpace(s[len(s)-1])) {
		b = append(b, ` xml:space="preserve"`...)
	}
	b = append(b, '>')
	if writtenAsIs(s) {
		b = append(b, s...)
	} else {
		esc.Reset()
		_ = xml.EscapeText(esc, []byte(s))
		b = append(b, escapeOOXML(strings.ReplaceAll(esc.String(), "&#xA;", "\n"))...)
	}
	return append(b, `</t>`...)
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
