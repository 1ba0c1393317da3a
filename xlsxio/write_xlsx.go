package xlsxio

import (
	"fmt"
	"io"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"
)

// sheetTable is one sheet of an output workbook: a header row and the rows
// under it, either held in Rows or, for a large sheet, made one at a time
// by Row (Len of them) while the sheet is written, so that they are never
// all in memory.
type sheetTable struct {
	Name    string
	Columns []Column
	Rows    [][]Cell
	// Len and Row, when Row is set, stand for Rows: Row appends the cells
	// of row i (0-based, under the header) to dst[:0] and returns them.
	Len int
	Row func(i int, dst []Cell) []Cell
	// Encode, when set, stands for Rows or Row in writing the rows: it
	// writes the rows under the header with the encoder's cell appenders,
	// each cell as appendCell writes a cell, its texts as shared strings
	// (a table with Encode gives its workbook shared strings; the other
	// tables' texts stay inline). Scan must then be set as well.
	Encode func(e *rowEncoder, w io.Writer) error
	// Scan, when set, stands for the rows in the pass that checks them
	// and works out the column widths (scanTable), which looks only at
	// text, integer and date cells: it hands each of those cells of every
	// row, as Row gives it, to sc.add, in row order (it may leave out a
	// text already handed in the same column), and no other cell, so that
	// what only the written sheet needs (a game's terms) is computed once
	// and no row of cells is made.
	Scan func(sc *tableScan) error
}

// rowCount is the number of rows under the header.
func (t sheetTable) rowCount() int {
	if t.Row != nil || t.Encode != nil {
		return t.Len
	}
	return len(t.Rows)
}

// eachRow calls fn with each row in order, stopping at its first error.
// The row passed is only valid during the call.
func (t sheetTable) eachRow(fn func(i int, row []Cell) error) error {
	if t.Row == nil {
		for i, row := range t.Rows {
			if err := fn(i, row); err != nil {
				return err
			}
		}
		return nil
	}
	buf := make([]Cell, 0, len(t.Columns))
	for i := range t.Len {
		buf = t.Row(i, buf[:0])
		if err := fn(i, buf); err != nil {
			return err
		}
	}
	return nil
}

// workbookMeta are the document properties of an output workbook. They are
// fixed by the inputs, never by the clock, so that the same inputs give the
// same workbook (docs/rules.md §1.6).
type workbookMeta struct {
	Title   string
	Subject string
	// Date is written as the created and modified date; when zero, the
	// latest date in the tables is (and excelize's fixed default when there
	// is none).
	Date time.Time
}

// The number formats of docs/formats.md "Outputs".
const (
	numFmtInteger     = 1 // built-in "0"
	fmtExact          = "0.000000"
	fmtProbability    = "0.000"
	fmtDerivative     = "0.00000"
	fmtDate           = "yyyy-mm-dd"
	maxColumnWidth    = 50
	minColumnWidth    = 6
	headerWidthMargin = 3
)

// workbookStyles are the cell styles of an output workbook.
type workbookStyles struct {
	header, integer, date int
	// The float styles are reserved for float cells (see packageWriter).
	exact, probability, derivative, floatGeneral int
}

// newWorkbookStyles registers the styles in f.
func newWorkbookStyles(f *excelize.File) (*workbookStyles, error) {
	var s workbookStyles
	exact, prob, deriv, date := fmtExact, fmtProbability, fmtDerivative, fmtDate
	for _, def := range []struct {
		id    *int
		style excelize.Style
	}{
		{&s.header, excelize.Style{Font: &excelize.Font{Bold: true}}},
		{&s.integer, excelize.Style{NumFmt: numFmtInteger}},
		{&s.date, excelize.Style{CustomNumFmt: &date}},
		{&s.exact, excelize.Style{CustomNumFmt: &exact}},
		{&s.probability, excelize.Style{CustomNumFmt: &prob}},
		{&s.derivative, excelize.Style{CustomNumFmt: &deriv}},
		// General, made distinct from the default style by stating the
		// default protection (locked), which changes nothing visible.
		{&s.floatGeneral, excelize.Style{Protection: &excelize.Protection{Locked: true}}},
	} {
		id, err := f.NewStyle(&def.style)
		if err != nil {
			return nil, err
		}
		*def.id = id
	}
	return &s, nil
}

