package xlsxio_test

import (
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// TestHeadingsNotTakenNamed checks that a list whose header row is not
// found, or lacks a required column, is told which headings were seen and
// not read (docs/formats.md "When a heading is not known"; a tester's
// "ICCF No" got only "no header row found", and a "Deviation" column was
// passed over for advice to give a default RD).
func TestHeadingsNotTakenNamed(t *testing.T) {
	tests := []struct {
		name, file, content string
		read                func(string, xlsxio.ReadOptions) xlsxio.Problems
		cell                string
		want                []string
	}{
		{"ID not a heading", "l.csv", "ICCF No;Surname;First name;Country;Elo;Deviation;Games\n101001;Müller;Jürgen;GER;2412;55;140\n", listProblems, "A1",
			[]string{`"ICCF No" and "Deviation" are not headings of a rating list`, `head it ID (or ICCF ID`}},
		{"RD not a heading", "l.csv", "ICCF-ID;Surname;First name;Country;Elo;Deviation;Games\n101001;Müller;Jürgen;GER;2412;55;140\n", listProblems, "A1",
			[]string{`no RD column: column F "Deviation" is not read; if it holds the RD, head it RD`}},
		{"Result not a heading", "g.csv", "White;Black;Score\n1;2;1-0\n", gameProblems, "A1",
			[]string{`no Result (or Res) column: column C "Score" is not read`}},
		{"White and Black not headings", "g.csv", "Weiss;Schwarz;Result\n1;2;1-0\n", gameProblems, "A1",
			[]string{`"Weiss" and "Schwarz" are not headings of a game list`, "White (or White ID) and Black (or Black ID)"}},
		// No cell to correct: the file is not a list at all.
		{"nothing known", "l.csv", "Club;Town\nA;B\n", listProblems, "",
			[]string{`row 1 holds the headings "Club" and "Town", none of which is a heading of a rating list`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ps := asProblems(t, tt.read(writeTextFile(t, tt.file, tt.content), xlsxio.ReadOptions{}).Errors())
			if len(ps) != 1 || ps[0].Cell != tt.cell {
				t.Fatalf("read(%q) = %v, want one error at %s", tt.content, ps, tt.cell)
			}
			for _, w := range tt.want {
				if !strings.Contains(ps[0].Msg, w) {
					t.Errorf("read(%q) = %q, want it to say %q", tt.content, ps[0].Msg, w)
				}
			}
		})
	}
}

func listProblems(path string, opt xlsxio.ReadOptions) xlsxio.Problems {
	_, ps := xlsxio.ReadRatingList(path, opt)
	return ps
}

func gameProblems(path string, opt xlsxio.ReadOptions) xlsxio.Problems {
	_, ps := xlsxio.ReadGameList(path, opt)
	return ps
}

// TestHeadingsNotTaken checks the row HeadingsNotTaken sees in a file
// with no header row of any kind, in a CSV file and in a workbook.
func TestHeadingsNotTaken(t *testing.T) {
	csv := writeTextFile(t, "l.csv", "A list\n\nICCF No;Surname;Elo\n101001;Müller;2412\n")
	book := writeXLSX(t, "l.xlsx", testSheet{"Players", [][]any{{"ICCF No", "Surname", "Elo"}, {101001, "Müller", 2412}}})
	numbers := writeTextFile(t, "n.csv", "1;2\n3;4\n")
	notes := writeTextFile(t, "notes.csv", "Hello,World\n1,2\n")
	tests := []struct {
		path, sheet, cell, want string
	}{
		{csv, "", "A3", `row 3 holds headings of a rating list ("Surname" and "Elo") but no ID column: "ICCF No" is not a heading of a rating list; if it holds the ID, head it ID (or ICCF ID, ICCF-ID, Id, Player ID, Code)`},
		{book, "Players", "A1", `row 1 holds headings of a rating list ("Surname" and "Elo") but no ID column`},
		{numbers, "", "", ""},
		{notes, "", "", `row 1 holds the headings "Hello" and "World", none of which is a heading of a rating list, a game list or a crosstable`},
	}
	for _, tt := range tests {
		sheet, cell, text := xlsxio.HeadingsNotTaken(tt.path, xlsxio.ReadOptions{})
		if sheet != tt.sheet || cell != tt.cell || !strings.HasPrefix(text, tt.want) {
			t.Errorf("HeadingsNotTaken(%s) = %q, %q, %q, want %q, %q, %q", tt.path, sheet, cell, text, tt.sheet, tt.cell, tt.want)
		}
	}
}
