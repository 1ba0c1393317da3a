package xlsxio_test

import (
	"errors"
	"math"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// readList reads a rating list that must have no errors.
func readList(t *testing.T, path string, opt xlsxio.ReadOptions) (*xlsxio.RatingList, xlsxio.Problems) {
	t.Helper()
	list, ps := xlsxio.ReadRatingList(path, opt)
	noErrors(t, ps)
	if list == nil {
		t.Fatal("ReadRatingList returned no list and no error")
	}
	return list, ps
}

func TestReadRatingListWorkedExample(t *testing.T) {
	path := filepath.Join("..", "testdata", "worked-example", "list.csv")
	list, ps := readList(t, path, xlsxio.ReadOptions{})
	wantCells(t, ps)
	if len(list.Players) != 4 || len(list.Rows) != 4 {
		t.Fatalf("read %d players, %d rows, want 4", len(list.Players), len(list.Rows))
	}
	p := list.Players[0]
	want := engine.Player{ID: 100001, Name: "Example, Player", Fed: "ENG", Rated: true, Rating: 1900,
		RD: 75.99342076785332, Games: 40, LastGame: ymd(2025, 5, 20)}
	if !reflect.DeepEqual(p, want) {
		t.Errorf("player 1 = %+v, want %+v", p, want)
	}
	if got := list.Players[3].Titles; !equalStrings(got, []string{"SIM"}) {
		t.Errorf("player 4 titles = %q, want [SIM]", got)
	}
	if o := list.Rows[2].Origin; o != (engine.Origin{File: path, Cell: "A4"}) {
		t.Errorf("row 3 origin = %+v, want %s A4", o, path)
	}
	if list.Sheet != "" || len(list.ExtraHeaders) != 0 || list.Rows[0].Period != nil {
		t.Errorf("sheet %q, extra %q, period %v: want none", list.Sheet, list.ExtraHeaders, list.Rows[0].Period)
	}
}

func TestReadRatingListXLSX(t *testing.T) {
	path := writeXLSX(t, "list.xlsx", testSheet{name: "Ratings", rows: [][]any{
		{"Rating list 2026/1"}, // a title above the header is skipped
		nil,
		{"ICCF ID", "Player", "Elo", "RD", "Games", "Last game", "Exact rating", "Club", "Running"},
		{100001, "Alpha, Ann", 2412, 60, 40, ymd(2025, 5, 20), 2411.6, "Kent", "yes"},
		{"100002", "Beta, Bob", "2 412", "55", "12", "20.05.2025", nil, 7, nil},
		nil,
		{100003, "Gamma, Gil", nil, nil, 0, styledCell{value: 45797, code: "dd.mm.yyyy"}, nil, nil, "no"},
		{100004, "Delta, Dan", 2000.0, 80.0, 30, styledCell{value: 45797, builtIn: 14}, nil, "", "x"},
	}})
	list, ps := readList(t, path, xlsxio.ReadOptions{})
	wantCells(t, ps, "H3/W") // Club is not read
	if list.Sheet != "Ratings" || len(list.Players) != 4 {
		t.Fatalf("sheet %q, %d players, want Ratings, 4", list.Sheet, len(list.Players))
	}
	if !equalStrings(list.ExtraHeaders, []string{"Club"}) {
		t.Errorf("extra headers %q, want [Club]", list.ExtraHeaders)
	}
	wantExtra := []string{"Kent", "7", "", ""}
	for i, p := range list.Players {
		if !p.LastGame.Equal(ymd(2025, 5, 20)) {
			t.Errorf("player %d last game %v, want 2025-05-20", p.ID, p.LastGame)
		}
		if got := list.Rows[i].Extra; len(got) != 1 || got[0] != wantExtra[i] {
			t.Errorf("player %d extra %q, want [%q]", p.ID, got, wantExtra[i])
		}
	}
	if p := list.Players[0]; p.Rating != 2411.6 || p.RD != 60 || !p.Running || !p.Rated {
		t.Errorf("player 1 = %+v, want exact rating 2411.6, RD 60, running", p)
	}
	if p := list.Players[1]; p.Rating != 2412 || p.RD != 55 || p.Games != 12 || p.Running {
		t.Errorf("player 2 = %+v, want text numbers read", p)
	}
	if p := list.Players[2]; p.Rated || p.Rating != 0 {
		t.Errorf("player 3 = %+v, want unrated", p)
	}
	if o := list.Rows[2].Origin; o != (engine.Origin{File: path, Sheet: "Ratings", Cell: "A7"}) {
		t.Errorf("row 3 origin %+v, want %s Ratings A7", o, path)
	}
}

func TestReadRatingListSemicolonBOM(t *testing.T) {
	path := writeTextFile(t, "list.csv", "\ufeffRD exact;Name;RD;Rating exact;ID;Rating\r\n"+
		"75,993;\"Alpha; Ann\";76;1903,568;100001;1904\r\n"+
		"\r\n"+
		"150;Beta, Bob;150;1.750;100002;1.750\r\n")
	list, ps := readList(t, path, xlsxio.ReadOptions{})
	wantCells(t, ps)
	want := []engine.Player{
		{ID: 100001, Name: "Alpha; Ann", Rated: true, Rating: 1903.568, RD: 75.993},
		{ID: 100002, Name: "Beta, Bob", Rated: true, Rating: 1750, RD: 150},
	}
	if !reflect.DeepEqual(list.Players, want) {
		t.Errorf("players %+v, want %+v", list.Players, want)
	}
	if got := list.Rows[1].Origin.Cell; got != "A4" {
		t.Errorf("second player's row at %s, want A4 (the blank line counts)", got)
	}
}

func TestReadRatingListSurnameGiven(t *testing.T) {
	path := writeTextFile(t, "list.csv", "Given name,Surname,Code\nAnn,Alpha,1\n,Beta,2\n")
	list, _ := readList(t, path, xlsxio.ReadOptions{})
	if list.Players[0].Name != "Alpha, Ann" || list.Players[1].Name != "Beta" {
		t.Errorf("names %q, %q, want \"Alpha, Ann\", \"Beta\"", list.Players[0].Name, list.Players[1].Name)
	}
	path = writeTextFile(t, "list.csv", "ID,Last name,First name\n1,Alpha,Ann\n")
	if list, _ := readList(t, path, xlsxio.ReadOptions{}); list.Players[0].Name != "Alpha, Ann" {
		t.Errorf("name %q, want \"Alpha, Ann\"", list.Players[0].Name)
	}
}

func TestReadRatingListAllProblems(t *testing.T) {
	// Each bad cell is an error at its own cell; all come at once.
	path := writeTextFile(t, "bad.csv", strings.Join([]string{
		"ID,Name,Rating,RD,Games,FIDE,Last game,Running,Title,Rating exact",
		"100001,Alpha,2412,60,40,,2025-05-20,no,GM,2411.6",
		"100001,Beta,2400,60,40,,,,,",          // A3 duplicate ID
		"abc,Gamma,2400,60,40,,,,,",            // A4 not a number
		"-5,Delta,2400,60,40,,,,,",             // A5 not positive
		",Epsilon,2400,60,40,,,,,",             // A6 empty ID
		"100006,,2400,60,40,,,,,",              // B7 empty name
		"100007,Zeta,24x0,60,40,,,,,",          // C8 bad rating
		"100008,Eta,2400,,40,,,,,",             // D9 rating without RD
		"100009,Theta,2400,0,40,,,,,",          // D10 RD 0
		"100010,Iota,2400,60,-1,,,,,",          // E11 negative games
		"100011,Kappa,2400,60,4.5,,,,,",        // E12 fraction
		"100012,Lambda,,,0,abc,,,,",            // F13 FIDE
		"100013,Mu,,,0,,2025-02-30,,,",         // G14 no such day
		"100014,Nu,,,0,,,maybe,,",              // H15 not yes/no
		"100015,Xi,,,0,,,,FM,",                 // I16 unknown title: warning
		"100016,Omicron,2400,60,40,,,,,2410.2", // J17 exact rounds elsewhere
		"100017,Pi,,,0,,,,,2400",               // J18 exact without rating
		"100018,Rho,0,60,0,,,,,",               // C19 rating 0
	}, "\n"))
	list, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
	if list != nil {
		t.Error("ReadRatingList returned a list despite errors")
	}
	wantCells(t, ps, "A3/E", "A4/E", "A5/E", "A6/E", "B7/E", "C8/E", "D9/E", "D10/E", "E11/E",
		"E12/E", "F13/E", "G14/E", "H15/E", "I16/W", "J17/E", "J18/E", "C19/E")
	for _, p := range ps {
		if p.File != path || p.Sheet != "" {
			t.Errorf("problem %v: file %q sheet %q, want %s (the path as given) and no sheet", p, p.File, p.Sheet, path)
		}
	}
	// As an error, Problems is found with errors.As.
	var asProblems xlsxio.Problems
	if err := ps.Err(); !errors.As(err, &asProblems) || len(asProblems) != len(ps) {
		t.Errorf("ps.Err() = %v, want the Problems", err)
	}
}

func TestReadRatingListXLSXProblemCells(t *testing.T) {
	path := writeXLSX(t, "bad.xlsx",
		testSheet{name: "Notes", rows: [][]any{{"nothing here"}}},
		testSheet{name: "List", rows: [][]any{
			nil,
			{nil, "Name", "ID", "Rating", "RD", "Last game"},
			{nil, "Alpha", 1, 2412, 60, "yesterday"},
			{nil, "Beta", 1, 2412, 60, 45000.0},
		}})
	_, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
	// F3 is not a date; C4 repeats ID 1; F4 is a plain number read as a
	// date serial (a warning).
	wantCells(t, ps, "F3/E", "C4/E", "F4/W")
	for _, p := range ps {
		if p.Sheet != "List" || p.File != path {
			t.Errorf("problem %v: want file %s, sheet List", p, path)
		}
	}
}

func TestReadRatingListDefaultRD(t *testing.T) {
	content := "ID,Name,Rating,Games\n1,Alpha,2412,40\n2,Beta,,0\n"
	path := writeTextFile(t, "list2017.csv", content)
	_, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
	wantCells(t, ps, "A1/E") // one problem for the whole file, at the header
	list, _ := readList(t, path, xlsxio.ReadOptions{DefaultRD: 100})
	if p := list.Players[0]; p.RD != 100 || p.Rating != 2412 {
		t.Errorf("player 1 = %+v, want RD 100 from the default", p)
	}
	if p := list.Players[1]; p.Rated || p.RD != 0 {
		t.Errorf("player 2 = %+v, want unrated without RD", p)
	}
	// An RD column with an empty cell: the error is at that cell.
	path = writeTextFile(t, "list.csv", "ID,Name,Rating,RD\n1,Alpha,2412,\n2,Beta,2000,50\n")
	_, ps = xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
	wantCells(t, ps, "D2/E")
	list, _ = readList(t, path, xlsxio.ReadOptions{DefaultRD: 90})
	if list.Players[0].RD != 90 || list.Players[1].RD != 50 {
		t.Errorf("RDs %v, %v, want 90 (default) and 50", list.Players[0].RD, list.Players[1].RD)
	}
	// The row given the default is marked so (a replay's starting list
	// shows only the list's own RD under iccf-2017).
	if !list.Rows[0].DefaultRD || list.Rows[1].DefaultRD {
		t.Errorf("DefaultRD of the rows = %v, %v, want true (default), false (its own RD)", list.Rows[0].DefaultRD, list.Rows[1].DefaultRD)
	}
	for _, bad := range []float64{-1, math.NaN(), math.Inf(1), 5000} {
		if _, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{DefaultRD: bad}); !ps.HasErrors() {
			t.Errorf("default RD %v accepted", bad)
		}
	}
}

