package xlsxio

import "bytes"

// simpleWindow bounds how far simpleLine looks for the end of a line: a
// longer line is read by the general path.
const simpleWindow = 4 << 10

// simpleLine reads the record at p.pos when it is a simple line, the
// common case, with a few scans of the buffer instead of a look at each
// byte (docs/performance.md "Reading"): a line that ends with \n or \r\n
// within the buffer and simpleWindow, holds no other \r and no NUL, whose
// quoted fields hold no quote and end at a separator or the line's end,
// and whose fields are no longer than a cell and no more than a row's
// columns. It gives what the general path (the rest of record) gives for
// such a line, and returns false, having changed nothing, for any other:
// the general path then reads it and says what is wrong.
func (p *csvParser) simpleLine() bool {
	if p.loneCR {
		return false
	}
	b := p.buf[p.pos:p.n]
	eol := bytes.IndexByte(b[:min(len(b), simpleWindow)], '\n')
	if eol < 0 {
		return false
	}
	line := b[:eol]
	if eol > 0 && line[eol-1] == '\r' {
		line = line[:eol-1]
	}
	if bytes.IndexByte(line, '\r') >= 0 {
		p.loneCR = true
		return false
	}
	if bytes.IndexByte(line, 0) >= 0 || !p.splitSimple(line) {
		p.rec, p.ends = p.rec[:0], p.ends[:0]
		return false
	}
	p.pos += eol + 1
	p.line++
	return true
}

// splitSimple splits a line without line ends into rec and ends, false
// when a field is not simple (see simpleLine).
func (p *csvParser) splitSimple(line []byte) bool {
	for i := 0; ; i++ {
		start := len(p.rec)
		if i < len(line) && line[i] == '"' {
			j := bytes.IndexByte(line[i+1:], '"')
			if j < 0 {
				return false
			}
			end := i + 1 + j
			if end+1 < len(line) && line[end+1] != p.sep {
				return false // "" or a stray quote
			}
			p.rec = append(p.rec, line[i+1:end]...)
			i = end + 1
		} else {
			j := bytes.IndexByte(line[i:], p.sep)
			if j < 0 {
				j = len(line) - i
			}
			p.rec = append(p.rec, line[i:i+j]...)
			i += j
		}
		if len(p.rec)-start > maxCellChars || len(p.ends) == maxSheetCols {
			return false
		}
		p.ends = append(p.ends, len(p.rec))
		if i >= len(line) {
			return true
		}
	}
}
