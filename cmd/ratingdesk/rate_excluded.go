package main

import (
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"

	"ratingdesk/engine"
	"ratingdesk/internal/words"
	"ratingdesk/xlsxio"
)

// excludedShown is how many games not rated the summary names for each
// reason; the others are counted ("and 12 more").
const excludedShown = 3

// excludedGroup is the games not rated for one reason: how many, and
// where the first excludedShown of them were read.
type excludedGroup struct {
	reason engine.ExclusionReason
	n      int
	places []string
}

// groupExcluded groups the games not rated by their reason, in the order
// ExclusionReason numbers the reasons, with the places of the first few
// of each (excludedPlace); games are the games rated from.
func groupExcluded(excluded []engine.ExcludedGame, games []engine.Game) []excludedGroup {
	var groups []excludedGroup
	at := map[engine.ExclusionReason]int{}
	for _, ex := range excluded {
		i, ok := at[ex.Reason]
		if !ok {
			i = len(groups)
			at[ex.Reason] = i
			groups = append(groups, excludedGroup{reason: ex.Reason})
		}
		g := &groups[i]
		g.n++
		if len(g.places) < excludedShown && ex.Game >= 0 && ex.Game < len(games) {
			g.places = append(g.places, excludedPlace(&games[ex.Game], ex.Reason))
		}
	}
	slices.SortFunc(groups, func(a, b excludedGroup) int { return int(a.reason) - int(b.reason) })
	return groups
}

// excludedWhy counts the games not rated by their reason, " (12
// finished before the period, 5 not finished)", in the order of the
// reasons; "" for none. A CSV output has no Excluded sheet to look them
// up in (a tester: only the count was said).
func excludedWhy(groups []excludedGroup) string {
	if len(groups) == 0 {
		return ""
	}
	parts := make([]string, len(groups))
	for i, g := range groups {
		parts[i] = words.Number(g.n) + " " + g.reason.String()
	}
	return " (" + strings.Join(parts, ", ") + ")"
}

// printExcludedPlaces names, for each reason in the order of the
// reasons, where the first games not rated for it were read, as the
// Excluded sheet names them (the file as given, the sheet, and the cell:
// the finish date's when the date is the reason, with the date), one line
// a reason, however many games (docs/cli.md `rate`): a CSV output has no
// Excluded sheet to look them up in (a tester). When some are left out, a
// last line says where all of them are.
func printExcludedPlaces(w io.Writer, groups []excludedGroup, f rateFlags) {
	left := false
	for _, g := range groups {
		line := "  not rated, " + g.reason.String() + ": " + joinPlaces(g.places)
		if more := g.n - len(g.places); more > 0 {
			line += " and " + words.Number(more) + " more"
			left = true
		}
		fmt.Fprintln(w, line)
	}
	if left {
		fmt.Fprintln(w, "  "+allExcludedWhere(f))
	}
}

// excludedPlace is where a game not rated for reason was read: "file:
// sheet!CELL" as problems name it (xlsxio.ExcludedCell: the finish
// date's cell when the date is the reason), with the finish date then.
func excludedPlace(g *engine.Game, reason engine.ExclusionReason) string {
	p := xlsxio.Problem{File: g.Origin.File, Sheet: g.Origin.Sheet, Cell: xlsxio.ExcludedCell(g, reason)}
	place := strings.TrimSuffix(p.Error(), ": ")
	if (reason == engine.ExcludedBeforePeriod || reason == engine.ExcludedAfterPeriod) && !g.Finished.IsZero() {
		place += " (" + g.Finished.Format("2006-01-02") + ")"
	}
	return place
}

// joinPlaces joins places with commas, writing a place of the same file
// and sheet as the one before by its cell alone ("games.csv:D8, D9").
func joinPlaces(places []string) string {
	var b strings.Builder
	prefix := ""
	for i, p := range places {
		if i > 0 {
			b.WriteString(", ")
		}
		if prefix != "" && strings.HasPrefix(p, prefix) {
			b.WriteString(p[len(prefix):])
			continue
		}
		b.WriteString(p)
		prefix = placePrefix(p)
	}
	return b.String()
}

// placePrefix is the file and sheet part of a place ("games.xlsx:Games!",
// "games.csv:"), "" when it has none.
func placePrefix(place string) string {
	if i := strings.LastIndex(place, "!"); i >= 0 {
		return place[:i+1]
	}
	if i := strings.LastIndex(place, ":"); i >= 0 {
		return place[:i+1]
	}
	return ""
}

// allExcludedWhere says where every game not rated is listed: the
// --excluded file, the Excluded sheet of an .xlsx --out, or how to have
// them written.
func allExcludedWhere(f rateFlags) string {
	switch {
	case f.excluded != "":
		return "every game not rated is listed in " + f.excluded
	case strings.EqualFold(filepath.Ext(f.out), ".xlsx"):
		return "every game not rated is listed on the Excluded sheet of " + f.out
	}
	return "--excluded FILE.csv lists every game not rated, with where it was read and why"
}
