package pdfout

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"ratingdesk/internal/words"
	"ratingdesk/titles"
)

// WriteNormStatement writes the statement of title norms of one section to
// w as a PDF (docs/cli.md `norms --pdf`; App. 2 item 3a: the statement of norms
// prepared at the start of a tournament, in which the norms are fixed):
//
//   - a heading with the tournament, the section, its type, start (and
//     finish) date, the players and federations, the event's average rating
//     to four decimals (App. 2 item 2.3) and its category (item 2.12), the
//     ratings the norms count with (items 2.10, 3b), and whether the section
//     offers title norms;
//   - the section requirements of App. 2 item 1, each with the section's
//     value, its limit and pass or fail;
//   - one row per player in start-number order (No, name, ID, federation,
//     titles, start rating, the rating the norms count with, R_a) with, for
//     each title level GM to CCE, the points required: the norm result P
//     (item 2.4b) but at least the 35% minimum (item 1f), or "–" when R_a is
//     below R_p − 200 (item 2.8);
//   - once a game is finished, the results in the order of the standings
//     (Tournament Rules 7.2): score, games left and, for each level, the
//     norm watch of titles.WatchNorms: achieved (with the overscore),
//     secured, still possible (with the points needed) or out of reach (with
//     the reason). Each status has its own shade and its own words, so that
//     the page reads the same printed in greyscale;
//   - when opt names the tournament director, the arbiter or the issuer,
//     the line of issue and the two signature lines with the names under
//     them, as on a certificate (WriteNormCertificate).
//
// Readings: the statement table always shows the figures fixed at the
// start, before a game is played; where games of a withdrawn player were
// cancelled, the norm watch measures against the recalculated norms (App. 2
// item 3a), and a note says so. The footer names the title regulations as
// the ruleset (NormRuleset). The PDF's date is the section's finish date,
// else its start date.
func WriteNormStatement(w io.Writer, s titles.Section, opt NormOptions) error {
	watch, err := titles.WatchNorms(s)
	if err != nil {
		return fmt.Errorf("pdfout: statement of norms: %w", err)
	}
	standings, err := titles.Standings(s)
	if err != nil {
		return fmt.Errorf("pdfout: statement of norms: %w", err)
	}
	name := sectionName(s)
	d := NewDocument(Meta{
		Title:          "Statement of title norms",
		Subject:        "Statement of title norms, " + name,
		ProgramVersion: opt.ProgramVersion,
		RulesetID:      NormRuleset,
		Date:           sectionDate(s),
		Paper:          opt.Paper,
	})
	d.SetSection(name)
	d.AddPage()
	d.Heading("Statement of title norms")
	d.Paragraph(Bold, 11, name)
	d.Space(1.5)
	st := watch.Statement
	finished, total := s.FinishedGames()
	d.Fields(36, statementFields(s, st, finished, total))
	statementRequirements(d, st.Requirements, len(s.Players), s.DoubleRound)
	statementTable(d, s, st)
	if finished > 0 {
		statementResults(d, s, watch, standings, finished, total)
	}
	statementSignatures(d, opt)
	return d.Output(w)
}

// statementSignatures closes the statement with the line of issue and the
// two signature lines of the certificates (issuedText, signatureLines)
// when a signer or the issuer is named (NormOptions Director, Arbiter,
// Issuer); a statement without names ends with its tables, as before.
func statementSignatures(d *Document, opt NormOptions) {
	if strings.TrimSpace(opt.Director+opt.Arbiter+opt.Issuer) == "" {
		return
	}
	d.EnsureSpace(certSignatureH + 4)
	d.Space(4)
	d.SetFont(Regular, 9.5)
	d.pdf.CellFormat(d.ContentWidth(), 5, d.printable(issuedText(opt)), "", 1, "C", false, 0, "")
	signatureLines(d, d.pdf.GetY()+9, opt)
	d.pdf.SetY(d.pdf.GetY() + 10)
	d.SetFont(Regular, 9)
}

