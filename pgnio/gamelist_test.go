package pgnio_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ratingdesk/engine"
	"ratingdesk/pgnio"
	"ratingdesk/xlsxio"
)

// today is the date the tests read as today.
var today = time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)

// iccfPGN is two games as the ICCF server exports an event, with
// correspondence tags and %ccsnt move times, and a third without ID tags.
const iccfPGN = `[Event "WS/M/1234"]
[Site "ICCF"]
[Date "2024.09.15"]
[Round "-"]
[White "Müller, Hans"]
[Black "Smith, John"]
[Result "1-0"]
[WhiteElo "2412"]
[BlackElo "2380"]
[WhiteIccfID "212345"]
[BlackIccfID "212346"]
[EventDate "2024.09.15"]
[EndDate "2025.01.20"]

1. e4 {[%ccsnt 2024.09.16,10:00]} e5 {[%ccsnt 2024.09.20,11:00]} 2. Nf3 (2. f4 exf4) Nc6 $1
; a comment line 0-1
2... a6 {a comment
spanning lines 0-1} 3. Bb5 1-0

[Event "WS/M/1234"]
[Site "ICCF"]
[Date "2024.09.15"]
[Round "-"]
[White "Smith, John"]
[Black "Müller, Hans"]
[Result "1/2-1/2"]
[whiteIccfID "212346"]
[blackIccfID "212345"]

1. d4 {[%ccsnt 2024.09.16,10:00]} d5 {[%ccsnt 2025.02.03,18:04]} 1/2-1/2

% an escape line [White "nobody"]
[Event "WS/M/1234"]
[Site "ICCF"]
[Date "2024.09.15"]
[White "muller hans (GER)"]
[Black "Jóhannsson, Jón"]
[Result "*"]

1. c4 *
`

// listOf is a rating list with the given players (ID, name).
func listOf(players ...engine.Player) *xlsxio.RatingList {
	l := &xlsxio.RatingList{File: "list.xlsx"}
	for _, p := range players {
		l.Players = append(l.Players, p)
		l.Rows = append(l.Rows, xlsxio.ListRow{})
	}
	return l
}

var sampleList = listOf(
	engine.Player{ID: 212345, Name: "Müller, Hans"},
	engine.Player{ID: 212346, Name: "Smith, John"},
	engine.Player{ID: 212347, Name: "Jon Johannsson"},
	engine.Player{ID: 212348, Name: "Brown, Ann"},
	engine.Player{ID: 212349, Name: "Ann Brown (USA)"},
)

func write(t *testing.T, name string, data []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestReadGameListICCF(t *testing.T) {
	path := write(t, "event.pgn", []byte(iccfPGN))
	gl, ps := pgnio.ReadGameList(path, pgnio.ListLookup(sampleList), pgnio.Options{Today: today})
	if gl == nil {
		t.Fatalf("ReadGameList(%q) = nil, problems %v", path, ps)
	}
	want := []struct {
		white, black engine.PlayerID
		outcome      engine.Outcome
		finished     string
		ws, bs       float64
	}{
		{212345, 212346, engine.WhiteWins, "2025-01-20", 2412, 2380},
		{212346, 212345, engine.Draw, "2025-02-03", 0, 0},
		{212345, 212347, engine.Unfinished, "0001-01-01", 0, 0},
	}
	if len(gl.Games) != len(want) {
		t.Fatalf("ReadGameList(%q) read %d games, want %d", path, len(gl.Games), len(want))
	}
	for i, w := range want {
		g := gl.Games[i]
		if g.White != w.white || g.Black != w.black || g.Outcome != w.outcome || g.Finished.Format(time.DateOnly) != w.finished || g.WhiteStart != w.ws || g.BlackStart != w.bs {
			t.Errorf("game %d = %d-%d %v %s (%v, %v), want %d-%d %v %s (%v, %v)", i+1, g.White, g.Black, g.Outcome, g.Finished.Format(time.DateOnly), g.WhiteStart, g.BlackStart, w.white, w.black, w.outcome, w.finished, w.ws, w.bs)
		}
		if g.Tournament != "WS/M/1234" {
			t.Errorf("game %d Tournament = %q, want %q", i+1, g.Tournament, "WS/M/1234")
		}
	}
	if c := gl.Count; c.Rows != 3 || c.Read != 3 || !c.Balanced() {
		t.Errorf("Count = %+v, want 3 games, 3 read", c)
	}
	if got := gl.Games[1].Origin.Cell; got != "game 2 (line 20)" {
		t.Errorf("game 2 Origin.Cell = %q, want %q", got, "game 2 (line 22)")
	}
	if len(ps) != 1 || !strings.Contains(ps[0].Error(), "game 2: the finish date is the date of the last move") {
		t.Errorf("problems = %v, want one warning that game 2's date is its last move's", ps)
	}
	// At the game and its line, as the other warnings of a game (a
	// tester: it named the games but no line).
	if len(ps) == 1 && ps[0].Cell != "game 2 (line 20)" {
		t.Errorf("the warning of the dates from the moves is at %q, want %q", ps[0].Cell, "game 2 (line 20)")
	}
}

func TestReadGameListNames(t *testing.T) {
	tests := []struct {
		name, white, black string
		want               string
	}{
		{"unknown", "Nobody, Known", "Smith, John", `event.pgn:game 1 (line 2): tag White: no player named "Nobody, Known" is on the rating list`},
		{"ambiguous", "Smith, John", "Brown, Ann", `event.pgn:game 1 (line 3): tag Black: "Brown, Ann" matches 2 players on the rating list (ICCF IDs 212348, 212349)`},
		{"empty", "", "Smith, John", `event.pgn:game 1 (line 2): tag White is empty or missing`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pgn := "[Event \"E\"]\n[White \"" + tt.white + "\"]\n[Black \"" + tt.black + "\"]\n[Result \"1-0\"]\n[EndDate \"2025.01.02\"]\n\n1. e4 1-0\n"
			path := write(t, "event.pgn", []byte(pgn))
			gl, ps := pgnio.ReadGameList(path, pgnio.ListLookup(sampleList), pgnio.Options{Today: today})
			var errs xlsxio.Problems
			if gl != nil || !errors.As(ps.Err(), &errs) {
				t.Fatalf("ReadGameList(%q) = %v, %v, want an error", tt.name, gl, ps)
			}
			var p *xlsxio.Problem
			if !errors.As(error(errs.Errors()[0]), &p) || !strings.HasPrefix(p.Cell, "game 1 (line ") || !strings.HasPrefix(p.Msg, "tag ") {
				t.Errorf("ReadGameList(%q) first error = %v, want one naming game 1, its line and the tag", tt.name, p)
			}
			if !strings.Contains(ps.Error(), tt.want) {
				t.Errorf("ReadGameList(%q) problems = %q, want %q", tt.name, ps.Error(), tt.want)
			}
		})
	}
}