func TestReadRatingListExactValues(t *testing.T) {
	path := writeTextFile(t, "list.csv", "ID,Name,Rating,RD,Rating exact,RD exact\n"+
		"1,Alpha,2412,60,2411.5,59.5\n"+ // rounds to 2412 and 60: fine
		"2,Beta,2412,60,2412.4,60.4\n"+ // rounds to 2412 and 60: fine
		"3,Gamma,2412,30,2412,12.5\n"+ // exact RD below 30 publishes as 30: fine
		"4,Delta,2412,60,,\n"+ // defaults to Rating and RD
		"5,Epsilon,,55,,\n") // RD without a rating: warning
	list, ps := readList(t, path, xlsxio.ReadOptions{})
	wantCells(t, ps, "D6/W")
	want := [][2]float64{{2411.5, 59.5}, {2412.4, 60.4}, {2412, 12.5}, {2412, 60}, {0, 0}}
	for i, p := range list.Players {
		if p.Rating != want[i][0] || p.RD != want[i][1] {
			t.Errorf("player %d rating, RD = %v, %v, want %v", p.ID, p.Rating, p.RD, want[i])
		}
	}
}

// TestReadRatingListExactContradicts checks that a Rating exact that does
// not round to the Rating beside it, or an RD exact not published as the
// RD beside it, is an error at the exact cell naming both values (a
// tester corrected a Rating and the stale exact value was used instead):
// the list is not read.
func TestReadRatingListExactContradicts(t *testing.T) {
	tests := []struct {
		name, row, cell string
		want            []string // parts of the message
	}{
		{"rating corrected", "1,Alpha,2470,60,2458.764334,60", "E2",
			[]string{"Rating exact 2458.764334 rounds to 2459, not to the Rating 2470 beside it", "if 2470 is a correction, clear Rating exact", "else set the Rating to 2459"}},
		{"half down", "1,Alpha,2412,60,2411.4,60", "E2", []string{"rounds to 2411, not to the Rating 2412"}},
		{"RD corrected", "1,Alpha,2412,90,2412,84.869259", "F2",
			[]string{"RD exact 84.869259 is published as 85", "not as the RD 90 beside it", "if 90 is a correction, clear RD exact", "else set the RD to 85"}},
		{"half a point and more", "1,Alpha,2265,60,2265.51,60", "E2", []string{"rounds to 2266, not to the Rating 2265"}},
		{"half a point and more below", "1,Alpha,2265,60,2264.49,60", "E2", []string{"rounds to 2264, not to the Rating 2265"}},
		{"RD over the ceiling", "1,Alpha,2412,252,2412,300", "F2", []string{"is published as 250", "not as the RD 252"}},
		{"RD under the floor", "1,Alpha,2412,12,2412,13.5", "F2", []string{"is published as 30", "not as the RD 12"}},
		{"RD beyond the rounding", "1,Alpha,2412,61,2412,60.49", "F2", []string{"is published as 60", "not as the RD 61"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeTextFile(t, "list.csv", "ID,Name,Rating,RD,Rating exact,RD exact,Games\n"+tt.row+",40\n")
			list, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
			if list != nil {
				t.Errorf("ReadRatingList(%v) = a list, want none (an error stands)", tt.row)
			}
			wantCells(t, ps, tt.cell+"/E")
			got := asProblems(t, ps) // each found with errors.As
			if len(got) != 1 {
				t.Fatalf("ReadRatingList(%v) = %v, want one problem", tt.row, ps)
			}
			p := got[0]
			for _, part := range tt.want {
				if !strings.Contains(p.Msg, part) {
					t.Errorf("ReadRatingList(%v) = %q, want %q in it", tt.row, p.Msg, part)
				}
			}
		})
	}
}

