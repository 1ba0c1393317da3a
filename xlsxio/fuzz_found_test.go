package xlsxio_test

import (
	"path/filepath"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// Defects the fuzz targets found, kept as regression tests.

// TestCSVWriterKeepsCarriageReturns: the CSV writer (WriteListExport,
// WriteGameList, the norms and crosstable CSV) once wrote through
// encoding/csv with UseCRLF, which drops a carriage return inside a field,
// so a text holding one (Excel writes one as _x000D_ in a workbook; a
// pasted Mac text has them) did not come back: "a\rb" read back as "ab", a
// club "\r" as "'". Found by FuzzListExportRoundTrip. A CRLF inside a
// quoted field reads as a line feed (docs/rules.md, "CSV"), so "Line\r\nEnd"
// comes back as "Line\nEnd".
func TestCSVWriterKeepsCarriageReturns(t *testing.T) {
	tests := []struct{ name, club, wantName string }{
		{"Carriage\rReturn", "\r", "Carriage\rReturn"},
		{"Line\r\nEnd", "a\rb", "Line\nEnd"},
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
		if got.Players[0].Name != tt.wantName || got.Rows[0].Extra[0] != tt.club {
			t.Errorf("WriteListExport then ReadRatingList(%q, %q) = %q, %q, want %q, %q", tt.name, tt.club, got.Players[0].Name, got.Rows[0].Extra[0], tt.wantName, tt.club)
		}
	}
}

// TestListRowsNeverLost: CSV rating lists that once read as "ok" with a
// player lost. Each must give every player or an error.
//   - a name holding ";ID;" in a comma-separated file: the separator was
//     sniffed from any of the first rows, the semicolon gave a "wider"
//     header row there, and the player's row became the header: "ok,
//     rating list of 0 players" (found by reasoning over the sniffing while
//     writing FuzzDetectKindFormats);
//   - a missing closing quote: the next players vanished into the name;
//   - lines ended by lone carriage returns among line feeds.
func TestListRowsNeverLost(t *testing.T) {
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
