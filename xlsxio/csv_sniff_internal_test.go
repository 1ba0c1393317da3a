package xlsxio

import "testing"

// TestSniffSeparatorBrokenRecord: a separator that cannot parse a record
// does not find the header row sooner for having skipped it. Line 4 is a
// good comma record whose quoted field, read with semicolons, is followed
// by a comma; skipping it put the header row "ID" one row earlier for the
// semicolon, which then won (found by FuzzDetectKindFormats: the file read
// as a rating list, its workbook as a crosstable).
func TestSniffSeparatorBrokenRecord(t *testing.T) {
	tests := []struct {
		data string
		want byte
	}{
		{"Black,\nTournament,½,½\nScore\n\"\"\"\"\"Norm\"\"\",3,Rating\nID\n", ','},
		{"Note\n\"a;b\",\"c\";d\nID;Name\n", ';'},
		{"ID,Name,Rating\n1,\"Smith, John\",2400\n", ','},
		// A one-cell header row tells nothing; the line above it does.
		{"x;Tournament;''=;Score\nID\nWhite ID\nResult\n", ';'},
		{"Tournament,WC 35\nID\n1\n", ','},
	}
	for _, tt := range tests {
		if got := sniffSeparator([]byte(tt.data), newDetector().isHeader); got != tt.want {
			t.Errorf("sniffSeparator(%q) = %q, want %q", tt.data, got, tt.want)
		}
	}
}