func TestReadGameListWithoutList(t *testing.T) {
	path := write(t, "event.pgn", []byte(iccfPGN))
	gl, ps := pgnio.ReadGameList(path, nil, pgnio.Options{Today: today})
	if gl == nil {
		t.Fatalf("ReadGameList without a list = nil, %v", ps)
	}
	want := `event.pgn:game 3 (line 36): warning: tag White: "muller hans (GER)" has no ICCF ID tag (WhiteIccfID): the player is found by name on the rating list when the games are rated`
	if !strings.Contains(ps.Error(), want) {
		t.Errorf("ReadGameList without a list problems = %q, want %q", ps.Error(), want)
	}
}

func TestReadGameListLatin1(t *testing.T) {
	pgn := "[Event \"E\"]\n[White \"M\xfcller, Hans\"]\n[Black \"Smith, John\"]\n[Result \"0-1\"]\n[EndDate \"2025.01.02\"]\n\n1. e4 0-1\n"
	path := write(t, "latin.pgn", []byte(pgn))
	gl, ps := pgnio.ReadGameList(path, pgnio.ListLookup(sampleList), pgnio.Options{Today: today})
	if gl == nil || gl.Games[0].White != 212345 {
		t.Fatalf("ReadGameList(Latin-1) = %v, %v, want White 212345", gl, ps)
	}
	want := "latin.pgn: warning: line 2 is not UTF-8: it was read as Latin-1"
	if !strings.Contains(ps.Error(), want) {
		t.Errorf("ReadGameList(Latin-1) problems = %q, want %q", ps.Error(), want)
	}
}

func TestReadGameListUndated(t *testing.T) {
	pgn := "[Event \"E\"]\n[Date \"2024.??.??\"]\n[WhiteIccfID \"1\"]\n[BlackIccfID \"2\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n"
	tests := []struct {
		undated  pgnio.Undated
		severity string // "error", "warning" or ""
	}{
		{pgnio.UndatedError, "error"},
		{pgnio.UndatedWarning, "warning"},
		{pgnio.UndatedAssigned, ""},
	}
	for _, tt := range tests {
		path := write(t, "undated.pgn", []byte(pgn))
		gl, ps := pgnio.ReadGameList(path, nil, pgnio.Options{Today: today, Undated: tt.undated})
		var got string
		switch {
		case ps.HasErrors():
			got = "error"
		case len(ps) > 0:
			got = "warning"
		}
		if got != tt.severity {
			t.Errorf("ReadGameList(undated, %v) problems = %v, want %s", tt.undated, ps, tt.severity)
		}
		if got == "error" {
			if !strings.Contains(ps.Error(), `undated.pgn:game 1 (line 2): the finish date is not known: Date is "2024.??.??"`) {
				t.Errorf("ReadGameList(undated) = %q, want the game and Date named", ps.Error())
			}
			continue
		}
		if gl == nil || !gl.Games[0].Finished.IsZero() {
			t.Errorf("ReadGameList(undated, %v) = %v, want one game without a date", tt.undated, gl)
		}
	}
}

