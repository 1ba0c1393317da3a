package xlsxio

import (
	"encoding/xml"
	"errors"
	"fmt"
	"path"
	"path/filepath"
	"strconv"
	"strings"
)

// sheetPart is one sheet of a workbook: its name and its part in the
// package.
type sheetPart struct {
	name, part string
	// hidden marks a sheet the workbook hides (state hidden or
	// veryHidden): docs/rules.d/xlsxio-read.md "Which sheet is read".
	hidden bool
}

// workbook is an open .xlsx file, read at the zip level (xlsxPackage) with
// no help from excelize: the relationships lead to the workbook part, its
// sheets and its shared strings and styles parts; the styles part tells
// which cell styles are dates, the workbook part the date system; the
// sheet reader streams a sheet's part cell by cell, keeping each cell's
// style (see scanSheet), which excelize's row iterator cannot report.
// Streaming the sheet was measured 1.4 times as fast as that iterator on a
// 20,000-row list, not more; BenchmarkReadRatingListXLSX times the whole
// read (docs/rules.md "XLSX").
type workbook struct {
	f        *xlsxPackage
	file     string
	sheets   []sheetPart
	sstPart  string
	sst      *sharedStrings
	date1904 bool
	// dateStyles tells for each cell style whether it shows a date.
	dateStyles []bool
}

// readXLSX reads the table of a workbook: the sheet named sheet, or when
// sheet is empty the sheet choose picks (usable may be nil). A damaged
// workbook — including one that makes the reader panic — becomes a
// Problem; a sheet's damaged cells are each a Problem at its cell. A
// positive limit reads only the first limit rows of each sheet.
func readXLSX(filePath, file, sheet string, isHeader, usable headerTest, limit int) (t *table, header int, problems Problems) {
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
		t, ps := wb.read(sp, limit)
		if t == nil {
			return nil, -1, ps
		}
		wb.readPeriod(t, limit)
		return t, headerOf(t, isHeader, usable), nil
	}
	t, header, problems = wb.choose(isHeader, usable, limit)
	if t != nil {
		wb.readPeriod(t, limit)
	}
	return t, header, problems
}

// readPeriod gives a table read whole (limit not positive) the period of
// its workbook's Notes sheet (notesPeriod), read while the workbook is
// open: a list Rating Desk wrote says the period whose new list it is
// (RatingList.Period), without opening the file again.
func (wb *workbook) readPeriod(t *table, limit int) {
	if limit <= 0 {
		t.period, t.periodCell, t.hasPeriod = wb.notesPeriod()
	}
}

// choose reads the sheet of a workbook that holds the table wanted
// (docs/rules.d/xlsxio-read.md, "Which sheet is read"): the first sheet
// whose header row (isHeader) also passes usable (has the columns the
// reader requires), else the first sheet with a header row; a visible
// sheet before a hidden one of the same standing (sheetRank). The table
// names in others the other sheets that would have done as well, so that
// the reader can say which was read (or read them too: a game list); they
// are looked at in their first detectRows rows only. A damaged sheet
// before the one chosen is the file's problem; a damaged sheet after it
// is not read.
func (wb *workbook) choose(isHeader, usable headerTest, limit int) (*table, int, Problems) {
	var chosen *table
	var chosenPart sheetPart
	header, rank, partial := -1, -1, false
	var found []sheetPart
	for _, sp := range wb.sheets {
		lim := limit
		if chosen != nil && (lim <= 0 || lim > detectRows) {
			lim = detectRows
		}
		t, ps := wb.read(sp, lim)
		if t == nil {
			if chosen == nil {
				return nil, -1, ps
			}
			continue
		}
		h := headerOf(t, isHeader, usable)
		if h < 0 {
			continue
		}
		ok := usable == nil || usable(&t.rows[h])
		if ok {
			found = append(found, sp)
		}
		if r := sheetRank(sp, ok); r > rank {
			chosen, chosenPart, header, rank, partial = t, sp, h, r, lim != limit
		}
	}
	if chosen == nil {
		t := &table{file: wb.file, sheets: len(wb.sheets), date1904: wb.date1904}
		if len(wb.sheets) == 1 {
			t.sheet = wb.sheets[0].name
		}
		return t, -1, nil
	}
	if partial {
		t, ps := wb.read(chosenPart, limit)
		if t == nil {
			return nil, -1, ps
		}
		chosen, header = t, headerOf(t, isHeader, usable)
	}
	for _, sp := range found {
		if sp.name != chosenPart.name {
			chosen.others = append(chosen.others, sp)
		}
	}
	return chosen, header, nil
}