// TestReadRatingListExactAsShown checks that an exact value agrees with
// the Rating (RD) beside it within half a point plus the rounding of a
// value shown with 2 decimals (a tester: rate's workbook saved as CSV
// gave 2265.500000 for 2265.4999997 beside Rating 2265, which was refused
// as rounding to 2266), and that such a value is read as the value it
// stands for, published as the Rating and RD beside it
// (docs/rules.d/xlsxio-read.md "Rating list").
func TestReadRatingListExactAsShown(t *testing.T) {
	below := func(x float64) float64 { return math.Nextafter(x, math.Inf(-1)) }
	tests := []struct {
		name, row        string
		rating, rd       float64 // carried
		published, pubRD int
	}{
		{"saved as shown, 6 decimals", "2265,60,2265.500000,60", below(2265.5), 60, 2265, 60},
		{"saved as shown, 2 decimals", "2265,60,2265.50,60", below(2265.5), 60, 2265, 60},
		{"shown rounded up from below", "2265,60,2264.495,60", 2264.5, 60, 2265, 60},
		{"within the Rating's rounding", "2265,60,2265.3,60", 2265.3, 60, 2265, 60},
		{"a decimal Rating equal to its exact", "2458.76,60,2458.76,60", 2458.76, 60, 2459, 60},
		{"RD with a decimal", "2412,53.1,2412,53.105487", 2412, 53.105487, 2412, 53},
		{"RD below the floor, both", "2412,25,2412,25", 2412, 25, 2412, 30},
		{"RD above the ceiling, both", "2412,300,2412,300", 2412, 300, 2412, 250},
		{"RD published at the floor", "2412,30,2412,12.5", 2412, 12.5, 2412, 30},
		{"RD saved as shown", "2412,60,2412,60.500000", 2412, below(60.5), 2412, 60},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeTextFile(t, "list.csv", "ID,Name,Rating,RD,Rating exact,RD exact,Games\n1,Alpha,"+tt.row+",40\n")
			list, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
			if len(ps) != 0 || list == nil {
				t.Fatalf("ReadRatingList(%v) = %v, want a list and no problem", tt.row, ps)
			}
			p := list.Players[0]
			if p.Rating != tt.rating || p.RD != tt.rd {
				t.Errorf("ReadRatingList(%v) = rating %v, RD %v, want %v, %v", tt.row, p.Rating, p.RD, tt.rating, tt.rd)
			}
			if got := engine.RoundHalfUp(p.Rating); got != tt.published {
				t.Errorf("RoundHalfUp(%v) = %v, want %v", p.Rating, got, tt.published)
			}
			if got := engine.PublishRD(engine.ICCFParams(), p.RD); got != tt.pubRD {
				t.Errorf("PublishRD(%v) = %v, want %v", p.RD, got, tt.pubRD)
			}
		})
	}
}

