package desk

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// TestCheckAcrossBuildsTheGamesOnce: when another file has errors, the
// check across without a period still warns of a game list's undated
// games, from the games the period took (loadState.games), not from
// games built again (a review: the failure path linked every file twice).
func TestCheckAcrossBuildsTheGamesOnce(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	list := write("list.csv", "ID,Name,Rating,RD,Games\n101,\"Aa, Ann\",2000,60,40\n102,\"Bb, Bob\",2100,60,40\n")
	undated := write("undated.csv", "White,Black,Result,Finished\n101,102,1-0,\n")
	bad := write("bad.csv", "White,Black,Result,Finished\n101,102,7-0,2025-10-01\n")
	var opened []*Input
	for _, p := range []string{list, undated, bad} {
		opened = append(opened, Open(p, xlsxio.ReadOptions{}))
	}
	before := periodGamesBuilt.Load()
	cc, err := CheckAcross(Request{List: list, Results: []string{undated, bad}}, opened)
	built := periodGamesBuilt.Load() - before
	if err != nil {
		t.Fatal(err)
	}
	var warned bool
	for _, p := range cc.Problems {
		warned = warned || (p.File == undated && strings.Contains(p.Msg, "no finish date"))
	}
	if !warned || built != 1 {
		t.Errorf("CheckAcross(undated, bad) = %v, games built %d times; want the undated warning, built once", cc.Problems, built)
	}
}

// TestNewPlayerPlacesOnlyWhenNeeded: loading a period with a crosstable
// that brings a new player does not look up the new players' Name cells
// (newPlayerPlaces), which only the message of a name found several
// times on a FIDE list needs (a review: they were made on every load).
func TestNewPlayerPlacesOnlyWhenNeeded(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	list := write("list.csv", "ID,Name,Rating,RD,Games\n101,\"Aa, Ann\",2000,60,40\n102,\"Bb, Bob\",2100,60,40\n")
	cross := write("cup.csv", "Tournament,Cup\nSection,A\n\nNo,ID,Name,1,2,3\n"+
		"1,101,\"Aa, Ann\",x,1,1\n2,102,\"Bb, Bob\",0,x,1\n3,105,\"Ee, Emil\",0,0,x\n")
	before := newPlayerPlacesMade.Load()
	lp, ps := LoadPeriod(Request{List: list, Results: []string{cross}, Period: engine.Period{Year: 2026, Quarter: 1}, Ruleset: engine.Rulesets()[0]})
	if lp == nil {
		t.Fatalf("LoadPeriod: %v", ps)
	}
	if made := newPlayerPlacesMade.Load() - before; made != 0 || len(lp.Input.Players) != 3 {
		t.Errorf("LoadPeriod(cup.csv) = %d players, newPlayerPlaces made %d times; want 3 players, none made", len(lp.Input.Players), made)
	}
}
