package xlsxio

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Spreadsheet limits (ECMA-376; Excel): rows and columns of a sheet.
const (
	maxSheetRows = 1 << 20
	maxSheetCols = 1 << 14
)

// maxDamagedCells is how many damaged cells of one sheet are named; the
// rest are counted in one more problem.
const maxDamagedCells = 20

// maxValueBytes bounds the bytes kept of one cell's value: the longest
// text a cell may hold (maxCellChars) with every character written as a
// 7-byte _xHHHH_ escape. A longer value is a damaged cell.
const maxValueBytes = 7 * maxCellChars

// cellDamage is a damaged cell of a sheet: its A1 reference and what is
// wrong with it, in the words of a Problem.
type cellDamage struct {
	ref, msg string
	// complete marks a message that says itself what to do, so that it
	// is not followed by the advice for a damaged workbook.
	complete bool
}

// sheetScan is what scanSheet read of a sheet: its non-blank rows, and its
// damaged cells (at most maxDamagedCells, and the number of the others).
type sheetScan struct {
	rows        []tableRow
	damaged     []cellDamage
	moreDamaged int
	// marks are the sheet's hidden rows and merged cells (sheetMarks).
	marks sheetMarks
}

// sheetScanner is the state of scanSheet in the sheet's XML.
type sheetScanner struct {
	sst         *sharedStrings
	isDateStyle func(style int) bool
	limit       int
	out         sheetScan
	cur         tableRow
	// slab holds the cells of many rows, so that each row needs no
	// allocation of its own.
	slab                         []cell
	inData, inRow, inCell        bool
	inV, inInline, inText        bool
	phonetic, overLong, badStyle bool
	// formula and hasValue mark a cell with a formula (<f>) and one with
	// a value (<v> or an inline string): a formula without a value was
	// never calculated.
	formula, hasValue            bool
	lastRow, lastCol, col, style int
	// refRow is the row part of the cell's reference (0 when none) and
	// ref the reference as written.
	refRow   int
	ref      string
	cellType string
	value    []byte
	// rowHidden marks the current row as hidden (hidden="1": hidden, or
	// filtered out).
	rowHidden bool
}

// errScanDone stops a scan that has read enough rows.
var errScanDone = errors.New("xlsxio: enough rows read")

// scanSheet streams the cells of a worksheet part (SpreadsheetML
// sheetData) into rows, as excelize's RawCellValue reading gives them:
// numbers as stored (a date cell holds its serial), shared and inline
// strings as text with their escapes decoded, booleans as 1 or 0 (marked
// as booleans), error values as written, formulas by their cached value
// (a formula without one is a damaged cell). It keeps each
// number's style so that isDateStyle can tell date cells. Blank rows are
// left out; rows and cells must come in ascending order, as every
// spreadsheet program writes them, or the sheet is damaged (an error). A
// damaged cell — a missing shared string, a bad style or number, a
// reference to another row, a text longer than maxCellChars — is noted
// and the scan goes on. A positive limit stops after that many rows (kind
// detection needs the top of a sheet only).
func scanSheet(r io.Reader, sst *sharedStrings, isDateStyle func(style int) bool, limit int) (*sheetScan, error) {
	s := &sheetScanner{sst: sst, isDateStyle: isDateStyle, limit: limit}
	d := xml.NewDecoder(r)
	for {
		tok, err := d.RawToken()
		if err == nil {
			err = s.token(tok)
		}
		switch {
		case err == nil:
			continue
		case err == io.EOF, err == errScanDone:
			return &s.out, nil
		case errors.Is(err, errTokenTooLong) && s.inCell:
			// The decoder cannot go on: name the cell and stop.
			s.damage("%s", tooLongMsg(-1))
			return &s.out, nil
		}
		return nil, err
	}
}

// token reads one XML token.
func (s *sheetScanner) token(tok xml.Token) error {
	switch el := tok.(type) {
	case xml.StartElement:
		return s.start(el)
	case xml.CharData:
		if (s.inV || (s.inText && !s.phonetic)) && !s.overLong {
			s.value = append(s.value, el...)
			s.overLong = len(s.value) > maxValueBytes
		}
	case xml.EndElement:
		return s.end(el)
	}
	return nil
}

