package desk_test

import (
	"fmt"
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
