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

// printExcludedPlaces names, for each reason in the order of the
// reasons, where the first games not rated for it were read, as the
// Excluded sheet names them (the file as given, the sheet, and the cell:
// the finish date's when the date is the reason, with the date), one line
// a reason, however many games (docs/cli.md `rate`): a CSV output has no
// Excluded sheet to look them up in (a tester). When some are left out, a
// last line says where all of them are.
func printExcludedPlaces(w io.Writer, excluded []engine.ExcludedGame, games []engine.Game, f rateFlags) {
	if len(excluded) == 0 {
		return
	}
	type reasonPlaces struct {
		n      int
		places []string
	}
	by := map[engine.ExclusionReason]*reasonPlaces{}
	var order []engine.ExclusionReason
	for _, ex := range excluded {
		rp := by[ex.Reason]
		if rp == nil {
			rp = &reasonPlaces{}
			by[ex.Reason] = rp
			order = append(order, ex.Reason)
		}
		rp.n++
		if len(rp.places) < excludedShown && ex.Game >= 0 && ex.Game < len(games) {
			rp.places = append(rp.places, excludedPlace(&games[ex.Game], ex.Reason))
		}
	}
	slices.Sort(order) // as ExclusionReason numbers them, as excludedWhy counts them
	left := false
	for _, r := range order {
		rp := by[r]
		line := "  not rated, " + r.String() + ": " + joinPlaces(rp.places)
		if more := rp.n - len(rp.places); more > 0 {
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
