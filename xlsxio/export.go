package xlsxio

import (
	"math"
	"strconv"
	"strings"

	"ratingdesk/engine"
)

// The headers of an exported rating list (docs/formats.md "Rating list" and
// "Export adds"), in their order. The list's unknown columns come between
// the two groups.
var (
	listColumns = []Column{
		{"ID", FormatInteger},
		{"Name", FormatText},
		{"Fed", FormatText},
		{"Title", FormatText},
		{"Rating", FormatInteger},
		{"RD", FormatInteger},
		{"Games", FormatInteger},
		{"Rating exact", FormatExact},
		{"RD exact", FormatExact},
		{"FIDE", FormatInteger},
		{"Last game", FormatDate},
		{"Running", FormatYesNo},
	}
	periodColumns = []Column{
		{"Status", FormatText},
		{"Active", FormatYesNo},
		{"Previous rating", FormatInteger},
		{"Change", FormatInteger},
		{"Period games", FormatInteger},
		{"Period score", FormatNumber},
	}
)

// exportColumns is the list's columns, the unknown columns as text, then
// the period's columns.
func exportColumns(extra []string) []Column {
	cols := make([]Column, 0, len(listColumns)+len(extra)+len(periodColumns))
	cols = append(cols, listColumns...)
	for _, h := range extra {
		cols = append(cols, Column{Header: h, Format: FormatText})
	}
	return append(cols, periodColumns...)
}

// listState is what the list columns of one row show.
type listState struct {
	player *engine.Player
	// rated, rating and rd are the state after the period (or as read).
	rated      bool
	rating, rd float64
	// published, publishedRD are the rounded values; hasRD is false when
	// the list carries no RD (iccf-2017).
	published, publishedRD int
	hasRD                  bool
	games                  int
	lastGame               Cell
}

// appendListCells appends the twelve list columns.
func appendListCells(row []Cell, s listState) []Cell {
	p := s.player
	row = append(row,
		IntCell(int64(p.ID)),
		TextCell(p.Name),
		TextCell(p.Fed),
		TextCell(strings.Join(p.Titles, " ")),
	)
	ratingCell, rdCell, exactCell, exactRDCell := Cell{}, Cell{}, Cell{}, Cell{}
	if s.rated {
		ratingCell, exactCell = IntCell(int64(s.published)), FloatCell(s.rating)
		if s.hasRD {
			rdCell, exactRDCell = IntCell(int64(s.publishedRD)), FloatCell(s.rd)
		}
	}
	fide := Cell{}
	if p.FIDE > 0 {
		fide = IntCell(int64(p.FIDE))
	}
	return append(row,
		ratingCell, rdCell,
		IntCell(int64(s.games)),
		exactCell, exactRDCell,
		fide,
		s.lastGame,
		YesNoCell(p.Running),
	)
}

// appendExtraCells appends a row's unknown columns, padded or cut to n.
// The reader keeps them as text; a text that is a number in its shortest
// form (e.g. "12", "-3.5", not "007" or "1e3") is written as a number cell,
// which reads back to the same text (docs/formats.md: unknown columns are
// written back unchanged).
func appendExtraCells(row []Cell, extra []string, n int) []Cell {
	for i := range n {
		v := ""
		if i < len(extra) {
			v = extra[i]
		}
		row = append(row, extraCell(v))
	}
	return row
}

// extraCell is the cell for an unknown column's text.
func extraCell(s string) Cell {
	if x, err := strconv.ParseFloat(s, 64); err == nil && !math.IsInf(x, 0) && !math.IsNaN(x) &&
		strconv.FormatFloat(x, 'f', -1, 64) == s {
		return FloatCell(x)
	}
	return TextCell(s)
}

// appendPeriodCells appends Status, Active, Previous rating, Change,
// Period games and Period score; pc nil leaves Active and the period's
// numbers empty.
func appendPeriodCells(row []Cell, status engine.Status, pc *PeriodColumns) []Cell {
	row = append(row, TextCell(status.String()))
	if pc == nil {
		return append(row, Cell{}, Cell{}, Cell{}, Cell{}, Cell{})
	}
	prev, change := Cell{}, Cell{}
	if pc.HasPrevious {
		prev, change = IntCell(int64(pc.Previous)), IntCell(int64(pc.Change))
	}
	return append(row,
		YesNoCell(pc.Active),
		prev, change,
		IntCell(int64(pc.PeriodGames)),
		FloatCell(pc.PeriodScore),
	)
}

// extraByID maps each player of the list to the row's unknown columns.
func extraByID(list *RatingList) map[engine.PlayerID][]string {
	if list == nil || len(list.ExtraHeaders) == 0 {
		return nil
	}
	m := make(map[engine.PlayerID][]string, len(list.Players))
	for i, p := range list.Players {
		if i < len(list.Rows) {
			m[p.ID] = list.Rows[i].Extra
		}
	}
	return m
}

