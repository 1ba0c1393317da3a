package xlsxio

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
	"unsafe"
)

// utf8BOM starts every CSV file written, so that Excel reads it as UTF-8
// (docs/formats.md "Outputs").
const utf8BOM = "\uFEFF"

// formulaStart reports whether a text starting with b could be taken for a
// formula by a spreadsheet: = + - @, and tab and carriage return, which some
// spreadsheets skip before one (OWASP "CSV Injection").
func formulaStart(b byte) bool {
	switch b {
	case '=', '+', '-', '@', '\t', '\r':
		return true
	}
	return false
}

// EscapeFormula writes a text cell of a CSV file so that no spreadsheet
// runs it as a formula (docs/formats.md "Outputs"; OWASP "CSV Injection"): a
// text beginning with = + - @, tab or carriage return gets a leading
// apostrophe. So that the escape can always be undone, a text that already
// begins with an apostrophe followed by one of those characters, by a line
// feed or by another apostrophe gets one more. Texts like "'t Hart" are
// left alone. UnescapeFormula undoes it.
func EscapeFormula(s string) string {
	if s == "" {
		return s
	}
	if formulaStart(s[0]) || len(s) > 1 && s[0] == '\'' && guarded(s[1]) {
		return "'" + s
	}
	return s
}

// guarded reports whether an apostrophe followed by b, at the start of a
// CSV text, is EscapeFormula's: b starts a formula (formulaStart), or is
// an apostrophe, or a line feed, which is what a CSV reader gives for the
// carriage return and line feed of a text that began with them ("\r\n"
// is written "'\r\n" and read "'\n").
func guarded(b byte) bool {
	return formulaStart(b) || b == '\'' || b == '\n'
}

// UnescapeFormula reads back a text cell written by EscapeFormula: an
// apostrophe followed by = + - @, tab, carriage return, line feed or
// another apostrophe is dropped; any other text is returned as it is. CSV
// readers apply it to every text cell, so that exported lists read back
// unchanged (docs/formats.md "Export adds").
func UnescapeFormula(s string) string {
	if len(s) > 1 && s[0] == '\'' && guarded(s[1]) {
		return s[1:]
	}
	return s
}

// workbookText is the text a workbook cell is written with for the text
// s, so that the workbook reader, which takes the apostrophe EscapeFormula
// puts before a text off every text cell (UnescapeFormula, makeCell),
// reads s back: a text that begins with an apostrophe followed by = + - @,
// tab, carriage return, line feed or another apostrophe gets one more; any
// other text, "-/+" among them, is written as it is (a workbook cell runs
// no formula).
func workbookText(s string) string {
	if len(s) > 1 && s[0] == '\'' && guarded(s[1]) {
		return "'" + s
	}
	return s
}

// writeCSVTable writes one table as CSV (docs/formats.md "Outputs"; docs/cli.md
// `rate` with a .csv output): UTF-8 with a byte-order mark, separated and
// with decimal numbers as f says (the zero CSVFormat: comma, decimal
// point), one header row, fields quoted as RFC 4180 says (a field
// holding a comma, a quote or a line break, or starting with a space) and
// lines ended CRLF as RFC 4180 prescribes (Excel, LibreOffice and Numbers
// read both). Cells are written as Cell.String gives them, text through
// EscapeFormula. The same table always gives the same bytes. Its errors
// carry no prefix: the callers add the context.
func writeCSVTable(w io.Writer, cols []Column, rows [][]Cell, f CSVFormat) error {
	return writeCSVRows(w, cols, len(rows), func(i int, _ []Cell) []Cell { return rows[i] }, f)
}

// writeCSVRows is writeCSVTable for n rows that row makes one at a time
// (into buf, empty with room for the columns, which it may return): the
// same bytes, each field appended to one line buffer.
func writeCSVRows(w io.Writer, cols []Column, n int, row func(i int, buf []Cell) []Cell, f CSVFormat) error {
	f = f.or(CSVComma)
	bw := bufio.NewWriter(w)
	if _, err := bw.WriteString(utf8BOM); err != nil {
		return err
	}
	record := make([]string, len(cols))
	for i, c := range cols {
		record[i] = EscapeFormula(c.Header)
	}
	writeCSVRecord(bw, record, f.Separator)
	buf := make([]Cell, 0, len(cols))
	var line []byte
	for r := range n {
		cells := row(r, buf[:0])
		if len(cells) != len(cols) {
			return fmt.Errorf("row %d has %d cells for %d columns", r+2, len(cells), len(cols))
		}
		line = appendCSVRow(line[:0], cells, f)
		bw.Write(line)
	}
	return bw.Flush()
}

// appendCSVRow appends one record of cells as writeCSVRecord writes their
// csvField texts, ended CRLF.
func appendCSVRow(line []byte, cells []Cell, f CSVFormat) []byte {
	for i := range cells {
		if i > 0 {
			line = append(line, f.Separator)
		}
		line = appendCSVField(line, &cells[i], f)
	}
	return append(line, '\r', '\n')
}

