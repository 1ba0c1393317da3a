package xlsxio_test

import (
	"fmt"
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// TestCrosstableUnreadColumns: a heading of four letters or more one
// letter away from a crosstable's heading ("Raiting" for Rating) or with
// two adjacent letters swapped ("Scroe") is a warning at the heading
// naming the heading meant (not a shorter one: a tester's "WD" was told to
// be headed ID), a value in a column without a heading a warning at
// its first cell, and the other headings not read (a final Place, a
// Club, "Id No") one warning at the first one's heading, naming them all
// (testers: the IDs and a "Titel" column were lost with check saying
// "ok"; a warning a column, each repeating the headings read, was noise).
func TestCrosstableUnreadColumns(t *testing.T) {
	table := func(header string, rows ...string) string {
		return "Tournament,Cup\nSection,A\nStart,2024-01-15\n" + header + "\n" + strings.Join(rows, "\n") + "\n"
	}
	tests := []struct {
		name, content string
		want          []string // "CELL:words"
	}{
		{"IB: too short to name a misspelt heading", table("No,IB,Name,Rating,Status,1,2", "1,101,A,2400,fixed,x,1", "2,102,B,2300,fixed,0,x"),
			[]string{"B4:\"IB\" is not read: it is not a heading of a crosstable (No, ID"}},
		{"Nmo: too short to name a misspelt heading", table("No,ID,Nmo,Rating,Status,1,2", "1,101,A,2400,fixed,x,1", "2,102,B,2300,fixed,0,x"),
			[]string{"C4:\"Nmo\" is not read: it is not a heading of a crosstable (No, ID"}},
		{"Nmae for Name", table("No,ID,Nmae,Rating,Status,1,2", "1,101,A,2400,fixed,x,1", "2,102,B,2300,fixed,0,x"),
			[]string{"C4:head it Name"}},
		{"Raiting for Rating", table("No,ID,Name,Raiting,1,2", "1,101,A,2400,x,1", "2,102,B,2300,0,x"),
			[]string{"D4:head it Rating"}},
		{"a blank heading with values", table("No,,Name,Rating,Status,1,2", "1,101,A,2400,fixed,x,1", "2,102,B,2300,fixed,0,x"),
			[]string{"B5:no heading"}},
		{"place, club and SB", table("No,ID,Name,Rating,Status,1,2,Place,Club,SB", "1,101,A,2400,fixed,x,1,1,Oslo,1", "2,102,B,2300,fixed,0,x,2,Bergen,0"),
			[]string{`H4:columns not read: H "Place", I "Club", J "SB"; the headings read are No, ID, Name, Fed, Title, Rating, Status, Games, FIDE, Withdrawn, Score, and the result columns headed 1 to N`}},
		{"a rank beside No, place, club, SB, remarks and a misspelt score", table("No,Rank,ID,Name,Rating,Status,1,2,Place,Club,SB,Remarks,Scroe", "1,1,101,A,2400,fixed,x,1,1,Oslo,1,,1", "2,2,102,B,2300,fixed,0,x,2,Bergen,0,late,0"),
			[]string{"M4:head it Score", `B4:columns not read: B "Rank", I "Place", J "Club", K "SB", L "Remarks"; the headings read are No,`}},
		{"Scroe for Score", table("No,ID,Name,Rating,Status,1,2,Scroe", "1,101,A,2400,fixed,x,1,1", "2,102,B,2300,fixed,0,x,0"),
			[]string{"H4:head it Score"}},
		{"Ratnig for Rating", table("No,ID,Name,Ratnig,1,2", "1,101,A,2400,x,1", "2,102,B,2300,0,x"),
			[]string{"D4:head it Rating"}},
		{"Id No for ID", table("No,Id No,Name,Rating,Status,1,2", "1,101,A,2400,fixed,x,1", "2,102,B,2300,fixed,0,x"),
			[]string{"B4:\"Id No\" is not read"}},
		{"a rank beside No", table("No,ID,Name,Rating,Status,1,2,Rank", "1,101,A,2400,fixed,x,1,1", "2,102,B,2300,fixed,0,x,2"),
			[]string{"H4:\"Rank\" is not read"}},
		{"German headings read", table("Nr,ID,Name,Land,Titel,Rating,Status,1,2,Punkte", "1,101,A,NOR,IM,2400,fixed,x,1,1", "2,102,B,GER,,2300,fixed,0,x,0"),
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

// TestCrosstableGermanHeadings: Titel, Land and Punkte are read as Title,
// Fed and Score (a tester: a "Titel" column was dropped, and a
// certificate written for a title the player held).
func TestCrosstableGermanHeadings(t *testing.T) {
	content := "Tournament,Cup\nSection,A\nStart,2024-01-15\nNr,ID,Name,Land,Titel,Rating,Status,1,2,Punkte\n1,101,A,NOR,IM,2400,fixed,x,1,1\n2,102,B,GER,,2300,fixed,0,x,1\n"
	path := writeTextFile(t, "cup.csv", content)
	cts, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{})
	if len(cts) != 0 || len(ps.Errors()) != 1 || ps.Errors()[0].Cell != "J6" {
		t.Errorf("ReadCrosstables(%q) = %d sections, %v, want the Punkte of row 6 refused at J6", content, len(cts), ps)
	}
	content = strings.Replace(content, "0,x,1\n", "0,x,0\n", 1)
	path = writeTextFile(t, "cup.csv", content)
	cts, ps = xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{})
	if len(cts) != 1 || len(ps) != 0 {
		t.Fatalf("ReadCrosstables(%q) = %d sections, %v, want 1 section and no problem", content, len(cts), ps)
	}
	p := cts[0].Section.Players[0]
	if got := fmt.Sprint(p.Fed, " ", p.Titles); got != "NOR [IM]" {
		t.Errorf("ReadCrosstables(%q) = player 1 %s, want NOR [IM]", content, got)
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

// TestCrosstableShortHeadings: WD, W/D and Withdrawal are read as
// Withdrawn, Nom and Nombre as Name, with no warning (a tester: "WD" was
// told "head it ID" and the withdrawals were ignored; "Nom" was told "head
// it No").
func TestCrosstableShortHeadings(t *testing.T) {
	tests := []struct {
		name, withdrawn string
		want            string // player 2's name and withdrawal
	}{
		{"WD", "WD", "B accepted"},
		{"W/D", "W/D", "B accepted"},
		{"Withdrawal", "Withdrawal", "B accepted"},
		{"Nom", "Withdrawn", "B accepted"},
		{"Nombre", "Withdrawn", "B accepted"},
	}
	for _, tt := range tests {
		name := "Name"
		if strings.HasPrefix(tt.name, "Nom") {
			name = tt.name
		}
		content := "Tournament,Cup\nStart,2024-01-15\nNo,ID," + name + ",Rating,Status," + tt.withdrawn + ",1,2\n1,101,A,2400,fixed,,x,1\n2,102,B,2300,fixed,accepted,0,x\n"
		cts, ps := xlsxio.ReadCrosstables(writeTextFile(t, "cup.csv", content), xlsxio.ReadOptions{})
		if len(cts) != 1 || len(ps) != 0 {
			t.Errorf("ReadCrosstables(%s) = %d sections, %v, want 1 and no problem", tt.name, len(cts), ps)
			continue
		}
		p := cts[0].Section.Players[1]
		if got := fmt.Sprint(p.Name, " ", p.Withdrawn); got != tt.want {
			t.Errorf("ReadCrosstables(%s) = player 2 %v, want %v", tt.name, got, tt.want)
		}
	}
}