// sheetRank orders the sheets choose may read: one whose header row has
// the columns required (usable) before one without, and among those a
// visible sheet before a hidden one (an old list kept hidden beside the
// current one is never read while a visible sheet holds one).
func sheetRank(sp sheetPart, usable bool) int {
	r := 0
	if usable {
		r = 2
	}
	if !sp.hidden {
		r++
	}
	return r
}

// damagedSuffix ends every message about a damaged workbook.
const damagedSuffix = "open it in Excel or LibreOffice and save it again as .xlsx"

// damagedProblem reports a workbook that cannot be read.
func damagedProblem(file, sheet string, err error) *Problem {
	return errorf(file, sheet, "", "the workbook is damaged or not a valid .xlsx file (%v): "+damagedSuffix, err)
}

// readProblem reports an error reading a workbook's parts: one unpacking
// beyond the size limit, a text beyond any cell's length, or damage.
func readProblem(file, sheet string, err error) *Problem {
	switch {
	case errors.Is(err, errTooLarge):
		return tooLargeProblem(file, 0)
	case errors.Is(err, errTokenTooLong):
		return errorf(file, sheet, "", "the workbook holds a text of more than 32,767 characters, the most a spreadsheet cell can hold: the file is damaged or was not made by a spreadsheet program; "+damagedSuffix)
	}
	return damagedProblem(file, sheet, err)
}

// openWorkbook opens an .xlsx file and finds its sheets, its date system
// and its date styles.
func openWorkbook(filePath, file string) (*workbook, *Problem) {
	p, prob := openPackage(filePath, file)
	if prob != nil {
		return nil, prob
	}
	wb := &workbook{f: p, file: file}
	stylesPart, err := wb.findParts()
	if err == nil {
		wb.dateStyles, err = readDateStyles(p, stylesPart)
	}
	if err != nil {
		other := otherPackageProblem(p, file)
		_ = p.Close()
		if other != nil {
			return nil, other
		}
		return nil, readProblem(file, "", err)
	}
	return wb, nil
}

