package xlsxio

import (
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"

	"ratingdesk/outputs"
	"ratingdesk/titles"

	"ratingdesk/internal/words"
)

// WriteNormsWorkbook writes the norms workbook of a section (docs/formats.md
// "Outputs"; docs/cli.md `norms`) to path, atomically (WriteFileAtomic), with
// the formatting of the rating workbook (bold header, frozen panes,
// auto-filter, widths, number formats):
//
//   - Standings: Place, No, ID, Name, Fed, Title, Rating, Score, Games,
//     Wins, SB, Performance, Performance iterative (see standingsTable);
//   - Norms: one row per player and title level (see normsTable);
//   - Requirements: each section rule of App. 2 item 1 with its value,
//     limit and pass or fail (see requirementsTable);
//   - Notes: the rules, the program version, the section's keys, average
//     and category (App. 2 items 2.3, 2.12), the ratings the norms use, the
//     input with its SHA-256, and the warnings.
//
// The workbook is dated by the section's finish date, else its start date,
// so that the same crosstable gives the same workbook.
func WriteNormsWorkbook(path string, rep *NormsReport, notes Notes) error {
	meta, tables := normsWorkbook(rep, notes)
	return writeWorkbookFile(path, meta, tables)
}

// normsWorkbook is the content of WriteNormsWorkbook's workbook.
func normsWorkbook(rep *NormsReport, notes Notes) (workbookMeta, []sheetTable) {
	s := &rep.Crosstable.Section
	tables := []sheetTable{standingsTable(rep), normsTable(rep), requirementsTable(rep), normsNotesTable(rep, notes)}
	date := s.Finished
	if date.IsZero() {
		date = s.Start
	}
	meta := workbookMeta{Title: "Title norms " + rep.Event(), Subject: NormRules, Date: date}
	return meta, tables
}

// WriteNormsCSV writes the Norms sheet alone as CSV (docs/formats.md
// "Outputs"): UTF-8 with a byte-order mark, separated as the crosstable
// was (Crosstable CSV: a semicolon with decimal commas after a semicolon
// file, else a comma with decimal points), text cells guarded against
// formulas (EscapeFormula), atomically.
func WriteNormsCSV(path string, rep *NormsReport) error {
	return WriteFileAtomic(path, normsCSV(rep, CSVFormat{}))
}

// normsCSV renders the Norms sheet as WriteNormsCSV writes it, separated
// as csv says; the zero CSVFormat is the crosstable's own (Crosstable
// CSV), a comma with decimal points for a workbook or a TRF.
func normsCSV(rep *NormsReport, csv CSVFormat) func(io.Writer) error {
	t := normsTable(rep)
	f := csv.or(rep.Crosstable.CSV).or(CSVComma)
	return func(w io.Writer) error {
		if err := writeCSVTable(w, t.Columns, t.Rows, f); err != nil {
			return fmt.Errorf("writing CSV: %w", err)
		}
		return nil
	}
}

// WriteNormsOutput writes the norms of a section: the workbook for an
// .xlsx path, the Norms sheet alone for a .csv path, separated as the
// crosstable was (docs/cli.md `norms`). The output may not be one of the
// inputs. It is StageNormsOutput in a batch of one.
func WriteNormsOutput(out string, inputs []string, rep *NormsReport, notes Notes) error {
	var b outputs.Batch
	defer b.Discard()
	if err := StageNormsOutput(&b, out, inputs, rep, notes, CSVFormat{}); err != nil {
		return err
	}
	return b.Commit()
}

// StageNormsOutput stages the norms of a section in b, as WriteNormsOutput
// writes them, to be committed with the other outputs of the run
// (outputs.Batch); a .csv output is separated as csv says, the zero
// CSVFormat meaning as the crosstable was (docs/cli.md `norms
// --csv-locale`). An output that is an input, or whose extension is not
// .xlsx or .csv, is an *OutputError.
func StageNormsOutput(b *outputs.Batch, out string, inputs []string, rep *NormsReport, notes Notes, csv CSVFormat) error {
	if err := CheckOutputPath(out, inputs); err != nil {
		return err
	}
	switch ext := strings.ToLower(filepath.Ext(out)); ext {
	case ".xlsx":
		meta, tables := normsWorkbook(rep, notes)
		return b.Stage(out, func(w io.Writer) error { return writeWorkbook(w, meta, tables) })
	case ".csv":
		return b.Stage(out, normsCSV(rep, csv))
	default:
		return &OutputError{Path: out, Msg: fmt.Sprintf("cannot write %q files: name the output .xlsx or .csv", ext)}
	}
}

