package xlsxio_test

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// rowByID finds an export's row by the ID cell and returns it as a map
// from header to the cell's text.
func rowByID(t *testing.T, exp *xlsxio.ListExport, id int64) map[string]string {
	t.Helper()
	for _, row := range exp.Rows {
		if row[0].Kind == xlsxio.KindInt && row[0].Int == id {
			m := map[string]string{}
			for i, c := range exp.Columns {
				m[c.Header] = row[i].String()
			}
			return m
		}
	}
	t.Fatalf("export has no row for ID %d", id)
	return nil
}

func TestExportFromResult(t *testing.T) {
	res, _, list := samplePeriod(t)
	exp := xlsxio.ExportFromResult(res, list)
	want := "ID,Name,Fed,Title,Rating,RD,Games,Rating exact,RD exact,FIDE,Last game,Running,Club,Note,Status,Active,Previous rating,Change,Period games,Period score"
	if got := strings.Join(exp.Headers(), ","); got != want {
		t.Fatalf("headers = %s\nwant      %s", got, want)
	}
	for i, row := range exp.Rows {
		if len(row) != len(exp.Columns) {
			t.Fatalf("row %d has %d cells for %d columns", i, len(row), len(exp.Columns))
		}
	}
	for _, tc := range []struct {
		id     int64
		header string
		want   string
	}{
		{100001, "Rating", "1904"},
		{100001, "RD", "78"},
		{100001, "Rating exact", "1903.5681234567892"},
		{100001, "Last game", "2025-10-15"},
		{100001, "Club", "Chess Club, Leeds"},
		{100001, "Previous rating", "1900"},
		{100001, "Change", "4"},
		{100001, "Period score", "1.5"},
		{100002, "Title", "GM IM"},
		{100002, "Running", "yes"},
		{100002, "Change", "-10"},
		{100002, "Note", "007"},
		{100003, "Club", ""}, // not on the starting list
		{100003, "Previous rating", ""},
		{100003, "Change", ""},
		{100003, "Status", "unpublished"},
		{100004, "Rating", ""},
		{100004, "RD exact", ""},
		{100004, "Games", "0"},
		{100004, "Active", "no"},
		{100005, "Status", "published"},
	} {
		if got := rowByID(t, exp, tc.id)[tc.header]; got != tc.want {
			t.Errorf("ID %d %s = %q, want %q", tc.id, tc.header, got, tc.want)
		}
	}
	// A canonical number in an unknown column is a number cell; other
	// texts stay text.
	r1 := exp.Rows[0]
	if c := r1[13]; c.Kind != xlsxio.KindFloat || c.Float != 12 {
		t.Errorf("Note of ID 100001 = %+v, want the number 12", c)
	}
	if c := exp.Rows[1][13]; c.Kind != xlsxio.KindText || c.Text != "007" {
		t.Errorf("Note of ID 100002 = %+v, want the text 007", c)
	}
}

// TestExportRows: the rows ExportRows makes one at a time are those of
// ExportFromResult and ExportFromList, cell for cell, with and without a
// starting list, reusing the row passed; Index finds a column by header.
func TestExportRows(t *testing.T) {
	res, _, list := samplePeriod(t)
	check := func(name string, rows *xlsxio.ExportRows, exp *xlsxio.ListExport) {
		t.Helper()
		if !slices.Equal(rows.Columns, exp.Columns) || rows.Len() != len(exp.Rows) {
			t.Fatalf("%s: %d rows of columns %v, want %d of %v", name, rows.Len(), rows.Columns, len(exp.Rows), exp.Columns)
		}
		var row []xlsxio.Cell
		for r, want := range exp.Rows {
			row = rows.Row(r, row)
			if !slices.Equal(row, want) {
				t.Errorf("%s: row %d = %+v, want %+v", name, r, row, want)
			}
		}
		for j, h := range exp.Headers() {
			if got := rows.Index(h); got != j {
				t.Errorf("%s: Index(%q) = %d, want %d", name, h, got, j)
			}
		}
		if got := rows.Index("No such column"); got != -1 {
			t.Errorf("%s: Index of a missing header = %d, want -1", name, got)
		}
	}
	for _, l := range []*xlsxio.RatingList{list, nil} {
		check("ResultRows", xlsxio.ResultRows(res, l), xlsxio.ExportFromResult(res, l))
	}
	check("ListRows", xlsxio.ListRows(list), xlsxio.ExportFromList(list))
}

