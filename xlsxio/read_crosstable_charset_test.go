package xlsxio_test

import (
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// TestCrosstableMisdecodedAndFed: a result or Score that looks like UTF-8
// read in another character set ("Â½") says that the file's character set
// is wrong, and the Fed warning says what the reader accepts, 2 to 4
// letters (a tester: 54 errors without a hint; the warning said three
// letters where formats.md says 2 to 4).
func TestCrosstableMisdecodedAndFed(t *testing.T) {
	const head = "Tournament,Cup\nStart,2024-01-15\nNo,ID,Name,Fed,Rating,Status,1,2,Score\n"
	tests := []struct {
		rows string
		want []string // "CELL:words", in order
	}{
		{"1,101,A,NOR,2400,fixed,x,Â½,Â½\n2,102,B,GB,2300,fixed,Â½,x,½\n", []string{
			`H4:No 1 against No 2: "Â½" is not a crosstable result: the file's character set looks wrong`,
			`G5:No 2 against No 1: "Â½" is not a crosstable result: the file's character set looks wrong`,
			`I4:Score: "Â½" is not a score: the file's character set looks wrong`,
		}},
		{"1,101,A,NOR,2400,fixed,x,1:0,1\n2,102,B,GB,2300,fixed,0,x,0\n", []string{
			`H4:No 1 against No 2: "1:0" is not a crosstable result: expected 1`,
		}},
		{"1,101,A,Norway,2400,fixed,x,1,1\n2,102,B,ICCF,2300,fixed,0,x,0\n", []string{
			`D4:Fed: "Norway" is not a federation code (2 to 4 letters, such as ENG, GER, SRB)`,
		}},
	}
	for _, tt := range tests {
		path := writeTextFile(t, "cup.csv", head+tt.rows)
		_, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{})
		var got []string
		for _, p := range ps {
			got = append(got, p.Cell+":"+p.Msg)
		}
		ok := len(got) == len(tt.want)
		for i := 0; ok && i < len(got); i++ {
			ok = strings.HasPrefix(got[i], tt.want[i])
		}
		if !ok {
			t.Errorf("ReadCrosstables(%q) = %q, want %q", tt.rows, got, tt.want)
		}
	}
}
