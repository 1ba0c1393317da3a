package xlsxio_test

import (
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// crossSheet is a sheet of a crosstable of two players whose number
// column is headed no, with a key block naming the section.
func crossSheet(name, no string) testSheet {
	return testSheet{name, [][]any{
		{"Tournament", "Cup"}, {"Section", name}, {"Start", "2024-01-15"}, nil,
		{no, "ID", "Name", "Rating", "Status", "1", "2"},
		{1, 101, "A", 2400, "fixed", "x", 1},
		{2, 102, "B", 2300, "fixed", 0, "x"},
	}}
}

// TestCrosstableSheetsNumberHeadings: every sheet of a workbook that
// shows a crosstable is read or refused by name, never skipped: the No
// column may be headed Nº, N°, No., Start No, Start no. or #, and a sheet
// with a key block but no crosstable header row is an error naming the
// sheet (a tester: the sheets headed "Nº" and "Start No" were skipped,
// check said "1 section … ok" and their games vanished from rate). A
// sheet of notes is still skipped.
func TestCrosstableSheetsNumberHeadings(t *testing.T) {
	notes := testSheet{"Notes", [][]any{{"Remember to send the certificates"}}}
	tests := []struct {
		name   string
		sheets []testSheet
		want   string // the sections read, or the error's "sheet:words"
	}{
		{"Nº and Start No", []testSheet{crossSheet("A", "No"), crossSheet("B", "Nº"), crossSheet("C", "Start No"), notes}, "A B C"},
		{"other spellings", []testSheet{crossSheet("A", "No."), crossSheet("B", "N°"), crossSheet("C", "Start no."), crossSheet("D", "#")}, "A B C D"},
		{"an unknown heading", []testSheet{crossSheet("A", "No"), crossSheet("B", "Player no"), notes}, "B:this sheet holds a crosstable (A1 above the table names the tournament"},
		{"no ID and an unknown heading", []testSheet{crossSheet("A", "No"), {"B", [][]any{{"Section", "B"}, {"Start", "2024-01-15"}, {"Num", "Name", "1", "2"}, {1, "A", "x", 1}}}},
			"B:this sheet holds a crosstable (its keys Section in A1 and Start in A2"},
	}
	for _, tt := range tests {
		path := writeXLSX(t, "three.xlsx", tt.sheets...)
		cts, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{})
		var got []string
		for _, ct := range cts {
			got = append(got, ct.Section.Name)
		}
		for _, p := range ps.Errors() {
			got = append(got, p.Sheet+":"+p.Msg)
		}
		if g := strings.Join(got, " "); !strings.HasPrefix(g, tt.want) || (len(cts) == 0) != strings.Contains(tt.want, ":") {
			t.Errorf("ReadCrosstables(%s) = %v, want %v", tt.name, g, tt.want)
		}
	}
}