func TestExportFromResultNoList(t *testing.T) {
	res, _, _ := samplePeriod(t)
	exp := xlsxio.ExportFromResult(res, nil)
	if got := len(exp.Columns); got != 18 {
		t.Errorf("ExportFromResult(res, nil) has %d columns, want 18", got)
	}
}

func TestExportFromResult2017(t *testing.T) {
	res, _, _ := samplePeriod(t)
	rs, err := engine.LookupRuleset("iccf-2017")
	if err != nil {
		t.Fatal(err)
	}
	res.Ruleset = rs
	exp := xlsxio.ExportFromResult(res, nil)
	row := rowByID(t, exp, 100001)
	for _, h := range []string{"RD", "RD exact"} {
		if row[h] != "" {
			t.Errorf("iccf-2017 %s = %q, want empty (the 2017 system has no RD)", h, row[h])
		}
	}
	if row["Rating"] != "1904" {
		t.Errorf("iccf-2017 Rating = %q, want 1904", row["Rating"])
	}
}

// listFromExport reads an export's cells back into a RatingList the way
// the readers are meant to (docs/formats.md "Rating list"), without a file.
func listFromExport(t *testing.T, exp *xlsxio.ListExport) *xlsxio.RatingList {
	t.Helper()
	col := map[string]int{}
	for i, c := range exp.Columns {
		col[c.Header] = i
	}
	known := map[string]bool{}
	for _, h := range strings.Split("ID,Name,Fed,Title,Rating,RD,Games,Rating exact,RD exact,FIDE,Last game,Running,Status,Active,Previous rating,Change,Period games,Period score", ",") {
		known[h] = true
	}
	list := &xlsxio.RatingList{}
	var extraCols []int
	for i, c := range exp.Columns {
		if !known[c.Header] {
			list.ExtraHeaders = append(list.ExtraHeaders, c.Header)
			extraCols = append(extraCols, i)
		}
	}
	for _, row := range exp.Rows {
		get := func(h string) xlsxio.Cell { return row[col[h]] }
		p := engine.Player{
			ID:       engine.PlayerID(get("ID").Int),
			Name:     get("Name").Text,
			Fed:      get("Fed").Text,
			Rated:    get("Rating").Kind != xlsxio.KindEmpty,
			Rating:   get("Rating exact").Float,
			RD:       get("RD exact").Float,
			Games:    int(get("Games").Int),
			FIDE:     int(get("FIDE").Int),
			LastGame: get("Last game").Date,
			Running:  get("Running").Yes,
		}
		if s := get("Title").Text; s != "" {
			p.Titles = strings.Fields(s)
		}
		lr := xlsxio.ListRow{Period: &xlsxio.PeriodColumns{
			HasPrevious: get("Previous rating").Kind != xlsxio.KindEmpty,
			Previous:    int(get("Previous rating").Int),
			Change:      int(get("Change").Int),
			PeriodGames: int(get("Period games").Int),
			PeriodScore: get("Period score").Float,
			Active:      get("Active").Yes,
		}}
		for _, i := range extraCols {
			lr.Extra = append(lr.Extra, row[i].String())
		}
		list.Players = append(list.Players, p)
		list.Rows = append(list.Rows, lr)
	}
	return list
}

// equalExports compares two exports cell by cell.
func equalExports(t *testing.T, what string, got, want *xlsxio.ListExport) {
	t.Helper()
	if g, w := strings.Join(got.Headers(), ","), strings.Join(want.Headers(), ","); g != w {
		t.Fatalf("%s: headers = %s, want %s", what, g, w)
	}
	if len(got.Rows) != len(want.Rows) {
		t.Fatalf("%s: %d rows, want %d", what, len(got.Rows), len(want.Rows))
	}
	for r := range want.Rows {
		for c := range want.Columns {
			if got.Rows[r][c] != want.Rows[r][c] {
				t.Errorf("%s: row %d %s = %+v, want %+v", what, r+2, want.Columns[c].Header, got.Rows[r][c], want.Rows[r][c])
			}
		}
	}
}

