package xlsxio_test

import (
	"errors"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/titles"
	"ratingdesk/xlsxio"
)

// crosstableCSV is a five-player section typed as a TD types one: both
// forms of the key/value block, a title line, every result form of
// docs/rules.md §1.4 and a Score column.
const crosstableCSV = "Test Cup 2024 — crosstable\n" +
	"Tournament: Test Cup 2024\n" +
	"Section,A\n" +
	"Type,Master norm\n" +
	"Start,2024-01-15,Finished,20.10.2025\n" +
	"\n" +
	"No,ID,Name,Fed,Title,Rating,Status,1,2,3,4,5,Score,Place\n" +
	"1,101,\"Aa, Anna\",GER,GM,2500,fixed,x,1,½,+,*,2½,1\n" +
	"2,102,\"Bb, Bert\",ITA,,2400,unfixed,0,X,0.5,1F,,1.5,3\n" +
	"3,103,\"Cc, Cleo\",USA,IM SIM,2300,Fixed,½,=,#,0,1/2,\"1,5\",4\n" +
	"4,104,\"Dd, Dirk\",ESP,,1900,unrated,-,0F,1,x,1,2,2\n" +
	"5,105,\"Ee, Emil\",POL,,,,*,,1/2,0,x,½,5\n" +
	"Arbiter: J. Smith\n"

// readOne reads a file that must hold exactly one crosstable without
// errors.
func readOne(t *testing.T, path string, opt xlsxio.ReadOptions) (*xlsxio.Crosstable, xlsxio.Problems) {
	t.Helper()
	cts, ps := xlsxio.ReadCrosstables(path, opt)
	noErrors(t, ps)
	if len(cts) != 1 {
		t.Fatalf("ReadCrosstables(%s) gave %d crosstables, want 1", path, len(cts))
	}
	return cts[0], ps
}

func TestReadCrosstableCellForms(t *testing.T) {
	path := writeTextFile(t, "cup.csv", crosstableCSV)
	ct, ps := readOne(t, path, xlsxio.ReadOptions{})
	// The title line and the Arbiter note are not read, each with a
	// warning: the title line is above the table, the note below it is no
	// player's row (every row is accounted for).
	// L8, L9: No 5's games against No 1 and 2 have no result though the
	// section has a Finished date.
	wantCells(t, ps, "A1/W", "A13/W", "L8/W", "L9/W", "N7/W") // N7: the Place column is not read
	s := ct.Section
	if s.Tournament != "Test Cup 2024" || s.Name != "A" || s.Type != "Master norm" || !s.Rated || !s.TitleTournament || s.DoubleRound {
		t.Errorf("section keys = %q %q %q rated %v title %v double %v", s.Tournament, s.Name, s.Type, s.Rated, s.TitleTournament, s.DoubleRound)
	}
	if !s.Start.Equal(ymd(2024, 1, 15)) || !s.Finished.Equal(ymd(2025, 10, 20)) {
		t.Errorf("Start, Finished = %v, %v", s.Start, s.Finished)
	}
	W, D, L, FW, FL, U := titles.Win, titles.Draw, titles.Loss, titles.ForfeitWin, titles.ForfeitLoss, titles.Unfinished
	want := [][]titles.Result{
		{0, W, D, FW, U},
		{L, 0, D, FW, U},
		{D, D, 0, L, D},
		{FL, FL, W, 0, W},
		{U, U, D, L, 0},
	}
	for i := range want {
		for j := range want[i] {
			if i == j {
				if len(s.Games[i][j]) != 0 {
					t.Errorf("Games[%d][%d] = %v, want none", i, j, s.Games[i][j])
				}
				continue
			}
			if got := s.Games[i][j]; len(got) != 1 || got[0] != want[i][j] {
				t.Errorf("Games[%d][%d] = %v, want [%v]", i, j, got, want[i][j])
			}
		}
	}
	p := s.Players
	if p[2].Status != titles.Fixed || !reflect.DeepEqual(p[2].Titles, []string{"IM", "SIM"}) || p[3].Status != titles.Unrated || p[3].StartRating != 1900 {
		t.Errorf("players = %+v", p)
	}
	if p[4].Status != titles.Unrated || p[4].StartRating != 0 || p[0].No != 1 || p[4].No != 5 || p[1].ID != 102 || p[0].Name != "Aa, Anna" {
		t.Errorf("players = %+v", p)
	}
	if o := ct.CellOrigin(3, 1); o.File != path || o.Cell != "I11" {
		t.Errorf("CellOrigin(3, 1) = %+v, want %s I11", o, path)
	}
	if o := ct.PlayerOrigin(2); o.Cell != "A10" {
		t.Errorf("PlayerOrigin(2) = %+v, want A10", o)
	}
}

