package gui

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"unicode"
	"unicode/utf8"

	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/internal/words"
	"ratingdesk/outputs"
	"ratingdesk/xlsxio"
)

// The app never shows an error string alone: every message says what
// happened, to which file (and sheet and cell), and what the user can do.
// This file words the errors of the other packages for people.

// problemPlace says where a problem is: "In file list.xlsx, sheet Ratings,
// cell E7" (docs/formats.md "General rules": every problem names its file,
// sheet and cell). The file is named as the app shows its files, by its
// name; the Problems tab gives its folder too (problemFolder).
func problemPlace(p *xlsxio.Problem) string {
	var b strings.Builder
	b.WriteString("In file ")
	b.WriteString(filepath.Base(p.File))
	if p.Sheet != "" {
		b.WriteString(", sheet ")
		b.WriteString(p.Sheet)
	}
	if p.Cell != "" {
		b.WriteString(placeWord(p.Cell))
	}
	return b.String()
}

// problemSentence words an import problem as one sentence: `In file
// list.xlsx, sheet Ratings, cell E7: rating "24x2" is not a number.`
func problemSentence(p *xlsxio.Problem) string {
	s := problemPlace(p) + ": "
	if p.Severity == xlsxio.Warning {
		s += "warning: "
	}
	return s + sentence(plainText(p.Msg))
}

// problemFolder says where the file of a problem is, for the Problems
// tab's line under its table: "The file is in /home/td/2026-1/q1." (two
// open files may have the same name); empty when the problem names no
// folder.
func problemFolder(p *xlsxio.Problem) string {
	dir := filepath.Dir(p.File)
	if p.File == "" || dir == "." {
		return ""
	}
	return fmt.Sprintf("%s is in %s.", filepath.Base(p.File), dir)
}

// problemAdvice says what the user can do about a problem.
func problemAdvice(p *xlsxio.Problem) string {
	if undatedWarning(p) {
		return "Give each game its finish date in the file, or tick Rate undated games in this period on the Rating period tab to rate them in the period you run."
	}
	if p.Severity == xlsxio.Warning {
		return "A warning does not stop the work; check the cell if it is not what you meant."
	}
	if !atPlace(p) {
		return "Nothing of this file is used: if it is not the file you meant, close it (Close file on the Workspace, or File › Close file) and open the right one; else correct it and save it."
	}
	return "Correct this in the file and save it: Rating Desk reads the file again when you come back to its window, or when you choose Reload changed files (Workspace, or the File menu)."
}

