package gui

import (
	"testing"
	"time"

	"ratingdesk/engine"
)

func TestFinishedText(t *testing.T) {
	day := time.Date(2025, 10, 15, 0, 0, 0, 0, time.UTC)
	tests := []struct {
		name string
		game engine.Game
		want string
	}{
		{"finished, dated", engine.Game{Outcome: engine.WhiteWins, Finished: day}, "2025-10-15"},
		{"finished, no date", engine.Game{Outcome: engine.Draw}, "undated"},
		{"not finished", engine.Game{Outcome: engine.Unfinished}, "–"},
	}
	for _, tt := range tests {
		if got := finishedText(&tt.game); got != tt.want {
			t.Errorf("finishedText(%s) = %q, want %q", tt.name, got, tt.want)
		}
	}
}
