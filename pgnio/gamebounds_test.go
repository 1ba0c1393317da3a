package pgnio_test

import (
	"strings"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/pgnio"
)

// TestReadGameListTagOnlyGames: a game whose tags are followed by no moves
// (nor the marker that ends them) is a game of its own, read from its
// Result tag; the next game's tags, after a blank line or repeating a tag
// of its tag section, start the next game instead of overwriting this
// one's tags (a tester: two such games read as one game, the first lost).
func TestReadGameListTagOnlyGames(t *testing.T) {
	tags := func(w, b, res, end string) string {
		return "[Event \"E\"]\n[WhiteIccfID \"" + w + "\"]\n[BlackIccfID \"" + b + "\"]\n[Result \"" + res + "\"]\n[EndDate \"" + end + "\"]\n"
	}
	type game struct {
		white, black engine.PlayerID
		outcome      engine.Outcome
	}
	tests := []struct {
		name, pgn string
		want      []game
	}{
		{"blank line between", tags("212345", "212346", "1-0", "2025.01.02") + "\n" + tags("212346", "212347", "0-1", "2025.01.03") + "\n0-1\n",
			[]game{{212345, 212346, engine.WhiteWins}, {212346, 212347, engine.BlackWins}}},
		{"no blank line", tags("212345", "212346", "1-0", "2025.01.02") + tags("212346", "212347", "0-1", "2025.01.03"),
			[]game{{212345, 212346, engine.WhiteWins}, {212346, 212347, engine.BlackWins}}},
		{"three without moves", tags("212345", "212346", "1-0", "2025.01.02") + "\n" + tags("212346", "212347", "0-1", "2025.01.03") + "\n" + tags("212347", "212345", "1/2-1/2", "2025.01.04"),
			[]game{{212345, 212346, engine.WhiteWins}, {212346, 212347, engine.BlackWins}, {212347, 212345, engine.Draw}}},
		{"moves after a blank line", tags("212345", "212346", "1-0", "2025.01.02") + "\n\n1. e4 1-0\n\n" + tags("212346", "212347", "0-1", "2025.01.03") + "\n0-1\n",
			[]game{{212345, 212346, engine.WhiteWins}, {212346, 212347, engine.BlackWins}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := write(t, "games.pgn", []byte(tt.pgn))
			gl, ps := pgnio.ReadGameList(path, pgnio.ListLookup(sampleList), pgnio.Options{Today: today})
			if gl == nil {
				t.Fatalf("ReadGameList = nil, %v", ps)
			}
			if len(gl.Games) != len(tt.want) || gl.Count.Rows != len(tt.want) || !gl.Count.Balanced() {
				t.Fatalf("ReadGameList read %d games (count %+v), want %d", len(gl.Games), gl.Count, len(tt.want))
			}
			for i, w := range tt.want {
				if g := gl.Games[i]; g.White != w.white || g.Black != w.black || g.Outcome != w.outcome {
					t.Errorf("game %d = %d-%d %v, want %d-%d %v", i+1, g.White, g.Black, g.Outcome, w.white, w.black, w.outcome)
				}
			}
		})
	}
}

// TestReadGameListBlankLineInTags: a blank line inside a game's tags,
// before its Result tag, does not end the game.
func TestReadGameListBlankLineInTags(t *testing.T) {
	pgn := "[Event \"E\"]\n[WhiteIccfID \"212345\"]\n\n[BlackIccfID \"212346\"]\n[Result \"1-0\"]\n[EndDate \"2025.01.02\"]\n\n1. e4 1-0\n"
	path := write(t, "gap.pgn", []byte(pgn))
	gl, ps := pgnio.ReadGameList(path, pgnio.ListLookup(sampleList), pgnio.Options{Today: today})
	if gl == nil || len(gl.Games) != 1 || gl.Games[0].White != 212345 || gl.Games[0].Black != 212346 {
		t.Fatalf("ReadGameList(blank line in tags) = %v, %v, want one game 212345-212346", gl, ps)
	}
}

// TestReadGameListTagLongerThanACell: a tag whose value a spreadsheet
// cell cannot hold (more than 32,767 characters counted in UTF-16 units,
// an emoji two) is an error at its game and line, so that every text read
// can be written to the workbook (a tester: a 40,000-character Event was
// read, and writing the rated workbook failed at the end).
func TestReadGameListTagLongerThanACell(t *testing.T) {
	game := func(event string) string {
		return "[Event \"" + event + "\"]\n[WhiteIccfID \"212345\"]\n[BlackIccfID \"212346\"]\n[Result \"1-0\"]\n[EndDate \"2025.01.02\"]\n\n1. e4 1-0\n"
	}
	for _, tt := range []struct {
		name, event string
		refused     bool
	}{
		{"letters over", strings.Repeat("A", 32768), true},
		{"emoji over", strings.Repeat("😀", 16384), true},
		{"longest", strings.Repeat("😀", 16383) + "A", false},
	} {
		path := write(t, "games.pgn", []byte(game(tt.event)))
		gl, ps := pgnio.ReadGameList(path, pgnio.ListLookup(sampleList), pgnio.Options{Today: today})
		errs := ps.Errors()
		switch {
		case tt.refused && (len(errs) != 1 || errs[0].Cell != "game 1 (line 1)" || !strings.Contains(errs[0].Msg, "tag Event holds more than the 32,767 characters")):
			t.Errorf("%s: problems %v, want one error at game 1 (line 1) for the Event tag", tt.name, ps)
		case !tt.refused && (len(errs) != 0 || gl == nil || len(gl.Games) != 1):
			t.Errorf("%s: problems %v, want the game read", tt.name, ps)
		}
	}
}