// TestReadRatingListExactOnly checks that a list with no Rating column is
// rated by its Rating exact column, as one with no RD column by its RD
// exact (docs/cli.md reconcile compares what they publish as): until
// 2026-11-27 each row was refused ("Rating exact is given but Rating is
// empty") under a header warning that every player was read as unrated.
func TestReadRatingListExactOnly(t *testing.T) {
	tests := []struct {
		name, content string
		cells         []string
		rated         []bool
		ratings       []float64
	}{
		{"exact columns only", "ID,Name,Rating exact,RD exact,Games\n1,A,2265.4999997,60.2,40\n2,B,,,0\n",
			nil, []bool{true, false}, []float64{2265.4999997, 0}},
		{"exact rating, RD", "ID,Name,Rating exact,RD,Games\n1,A,2265.7,60,40\n",
			nil, []bool{true}, []float64{2265.7}},
		{"exact column empty, RDs", "ID,Name,Rating exact,RD,Games\n1,A,,60,40\n",
			[]string{"A1/W", "D2/W"}, []bool{false}, []float64{0}},
		{"a lookalike of Rating beside it", "ID,Name,Rating 2025/4,Rating exact,RD,Games\n1,A,2270,2265.7,60,40\n",
			[]string{"C1/W"}, []bool{true}, []float64{2265.7}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeTextFile(t, "list.csv", tt.content)
			list, ps := readList(t, path, xlsxio.ReadOptions{})
			wantCells(t, ps, tt.cells...)
			for i, p := range list.Players {
				if p.Rated != tt.rated[i] || p.Rating != tt.ratings[i] {
					t.Errorf("ReadRatingList(%v) player %d = %v, %v, want %v, %v", tt.name, p.ID, p.Rated, p.Rating, tt.rated[i], tt.ratings[i])
				}
			}
		})
	}
}

