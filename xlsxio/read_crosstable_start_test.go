package xlsxio_test

import (
	"strings"
	"testing"
	"time"

	"ratingdesk/xlsxio"
)

// TestCrosstableRefusedStartForNorms: read for the norms, a Start cell
// whose date is refused (in the future, no date) has its own error and
// no other; only an empty or missing Start is said to be so (a tester:
// norms added "Start is empty" under the error of a future date).
func TestCrosstableRefusedStartForNorms(t *testing.T) {
	const table = "No,ID,Name,Rating,Status,1,2\n1,101,A,2400,fixed,x,1\n2,102,B,2300,fixed,0,x\n"
	today := time.Date(2026, 11, 27, 0, 0, 0, 0, time.UTC)
	tests := []struct {
		start string
		want  []string // "CELL:words" of each error
	}{
		{"Start,2027-01-10\n", []string{"B2:is in the future"}},
		{"Start,next spring\n", []string{"B2:next spring"}},
		{"Start,\n", []string{"B2:Start is empty"}},
		{"", []string{":has no Start"}},
	}
	for _, tt := range tests {
		path := writeTextFile(t, "cup.csv", "Tournament,Cup\n"+tt.start+table)
		cts, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{ForNorms: true, Today: today})
		for _, c := range cts {
			ps = append(ps, c.NormProblems()...) // as norms does with a section that reads
		}
		errs := ps.Errors()
		var got []string
		for _, p := range errs {
			got = append(got, p.Cell+": "+p.Msg)
		}
		ok := len(got) == len(tt.want)
		for i := 0; ok && i < len(got); i++ {
			cell, words, _ := strings.Cut(tt.want[i], ":")
			ok = strings.HasPrefix(got[i], cell+": ") && strings.Contains(got[i], words) && (words == "Start is empty" || !strings.Contains(got[i], "empty"))
		}
		if !ok {
			t.Errorf("ReadCrosstables(%q, ForNorms) = %q, want %q", tt.start, got, tt.want)
		}
	}
}