// statementFields are the lines of the statement's heading.
func statementFields(s titles.Section, st titles.Statement, finished, total int) []Field {
	finish := day(s.Finished)
	switch {
	case !s.Finished.IsZero():
	case finished == total && total > 0:
		finish = fmt.Sprintf("no finish date given; all %s finished", words.Count(total, "game", "games"))
	default:
		finish = fmt.Sprintf("section in play: %d of %s finished", finished, words.Count(total, "game", "games"))
	}
	verdict := "yes: the section meets App. 2 item 1 and offers title norms"
	if st.Requirements.EarlierRules {
		verdict = "not computed: " + titles.EarlierRulesText()
	} else if f := st.Requirements.Failures(); len(f) > 0 {
		var why []string
		for _, c := range f {
			why = append(why, c.Item.Rule()+" ("+c.Item.String()+")")
		}
		verdict = "no: the section offers no title norms; it fails " + strings.Join(why, "; ")
	}
	return []Field{
		{"Tournament", orDash(s.Tournament)},
		{"Section", orDash(s.Name)},
		{"Type", orDash(s.Type)},
		{"Start", dateOrDash(s.Start)},
		{"Finish", finish},
		{"Players", fmt.Sprintf("%d, %s", len(s.Players), roundText(s))},
		{"Federations", federationsText(s)},
		{"Average rating", words.Fixed(st.Average, 4) + " (App. 2 item 2.3)"},
		{"Category", categoryText(st)},
		{"Ratings for norms", ratingsUsedText(st)},
		{"Title tournament", verdict},
	}
}

// statementRequirements prints the check of App. 2 item 1.
func statementRequirements(d *Document, req titles.Requirements, players int, double bool) {
	d.Subheading("Section requirements (App. 2 item 1)")
	r := req.Row
	round := "single round"
	if double {
		round = "double round"
	}
	d.Paragraph(Regular, 8.5, fmt.Sprintf("Row of the App. 2 item 1 table for %d players (%s): A %d, B %d, C %d, D %d, E %d, F %s.",
		players, round, r.Players, r.Games, r.MaxOneFederation, r.MinRated, r.MinFixed, r.MinScore))
	d.Space(1)
	// Section and Needed are as wide as their widest text (the
	// Requirement, which wraps, takes what they leave).
	var values, limits []string
	for _, c := range req.Checks {
		value, limit := req.Texts(c)
		values, limits = append(values, value), append(limits, limit)
	}
	const size = 8
	t := d.NewTable([]Column{
		{Title: "Rule", Width: 37, Wrap: true},
		{Title: "Requirement", Wrap: true},
		{Title: "Section", Width: d.fitWidth(21, Regular, size, values...), Align: Right},
		{Title: "Needed", Width: d.fitWidth(25, Regular, size, limits...), Align: Right},
		{Title: "Result", Width: 20, Align: Center},
	}, TableStyle{Size: size, Zebra: true})
	bold, italic := Bold, Italic
	for _, c := range req.Checks {
		value, limit := req.Texts(c)
		verdict := req.Verdict(c)
		styles := make([]cellStyle, 5)
		switch verdict {
		case titles.VerdictFail, titles.VerdictAssumed:
			styles[4] = cellStyle{fill: &fillFail, font: &bold}
		case titles.VerdictEarlierRules:
			// App. 2 head note: no failure, the earlier rules apply.
			styles[4] = cellStyle{text: &textGrey, font: &italic}
		}
		t.rowStyled([]string{c.Item.Rule(), c.Item.String(), value, limit, verdict.Short()}, styles)
	}
}

