package xlsxio

import (
	"fmt"
	"strconv"
	"strings"
)

// Kind is what an input file holds (docs/formats.md): a rating list, a game
// list or a crosstable.
type Kind int

// The kinds of input.
const (
	// Unknown: no header row of any kind was found.
	Unknown Kind = iota
	// RatingListKind: a header row with an ID column (docs/formats.md "Rating
	// list").
	RatingListKind
	// GameListKind: a header row with White and Black columns (docs/formats.md
	// "Game list").
	GameListKind
	// CrosstableKind: a header row with No and the result columns 1 … N
	// (docs/formats.md "Crosstable").
	CrosstableKind
)

// String names the kind in messages: "rating list", "game list",
// "crosstable" or "unknown".
func (k Kind) String() string {
	switch k {
	case RatingListKind:
		return "rating list"
	case GameListKind:
		return "game list"
	case CrosstableKind:
		return "crosstable"
	default:
		return "unknown"
	}
}

// DetectKind tells what a file holds by its first header row (docs/formats.md
// "General rules"; docs/cli.md `check`): in a workbook, the sheet named by
// opt.Sheet, else the first sheet with a header row of any kind. A row
// with No and a result column 1 is a crosstable's header (it holds ID
// too); else one with White and Black a game list's; else one with ID a
// rating list's. A sheet that shows a crosstable otherwise (crosstableSign:
// a results matrix, or above a rating list's header row a Tournament key)
// is a crosstable, never a list. The problems are those
// of the file as a whole (it cannot be opened, is not UTF-8, names a
// missing sheet); a readable file with no header row is Unknown without a
// problem.
func DetectKind(path string, opt ReadOptions) (Kind, Problems) {
	kind, _, problems := detect(path, opt)
	return kind, problems
}

// detect is DetectKind, also saying why a sheet whose header row is a
// list's is a crosstable (crosstableSign), empty else.
func detect(path string, opt ReadOptions) (Kind, string, Problems) {
	d := newDetector()
	t, header, problems := openTableRows(path, opt, d.isHeader, nil, detectRows)
	if t != nil {
		header = fullerHeader(t, header, d.isHeader, d.usable)
	}
	if t == nil || header < 0 {
		return Unknown, "", problems
	}
	kind := d.kindOf(&t.rows[header])
	if kind == CrosstableKind {
		return kind, "", problems
	}
	if why := crosstableSign(t, header, kind == RatingListKind); why != "" {
		return CrosstableKind, why, problems
	}
	return kind, "", problems
}

// crosstableSign says what shows that the sheet of t, with its header row
// at index header, holds a crosstable (docs/formats.md "Crosstable"), empty
// when nothing does: a header row with No and the result columns; with
// keyBlock, a Tournament key with a value above the header row (the
// key/value block); or result columns headed 1 … N (N ≥ 2) holding x on
// the diagonal in two rows or more. keyBlock is set for a header row that
// is a rating list's (ID, which a crosstable's holds too); a game list's
// (White and Black) is never a crosstable's, and a game list may carry a
// Tournament line above it.
func crosstableSign(t *table, header int, keyBlock bool) string {
	row := &t.rows[header]
	if crosstableSchema().isHeader(row) {
		return "its header row holds a No column and the result columns 1 … N"
	}
	for k := 0; keyBlock && k < header; k++ {
		if ref := tournamentKey(&t.rows[k]); ref != "" {
			return fmt.Sprintf("%s above the table names the tournament, as a crosstable's key block does", ref)
		}
	}
	cols := numberedColumns(row)
	if len(cols) < 2 {
		return ""
	}
	diagonal := 0
	for k := header + 1; k < len(t.rows); k++ {
		for _, col := range cols {
			if v := strings.ToLower(trimSpace(t.rows[k].at(col).text)); v == "x" || v == "#" {
				diagonal++
				break
			}
		}
	}
	if diagonal < 2 {
		return ""
	}
	return fmt.Sprintf("the columns headed 1 to %d hold results, with x on the diagonal", len(cols))
}

// tournamentKey is the A1 reference of a Tournament key with a value in
// row r ("Tournament: WC 35", or Tournament with the name in a cell to its
// right), empty when there is none.
func tournamentKey(r *tableRow) string {
	for n, c := range r.cells {
		key, value, inCell := splitKeyCell(trimSpace(c.text))
		if key != keyTournament {
			continue
		}
		if inCell && value != "" {
			return cellRef(c.col, r.num)
		}
		for _, next := range r.cells[n+1:] {
			if trimSpace(next.text) != "" {
				return cellRef(c.col, r.num)
			}
		}
	}
	return ""
}

