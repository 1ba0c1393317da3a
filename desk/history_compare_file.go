package desk

import (
	"fmt"

	"ratingdesk/outputs"
	"ratingdesk/xlsxio"
)

// ComparisonColumns are the columns of a comparison file (docs/guide.md
// "Rating history", the History tab's Save comparison): one row per player
// rated after the quarter in both histories.
func ComparisonColumns(a, b string) []xlsxio.Column {
	return []xlsxio.Column{
		{Header: "ID", Format: xlsxio.FormatInteger},
		{Header: "Name", Format: xlsxio.FormatText},
		{Header: "Fed", Format: xlsxio.FormatText},
		{Header: "Rating " + a, Format: xlsxio.FormatInteger},
		{Header: "Rating " + b, Format: xlsxio.FormatInteger},
		{Header: "Difference", Format: xlsxio.FormatInteger},
		{Header: "Rating exact " + a, Format: xlsxio.FormatExact},
		{Header: "Rating exact " + b, Format: xlsxio.FormatExact},
		{Header: "Difference exact", Format: xlsxio.FormatExact},
		{Header: "Games " + a, Format: xlsxio.FormatInteger},
		{Header: "Games " + b, Format: xlsxio.FormatInteger},
	}
}

// Table is the comparison as a table to write: the rows in A's list
// order, differences B − A.
func (c *Comparison) Table() xlsxio.Table {
	a, b := string(c.RulesetA.ID), string(c.RulesetB.ID)
	if a == b {
		a, b = "A ("+a+")", "B ("+b+")"
	}
	t := xlsxio.Table{Sheet: "Comparison", Columns: ComparisonColumns(a, b),
		Title: fmt.Sprintf("Comparison of %s and %s after %s", a, b, c.Period), Date: c.Period.ValidFrom()}
	t.Rows = func(yield func([]xlsxio.Cell) bool) {
		for _, r := range c.Rows {
			row := []xlsxio.Cell{
				xlsxio.IntCell(int64(r.ID)), xlsxio.TextCell(r.Name), xlsxio.TextCell(r.Fed),
				xlsxio.IntCell(int64(r.RatingA)), xlsxio.IntCell(int64(r.RatingB)), xlsxio.IntCell(int64(r.Diff)),
				xlsxio.FloatCell(r.ExactA), xlsxio.FloatCell(r.ExactB), xlsxio.FloatCell(r.DiffExact),
				xlsxio.IntCell(int64(r.GamesA)), xlsxio.IntCell(int64(r.GamesB)),
			}
			if !yield(row) {
				return
			}
		}
	}
	return t
}

// StageComparison stages the comparison file in b (.xlsx or .csv), as
// StageHistory stages a history.
func StageComparison(b *outputs.Batch, out string, c *Comparison, csv xlsxio.CSVFormat, inputs []string) error {
	return stageTable(b, out, c.Table(), csv, inputs)
}
