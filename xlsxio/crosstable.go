package xlsxio

import (
	"cmp"
	"slices"
	"strings"

	"ratingdesk/engine"
	"ratingdesk/titles"
)

// Crosstable is one section of a crosstable as read from a workbook's
// sheet or a CSV file (docs/formats.md "Crosstable"): the key/value block and
// the table, as the titles package computes with them, and where every
// value was read.
type Crosstable struct {
	// File is the path as given to ReadCrosstables; Sheet the sheet's
	// name, empty for a CSV file.
	File, Sheet string
	// Section is the section: Players in start-number order
	// (Players[i].No == i+1), Games[i][j] the results of the row of No i+1
	// against the column headed j+1, from the row player's side (one
	// result, or two in a double round).
	Section titles.Section
	// Count says what became of every row under the table's header
	// (docs/formats.md "Every row is accounted for").
	Count RowCount
	// rows holds the row number of each player's row, resultCols the
	// 0-based column of each result column, in start-number order.
	rows, resultCols []int
	// noCol, idCol, nameCol and ratingCol are the columns of No, ID,
	// Name and Rating (-1 when absent).
	noCol, idCol, nameCol, ratingCol int
	// startRef is the A1 reference of the Start value, empty when the block
	// has no Start key.
	startRef string
	// startRefused tells that the Start cell holds a value refused as a
	// date (a date in the future, a text that is no date): its error is
	// the section's one problem about the start date.
	startRefused bool
	// noNameRef is the header row's first cell when the table has no Name
	// column (NormProblems), empty when it has one or is no table.
	noNameRef string
	// Officials are the names the key block gives for the norm documents.
	Officials Officials
	// CSV is the separator and decimal mark of a CSV file (a semicolon
	// goes with a decimal comma), as a list's (RatingList CSV): the norms
	// CSV is written so by default (StageNormsOutput; docs/cli.md `norms
	// --csv-locale`); the zero CSVFormat for a workbook or a TRF.
	CSV CSVFormat
	// loc locates the values of a section read from a text file (TRF);
	// nil for a table of cells.
	loc Locator
}

// Officials are the people and body a crosstable's key block names
// (docs/formats.md "Crosstable": Arbiter, Tournament director, Organiser),
// printed on the statement of norms and the certificates (pdfout.NormOptions
// Arbiter, Director, Issuer) unless the command line or the app's
// preferences name others. Empty when not given.
type Officials struct {
	// Arbiter confirms the norms: ICCF's Qualifications Commissioner.
	Arbiter string
	// Director is the tournament director.
	Director string
	// Organiser is the federation or organiser that issues the documents.
	Organiser string
}

// Name is the section's name as messages and the Norms sheet's Event column
// write it: "Tournament / Section" (Section alone when the names are the
// same, docs/formats.md "Crosstable": Section defaults to the sheet's name).
func (c *Crosstable) Name() string { return SectionName(c.Section.Tournament, c.Section.Name) }

// SectionName joins a tournament's and a section's names as "Tournament /
// Section", the tournament alone when the section is empty or the same.
func SectionName(tournament, section string) string {
	switch {
	case section == "" || strings.EqualFold(section, tournament):
		return tournament
	case tournament == "":
		return section
	}
	return tournament + " / " + section
}

// file is the file as Problems name it: the path as given.
func (c *Crosstable) file() string { return c.File }

// PlayerOrigin is where the row of Section.Players[i] was read: its No
// cell (the row's first cell when there is no No column).
func (c *Crosstable) PlayerOrigin(i int) engine.Origin {
	if ref, ok := c.located(func(l Locator) string { return l.Player(i, "No") }); ok {
		return engine.Origin{File: c.file(), Cell: ref}
	}
	return engine.Origin{File: c.file(), Sheet: c.Sheet, Cell: cellRef(max(c.noCol, 0), c.rows[i])}
}

// CellOrigin is where the result of Section.Players[i] against
// Section.Players[j] was read: row i, the column headed j+1.
func (c *Crosstable) CellOrigin(i, j int) engine.Origin {
	return engine.Origin{File: c.file(), Sheet: c.Sheet, Cell: c.cellRef(i, j)}
}

// cellRef is the A1 reference of result cell (i, j).
func (c *Crosstable) cellRef(i, j int) string {
	if ref, ok := c.located(func(l Locator) string { return l.Result(i, j) }); ok {
		return ref
	}
	return cellRef(c.resultCols[j], c.rows[i])
}

// fieldRef is the A1 reference of player i's cell in column col, the No
// cell when the column is absent.
func (c *Crosstable) fieldRef(i, col int) string {
	if col < 0 {
		col = max(c.noCol, 0)
	}
	return cellRef(col, c.rows[i])
}

