package desk_test

import (
	"context"
	"encoding/csv"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/engine"
)

// TestReplayStartRatingsCheckedFirst: a replay rated with iccf-2017 from
// a game list without Type, in which two new players have no start
// rating in different quarters, says both games at once before rating
// any quarter (it used to rate 2024/1 to 2024/4 and then stop on the
// first game alone). A new player's later games, once he is rated, are
// no problem.
func TestReplayStartRatingsCheckedFirst(t *testing.T) {
	dir := t.TempDir()
	sample := filepath.Join("..", "testdata", "history")
	list := filepath.Join(dir, "list.csv")
	start, err := os.ReadFile(filepath.Join(sample, "start-list.csv"))
	if err != nil {
		t.Fatal(err)
	}
	start = append(start, "999001,\"New, One\",GER,,,,,,,,,,,,,,,\n999002,\"New, Two\",GER,,,,,,,,,,,,,,,\n"...)
	if err := os.WriteFile(list, start, 0o644); err != nil {
		t.Fatal(err)
	}
	games := withoutColumn(t, filepath.Join(sample, "games.csv"), "Type", [][]string{
		// 2024/3 (games of Mar–May 2024), then 2025/1 (Sep–Nov 2024).
		{"999002", "460101", "0-1", "2024-04-10", "Open 2024", "O1", "", "", "", "", "New, Two", "Ståhlberg, Åke"},
		{"999001", "520101", "1-0", "2024-10-10", "Open 2024", "O2", "", "", "", "", "New, One", "Kıraç, Emre"},
		// 999002 again in 2025/1: rated by then, no problem.
		{"999002", "380101", "½-½", "2024-10-11", "Open 2024", "O2", "", "", "", "", "New, Two", "Bråten, Håkon"},
	}, dir)
	rs, err := engine.LookupRuleset("iccf-2017")
	if err != nil {
		t.Fatal(err)
	}
	var rated []string
	req := desk.ReplayRequest{List: list, Results: []string{games}, Ruleset: rs,
		From: engine.Period{Year: 2024, Quarter: 1}, To: engine.Period{Year: 2025, Quarter: 1},
		OnPeriod: func(q *desk.ReplayedPeriod) error { rated = append(rated, q.Result.Period.String()); return nil }}
	var told []string
	h, problems, err := desk.Replay(context.Background(), req, func(_, _ int, p engine.Period) { told = append(told, p.String()) })
	if err != nil || h != nil {
		t.Fatalf("Replay = %v, %v; want the problems and no history", h, err)
	}
	var cells []string
	for _, p := range problems.Errors() {
		cells = append(cells, p.Cell)
	}
	n := len(readCSV(t, games))
	if want := []string{cellC(n - 2), cellC(n - 1)}; !slices.Equal(cells, want) {
		t.Errorf("problems at %v (%v), want %v", cells, problems, want)
	}
	if len(rated) != 0 || len(told) != 0 {
		t.Errorf("quarters %v were rated, and %v said to be rated, before the problems were said", rated, told)
	}
}

// cellC is the Result cell's reference in row r of the game list without
// Type (column C).
func cellC(r int) string { return "C" + strconv.Itoa(r) }

// readCSV reads a CSV file's rows.
func readCSV(t *testing.T, path string) [][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

// withoutColumn writes into dir the CSV file path without its column
// named col, with rows added at its end (given without that column).
func withoutColumn(t *testing.T, path, col string, extra [][]string, dir string) string {
	t.Helper()
	rows := readCSV(t, path)
	drop := slices.Index(rows[0], col)
	if drop < 0 {
		rows[0][0] = rows[0][0][len("\ufeff"):]
		drop = slices.Index(rows[0], col)
	}
	out := make([][]string, 0, len(rows)+len(extra))
	for _, r := range rows {
		out = append(out, slices.Delete(slices.Clone(r), drop, drop+1))
	}
	out = append(out, extra...)
	name := filepath.Join(dir, "games.csv")
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	w := csv.NewWriter(f)
	if err := w.WriteAll(out); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	return name
}