// start reads a start tag.
func (s *sheetScanner) start(el xml.StartElement) error {
	switch el.Name.Local {
	case "sheetData":
		s.inData = true
	case "row":
		if s.inData {
			return s.startRow(el)
		}
	case "c":
		if s.inRow {
			return s.startCell(el)
		}
	case "v":
		s.inV = s.inCell
		s.hasValue = s.hasValue || s.inCell
	case "f":
		s.formula = s.formula || s.inCell
	case "is":
		s.inInline = s.inCell
		s.hasValue = s.hasValue || s.inCell
	case "t":
		s.inText = s.inInline
	case "rPh":
		s.phonetic = true
	case "mergeCell":
		s.out.marks.addMerge(el)
	}
	return nil
}

// end reads an end tag.
func (s *sheetScanner) end(el xml.EndElement) error {
	switch el.Name.Local {
	case "v":
		s.inV = false
	case "t":
		s.inText = false
	case "rPh":
		s.phonetic = false
	case "is":
		s.inInline = false
	case "c":
		if s.inCell {
			s.inCell = false
			s.endCell()
		}
	case "row":
		if s.inRow {
			s.inRow = false
			return s.endRow()
		}
	case "sheetData":
		if s.limit > 0 {
			return errScanDone
		}
		// Read whole, the sheet's merged cells follow its rows
		// (mergeCells): the rest of the part is read for them.
		s.inData = false
	}
	return nil
}

// startRow starts a row: its number is its r attribute, or the one after
// the previous row's.
func (s *sheetScanner) startRow(el xml.StartElement) error {
	num := s.lastRow + 1
	if r, ok := attr(el, "r"); ok {
		var err error
		if num, err = strconv.Atoi(r); err != nil {
			return fmt.Errorf("row number %q is not a number", r)
		}
	}
	switch {
	case num > maxSheetRows:
		return fmt.Errorf("row %s is beyond the last row a sheet can have, %s", grouped(num), grouped(maxSheetRows))
	case num <= s.lastRow:
		return fmt.Errorf("row %d comes after row %d: rows out of order", num, s.lastRow)
	}
	s.lastRow, s.lastCol, s.inRow = num, 0, true
	s.rowHidden = rowHidden(el)
	s.cur = tableRow{num: num, cells: s.slab[len(s.slab):len(s.slab)]}
	return nil
}

// startCell starts a cell: its column is its reference's, or the one
// after the previous cell's.
func (s *sheetScanner) startCell(el xml.StartElement) error {
	col := s.lastCol + 1
	s.refRow, s.ref = s.lastRow, ""
	if r, ok := attr(el, "r"); ok {
		if col, s.refRow = splitRef(r); col == 0 {
			return fmt.Errorf("cell reference %q in row %d is not a reference like B%d", r, s.lastRow, s.lastRow)
		}
		s.ref = r
	}
	switch {
	case col > maxSheetCols:
		return fmt.Errorf("cell %s in row %d is beyond the last column a sheet can have (XFD)", s.ref, s.lastRow)
	case col <= s.lastCol:
		return fmt.Errorf("cell %s comes after %s: cells out of order", cellRef(col-1, s.lastRow), cellRef(s.lastCol-1, s.lastRow))
	}
	s.lastCol, s.col, s.inCell = col, col, true
	s.cellType, _ = attr(el, "t")
	s.style, s.badStyle, s.overLong = 0, false, false
	s.formula, s.hasValue = false, false
	if v, ok := attr(el, "s"); ok {
		var err error
		if s.style, err = strconv.Atoi(v); err != nil || s.style < 0 {
			s.style, s.badStyle = 0, true
			s.damage("the cell's style number %q is not a number", v)
		}
	}
	s.value = s.value[:0]
	return nil
}

