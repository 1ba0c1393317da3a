package xlsxio_test

import (
	"slices"
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// TestIDGivenTwiceNamesBothPlayers: an ID given twice in a rating list
// or a crosstable names the players of both rows, so that the officer
// sees which one has the wrong ID (a tester: "ID 100101 is given twice:
// also in A2" left him to open the file to find out).
func TestIDGivenTwiceNamesBothPlayers(t *testing.T) {
	tests := []struct {
		name, second, want string
	}{
		{"two players", "Beta", `A3: ID 100001 is given twice: also in A2 ("Alpha" there, "Beta" here)`},
		{"one player twice", "Alpha", `A3: ID 100001 is given twice: also in A2 ("Alpha" both times)`},
		{"a row without a name", "", `A3: ID 100001 is given twice: also in A2`},
	}
	for _, tt := range tests {
		path := writeTextFile(t, "list.csv", strings.Join([]string{
			"ID,Name,Rating,RD,Games",
			"100001,Alpha,2412,60,40",
			"100001," + tt.second + ",2400,60,40",
			"100003,Gamma,2400,60,40",
		}, "\n"))
		_, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
		if got := problemErrors(t, ps); !slices.Contains(got, path+":"+tt.want) {
			t.Errorf("ReadRatingList(%s) = %q, want %q among them", tt.name, got, tt.want)
		}
	}

	rows := allProblemsTable([4]string{"x 1 ½ 1", "0 x 0 1", "½ 1 x 0", "0 0 1 x"}, [4]string{"", "", "", ""})
	rows[8][1] = "100002" // No 3 given No 2's ID
	path := writeTextFile(t, "cross.csv", semicolonCSV(rows))
	_, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{})
	want := path + `:B9: ID 100002 is given twice: also in B8 ("Berg, Anna" there, "Novak, Jan" here)`
	if got := problemErrors(t, ps); !slices.Contains(got, want) {
		t.Errorf("ReadCrosstables = %q, want %q among them", got, want)
	}
}
