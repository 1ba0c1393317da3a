package xlsxio_test

import (
	"encoding/csv"
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// TestOwnOutputsAreNotLists: Rating Desk's rating history (replay --out)
// and difference file (reconcile --out) carry an ID column, yet are not
// rating lists: given as one (reconcile --computed history.csv, for the
// replay's last list), each is refused with one problem at its header
// row that says what the file is and which file to give, not read as a
// list of unrated players or refused row by row ("ID 100001 is given
// twice" for every player of every quarter after the first). A list
// that only shares some headings (Period games, a Kind column) is read.
func TestOwnOutputsAreNotLists(t *testing.T) {
	history := "\ufeffPeriod,ID,Name,Fed,Rating,RD,Games,Rating exact,RD exact,Period games,Period score,Change\n" +
		"2026/1,100001,\"Aa, Anna\",GER,2421,65,46,2421.2,64.7,1,1,9\n" +
		"2026/2,100001,\"Aa, Anna\",GER,2406,69,47,2406.0,69.0,1,0,-15\n"
	diff := "\ufeffID;Name;Official rating;Computed rating;Δ;Official games;Computed games;Kind;Official RD;Computed RD\n" +
		"100003;\"Bb, Bert\";1961;1962;1;16;16;\"same games, different rating\";;98\n"
	list := "ID,Name,Rating,RD,Games,Period games,Period score,Change,Kind\n100001,\"Aa, Anna\",2421,65,46,1,1,9,club\n"
	cases := []struct {
		name, content string
		want          []string // parts of the one error at A1; nil: read as a list
	}{
		{"history", history, []string{"rating history", "replay --out", "not a rating list", "replay --lists"}},
		{"difference file", diff, []string{"difference file", "reconcile --out", "not a rating list"}},
		{"a list with period columns", list, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, path := range []string{writeTextFile(t, "in.csv", c.content), writeXLSX(t, "in.xlsx", csvSheet(t, c.content))} {
				rl, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
				if c.want == nil {
					noErrors(t, ps)
					continue
				}
				errs := ps.Errors()
				if rl != nil || len(errs) != 1 || errs[0].Cell != "A1" {
					t.Fatalf("%s: list %v, errors\n%v\nwant one error at A1", path, rl != nil, errs)
				}
				for _, w := range c.want {
					if !strings.Contains(errs[0].Msg, w) {
						t.Errorf("%s: %q does not say %q", path, errs[0].Msg, w)
					}
				}
			}
		})
	}
}

// csvSheet is the sheet "Sheet1" of the CSV content (comma or semicolon
// separated, as its first line says), every value a text cell.
func csvSheet(t *testing.T, content string) testSheet {
	t.Helper()
	content = strings.TrimPrefix(content, "\ufeff")
	r := csv.NewReader(strings.NewReader(content))
	if first, _, _ := strings.Cut(content, "\n"); strings.Contains(first, ";") {
		r.Comma = ';'
	}
	records, err := r.ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	sheet := testSheet{name: "Sheet1"}
	for _, rec := range records {
		row := make([]any, len(rec))
		for i, v := range rec {
			row[i] = v
		}
		sheet.rows = append(sheet.rows, row)
	}
	return sheet
}

// TestGamesSheetReadsAsAGameList: the Games sheet of the workbook `rate`
// writes reads back as a game list without a warning about its own
// columns (a tester: `check --sheet Games` warned that "White D1" was a
// misheaded White column), every game accounted for.
func TestGamesSheetReadsAsAGameList(t *testing.T) {
	res, in, list := samplePeriod(t)
	path := filepath.Join(t.TempDir(), "rating.xlsx")
	if err := xlsxio.WriteRatingWorkbook(path, res, in, xlsxio.ExportFromResult(res, list), xlsxio.Notes{}); err != nil {
		t.Fatal(err)
	}
	gl, ps := xlsxio.ReadGameList(path, xlsxio.ReadOptions{Sheet: "Games"})
	if ps.HasErrors() || gl == nil {
		t.Fatalf("ReadGameList(Games sheet): %v", ps)
	}
	for _, p := range ps {
		if strings.Contains(p.Msg, "is not read") {
			t.Errorf("warning about the sheet's own column: %v", p)
		}
	}
	if len(gl.Games) != len(res.Rated) {
		t.Errorf("%d games read back, want the %d rated", len(gl.Games), len(res.Rated))
	}
}
