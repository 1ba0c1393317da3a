package xlsxio

import "io"

// dosEOF is the DOS end-of-file mark, Ctrl-Z, which old DOS editors write
// after the last line of a text file.
const dosEOF = 0x1A

// dosEOFReader reads the text of a CSV file without a single Ctrl-Z
// (dosEOF) at its very end, which is the DOS end-of-file mark, not a
// row (docs/rules.d/xlsxio-read.md "CSV": a tester's file ending in one
// got `A151: White: "\x1a" is not a number`). It holds back the last byte
// read until the next read shows that more follows; a Ctrl-Z anywhere
// else is read as it is.
type dosEOFReader struct {
	r io.Reader
	// last is the byte held back, -1 when none; err the error the
	// source ended with, given once the held byte is.
	last int
	err  error
}

// newDOSEOFReader is r read without a trailing Ctrl-Z (dosEOFReader).
func newDOSEOFReader(r io.Reader) *dosEOFReader { return &dosEOFReader{r: r, last: -1} }

// Read reads into p all but the last byte the source has given so far,
// after the byte held back from the read before.
func (d *dosEOFReader) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	for d.err == nil {
		n, err := d.r.Read(p)
		d.err = err
		if n == 0 {
			continue
		}
		held := d.last
		d.last = int(p[n-1])
		if held < 0 {
			if n > 1 {
				return n - 1, nil
			}
			continue
		}
		copy(p[1:n], p[:n-1])
		p[0] = byte(held)
		return n, nil
	}
	if d.last >= 0 && d.last != dosEOF {
		p[0] = byte(d.last)
		d.last = -1
		return 1, nil
	}
	d.last = -1
	return 0, d.err
}
