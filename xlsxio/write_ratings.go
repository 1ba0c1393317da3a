package xlsxio

import (
	"fmt"
	"path/filepath"

	"ratingdesk/engine"
	"ratingdesk/outputs"
)

// Notes are what the Notes sheet records besides the period (docs/formats.md
// "Outputs": ruleset, period, program version, each input file with its
// SHA-256, counts, warnings).
type Notes struct {
	ProgramVersion string
	Inputs         []outputs.InputFile
	// Warnings are the problems that did not block, one a line.
	Warnings []string
}

// WriteRatingWorkbook writes the rating-list workbook of a period
// (docs/formats.md "Outputs") to path, atomically (WriteFileAtomic):
//
//   - Ratings: the export (ExportFromResult; exp nil builds it without a
//     starting list);
//   - Games: each rated game with, for each side, the r and RD its update
//     used, the opponent's r_j and RD_j, the expected win, draw and loss
//     probabilities and the D1 term (Rules 2.2 c–e);
//   - Excluded: each game read but not rated, with where it was read and
//     why it was not rated (docs/rules.md §1.4, §1.5);
//   - Notes: ruleset, period, program version, inputs with SHA-256, counts
//     and warnings.
//
// Document properties are dated from the list's first valid day, so the
// same inputs give the same workbook (docs/rules.md §1.6).
func WriteRatingWorkbook(path string, res *engine.PeriodResult, in *engine.PeriodInput, exp *ListExport, notes Notes) error {
	meta, tables := ratingWorkbook(res, in, exp, notes)
	return writeWorkbookFile(path, meta, tables)
}

// ratingWorkbook is the content of WriteRatingWorkbook's workbook.
func ratingWorkbook(res *engine.PeriodResult, in *engine.PeriodInput, exp *ListExport, notes Notes) (workbookMeta, []sheetTable) {
	if exp == nil {
		exp = ExportFromResult(res, nil)
	}
	return resultWorkbook(res, in, sheetTable{Name: "Ratings", Columns: exp.Columns, Rows: exp.Rows}, notes)
}

// resultWorkbook is the content of a period's workbook whose Ratings
// sheet is ratings.
func resultWorkbook(res *engine.PeriodResult, in *engine.PeriodInput, ratings sheetTable, notes Notes) (workbookMeta, []sheetTable) {
	tables := []sheetTable{
		ratings,
		gamesTable(res, in),
		excludedTable(res, in, notes.Inputs),
		notesTable(res, in, notes),
	}
	meta := workbookMeta{
		Title:   "Rating list " + res.Period.String(),
		Subject: string(res.Ruleset.ID),
		Date:    res.Period.ValidFrom(),
	}
	return meta, tables
}

// resultTable is the Ratings sheet of ExportFromResult(res, list), each
// row made as it is written (twice: once for the column widths), so that
// the 20,000-player workbook never holds the list's cells, 23 MB
// (docs/performance.md "Outputs").
func resultTable(res *engine.PeriodResult, list *RatingList) sheetTable {
	rr := newResultRows(res, list)
	return sheetTable{
		Name: "Ratings", Columns: rr.columns, Len: len(res.Players),
		Row: func(i int, dst []Cell) []Cell { return rr.row(i, dst[:0]) },
	}
}

// playerIndex finds a period's players by ID.
func playerIndex(res *engine.PeriodResult) map[engine.PlayerID]*engine.PlayerResult {
	m := make(map[engine.PlayerID]*engine.PlayerResult, len(res.Players))
	for i := range res.Players {
		m[res.Players[i].Player.ID] = &res.Players[i]
	}
	return m
}

// gameAt is the input game a result refers to; an index out of range
// (a result that does not belong to in) gives an empty game, so that the
// row is still written.
func gameAt(in *engine.PeriodInput, i int) *engine.Game {
	if in == nil || i < 0 || i >= len(in.Games) {
		return &engine.Game{}
	}
	return &in.Games[i]
}

// excludedTable is the Excluded sheet: one row per game read but not
// rated, with where it was read and the reason, each made as it is
// written; inputs are the run's input files (Notes.Inputs), which name
// its files as fileLabels does.
func excludedTable(res *engine.PeriodResult, in *engine.PeriodInput, inputs []outputs.InputFile) sheetTable {
	cols := []Column{{"File", FormatText}, {"Sheet", FormatText}, {"Cell", FormatText}}
	cols = append(append(cols, gameOwnColumns()...), Column{"Reason", FormatText})
	t := sheetTable{Name: "Excluded", Columns: cols}
	players := playerIndex(res)
	name := func(id engine.PlayerID) Cell {
		if p, ok := players[id]; ok {
			return TextCell(p.Player.Name)
		}
		return Cell{}
	}
	t.Len = len(res.Excluded)
	files := fileLabels(in, inputs)
	t.Row = func(i int, row []Cell) []Cell {
		ex := &res.Excluded[i]
		g := gameAt(in, ex.Game)
		return append(row,
			TextCell(files[g.Origin.File]), TextCell(g.Origin.Sheet), TextCell(ExcludedCell(g, ex.Reason)),
			DateCell(g.Finished),
			TextCell(g.Tournament), TextCell(g.Section),
			IntCell(int64(g.White)), name(g.White),
			IntCell(int64(g.Black)), name(g.Black),
			TextCell(g.Outcome.String()),
			TextCell(ex.Reason.String()),
		)
	}
	return t
}

