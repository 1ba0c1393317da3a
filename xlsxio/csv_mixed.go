package xlsxio

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
)

// mixedText gives the text of a CSV file without a byte-order mark that
// is not UTF-8, line by line (docs/rules.d/xlsxio-read.md "CSV",
// Encodings): a line that is valid UTF-8 as it is, any other read as
// Windows-1252. It notes the first line that is UTF-8 with other than
// ASCII characters and the lines that are not UTF-8: a file with both
// mixes encodings (a line pasted in from another program), and its lines
// that are not UTF-8 are said (mixedProblems) instead of blaming the
// UTF-8 lines, whose "č" (0xC4 0x8D) holds a byte Windows-1252 does not
// define. Without UTF-8 lines it reads as Windows-1252 read the whole
// file. Lines are physical lines, each ended by \n, \r\n or a lone \r, as
// the parser counts them.
type mixedText struct {
	in *bufio.Reader
	// out is text decoded and not yet read, in buf; carry the last bytes
	// of a chunk cut in the middle of a long line, which may begin a
	// character.
	out, buf, carry []byte
	// line is the physical line of the next byte.
	line int
	// utf8Line is the first line that is UTF-8 with other than ASCII
	// characters, 0 for none, and utf8Word a word of it.
	utf8Line int
	utf8Word string
	// notUTF8 are the first maxLineProblems lines that are not UTF-8,
	// with a word of each as Windows-1252 reads it; moreNot counts the
	// others.
	notUTF8 []mixedLine
	moreNot int
	// noted is the last line noted as not UTF-8.
	noted int
}

// mixedLine is a line that is not UTF-8: its number, a word of it read as
// Windows-1252, and whether it holds a byte Windows-1252 does not define
// (checkText says so).
type mixedLine struct {
	line      int
	word      string
	undefined bool
}

// newMixedText reads the text of in, which begins on line 1.
func newMixedText(in io.Reader) *mixedText {
	return &mixedText{in: bufio.NewReaderSize(in, csvChunk), line: 1}
}

// Read gives the decoded text.
func (m *mixedText) Read(p []byte) (int, error) {
	for len(m.out) == 0 {
		if err := m.fill(); err != nil {
			return 0, err
		}
	}
	n := copy(p, m.out)
	m.out = m.out[n:]
	return n, nil
}

// fill decodes the next chunk of the input: up to and including a \n,
// or as much as the buffer holds of a longer line.
func (m *mixedText) fill() error {
	chunk, err := m.in.ReadSlice('\n')
	if err != nil && !errors.Is(err, bufio.ErrBufferFull) && err != io.EOF {
		return err
	}
	full := errors.Is(err, bufio.ErrBufferFull)
	text := chunk
	if len(m.carry) > 0 {
		text = append(m.carry, chunk...)
		m.carry = nil
	}
	if full {
		// A character, or the \r of a \r\n, cut at the end waits for
		// the rest.
		keep := incompleteTail(text)
		if keep == 0 && text[len(text)-1] == '\r' {
			keep = 1
		}
		m.carry = append([]byte(nil), text[len(text)-keep:]...)
		text = text[:len(text)-keep]
	}
	m.out = m.buf[:0]
	m.decodeLines(text)
	m.buf = m.out[:0]
	if err == io.EOF && len(m.out) == 0 {
		return io.EOF
	}
	return nil
}

// incompleteTail is how many bytes at the end of b begin a UTF-8
// character that does not end in b (0 to 3).
func incompleteTail(b []byte) int {
	for k := 1; k <= 3 && k <= len(b); k++ {
		c := b[len(b)-k]
		if c < utf8.RuneSelf || utf8.RuneStart(c) {
			if c >= utf8.RuneSelf && !utf8.FullRune(b[len(b)-k:]) {
				return k
			}
			return 0
		}
	}
	return 0
}

// decodeLines decodes the lines of text, each ended by \n, \r\n or a lone
// \r (the last one perhaps unended: the end of the input, or a long line
// cut), into out.
func (m *mixedText) decodeLines(text []byte) {
	for len(text) > 0 {
		n := lineLength(text)
		m.decodeLine(text[:n])
		if c := text[n-1]; c == '\n' || c == '\r' {
			m.line++
		}
		text = text[n:]
	}
}

