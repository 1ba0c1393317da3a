package xlsxio_test

import (
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// TestCrosstableUnreadColumns: a heading one letter away from a
// crosstable's heading ("IB" for ID, "Raiting" for Rating) is a warning at
// the heading naming the heading meant, and a value in a column without a
// heading a warning at its first cell; other unknown headings (a final
// Place, a Club) are not (two testers: the IDs were lost with check
// saying "ok").
func TestCrosstableUnreadColumns(t *testing.T) {
	table := func(header string, rows ...string) string {
		return "Tournament,Cup\nSection,A\nStart,2024-01-15\n" + header + "\n" + strings.Join(rows, "\n") + "\n"
	}
	tests := []struct {
		name, content string
		want          []string // "CELL:words"
	}{
		{"IB for ID", table("No,IB,Name,Rating,Status,1,2", "1,101,A,2400,fixed,x,1", "2,102,B,2300,fixed,0,x"),
			[]string{"B4:head it ID"}},
		{"Raiting for Rating", table("No,ID,Name,Raiting,1,2", "1,101,A,2400,x,1", "2,102,B,2300,0,x"),
			[]string{"D4:head it Rating"}},
		{"a blank heading with values", table("No,,Name,Rating,Status,1,2", "1,101,A,2400,fixed,x,1", "2,102,B,2300,fixed,0,x"),
			[]string{"B5:no heading"}},
		{"place, club and SB", table("No,ID,Name,Rating,Status,1,2,Place,Club,SB", "1,101,A,2400,fixed,x,1,1,Oslo,1", "2,102,B,2300,fixed,0,x,2,Bergen,0"),
			nil},
	}
	for _, tt := range tests {
		path := writeTextFile(t, "cup.csv", tt.content)
		_, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{})
		var got []string
		for _, p := range ps.Warnings() {
			got = append(got, p.Cell+": "+p.Msg)
		}
		if len(got) != len(tt.want) {
			t.Errorf("%s: warnings %q, want %d (%q)", tt.name, got, len(tt.want), tt.want)
			continue
		}
		for i, w := range tt.want {
			cell, words, _ := strings.Cut(w, ":")
			if !strings.HasPrefix(got[i], cell+": ") || !strings.Contains(got[i], words) {
				t.Errorf("%s: warning %q, want one at %s saying %q", tt.name, got[i], cell, words)
			}
		}
	}
}

// TestCrosstableForNormsGivesEveryProblem: read for its norms, a section
// with an error in a cell and no Start gets both problems at once; read
// for rating, only the cell's (a tester: norms told of the missing Start
// only on the next run).
func TestCrosstableForNormsGivesEveryProblem(t *testing.T) {
	content := "Tournament,Cup\nSection,A\nNo,ID,Name,Rating,Status,1,2\n1,101,A,2400,fixed,x,1\n2,102,B,2300,fixed,1,x\n"
	path := writeTextFile(t, "cup.csv", content)
	for _, forNorms := range []bool{true, false} {
		_, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{ForNorms: forNorms})
		start := 0
		for _, p := range ps.Errors() {
			if strings.Contains(p.Msg, "no Start") {
				start++
			}
		}
		if errs := len(ps.Errors()); errs < 2 || (start == 1) != forNorms {
			t.Errorf("ForNorms %v: %d errors, %d about Start: %v", forNorms, errs, start, ps)
		}
	}
}
