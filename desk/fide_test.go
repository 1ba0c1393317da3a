package desk_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/engine"
)

// fideTXT writes a players_list TXT fragment: its header and rows of ID
// Number, Name, Fed and SRtg in the published column layout.
func fideTXT(rows ...[4]string) string {
	line := func(id, name, fed, rtg string) string {
		return fmt.Sprintf("%-15s%-61s%-4s%-4s%-5s%-5s%-15s%-4s%-5s%-4s%-3s%-6s%s", id, name, fed, "M", "", "", "", "", rtg, "0", "20", "1970", "")
	}
	out := []string{fmt.Sprintf("%-15s%-61s%-4s%-4s%-5s%-5s%-15s%-4s%-5s%-4s%-3s%-6s%s", "ID Number", "Name", "Fed", "Sex", "Tit", "WTit", "OTit", "FOA", "SRtg", "SGm", "SK", "B-day", "Flag")}
	for _, r := range rows {
		out = append(out, line(r[0], r[1], r[2], r[3]))
	}
	return strings.Join(out, "\n") + "\n"
}

// fideGames are games of the unrated players 104 and 105 of the cup.
const fideGames = "White,Black,Result,Finished\n" +
	"101,104,1-0,2025-10-01\n" +
	"105,102,0-1,2025-10-02\n"

// fideList is the cup's list with 105 unrated and a FIDE ID column that
// gives 105's.
const fideList = "ID,Name,Fed,Rating,RD,Games,FIDE ID\n" +
	"101,\"Aa, Anna\",GER,2500,50,100,\n" +
	"102,\"Bb, Bert\",ITA,2400,60,20,\n" +
	"104,\"Dd, Dirk\",ESP,,,,\n" +
	"105,\"Ee, Emil\",POL,,,,2200111\n"

func TestApplyFIDEList(t *testing.T) {
	tests := []struct {
		name  string
		rows  [][4]string
		want  map[engine.PlayerID]int
		found []string
		err   string
	}{
		{"by ID and name", [][4]string{{"2200111", "Ee, Emil", "POL", "1988"}, {"2200112", "Dd, Dirk", "ESP", "2150"}, {"2200113", "Dd, Dirk", "GER", "2000"}},
			map[engine.PlayerID]int{104: 2150, 105: 1988},
			[]string{`fide.txt:line 3: warning: player 104 "Dd, Dirk" (unrated) starts from FIDE rating 2150: FIDE ID 2200112 "Dd, Dirk", ESP, found by the name`,
				`fide.txt:line 2: warning: player 105 "Ee, Emil" (unrated) starts from FIDE rating 1988: FIDE ID 2200111 "Ee, Emil", POL, found by the FIDE ID on the rating list`}, ""},
		// A mistyped FIDE ID finds another person: the warning says the
		// names differ.
		{"FIDE ID of another name", [][4]string{{"2200111", "Carlsen, Magnus", "NOR", "2833"}}, map[engine.PlayerID]int{105: 2833},
			[]string{`fide.txt:line 2: warning: player 105 "Ee, Emil" (unrated) starts from FIDE rating 2833: FIDE ID 2200111 "Carlsen, Magnus", NOR, found by the FIDE ID on the rating list, whose name differs from the rating list's "Ee, Emil": check the FIDE ID`}, ""},
		{"ambiguous", [][4]string{{"2200112", "Dirk Dd", "ESP", "2150"}, {"2200114", "DD, Dirk", "ESP", "2000"}}, nil, nil,
			`list.csv:B4: player 104 "Dd, Dirk": the name matches 2 players on the FIDE list fide.txt (line 2: FIDE ID 2200112 ESP; line 3: FIDE ID 2200114 ESP): give the player's FIDE ID`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			list := writeTextFile(t, "list.csv", fideList)
			games := writeTextFile(t, "games.csv", fideGames)
			fide := writeTextFile(t, "fide.txt", fideTXT(tt.rows...))
			lp, ps := desk.LoadPeriod(desk.Request{List: list, Results: []string{games}, Period: engine.Period{Year: 2026, Quarter: 1},
				Ruleset: engine.Rulesets()[0], FIDE: fide})
			if tt.err != "" {
				got := ps.Error()
				for _, path := range []string{list, fide} {
					got = strings.ReplaceAll(got, filepath.Dir(path)+string(filepath.Separator), "")
				}
				if lp != nil || !strings.Contains(got, tt.err) {
					t.Errorf("LoadPeriod(--fide %s) = %v, %q, want %q", tt.name, lp, got, tt.err)
				}
				return
			}
			noErrors(t, ps)
			for _, p := range lp.Input.Players {
				if p.FIDE != tt.want[p.ID] {
					t.Errorf("LoadPeriod(--fide %s): player %d FIDE = %d, want %d", tt.name, p.ID, p.FIDE, tt.want[p.ID])
				}
			}
			var got []string
			for _, w := range lp.Warnings {
				if w.File == fide {
					got = append(got, strings.TrimPrefix(w.Error(), filepath.Dir(fide)+string(filepath.Separator)))
				}
			}
			if strings.Join(got, "\n") != strings.Join(tt.found, "\n") {
				t.Errorf("LoadPeriod(--fide %s) warnings =\n%s\nwant\n%s", tt.name, strings.Join(got, "\n"), strings.Join(tt.found, "\n"))
			}
			if last := lp.Inputs[len(lp.Inputs)-1]; last.Kind != "FIDE rating list" || last.SHA256 == "" {
				t.Errorf("LoadPeriod(--fide) inputs = %+v, want the FIDE list last, hashed", lp.Inputs)
			}
			if _, rps, err := desk.RatePeriod(t.Context(), lp, nil); err != nil || rps.HasErrors() {
				t.Errorf("RatePeriod: %v %v", err, rps)
			}
		})
	}
}

