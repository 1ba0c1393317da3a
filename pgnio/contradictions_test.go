package pgnio_test

import (
	"errors"
	"strings"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/pgnio"
	"ratingdesk/xlsxio"
)

// problemsOf reads the PGN text as a game list and returns its problems
// of the given severity as the CLI prints them, the file named g.pgn.
func problemsOf(t *testing.T, pgn string, sev xlsxio.Severity) (*xlsxio.GameList, []string) {
	t.Helper()
	path := write(t, "g.pgn", []byte(pgn))
	gl, ps := pgnio.ReadGameList(path, pgnio.ListLookup(sampleList), pgnio.Options{Today: today})
	var out []string
	for _, p := range ps {
		var pr *xlsxio.Problem
		if !errors.As(error(p), &pr) {
			t.Fatalf("%v is not a *xlsxio.Problem", p)
		}
		if pr.Severity == sev {
			out = append(out, strings.TrimPrefix(pr.Error(), path))
		}
	}
	return gl, out
}

// TestReadGameListMovesWithoutMarker: moves that end without a game
// termination marker, while the game has a Result tag, are read with the
// tag's result and a warning naming the game, the line of its tags and
// the line the moves end on (a tester: a game cut off in the file passed
// silently). A game without moves (its tags alone) is no such game.
func TestReadGameListMovesWithoutMarker(t *testing.T) {
	const tags = "[Event \"E\"]\n[WhiteIccfID \"212345\"]\n[BlackIccfID \"212346\"]\n[Result \"1-0\"]\n[EndDate \"2025.01.02\"]\n"
	const second = "[Event \"E\"]\n[WhiteIccfID \"212346\"]\n[BlackIccfID \"212347\"]\n[Result \"0-1\"]\n[EndDate \"2025.01.03\"]\n"
	tests := []struct {
		name, pgn string
		want      []string
	}{
		{"moves end with the marker", tags + "\n1. e4 e5 1-0\n\n" + second + "\n1. d4 0-1\n", nil},
		{"tags alone", tags + "\n" + second + "\n1. d4 0-1\n", nil},
		{"second game cut off", tags + "\n1. e4 e5 1-0\n\n" + second + "\n1. d4 d5\n2. c4\n",
			[]string{":game 2 (line 9): warning: the moves (to line 16) end without a result (1-0, 0-1, 1/2-1/2 or *, which the PGN standard writes after the last move): the game may be cut off; its result is the tag Result's, 0-1 (line 12)"}},
		{"next game's tags after the moves", tags + "\n1. e4 e5\n" + second + "\n1. d4 0-1\n",
			[]string{":game 1 (line 1): warning: the moves (to line 7) end without a result (1-0, 0-1, 1/2-1/2 or *, which the PGN standard writes after the last move): the game may be cut off; its result is the tag Result's, 1-0 (line 4)"}},
	}
	for _, tc := range tests {
		gl, got := problemsOf(t, tc.pgn, xlsxio.Warning)
		if gl == nil || len(gl.Games) != 2 || gl.Games[0].Outcome != engine.WhiteWins || gl.Games[1].Outcome != engine.BlackWins {
			t.Errorf("ReadGameList(%s) = %v, want the two games 1-0 and 0-1", tc.name, gl)
		}
		if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
			t.Errorf("ReadGameList(%s) warnings = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestReadGameListFinishBeforeOtherDates: a finish date before the last
// move's %ccsnt time, the Date tag (a correspondence game's start) or the
// EventDate tag is an error at the finish date's game and line, naming
// the other date's line: which of them is right is not guessed (a tester:
// an EndDate before the last move passed silently).
func TestReadGameListFinishBeforeOtherDates(t *testing.T) {
	game := func(dates, moves string) string {
		return "[Event \"E\"]\n[WhiteIccfID \"212345\"]\n[BlackIccfID \"212346\"]\n[Result \"1-0\"]\n" + dates + "\n" + moves + "\n"
	}
	const moves = "1. e4 {[%ccsnt 2025.03.02,09:15]} e5 {[%ccsnt 2025.03.05,20:40]} 1-0"
	tests := []struct {
		name, pgn string
		want      []string
	}{
		{"EndDate on the day of the last move", game("[Date \"2025.03.01\"]\n[EventDate \"2025.02.01\"]\n[EndDate \"2025.03.05\"]\n", moves), nil},
		{"EndDate before the last move", game("[EndDate \"2025.03.04\"]\n", moves),
			[]string{":game 1 (line 5): EndDate: the finish date 2025.03.04 is before the %ccsnt time of the last move, 2025.03.05 (line 7), a game cannot finish before its last move: correct one of them"}},
		{"EndDate before Date and EventDate", game("[EventDate \"2025.02.01\"]\n[Date \"2025.03.01\"]\n[EndDate \"2025.01.20\"]\n", "1. e4 1-0"),
			[]string{
				":game 1 (line 7): EndDate: the finish date 2025.01.20 is before tag Date, 2025.03.01 (line 6), in a correspondence game the day it started: correct one of them",
				":game 1 (line 7): EndDate: the finish date 2025.01.20 is before tag EventDate, 2025.02.01 (line 5), the day the event started: correct one of them",
			}},
		{"last move before Date", game("[Date \"2025.04.01\"]\n", moves),
			[]string{":game 1 (line 1): the %ccsnt time of the last move: the finish date 2025.03.05 is before tag Date, 2025.04.01 (line 5), in a correspondence game the day it started: correct one of them"}},
	}
	for _, tc := range tests {
		gl, got := problemsOf(t, tc.pgn, xlsxio.Error)
		if (gl == nil) != (len(tc.want) > 0) {
			t.Errorf("ReadGameList(%s) list = %v, want one only without errors", tc.name, gl)
		}
		if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
			t.Errorf("ReadGameList(%s) errors = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestReadGameListWindows1252Names: a tag line that is not UTF-8 is read
// as Latin-1, with a warning at the first such line, or, when it holds a
// byte 0x80–0x9F (control characters there), as Windows-1252 with a
// warning at the first such line and not the Latin-1 one (a tester: one
// line got both, and a later Latin-1 line none); a byte neither set
// defines, or UTF-8 text on a line that is not UTF-8, is an error naming
// the game and line. Before, "\x8aubert" became "\u008aubert"
// silently, and a line mixing the two sets was read with its UTF-8 name
// garbled ("MÃ¼ller").
func TestReadGameListWindows1252Names(t *testing.T) {
	game := func(white string) string {
		return "[Event \"E\"]\n[White \"" + white + "\"]\n[Black \"Smith, John\"]\n[Result \"1-0\"]\n[EndDate \"2025.01.02\"]\n\n1. e4 1-0\n"
	}
	const latin1 = ": warning: line 2 is not UTF-8: it was read as Latin-1 (ISO 8859-1), the character set of the PGN standard, as is every other line that is not UTF-8 (the others are read as UTF-8); check the accented names, or save the file as UTF-8"
	tests := []struct {
		name, pgn, white string
		want             []string
	}{
		{"Latin-1 é", game("Andr\xe9"), "André", []string{latin1}},
		{"Windows-1252 Š", game("\x8aubert, Andr\xe9"), "Šubert, André", []string{
			`:game 1 (line 2): warning: line 2 is not UTF-8 and holds the byte 0x8A, a control character in Latin-1 (the PGN standard's character set): the line was read as Windows-1252, where it is "Š", as is every such line of the file; check the names, or save the file as UTF-8`}},
		{"a byte neither set defines, after one Windows-1252 has", game("\x8aubert, Kova\x8devi\xe6"), "", []string{
			":game 1 (line 2): line 2 is not UTF-8 and holds the byte 0x8D, which is a character neither of Latin-1 (the PGN standard's character set) nor of Windows-1252: the file is in another character set; save it as UTF-8"}},
		{"UTF-8 and Latin-1 on one line", "[Event \"E\"] [White \"Andr\xe9\"] [Black \"Müller, Hans\"]\n[Result \"1-0\"]\n[EndDate \"2025.01.02\"]\n\n1. e4 1-0\n", "",
			[]string{": warning: line 1 is not UTF-8: it was read as Latin-1 (ISO 8859-1), the character set of the PGN standard, as is every other line that is not UTF-8 (the others are read as UTF-8); check the accented names, or save the file as UTF-8",
				`:game 1 (line 1): line 1 is not UTF-8, yet holds UTF-8 text ("ü"): it mixes two character sets, and its names would be read wrongly either way; save the file as UTF-8`}},
		{"a comment is not read", "[Event \"E\"]\n[WhiteIccfID \"212345\"]\n[BlackIccfID \"212346\"]\n[Result \"1-0\"]\n[EndDate \"2025.01.02\"]\n\n1. e4 {\x81 \x9a} 1-0\n", "", nil},
		{"a comment read as Latin-1", "[Event \"E\"]\n[WhiteIccfID \"212345\"]\n[BlackIccfID \"212346\"]\n[Result \"1-0\"]\n[EndDate \"2025.01.02\"]\n\n1. e4 {Wei\xdf} 1-0\n", "",
			[]string{": warning: line 7 is not UTF-8: it was read as Latin-1 (ISO 8859-1), the character set of the PGN standard, as is every other line that is not UTF-8 (the others are read as UTF-8); check the accented names, or save the file as UTF-8"}},
		// Each line one reading: the Windows-1252 line 2 is not the
		// Latin-1 warning's, the Latin-1 line 10 is.
		{"Windows-1252, then Latin-1", game("\x8aubert, Jan") + "\n" + game("Wei\xdf, Karl"), "Šubert, Jan", []string{
			": warning: line 10 is not UTF-8: it was read as Latin-1 (ISO 8859-1), the character set of the PGN standard, as is every other line that is not UTF-8 (the others are read as UTF-8); check the accented names, or save the file as UTF-8",
			`:game 1 (line 2): warning: line 2 is not UTF-8 and holds the byte 0x8A, a control character in Latin-1 (the PGN standard's character set): the line was read as Windows-1252, where it is "Š", as is every such line of the file; check the names, or save the file as UTF-8`}},
		{"Latin-1, then Windows-1252", game("Wei\xdf, Karl") + "\n" + game("\x8aubert, Jan"), "Weiß, Karl", []string{latin1,
			`:game 2 (line 10): warning: line 10 is not UTF-8 and holds the byte 0x8A, a control character in Latin-1 (the PGN standard's character set): the line was read as Windows-1252, where it is "Š", as is every such line of the file; check the names, or save the file as UTF-8`}},
	}
	for _, tc := range tests {
		path := write(t, "g.pgn", []byte(tc.pgn))
		f, err := pgnio.Parse(path)
		if err != nil {
			t.Fatalf("Parse(%s): %v", tc.name, err)
		}
		if got := f.Games[0].Tags["white"].Value; tc.white != "" && got != tc.white {
			t.Errorf("Parse(%s) White = %q, want %q", tc.name, got, tc.white)
		}
		var got []string
		_, ps := f.GameList(nil, pgnio.Options{Today: today})
		for _, p := range ps {
			if !strings.Contains(p.Msg, "has no ICCF ID tag") {
				got = append(got, strings.TrimPrefix(p.Error(), path))
			}
		}
		if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
			t.Errorf("GameList(%s) problems =\n%s\nwant\n%s", tc.name, strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
		}
	}
}
