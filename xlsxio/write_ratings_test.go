package xlsxio_test

import (
	"bytes"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"ratingdesk/engine"
	"ratingdesk/outputs"
	"ratingdesk/xlsxio"
)

// sampleNotes are the notes of samplePeriod's workbook.
func sampleNotes() xlsxio.Notes {
	return xlsxio.Notes{
		ProgramVersion: "v0.0.0-test",
		Inputs: []outputs.InputFile{
			{Path: "list.csv", Kind: "rating list", SHA256: "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"},
			{Path: "games.csv", Kind: "game list", SHA256: "fedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543210"},
		},
		Warnings: []string{"games.csv:B7: warning: name differs from the list", "=cmd|' /C calc'!A0"},
	}
}

// writeSample writes samplePeriod's workbook into a fresh folder.
func writeSample(t *testing.T) string {
	t.Helper()
	res, in, list := samplePeriod(t)
	path := filepath.Join(t.TempDir(), "new.xlsx")
	if err := xlsxio.WriteRatingWorkbook(path, res, in, xlsxio.ExportFromResult(res, list), sampleNotes()); err != nil {
		t.Fatalf("WriteRatingWorkbook = %v", err)
	}
	return path
}

func TestWriteRatingWorkbookGolden(t *testing.T) {
	checkGolden(t, "rating_workbook.golden", dumpWorkbook(t, writeSample(t)))
}

func TestWriteRatingWorkbookLayout(t *testing.T) {
	f := openWorkbook(t, writeSample(t))
	if got, want := f.GetSheetList(), []string{"Ratings", "Games", "Excluded", "Notes"}; !slices.Equal(got, want) {
		t.Fatalf("sheets = %q, want %q", got, want)
	}
	filters := map[string]string{}
	for _, dn := range f.GetDefinedName() {
		if dn.Name == "_xlnm._FilterDatabase" {
			filters[dn.Scope] = dn.RefersTo
		}
	}
	for _, tc := range []struct {
		sheet, filter string
	}{
		{"Ratings", "'Ratings'!$A$1:$T$6"},
		{"Games", "'Games'!$A$1:$AF$3"},
		{"Excluded", "'Excluded'!$A$1:$L$3"},
		{"Notes", "'Notes'!$A$1:$B$21"},
	} {
		if got := numFmtOf(t, f, tc.sheet, "A1"); got != "general bold" {
			t.Errorf("%s!A1 style = %q, want bold header", tc.sheet, got)
		}
		panes, err := f.GetPanes(tc.sheet)
		if err != nil {
			t.Fatal(err)
		}
		if !panes.Freeze || panes.YSplit != 1 || panes.XSplit != 0 || panes.TopLeftCell != "A2" {
			t.Errorf("%s panes = %+v, want frozen under row 1", tc.sheet, panes)
		}
		if got := filters[tc.sheet]; got != tc.filter {
			t.Errorf("%s auto-filter = %q, want %q", tc.sheet, got, tc.filter)
		}
	}
}

