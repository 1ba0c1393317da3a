package xlsxio

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"ratingdesk/engine"
)

// outputKind is the kind of file a path names by its extension: ".xlsx"
// or ".csv"; any other is an *OutputError.
func outputKind(path string) (string, error) {
	switch ext := strings.ToLower(filepath.Ext(path)); ext {
	case ".xlsx", ".csv":
		return ext, nil
	default:
		return "", &OutputError{Path: path, Msg: fmt.Sprintf("cannot write %q files: name the output .xlsx or .csv", ext)}
	}
}

// WriteListExport writes a list export to path, atomically
// (WriteFileAtomic), by the path's extension (docs/cli.md `rate`): an .xlsx
// path gets a workbook with the Ratings sheet alone, a .csv path the CSV
// of writeCSVTable. Any other extension is an *OutputError.
func WriteListExport(path string, exp *ListExport) error {
	kind, err := outputKind(path)
	if err != nil {
		return err
	}
	if kind == ".csv" {
		return WriteFileAtomic(path, func(w io.Writer) error { return writeCSVTable(w, exp.Columns, exp.Rows, exp.CSV) })
	}
	meta := workbookMeta{Title: "Rating list"}
	if exp.Period.Year > 0 {
		meta.Title += " " + exp.Period.String()
		meta.Date = exp.Period.ValidFrom()
	}
	return writeWorkbookFile(path, meta, []sheetTable{{Name: "Ratings", Columns: exp.Columns, Rows: exp.Rows}})
}

// gameListColumns are the columns of a game list (docs/formats.md "Game
// list"), in its order.
var gameListColumns = []Column{
	{"White", FormatInteger},
	{"Black", FormatInteger},
	{"Result", FormatText},
	{"Finished", FormatDate},
	{"Tournament", FormatText},
	{"Section", FormatText},
	{"Type", FormatText},
	{"White start rating", FormatNumber},
	{"Black start rating", FormatNumber},
	{"White substitute for", FormatInteger},
	{"Black substitute for", FormatInteger},
}

// GameListExport is a game list in the columns of docs/formats.md "Game
// list": White, Black, Result (as Outcome.String writes it), Finished,
// Tournament, Section, Type, the start ratings and the substitutes, empty
// where a game has none. With names, "White name" and "Black name" follow
// as unknown columns for the reader's eyes; a game list reader ignores
// them.
func GameListExport(games []engine.Game, names map[engine.PlayerID]string) *ListExport {
	cols := append([]Column(nil), gameListColumns...)
	if names != nil {
		cols = append(cols, Column{"White name", FormatText}, Column{"Black name", FormatText})
	}
	exp := &ListExport{Columns: cols, Rows: make([][]Cell, len(games))}
	optFloat := func(x float64) Cell {
		if x == 0 {
			return Cell{}
		}
		return FloatCell(x)
	}
	optID := func(id engine.PlayerID) Cell {
		if id == 0 {
			return Cell{}
		}
		return IntCell(int64(id))
	}
	for i, g := range games {
		row := make([]Cell, 0, len(cols))
		row = append(row,
			IntCell(int64(g.White)), IntCell(int64(g.Black)),
			TextCell(g.Outcome.String()),
			DateCell(g.Finished),
			TextCell(g.Tournament), TextCell(g.Section), TextCell(g.Type),
			optFloat(g.WhiteStart), optFloat(g.BlackStart),
			optID(g.WhiteSubFor), optID(g.BlackSubFor),
		)
		if names != nil {
			row = append(row, TextCell(names[g.White]), TextCell(names[g.Black]))
		}
		exp.Rows[i] = row
	}
	return exp
}

// WriteGameList writes games as a game list (GameListExport) to path,
// atomically, by the path's extension: an .xlsx workbook with one sheet
// "Games" or a CSV file as WriteListExport writes one. names may be nil.
func WriteGameList(path string, games []engine.Game, names map[engine.PlayerID]string) error {
	kind, err := outputKind(path)
	if err != nil {
		return err
	}
	exp := GameListExport(games, names)
	if kind == ".csv" {
		return WriteFileAtomic(path, func(w io.Writer) error { return writeCSVTable(w, exp.Columns, exp.Rows, exp.CSV) })
	}
	return writeWorkbookFile(path, workbookMeta{Title: "Game list"}, []sheetTable{{Name: "Games", Columns: exp.Columns, Rows: exp.Rows}})
}
