package xlsxio

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"
)

// sheetTable is one sheet of an output workbook: a header row and the rows
// under it.
type sheetTable struct {
	Name    string
	Columns []Column
	Rows    [][]Cell
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

// xlsxValue is the value handed to the StreamWriter for one cell.
func (s *workbookStyles) xlsxValue(col Format, c Cell) any {
	switch c.Kind {
	case KindText:
		return c.Text // a string is always an inline string, never a formula
	case KindInt:
		if col == FormatInteger {
			return excelize.Cell{StyleID: s.integer, Value: c.Int}
		}
		return c.Int
	case KindFloat:
		if math.IsNaN(c.Float) || math.IsInf(c.Float, 0) {
			return c.String()
		}
		return excelize.Cell{StyleID: s.floatStyle(col), Value: strconv.FormatFloat(c.Float, 'f', -1, 64)}
	case KindDate:
		if serial, ok := excelSerial(c.Date); ok {
			return excelize.Cell{StyleID: s.date, Value: serial}
		}
		return c.String()
	case KindYesNo:
		return c.String()
	default:
		return nil
	}
}

// columnWidths are widths that fit the header and the widest value, within
// [minColumnWidth, maxColumnWidth] characters.
func columnWidths(cols []Column, rows [][]Cell) []float64 {
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
	for _, row := range rows {
		for i, c := range row {
			if i >= len(widths) {
				break
			}
			var n int
			switch c.Kind {
			case KindText:
				n = utf8.RuneCountInString(c.Text)
			case KindInt:
				n = intDigits(c.Int)
			default:
				continue
			}
			if w := float64(n + 2); w > widths[i] {
				widths[i] = w
			}
		}
	}
	for i := range widths {
		widths[i] = min(max(widths[i], minColumnWidth), maxColumnWidth)
	}
	return widths
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

// writeTableSheet streams one table into the sheet of that name: the header
// row bold, panes frozen under it, an auto-filter over the table, column
// widths that fit, and each cell with its column's number format
// (docs/formats.md "Outputs").
func writeTableSheet(f *excelize.File, st *workbookStyles, t sheetTable) error {
	if len(t.Columns) == 0 {
		return fmt.Errorf("sheet %s has no columns", t.Name)
	}
	lastCol, err := excelize.ColumnNumberToName(len(t.Columns))
	if err != nil {
		return err
	}
	// The auto-filter is set on the worksheet before streaming: the
	// StreamWriter writes it with the sheet.
	if err := f.AutoFilter(t.Name, fmt.Sprintf("A1:%s%d", lastCol, len(t.Rows)+1), nil); err != nil {
		return err
	}
	sw, err := f.NewStreamWriter(t.Name)
	if err != nil {
		return err
	}
	for i, w := range columnWidths(t.Columns, t.Rows) {
		if err := sw.SetColWidth(i+1, i+1, w); err != nil {
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
	for r, row := range t.Rows {
		if len(row) != len(t.Columns) {
			return fmt.Errorf("sheet %s row %d has %d cells for %d columns", t.Name, r+2, len(row), len(t.Columns))
		}
		cell, err := excelize.CoordinatesToCellName(1, r+2)
		if err != nil {
			return err
		}
		for i, c := range row {
			if c.Kind == KindText {
				if err := checkCellText(c.Text); err != nil {
					ref, _ := excelize.CoordinatesToCellName(i+1, r+2)
					return fmt.Errorf("sheet %s cell %s: %w", t.Name, ref, err)
				}
			}
			values[i] = st.xlsxValue(t.Columns[i].Format, c)
		}
		if err := sw.SetRow(cell, values); err != nil {
			return err
		}
	}
	return sw.Flush()
}

// writeWorkbook writes the tables as the sheets of one workbook, in order,
// the first one active.
func writeWorkbook(w io.Writer, meta workbookMeta, tables []sheetTable) (err error) {
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
	for i, t := range tables {
		if i == 0 {
			if err := f.SetSheetName(f.GetSheetName(0), t.Name); err != nil {
				return err
			}
		} else if _, err := f.NewSheet(t.Name); err != nil {
			return err
		}
	}
	// Before streaming: afterwards SetActiveSheet would parse the streamed
	// sheets back.
	f.SetActiveSheet(0)
	for _, t := range tables {
		if err := writeTableSheet(f, st, t); err != nil {
			return err
		}
	}
	props := &excelize.DocProperties{Title: meta.Title, Subject: meta.Subject, Creator: "Rating Desk", LastModifiedBy: "Rating Desk"}
	if meta.Date.IsZero() {
		meta.Date = latestDate(tables)
	}
	if !meta.Date.IsZero() {
		props.Created = meta.Date.UTC().Format(time.RFC3339)
		props.Modified = props.Created
	}
	if err := f.SetDocProps(props); err != nil {
		return err
	}
	if err := f.SetAppProps(&excelize.AppProperties{Application: "Rating Desk"}); err != nil {
		return err
	}
	f.SetZipWriter(func(w io.Writer) excelize.ZipWriter { return newPackageWriter(w, st.floatStyleSet()) })
	return f.Write(w)
}

// latestDate is the latest date cell of the tables, zero when none.
func latestDate(tables []sheetTable) time.Time {
	var latest time.Time
	for _, t := range tables {
		for _, row := range t.Rows {
			for _, c := range row {
				if c.Kind == KindDate && c.Date.After(latest) {
					latest = c.Date
				}
			}
		}
	}
	return latest
}

// writeWorkbookFile writes a workbook to path atomically (WriteFileAtomic).
func writeWorkbookFile(path string, meta workbookMeta, tables []sheetTable) error {
	return WriteFileAtomic(path, func(w io.Writer) error { return writeWorkbook(w, meta, tables) })
}