func TestCrosstableGames(t *testing.T) {
	ct, _ := readOne(t, writeTextFile(t, "cup.csv", crosstableCSV), xlsxio.ReadOptions{})
	games := ct.Games()
	type g struct {
		w, b engine.PlayerID
		o    engine.Outcome
	}
	want := []g{
		{101, 102, engine.WhiteWins}, {101, 103, engine.Draw}, {101, 104, engine.WhiteWinsForfeit},
		{102, 103, engine.Draw}, {102, 104, engine.WhiteWinsForfeit},
		{103, 104, engine.BlackWins}, {103, 105, engine.Draw}, {104, 105, engine.WhiteWins},
	}
	if len(games) != len(want) {
		t.Fatalf("Games() = %d games, want %d: %+v", len(games), len(want), games)
	}
	for k, w := range want {
		got := games[k]
		if got.White != w.w || got.Black != w.b || got.Outcome != w.o {
			t.Errorf("game %d = %d-%d %v, want %d-%d %v", k, got.White, got.Black, got.Outcome, w.w, w.b, w.o)
		}
		if got.Tournament != "Test Cup 2024" || got.Section != "A" || got.Type != "Master norm" || got.NotRated || !got.Finished.Equal(ymd(2025, 10, 20)) {
			t.Errorf("game %d = %+v: wrong section fields", k, got)
		}
	}
	if games[0].WhiteStart != 2500 || games[0].BlackStart != 2400 || games[7].BlackStart != 0 {
		t.Errorf("start ratings %v %v %v, want 2500 2400 0", games[0].WhiteStart, games[0].BlackStart, games[7].BlackStart)
	}
	if games[5].Origin.Cell != "K10" {
		t.Errorf("origin of No 3 against No 4 = %+v, want K10", games[5].Origin)
	}
}

// doubleCSV is a three-player double round, one game of the pair 2–3 not
// yet finished; the section is not rated.
const doubleCSV = "Tournament,Double Test\nDouble round,yes\nRated,no\n" +
	"No,ID,Name,Rating,Games,1,2,3\n" +
	"1,201,A,2100,40,x,1 ½,0 0\n" +
	"2,202,B,2000,20,0 ½,x,1\n" +
	"3,203,C,,,1 1,0,x\n"

func TestReadCrosstableDoubleRound(t *testing.T) {
	ct, ps := readOne(t, writeTextFile(t, "double.csv", doubleCSV), xlsxio.ReadOptions{})
	wantCells(t, ps)
	s := ct.Section
	if !s.DoubleRound || s.Rated || s.Name != "double" {
		t.Errorf("double %v rated %v section %q, want true false \"double\"", s.DoubleRound, s.Rated, s.Name)
	}
	W, D, L, U := titles.Win, titles.Draw, titles.Loss, titles.Unfinished
	checks := []struct {
		i, j int
		want []titles.Result
	}{
		{0, 1, []titles.Result{W, D}}, {1, 0, []titles.Result{L, D}},
		{0, 2, []titles.Result{L, L}}, {2, 0, []titles.Result{W, W}},
		{1, 2, []titles.Result{W, U}}, {2, 1, []titles.Result{L, U}},
	}
	for _, c := range checks {
		if got := s.Games[c.i][c.j]; !reflect.DeepEqual(got, c.want) {
			t.Errorf("Games[%d][%d] = %v, want %v", c.i, c.j, got, c.want)
		}
	}
	if s.Players[0].Status != titles.Fixed || s.Players[1].Status != titles.Unfixed || s.Players[2].Status != titles.Unrated {
		t.Errorf("statuses from Games = %v %v %v", s.Players[0].Status, s.Players[1].Status, s.Players[2].Status)
	}
	games := ct.Games()
	if len(games) != 5 {
		t.Fatalf("Games() = %d, want 5", len(games))
	}
	// The second game of a pair has the higher number as White.
	if g := games[1]; g.White != 202 || g.Black != 201 || g.Outcome != engine.Draw || !g.NotRated {
		t.Errorf("second game of 1–2 = %+v, want 202-201 ½-½ not rated", g)
	}
	if g := games[3]; g.White != 203 || g.Black != 201 || g.Outcome != engine.WhiteWins {
		t.Errorf("second game of 1–3 = %+v, want 203-201 1-0", g)
	}
}

