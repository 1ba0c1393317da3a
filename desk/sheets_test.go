package desk_test

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// csvRows are the rows of a CSV file of testdata.
func csvRows(t *testing.T, name string) [][]string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(string(b), "\ufeff"))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

// bookSheet is a sheet of bookOf: its name and rows, numbers below the
// header row written as number cells, texts without the apostrophe the
// CSV writer puts before "+/-".
type bookSheet struct {
	name string
	rows [][]string
}

// bookOf writes a workbook of the sheets into a fresh folder.
func bookOf(t *testing.T, name string, sheets ...bookSheet) string {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	for i, s := range sheets {
		if i == 0 {
			if err := f.SetSheetName("Sheet1", s.name); err != nil {
				t.Fatal(err)
			}
		} else if _, err := f.NewSheet(s.name); err != nil {
			t.Fatal(err)
		}
		for r, row := range s.rows {
			for c, v := range row {
				v = strings.TrimPrefix(v, "'") // the CSV's guard against formulas
				ref, _ := excelize.CoordinatesToCellName(c+1, r+1)
				var err error
				if n, bad := strconv.ParseFloat(v, 64); bad == nil && r > 0 {
					err = f.SetCellValue(s.name, ref, n)
				} else {
					err = f.SetCellStr(s.name, ref, v)
				}
				if err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	path := filepath.Join(t.TempDir(), name)
	if err := f.SaveAs(path); err != nil {
		t.Fatal(err)
	}
	return path
}

// winter is the period the sample games are rated in.
var winter = engine.Period{Year: 2026, Quarter: 1}

// TestWorkbookWithListAndGames: a workbook holding a rating list and a
// game list (as rate writes one) is read by check and the app as a rating
// list saying that its game list is not read; given as results alone it
// is refused naming its game list sheet (until 2026-11-28 the refusal
// said nothing of it), and given as --list and as --results it is read
// for both, not refused as a file given twice (docs/rules.d/
// xlsxio-read.md "A rating list and a game list in one workbook").
func TestWorkbookWithListAndGames(t *testing.T) {
	both := bookOf(t, "both.xlsx", bookSheet{"Ratings", csvRows(t, "sample-list.csv")}, bookSheet{"Games", csvRows(t, "sample-games.csv")})
	in := desk.Open(both, xlsxio.ReadOptions{})
	ws := in.Problems.Warnings()
	if in.Kind != xlsxio.RatingListKind || len(ws) != 1 ||
		!strings.Contains(ws[0].Msg, `the workbook also holds a game list on sheet "Games", which is not read`) || !strings.HasSuffix(ws[0].Msg, desk.GamesSheetRemedy) {
		t.Errorf("Open = %v, %v; want a rating list and the warning of its Games sheet", in.Kind, in.Problems)
	}
	games := bookOf(t, "games.xlsx", bookSheet{"Games", csvRows(t, "sample-games.csv")}, bookSheet{"Ratings", csvRows(t, "sample-list.csv")})
	if ws := desk.Open(games, xlsxio.ReadOptions{}).Problems.Warnings(); len(ws) != 1 || !strings.Contains(ws[0].Msg, `also holds a rating list on sheet "Ratings"`) {
		t.Errorf("a game list's workbook with a Ratings sheet: %v", ws)
	}
	req := desk.Request{List: both, Results: []string{both}, Period: winter, Ruleset: engine.Rulesets()[0]}
	lp, ps := desk.LoadPeriod(req)
	if lp == nil || len(lp.Input.Games) == 0 || len(lp.Input.Players) == 0 {
		t.Fatalf("LoadPeriod(list and results one workbook) = %v, %v; want its list and games", lp, ps)
	}
	req.List = filepath.Join("..", "testdata", "sample-list.csv")
	_, ps = desk.LoadPeriod(req)
	if errs := ps.Errors(); len(errs) != 1 || !strings.Contains(errs[0].Msg, `this is a rating list, not a results source, but it also holds a game list on sheet "Games"`) {
		t.Errorf("results alone: %v; want the refusal naming the Games sheet", ps)
	}
}

// TestGameOnTwoSheets: every sheet of a game list is read, and a game
// given on two of them is a game given twice.
func TestGameOnTwoSheets(t *testing.T) {
	rows := csvRows(t, "sample-games.csv")
	second := append([][]string{rows[0]}, rows[5:]...)
	first := rows[:6] // row 6 of the file is on both sheets
	path := bookOf(t, "g.xlsx", bookSheet{"SF12", first}, bookSheet{"Other", second})
	req := desk.Request{List: filepath.Join("..", "testdata", "sample-list.csv"), Results: []string{path}, Period: winter, Ruleset: engine.Rulesets()[0]}
	_, ps := desk.LoadPeriod(req)
	errs := ps.Errors()
	if len(errs) != 1 || errs[0].Sheet != "Other" || errs[0].Cell != "C2" || !strings.Contains(errs[0].Msg, "is also at") || !strings.Contains(errs[0].Msg, "SF12") {
		t.Errorf("LoadPeriod: %v; want the game on both sheets said at Other!C2", ps)
	}
	if !strings.Contains(errs[0].Msg, "SF12!C6") {
		t.Errorf("the copy names %q", errs[0].Msg)
	}
}

// TestListSheet: Request.ListSheet reads the sheet named (rate
// --list-sheet), not the first sheet with a list.
func TestListSheet(t *testing.T) {
	list := csvRows(t, "sample-list.csv")
	old := make([][]string, len(list))
	for i, r := range list {
		old[i] = append([]string(nil), r...)
		if i > 0 && r[4] != "" {
			n, _ := strconv.Atoi(r[4])
			old[i][4], old[i][7] = strconv.Itoa(n-20), ""
		}
	}
	path := bookOf(t, "l.xlsx", bookSheet{"2025-3", old}, bookSheet{"2025-4", list})
	games := filepath.Join("..", "testdata", "sample-games.csv")
	for _, sheet := range []string{"", "2025-4"} {
		lp, ps := desk.LoadPeriod(desk.Request{List: path, ListSheet: sheet, Results: []string{games}, Period: winter, Ruleset: engine.Rulesets()[0]})
		if lp == nil {
			t.Fatalf("ListSheet %q: %v", sheet, ps)
		}
		if want := map[string]string{"": "2025-3", "2025-4": "2025-4"}[sheet]; lp.List.Sheet != want {
			t.Errorf("ListSheet %q read sheet %q, want %q", sheet, lp.List.Sheet, want)
		}
	}
}

// TestCopiedGamesSheet: a workbook whose second sheet is a copy of its
// Games sheet (Excel's Move or Copy › Create a copy), whole or in part,
// loads the period from the first sheet's games with one warning, as
// before every game sheet was read; until then the copy gave an error a
// game ("the same game … is also at … delete the copy") and could not be
// rated (docs/rules.d/xlsxio-read.md "Several game sheets").
func TestCopiedGamesSheet(t *testing.T) {
	rows := csvRows(t, "sample-games.csv")
	tests := []struct {
		name string
		copy [][]string
	}{
		{"whole", rows},
		{"part", rows[:25]},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path := bookOf(t, "g.xlsx", bookSheet{"Games", rows}, bookSheet{"Games (2)", tc.copy})
			req := desk.Request{List: filepath.Join("..", "testdata", "sample-list.csv"), Results: []string{path}, Period: winter, Ruleset: engine.Rulesets()[0]}
			lp, ps := desk.LoadPeriod(req)
			if lp == nil || len(lp.Input.Games) != len(rows)-1 || ps.HasErrors() {
				t.Fatalf("LoadPeriod: %v; want the %d games of sheet Games and no error", ps, len(rows)-1)
			}
			var said bool
			for _, w := range lp.Warnings {
				said = said || w.Sheet == "Games (2)" && strings.Contains(w.Msg, `(a copy of the sheet?): it is not read`)
			}
			if !said {
				t.Errorf("warnings: %v; want the copy said", lp.Warnings)
			}
		})
	}
}
