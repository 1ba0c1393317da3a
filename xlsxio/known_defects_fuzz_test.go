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

// TestKnownDefectListRowsLost: CSV rating lists that read as "ok" with a
// player lost. Each must give every player or an error.
//   - a name holding ";ID;" in a comma-separated file: the separator is
//     sniffed from any of the first rows, the semicolon gives a "wider"
//     header row there, and the player's row becomes the header: "ok,
//     rating list of 0 players" (found by reasoning over the sniffing while
//     writing FuzzDetectKindFormats; branch csv owns the sniffing);
//   - a missing closing quote: the next players vanish into the name
//     (issue 8; fixed on branch csv);
//   - lines ended by lone carriage returns among line feeds (issue 8;
//     fixed on branch csv). FuzzReadRatingListCSV counts such files once
//     csvMixedLineEnds is true.
func TestKnownDefectListRowsLost(t *testing.T) {
	t.Skip("known defect: rows lost in CSV lists (missing quote and mixed line ends fixed on branch csv; the separator sniffed from a data row not fixed on any branch yet)")
	tests := []struct {
		name, csv string
		players   int
	}{
		{"separator sniffed from a name", "ID,Name\n1,x;ID;Name;y\n", 1},
		{"missing closing quote", "ID,Name,Fed,Rating,RD\n1,\"Alpha, Ann,ENG,2400,50\n2,Beta,GER,2300,60\n3,Gamma,FRA,2200,70\n", 3},
		{"mixed line ends", "ID,Name\r\n1,A\r2,B\n3,C\r4,D\r\n", 4},
	}
	for _, tt := range tests {
		data := []byte(tt.csv)
		list, ps := xlsxio.ReadRatingList(fuzzFile(t, "list.csv", data), xlsxio.ReadOptions{})
		if ps.HasErrors() {
			continue
		}
		if len(list.Players) != tt.players {
			t.Errorf("ReadRatingList(%s) = %d players and no error, want %d players or an error", tt.name, len(list.Players), tt.players)
		}
	}
}
