package xlsxio_test

import (
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"ratingdesk/titles"
	"ratingdesk/xlsxio"
)

// TestParseCrosstableResults: every spelling of one or two results (docs/rules.md
// §1.4), joined with or without a space or a slash.
func TestParseCrosstableResults(t *testing.T) {
	tests := []struct {
		in   string
		want string // the results as CellResultText writes them
	}{
		{"", ""}, {"  ", ""}, {"*", "*"}, {"1", "1"}, {"0", "0"}, {"½", "½"}, {"0.5", "½"}, {"0,5", "½"},
		{".5", "½"}, {"1/2", "½"}, {"=", "½"}, {"+", "+"}, {"-", "-"}, {"−", "-"}, {"1F", "+"}, {"0f", "-"},
		{"1.0", "1"}, {"x", "x"}, {"X", "x"}, {"#", "x"},
		{"= =", "½ ½"}, {"==", "½ ½"}, {"½½", "½ ½"}, {"½ ½", "½ ½"}, {"1 0", "1 0"}, {"10", "1 0"},
		{"01", "0 1"}, {"½/½", "½ ½"}, {"½ / ½", "½ ½"}, {"1/0", "1 0"}, {"+ -", "+ -"}, {"+-", "+ -"},
		{"1/2 1/2", "½ ½"}, {"1/21/2", "½ ½"}, {"1/2/1/2", "½ ½"}, {"1F0", "+ 0"}, {"1f 0f", "+ -"},
		{"0.5 1", "½ 1"}, {"0.5/0.5", "½ ½"}, {"* ½", "* ½"}, {"**", "* *"}, {"1½", "1 ½"}, {"=1", "½ 1"},
		{"1=0", "1 ½ 0"}, {"1 1 1", "1 1 1"},
	}
	for _, tt := range tests {
		crs, err := xlsxio.ParseCrosstableResults(tt.in)
		if err != nil {
			t.Errorf("ParseCrosstableResults(%q) = %v, want %q", tt.in, err, tt.want)
			continue
		}
		words := make([]string, len(crs))
		for k, cr := range crs {
			words[k] = xlsxio.CellResultText(cr)
		}
		if got := strings.Join(words, " "); got != tt.want {
			t.Errorf("ParseCrosstableResults(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	for _, in := range []string{"2", "1.5", "10.5", "0.51", "1,5", "/1", "1/", "1//0", "1 / / 0", "a", "1-0x?", "½½½a", "1 /2"} {
		if crs, err := xlsxio.ParseCrosstableResults(in); err == nil {
			t.Errorf("ParseCrosstableResults(%q) = %v, want an error", in, crs)
		} else if ve := (*xlsxio.ValueError)(nil); !errors.As(err, &ve) || ve.Text != in {
			t.Errorf("ParseCrosstableResults(%q) error %v is not a ValueError for the text", in, err)
		}
	}
}

// TestReadCrosstableDoubleRoundSpellings: a double round's cells written
// every way a TD types them (issue 8 point 4: "= =" and "==" were two
// unfinished games).
func TestReadCrosstableDoubleRoundSpellings(t *testing.T) {
	W, D, L, FW, FL, U := titles.Win, titles.Draw, titles.Loss, titles.ForfeitWin, titles.ForfeitLoss, titles.Unfinished
	tests := []struct {
		cell, mirror string
		want         []titles.Result
	}{
		{"= =", "½ ½", []titles.Result{D, D}},
		{"==", "= =", []titles.Result{D, D}},
		{"½½", "½/½", []titles.Result{D, D}},
		{"1 0", "0 1", []titles.Result{W, L}},
		{"10", "01", []titles.Result{W, L}},
		{"+ -", "-+", []titles.Result{FW, FL}},
		{"1/2 1/2", "==", []titles.Result{D, D}},
		{"1", "0", []titles.Result{W, U}},
		{"1F0", "0F1", []titles.Result{FW, L}},
	}
	for _, tt := range tests {
		rows := [][]string{{"Tournament", "T"}, {"Double round", "yes"}, {"No", "Name", "1", "2"},
			{"1", "A", "x", tt.cell}, {"2", "B", tt.mirror, "x"}}
		for _, path := range []string{writeTextFile(t, "t.csv", csvOf(rows)), writeXLSX(t, "t.xlsx", sheetOf("T", rows))} {
			cts, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{})
			if ps.HasErrors() || len(cts) != 1 {
				t.Errorf("ReadCrosstables(%q / %q) = %v", tt.cell, tt.mirror, ps)
				continue
			}
			if got := cts[0].Section.Games[0][1]; !reflect.DeepEqual(got, tt.want) {
				t.Errorf("ReadCrosstables(%q) games = %v, want %v", tt.cell, got, tt.want)
			}
		}
	}
}

// TestReadCrosstableResultCountErrors: a cell that does not read as the
// games of the section is an error at the cell saying what was understood.
func TestReadCrosstableResultCountErrors(t *testing.T) {
	tests := []struct {
		double     string
		cell, want string
	}{
		{"yes", "1=0", `"1=0" reads as 3 results (1, ½, 0), but a double round has 2 games per pair`},
		{"no", "10", `"10" reads as 2 results (1, 0), but the section is played in a single round`},
		{"no", "= =", `"= =" reads as 2 results (½, ½), but the section is played in a single round`},
		{"yes", "1.5", `"1.5" is not a crosstable result`},
	}
	for _, tt := range tests {
		csv := "Tournament,T\nDouble round," + tt.double + "\nNo,Name,1,2\n1,A,x," + tt.cell + "\n2,B,,x\n"
		_, ps := xlsxio.ReadCrosstables(writeTextFile(t, "t.csv", csv), xlsxio.ReadOptions{})
		var at *xlsxio.Problem
		for _, p := range ps {
			if p.Cell == "D4" {
				at = p
			}
		}
		if at == nil || at.Severity != xlsxio.Error || !strings.Contains(at.Msg, tt.want) {
			t.Errorf("ReadCrosstables(%q, double %s) problems %v, want an error at D4 saying %q", tt.cell, tt.double, ps, tt.want)
		}
	}
}

// TestReadCrosstableNumberCells: a number cell in a result column is read
// only as 1, 0 or 0.5 (10 and 11 in a double round, as typed); any other
// number, negative included, is an error at the cell saying that the
// spreadsheet turned it into a number (a tester: LibreOffice made "1 -"
// the number -1, read as "-" and "1"). A CSV field that reads as a
// negative number is refused alike; "- 1" is two results. The advice is
// two results apart in a double round, one result a cell in a single
// round, where "1 -" is refused too (a tester).
func TestReadCrosstableNumberCells(t *testing.T) {
	tests := []struct {
		double string
		cell   any    // a number (a workbook's number cell) or text
		csv    bool   // the CSV file is tested too, its field the cell's text
		want   string // a part of the error at D4; "" none
	}{
		{"yes", -1, false, "the spreadsheet turned what was typed into a number (LibreOffice reads \"1 -\" as -1): format the column as Text and type the results again (such as 1, ½, 0, + or -, or two of them apart: 1 -)"},
		{"no", -1, false, "the cell holds the number -1, not a result: the spreadsheet turned what was typed into a number: format the column as Text and type the result again, one a cell, as the section is played in a single round (1, ½, 0, or + and - for a forfeit won and lost)"},
		{"yes", -0.5, false, "the number -0.5, not results"},
		{"yes", 2, false, "the cell holds the number 2, not results"},
		{"no", 1.5, false, "the cell holds the number 1.5, not a result"},
		{"yes", 100, false, "the cell holds the number 100, not results"},
		{"no", 1, true, ""},
		{"no", 0, true, ""},
		{"no", 0.5, true, ""},
		{"yes", 10, true, ""},
		{"yes", 11, false, ""},
		{"yes", "-1", true, `"-1" is a negative number, not results: a spreadsheet turns "1 -" (a win, then a forfeit loss) into the number -1 and saves the number, not what was typed: type the results apart, as text ("1 -" or "- 1"), and format the column as Text`},
		{"no", "-1", true, `"-1" is a negative number, not a result: the section is played in a single round, one result a cell: type the result as text (1, ½, 0, or + and - for a forfeit won and lost), and format the column as Text`},
		{"yes", "−1", true, `"−1" is a negative number, not results`},
		{"yes", "-0,5", false, `"-0,5" is a negative number, not results`},
		{"yes", "- 1", true, ""},
		{"yes", "-+", true, ""},
	}
	for _, tt := range tests {
		mirror := map[string]string{"10": "01", "11": "00", "1": "0", "0": "1", "0.5": "0.5", "- 1": "+ 0", "-+": "+-"}
		text := fmt.Sprint(tt.cell)
		rows := [][]any{{"Tournament", "T"}, {"Double round", tt.double}, {"No", "Name", "1", "2"},
			{"1", "A", "x", tt.cell}, {"2", "B", mirror[text], "x"}}
		paths := []string{writeXLSX(t, "t.xlsx", testSheet{name: "T", rows: rows})}
		if tt.csv {
			paths = append(paths, writeTextFile(t, "t.csv", "Tournament,T\nDouble round,"+tt.double+"\nNo,Name,1,2\n1,A,x,"+text+"\n2,B,"+mirror[text]+",x\n"))
		}
		for _, path := range paths {
			_, ps := xlsxio.ReadCrosstables(path, xlsxio.ReadOptions{})
			var at *xlsxio.Problem
			for _, p := range ps {
				if p.Cell == "D4" && p.Severity == xlsxio.Error {
					at = p
				}
			}
			switch {
			case tt.want == "" && ps.HasErrors():
				t.Errorf("ReadCrosstables(%s, %v, double %s) = %v, want no error", filepath.Ext(path), tt.cell, tt.double, ps)
			case tt.want != "" && (at == nil || !strings.Contains(at.Msg, tt.want)):
				t.Errorf("ReadCrosstables(%s, %v, double %s) = %v, want an error at D4 saying %q", filepath.Ext(path), tt.cell, tt.double, ps, tt.want)
			}
		}
	}
}

// FuzzParseCrosstableResults: a cell that reads gives results that, written
// back one a word, read the same again.
func FuzzParseCrosstableResults(f *testing.F) {
	for _, s := range []string{"= =", "==", "½½", "10", "½/½", "+ -", "1/2 1/2", "1F0", "1=0", "0.5 1", "x", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		crs, err := xlsxio.ParseCrosstableResults(s)
		if err != nil {
			return
		}
		words := make([]string, len(crs))
		for k, cr := range crs {
			words[k] = xlsxio.CellResultText(cr)
		}
		again, err := xlsxio.ParseCrosstableResults(strings.Join(words, " "))
		if err != nil || !reflect.DeepEqual(again, crs) {
			t.Fatalf("ParseCrosstableResults(%q) = %v, but %q reads as %v, %v", s, crs, strings.Join(words, " "), again, err)
		}
	})
}