// floatStyleSet is the set of style IDs reserved for float cells.
func (s *workbookStyles) floatStyleSet() map[int]bool {
	return map[int]bool{s.exact: true, s.probability: true, s.derivative: true, s.floatGeneral: true}
}

// floatStyle is the style of a float cell in a column of format f.
func (s *workbookStyles) floatStyle(f Format) int {
	switch f {
	case FormatExact:
		return s.exact
	case FormatProbability:
		return s.probability
	case FormatDerivative:
		return s.derivative
	default:
		return s.floatGeneral
	}
}

// excelEpoch is day 0 of the 1900 date system as Excel counts from 1 March
// 1900 on (Excel's serial day 60 is the 29 February 1900 that never was).
var excelEpoch = time.Date(1899, 12, 30, 0, 0, 0, 0, time.UTC)

// firstSerialDate is the first day whose serial number is the plain count
// of days from excelEpoch.
var firstSerialDate = time.Date(1900, 3, 1, 0, 0, 0, 0, time.UTC)

// excelSerial is the serial day number of a calendar day (a date cell's
// value in the 1900 date system); ok is false before 1 March 1900.
func excelSerial(day time.Time) (serial int64, ok bool) {
	if day.Before(firstSerialDate) {
		return 0, false
	}
	return (day.Unix() - excelEpoch.Unix()) / 86400, true
}

// tableScan is what is learned from one pass over a table's rows before
// it is written: its column widths and its latest date.
type tableScan struct {
	widths []float64
	latest time.Time
	// sheet names the sheet in errors; last is each column's last text
	// counted, which a text equal to it need not be again.
	sheet string
	last  []string
}

// scanTable checks every row of t (its length, and that each text fits in
// a cell: checkCellText) and works out the column widths: widths that fit
// the header and the widest value, within [minColumnWidth, maxColumnWidth]
// characters.
func scanTable(t sheetTable) (*tableScan, error) {
	if len(t.Columns) == 0 {
		return nil, fmt.Errorf("sheet %s has no columns", t.Name)
	}
	sc := &tableScan{widths: headerWidths(t.Columns), sheet: t.Name, last: make([]string, len(t.Columns))}
	var err error
	if t.Scan != nil {
		err = t.Scan(sc)
	} else {
		err = t.eachRow(func(r int, row []Cell) error {
			if len(row) != len(t.Columns) {
				return fmt.Errorf("sheet %s row %d has %d cells for %d columns", t.Name, r+2, len(row), len(t.Columns))
			}
			for i := range row {
				if err := sc.add(r, i, &row[i]); err != nil {
					return err
				}
			}
			return nil
		})
	}
	if err != nil {
		return nil, err
	}
	for i := range sc.widths {
		sc.widths[i] = min(max(sc.widths[i], minColumnWidth), maxColumnWidth)
	}
	return sc, nil
}

// headerWidths are the widths the headers and the number formats need.
func headerWidths(cols []Column) []float64 {
	widths := make([]float64, len(cols))
	for i, c := range cols {
		w := utf8.RuneCountInString(c.Header) + headerWidthMargin
		switch c.Format {
		case FormatExact:
			w = max(w, 14)
		case FormatDate:
			w = max(w, 12)
		case FormatProbability, FormatDerivative:
			w = max(w, 9)
		}
		widths[i] = float64(w)
	}
	return widths
}

// add takes cell c of column i in row r (0-based under the header): it
// widens the column for a text or an integer, checks a text, and notes a
// date.
func (sc *tableScan) add(r, i int, c *Cell) error {
	switch c.Kind {
	case KindText:
		return sc.addText(r, i, c.Text)
	case KindInt:
		sc.addInt(i, c.Int)
	case KindDate:
		sc.noteDate(c.Date)
	}
	return nil
}

