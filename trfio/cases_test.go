package trfio_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"ratingdesk/titles"
	"ratingdesk/trfio"
	"ratingdesk/xlsxio"
)

// p001 writes a 001 line with the fields in their columns and the round
// blocks given as "opp colour result".
func p001(no int, name, rating, id, points string, rounds ...string) string {
	s := fmt.Sprintf("001 %4d  %-3s %-33s %4s %-3s %11s %10s %4s %4s ", no, "", name, rating, "", id, "", points, "")
	for _, r := range rounds {
		f := strings.SplitN(r, " ", 3)
		s += fmt.Sprintf(" %4s %s %1s ", f[0], f[1], strings.TrimSpace(f[2]))
	}
	return strings.TrimRight(s, " ")
}

// decode reads lines joined by LF.
func decode(lines ...string) ([]*xlsxio.Crosstable, xlsxio.Problems) {
	return trfio.Decode("t.trf", []byte(strings.Join(lines, "\n")), xlsxio.ReadOptions{Today: today})
}

// TestReadCodes: the result codes as docs/formats.md "TRF" reads them.
func TestReadCodes(t *testing.T) {
	cts, ps := decode("012 Codes",
		p001(1, "A", "2400", "1", "3.5", "2 w W", "3 b +", "0000 - H", "4 w 1"),
		p001(2, "B", "2300", "2", "0.0", "1 b L", "4 w  ", "3 w -"),
		p001(3, "C", "2200", "3", "1.5", "4 b =", "1 w -", "2 b +"),
		p001(4, "D", "", "4", "0.5", "3 w =", "2 b  ", "0000 - Z", "1 b 0"),
	)
	if ps.HasErrors() {
		t.Fatalf("Decode(codes) errors:\n%v", ps.Errors())
	}
	s := cts[0].Section
	want := map[[2]int]titles.Result{
		{0, 1}: titles.ForfeitWin, {0, 2}: titles.ForfeitWin, {0, 3}: titles.Win,
		{1, 3}: titles.Unfinished, {1, 2}: titles.ForfeitLoss, {2, 3}: titles.Draw,
	}
	for k, r := range want {
		if got := s.Games[k[0]][k[1]]; !reflect.DeepEqual(got, []titles.Result{r}) {
			t.Errorf("Decode(codes) game %d v %d = %v, want %v", k[0]+1, k[1]+1, got, r)
		}
	}
	if !strings.Contains(ps.Error(), "t.trf:line 2, column 81: warning: 0.5 of the 3.5 points are byes") {
		t.Errorf("Decode(codes) problems\n%v\nwant the bye's half point named", ps)
	}
}

func TestReadProblems(t *testing.T) {
	a := p001(1, "A", "2400", "1", "1.0", "2 w 1")
	b := p001(2, "B", "2300", "2", "0.0", "1 b 0")
	tests := []struct {
		name  string
		lines []string
		want  string
	}{
		{"points", []string{"012 T", p001(1, "A", "2400", "1", "0.5", "2 w 1"), b},
			"t.trf:line 2, column 81: the points (columns 81–84) are 0.5 but the line's results add up to 1.0"},
		{"rank twice", []string{"012 T", a, strings.Replace(b, "001    2", "001    1", 1)},
			"t.trf:line 3, column 5: the starting rank 1 is given twice: also on line 2"},
		{"ID twice", []string{"012 T", a, strings.Replace(b, "          2 ", "          1 ", 1)},
			"t.trf:line 3, column 58: the ID 1 is given twice: also on line 2"},
		{"three meetings", []string{"012 T", p001(1, "A", "", "1", "3.0", "2 w 1", "2 b 1", "2 w 1"), p001(2, "B", "", "2", "0.0", "1 b 0", "1 w 0", "1 b 0")},
			"t.trf:line 2, column 112: A (1) and B (2) meet in 3 rounds (1, 2, 3): a round robin has one game a pair, a double round robin two"},
		{"no 012", []string{a, b}, "t.trf:line 1: the file has no 012 line (the tournament's name)"},
		{"bye with an opponent", []string{"012 T", p001(1, "A", "", "1", "", "2 w H"), b},
			"t.trf:line 2, column 99: round 1: H is a bye, but the opponent is 2: a bye has the opponent 0000"},
		{"no opponent", []string{"012 T", p001(1, "A", "", "1", "", "0000 w 1"), b},
			"t.trf:line 2, column 92: round 1: the result 1 is a game, but no opponent is given (0000)"},
		{"not a record", []string{"012 T", "0012 T", a, b}, "t.trf:line 2, column 4: not a TRF line"},
		{"bad status line", []string{"012 T", a, b, "### Rating Desk: No 1: famous"}, "t.trf:line 4, column 18: \"No 1: famous\": expected No N: fixed, published or unpublished"},
		{"fixed without rating", []string{"012 T", p001(1, "A", "", "1", "1.0", "2 w 1"), b, "### Rating Desk: No 1: fixed"}, "t.trf:line 4: No 1 is fixed, but the player's line gives no rating"},
	}
	for _, tc := range tests {
		cts, ps := decode(tc.lines...)
		if cts != nil || !strings.Contains(ps.Errors().Error(), tc.want) {
			t.Errorf("Decode(%s) = %d sections, errors\n%v\nwant among them\n%s", tc.name, len(cts), ps.Errors(), tc.want)
		}
	}
}

func TestReadEndAfterToday(t *testing.T) {
	cts, ps := decode("012 T", "042 2025/01/10", "052 2027/01/01", p001(1, "A", "", "1", "", "2 w  "), p001(2, "B", "", "2", "", "1 b  "))
	if ps.HasErrors() || !cts[0].Section.Finished.IsZero() {
		t.Fatalf("Decode(end after today) = %v, errors %v; want a running section", cts, ps.Errors())
	}
	if want := "t.trf:line 3, column 5: warning: 052 (end date) 2027-01-01 is after today: taken as the planned end, so the section is read as running (no finish date)"; !strings.Contains(ps.Error(), want) {
		t.Errorf("Decode(end after today) problems\n%v\nwant %s", ps, want)
	}
}

func TestSniff(t *testing.T) {
	for _, tc := range []struct {
		data string
		want bool
	}{
		{"012 Cup\r\n001    1", true},
		{"\uFEFF### made by hand\n\n001    1  GM  A", true},
		{"092 Swiss\r", true},
		{"No,ID,Name\n1,2,A", false},
		{"0123 x", false},
		{"XXR 7\n012 Cup", false},
		{"", false},
	} {
		if got := trfio.SniffBytes([]byte(tc.data)); got != tc.want {
			t.Errorf("SniffBytes(%q) = %v, want %v", tc.data, got, tc.want)
		}
	}
}