func TestReadRatingListHeaderProblems(t *testing.T) {
	tests := []struct {
		name, content string
		want          []string
	}{
		{"duplicate", "ID,Name,Rating,Elo,RD\n1,A,2000,2000,50\n", []string{"D1/E"}},
		{"duplicate ID", "Code,Name,ICCF ID\n1,A,1\n", []string{"C1/E"}},
		{"no name", "ID,Rating,RD\n1,2000,50\n", []string{"A1/E"}},
		{"name twice", "ID,Name,Surname\n1,A,B\n", []string{"C1/E"}},
		{"given only", "ID,Given name\n1,A\n", []string{"A1/E"}},
		{"no header", "Player,Rating\nA,2000\n", []string{"A1/E"}}, // at the row seen (HeadingsNotTaken)
		{"empty file", "", []string{"/E"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			list, ps := xlsxio.ReadRatingList(writeTextFile(t, "l.csv", tt.content), xlsxio.ReadOptions{})
			if list != nil {
				t.Error("got a list despite errors")
			}
			wantCells(t, ps, tt.want...)
		})
	}
}

func TestReadRatingListShuffledColumns(t *testing.T) {
	a := "ID,Name,Fed,Title,Rating,RD,Games,FIDE,Last game,Running\n100001,\"Alpha, Ann\",ENG,GM,2412,60,40,2400,2025-05-20,yes\n"
	b := "running,last_game,fide,GMS,rd,RTG,titles,COUNTRY,full name,iccf-id\nyes,20/05/2025,2400,40,60,2412,GM,ENG,\"Alpha, Ann\",100001\n"
	la, _ := readList(t, writeTextFile(t, "a.csv", a), xlsxio.ReadOptions{})
	lb, _ := readList(t, writeTextFile(t, "b.csv", b), xlsxio.ReadOptions{})
	if !reflect.DeepEqual(la.Players, lb.Players) {
		t.Errorf("shuffled columns read %+v, want %+v", lb.Players, la.Players)
	}
}

