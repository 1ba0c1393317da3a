package xlsxio

import (
	"bytes"
	"fmt"
	"io"
)

// csvChunk is how many bytes the CSV parser reads at a time.
const csvChunk = 64 << 10

// maxQuotedBytes bounds the bytes of one quoted field the parser gathers
// while looking for its closing quote: more than maxCellChars characters
// can never be a cell, so a field that runs on is an unclosed quote, and
// memory stays bounded.
const maxQuotedBytes = 4*maxCellChars + 4

// csvError is a problem of one line of a CSV file: its physical line
// (every \n, \r\n or lone \r ends one), 1-based, the 0-based field
// (column) or -1 for the whole line, and the message after "line N,
// column X: ".
type csvError struct {
	line, col int
	msg       string
}

// csvParser splits decoded (UTF-8) CSV text into records, streaming, by
// RFC 4180 with three readings (docs/rules.d/xlsxio-read.md "CSV"): any
// mix of \n, \r\n and lone \r ends a record outside quotes; a quote in
// the middle of an unquoted field is taken literally; a quoted field ends
// at a quote followed by the separator, a line end or the end of the
// input, "" standing for one quote, and anything else is an unclosed
// field, reported at the line and column where the field began. It reads
// the input csvChunk bytes at a time and keeps only the current record.
type csvParser struct {
	in  io.Reader
	buf []byte
	// buf[pos:n] is unread; eof is set once in has ended, err when it
	// failed.
	pos, n int
	eof    bool
	err    error
	sep    byte
	// stop marks the bytes that end an unquoted field.
	stop [256]bool
	// line is the physical line of the next unread byte.
	line int
	// rec holds the current record's fields, one after the other; ends
	// are their end offsets in rec; recLine is the line it begins on.
	rec     []byte
	ends    []int
	recLine int
	// loneCR is set once a lone \r ends a line: the lines are then all
	// read by the general path (simpleLine looks for \n).
	loneCR bool
}

// newCSVParser parses in with the separator sep; firstLine is the
// physical line in begins on.
func newCSVParser(in io.Reader, sep byte, firstLine int) *csvParser {
	p := &csvParser{in: in, buf: make([]byte, csvChunk), sep: sep, line: firstLine}
	p.stop[sep], p.stop['\n'], p.stop['\r'] = true, true, true
	return p
}

// fill makes sure an unread byte is buffered; false at the end of the
// input.
func (p *csvParser) fill() bool {
	for p.pos == p.n {
		if p.eof {
			return false
		}
		n, err := p.in.Read(p.buf)
		p.pos, p.n = 0, n
		if err != nil {
			p.eof = true
			if err != io.EOF {
				p.err = err
			}
		}
	}
	return true
}

// field returns the i-th field of the current record.
func (p *csvParser) field(i int) []byte {
	start := 0
	if i > 0 {
		start = p.ends[i-1]
	}
	return p.rec[start:p.ends[i]]
}

// record reads the next record into rec and ends. It returns false at the
// end of the input. A record with a problem is read to its end and
// returned with the problem, its fields not to be used.
func (p *csvParser) record() (bool, *csvError) {
	p.rec, p.ends, p.recLine = p.rec[:0], p.ends[:0], p.line
	if !p.fill() {
		return false, nil
	}
	if p.simpleLine() {
		return true, nil
	}
	var bad *csvError
	fields := 0
	for {
		start := len(p.rec)
		if p.fill() && p.buf[p.pos] == '"' {
			p.pos++
			if e := p.quoted(fields); e != nil {
				return true, e
			}
		} else {
			p.unquoted()
		}
		if bad == nil {
			bad = p.checkField(fields, p.rec[start:])
		}
		if fields++; fields <= maxSheetCols {
			p.ends = append(p.ends, len(p.rec))
		} else {
			p.rec = p.rec[:start] // memory stays bounded on an endless line
		}
		if p.afterField() {
			break
		}
	}
	if bad == nil && fields > maxSheetCols {
		bad = &csvError{line: p.recLine, col: -1, msg: fmt.Sprintf("the line has %d fields, more than the %d columns a spreadsheet row holds", fields, maxSheetCols)}
	}
	if bad == nil && bytes.IndexByte(p.rec, 0) >= 0 {
		bad = &csvError{line: p.recLine, col: -1, msg: "the line holds a NUL character: this is not text as a CSV file holds it; " + saveAsUTF8}
	}
	return true, bad
}

// checkField refuses a field longer than a spreadsheet cell, counted as a
// spreadsheet counts, in UTF-16 code units (textChars): a text of 16,384
// emoji is read from a CSV file only if a workbook can hold it.
func (p *csvParser) checkField(col int, f []byte) *csvError {
	if len(f) <= maxCellChars {
		return nil
	}
	if textChars(string(f)) > maxCellChars {
		return &csvError{line: p.recLine, col: col, msg: fmt.Sprintf("the field holds more than the %d characters a spreadsheet cell holds", maxCellChars)}
	}
	return nil
}

