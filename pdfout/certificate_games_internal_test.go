package pdfout

import "testing"

func TestGamesText(t *testing.T) {
	for n, want := range map[int]string{0: "0 games", 1: "1 game", 3: "3 games"} {
		if got := gamesText(n); got != want {
			t.Errorf("gamesText(%d) = %q, want %q", n, got, want)
		}
	}
}
