package xlsxio

import (
	"fmt"
	"path/filepath"
	"strings"
)

// ReadCrosstables reads the crosstables of a file (docs/formats.md
// "Crosstable"): every sheet of an .xlsx workbook that holds one (a row
// headed No and 1 … N), one section per sheet, or only the sheet
// opt.Sheet names; a .csv file holds one section. Every problem of every
// sheet comes back at once, located by file (path as given), sheet
// and cell; the crosstables are nil when any problem is an error.
//
// The block above the table holds keys and values, the value in the cell
// to the right of the key or after a colon in the key's cell ("Start:
// 15.03.2024"): Tournament (required), Section (default: the sheet's name,
// for a CSV file the file's name), Type, Start, Finished, Rated (default
// yes), Title tournament (see defaultTitleTournament), Double round
// (default no), and for a team tournament's board section Board and Boards
// (App. 2 item 3b). Other text above the table is not read and is warned
// about.
//
// The table: No (the start numbers 1 … N, each once, in any order), ID,
// Name, Fed, Title, Rating (the start rating), Status (fixed, published,
// unpublished; or Games at start, 30 or more meaning fixed), FIDE, Withdrawn
// (no, accepted, not accepted; "cancelled" for an accepted withdrawal
// whose games were cancelled, App. 2 item 3a), the result columns headed
// 1 … N and an optional Score. No may also be headed Nr, Number or #, or
// Pos, Rk, Rank or Pl when no other column is. Result cells are read by
// ParseCrosstableResults (docs/rules.md §1.4): one result, in a double round up
// to two ("1 ½", "==", "10", "½/½"); more is an error saying what was
// understood. Rating and Score take their decimal mark from all their
// cells (decideMarks); start ratings, Start and Finished must be plausible
// (docs/rules.md). Cells (i,j) and (j,i) must agree:
// a disagreement is an error at both cells, each naming the other. A Score
// that differs from the row's results is an error. A cell that does not
// read, a No in error or a shifted CSV row (whose values are not read)
// leaves out only the checks that need it: every other pair and Score is
// still checked, so that all problems come at once. Rows below the table
// with no No, ID, Name or result (notes) are not read. A second table
// pasted below the first is one error at its header row, and its rows are
// not read (cutStackedTable). Two sheets with the same Tournament and
// Section are an error.
func ReadCrosstables(path string, opt ReadOptions) ([]*Crosstable, Problems) {
	s := crosstableSchema()
	tables, problems := openCrosstableTables(path, opt, s.isHeader)
	var out []*Crosstable
	for _, tt := range tables {
		ct, ps := readCrosstable(path, tt.t, tt.header, opt, s)
		problems = append(problems, ps...)
		if ct != nil {
			out = append(out, ct)
		}
	}
	problems = append(problems, duplicateSections(out)...)
	if problems.HasErrors() {
		return nil, problems
	}
	return out, problems
}

// CrosstableSheets lists the sheets of a workbook that hold a crosstable,
// in workbook order (one empty name for a CSV crosstable), so that a caller
// can ask which section is meant (docs/cli.md `norms --sheet`). The problems are
// those of the file as a whole.
func CrosstableSheets(path string) ([]string, Problems) {
	s := crosstableSchema()
	tables, problems := openCrosstableTables(path, ReadOptions{}, s.isHeader)
	var names []string
	for _, tt := range tables {
		names = append(names, tt.t.sheet)
	}
	return names, problems
}

// headedTable is a table with the index of its header row.
type headedTable struct {
	t      *table
	header int
}

// openCrosstableTables reads the tables of a crosstable file that hold a
// header row: the CSV file, the sheet opt.Sheet names, or every sheet of
// the workbook with one. A file with no such table gives one problem
// saying what was expected.
func openCrosstableTables(path string, opt ReadOptions, isHeader headerTest) ([]headedTable, Problems) {
	file := path
	if strings.ToLower(filepath.Ext(path)) != ".xlsx" {
		t, header, problems := openTable(path, opt, isHeader)
		switch {
		case t == nil:
			return nil, problems
		case listNotCrosstable(t, header) != nil:
			return nil, append(problems, listNotCrosstable(t, header))
		case header < 0:
			return nil, append(problems, crosstableSchema().noHeaderProblem(t))
		}
		return []headedTable{{t, header}}, problems
	}
	return readXLSXSheets(path, file, opt.Sheet, isHeader)
}

