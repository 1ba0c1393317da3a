package xlsxio_test

import (
	"errors"
	"strings"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// TestReadRatingListColumnSeparators: each numeric column's decimal mark is
// decided from all its cells (issue 8 point 3): "2.451" is 2451 when the
// column shows a decimal comma, and a column that needs both readings is an
// error naming both cells, never a guess.
func TestReadRatingListColumnSeparators(t *testing.T) {
	tests := []struct {
		name, csv string
		ratings   []float64 // nil when the file has errors
		want      []string  // problem cells
	}{
		{"thousands dot, decimal comma shown", "ID,Name,Rating,RD\n1,A,2.451,60\n2,B,\"2412,5\",60\n3,C,1900,60\n",
			[]float64{2451, 2412.5, 1900}, nil},
		{"thousands comma, decimal point shown", "ID,Name,Rating,RD\n1,A,\"2,451\",60\n2,B,1903.5678,60\n",
			[]float64{2451, 1903.5678}, nil},
		{"thousands comma, grouped number shown", "ID,Name,Rating,RD\n1,A,\"2,451\",60\n2,B,\"1,234\",60\n",
			[]float64{2451, 1234}, nil},
		{"space groups and decimal comma", "ID,Name,Rating,RD\n1,A,\"1 903,5\",60\n2,B,2.451,60\n",
			[]float64{1903.5, 2451}, nil},
		{"semicolon file", "ID;Name;Rating;RD\n1;A;2.451;60\n2;B;2412,5;60\n",
			[]float64{2451, 2412.5}, nil},
		{"both marks shown, nothing ambiguous", "ID,Name,Rating,RD\n1,A,\"2412,5\",60\n2,B,1903.5678,60\n",
			[]float64{2412.5, 1903.5678}, nil},
		{"2.451 and 2,301 in one column", "ID,Name,Rating,RD\n1,A,1900,60\n2,B,1900,60\n3,C,1900,60\n4,D,2.451,60\n5,E,1900,60\n6,F,1900,60\n7,G,1900,60\n8,H,\"2,301\",60\n",
			nil, []string{"C9/E"}},
		{"both marks shown and an ambiguous cell", "ID,Name,Rating,RD\n1,A,\"2412,5\",60\n2,B,1903.5678,60\n3,C,2.451,60\n",
			nil, []string{"C4/E"}},
		{"lone 2.451 in a comma file is implausible", "ID,Name,Rating,RD\n1,A,2.451,60\n",
			nil, []string{"C2/E"}},
		{"RD column decided apart", "ID,Name,Rating,RD\n1,A,2.451,\"60,5\"\n2,B,\"2412,5\",60.25\n",
			[]float64{2451, 2412.5}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			list, ps := xlsxio.ReadRatingList(writeTextFile(t, "list.csv", tt.csv), xlsxio.ReadOptions{})
			wantCells(t, ps, tt.want...)
			if tt.ratings == nil {
				if list != nil {
					t.Errorf("ReadRatingList(%q) gave a list despite errors", tt.csv)
				}
				return
			}
			if list == nil {
				t.Fatalf("ReadRatingList(%q) = nil, %v", tt.csv, ps)
			}
			for k, want := range tt.ratings {
				if got := list.Players[k].Rating; got != want {
					t.Errorf("ReadRatingList(%q) rating %d = %v, want %v", tt.csv, k+1, got, want)
				}
			}
		})
	}
}

// TestMixedSeparatorsMessage: the error names both cells and says what to
// do, its example made of the cells' own values (the tester's report: the
// hint cited 2451 whatever the cells held).
func TestMixedSeparatorsMessage(t *testing.T) {
	tests := []struct {
		name, csv string
		cell      string
		want      []string
	}{
		{"the tester's cells", "ID,Name,Fed,Title,Rating,RD\n1,A,ENG,,2.541,60\n2,B,GER,,\"2,501\",60\n", "E3", []string{
			`Rating: "2.541" in E2 and "2,501" in E3 use different separators`,
			"type the numbers without thousands separators (2541, not 2.541, and 2501, not 2,501) and with the same decimal mark throughout the column"}},
		{"far apart", "ID,Name,Rating,RD\n1,A,1900,60\n2,B,1900,60\n3,C,1900,60\n4,D,2.451,60\n5,E,1900,60\n6,F,1900,60\n7,G,1900,60\n8,H,\"2,301\",60\n", "C9", []string{
			`Rating: "2.451" in C5 and "2,301" in C9 use different separators`,
			"(2451, not 2.451, and 2301, not 2,301)"}},
		{"one number both ways", "ID,Name,Rating,RD\n1,A,2.451,60\n2,B,\"2,451\",60\n", "C3", []string{
			"(2451, not 2.451 or 2,451)"}},
		{"a column showing both marks", "ID,Name,Rating,RD\n1,A,1903.5,60\n2,B,\"1903,5\",60\n3,C,\"2,387\",60\n", "C4", []string{
			`Rating: "2,387" in C4 could be read two ways, and the column writes decimals both with a dot ("1903.5" in C2) and with a comma ("1903,5" in C3)`,
			"(2387, not 2,387)"}},
	}
	for _, tt := range tests {
		_, ps := xlsxio.ReadRatingList(writeTextFile(t, "list.csv", tt.csv), xlsxio.ReadOptions{})
		ps = withoutNoGames(t, ps)
		if len(ps) != 1 {
			t.Fatalf("%s: ReadRatingList = %v, want one problem", tt.name, ps)
		}
		var p *xlsxio.Problem
		if !errors.As(error(ps[0]), &p) {
			t.Fatalf("%s: %v is not a *Problem", tt.name, ps[0])
		}
		if p.Cell != tt.cell {
			t.Errorf("%s: the problem is at %s, want %s", tt.name, p.Cell, tt.cell)
		}
		for _, want := range tt.want {
			if !strings.Contains(p.Msg, want) {
				t.Errorf("%s: message %q, want it to contain %q", tt.name, p.Msg, want)
			}
		}
		if !strings.Contains(tt.csv, "2451") && !strings.Contains(tt.csv, "2.451") && strings.Contains(p.Msg, "2451") {
			t.Errorf("%s: message %q cites 2451, which no cell holds", tt.name, p.Msg)
		}
	}
}

