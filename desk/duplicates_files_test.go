package desk_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// cupRound is n games of the cup's players on n days, one a row, in a game
// list without a header row.
func cupRound(n int) string {
	var b strings.Builder
	pairs := [][2]int{{101, 102}, {103, 104}, {101, 103}, {102, 104}, {101, 104}, {102, 103}}
	for i := range n {
		p := pairs[i%len(pairs)]
		fmt.Fprintf(&b, "%d,%d,1-0,2025-10-%02d,Cup\n", p[0], p[1], i+1)
	}
	return b.String()
}

// TestFileRepeatingAnother: a game list whose games are all, or at least
// 10 and 90 %, the games of an earlier file (a list saved as .csv and as
// .xlsx, both given) is one error of the file naming the other and a few
// of the copies' cells, not one error a game (a tester: 145 errors);
// fewer repeats are each an error of their game (docs/rules.md "A game
// given twice").
func TestFileRepeatingAnother(t *testing.T) {
	const head = "White,Black,Result,Finished,Tournament\n"
	const other = "Finished,White,Black,Result,Tournament\n" // the same games in other bytes
	swapCols := func(rows string) string {
		var b strings.Builder
		for _, r := range strings.Split(strings.TrimSuffix(rows, "\n"), "\n") {
			f := strings.Split(r, ",")
			fmt.Fprintf(&b, "%s,%s,%s,%s,%s\n", f[3], f[0], f[1], f[2], f[4])
		}
		return b.String()
	}
	tests := []struct {
		name   string
		copy   string
		errors []string // Cell of each error of copy.csv ("" for the file)
		msg    string
	}{
		{"all 12 games", other + swapCols(cupRound(12)), []string{""}, "this file repeats 12 of its 12 games from games.csv (the same games saved twice?): they would be rated twice; give only one of the two files (the copies here: D2, D3, D4 and 9 more)"},
		{"11 of 12", other + swapCols(cupRound(11)) + "2025-12-01,101,102,0-1,Cup\n", []string{""}, "repeats 11 of its 12 games from games.csv|(the copies here: D2, D3, D4 and 8 more)"},
		{"12 of 12 finished and 2 unfinished", other + swapCols(cupRound(12)) + ",101,102,*,Cup\n,103,104,*,Cup\n", []string{""},
			"repeats 12 of its 14 games from games.csv|and 9 more; its other 2 games are unfinished or undated, which are not compared)"},
		{"two of two", other + swapCols(cupRound(2)), []string{""}, "repeats 2 of its 2 games"},
		{"9 of 12", other + swapCols(cupRound(9)) + "2025-12-01,101,102,0-1,Cup\n2025-12-02,101,102,0-1,Cup\n2025-12-03,101,102,0-1,Cup\n",
			[]string{"D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9", "D10"}, "the same game (101 against 102, finished 2025-10-01) is also at "},
		{"one of one", other + swapCols(cupRound(1)), []string{"D2"}, "the same game"},
	}
	for _, tt := range tests {
		games := writeTextFile(t, "games.csv", head+cupRound(12))
		_, ps := loadCup(t, games, writeTextFile(t, "copy.csv", tt.copy))
		var got []string
		var first *xlsxio.Problem
		for _, p := range ps.Errors() {
			var pr *xlsxio.Problem
			if !errors.As(error(p), &pr) || !strings.HasSuffix(pr.File, "copy.csv") {
				continue
			}
			got = append(got, pr.Cell)
			if first == nil {
				first = pr
			}
		}
		if strings.Join(got, " ") != strings.Join(tt.errors, " ") {
			t.Errorf("%s: errors of copy.csv at %q, want %q\n%v", tt.name, got, tt.errors, ps)
			continue
		}
		for _, part := range strings.Split(tt.msg, "|") {
			if !strings.Contains(first.Msg, strings.ReplaceAll(part, "games.csv", games)) {
				t.Errorf("%s: %q, want it to say %q", tt.name, first.Msg, part)
			}
		}
	}
}

// TestSampleGamesAsCSVAndXLSX: the sample game list given as .csv and as
// .xlsx is one error of the .xlsx (a tester's 145 errors).
func TestSampleGamesAsCSVAndXLSX(t *testing.T) {
	_, ps := desk.LoadPeriod(desk.Request{List: "../testdata/sample-list.csv", Results: []string{"../testdata/sample-games.csv", "../testdata/sample-games.xlsx"},
		Period: engine.Period{Year: 2026, Quarter: 1}, Ruleset: engine.Rulesets()[0]})
	errs := ps.Errors()
	var p *xlsxio.Problem
	if len(errs) != 1 || !errors.As(error(errs[0]), &p) || p.File != "../testdata/sample-games.xlsx" || p.Cell != "" ||
		!strings.Contains(p.Msg, "this file repeats 145 of its 149 games from ../testdata/sample-games.csv") {
		t.Errorf("errors %v, want one of sample-games.xlsx repeating 145 of its 149 games", errs)
	}
}