// addText takes the text cell s of column i in row r, as add does
// TextCell(s): it checks the text and widens the column for it; the empty
// text is an empty cell.
func (sc *tableScan) addText(r, i int, s string) error {
	if s == "" || s == sc.last[i] {
		return nil
	}
	if err := checkCellText(workbookText(s)); err != nil {
		ref, _ := excelize.CoordinatesToCellName(i+1, r+2)
		return fmt.Errorf("sheet %s cell %s: %w", sc.sheet, ref, err)
	}
	sc.last[i] = s
	sc.widen(i, utf8.RuneCountInString(s))
	return nil
}

// addInt widens column i for the integer n.
func (sc *tableScan) addInt(i int, n int64) {
	sc.widen(i, intDigits(n))
}

// noteDate notes the calendar day of t (none for the zero time), as add
// does DateCell(t).
func (sc *tableScan) noteDate(t time.Time) {
	if t.IsZero() {
		return
	}
	if day := calendarDay(t); day.After(sc.latest) {
		sc.latest = day
	}
}

// widen widens column i for a value of n characters.
func (sc *tableScan) widen(i, n int) {
	if w := float64(n + 2); w > sc.widths[i] {
		sc.widths[i] = w
	}
}

// checkCellText refuses a text an .xlsx cell cannot hold as it is, rather
// than let it be cut or altered (docs/formats.md: never lose a value): more
// than 32767 characters, invalid UTF-8, or a control character other than
// tab, line feed and carriage return (XML 1.0 cannot carry them; excelize
// would write U+FFFD instead).
func checkCellText(s string) error {
	if len(s) > excelize.TotalCellChars && utf16Len(s) > excelize.TotalCellChars {
		return fmt.Errorf("the text has more than %d characters, the most a spreadsheet cell holds", excelize.TotalCellChars)
	}
	for i, r := range s {
		switch {
		case r == utf8.RuneError && !strings.HasPrefix(s[i:], "\uFFFD"):
			return fmt.Errorf("the text %q is not valid UTF-8", s)
		case r < 0x20 && r != '\t' && r != '\n' && r != '\r', r == 0xFFFE, r == 0xFFFF:
			return fmt.Errorf("the text %q holds the control character %U, which a spreadsheet file cannot hold", s, r)
		}
	}
	return nil
}

// utf16Len is the length of s in UTF-16 code units, the unit of the
// spreadsheet's cell size limit.
func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		n++
		if r >= 0x10000 {
			n++
		}
	}
	return n
}

// intDigits is the number of characters of n in decimal.
func intDigits(n int64) int {
	d := 1
	if n < 0 {
		d++
	}
	for n >= 10 || n <= -10 {
		n /= 10
		d++
	}
	return d
}

// writeTableSheet writes one table's sheet as far as excelize does it: the
// header row bold, panes frozen under it, an auto-filter over the table,
// the column widths of sc. The rows under the header are written by a
// rowEncoder when the package is zipped (packageWriter), each cell with its
// column's number format (docs/formats.md "Outputs").
func writeTableSheet(f *excelize.File, st *workbookStyles, t sheetTable, sc *tableScan) error {
	lastCol, err := excelize.ColumnNumberToName(len(t.Columns))
	if err != nil {
		return err
	}
	// The auto-filter is set on the worksheet before streaming: the
	// StreamWriter writes it with the sheet.
	if err := f.AutoFilter(t.Name, fmt.Sprintf("A1:%s%d", lastCol, t.rowCount()+1), nil); err != nil {
		return err
	}
	sw, err := f.NewStreamWriter(t.Name)
	if err != nil {
		return err
	}
	// Last column first: excelize puts each width it is given before
	// those it has, and Excel wants a sheet's columns in ascending order
	// (ECMA-376 Part 1, 18.3.1.13: cols), as it writes them itself.
	for i := len(sc.widths) - 1; i >= 0; i-- {
		if err := sw.SetColWidth(i+1, i+1, sc.widths[i]); err != nil {
			return err
		}
	}
	if err := sw.SetPanes(&excelize.Panes{
		Freeze: true, YSplit: 1, TopLeftCell: "A2", ActivePane: "bottomLeft",
		Selection: []excelize.Selection{{SQRef: "A2", ActiveCell: "A2", Pane: "bottomLeft"}},
	}); err != nil {
		return err
	}
	values := make([]any, len(t.Columns))
	for i, c := range t.Columns {
		values[i] = excelize.Cell{StyleID: st.header, Value: c.Header}
	}
	if err := sw.SetRow("A1", values); err != nil {
		return err
	}
	return sw.Flush()
}