// pointsCell is a score in points as a number cell (7½ → 7.5).
func pointsCell(h titles.HalfPoints) Cell { return FloatCell(h.Float()) }

// performanceCell is a performance rounded to two decimals half up as
// every figure shown is (words.Fixed, docs/rules.md §1.6), so that the
// workbook, the console and the app show the same figure; empty when it
// is undefined (docs/rules.md §5: 0% or 100%, or no played game).
func performanceCell(x float64, defined bool) Cell {
	if !defined {
		return Cell{}
	}
	v, err := strconv.ParseFloat(words.Fixed(x, 2), 64)
	if err != nil {
		return Cell{}
	}
	return FloatCell(v)
}

// idCell is a player's ID, empty when the crosstable gives none.
func idCell(p titles.SectionPlayer) Cell {
	if p.ID == 0 {
		return Cell{}
	}
	return IntCell(int64(p.ID))
}

// standingsTable is the Standings sheet, in the order of the table
// (Tournament Rules 7.2): Place ("3–4" for a shared place, "–" for a
// player whose games were cancelled), the player's row, Score (forfeits
// included, docs/rules.md §4), Games (finished), Wins (Baumbach), SB
// (Sonneborn-Berger), and the classic and iterative performance ratings
// over the played games against the start ratings (docs/rules.md §5; rounded to
// two decimals; empty when undefined).
func standingsTable(rep *NormsReport) sheetTable {
	t := sheetTable{Name: "Standings", Columns: []Column{
		{"Place", FormatText}, {"No", FormatInteger}, {"ID", FormatInteger}, {"Name", FormatText},
		{"Fed", FormatText}, {"Title", FormatText}, {"Rating", FormatInteger}, {"Score", FormatNumber},
		{"Games", FormatInteger}, {"Wins", FormatInteger}, {"SB", FormatNumber},
		{"Performance", FormatNumber}, {"Performance iterative", FormatNumber},
	}}
	s := &rep.Crosstable.Section
	for _, st := range rep.Standings {
		p := s.Players[st.Player]
		perf := rep.Performances[st.Player]
		place := TextCell(st.PlaceString())
		if st.Place > 0 && st.PlaceTo == st.Place {
			place = IntCell(int64(st.Place))
		}
		rating := Cell{}
		if p.StartRating > 0 {
			rating = IntCell(int64(p.StartRating))
		}
		t.Rows = append(t.Rows, []Cell{
			place, IntCell(int64(p.No)), idCell(p), TextCell(p.Name),
			TextCell(p.Fed), TextCell(strings.Join(p.Titles, " ")), rating, pointsCell(st.Score),
			IntCell(int64(st.Games)), IntCell(int64(st.Wins)), FloatCell(st.SonnebornBerger),
			performanceCell(perf.Classic, perf.Defined), performanceCell(perf.Iterative, perf.Defined),
		})
	}
	return t
}

