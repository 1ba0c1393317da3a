package pgnio_test

import (
	"strings"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/pgnio"
)

// TestReadGameListMixedEncoding: a file that is UTF-8 but for some lines
// (games pasted from a Latin-1 file) reads each line in its own encoding:
// the UTF-8 names stay as written, a byte-order mark is no text, and a
// warning names the first Latin-1 line (a tester: the whole file was read
// as Latin-1, so the mark became "ï»¿", an error at line 1, and every UTF-8
// name was garbled).
func TestReadGameListMixedEncoding(t *testing.T) {
	pgn := "\ufeff[Event \"E\"]\n[White \"Müller, Hans\"]\n[Black \"Smith, John\"]\n[Result \"0-1\"]\n[EndDate \"2025.01.02\"]\n\n1. e4 0-1\n\n" +
		"[Event \"E\"]\n[White \"Jóhannsson, Jón\"]\n[Black \"M\xfcller, Hans\"]\n[Result \"1-0\"]\n[EndDate \"2025.01.03\"]\n\n1. e4 1-0\n"
	path := write(t, "mixed.pgn", []byte(pgn))
	gl, ps := pgnio.ReadGameList(path, pgnio.ListLookup(sampleList), pgnio.Options{Today: today})
	if gl == nil {
		t.Fatalf("ReadGameList(mixed) = nil, %v", ps)
	}
	want := []struct{ white, black engine.PlayerID }{{212345, 212346}, {212347, 212345}}
	for i, w := range want {
		if g := gl.Games[i]; g.White != w.white || g.Black != w.black {
			t.Errorf("game %d = %d-%d, want %d-%d", i+1, g.White, g.Black, w.white, w.black)
		}
	}
	if msg := "mixed.pgn: warning: line 11 is not UTF-8: it was read as Latin-1"; !strings.Contains(ps.Error(), msg) {
		t.Errorf("ReadGameList(mixed) problems = %q, want %q", ps.Error(), msg)
	}
}
