package xlsxio

import (
	"bufio"
	"bytes"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"time"
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

// TestAppendShortestFloat: appendShortestFloat writes what
// strconv.AppendFloat(…, 'f', -1, 64) writes, for whole numbers and
// halves (its shortcut) and around them, at the ends of its range, for
// ±0, NaN, the infinities and random floats.
func TestAppendShortestFloat(t *testing.T) {
	xs := []float64{0, math.Copysign(0, -1), 0.5, 1, 1.5, 2.25, 3.75, 12, 12.5, -1, -0.5, -2.5, 1e15 + 0.5,
		1<<52 - 0.5, 1 << 52, 1<<52 + 1, 1 << 53, 1e300, math.NaN(), math.Inf(1), math.Inf(-1),
		math.SmallestNonzeroFloat64, math.MaxFloat64, 2260.969329844839, 0.1, 1500.0000000000002}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 100000 {
		xs = append(xs, float64(rng.IntN(1<<20))/2, float64(rng.IntN(1<<20))/4, rng.Float64()*3000,
			math.Nextafter(float64(rng.IntN(5000)), 0), math.Float64frombits(rng.Uint64()))
	}
	for _, x := range xs {
		if got, want := string(appendShortestFloat([]byte("x"), x)), "x"+strconv.FormatFloat(x, 'f', -1, 64); got != want {
			t.Fatalf("%v (bits %#x): %q, want %q", x, math.Float64bits(x), got, want)
		}
	}
}

// TestAppendCSVTextAsRecord: a text field appended by appendCSVText is
// what writeCSVRecord writes for it, quoted or not, on random texts of
// the characters that matter, for each separator.
func TestAppendCSVTextAsRecord(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	const chars = `ab"",; =\.` + "\r\n\t"
	for range 20000 {
		b := make([]byte, rng.IntN(12))
		for i := range b {
			b[i] = chars[rng.IntN(len(chars))]
		}
		for _, sep := range []byte{',', ';', '\t'} {
			var want bytes.Buffer
			bw := bufio.NewWriter(&want)
			writeCSVRecord(bw, []string{string(b)}, sep)
			bw.Flush()
			if got := string(appendCSVText(nil, string(b), sep)) + "\r\n"; got != want.String() {
				t.Fatalf("%q with %q: %q, want %q", b, sep, got, want.String())
			}
		}
	}
}

// TestAppendDateIsAppendFormat: appendDate writes every day as
// time.Time.AppendFormat with time.DateOnly does, in and beyond the
// years it writes itself.
func TestAppendDateIsAppendFormat(t *testing.T) {
	days := []time.Time{
		time.Date(0, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(9, 12, 31, 0, 0, 0, 0, time.UTC),
		time.Date(1950, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(2024, 2, 29, 0, 0, 0, 0, time.UTC),
		time.Date(9999, 12, 31, 0, 0, 0, 0, time.UTC), time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC),
		time.Date(-1, 6, 15, 0, 0, 0, 0, time.UTC), time.Date(2025, 10, 3, 23, 59, 59, 0, time.FixedZone("X", 3600)),
	}
	for d := time.Date(1899, 12, 25, 0, 0, 0, 0, time.UTC); d.Year() < 2101; d = d.AddDate(0, 0, 17) {
		days = append(days, d)
	}
	for _, day := range days {
		if got, want := string(appendDate([]byte("x"), day)), string(day.AppendFormat([]byte("x"), time.DateOnly)); got != want {
			t.Errorf("appendDate(%v) = %q, want %q", day, got, want)
		}
	}
}
