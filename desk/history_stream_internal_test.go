package desk

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/outputs"
	"ratingdesk/xlsxio"
)

// replayGameLists splits testdata/history/games.csv into two game lists
// in dir, the first with extra rows added at its end and the second with
// extra rows added at its start, and returns their paths.
func replayGameLists(t *testing.T, dir string, firstExtra, secondExtra []string) []string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "testdata", "history", "games.csv"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(string(data), "\n"), "\n")
	header, rows := lines[0], lines[1:]
	half := len(rows) / 2
	parts := [][]string{
		append(append([]string{header}, rows[:half]...), firstExtra...),
		append(append([]string{header}, secondExtra...), rows[half:]...),
	}
	var paths []string
	for i, p := range parts {
		path := filepath.Join(dir, []string{"games-a.csv", "games-b.csv"}[i])
		if err := os.WriteFile(path, []byte(strings.Join(p, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, path)
	}
	return paths
}

// replayRun is what a replay gives: the history, the problems (as
// written), the error, and each quarter's inputs and warnings as OnPeriod
// sees them.
type replayRun struct {
	history  *History
	problems []string
	err      error
	inputs   [][]outputs.InputFile
	warnings [][]string
}

// runReplay replays req, with the games as read (asRead) or packed as
// they are read.
func runReplay(req ReplayRequest, asRead bool) replayRun {
	var r replayRun
	req.OnPeriod = func(q *ReplayedPeriod) error {
		r.inputs = append(r.inputs, q.Loaded.Inputs)
		r.warnings = append(r.warnings, problemTexts(q.Loaded.Warnings))
		return nil
	}
	var ps xlsxio.Problems
	r.history, ps, _, r.err = replay(context.Background(), req, nil, asRead)
	r.problems = problemTexts(ps)
	return r
}

func problemTexts(ps xlsxio.Problems) []string {
	var out []string
	for _, p := range ps {
		out = append(out, fmt.Sprintf("%d: %s", p.Severity, p.Error()))
	}
	return out
}

// TestReplayStreamedAsRead: a replay whose results are all CSV game lists
// packs their games as they are read; it gives exactly what reading them
// whole gives: the same history, the same problems in the same order
// (reading problems, duplicate games across the files, the games'
// problems, the games given from both sides), the same inputs and
// warnings of each quarter, undated games
// assigned or not, and a game list that is read again as a whole table.
func TestReplayStreamedAsRead(t *testing.T) {
	rs, err := engine.LookupRuleset(string(engine.ICCF2023))
	if err != nil {
		t.Fatal(err)
	}
	const (
		undated = "100101,102101,1-0,,Extra Cup,A,Open class,,,,,,"
		// dupA repeats a game of testdata/history/games.csv.
		dupA      = "520101,380101,½-½,2023-09-03,WC Semi-final 2024,SF12,WC semi-final,,,,,,"
		notOnList = "100101,999998,1-0,2024-04-10,Extra Cup,A,Open class,,,,,,"
		badResult = "100101,102101,2-0,2024-04-10,Extra Cup,A,Open class,,,,,,"
		// A start rating N,NNN: its reading depends on its whole
		// column, so the stream reads the file again as a whole table.
		ambiguous = "100101,102101,0-1,2024-05-10,Extra Cup,A,Open class,\"2,150\",,,,,"
		// The same in another game of the pair.
		ambiguous2 = "102101,100101,0-1,2024-06-10,Extra Cup,A,Open class,,\"2,150\",,,,"
		// swapA and swapB are one game given from both sides (a warning
		// of the quarter 2024/4 rates).
		swapA = "100101,102101,1-0,2024-07-10,Extra Cup,B,Open class,,,,,,"
		swapB = "102101,100101,0-1,2024-07-10,Extra Cup,B,Open class,,,,,,"
	)
	cases := []struct {
		name          string
		first, second []string
		assign        bool
		wantErrors    bool
	}{
		{name: "undated assigned", first: []string{undated}, second: []string{undated}, assign: true},
		{name: "undated assigned and duplicates", first: []string{undated, dupA}, second: []string{dupA, undated}, assign: true, wantErrors: true},
		{name: "undated not assigned", first: []string{undated}, second: []string{dupA}, wantErrors: true},
		{name: "not on the list", first: []string{notOnList, dupA}, second: []string{undated, notOnList}, assign: true, wantErrors: true},
		{name: "reading error", first: []string{dupA}, second: []string{badResult, dupA}, wantErrors: true},
		{name: "whole table", first: []string{ambiguous}, second: []string{ambiguous2, undated}, assign: true},
		{name: "whole table and duplicates", first: []string{dupA, ambiguous}, second: []string{ambiguous, undated}, assign: true, wantErrors: true},
		{name: "given from both sides", first: []string{swapA}, second: []string{swapB}},
		{name: "given from both sides and errors", first: []string{swapA, swapB}, second: []string{badResult}, wantErrors: true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			req := ReplayRequest{
				List:    filepath.Join("..", "testdata", "history", "start-list.csv"),
				Results: replayGameLists(t, dir, tc.first, tc.second),
				From:    engine.Period{Year: 2024, Quarter: 1}, To: engine.Period{Year: 2025, Quarter: 1},
				Ruleset: rs, AssignUndated: tc.assign,
				Read: xlsxio.ReadOptions{DefaultRD: 100},
			}
			first := Request{List: req.List, Results: req.Results, Read: req.Read}
			if !streamedSources(first) {
				t.Fatal("streamedSources = false, want the game lists streamed")
			}
			streamed, asRead := runReplay(req, false), runReplay(req, true)
			if (asRead.history == nil) != tc.wantErrors || asRead.err != nil {
				t.Fatalf("replay as read: history %v, err %v, problems %q; want errors %v", asRead.history != nil, asRead.err, asRead.problems, tc.wantErrors)
			}
			if !reflect.DeepEqual(streamed.problems, asRead.problems) {
				t.Errorf("problems streamed:\n%s\nas read:\n%s", strings.Join(streamed.problems, "\n"), strings.Join(asRead.problems, "\n"))
			}
			if streamed.err != nil || !reflect.DeepEqual(streamed.history, asRead.history) {
				t.Errorf("streamed history differs from the one as read (err %v)", streamed.err)
			}
			if !reflect.DeepEqual(streamed.inputs, asRead.inputs) || !reflect.DeepEqual(streamed.warnings, asRead.warnings) {
				t.Errorf("quarters' inputs or warnings differ:\n%v\n%v\n%q\n%q", streamed.inputs, asRead.inputs, streamed.warnings, asRead.warnings)
			}
		})
	}
}