// unquoted reads an unquoted field: up to the separator, a line end or
// the end of the input. Quotes in it are taken literally.
func (p *csvParser) unquoted() {
	stop, start := &p.stop, len(p.rec)
	for p.fill() {
		b := p.buf[p.pos:p.n]
		i := 0
		for i < len(b) && !stop[b[i]] {
			i++
		}
		// beyond maxQuotedBytes the field is too long anyway: memory stays bounded
		p.rec = append(p.rec, b[:min(i, max(0, maxQuotedBytes-(len(p.rec)-start)))]...)
		p.pos += i
		if i < len(b) {
			return
		}
	}
}

// afterField consumes what ends a field: the separator (false: another
// field follows), a line end or the end of the input (true: the record
// ends).
func (p *csvParser) afterField() bool {
	if !p.fill() {
		return true
	}
	c := p.buf[p.pos]
	p.pos++
	switch c {
	case p.sep:
		return false
	case '\r':
		if p.fill() && p.buf[p.pos] == '\n' {
			p.pos++
		}
	}
	p.line++
	return true
}

// quoted reads a quoted field after its opening quote, the field being
// the col-th of the record. The raw text is gathered first and unescaped
// when the closing quote is found, so that after an unclosed quote the
// lines it swallowed can be read again (reread).
func (p *csvParser) quoted(col int) *csvError {
	line, start := p.line, len(p.rec)
	for {
		if !p.fill() {
			return p.unclosed(line, col, start, false, "the file ends inside the field")
		}
		b := p.buf[p.pos:p.n]
		i := bytes.IndexByte(b, '"')
		if i < 0 {
			i = len(b)
		}
		p.rec = append(p.rec, b[:i]...)
		p.pos += i
		if len(p.rec)-start > maxQuotedBytes {
			return p.unclosed(line, col, start, false, fmt.Sprintf("the field runs on for more than the %d characters a spreadsheet cell holds", maxCellChars))
		}
		if i == len(b) {
			continue
		}
		p.pos++ // the quote
		if !p.fill() {
			break
		}
		switch c := p.buf[p.pos]; {
		case c == '"':
			p.pos++
			p.rec = append(p.rec, '"', '"')
			continue
		case c == p.sep || c == '\n' || c == '\r':
		default:
			return p.unclosed(line, col, start, true, fmt.Sprintf("the quote (\") on line %d is followed by %s, not by the separator (%s) or the end of the line", line+lineEnds(p.rec[start:]), describeNext(p.buf[p.pos:p.n]), sepName(p.sep)))
		}
		break
	}
	p.line += lineEnds(p.rec[start:])
	p.rec = append(p.rec[:start], unquote(p.rec[start:])...)
	return nil
}

// unclosed reports a quoted field that does not end as it must, and
// rereads the lines after the one it began on as new records (the record
// itself is dropped): a missing quote never merges the next player into
// this one. quote tells that the field's text is followed by a quote
// already consumed.
func (p *csvParser) unclosed(line, col, start int, quote bool, why string) *csvError {
	e := &csvError{line: line, col: col, msg: `the quoted field that begins here is not closed: a quote (") is missing at its end, or a quote inside it is not doubled (""); ` + why}
	raw := p.rec[start:]
	k := bytes.IndexAny(raw, "\r\n")
	if k < 0 {
		p.skipLine()
		return e
	}
	if raw[k] == '\r' && k+1 < len(raw) && raw[k+1] == '\n' {
		k++
	}
	back := make([]byte, 0, len(raw)-k+p.n-p.pos+csvChunk)
	back = append(back, raw[k+1:]...)
	if quote {
		back = append(back, '"')
	}
	back = append(back, p.buf[p.pos:p.n]...)
	p.buf, p.pos, p.n = back[:cap(back)], 0, len(back)
	p.line = line + 1
	return e
}

// skipLine consumes the rest of the current line and its line end.
func (p *csvParser) skipLine() {
	for p.fill() {
		c := p.buf[p.pos]
		if c == '\n' || c == '\r' {
			p.afterField()
			return
		}
		p.pos++
	}
	p.line++
}

// lineEnds counts the line ends of text: \n, \r\n and lone \r.
func lineEnds(b []byte) int {
	if bytes.IndexByte(b, '\n') < 0 && bytes.IndexByte(b, '\r') < 0 {
		return 0 // most fields: two quick scans instead of three counts
	}
	n := bytes.Count(b, []byte{'\n'}) + bytes.Count(b, []byte{'\r'})
	return n - bytes.Count(b, []byte("\r\n"))
}

// unquote turns the raw text of a quoted field into its value in place:
// "" is one quote, \r\n is \n (as encoding/csv reads it).
func unquote(raw []byte) []byte {
	if bytes.IndexByte(raw, '"') < 0 && bytes.IndexByte(raw, '\r') < 0 {
		return raw
	}
	out := raw[:0]
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		if i+1 < len(raw) && (c == '"' && raw[i+1] == '"' || c == '\r' && raw[i+1] == '\n') {
			i++
			c = raw[i]
		}
		out = append(out, c)
	}
	return out
}

// describeNext names the text after a stray quote for a message.
func describeNext(b []byte) string {
	r := []rune(string(b[:min(len(b), 8)]))
	if len(r) == 0 {
		return "the end of the file"
	}
	return fmt.Sprintf("%q", string(r[0]))
}

// sepName names a separator in messages: "," ";" or "a tab".
func sepName(sep byte) string {
	if sep == '\t' {
		return "a tab"
	}
	return string(sep)
}
