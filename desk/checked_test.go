package desk_test

import (
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/engine"
)

// TestLoadPeriodChecked: a period that stops on a file's own errors says
// that the files were not checked across (docs/cli.md `rate`), whether
// through LoadPeriodChecked or ReplayChecked, with the CSV game lists
// packed as read or not; one that stops on a problem found across the
// files, or loads, says they were.
func TestLoadPeriodChecked(t *testing.T) {
	good := writeTextFile(t, "games.csv", cupGames)
	bad := writeTextFile(t, "bad.csv", strings.Replace(cupGames, "0-1", "9-9", 1))
	unknown := writeTextFile(t, "unknown.csv", "White,Black,Result,Finished\n101,199,1-0,2025-09-15\n")
	cup := writeTextFile(t, "cup.csv", crosstableCSV)
	mismatch := writeTextFile(t, "mismatch.csv", strings.Replace(cupGames, "101,103,½-½", "101,103,1-0", 1))
	list := writeTextFile(t, "list.csv", cupList)
	gone := filepath.Join(t.TempDir(), "gone.csv")
	tests := []struct {
		name    string
		list    string
		results []string
		fide    string
		checked bool // false: not checked across the files
		errors  bool
	}{
		{"loads", list, []string{cup, good}, "", true, false},
		{"a cell of a game list", list, []string{good, bad}, "", false, true},
		{"a missing game list", list, []string{gone}, "", false, true},
		{"a missing list", gone, []string{good}, "", false, true},
		{"a missing FIDE list", list, []string{good}, gone, false, true},
		{"a game list and its crosstable disagree", list, []string{cup, mismatch}, "", true, true},
		{"a file given twice", list, []string{good, good}, "", true, true},
	}
	for _, tt := range tests {
		req := desk.Request{List: tt.list, Results: tt.results, FIDE: tt.fide, Period: engine.Period{Year: 2026, Quarter: 1}, Ruleset: engine.Rulesets()[0]}
		lp, ps, checked := desk.LoadPeriodChecked(req)
		if checked != tt.checked || ps.HasErrors() != tt.errors || (lp == nil) != tt.errors {
			t.Errorf("LoadPeriodChecked(%s) = %v, %v, checked %v; want errors %v, checked %v", tt.name, lp != nil, ps, checked, tt.errors, tt.checked)
		}
		if tt.fide != "" {
			continue // a replay takes no FIDE list
		}
		rr := desk.ReplayRequest{List: tt.list, Results: tt.results, From: req.Period, To: req.Period, Ruleset: req.Ruleset}
		h, ps, checked, err := desk.ReplayChecked(t.Context(), rr, nil)
		if err != nil || checked != tt.checked || ps.HasErrors() != tt.errors || (h == nil) != tt.errors {
			t.Errorf("ReplayChecked(%s) = %v, %v, checked %v, %v; want errors %v, checked %v", tt.name, h != nil, ps, checked, err, tt.errors, tt.checked)
		}
	}
	// A player not on the list is found when the games are checked, after
	// the files were read without errors: checked across.
	rr := desk.ReplayRequest{List: list, Results: []string{unknown}, From: engine.Period{Year: 2026, Quarter: 1}, To: engine.Period{Year: 2026, Quarter: 1}, Ruleset: engine.Rulesets()[0]}
	if _, ps, checked, err := desk.ReplayChecked(t.Context(), rr, nil); err != nil || !checked || !strings.Contains(ps.Error(), "199 is not on the list") {
		t.Errorf("ReplayChecked(a player not on the list) = %v, checked %v, %v; want the player, checked", ps, checked, err)
	}
}
