package xlsxio

import (
	"archive/zip"
	"encoding/xml"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/xuri/excelize/v2"
)

// maxUnzip bounds what a workbook may unpack to (1 GiB); every part stays
// in memory below it, where the sheet reader finds it.
const maxUnzip = 1 << 30

// sheetPart is one sheet of a workbook: its name and its part in the
// package.
type sheetPart struct {
	name, part string
}

// workbook is an open .xlsx file. excelize opens the package (the zip
// archive, size limits, encrypted and legacy files) and reads the styles
// and the date system; the sheet reader streams the cells of a sheet's
// part, which is several times faster than excelize's row iterator and
// keeps each cell's style (see scanSheet).
type workbook struct {
	f        *excelize.File
	file     string
	sheets   []sheetPart
	sstPart  string
	sst      []string
	sstRead  bool
	date1904 bool
	// dateStyles caches whether a style index has a date number format.
	dateStyles map[int]bool
}

// readXLSX reads the table of a workbook: the sheet named sheet, or when
// sheet is empty the first sheet with a row passing isHeader. A damaged
// workbook — including one that makes excelize panic — becomes a Problem.
// A positive limit reads only the first limit rows of each sheet.
func readXLSX(filePath, file, sheet string, isHeader headerTest, limit int) (t *table, header int, problems Problems) {
	defer func() {
		if r := recover(); r != nil {
			t, header, problems = nil, -1, Problems{damagedProblem(file, "", fmt.Errorf("%v", r))}
		}
	}()
	wb, p := openWorkbook(filePath, file)
	if p != nil {
		return nil, -1, Problems{p}
	}
	defer wb.f.Close()
	if sheet != "" {
		sp, ok := wb.find(sheet)
		if !ok {
			return nil, -1, Problems{errorf(file, "", "", "the workbook has no sheet named %q: its sheets are %s", sheet, wb.sheetNames())}
		}
		t, err := wb.table(sp, limit)
		if err != nil {
			return nil, -1, Problems{damagedProblem(file, sp.name, err)}
		}
		return t, findHeader(t.rows, isHeader), nil
	}
	for _, sp := range wb.sheets {
		t, err := wb.table(sp, limit)
		if err != nil {
			return nil, -1, Problems{damagedProblem(file, sp.name, err)}
		}
		if h := findHeader(t.rows, isHeader); h >= 0 {
			return t, h, nil
		}
	}
	t = &table{file: file, sheets: len(wb.sheets), date1904: wb.date1904}
	if len(wb.sheets) == 1 {
		t.sheet = wb.sheets[0].name
	}
	return t, -1, nil
}

// damagedProblem reports a workbook that cannot be read.
func damagedProblem(file, sheet string, err error) *Problem {
	return errorf(file, sheet, "", "the workbook is damaged or not a valid .xlsx file (%v): open it in Excel or LibreOffice and save it again as .xlsx", err)
}

// openWorkbook opens an .xlsx file and finds its sheets.
func openWorkbook(filePath, file string) (*workbook, *Problem) {
	f, err := excelize.OpenFile(filePath, excelize.Options{RawCellValue: true, UnzipSizeLimit: maxUnzip, UnzipXMLSizeLimit: maxUnzip})
	if err != nil {
		if f != nil {
			_ = f.Close()
		}
		var pe *fs.PathError
		switch {
		case errors.As(err, &pe):
			return nil, openProblem(file, err)
		case errors.Is(err, excelize.ErrWorkbookFileFormat), errors.Is(err, excelize.ErrWorkbookPassword):
			return nil, errorf(file, "", "", "not an .xlsx workbook: the file is a legacy .xls file or is protected by a password; open it in Excel or LibreOffice and save it as an Excel Workbook (.xlsx) without a password")
		case errors.Is(err, zip.ErrFormat):
			return nil, errorf(file, "", "", "not an .xlsx workbook (the file is no zip archive): open it in Excel or LibreOffice and save it as an Excel Workbook (.xlsx)")
		}
		return nil, damagedProblem(file, "", err)
	}
	wb := &workbook{f: f, file: file, dateStyles: map[int]bool{}}
	if err := wb.findParts(); err != nil {
		_ = f.Close()
		return nil, damagedProblem(file, "", err)
	}
	if props, err := f.GetWorkbookProps(); err == nil && props.Date1904 != nil {
		wb.date1904 = *props.Date1904
	}
	return wb, nil
}

// xmlRelationships is a package relationships part (_rels/*.rels).
type xmlRelationships struct {
	Rels []struct {
		ID         string `xml:"Id,attr"`
		Type       string `xml:"Type,attr"`
		Target     string `xml:"Target,attr"`
		TargetMode string `xml:"TargetMode,attr"`
	} `xml:"Relationship"`
}

// xmlWorkbook is the part of workbook.xml that lists the sheets.
type xmlWorkbook struct {
	Sheets []struct {
		Name string `xml:"name,attr"`
		RID  string `xml:"id,attr"`
	} `xml:"sheets>sheet"`
}

