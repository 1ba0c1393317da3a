package xlsxio_test

import (
	"bytes"
	"encoding/csv"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/internal/synth"
	"ratingdesk/outputs"
	"ratingdesk/titles"
	"ratingdesk/xlsxio"
)

// sampleCrosstables writes the sample sections as a crosstable workbook
// and reads them back.
func sampleCrosstables(t *testing.T) []*xlsxio.Crosstable {
	t.Helper()
	path := filepath.Join(t.TempDir(), "sections.xlsx")
	if err := xlsxio.WriteCrosstables(path, synth.SampleSections()); err != nil {
		t.Fatal(err)
	}
	cts, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{})
	if len(ps) != 0 || len(cts) != 4 {
		t.Fatalf("ReadCrosstables: %d crosstables, problems %v", len(cts), ps)
	}
	return cts
}

// normsReport computes the report of one crosstable.
func normsReport(t *testing.T, c *xlsxio.Crosstable) *xlsxio.NormsReport {
	t.Helper()
	rep, ps := desk.ComputeNorms(c, titles.ScaleICCF)
	if ps.HasErrors() { // warnings (an unpublished player's rating not used) are the reader's business
		t.Fatalf("ComputeNorms: %v", ps)
	}
	return rep
}

func TestWriteCrosstablesRoundTrip(t *testing.T) {
	want := synth.SampleSections()
	cts := sampleCrosstables(t)
	for i, c := range cts {
		got := c.Section
		w := want[i]
		for k := range w.Players {
			if len(w.Players[k].Titles) == 0 {
				w.Players[k].Titles = nil
			}
			if len(got.Players[k].Titles) == 0 {
				got.Players[k].Titles = nil
			}
		}
		if !reflect.DeepEqual(got, w) {
			t.Errorf("section %s read back differs:\n got %+v\nwant %+v", w.Name, got, w)
		}
	}
	// One section in CSV, with a player whose games were cancelled and a
	// double round whose first game is unfinished and second finished.
	s := want[3]
	s.Players[6].Withdrawn, s.Players[6].GamesCancelled = titles.WithdrawalAccepted, true
	s.SetGames(0, 1, titles.Unfinished, titles.ForfeitWin)
	path := filepath.Join(t.TempDir(), "dr.csv")
	if err := xlsxio.WriteCrosstables(path, []titles.Section{s}); err != nil {
		t.Fatal(err)
	}
	c, _ := readOne(t, path, xlsxio.ReadOptions{})
	if got := c.Section; !reflect.DeepEqual(got.Games, s.Games) || !got.Players[6].GamesCancelled {
		t.Errorf("CSV round trip lost results or the cancelled games")
	}
	if err := xlsxio.WriteCrosstables(filepath.Join(t.TempDir(), "two.csv"), want[:2]); err == nil {
		t.Error("two sections written to one CSV file")
	}
}

func TestWriteNormsWorkbookLayout(t *testing.T) {
	rep := normsReport(t, sampleCrosstables(t)[2])
	path := filepath.Join(t.TempDir(), "norms.xlsx")
	if err := xlsxio.WriteNormsWorkbook(path, rep, xlsxio.Notes{ProgramVersion: "test"}); err != nil {
		t.Fatal(err)
	}
	f := openWorkbook(t, path)
	if got, want := f.GetSheetList(), []string{"Standings", "Norms", "Requirements", "Notes"}; !slices.Equal(got, want) {
		t.Fatalf("sheets = %q, want %q", got, want)
	}
	filters := map[string]string{}
	for _, dn := range f.GetDefinedName() {
		if dn.Name == "_xlnm._FilterDatabase" {
			filters[dn.Scope] = dn.RefersTo
		}
	}
	for _, tc := range []struct{ sheet, filter string }{
		{"Standings", "'Standings'!$A$1:$M$12"},
		// 11 players × 5 levels; the running section has Needed and
		// Remaining.
		{"Norms", "'Norms'!$A$1:$R$56"},
		{"Requirements", "'Requirements'!$A$1:$E$12"},
	} {
		if got := numFmtOf(t, f, tc.sheet, "A1"); got != "general bold" {
			t.Errorf("%s!A1 style = %q, want bold header", tc.sheet, got)
		}
		panes, err := f.GetPanes(tc.sheet)
		if err != nil {
			t.Fatal(err)
		}
		if !panes.Freeze || panes.YSplit != 1 || panes.TopLeftCell != "A2" {
			t.Errorf("%s panes = %+v, want frozen under row 1", tc.sheet, panes)
		}
		if got := filters[tc.sheet]; got != tc.filter {
			t.Errorf("%s auto-filter = %q, want %q", tc.sheet, got, tc.filter)
		}
	}
	if got := numFmtOf(t, f, "Norms", "F2"); got != "0.000000" {
		t.Errorf("Norms!F2 (Ra) format = %q, want 0.000000", got)
	}
	if v, _ := f.GetCellValue("Standings", "D2"); v != "Žukauskas, Darius" {
		t.Errorf("Standings!D2 = %q, want the leader", v)
	}
}

