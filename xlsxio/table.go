package xlsxio

import (
	"fmt"
	"os"
	"path/filepath"
	"ratingdesk/engine"
	"strings"
)

// cell is one cell of a table as read.
type cell struct {
	// text is the cell's raw text: a number as the workbook stores it (a
	// date cell holds its serial), a string, or a CSV field.
	text string
	// col is the 0-based column.
	col int
	// date marks a workbook number cell with a date format, so that a date
	// column reads it as a date serial without a warning.
	date bool
	// number marks a workbook number cell (type n): its text is the value
	// as stored, with a decimal point and no thousands separators, so it is
	// read as it is and says nothing about the column's decimal mark
	// (decideMarks).
	number bool
	// boolean marks a workbook boolean cell (type b, TRUE or FALSE): its
	// text is 1 or 0, which no numeric column may take for a number.
	boolean bool
}

// tableRow is one row that holds at least one non-blank cell.
type tableRow struct {
	// num is the 1-based row number as a spreadsheet shows it.
	num int
	// cells are in ascending column order; empty cells may be missing.
	cells []cell
	// fields is the number of fields of a CSV file's line, empty ones
	// included (0 for a workbook's row): a line with more fields than the
	// header row may be shifted (csvRead.shiftedRow).
	fields int
}

// at returns the cell in column col, or an empty cell.
func (r *tableRow) at(col int) cell {
	if col < 0 {
		return cell{col: col}
	}
	if col < len(r.cells) && r.cells[col].col == col {
		return r.cells[col]
	}
	lo, hi := 0, min(col, len(r.cells)) // cells[k].col >= k: col is at col or before
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if r.cells[m].col < col {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(r.cells) && r.cells[lo].col == col {
		return r.cells[lo]
	}
	return cell{col: col}
}

// blank reports whether every cell of the row is blank.
func (r *tableRow) blank() bool {
	for _, c := range r.cells {
		if trimSpace(c.text) != "" {
			return false
		}
	}
	return true
}

// table is one sheet of a workbook, or a CSV file, as rows of cells
// (docs/formats.md "General rules": one table per CSV file; a workbook's sheet
// chosen by name or by content). Blank rows are left out.
type table struct {
	// file is the file's path as given to the reader and sheet the
	// sheet's name (empty for CSV), as Problems name them.
	file  string
	sheet string
	// sheets is the number of sheets of the workbook (1 for CSV).
	sheets int
	rows   []tableRow
	// mark reads ambiguous numbers: DecimalComma for semicolon CSV.
	mark DecimalMark
	// sep is a CSV file's separator, 0 for a workbook.
	sep byte
	// date1904 selects the workbook's 1904 date system.
	date1904 bool
	// others are the other sheets of the workbook that hold a table of
	// the kind read, when no sheet was named (workbook.choose); hidden
	// marks the sheet read as hidden (sheetPart.hidden).
	others []sheetPart
	hidden bool
	// marks are a workbook sheet's hidden rows and merged cells.
	marks sheetMarks
	// interned holds one copy of each repeated value read by
	// rowReader.shared (federations, events).
	interned map[string]string
	// lastShared holds, by schema column, the value rowReader.shared gave
	// for the row before: rows of one tournament come together, so it is
	// tried before the map.
	lastShared []string
	// period is the Period item of a workbook's Notes sheet, read with
	// the table (workbook.readPeriod); hasPeriod false: none.
	period    engine.Period
	hasPeriod bool
	// periodCell is the Notes sheet's cell that gives period.
	periodCell string
	// charsetRef is the cell where the advice about a character set read
	// wrongly was given in full (charsetSaid), empty until then.
	charsetRef string
}

// cellRef is the A1 reference of a 0-based column and 1-based row, as
// excelize.CoordinatesToCellName writes it; beyond a spreadsheet's limits
// (a huge CSV file) it falls back to R1C1 form.
func cellRef(col, row int) string {
	if col < 0 || col >= maxSheetCols || row < 1 || row > maxSheetRows {
		return fmt.Sprintf("R%dC%d", row, col+1)
	}
	var buf [12]byte
	i := len(buf)
	for n := row; n > 0; n /= 10 {
		i--
		buf[i] = byte('0' + n%10)
	}
	for n := col + 1; n > 0; n = (n - 1) / 26 {
		i--
		buf[i] = byte('A' + (n-1)%26)
	}
	return string(buf[i:])
}

// headerTest tells whether a row is a header row of the kind wanted.
type headerTest func(r *tableRow) bool

// openTable reads the table of the file at path: a .csv file, or a sheet
// of an .xlsx workbook — the one named by opt.Sheet, else the first sheet
// with a row passing isHeader. It returns the index in table.rows of the
// first row passing isHeader (-1 when none) and the problems of the file
// as a whole. The rows before that index are the key/value block a
// crosstable carries above its table (docs/formats.md "Crosstable"); readers
// of lists ignore them. The table is nil when the file cannot be read;
// when no sheet has a header row it has no rows.
func openTable(path string, opt ReadOptions, isHeader headerTest) (*table, int, Problems) {
	return openTableRows(path, opt, isHeader, nil, -1)
}

// openTablePreferring is openTable preferring, among the sheets of a
// workbook with a header row, the first whose header row passes usable
// (workbook.choose).
func openTablePreferring(path string, opt ReadOptions, isHeader, usable headerTest) (*table, int, Problems) {
	return openTableRows(path, opt, isHeader, usable, -1)
}

// detectRows is how many records of a CSV file (rows of a sheet) DetectKind reads: the
// header row of every format sits near the top (a crosstable's key/value
// block is a dozen rows).
const detectRows = 200

// IsTextTable reports whether the file at path is read as a CSV file, by
// its extension (docs/formats.md "Which files"): .csv, or .txt, the name
// Excel gives its "Unicode text" (UTF-16, tab separated) and other
// programs their tab-separated text, in any case of letters. The CSV
// reader tells the encoding and the separator from the content.
func IsTextTable(path string) bool {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".csv", ".txt":
		return true
	}
	return false
}

