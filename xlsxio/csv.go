package xlsxio

import (
	"bytes"
	"errors"
	"fmt"
	"hash"
	"io"
	"io/fs"
	"os"
	"unicode/utf8"
	"unsafe"
)

// maxLineProblems is how many problems of lines one CSV file reports one
// by one; the rest are counted in one more problem.
const maxLineProblems = 100

// readCSV reads a CSV file as a table (docs/formats.md "General rules"; the
// readings are docs/rules.d/xlsxio-read.md "CSV"): streamed, RFC 4180 with
// any mix of line ends (csvParser); UTF-8 with or without a byte-order
// mark, UTF-16, or Windows-1252 with a warning when the bytes are not
// UTF-8 (csv_decode.go); separated by commas, semicolons or tabs, sniffed
// or named by Excel's "sep=;" first line (csv_sniff.go). Row numbers are
// record numbers as a spreadsheet opening the file shows them (blank
// records counted, a quoted field over several lines one row), so that a
// Problem's cell is where the value appears; problems of the text itself
// name the physical line. Every field goes through UnescapeFormula,
// undoing the writer's guard against formulas (docs/formats.md "Outputs").
// Once the header row is known, a data row with a value beyond the last
// headed column is an error: an unquoted "Smith, John" never shifts a
// player's values silently.
//
// usable, when set, prefers a fuller header row (headerOf).
//
// limit, when positive, stops after that many records: enough to find the
// header row (DetectKind) without parsing a whole large file; the
// problems of single lines are then left to the full read, unless no
// header row is found.
func readCSV(path, file string, isHeader, usable headerTest, limit int) (*table, int, Problems) {
	f, enc, p := openCSV(path, file)
	if p != nil {
		return nil, -1, Problems{p}
	}
	defer f.Close()
	c := &csvRead{file: file, isHeader: isHeader, limit: limit, enc: enc}
	c.read(f)
	if c.notUTF8 > 0 {
		c = readNotUTF8(f, c)
	}
	if c.fatal {
		return nil, -1, c.fileProblems
	}
	t := &table{file: file, sheets: 1, rows: c.rows, sep: c.sep}
	if c.sep == ';' {
		t.mark = DecimalComma
	}
	header := headerOf(t, isHeader, usable)
	switch {
	case limit > 0 && header >= 0:
		return t, header, c.fileProblems
	case header >= 0:
		c.shifted(header)
	}
	return t, header, c.problems()
}

// readNotUTF8 reads again a file that the first reading (first) found not
// UTF-8, as Windows-1252 but for its UTF-8 lines (mixedText): a file that
// holds both mixes encodings, an error at each line that is not UTF-8;
// else it is Windows-1252, with a warning naming the first line that is
// not UTF-8 (docs/rules.d/xlsxio-read.md "CSV", Encodings).
func readNotUTF8(f *os.File, first *csvRead) *csvRead {
	c := &csvRead{file: first.file, isHeader: first.isHeader, limit: first.limit, enc: encWindows1252}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		c.fatalf("cannot read the file: %v", err)
		return c
	}
	c.read(f)
	lines, more, mixed := c.mixed.mixedProblems()
	if !mixed {
		c.fileProblems = append(Problems{windows1252Note(c.file, first.notUTF8)}, c.fileProblems...)
		return c
	}
	for _, e := range lines {
		c.lineError(e)
	}
	c.moreLines += more
	return c
}

// openProblem reports a file that cannot be opened.
func openProblem(file string, err error) *Problem {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return errorf(file, "", "", "cannot open the file: %v", err)
}

// csvRead is one reading of a CSV file in one encoding.
type csvRead struct {
	file     string
	isHeader headerTest
	limit    int
	enc      csvEncoding
	sep      byte
	rows     []tableRow
	// fileProblems concern the whole file; fatal tells that no table
	// can be read.
	fileProblems Problems
	fatal        bool
	// lineProblems are the first maxLineProblems problems of lines and
	// moreLines counts the others.
	lineProblems Problems
	moreLines    int
	// notUTF8 is the first line that is not UTF-8 in a file read as
	// UTF-8 without a byte-order mark: the file is to be read again as
	// Windows-1252.
	notUTF8 int
	// mixed reads a file that is not UTF-8 (encWindows1252) line by
	// line: its UTF-8 lines as UTF-8 (csv_mixed.go).
	mixed *mixedText
	// stream, when set, takes the rows below the header row one by one as
	// they are parsed instead of keeping them (csv_stream.go).
	stream *csvStream
	// hash, when set, is written every byte read from the file.
	hash hash.Hash
}

