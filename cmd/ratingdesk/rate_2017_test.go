package main

import (
	"bytes"
	"encoding/csv"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// listWithoutRD writes the sample list without its RD and RD exact
// columns, as a list of the 2017 system, and returns its path.
func listWithoutRD(t *testing.T) string {
	t.Helper()
	data := bytes.TrimPrefix(mustRead(t, "../../testdata/sample-list.csv"), []byte("\xef\xbb\xbf"))
	records, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var drop []int
	for i, h := range records[0] {
		if h == "RD" || h == "RD exact" {
			drop = append(drop, i)
		}
	}
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	for _, r := range records {
		var kept []string
		for i, f := range r {
			if !slices.Contains(drop, i) {
				kept = append(kept, f)
			}
		}
		if err := w.Write(kept); err != nil {
			t.Fatal(err)
		}
	}
	w.Flush()
	path := filepath.Join(t.TempDir(), "l2017.csv")
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestRate2017ListWithoutRD checks that rate with iccf-2017, whose
// system has no RD (docs/rules.md §1.7), reads a list without an RD
// column and no --default-rd, and writes the list with empty RDs; the
// Glicko rulesets still refuse it (exit 1), and check says that
// iccf-2017 needs no default RD.
func TestRate2017ListWithoutRD(t *testing.T) {
	list := listWithoutRD(t)
	dir := t.TempDir()
	out := filepath.Join(dir, "o.csv")
	args := []string{"rate", "--list", list, "--results", "../../testdata/sample-games.csv", "--period", "2026/1"}
	status, _, stderr := runCLI(t, append(args, "--ruleset", "iccf-2017", "--out", out)...)
	if status != exitOK {
		t.Fatalf("rate --ruleset iccf-2017 = %d; stderr:\n%s", status, stderr)
	}
	row := readCSVRows(t, out)["100101"]
	if row["Rating"] == "" || row["RD"] != "" || row["RD exact"] != "" {
		t.Errorf("100101: Rating %q RD %q RD exact %q, want a rating and no RD", row["Rating"], row["RD"], row["RD exact"])
	}

	status, _, stderr = runCLI(t, append(args, "--ruleset", "iccf-2023", "--out", filepath.Join(dir, "g.csv"))...)
	if status != exitProblems || !strings.Contains(stderr, "no RD column") {
		t.Errorf("rate --ruleset iccf-2023 = %d, %q; want 1 and the missing RD column", status, stderr)
	}

	status, _, stderr = runCLI(t, "check", list)
	if status != exitProblems || !strings.Contains(stderr, "iccf-2017 needs none") {
		t.Errorf("check = %d, %q; want 1 and that iccf-2017 needs no default RD", status, stderr)
	}
}

// TestRate2017SameWithDefaultRD checks that under iccf-2017 a list with
// RDs gives the same new list whether or not the RDs are read: the
// ratings do not depend on them.
func TestRate2017SameWithDefaultRD(t *testing.T) {
	dir := t.TempDir()
	args := []string{"rate", "--ruleset", "iccf-2017", "--results", "../../testdata/sample-games.csv", "--period", "2026/1"}
	withRD, withoutRD := filepath.Join(dir, "a.csv"), filepath.Join(dir, "b.csv")
	if status, _, stderr := runCLI(t, append(args, "--list", "../../testdata/sample-list.csv", "--out", withRD)...); status != exitOK {
		t.Fatalf("rate = %d; stderr:\n%s", status, stderr)
	}
	if status, _, stderr := runCLI(t, append(args, "--list", listWithoutRD(t), "--out", withoutRD)...); status != exitOK {
		t.Fatalf("rate without RD = %d; stderr:\n%s", status, stderr)
	}
	a, b := readCSVRows(t, withRD), readCSVRows(t, withoutRD)
	for id, ra := range a {
		for _, col := range []string{"Rating", "Rating exact", "Games", "Change", "RD", "RD exact"} {
			if ra[col] != b[id][col] {
				t.Errorf("%s %s: %q with the list's RDs, %q without", id, col, ra[col], b[id][col])
			}
		}
	}
}

// TestRate2017BothPlayersWithoutRating: under iccf-2017 a game in which
// neither player has any rating to start from names both players in one
// run, and nothing is written (a tester saw 100006 only, then 100007
// once 100006 had a start rating: all problems at once).
func TestRate2017BothPlayersWithoutRating(t *testing.T) {
	dir := t.TempDir()
	list := filepath.Join(dir, "list7.csv")
	games := filepath.Join(dir, "g17b.csv")
	out := filepath.Join(dir, "o.csv")
	files := map[string]string{
		list: "ID,Name,Fed,Rating,RD,Games\n100001,\"Kovač, Marko\",SRB,2400,50,100\n" +
			"100006,\"Young, Tom\",ENG,,,3\n100007,\"New, Player\",ENG,,,0\n",
		games: "White,Black,Result,Finished,Tournament,Section\n100006,100007,1-0,2025-10-10,Open 2025,O1\n",
	}
	for path, text := range files {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	args := []string{"rate", "--ruleset", "iccf-2017", "--list", list, "--results", games, "--period", "2026/1", "--out", out}
	status, _, stderr := runCLI(t, args...)
	if status != exitProblems {
		t.Errorf("rate %v = %d, want %d; stderr:\n%s", args, status, exitProblems, stderr)
	}
	for _, id := range []string{"player 100006", "player 100007"} {
		if !strings.Contains(stderr, id) {
			t.Errorf("rate %v: stderr does not name %s:\n%s", args, id, stderr)
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("rate %v wrote %s, want nothing written", args, out)
	}
}
