package xlsxio_test

import (
	"testing"

	"ratingdesk/xlsxio"
)

// TestReadNormsStatus: a norm's Status says whether it is secured (a game
// still to play), which a title does not count yet (titles.Norm.Secured;
// docs/rules.md §3, "Titles from norms"); achieved, or no Status, is an
// achieved norm; any other status of a row with Norm yes is an error at
// its cell.
func TestReadNormsStatus(t *testing.T) {
	tests := []struct {
		csv     string
		secured []bool
		cells   []string
	}{
		{"ID,Title level,Norm,Status,Event,Games\n1,CCM,yes,secured,E,12\n2,CCM,yes,achieved,E,12\n3,IM,yes,Secured,E,12\n4,IM,no,possible,E,12\n",
			[]bool{true, false, true}, nil},
		{"ID,Title level,Norm,Event,Games\n1,CCM,yes,E,12\n", []bool{false}, nil},
		{"ID,Title level,Norm,Status,Event,Games\n1,CCM,yes,possible,E,12\n2,CCM,yes,,E,12\n", nil, []string{"D2/E"}},
	}
	for _, tc := range tests {
		got, ps := xlsxio.ReadNorms(writeTextFile(t, "n.csv", tc.csv), xlsxio.ReadOptions{})
		if tc.cells != nil {
			wantCells(t, ps, tc.cells...)
			continue
		}
		if len(ps) != 0 || len(got) != len(tc.secured) {
			t.Errorf("ReadNorms(%q) = %d norms, %v, want %d norms", tc.csv, len(got), ps, len(tc.secured))
			continue
		}
		for i, n := range got {
			if n.Secured != tc.secured[i] {
				t.Errorf("ReadNorms(%q)[%d].Secured = %v, want %v", tc.csv, i, n.Secured, tc.secured[i])
			}
		}
	}
}