// numberedColumns are the columns of a header row headed 1, 2, … N without
// a gap, in that order; nil when there is no column headed 1 or a number
// is missing or repeated.
func numberedColumns(row *tableRow) []int {
	byNum := map[int]int{}
	for _, c := range row.cells {
		h := trimSpace(c.text)
		if !allDigits(h) || len(h) > 4 {
			continue
		}
		num, _ := strconv.Atoi(h)
		if _, dup := byNum[num]; dup {
			return nil
		}
		byNum[num] = c.col
	}
	cols := make([]int, 0, len(byNum))
	for num := 1; num <= len(byNum); num++ {
		col, ok := byNum[num]
		if !ok {
			return nil
		}
		cols = append(cols, col)
	}
	return cols
}

// notAList is the error of a list reader given a crosstable: why says
// what shows it (crosstableSign); header is the header row's index, -1
// when the list's header row was not found.
func notAList(t *table, header int, kind Kind, why string) *Problem {
	what := "a rating list has one row per player, headed ID, Name, Rating and RD"
	if kind == GameListKind {
		what = "a game list has one row per game, headed White, Black and Result"
	}
	msg := fmt.Sprintf("this is a crosstable, not a %s: %s. Give it as results (rate --results) or to norms (norms --crosstable); %s", kind, why, what)
	if header < 0 {
		return errorf(t.file, t.sheet, "", "%s", msg)
	}
	row := &t.rows[header]
	return errorf(t.file, t.sheet, cellRef(row.cells[0].col, row.num), "%s", msg)
}

// openList opens the table of a rating list or a game list (schema s) as
// openTable does, refusing a crosstable (crosstableSign) with notAList: a
// crosstable's header row is never taken for a list's, and a sheet that
// shows a crosstable is not read as a list; nor, as a rating list, is
// one of Rating Desk's own outputs that has an ID column (notAListOutput:
// the rating history, the difference file). The table is nil when the file
// cannot be read or is refused; header is -1 (with the problem saying so)
// when no header row of the kind was found.
func openList(path string, opt ReadOptions, s *schema) (*table, int, Problems) {
	isCrosstable := crosstableSchema().isHeader
	isList := func(r *tableRow) bool { return s.isHeader(r) && !isCrosstable(r) }
	t, header, problems := openTablePreferring(path, opt, isList, s.hasRequired)
	if t == nil {
		return nil, -1, problems
	}
	header = fullerHeader(t, header, isList, s.hasRequired)
	if header < 0 {
		kind, why, _ := detect(path, opt)
		if kind == CrosstableKind {
			if why == "" {
				why = "its header row holds a No column and the result columns 1 … N"
			}
			return nil, -1, append(problems, notAList(t, -1, s.kind, why))
		}
		if kind == Unknown {
			return t, -1, append(problems, s.noHeaderProblemSeen(path, opt, t))
		}
		if p := OwnOutputProblem(path, opt, s.kind.String()); p != nil {
			return nil, -1, append(problems, p)
		}
		return t, -1, append(problems, s.noHeaderProblem(t))
	}
	if why := crosstableSign(t, header, s.kind == RatingListKind); why != "" {
		return nil, -1, append(problems, notAList(t, header, s.kind, why))
	}
	if p := notAListOutput(t, header); p != nil && s.kind == RatingListKind {
		return nil, -1, append(problems, p)
	}
	return t, header, append(problems, sheetsProblems(t, s.kind, opt)...)
}

// sheetsProblems are the warnings of a list about the workbook's other
// sheets (docs/rules.d/xlsxio-read.md "Which sheet is read"): for a game
// list, whose sheets are all read, the hidden ones; for a rating list,
// the other sheets with one, or the hidden sheet it is read from.
func sheetsProblems(t *table, kind Kind, opt ReadOptions) Problems {
	switch {
	case opt.Sheet != "":
		return nil
	case kind == GameListKind && len(t.others) > 0:
		return nil // gameSheets says which hidden sheets it read
	case len(t.others) > 0:
		return Problems{otherSheetsProblem(t, kind)}
	case t.hidden:
		return Problems{hiddenSheetProblem(t.file, t.sheet, kind)}
	}
	return nil
}
