package xlsxio_test

import (
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"ratingdesk/xlsxio"
)

// writeTextFile writes content to a file of that name in a fresh temporary
// folder and returns its path.
func writeTextFile(t testing.TB, name, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// inDir is each of lines, a problem as Error writes it naming its file by
// the file's name, with the folder dir before that name: a problem names
// its file by the path the reader was given.
func inDir(dir string, lines []string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = dir + string(filepath.Separator) + l
	}
	return out
}

// testSheet is one sheet of a test workbook: rows of cell values, nil for
// an empty cell. A string is written as a text cell (so "2 412" stays
// text); a styledCell gets a number format; anything else goes through
// excelize's SetCellValue (numbers as number cells, time.Time as a date
// cell with a built-in date format).
type testSheet struct {
	name string
	rows [][]any
}

// styledCell is a number cell with a number format: a built-in one, or a
// custom code when code is set.
type styledCell struct {
	value   float64
	builtIn int
	code    string
}

// writeXLSX builds a workbook of the sheets in a fresh temporary folder and
// returns its path.
func writeXLSX(t testing.TB, name string, sheets ...testSheet) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := saveXLSX(path, sheets...); err != nil {
		t.Fatal(err)
	}
	return path
}

// saveXLSX writes a workbook of the sheets to path.
func saveXLSX(path string, sheets ...testSheet) error {
	f := excelize.NewFile()
	defer f.Close()
	for i, s := range sheets {
		if i == 0 {
			if err := f.SetSheetName("Sheet1", s.name); err != nil {
				return err
			}
		} else if _, err := f.NewSheet(s.name); err != nil {
			return err
		}
		for r, row := range s.rows {
			for c, v := range row {
				if v == nil {
					continue
				}
				ref, err := excelize.CoordinatesToCellName(c+1, r+1)
				if err != nil {
					return err
				}
				if err := setTestCell(f, s.name, ref, v); err != nil {
					return err
				}
			}
		}
	}
	return f.SaveAs(path)
}

// setTestCell writes one cell as testSheet describes.
func setTestCell(f *excelize.File, sheet, ref string, v any) error {
	switch v := v.(type) {
	case string:
		return f.SetCellStr(sheet, ref, v)
	case styledCell:
		style := &excelize.Style{NumFmt: v.builtIn}
		if v.code != "" {
			style = &excelize.Style{CustomNumFmt: &v.code}
		}
		id, err := f.NewStyle(style)
		if err != nil {
			return err
		}
		if err := f.SetCellValue(sheet, ref, v.value); err != nil {
			return err
		}
		return f.SetCellStyle(sheet, ref, ref, id)
	default:
		return f.SetCellValue(sheet, ref, v)
	}
}

// ymd is midnight UTC of a date.
func ymd(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }

// asProblems is each problem as errors.As finds it in the Problems
// error, failing the test for one that is not a *Problem.
func asProblems(t testing.TB, ps xlsxio.Problems) []*xlsxio.Problem {
	t.Helper()
	out := make([]*xlsxio.Problem, 0, len(ps))
	for _, p := range ps {
		var got *xlsxio.Problem
		if !errors.As(error(p), &got) {
			t.Fatalf("%v is not a *Problem", p)
		}
		out = append(out, got)
	}
	return out
}

// problemCells lists "Cell/severity" of every problem, sorted, as
// errors.As finds them in the Problems error: tests compare where problems
// are, never their wording. The warning of a rated list without a Games
// column is left out (isNoGamesWarning).
func problemCells(t testing.TB, ps xlsxio.Problems) []string {
	t.Helper()
	var out []string
	for _, got := range asProblems(t, ps) {
		if isNoGamesWarning(got) {
			continue
		}
		sev := "E"
		if got.Severity == xlsxio.Warning {
			sev = "W"
		}
		out = append(out, got.Cell+"/"+sev)
	}
	sort.Strings(out)
	return out
}

// wantCells checks the problems' cells and severities against want
// ("B3/E", "C4/W"), in any order.
func wantCells(t *testing.T, ps xlsxio.Problems, want ...string) {
	t.Helper()
	got := problemCells(t, ps)
	sort.Strings(want)
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("problems at %v, want %v\n%v", got, want, ps)
	}
}

// noErrors fails the test when ps holds an error.
func noErrors(t *testing.T, ps xlsxio.Problems) {
	t.Helper()
	if ps.HasErrors() {
		t.Fatalf("unexpected problems:\n%v", ps)
	}
}

// isNoGamesWarning reports whether p is the warning of a rating list with
// ratings and no Games column (docs/rules.d/xlsxio-read.md, "A list
// without game counts"). The helpers that list where problems are leave it
// out: most lists typed in these tests are the few columns a case is
// about; TestNoGamesColumn tests the warning itself.
func isNoGamesWarning(p *xlsxio.Problem) bool {
	return p.Severity == xlsxio.Warning && strings.HasPrefix(p.Msg, "the list has ratings but no Games column")
}

// withoutNoGames is ps without the warning of a rated list without a
// Games column (isNoGamesWarning), for tests about other problems of such
// lists.
func withoutNoGames(t testing.TB, ps xlsxio.Problems) xlsxio.Problems {
	t.Helper()
	var out xlsxio.Problems
	for i, p := range asProblems(t, ps) {
		if !isNoGamesWarning(p) {
			out = append(out, ps[i])
		}
	}
	return out
}

// isUnreadColumnsWarning reports whether p is the warning of the columns
// of a list whose headings Rating Desk does not know and which seem to
// hold nothing the list lacks (docs/rules.d/xlsxio-read.md "Columns not
// read"), for tests about other problems of lists with such a column.
func isUnreadColumnsWarning(p *xlsxio.Problem) bool {
	return p.Severity == xlsxio.Warning && (strings.Contains(p.Msg, "is not read: its heading is not one Rating Desk knows (") ||
		strings.Contains(p.Msg, "are not read: their headings are not ones Rating Desk knows"))
}