// TestFIDEAmbiguousNameNamesThePlaces checks that a name found twice on
// the FIDE list is an error where the player is read (the list's Name
// cell; for a new player of a crosstable, his first game there) and
// names the FIDE list's lines of both candidates (a tester: the error
// named no line of either file).
func TestFIDEAmbiguousNameNamesThePlaces(t *testing.T) {
	tests := []struct {
		name    string
		list    string
		results func(t *testing.T) string
		fide    [][4]string
		want    string
	}{
		{"on the list", fideList, func(t *testing.T) string { return writeTextFile(t, "games.csv", fideGames) },
			[][4]string{{"2200200", "Ee, Emil", "POL", "1900"}, {"2200112", "Dd, Dirk", "ESP", "2150"}, {"2200114", "Dd, Dirk", "", "2000"}},
			`list.csv:B4: player 104 "Dd, Dirk": the name matches 2 players on the FIDE list fide.txt (line 3: FIDE ID 2200112 ESP; line 4: FIDE ID 2200114): give the player's FIDE ID in a "FIDE ID" column of the rating list, or the FIDE rating in its FIDE column`},
		{"new in a crosstable", cupList, func(t *testing.T) string { return writeTextFile(t, "cup.csv", crosstableCSV) },
			[][4]string{{"2200111", "Ee, Emil", "POL", "1988"}, {"2200115", "Ee, Emil", "POL", "1700"}},
			`cup.csv:C12: player 105 "Ee, Emil": the name matches 2 players on the FIDE list fide.txt (line 2: FIDE ID 2200111 POL; line 3: FIDE ID 2200115 POL): give the player's FIDE rating in the crosstable's FIDE column (he is not on the rating list)`},
	}
	for _, tt := range tests {
		list := writeTextFile(t, "list.csv", tt.list)
		results := tt.results(t)
		fide := writeTextFile(t, "fide.txt", fideTXT(tt.fide...))
		lp, ps := desk.LoadPeriod(desk.Request{List: list, Results: []string{results}, Period: engine.Period{Year: 2026, Quarter: 1},
			Ruleset: engine.Rulesets()[0], FIDE: fide, AssignUndated: true})
		var got []string
		for _, p := range ps.Errors() {
			s := p.Error()
			for _, path := range []string{list, results, fide} {
				s = strings.ReplaceAll(s, filepath.Dir(path)+string(filepath.Separator), "")
			}
			got = append(got, s)
		}
		if lp != nil || len(got) != 1 || got[0] != tt.want {
			t.Errorf("LoadPeriod(--fide, %s) errors =\n%s\nwant\n%s", tt.name, strings.Join(got, "\n"), tt.want)
		}
	}
}
