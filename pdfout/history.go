package pdfout

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"time"

	"ratingdesk/charts"
	"ratingdesk/engine"
	"ratingdesk/internal/words"
	"ratingdesk/outputs"
)

// HistoryReport is what the history report prints (docs/cli.md `replay
// --report` and `reconcile --report`): the periods replayed, a comparison
// of two rulesets, a reconciliation of two lists and the curve of each
// player asked for. Any part may be empty; the report leaves it out.
type HistoryReport struct {
	// Title is the document's title ("Rating history 2024/1 – 2026/1").
	Title string
	// Fields describe the run on the summary page (periods, rulesets and
	// the switch, start list), as label and value.
	Fields []Field
	// Inputs are the files read, with their SHA-256.
	Inputs []outputs.InputFile
	// Warnings are the problems of the inputs that did not stop the
	// replay (games outside its quarters, a name that differs from the
	// list's), one line each as the CLI prints them.
	Warnings []string
	// Periods are the periods replayed, in order.
	Periods []HistoryPeriod
	// Comparison compares the lists of two rulesets (nil: none).
	Comparison *HistoryComparison
	// Reconciliation lists the differences between two lists (nil: none).
	Reconciliation *HistoryReconciliation
	// Players get a page each with their rating curve.
	Players []HistoryPlayer
	// RulesetID names the ruleset(s) in every footer ("iccf-2017 →
	// iccf-2023").
	RulesetID string
	// Date is the PDF's date, from the input (the last period's first
	// valid day), so that the same input gives the same bytes.
	Date time.Time
}

// HistoryPeriod is one period of a replay and its counts.
type HistoryPeriod struct {
	Period  string
	Ruleset string
	// Players on the list, games rated in the period, and players with a
	// rating after it.
	Players, GamesRated, RatedPlayers int
	// Played counts the players with a game counted in the period;
	// NotRated the period's own games (finished in its window) not rated,
	// as the History tab shows them.
	Played, NotRated int
}

// HistoryComparison is a comparison of the same players under two
// rulesets (or any two lists): who gains and who loses.
type HistoryComparison struct {
	// A and B name the two sides ("iccf-2023", "iccf-2025"); differences
	// are B − A.
	A, B string
	// After is the quarter whose lists are compared ("2025/1"), "" when
	// not known.
	After string
	// Compared counts the players rated on both sides; Gain, Lose and
	// Same split them; Mean is the mean difference.
	Compared, Gain, Lose, Same int
	Mean                       float64
	// Diffs are the differences of the published ratings, B − A, of
	// every player compared (the histogram).
	Diffs []int
	// Gainers and Losers are the biggest movers each way, biggest first:
	// the report lists them all.
	Gainers, Losers []Mover
}

// Mover is one player of a comparison: the published ratings on both
// sides and the difference B − A.
type Mover struct {
	ID         string
	Name, Fed  string
	A, B, Diff int
}

// HistoryReconciliation is the difference of two lists (docs/cli.md
// `reconcile`): how many players differ in each kind, and the rows.
type HistoryReconciliation struct {
	// Official and Computed name the two lists (their files).
	Official, Computed string
	// Compared counts the players on either list (desk.Reconciliation),
	// 0 when not known.
	Compared int
	// Kinds counts the rows of each kind, in the order to print.
	Kinds []KindCount
	// RenamedBesides counts the rows of another kind whose names differ
	// too (ReconcileRow.ComputedName), which the kinds do not count.
	RenamedBesides int
	// NotCompared says which ratings were not compared, a sentence each
	// without its full stop (desk.Reconciliation.NotCompared: ratings
	// under 12 games a list gives none for; docs/rules.md "Unpublished
	// ratings"); the summary prints them after the counts.
	NotCompared []string
	// Rows are the differences, one a player.
	Rows []ReconcileRow
}

// KindCount is how many players differ in one way.
type KindCount struct {
	// Kind is the kind in full; Short as the rows print it.
	Kind, Short string
	Count       int
}

// ReconcileRow is one player whose rows differ, as the reconciliation
// file writes it: values already written ("" when a list lacks them).
// Kind is printed on one line: give it in short (KindCount.Short).
type ReconcileRow struct {
	ID, Name string
	// ComputedName is the computed list's name when it is spelt
	// differently from Name, else "".
	ComputedName                       string
	Official, Computed, Delta          string
	OfficialRD, ComputedRD             string
	OfficialGames, ComputedGames, Kind string
}

// HistoryPlayer is a player's page: the rating curve over the periods.
type HistoryPlayer struct {
	ID, Name, Fed string
	Points        []charts.CurvePoint
}