func TestWriteRatingWorkbookCells(t *testing.T) {
	f := openWorkbook(t, writeSample(t))
	for _, tc := range []struct {
		ref, value, format string
	}{
		{"A1", "ID", "general bold"},
		{"A2", "100001", "0"},
		{"B2", "Example, Player", "general"},
		{"E2", "1904", "0"},
		{"F2", "78", "0"},
		{"H2", strconv.FormatFloat(1903.5681234567891, 'f', -1, 64), "0.000000"},
		{"I2", strconv.FormatFloat(78.16604123456789, 'f', -1, 64), "0.000000"},
		{"K2", "45945", "yyyy-mm-dd"}, // 2025-10-15
		{"L2", "no", "general"},
		{"M2", "Chess Club, Leeds", "general"},
		{"N2", "12", "general"},
		{"O2", "fixed", "general"},
		{"P2", "yes", "general"},
		{"Q2", "1900", "0"},
		{"R2", "4", "0"},
		{"S2", "2", "0"},
		{"T2", "1.5", "general"},
		{"B3", `=HYPERLINK("http://x.invalid","click")`, "general"},
		{"D3", "GM IM", "general"},
		{"M3", "-SV", "general"},
		{"N3", "007", "general"},
		{"Q3", "2000", "0"},
		{"R3", "-10", "0"},
		{"E4", "2071", "0"},
		{"Q4", "", "general"}, // rated in the period, no rating before
		{"E5", "", "general"},
		{"H5", "", "general"},
		{"C6", "-x", "general"},
	} {
		got, err := f.GetCellValue("Ratings", tc.ref)
		if err != nil {
			t.Fatal(err)
		}
		if got != tc.value {
			t.Errorf("Ratings!%s = %q, want %q", tc.ref, got, tc.value)
		}
		if tc.value == "" {
			continue
		}
		if fm := numFmtOf(t, f, "Ratings", tc.ref); fm != tc.format {
			t.Errorf("Ratings!%s format = %q, want %q", tc.ref, fm, tc.format)
		}
	}
	// No cell anywhere is a formula, though several texts look like one.
	for _, sheet := range f.GetSheetList() {
		rows, _ := f.GetRows(sheet)
		for r, row := range rows {
			for c := range row {
				ref, _ := excelize.CoordinatesToCellName(c+1, r+1)
				if fm, _ := f.GetCellFormula(sheet, ref); fm != "" {
					t.Errorf("%s!%s has formula %q", sheet, ref, fm)
				}
				if ct, _ := f.GetCellType(sheet, ref); ct == excelize.CellTypeFormula {
					t.Errorf("%s!%s is a formula cell", sheet, ref)
				}
			}
		}
	}
	// The date cell is the right day.
	serial, _ := f.GetCellValue("Ratings", "K2")
	x, _ := strconv.ParseFloat(serial, 64)
	if d, err := excelize.ExcelDateToTime(x, false); err != nil || !d.Equal(day(2025, 10, 15)) {
		t.Errorf("Ratings!K2 = %v (%v), want 2025-10-15", d, err)
	}
}

