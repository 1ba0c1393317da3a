package xlsxio

import (
	"bytes"
	"encoding/csv"
	"errors"
	"io"
	"io/fs"
	"os"
	"strings"
	"unicode/utf8"
)

// saveAsUTF8 tells the user how to write a CSV file this package reads.
const saveAsUTF8 = `save it as "CSV UTF-8" (Excel) or as Text CSV with the character set Unicode (UTF-8) (LibreOffice)`

// sniffLines is how many lines of a CSV file the separator sniffing reads.
const sniffLines = 200

// readCSV reads a CSV file as a table (WORKBOOK.md "General rules": comma
// or semicolon separated, sniffed; UTF-8 with or without a byte-order
// mark; one table per file). The separator is the one under which a header
// row passing isHeader is found (the one giving the wider header row when
// both do); Excel's "sep=;" first line, when present, names it instead.
// Row numbers count blank lines, as a spreadsheet opening the file shows
// them, so that a Problem's cell is where the value appears. Every field
// goes through UnescapeFormula, undoing the writer's guard against
// formulas (WORKBOOK.md "Outputs").
//
// limit, when positive, stops after that many records: enough to find the
// header row (DetectKind) without parsing a whole large file.
func readCSV(path, file string, isHeader headerTest, limit int) (*table, int, Problems) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, -1, Problems{openProblem(file, err)}
	}
	if p := checkEncoding(file, data); p != nil {
		return nil, -1, Problems{p}
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if !bytes.Contains(data, []byte("\n")) {
		// classic Mac line ends
		data = bytes.ReplaceAll(data, []byte("\r"), []byte("\n"))
	}
	sep, data := sepLine(data)
	if sep == 0 {
		sep = sniffSeparator(data, isHeader)
	}
	rows, err := parseCSV(data, sep, limit)
	if err != nil {
		return nil, -1, Problems{errorf(file, "", "", "the file is not valid CSV: %v", err)}
	}
	t := &table{file: file, sheets: 1, rows: rows}
	if sep == ';' {
		t.mark = DecimalComma
	}
	return t, findHeader(rows, isHeader), nil
}

// openProblem reports a file that cannot be opened.
func openProblem(file string, err error) *Problem {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return errorf(file, "", "", "cannot open the file: %v", err)
}

// checkEncoding refuses text that is not UTF-8: UTF-16 (with a byte-order
// mark, or betrayed by NUL bytes), binary data, or invalid UTF-8, naming
// the first line that is not.
func checkEncoding(file string, data []byte) *Problem {
	if bytes.HasPrefix(data, []byte{0xff, 0xfe}) || bytes.HasPrefix(data, []byte{0xfe, 0xff}) {
		return errorf(file, "", "", "the file is UTF-16 text, not UTF-8: %s", saveAsUTF8)
	}
	if bytes.IndexByte(data, 0) >= 0 {
		return errorf(file, "", "", "the file holds NUL bytes: it is UTF-16 text or not a CSV file at all; %s", saveAsUTF8)
	}
	if utf8.Valid(data) {
		return nil
	}
	off := 0
	for off < len(data) {
		r, size := utf8.DecodeRune(data[off:])
		if r == utf8.RuneError && size <= 1 {
			break
		}
		off += size
	}
	line := bytes.Count(data[:off], []byte("\n")) + 1
	return errorf(file, "", "", "line %d is not UTF-8 text (the file may be in a legacy encoding such as Windows-1252): %s", line, saveAsUTF8)
}

// sepLine reads Excel's "sep=X" first line: it names the separator and is
// not part of the table (a spreadsheet does not show it).
func sepLine(data []byte) (rune, []byte) {
	line, rest, _ := bytes.Cut(data, []byte("\n"))
	s := strings.ToLower(strings.TrimSpace(string(line)))
	switch s {
	case "sep=,", `"sep=,"`:
		return ',', rest
	case "sep=;", `"sep=;"`:
		return ';', rest
	}
	return 0, data
}

// sniffSeparator chooses comma or semicolon by parsing the first lines both
// ways and looking for the header row.
func sniffSeparator(data []byte, isHeader headerTest) rune {
	prefix := data
	for i, n := 0, 0; i < len(data); i++ {
		if data[i] == '\n' {
			if n++; n == sniffLines {
				prefix = data[:i+1]
				break
			}
		}
	}
	comma, _ := parseCSV(prefix, ',', sniffLines)
	semi, _ := parseCSV(prefix, ';', sniffLines)
	hc, hs := findHeader(comma, isHeader), findHeader(semi, isHeader)
	switch {
	case hc >= 0 && hs >= 0:
		if filled(&semi[hs]) > filled(&comma[hc]) {
			return ';'
		}
		return ','
	case hs >= 0:
		return ';'
	case hc >= 0:
		return ','
	case len(comma) > 0 && len(semi) > 0 && filled(&semi[0]) > filled(&comma[0]):
		return ';'
	}
	return ','
}

// filled counts the non-blank cells of a row.
func filled(r *tableRow) int {
	n := 0
	for _, c := range r.cells {
		if trimSpace(c.text) != "" {
			n++
		}
	}
	return n
}

// parseCSV splits CSV data into rows, leaving out blank rows but counting
// them in the row numbers; limit >= 0 stops after that many records.
func parseCSV(data []byte, sep rune, limit int) ([]tableRow, error) {
	r := csv.NewReader(bytes.NewReader(data))
	r.Comma = sep
	r.FieldsPerRecord = -1
	r.LazyQuotes = true
	r.ReuseRecord = true
	capacity := bytes.Count(data, []byte("\n")) + 1
	if limit >= 0 && limit < capacity {
		capacity = limit
	}
	rows := make([]tableRow, 0, capacity)
	var slab []cell // cells of many rows, allocated together
	num, prevEnd := 0, 0
	for records := 0; limit < 0 || records < limit; records++ {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return rows, err
		}
		line, _ := r.FieldPos(0)
		num += line - prevEnd
		last := len(rec) - 1
		prevEnd, _ = r.FieldPos(last)
		if strings.IndexByte(rec[last], '\n') >= 0 {
			prevEnd += strings.Count(rec[last], "\n")
		}
		if len(slab)+len(rec) > cap(slab) {
			slab = make([]cell, 0, max(len(rec), 8192))
		}
		row := tableRow{num: num, cells: slab[len(slab) : len(slab)+len(rec) : len(slab)+len(rec)]}
		slab = slab[:len(slab)+len(rec)]
		for i, f := range rec {
			row.cells[i] = cell{col: i, text: UnescapeFormula(f)}
		}
		if !row.blank() {
			rows = append(rows, row)
		}
	}
	return rows, nil
}
