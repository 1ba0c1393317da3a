package desk_test

import (
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"ratingdesk/xlsxio"
)

// The helpers below are those of xlsxio's tests (read_helpers_test.go,
// read_crosstable_test.go) that the tests moved here with LoadPeriod use.

// crosstableCSV is a crosstable of one section as a CSV file, as
// xlsxio/read_crosstable_test.go has it.
const crosstableCSV = "Test Cup 2024 — crosstable\n" +
	"Tournament: Test Cup 2024\n" +
	"Section,A\n" +
	"Type,Master norm\n" +
	"Start,2024-01-15,Finished,20.10.2025\n" +
	"\n" +
	"No,ID,Name,Fed,Title,Rating,Status,1,2,3,4,5,Score,Place\n" +
	"1,101,\"Aa, Anna\",GER,GM,2500,fixed,x,1,½,+,*,2½,1\n" +
	"2,102,\"Bb, Bert\",ITA,,2400,unfixed,0,X,0.5,1F,,1.5,3\n" +
	"3,103,\"Cc, Cleo\",USA,IM SIM,2300,Fixed,½,=,#,0,1/2,\"1,5\",4\n" +
	"4,104,\"Dd, Dirk\",ESP,,1900,unrated,-,0F,1,x,1,2,2\n" +
	"5,105,\"Ee, Emil\",POL,,,,*,,1/2,0,x,½,5\n" +
	"Arbiter: J. Smith\n"

// writeTextFile writes content to a file of that name in a fresh temporary
// folder and returns its path.
func writeTextFile(t testing.TB, name, content string) string {
	t.Helper()
	return writeFileIn(t, t.TempDir(), name, content)
}

// writeFileIn writes content to a file of that name in dir and returns
// its path.
func writeFileIn(t testing.TB, dir, name, content string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func ymd(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }

// problemCells lists "Cell/severity" of every problem, sorted.
func problemCells(t testing.TB, ps xlsxio.Problems) []string {
	t.Helper()
	var out []string
	for _, p := range ps {
		var got *xlsxio.Problem
		if !errors.As(error(p), &got) {
			t.Fatalf("%v is not a *Problem", p)
		}
		sev := "E"
		if got.Severity == xlsxio.Warning {
			sev = "W"
		}
		out = append(out, got.Cell+"/"+sev)
	}
	sort.Strings(out)
	return out
}

// wantCells checks the problems' cells and severities against want
// ("B3/E", "C4/W"), in any order.
func wantCells(t *testing.T, ps xlsxio.Problems, want ...string) {
	t.Helper()
	got := problemCells(t, ps)
	sort.Strings(want)
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("problems at %v, want %v\n%v", got, want, ps)
	}
}

// noErrors fails the test when ps holds an error.
func noErrors(t *testing.T, ps xlsxio.Problems) {
	t.Helper()
	if ps.HasErrors() {
		t.Fatalf("unexpected problems:\n%v", ps)
	}
}
