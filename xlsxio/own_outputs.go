package xlsxio

import (
	"fmt"
	"strings"
)

// ownOutput is one of Rating Desk's own outputs that has an ID column and
// is yet no rating list (docs/formats.md "History file", "Difference
// file", "Norms workbook": its Standings and Norms sheets): the headings that tell it (normalized, normalizeHeader), what
// it is, and what to give instead (KIND: the kind of file expected).
type ownOutput struct {
	headings []string
	what     string
	instead  string
}

// ownOutputs are the outputs ownOutputSign knows.
var ownOutputs = []ownOutput{
	{[]string{"period", "id", "periodgames", "periodscore"},
		"Rating Desk's rating history (replay --out: one row per player and quarter, its columns Period, ID, …, Period games, Period score)",
		"give a quarter's list (replay --lists DIR writes each quarter's list as list-YYYY-Q.csv)"},
	{[]string{"id", "officialrating", "computedrating", "kind"},
		"Rating Desk's difference file (reconcile --out: a row per player whose entries differ, its columns Official rating, Computed rating and Kind)",
		"give the lists themselves"},
	{[]string{"id", "titlelevel", "required", "norm"},
		"Rating Desk's norms output (norms --out: its Norms sheet or CSV, a row per player and title level, its columns Title level, Required and Norm)",
		"give the KIND itself; titles reads this file with --norms"},
	{[]string{"place", "no", "id", "score", "sb", "performance"},
		"Rating Desk's norms output (norms --out: its Standings sheet or CSV, a row per player, its columns Place, No, Score, SB and Performance)",
		"give the KIND itself; titles reads the norms workbook with --norms"},
}

// ownOutputKind is the error of a reader expecting a kind of file (a
// "rating list", a "game list", a "results source") given one of Rating
// Desk's own outputs (ownOutputSign) whose header row is at index header,
// nil when the header row is none of them.
func ownOutputKind(t *table, header int, kind string) *Problem {
	row := &t.rows[header]
	what, instead := ownOutputSign(row)
	if what == "" {
		return nil
	}
	given := "the " + kind + " itself"
	if kind == "results source" {
		given = "a game list or crosstable"
	}
	instead = strings.ReplaceAll(instead, "the KIND itself", given)
	return errorf(t.file, t.sheet, cellRef(row.cells[0].col, row.num), "%s",
		fmt.Sprintf("this is %s, not a %s: %s", what, kind, instead))
}

// OwnOutputProblem says, as an error naming the file, sheet and header
// cell, that the file path, read where a kind of file is expected (kind:
// "game list", "results source", "crosstable"), is one of Rating Desk's
// own outputs (docs/formats.md "History file", "Difference file", "Norms
// workbook"); nil when its first header row (DetectKind's) is none of
// them.
func OwnOutputProblem(path string, opt ReadOptions, kind string) *Problem {
	t, header, _ := openTableRows(path, opt, newDetector().isHeader, nil, detectRows)
	if t == nil || header < 0 {
		return nil
	}
	return ownOutputKind(t, header, kind)
}

// ownOutputSign says which of Rating Desk's own outputs (ownOutputs) the
// header row r is, empty when it is none.
func ownOutputSign(r *tableRow) (what, instead string) {
	have := map[string]bool{}
	for _, c := range r.cells {
		have[normalizeHeader(trimSpace(c.text))] = true
	}
	for _, o := range ownOutputs {
		all := true
		for _, h := range o.headings {
			all = all && have[h]
		}
		if all {
			return o.what, o.instead
		}
	}
	return "", ""
}

// notAListOutput is the error of a rating list reader given one of Rating
// Desk's own outputs (ownOutputSign) whose header row is at index header,
// empty when the header row is none of them.
func notAListOutput(t *table, header int) *Problem {
	return ownOutputKind(t, header, "rating list")
}

// ratedSheets are the headings (normalized) that tell the Games and
// Excluded sheets of a workbook rate wrote (docs/formats.md "Game list":
// the period's audit trail, which holds no start ratings and no
// substitutes): they are never taken for a game list beside the
// workbook's Ratings sheet (SheetKinds).
var ratedSheets = [][]string{
	{"whiteid", "blackid", "result", "whitecountedfor", "whiteexpected"},
	{"file", "sheet", "cell", "whiteid", "blackid", "result", "reason"},
}

// isRatedSheet reports whether the header row r is that of a Games or
// Excluded sheet rate wrote (ratedSheets).
func isRatedSheet(r *tableRow) bool {
	have := map[string]bool{}
	for _, c := range r.cells {
		have[normalizeHeader(trimSpace(c.text))] = true
	}
	for _, hs := range ratedSheets {
		all := true
		for _, h := range hs {
			all = all && have[h]
		}
		if all {
			return true
		}
	}
	return false
}