// statementTable prints the players and the points each needs for each
// title level, as fixed at the start (App. 2 item 3a). For a section
// started before 1 April 2017 it says in one line that they are not
// computed: its norms follow the earlier rules (App. 2 head note), and
// no figure of App. 2 is printed as its norm.
func statementTable(d *Document, s titles.Section, st titles.Statement) {
	if st.Requirements.EarlierRules {
		d.Subheading("Points required for a norm")
		d.Paragraph(Regular, 8.5, "Not computed: the section started on "+day(s.Start)+", before "+
			titles.RegulationsStart().Format("2 January 2006")+"; "+titles.EarlierRulesText()+".")
		return
	}
	keepTogether(d, len(s.Players))
	d.Subheading("Points required for a norm, fixed at the start (App. 2 item 3a)")
	cols := []Column{
		{Title: "No", Width: 7, Align: Right},
		{Title: "Name", Wrap: true},
		{Title: "ID", Width: 14, Align: Right},
		{Title: "Fed", Width: 10, Align: Center},
		{Title: "Title", Width: 11, Align: Center},
		{Title: "Start", Width: 12, Align: Right},
		{Title: "For norms", Width: 15, Align: Right},
		{Title: "Ra", Width: 15, Align: Right},
	}
	for _, l := range titles.Levels() {
		cols = append(cols, Column{Title: l.String(), Width: 10, Align: Center})
	}
	t := d.NewTable(cols, TableStyle{Size: 8, Zebra: true})
	fide, mean := false, false
	cells := make([]string, 0, len(cols))
	for _, i := range startOrder(s) {
		p, ps := s.Players[i], st.Players[i]
		start := "–"
		if p.StartRating > 0 {
			start = strconv.Itoa(p.StartRating)
		}
		mark := ratingMark(p, st)
		fide = fide || mark == markFIDE
		mean = mean || mark == markMean
		used := ratingText(st.Ratings[i]) + mark
		cells = append(cells[:0], strconv.Itoa(startNo(p, i)), playerName(p, i), idOrDash(p), orDash(p.Fed), titlesText(p),
			start, used, averageText(ps.OpponentsAverage))
		for _, l := range titles.Levels() {
			ls, _ := ps.Level(l)
			cells = append(cells, titles.RequiredText(ls.Required, ls.AverageOK))
		}
		t.Row(cells...)
	}
	d.Space(1.5)
	var b strings.Builder
	fmt.Fprintf(&b, "Points required: the norm result P, the sum of the winning expectancies Wei of a player rated Rp against every opponent, "+
		"rounded up to a half point (App. 2 item 2.4), but at least %d%% of the possible points, %s here (App. 2 item 1f). ", titles.MinScorePercent, st.Requirements.Row.MinScore)
	b.WriteString("Rp and the least Ra: ")
	for k, l := range titles.Levels() {
		if k > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s %d and %d", l, l.Performance(), l.MinAverage())
	}
	fmt.Fprintf(&b, " (App. 2 item 2.7). Ra is the average rating of the player's opponents, not rounded (App. 2 item 2.2). "+
		"“–”: no norm of that level is possible, Ra is below Rp − %d (App. 2 item 2.8).", titles.AverageMargin)
	if fide {
		b.WriteString(" " + markFIDE + " FIDE rating of a player without an ICCF rating (App. 2 item 2.10).")
	}
	if mean {
		b.WriteString(" " + markMean + " Mean rating of the players with an ICCF or FIDE rating, for a player with neither (App. 2 item 2.10).")
	}
	d.Paragraph(Italic, 8, b.String())
}

// startOrder lists the players' indexes by start number (then row).
func startOrder(s titles.Section) []int {
	out := make([]int, len(s.Players))
	for i := range out {
		out[i] = i
	}
	slices.SortFunc(out, func(a, b int) int {
		return cmp.Or(cmp.Compare(startNo(s.Players[a], a), startNo(s.Players[b], b)), cmp.Compare(a, b))
	})
	return out
}

// statementResults prints the norm watch in the order of the standings.
func statementResults(d *Document, s titles.Section, watch titles.Watch, standings []titles.Standing, finished, total int) {
	keepTogether(d, len(standings))
	switch {
	case !s.Finished.IsZero():
		d.Subheading("Norms at the end of the section (finished " + day(s.Finished) + ")")
	case finished == total:
		d.Subheading(fmt.Sprintf("Norms: all %s finished", words.Count(total, "game", "games")))
	default:
		d.Subheading(fmt.Sprintf("Norms during play: %d of %s finished", finished, words.Count(total, "game", "games")))
	}
	var cancelled []string
	for i, p := range s.Players {
		if p.GamesCancelled {
			cancelled = append(cancelled, playerName(p, i))
		}
	}
	if len(cancelled) > 0 {
		d.Paragraph(Regular, 8.5, "The games of "+strings.Join(cancelled, ", ")+" were cancelled: the norms of the other players are recalculated without them, "+
			"and the points required may differ from the statement above; a norm still counts for the games and titled opponents fixed at the start (App. 2 item 3a).")
		d.Space(1)
	}
	cols := []Column{
		{Title: "Place", Width: 10, Align: Center},
		{Title: "No", Width: 7, Align: Right},
		{Title: "Name", Wrap: true},
		{Title: "Score", Width: 11, Align: Right},
		{Title: "Left", Width: 9, Align: Right},
	}
	for _, l := range titles.Levels() {
		cols = append(cols, Column{Title: l.String(), Width: 21, Align: Center})
	}
	t := d.NewTable(cols, TableStyle{Size: 8})
	var withdrawn []string
	for _, line := range standings {
		i := line.Player
		p := s.Players[i]
		scoreText, left := line.Score.String(), "–"
		switch {
		case line.Cancelled:
			scoreText = "–"
		case p.Withdrawn == titles.WithdrawalAccepted:
			// The norms' score: his played games only (App. 2 item 3a).
			c, _ := watch.Check(i, titles.GM)
			scoreText = c.Score.String() + markWithdrawn
			withdrawn = append(withdrawn, fmt.Sprintf("No %d %s: %s from %s played, %s in the standings",
				startNo(p, i), playerName(p, i), c.Score, words.Count(c.ScoreGames, "game", "games"), line.Score))
		}
		cells := []string{line.PlaceString(), strconv.Itoa(startNo(p, i)), playerName(p, i), scoreText, left}
		styles := make([]cellStyle, 5, len(cols))
		for _, l := range titles.Levels() {
			c, _ := watch.Check(i, l)
			if !line.Cancelled {
				cells[4] = strconv.Itoa(c.Remaining)
			}
			text, style := watchCell(c)
			cells = append(cells, text)
			styles = append(styles, style)
		}
		t.rowStyled(cells, styles)
	}
	d.Space(1.5)
	measured := measuredText(watch, len(cancelled) > 0)
	score := "Score: points from finished games, forfeits as the table scores them (docs/rules.md §1.4). "
	if len(withdrawn) > 0 {
		score += markWithdrawn + " Withdrawal accepted: the points of the games played before it; the " + afterWithdrawal(s) + " after it do not count for a norm (App. 2 item 3a): " +
			strings.Join(withdrawn, "; ") + ". "
	}
	d.Paragraph(Italic, 8, score+"Left: games not finished. "+measured)
	d.Space(1)
	watchKey(d, watch)
	if len(cancelled) > 0 {
		recalculatedTable(d, s, watch)
	}
}

