package desk_test

import (
	"fmt"
	"path/filepath"
	"reflect"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/xlsxio"
)

// cupTRF writes crosstableCSV's section as a TRF (desk.WriteTRF) and
// returns its path.
func cupTRF(t *testing.T, name string) string {
	t.Helper()
	csv := writeTextFile(t, "cup.csv", crosstableCSV)
	cts, ps := xlsxio.ReadCrosstables(csv, xlsxio.ReadOptions{})
	noErrors(t, ps)
	out := filepath.Join(t.TempDir(), name)
	if _, err := desk.WriteTRF(out, cts[0], []string{csv}); err != nil {
		t.Fatalf("WriteTRF(%s): %v", name, err)
	}
	return out
}

// TestOpenTRF: a TRF is told by its content, whatever its name, and read
// as a crosstable of one section.
func TestOpenTRF(t *testing.T) {
	csvIn := desk.Open(writeTextFile(t, "cup.csv", crosstableCSV), xlsxio.ReadOptions{})
	for _, name := range []string{"cup.trf", "cup.txt"} {
		in := desk.Open(cupTRF(t, name), xlsxio.ReadOptions{})
		if in.Kind != xlsxio.CrosstableKind || len(in.Crosstables) != 1 || in.Problems.HasErrors() {
			t.Fatalf("Open(%s) = kind %v, %d sections, problems %v; want one crosstable section", name, in.Kind, len(in.Crosstables), in.Problems)
		}
		got, want := in.Crosstables[0].Section, csvIn.Crosstables[0].Section
		if !reflect.DeepEqual(got.Games, want.Games) || got.Name != want.Name || got.Tournament != want.Tournament {
			t.Errorf("Open(%s) = %s %v, want the CSV's section %s %v", name, in.Crosstables[0].Name(), got.Games, csvIn.Crosstables[0].Name(), want.Games)
		}
		if c := in.Count(); len(c) != 1 || c[0] != (xlsxio.RowCount{Rows: 5, Read: 5}) {
			t.Errorf("Open(%s).Count() = %+v, want the 5 player lines read", name, c)
		}
	}
}

// TestLoadPeriodTRF: a TRF is a results source of a period like the
// crosstable it was written from, alone or with the game list of its
// section.
func TestLoadPeriodTRF(t *testing.T) {
	trf := cupTRF(t, "cup.trf")
	for _, tc := range []struct {
		name     string
		trf, csv []string
	}{
		{"crosstable alone", []string{trf}, []string{writeTextFile(t, "cup.csv", crosstableCSV)}},
		{"with the game list", []string{trf, writeTextFile(t, "games.csv", cupGames)}, []string{writeTextFile(t, "cup.csv", crosstableCSV), writeTextFile(t, "games.csv", cupGames)}},
	} {
		lp, ps := loadCup(t, tc.trf...)
		noErrors(t, ps)
		want, ps := loadCup(t, tc.csv...)
		noErrors(t, ps)
		if got, wantN := outcomes(lp), outcomes(want); !reflect.DeepEqual(got, wantN) || len(lp.Input.Players) != len(want.Input.Players) {
			t.Errorf("LoadPeriod(%s) games %v, %d players; want %v, %d players", tc.name, got, len(lp.Input.Players), wantN, len(want.Input.Players))
		}
		if lp.Inputs[1].Kind != "TRF crosstable" {
			t.Errorf("LoadPeriod(%s) input kind %q, want TRF crosstable", tc.name, lp.Inputs[1].Kind)
		}
	}
}

// outcomes writes the period's games as "white-black:outcome" for comparing.
func outcomes(lp *desk.LoadedPeriod) []string {
	var out []string
	for _, g := range lp.Input.Games {
		out = append(out, fmt.Sprintf("%d-%d:%v %s", g.White, g.Black, g.Outcome, g.Finished.Format("2006-01-02")))
	}
	return out
}

// TestReadCrosstablesTRF: norms take a TRF as they take a workbook.
func TestReadCrosstablesTRF(t *testing.T) {
	cts, ps := desk.ReadCrosstables(cupTRF(t, "cup.trf"), xlsxio.ReadOptions{})
	noErrors(t, ps)
	if len(cts) != 1 || cts[0].Name() != "Test Cup 2024 / A" {
		t.Fatalf("ReadCrosstables(cup.trf) = %d sections, want Test Cup 2024 / A", len(cts))
	}
	if _, ps := desk.ComputeNorms(cts[0], 640); ps.HasErrors() {
		t.Errorf("ComputeNorms(cup.trf) problems %v", ps)
	}
}
