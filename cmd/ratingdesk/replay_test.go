package main

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ratingdesk/engine"
)

// historyDir is the bundled multi-quarter sample (gendata -history).
const historyDir = "../../testdata/history"

// historyQuarters are the sample's quarters.
var historyQuarters = []string{"2024/1", "2024/2", "2024/3", "2024/4", "2025/1"}

// TestReplayEqualsChainedRate replays the five quarters of the sample and
// rates them one by one with rate, each from the list the previous run
// wrote: every quarter's list must be the same bytes (issue 11: the same
// chaining as feeding rate's output back as the next --list), with a
// ruleset switch, from iccf-2017 (no RD) to iccf-2023 with a default
// RD, and iccf-2017 throughout without one (its lists are read back
// without RD).
func TestReplayEqualsChainedRate(t *testing.T) {
	cases := []struct {
		name     string
		ruleset  string
		switchAt int
		switchTo string
		extra    []string
	}{
		{"2023 to 2025", "iccf-2023", 2, "iccf-2025", nil},
		{"2017 to 2023", "iccf-2017", 3, "iccf-2023", []string{"--default-rd", "100"}},
		{"2017 throughout", "iccf-2017", -1, "", nil},
		{"one ruleset", "iccf-2023", -1, "", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			list := filepath.Join(historyDir, "start-list.csv")
			games := filepath.Join(historyDir, "games.csv")
			national := filepath.Join(dir, "national.csv")
			if err := os.WriteFile(national, []byte(nationalGames), 0o644); err != nil {
				t.Fatal(err)
			}
			args := []string{"replay", "--list", list, "--results", games, "--results", national, "--from", historyQuarters[0],
				"--to", historyQuarters[len(historyQuarters)-1], "--ruleset", c.ruleset,
				"--out", filepath.Join(dir, "history.csv"), "--lists", filepath.Join(dir, "lists")}
			if c.switchAt >= 0 {
				args = append(args, "--switch", historyQuarters[c.switchAt]+"="+c.switchTo)
			}
			args = append(args, c.extra...)
			if status, _, stderr := runCLI(t, args...); status != exitOK {
				t.Fatalf("replay = %d, want 0; stderr:\n%s", status, stderr)
			}
			prev := list
			for k, q := range historyQuarters {
				rs := c.ruleset
				if c.switchAt >= 0 && k >= c.switchAt {
					rs = c.switchTo
				}
				out := filepath.Join(dir, fmt.Sprintf("rate-%d.csv", k))
				rateArgs := append([]string{"rate", "--list", prev, "--results", games, "--results", national, "--period", q, "--ruleset", rs, "--out", out}, c.extra...)
				if status, _, stderr := runCLI(t, rateArgs...); status != exitOK {
					t.Fatalf("rate %s = %d, want 0; stderr:\n%s", q, status, stderr)
				}
				want := mustRead(t, out)
				got := mustRead(t, filepath.Join(dir, "lists", "list-"+strings.Replace(q, "/", "-", 1)+".csv"))
				if !bytes.Equal(got, want) {
					t.Errorf("replay's list %s differs from rate's (%d and %d bytes)", q, len(got), len(want))
				}
				prev = out
			}
		})
	}
}

