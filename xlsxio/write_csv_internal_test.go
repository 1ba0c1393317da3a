package xlsxio

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// TestCSVNeedsQuotesOnePass: the one-pass csvNeedsQuotes says what the
// rules say, on random texts of the characters that matter, for every
// separator.
func TestCSVNeedsQuotesOnePass(t *testing.T) {
	rules := func(f string, sep byte) bool {
		if f == "" {
			return false
		}
		if f == `\.` || strings.ContainsAny(f, "\"\r\n") || strings.IndexByte(f, sep) >= 0 {
			return true
		}
		if strings.IndexByte(f, ',') >= 0 && !isDecimalNumber(f) {
			return true
		}
		r, _ := utf8.DecodeRuneInString(f)
		return unicode.IsSpace(r)
	}
	const chars = "0123456789-,;.\t \"\r\n\\aé"
	r := rand.New(rand.NewPCG(9, 10))
	for range 20000 {
		b := make([]byte, r.IntN(8))
		for i := range b {
			b[i] = chars[r.IntN(len(chars))]
		}
		f := string(b)
		for _, sep := range []byte{',', ';', '\t', '|'} {
			if got, want := csvNeedsQuotes(f, sep), rules(f, sep); got != want {
				t.Fatalf("csvNeedsQuotes(%q, %q) = %v, want %v", f, sep, got, want)
			}
		}
	}
}