// endCell ends a cell: a damaged one is noted, any other kept unless
// empty.
func (s *sheetScanner) endCell() {
	switch {
	case s.badStyle:
		return
	case s.refRow != s.lastRow:
		s.damage("the cell is marked %s but stands in row %d", s.ref, s.lastRow)
		return
	case s.overLong:
		s.damage("%s", tooLongMsg(-1))
		return
	case s.formula && !s.hasValue:
		s.damage("%s", noCachedValueMsg)
		if n := len(s.out.damaged); n > 0 && s.out.damaged[n-1].msg == noCachedValueMsg {
			s.out.damaged[n-1].complete = true
		}
		return
	}
	c, msg := makeCell(s.col-1, s.cellType, s.style, s.value, s.sst, s.isDateStyle)
	switch {
	case msg != "":
		s.damage("%s", msg)
	case c.text != "":
		s.cur.cells = append(s.cur.cells, c)
	}
}

// endRow ends a row, keeping it unless blank.
func (s *sheetScanner) endRow() error {
	if s.cur.blank() {
		return nil
	}
	// Unless append moved them, the row's cells lie in the slab after
	// its length: take them from it.
	n := len(s.cur.cells)
	s.cur.cells = s.cur.cells[:n:n]
	if n <= cap(s.slab)-len(s.slab) {
		s.slab = s.slab[:len(s.slab)+n]
	}
	if cap(s.slab)-len(s.slab) < 64 {
		s.slab = make([]cell, 0, 4096)
	}
	s.out.rows = append(s.out.rows, s.cur)
	if s.rowHidden {
		s.out.marks.addHidden(s.cur.num)
	}
	if s.limit > 0 && len(s.out.rows) >= s.limit {
		return errScanDone
	}
	return nil
}

// damage notes the current cell as damaged, or counts it once
// maxDamagedCells are named.
func (s *sheetScanner) damage(format string, args ...any) {
	if len(s.out.damaged) >= maxDamagedCells {
		s.out.moreDamaged++
		return
	}
	s.out.damaged = append(s.out.damaged, cellDamage{ref: cellRef(s.col-1, s.lastRow), msg: fmt.Sprintf(format, args...)})
}

// makeCell turns a cell's type, style and value into a table cell, or
// says why the cell is damaged: a shared string that does not exist or is
// too long, a number cell that holds no number, a text too long. A text
// (shared, inline or a formula's) goes through UnescapeFormula, as every
// field of a CSV file does (docs/rules.md "Text cells of a workbook
// saved from a CSV file"): a CSV file written by Rating Desk and saved
// as a workbook by a spreadsheet program keeps the apostrophe put before
// a text that begins like a formula ('+/-), and reads as the CSV file
// does. Only a text that begins with an apostrophe is looked at further.
func makeCell(col int, cellType string, style int, value []byte, sst *sharedStrings, isDateStyle func(int) bool) (cell, string) {
	var c cell
	switch cellType {
	case "s":
		c, msg := sst.cell(col, value)
		c.text = UnescapeFormula(c.text)
		return c, msg
	case "", "n":
		text := string(value)
		if t := trimSpace(text); t != "" && !isStoredNumber(t) {
			if _, err := strconv.ParseFloat(t, 64); err != nil {
				return cell{}, fmt.Sprintf("the cell is marked as a number but holds %q", clip(text))
			}
		}
		text = trimWholeZeros(text)
		return cell{col: col, text: text, number: text != "", date: text != "" && isDateStyle(style)}, ""
	case "inlineStr":
		c = cell{col: col, text: UnescapeFormula(unescapeXstring(string(value)))}
	case "b":
		c = cell{col: col, text: string(value), boolean: true}
	case "str": // a formula's text
		c = cell{col: col, text: UnescapeFormula(string(value))}
	default: // e (error), d (ISO date)
		c = cell{col: col, text: string(value)}
	}
	if n := textChars(c.text); n > maxCellChars {
		return cell{}, tooLongMsg(n)
	}
	return c, ""
}

// noCachedValueMsg says that a cell holds a formula whose value was never
// saved: reading it as empty would lose its value (docs/rules.md "XLSX").
const noCachedValueMsg = "the cell holds a formula with no saved value (the file was written by a program that did not calculate it): open it in Excel or LibreOffice, let it calculate, and save it again"

