package xlsxio_test

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// updateGolden rewrites the golden files of the writers' tests:
// go test ./xlsxio -run 'Golden' -update
var updateGolden = flag.Bool("update", false, "rewrite the golden files under testdata/")

func day(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }

// samplePeriod is a small period built by hand (not by RatePeriod): the
// worked example's player, a rated opponent with a formula-like name and
// two titles, a new player rated in the period, an unrated player without
// games, and a player whose fields all start with formula characters.
// The terms' numbers come from engine.RatePeriod.
func samplePeriod(t testing.TB) (*engine.PeriodResult, *engine.PeriodInput, *xlsxio.RatingList) {
	t.Helper()
	rs, err := engine.LookupRuleset("iccf-2023")
	if err != nil {
		t.Fatal(err)
	}
	period := engine.Period{Year: 2026, Quarter: 1}
	players := []engine.Player{
		{ID: 100001, Name: "Example, Player", Fed: "ENG", Rated: true, Rating: 1900, RD: 75.99342076785332, Games: 40, LastGame: day(2025, 5, 20)},
		{ID: 100002, Name: `=HYPERLINK("http://x.invalid","click")`, Fed: "GER", Titles: []string{"GM", "IM"}, Rated: true, Rating: 2000.4999999999998, RD: 65.3834841531101, Games: 60, FIDE: 2311, Running: true},
		{ID: 100003, Name: "New, Player", Fed: "FRA", FIDE: 2100},
		{ID: 100004, Name: "Idle, Player", Fed: "ITA"},
		{ID: 100005, Name: "+44 Plus", Fed: "-x", Titles: []string{"@CCM"}, Rated: true, Rating: 1700.25, RD: 200, Games: 12, LastGame: day(2019, 1, 1)},
	}
	games := []engine.Game{
		{White: 100001, Black: 100002, Outcome: engine.WhiteWins, Finished: day(2025, 9, 15), Tournament: "Worked example", Section: "A", Origin: engine.Origin{File: "games.csv", Cell: "A2"}},
		{White: 100003, Black: 100001, Outcome: engine.Draw, Finished: day(2025, 10, 15), Tournament: "Worked example", Section: "A", Origin: engine.Origin{File: "games.csv", Cell: "A3"}},
		{White: 100002, Black: 100003, Outcome: engine.WhiteWinsForfeit, Finished: day(2025, 10, 20), Tournament: "=Cup", Section: "B", Origin: engine.Origin{File: "games.xlsx", Sheet: "Games", Cell: "A4"}},
		{White: 100005, Black: 100001, Outcome: engine.BlackWins, Finished: day(2025, 12, 2), Tournament: "Late", Origin: engine.Origin{File: "games.xlsx", Sheet: "Games", Cell: "A5"}},
	}
	in := &engine.PeriodInput{Ruleset: rs, Period: period, Players: players, Games: games}

	p := rs.Params
	// The terms' numbers are those RatePeriod computes for these games; the
	// rest of the period is made up.
	rated := ratedGames(t, in)
	term := func(tm engine.Term, game int, opp engine.PlayerID) engine.Term {
		tm.Game, tm.Opponent, tm.OppSource = game, opp, engine.FromList
		return tm
	}
	pre1, pre2 := engine.GrowRD(p, players[0].RD), engine.GrowRD(p, players[1].RD)
	ratedGame := func(k int, whiteFor, blackFor engine.PlayerID) engine.RatedGame {
		rg := engine.RatedGame{Game: k, WhiteFor: whiteFor, BlackFor: blackFor}
		w, b := rated[k].Terms()
		rg.SetTerms(term(w, k, blackFor), term(b, k, whiteFor))
		return rg
	}
	res := &engine.PeriodResult{
		Ruleset: rs,
		Period:  period,
		Rated:   []engine.RatedGame{ratedGame(0, 100001, 100002), ratedGame(1, 100003, 100001)},
		Excluded: []engine.ExcludedGame{
			{Game: 2, Reason: engine.ExcludedForfeit},
			{Game: 3, Reason: engine.ExcludedAfterPeriod},
		},
	}
	w1, b1 := res.Rated[1].Terms()
	w1.OppSource = engine.FromStart
	res.Rated[1].SetTerms(w1, b1)
	res.Players = []engine.PlayerResult{
		{Player: &players[0], PreRating: 1900, PreRD: pre1, Rating: 1903.5681234567891, RD: 78.16604123456789,
			PublishedRating: 1904, PublishedRD: 78, Rated: true, Games: 42, PeriodGames: 2, PeriodScore: 1.5,
			LastGame: day(2025, 10, 15), Status: engine.Fixed, Active: true},
		{Player: &players[1], PreRating: 2000.4999999999998, PreRD: pre2, Rating: 1990.0000000000002, RD: 64.1,
			PublishedRating: 1990, PublishedRD: 64, Rated: true, Games: 61, PeriodGames: 1, PeriodScore: 0,
			LastGame: day(2025, 9, 15), Status: engine.Fixed, Active: true},
		{Player: &players[2], PreRating: 2100, PreRD: 150, Rating: 2071.25, RD: 140.5,
			PublishedRating: 2071, PublishedRD: 141, Rated: true, Games: 1, PeriodGames: 1, PeriodScore: 0.5,
			LastGame: day(2025, 10, 15), Status: engine.Unpublished, Active: true},
		{Player: &players[3], PreRating: 1800, PreRD: 250, Status: engine.Unpublished},
		{Player: &players[4], PreRating: 1700.25, PreRD: 200, Rating: 1700.25, RD: 200,
			PublishedRating: 1700, PublishedRD: 200, Rated: true, Games: 12,
			LastGame: day(2019, 1, 1), Status: engine.Published},
	}
	list := &xlsxio.RatingList{
		File:         "list.csv",
		Players:      players[:2],
		ExtraHeaders: []string{"Club", "Note"},
		Rows: []xlsxio.ListRow{
			{Extra: []string{"Chess Club, Leeds", "12"}},
			{Extra: []string{"-SV", "007"}},
		},
	}
	return res, in, list
}

