package xlsxio

import (
	"testing"

	"ratingdesk/engine"
)

func TestExcludedCell(t *testing.T) {
	cols := &engine.GameColumns{engine.FieldWhite: "A", engine.FieldBlack: "B", engine.FieldFinished: "D"}
	listed := engine.Game{Origin: engine.Origin{Cell: "C24"}, Cells: engine.GameCells{Row: 24, Cols: cols}}
	crosstable := engine.Game{Origin: engine.Origin{Cell: "F9"}} // no cell of its own for the date
	tests := []struct {
		name   string
		game   engine.Game
		reason engine.ExclusionReason
		want   string
	}{
		{"after the period", listed, engine.ExcludedAfterPeriod, "D24"},
		{"before the period", listed, engine.ExcludedBeforePeriod, "D24"},
		{"forfeit", listed, engine.ExcludedForfeit, "C24"},
		{"not finished", listed, engine.ExcludedUnfinished, "C24"},
		{"after, no date cell", crosstable, engine.ExcludedAfterPeriod, "F9"},
	}
	for _, tt := range tests {
		if got := ExcludedCell(&tt.game, tt.reason); got != tt.want {
			t.Errorf("ExcludedCell(%s) = %q, want %q", tt.name, got, tt.want)
		}
	}
}
