package xlsxio

import (
	"io"
	"strings"
	"testing"
	"testing/iotest"
)

// TestDOSEOFReader reads texts through dosEOFReader, in reads of one
// byte, of half the buffer and whole: a Ctrl-Z followed by line ends
// only is dropped with them (docs/rules.d/xlsxio-read.md "Ctrl-Z at the
// end of a CSV file"), any other is kept, whatever the reads' bounds.
func TestDOSEOFReader(t *testing.T) {
	cases := []struct{ in, want string }{
		{"a\r\nb\r\n\x1a", "a\r\nb\r\n"},
		{"a\r\nb\x1a", "a\r\nb"},
		{"a\r\nb\r\n\x1a\r\n", "a\r\nb\r\n"},
		{"a\r\nb\r\n\x1a\r\n\r\n\n", "a\r\nb\r\n"},
		{"a\x1a\r\nb\r\n", "a\x1a\r\nb\r\n"},
		{"a\r\n\x1a\r\nb\x1a\n", "a\r\n\x1a\r\nb"},
		{"\x1a\x1a", "\x1a"},
		{"\x1a", ""},
		{"a\r\n\x1a\r\n" + strings.Repeat("\n", maxEOFTail), "a\r\n\x1a\r\n" + strings.Repeat("\n", maxEOFTail)},
		{"plain\n", "plain\n"},
	}
	wraps := map[string]func(io.Reader) io.Reader{
		"whole": func(r io.Reader) io.Reader { return r },
		"bytes": iotest.OneByteReader,
		"half":  iotest.HalfReader,
	}
	for _, tc := range cases {
		for name, wrap := range wraps {
			b, err := io.ReadAll(newDOSEOFReader(wrap(strings.NewReader(tc.in))))
			if err != nil || string(b) != tc.want {
				t.Errorf("%s %q: got %q, %v; want %q", name, tc.in, b, err, tc.want)
			}
		}
	}
}