func TestReadCrosstableErrors(t *testing.T) {
	const head = "Tournament,T\nNo,ID,Name,Rating,Status,1,2,3,Score\n"
	tests := []struct {
		name, csv string
		want      []string
	}{
		{"symmetry names both cells", head +
			"1,1,A,2000,fixed,x,1,½\n2,2,B,2000,fixed,½,x,0\n3,3,C,2000,fixed,½,1,x\n", []string{"F4/E", "G3/E"}},
		{"forfeit against a played result", head +
			"1,1,A,2000,fixed,x,+,\n2,2,B,2000,fixed,0,x,\n3,3,C,2000,fixed,,,x\n", []string{"F4/E", "G3/E"}},
		{"result against an empty cell", head +
			"1,1,A,2000,fixed,x,,1\n2,2,B,2000,fixed,,x,\n3,3,C,2000,fixed,,,x\n", []string{"H3/E", "F5/E"}},
		{"score mismatch", head +
			"1,1,A,2000,fixed,x,1,½,2\n2,2,B,2000,fixed,0,x,,0\n3,3,C,2000,fixed,½,,x,½\n", []string{"I3/E"}},
		{"bad cells", head +
			"1,1,A,2000,fixed,x,2,1-0\n2,2,B,2000,fixed,0,x,1 0\n3,3,C,2000,fixed,0,x,1\n", []string{"G3/E", "H3/E", "H4/E", "G5/E", "H5/E"}},
		{"start numbers", head +
			"1,1,A,2000,fixed,x,,\n1,2,B,2000,fixed,,x,\n7,3,C,2000,fixed,,,x\n", []string{"A4/E", "A5/E"}},
		{"missing result column", "Tournament,T\nNo,ID,Name,1,2,4\n1,1,A,x,,\n2,2,B,,x,\n3,3,C,,,\n", []string{"A2/E", "F2/E"}},
		{"player fields", head +
			"1,1,A,2000,fixed,x,,\n2,1,B,,fixed,,x,\n3,0,,2000.5,maybe,,,x\n", []string{"B4/E", "D4/E", "B5/E", "D5/E", "E5/E"}},
		{"no Tournament", "Section,S\nNo,ID,Name,1,2\n1,1,A,x,\n2,2,B,,x\n", []string{"/E"}},
		{"empty Tournament, two Sections", "Tournament,\nSection,S,Section,R\nNo,ID,Name,1,2\n1,1,A,x,\n2,2,B,,x\n", []string{"A1/E", "C2/E"}},
		{"bad keys", "Tournament,T\nStart,2024-02-30\nRated,perhaps\nNo,ID,Name,1,2\n1,1,A,x,\n2,2,B,,x\n", []string{"B2/E", "B3/E"}},
		{"one player", "Tournament,T\nNo,ID,Name,1\n1,1,A,x\n", []string{"A2/E"}},
		{"clean", head + "1,1,A,2000,fixed,x,,\n2,2,B,2000,fixed,,x,\n3,3,C,2000,fixed,,,x\n", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeTextFile(t, "t.csv", tt.csv)
			cts, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{})
			wantCells(t, ps.Errors(), tt.want...)
			if ps.HasErrors() != (cts == nil) {
				t.Errorf("errors %v but crosstables %v", ps.HasErrors(), cts)
			}
			for _, p := range ps {
				var got *xlsxio.Problem
				if !errors.As(error(p), &got) || got.File != path || got.Sheet != "" {
					t.Errorf("problem %+v does not name the file", p)
				}
			}
		})
	}
}

