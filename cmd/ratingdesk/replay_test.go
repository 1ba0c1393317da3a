package main

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// historyDir is the bundled multi-quarter sample (gendata -history).
const historyDir = "../../testdata/history"

// historyQuarters are the sample's quarters.
var historyQuarters = []string{"2024/1", "2024/2", "2024/3", "2024/4", "2025/1"}

// TestReplayEqualsChainedRate replays the five quarters of the sample and
// rates them one by one with rate, each from the list the previous run
// wrote: every quarter's list must be the same bytes (issue 11: the same
// chaining as feeding rate's output back as the next --list), with a
// ruleset switch, and from iccf-2017 (no RD) to iccf-2023 with a default
// RD.
func TestReplayEqualsChainedRate(t *testing.T) {
	cases := []struct {
		name     string
		ruleset  string
		switchAt int
		switchTo string
		extra    []string
	}{
		{"2023 to 2025", "iccf-2023", 2, "iccf-2025", nil},
		{"2017 to 2023", "iccf-2017", 2, "iccf-2023", []string{"--default-rd", "100"}},
		{"one ruleset", "iccf-2023", -1, "", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			list := filepath.Join(historyDir, "start-list.csv")
			games := filepath.Join(historyDir, "games.csv")
			args := []string{"replay", "--list", list, "--results", games, "--from", historyQuarters[0],
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
				rateArgs := append([]string{"rate", "--list", prev, "--results", games, "--period", q, "--ruleset", rs, "--out", out}, c.extra...)
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
