package xlsxio

import (
	"bufio"
	"bytes"
	"math"
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

// TestAppendCSVFieldNumbers: numbers written in place (appendCSVField,
// with its shortcuts for separators a number cannot hold) are the
// fields writeCSVRecord writes for csvField, for every separator
// (including those a number can hold) and decimal mark.
func TestAppendCSVFieldNumbers(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	cells := []Cell{FloatCell(math.NaN()), FloatCell(math.Inf(1)), FloatCell(math.Inf(-1)), FloatCell(0), IntCell(0), IntCell(-7)}
	for range 2000 {
		cells = append(cells, IntCell(r.Int64N(1<<40)-1<<39), FloatCell((r.Float64()-0.5)*math.Pow(10, float64(r.IntN(12)))))
	}
	for _, f := range []CSVFormat{CSVComma, {Separator: ';', Mark: DecimalComma}, {Separator: ',', Mark: DecimalComma}} {
		for _, sep := range []byte{f.Separator, '\t', '|', '-', '.', '1', 'N', 'f', '+'} {
			f := CSVFormat{Separator: sep, Mark: f.Mark}
			for _, c := range cells {
				var want bytes.Buffer
				bw := bufio.NewWriter(&want)
				writeCSVRecord(bw, []string{csvField(c, f.Mark)}, sep)
				bw.Flush()
				got := append(appendCSVField(nil, &c, f), '\r', '\n')
				if string(got) != want.String() {
					t.Fatalf("cell %v, separator %q, mark %v: %q, want %q", c, sep, f.Mark, got, want.String())
				}
			}
		}
	}
}
