package main

import (
	"fmt"
	"io"
	"path/filepath"
	"ratingdesk/desk"
	"strings"
	"unicode/utf8"

	"ratingdesk/titles"
	"ratingdesk/xlsxio"

	"ratingdesk/internal/words"
)

// printNormsSummary tells what the norms of a section are, on standard
// output: the section, its average and category, the standings, the
// points each player needs for each title level (for a section started
// before 1 April 2017, one line saying they are not computed: App. 2
// head note), and the norms achieved (and, while the section runs,
// secured and still possible).
func printNormsSummary(w io.Writer, rep *xlsxio.NormsReport) {
	s := rep.Crosstable.Section
	st := rep.Watch.Statement
	finished, total := rep.Finished()
	fmt.Fprintln(w, rep.Event())
	facts := desk.SectionFacts(&s, finished, total)
	fmt.Fprintln(w, strings.Join(facts, ", "))
	offers := "no"
	switch {
	case st.Requirements.TitleTournament():
		offers = "yes"
	case st.Requirements.EarlierRules:
		offers = "not computed"
	}
	fmt.Fprintf(w, "average %s, category %s; title norms: %s\n", words.Fixed(st.Average, 4), titles.CategoryName(st), offers)
	printFailures(w, rep)
	if a := st.Requirements.AssumedRating; a > 0 {
		fmt.Fprintf(w, "  %s\n", rep.RatingsUsed())
	}

	fmt.Fprintf(w, "\nstandings (performance scale %g)\n", rep.Scale)
	fmt.Fprintf(w, "%-5s %3s  %-28s %-4s %6s %5s %4s %6s %8s %8s\n", "place", "no", "name", "fed", "rating", "score", "wins", "SB", "perf", "iter")
	for _, l := range rep.Standings {
		p := s.Players[l.Player]
		perf := rep.Performances[l.Player]
		fmt.Fprintf(w, "%-5s %3d  %-28s %-4s %6s %5s %4d %6s %8s %8s\n", l.PlaceString(), p.No, clip(p.Name, 28), clip(p.Fed, 4),
			intOrDash(p.StartRating), l.Score, l.Wins, fmt.Sprint(l.SonnebornBerger), perfText(perf.Classic, perf.Defined), perfText(perf.Iterative, perf.Defined))
	}

	if st.Requirements.EarlierRules {
		// App. 2 head note: no App. 2 figure is printed as its norm.
		fmt.Fprintf(w, "\nrequired points: not computed (started %s, before %s: earlier rules)\n",
			s.Start.Format("2006-01-02"), titles.RegulationsStart().Format("2 January 2006"))
		printNormLines(w, rep)
		return
	}
	cancelled := cancelledNames(s)
	fixed := ""
	if cancelled != "" {
		fixed = " fixed at the start"
	}
	fmt.Fprintf(w, "\nrequired points%s (– where R_a is below R_p − %d)\n", fixed, titles.AverageMargin)
	rows := make([]requiredRow, len(s.Players))
	for i := range rows {
		rows[i] = requiredRow{player: i, average: st.Players[i].OpponentsAverage}
		for _, ls := range st.Players[i].Levels {
			rows[i].required = append(rows[i].required, titles.RequiredText(ls.Required, ls.AverageOK))
		}
	}
	printRequired(w, s, rows)
	if cancelled != "" {
		fmt.Fprintf(w, "\nrequired points recalculated without the cancelled games of %s (App. 2 item 3a): the norms below are measured against these\n", cancelled)
		printRequired(w, s, recalculatedRows(s, rep.Watch))
	}
	printNormLines(w, rep)
}

// printFailures says why a section offers no norms: the requirements it
// fails (App. 2 item 1), or for a section started before 1 April 2017
// that its norms follow the earlier rules and are not computed (App. 2
// head note: the other checks are of rules that do not apply to it).
func printFailures(w io.Writer, rep *xlsxio.NormsReport) {
	s := &rep.Crosstable.Section
	req := rep.Watch.Statement.Requirements
	if req.EarlierRules {
		fmt.Fprintf(w, "  %s\n", titles.EarlierRulesText())
		return
	}
	for _, c := range req.Failures() {
		fmt.Fprintf(w, "  fails %s: %s\n", c.Item.Rule(), c.Item)
		if c.Item == titles.ItemTitleTournament {
			// docs/rules.md "Title tournament default": only some types
			// are title tournaments unless the crosstable says so.
			fmt.Fprintf(w, "    (%s is a title tournament only %s)\n", sectionOfType(s.Type), announceHow(rep.Crosstable.File))
		}
	}
}

// announceHow says how the file of a section announces it as a title
// tournament: a crosstable's key, or for a PGN file (which has no key
// block) a --type whose words name a norm, championship or invitation.
func announceHow(file string) string {
	if strings.EqualFold(filepath.Ext(file), ".pgn") {
		return "when its type says so: give --type as a norm, championship or invitational event, e.g. --type \"GM norm\""
	}
	return "when the block above the table says so: add the line \"Title tournament,yes\" if it was announced as one"
}

