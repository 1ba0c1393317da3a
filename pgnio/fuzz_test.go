package pgnio_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ratingdesk/engine"
	"ratingdesk/pgnio"
)

// FuzzReadGameList reads any bytes as PGN: it never panics, and a list
// read accounts for every game (Rows = Read + WithErrors = the games).
func FuzzReadGameList(f *testing.F) {
	f.Add([]byte(iccfPGN))
	f.Add([]byte("[White \"a\"]\n[Black \"b\"]\n{ 1-0 ( } (1-0) 1/2-1/2\n[White \"c\"\n"))
	f.Add([]byte("%x\n\xef\xbb\xbf[Event \"\\\"\"]\r1. e4 ; 0-1\r*"))
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(dir, "fuzz.pgn")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		pf, err := pgnio.Parse(path)
		if err != nil {
			t.Fatalf("Parse: %v", err)
		}
		for _, lk := range []pgnio.Lookup{nil, pgnio.ListLookup(sampleList)} {
			gl, ps := pf.GameList(lk, pgnio.Options{Today: today, Undated: pgnio.UndatedWarning})
			if gl == nil {
				if !ps.HasErrors() {
					t.Fatalf("GameList = nil without an error: %v", ps)
				}
				continue
			}
			if c := gl.Count; !c.Balanced() || c.Rows != len(pf.Games) || len(gl.Games) != c.Rows || c.Read != c.Rows {
				t.Fatalf("GameList count %+v for %d games parsed, %d read", c, len(pf.Games), len(gl.Games))
			}
		}
	})
}

// randomGame is a game the round trip writes and expects back.
type randomGame struct {
	white, black engine.Player
	byName       bool
	result       string
	outcome      engine.Outcome
	finished     time.Time
}

// writeRandomPGN writes n random games of sampleList's players that can be
// told apart by name (the first three), with comments, variations and
// escape lines holding tokens that look like results and tags.
func writeRandomPGN(r *rand.Rand, n int) (string, []randomGame) {
	players := sampleList.Players[:3]
	results := []struct {
		s string
		o engine.Outcome
	}{{"1-0", engine.WhiteWins}, {"0-1", engine.BlackWins}, {"1/2-1/2", engine.Draw}, {"*", engine.Unfinished}}
	var b strings.Builder
	var games []randomGame
	for range n {
		w := r.IntN(len(players))
		bl := (w + 1 + r.IntN(len(players)-1)) % len(players)
		res := results[r.IntN(len(results))]
		g := randomGame{white: players[w], black: players[bl], byName: r.IntN(2) == 0, result: res.s, outcome: res.o}
		if res.o != engine.Unfinished {
			g.finished = time.Date(1990+r.IntN(35), time.Month(1+r.IntN(12)), 1+r.IntN(28), 0, 0, 0, 0, time.UTC)
		}
		games = append(games, g)
		writeGame(&b, r, g)
	}
	return b.String(), games
}

// writeGame writes one game of the round trip.
func writeGame(b *strings.Builder, r *rand.Rand, g randomGame) {
	fmt.Fprintf(b, "[Event \"Cup \\\"%d\\\"\"]\n[Site \"ICCF\"]\n[White \"%s\"]\n[Black \"%s\"]\n[Result \"%s\"]\n", r.IntN(9), g.white.Name, g.black.Name, g.result)
	if !g.byName {
		fmt.Fprintf(b, "[WhiteIccfID \"%d\"]\n[blackiccfid \"%d\"]\n", g.white.ID, g.black.ID)
	}
	useMoves := r.IntN(2) == 0
	if !g.finished.IsZero() && !useMoves {
		fmt.Fprintf(b, "[EndDate \"%s\"]\n", g.finished.Format("2006.01.02"))
	}
	b.WriteString("\n1. e4 {0-1 [%ccsnt 1980.01.01]} e5 (1... c5 {*} 2. Nf3 1-0) 2. Nf3 $1 ; 1/2-1/2\n%[White \"x\"] 0-1\n")
	if !g.finished.IsZero() && useMoves {
		fmt.Fprintf(b, "2... Nc6 {[%%ccsnt %s,12:00] done}\n", g.finished.Format("2006.01.02"))
	}
	fmt.Fprintf(b, "%s\n\n", g.result)
}

// FuzzRoundTrip writes random games as PGN and reads them back: the same
// players, results and dates, every game accounted for.
func FuzzRoundTrip(f *testing.F) {
	f.Add(uint64(1), uint8(3))
	f.Add(uint64(42), uint8(40))
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, seed uint64, n uint8) {
		r := rand.New(rand.NewPCG(seed, uint64(n)))
		text, want := writeRandomPGN(r, 1+int(n)%60)
		path := filepath.Join(dir, "round.pgn")
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		gl, ps := pgnio.ReadGameList(path, pgnio.ListLookup(sampleList), pgnio.Options{Today: today})
		if gl == nil {
			t.Fatalf("ReadGameList = nil, %v\n%s", ps, text)
		}
		if len(gl.Games) != len(want) || gl.Count.Rows != len(want) || gl.Count.Read != len(want) || !gl.Count.Balanced() {
			t.Fatalf("read %d games (count %+v), want %d", len(gl.Games), gl.Count, len(want))
		}
		for i, w := range want {
			g := gl.Games[i]
			if g.White != w.white.ID || g.Black != w.black.ID || g.Outcome != w.outcome || !g.Finished.Equal(w.finished) {
				t.Errorf("game %d = %d-%d %v %v, want %d-%d %v %v", i+1, g.White, g.Black, g.Outcome, g.Finished, w.white.ID, w.black.ID, w.outcome, w.finished)
			}
		}
	})
}