// lineLength is the length of the first line of text, its end included:
// all of it when it holds no \r before its last byte (ReadSlice ends a
// chunk at a \n).
func lineLength(text []byte) int {
	cr := bytes.IndexByte(text, '\r')
	if cr < 0 {
		if lf := bytes.IndexByte(text, '\n'); lf >= 0 {
			return lf + 1
		}
		return len(text)
	}
	if lf := bytes.IndexByte(text[:cr], '\n'); lf >= 0 {
		return lf + 1
	}
	if cr+1 < len(text) && text[cr+1] == '\n' {
		return cr + 2
	}
	return cr + 1
}

// decodeLine decodes one line (or the part of a long line read) into out,
// noting what mixedText notes of it.
func (m *mixedText) decodeLine(line []byte) {
	if utf8.Valid(line) {
		if m.utf8Line == 0 && !isASCII(line) {
			m.utf8Line, m.utf8Word = m.line, string(wordAround(line))
		}
		m.out = append(m.out, line...)
		return
	}
	var undefined bool
	m.out, undefined = appendWindows1252(m.out, line)
	m.noteNotUTF8(line, undefined)
}

// isASCII reports whether b is all ASCII.
func isASCII(b []byte) bool {
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// appendWindows1252 appends b read as Windows-1252 to out, and tells
// whether it holds a byte Windows-1252 does not define.
func appendWindows1252(out, b []byte) ([]byte, bool) {
	undefined := false
	for i := 0; i < len(b); {
		j := i
		for j < len(b) && b[j] < utf8.RuneSelf {
			j++
		}
		out = append(out, b[i:j]...)
		if j < len(b) {
			r := charmap.Windows1252.DecodeByte(b[j])
			undefined = undefined || r == utf8.RuneError
			out = utf8.AppendRune(out, r)
			j++
		}
		i = j
	}
	return out, undefined
}

// noteNotUTF8 notes a line that is not UTF-8, once (a long line's later
// parts are of the line noted).
func (m *mixedText) noteNotUTF8(line []byte, undefined bool) {
	if m.noted == m.line {
		return
	}
	m.noted = m.line
	if len(m.notUTF8) == maxLineProblems {
		m.moreNot++
		return
	}
	word, _ := appendWindows1252(nil, wordAround(line))
	m.notUTF8 = append(m.notUTF8, mixedLine{line: m.line, word: string(word), undefined: undefined})
}

// maxWordBytes bounds a word wordAround gives.
const maxWordBytes = 40

// wordAround is the word of line around its first byte that is not
// ASCII: the bytes between separators, quotes and white space, at most
// maxWordBytes.
func wordAround(line []byte) []byte {
	at := 0
	for at < len(line) && line[at] < utf8.RuneSelf {
		at++
	}
	isEdge := func(c byte) bool { return bytes.IndexByte([]byte(",;\t\"\r\n "), c) >= 0 }
	lo, hi := at, at
	for lo > 0 && !isEdge(line[lo-1]) && at-lo < maxWordBytes/2 {
		lo--
	}
	for hi < len(line) && !isEdge(line[hi]) && hi-lo < maxWordBytes {
		hi++
	}
	for hi > at && hi < len(line) && !utf8.RuneStart(line[hi]) {
		hi-- // not in the middle of a UTF-8 character
	}
	return line[lo:hi]
}

// mixedProblems are the problems of a file read by m: with a line that
// is UTF-8 with other than ASCII characters, an error at each line that is
// not UTF-8 (but those holding a byte Windows-1252 does not define, which
// checkText reports), said as problems of lines; else none, and mixed is
// false: the file is Windows-1252 (windows1252Note).
func (m *mixedText) mixedProblems() (lines []*csvError, more int, mixed bool) {
	if m.utf8Line == 0 || len(m.notUTF8) == 0 {
		return nil, 0, false
	}
	for _, l := range m.notUTF8 {
		if l.undefined {
			continue
		}
		lines = append(lines, &csvError{line: l.line, col: -1, msg: fmt.Sprintf(
			`the line is not UTF-8 (it reads as Windows-1252: %q?), while the file's other lines are UTF-8 (line %d: %q): the file mixes encodings (a line pasted in from another program?); check the line's text, and save the file as %s`,
			l.word, m.utf8Line, m.utf8Word, strings.TrimPrefix(saveAsUTF8, "save it as "))})
	}
	return lines, m.moreNot, true
}