// trimWholeZeros writes a whole number stored with a zero fraction
// ("2.0", as some programs store a number typed 2) as a spreadsheet
// shows it ("2"), so that a crosstable's result column headed 2.0 is
// column 2 (docs/rules.d/xlsxio-read.md).
func trimWholeZeros(s string) string {
	dot := strings.IndexByte(s, '.')
	if dot <= 0 || !allDigits(s[:dot]) || strings.Trim(s[dot+1:], "0") != "" {
		return s
	}
	return s[:dot]
}

// tooLongMsg says that a cell holds n characters (-1: an unknown number)
// where a spreadsheet cell holds at most maxCellChars.
func tooLongMsg(n int) string {
	if n < 0 {
		return "the cell holds more than 32,767 characters, the most a spreadsheet cell can hold"
	}
	return fmt.Sprintf("the cell holds %s characters, more than the 32,767 a spreadsheet cell can hold", grouped(n))
}

// grouped writes a count with commas between groups of three digits
// ("1,048,576"), as messages write large counts.
func grouped(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// isStoredNumber reports whether s is a decimal number as workbooks store
// them: a sign, digits with at most one point, an exponent ("-1.5E-05").
// It spares the common case the cost of strconv.ParseFloat.
func isStoredNumber(s string) bool {
	i := 0
	if i < len(s) && (s[i] == '-' || s[i] == '+') {
		i++
	}
	digits, point := 0, false
	for ; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			digits++
		case c == '.' && !point:
			point = true
		case (c == 'E' || c == 'e') && digits > 0:
			return isExponent(s[i+1:])
		default:
			return false
		}
	}
	return digits > 0
}

// isExponent reports whether s is the exponent of a number after its E.
func isExponent(s string) bool {
	if len(s) > 0 && (s[0] == '-' || s[0] == '+') {
		s = s[1:]
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return len(s) > 0
}

// textChars counts the characters of a text as a spreadsheet does, in
// UTF-16 code units, counting only when the text may be too long.
func textChars(s string) int {
	if len(s) <= maxCellChars {
		return len(s)
	}
	n := 0
	for _, r := range s {
		n++
		if r > 0xffff {
			n++
		}
	}
	return n
}

// clip shortens a text for a message.
func clip(s string) string {
	if len(s) <= 40 {
		return s
	}
	for i := range s {
		if i >= 37 {
			return s[:i] + "..."
		}
	}
	return s
}

// attr returns the value of the attribute with that local name.
func attr(el xml.StartElement, local string) (string, bool) {
	for _, a := range el.Attr {
		if a.Name.Local == local {
			return a.Value, true
		}
	}
	return "", false
}

// splitRef returns the 1-based column and row of an A1 reference ("K5" →
// 11, 5). The column is 0 when the reference does not start with 1 to 3
// column letters; the row is 0 when what follows is not a row number.
func splitRef(ref string) (col, row int) {
	col = columnOf(ref)
	if col == 0 {
		return 0, 0
	}
	n := 0
	for n < len(ref) && (ref[n] >= 'A' && ref[n] <= 'Z' || ref[n] >= 'a' && ref[n] <= 'z') {
		n++
	}
	digits := ref[n:]
	if digits == "" || len(digits) > 7 || digits[0] == '0' {
		return col, 0
	}
	for i := 0; i < len(digits); i++ {
		if digits[i] < '0' || digits[i] > '9' {
			return col, 0
		}
		row = row*10 + int(digits[i]-'0')
	}
	return col, row
}

// columnOf returns the 1-based column of an A1 reference ("K5" → 11), or 0
// when the reference does not start with 1 to 3 column letters.
func columnOf(ref string) int {
	col, n := 0, 0
	for n < len(ref) && n < 4 {
		c := ref[n]
		switch {
		case c >= 'A' && c <= 'Z':
			col = col*26 + int(c-'A') + 1
		case c >= 'a' && c <= 'z':
			col = col*26 + int(c-'a') + 1
		default:
			if n == 0 {
				return 0
			}
			return col
		}
		n++
	}
	if n > 3 {
		return 0
	}
	return col
}
