package xlsxio_test

import (
	"path/filepath"
	"testing"
	"time"

	"ratingdesk/xlsxio"
)

// TestNormsEarlierRules: the Norms sheet (and its CSV) of a section
// started before 1 April 2017 presents no App. 2 figure as a norm: Status
// "not computed", Required, Norm and the credit empty; the Requirements
// sheet shows the start date against "from 1 April 2017" as the earlier
// rules, not a failure (a TD re-tester: "out of reach", "no" and 7.5 beside
// "earlier rules, not computed").
func TestNormsEarlierRules(t *testing.T) {
	c := sampleCrosstables(t)[0]
	c.Section.Start = time.Date(2016, 5, 1, 0, 0, 0, 0, time.UTC)
	rep := normsReport(t, c)
	dir := t.TempDir()
	path := filepath.Join(dir, "norms.csv")
	if err := xlsxio.WriteNormsCSV(path, rep); err != nil {
		t.Fatal(err)
	}
	rows := csvRecords(t, path)
	if len(rows) == 0 {
		t.Fatal("no rows")
	}
	for _, row := range rows {
		for _, col := range []string{"Required", "Norm", "Overscore", "Games", "GM games", "SIM games"} {
			if row[col] != "" {
				t.Fatalf("No %s %s: %s %q, want empty", row["No"], row["Title level"], col, row[col])
			}
		}
		if row["Status"] != "not computed" {
			t.Fatalf("No %s %s: Status %q, want not computed", row["No"], row["Title level"], row["Status"])
		}
	}
	book := filepath.Join(dir, "norms.xlsx")
	if err := xlsxio.WriteNormsOutput(book, []string{"in.xlsx"}, rep, xlsxio.Notes{}); err != nil {
		t.Fatal(err)
	}
	if got, ps := xlsxio.ReadNorms(book, xlsxio.ReadOptions{}); len(got) != 0 || len(ps) != 0 {
		t.Errorf("read back %v, problems %v; want no norm", got, ps)
	}
	cells, err := openWorkbook(t, book).GetRows("Requirements")
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, r := range cells {
		if len(r) >= 5 && r[1] == "started on or after 1 April 2017" {
			found = true
			if r[2] != "1 May 2016" || r[3] != "from 1 April 2017" || r[4] != "earlier rules, not computed" {
				t.Errorf("start date row %q", r)
			}
		}
	}
	if !found {
		t.Errorf("no start date row in %q", cells)
	}
}