// readXLSXSheets reads every sheet of a workbook that has a header row, or
// the one sheet named; a damaged workbook, including one that makes
// the reader panic, becomes a Problem.
func readXLSXSheets(filePath, file, sheet string, isHeader headerTest) (out []headedTable, problems Problems) {
	defer func() {
		if r := recover(); r != nil {
			out, problems = nil, Problems{damagedProblem(file, "", fmt.Errorf("%v", r))}
		}
	}()
	wb, p := openWorkbook(filePath, file)
	if p != nil {
		return nil, Problems{p}
	}
	defer wb.f.Close()
	sheets := wb.sheets
	if sheet != "" {
		sp, ok := wb.find(sheet)
		if !ok {
			return nil, Problems{errorf(file, "", "", "the workbook has no sheet named %q: its sheets are %s", sheet, wb.sheetNames())}
		}
		sheets = []sheetPart{sp}
	}
	var lists Problems // sheets that hold a list, not a crosstable
	for _, sp := range sheets {
		t, ps := wb.read(sp, -1)
		if t == nil {
			return nil, ps
		}
		h := findHeader(t.rows, isHeader)
		if p := ownOutputAt(t, h, findHeader(t.rows, newDetector().isHeader)); p != nil {
			return nil, Problems{p} // the norms workbook: one problem, not one a sheet
		}
		if p := listNotCrosstable(t, h); p != nil {
			lists = append(lists, p)
			continue
		}
		if h >= 0 {
			out = append(out, headedTable{t, h})
		} else if p := headerlessCrosstable(t); p != nil && sheet == "" {
			problems = append(problems, p)
		}
	}
	if len(problems) > 0 {
		return nil, problems
	}
	if len(out) == 0 && len(lists) > 0 {
		return nil, lists
	}
	if len(out) == 0 {
		t := &table{file: file, sheets: len(wb.sheets)}
		if len(sheets) == 1 {
			t.sheet = sheets[0].name
		}
		return nil, Problems{crosstableSchema().noHeaderProblem(t)}
	}
	return out, nil
}

// listNotCrosstable is the error of a table given as a crosstable whose
// first header row is a rating list's or a game list's (the detector's,
// above any row a crosstable's header search took, header; no crosstable
// sign under it: crosstableSign), nil for any other table: a rating
// list's data row is not taken for a crosstable's header (a tester: the
// Running cell "no" was read as the heading No, giving some 16 false
// errors); nor is Rating Desk's own norms output (ownOutputAt). A
// workbook's sheet holding a list beside sheets with
// crosstables is skipped, as a sheet without a header row is
// (readXLSXSheets).
func listNotCrosstable(t *table, header int) *Problem {
	d := newDetector()
	h := findHeader(t.rows, d.isHeader)
	if p := ownOutputAt(t, header, h); p != nil {
		return p
	}
	if h < 0 || (header >= 0 && header <= h) {
		return nil
	}
	kind := d.kindOf(&t.rows[h])
	if (kind != RatingListKind && kind != GameListKind) || crosstableSign(t, h, kind == RatingListKind) != "" {
		return nil
	}
	advice := "give it where a rating list is wanted (rate --list, titles --list); norms and trf need the section's crosstable"
	if kind == GameListKind {
		advice = "give it as results (rate --results); norms and trf need the section's crosstable, or for norms its PGN file with --list and --type"
	}
	row := &t.rows[h]
	return errorf(t.file, t.sheet, cellRef(row.cells[0].col, row.num),
		"this is a %s, not a crosstable: its header row is a %s's, with no No column and no result columns 1 … N; %s", kind, kind, advice)
}

// ownOutputAt is the error of a table given as a crosstable whose header
// row, the crosstable's (header) or the detector's (h), is one of Rating
// Desk's own outputs (ownOutputKind: the norms output's Norms or
// Standings), nil when neither is (or is -1).
func ownOutputAt(t *table, header, h int) *Problem {
	for _, at := range []int{header, h} {
		if at < 0 {
			continue
		}
		if p := ownOutputKind(t, at, "crosstable"); p != nil {
			return p
		}
	}
	return nil
}

