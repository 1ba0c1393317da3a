package xlsxio_test

import (
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// TestMeantText: a text that is UTF-8 read as Windows-1252 is told
// exactly and given as meant, a letter lost to U+FFFD as "?"; any other
// text is not (a tester's "MÃ¼ller, JÃ¼rgen" passed unnoticed).
func TestMeantText(t *testing.T) {
	tests := []struct {
		in, want string
		ok       bool
	}{
		{"MÃ¼ller, JÃ¼rgen", "Müller, Jürgen", true},
		{"Ã…berg, Ã˜ystein", "Åberg, Øystein", true},
		{"Â½", "½", true},
		{"KovaÄ\uFFFDeviÄ‡, Marko", "Kova?ević, Marko", true},
		{"Müller, Jürgen", "", false},
		{"Smith, John", "", false},
		{"Kovačević, Marko", "", false},
		{"Sz\uFFFDke", "", false},
		{"Ã", "", false},
		{"", "", false},
	}
	for _, tt := range tests {
		if got, ok := xlsxio.MeantText(tt.in); got != tt.want || ok != tt.ok {
			t.Errorf("MeantText(%q) = %q, %v, want %q, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

// TestCrosstableMojibake: a crosstable name that is mojibake is a warning
// at its Name cell giving the name as meant; the advice about the
// character set is given in full once, later cells naming its cell; and
// for a workbook the advice is to import the original CSV file as UTF-8,
// not to save the file as CSV UTF-8 (a tester: certificates for
// "KovaÄ…eviÄ‡", and 56 identical errors about "Â½" in a workbook).
func TestCrosstableMojibake(t *testing.T) {
	const head = "Tournament,Cup\nStart,2024-01-15\nNo,ID,Name,Rating,Status,1,2,3\n"
	csv := head + "1,101,\"MÃ¼ller, JÃ¼rgen\",2400,fixed,x,1,Â½\n2,102,\"Berg, Anna\",2300,fixed,0,x,Â½\n3,103,\"KovaÄ\uFFFDeviÄ‡, Marko\",2200,fixed,Â½,Â½,x\n"
	var rows [][]any
	for _, line := range strings.Split(strings.TrimSpace(strings.ReplaceAll(csv, "\"", "")), "\n") {
		var row []any
		for _, v := range strings.Split(strings.Replace(line, ", ", "|", 1), ",") {
			row = append(row, strings.Replace(v, "|", ", ", 1))
		}
		rows = append(rows, row)
	}
	tests := []struct {
		path string
		want []string // "CELL:words", in order
	}{
		{writeTextFile(t, "cup.csv", csv), []string{
			`H4:No 1 against No 3: "Â½" is not a crosstable result: the file's character set looks wrong (see C4)`,
			`H5:No 2 against No 3: "Â½" is not a crosstable result: the file's character set looks wrong (see C4)`,
			`F6:No 3 against No 1: "Â½" is not a crosstable result: the file's character set looks wrong (see C4)`,
			`G6:No 3 against No 2: "Â½" is not a crosstable result: the file's character set looks wrong (see C4)`,
			`C4:"MÃ¼ller, JÃ¼rgen" is probably "Müller, Jürgen": the file's character set was read wrongly (a UTF-8 file opened as Windows-1252 or Latin-1 turns ü into Ã¼): save the file as UTF-8`,
			`C6:"KovaÄ` + "\uFFFD" + `eviÄ‡, Marko" is probably "Kova?ević, Marko": the file's character set looks wrong (see C4)`,
		}},
		{writeXLSX(t, "cup.xlsx", testSheet{"A", rows}), []string{
			`H4:No 1 against No 3: "Â½" is not a crosstable result: the file's character set looks wrong (see C4)`,
			`H5:`, `F6:`, `G6:`,
			`C4:"MÃ¼ller, JÃ¼rgen" is probably "Müller, Jürgen": the file's character set was read wrongly (a UTF-8 file opened as Windows-1252 or Latin-1 turns ü into Ã¼): import the original CSV file into the workbook again as UTF-8`,
			`C6:`,
		}},
	}
	for _, tt := range tests {
		_, ps := xlsxio.ReadCrosstables(tt.path, xlsxio.ReadOptions{})
		var got []string
		for _, p := range append(ps.Errors(), ps.Warnings()...) {
			got = append(got, p.Cell+":"+p.Msg)
		}
		ok := len(got) == len(tt.want)
		for i := 0; ok && i < len(got); i++ {
			ok = strings.HasPrefix(got[i], tt.want[i])
		}
		if !ok {
			t.Errorf("ReadCrosstables(%s) = %q, want %q", tt.path, got, tt.want)
		}
	}
}