// sectionOfType names a section by its type: "a section of type "GM"",
// "a section without a Type".
func sectionOfType(typ string) string {
	if typ == "" {
		return "a section without a Type"
	}
	return fmt.Sprintf("a section of type %q", typ)
}

// requiredRow is a line of a table of required points: the player's
// index, R_a and the points required at each title level ("–" where R_a
// is too low).
type requiredRow struct {
	player   int
	average  float64
	required []string
}

// printRequired prints a table of required points.
func printRequired(w io.Writer, s titles.Section, rows []requiredRow) {
	fmt.Fprintf(w, "%3s  %-28s %9s", "no", "name", "Ra")
	for _, l := range titles.Levels() {
		fmt.Fprintf(w, " %4s", l)
	}
	fmt.Fprintln(w)
	for _, r := range rows {
		p := s.Players[r.player]
		fmt.Fprintf(w, "%3d  %-28s %9s", p.No, clip(p.Name, 28), words.Fixed(r.average, 2))
		for _, req := range r.required {
			fmt.Fprintf(w, " %4s", req)
		}
		fmt.Fprintln(w)
	}
}

// cancelledNames names the players whose games were cancelled, "" for none.
func cancelledNames(s titles.Section) string {
	var names []string
	for _, p := range s.Players {
		if p.GamesCancelled {
			names = append(names, p.Name)
		}
	}
	return strings.Join(names, "; ")
}

// recalculatedRows are the required points the norms are measured against
// when games were cancelled (App. 2 item 3a), for the players whose games
// count.
func recalculatedRows(s titles.Section, watch titles.Watch) []requiredRow {
	var rows []requiredRow
	for i, p := range s.Players {
		if p.GamesCancelled {
			continue
		}
		c0, _ := watch.Check(i, titles.GM)
		r := requiredRow{player: i, average: c0.OpponentsAverage}
		for _, l := range titles.Levels() {
			c, _ := watch.Check(i, l)
			r.required = append(r.required, titles.RequiredText(c.Required, c.AverageOK))
		}
		rows = append(rows, r)
	}
	return rows
}

// printNormLines lists, per player, the highest level achieved, secured
// or still possible.
func printNormLines(w io.Writer, rep *xlsxio.NormsReport) {
	s := rep.Crosstable.Section
	groups := []struct {
		status titles.NormStatus
		title  string
	}{{titles.Achieved, "norms achieved"}, {titles.Secured, "norms secured (games still to play)"}, {titles.Possible, "norms still possible"}}
	for _, g := range groups {
		var lines []string
		for i, p := range s.Players {
			for _, l := range titles.Levels() {
				c, _ := rep.Watch.Check(i, l)
				if c.Status != g.status {
					continue
				}
				line := fmt.Sprintf("  No %d %s: %s norm, %s of %s (required %s)", p.No, p.Name, l, c.Score, words.Count(c.CountedGames(s), "game", "games"), c.Required)
				if p.Withdrawn == titles.WithdrawalAccepted {
					// App. 2 item 3a: the score of the games he played,
					// worded as the certificate words it ("7 from 9 games
					// played, of 12"): "7 of 12" read as a score out of 12.
					line = fmt.Sprintf("  No %d %s: %s norm, %s from %s played, of %d (required %s; played before an accepted withdrawal)",
						p.No, p.Name, l, c.Score, words.Count(c.ScoreGames, "game", "games"), c.CountedGames(s), c.Required)
				}
				switch c.Status {
				case titles.Possible:
					line = fmt.Sprintf("  No %d %s: %s norm needs %s more from %s (required %s)", p.No, p.Name, l, c.Needed, words.Count(c.Remaining, "game", "games"), c.Required)
				default:
					line += fmt.Sprintf(", overscore %d", c.Overscore)
				}
				lines = append(lines, line)
				break
			}
		}
		if len(lines) == 0 && g.status != titles.Achieved {
			continue
		}
		fmt.Fprintf(w, "\n%s\n", g.title)
		if len(lines) == 0 {
			fmt.Fprintln(w, "  none")
		}
		for _, l := range lines {
			fmt.Fprintln(w, l)
		}
	}
}

// clip cuts a text to n runes for a column.
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}

// intOrDash writes a rating, "–" for none.
func intOrDash(n int) string {
	if n == 0 {
		return "–"
	}
	return fmt.Sprint(n)
}

// perfText writes a performance with two decimals, "–" where it is
// undefined (docs/rules.md §5: 0% or 100%, or no played game).
func perfText(x float64, defined bool) string {
	if !defined {
		return "–"
	}
	return words.Fixed(x, 2)
}