func TestWriteNormsWorkbookGolden(t *testing.T) {
	rep := normsReport(t, sampleCrosstables(t)[3])
	path := filepath.Join(t.TempDir(), "norms.xlsx")
	notes := xlsxio.Notes{ProgramVersion: "test", Inputs: []outputs.InputFile{{Path: "sections.xlsx", Kind: "crosstable", SHA256: "abc"}}}
	if err := xlsxio.WriteNormsWorkbook(path, rep, notes); err != nil {
		t.Fatal(err)
	}
	checkGolden(t, "norms_workbook.golden", dumpWorkbook(t, path))
}

func TestNormsReadBack(t *testing.T) {
	dir := t.TempDir()
	cts := sampleCrosstables(t)
	for _, c := range []*xlsxio.Crosstable{cts[0], cts[2]} {
		rep := normsReport(t, c)
		want := rep.Earned()
		for _, name := range []string{"norms.xlsx", "norms.csv"} {
			path := filepath.Join(dir, name)
			if err := xlsxio.WriteNormsOutput(path, []string{"in.xlsx"}, rep, xlsxio.Notes{}); err != nil {
				t.Fatal(err)
			}
			got, ps := xlsxio.ReadNorms(path, xlsxio.ReadOptions{})
			if len(ps) != 0 {
				t.Fatalf("ReadNorms(%s): %v", name, ps)
			}
			norms := make([]titles.Norm, len(got))
			for i, n := range got {
				norms[i] = n.Norm
			}
			if !reflect.DeepEqual(norms, want) {
				t.Errorf("%s %s: read back %+v, want %+v", c.Section.Name, name, norms, want)
			}
		}
	}
}

func TestWriteNormsCSVEscapesFormulas(t *testing.T) {
	path := writeTextFile(t, "cup.csv", strings.Replace(crosstableCSV, `"Bb, Bert"`, `"=HYPERLINK(""x"")"`, 1))
	ct, _ := readOne(t, path, xlsxio.ReadOptions{})
	out := filepath.Join(t.TempDir(), "norms.csv")
	if err := xlsxio.WriteNormsCSV(out, normsReport(t, ct)); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(data, []byte("\uFEFFID,No,Name,Title level")) || !bytes.Contains(data, []byte(`"'=HYPERLINK(""x"")"`)) {
		t.Errorf("CSV does not start with the BOM and header or does not escape the formula:\n%s", data)
	}
}

func TestWriteNormsOutputRefuses(t *testing.T) {
	rep := normsReport(t, sampleCrosstables(t)[3])
	in := filepath.Join(t.TempDir(), "in.csv")
	var oe *xlsxio.OutputError
	for _, out := range []string{in, filepath.Join(t.TempDir(), "n.ods")} {
		if err := xlsxio.WriteNormsOutput(out, []string{in}, rep, xlsxio.Notes{}); !errors.As(err, &oe) {
			t.Errorf("WriteNormsOutput(%s) = %v, want an *OutputError", out, err)
		}
	}
}