func TestWriteRatingWorkbookGames(t *testing.T) {
	res, _, _ := samplePeriod(t)
	f := openWorkbook(t, writeSample(t))
	rows, err := f.GetRows("Games", excelize.Options{RawCellValue: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 3 {
		t.Fatalf("Games has %d rows, want a header and 2 games", len(rows))
	}
	col := map[string]int{}
	for i, h := range rows[0] {
		col[h] = i
	}
	num := func(row int, header string) float64 {
		t.Helper()
		i, ok := col[header]
		if !ok {
			t.Fatalf("Games has no column %q", header)
		}
		x, err := strconv.ParseFloat(rows[row][i], 64)
		if err != nil {
			t.Fatalf("Games %s row %d = %q: %v", header, row+1, rows[row][i], err)
		}
		return x
	}
	rgWhite, rgBlack := res.Rated[0].Terms()
	e := engine.Expect(res.Ruleset.Params, 1900, rgWhite.OppRating, rgWhite.OppRD, true)
	for _, tc := range []struct {
		header string
		want   float64
	}{
		{"White r", 1900},
		{"White RD", res.Players[0].PreRD},
		{"White opp r", 2000.4999999999998},
		{"White opp RD", res.Players[1].PreRD},
		{"White P(win)", e.Win},
		{"White P(draw)", e.Draw},
		{"White P(loss)", e.Loss},
		{"White expected", e.Score},
		{"White D1", rgWhite.D1},
		{"Black r", 2000.4999999999998},
		{"Black D1", rgBlack.D1},
	} {
		if got := num(1, tc.header); got != tc.want {
			t.Errorf("Games %s = %v, want %v exactly", tc.header, got, tc.want)
		}
	}
	// The averaged probabilities are those the term used (Rules 2.2d).
	if w := (rgWhite.PwMinus + rgWhite.PwPlus) / 2; math.Abs(num(1, "White P(win)")-w) > 1e-15 {
		t.Errorf("White P(win) = %v, want the term's %v", num(1, "White P(win)"), w)
	}
	if got := rows[2][col["White opp r from"]]; got != "start rating" {
		t.Errorf("Games row 3 White opp r from = %q, want start rating", got)
	}
	if got := numFmtOf(t, f, "Games", "P2"); got != "0.000" {
		t.Errorf("Games!P2 (White P(win)) format = %q, want 0.000", got)
	}
}

func TestWriteRatingWorkbookExcludedAndNotes(t *testing.T) {
	f := openWorkbook(t, writeSample(t))
	for _, tc := range []struct {
		sheet, ref, want string
	}{
		{"Excluded", "A2", "games.xlsx"},
		{"Excluded", "B2", "Games"},
		{"Excluded", "C2", "A4"},
		{"Excluded", "E2", "=Cup"},
		{"Excluded", "K2", "+/-"},
		{"Excluded", "L2", "forfeit (game not played)"},
		{"Excluded", "L3", "finished after the period"},
		{"Notes", "B4", "iccf-2023"},
		{"Notes", "B6", "2026/1"},
		{"Notes", "A12", "Input rating list"},
		{"Notes", "B13", "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"},
		{"Notes", "B16", "5"},
		{"Notes", "B17", "2"},
		{"Notes", "B18", "2"},
		{"Notes", "B21", "=cmd|' /C calc'!A0"},
	} {
		if got, _ := f.GetCellValue(tc.sheet, tc.ref); got != tc.want {
			t.Errorf("%s!%s = %q, want %q", tc.sheet, tc.ref, got, tc.want)
		}
	}
}

// The Excluded sheet names a game's file by its name, as it did before
// the readers kept the path as given in a game's origin (for the
// problems' sake): the workbook does not depend on the folder the files
// were read from, nor on how their paths were typed.
func TestWriteRatingWorkbookExcludedFileName(t *testing.T) {
	res, in, list := samplePeriod(t)
	for i := range in.Games {
		in.Games[i].Origin.File = filepath.Join("in", "q1", in.Games[i].Origin.File)
	}
	path := filepath.Join(t.TempDir(), "new.xlsx")
	if err := xlsxio.WriteRatingWorkbook(path, res, in, xlsxio.ExportFromResult(res, list), sampleNotes()); err != nil {
		t.Fatalf("WriteRatingWorkbook = %v", err)
	}
	f := openWorkbook(t, path)
	if got, _ := f.GetCellValue("Excluded", "A2"); got != "games.xlsx" {
		t.Errorf("Excluded!A2 = %q, want games.xlsx", got)
	}
}

func TestWriteRatingWorkbookDeterministic(t *testing.T) {
	res, in, list := samplePeriod(t)
	dir := t.TempDir()
	var files [][]byte
	for _, name := range []string{"a.xlsx", "b.xlsx", "c.xlsx"} {
		path := filepath.Join(dir, name)
		if err := xlsxio.WriteRatingWorkbook(path, res, in, xlsxio.ExportFromResult(res, list), sampleNotes()); err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, data)
	}
	for i := 1; i < len(files); i++ {
		if !bytes.Equal(files[0], files[i]) {
			t.Errorf("workbook %d differs from workbook 1 for the same inputs", i+1)
		}
	}
}

// TestEncodeResultWorkbookSameBytes: the workbook whose Ratings sheet is
// made row by row as it is written (EncodeResultWorkbook, what `rate`
// writes) is byte for byte the one written from the export held as a
// table, for the sample period and for a 2,000-player one, with and
// without a starting list.
func TestEncodeResultWorkbookSameBytes(t *testing.T) {
	res, in, list := samplePeriod(t)
	big, bigIn := bigPeriod(t, 2000)
	tests := []struct {
		name string
		res  *engine.PeriodResult
		in   *engine.PeriodInput
		list *xlsxio.RatingList
	}{
		{"sample", res, in, list},
		{"sample without a list", res, in, nil},
		{"2,000 players", big, bigIn, nil},
	}
	for _, tt := range tests {
		var held, streamed bytes.Buffer
		if err := xlsxio.EncodeRatingWorkbook(&held, tt.res, tt.in, xlsxio.ExportFromResult(tt.res, tt.list), sampleNotes()); err != nil {
			t.Fatal(err)
		}
		if err := xlsxio.EncodeResultWorkbook(&streamed, tt.res, tt.in, tt.list, sampleNotes()); err != nil {
			t.Fatal(err)
		}
		if held.Len() < 1000 || !bytes.Equal(held.Bytes(), streamed.Bytes()) {
			t.Errorf("%s: EncodeResultWorkbook wrote %d bytes, not the %d of EncodeRatingWorkbook", tt.name, streamed.Len(), held.Len())
		}
	}
}

// TestWriteExactFloats checks that number cells hold the float64 exactly,
// including values that need 17 significant digits (docs/rules.md §1.6).
func TestWriteExactFloats(t *testing.T) {
	values := []float64{
		1903.5681234567891, 75.99342076785332, 0.1, 1.0 / 3, 2000.4999999999998,
		-0.000001234567890123, 123456789.12345679, 5e-324, 1e21, math.Nextafter(1900, 2000), 0, 2.5,
	}
	exp := &xlsxio.ListExport{Columns: []xlsxio.Column{{Header: "x", Format: xlsxio.FormatExact}, {Header: "y", Format: xlsxio.FormatNumber}}}
	for _, v := range values {
		exp.Rows = append(exp.Rows, []xlsxio.Cell{xlsxio.FloatCell(v), xlsxio.FloatCell(-v)})
	}
	path := filepath.Join(t.TempDir(), "floats.xlsx")
	if err := xlsxio.WriteListExport(path, exp); err != nil {
		t.Fatal(err)
	}
	f := openWorkbook(t, path)
	for i, v := range values {
		for c, want := range []float64{v, -v} {
			ref, _ := excelize.CoordinatesToCellName(c+1, i+2)
			raw, _ := f.GetCellValue("Ratings", ref)
			got, err := strconv.ParseFloat(raw, 64)
			if err != nil || math.Float64bits(got) != math.Float64bits(want) {
				t.Errorf("Ratings!%s = %q (%v), want %v exactly", ref, raw, err, want)
			}
			if ct, _ := f.GetCellType("Ratings", ref); cellTypeName(ct) != "n" {
				t.Errorf("Ratings!%s type = %v, want a number cell", ref, ct)
			}
		}
	}
}

func BenchmarkWriteRatingWorkbook(b *testing.B) {
	res, in := bigPeriod(b, 20000)
	exp := xlsxio.ExportFromResult(res, nil)
	path := filepath.Join(b.TempDir(), "big.xlsx")
	b.ResetTimer()
	for b.Loop() {
		if err := xlsxio.WriteRatingWorkbook(path, res, in, exp, xlsxio.Notes{ProgramVersion: "bench"}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkWriteListExportXLSX(b *testing.B) {
	res, _ := bigPeriod(b, 20000)
	exp := xlsxio.ExportFromResult(res, nil)
	path := filepath.Join(b.TempDir(), "big.xlsx")
	b.ResetTimer()
	for b.Loop() {
		if err := xlsxio.WriteListExport(path, exp); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkWriteRatingCSV(b *testing.B) {
	res, _ := bigPeriod(b, 20000)
	exp := xlsxio.ExportFromResult(res, nil)
	path := filepath.Join(b.TempDir(), "big.csv")
	b.ResetTimer()
	for b.Loop() {
		if err := xlsxio.WriteListExport(path, exp); err != nil {
			b.Fatal(err)
		}
	}
}

// TestWriteExactFloatsRandom: random finite float64 values of every
// magnitude read back bit for bit.
func TestWriteExactFloatsRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	exp := &xlsxio.ListExport{Columns: []xlsxio.Column{{Header: "x", Format: xlsxio.FormatExact}}}
	var values []float64
	for len(values) < 500 {
		v := math.Float64frombits(rng.Uint64())
		if math.IsNaN(v) || math.IsInf(v, 0) || math.Abs(v) > 1e300 {
			continue
		}
		if len(values)%2 == 0 { // and ordinary ratings
			v = 1000 + 2000*rng.Float64()
		}
		values = append(values, v)
		exp.Rows = append(exp.Rows, []xlsxio.Cell{xlsxio.FloatCell(v)})
	}
	path := filepath.Join(t.TempDir(), "random.xlsx")
	if err := xlsxio.WriteListExport(path, exp); err != nil {
		t.Fatal(err)
	}
	rows, err := openWorkbook(t, path).GetRows("Ratings", excelize.Options{RawCellValue: true})
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range values {
		got, err := strconv.ParseFloat(rows[i+1][0], 64)
		if err != nil || math.Float64bits(got) != math.Float64bits(v) {
			t.Errorf("row %d = %q (%v), want %v exactly", i+2, rows[i+1][0], err, v)
		}
	}
}

// TestWriteTexts: texts that XML, excelize or a spreadsheet could take for
// something else read back as written, as string cells.
func TestWriteTexts(t *testing.T) {
	texts := []string{
		"=1+2", "+1", "-1", "@A1", "'quoted", " leading", "trailing ", "two\nlines", "tab\tinside",
		`<b>&amp;"'</b>`, "_x0041_", "_x005F_x0041_", "ŁÓDŹ, Ærø", "日本語", "🙂 emoji", "1903.5", "007", "TRUE",
		`t="inlineStr"><is><t>1</t></is>`,
	}
	exp := &xlsxio.ListExport{Columns: []xlsxio.Column{{Header: "text", Format: xlsxio.FormatText}}}
	for _, s := range texts {
		exp.Rows = append(exp.Rows, []xlsxio.Cell{xlsxio.TextCell(s)})
	}
	path := filepath.Join(t.TempDir(), "texts.xlsx")
	if err := xlsxio.WriteListExport(path, exp); err != nil {
		t.Fatal(err)
	}
	f := openWorkbook(t, path)
	for i, want := range texts {
		ref, _ := excelize.CoordinatesToCellName(1, i+2)
		got, _ := f.GetCellValue("Ratings", ref)
		if got != want {
			t.Errorf("Ratings!%s = %q, want %q", ref, got, want)
		}
		if ct, _ := f.GetCellType("Ratings", ref); cellTypeName(ct) != "s" {
			t.Errorf("Ratings!%s (%q) type = %v, want a string cell", ref, want, ct)
		}
	}
}

// TestWriteRefusesTexts: a text an .xlsx cell cannot hold unchanged is an
// error naming the cell, and nothing is written; CSV takes it.
func TestWriteRefusesTexts(t *testing.T) {
	for _, text := range []string{strings.Repeat("x", excelize.TotalCellChars+1), "bell\x07", "bad \xff byte", "\uFFFF"} {
		exp := &xlsxio.ListExport{
			Columns: []xlsxio.Column{{Header: "text", Format: xlsxio.FormatText}},
			Rows:    [][]xlsxio.Cell{{xlsxio.TextCell(text)}},
		}
		dir := t.TempDir()
		err := xlsxio.WriteListExport(filepath.Join(dir, "bad.xlsx"), exp)
		if err == nil || !strings.Contains(err.Error(), "cell A2") {
			t.Errorf("WriteListExport of %.20q = %v, want an error naming cell A2", text, err)
		}
		if names := dirNames(t, dir); len(names) != 0 {
			t.Errorf("folder holds %q, want nothing written", names)
		}
		if err := xlsxio.WriteListExport(filepath.Join(dir, "ok.csv"), exp); err != nil {
			t.Errorf("WriteListExport(.csv) of %.20q = %v", text, err)
		}
	}
}

// TestWriteRatingWorkbook2017: the Games sheet of an iccf-2017 period
// shows the ratings and W_e, and leaves the RD, probability and D1 cells of
// the Glicko-style systems empty (docs/rules.md §1.7).
func TestWriteRatingWorkbook2017(t *testing.T) {
	res, in, _ := samplePeriod(t)
	rs, err := engine.LookupRuleset("iccf-2017")
	if err != nil {
		t.Fatal(err)
	}
	res.Ruleset = rs
	res.Rated[0].SetTerms(engine.Term{Game: 0, Opponent: 100002, Score: 1, White: true, OppRating: 2000, We: 0.3575},
		engine.Term{Game: 0, Opponent: 100001, Score: 0, OppRating: 1900, We: 0.6425})
	path := filepath.Join(t.TempDir(), "elo.xlsx")
	if err := xlsxio.WriteRatingWorkbook(path, res, in, nil, xlsxio.Notes{}); err != nil {
		t.Fatal(err)
	}
	rows, err := openWorkbook(t, path).GetRows("Games", excelize.Options{RawCellValue: true})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for i, h := range rows[0] {
		if i < len(rows[1]) {
			got[h] = rows[1][i]
		}
	}
	for h, want := range map[string]string{
		"White r": "1900", "White RD": "", "White opp r": "2000", "White opp RD": "",
		"White P(win)": "", "White expected": "0.3575", "White D1": "", "Black expected": "0.6425",
	} {
		if got[h] != want {
			t.Errorf("iccf-2017 Games %s = %q, want %q", h, got[h], want)
		}
	}
}