// problemsMessage words the blocking problems of a piece of work for a
// dialog: the first few sentences, how many more there are, and where to
// see them all.
func problemsMessage(what string, ps xlsxio.Problems) string {
	errs := ps.Errors()
	if len(errs) == 0 {
		errs = ps
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s in the way.\n\n", capitalise(what), words.Count(len(errs), "problem stands", "problems stand"))
	writeProblems(&b, errs, 3)
	b.WriteString("\nThe Problems tab lists them all. Nothing was computed or written; correct the files and try again.")
	return b.String()
}

// writeProblems writes the first shown problems of ps, a sentence a line,
// then how many more there are.
func writeProblems(b *strings.Builder, ps xlsxio.Problems, shown int) {
	for i, p := range ps {
		if i == shown {
			fmt.Fprintf(b, "… and %d more.\n", len(ps)-shown)
			return
		}
		b.WriteString(problemSentence(p) + "\n")
	}
}

// errorMessage words an error that stopped doing something ("saving the
// new rating list to /home/x/ratings.xlsx"): what happened, to which
// file, and what the user can do.
func errorMessage(doing string, err error) string {
	var (
		out       *outputs.PathError
		ps        xlsxio.Problems
		nonFinite *engine.NonFiniteError
		playerErr *engine.PlayerError
		pathErr   *fs.PathError
	)
	switch {
	case err == nil:
		return capitalise(doing) + ": done."
	case errors.Is(err, context.Canceled):
		return capitalise(doing) + " was cancelled. Nothing was changed."
	case errors.As(err, &ps):
		return problemsMessage(doing, ps)
	case errors.As(err, &out) && out.Describes():
		return fmt.Sprintf("Rating Desk did not write %s, which %s. Nothing was written; choose another file name.",
			out.Path, strings.TrimSuffix(out.Msg, "."))
	case errors.As(err, &out):
		return fmt.Sprintf("Rating Desk did not write %s: %s. Nothing was written; choose another file name.",
			out.Path, strings.TrimSuffix(out.Msg, "."))
	case errors.As(err, &nonFinite):
		return fmt.Sprintf("The rating period stopped: the new rating of player %d cannot be computed (%s; docs/rules.md §1.1). "+
			"Check that player's games in the game lists; nothing was written.", nonFinite.Player, nonFinite.What)
	case errors.As(err, &playerErr):
		return fmt.Sprintf("The rating list has a row Rating Desk cannot use: player %d (row %d of the list) %s. "+
			"Correct the row in the rating list and save it; nothing was written.", playerErr.ID, playerErr.Index+1, playerErr.Msg)
	case errors.Is(err, fs.ErrPermission):
		return fmt.Sprintf("While %s, Rating Desk was not allowed to use %s (permission denied). "+
			"Choose a folder you may write to, or close the file if another program holds it open.", doing, errPath(doing, err, pathErr))
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Sprintf("While %s, the file or folder %s was not found. "+
			"It may have been moved, renamed or deleted: choose it again from where it is now.", doing, errPath(doing, err, pathErr))
	case errors.Is(err, syscall.ENOSPC):
		return fmt.Sprintf("While %s, the disk became full. Free some space or choose another disk; the file was not written.", doing)
	default:
		return fmt.Sprintf("Something went wrong while %s: %s. Nothing was changed. "+
			"If it happens again, please report it together with the files you used.", doing, plainError(err))
	}
}

// notOpenedMessage says that a saved document (or folder) could not be
// shown, why in words, and where to find it: "Rating Desk could not show
// it: no program for showing files was found on this computer. Open it
// from the folder /home/td/norms."
func notOpenedMessage(path string, err error) string {
	why := "the system did not open it"
	if errors.Is(err, exec.ErrNotFound) {
		why = "no program for showing files was found on this computer"
	}
	if info, statErr := os.Stat(path); statErr == nil && info.IsDir() {
		return fmt.Sprintf("Rating Desk could not show the folder: %s. Open the folder %s yourself.", why, path)
	}
	return fmt.Sprintf("Rating Desk could not show it: %s. Open it from the folder %s.", why, filepath.Dir(path))
}

// errPath is the path an error is about, or "the file" when it names none
// or doing names it already.
func errPath(doing string, err error, pathErr *fs.PathError) string {
	if errors.As(err, &pathErr) && pathErr.Path != "" && !strings.Contains(doing, pathErr.Path) {
		return pathErr.Path
	}
	return "the file"
}

// plainError is an error's text without the package prefixes ("xlsxio: ")
// that mean something to programmers only.
func plainError(err error) string {
	return strings.TrimSuffix(plainText(err.Error()), ".")
}

// plainText is a message without the package prefixes of the errors
// worded into it ("cannot read the file: outputs: …").
func plainText(s string) string {
	for _, prefix := range []string{"outputs: ", "xlsxio: ", "pdfout: ", "engine: ", "titles: ", "desk: ", "gui: "} {
		s = strings.ReplaceAll(s, prefix, "")
	}
	return inAppWords.Replace(s)
}

// inAppWords puts the app's words in place of the ways out the shared
// messages name for the command line (desk.UndatedWithoutPeriod,
// xlsxio.MonthFirstRemedy …): the app names its own place alone, not a
// flag (a tester: "--month-first on the command line, Preferences › Text
// dates in the app").
var inAppWords = strings.NewReplacer(
	desk.UndatedWithoutPeriod, undatedInApp,
	desk.UndatedWithoutPeriodOne, oneGame(undatedInApp),
	xlsxio.MonthFirstRemedy, "File › Preferences › Text dates: "+monthFirst,
	xlsxio.DefaultRDRemedy, "the Default RD of File › Preferences",
	// A workbook's other sheets: the app reads a list by content, so a
	// sheet of its own is the way to another (docs/guide.md).
	xlsxio.OtherSheetRemedy, "to read another, "+ownWorkbook+" and open that file instead",
	desk.GamesSheetRemedy, "to rate those games, "+ownWorkbook+" and open that file too",
	desk.ListSheetRemedy, "to rate from that list, "+ownWorkbook+" and open that file too",
	// A replay's (the History tab has no box; a run of the Rating period
	// tab names its own: withUndatedUnticked).
	engine.UndatedNotAssigned, "and games without one are not rated in period",
)

// ownWorkbook is how the app's user reads one sheet of a workbook that
// holds several lists: as a workbook of its own.
const ownWorkbook = "save that sheet as a workbook of its own (in Excel: right-click the sheet's tab › Move or Copy… › To book: (new book), then save it)"

// undatedInApp is what the app says in place of desk.UndatedWithoutPeriod
// of played games without a finish date, in its own words: the run stops
// on them unless the box is ticked (a tester: the warning named the
// command line's flag, and its heading said warnings do not stop the
// period).
const undatedInApp = "a run of the period stops on them unless you tick Rate undated games in this period (Rating period tab)"

// oneGame says of one game what text says of them.
func oneGame(text string) string { return strings.Replace(text, "them", "it", 1) }

// sentence ends a message with a full stop.
func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" || strings.HasSuffix(s, ".") || strings.HasSuffix(s, "?") || strings.HasSuffix(s, "!") {
		return s
	}
	return s + "."
}

// capitalise puts a message's first letter in upper case.
func capitalise(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// uncapitalise puts a message's first letter in lower case, to continue a
// sentence with it.
func uncapitalise(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToLower(r)) + s[n:]
}
