package xlsxio_test

import (
	"bytes"
	"encoding/csv"
	"errors"
	"io"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"

	"ratingdesk/xlsxio"
)

// csvRows are the rows of a CSV file as an RFC 4180 reader sees them,
// found independently of the package's reader: with encoding/csv in
// strict mode (a stray quote is an error), under each separator the file
// may use (comma and semicolon, or the one its "sep=" first line names).
// For each separator that parses, it gives the spreadsheet row numbers of
// the non-blank records (a row of empty or white-space fields is blank;
// empty lines and blank rows count in the numbers, as a spreadsheet shows
// the file; the "sep=" line does not). ok is false when the rows cannot
// be determined independently: the file is not UTF-8 text, a separator
// does not parse strictly, or the reading of its line ends is in question.
func csvRows(data []byte) (bySep map[rune][]int, ok bool) {
	if !utf8.Valid(data) || bytes.IndexByte(data, 0) >= 0 {
		return nil, false
	}
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	data, ok = lineEnds(data)
	if !ok {
		return nil, false
	}
	seps := []rune{',', ';'}
	if first, rest, _ := bytes.Cut(data, []byte("\n")); true {
		switch strings.ToLower(strings.TrimSpace(string(first))) {
		case "sep=,", `"sep=,"`:
			seps, data = []rune{','}, rest
		case "sep=;", `"sep=;"`:
			seps, data = []rune{';'}, rest
		}
	}
	bySep = map[rune][]int{}
	for _, sep := range seps {
		rows, err := strictRows(data, sep)
		if err != nil {
			return nil, false
		}
		bySep[sep] = rows
	}
	return bySep, true
}

// lineEnds reads line ends as the package does (docs/rules.md, "CSV"):
// \n, \r\n and a lone \r each end a line, in any mix.
func lineEnds(data []byte) ([]byte, bool) {
	data = bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
	return bytes.ReplaceAll(data, []byte("\r"), []byte("\n")), true
}

// strictRows parses data with encoding/csv in strict mode and returns the
// spreadsheet row numbers of its non-blank records.
func strictRows(data []byte, sep rune) ([]int, error) {
	r := csv.NewReader(bytes.NewReader(data))
	r.Comma, r.FieldsPerRecord = sep, -1
	var rows []int
	num, prevEnd := 0, 0
	for {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			return rows, nil
		}
		if err != nil {
			return nil, err
		}
		start, _ := r.FieldPos(0)
		end, _ := r.FieldPos(len(rec) - 1)
		end += strings.Count(rec[len(rec)-1], "\n")
		num += start - prevEnd
		prevEnd = end
		if slices.ContainsFunc(rec, func(f string) bool { return readText(xlsxio.UnescapeFormula(f)) != "" }) {
			rows = append(rows, num)
		}
	}
}

// rowOf is the row number of an A1 cell reference, 0 when there is none.
func rowOf(ref string) int {
	_, row, err := excelize.CellNameToCoordinates(ref)
	if err != nil {
		return 0
	}
	return row
}

// checkRowsAccounted asserts that every non-blank row after the header
// became a record, in order, none merged, dropped or shifted: the rows the
// records were read from (got) are the last rows of the file as
// csvRows finds them under one of the separators it parses with (the
// rows before them are the header and what lies above it). With a
// problem, it asserts that the problems name rows of the file. It asserts
// nothing when csvRows cannot determine the rows.
func checkRowsAccounted(t *testing.T, data []byte, got []int, ps xlsxio.Problems) {
	t.Helper()
	bySep, ok := csvRows(data)
	if !ok {
		return
	}
	last := 0
	for _, rows := range bySep {
		if len(rows) > 0 {
			last = max(last, rows[len(rows)-1])
		}
	}
	for _, p := range ps {
		if row := rowOf(p.Cell); p.Cell != "" && (row < 1 || row > last) {
			t.Fatalf("problem at %s, outside the file's rows 1 to %d: %v", p.Cell, last, p)
		}
	}
	if ps.HasErrors() {
		return
	}
	for _, rows := range bySep {
		if len(got) < len(rows) && slices.Equal(got, rows[len(rows)-len(got):]) {
			return
		}
	}
	t.Fatalf("records read from rows %v; the file's non-blank rows are %v with commas, %v with semicolons: a row was merged, dropped or shifted", got, bySep[','], bySep[';'])
}

// checkRowsRead asserts that every row a record was read from is a
// non-blank row of the file, and no row gave two records: for readers
// that may leave rows out by design (a note under a crosstable).
func checkRowsRead(t *testing.T, data []byte, got []int) {
	t.Helper()
	bySep, ok := csvRows(data)
	if !ok || len(bySep) != 1 && !slices.Equal(bySep[','], bySep[';']) {
		return
	}
	var rows []int
	for _, r := range bySep {
		rows = r
	}
	seen := map[int]bool{}
	for _, row := range got {
		if seen[row] || !slices.Contains(rows, row) {
			t.Fatalf("records read from rows %v; the file's non-blank rows are %v", got, rows)
		}
		seen[row] = true
	}
}