// bigPeriod is a period of n players, each with one rated game against the
// next, for benchmarks.
func bigPeriod(tb testing.TB, n int) (*engine.PeriodResult, *engine.PeriodInput) {
	rs, _ := engine.LookupRuleset("iccf-2023")
	in := &engine.PeriodInput{Ruleset: rs, Period: engine.Period{Year: 2026, Quarter: 1}}
	res := &engine.PeriodResult{Ruleset: rs, Period: in.Period}
	for i := range n {
		id := engine.PlayerID(100000 + i)
		pl := engine.Player{ID: id, Name: fmt.Sprintf("Player %d, Some", i), Fed: "FED", Rated: true,
			Rating: 1500 + float64(i%1000)/3, RD: 60 + float64(i%50)/7, Games: 30 + i%100, LastGame: day(2024, 3, 1+i%28)}
		in.Players = append(in.Players, pl)
		res.Players = append(res.Players, engine.PlayerResult{Player: &pl, PreRating: pl.Rating, PreRD: pl.RD,
			Rating: pl.Rating + 1.0/7, RD: pl.RD + 1.0/9, PublishedRating: engine.RoundHalfUp(pl.Rating + 1.0/7),
			PublishedRD: engine.PublishRD(rs.Params, pl.RD+1.0/9), Rated: true, Games: pl.Games + 1,
			PeriodGames: 1, PeriodScore: 0.5, LastGame: day(2025, 10, 1), Status: engine.Fixed, Active: true})
	}
	for i := 0; i+1 < n; i += 2 {
		a, b := in.Players[i], in.Players[i+1]
		in.Games = append(in.Games, engine.Game{White: a.ID, Black: b.ID, Outcome: engine.Draw, Finished: day(2025, 10, 1), Tournament: "Big"})
	}
	res.Rated = ratedGames(tb, in)
	return res, in
}

// ratedGames is the rated games of in, with their terms, as RatePeriod
// computes them.
func ratedGames(t testing.TB, in *engine.PeriodInput) []engine.RatedGame {
	t.Helper()
	res, err := engine.RatePeriod(context.Background(), *in, nil)
	if err != nil {
		t.Fatal(err)
	}
	return res.Rated
}