// TestReadCrosstableSymmetryTwoWins: two wins for one game are an error
// at both cells, and only there.
func TestReadCrosstableSymmetryTwoWins(t *testing.T) {
	csv := "Tournament,T\nNo,Name,1,2\n1,A,x,1\n2,B,1,x\n"
	cts, ps := xlsxio.ReadCrosstables(writeTextFile(t, "t.csv", csv), xlsxio.ReadOptions{})
	wantCells(t, ps, "D3/E", "C4/E")
	if cts != nil {
		t.Errorf("crosstables despite errors: %v", cts)
	}
}

func TestReadCrosstableWithdrawalAndStatus(t *testing.T) {
	csv := "Tournament,T\nType,GM norm\n" +
		"No,ID,Name,Rating,Status,Games,FIDE,Withdrawn,1,2,3\n" +
		"1,1,A,2400,fixed,25,,no,x,+,1\n" +
		"2,2,B,2300,,40,2350,accepted,-,x,\n" +
		"3,3,C,2450,,,,not accepted,0,,x\n"
	ct, ps := readOne(t, writeTextFile(t, "w.csv", csv), xlsxio.ReadOptions{})
	// Status fixed with 25 games; C rated without status or games.
	wantCells(t, ps, "E4/W", "E6/W")
	p := ct.Section.Players
	if p[0].Status != titles.Fixed || p[1].Status != titles.Fixed || p[2].Status != titles.Unfixed {
		t.Errorf("statuses %v %v %v, want fixed fixed unfixed", p[0].Status, p[1].Status, p[2].Status)
	}
	if p[1].Withdrawn != titles.WithdrawalAccepted || p[1].FIDE != 2350 || p[2].Withdrawn != titles.WithdrawalNotAccepted {
		t.Errorf("withdrawals %v %v, FIDE %d", p[1].Withdrawn, p[2].Withdrawn, p[1].FIDE)
	}
	if !ct.Section.TitleTournament {
		t.Error("a GM norm section is a title tournament by default")
	}
	if ps := ct.NormProblems(); len(ps) != 1 || ps[0].Cell != "" {
		t.Errorf("NormProblems without Start = %v, want one problem for the sheet", ps)
	}
}

