package xlsxio

import (
	"time"

	"github.com/xuri/excelize/v2"

	"ratingdesk/engine"
)

// ReadOptions tune how inputs are read (docs/formats.md "General rules").
type ReadOptions struct {
	// DefaultRD is given to every rated row without an RD; 0 makes such a
	// row an error (docs/formats.md "Rating list": CLI --default-rd).
	DefaultRD float64
	// MonthFirst reads ambiguous text dates NN/NN/YYYY as MM/DD/YYYY
	// instead of the default DD/MM/YYYY.
	MonthFirst bool
	// Sheet, when set, picks the sheet by name instead of by content.
	Sheet string
	// ForNorms reads a crosstable for its norms: a section with errors
	// also gets the problems its norms would have (Crosstable.NormProblems:
	// no start date), so that every problem is told at once; a section
	// without errors gets them from desk.ComputeNorms.
	ForNorms bool
	// Today is the date a finished game's date may not be after (Last
	// game, Finished, a crosstable's Start and Finished; docs/rules.md,
	// "Reading rating lists": plausibility); the zero time means the date
	// of the call (time.Now).
	Today time.Time
	// OptionalRD reads a rated row without an RD as having none (RD 0)
	// instead of refusing it: for comparing with a list as ICCF publishes
	// it, which gives no RD (docs/cli.md `reconcile --official`), and for
	// the list a period rated with iccf-2017 starts from, a system without
	// RD (docs/rules.md §1.7; desk sets it for such a period). Such a list
	// cannot start a period of the Glicko rulesets. A DefaultRD above 0
	// is still given to such a row.
	OptionalRD bool
	// Sums, when set, collects the SHA-256 of the files read whole in one
	// pass (InputSums).
	Sums *InputSums
}

// RatingList is a rating list as read from a file (docs/formats.md "Rating
// list"). Players and Rows are parallel.
type RatingList struct {
	File  string
	Sheet string // empty for CSV
	// Players are the rows as the engine sees them.
	Players []engine.Player
	// Rows keep what the file held beyond the engine's fields, so that a
	// round trip writes it back unchanged.
	Rows []ListRow
	// ExtraHeaders are the unknown columns, in file order, as headed.
	ExtraHeaders []string
	// LastGameColumn is the column of Last game counted from 1 (A is 1),
	// 0 when the list has none or does not say: a problem with a player's
	// Last game names its cell (LastGameCell).
	LastGameColumn int
	// NameColumn is the column of Name counted from 1, 0 when the list
	// does not say: a warning about a player's name names its cell
	// (NameCell).
	NameColumn int
	// Count says what became of every data row (docs/formats.md "Every
	// row is accounted for").
	Count RowCount
	// CSV is the separator and decimal mark of a CSV file (a semicolon goes
	// with a decimal comma); the zero CSVFormat for a workbook.
	CSV CSVFormat
	// Period is the period whose new list this is, for a list Rating Desk
	// wrote: the Period item of its workbook's Notes sheet (docs/formats.md
	// "Notes sheet"), read with the list (the app sets the period after
	// it, docs/guide.md). HasPeriod is false for a CSV file and a
	// workbook without a Notes sheet or without a Period item that reads
	// as a period: a list from elsewhere says no period.
	Period    engine.Period
	HasPeriod bool
	// PeriodCell is the cell of the Notes sheet that gives Period ("B5"),
	// for a problem about it to name.
	PeriodCell string
}

// LastGameCell is the cell of player i's Last game ("K5"), the row's
// first cell when the list has no Last game column or does not say where
// the row was read.
func (l *RatingList) LastGameCell(i int) string { return l.cellIn(i, l.LastGameColumn) }

// NameCell is the cell of player i's Name ("B5"), the row's first cell
// when the list does not say where its names are.
func (l *RatingList) NameCell(i int) string { return l.cellIn(i, l.NameColumn) }

// nameColumn is the column of a list's names counted from 1: Name, else
// Surname (a list with Surname and First name), 0 for neither.
func nameColumn(pos []int) int {
	if pos[rlName] >= 0 {
		return pos[rlName] + 1
	}
	return max(pos[rlSurname], -1) + 1
}

// cellIn is the cell in column col (counted from 1) of player i's row, the
// row's first cell for col 0 or a row read from no cell.
func (l *RatingList) cellIn(i, col int) string {
	if i >= len(l.Rows) {
		return ""
	}
	cell := l.Rows[i].Origin.Cell
	if col <= 0 {
		return cell
	}
	_, row, err := excelize.CellNameToCoordinates(cell)
	if err != nil {
		return cell
	}
	return cellRef(col-1, row)
}

// ListRow is what a rating-list row held besides its Player.
type ListRow struct {
	Origin engine.Origin
	// Extra holds the values of RatingList.ExtraHeaders, as text.
	Extra []string
	// Period holds the period columns of an exported list (docs/formats.md
	// "Export adds"), nil when the file has none.
	Period *PeriodColumns
	// DefaultRD marks a rated row without an RD of its own whose player
	// was given ReadOptions.DefaultRD: his RD is not the list's, so that
	// where the default is not used (an iccf-2017 period) none is shown
	// for him (docs/rules.d/history.md "The starting list's RD").
	DefaultRD bool
}

// PeriodColumns are the columns an export adds after the list's own
// (docs/formats.md: Active, Previous rating, Change, Period games, Period
// score). Status is derived from the rating and the games (Tournament
// Rules 9.3) and not kept.
type PeriodColumns struct {
	// HasPrevious is false when the player had no rating before.
	HasPrevious bool
	Previous    int
	Change      int
	PeriodGames int
	PeriodScore float64
	// Active is the Active column (yes/no): it depends on the period the
	// list was made for (Tournament Rules 9.7, docs/rules.md §1.6), so it is
	// kept as read for ExportFromList to write back.
	Active bool
}

// GameList is a game list as read from a file (docs/formats.md "Game list").
type GameList struct {
	File  string
	Sheet string // empty for CSV
	Games []engine.Game
	// Count says what became of every data row (docs/formats.md "Every
	// row is accounted for").
	Count RowCount
	// Sheets are the sheets read, with what became of each one's rows,
	// when a workbook's game list lies on more than one (docs/rules.d/
	// xlsxio-read.md "Several game sheets"; Count is then their sum and
	// Sheet the first): nil for a list read from one sheet or a CSV file.
	Sheets []SheetCount
	// Names are the names the White name and Black name columns give the
	// players (a PGN file's White and Black tags, those of the players
	// its ICCF ID tags name), the first one given to each, in the order
	// first given (docs/formats.md "Game list"): the period compares them
	// with the rating list's names.
	Names []PlayerName
}

// SheetCount is one sheet of a game list read from several sheets and
// what became of its rows.
type SheetCount struct {
	Sheet string
	Count RowCount
}

// PlayerName is a name a file gives a player, and where.
type PlayerName struct {
	ID     engine.PlayerID
	Name   string
	Origin engine.Origin
}