func TestReadGameListProblems(t *testing.T) {
	tests := []struct {
		name, pgn, want string
	}{
		{"result disagrees", "[White \"Smith, John\"]\n[Black \"Müller, Hans\"]\n[Result \"1-0\"]\n[EndDate \"2025.01.02\"]\n1. e4 0-1\n",
			"game 1 (line 3): tag Result says 1-0 but the moves end with 0-1 (line 5)"},
		{"no result", "[White \"Smith, John\"]\n[Black \"Müller, Hans\"]\n[EndDate \"2025.01.02\"]\n1. e4\n",
			"game 1 (line 1): the game has no result"},
		{"bad date", "[White \"Smith, John\"]\n[Black \"Müller, Hans\"]\n[EndDate \"20.1.2025\"]\n1. e4 1-0\n",
			`game 1 (line 3): EndDate: "20.1.2025" is not a date`},
		{"future", "[White \"Smith, John\"]\n[Black \"Müller, Hans\"]\n[EndDate \"2027.01.01\"]\n1. e4 1-0\n",
			"game 1 (line 3): EndDate: 1 January 2027 is not a plausible finish date"},
		{"self", "[WhiteIccfID \"5\"]\n[BlackIccfID \"5\"]\n[EndDate \"2025.01.01\"]\n1. e4 1-0\n",
			"tag Black: White and Black are the same player (ICCF ID 5)"},
		{"bad id", "[WhiteIccfID \"12a\"]\n[BlackIccfID \"5\"]\n[EndDate \"2025.01.01\"]\n1. e4 1-0\n",
			`game 1 (line 1): tag WhiteIccfID: "12a" is not an ICCF ID`},
		{"text before", "hello\n[WhiteIccfID \"1\"]\n[BlackIccfID \"5\"]\n[EndDate \"2025.01.01\"]\n1. e4 1-0\n",
			"bad.pgn:line 1: line 1 is outside any game"},
		{"no games", "\n\n", "bad.pgn: the file holds no game"},
		{"open comment", "[WhiteIccfID \"1\"]\n[BlackIccfID \"5\"]\n[EndDate \"2025.01.01\"]\n1. e4 {oops 1-0\n",
			"game 1 (line 4): the comment opened on line 4 is not closed with }"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := write(t, "bad.pgn", []byte(tt.pgn))
			gl, ps := pgnio.ReadGameList(path, pgnio.ListLookup(sampleList), pgnio.Options{Today: today})
			if gl != nil || !strings.Contains(ps.Error(), tt.want) {
				t.Errorf("ReadGameList(%s) = %v, %q, want nil and %q", tt.name, gl, ps.Error(), tt.want)
			}
		})
	}
}

// TestReadGameListResultTag: a Result tag that is no result is one error
// at the tag's line saying so, whatever the moves end with, not a
// disagreement with the moves' marker; a good tag still has to agree with
// the marker.
func TestReadGameListResultTag(t *testing.T) {
	const head = "[White \"Smith, John\"]\n[Black \"Müller, Hans\"]\n[EndDate \"2025.01.02\"]\n"
	notResult := func(v string) string {
		return `game 1 (line 4): tag Result: "` + v + `" is not a result: expected 1-0, 0-1, 1/2-1/2, or * when the game is not finished`
	}
	tests := []struct {
		name, pgn, want string
	}{
		{"2-0, moves end with *", head + "[Result \"2-0\"]\n1. e4 *\n", notResult("2-0")},
		{"2-0, moves end with 1-0", head + "[Result \"2-0\"]\n1. e4 1-0\n", notResult("2-0")},
		{"2-0, no marker", head + "[Result \"2-0\"]\n1. e4\n", notResult("2-0")},
		{"1:0, moves end with 1-0", head + "[Result \"1:0\"]\n1. e4 1-0\n", notResult("1:0")},
		{"good tag, other marker", head + "[Result \"1/2-1/2\"]\n1. e4 0-1\n", "game 1 (line 4): tag Result says 1/2-1/2 but the moves end with 0-1 (line 5): correct one of them"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := write(t, "bad.pgn", []byte(tt.pgn))
			gl, ps := pgnio.ReadGameList(path, pgnio.ListLookup(sampleList), pgnio.Options{Today: today})
			var errs []string
			for _, p := range ps {
				if p.Severity == xlsxio.Error {
					errs = append(errs, p.Error())
				}
			}
			if gl != nil || len(errs) != 1 || !strings.Contains(errs[0], tt.want) {
				t.Errorf("ReadGameList = %v, errors %q; want nil and one error %q", gl, errs, tt.want)
			}
		})
	}
	gl, ps := pgnio.ReadGameList(write(t, "ok.pgn", []byte(head+"[Result \"½-½\"]\n1. e4 1/2-1/2\n")), pgnio.ListLookup(sampleList), pgnio.Options{Today: today})
	if gl == nil || ps.HasErrors() || gl.Games[0].Outcome != engine.Draw {
		t.Errorf("[Result \"½-½\"] with 1/2-1/2: %v, %v; want a draw", gl, ps)
	}
}