// fatalf adds a problem after which no table can be read.
func (c *csvRead) fatalf(format string, args ...any) {
	c.fileProblems = append(c.fileProblems, errorf(c.file, "", "", format, args...))
	c.fatal = true
}

// addLineProblem adds a problem of a line, or counts it past the cap.
func (c *csvRead) addLineProblem(p *Problem) {
	if len(c.lineProblems) < maxLineProblems {
		c.lineProblems = append(c.lineProblems, p)
		return
	}
	c.moreLines++
}

// lineError adds a problem of the text of a line.
func (c *csvRead) lineError(e *csvError) {
	if e.col < 0 {
		c.addLineProblem(errorf(c.file, "", "", "line %d: %s", e.line, e.msg))
		return
	}
	c.addLineProblem(errorf(c.file, "", "", "line %d, column %s: %s", e.line, columnName(e.col), e.msg))
}

// problems are all the problems of the file, in order.
func (c *csvRead) problems() Problems {
	ps := append(c.fileProblems, c.lineProblems...)
	if c.moreLines > 0 {
		more := "problems of lines are"
		if c.moreLines == 1 {
			more = "problem of a line is"
		}
		ps = append(ps, errorf(c.file, "", "", "%d more %s not listed: correct the ones above and read the file again", c.moreLines, more))
	}
	return ps
}

// columnName is a 0-based column's letters as a spreadsheet shows them
// (A, B, … AA), or its number beyond a spreadsheet's columns.
func columnName(col int) string {
	ref := cellRef(col, 1)
	if col >= maxSheetCols {
		return ref[len("R1C"):]
	}
	return ref[:len(ref)-1]
}

// read reads the rows of the file from its start (after a byte-order
// mark): the separator is sniffed on a prefix, then the text is parsed
// once, streaming.
func (c *csvRead) read(f *os.File) {
	var src io.Reader = f
	if c.hash != nil {
		src = io.TeeReader(f, c.hash)
	}
	var in io.Reader = decoder(src, c.enc)
	if c.enc == encWindows1252 {
		c.mixed = newMixedText(src)
		in = c.mixed
	}
	in = newDOSEOFReader(in)
	prefix, err := readPrefix(in)
	if err != nil {
		c.fatalf("cannot read the file: %v", err)
		return
	}
	first := 1
	sep, rest := sepLine(prefix)
	if sep != 0 {
		first = 2
	} else {
		sep = sniffSeparator(prefix, c.isHeader)
	}
	c.sep = sep
	if st, err := f.Stat(); err == nil && c.stream == nil {
		c.rows = make([]tableRow, 0, c.estimateRows(prefix, st.Size()))
	} else if err == nil {
		c.stream.estimate = c.estimateRows(prefix, st.Size())
	}
	p := newCSVParser(io.MultiReader(bytes.NewReader(rest), in), sep, first)
	c.parse(p)
	if p.err != nil && !c.fatal {
		c.fatalf("cannot read the file: %v", p.err)
	}
}

// estimateRows guesses how many rows the file holds from the lines of its
// prefix, so that the rows are allocated once.
func (c *csvRead) estimateRows(prefix []byte, size int64) int {
	if len(prefix) == 0 {
		return 0
	}
	if c.enc == encUTF16LE || c.enc == encUTF16BE {
		size /= 2
	}
	n := int(float64(size)*float64(lineEnds(prefix)+1)/float64(len(prefix))*1.05) + 16
	if c.limit > 0 {
		n = min(n, c.limit)
	}
	return min(n, maxSheetRows)
}

// parse reads the records into rows, numbered as a spreadsheet numbers
// them, leaving out blank rows and the records with problems.
func (c *csvRead) parse(p *csvParser) {
	var slab []cell // cells of many rows, allocated together
	for num := 1; c.limit <= 0 || num <= c.limit; num++ {
		ok, e := p.record()
		if !ok {
			return
		}
		if num > maxSheetRows {
			c.fatalf("line %d: the file has more than %d rows, the most a spreadsheet holds; split it into smaller files", p.recLine, maxSheetRows)
			return
		}
		if e == nil {
			if e = c.checkText(p); c.notUTF8 > 0 {
				return
			}
		}
		if e != nil {
			c.lineError(e)
			continue
		}
		if c.stream.takePlain(p, num) {
			continue
		}
		before := len(c.rows)
		slab = c.addRow(p, num, slab)
		if c.stream != nil && len(c.rows) > before {
			if slab = c.stream.add(c, slab); c.stream.stopped {
				return
			}
		}
	}
}

