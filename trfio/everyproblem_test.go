package trfio_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// tabAt puts a tab in column col (from 1) of s, in place of its character.
func tabAt(s string, col int) string {
	r := []rune(s)
	r[col-1] = '\t'
	return string(r)
}

// tabFor puts one tab in place of columns from … to of s.
func tabFor(s string, from, to int) string {
	r := []rune(s)
	return string(r[:from-1]) + "\t" + string(r[to:])
}

// problemTest is a file and every problem it must give, each as
// "line 3, column 49: [warning: ]message".
type problemTest struct {
	name  string
	lines []string
	want  []string
}

// runProblemTests decodes each file and compares all its problems, in
// order, with the ones wanted; a file with an error must give no section.
func runProblemTests(t *testing.T, tests []problemTest) {
	t.Helper()
	for _, tc := range tests {
		cts, ps := decode(tc.lines...)
		if cts != nil {
			t.Errorf("Decode(%s) read a section despite the errors", tc.name)
		}
		var got []string
		for _, p := range ps {
			var pr *xlsxio.Problem
			if !errors.As(error(p), &pr) {
				t.Fatalf("Decode(%s): %v is not a *Problem", tc.name, p)
			}
			if pr.File != "t.trf" {
				t.Errorf("Decode(%s): problem %q names the file %q, want t.trf", tc.name, pr.Msg, pr.File)
			}
			sev := ""
			if pr.Severity == xlsxio.Warning {
				sev = "warning: "
			}
			got = append(got, fmt.Sprintf("%s: %s%s", pr.Cell, sev, pr.Msg))
		}
		if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
			t.Errorf("Decode(%s) problems =\n%s\nwant\n%s", tc.name, strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
		}
	}
}

// The round blocks of a round robin of three (1.0 point each).
var (
	robinA = []string{"2 w 1", "3 b 0", "0000 - -"}
	robinB = []string{"1 b 0", "0000 - -", "3 w 1"}
	robinC = []string{"0000 - -", "1 w 1", "2 b 0"}
)

// withRound is rounds with block r (0-based) replaced.
func withRound(rounds []string, r int, block string) []string {
	out := append([]string(nil), rounds...)
	out[r] = block
	return out
}

// TestReadTabKeepsReading: a tab in a player's line is one error, and the
// rest of the line is still read where its columns can be told, so that
// its other problems come in the same run (docs/formats.md "TRF",
// "Refused, with the line and column"). Before, the tab ended the line's
// reading: its bad rating, its ID given twice, its bad result code and
// its points came only once the tab was removed, and the line's starting
// rank was lost, so that the section was not even built.
func TestReadTabKeepsReading(t *testing.T) {
	const (
		tabFixed = "a tab in a player's line: the columns of a TRF line are fixed, write spaces instead"
		inPlace  = "; with each tab counted as one column the other fields are in their columns, and are read"
		cPoints  = "line 4, column 81: the points (columns 81–84) are 2.0 but the line's results add up to 1.0: correct the points or the results"
	)
	tests := []problemTest{
		{"a tab for a space of the name; a bad rating, an ID twice, a bad result code", []string{"012 T",
			p001(1, "A", "", "1", "1.0", robinA...),
			tabAt(p001(2, "Novak, Eva", "23x0", "1", "1.0", withRound(robinB, 2, "3 w X")...), 21),
			p001(3, "C", "", "3", "1.0", robinC...)}, []string{
			"line 3, column 21: " + tabFixed + inPlace + ", but not the name (columns 15–47), which holds a tab",
			`line 3, column 49: the rating (columns 49–52) is "23x0": expected a whole number`,
			"line 3, column 58: the ID 1 is given twice: also on line 2",
			"line 3, column 119: round 3: the result 'X' is not a TRF result code (1 = 0 + - W D L H F U Z or blank)",
		}},
		{"a tab for the spaces after the name shifts the columns: read before it", []string{"012 T",
			p001(1, "A", "", "1", "1.0", robinA...),
			tabFor(p001(1, "Novak, Eva", "2300", "2", "1.0", robinB...), 25, 48),
			p001(3, "C", "", "3", "2.0", robinC...)}, []string{
			"line 3, column 5: the starting rank 1 is given twice: also on line 2",
			"line 3, column 25: " + tabFixed + "; the columns after it are not where the layout puts them ('0' in column 80, which is blank in a player's line), so the line is not read from column 25 on",
			cPoints,
		}},
		{"a tab in a result: that round only is not read", []string{"012 T",
			p001(1, "A", "", "1", "1.0", robinA...),
			tabAt(p001(2, "B", "", "2", "1.0", withRound(robinB, 0, "1 q 0")...), 109),
			p001(3, "C", "", "3", "1.0", robinC...)}, []string{
			"line 3, column 97: round 1: the colour 'q' is not w, b or -",
			"line 3, column 109: " + tabFixed + inPlace + ", but not round 2 (columns 102–109), which holds a tab",
		}},
		{"tabs in two blank columns; wrong points", []string{"012 T",
			p001(1, "A", "", "1", "1.0", robinA...),
			tabAt(tabAt(p001(2, "B", "2300", "2", "1.0", robinB...), 48), 57),
			p001(3, "C", "", "3", "2.0", robinC...)}, []string{
			"line 2, column 49: warning: a TRF gives no rating status: the 1 players with a rating (columns 49–52) are taken as rated and not fixed, which the section requirements of App. 2 items 1b and 1c count; check them against the rating list",
			"line 3, column 48: a tab in a player's line (tabs also in column 57): the columns of a TRF line are fixed, write spaces instead" + inPlace,
			cPoints,
		}},
		{"tabs in the rating and a round: neither is read, nor is a status for the rating an error", []string{"012 T",
			p001(1, "A", "", "1", "1.0", robinA...),
			tabAt(tabAt(p001(2, "B", "2300", "2", "1.0", robinB...), 50), 95),
			p001(3, "C", "", "3", "1.0", robinC...),
			"### Rating Desk: No 2: fixed"}, []string{
			"line 3, column 50: a tab in a player's line (tabs also in column 95): the columns of a TRF line are fixed, write spaces instead" + inPlace + ", but not the rating (columns 49–52) and round 1 (columns 92–99), which hold a tab",
		}},
	}
	runProblemTests(t, tests)
}