// normsTable is the Norms sheet: one row per player (in start-number
// order) and title level (GM to CCE), with the norm the player is measured
// against and the verdict:
//
//   - ID, Name, Title level, Opponents, Ra (R_a, unrounded, App. 2 item
//     2.2), Required (the points the norm needs: P, at least the 35%
//     minimum, App. 2 items 2.4b, 1f), Score, Norm (yes when the title
//     result is reached: achieved, or secured with games left), Overscore
//     (n_g, item 2.4c, for a norm), Reason (when no norm);
//   - Status (achieved, secured, possible, out of reach, not computed)
//     and, while games are unfinished, Needed and Remaining;
//   - what the norm is credited with towards a title (Tournament Rules
//     10.2c, App. 2 item 3a): Event (the section), Games (the games fixed at
//     the start, less those not played after an accepted withdrawal:
//     titles.NormCheck.Games), GM games and SIM games. ReadNorms reads
//     these back, and the Status, which tells a secured norm.
//
// For a section started before 1 April 2017 (status not computed, App. 2
// head note) Required, Norm, Games, GM games and SIM games are empty: the
// figures of App. 2 are not its norms.
func normsTable(rep *NormsReport) sheetTable {
	finished, total := rep.Finished()
	running := finished < total
	cols := []Column{
		{"ID", FormatInteger}, {"No", FormatInteger}, {"Name", FormatText}, {"Title level", FormatText},
		{"Opponents", FormatInteger}, {"Ra", FormatExact}, {"Required", FormatNumber}, {"Score", FormatNumber},
		{"Norm", FormatYesNo}, {"Overscore", FormatInteger}, {"Reason", FormatText}, {"Status", FormatText},
	}
	if running {
		cols = append(cols, Column{"Needed", FormatNumber}, Column{"Remaining", FormatInteger})
	}
	cols = append(cols, Column{"Event", FormatText}, Column{"Games", FormatInteger},
		Column{"GM games", FormatInteger}, Column{"SIM games", FormatInteger})
	t := sheetTable{Name: "Norms", Columns: cols}
	s := &rep.Crosstable.Section
	event := rep.Event()
	for _, c := range rep.Watch.Checks {
		p := s.Players[c.Player]
		over, reason := Cell{}, Cell{}
		if c.Earned() {
			over = IntCell(int64(c.Overscore))
		} else {
			reason = TextCell(reasonText(c))
		}
		// Under the earlier rules no App. 2 figure is a norm's: Required,
		// Norm and the credit are left empty (App. 2 head note).
		computed := c.Status != titles.NotComputed
		required, norm := pointsCell(c.Required), YesNoCell(c.Earned())
		if !computed {
			required, norm = Cell{}, Cell{}
		}
		row := []Cell{
			idCell(p), IntCell(int64(p.No)), TextCell(p.Name), TextCell(c.Level.String()),
			IntCell(int64(c.Opponents)), FloatCell(c.OpponentsAverage), required, pointsCell(c.Score),
			norm, over, reason, TextCell(c.Status.String()),
		}
		if running {
			needed := Cell{}
			if c.Status == titles.Possible {
				needed = pointsCell(c.Needed)
			}
			row = append(row, needed, IntCell(int64(c.Remaining)))
		}
		row = append(row, TextCell(event))
		if computed {
			row = append(row, IntCell(int64(c.Games)), IntCell(int64(c.GMGames)), IntCell(int64(c.SIMGames)))
		} else {
			row = append(row, Cell{}, Cell{}, Cell{})
		}
		t.Rows = append(t.Rows, row)
	}
	return t
}

// reasonText says why a check is no norm (yet): the reason it is out of
// reach, or, for one still possible, the points needed.
func reasonText(c titles.NormCheck) string {
	if c.Status == titles.Possible {
		return fmt.Sprintf("not yet: %s more from %s", c.Needed, words.Count(c.Remaining, "game", "games"))
	}
	return c.Reason.String()
}

// requirementsTable is the Requirements sheet: each check of App. 2 item 1
// (and the start date, announcement and rating of the section) with its
// rule, the section's value, the limit and pass or fail; a share failing
// where the assumed rating of item 3b applies says so. The last row says
// whether the section offers title norms, or for a section started before
// 1 April 2017 that they are not computed (App. 2 head note); its start
// date is then shown against "from 1 April 2017" as "earlier rules, not
// computed", no failure (titles.Requirements.Texts, Verdict).
func requirementsTable(rep *NormsReport) sheetTable {
	t := sheetTable{Name: "Requirements", Columns: []Column{
		{"Rule", FormatText}, {"Requirement", FormatText}, {"Value", FormatText}, {"Limit", FormatText}, {"Result", FormatText},
	}}
	req := rep.Watch.Statement.Requirements
	for _, c := range req.Checks {
		value, limit := checkCells(c)
		if req.Verdict(c) == titles.VerdictEarlierRules {
			v, l := req.Texts(c)
			value, limit = TextCell(v), TextCell(l)
		}
		result := req.Verdict(c).String()
		t.Rows = append(t.Rows, []Cell{TextCell(c.Item.Rule()), TextCell(c.Item.String()), value, limit, TextCell(result)})
	}
	offers := "no"
	switch {
	case req.TitleTournament():
		offers = "yes"
	case req.EarlierRules:
		offers = "not computed: " + titles.EarlierRulesText()
	}
	t.Rows = append(t.Rows, []Cell{TextCell("App. 2 item 1"), TextCell("the section offers title norms"), TextCell(offers), Cell{}, Cell{}})
	return t
}