// HistoryOptions says how the history report is printed.
type HistoryOptions struct {
	Paper          Paper
	ProgramVersion string
}

// WriteHistoryReport writes the history report to w as a PDF: a summary
// (the run, the inputs with their SHA-256, a table of the periods with
// their counts), the comparison of two rulesets (counts, the histogram of
// the differences and the biggest movers both ways), the reconciliation
// (the two lists and the counts by kind on the summary page, every row on
// a page of its own) and a page per player with the curve of the rating
// after each period, the ±RD band, and a table of each period's rating,
// RD and number of games rated.
func WriteHistoryReport(w io.Writer, r *HistoryReport, opt HistoryOptions) error {
	if r == nil {
		return errors.New("pdfout: no history to report")
	}
	d := NewDocument(Meta{
		Title:          r.Title,
		Subject:        "ICCF rating history",
		ProgramVersion: opt.ProgramVersion,
		RulesetID:      r.RulesetID,
		Date:           r.Date,
		Paper:          opt.Paper,
	})
	historySummary(d, r)
	if r.Comparison != nil {
		historyComparison(d, r.Comparison)
	}
	if r.Reconciliation != nil {
		historyReconciliation(d, r.Reconciliation)
	}
	for _, p := range r.Players {
		historyPlayer(d, p)
	}
	return d.Output(w)
}

// historySummary prints the summary page and the table of periods; none
// when the report has no run to describe.
func historySummary(d *Document, r *HistoryReport) {
	if len(r.Fields) == 0 && len(r.Inputs) == 0 && len(r.Periods) == 0 && r.Reconciliation == nil {
		return
	}
	d.SetSection("Summary")
	d.AddPage()
	d.Heading(r.Title)
	if len(r.Fields) > 0 {
		d.Fields(34, r.Fields)
	}
	if len(r.Inputs) > 0 {
		d.Subheading("Input files")
		d.SetFont(Mono, 6.5)
		hashW := d.textWidth(sha256Sample) + 2*d.pdf.GetCellMargin() + 1
		t := d.NewTable([]Column{
			{Title: "Kind", Width: 24},
			{Title: "File", Clip: ClipStart},
			{Title: "SHA-256", Width: hashW, Font: Mono},
		}, TableStyle{Size: 7.5})
		for _, f := range r.Inputs {
			t.Row(f.Kind, f.Path, f.SHA256)
		}
	}
	if len(r.Warnings) > 0 {
		d.Subheading(fmt.Sprintf("Warnings of the input files: %d (they did not stop the replay)", len(r.Warnings)))
		for _, w := range r.Warnings {
			d.Paragraph(Regular, 8, w)
		}
	}
	if len(r.Periods) > 0 {
		historyPeriods(d, r.Periods)
	}
	if r.Reconciliation != nil {
		reconciliationCounts(d, r.Reconciliation)
	}
}

// historyPeriods prints the table of the periods replayed.
func historyPeriods(d *Document, periods []HistoryPeriod) {
	d.Subheading(fmt.Sprintf("Periods: %d", len(periods)))
	// The columns of the History tab's table, Played and Not rated too
	// (a tester compared the two).
	t := d.NewTable([]Column{
		{Title: "Period", Width: 18}, {Title: "Ruleset", Width: 24},
		{Title: "Players on the list", Width: 32, Align: Right}, {Title: "Played", Width: 20, Align: Right},
		{Title: "Games rated", Width: 25, Align: Right}, {Title: "Not rated", Width: 22, Align: Right},
		{Title: "Players with a rating", Width: 35, Align: Right},
	}, TableStyle{Size: 8.5, Zebra: true})
	for _, p := range periods {
		t.Row(p.Period, p.Ruleset, words.Number(p.Players), words.Number(p.Played), words.Number(p.GamesRated),
			words.Number(p.NotRated), words.Number(p.RatedPlayers))
	}
	d.Paragraph(Italic, 8, "Played counts the players with a game counted in the period; Not rated the period's own games "+
		"(finished in its window; undated ones in the first period) that are not rated: unfinished, forfeits, tournaments not rated.")
}

