package main

import (
	"fmt"
	"io"
	"ratingdesk/desk"
	"strings"
	"unicode/utf8"

	"ratingdesk/titles"
	"ratingdesk/xlsxio"

	"ratingdesk/internal/words"
)

// printNormsSummary tells what the norms of a section are, on standard
// output: the section, its average and category, the standings, the
// points each player needs for each title level, and the norms achieved
// (and, while the section runs, secured and still possible).
func printNormsSummary(w io.Writer, rep *xlsxio.NormsReport) {
	s := rep.Crosstable.Section
	st := rep.Watch.Statement
	finished, total := rep.Finished()
	fmt.Fprintln(w, rep.Event())
	facts := desk.SectionFacts(&s, finished, total)
	fmt.Fprintln(w, strings.Join(facts, ", "))
	offers := "no"
	if st.Requirements.TitleTournament() {
		offers = "yes"
	}
	fmt.Fprintf(w, "average %.4f, category %s; title norms: %s\n", st.Average, titles.CategoryName(st), offers)
	for _, c := range st.Requirements.Failures() {
		fmt.Fprintf(w, "  fails %s: %s\n", c.Item.Rule(), c.Item)
	}
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

	fmt.Fprintf(w, "\nrequired points (– where R_a is below R_p − %d)\n", titles.AverageMargin)
	fmt.Fprintf(w, "%3s  %-28s %9s", "no", "name", "Ra")
	for _, l := range titles.Levels() {
		fmt.Fprintf(w, " %4s", l)
	}
	fmt.Fprintln(w)
	for i, p := range s.Players {
		ps := st.Players[i]
		fmt.Fprintf(w, "%3d  %-28s %9.2f", p.No, clip(p.Name, 28), ps.OpponentsAverage)
		for _, ls := range ps.Levels {
			req := "–"
			if ls.AverageOK {
				req = ls.Required.String()
			}
			fmt.Fprintf(w, " %4s", req)
		}
		fmt.Fprintln(w)
	}
	printNormLines(w, rep)
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
	return fmt.Sprintf("%.2f", x)
}