// nationalGames is a national final played over three quarters: under
// iccf-2017 the unpublished 250101 counts in 2024/3 at the level of all
// its rated participants (Appendix 1 item 11), those of 2024/1 and 2025/1
// too, as rate, which reads every game, has it.
const nationalGames = "White,Black,Result,Finished,Tournament,Section,Type\n" +
	"100101,270101,½-½,2023-10-10,GER-ch 70 Final,F,National\n" +
	"250101,370101,1-0,2024-04-10,GER-ch 70 Final,F,National\n" +
	"290101,270101,1-0,2024-10-10,GER-ch 70 Final,F,National\n" +
	"100101,370101,0-1,2024-10-12,GER-ch 70 Final,F,National\n"

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestReplayHistory checks the history file against the sample's story:
// one row per player and quarter; the returner (102101) plays in the third
// quarter only; the pauser (520101) in the first and the last, his RD
// growing in between; the unrated players get a rating in the first.
func TestReplayHistory(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "history.csv")
	status, stdout, stderr := runCLI(t, "replay", "--list", filepath.Join(historyDir, "start-list.csv"),
		"--results", filepath.Join(historyDir, "games.csv"), "--from", "2024/1", "--to", "2025/1", "--out", out)
	if status != exitOK {
		t.Fatalf("replay = %d; stderr:\n%s", status, stderr)
	}
	if !strings.Contains(stdout, "wrote "+out+" (415 rows)") {
		t.Errorf("stdout = %q, want it to say 415 rows written", stdout)
	}
	rows := readHistoryRows(t, out)
	if len(rows) != 415 {
		t.Fatalf("history has %d rows, want 415 (83 players × 5 quarters)", len(rows))
	}
	wantGames := map[string][]string{
		"102101": {"0", "0", "4", "0", "0"},
		"520101": {"2", "0", "0", "0", "2"},
	}
	for id, want := range wantGames {
		var got []string
		for _, q := range historyQuarters {
			got = append(got, rows[q+" "+id]["Period games"])
		}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("Period games of %s = %v, want %v", id, got, want)
		}
	}
	for k := 1; k < 4; k++ {
		before, after := rows[historyQuarters[k]+" 520101"], rows[historyQuarters[k+1]+" 520101"]
		if k < 3 && number(t, after, "RD exact") <= number(t, before, "RD exact") {
			t.Errorf("RD exact of 520101 after %s = %s, want it above %s", historyQuarters[k+1], after["RD exact"], before["RD exact"])
		}
	}
	for _, id := range []string{"200101", "250101"} {
		if r := rows["2024/1 "+id]; r["Rating"] == "" || r["Change"] != "" {
			t.Errorf("2024/1 %s: Rating %q, Change %q; want a rating and no change (unrated before)", id, r["Rating"], r["Change"])
		}
	}
}

// readHistoryRows reads a history CSV into rows keyed "PERIOD ID".
func readHistoryRows(t *testing.T, path string) map[string]map[string]string {
	t.Helper()
	records := readCSVRecords(t, path)
	rows := map[string]map[string]string{}
	for _, rec := range records[1:] {
		row := map[string]string{}
		for i, h := range records[0] {
			row[h] = rec[i]
		}
		rows[row["Period"]+" "+row["ID"]] = row
	}
	return rows
}

// readCSVRecords reads an output CSV (UTF-8 with a byte-order mark).
func readCSVRecords(t *testing.T, path string) [][]string {
	t.Helper()
	data := bytes.TrimPrefix(mustRead(t, path), []byte("\xef\xbb\xbf"))
	records, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	if err != nil {
		t.Fatalf("reading %s: %v", path, err)
	}
	return records
}

// TestReplayProblemsAtOnce gives games with players not on the list in
// the third and the fifth quarter: both are said at once, with their
// cells, before anything is rated (exit 1), and nothing is written.
func TestReplayProblemsAtOnce(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.csv")
	data := "White,Black,Result,Finished,Tournament,Section,Type\n" +
		"100101,999998,1-0,2024-04-10,Cup,A,Open class\n" +
		"999999,270101,0-1,2024-10-10,Cup,A,Open class\n"
	if err := os.WriteFile(bad, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "history.csv")
	status, _, stderr := runCLI(t, "replay", "--list", filepath.Join(historyDir, "start-list.csv"),
		"--results", filepath.Join(historyDir, "games.csv"), "--results", bad,
		"--from", "2024/1", "--to", "2025/1", "--out", out, "--lists", filepath.Join(dir, "lists"))
	if status != exitProblems {
		t.Errorf("replay = %d, want 1", status)
	}
	for _, want := range []string{"bad.csv:B2: black player 999998 is not on the list", "bad.csv:A3: white player 999999 is not on the list"} {
		if n := strings.Count(stderr, want); n != 1 {
			t.Errorf("stderr = %q, want it to say %q once", stderr, want)
		}
	}
	if strings.Contains(stderr, "rating 2024/2") {
		t.Errorf("stderr = %q: a quarter was rated before the problems were said", stderr)
	}
	for _, p := range []string{out, filepath.Join(dir, "lists")} {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("%s was written, want nothing written", p)
		}
	}
}

