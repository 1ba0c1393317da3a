package desk_test

import (
	"fmt"
	"strings"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/engine"
)

// TestFileWindowWarnings: a results file whose finished games lie all, or
// nine in ten, before the period's window (a tester started 2025/4 from
// the list before 2025/3 and lost a quarter without a word) or after it
// (a later quarter's file) is warned about, naming the file, the count
// and the window; a file with more of its games in the window, or a
// check without a period, is not (docs/rules.md "A results file outside
// the period").
func TestFileWindowWarnings(t *testing.T) {
	q1 := engine.Period{Year: 2026, Quarter: 1} // games 2025-09-01 to 2025-11-30
	tests := []struct {
		name   string
		dates  []string // the finish dates of the file's games, 101 against 102
		period engine.Period
		want   []string // what the one warning says; none when nil
	}{
		{"both before", []string{"2025-07-01", "2025-08-31"}, q1, []string{"both finished games of the file finished before the window of period 2026/1 (2025-09-01 – 2025-11-30), and are not rated in it", "older than the list made after period 2025/4", "replay"}},
		{"the one before", []string{"2025-07-01"}, q1, []string{"the one finished game of the file finished before the window of period 2026/1 (2025-09-01 – 2025-11-30), and is not rated in it;"}},
		{"all three before", []string{"2025-07-01", "2025-07-02", "2025-08-31"}, q1, []string{"all 3 finished games of the file finished before the window", "and are not rated in it"}},
		{"nine in ten before", append(augustDays(9), "2025-10-01"), q1, []string{"9 of the 10 finished games of the file finished before the window"}},
		{"eight in ten before", append(augustDays(8), "2025-10-01", "2025-10-02"), q1, nil},
		{"both after", []string{"2025-12-01", "2026-02-01"}, q1, []string{"both finished games of the file finished after the window of period 2026/1 (2025-09-01 – 2025-11-30), and are not rated in it", "a later period"}},
		{"the one after", []string{"2026-02-01"}, q1, []string{"the one finished game of the file finished after the window of period 2026/1 (2025-09-01 – 2025-11-30), and is not rated in it;"}},
		{"in the window", []string{"2025-09-01", "2025-11-30"}, q1, nil},
		{"no period (check)", []string{"2025-07-01"}, engine.Period{}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b strings.Builder
			b.WriteString("White,Black,Result,Finished\n")
			for _, d := range tt.dates {
				fmt.Fprintf(&b, "101,102,1-0,%s\n", d)
			}
			b.WriteString("101,102,*,\n") // an unfinished game does not count
			games := writeTextFile(t, "games.csv", b.String())
			list := writeTextFile(t, "list.csv", "ID,Name,Rating,RD,Games,Last game\n101,\"Aa, Ann\",2000,60,40,2025-03-01\n102,\"Bb, Bob\",2100,60,40,2025-03-01\n")
			lp, ps := desk.LoadPeriod(desk.Request{List: list, Results: []string{games}, Period: tt.period, Ruleset: engine.Rulesets()[0]})
			if lp == nil {
				t.Fatalf("LoadPeriod problems = %v, want the period read", ps)
			}
			var got []string
			for _, w := range lp.Warnings {
				if strings.Contains(w.Msg, "of the file finished") {
					got = append(got, w.Msg)
					if w.File != games {
						t.Errorf("warning names file %q, want %q", w.File, games)
					}
				}
			}
			if tt.want == nil {
				if len(got) != 0 {
					t.Errorf("LoadPeriod(%s) warnings = %q, want none", tt.name, got)
				}
				return
			}
			if len(got) != 1 {
				t.Fatalf("LoadPeriod(%s) warnings = %q, want one", tt.name, got)
			}
			for _, w := range tt.want {
				if !strings.Contains(got[0], w) {
					t.Errorf("LoadPeriod(%s) warning = %q, want it to say %q", tt.name, got[0], w)
				}
			}
		})
	}
}

// augustDays are the finish dates 2025-08-01 to 2025-08-n, n ≤ 31.
func augustDays(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("2025-08-%02d", i+1)
	}
	return out
}