// findParts resolves the workbook part, its sheets (in workbook order) and
// the shared strings part through the package relationships.
func (wb *workbook) findParts() error {
	wbPart := "xl/workbook.xml"
	var root xmlRelationships
	if data, ok := wb.part("_rels/.rels"); ok {
		if err := xml.Unmarshal(data, &root); err != nil {
			return fmt.Errorf("package relationships: %w", err)
		}
		for _, r := range root.Rels {
			if strings.HasSuffix(r.Type, "/officeDocument") {
				wbPart = resolvePart("", r.Target)
			}
		}
	}
	data, ok := wb.part(wbPart)
	if !ok {
		return fmt.Errorf("no workbook part %s", wbPart)
	}
	var book xmlWorkbook
	if err := xml.Unmarshal(data, &book); err != nil {
		return fmt.Errorf("%s: %w", wbPart, err)
	}
	var rels xmlRelationships
	relsPart := path.Join(path.Dir(wbPart), "_rels", path.Base(wbPart)+".rels")
	if data, ok := wb.part(relsPart); ok {
		if err := xml.Unmarshal(data, &rels); err != nil {
			return fmt.Errorf("%s: %w", relsPart, err)
		}
	}
	targets := map[string]string{}
	wb.sstPart = path.Join(path.Dir(wbPart), "sharedStrings.xml")
	for _, r := range rels.Rels {
		if r.TargetMode == "External" {
			continue
		}
		targets[r.ID] = resolvePart(path.Dir(wbPart), r.Target)
		if strings.HasSuffix(r.Type, "/sharedStrings") {
			wb.sstPart = targets[r.ID]
		}
	}
	for _, s := range book.Sheets {
		part, ok := targets[s.RID]
		if !ok {
			return fmt.Errorf("sheet %q has no part", s.Name)
		}
		wb.sheets = append(wb.sheets, sheetPart{name: s.Name, part: part})
	}
	return nil
}

// resolvePart turns a relationship target into a part name: absolute
// targets start at the package root, others at dir.
func resolvePart(dir, target string) string {
	if strings.HasPrefix(target, "/") {
		return strings.TrimPrefix(path.Clean(target), "/")
	}
	return strings.TrimPrefix(path.Join(dir, target), "/")
}

// part returns the bytes of a package part, matching its name without
// regard to case when no exact match exists.
func (wb *workbook) part(name string) ([]byte, bool) {
	if v, ok := wb.f.Pkg.Load(name); ok {
		b, ok := v.([]byte)
		return b, ok
	}
	var found []byte
	wb.f.Pkg.Range(func(k, v any) bool {
		if key, _ := k.(string); strings.EqualFold(key, name) {
			found, _ = v.([]byte)
			return false
		}
		return true
	})
	return found, found != nil
}

// find returns the sheet of that name, matched exactly or else without
// regard to case (as spreadsheet programs match sheet names).
func (wb *workbook) find(name string) (sheetPart, bool) {
	for _, s := range wb.sheets {
		if s.name == name {
			return s, true
		}
	}
	for _, s := range wb.sheets {
		if strings.EqualFold(s.name, name) {
			return s, true
		}
	}
	return sheetPart{}, false
}

// sheetNames lists the sheet names for a message.
func (wb *workbook) sheetNames() string {
	if len(wb.sheets) == 0 {
		return "none"
	}
	names := make([]string, len(wb.sheets))
	for i, s := range wb.sheets {
		names[i] = fmt.Sprintf("%q", s.name)
	}
	return strings.Join(names, ", ")
}

// table reads one sheet, or its first limit rows when limit is positive.
func (wb *workbook) table(sp sheetPart, limit int) (*table, error) {
	data, ok := wb.part(sp.part)
	if !ok {
		return nil, fmt.Errorf("the part %s of sheet %q is missing", sp.part, sp.name)
	}
	sst, err := wb.sharedStrings()
	if err != nil {
		return nil, err
	}
	rows, err := scanSheet(data, sst, wb.isDateStyle, limit)
	if err != nil {
		return nil, fmt.Errorf("sheet %q: %w", sp.name, err)
	}
	return &table{file: wb.file, sheet: sp.name, sheets: len(wb.sheets), rows: rows, date1904: wb.date1904}, nil
}

// sharedStrings reads the shared strings part once; a workbook may have
// none.
func (wb *workbook) sharedStrings() ([]string, error) {
	if wb.sstRead {
		return wb.sst, nil
	}
	wb.sstRead = true
	data, ok := wb.part(wb.sstPart)
	if !ok {
		return nil, nil
	}
	sst, err := scanSharedStrings(data)
	if err != nil {
		return nil, fmt.Errorf("shared strings: %w", err)
	}
	wb.sst = sst
	return sst, nil
}

// isDateStyle reports whether a cell style has a date number format
// (see isDateFormat), caching the answer per style. A style excelize
// cannot read counts as no date.
func (wb *workbook) isDateStyle(style int) (isDate bool) {
	if v, ok := wb.dateStyles[style]; ok {
		return v
	}
	defer func() {
		if recover() != nil {
			isDate = false
		}
		wb.dateStyles[style] = isDate
	}()
	st, err := wb.f.GetStyle(style)
	if err != nil || st == nil {
		return false
	}
	return isDateFormat(st.NumFmt, st.CustomNumFmt)
}
