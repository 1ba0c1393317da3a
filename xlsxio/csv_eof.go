package xlsxio

import "io"

// dosEOF is the DOS end-of-file mark, Ctrl-Z, which old DOS editors write
// after the last line of a text file.
const dosEOF = 0x1A

// maxEOFTail bounds the line ends held back after a Ctrl-Z: a longer run
// is given out as it is.
const maxEOFTail = 4096

// dosEOFReader reads the text of a CSV file without the DOS end-of-file
// mark: a Ctrl-Z (dosEOF) followed by nothing but line ends (CR, LF) to
// the end of the file, and those line ends (docs/rules.d/xlsxio-read.md
// "Ctrl-Z at the end of a CSV file": a tester's file ending in one got
// `A151: White: "\x1a" is not a number`, another's ending in Ctrl-Z and
// CRLF `A85: ID: "\x1a" is not a number`). It holds back such a tail of
// the text read until the next read shows that more follows; a Ctrl-Z
// anywhere else is read as it is.
type dosEOFReader struct {
	r io.Reader
	// held is the tail held back: a Ctrl-Z and the line ends after it;
	// out is text to give before reading on.
	held, out []byte
	// err is the error the source ended with.
	err error
}

// newDOSEOFReader is r read without a trailing Ctrl-Z (dosEOFReader).
func newDOSEOFReader(r io.Reader) *dosEOFReader { return &dosEOFReader{r: r} }

// eofTail is the index in b of a Ctrl-Z followed by line ends only, -1
// when b does not end so.
func eofTail(b []byte) int {
	j := len(b)
	for j > 0 && (b[j-1] == '\r' || b[j-1] == '\n') {
		j--
	}
	if j > 0 && b[j-1] == dosEOF {
		return j - 1
	}
	return -1
}

// lineEndsOnly reports whether b holds CR and LF bytes only.
func lineEndsOnly(b []byte) bool {
	for _, c := range b {
		if c != '\r' && c != '\n' {
			return false
		}
	}
	return true
}

// Read reads into p the text of the source but a tail that may be the
// end-of-file mark, which it gives later when more text follows it and
// drops at the end of the file.
func (d *dosEOFReader) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	for {
		if len(d.out) > 0 {
			n := copy(p, d.out)
			d.out = d.out[n:]
			return n, nil
		}
		if d.err != nil {
			d.held = nil // the end-of-file mark
			return 0, d.err
		}
		n, err := d.r.Read(p)
		d.err = err
		if n == 0 {
			continue
		}
		if len(d.held) > 0 {
			d.afterHeld(p[:n])
			continue
		}
		if i := eofTail(p[:n]); i >= 0 && n-i <= maxEOFTail {
			d.held = append(d.held[:0], p[i:n]...)
			if i == 0 {
				continue
			}
			return i, nil
		}
		return n, nil
	}
}

// afterHeld takes text b read after a held tail: line ends only join the
// tail; any other text shows the Ctrl-Z is not the last, so the tail and
// b are given out, but for a new tail at the end of b.
func (d *dosEOFReader) afterHeld(b []byte) {
	if lineEndsOnly(b) && len(d.held)+len(b) <= maxEOFTail {
		d.held = append(d.held, b...)
		return
	}
	buf := append(d.held, b...)
	d.held = nil
	if i := eofTail(buf); i >= 0 && len(buf)-i <= maxEOFTail {
		d.held = append([]byte(nil), buf[i:]...)
		buf = buf[:i]
	}
	d.out = buf
}