// TestReadRatingListXLSXSeparators: text cells of a workbook count like a
// CSV file's; the workbook's own mark is the point.
func TestReadRatingListXLSXSeparators(t *testing.T) {
	tests := []struct {
		name    string
		ratings []any
		want    []float64
		cells   []string
	}{
		{"German text ratings", []any{"2.451", "2412,5", 1900}, []float64{2451, 2412.5, 1900}, nil},
		{"English text ratings", []any{"2,451", "1903.5678", 1900}, []float64{2451, 1903.5678, 1900}, nil},
		{"mixed", []any{"2.451", 1900, "2,301"}, nil, []string{"C4/E"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rows := [][]any{{"ID", "Name", "Rating", "RD"}}
			for k, r := range tt.ratings {
				rows = append(rows, []any{k + 1, "P", r, 60})
			}
			list, ps := xlsxio.ReadRatingList(writeXLSX(t, "list.xlsx", testSheet{name: "List", rows: rows}), xlsxio.ReadOptions{})
			wantCells(t, ps, tt.cells...)
			if tt.want == nil {
				return
			}
			if list == nil {
				t.Fatalf("ReadRatingList(%v) = nil, %v", tt.ratings, ps)
			}
			for k, want := range tt.want {
				if got := list.Players[k].Rating; got != want {
					t.Errorf("ReadRatingList(%v) rating %d = %v, want %v", tt.ratings, k+1, got, want)
				}
			}
		})
	}
}

// TestReadWholeNumberGroups: whole-number columns read N.NNN and N,NNN as
// grouped numbers, and IDs may be grouped with spaces or dots.
func TestReadWholeNumberGroups(t *testing.T) {
	path := writeTextFile(t, "list.csv", "ID,Name,Rating,RD,Games,FIDE\n"+
		"100.001,A,2000,60,\"1,234\",\"2.100\"\n"+
		"100 002,B,2000,60,1.234,\n"+
		"\"100,003\",C,2000,60,12,\n")
	list, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{})
	noErrors(t, ps)
	want := []struct {
		id    engine.PlayerID
		games int
		fide  int
	}{{100001, 1234, 2100}, {100002, 1234, 0}, {100003, 12, 0}}
	for k, w := range want {
		p := list.Players[k]
		if p.ID != w.id || p.Games != w.games || p.FIDE != w.fide {
			t.Errorf("player %d = ID %d, games %d, FIDE %d; want %d, %d, %d", k+1, p.ID, p.Games, p.FIDE, w.id, w.games, w.fide)
		}
	}
	for _, in := range []string{"100.001", "100,001", "100 001"} {
		for _, mark := range []xlsxio.DecimalMark{xlsxio.DecimalPoint, xlsxio.DecimalComma} {
			if got, err := xlsxio.ParseInt(in, mark); err != nil || got != 100001 {
				t.Errorf("ParseInt(%q, %v) = %v, %v, want 100001", in, mark, got, err)
			}
		}
	}
}

// TestGameListStartRatingSeparators: a game list's start ratings are
// decided per column too.
func TestGameListStartRatingSeparators(t *testing.T) {
	tests := []struct {
		name, csv string
		white     []float64
		want      []string
	}{
		{"decided by a comma", "White,Black,Result,White start rating\n1,2,1-0,2.451\n3,4,1-0,\"2412,5\"\n",
			[]float64{2451, 2412.5}, nil},
		{"mixed", "White,Black,Result,White start rating\n1,2,1-0,2.451\n3,4,1-0,\"2,301\"\n", nil, []string{"D3/E"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			gl, ps := xlsxio.ReadGameList(writeTextFile(t, "games.csv", tt.csv), xlsxio.ReadOptions{})
			wantCells(t, ps, tt.want...)
			for k, want := range tt.white {
				if gl == nil || gl.Games[k].WhiteStart != want {
					t.Errorf("ReadGameList(%q) game %d white start = %v, want %v", tt.csv, k+1, gl, want)
				}
			}
		})
	}
}
