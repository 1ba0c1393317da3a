package desk_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// cupPGN is four games of the cup's players: by ICCF ID tag, by name
// (accents, order, case and a country ignored), and one unfinished.
const cupPGN = `[Event "Autumn Friendly"]
[Site "ICCF"]
[White "Aa, Anna"]
[Black "Bb, Bert"]
[Result "1-0"]
[WhiteIccfID "101"]
[BlackIccfID "102"]
[EndDate "2025.10.01"]

1. e4 e5 1-0

[Event "Autumn Friendly"]
[White "DIRK DD (ESP)"]
[Black "Cc, Cleopatra"]
[Result "0-1"]

1. d4 {[%ccsnt 2025.09.20,10:00]} d5 {[%ccsnt 2025.10.02,11:30]} 0-1

[Event "Autumn Friendly"]
[White "Bb, Bert"]
[Black "Dd, Dirk"]
[Result "*"]

1. c4 *
`

func TestLoadPeriodPGN(t *testing.T) {
	lp, ps := loadCup(t, writeTextFile(t, "friendly.pgn", cupPGN))
	noErrors(t, ps)
	want := []string{"101-102 1-0 2025-10-01", "104-103 0-1 2025-10-02", "102-104 * 0001-01-01"}
	if got := gameLines(lp.Input.Games); strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("LoadPeriod(PGN) games = %q, want %q", got, want)
	}
	if lp.Inputs[1].Kind != "PGN game list" || lp.Inputs[1].SHA256 == "" {
		t.Errorf("LoadPeriod(PGN) inputs = %+v, want the PGN file hashed", lp.Inputs)
	}
}

func gameLines(games []engine.Game) []string {
	var out []string
	for _, g := range games {
		out = append(out, fmt.Sprintf("%d-%d %s %s", g.White, g.Black, resultText(g.Outcome), g.Finished.Format("2006-01-02")))
	}
	return out
}

func resultText(o engine.Outcome) string {
	switch o {
	case engine.WhiteWins:
		return "1-0"
	case engine.BlackWins:
		return "0-1"
	case engine.Draw:
		return "½-½"
	case engine.WhiteWinsForfeit:
		return "+/-"
	case engine.BlackWinsForfeit:
		return "-/+"
	}
	return "*"
}

func TestLoadPeriodPGNProblems(t *testing.T) {
	tests := []struct {
		name, pgn string
		assign    bool
		want      string
	}{
		{"unknown name", strings.Replace(cupPGN, "DIRK DD (ESP)", "Ee, Emil", 1), false,
			`friendly.pgn:game 2 (line 13): tag White: no player named "Ee, Emil" is on the rating list`},
		{"undated", strings.Replace(cupPGN, "[EndDate \"2025.10.01\"]", "[Date \"2025.??.??\"]", 1), false,
			`friendly.pgn:game 1 (line 8): the finish date is not known: Date is "2025.??.??": give the finish date as [EndDate "YYYY.MM.DD"], or rate with --assign-undated`},
		{"undated assigned", strings.Replace(cupPGN, "[EndDate \"2025.10.01\"]", "[Date \"2025.??.??\"]", 1), true, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			list := writeTextFile(t, "list.csv", cupList)
			pgn := writeTextFile(t, "friendly.pgn", tt.pgn)
			lp, ps := desk.LoadPeriod(desk.Request{List: list, Results: []string{pgn}, Period: engine.Period{Year: 2026, Quarter: 1},
				Ruleset: engine.Rulesets()[0], AssignUndated: tt.assign})
			if tt.want == "" {
				noErrors(t, ps)
				if !lp.Input.Games[0].AssignedToPeriod {
					t.Errorf("LoadPeriod(%s) game 1 not assigned to the period", tt.name)
				}
				return
			}
			if lp != nil || !strings.Contains(ps.Error(), tt.want) {
				t.Errorf("LoadPeriod(%s) = %v, %q, want %q", tt.name, lp, ps.Error(), tt.want)
			}
		})
	}
}

// TestLoadPeriodPGNOfASection reads the sample's section M-7 once from its
// game list and once from testdata/sample-games.pgn, with the crosstable
// workbook: the period's games must be the same.
func TestLoadPeriodPGNOfASection(t *testing.T) {
	load := func(games string) []string {
		lp, ps := desk.LoadPeriod(desk.Request{List: "../testdata/sample-list.csv",
			Results: []string{"../testdata/sample-sections.xlsx", games}, Period: engine.Period{Year: 2026, Quarter: 1}, Ruleset: engine.Rulesets()[0]})
		noErrors(t, ps)
		var out []string
		for _, g := range lp.Input.Games {
			out = append(out, fmt.Sprintf("%d-%d %s %s %s/%s %v %v", g.White, g.Black, resultText(g.Outcome), g.Finished.Format("2006-01-02"), g.Tournament, g.Section, g.WhiteStart, g.BlackStart))
		}
		return out
	}
	csv, pgn := load("../testdata/sample-sections-games.csv"), load("../testdata/sample-games.pgn")
	if strings.Join(csv, "\n") != strings.Join(pgn, "\n") {
		t.Errorf("games from the PGN differ from the game list's:\nPGN:\n%s\ngame list:\n%s", strings.Join(pgn, "\n"), strings.Join(csv, "\n"))
	}
}

