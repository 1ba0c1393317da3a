package trfio_test

import (
	"errors"
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// TestReadAllProblemsAtOnce: an error on a player's line keeps only the
// checks that need what could not be read from running (docs/formats.md
// "General rules": all problems at once), and the errors come in the
// order of their lines and columns. Before, a line with any error was
// left out of the comparison of both lines of a game, one error anywhere
// kept the points and the dates from being checked, and the errors came
// in the order they were found (a disagreement of line 2 after an error
// of line 3).
func TestReadAllProblemsAtOnce(t *testing.T) {
	const agreeEnd = ": both lines must tell the same game"
	tests := []struct {
		name  string
		lines []string
		want  []string
	}{
		{"a bad rating, a disagreement and wrong points", []string{"012 T",
			p001(1, "A", "2400", "1", "2.0", "2 w 1", "3 b 1", "0000 - -"),
			p001(2, "B", "23x0", "2", "1.0", "1 b 1", "0000 - -", "3 w 0"),
			p001(3, "C", "2200", "3", "2.0", "0000 - -", "1 w 0", "2 b 1")}, []string{
			"t.trf:line 2, column 92: line 2 round 1 says A (1) won with white against B (2); line 3 round 1 says B (2) won with black against A (1)" + agreeEnd,
			`t.trf:line 3, column 49: the rating (columns 49–52) is "23x0": expected a whole number`,
			"t.trf:line 4, column 81: the points (columns 81–84) are 2.0 but the line's results add up to 1.0: correct the points or the results",
		}},
		{"a bad round block hides only that round", []string{"012 T",
			p001(1, "A", "2400", "1", "1.0", "2 w 1", "3 b 0", "0000 - -"),
			p001(2, "B", "2300", "2", "9.0", "1 b 1", "0000 - -", "3 q 0"),
			p001(3, "C", "2200", "3", "1.0", "0000 - -", "1 w 1", "2 b 0")}, []string{
			"t.trf:line 2, column 92: line 2 round 1 says A (1) won with white against B (2); line 3 round 1 says B (2) won with black against A (1)" + agreeEnd,
			"t.trf:line 3, column 81: the points (columns 81–84) are 9.0 but the line's results add up to 1.0, and to at most 2.0 if the blocks that could not be read (round 3) scored: correct the points or the results",
			`t.trf:line 3, column 117: round 3: the colour 'q' is not w, b or -`,
		}},
		{"dates and a disagreement", []string{"012 T", "042 2025/03/01", "052 2025/01/01",
			p001(1, "A", "", "1", "", "2 w 1"),
			p001(2, "B", "", "2", "", "1 b =")}, []string{
			"t.trf:line 3, column 5: 052 (end date) is before 042 (start date) on line 2",
			"t.trf:line 4, column 92: line 4 round 1 says A (1) won with white against B (2); line 5 round 1 says B (2) drew with black against A (1)" + agreeEnd,
		}},
	}
	for _, tc := range tests {
		cts, ps := decode(tc.lines...)
		if cts != nil {
			t.Errorf("Decode(%s) read a section despite the errors", tc.name)
		}
		var got []string
		for _, p := range ps.Errors() {
			var pr *xlsxio.Problem
			if !errors.As(error(p), &pr) {
				t.Fatalf("%v is not a *Problem", p)
			}
			got = append(got, pr.Error())
		}
		if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
			t.Errorf("Decode(%s) errors\n%s\nwant\n%s", tc.name, strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
		}
	}
}

// TestReadThreeProblemsInLineOrder: a file with three independent
// problems gets all three, in the order of their lines and columns
// (docs/formats.md "TRF": refused, with the line and column). A tester's
// TRF-16 file had a bad rating, a result code that is not one and points
// that disagree with the results; before, a round block in error stopped
// the line (the blocks after it and the points were not checked), and a
// bad starting rank kept every game and the points from being checked.
func TestReadThreeProblemsInLineOrder(t *testing.T) {
	a := []string{"2 w 1", "3 b 0", "0000 - -"}
	b := []string{"1 b 0", "0000 - -", "3 w 1"}
	c := []string{"0000 - -", "1 w 1", "2 b 0"}
	with := func(rounds []string, r int, block string) []string {
		out := append([]string(nil), rounds...)
		out[r] = block
		return out
	}
	const (
		badRating = `t.trf:line 3, column 49: the rating (columns 49–52) is "23x0": expected a whole number`
		badCode   = `t.trf:line 3, column 119: round 3: the result 'X' is not a TRF result code (1 = 0 + - W D L H F U Z or blank)`
		cPoints   = "t.trf:line 4, column 81: the points (columns 81–84) are 2.0 but the line's results add up to 1.0: correct the points or the results"
	)
	tests := []struct {
		name  string
		lines []string
		want  []string
	}{
		{"one line: a bad rating, a bad result code, points beyond what the line makes possible", []string{"012 T",
			p001(1, "A", "2400", "1", "1.0", a...),
			p001(2, "B", "23x0", "2", "3.0", with(b, 2, "3 w X")...),
			p001(3, "C", "2200", "3", "1.0", c...)}, []string{
			badRating,
			"t.trf:line 3, column 81: the points (columns 81–84) are 3.0 but the line's results add up to 0.0, and to at most 1.0 if the blocks that could not be read (round 3) scored: correct the points or the results",
			badCode,
		}},
		{"a bad starting rank, a bad result code, wrong points", []string{"012 T",
			p001(0, "A", "2400", "1", "1.0", a...),
			p001(2, "B", "2300", "2", "", with(b, 2, "3 w X")...),
			p001(3, "C", "2200", "3", "2.0", c...)}, []string{
			`t.trf:line 2, column 5: the starting rank (columns 5–8) is "0": expected a whole number`,
			badCode,
			cPoints,
		}},
		{"two bad round blocks on a line, wrong points on the next", []string{"012 T",
			p001(1, "A", "2400", "1", "1.0", "2 q 1", "3 b X", "0000 - -"),
			p001(2, "B", "2300", "2", "1.0", b...),
			p001(3, "C", "2200", "3", "2.0", c...)}, []string{
			"t.trf:line 2, column 97: round 1: the colour 'q' is not w, b or -",
			"t.trf:line 2, column 109: round 2: the result 'X' is not a TRF result code (1 = 0 + - W D L H F U Z or blank)",
			cPoints,
		}},
	}
	for _, tc := range tests {
		cts, ps := decode(tc.lines...)
		if cts != nil {
			t.Errorf("Decode(%s) read a section despite the errors", tc.name)
		}
		var got []string
		for _, p := range ps.Errors() {
			var pr *xlsxio.Problem
			if !errors.As(error(p), &pr) {
				t.Fatalf("Decode(%s): %v is not a *Problem", tc.name, p)
			}
			got = append(got, pr.Error())
		}
		if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
			t.Errorf("Decode(%s) errors =\n%s\nwant\n%s", tc.name, strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
		}
	}
}