// TestStreamedSources: only CSV game lists are packed as they are read.
func TestStreamedSources(t *testing.T) {
	dir := filepath.Join("..", "testdata", "history")
	for _, tc := range []struct {
		results []string
		want    bool
	}{
		{[]string{filepath.Join(dir, "games.csv")}, true},
		{nil, false},
		{[]string{filepath.Join(dir, "games.csv"), filepath.Join(dir, "start-list.csv")}, false},
		{[]string{filepath.Join(dir, "games.csv"), writeFile(t, "cup.csv", "Tournament: Cup\nNo,ID,Name,1,2\n1,100101,A,x,1\n2,102101,B,0,x\n")}, false},
		{[]string{filepath.Join(dir, "missing.csv")}, false},
	} {
		if got := streamedSources(Request{Results: tc.results}); got != tc.want {
			t.Errorf("streamedSources(%v) = %v, want %v", tc.results, got, tc.want)
		}
	}
}

func writeFile(t *testing.T, name, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestReplayStreamsAFileGivenTwice: a replay whose game lists include one
// given twice (the same path, or a copy) still packs the games as they
// are read, without reading the files again whole (periodGames, a review:
// the duplicate sent every file back to loadPeriod), and says what
// reading them whole says: the duplicate file, and the files checked
// without the copy (with a game's own problem too).
func TestReplayStreamsAFileGivenTwice(t *testing.T) {
	rs, err := engine.LookupRuleset(string(engine.ICCF2023))
	if err != nil {
		t.Fatal(err)
	}
	const notOnList = "100101,999998,1-0,2024-04-10,Extra Cup,A,Open class,,,,,,"
	for _, tc := range []struct {
		name  string
		extra []string
		copy  bool
	}{
		{"same path", nil, false},
		{"a copy", nil, true},
		{"a copy and a game's problem", []string{notOnList}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			paths := replayGameLists(t, dir, tc.extra, nil)
			again := paths[0]
			if tc.copy {
				data, err := os.ReadFile(paths[0])
				if err != nil {
					t.Fatal(err)
				}
				again = filepath.Join(dir, "games-copy.csv")
				if err := os.WriteFile(again, data, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			req := ReplayRequest{
				List:    filepath.Join("..", "testdata", "history", "start-list.csv"),
				Results: append(paths, again),
				From:    engine.Period{Year: 2024, Quarter: 1}, To: engine.Period{Year: 2025, Quarter: 1},
				Ruleset: rs, Read: xlsxio.ReadOptions{DefaultRD: 100},
			}
			streamed := runReplay(req, false)
			asRead := runReplay(req, true)
			if streamed.history != nil || !reflect.DeepEqual(streamed.problems, asRead.problems) {
				t.Errorf("problems streamed:\n%s\nas read:\n%s", strings.Join(streamed.problems, "\n"), strings.Join(asRead.problems, "\n"))
			}
			if !strings.Contains(strings.Join(streamed.problems, "\n"), "would be counted twice") {
				t.Errorf("problems %q, want the file given twice", streamed.problems)
			}
		})
	}
}
