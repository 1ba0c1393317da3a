package xlsxio_test

import (
	"path/filepath"
	"testing"

	"ratingdesk/xlsxio"
)

// TestListPeriod: the period of a list Rating Desk wrote is read from its
// Notes sheet with the list (RatingList.Period: a tester opened the new
// list of 2026/1 and the period stayed 2026/1), the workbook opened once
// (a review: the app opened it again for the period); a list without
// one and a CSV file say none.
func TestListPeriod(t *testing.T) {
	res, in, list := samplePeriod(t)
	dir := t.TempDir()
	written := filepath.Join(dir, "new.xlsx")
	if err := xlsxio.WriteRatingWorkbook(written, res, in, xlsxio.ExportFromResult(res, list), xlsxio.Notes{ProgramVersion: "test"}); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		path   string
		want   string
		wantOK bool
	}{
		{written, res.Period.String(), true},
		{filepath.Join("..", "testdata", "sample-list.xlsx"), "", false},
		{filepath.Join("..", "testdata", "sample-list.csv"), "", false},
	}
	for _, tt := range tests {
		list, ps := xlsxio.ReadRatingList(tt.path, xlsxio.ReadOptions{})
		if ps.HasErrors() {
			t.Fatalf("ReadRatingList(%s): %v", filepath.Base(tt.path), ps)
		}
		p, ok := list.Period, list.HasPeriod
		got := ""
		if ok {
			got = p.String()
		}
		if got != tt.want || ok != tt.wantOK {
			t.Errorf("ReadRatingList(%s).Period = %q, %v, want %q, %v", filepath.Base(tt.path), got, ok, tt.want, tt.wantOK)
		}
	}
}