// TestReadHeaderGivenTwice: a tournament line given twice is an error,
// and the value of the second is still checked, its own problem reported
// with it (docs/formats.md "TRF": every problem at once). Before, "given
// twice" was the only problem of the line: a bad date or number on it
// came only once the line had been deleted or corrected. An end date
// after today on the second line is not warned of as the planned end: the
// line is not read.
func TestReadHeaderGivenTwice(t *testing.T) {
	a := p001(1, "A", "", "1", "1.0", "2 w 1")
	b := p001(2, "B", "", "2", "0.0", "1 b 0")
	tests := []problemTest{
		{"042 twice, the second no date", []string{"012 T", "042 2023/03/01", "042 2023/13/45", a, b}, []string{
			"line 3, column 1: 042 (start date) is given twice: also on line 2; keep one of them",
			`line 3, column 5: 042 (start date) is "2023/13/45": expected a date as YYYY/MM/DD (also DD.MM.YYYY, YY/MM/DD)`,
		}},
		{"052 twice, the second before 1950", []string{"012 T", "052 2025/01/01", "052 1949/12/31", a, b}, []string{
			"line 3, column 1: 052 (end date) is given twice: also on line 2; keep one of them",
			"line 3, column 5: 052 (end date) 1949-12-31 is before 1950-01-01: expected the date of a correspondence event (check the year)",
		}},
		{"042 twice, the second after today", []string{"012 T", "042 2023/03/01", "042 2027/01/01", a, b}, []string{
			"line 3, column 1: 042 (start date) is given twice: also on line 2; keep one of them",
			"line 3, column 5: 042 (start date) 2027-01-01 is after today: expected the date the section started",
		}},
		{"062 twice, the second no number", []string{"012 T", "062 2", "062 two", a, b}, []string{
			"line 3, column 1: 062 (number of players) is given twice: also on line 2; keep one of them",
			`line 3, column 5: 062 (number of players) is "two": expected a whole number`,
		}},
		{"052 twice, the second after today: no warning for a line not read", []string{"012 T", "052 2025/01/01", "052 2027/01/01", a, b}, []string{
			"line 3, column 1: 052 (end date) is given twice: also on line 2; keep one of them",
		}},
	}
	runProblemTests(t, tests)
}

