package desk

import (
	"strconv"

	"ratingdesk/internal/words"
	"ratingdesk/outputs"
	"ratingdesk/xlsxio"
)

// The ways out of a workbook holding a rating list and a game list on
// different sheets (docs/rules.d/xlsxio-read.md "A rating list and a game
// list in one workbook"), in the words of the command line: the app puts
// its own in their place (gui's inAppWords).
const (
	// GamesSheetRemedy: the workbook is read as a rating list.
	GamesSheetRemedy = "to rate those games, give the workbook as --results too (rate --list FILE --results FILE)"
	// ListSheetRemedy: the workbook is read as a game list.
	ListSheetRemedy = "to rate from that list, give the workbook as --list too (rate --list FILE --results FILE)"
)

// sheetsOfKind are the quoted names of the sheets of kinds that hold a
// table of kind.
func sheetsOfKind(kinds []xlsxio.SheetKind, kind xlsxio.Kind) []string {
	var names []string
	for _, k := range kinds {
		if k.Kind == kind {
			names = append(names, strconv.Quote(k.Sheet))
		}
	}
	return names
}

// otherKindWarning is the warning of a workbook read as a rating list
// (kind) that also holds a game list on another sheet, or read as a game
// list that also holds a rating list (check, the app: Open reads a file
// as one kind): that sheet is not read, and how it would be. Nil for
// any other file, a sheet named, or a workbook without such a sheet.
func otherKindWarning(path string, kind xlsxio.Kind, opt xlsxio.ReadOptions) *xlsxio.Problem {
	if opt.Sheet != "" {
		return nil
	}
	other, remedy := xlsxio.GameListKind, GamesSheetRemedy
	switch kind {
	case xlsxio.RatingListKind:
	case xlsxio.GameListKind:
		other, remedy = xlsxio.RatingListKind, ListSheetRemedy
	default:
		return nil
	}
	names := sheetsOfKind(xlsxio.SheetKinds(path), other)
	if len(names) == 0 {
		return nil
	}
	return warningAt(path, "", "", "the workbook also holds a %s on %s %s, which is not read: a file is read as one kind, and this one is read as a %s; %s",
		other, words.Agree(len(names), "sheet", "sheets"), words.And(names), kind, remedy)
}

// listAndGames tells how a results file that DetectKind finds a rating
// list is read (docs/rules.d/xlsxio-read.md "A rating list and a game
// list in one workbook"): a workbook that also holds a game list is read
// for it when it is the period's rating list too (list; a workbook
// Rating Desk wrote, read back as list and games), and refused naming
// its game list sheets otherwise; nil (and false) when it holds none, to
// be refused as a rating list.
func listAndGames(path, list string) (refused *xlsxio.Problem, asGames bool) {
	games := sheetsOfKind(xlsxio.SheetKinds(path), xlsxio.GameListKind)
	switch {
	case len(games) == 0:
		return nil, false
	case list != "" && outputs.SameFile(path, list):
		return nil, true
	}
	return errorAt(path, "", "", "this is a rating list, not a results source, but it also holds a game list on %s %s: to rate those games from the rating list of the same workbook, give it as --results and once as --list (rate --list FILE --results FILE); with another list, save %s as a workbook of its own and give that as --results",
		words.Agree(len(games), "sheet", "sheets"), words.And(games), words.Agree(len(games), "that sheet", "those sheets")), false
}
