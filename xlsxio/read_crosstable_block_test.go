package xlsxio_test

import (
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// TestCrosstableUnknownKeys: a row of the block above the table whose key
// is unknown is one warning, at the key, naming the text beside it, and
// naming the key meant when it is one letter away (a tester:
// "Turnier;Frühjahrsmeisterschaft 2025" gave a warning for the key and
// another for its value).
func TestCrosstableUnknownKeys(t *testing.T) {
	const table = "No,ID,Name,Rating,Status,1,2\n1,101,A,2400,fixed,x,1\n2,102,B,2300,fixed,0,x\n"
	tests := []struct {
		block string
		want  []string // "CELL:words", in order
	}{
		{"Turnier,Frühjahrsmeisterschaft 2025\nTournament,Cup\nStart,2025-01-10\n",
			[]string{`A1:"Turnier" above the table is not a key of the crosstable (Tournament, Section, Type, Start, Finished, Rated, Title tournament, Double round, Board, Boards, Arbiter, Tournament director, Organiser); it and the text beside it ("Frühjahrsmeisterschaft 2025") are not read`}},
		{"Tournament,Cup\nStrat,2025-01-10\nStart,2025-01-10\n",
			[]string{`A2:"Strat" above the table is not a key of the crosstable (Tournament, Section, Type, Start, Finished, Rated, Title tournament, Double round, Board, Boards, Arbiter, Tournament director, Organiser); it and the text beside it ("2025-01-10") are not read; if it is meant as Start, write Start`}},
		{"Cup 2025 crosstable\nTournament,Cup\nStart,2025-01-10\n",
			[]string{`A1:"Cup 2025 crosstable" above the table is not a key of the crosstable (Tournament, Section, Type, Start, Finished, Rated, Title tournament, Double round, Board, Boards, Arbiter, Tournament director, Organiser) and is not read`}},
		{"Tournament,Cup,Turnier,Frühjahr,Start,2025-01-10\n",
			[]string{`C1:"Turnier" above the table`}},
		{"Tournamnet: Cup\nTournament,Cup\nStart,2025-01-10\n",
			[]string{`A1:"Tournamnet: Cup" above the table is not a key of the crosstable (Tournament, Section, Type, Start, Finished, Rated, Title tournament, Double round, Board, Boards, Arbiter, Tournament director, Organiser) and is not read; if it is meant as Tournament, write Tournament`}},
	}
	for _, tt := range tests {
		path := writeTextFile(t, "cup.csv", tt.block+table)
		cts, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{})
		var got []string
		for _, p := range ps {
			got = append(got, p.Cell+":"+p.Msg)
		}
		ok := len(cts) == 1 && len(got) == len(tt.want)
		for i := 0; ok && i < len(got); i++ {
			ok = strings.HasPrefix(got[i], tt.want[i])
		}
		if !ok {
			t.Errorf("ReadCrosstables(%q) = %q, want %q", tt.block, got, tt.want)
		}
	}
}