// historyComparison prints the comparison of two rulesets.
func historyComparison(d *Document, c *HistoryComparison) {
	d.SetSection("Comparison")
	d.AddPage()
	heading := fmt.Sprintf("Comparison: %s against %s", c.B, c.A)
	if c.After != "" {
		// Which lists: a tester could not tell a comparison of other
		// periods from the replay's.
		heading += ", the lists after " + c.After
	}
	d.Heading(heading)
	d.Fields(34, []Field{
		{"Compared", fmt.Sprintf("%s players rated on both lists; differences are %s − %s", words.Number(c.Compared), c.B, c.A)},
		{"Gain", fmt.Sprintf("%s higher under %s", players(c.Gain, "rates", "rate"), c.B)},
		{"Lose", fmt.Sprintf("%s lower under %s", players(c.Lose, "rates", "rate"), c.B)},
		{"Same", players(c.Same, "has", "have") + " the same published rating"},
		{"Mean difference", words.Fixed(c.Mean, 1) + " points"},
	})
	d.Subheading("Distribution of the differences")
	if len(c.Diffs) == 0 {
		d.Paragraph(Italic, 9, "No player is rated on both lists.")
	} else {
		size := charts.ReportSize
		size.WidthMM = min(size.WidthMM, d.ContentWidth())
		size.HeightMM = chartHeightMM
		png, labels, err := charts.DifferencesPicture(c.Diffs, c.B+" − "+c.A, size)
		d.picture("histogram-differences", png, labels, size, err)
	}
	d.Subheading("Biggest gains under " + c.B)
	moverRowsTable(d, c, c.Gainers, "No player gains.")
	d.Subheading("Biggest losses under " + c.B)
	moverRowsTable(d, c, c.Losers, "No player loses.")
}

// players is "1 player rates" or "3 players rate": n players and the
// verb that goes with them.
func players(n int, one, many string) string {
	if n == 1 {
		return "1 player " + one
	}
	return words.Number(n) + " players " + many
}

// moverRowsTable prints movers, all of them (the caller chose how many:
// desk.MoversListed, as many as the app lists), or none when there are
// none.
func moverRowsTable(d *Document, c *HistoryComparison, movers []Mover, none string) {
	if len(movers) == 0 {
		d.Paragraph(Italic, 9, none)
		return
	}
	t := d.NewTable([]Column{
		{Title: "ID", Width: 20, Align: Right}, {Title: "Name"}, {Title: "Fed", Width: 12},
		{Title: c.A, Width: 24, Align: Right}, {Title: c.B, Width: 24, Align: Right}, {Title: "Difference", Width: 22, Align: Right},
	}, TableStyle{Size: 8.5, Zebra: true})
	for _, m := range movers {
		t.Row(m.ID, m.Name, m.Fed, strconv.Itoa(m.A), strconv.Itoa(m.B), signed(m.Diff))
	}
}

// reconciliationCounts prints, on the summary page, the two lists a
// reconciliation compares and how many players differ in each kind (the
// rows follow on the reconciliation's page, historyReconciliation), in
// the words reconcile prints on standard output (docs/cli.md reconcile:
// "4 of 84 players differ"; the RD is compared where both lists have one),
// and which ratings were not compared (NotCompared).
func reconciliationCounts(d *Document, r *HistoryReconciliation) {
	if len(r.Rows) == 0 {
		d.Subheading("Differences: none")
	} else {
		d.Subheading("Differences by kind: " + r.differing(true))
	}
	d.Fields(34, []Field{{"Official list", r.Official}, {"Computed list", r.Computed}})
	if len(r.Rows) == 0 {
		players := "the players agree"
		if r.Compared > 0 {
			players = "the " + words.Count(r.Compared, "player", "players") + " " + words.Agree(r.Compared, "agrees", "agree")
		}
		d.Paragraph(Regular, 9, "No differences: "+players+" (rating, RD where both lists have one, games, name).")
	} else {
		reconciliationKinds(d, r)
	}
	for _, s := range r.NotCompared {
		d.Paragraph(Regular, 9, s+".")
	}
}

// reconciliationKinds prints the table of the kinds found and how many
// of their players are named differently too.
func reconciliationKinds(d *Document, r *HistoryReconciliation) {
	k := d.NewTable([]Column{{Title: "Kind", Width: 100}, {Title: "In the rows", Width: 34}, {Title: "Players", Width: 24, Align: Right}},
		TableStyle{Size: 8.5, Zebra: true})
	for _, c := range r.Kinds {
		k.Row(c.Kind, c.Short, words.Number(c.Count))
	}
	if n := r.RenamedBesides; n > 0 {
		d.Paragraph(Regular, 9, fmt.Sprintf("%s with another difference %s also named differently on the two lists (the rows give both names).",
			words.Count(n, "player", "players"), words.Agree(n, "is", "are")))
	}
}