func TestReadCrosstableWorkbook(t *testing.T) {
	table := func(tournament, section any, results ...[]any) [][]any {
		rows := [][]any{{"Tournament", tournament}, {"Section:", section}, {"Start", ymd(2024, 3, 1)}, {}}
		rows = append(rows, []any{"No", "ID", "Name", "Fed", "Rating", "Status", 1, 2, 3, "Score"})
		return append(rows, results...)
	}
	sheets := []testSheet{
		{"Notes", [][]any{{"Made by hand"}}},
		{"GM-A", table("Jubilee", "GM-A",
			[]any{1, 11, "Šimić, Tomislav", "CRO", 2540, "fixed", "x", 1, 0.5, 1.5},
			[]any{2, 12, "Đorđević, Miloš", "SRB", 2520, "fixed", 0, "X", "½", "½"},
			[]any{3, 13, "Müller, Jürgen", "GER", 2500, "unfixed", "½", "½", "x", 1})},
		{"Games", [][]any{{"White", "Black", "Result"}, {11, 12, "1-0"}}},
		{"M-B", table("Jubilee", nil,
			[]any{1, 21, "Østergaard, Søren", "DEN", 2450, "fixed", "x", "", styledCell{value: 45659, builtIn: 14}},
			[]any{2, 22, "Nowak, Łukasz", "POL", 2440, "fixed", "", "x", ""},
			[]any{3, 23, "Kıraç, Emre", "TUR", 2420, "fixed", "", "", "x"})},
	}
	path := writeXLSX(t, "jubilee.xlsx", sheets...)
	cts, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{})
	// The date in M-B!I6 is a result the spreadsheet turned into a date.
	wantCells(t, ps, "I6/E")
	if cts != nil || ps[0].Sheet != "M-B" {
		t.Fatalf("crosstables %v, problems %v", cts, ps)
	}
	names, ps := xlsxio.CrosstableSheets(path)
	if len(ps) != 0 || !reflect.DeepEqual(names, []string{"GM-A", "M-B"}) {
		t.Errorf("CrosstableSheets = %v %v, want [GM-A M-B]", names, ps)
	}
	ct, _ := readOne(t, path, xlsxio.ReadOptions{Sheet: "gm-a"})
	if ct.Sheet != "GM-A" || ct.Section.Name != "GM-A" || ct.Section.Players[1].Name != "Đorđević, Miloš" || !ct.Section.Start.Equal(ymd(2024, 3, 1)) {
		t.Errorf("GM-A read as %+v", ct.Section)
	}
	if _, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{Sheet: "Games"}); !ps.HasErrors() || ps[0].Sheet != "Games" {
		t.Errorf("a sheet without a crosstable: problems %v, want one naming the sheet", ps)
	}

	// Fixed, the workbook gives two sections; the second one's Section is
	// empty and defaults to the sheet's name.
	sheets[3].rows[5][8] = "1"
	sheets[3].rows[7][6] = "0"
	path = writeXLSX(t, "jubilee.xlsx", sheets...)
	cts, ps = xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{})
	noErrors(t, ps)
	if len(cts) != 2 || cts[0].Sheet != "GM-A" || cts[1].Section.Name != "M-B" || cts[1].Section.Games[0][2][0] != titles.Win {
		t.Fatalf("crosstables %+v", cts)
	}
}

func TestReadCrosstableDuplicateSection(t *testing.T) {
	rows := [][]any{{"Tournament", "T"}, {"Section", "S"}, {"No", "Name", 1, 2}, {1, "A", "x", ""}, {2, "B", "", "x"}}
	path := writeXLSX(t, "dup.xlsx", testSheet{"One", rows}, testSheet{"Two", rows})
	_, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{})
	if len(ps) != 1 || ps[0].Sheet != "Two" || !ps.HasErrors() {
		t.Errorf("problems %v, want one error on sheet Two", ps)
	}
}

func TestReadCrosstableFileProblems(t *testing.T) {
	tests := []struct{ name, cell, want string }{
		{"old.xls", "", ""},
		// A rating list is said to be one, at its header row.
		{"no-crosstable.csv", "A1", "this is a rating list, not a crosstable"},
	}
	for _, tt := range tests {
		content := "ID,Name\n1,A\n"
		path := writeTextFile(t, tt.name, content)
		_, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{})
		if len(ps) != 1 || !ps.HasErrors() || ps[0].Cell != tt.cell || ps[0].File != path || !strings.Contains(ps[0].Msg, tt.want) {
			t.Errorf("%s: problems %v, want one error at %q saying %q", tt.name, ps, tt.cell, tt.want)
		}
	}
}

// A CSV crosstable without a Section key is the section named as its
// file, without the folders of the path it was read from (its problems
// name that path).
func TestReadCrosstableCSVSectionIsTheFileName(t *testing.T) {
	content := strings.Replace(crosstableCSV, "Section,A\n", "", 1)
	for _, name := range []string{"cup.csv", "Cup A.CSV"} {
		path := writeTextFile(t, name, content)
		ct, _ := readOne(t, path, xlsxio.ReadOptions{})
		if want := strings.TrimSuffix(name, filepath.Ext(name)); ct.Section.Name != want {
			t.Errorf("%s: section %q, want %q", path, ct.Section.Name, want)
		}
		if o := ct.CellOrigin(3, 1); o.File != path {
			t.Errorf("%s: CellOrigin(3, 1) = %+v, want the path as given", path, o)
		}
	}
}
