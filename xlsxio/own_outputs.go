package xlsxio

import "fmt"

// ownOutput is one of Rating Desk's own outputs that has an ID column and
// is yet no rating list (docs/formats.md "History file", "Difference
// file"): the headings that tell it (normalized, normalizeHeader), what
// it is, and what to give instead.
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
	row := &t.rows[header]
	what, instead := ownOutputSign(row)
	if what == "" {
		return nil
	}
	return errorf(t.file, t.sheet, cellRef(row.cells[0].col, row.num), "%s",
		fmt.Sprintf("this is %s, not a rating list: %s", what, instead))
}
