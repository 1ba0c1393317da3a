package desk_test

import (
	"path/filepath"
	"reflect"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// openResults reads results files as the app opens them (desk.Open) and
// returns their game lists and crosstable sections.
func openResults(t *testing.T, paths ...string) ([]*xlsxio.GameList, []*xlsxio.Crosstable) {
	t.Helper()
	var lists []*xlsxio.GameList
	var cts []*xlsxio.Crosstable
	for _, p := range paths {
		in := desk.Open(p, xlsxio.ReadOptions{})
		if in.Problems.HasErrors() {
			t.Fatalf("Open(%q): %v", p, in.Problems.Errors())
		}
		if in.Games != nil {
			lists = append(lists, in.Games)
		}
		cts = append(cts, in.Crosstables...)
	}
	return lists, cts
}

// TestTallyGamesAsTheRunTakesThem: the tally of the open game lists and
// crosstables counts each game once, as LoadPeriod takes them — a game
// list describing a crosstable section does not add its games a second
// time (issue 10: the period screen's suggestion counted the game lists
// alone, the no-games warning the crosstables too).
func TestTallyGamesAsTheRunTakesThem(t *testing.T) {
	games := writeTextFile(t, "games.csv", cupGames)
	cup := writeTextFile(t, "cup.csv", crosstableCSV)
	p := engine.Period{Year: 2026, Quarter: 1}
	lp, problems := loadCup(t, games, cup)
	if problems.HasErrors() {
		t.Fatalf("LoadPeriod: %v", problems)
	}
	want := desk.TallyGames(lp.Input.Games, p, true)
	lists, cts := openResults(t, games, cup)
	got := desk.TallyGames(desk.ResultGames(lists, cts), p, true)
	if !reflect.DeepEqual(got, want) {
		t.Errorf("TallyGames(ResultGames) = %+v, want %+v (the games LoadPeriod takes)", *got, *want)
	}
	if n := len(lists[0].Games) + len(cts[0].Games()); got.Total >= n {
		t.Errorf("ResultGames counted %d games, want fewer than the %d of game list and crosstable together (a section's games once)", got.Total, n)
	}
	if bp, n := got.Busiest(); bp != p || n != want.Within {
		t.Errorf("Busiest() = %v, %d, want %v, %d", bp, n, p, want.Within)
	}
	none := desk.TallyGames(lp.Input.Games, p, false)
	if none.Within+none.Before+none.After != 0 || none.Total != want.Total {
		t.Errorf("TallyGames without a period = %+v, want no window counts and Total %d", *none, want.Total)
	}
}

// TestTallySample: with the sample the app bundles, the game lists alone
// hold 153 games of 2026/1, but with the crosstables (each game once) 317.
func TestTallySample(t *testing.T) {
	td := filepath.Join("..", "testdata")
	lists, cts := openResults(t, filepath.Join(td, "sample-games.xlsx"), filepath.Join(td, "sample-sections.xlsx"),
		filepath.Join(td, "sample-sections-games.csv"))
	p := engine.Period{Year: 2027, Quarter: 1}
	got := desk.TallyGames(desk.ResultGames(lists, cts), p, true)
	bp, n := got.Busiest()
	t.Logf("tally %+v busiest %v %d", *got, bp, n)
	if got.Total != 369 || bp != (engine.Period{Year: 2026, Quarter: 1}) || n != 317 || got.Within != 0 {
		t.Errorf("sample tally for 2027/1: %d games, busiest %v with %d, %d within; want 369, 2026/1 with 317, 0", got.Total, bp, n, got.Within)
	}
}