// headerlessCrosstable is the error of a sheet that shows a crosstable
// but has no crosstable header row (docs/rules.d/crosstables.md "Several
// sections"; docs/formats.md "Crosstable": a sheet with a key block is
// always read as a crosstable): a key block above the rows (keyBlockSign)
// or, under a header row that is a rating list's (ID, which a crosstable's
// holds too), what crosstableSign finds. Such a sheet was skipped without
// a word, its games lost (a tester's "Nº" column). Nil for any other sheet
// (notes, a game list, which may carry a Tournament line above it).
func headerlessCrosstable(t *table) *Problem {
	d := newDetector()
	h := findHeader(t.rows, d.isHeader)
	why := ""
	switch {
	case h < 0:
		why = keyBlockSign(t)
	case d.kindOf(&t.rows[h]) == RatingListKind:
		why = crosstableSign(t, h, true)
	}
	if why == "" {
		return nil
	}
	s := crosstableSchema()
	return errorf(t.file, t.sheet, "", "this sheet holds a crosstable (%s), but no row of it is a crosstable's header row, headed %s and the result columns 1 … N: the section is not read; head the start numbers' column No", why, s.describe(ctNo))
}

// keyBlockSign says where a sheet without a header row shows a
// crosstable's key block, empty when it does not: a Tournament key with a
// value (tournamentKey), or two other keys of the block, each with a value
// ("Section: A" and "Start: 2025-01-10"), in the sheet's first rows.
func keyBlockSign(t *table) string {
	var keys []string
	seen := map[int]bool{}
	for k := 0; k < len(t.rows) && k < detectRows; k++ {
		r := &t.rows[k]
		if ref := tournamentKey(r); ref != "" {
			return fmt.Sprintf("%s above the table names the tournament, as a crosstable's key block does", ref)
		}
		for _, c := range r.cells {
			key, value, inCell := splitKeyCell(trimSpace(c.text))
			if key < 0 || seen[key] || (inCell && value == "") || (!inCell && !valueRight(r, c.col)) {
				continue
			}
			seen[key] = true
			keys = append(keys, fmt.Sprintf("%s in %s", blockKeys[key].name, cellRef(c.col, r.num)))
		}
	}
	if len(keys) < 2 {
		return ""
	}
	return fmt.Sprintf("its keys %s and %s are a crosstable's key block", keys[0], keys[1])
}

// valueRight reports whether the first non-empty cell right of column col
// in row r holds a value, not another key.
func valueRight(r *tableRow, col int) bool {
	for _, c := range r.cells {
		if c.col <= col || trimSpace(c.text) == "" {
			continue
		}
		return lookupKey(c.text) < 0
	}
	return false
}

// duplicateSections reports a section read twice: two sheets with the same
// Tournament and Section, which would count its games twice.
func duplicateSections(cts []*Crosstable) Problems {
	_, problems := indexSections(cts, true)
	return problems
}

// indexSections maps each section's key (sectionKey) to its crosstable,
// the first one where a section is given twice, and reports every repeat.
// With sameFile false, repeats within one file are left unreported: the
// reader of that file has reported them (duplicateSections).
func indexSections(cts []*Crosstable, sameFile bool) (map[string]*Crosstable, Problems) {
	var problems Problems
	byKey := map[string]*Crosstable{}
	for _, c := range cts {
		key := sectionKey(c.Section.Tournament, c.Section.Name)
		first, dup := byKey[key]
		if !dup {
			byKey[key] = c
			continue
		}
		if sameFile || first.File != c.File {
			problems = append(problems, errorf(c.file(), c.Sheet, "", "the section %s is also the crosstable of %s: give each section its own Tournament and Section", c.Name(), sheetLabel(first)))
		}
	}
	return byKey, problems
}

// sheetLabel names a crosstable's file and sheet for a message: "file.xlsx,
// sheet GM-A".
func sheetLabel(c *Crosstable) string {
	if c.Sheet == "" {
		return c.file()
	}
	return fmt.Sprintf("%s, sheet %s", c.file(), c.Sheet)
}

// sectionKey folds a tournament's and a section's names for matching a
// crosstable with a game list (docs/formats.md "Game list": Section links a
// game to a crosstable section): case is ignored and runs of spaces count
// as one.
func sectionKey(tournament, section string) string {
	fold := func(s string) string { return strings.ToLower(strings.Join(strings.FieldsFunc(s, isSpace), " ")) }
	return fold(tournament) + "\x00" + fold(section)
}
