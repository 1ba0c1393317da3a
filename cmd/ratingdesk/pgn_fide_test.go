package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCheckPGN(t *testing.T) {
	status, stdout, stderr := runCLI(t, "check", "../../testdata/sample-games.pgn")
	if status != exitOK {
		t.Fatalf("check sample-games.pgn exited %d: %s", status, stderr)
	}
	if want := "../../testdata/sample-games.pgn: ok, game list, 55 games\n"; stdout != want {
		t.Errorf("check sample-games.pgn = %q, want %q", stdout, want)
	}
}

// TestRatePGNSameAsGameList rates the sample with section M-7's games once
// from the game list and once from the PGN: the new lists are the same.
func TestRatePGNSameAsGameList(t *testing.T) {
	dir := t.TempDir()
	out := map[string]string{}
	for _, games := range []string{"sample-sections-games.csv", "sample-games.pgn"} {
		path := filepath.Join(dir, games+".csv")
		status, _, stderr := runCLI(t, "rate", "--list", "../../testdata/sample-list.csv", "--results", "../../testdata/sample-sections.xlsx",
			"--results", "../../testdata/"+games, "--period", "2026/1", "--out", path)
		if status != exitOK {
			t.Fatalf("rate with %s exited %d: %s", games, status, stderr)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		out[games] = string(b)
	}
	if out["sample-games.pgn"] != out["sample-sections-games.csv"] {
		t.Errorf("rate with the PGN wrote a list other than with the game list")
	}
}

func TestRateFIDE(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) string { return writeFileIn(t, dir, name, content) }
	list := write("list.csv", "ID,Name,Fed,Rating,RD,Games\n101,\"Aa, Anna\",GER,2500,50,100\n104,\"Dd, Dirk\",ESP,,,\n")
	games := write("games.csv", "White,Black,Result,Finished\n101,104,0-1,2025-10-01\n")
	row := func(id, name, fed, rtg string) string {
		return fmt.Sprintf("%-15s%-61s%-4s%-4s%-5s%-5s%-15s%-4s%-5s%-4s%-3s%-6s%s\n", id, name, fed, "M", "", "", "", "", rtg, "0", "20", "1970", "")
	}
	fide := write("players_list_foa.txt", row("ID Number", "Name", "Fed", "SRtg")+row("2200112", "Dd, Dirk", "ESP", "2150"))
	status, _, stderr := runCLI(t, "rate", "--list", list, "--results", games, "--fide", fide, "--period", "2026/1", "--out", filepath.Join(dir, "new.csv"))
	if status != exitOK {
		t.Fatalf("rate --fide exited %d: %s", status, stderr)
	}
	want := `players_list_foa.txt:line 2: warning: player 104 "Dd, Dirk" (unrated) starts from FIDE rating 2150: FIDE ID 2200112 "Dd, Dirk", ESP, found by the name`
	if !strings.Contains(stderr, want) {
		t.Errorf("rate --fide stderr = %q, want %q", stderr, want)
	}
	status, _, stderr = runCLI(t, "rate", "--list", list, "--results", games, "--fide", fide, "--period", "2026/1", "--out", fide)
	if status == exitOK {
		t.Errorf("rate --out the FIDE list exited %d, want a refusal: %s", status, stderr)
	}
}

func TestNormsPGN(t *testing.T) {
	out := filepath.Join(t.TempDir(), "norms.csv")
	status, stdout, stderr := runCLI(t, "norms", "--crosstable", "../../testdata/sample-games.pgn", "--list", "../../testdata/sample-list.csv",
		"--type", "Master norm", "--out", out)
	if status != exitOK || !strings.Contains(stdout, "wrote "+out) {
		t.Fatalf("norms of a PGN exited %d: %s %s", status, stdout, stderr)
	}
	status, _, stderr = runCLI(t, "norms", "--crosstable", "../../testdata/sample-games.pgn", "--out", out)
	if status != exitUsage || !strings.Contains(stderr, "--list is required with a PGN file") {
		t.Errorf("norms of a PGN without --list exited %d: %s", status, stderr)
	}
}

// TestPGNUnpublishedRatingRemedy: a PGN section's player missing from the
// --list is new and unpublished, so his game's Elo is not used for the
// norms; the warning says to add him to the list with his status, not to
// "give the status published or fixed", which a PGN file cannot (a
// tester's listB3.csv).
func TestPGNUnpublishedRatingRemedy(t *testing.T) {
	data, err := os.ReadFile("../../testdata/sample-list.csv")
	if err != nil {
		t.Fatal(err)
	}
	var kept []string
	for _, line := range strings.Split(string(data), "\n") {
		if !strings.HasPrefix(line, "930104,") {
			kept = append(kept, line)
		}
	}
	dir := t.TempDir()
	list := filepath.Join(dir, "list.csv")
	if err := os.WriteFile(list, []byte(strings.Join(kept, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	_, _, stderr := runCLI(t, "norms", "--crosstable", "../../testdata/sample-games.pgn", "--list", list, "--type", "Master norm", "--out", filepath.Join(dir, "n.csv"))
	want := "add the player to the rating list the PGN file is read with (--list) with the status published or fixed"
	if !strings.Contains(stderr, "the rating 2352 is not used for the norms") || !strings.Contains(stderr, want) || strings.Contains(stderr, "give the status published or fixed") {
		t.Errorf("norms of a PGN section without 930104 on the list:\n%s\nwant the warning saying %q", stderr, want)
	}
}