// openWorkbook opens a written workbook as the readers do.
func openWorkbook(t testing.TB, path string) *excelize.File {
	t.Helper()
	f, err := excelize.OpenFile(path, excelize.Options{RawCellValue: true})
	if err != nil {
		t.Fatalf("excelize.OpenFile(%s) = %v", path, err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

// numFmtOf describes a cell's number format and font for dumps: "0",
// "0.000000", "yyyy-mm-dd", "general", with " bold" when the font is bold.
func numFmtOf(t testing.TB, f *excelize.File, sheet, ref string) string {
	t.Helper()
	id, err := f.GetCellStyle(sheet, ref)
	if err != nil {
		t.Fatalf("GetCellStyle(%s!%s) = %v", sheet, ref, err)
	}
	st, err := f.GetStyle(id)
	if err != nil {
		t.Fatalf("GetStyle(%d) = %v", id, err)
	}
	var s string
	switch {
	case st.CustomNumFmt != nil:
		s = *st.CustomNumFmt
	case st.NumFmt == 1:
		s = "0"
	case st.NumFmt == 0:
		s = "general"
	default:
		s = fmt.Sprintf("numFmt %d", st.NumFmt)
	}
	if st.Font != nil && st.Font.Bold {
		s += " bold"
	}
	return s
}

// cellTypeName is a short name for a cell's type in dumps.
func cellTypeName(ct excelize.CellType) string {
	switch ct {
	case excelize.CellTypeUnset, excelize.CellTypeNumber:
		return "n"
	case excelize.CellTypeInlineString, excelize.CellTypeSharedString:
		return "s"
	case excelize.CellTypeFormula:
		return "FORMULA"
	case excelize.CellTypeBool:
		return "b"
	default:
		return fmt.Sprintf("type%d", ct)
	}
}

// dumpWorkbook lists a workbook as text, for golden files: per sheet its
// frozen panes, auto-filter and column widths, then every non-empty cell
// as "REF type format = raw value".
func dumpWorkbook(t testing.TB, path string) string {
	t.Helper()
	f := openWorkbook(t, path)
	var b strings.Builder
	filters := map[string]string{}
	for _, dn := range f.GetDefinedName() {
		if dn.Name == "_xlnm._FilterDatabase" {
			filters[dn.Scope] = dn.RefersTo
		}
	}
	props, err := f.GetDocProps()
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(&b, "title=%q creator=%q created=%s modified=%s\n", props.Title, props.Creator, props.Created, props.Modified)
	for _, sheet := range f.GetSheetList() {
		panes, err := f.GetPanes(sheet)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "== %s freeze=%v ySplit=%d topLeft=%s filter=%s\n", sheet, panes.Freeze, panes.YSplit, panes.TopLeftCell, filters[sheet])
		rows, err := f.GetRows(sheet, excelize.Options{RawCellValue: true})
		if err != nil {
			t.Fatal(err)
		}
		if len(rows) > 0 {
			var widths []string
			for c := range rows[0] {
				name, _ := excelize.ColumnNumberToName(c + 1)
				w, _ := f.GetColWidth(sheet, name)
				widths = append(widths, fmt.Sprintf("%s=%g", name, w))
			}
			fmt.Fprintf(&b, "widths %s\n", strings.Join(widths, " "))
		}
		for r, row := range rows {
			for c, v := range row {
				if v == "" {
					continue
				}
				ref, _ := excelize.CoordinatesToCellName(c+1, r+1)
				ct, err := f.GetCellType(sheet, ref)
				if err != nil {
					t.Fatal(err)
				}
				fmt.Fprintf(&b, "%s %s %s = %q\n", ref, cellTypeName(ct), numFmtOf(t, f, sheet, ref), v)
			}
		}
	}
	return b.String()
}

// checkGolden compares got with testdata/name, or rewrites it with -update.
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *updateGolden {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("reading golden file: %v (run go test ./xlsxio -run %s -update)", err, t.Name())
	}
	if got != string(want) {
		t.Errorf("%s differs from %s (run with -update to accept):\n%s", t.Name(), path, lineDiff(string(want), got))
	}
}

// lineDiff shows the first lines that differ between want and got.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	shown := 0
	for i := 0; i < max(len(w), len(g)) && shown < 10; i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			fmt.Fprintf(&b, "line %d:\n  want %s\n  got  %s\n", i+1, wl, gl)
			shown++
		}
	}
	return b.String()
}