// TestExportFromListMatchesResult: the list columns an export writes,
// read as a list, export to the same cells (docs/formats.md "Export adds").
func TestExportFromListMatchesResult(t *testing.T) {
	res, _, list := samplePeriod(t)
	exp := xlsxio.ExportFromResult(res, list)
	again := xlsxio.ExportFromList(listFromExport(t, exp))
	equalExports(t, "ExportFromList(read(ExportFromResult))", again, exp)
}

func TestExportFromListPlain(t *testing.T) {
	_, _, list := samplePeriod(t)
	exp := xlsxio.ExportFromList(list)
	row := rowByID(t, exp, 100002)
	for h, want := range map[string]string{
		"Rating": "2000", "RD": "65", "Rating exact": "2000.4999999999998", "Status": "fixed",
		"Active": "", "Previous rating": "", "Period games": "", "Club": "-SV",
	} {
		if row[h] != want {
			t.Errorf("ID 100002 %s = %q, want %q", h, row[h], want)
		}
	}
}

func TestWriteListExportRefusesExtension(t *testing.T) {
	res, _, _ := samplePeriod(t)
	dir := t.TempDir()
	for _, name := range []string{"new.xls", "new.pdf", "new"} {
		err := xlsxio.WriteListExport(filepath.Join(dir, name), xlsxio.ExportFromResult(res, nil))
		var oe *xlsxio.OutputError
		if !errors.As(err, &oe) {
			t.Errorf("WriteListExport(%s) = %v, want an *OutputError", name, err)
		}
		if err := xlsxio.WriteGameList(filepath.Join(dir, name), nil, nil); !errors.As(err, &oe) {
			t.Errorf("WriteGameList(%s) = %v, want an *OutputError", name, err)
		}
	}
	if names := dirNames(t, dir); len(names) != 0 {
		t.Errorf("folder holds %q, want nothing written", names)
	}
}

func TestWriteGameList(t *testing.T) {
	_, in, _ := samplePeriod(t)
	games := append([]engine.Game(nil), in.Games...)
	games[0].WhiteStart, games[0].BlackSubFor = 2150, 100009
	names := map[engine.PlayerID]string{100001: "Example, Player", 100002: "=HYPERLINK()"}
	dir := t.TempDir()
	csvPath := filepath.Join(dir, "games.csv")
	if err := xlsxio.WriteGameList(csvPath, games, names); err != nil {
		t.Fatalf("WriteGameList(csv) = %v", err)
	}
	data, err := os.ReadFile(csvPath)
	if err != nil {
		t.Fatal(err)
	}
	want := "\uFEFF" +
		"White,Black,Result,Finished,Tournament,Section,Type,White start rating,Black start rating,White substitute for,Black substitute for,White name,Black name\r\n" +
		"100001,100002,1-0,2025-09-15,Worked example,A,,2150,,,100009,\"Example, Player\",'=HYPERLINK()\r\n" +
		"100003,100001,½-½,2025-10-15,Worked example,A,,,,,,,\"Example, Player\"\r\n" +
		"100002,100003,'+/-,2025-10-20,'=Cup,B,,,,,,'=HYPERLINK(),\r\n" +
		"100005,100001,0-1,2025-12-02,Late,,,,,,,,\"Example, Player\"\r\n"
	if string(data) != want {
		t.Errorf("game list CSV =\n%q\nwant\n%q", data, want)
	}

	xlsxPath := filepath.Join(dir, "games.xlsx")
	if err := xlsxio.WriteGameList(xlsxPath, games, nil); err != nil {
		t.Fatalf("WriteGameList(xlsx) = %v", err)
	}
	checkGolden(t, "game_list.golden", dumpWorkbook(t, xlsxPath))
}
