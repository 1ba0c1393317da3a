package trfio_test

import (
	"errors"
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// TestReadAllProblemsAtOnce: an error on a player's line keeps only the
// checks that need what could not be read from running (docs/formats.md
// "General rules": all problems at once). Before, a line with any error
// was left out of the comparison of both lines of a game, and one error
// anywhere kept the points and the dates from being checked.
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
			`t.trf:line 3, column 49: the rating (columns 49–52) is "23x0": expected a whole number`,
			"t.trf:line 2, column 92: line 2 round 1 says A (1) won with white against B (2); line 3 round 1 says B (2) won with black against A (1)" + agreeEnd,
			"t.trf:line 4, column 81: the points (columns 81–84) are 2.0 but the line's results add up to 1.0: correct the points or the results",
		}},
		{"a bad round block hides only that round", []string{"012 T",
			p001(1, "A", "2400", "1", "1.0", "2 w 1", "3 b 0", "0000 - -"),
			p001(2, "B", "2300", "2", "9.0", "1 b 1", "0000 - -", "3 q 0"),
			p001(3, "C", "2200", "3", "1.0", "0000 - -", "1 w 1", "2 b 0")}, []string{
			`t.trf:line 3, column 117: round 3: the colour 'q' is not w, b or -`,
			"t.trf:line 2, column 92: line 2 round 1 says A (1) won with white against B (2); line 3 round 1 says B (2) won with black against A (1)" + agreeEnd,
		}},
		{"dates and a disagreement", []string{"012 T", "042 2025/03/01", "052 2025/01/01",
			p001(1, "A", "", "1", "", "2 w 1"),
			p001(2, "B", "", "2", "", "1 b =")}, []string{
			"t.trf:line 4, column 92: line 4 round 1 says A (1) won with white against B (2); line 5 round 1 says B (2) drew with black against A (1)" + agreeEnd,
			"t.trf:line 3, column 5: 052 (end date) is before 042 (start date) on line 2",
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
