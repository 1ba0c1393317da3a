package main

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/internal/synth"
	"ratingdesk/xlsxio"
)

// testdataDir is the repository's testdata/, where the sample lives.
const testdataDir = "../../../../testdata"

// sampleFiles are the files -sample writes.
var sampleFiles = []string{"sample-list.xlsx", "sample-list.csv", "sample-games.xlsx", "sample-games.csv", "sample-games-undated.csv"}

func runGendata(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	status := run(args, &stdout, &stderr)
	return status, stdout.String(), stderr.String()
}

// readList reads a rating list and fails the test on any problem.
func readList(t *testing.T, path string) *xlsxio.RatingList {
	t.Helper()
	list, problems := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
	if len(problems) > 0 || list == nil {
		t.Fatalf("ReadRatingList(%s) problems:\n%v", path, problems)
	}
	return list
}

// readGames reads a game list, fails the test on any problem, and clears
// the games' origins so that lists read from different files compare.
func readGames(t *testing.T, path string) []engine.Game {
	t.Helper()
	gl, problems := xlsxio.ReadGameList(path, xlsxio.ReadOptions{})
	if len(problems) > 0 || gl == nil {
		t.Fatalf("ReadGameList(%s) problems:\n%v", path, problems)
	}
	for i := range gl.Games {
		gl.Games[i].Origin, gl.Games[i].Cells = engine.Origin{}, engine.GameCells{}
	}
	return gl.Games
}

// normalPlayers gives players with empty title lists as nil, so that lists
// that differ only in that compare equal.
func normalPlayers(ps []engine.Player) []engine.Player {
	out := slices.Clone(ps)
	for i := range out {
		if len(out[i].Titles) == 0 {
			out[i].Titles = nil
		}
	}
	return out
}

// TestSampleUpToDate regenerates the sample and compares it, through the
// readers, with the files in testdata/. Run
// `go generate ./internal/synth` after changing the sample.
func TestSampleUpToDate(t *testing.T) {
	dir := t.TempDir()
	if status, _, stderr := runGendata(t, "-sample", dir); status != 0 {
		t.Fatalf("gendata -sample: status %d\n%s", status, stderr)
	}
	for _, name := range sampleFiles {
		fresh, bundled := filepath.Join(dir, name), filepath.Join(testdataDir, name)
		if strings.Contains(name, "list") {
			got, want := readList(t, bundled), readList(t, fresh)
			if !reflect.DeepEqual(normalPlayers(got.Players), normalPlayers(want.Players)) || !reflect.DeepEqual(got.ExtraHeaders, want.ExtraHeaders) {
				t.Errorf("%s is out of date with synth.Sample; run go generate ./internal/synth", bundled)
			}
			continue
		}
		if !reflect.DeepEqual(readGames(t, bundled), readGames(t, fresh)) {
			t.Errorf("%s is out of date with synth.Sample; run go generate ./internal/synth", bundled)
		}
	}
}

// TestSampleRoundTrip checks that the files give back exactly what
// synth.Sample made: every value survives the writers and the readers, in
// both formats.
func TestSampleRoundTrip(t *testing.T) {
	dir := t.TempDir()
	if status, _, stderr := runGendata(t, "-sample", dir); status != 0 {
		t.Fatalf("gendata -sample: status %d\n%s", status, stderr)
	}
	players, games := synth.Sample(samplePeriod)
	for _, name := range []string{"sample-list.xlsx", "sample-list.csv"} {
		got := readList(t, filepath.Join(dir, name)).Players
		if len(got) != len(players) {
			t.Fatalf("%s: %d players, want %d", name, len(got), len(players))
		}
		for i, want := range normalPlayers(players) {
			if g := normalPlayers(got[i : i+1])[0]; !reflect.DeepEqual(g, want) {
				t.Errorf("%s row %d:\n got %+v\nwant %+v", name, i+2, g, want)
			}
		}
	}
	for _, tt := range []struct {
		name  string
		games []engine.Game
	}{
		{"sample-games.xlsx", games},
		{"sample-games.csv", games},
		{"sample-games-undated.csv", synth.SampleUndated(samplePeriod)},
	} {
		got := readGames(t, filepath.Join(dir, tt.name))
		if len(got) != len(tt.games) {
			t.Fatalf("%s: %d games, want %d", tt.name, len(got), len(tt.games))
		}
		for i, want := range tt.games {
			if !reflect.DeepEqual(got[i], want) {
				t.Errorf("%s row %d:\n got %+v\nwant %+v", tt.name, i+2, got[i], want)
			}
		}
	}
}

func TestGenerated(t *testing.T) {
	for _, format := range []string{"csv", "xlsx"} {
		dir := t.TempDir()
		status, stdout, stderr := runGendata(t, "-players", "300", "-games", "900", "-period", "2025/3", "-out", dir, "-format", format, "-seed", "5")
		if status != 0 {
			t.Fatalf("gendata -format %s: status %d\n%s", format, status, stderr)
		}
		list := readList(t, filepath.Join(dir, "list."+format))
		games := readGames(t, filepath.Join(dir, "games."+format))
		wantPlayers, wantGames := synth.ICCFScale(300, 900, engine.Period{Year: 2025, Quarter: 3}, 5)
		if !reflect.DeepEqual(normalPlayers(list.Players), normalPlayers(wantPlayers)) {
			t.Errorf("gendata -format %s: the list read back differs from synth.ICCFScale", format)
		}
		if !reflect.DeepEqual(games, wantGames) {
			t.Errorf("gendata -format %s: the games read back differ from synth.ICCFScale", format)
		}
		if !strings.Contains(stdout, "games."+format) {
			t.Errorf("gendata -format %s: stdout %q does not name the files written", format, stdout)
		}
	}
}

func TestUsage(t *testing.T) {
	dir := t.TempDir()
	tests := [][]string{
		{},
		{"-sample", dir, "-out", dir},
		{"-out", dir, "-games", "5", "-players", "1"},
		{"-out", dir, "-players", "-3"},
		{"-out", dir, "-period", "2026/5"},
		{"-out", dir, "-format", "ods"},
		{"-sample", dir, "extra"},
		{"-bogus"},
	}
	for _, args := range tests {
		if status, _, stderr := runGendata(t, args...); status != 2 || stderr == "" {
			t.Errorf("gendata %q: status %d, stderr %q; want 2 and a message", args, status, stderr)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("usage mistakes wrote %d files", len(entries))
	}
	if status, _, _ := runGendata(t, "-h"); status != 0 {
		t.Errorf("gendata -h: status %d, want 0", status)
	}
}
