package desk_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/engine"
)

// TestSkippedQuartersWarning: a period rated from a list whose latest
// Last game is in an earlier quarter's window than the one before the
// period, with the results holding rated games of the quarters between,
// is warned of (docs/rules.md "Games of quarters the list has not
// rated"); the history sample's start list holds 2023/4.
func TestSkippedQuartersWarning(t *testing.T) {
	tests := []struct {
		period engine.Period
		want   []string // nil: no such warning
	}{
		{engine.Period{Year: 2024, Quarter: 1}, nil},
		{engine.Period{Year: 2024, Quarter: 2}, []string{"in the window of period 2024/1", "rate 2024/1 first", "replay --from 2024/1 --to 2024/2", "the new list of period 2024/1"}},
		{engine.Period{Year: 2024, Quarter: 3}, []string{"266 games of rated events finished from 2023-09-01 to 2024-02-29", "periods 2024/1 and 2024/2", "its latest Last game, 2023-08-24", "rate 2024/1 and 2024/2 first"}},
	}
	for _, tt := range tests {
		req := desk.Request{List: "../testdata/history/start-list.csv", Results: []string{"../testdata/history/games.csv"}, Period: tt.period, Ruleset: engine.Rulesets()[0]}
		lp, ps := desk.LoadPeriod(req)
		if ps.HasErrors() || lp == nil {
			t.Fatalf("LoadPeriod(%v): %v", tt.period, ps)
		}
		var got string
		for _, w := range lp.Warnings {
			if strings.Contains(w.Msg, "which the rating list has not rated") {
				got = w.Msg
			}
		}
		if tt.want == nil {
			if got != "" {
				t.Errorf("LoadPeriod(%v) warns %q, want no skipped quarters", tt.period, got)
			}
			continue
		}
		for _, w := range tt.want {
			if !strings.Contains(got, w) {
				t.Errorf("LoadPeriod(%v) warns %q, want it to contain %q", tt.period, got, w)
			}
		}
	}
}

// TestWindowWarningOfTheListMadeBefore: a results file whose games lie
// before the window of the period is not said to show an older list when
// the list's latest Last game shows it holds the period before: the file
// is then an earlier quarter's (a tester rated 2026/2 from the list rate
// had just made for 2026/1 and was told to rate 2026/1 first).
func TestWindowWarningOfTheListMadeBefore(t *testing.T) {
	dir := t.TempDir()
	list := filepath.Join(dir, "list.csv")
	rows := "ID,Name,Rating,RD,Games,Last game\n100001,\"Example, Player\",1904,78,43,2025-11-15\n100002,\"First, Opponent\",1698,146,15,2025-09-15\n100003,\"Second, Opponent\",1600,100,30,2025-10-01\n100004,\"Third, Opponent\",1700,100,30,2025-10-01\n"
	if err := os.WriteFile(list, []byte(rows), 0o644); err != nil {
		t.Fatal(err)
	}
	req := desk.Request{List: list, Results: []string{"../testdata/worked-example/games.csv"}, Period: engine.Period{Year: 2026, Quarter: 2}, Ruleset: engine.Rulesets()[0]}
	lp, ps := desk.LoadPeriod(req)
	if ps.HasErrors() || lp == nil {
		t.Fatalf("LoadPeriod: %v", ps)
	}
	_, window := lp.SplitWindowWarnings()
	if len(window) != 1 || !strings.Contains(window[0].Msg, "the rating list already holds period 2026/1, the one before") ||
		!strings.Contains(window[0].Msg, "give the results of period 2026/2") || strings.Contains(window[0].Msg, "rate that period first") {
		t.Errorf("window warnings %v, want one saying the file may be an earlier quarter's", window)
	}
}