// writeWorkbook writes the tables as the sheets of one workbook, in order,
// the first one active. excelize writes every part but the rows under the
// headers, which packageWriter streams into the package as it zips it:
// neither the rows nor the package are ever held whole in memory.
func writeWorkbook(w io.Writer, meta workbookMeta, tables []sheetTable) (err error) {
	scans := make([]*tableScan, len(tables))
	for i, t := range tables {
		if scans[i], err = scanTable(t); err != nil {
			return err
		}
	}
	f := excelize.NewFile()
	defer func() {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}()
	st, err := newWorkbookStyles(f)
	if err != nil {
		return err
	}
	texts := sharedTextsOf(tables)
	pw := newPackageWriter(w, st.floatStyleSet(), texts)
	if err := addSheets(f, st, pw, tables, texts); err != nil {
		return err
	}
	// Before streaming: afterwards SetActiveSheet would parse the streamed
	// sheets back.
	f.SetActiveSheet(0)
	for i, t := range tables {
		if err := writeTableSheet(f, st, t, scans[i]); err != nil {
			return err
		}
	}
	if err := setWorkbookProps(f, meta, scans); err != nil {
		return err
	}
	// The package goes straight to w: excelize's WriteTo would first
	// assemble it in a buffer it hands to the ZipWriter, which is left
	// empty.
	f.SetZipWriter(func(io.Writer) excelize.ZipWriter { return pw })
	return f.Write(io.Discard)
}

// sharedTextsOf are new shared strings for a workbook of these tables
// when one of them refers to shared strings (Encode), else nil.
func sharedTextsOf(tables []sheetTable) *sharedTexts {
	for _, t := range tables {
		if t.Encode != nil {
			return newSharedTexts()
		}
	}
	return nil
}

// addSheets adds a sheet to f for each table, in order, and has pw stream
// its rows, from a rowEncoder that refers to the shared strings texts
// when the table has Encode (and writes its texts inline otherwise).
func addSheets(f *excelize.File, st *workbookStyles, pw *packageWriter, tables []sheetTable, texts *sharedTexts) error {
	for i, t := range tables {
		if i == 0 {
			if err := f.SetSheetName(f.GetSheetName(0), t.Name); err != nil {
				return err
			}
		} else if _, err := f.NewSheet(t.Name); err != nil {
			return err
		}
		tableTexts := texts
		if t.Encode == nil {
			tableTexts = nil
		}
		enc := newRowEncoder(st, t.Columns, tableTexts)
		pw.setRows(fmt.Sprintf("xl/worksheets/sheet%d.xml", i+1), func(w io.Writer) error { return enc.writeRows(w, t) })
	}
	return nil
}

// setWorkbookProps sets the document properties of meta; a zero date is
// the latest date in the tables (and excelize's fixed default when there is
// none).
func setWorkbookProps(f *excelize.File, meta workbookMeta, scans []*tableScan) error {
	props := &excelize.DocProperties{Title: meta.Title, Subject: meta.Subject, Creator: "Rating Desk", LastModifiedBy: "Rating Desk"}
	if meta.Date.IsZero() {
		for _, sc := range scans {
			if sc.latest.After(meta.Date) {
				meta.Date = sc.latest
			}
		}
	}
	if !meta.Date.IsZero() {
		props.Created = meta.Date.UTC().Format(time.RFC3339)
		props.Modified = props.Created
	}
	if err := f.SetDocProps(props); err != nil {
		return err
	}
	return f.SetAppProps(&excelize.AppProperties{Application: "Rating Desk"})
}

// writeWorkbookFile writes a workbook to path atomically (WriteFileAtomic).
func writeWorkbookFile(path string, meta workbookMeta, tables []sheetTable) error {
	return WriteFileAtomic(path, func(w io.Writer) error { return writeWorkbook(w, meta, tables) })
}
