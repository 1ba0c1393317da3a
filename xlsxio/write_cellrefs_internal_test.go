package xlsxio

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"ratingdesk/engine"
	"ratingdesk/internal/synth"
)

// TestWriteCellRefsOnlyAfterGap checks that the rows under a sheet's
// header give a cell its reference (r="K2") exactly when it does not
// directly follow the previous cell written in its row, and that every
// cell of the workbook reads back as written through this package's
// reader and through excelize: a sheet with gaps of every kind (the first
// cell not in column A, empty cells between, an empty row, columns past
// Z) and the four sheets of a period's workbook under each ruleset.
func TestWriteCellRefsOnlyAfterGap(t *testing.T) {
	type workbookCase struct {
		name string
		// tables are written, refs hold the same rows as cells.
		tables, refs []sheetTable
	}
	cases := []workbookCase{{"gaps", []sheetTable{gapsTable()}, []sheetTable{gapsTable()}}}
	for _, rs := range []engine.RulesetID{engine.ICCF2023, engine.ICCF2017} {
		tables, refs := periodTables(t, rs)
		cases = append(cases, workbookCase{string(rs), tables, refs})
	}
	for _, tc := range cases {
		var buf bytes.Buffer
		if err := writeWorkbook(&buf, workbookMeta{Title: tc.name}, tc.tables); err != nil {
			t.Fatalf("%s: writeWorkbook: %v", tc.name, err)
		}
		path := filepath.Join(t.TempDir(), tc.name+".xlsx")
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		for i, tab := range tc.refs {
			want := wantSheetText(t, tab)
			checkCellRefs(t, sheetPartXML(t, buf.Bytes(), i+1), tab)
			checkExcelizeRows(t, path, tab.Name, want)
			checkReaderRows(t, path, tab.Name, want)
		}
	}
}

// gapsTable is a sheet of 30 columns whose rows leave cells empty in
// every place a row can.
func gapsTable() sheetTable {
	t := sheetTable{Name: "Gaps"}
	for i := range 30 {
		f := []Format{FormatText, FormatInteger, FormatExact, FormatDate, FormatProbability}[i%5]
		t.Columns = append(t.Columns, Column{Header: fmt.Sprintf("H%d", i+1), Format: f})
	}
	value := func(col, row int) Cell {
		switch col % 5 {
		case 0:
			return TextCell(fmt.Sprintf(" t<%d>&%d ", row, col))
		case 1:
			return IntCell(int64(row*100 - col))
		case 2:
			return FloatCell(float64(row) + 1.0/float64(col+3))
		case 3:
			return DateCell(time.Date(2025, 1, 1+row+col, 0, 0, 0, 0, time.UTC))
		default:
			if row%7 == 0 {
				return FloatCell(math.NaN())
			}
			return FloatCell(-float64(col) / 7)
		}
	}
	keep := []func(col, row int) bool{
		func(int, int) bool { return true },
		func(col, _ int) bool { return col > 0 },
		func(int, int) bool { return false },
		func(col, _ int) bool { return col%3 != 1 },
		func(col, _ int) bool { return col == 29 },
		func(col, _ int) bool { return col >= 25 && col != 27 },
		func(col, row int) bool { return (col+row)%4 < 2 },
	}
	for r := range 40 {
		row := make([]Cell, len(t.Columns))
		for c := range row {
			if keep[r%len(keep)](c, r) {
				row[c] = value(c, r)
			}
		}
		t.Rows = append(t.Rows, row)
	}
	return t
}

// periodTables are the sheets of the workbook of a rated period of 300
// players and 1,000 games under ruleset id, and the same sheets with
// their rows made as cells (the Games sheet's by gamesCellTable).
func periodTables(t *testing.T, id engine.RulesetID) (tables, refs []sheetTable) {
	t.Helper()
	rs, err := engine.LookupRuleset(string(id))
	if err != nil {
		t.Fatal(err)
	}
	period := engine.Period{Year: 2026, Quarter: 1}
	players, games := synth.ICCFScale(300, 1000, period, 3)
	in := engine.PeriodInput{Ruleset: rs, Period: period, Players: players, Games: games}
	res, err := engine.RatePeriod(context.Background(), in, nil)
	if err != nil {
		t.Fatal(err)
	}
	_, tables = resultWorkbook(res, &in, resultTable(res, nil), Notes{ProgramVersion: "test"})
	for _, tab := range tables {
		if tab.Encode != nil {
			tab = gamesCellTable(res, &in)
		}
		refs = append(refs, tab)
	}
	return tables, refs
}

// cellText is a cell's value as a reader gives its raw text: a number as
// stored (a float's shortest decimal, a date's serial), a text as it is.
func cellText(c Cell) string {
	switch c.Kind {
	case KindFloat:
		if math.IsNaN(c.Float) || math.IsInf(c.Float, 0) {
			return c.String()
		}
	case KindDate:
		if serial, ok := excelSerial(c.Date); ok {
			return strconv.FormatInt(serial, 10)
		}
	}
	return c.String()
}