// decodePart unmarshals a part into v, streaming it; ok is false when the
// package has no such part.
func (wb *workbook) decodePart(name string, v any) (ok bool, err error) {
	rc, ok, err := wb.f.open(name)
	if !ok || err != nil {
		return ok, err
	}
	defer rc.Close()
	if err := xml.NewDecoder(rc).Decode(v); err != nil {
		return true, fmt.Errorf("%s: %w", name, err)
	}
	return true, nil
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

// xmlWorkbook is the part of workbook.xml that lists the sheets and says
// the date system.
type xmlWorkbook struct {
	Pr struct {
		Date1904 string `xml:"date1904,attr"`
	} `xml:"workbookPr"`
	Sheets []struct {
		Name  string `xml:"name,attr"`
		RID   string `xml:"id,attr"`
		State string `xml:"state,attr"`
	} `xml:"sheets>sheet"`
}

// findParts resolves the workbook part, its sheets (in workbook order),
// the shared strings part and the styles part (returned) through the
// package relationships, and reads the date system.
func (wb *workbook) findParts() (stylesPart string, err error) {
	wbPart := "xl/workbook.xml"
	var root xmlRelationships
	if _, err := wb.decodePart("_rels/.rels", &root); err != nil {
		return "", fmt.Errorf("package relationships: %w", err)
	}
	for _, r := range root.Rels {
		if strings.HasSuffix(r.Type, "/officeDocument") {
			wbPart = resolvePart("", r.Target)
		}
	}
	var book xmlWorkbook
	if ok, err := wb.decodePart(wbPart, &book); err != nil || !ok {
		return "", errOr(err, fmt.Errorf("no workbook part %s", wbPart))
	}
	if v := book.Pr.Date1904; v != "" {
		if wb.date1904, err = strconv.ParseBool(v); err != nil {
			return "", fmt.Errorf("%s: the date system date1904=%q is not 0 or 1", wbPart, v)
		}
	}
	var rels xmlRelationships
	relsPart := path.Join(path.Dir(wbPart), "_rels", path.Base(wbPart)+".rels")
	if _, err := wb.decodePart(relsPart, &rels); err != nil {
		return "", err
	}
	targets := map[string]string{}
	wb.sstPart = path.Join(path.Dir(wbPart), "sharedStrings.xml")
	stylesPart = path.Join(path.Dir(wbPart), "styles.xml")
	for _, r := range rels.Rels {
		if r.TargetMode == "External" {
			continue
		}
		targets[r.ID] = resolvePart(path.Dir(wbPart), r.Target)
		switch {
		case strings.HasSuffix(r.Type, "/sharedStrings"):
			wb.sstPart = targets[r.ID]
		case strings.HasSuffix(r.Type, "/styles"):
			stylesPart = targets[r.ID]
		}
	}
	for _, s := range book.Sheets {
		part, ok := targets[s.RID]
		if !ok {
			return "", fmt.Errorf("sheet %q has no part", s.Name)
		}
		wb.sheets = append(wb.sheets, sheetPart{name: s.Name, part: part, hidden: s.State == "hidden" || s.State == "veryHidden"})
	}
	return stylesPart, nil
}

// errOr returns err, or missing when err is nil.
func errOr(err, missing error) error {
	if err != nil {
		return err
	}
	return missing
}

// resolvePart turns a relationship target into a part name: absolute
// targets start at the package root, others at dir.
func resolvePart(dir, target string) string {
	if strings.HasPrefix(target, "/") {
		return strings.TrimPrefix(path.Clean(target), "/")
	}
	return strings.TrimPrefix(path.Join(dir, target), "/")
}

// find returns the sheet of that name, matched as SheetNamed matches it.
func (wb *workbook) find(name string) (sheetPart, bool) {
	if k := sheetIndex(len(wb.sheets), func(i int) string { return wb.sheets[i].name }, name); k >= 0 {
		return wb.sheets[k], true
	}
	return sheetPart{}, false
}

// sheetIndex is the index of the sheet of that name among n sheets
// (nameOf(i) naming each), matched exactly or else without regard to case
// (as spreadsheet programs match sheet names); -1 when none is.
func sheetIndex(n int, nameOf func(int) string, name string) int {
	for i := range n {
		if nameOf(i) == name {
			return i
		}
	}
	for i := range n {
		if strings.EqualFold(nameOf(i), name) {
			return i
		}
	}
	return -1
}

// SheetNamed reports whether names, the sheets of a workbook
// (WorkbookSheets), hold the sheet that ReadOptions.Sheet name reads:
// one named exactly so, or else one named so without regard to case.
func SheetNamed(names []string, name string) bool {
	return sheetIndex(len(names), func(i int) string { return names[i] }, name) >= 0
}

// WorkbookSheets lists the names of the sheets of an .xlsx workbook in
// workbook order, so that a sheet the user names can be checked before
// the workbook is read (docs/cli.md `norms --sheet`); nil for any other
// file (a CSV file or a TRF has no sheets). The problems are those of
// opening the workbook.
func WorkbookSheets(file string) ([]string, Problems) {
	if strings.ToLower(filepath.Ext(file)) != ".xlsx" {
		return nil, nil
	}
	wb, p := openWorkbook(file, file)
	if p != nil {
		return nil, Problems{p}
	}
	defer wb.f.Close()
	names := make([]string, len(wb.sheets))
	for i, s := range wb.sheets {
		names[i] = s.name
	}
	return names, nil
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

// read reads one sheet, or its first limit rows when limit is positive.
// The table is nil when the sheet cannot be read: then the problems say
// why — one for a damaged sheet, or one for each damaged cell.
func (wb *workbook) read(sp sheetPart, limit int) (*table, Problems) {
	scan, err := wb.scan(sp, limit)
	if err != nil {
		return nil, Problems{readProblem(wb.file, sp.name, err)}
	}
	if len(scan.damaged) > 0 {
		var ps Problems
		for _, d := range scan.damaged {
			if d.complete {
				ps = append(ps, errorf(wb.file, sp.name, d.ref, "%s", d.msg))
				continue
			}
			ps = append(ps, errorf(wb.file, sp.name, d.ref, "%s: the workbook is damaged; "+damagedSuffix, d.msg))
		}
		if scan.moreDamaged > 0 {
			cells := "damaged cells"
			if scan.moreDamaged == 1 {
				cells = "damaged cell"
			}
			ps = append(ps, errorf(wb.file, sp.name, "", "%d more %s in this sheet (only the first %d are named): the workbook is damaged; "+damagedSuffix, scan.moreDamaged, cells, maxDamagedCells))
		}
		return nil, ps
	}
	return &table{file: wb.file, sheet: sp.name, sheets: len(wb.sheets), rows: scan.rows, date1904: wb.date1904, hidden: sp.hidden, marks: scan.marks}, nil
}

// prescanBytes is the size from which a sheet's part is checked for too
// many rows before it is decoded: a smaller part holds too few non-blank
// rows (26 bytes each at least) to take much memory, and its blank rows
// are decoded quickly and not kept.
const prescanBytes = 16 << 20

// scan streams one sheet's part through scanSheet. Read whole, a part
// larger than prescanBytes is first checked for too many rows
// (countRowTags).
func (wb *workbook) scan(sp sheetPart, limit int) (*sheetScan, error) {
	sst, err := wb.sharedStrings()
	if err != nil {
		return nil, err
	}
	if f, ok := wb.f.find(sp.part); ok && limit <= 0 && f.UncompressedSize64 > prescanBytes {
		if err := wb.f.countRowTags(sp.part, maxSheetRows); err != nil {
			return nil, fmt.Errorf("sheet %q: %w", sp.name, err)
		}
	}
	rc, ok, err := wb.f.open(sp.part)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, fmt.Errorf("the part %s of sheet %q is missing", sp.part, sp.name)
	}
	defer rc.Close()
	scan, err := scanSheet(rc, sst, wb.isDateStyle, limit)
	if err != nil {
		return nil, fmt.Errorf("sheet %q: %w", sp.name, err)
	}
	return scan, nil
}

// sharedStrings reads the shared strings part once; a workbook may have
// none. It may hold no more texts than the sheets could use
// (maxSharedStringsFor).
func (wb *workbook) sharedStrings() (*sharedStrings, error) {
	if wb.sst != nil {
		return wb.sst, nil
	}
	wb.sst = &sharedStrings{}
	rc, ok, err := wb.f.open(wb.sstPart)
	if !ok || err != nil {
		return wb.sst, err
	}
	defer rc.Close()
	var sheetBytes uint64
	for _, sp := range wb.sheets {
		if f, ok := wb.f.find(sp.part); ok {
			sheetBytes += f.UncompressedSize64
		}
	}
	sst, err := scanSharedStrings(rc, maxSharedStringsFor(sheetBytes))
	if err != nil {
		return nil, fmt.Errorf("shared strings: %w", err)
	}
	wb.sst = sst
	return sst, nil
}

// isDateStyle reports whether a cell style has a date number format (see
// readDateStyles). A style the styles part does not have counts as no
// date, as excelize reads it.
func (wb *workbook) isDateStyle(style int) bool {
	return style >= 0 && style < len(wb.dateStyles) && wb.dateStyles[style]
}