func TestReadRatingListSheetOption(t *testing.T) {
	path := writeXLSX(t, "book.xlsx",
		testSheet{name: "Old", rows: [][]any{{"ID", "Name"}, {1, "Old"}}},
		testSheet{name: "New", rows: [][]any{{"ID", "Name"}, {2, "New"}}})
	list, _ := readList(t, path, xlsxio.ReadOptions{})
	if list.Sheet != "Old" || list.Players[0].Name != "Old" {
		t.Errorf("without a sheet name read %q, want the first sheet with a header", list.Sheet)
	}
	list, _ = readList(t, path, xlsxio.ReadOptions{Sheet: "new"})
	if list.Sheet != "New" || list.Players[0].Name != "New" {
		t.Errorf("sheet \"new\" read %q, want New", list.Sheet)
	}
	list, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{Sheet: "Missing"})
	if list != nil || len(ps) != 1 || !ps.HasErrors() {
		t.Errorf("missing sheet: list %v, problems %v, want one error", list, ps)
	}
}

func TestReadRatingListPeriodColumns(t *testing.T) {
	path := writeTextFile(t, "export.csv", "ID,Name,Rating,RD,Status,Active,Previous rating,Change,Period games,Period score\n"+
		"1,A,2412,60,fixed,yes,2400,12,3,2.5\n"+
		"2,B,,,unpublished,no,,,1,0\n"+
		"3,C,2000,90,published,,,,,\n")
	list, _ := readList(t, path, xlsxio.ReadOptions{})
	want := []*xlsxio.PeriodColumns{
		{HasPrevious: true, Previous: 2400, Change: 12, PeriodGames: 3, PeriodScore: 2.5, Active: true},
		{PeriodGames: 1},
		nil,
	}
	for i, r := range list.Rows {
		if !reflect.DeepEqual(r.Period, want[i]) {
			t.Errorf("row %d period %+v, want %+v", i+1, r.Period, want[i])
		}
	}
	if len(list.ExtraHeaders) != 0 {
		t.Errorf("extra headers %q, want none: Status is known", list.ExtraHeaders)
	}
}

