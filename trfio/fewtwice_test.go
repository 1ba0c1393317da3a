package trfio_test

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/titles"
	"ratingdesk/trfio"
	"ratingdesk/xlsxio"
)

// TestOneExtraMeetingIsWarned: one pair meeting again in a twelfth round
// makes the section a double round, as a pair meeting twice does (docs/
// formats.md "TRF"), with a warning naming the pair, since it is more
// likely a mistake (a tester: check said ok). A true double round gets
// none.
func TestOneExtraMeetingIsWarned(t *testing.T) {
	cts, ps := xlsxio.ReadCrosstables(filepath.Join("..", "testdata", "sample-sections.xlsx"), xlsxio.ReadOptions{Today: today, Sheet: "M-7"})
	if ps.HasErrors() {
		t.Fatal(ps)
	}
	st, err := titles.Standings(cts[0].Section)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := trfio.Encode(&buf, cts[0], st); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(buf.String(), "\r\n")
	for i, l := range lines {
		// Round 12's block: the opponent in columns 202–205, the colour
		// in 207, the result in 209; No 1's points 5.5 become 6.5.
		switch {
		case strings.HasPrefix(l, "001    1 "):
			l = runePad(strings.TrimRight(l, " "), 201) + "   2 b 1"
			lines[i] = string([]rune(l)[:80]) + " 6.5" + string([]rune(l)[84:])
		case strings.HasPrefix(l, "001    2 "):
			lines[i] = runePad(strings.TrimRight(l, " "), 201) + "   1 w 0"
		}
	}
	// M-7 is running: its 13 games not finished are written as empty
	// blocks, so 42 of its 55 pairs meet in the rounds.
	_, ps = trfio.Decode("m7.trf", []byte(strings.Join(lines, "\r\n")), xlsxio.ReadOptions{Today: today})
	if ps.HasErrors() || len(ps) != 1 || !strings.Contains(ps[0].Msg, "only 1 of the 42 pairs that meet meet twice (the first: starting ranks 1 and 2)") {
		t.Errorf("Decode(M-7 with one extra meeting) = %v, want the one warning naming ranks 1 and 2", ps)
	}
	dr, ps := xlsxio.ReadCrosstables(filepath.Join("..", "testdata", "sample-section-double.csv"), xlsxio.ReadOptions{Today: today})
	if ps.HasErrors() {
		t.Fatal(ps)
	}
	if _, data := roundTrip(t, dr[0]); strings.Contains(string(data), "meet twice") {
		t.Errorf("a double round's TRF carries the warning")
	}
	if _, ps := trfio.Decode("dr.trf", encoded(t, dr[0]), xlsxio.ReadOptions{Today: today}); len(ps) != 0 {
		t.Errorf("Decode(a double round) = %v, want no problem", ps)
	}
}

// runePad pads s with spaces to n characters.
func runePad(s string, n int) string {
	if k := len([]rune(s)); k < n {
		return s + strings.Repeat(" ", n-k)
	}
	return s
}

// encoded is the TRF of c.
func encoded(t *testing.T, c *xlsxio.Crosstable) []byte {
	t.Helper()
	st, err := titles.Standings(c.Section)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := trfio.Encode(&buf, c, st); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestPlayerCommentGivenTwice: two "### Rating Desk: No N:" lines for one
// player contradict each other: an error at the second, not the last one
// read silently winning (a tester).
func TestPlayerCommentGivenTwice(t *testing.T) {
	cts, ps := xlsxio.ReadCrosstables(filepath.Join("..", "testdata", "sample-sections.xlsx"), xlsxio.ReadOptions{Today: today, Sheet: "M-7"})
	if ps.HasErrors() {
		t.Fatal(ps)
	}
	data := string(encoded(t, cts[0]))
	i := strings.Index(data, "### Rating Desk: No 3:")
	if i < 0 {
		t.Fatalf("the TRF of M-7 has no comment line for No 3:\n%s", data)
	}
	j := i + strings.Index(data[i:], "\r\n") + 2
	data = data[:j] + "### Rating Desk: No 3: unpublished\r\n" + data[j:]
	// M-7 is running: its 13 games not finished are written as empty
	// blocks, so 42 of its 55 pairs meet in the rounds.
	_, ps = trfio.Decode("m7.trf", []byte(data), xlsxio.ReadOptions{Today: today})
	if errs := ps.Errors(); len(errs) != 1 || !strings.Contains(errs[0].Msg, "No 3 is given a second time") {
		t.Errorf("Decode(No 3 twice) errors = %v, want one at the second line", errs)
	}
}
