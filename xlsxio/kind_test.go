package xlsxio_test

import (
	"strings"
	"testing"

	"ratingdesk/xlsxio"
)

// crosstableShapes are crosstables as TDs head them: the number column
// under each alias, an unknown heading with a key block or with only the
// results matrix to show what the sheet is (issue 8 point 4).
var crosstableShapes = []struct {
	name string
	rows [][]string
}{
	{"headed #", ctRows("", "#")},
	{"headed Pos", ctRows("", "Pos")},
	{"headed Nr.", ctRows("", "Nr.")},
	{"headed Rk", ctRows("", "Rk")},
	{"headed Rank", ctRows("", "Rank")},
	{"headed Pl", ctRows("", "Pl")},
	{"unknown heading, key block", ctRows("Tournament: Cup 2025", "Seed")},
	{"unknown heading, key in two cells", ctRows("Tournament|Cup 2025", "Seed")},
	{"unknown heading, results matrix", ctRows("", "Seed")},
}

// ctRows is a three-player crosstable with an optional line above it
// (cells split at |) and the number column headed no.
func ctRows(above, no string) [][]string {
	var rows [][]string
	if above != "" {
		rows = append(rows, strings.Split(above, "|"))
	}
	return append(rows,
		[]string{no, "ID", "Name", "Rating", "1", "2", "3"},
		[]string{"1", "101", "A", "2100", "x", "1", "½"},
		[]string{"2", "102", "B", "2000", "0", "x", "1"},
		[]string{"3", "103", "C", "1900", "½", "0", "x"})
}

// csvOf joins rows as a comma-separated file.
func csvOf(rows [][]string) string {
	var b strings.Builder
	for _, r := range rows {
		b.WriteString(strings.Join(r, ",") + "\n")
	}
	return b.String()
}

// sheetOf turns rows into a test sheet of text cells.
func sheetOf(name string, rows [][]string) testSheet {
	s := testSheet{name: name}
	for _, r := range rows {
		row := make([]any, len(r))
		for k, v := range r {
			row[k] = v
		}
		s.rows = append(s.rows, row)
	}
	return s
}

func TestDetectKindCrosstableShapes(t *testing.T) {
	for _, tt := range crosstableShapes {
		for _, ext := range []string{"csv", "txt", "xlsx"} {
			var path string
			switch ext {
			case "csv":
				path = writeTextFile(t, "t.csv", csvOf(tt.rows))
			case "txt":
				path = writeTextFile(t, "t.txt", excelUnicodeText(tt.rows))
			default:
				path = writeXLSX(t, "t.xlsx", sheetOf("Cup", tt.rows))
			}
			if kind, ps := xlsxio.DetectKind(path, xlsxio.ReadOptions{}); kind != xlsxio.CrosstableKind || ps.HasErrors() {
				t.Errorf("DetectKind(%s, %s) = %v, %v, want crosstable", tt.name, ext, kind, ps)
			}
			if list, ps := xlsxio.ReadRatingList(path, xlsxio.ReadOptions{DefaultRD: 60}); list != nil || !hasMessage(ps, "this is a crosstable, not a rating list") {
				t.Errorf("ReadRatingList(%s, %s) = %v, %v, want it refused as a crosstable", tt.name, ext, list, ps)
			}
			if gl, ps := xlsxio.ReadGameList(path, xlsxio.ReadOptions{}); gl != nil || !hasMessage(ps, "this is a crosstable, not a game list") {
				t.Errorf("ReadGameList(%s, %s) = %v, %v, want it refused as a crosstable", tt.name, ext, gl, ps)
			}
		}
	}
}

// TestDetectKindListsStayLists: lists are not taken for crosstables.
func TestDetectKindListsStayLists(t *testing.T) {
	tests := []struct {
		name string
		rows [][]string
		want xlsxio.Kind
	}{
		{"rating list", [][]string{{"ID", "Name", "Rating", "RD"}, {"1", "A", "2000", "60"}}, xlsxio.RatingListKind},
		{"rating list with Rank", [][]string{{"Rank", "ID", "Name", "Rating", "RD"}, {"1", "1", "A", "2000", "60"}}, xlsxio.RatingListKind},
		{"game list under a Tournament line", [][]string{{"Tournament: Cup"}, {"White", "Black", "Result"}, {"1", "2", "1-0"}}, xlsxio.GameListKind},
	}
	for _, tt := range tests {
		for _, ext := range []string{"csv", "xlsx"} {
			path := writeTextFile(t, "l.csv", csvOf(tt.rows))
			if ext == "xlsx" {
				path = writeXLSX(t, "l.xlsx", sheetOf("L", tt.rows))
			}
			if kind, _ := xlsxio.DetectKind(path, xlsxio.ReadOptions{}); kind != tt.want {
				t.Errorf("DetectKind(%s, %s) = %v, want %v", tt.name, ext, kind, tt.want)
			}
		}
	}
}

// TestReadCrosstableNumberAliases: the crosstable reader reads the number
// column under each alias, and a Rank beside No is a column of its own.
func TestReadCrosstableNumberAliases(t *testing.T) {
	for _, tt := range crosstableShapes[:6] {
		cts, ps := xlsxio.ReadCrosstables(writeTextFile(t, "t.csv", "Tournament,T\n"+csvOf(tt.rows)), xlsxio.ReadOptions{})
		if ps.HasErrors() || len(cts) != 1 || len(cts[0].Section.Players) != 3 {
			t.Errorf("ReadCrosstables(%s) = %v, %v", tt.name, cts, ps)
		}
	}
	csv := "Tournament,T\nNo,Name,1,2,Rank\n1,A,x,1,1\n2,B,0,x,2\n"
	if cts, ps := xlsxio.ReadCrosstables(writeTextFile(t, "t.csv", csv), xlsxio.ReadOptions{}); ps.HasErrors() || len(cts) != 1 {
		t.Errorf("ReadCrosstables(No and Rank) = %v, %v", cts, ps)
	}
}

// hasMessage reports whether a problem's message contains s.
func hasMessage(ps xlsxio.Problems, s string) bool {
	for _, p := range ps {
		if strings.Contains(p.Msg, s) {
			return true
		}
	}
	return false
}