// appendCSVField appends a cell as writeCSVRecord writes csvField's text:
// numbers and dates formatted in place, quoted when csvNeedsQuotes says.
func appendCSVField(dst []byte, c *Cell, f CSVFormat) []byte {
	start := len(dst)
	switch c.Kind {
	case KindText:
		return appendCSVText(dst, EscapeFormula(c.Text), f.Separator)
	case KindInt:
		dst = strconv.AppendInt(dst, c.Int, 10)
		if sep := f.Separator; sep != '-' && (sep < '0' || sep > '9') {
			// Digits and a sign: csvNeedsQuotes could only find the
			// separator.
			return dst
		}
	case KindFloat:
		dst = appendShortestFloat(dst, c.Float)
		if f.Mark == DecimalComma {
			if j := bytes.IndexByte(dst[start:], '.'); j >= 0 {
				dst[start+j] = ','
			}
		} else if strings.IndexByte(floatBytes, f.Separator) < 0 {
			// Digits, a sign and a decimal point, or NaN or Inf, and no
			// comma: csvNeedsQuotes could only find the separator.
			return dst
		}
	case KindDate:
		dst = appendDate(dst, c.Date)
	case KindYesNo:
		dst = append(dst, c.String()...)
	default:
		return dst
	}
	// The text just appended, seen without a copy; only read here.
	if csvNeedsQuotes(unsafe.String(unsafe.SliceData(dst[start:]), len(dst)-start), f.Separator) {
		text := string(dst[start:])
		return appendCSVText(dst[:start], text, f.Separator)
	}
	return dst
}

// appendDate appends day as day.AppendFormat(dst, time.DateOnly) does:
// for the years 0 to 9999, its four-digit year, month and day written
// directly (a row's Last game; the general formatter costs several times
// more).
func appendDate(dst []byte, day time.Time) []byte {
	y, m, d := day.Date()
	if y < 0 || y > 9999 {
		return day.AppendFormat(dst, time.DateOnly)
	}
	return append(dst, byte('0'+y/1000), byte('0'+y/100%10), byte('0'+y/10%10), byte('0'+y%10), '-',
		byte('0'+m/10), byte('0'+m%10), '-', byte('0'+d/10), byte('0'+d%10))
}

// appendShortestFloat appends x as strconv.AppendFloat(dst, x, 'f', -1,
// 64) does. A whole number or a half from 0 to 2^52 (a score, a count)
// is written from its whole part: its shortest form is that number's
// digits, with ".5" for a half (no shorter decimal names it: those with
// fewer digits are whole numbers, each a float64 of its own).
func appendShortestFloat(dst []byte, x float64) []byte {
	if x >= 0 && x < 1<<52 && !math.Signbit(x) {
		w := math.Trunc(x)
		switch x - w { // exact below 2^52
		case 0:
			return strconv.AppendInt(dst, int64(w), 10)
		case 0.5:
			return append(strconv.AppendInt(dst, int64(w), 10), '.', '5')
		}
	}
	return strconv.AppendFloat(dst, x, 'f', -1, 64)
}

// floatBytes are the bytes strconv.AppendFloat(…, 'f', -1, 64) writes.
const floatBytes = "0123456789.-+NaInf"

// appendCSVText appends a field's text, quoted with its quotes doubled
// when csvNeedsQuotes says (writeCSVRecord).
func appendCSVText(dst []byte, text string, sep byte) []byte {
	if !csvNeedsQuotes(text, sep) {
		return append(dst, text...)
	}
	dst = append(dst, '"')
	for {
		i := strings.IndexByte(text, '"')
		if i < 0 {
			break
		}
		dst = append(dst, text[:i+1]...) // up to the quote, then it again
		dst = append(dst, '"')
		text = text[i+1:]
	}
	dst = append(dst, text...)
	return append(dst, '"')
}

// writeCSVRecord writes one record, separated by sep and ended CRLF (RFC
// 4180). A field holding a comma, the separator, a quote, a carriage return or a line
// feed, or starting with white space, is quoted with its quotes doubled;
// every other character is written as it is, so that the reader gives
// back exactly the text written (encoding/csv's writer drops a carriage
// return inside a field when it ends lines with CRLF). Errors of the
// bufio.Writer stick and come back from its Flush.
func writeCSVRecord(bw *bufio.Writer, record []string, sep byte) {
	for i, f := range record {
		if i > 0 {
			bw.WriteByte(sep)
		}
		if !csvNeedsQuotes(f, sep) {
			bw.WriteString(f)
			continue
		}
		bw.WriteByte('"')
		bw.WriteString(strings.ReplaceAll(f, `"`, `""`))
		bw.WriteByte('"')
	}
	bw.WriteString("\r\n")
}

// csvNeedsQuotes reports whether a field must be quoted, as encoding/csv
// decides it: the separator sep, quote or line break inside, white space
// at the start, or the text \. alone. With a semicolon separator a text
// holding a comma is quoted too (so that a comma-separated reader would
// not split it), but a number with a decimal comma is not.
func csvNeedsQuotes(f string, sep byte) bool {
	if f == "" {
		return false
	}
	if f == `\.` {
		return true
	}
	// One pass over the bytes (a history of 500,000 rows has 6,000,000
	// fields).
	comma := false
	for i := range len(f) {
		switch f[i] {
		case '"', '\r', '\n', sep:
			return true
		case ',':
			comma = true
		}
	}
	if comma && !isDecimalNumber(f) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(f)
	return unicode.IsSpace(r)
}

// csvField is a cell's CSV text: text cells escaped against formulas,
// decimal numbers with the decimal mark, everything else as Cell.String.
func csvField(c Cell, mark DecimalMark) string {
	switch {
	case c.Kind == KindText:
		return EscapeFormula(c.Text)
	case c.Kind == KindFloat && mark == DecimalComma:
		return strings.Replace(c.String(), ".", ",", 1)
	}
	return c.String()
}

// isDecimalNumber reports whether f is a number as csvField writes one
// with a decimal comma: an optional minus, digits, one comma, digits.
func isDecimalNumber(f string) bool {
	f = strings.TrimPrefix(f, "-")
	whole, frac, ok := strings.Cut(f, ",")
	digits := func(s string) bool { return s != "" && strings.Trim(s, "0123456789") == "" }
	return ok && digits(whole) && digits(frac)
}