// NormProblems are the problems that keep the section from a statement of
// norms though it reads well (docs/formats.md "Crosstable": Start is required
// for norms): no start date, and a table without a Name column, whose
// certificates would name "player No. 1" (docs/rules.d/crosstables.md
// "Missing keys", a tester's "Naem").
func (c *Crosstable) NormProblems() Problems {
	problems := c.startProblems()
	if c.noNameRef != "" {
		problems = append(problems, errorf(c.file(), c.Sheet, c.noNameRef, "the table has no Name column (Name, or Player, Player name, Full name): the statement of norms and the certificates name the players; head the column of the players' names Name"))
	}
	return problems
}

// startProblems are NormProblems' problems of the start date. Title rules
// apply to events starting on or after titles.RegulationsStart (App. 2),
// so the date decides whether norms exist. A Start cell whose date was
// refused (in the future, no date) has its own error and gets no other:
// it is not empty (docs/rules.d/crosstables.md "Missing keys").
func (c *Crosstable) startProblems() Problems {
	if !c.Section.Start.IsZero() || c.startRefused {
		return nil
	}
	if ref, ok := c.located(func(l Locator) string { return l.Start() }); ok {
		return Problems{errorf(c.file(), "", ref, "the file gives no start date: the norms need the section's start date (App. 2: the title regulations apply to events starting on or after %s)", titles.RegulationsStart().Format("2 January 2006"))}
	}
	if c.startRef != "" {
		return Problems{errorf(c.file(), c.Sheet, c.startRef, "Start is empty: the norms need the section's start date (App. 2: the title regulations apply to events starting on or after %s)", titles.RegulationsStart().Format("2 January 2006"))}
	}
	return Problems{errorf(c.file(), c.Sheet, "", "the block above the table has no Start: the norms need the section's start date; write Start in a cell above the table and the date in the cell to its right")}
}

// Games are the section's finished games as rating games (docs/formats.md
// "Crosstable"; docs/rules.md §1.4), pair by pair in start-number order: played
// results (rated) and forfeits (read, not rated); games not finished are
// left out, as a crosstable records no game for them. Each game carries the
// section's Tournament, Section and Type, NotRated when the section is not
// rated (Tournament Rules 9.2), both players' start ratings from the Rating
// column (Rules 1.4; 0 when empty) and the section's Finished date (zero
// when the block gives none: docs/rules.md §1.5 then refuses the game unless it
// is assigned to the period). Its Origin is the row player's cell.
//
// Reading (colour unknown): a crosstable does not say who had White. The
// player with the lower start number is written as White, and in a double
// round the other player as White in the second game. With α = 0
// (docs/rules.md §1.1) the colour does not change any rating; a game list of the
// same section gives the real colours (see LoadPeriod). A player without an
// ID gives games with ID 0, which LoadPeriod refuses.
func (c *Crosstable) Games() []engine.Game {
	s := &c.Section
	var out []engine.Game
	for i := range s.Players {
		for j := i + 1; j < len(s.Players); j++ {
			for k, r := range s.Games[i][j] {
				if !r.Finished() {
					continue
				}
				out = append(out, c.game(i, j, k, r))
			}
		}
	}
	return out
}

// game is game k of the pair (i, j) with result r from i's side, i having
// White in even-numbered games.
func (c *Crosstable) game(i, j, k int, r titles.Result) engine.Game {
	s := &c.Section
	w, b := i, j
	if k%2 == 1 {
		w, b, r = j, i, r.Reverse()
	}
	return engine.Game{
		White:      s.Players[w].ID,
		Black:      s.Players[b].ID,
		Outcome:    r.WhiteOutcome(),
		Finished:   s.Finished,
		Tournament: s.Tournament,
		Section:    s.Name,
		Type:       s.Type,
		NotRated:   !s.Rated,
		// A crosstable does not say who had White (docs/rules.md
		// "Colour unknown").
		ColoursAssumed: true,
		WhiteStart:     float64(s.Players[w].StartRating),
		BlackStart:     float64(s.Players[b].StartRating),
		Origin:         c.CellOrigin(w, b),
	}
}

// FewPairsTwice is the first (by numbers) of the pairs twice that play two
// games in a section of pairs pairs, when they are fewer than half of
// them: a double round resting on so few is more likely a game given
// twice, or a wrong round, than one whose other second games are all
// unfinished, and the readers of a section as TRF or PGN warn of it
// (docs/rules.md "Round robin, double round robin"). ok is false
// otherwise.
func FewPairsTwice(twice [][2]int, pairs int) (first [2]int, ok bool) {
	if len(twice) == 0 || 2*len(twice) >= pairs {
		return [2]int{}, false
	}
	return slices.MinFunc(twice, func(a, b [2]int) int { return cmp.Or(cmp.Compare(a[0], b[0]), cmp.Compare(a[1], b[1])) }), true
}