// measuredText says what the norms at the end are measured against: the
// statement above, the points recalculated without cancelled games (App.
// 2 item 3a), or, for a section started before 1 April 2017, nothing: no
// norm is computed (App. 2 head note).
func measuredText(watch titles.Watch, cancelled bool) string {
	switch {
	case watch.Statement.Requirements.EarlierRules:
		// App. 2 head note: there are no points required to measure by.
		return "No norm is computed: the section started before " + titles.RegulationsStart().Format("2 January 2006") +
			" and its norms follow the earlier rules (App. 2 head note)."
	case cancelled:
		// Not those above (a tester: the two notes contradicted each other).
		return "The norms are measured against the points required and the Ra recalculated without the cancelled games (App. 2 item 3a), not those of the statement above."
	}
	return "The norms are measured against the points required and the Ra of the statement above."
}

// afterWithdrawal names the games not played of the players with an
// accepted withdrawal (titles.Section.UnplayedGames): "forfeits" when they
// are all forfeits (+ or −), else "games" (unfinished games are no
// forfeits; a TD re-tester).
func afterWithdrawal(s titles.Section) string {
	for i, p := range s.Players {
		if _, unfinished := s.UnplayedGames(i); p.Withdrawn == titles.WithdrawalAccepted && unfinished > 0 {
			return "games"
		}
	}
	return "forfeits"
}

// markWithdrawn marks the score of a player with an accepted withdrawal in
// the norms at the end: that of his played games (App. 2 item 3a).
const markWithdrawn = "†"

// recalculatedTable prints, for a section where players' games were
// cancelled, the Ra and the points required that the norms are measured
// against, recalculated without those games (App. 2 item 3a), for every
// player whose games count.
func recalculatedTable(d *Document, s titles.Section, watch titles.Watch) {
	keepTogether(d, len(s.Players))
	d.Subheading("Points required, recalculated without the cancelled games (App. 2 item 3a)")
	cols := []Column{
		{Title: "No", Width: 7, Align: Right},
		{Title: "Name", Wrap: true},
		{Title: "Games", Width: 13, Align: Right},
		{Title: "Ra", Width: 15, Align: Right},
	}
	for _, l := range titles.Levels() {
		cols = append(cols, Column{Title: l.String(), Width: 10, Align: Center})
	}
	t := d.NewTable(cols, TableStyle{Size: 8, Zebra: true})
	for _, i := range startOrder(s) {
		p := s.Players[i]
		if p.GamesCancelled {
			continue
		}
		c0, _ := watch.Check(i, titles.GM)
		cells := []string{strconv.Itoa(startNo(p, i)), playerName(p, i), strconv.Itoa(c0.CountedGames(s)), averageText(c0.OpponentsAverage)}
		for _, l := range titles.Levels() {
			c, _ := watch.Check(i, l)
			cells = append(cells, titles.RequiredText(c.Required, c.AverageOK))
		}
		t.Row(cells...)
	}
	d.Space(1.5)
	d.Paragraph(Italic, 8, fmt.Sprintf("Games: the games that count, against the players whose games were not cancelled. "+
		"Ra and the points required as in the statement above, over those games; the %d%% minimum is of those games too (App. 2 items 1f, 3a). "+
		"“–”: Ra is below Rp − %d (App. 2 item 2.8).", titles.MinScorePercent, titles.AverageMargin))
}