func TestComputeNormsProblems(t *testing.T) {
	// Nobody has a rating: the unrated players' ratings cannot be set
	// (App. 2 item 2.10).
	csv := "Tournament,T\nStart,2024-01-01\nNo,ID,Name,1,2\n1,1,A,x,1\n2,2,B,0,x\n"
	ct, _ := readOne(t, writeTextFile(t, "t.csv", csv), xlsxio.ReadOptions{})
	_, ps := desk.ComputeNorms(ct, titles.ScaleICCF)
	wantCells(t, ps, "A4/E")
}

func TestReadNormsProblems(t *testing.T) {
	csv := "ID,Name,Title level,Norm,Event,Games\n" +
		"1,A,GM,yes,E,12\n" +
		",B,GM,yes,E,12\n" +
		"3,C,FM,yes,E,12\n" +
		"4,D,IM,yes,,\n" +
		"5,E,IM,no,,\n"
	_, ps := xlsxio.ReadNorms(writeTextFile(t, "n.csv", csv), xlsxio.ReadOptions{})
	wantCells(t, ps, "A3/E", "C4/E", "E5/E", "F5/E")
	_, ps = xlsxio.ReadNorms(writeTextFile(t, "list.csv", cupList), xlsxio.ReadOptions{})
	if len(ps) != 1 || ps[0].Cell != "" {
		t.Errorf("a rating list read as norms: %v, want one file-level error", ps)
	}
}

// cupList is a rating list (the one desk/period_test.go rates with
// crosstableCSV), here read as what it is not.
const cupList = "ID,Name,Fed,Rating,RD,Games\n" +
	"101,\"Aa, Anna\",GER,2500,50,100\n" +
	"102,\"Bb, Bert\",ITA,2400,60,20\n" +
	"103,\"Cc, Cleopatra\",USA,2300,55,80\n" +
	"104,\"Dd, Dirk\",ESP,,,\n"

// TestNormsReasonGamesLeft: the Norms sheet's Reason of a norm still
// possible counts the games left in words that agree with the number
// ("from 1 game", "from 2 games").
func TestNormsReasonGamesLeft(t *testing.T) {
	tests := []struct {
		finish int // unfinished games of No 3 Köhler (M-7) to finish as losses
		want   string
	}{
		{0, "not yet: ½ more from 2 games"},
		{1, "not yet: ½ more from 1 game"},
	}
	for _, tt := range tests {
		c := sampleCrosstables(t)[2]
		if c.Section.Name != "M-7" {
			t.Fatalf("section 3 is %s, want M-7", c.Section.Name)
		}
		s := &c.Section
		const koehler = 2
		left := tt.finish
		for j := range s.Players {
			if left > 0 && j != koehler && len(s.Games[koehler][j]) == 1 && s.Games[koehler][j][0] == titles.Unfinished {
				s.SetGames(koehler, j, titles.Loss)
				left--
			}
		}
		path := filepath.Join(t.TempDir(), "norms.csv")
		if err := xlsxio.WriteNormsCSV(path, normsReport(t, c)); err != nil {
			t.Fatal(err)
		}
		got := ""
		for _, row := range csvRecords(t, path) {
			if row["No"] == "3" && row["Title level"] == "IM" {
				got = row["Reason"]
			}
		}
		if got != tt.want {
			t.Errorf("Reason of No 3, IM, after finishing %d games = %q, want %q", tt.finish, got, tt.want)
		}
	}
}

// csvRecords reads a CSV output (with its byte-order mark) into rows keyed
// by header.
func csvRecords(t *testing.T, path string) []map[string]string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	records, err := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")))).ReadAll()
	if err != nil || len(records) == 0 {
		t.Fatalf("reading %s: %v", path, err)
	}
	var rows []map[string]string
	for _, rec := range records[1:] {
		row := map[string]string{}
		for i, h := range records[0] {
			row[h] = rec[i]
		}
		rows = append(rows, row)
	}
	return rows
}
