package xlsxio_test

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"ratingdesk/xlsxio"
)

// fuzzCell is one cell of a generated table: its text as typed in a CSV
// file or a workbook's text cell and, for a workbook, optionally the value
// of a number, boolean or date cell to write instead.
type fuzzCell struct {
	text  string
	value any
}

// fuzzTable is a generated table: a header row and data rows, with the
// number of blank rows written before each data row.
type fuzzTable struct {
	header []string
	rows   [][]fuzzCell
	blanks []int
}

// csvForm is how a generated table is written as CSV: the separator, the
// line end, a byte-order mark, Excel's "sep=" first line, and whether text
// is guarded against formulas as the project's writer does
// (EscapeFormula).
type csvForm struct {
	sep              rune
	crlf, bom, sepLn bool
	escape           bool
}

// newCSVForm chooses a CSV form; mark is the decimal mark its numbers must
// be written with (the comma in a semicolon-separated file,
// docs/rules.d/xlsxio-read.md "Numbers as text").
func (s *fuzzSource) newCSVForm() (csvForm, byte) {
	f := csvForm{sep: ',', crlf: s.flag(), bom: s.flag(), sepLn: s.flag(), escape: s.flag()}
	if s.next()%2 == 1 {
		f.sep = ';'
		return f, ','
	}
	return f, '.'
}

// csvBytes writes the table through encoding/csv. The texts' line breaks
// are written as "\n" (a spreadsheet cell's line break, which encoding/csv
// writes as CRLF in a CRLF file) so that the text a CSV reader must give
// back is the text generated. Blank rows are empty lines or rows of empty
// or white-space fields.
func (t *fuzzTable) csvBytes(tb testing.TB, f csvForm, blankKind func() int) []byte {
	var buf bytes.Buffer
	eol := "\n"
	if f.crlf {
		eol = "\r\n"
	}
	if f.bom {
		buf.WriteString("\ufeff")
	}
	if f.sepLn {
		buf.WriteString("sep=" + string(f.sep) + eol)
	}
	w := csv.NewWriter(&buf)
	w.Comma, w.UseCRLF = f.sep, f.crlf
	write := func(rec []string) {
		if err := w.Write(rec); err != nil {
			tb.Fatal(err)
		}
		w.Flush()
	}
	write(t.header)
	for i, row := range t.rows {
		for range t.blanks[i] {
			buf.WriteString(blankLine(blankKind(), f.sep, len(t.header)) + eol)
		}
		rec := make([]string, len(row))
		for j, c := range row {
			rec[j] = csvText(c.text)
			if f.escape {
				rec[j] = xlsxio.EscapeFormula(rec[j])
			}
		}
		write(rec)
	}
	if err := w.Error(); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

// csvText is a text with its line breaks as a spreadsheet cell holds them.
func csvText(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
}

// blankLine is a row without a value: an empty line, separators alone, or
// white space.
func blankLine(kind int, sep rune, n int) string {
	switch kind % 3 {
	case 1:
		return strings.Repeat(string(sep), n-1)
	case 2:
		return " \t"
	}
	return ""
}

// saveFuzzXLSX writes the table as the one sheet "Players" of a workbook
// at path, through excelize: a cell with a value as a number, boolean or
// date cell, else its text as a text cell. Blank rows are empty rows.
func (t *fuzzTable) saveFuzzXLSX(path, sheet string) error {
	f := excelize.NewFile()
	defer f.Close()
	if err := f.SetSheetName("Sheet1", sheet); err != nil {
		return err
	}
	sw, err := f.NewStreamWriter(sheet)
	if err != nil {
		return err
	}
	header := make([]any, len(t.header))
	for j, h := range t.header {
		header[j] = h
	}
	if err := sw.SetRow("A1", header); err != nil {
		return err
	}
	num := 1
	for i, row := range t.rows {
		num += t.blanks[i] + 1
		vals := make([]any, len(row))
		for j, c := range row {
			vals[j] = c.value
			if c.value == nil {
				vals[j] = excelize.Cell{Value: c.text}
			}
		}
		ref, _ := excelize.CoordinatesToCellName(1, num)
		if err := sw.SetRow(ref, vals); err != nil {
			return err
		}
	}
	if err := sw.Flush(); err != nil {
		return err
	}
	return f.SaveAs(path)
}

// rowNumbers are the spreadsheet row numbers of the data rows: after the
// header row (row 1; Excel's "sep=" line is not a row) and the blank rows.
func (t *fuzzTable) rowNumbers() []int {
	out := make([]int, len(t.rows))
	num := 1
	for i := range t.rows {
		num += t.blanks[i] + 1
		out[i] = num
	}
	return out
}

// writeFuzzFile writes data to a file of that name in a fresh folder.
func writeFuzzFile(tb testing.TB, name string, data []byte) string {
	path := filepath.Join(tb.TempDir(), name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		tb.Fatal(err)
	}
	return path
}

// showFile is a file's content for a failure message, cut to 2000 bytes.
func showFile(path string) string {
	data, err := os.ReadFile(path)
	if err != nil {
		return err.Error()
	}
	if len(data) > 2000 {
		return fmt.Sprintf("%q … (%d bytes)", data[:2000], len(data))
	}
	return fmt.Sprintf("%q", data)
}