// wantSheetText is every row of tab as text, the header first, each row
// without its trailing empty cells.
func wantSheetText(t *testing.T, tab sheetTable) [][]string {
	t.Helper()
	var rows [][]string
	var header []string
	for _, c := range tab.Columns {
		header = append(header, c.Header)
	}
	rows = append(rows, header)
	err := tab.eachRow(func(_ int, row []Cell) error {
		var texts []string
		for _, c := range row {
			texts = append(texts, cellText(c))
		}
		for len(texts) > 0 && texts[len(texts)-1] == "" {
			texts = texts[:len(texts)-1]
		}
		rows = append(rows, texts)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

// sheetPartXML is the XML of worksheet n of a written workbook.
func sheetPartXML(t *testing.T, pkg []byte, n int) []byte {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(pkg), int64(len(pkg)))
	if err != nil {
		t.Fatal(err)
	}
	rc, err := zr.Open(fmt.Sprintf("xl/worksheets/sheet%d.xml", n))
	if err != nil {
		t.Fatal(err)
	}
	defer rc.Close()
	data, err := io.ReadAll(rc)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// checkCellRefs checks the cells' references in the rows under the
// header of a sheet's XML against the non-empty cells of tab's rows.
func checkCellRefs(t *testing.T, sheet []byte, tab sheetTable) {
	t.Helper()
	var filled [][]int
	_ = tab.eachRow(func(_ int, row []Cell) error {
		var cols []int
		for c, cell := range row {
			if cell.Kind != KindEmpty {
				cols = append(cols, c)
			}
		}
		filled = append(filled, cols)
		return nil
	})
	dec := xml.NewDecoder(bytes.NewReader(sheet))
	rowNum, k := 0, 0
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("%s: %v", tab.Name, err)
		}
		el, ok := tok.(xml.StartElement)
		switch {
		case !ok:
		case el.Name.Local == "row":
			r, _ := attr(el, "r")
			rowNum, k = mustAtoi(t, r), 0
		case el.Name.Local == "c" && rowNum >= 2:
			checkCellRef(t, tab.Name, el, rowNum, filled[rowNum-2], k)
			k++
		}
	}
	if rowNum != len(filled)+1 {
		t.Errorf("%s: the last row is %d, want %d", tab.Name, rowNum, len(filled)+1)
	}
}

// checkCellRef checks the reference of the k-th cell written in a row
// whose non-empty cells are in the columns filled.
func checkCellRef(t *testing.T, sheet string, el xml.StartElement, rowNum int, filled []int, k int) {
	t.Helper()
	if k >= len(filled) {
		t.Errorf("%s row %d: more cells written than the %d filled", sheet, rowNum, len(filled))
		return
	}
	col, prev := filled[k], -1
	if k > 0 {
		prev = filled[k-1]
	}
	r, has := attr(el, "r")
	switch want := cellRef(col, rowNum); {
	case col == prev+1 && has:
		t.Errorf("%s: cell %s follows its neighbour but has r=%q", sheet, want, r)
	case col != prev+1 && !has:
		t.Errorf("%s: cell %s comes after a gap but has no reference", sheet, want)
	case has && r != want:
		t.Errorf("%s: cell %s has r=%q", sheet, want, r)
	}
}

func mustAtoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// checkExcelizeRows checks a sheet's rows as excelize reads them, both
// through GetRows and cell by cell, against want.
func checkExcelizeRows(t *testing.T, path, sheet string, want [][]string) {
	t.Helper()
	f, err := excelize.OpenFile(path, excelize.Options{RawCellValue: true})
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got, err := f.GetRows(sheet, excelize.Options{RawCellValue: true})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.EqualFunc(trimRows(got), trimRows(want), slices.Equal) {
		t.Errorf("%s: excelize GetRows reads back other rows than written:\n%q\nwant\n%q", sheet, head(got), head(want))
	}
	for r, row := range want[:min(len(want), 60)] {
		for c, v := range row {
			ref := cellRef(c, r+1)
			if got, err := f.GetCellValue(sheet, ref, excelize.Options{RawCellValue: true}); err != nil || got != v {
				t.Errorf("%s!%s: excelize GetCellValue = %q, %v; want %q", sheet, ref, got, err, v)
			}
		}
	}
}

// checkReaderRows checks a sheet's rows as this package's reader reads
// them (blank rows left out) against want.
func checkReaderRows(t *testing.T, path, sheet string, want [][]string) {
	t.Helper()
	wb, prob := openWorkbook(path, filepath.Base(path))
	if prob != nil {
		t.Fatal(prob)
	}
	defer wb.f.Close()
	sp, ok := wb.find(sheet)
	if !ok {
		t.Fatalf("no sheet %s", sheet)
	}
	tab, probs := wb.read(sp, 0)
	if len(probs) > 0 {
		t.Fatalf("%s: %v", sheet, probs)
	}
	var got [][]string
	for _, r := range tab.rows {
		for len(got) < r.num-1 {
			got = append(got, nil)
		}
		var texts []string
		for _, c := range r.cells {
			for len(texts) < c.col {
				texts = append(texts, "")
			}
			texts = append(texts, c.text)
		}
		got = append(got, texts)
	}
	if !slices.EqualFunc(trimRows(got), trimRows(want), slices.Equal) {
		t.Errorf("%s: the reader reads back other rows than written:\n%q\nwant\n%q", sheet, head(got), head(want))
	}
}

// trimRows is rows without trailing empty cells and trailing empty rows.
func trimRows(rows [][]string) [][]string {
	out := make([][]string, len(rows))
	for i, row := range rows {
		for len(row) > 0 && row[len(row)-1] == "" {
			row = row[:len(row)-1]
		}
		out[i] = row
	}
	for len(out) > 0 && len(out[len(out)-1]) == 0 {
		out = out[:len(out)-1]
	}
	return out
}

// head is the first rows, for a message.
func head(rows [][]string) [][]string { return rows[:min(len(rows), 8)] }
