package xlsxio_test

import (
	"path/filepath"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// Defects the fuzz targets found, each kept as a failing test that is
// skipped until the defect is fixed; the fuzz targets leave these inputs
// out meanwhile (see their comments). Remove the t.Skip with the fix.

// TestKnownDefectCSVWriterCarriageReturn: the CSV writer (WriteRatingCSV,
// WriteGameList, the norms and crosstable CSV) writes through encoding/csv
// with UseCRLF, which drops a carriage return inside a field and writes a
// line feed as CRLF, so a text holding a carriage return (Excel writes one
// as _x000D_ in a workbook; a pasted Mac text has them) does not come back:
// "a\rb" reads back as "ab", a club "\r" as "'". Found by
// FuzzListExportRoundTrip.
func TestKnownDefectCSVWriterCarriageReturn(t *testing.T) {
	t.Skip("known defect: the CSV writer drops carriage returns inside fields (encoding/csv UseCRLF); not fixed on any branch yet")
	tests := []struct{ name, club string }{
		{"Carriage\rReturn", "\r"},
		{"Line\r\nEnd", "a\rb"},
	}
	for _, tt := range tests {
		list := &xlsxio.RatingList{
			Players:      []engine.Player{{ID: 1, Name: tt.name}},
			Rows:         []xlsxio.ListRow{{Extra: []string{tt.club}}},
			ExtraHeaders: []string{"Club"},
		}
		path := filepath.Join(t.TempDir(), "export.csv")
		if err := xlsxio.WriteListExport(path, xlsxio.ExportFromList(list)); err != nil {
			t.Fatal(err)
		}
		got, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
		if ps.HasErrors() {
			t.Fatalf("ReadRatingList(%q) = %v", tt.name, ps)
		}
		if got.Players[0].Name != tt.name || got.Rows[0].Extra[0] != tt.club {
			t.Errorf("WriteListExport then ReadRatingList(%q, %q) = %q, %q, want them unchanged", tt.name, tt.club, got.Players[0].Name, got.Rows[0].Extra[0])
		}
	}
}
