package xlsxio

// csvStream hands the rows of a CSV file below its header row to a reader
// one by one as they are parsed, so that a large file is converted in one
// pass without its table ever being held whole (docs/performance.md). It
// gives exactly what readCSV and a reader of the whole table give, or
// stops: the caller then reads the file as a whole (streamCSV).
type csvStream struct {
	// isHeader finds the header row, as readCSV's isHeader does.
	isHeader headerTest
	// onHeader is called once with the table up to its header row (at
	// index header); onRow with each data row, whose cells are reused
	// after it returns. Either returns false to stop.
	onHeader func(t *table, header int) bool
	onRow    func(r *tableRow) bool
	// plain, when set (by onHeader), is offered each data record before
	// its cells are made: it reads the record as onRow would read its row
	// and returns true, or returns false having changed nothing, and the
	// row goes to onRow (plainGames).
	plain   func(f recordFields, num int) bool
	stopped bool
	// views lets a data row's text be a view of the parser's buffer
	// (transient): set by a reader that keeps no part of a cell's text.
	views bool
	// sums, when set, takes the SHA-256 of the file read (InputSums).
	sums *InputSums
	// header is the index of the header row, -1 until it is found, width
	// its number of columns and fields the number of fields of its line
	// (empty ones included).
	header, width, fields int
	// estimate is how many rows the file holds, by its size (estimateRows).
	estimate int
	// shifted are the first maxLineProblems problems of rows with values
	// beyond the header's columns (csvRead.shifted), in order, and
	// moreShifted counts the others; rows counts the data rows and lastNum
	// is the number of the last one.
	shifted       Problems
	moreShifted   int
	rows, lastNum int
	// row is the data row being handed on, kept here so that handing it
	// on allocates nothing.
	row tableRow
}

// add takes the row just added to c.rows: the header row stays in the
// table; a data row is handed on and dropped, its cells returned to the
// slab.
func (s *csvStream) add(c *csvRead, slab []cell) []cell {
	k := len(c.rows) - 1
	if s.header < 0 {
		if s.isHeader(&c.rows[k]) {
			s.header, s.width, s.fields = k, lastFilled(&c.rows[k])+1, c.rows[k].fields
			s.stopped = !s.onHeader(c.table(), k)
		}
		return slab
	}
	s.row = c.rows[k]
	c.rows = c.rows[:k]
	row := &s.row
	if p := c.shiftedRow(row, s.width, s.fields); p != nil && len(s.shifted) < maxLineProblems {
		s.shifted = append(s.shifted, p)
	} else if p != nil {
		s.moreShifted++
	}
	s.rows++
	s.lastNum = row.num
	s.stopped = !s.onRow(row)
	return slab[:len(slab)-len(row.cells)]
}

// takePlain offers the parser's current record, row num, to plain (a
// data row below the header row), and counts it when plain took it.
func (s *csvStream) takePlain(p *csvParser, num int) bool {
	// A line with more fields than the header row's is warned of
	// (csvRead.shiftedRow): it goes the way of the cells.
	if s == nil || s.plain == nil || s.header < 0 || len(p.ends) > s.fields || !s.plain(recordFields{p.rec, p.ends}, num) {
		return false
	}
	s.rows++
	s.lastNum = num
	return true
}

// transient tells that the text of the next row may be a view of the
// parser's buffer (rowText): a data row below the header row, which is
// handed on and dropped before the next record is parsed.
func (s *csvStream) transient() bool { return s != nil && s.views && s.header >= 0 }

// table is the table of the rows read so far.
func (c *csvRead) table() *table {
	t := &table{file: c.file, sheets: 1, rows: c.rows, sep: c.sep}
	if c.sep == ';' {
		t.mark = DecimalComma
	}
	return t
}

// count is the RowCount of the data rows handed on: rows as numbered,
// blank ones included (table.countDataRows).
func (s *csvStream) count(t *table) RowCount {
	if s.rows == 0 {
		return RowCount{}
	}
	rows := s.lastNum - t.rows[s.header].num
	return RowCount{Rows: rows, Blank: rows - s.rows}
}

// streamCSV reads the CSV file at path as readCSV does, handing each data
// row to s instead of keeping it. It returns the problems readCSV would
// return, or ok false when the file must be read as a whole instead (not
// UTF-8 text, unreadable, no header row, or s stopped): what s was handed
// is then to be thrown away.
func streamCSV(path string, s *csvStream) (problems Problems, ok bool) {
	f, enc, p := openCSV(path, path)
	if p != nil {
		return nil, false
	}
	defer f.Close()
	s.header = -1
	c := &csvRead{file: path, isHeader: s.isHeader, enc: enc, stream: s}
	if s.sums != nil {
		if c.hash, _ = hashFrom(f); c.hash == nil {
			return nil, false
		}
	}
	c.read(f)
	if c.notUTF8 > 0 || c.fatal || s.stopped || s.header < 0 {
		return nil, false
	}
	if c.hash != nil {
		s.sums.put(path, c.hash)
	}
	for _, p := range s.shifted {
		c.addLineProblem(p)
	}
	c.moreLines += s.moreShifted
	return c.problems(), true
}

// readPlain makes row the plain reading of the stream's rows; while the
// unread columns want the first rows' values (listUnread.addFields), each
// row read plainly gives them its fields too, and then row alone takes
// the rows.
func (s *csvStream) readPlain(row func(f recordFields, num int) bool, unread *listUnread) {
	s.plain = row
	if !unread.wants() {
		return
	}
	s.plain = func(f recordFields, num int) bool {
		if !row(f, num) {
			return false
		}
		unread.addFields(f)
		if !unread.wants() {
			s.plain = row
		}
		return true
	}
}
