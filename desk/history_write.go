package desk

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"ratingdesk/outputs"
	"ratingdesk/xlsxio"
)

// Table is the history as the history file holds it (docs/formats.md
// "History file"): one row per player and quarter, quarter by quarter,
// players in list order. Rating, Rating exact and Change are empty for a
// player without a rating (Change also when he had none before); RD and
// RD exact when the quarter's list carries no RD (iccf-2017).
func (h *History) Table() xlsxio.Table {
	t := xlsxio.Table{Sheet: "History", Columns: xlsxio.HistoryColumns(), Title: "Rating history"}
	if len(h.Periods) > 0 {
		t.Title = fmt.Sprintf("Rating history %s to %s", h.Periods[0].Period, h.Periods[h.Last()].Period)
		t.Date = h.Periods[h.Last()].Period.ValidFrom()
	}
	t.Rows = func(yield func([]xlsxio.Cell) bool) {
		row := make([]xlsxio.Cell, 0, len(t.Columns))
		for k, p := range h.Periods {
			period := xlsxio.TextCell(p.Period.String())
			for i := range p.Players {
				if !yield(historyCells(row[:0], period, h.Row(k, i))) {
					return
				}
			}
		}
	}
	return t
}

// historyCells appends the cells of one history row.
func historyCells(row []xlsxio.Cell, period xlsxio.Cell, r HistoryRow) []xlsxio.Cell {
	rating, rd, exact, exactRD, change := xlsxio.Cell{}, xlsxio.Cell{}, xlsxio.Cell{}, xlsxio.Cell{}, xlsxio.Cell{}
	if r.Rated {
		rating, exact = xlsxio.IntCell(int64(r.Rating)), xlsxio.FloatCell(r.RatingExact)
		if r.HasRD {
			rd, exactRD = xlsxio.IntCell(int64(r.RD)), xlsxio.FloatCell(r.RDExact)
		}
		if r.HasChange {
			change = xlsxio.IntCell(int64(r.Change))
		}
	}
	return append(row, period, xlsxio.IntCell(int64(r.ID)), xlsxio.TextCell(r.Name), xlsxio.TextCell(r.Fed),
		rating, rd, xlsxio.IntCell(int64(r.Games)), exact, exactRD,
		xlsxio.IntCell(int64(r.PeriodGames)), xlsxio.FloatCell(r.PeriodScore), change)
}

// StageHistory stages the history file in b (docs/cli.md `replay --out`):
// a workbook with one History sheet for an .xlsx path, the same table as
// CSV (separated as h.CSV says) for a .csv path. inputs are the files
// the output may not overwrite.
func StageHistory(b *outputs.Batch, out string, h *History, inputs []string) error {
	return stageTable(b, out, h.Table(), h.CSV, inputs)
}

// stageTable stages t as a workbook or a CSV file, as out's extension
// says.
func stageTable(b *outputs.Batch, out string, t xlsxio.Table, csv xlsxio.CSVFormat, inputs []string) error {
	if err := outputs.Check(out, nil, inputs); err != nil {
		return err
	}
	switch ext := strings.ToLower(filepath.Ext(out)); ext {
	case ".xlsx":
		return b.Stage(out, func(w io.Writer) error { return xlsxio.EncodeTableWorkbook(w, t) })
	case ".csv":
		return b.Stage(out, func(w io.Writer) error { return xlsxio.EncodeTableCSV(w, t, csv) })
	default:
		return &outputs.PathError{Path: out, Msg: fmt.Sprintf("cannot write %q files: name the output .xlsx or .csv", ext)}
	}
}

// Table is the difference file (docs/formats.md "Difference file"): one
// row per player who differs, with the header only when none does. A
// rating, RD or Δ the player lacks on a list is empty. The column
// Computed name is there only when a player's names differ (Renamed).
func (r *Reconciliation) Table() xlsxio.Table {
	renamed := r.Renamed() > 0
	t := xlsxio.Table{Sheet: "Differences", Columns: xlsxio.DifferenceColumns(renamed), Title: "Reconciliation"}
	t.Rows = func(yield func([]xlsxio.Cell) bool) {
		for _, d := range r.Rows {
			o, c := d.Official, d.Computed
			delta := xlsxio.Cell{}
			if d.HasDelta {
				delta = xlsxio.IntCell(int64(d.Delta))
			}
			row := []xlsxio.Cell{
				xlsxio.IntCell(int64(d.ID)), xlsxio.TextCell(d.Name),
				ratingCell(o), ratingCell(c), delta,
				gamesCell(o), gamesCell(c), xlsxio.TextCell(d.Kind.String()),
				rdCell(o), rdCell(c),
			}
			if renamed {
				row = append(row, xlsxio.TextCell(d.ComputedName))
			}
			if !yield(row) {
				return
			}
		}
	}
	return t
}

// ratingCell is a list side's published rating, empty when it has none.
func ratingCell(s ListSide) xlsxio.Cell {
	if !s.Rated {
		return xlsxio.Cell{}
	}
	return xlsxio.IntCell(int64(s.Rating))
}

// rdCell is a list side's published RD, empty when it has none.
func rdCell(s ListSide) xlsxio.Cell {
	if !s.Rated || !s.HasRD {
		return xlsxio.Cell{}
	}
	return xlsxio.IntCell(int64(s.RD))
}

// gamesCell is a list side's games, empty when the player is not on it.
func gamesCell(s ListSide) xlsxio.Cell {
	if !s.On {
		return xlsxio.Cell{}
	}
	return xlsxio.IntCell(int64(s.Games))
}

// StageReconciliation stages the difference file in b (docs/cli.md
// `reconcile --out`), as StageHistory stages a history; a CSV is
// separated as the computed list was.
func StageReconciliation(b *outputs.Batch, out string, r *Reconciliation, csv xlsxio.CSVFormat, inputs []string) error {
	return stageTable(b, out, r.Table(), csv, inputs)
}
