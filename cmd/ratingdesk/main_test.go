package main

import (
	"bytes"
	"encoding/csv"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// runCLI runs the tool in-process and returns its exit status and output.
func runCLI(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	status := run(args, &stdout, &stderr)
	return status, stdout.String(), stderr.String()
}

// readCSVRows reads an output CSV into header-keyed rows by ID.
func readCSVRows(t *testing.T, path string) map[string]map[string]string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	records, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	if err != nil {
		t.Fatalf("reading %s: %v", path, err)
	}
	rows := map[string]map[string]string{}
	for _, rec := range records[1:] {
		row := map[string]string{}
		for i, h := range records[0] {
			row[h] = rec[i]
		}
		rows[row["ID"]] = row
	}
	return rows
}

func number(t *testing.T, row map[string]string, col string) float64 {
	t.Helper()
	v, err := strconv.ParseFloat(row[col], 64)
	if err != nil {
		t.Fatalf("column %q = %q: %v", col, row[col], err)
	}
	return v
}

// TestWorkedExamplePipeline puts the 2025 write-up's example through
// list in → rate → list out, and the next period's RD growth through a
// second run on the exported list (docs/rules.md §1.1).
func TestWorkedExamplePipeline(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "2026-1.csv")
	status, _, stderr := runCLI(t, "rate", "--list", "../../testdata/worked-example/list.csv",
		"--results", "../../testdata/worked-example/games.csv", "--period", "2026/1", "--out", out)
	if status != exitOK {
		t.Fatalf("rate exited %d: %s", status, stderr)
	}
	p := readCSVRows(t, out)["100001"]
	checks := []struct {
		col       string
		want, tol float64
	}{
		{"Rating exact", 1903.568, 5e-4},
		{"RD exact", 78.16604, 5e-6},
		{"Rating", 1904, 0},
		{"RD", 78, 0},
		{"Games", 43, 0},
		{"Period games", 3, 0},
		{"Period score", 1.5, 0},
	}
	for _, c := range checks {
		if got := number(t, p, c.col); math.Abs(got-c.want) > c.tol {
			t.Errorf("rate: %s = %v, want %v (±%v)", c.col, got, c.want, c.tol)
		}
	}

	// The next period without games (asked for with --allow-no-games): the
	// RD grows to 82.06662.
	empty := filepath.Join(dir, "no-games.csv")
	if err := os.WriteFile(empty, []byte("White,Black,Result,Finished\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	next := filepath.Join(dir, "2026-2.csv")
	status, _, stderr = runCLI(t, "rate", "--list", out, "--results", empty, "--period", "2026/2", "--out", next, "--allow-no-games")
	if status != exitOK {
		t.Fatalf("second rate exited %d: %s", status, stderr)
	}
	q := readCSVRows(t, next)["100001"]
	if got := number(t, q, "RD exact"); math.Abs(got-82.06662) > 5e-6 {
		t.Errorf("next period: RD exact = %v, want 82.06662", got)
	}
	if got := number(t, q, "Rating exact"); got != number(t, p, "Rating exact") {
		t.Errorf("next period without games: Rating exact = %v, want unchanged %v", got, number(t, p, "Rating exact"))
	}
	if got := number(t, q, "RD"); got != 82 {
		t.Errorf("next period: RD = %v, want 82", got)
	}
}

func TestRateIsDeterministic(t *testing.T) {
	dir := t.TempDir()
	var outputs [][]byte
	for i := range 2 {
		out := filepath.Join(dir, "run"+strconv.Itoa(i)+".csv")
		status, _, stderr := runCLI(t, "rate", "--list", "../../testdata/sample-list.xlsx",
			"--results", "../../testdata/sample-games.xlsx", "--period", "2026/1", "--out", out)
		if status != exitOK {
			t.Fatalf("rate exited %d: %s", status, stderr)
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		outputs = append(outputs, data)
	}
	if !bytes.Equal(outputs[0], outputs[1]) {
		t.Error("two runs on the same inputs wrote different CSV bytes")
	}
}

func TestRateUsageErrors(t *testing.T) {
	list, games := "../../testdata/worked-example/list.csv", "../../testdata/worked-example/games.csv"
	out := filepath.Join(t.TempDir(), "new.csv")
	tests := []struct {
		name string
		args []string
	}{
		{"no list", []string{"rate", "--results", games, "--period", "2026/1", "--out", out}},
		{"no results", []string{"rate", "--list", list, "--period", "2026/1", "--out", out}},
		{"no period", []string{"rate", "--list", list, "--results", games, "--out", out}},
		{"bad period", []string{"rate", "--list", list, "--results", games, "--period", "2026/5", "--out", out}},
		{"unknown ruleset", []string{"rate", "--list", list, "--results", games, "--period", "2026/1", "--ruleset", "fide", "--out", out}},
		{"output is an input", []string{"rate", "--list", list, "--results", games, "--period", "2026/1", "--out", list}},
		{"unknown flag", []string{"rate", "--lst", list}},
		{"unknown command", []string{"rank"}},
	}
	for _, tt := range tests {
		status, _, stderr := runCLI(t, tt.args...)
		if status != exitUsage {
			t.Errorf("%s: exit %d, want %d (stderr %q)", tt.name, status, exitUsage, stderr)
		}
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("a refused command wrote %s", out)
	}
}

func TestRateRefusesBadInputAndWritesNothing(t *testing.T) {
	dir := t.TempDir()
	games := filepath.Join(dir, "games.csv")
	bad := "White,Black,Result,Finished\n100001,100002,1-0,2025-09-15\n100001,999999,2-0,2025-10-01\n100003,100003,0-1,2025-10-02\n"
	if err := os.WriteFile(games, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "new.xlsx")
	status, _, stderr := runCLI(t, "rate", "--list", "../../testdata/worked-example/list.csv",
		"--results", games, "--period", "2026/1", "--out", out)
	if status != exitProblems {
		t.Fatalf("exit %d, want %d; stderr %q", status, exitProblems, stderr)
	}
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	// The problems, then the note that the files were not checked across.
	if len(lines) < 3 || !strings.HasPrefix(lines[len(lines)-1], "ratingdesk rate: not checked across the files") {
		t.Errorf("want every problem reported at once, then the note, got %q", stderr)
	}
	for _, l := range lines[:len(lines)-1] {
		if !strings.HasPrefix(l, games+":") {
			t.Errorf("problem line %q does not start with the file's path as given", l)
		}
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("rate wrote %s despite input problems", out)
	}
}

func TestCheck(t *testing.T) {
	status, stdout, stderr := runCLI(t, "check", "../../testdata/worked-example/list.csv", "../../testdata/worked-example/games.csv")
	if status != exitOK {
		t.Fatalf("check exited %d: %s", status, stderr)
	}
	if !strings.Contains(stdout, "4 players") || !strings.Contains(stdout, "3 games") {
		t.Errorf("check output %q lacks the counts", stdout)
	}
	bad := filepath.Join(t.TempDir(), "bad.csv")
	if err := os.WriteFile(bad, []byte("ID,Name,Rating,RD\n1,A,2000,50\n1,B,abc,50\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	status, stdout, stderr = runCLI(t, "check", bad)
	if status != exitProblems {
		t.Fatalf("check of a bad file exited %d, want %d", status, exitProblems)
	}
	if want := bad + ": not ok, 2 errors\n"; stdout != want {
		t.Errorf("check of a bad file printed %q, want %q", stdout, want)
	}
	if !strings.Contains(stderr, "bad.csv:A3") || !strings.Contains(stderr, "bad.csv:C3") {
		t.Errorf("check should name cells A3 (duplicate ID) and C3 (bad rating), got %q", stderr)
	}
}

// TestCheckRowSummary checks that check says what became of every row
// (docs/formats.md "Every row is accounted for").
func TestCheckRowSummary(t *testing.T) {
	list := filepath.Join(t.TempDir(), "list.csv")
	content := "ID,Name,Rating,RD,Games\n100001,Alpha,2400,60,40\n\n100002,Beta,2300,70,35\n"
	if err := os.WriteFile(list, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	status, stdout, stderr := runCLI(t, "check", list)
	if status != exitOK {
		t.Fatalf("check exited %d: %s", status, stderr)
	}
	want := list + ": ok, rating list, 3 rows: 2 players, 1 blank\n"
	if stdout != want {
		t.Errorf("check output = %q, want %q", stdout, want)
	}
}

func TestVersion(t *testing.T) {
	status, stdout, _ := runCLI(t, "version")
	if status != exitOK || !strings.Contains(stdout, "iccf-2023 (default)") {
		t.Errorf("version = %d %q, want 0 and the default ruleset", status, stdout)
	}
}

// TestRatePrintsWarnings checks that rate prints the warnings of its inputs
// when it succeeds, not only when it fails: a list read as Windows-1252 is
// said on standard error (docs/formats.md "CSV files").
func TestRatePrintsWarnings(t *testing.T) {
	dir := t.TempDir()
	list := filepath.Join(dir, "list.csv")
	// "Müller" in Windows-1252: the ü is the single byte 0xFC.
	if err := os.WriteFile(list, []byte("ID,Name,Rating,RD,Games\r\n100001,M\xfcller,2400,60,40\r\n100002,Berg,2300,70,35\r\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	games := filepath.Join(dir, "games.csv")
	if err := os.WriteFile(games, []byte("White,Black,Result,Finished\n100001,100002,1-0,2025-10-01\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	status, _, stderr := runCLI(t, "rate", "--list", list, "--results", games, "--period", "2026/1", "--out", filepath.Join(dir, "new.csv"))
	if status != exitOK {
		t.Fatalf("rate exited %d: %s", status, stderr)
	}
	if !strings.Contains(stderr, "list.csv: warning: the file is not UTF-8") {
		t.Errorf("rate's standard error %q lacks the encoding warning", stderr)
	}
}