// ExportFromResult is the new list a rating period gives (docs/formats.md
// "Rating list", "Export adds"; docs/rules.md §1.6), one row per player of the
// result, in its order. list is the list the period started from, read
// from a file (nil when there is none): its unknown columns are carried,
// matched by player ID; players not on it get empty ones.
//
//   - Rating and RD are the published values (Rules 5: rounded half up, RD
//     limited to [30, 250]); Rating exact and RD exact the full-precision
//     values the next period starts from (docs/rules.md §1.6). All four are
//     empty for a player without a rating.
//   - The iccf-2017 system carries no RD (docs/rules.md §1.7): its RD cells are
//     empty, as they are whenever the exact RD is not positive.
//   - Previous rating is the rating before the period rounded half up
//     (empty when the player had none); Change is the published rating
//     minus Previous rating. Period games and Period score count the games
//     that counted for the player (Rules 6).
func ExportFromResult(res *engine.PeriodResult, list *RatingList) *ListExport {
	rr := newResultRows(res, list)
	exp := &ListExport{Columns: rr.columns, Period: res.Period, CSV: rr.format}
	exp.Rows = make([][]Cell, len(res.Players))
	for i := range res.Players {
		exp.Rows[i] = rr.row(i, make([]Cell, 0, len(exp.Columns)))
	}
	return exp
}

// resultRows makes the rows of ExportFromResult one at a time, so that a
// CSV file can be written without holding them all (EncodeResultCSV).
type resultRows struct {
	res          *engine.PeriodResult
	columns      []Column
	format       CSVFormat
	extras       map[engine.PlayerID][]string
	extraHeaders int
	noRD         bool
}

// newResultRows prepares the rows of the new list of res, list the list
// the period started from (nil for none).
func newResultRows(res *engine.PeriodResult, list *RatingList) *resultRows {
	var extraHeaders []string
	var format CSVFormat
	if list != nil {
		extraHeaders, format = list.ExtraHeaders, list.CSV
	}
	return &resultRows{
		res: res, columns: exportColumns(extraHeaders), format: format,
		extras: extraByID(list), extraHeaders: len(extraHeaders),
		noRD: res.Ruleset.ID == engine.ICCF2017,
	}
}

// row appends to row (empty, with room for the columns) the cells of the
// result's i-th player.
func (rr *resultRows) row(i int, row []Cell) []Cell {
	p := &rr.res.Players[i]
	row = appendListCells(row, listState{
		player:      p.Player,
		rated:       p.Rated,
		rating:      p.Rating,
		rd:          p.RD,
		published:   p.PublishedRating,
		publishedRD: p.PublishedRD,
		hasRD:       !rr.noRD && p.RD > 0,
		games:       p.Games,
		lastGame:    DateCell(p.LastGame),
	})
	row = appendExtraCells(row, rr.extras[p.Player.ID], rr.extraHeaders)
	pc := PeriodColumns{
		Active:      p.Active,
		PeriodGames: p.PeriodGames,
		PeriodScore: p.PeriodScore,
	}
	if p.Player.Rated && p.Rated {
		pc.HasPrevious = true
		pc.Previous = engine.RoundHalfUp(p.Player.Rating)
		pc.Change = p.PublishedRating - pc.Previous
	}
	return appendPeriodCells(row, p.Status, &pc)
}

// ExportFromList is a rating list as read, written in the export's columns
// (docs/formats.md "Export adds"), so that a list can be converted between
// .xlsx and .csv and an exported list read back exports to the same cells.
//
// The file's published Rating and RD are not kept by the reader: they are
// derived again from the exact values as Rules 5 publishes them (rounded
// half up, RD limited to [30, 250]), which is what an export wrote. A
// rated row whose exact RD is not positive (a list of the 2017 system)
// gets empty RD cells. Status follows Tournament Rules 9.3 from the rating
// and the games; Active and the period's numbers come from the file's own
// export columns (ListRow.Period) and are empty when it has none.
func ExportFromList(list *RatingList) *ListExport {
	exp := &ListExport{Columns: exportColumns(list.ExtraHeaders), CSV: list.CSV}
	exp.Rows = make([][]Cell, len(list.Players))
	for i := range list.Players {
		exp.Rows[i] = listRow(list, i, make([]Cell, 0, len(exp.Columns)))
	}
	return exp
}

// listRow appends to row (empty, with room for the columns) the cells of
// ExportFromList(list)'s i-th row.
func listRow(list *RatingList, i int, row []Cell) []Cell {
	p := &list.Players[i]
	var lr ListRow
	if i < len(list.Rows) {
		lr = list.Rows[i]
	}
	s := listState{
		player:   p,
		rated:    p.Rated,
		rating:   p.Rating,
		rd:       p.RD,
		hasRD:    p.RD > 0,
		games:    p.Games,
		lastGame: DateCell(p.LastGame),
	}
	if p.Rated {
		s.published = engine.RoundHalfUp(p.Rating)
		if s.hasRD {
			s.publishedRD = engine.PublishRD(engine.ICCFParams(), p.RD)
		}
	}
	row = appendListCells(row, s)
	row = appendExtraCells(row, lr.Extra, len(list.ExtraHeaders))
	return appendPeriodCells(row, engine.StatusOf(p.Rated, p.Games), lr.Period)
}