// keepTogether starts a new page before a table of the given number of
// rows (with its heading) when it would fit on a fresh page but not on
// what is left of this one, so that a short table is not split.
func keepTogether(d *Document, rows int) {
	// A heading, a header row and a row of 8 pt text each row, with some
	// room for names that wrap onto a second line.
	h := 14 + float64(rows+1)*8*ptToMM*1.5*1.15
	if h < d.bottom()-marginTop && d.Remaining() < h {
		d.AddPage()
	}
}

// watchKey prints the key of the norm watch: each kind of cell the table
// holds, in its own shade, with what it means.
func watchKey(d *Document, watch titles.Watch) {
	type entry struct {
		sample  titles.NormCheck
		meaning string
	}
	entries := []entry{
		{titles.NormCheck{Status: titles.Achieved, Overscore: 2}, fmt.Sprintf("Norm earned and no game left. +n is the overscore ng, games added to the norm's count towards the %d games of a title (App. 2 item 2.4c).", titles.TitleGames)},
		{titles.NormCheck{Status: titles.Secured}, "The points required are reached while games are left; a score cannot fall, so the title result stands (+n as above, for the score so far)."},
		{titles.NormCheck{Status: titles.Possible, Needed: 3}, "Still possible: the points shown are still needed from the games left."},
		{titles.NormCheck{Reason: titles.ReasonScore}, "Even winning every game left would not reach the points required."},
		{titles.NormCheck{Reason: titles.ReasonAverage}, fmt.Sprintf("The opponents' average rating Ra is below Rp − %d (App. 2 item 2.8).", titles.AverageMargin)},
		{titles.NormCheck{Reason: titles.ReasonWithdrawn}, "Withdrawn: no norm unless the title result was reached before an accepted withdrawal (App. 2 item 3a)."},
		{titles.NormCheck{Reason: titles.ReasonSection}, "The section does not meet App. 2 item 1 and offers no norms."},
		{titles.NormCheck{Status: titles.NotComputed, Reason: titles.ReasonEarlierRules}, "The section started before " + titles.RegulationsStart().Format("2 January 2006") +
			": its norms follow the earlier rules (App. 2 head note), which Rating Desk does not compute."},
	}
	seen := map[titles.NormStatus]bool{}
	reasons := map[titles.Reason]bool{}
	for _, c := range watch.Checks {
		seen[c.Status] = true
		reasons[c.Reason] = true
	}
	var shown []entry
	for _, e := range entries {
		if (e.sample.Status == titles.OutOfReach && reasons[e.sample.Reason]) || (e.sample.Status != titles.OutOfReach && seen[e.sample.Status]) {
			shown = append(shown, e)
		}
	}
	d.EnsureSpace(float64(len(shown)+2) * 7.5 * ptToMM * 1.5)
	t := d.NewTable([]Column{
		{Title: "Key", Width: 24, Align: Center},
		{Title: "Meaning", Wrap: true},
	}, TableStyle{Size: 7.5})
	for _, e := range shown {
		text, style := watchCell(e.sample)
		t.rowStyled([]string{text, e.meaning}, []cellStyle{style})
	}
}

// watchCell writes one norm watch check as a cell: its words and its
// shade (see the colours in norms.go).
func watchCell(c titles.NormCheck) (string, cellStyle) {
	bold, italic := Bold, Italic
	over := ""
	if c.Overscore > 0 {
		over = fmt.Sprintf(" +%d", c.Overscore)
	}
	switch c.Status {
	case titles.Achieved:
		return "achieved" + over, cellStyle{fill: &fillAchieved, text: &textWhite, font: &bold}
	case titles.Secured:
		return "secured" + over, cellStyle{fill: &fillSecured, font: &bold}
	case titles.Possible:
		return "needs " + c.Needed.String(), cellStyle{fill: &fillPossible}
	}
	return c.Reason.Short(), cellStyle{text: &textGrey, font: &italic}
}