// checkText checks the encoding of the current record: UTF-8 when the
// file is (a file without a byte-order mark that is not is read again as
// Windows-1252), no byte Windows-1252 does not define when it is that.
func (c *csvRead) checkText(p *csvParser) *csvError {
	switch c.enc {
	case encUTF8, encUTF8BOM:
		if utf8.Valid(p.rec) {
			return nil
		}
		if c.enc == encUTF8 {
			c.notUTF8 = p.recLine
			return nil
		}
		return &csvError{line: p.recLine, col: -1, msg: "the line is not UTF-8 text, although the file begins with the UTF-8 byte-order mark (text of another encoding was pasted in?); " + saveAsUTF8}
	case encWindows1252:
		if bytes.Contains(p.rec, []byte(string(utf8.RuneError))) {
			return &csvError{line: p.recLine, col: -1, msg: "the line holds bytes that are neither UTF-8 nor Windows-1252 text: the file is in another encoding; " + saveAsUTF8}
		}
	}
	return nil
}

// addRow adds the current record as row num unless it is blank. The
// record's text is one string its fields share. Empty fields after the
// first have no cell (tableRow.cells may leave empty cells out, as a
// workbook does): the table holds only what the file holds.
func (c *csvRead) addRow(p *csvParser, num int, slab []cell) []cell {
	n := len(p.ends)
	if len(slab)+n > cap(slab) {
		slab = make([]cell, 0, max(n, 8192))
	}
	cells := slab[len(slab):len(slab):cap(slab)]
	s, start := c.rowText(p.rec), 0
	for i, end := range p.ends {
		if end > start || i == 0 {
			cells = append(cells, cell{col: i, text: UnescapeFormula(s[start:end])})
		}
		start = end
	}
	row := tableRow{num: num, cells: cells[:len(cells):len(cells)], fields: n}
	if row.blank() {
		return slab
	}
	c.rows = append(c.rows, row)
	return slab[:len(slab)+len(cells)]
}

// rowText is the text of a record as the string its cells share: a copy,
// except for a data row of a stream (csvStream.transient), which is read
// and dropped before the parser reads on, and gets a view of the record's
// bytes: the readers keep no part of a cell's text (rowReader.shared
// copies what a value keeps), so that a million rows allocate no string.
func (c *csvRead) rowText(rec []byte) string {
	if len(rec) == 0 || !c.stream.transient() {
		return string(rec)
	}
	return unsafe.String(&rec[0], len(rec))
}

// shifted reports every data row with a value beyond the last headed
// column of the header row: an unquoted separator in a value (Smith,
// John) shifts the row's values to the right.
func (c *csvRead) shifted(header int) {
	h := &c.rows[header]
	width := lastFilled(h) + 1
	for k := header + 1; k < len(c.rows); k++ {
		if p := c.shiftedRow(&c.rows[k], width, h.fields); p != nil {
			c.addLineProblem(p)
		}
	}
}

// shiftedRow is the problem of a data row with a value beyond the last
// headed column, width the number of columns of the header row: an
// error (the row's values are not read, shiftedRow). Else, when the line
// has more fields than the header row's line (headerFields), the extra
// ones all empty, a warning at the first of them: an unquoted separator
// in a value (Smith, John) on a line that ends with an empty field shifts
// the values after it without putting one beyond the header, so it cannot
// be told from a stray separator at the line's end (docs/formats.md "CSV
// files"). nil when the row is neither.
func (c *csvRead) shiftedRow(r *tableRow, width, headerFields int) *Problem {
	last := lastFilled(r)
	if last < width {
		if r.fields > headerFields && headerFields > 0 {
			return warnf(c.file, "", cellRef(headerFields, r.num),
				"this line has %d fields but the header row has %d: the fields after the header's are empty, but a value holding the separator (%s) and not in quotes would have moved the values after it one column to the right; check the row, and put such a value in quotes%s",
				r.fields, headerFields, sepName(c.sep), quotedExample(c.sep))
		}
		return nil
	}
	col := width
	for trimSpace(r.at(col).text) == "" {
		col++
	}
	return errorf(c.file, "", cellRef(col, r.num),
		"this line has %d fields but the header row has %d columns: a value holding the separator (%s) must be in quotes%s",
		last+1, width, sepName(c.sep), quotedExample(c.sep))
}

// lastFilled is the column of a row's last non-blank cell, -1 when none.
func lastFilled(r *tableRow) int {
	for i := len(r.cells) - 1; i >= 0; i-- {
		if trimSpace(r.cells[i].text) != "" {
			return r.cells[i].col
		}
	}
	return -1
}

// quotedExample shows a value holding the separator in quotes.
func quotedExample(sep byte) string {
	if sep == '\t' {
		return ""
	}
	return fmt.Sprintf(`, as in "Smith%c John"`, sep)
}