// openTableRows is openTable reading at most limit records of a CSV file,
// or rows of each sheet of a workbook, when limit is positive.
func openTableRows(path string, opt ReadOptions, isHeader, usable headerTest, limit int) (*table, int, Problems) {
	file := path
	if IsTextTable(path) {
		return readCSV(path, file, isHeader, usable, limit)
	}
	ext := strings.ToLower(filepath.Ext(path))
	if ext == ".xlsx" {
		return readXLSX(path, file, opt.Sheet, isHeader, usable, limit)
	}
	// A file that is not there is said so, whatever its name: a PGN file,
	// a TRF or a FIDE list is read by other packages when it is there.
	st, err := os.Stat(path)
	if err != nil {
		return nil, -1, Problems{openProblem(file, err)}
	}
	if st.IsDir() {
		return nil, -1, Problems{errorf(file, "", "", "%s", folderText)}
	}
	switch ext {
	case ".xls":
		return nil, -1, Problems{errorf(file, "", "", "legacy Excel .xls files are not read: open the file in Excel or LibreOffice and save it as an Excel Workbook (.xlsx)")}
	case ".pgn":
		// Read by its own reader when it holds a game: here only when
		// nothing told it apart (a tester's empty .pgn got "cannot read
		// files named .pgn"), or when it is a workbook or a table named
		// .pgn (misnamedPGN).
		if p := misnamedPGN(path, file); p != nil {
			return nil, -1, Problems{p}
		}
		return nil, -1, Problems{errorf(file, "", "", "the file holds no game: a PGN file holds each game as tags such as [Event \"…\"] and its moves (docs/formats.md \"PGN game list\")")}
	case ".trf":
		return nil, -1, Problems{errorf(file, "", "", "the file holds no player line: a TRF file's players are lines beginning 001 (docs/formats.md \"TRF\")")}
	default:
		what := "files named " + ext
		if ext == "" {
			what = "files without an extension"
		}
		return nil, -1, Problems{errorf(file, "", "", "cannot read %s: expected an Excel Workbook (.xlsx), a CSV file (.csv) or a text file (.txt, such as Excel's Unicode text); open the file in Excel or LibreOffice and save it as .xlsx", what)}
	}
}

// dataRows are the rows of t below the header row at index header whose
// values are read: all but the shifted rows of a CSV file (shiftedRow).
func dataRows(t *table, header int) []*tableRow {
	rows := make([]*tableRow, 0, len(t.rows)-header-1)
	width := t.shiftWidth(header)
	for k := header + 1; k < len(t.rows); k++ {
		if !shiftedRow(&t.rows[k], width) {
			rows = append(rows, &t.rows[k])
		}
	}
	return rows
}

// findHeader returns the index of the first row passing isHeader, or -1.
func findHeader(rows []tableRow, isHeader headerTest) int {
	for i := range rows {
		if isHeader(&rows[i]) {
			return i
		}
	}
	return -1
}
