package xlsxio

import (
	"bytes"
	"io"
	"strings"
)

// sniffLines is how many records of a CSV file the separator sniffing
// reads, and sniffBytes the most bytes it reads to find them.
const (
	sniffLines = 200
	sniffBytes = 1 << 20
)

// csvSeparators are the separators a CSV file may use (docs/formats.md
// "General rules"; TAB for Excel's "Unicode text"), in the order
// preferred when two find equally wide header rows.
var csvSeparators = []byte{',', ';', '\t'}

// readPrefix reads the first lines of the decoded text for sniffing:
// about sniffLines lines, at most sniffBytes bytes.
func readPrefix(r io.Reader) ([]byte, error) {
	buf := make([]byte, 0, csvChunk)
	for len(buf) < sniffBytes {
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
		n, err := r.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if err == io.EOF {
			return buf, nil
		}
		if err != nil {
			return buf, err
		}
		if bytes.Count(buf, []byte{'\n'})+bytes.Count(buf, []byte{'\r'}) > 2*sniffLines {
			break
		}
	}
	return buf, nil
}

// sepLine reads Excel's "sep=X" first line (X a comma, semicolon or tab,
// the line possibly quoted): it names the separator and is not part of
// the table (a spreadsheet does not show it). It returns the separator,
// 0 when there is no such line, and the text after the line.
func sepLine(data []byte) (byte, []byte) {
	k := bytes.IndexAny(data, "\r\n")
	if k < 0 {
		k = len(data)
	}
	line := strings.ToLower(strings.Trim(string(data[:k]), " "))
	line = strings.TrimSuffix(strings.TrimPrefix(line, `"`), `"`)
	if len(line) != 5 || line[:4] != "sep=" || bytes.IndexByte(csvSeparators, line[4]) < 0 {
		return 0, data
	}
	rest := data[k:]
	switch {
	case bytes.HasPrefix(rest, []byte("\r\n")):
		rest = rest[2:]
	case len(rest) > 0:
		rest = rest[1:]
	}
	return line[4], rest
}

// sniffSeparator chooses the separator by parsing the first lines with
// each one and looking for the header row: the one under which a header
// row is found; when several are, the one whose header row comes first (a
// separator inside a player's name, as in "x;ID;Name", must not make that
// player's row the header), then the widest header row, then the one that
// splits the rows read into the most filled cells (a one-cell header row
// "ID" under "Tournament;WC 35" tells nothing, the line above does); with
// no header row, the one giving the first row the most filled cells; a
// comma when nothing tells. Once a separator finds the header row at index h, the
// others parse no more than h+1 rows: a header row they find later loses.
func sniffSeparator(data []byte, isHeader headerTest) byte {
	best := sniffResult{sep: ',', header: -1, width: -1}
	for _, sep := range csvSeparators {
		maxRows := sniffLines
		if best.header >= 0 {
			maxRows = best.header + 1
		}
		rows, header := sniffRows(data, sep, isHeader, maxRows)
		r := sniffResult{sep: sep, header: header}
		for i := range rows {
			r.cells += filled(&rows[i])
		}
		if r.header >= 0 {
			r.width = filled(&rows[r.header])
		} else if len(rows) > 0 {
			r.width = filled(&rows[0])
		}
		if r.better(best) {
			best = r
		}
	}
	return best.sep
}

// sniffResult is what parsing the first lines with one separator found:
// the index of the header row among the non-blank rows (-1 when none),
// the number of filled cells of that row (of the first row when none),
// and of all the rows read.
type sniffResult struct {
	sep                  byte
	header, width, cells int
}

// better reports whether r tells the separator more surely than o: a
// header row found, found earlier, wider, or with the rows read split
// into more cells.
func (r sniffResult) better(o sniffResult) bool {
	rFound, oFound := r.header >= 0, o.header >= 0
	switch {
	case rFound != oFound:
		return rFound
	case rFound && r.header != o.header:
		return r.header < o.header
	case r.width != o.width:
		return r.width > o.width
	}
	return rFound && r.cells > o.cells
}

// sniffRows parses the first records of data with a separator, ignoring
// problems (the text may end inside a quoted field): at most sniffLines
// records, up to the first non-blank row isHeader accepts (header is its
// index among the rows, -1 when none) or the maxRows-th non-blank row. A
// record the separator cannot parse counts as a row (badRecord), so that
// a wrong separator, which breaks a record, does not find the header row
// sooner for it.
func sniffRows(data []byte, sep byte, isHeader headerTest, maxRows int) (rows []tableRow, header int) {
	p := newCSVParser(bytes.NewReader(data), sep, 1)
	for range sniffLines {
		ok, e := p.record()
		if !ok {
			break
		}
		if e != nil {
			rows = append(rows, badRecord())
			if len(rows) >= maxRows {
				break
			}
			continue
		}
		row := tableRow{cells: make([]cell, len(p.ends))}
		for i := range p.ends {
			row.cells[i] = cell{col: i, text: string(p.field(i))}
		}
		if row.blank() {
			continue
		}
		rows = append(rows, row)
		if isHeader(&rows[len(rows)-1]) {
			return rows, len(rows) - 1
		}
		if len(rows) >= maxRows {
			break
		}
	}
	return rows, -1
}

// badRecord stands for a record the separator being tried cannot parse:
// a row that is not blank and no header row.
func badRecord() tableRow {
	return tableRow{cells: []cell{{text: "\uFFFD"}}}
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
