package xlsxio

import (
	"strings"

	"ratingdesk/internal/words"
)

// RowCount says what became of every data row of a table: the rows from
// the one under the header row to the last non-blank row (docs/formats.md
// "Every row is accounted for"). Every data row is counted exactly once:
// Rows == Read + Blank + WithErrors + NotRead.
type RowCount struct {
	// Rows is the number of data rows, blank ones included, as a
	// spreadsheet opening the file numbers them.
	Rows int
	// Read is the number of rows that became a record (a player, a game)
	// without an error.
	Read int
	// Blank is the number of blank rows skipped.
	Blank int
	// WithErrors is the number of rows with at least one error; each error
	// names its cell.
	WithErrors int
	// NotRead is the number of rows under a crosstable that hold no player
	// (notes such as "Arbiter: J. Smith"); each is named by a warning.
	NotRead int
	// Records says that the file has no rows: Rows counts its records
	// (a PGN file's games), and Describe counts them as such.
	Records bool
}

// Balanced reports whether every data row is counted once.
func (c RowCount) Balanced() bool {
	return c.Rows == c.Read+c.Blank+c.WithErrors+c.NotRead
}

// Describe says what became of the rows, with noun naming one record
// ("player", "game"): "83 rows: 83 players", "85 rows: 82 players, 2
// blank, 1 with errors".
func (c RowCount) Describe(noun string) string {
	if c.Records {
		return c.describeRecords(noun)
	}
	parts := []string{words.Count(c.Read, noun, noun+"s")}
	if c.Blank > 0 {
		parts = append(parts, words.Number(c.Blank)+" blank")
	}
	if c.WithErrors > 0 {
		parts = append(parts, words.Number(c.WithErrors)+" with errors")
	}
	if c.NotRead > 0 {
		parts = append(parts, words.Number(c.NotRead)+" not read (no player)")
	}
	return words.Count(c.Rows, "row", "rows") + ": " + strings.Join(parts, ", ")
}

// describeRecords is Describe for a file of records without rows (a PGN
// file): "55 games", "57 games: 55 read, 2 with errors" (a tester read
// "55 rows: 55 games" of a PGN file, which has no rows).
func (c RowCount) describeRecords(noun string) string {
	total := words.Count(c.Rows, noun, noun+"s")
	if c.Read == c.Rows {
		return total
	}
	parts := []string{words.Number(c.Read) + " read"}
	if c.WithErrors > 0 {
		parts = append(parts, words.Number(c.WithErrors)+" with errors")
	}
	return total + ": " + strings.Join(parts, ", ")
}

// countDataRows counts the data rows of a table under its header row: from the
// row after the header to the last non-blank row, and how many of them are
// blank (table rows hold the non-blank rows only, numbered as a
// spreadsheet shows them).
func (t *table) countDataRows(header int) (rows, blank int) {
	if header < 0 || header >= len(t.rows)-1 {
		return 0, 0
	}
	rows = t.rows[len(t.rows)-1].num - t.rows[header].num
	return rows, rows - (len(t.rows) - header - 1)
}

// rowTally counts the rows a reader reads, telling the rows with errors
// from the rows read by the errors each row adds to the problems.
type rowTally struct {
	count    RowCount
	problems *Problems
	// before is the number of problems before the current row.
	before int
}

// newRowTally starts counting the data rows of t under header.
func newRowTally(t *table, header int, problems *Problems) *rowTally {
	rows, blank := t.countDataRows(header)
	return &rowTally{count: RowCount{Rows: rows, Blank: blank}, problems: problems}
}

// start marks the beginning of a row.
func (rt *rowTally) start() { rt.before = len(*rt.problems) }

// done counts the row started last, which rr has read, as read or with
// errors, and reports whether it was read (without an error). A row with
// errors that looks like a totals row (tr.problem) has, in place of all
// its problems, the one error that says so; only the warning about a
// column without a heading stays, since it is given once for the column,
// not again for a later row.
func (rt *rowTally) done(rr *rowReader, tr *totalsRow) (read bool) {
	if !(*rt.problems)[rt.before:].HasErrors() {
		rt.count.Read++
		return true
	}
	rt.count.WithErrors++
	p := tr.problem(rr)
	if p == nil {
		return false
	}
	kept := (*rt.problems)[:rt.before]
	for _, q := range (*rt.problems)[rt.before:] {
		if q.Severity == Warning && q.Msg == unheadedColumn {
			kept = append(kept, q)
		}
	}
	*rt.problems = append(kept, p)
	return false
}

// firstFilled is the column of the row's first non-blank cell.
func (r *tableRow) firstFilled() int {
	for _, c := range r.cells {
		if trimSpace(c.text) != "" {
			return c.col
		}
	}
	return 0
}
