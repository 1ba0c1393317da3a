package desk

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// TestCheckAcrossWarnsUndatedBesideErrors: when another file has errors,
// the check across without a period still warns of a game list's undated
// games, from the games the period took (loadState.games).
func TestCheckAcrossWarnsUndatedBesideErrors(t *testing.T) {
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
	cc, err := CheckAcross(Request{List: list, Results: []string{undated, bad}}, opened)
	if err != nil {
		t.Fatal(err)
	}
	var warned bool
	for _, p := range cc.Problems {
		warned = warned || (p.File == undated && strings.Contains(p.Msg, "no finish date"))
	}
	if !warned {
		t.Errorf("CheckAcross(undated, bad) = %v, want the undated warning", cc.Problems)
	}
}

// TestCrosstableNewPlayerJoins: loading a period with a crosstable that
// brings a player not on the list makes him a player of the period; the
// new players' Name cells (newPlayerPlaces) are looked up only for the
// message of a name found several times on a FIDE list.
func TestCrosstableNewPlayerJoins(t *testing.T) {
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
	lp, ps := LoadPeriod(Request{List: list, Results: []string{cross}, Period: engine.Period{Year: 2026, Quarter: 1}, Ruleset: engine.Rulesets()[0]})
	if lp == nil {
		t.Fatalf("LoadPeriod: %v", ps)
	}
	if len(lp.Input.Players) != 3 {
		t.Errorf("LoadPeriod(cup.csv) = %d players, want 3", len(lp.Input.Players))
	}
}