func TestReadRatingListUnheadedValues(t *testing.T) {
	path := writeTextFile(t, "l.csv", "ID,Name,,Club\n1,A,x,K\n2,B,y,L\n")
	list, ps := readList(t, path, xlsxio.ReadOptions{})
	wantCells(t, ps, "C2/W", "D1/W") // once for the column; Club is not read
	if !equalStrings(list.ExtraHeaders, []string{"Club"}) || list.Rows[1].Extra[0] != "L" {
		t.Errorf("extra %q / %q, want Club / L", list.ExtraHeaders, list.Rows[1].Extra)
	}
}

func TestReadRatingListMonthFirst(t *testing.T) {
	path := writeTextFile(t, "l.csv", "ID,Name,Last game\n1,A,05/03/2025\n")
	dm, _ := readList(t, path, xlsxio.ReadOptions{})
	md, _ := readList(t, path, xlsxio.ReadOptions{MonthFirst: true})
	if !dm.Players[0].LastGame.Equal(ymd(2025, 3, 5)) || !md.Players[0].LastGame.Equal(ymd(2025, 5, 3)) {
		t.Errorf("05/03/2025 read as %v and %v (month first), want 5 March and 3 May", dm.Players[0].LastGame, md.Players[0].LastGame)
	}
}

// TestReadRatingListRoundTrip checks docs/formats.md's promise: an exported list
// read back and exported again gives the same cells, through .xlsx and .csv.
func TestReadRatingListRoundTrip(t *testing.T) {
	src := writeTextFile(t, "src.csv", "ID,Name,Fed,Title,Rating,RD,Games,Rating exact,RD exact,FIDE,Last game,Running,Club\n"+
		"100001,\"Alpha, Ann\",ENG,GM SIM,2412,60,40,2411.6,59.87654321,2400,2025-05-20,yes,Kent\n"+
		"100002,\"Beta, Bob\",GER,,,,0,,,,,no,\n"+
		"100003,=cmd,FRA,IM,1800,250,3,1800,250,,2024-01-31,no,12\n")
	list, _ := readList(t, src, xlsxio.ReadOptions{})
	first := xlsxio.ExportFromList(list)
	for _, ext := range []string{".xlsx", ".csv"} {
		out := filepath.Join(t.TempDir(), "out"+ext)
		if err := xlsxio.WriteListExport(out, first); err != nil {
			t.Fatal(err)
		}
		back, _ := readList(t, out, xlsxio.ReadOptions{})
		if !reflect.DeepEqual(back.Players, list.Players) {
			t.Errorf("%s: players read back %+v, want %+v", ext, back.Players, list.Players)
		}
		if second := xlsxio.ExportFromList(back); !reflect.DeepEqual(second.Rows, first.Rows) {
			t.Errorf("%s: the second export differs:\n%v\nwant\n%v", ext, second.Rows, first.Rows)
		}
	}
}

// TestReadCSVRowNumbers checks that problems and origins name the row a
// spreadsheet shows: a quoted line break stays in one row, a blank line
// is a row, and Excel's "sep=" line is none.
func TestReadCSVRowNumbers(t *testing.T) {
	path := writeTextFile(t, "l.csv", "ID,Name\r\n1,\"Alpha\r\nAnn\"\r\n2,B\r\n\r\n3,C\r\n")
	list, _ := readList(t, path, xlsxio.ReadOptions{})
	var got []string
	for _, r := range list.Rows {
		got = append(got, r.Origin.Cell)
	}
	if !equalStrings(got, []string{"A2", "A3", "A5"}) || list.Players[0].Name != "Alpha\nAnn" {
		t.Errorf("rows at %q, first name %q; want A2 A3 A5 and a two-line name", got, list.Players[0].Name)
	}
	path = writeTextFile(t, "l.csv", "sep=,\nID,Name,Rating\n1,A,2 000\n2,B,x\n")
	_, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{DefaultRD: 50})
	wantCells(t, ps, "C3/E")
}
