package xlsxio_test

import (
	"testing"

	"ratingdesk/xlsxio"
)

// TestLastGameCell: a player's Last game cell is named by its column and
// the player's row, in a list with the column anywhere; without the
// column, the row's first cell.
func TestLastGameCell(t *testing.T) {
	for _, tt := range []struct {
		name, content, want string
	}{
		{"column F", "ID,Name,Rating,RD,Games,Last game\n101,\"Aa, Ann\",2000,80,40,2025-05-01\n102,\"Bb, Bob\",2100,70,50,2025-06-01\n", "F3"},
		{"column C", "ID,Name,Last game,Rating,RD,Games\n101,\"Aa, Ann\",2025-05-01,2000,80,40\n102,\"Bb, Bob\",2025-06-01,2100,70,50\n", "C3"},
		{"no column", "ID,Name,Rating,RD,Games\n101,\"Aa, Ann\",2000,80,40\n102,\"Bb, Bob\",2100,70,50\n", "A3"},
	} {
		rl, ps := xlsxio.ReadRatingList(writeTextFile(t, "list.csv", tt.content), xlsxio.ReadOptions{})
		if ps.HasErrors() || rl == nil {
			t.Fatalf("%s: %v", tt.name, ps)
		}
		if got := rl.LastGameCell(1); got != tt.want {
			t.Errorf("%s: LastGameCell(1) = %q, want %q", tt.name, got, tt.want)
		}
	}
}