// checkCells are a check's value and limit as the sheet shows them: yes/no
// for the checks that are conditions, numbers with "at least" or "at
// most" for the counts.
func checkCells(c titles.Check) (value, limit Cell) {
	yesNo := func(v int) Cell {
		if v != 0 {
			return TextCell("yes")
		}
		return TextCell("no")
	}
	num := func(v int) Cell { return TextCell(fmt.Sprint(v)) }
	switch c.Item {
	case titles.ItemStartDate, titles.ItemTitleTournament, titles.ItemRatedEvent, titles.ItemEventType:
		return yesNo(c.Value), TextCell("yes")
	case titles.ItemAssumedRating:
		if c.Value == 0 {
			return TextCell("none for this event"), Cell{}
		}
		return num(c.Value), Cell{}
	case titles.ItemFederationKnown:
		return TextCell(fmt.Sprintf("%d unknown", c.Value)), TextCell("none unknown")
	case titles.ItemOneFederation:
		return num(c.Value), TextCell(fmt.Sprintf("at most %d", c.Limit))
	}
	return num(c.Value), TextCell(fmt.Sprintf("at least %d", c.Limit))
}

// normsNotesTable is the Notes sheet of the norms workbook.
func normsNotesTable(rep *NormsReport, notes Notes) sheetTable {
	t := sheetTable{Name: NotesSheet, Columns: []Column{{"Item", FormatText}, {"Value", FormatText}}}
	add := func(item string, v Cell) { t.Rows = append(t.Rows, []Cell{TextCell(item), v}) }
	s := &rep.Crosstable.Section
	st := rep.Watch.Statement
	finished, total := rep.Finished()
	add("Program", TextCell("Rating Desk"))
	add("Program version", TextCell(notes.ProgramVersion))
	add("Rules", TextCell(NormRules))
	add("Performance scale", TextCell(fmt.Sprintf("%g (docs/rules.md §5)", rep.Scale)))
	add("Tournament", TextCell(s.Tournament))
	add("Section", TextCell(s.Name))
	add("Type", TextCell(s.Type))
	add("Start", DateCell(s.Start))
	add("Finished", DateCell(s.Finished))
	add("Rated", YesNoCell(s.Rated))
	add("Title tournament", YesNoCell(s.TitleTournament))
	add("Double round", YesNoCell(s.DoubleRound))
	if s.Boards > 0 {
		add("Board", TextCell(fmt.Sprintf("%d of %d", s.Board, s.Boards)))
	}
	add("Players", IntCell(int64(len(s.Players))))
	add("Games finished", IntCell(int64(finished)))
	add("Games in all", IntCell(int64(total)))
	add("Event average", FloatCell(st.Average))
	add("Category", TextCell(titles.CategoryName(st)))
	add("Ratings used for norms", TextCell(rep.RatingsUsed()))
	offers := YesNoCell(st.Requirements.TitleTournament())
	if st.Requirements.EarlierRules {
		offers = TextCell("not computed: " + titles.EarlierRulesText())
	}
	add("Offers title norms", offers)
	add("Sheet", TextCell(rep.Crosstable.Sheet))
	for _, f := range notes.Inputs {
		kind := f.Kind
		if kind == "" {
			kind = "file"
		}
		add("Input "+kind, TextCell(f.Path))
		add("Input "+kind+" SHA-256", TextCell(f.SHA256))
	}
	add("Warnings", IntCell(int64(len(notes.Warnings))))
	for i, w := range notes.Warnings {
		add(fmt.Sprintf("Warning %d", i+1), TextCell(w))
	}
	return t
}