// TestReplaySummaryCounts: the summary's counts agree with their nouns:
// one quarter of one game between two players writes "1 game rated",
// "1 list", not "1 games", "1 lists".
func TestReplaySummaryCounts(t *testing.T) {
	dir := t.TempDir()
	list, games := filepath.Join(dir, "list.csv"), filepath.Join(dir, "games.csv")
	if err := os.WriteFile(list, []byte("ID,Name,Fed,Rating,RD,Games\n100001,\"Example, Player\",ENG,1900,76,40\n100002,\"First, Opponent\",GER,1750,150,14\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(games, []byte("White,Black,Result,Finished,Tournament,Section\n100001,100002,1-0,2025-09-15,Worked example,A\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "history.csv")
	status, stdout, stderr := runCLI(t, "replay", "--list", list, "--results", games, "--from", "2026/1", "--to", "2026/1",
		"--out", out, "--lists", filepath.Join(dir, "lists"))
	if status != exitOK {
		t.Fatalf("replay exited %d: %s", status, stderr)
	}
	want := "period 2026/1, ruleset iccf-2023: 2 players, 2 played, 2 rated, 1 game rated\n" +
		"wrote " + out + " (2 rows)\n" +
		"wrote 1 list into " + filepath.Join(dir, "lists") + "\n"
	if stdout != want {
		t.Errorf("replay stdout\n%s\nwant\n%s", stdout, want)
	}
}

// TestReplayWarnsOfAnOpenWindow: a replay whose last quarter's window is
// not over today says so on standard error, as rate does for its period
// (desk.ReplayWindowWarning), and is rated all the same (exit 0).
func TestReplayWarnsOfAnOpenWindow(t *testing.T) {
	dir := t.TempDir()
	list, games := filepath.Join(dir, "list.csv"), filepath.Join(dir, "games.csv")
	today := time.Now().UTC()
	open := engine.PeriodOf(today)
	if err := os.WriteFile(list, []byte("ID,Name,Rating,RD,Games\n1,Aa,2000,60,40\n2,Bb,2100,60,40\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(games, []byte("White,Black,Result,Finished\n1,2,1-0,"+today.Format("2006-01-02")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	status, _, stderr := runCLI(t, "replay", "--list", list, "--results", games, "--from", open.String(), "--to", open.String(),
		"--out", filepath.Join(dir, "history.csv"))
	if status != exitOK {
		t.Fatalf("replay exited %d: %s", status, stderr)
	}
	if want := "warning: period " + open.String() + " rates the games finished"; !strings.Contains(stderr, want) {
		t.Errorf("stderr = %q, want it to say %q", stderr, want)
	}
}

// TestReplayRefusesNoGames: a replay whose quarters rate no game (their
// windows after the last game) writes nothing and says so, as rate does
// for a period without games; --allow-no-games writes the history.
func TestReplayRefusesNoGames(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "history.csv")
	args := []string{"replay", "--list", filepath.Join(historyDir, "start-list.csv"),
		"--results", filepath.Join(historyDir, "games.csv"), "--from", "2025/3", "--to", "2026/1", "--out", out}
	status, _, stderr := runCLI(t, args...)
	if status != exitProblems || !strings.Contains(stderr, "no quarter from 2025/3 to 2026/1 rates a game") ||
		!strings.Contains(stderr, "--allow-no-games") {
		t.Errorf("replay without games = %d, stderr:\n%s\nwant %d and the refusal", status, stderr, exitProblems)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("the refused replay wrote %s (%v)", out, err)
	}
	if status, _, stderr := runCLI(t, append(args, "--allow-no-games")...); status != exitOK {
		t.Errorf("replay --allow-no-games = %d, want 0; stderr:\n%s", status, stderr)
	}
	if _, err := os.Stat(out); err != nil {
		t.Errorf("replay --allow-no-games wrote no history: %v", err)
	}
}

// TestReplayReportListsWarnings: the history report's summary lists the
// replay's warnings (the sample's games outside 2024/1 … 2025/1), as the
// period report lists rate's, not only standard error.
func TestReplayReportListsWarnings(t *testing.T) {
	dir := t.TempDir()
	report := filepath.Join(dir, "history.pdf")
	status, _, stderr := runCLI(t, "replay", "--list", filepath.Join(historyDir, "start-list.csv"),
		"--results", filepath.Join(historyDir, "games.csv"), "--from", "2024/1", "--to", "2025/1",
		"--out", filepath.Join(dir, "history.csv"), "--report", report)
	if status != exitOK {
		t.Fatalf("replay --report = %d; stderr:\n%s", status, stderr)
	}
	text := pdfText(t, report)
	for _, want := range []string{"Warnings of the input files: 2 (they did not stop the replay)",
		"3 played games finished before 2023-09-01", "2 played games finished after"} {
		if !strings.Contains(text, want) {
			t.Errorf("the report does not say %q:\n%s", want, text)
		}
	}
}