// TestReadNoConsequentialErrors: a field in error is reported once; what
// follows only from its value not being known is not a second error, while
// an independent problem still is (docs/formats.md "TRF"). Before, a
// rating such as 4x00 with Rating Desk's status line for the player gave
// a second error "No 2 is fixed, but the player's line gives no rating",
// and an ID such as 12x4 on a line without a name "the player has neither
// a name nor an ID".
func TestReadNoConsequentialErrors(t *testing.T) {
	const (
		badRating = `line 3, column 49: the rating (columns 49–52) is "4x00": expected a whole number`
		noRating  = "line 5: No 2 is fixed, but the player's line gives no rating (columns 49–52)"
	)
	a := p001(1, "A", "", "1", "1.0", "2 w 1")
	tests := []problemTest{
		{"a bad rating and a status for it", []string{"012 T", a,
			p001(2, "B", "4x00", "2", "0.0", "1 b 0"), "",
			"### Rating Desk: No 2: fixed"}, []string{badRating}},
		{"a bad ID on a line without a name", []string{"012 T", a,
			p001(2, "", "", "12x4", "0.0", "1 b 0")}, []string{
			`line 3, column 58: the ID (columns 58–68) is "12x4": expected a whole number`,
		}},
		{"a bad rating on one line, a status for another without a rating", []string{"012 T",
			p001(1, "A", "4x00", "1", "1.0", "2 w 1"),
			p001(2, "B", "", "2", "0.0", "1 b 0"), "",
			"### Rating Desk: No 2: fixed"}, []string{
			`line 2, column 49: the rating (columns 49–52) is "4x00": expected a whole number`,
			noRating,
		}},
		{"an empty rating with a status is still an error", []string{"012 T", a,
			p001(2, "B", "", "2", "0.0", "1 b 0"), "",
			"### Rating Desk: No 2: fixed"}, []string{noRating}},
		{"an empty name and ID is still an error", []string{"012 T", a,
			p001(2, "", "", "", "0.0", "1 b 0")}, []string{
			"line 3, column 15: the player has neither a name (columns 15–47) nor an ID (columns 58–68)",
		}},
	}
	runProblemTests(t, tests)
}

// TestReadTabInRecordType: a player's line but for a tab in its first
// four columns (the space after 001, or a character of 001 itself) is a
// player's line with a tab, reported as tabView reports tabs, at the
// tab's column (docs/formats.md "TRF", "Refused, with the line and
// column"). Before, it was "not a TRF line" (or a record not read, named
// with its raw tab), the player was lost, and every game against them,
// the starting rank beyond the player lines and 062 gave problems of
// their own. No message shows a raw tab.
func TestReadTabInRecordType(t *testing.T) {
	const (
		tabFixed = "a tab in a player's line"
		inCode   = " (in its record type, columns 1–3: a player's line starts with 001)"
		fixed    = ": the columns of a TRF line are fixed, write spaces instead"
		inPlace  = "; with each tab counted as one column the other fields are in their columns, and are read"
	)
	a := p001(1, "A", "", "1", "1.0", robinA...)
	b := p001(2, "B", "", "2", "1.0", robinB...)
	c := p001(3, "C", "", "3", "1.0", robinC...)
	tests := []problemTest{
		{"a tab for the space after 001", []string{"012 T", "062 3", a, tabAt(b, 4), c}, []string{
			"line 4, column 4: " + tabFixed + fixed + inPlace,
		}},
		{"a tab for the 1 of 001", []string{"012 T", "062 3", a, tabAt(b, 3), c}, []string{
			"line 4, column 3: " + tabFixed + inCode + fixed + inPlace,
		}},
		{"a tab for the first 0 of 001, and a bad rating", []string{"012 T", "062 3", a,
			tabAt(p001(2, "B", "23x0", "2", "1.0", robinB...), 1), c}, []string{
			"line 4, column 1: " + tabFixed + inCode + fixed + inPlace,
			`line 4, column 49: the rating (columns 49–52) is "23x0": expected a whole number`,
		}},
		{"a tab put in 001: the columns after it are shifted", []string{"012 T", "062 3", a,
			"00\t1" + b[3:], c}, []string{
			"line 4, column 3: " + tabFixed + inCode + fixed + "; the columns after it are not where the layout puts them ('1' in column 4, which is blank in a player's line), so the line is not read from column 3 on",
		}},
		{"a tab for the space after a header's code", []string{"012 T", "092\tRound robin", a, b, c}, []string{
			"line 2, column 4: not a TRF line: a line starts with its record type, three characters and a space (012 the tournament's name, 001 a player, …) (column 4 holds a tab; write a space instead)",
		}},
		{"a tab in a record type not read; no 012", []string{"01\t 1", "0\t2 1", "###", a, b, c}, []string{
			"line 1: the file has no 012 line (the tournament's name): a TRF starts with 012 and the event's name",
			`line 1, column 1: warning: not read: 1 line(s) of record 01[a tab] (a record type Rating Desk does not know (a national rating record is named by its federation)); Rating Desk reads the tournament lines 012–132 and the player lines 001 (docs/formats.md "TRF")`,
			`line 2, column 1: warning: not read: 1 line(s) of record 0[a tab]2 (a record type Rating Desk does not know (a national rating record is named by its federation)); Rating Desk reads the tournament lines 012–132 and the player lines 001 (docs/formats.md "TRF")`,
		}},
	}
	runProblemTests(t, tests)
}
