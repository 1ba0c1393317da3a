package xlsxio_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// plainPeriod is samplePeriod without texts that start with formula
// characters.
func plainPeriod(t *testing.T) (*engine.PeriodResult, *xlsxio.RatingList) {
	t.Helper()
	res, _, list := samplePeriod(t)
	res.Players[1].Player.Name = "Second, Player"
	res.Players[4].Player.Name, res.Players[4].Player.Fed, res.Players[4].Player.Titles = "Plus, Player", "NED", []string{"CCM"}
	list.Players[1].Name = "Second, Player"
	list.Rows[1].Extra[0] = "SV"
	return res, list
}

// roundTrip writes exp to a file of the given extension, reads it back as
// a rating list and exports that again; the cells must be the same
// (docs/formats.md "Export adds": importing it back and exporting again gives
// the same cells). With strict, the reader may not warn either, but of
// the list's unknown columns. It returns
// the file written.
func roundTrip(t *testing.T, exp *xlsxio.ListExport, ext string, strict bool) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "export"+ext)
	if err := xlsxio.WriteListExport(path, exp); err != nil {
		t.Fatalf("WriteListExport(%s) = %v", ext, err)
	}
	list, problems := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
	if problems.HasErrors() {
		t.Fatalf("ReadRatingList(%s) problems:\n%v", ext, problems)
	}
	for _, w := range problems.Warnings() {
		// The list's own unknown columns (Club, Note) are said not to be
		// read, and are carried over.
		if strict && !strings.Contains(w.Msg, `"Club" and N "Note" are not read`) {
			t.Errorf("ReadRatingList(%s) warns: %v", ext, w)
		}
	}
	equalExports(t, "export→"+ext+"→read→export", xlsxio.ExportFromList(list), exp)
	return path
}

func TestExportRoundTrip(t *testing.T) {
	for _, ext := range []string{".xlsx", ".csv"} {
		t.Run(ext, func(t *testing.T) {
			res, list := plainPeriod(t)
			exp := xlsxio.ExportFromResult(res, list)
			first := roundTrip(t, exp, ext, true)

			// A second cycle writes the same file: the CSV byte for byte.
			again, problems := xlsxio.ReadRatingList(first, xlsxio.ReadOptions{})
			if problems.HasErrors() {
				t.Fatal(problems)
			}
			second := roundTrip(t, xlsxio.ExportFromList(again), ext, true)
			if ext == ".csv" {
				a, _ := os.ReadFile(first)
				b, _ := os.ReadFile(second)
				if !bytes.Equal(a, b) {
					t.Errorf("the re-exported CSV differs from the export:\n%s\n%s", a, b)
				}
			}
		})
	}
}

// TestExportRoundTripFormulaTexts: texts beginning with = + - @ survive
// the round trip: as string cells in XLSX, and escaped with an apostrophe
// in CSV that the CSV reader takes off again (UnescapeFormula).
func TestExportRoundTripFormulaTexts(t *testing.T) {
	for _, ext := range []string{".xlsx", ".csv"} {
		t.Run(ext, func(t *testing.T) {
			// "@CCM" is not a title: the reader warns and keeps it.
			res, _, list := samplePeriod(t)
			roundTrip(t, xlsxio.ExportFromResult(res, list), ext, false)
		})
	}
}

// TestExportRoundTripPlainList: a list without the export's columns
// converts between .csv and .xlsx and back to the same cells.
func TestExportRoundTripPlainList(t *testing.T) {
	_, list := plainPeriod(t)
	for _, ext := range []string{".xlsx", ".csv"} {
		t.Run(ext, func(t *testing.T) {
			roundTrip(t, xlsxio.ExportFromList(list), ext, true)
		})
	}
}

// TestGameListRoundTrip: a game list written by WriteGameList reads back
// as the same games (docs/formats.md "Game list"), forfeits included (their
// results start with + and −, escaped in CSV), and a text that begins
// with an apostrophe the readers would take for a guard ('-Cup: one more
// apostrophe in both files, workbookText and EscapeFormula).
func TestGameListRoundTrip(t *testing.T) {
	_, in, _ := samplePeriod(t)
	games := append([]engine.Game(nil), in.Games...)
	games[0].WhiteStart, games[0].Type = 2150.5, "Master class"
	games[2].Tournament = "'-Cup"
	games[1].BlackSubFor = 100009
	games[3].Finished = time.Time{}
	names := map[engine.PlayerID]string{100001: "Example, Player", 100002: "=HYPERLINK()"}
	for _, ext := range []string{".xlsx", ".csv"} {
		t.Run(ext, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "games"+ext)
			if err := xlsxio.WriteGameList(path, games, names); err != nil {
				t.Fatalf("WriteGameList = %v", err)
			}
			gl, problems := xlsxio.ReadGameList(path, xlsxio.ReadOptions{})
			if problems.HasErrors() {
				t.Fatalf("ReadGameList problems:\n%v", problems)
			}
			if len(gl.Games) != len(games) {
				t.Fatalf("ReadGameList read %d games, want %d", len(gl.Games), len(games))
			}
			for i, want := range games {
				got := gl.Games[i]
				got.Origin, want.Origin = engine.Origin{}, engine.Origin{}
				got.Cells, want.Cells = engine.GameCells{}, engine.GameCells{}
				if !got.Finished.Equal(want.Finished) {
					t.Errorf("game %d Finished = %v, want %v", i+1, got.Finished, want.Finished)
				}
				got.Finished, want.Finished = time.Time{}, time.Time{}
				if got != want {
					t.Errorf("game %d = %+v\nwant %+v", i+1, got, want)
				}
			}
		})
	}
}

// TestExportRoundTripXstringEscapes: a text that looks like an OOXML
// character escape (_xHHHH_, ECMA-376 Part 1 §22.9.2.19 ST_Xstring) is
// written escaped as _x005F_xHHHH_ (excelize does it, as Excel does), so the
// .xlsx reader must decode _xHHHH_ escapes for it to read back unchanged.
// Excel itself writes such escapes, e.g. _x000D_ for a carriage return.
func TestExportRoundTripXstringEscapes(t *testing.T) {
	res, list := plainPeriod(t)
	res.Players[0].Player.Name = "_x0041_ Odd, Name"
	list.Players[0].Name = res.Players[0].Player.Name
	list.Rows[0].Extra[0] = "a_x005F_b"
	for _, ext := range []string{".xlsx", ".csv"} {
		t.Run(ext, func(t *testing.T) {
			roundTrip(t, xlsxio.ExportFromResult(res, list), ext, true)
		})
	}
}