// fileLabels names each file the games of in were read from as the
// Excluded sheet writes it: its base name, or the path as it was given
// when another file of the run has the same base name (q1/games.csv and
// q2/games.csv), so that the rows of the two can be told apart. The files
// of the run are the inputs (Notes.Inputs: all of a replay's, whose
// quarter's games may all come from one of them) and those of the games.
func fileLabels(in *engine.PeriodInput, inputs []outputs.InputFile) map[string]string {
	labels := map[string]string{}
	byBase := map[string][]string{}
	add := func(f string) {
		if _, seen := labels[f]; !seen {
			labels[f] = filepath.Base(f)
			byBase[labels[f]] = append(byBase[labels[f]], f)
		}
	}
	for _, f := range inputs {
		add(f.Path)
	}
	if in != nil {
		for i := range in.Games {
			add(in.Games[i].Origin.File)
		}
	}
	for _, paths := range byBase {
		if len(paths) > 1 {
			for _, f := range paths {
				labels[f] = f
			}
		}
	}
	return labels
}

// ExcludedCell is the cell the Excluded sheet (and the app's table of
// games not rated) names for a game not rated: the cell of its finish
// date when the date is the reason (before or after the period's window,
// docs/rules.md §1.5), else the cell its Origin names (the result's, or
// the row's first).
func ExcludedCell(g *engine.Game, reason engine.ExclusionReason) string {
	if reason == engine.ExcludedBeforePeriod || reason == engine.ExcludedAfterPeriod {
		return g.Cell(engine.FieldFinished)
	}
	return g.Origin.Cell
}

// AssumedColoursNote is the Notes sheet's item counting the rated games
// whose colours their source does not give (engine.Game.ColoursAssumed: a
// crosstable's game, docs/rules.md "Colour unknown"); the Games sheet
// writes their players as White and Black like any other game's.
const AssumedColoursNote = "Rated games with colours assumed (a crosstable's: the lower start number taken as White)"

// notesTable is the Notes sheet: one item and its value a row; in is the
// input res was rated from (nil: not known).
func notesTable(res *engine.PeriodResult, in *engine.PeriodInput, notes Notes) sheetTable {
	t := sheetTable{Name: NotesSheet, Columns: []Column{{"Item", FormatText}, {"Value", FormatText}}}
	add := func(item string, v Cell) { t.Rows = append(t.Rows, []Cell{TextCell(item), v}) }
	p := res.Period
	add("Program", TextCell("Rating Desk"))
	add("Program version", TextCell(notes.ProgramVersion))
	add("Ruleset", TextCell(string(res.Ruleset.ID)))
	add("Ruleset title", TextCell(res.Ruleset.Title))
	add("Period", TextCell(p.String()))
	add("List valid from", DateCell(p.ValidFrom()))
	add("List valid to", DateCell(p.ValidTo()))
	add("Games finished from", DateCell(p.GamesFrom()))
	add("Games finished to", DateCell(p.GamesTo()))
	add("Active since", DateCell(p.ActiveSince()))
	for _, f := range notes.Inputs {
		kind := f.Kind
		if kind == "" {
			kind = "file"
		}
		add("Input "+kind, TextCell(f.Path))
		add("Input "+kind+" SHA-256", TextCell(f.SHA256))
	}
	add("Players", IntCell(int64(len(res.Players))))
	add("Rated games", IntCell(int64(len(res.Rated))))
	if in != nil {
		if n := res.UndatedRated(in); n > 0 {
			add("Rated games without a finish date (put into the period)", IntCell(int64(n)))
		}
		if n := res.AssumedColoursRated(in); n > 0 {
			add(AssumedColoursNote, IntCell(int64(n)))
		}
	}
	add("Excluded games", IntCell(int64(len(res.Excluded))))
	add("Warnings", IntCell(int64(len(notes.Warnings))))
	for i, w := range notes.Warnings {
		add(fmt.Sprintf("Warning %d", i+1), TextCell(w))
	}
	return t
}
