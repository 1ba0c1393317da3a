package desk_test

import (
	"os"
	"reflect"
	"strings"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/outputs"
	"ratingdesk/xlsxio"
)

func TestOpenFIDEList(t *testing.T) {
	rows := [][4]string{{"2200111", "Ee, Emil", "POL", "1988"}, {"2200112", "Dd, Dirk", "ESP", "2150"}}
	path := writeTextFile(t, "players_list.txt", fideTXT(rows...)+"\n")
	in := desk.Open(path, xlsxio.ReadOptions{})
	if in.FIDE == nil || in.Kind != xlsxio.Unknown || len(in.Problems) != 0 {
		t.Fatalf("Open(FIDE TXT) = %+v, want a FIDE rating list without problems", in)
	}
	if got, want := in.FIDE.Count.Describe("player"), "3 rows: 2 players, 1 blank"; got != want {
		t.Errorf("Open(FIDE TXT) count = %q, want %q", got, want)
	}
	if c := in.Count(); len(c) != 1 || c[0] != in.FIDE.Count {
		t.Errorf("Open(FIDE TXT).Count() = %v, want the FIDE list's count", c)
	}
	xml := writeTextFile(t, "players_list.xml", `<?xml version="1.0"?>
<playerslist>
<player><fideid>2200111</fideid><name>Ee, Emil</name><country>POL</country><rating>1988</rating></player>
</playerslist>
`)
	if in := desk.Open(xml, xlsxio.ReadOptions{}); in.FIDE == nil || in.FIDE.Count.Read != 1 || len(in.Problems) != 0 {
		t.Errorf("Open(FIDE XML) = %+v, want a FIDE rating list of 1 player", in)
	}
}

func TestOpenWithList(t *testing.T) {
	list := desk.Open(writeTextFile(t, "list.csv", cupList+"105,\"Dd, Dirk\",GER,,,\n"), xlsxio.ReadOptions{})
	if list.List == nil {
		t.Fatalf("Open(list) = %+v", list)
	}
	tests := []struct {
		name, pgn, want string
	}{
		{"unknown name", strings.Replace(cupPGN, "DIRK DD (ESP)", "Ee, Emil", 1),
			`friendly.pgn:game 2 (line 13): tag White: no player named "Ee, Emil" is on the rating list`},
		{"ambiguous name", cupPGN, `friendly.pgn:game 2 (line 13): tag White: "DIRK DD (ESP)" matches 2 players on the rating list (ICCF IDs 104, 105)`},
		{"known name", strings.NewReplacer("DIRK DD (ESP)", "anna AA (GER)", "Dd, Dirk", "Cc, Cleopatra").Replace(cupPGN), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := desk.OpenWithList(writeTextFile(t, "friendly.pgn", tt.pgn), xlsxio.ReadOptions{}, list.List)
			if in.Kind != xlsxio.GameListKind || !strings.Contains(in.Problems.Errors().Error(), tt.want) {
				t.Errorf("OpenWithList(%s) = %v, errors %q, want a game list with %q", tt.name, in.Kind, in.Problems.Errors().Error(), tt.want)
			}
			if tt.want == "" && (in.Games == nil || in.Games.Games[1].White != 101) {
				t.Errorf("OpenWithList(%s) = %+v (%q), want game 2 White 101 (found by name)", tt.name, in.Games, in.Problems.Error())
			}
		})
	}
}

// TestLoadPeriodFrom: a period loaded from opened files is the one
// loaded from the paths, the opened list and game list are used as they
// are (not read again), and assigning undated games leaves them as read.
func TestLoadPeriodFrom(t *testing.T) {
	listPath := writeTextFile(t, "list.csv", cupList)
	gamesPath := writeTextFile(t, "games.csv", "White,Black,Result,Finished\n101,102,1-0,2025-10-01\n103,104,0-1,\n")
	req := desk.Request{List: listPath, Results: []string{gamesPath}, Period: engine.Period{Year: 2026, Quarter: 1},
		Ruleset: engine.Rulesets()[0], AssignUndated: true}
	want, ps := desk.LoadPeriod(req)
	noErrors(t, ps)
	list, games := desk.Open(listPath, xlsxio.ReadOptions{}), desk.Open(gamesPath, xlsxio.ReadOptions{})
	// The files change on disk: what was opened is used, not the files.
	for _, p := range []string{listPath, gamesPath} {
		if err := os.WriteFile(p, []byte("garbage in "+p+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, ps := desk.LoadPeriodFrom(req, []*desk.Input{list, games})
	noErrors(t, ps)
	if !reflect.DeepEqual(got.Input, want.Input) || got.List != list.List {
		t.Errorf("LoadPeriodFrom() input = %+v, want %+v from the opened list", got.Input, want.Input)
	}
	if games.Games.Games[1].AssignedToPeriod || !got.Input.Games[1].AssignedToPeriod {
		t.Errorf("LoadPeriodFrom() changed the opened game list, or did not assign the undated game")
	}
	// The SHA-256 recorded is that of the content rated, as opened, not
	// of the file changed since (an app tester: the report gave the new
	// content's SHA-256 beside ratings of the old).
	for i, in := range got.Inputs {
		if in.SHA256 != want.Inputs[i].SHA256 || in.SHA256 == "" {
			t.Errorf("LoadPeriodFrom() SHA-256 of %s = %q, want %q, of the content opened", in.Path, in.SHA256, want.Inputs[i].SHA256)
		}
		if now, _ := outputs.HashFile(in.Path); now == in.SHA256 {
			t.Errorf("LoadPeriodFrom() SHA-256 of %s is the changed file's", in.Path)
		}
	}
}
