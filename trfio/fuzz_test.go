package trfio_test

import (
	"bytes"
	"reflect"
	"slices"
	"strings"
	"testing"

	"ratingdesk/titles"
	"ratingdesk/trfio"
	"ratingdesk/xlsxio"
)

// playerLines counts the 001 lines of data as the reader splits lines.
func playerLines(data []byte) int {
	s := strings.TrimPrefix(string(data), "\uFEFF")
	s = strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
	n := 0
	for _, l := range strings.Split(s, "\n") {
		l = strings.TrimRight(l, " \t")
		if strings.HasPrefix(l, "001") && (len(l) == 3 || l[3] == ' ') {
			n++
		}
	}
	return n
}

// FuzzDecode checks the invariants of reading a TRF (docs/formats.md
// "TRF"): no panic; a file read without errors is one section in which
// every 001 line is a player (Count balanced, Rows = the 001 lines = the
// players); and writing that section and reading it back gives the same
// players and results (the round trip).
func FuzzDecode(f *testing.F) {
	f.Add([]byte(strings.Join(fideExample, "\r\n")))
	f.Add([]byte(strings.Join(fideExample, "\r")))
	f.Add([]byte("012 X\n001    1\n001    2\n"))
	f.Add([]byte("012 A / B\n042 01. 03. 2023\n001    1                                                                                   2 w 1\n001    2                                                                                   1 b 0\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		cts, ps := trfio.Decode("f.trf", data, xlsxio.ReadOptions{Today: today})
		if ps.HasErrors() {
			if cts != nil {
				t.Fatalf("Decode = %d sections with errors %v, want none", len(cts), ps.Errors())
			}
			return
		}
		if len(cts) != 1 {
			t.Fatalf("Decode = %d sections without errors, want 1", len(cts))
		}
		c := cts[0]
		n := len(c.Section.Players)
		if !c.Count.Balanced() || c.Count.Rows != n || playerLines(data) != n {
			t.Fatalf("Decode: Count %+v, %d players, %d lines of record 001: want every 001 line a player", c.Count, n, playerLines(data))
		}
		st, err := titles.Standings(c.Section)
		if err != nil {
			t.Fatalf("Standings of a section read without errors: %v", err)
		}
		var buf bytes.Buffer
		if _, err := trfio.Encode(&buf, c, st); err != nil {
			t.Fatal(err)
		}
		back, ps := trfio.Decode("b.trf", buf.Bytes(), xlsxio.ReadOptions{Today: today})
		if ps.HasErrors() {
			t.Fatalf("Decode(Encode) errors:\n%v\nTRF:\n%s", ps.Errors(), buf.Bytes())
		}
		got, want := fuzzCarried(back[0]), fuzzCarried(c)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("Decode(Encode) =\n%+v\nwant\n%+v", got, want)
		}
	})
}

// fuzzCarried is carriedOf with a title kept only when it is an ICCF
// title (an unknown one is written as found and may read as a TRF06
// letter).
func fuzzCarried(c *xlsxio.Crosstable) carried {
	out := carriedOf(c)
	for i := range out.Players {
		if !slices.Contains(xlsxio.KnownTitles(), out.Players[i].Title) {
			out.Players[i].Title = ""
		}
	}
	return out
}