func TestOpenPGN(t *testing.T) {
	in := desk.Open(writeTextFile(t, "friendly.pgn", cupPGN), xlsxio.ReadOptions{})
	if in.Kind != xlsxio.GameListKind || in.Games == nil || len(in.Games.Games) != 3 || in.Problems.HasErrors() {
		t.Fatalf("Open(PGN) = %+v, want a game list of 3 games", in)
	}
	want := `friendly.pgn:game 2 (line 13): warning: tag White: "DIRK DD (ESP)" has no ICCF ID tag (WhiteIccfID)`
	if !strings.Contains(in.Problems.Error(), want) {
		t.Errorf("Open(PGN) problems = %q, want %q", in.Problems.Error(), want)
	}
}

// TestPGNNames: a PGN game whose White or Black tag gives a player found
// by his ICCF ID tag another name than the rating list's is warned about
// as a game list's White name column is (the same check, desk's
// gameListNameWarnings), at the game and the tag's line, by `rate` and
// `check` alike; a country after the name, a player found by his name
// and a name given again for the same ID get none.
func TestPGNNames(t *testing.T) {
	tests := []struct {
		name, pgn string
		want      []string
	}{
		{"same names", cupPGN, nil},
		{"black differs", strings.Replace(cupPGN, `[Black "Bb, Bert"]`, `[Black "Smith, John"]`, 1),
			[]string{`friendly.pgn:game 1 (line 4): warning: the name "Smith, John" differs from "Bb, Bert", the name of ID 102 in list.csv:B3; the list's name is kept: check the ID, a mistyped one rates another player`}},
		{"white differs", strings.Replace(cupPGN, `[White "Aa, Anna"]`, `[White "Bb, Bert"]`, 1),
			[]string{`friendly.pgn:game 1 (line 3): warning: the name "Bb, Bert" differs from "Aa, Anna", the name of ID 101 in list.csv:B2`}},
		{"a country", strings.Replace(cupPGN, `[White "Aa, Anna"]`, `[White "AA, Anna (GER)"]`, 1), nil},
		{"case and commas", strings.Replace(cupPGN, `[White "Aa, Anna"]`, `[White "aa anna"]`, 1), nil},
		{"named only", strings.Replace(cupPGN, "DIRK DD (ESP)", "Anna Aa", 1), nil},
		{"given again", cupPGN + "\n[Event \"Autumn Friendly\"]\n[White \"Zz, Zed\"]\n[Black \"Cc, Cleopatra\"]\n[WhiteIccfID \"101\"]\n[Result \"*\"]\n", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			list := writeTextFile(t, "list.csv", cupList)
			pgn := writeTextFile(t, "friendly.pgn", tt.pgn)
			req := desk.Request{List: list, Results: []string{pgn}, Ruleset: engine.Rulesets()[0]}
			cc, err := desk.CheckAcross(req, nil)
			if err != nil {
				t.Fatal(err)
			}
			req.Period = engine.Period{Year: 2026, Quarter: 1}
			lp, ps := desk.LoadPeriod(req)
			if lp == nil {
				t.Fatalf("LoadPeriod(%s): %v", tt.name, ps)
			}
			// norms of a PGN file (a tester: it was silent).
			_, sps := desk.ReadPGNSection(pgn, desk.PGNSectionOptions{List: list, Type: "Friendly match"})
			for _, run := range []struct {
				what string
				ps   xlsxio.Problems
			}{{"LoadPeriod", lp.Warnings}, {"CheckAcross", cc.Problems}, {"ReadPGNSection", sps}} {
				got := nameWarnings(run.ps, filepath.Dir(list), filepath.Dir(pgn))
				if len(got) != len(tt.want) {
					t.Fatalf("%s(%s) name warnings = %q, want %q", run.what, tt.name, got, tt.want)
				}
				for i, w := range tt.want {
					if !strings.Contains(got[i], w) {
						t.Errorf("%s(%s) name warning = %q, want %q", run.what, tt.name, got[i], w)
					}
				}
			}
		})
	}
}

// nameWarnings are the warnings of ps about a name that differs from the
// rating list's, the files of dirs named by their base names.
func nameWarnings(ps xlsxio.Problems, dirs ...string) []string {
	var out []string
	for _, p := range ps {
		if strings.Contains(p.Msg, "the name of ID") {
			s := p.Error()
			for _, d := range dirs {
				s = strings.ReplaceAll(s, d+string(filepath.Separator), "")
			}
			out = append(out, s)
		}
	}
	return out
}