// differing is how many players differ of those compared, "4 of 84
// players" (verb: "4 of 84 players differ", as reconcile prints it), or
// "4 players" when the number compared is not known.
func (r *HistoryReconciliation) differing(verb bool) string {
	n := len(r.Rows)
	s := words.Count(n, "player", "players")
	if r.Compared > 0 {
		s = words.Number(n) + " of " + words.Count(r.Compared, "player", "players")
	}
	if verb {
		s += " " + words.Agree(n, "differs", "differ")
	}
	return s
}

// historyReconciliation prints the page of every difference of a
// reconciliation; none when the lists agree (the summary says so).
func historyReconciliation(d *Document, r *HistoryReconciliation) {
	if len(r.Rows) == 0 {
		return
	}
	d.SetSection("Reconciliation")
	d.AddPage()
	d.Heading("Reconciliation of two lists")
	d.Fields(34, []Field{{"Official list", r.Official}, {"Computed list", r.Computed}})
	d.Subheading("Every difference: " + r.differing(false))
	renamed := false
	for _, row := range r.Rows {
		renamed = renamed || row.ComputedName != ""
	}
	t := d.NewTable([]Column{
		{Title: "ID", Width: 15, Align: Right}, {Title: "Name", Wrap: renamed},
		{Title: "Official", Width: 15, Align: Right}, {Title: "Computed", Width: 16, Align: Right}, {Title: "Δ", Width: 10, Align: Right},
		{Title: "Off. RD", Width: 13, Align: Right}, {Title: "Comp. RD", Width: 15, Align: Right},
		{Title: "Off. games", Width: 17, Align: Right}, {Title: "Comp. games", Width: 19, Align: Right}, {Title: "Kind", Width: 24},
	}, TableStyle{Size: 7.5, Zebra: true})
	for _, row := range r.Rows {
		name := row.Name
		if row.ComputedName != "" {
			name += " (computed: " + row.ComputedName + ")"
		}
		t.Row(row.ID, name, row.Official, row.Computed, row.Delta, row.OfficialRD, row.ComputedRD, row.OfficialGames, row.ComputedGames, row.Kind)
	}
}

// historyPlayer prints a player's page: the curve and its values.
func historyPlayer(d *Document, p HistoryPlayer) {
	who := p.Name
	if p.Fed != "" {
		who += ", " + p.Fed
	}
	d.SetSection("Player " + p.ID)
	d.AddPage()
	d.Heading(fmt.Sprintf("%s (%s)", who, p.ID))
	size := charts.CurveSize
	size.WidthMM = min(size.WidthMM, d.ContentWidth())
	size.DPI = charts.ReportSize.DPI
	png, labels, err := charts.CurvePicture(p.Points, size)
	d.picture("curve-"+p.ID, png, labels, size, err)
	t := d.NewTable([]Column{
		{Title: "Period", Width: 22}, {Title: "Rating", Width: 24, Align: Right}, {Title: "RD", Width: 22, Align: Right},
		{Title: "Rating exact", Width: 30, Align: Right}, {Title: "RD exact", Width: 26, Align: Right}, {Title: "Games in the period", Width: 36, Align: Right},
	}, TableStyle{Size: 8.5, Zebra: true})
	for _, pt := range p.Points {
		if !pt.Rated {
			t.Row(pt.Period, "unrated", "", "", "", strconv.Itoa(pt.Games))
			continue
		}
		rd, rdExact := "", ""
		if pt.RD > 0 {
			rd, rdExact = strconv.Itoa(engine.RoundHalfUp(pt.RD)), words.Fixed(pt.RD, 6)
		}
		games := strconv.Itoa(pt.Games)
		if pt.Start {
			games = "starting list"
		}
		t.Row(pt.Period, strconv.Itoa(engine.RoundHalfUp(pt.Rating)), rd, words.Fixed(pt.Rating, 6), rdExact, games)
	}
}

// picture places a chart drawn without its text (charts' *Picture) and
// prints its labels in the document's fonts; err says why it could not be
// drawn.
func (d *Document) picture(name string, png []byte, labels []charts.Label, size charts.Size, err error) {
	if err != nil {
		d.Paragraph(Italic, 9, "The chart could not be drawn: "+err.Error())
		return
	}
	x, y := d.image(name, png, size.WidthMM, size.HeightMM)
	for _, l := range labels {
		d.SetFont(Regular, l.SizePt)
		text := d.printable(l.Text)
		half := float64(d.textWidth(text) / 2)
		d.pdf.Text(float64(x+l.CentreMM)-half, float64(y+l.BaselineMM), text)
	}
	d.SetFont(Regular, 9)
}
