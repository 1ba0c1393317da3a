package main

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"ratingdesk/desk"
	"ratingdesk/xlsxio"
)

// trfFlags are the flags of `ratingdesk trf` (docs/cli.md).
type trfFlags struct {
	crosstable, sheet, out string
	monthFirst             bool
}

// runTRF writes one crosstable section as a FIDE TRF-16 file that
// Swiss-Manager and Vega open (docs/cli.md `trf`; docs/formats.md "TRF"),
// the points and ranks from the section's standings.
func runTRF(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("trf", "--crosstable FILE [--sheet NAME] --out SECTION.trf", stderr)
	var f trfFlags
	fs.StringVar(&f.crosstable, "crosstable", "", "the crosstable of the section: a workbook (.xlsx), CSV file or TRF")
	fs.StringVar(&f.sheet, "sheet", "", "the sheet of the section, when the workbook holds several")
	fs.StringVar(&f.out, "out", "", "the TRF to write (.trf or .txt)")
	fs.BoolVar(&f.monthFirst, "month-first", false, "read text dates NN/NN/YYYY as MM/DD/YYYY")
	cl, ok := parseArgs(fs, args, false)
	if !ok {
		return exitOK
	}
	msgs := append(cl.mistakes, nonEmpty(
		cl.unexpected("name the crosstable with --crosstable"),
		required(f.crosstable != "", "--crosstable is required: the crosstable of the section"),
		required(f.out != "", "--out is required: SECTION.trf"),
	)...)
	outs := []outputFlag{{"--out", f.out, []string{".trf", ".txt"}}}
	if msgs = append(msgs, outputProblems(outs, []string{f.crosstable})...); len(msgs) > 0 {
		return printUsageProblems(fs.Name(), stderr, msgs)
	}
	if desk.IsPGN(f.crosstable) {
		return printUsageProblems(fs.Name(), stderr, []string{pgnNotForTRF(f.crosstable)})
	}
	warnOpenOutputs(fs.Name(), stderr, outs)
	if status, ok := oneSection(fs.Name(), f.crosstable, f.sheet, stderr); !ok {
		return status
	}
	cts, problems := desk.ReadCrosstables(f.crosstable, xlsxio.ReadOptions{Sheet: f.sheet, MonthFirst: f.monthFirst})
	printProblems(stderr, problems)
	if problems.HasErrors() {
		return exitProblems
	}
	notes, err := desk.WriteTRF(f.out, cts[0], []string{f.crosstable})
	if err != nil {
		if p, ok := err.(*xlsxio.Problem); ok {
			printProblems(stderr, xlsxio.Problems{p})
			return exitProblems
		}
		return writeFailure("ratingdesk trf", stderr, err, []string{"--out"})
	}
	for _, n := range notes {
		fmt.Fprintf(stderr, "%s: warning: %s\n", f.out, n)
	}
	fmt.Fprintf(stdout, "wrote %s: %s, %d players\n", f.out, cts[0].Name(), len(cts[0].Section.Players))
	return exitOK
}

// pgnNotForTRF refuses a PGN file given to trf as its crosstable (a
// tester: "the file holds no game" of a PGN file of 91 games): trf writes
// a crosstable's section, and a PGN file's section is built by norms with
// the list and the event type (docs/cli.md `norms`, "A section as a PGN
// file").
func pgnNotForTRF(path string) string {
	return fmt.Sprintf("--crosstable %s is a PGN file: trf does not take PGN files, it writes a crosstable's section (a workbook, CSV file or TRF); for a section given as PGN, compute its norms with ratingdesk norms --crosstable %s --list LIST --type TYPE --out NORMS.xlsx (its Standings sheet is the section's standings)", path, path)
}

// oneSection refuses a workbook of several sections without --sheet,
// listing the sheets to choose from, a --sheet the workbook does not
// have, listing its sheets, and a --sheet given with a file of one
// section (a CSV file, a TRF), which would be ignored: all are mistakes of
// the command line (exit 2), for `norms` and `trf` alike (docs/cli.md
// "Which section").
func oneSection(name, path, sheet string, stderr io.Writer) (int, bool) {
	if desk.IsTRF(path) {
		if sheet != "" {
			return printUsageProblems(name, stderr, []string{sheetWithoutWorkbook(path, "a TRF")}), false
		}
		return exitOK, true
	}
	if sheet != "" {
		return sheetGiven(name, path, sheet, stderr)
	}
	sheets, problems := xlsxio.CrosstableSheets(path)
	if problems.HasErrors() {
		printProblems(stderr, problems)
		return exitProblems, false
	}
	if len(sheets) > 1 {
		fmt.Fprintf(stderr, "%s: %s holds %d sections, one a sheet; choose one with --sheet:\n", name, path, len(sheets))
		for _, s := range sheets {
			fmt.Fprintf(stderr, "  --sheet %q\n", s)
		}
		return exitUsage, false
	}
	return exitOK, true
}

// sheetWithoutWorkbook refuses --sheet with the file path of one section
// (kind: "a TRF", "a CSV file", "a PGN file"), whose reading would ignore it.
func sheetWithoutWorkbook(path, kind string) string {
	return fmt.Sprintf("--sheet goes with a workbook (.xlsx): %s is %s, which holds one section; leave --sheet out", path, kind)
}

// sheetGiven refuses a --sheet that the workbook at path does not have,
// naming the sheets it has, and a --sheet given with a file that is no
// workbook. A workbook that cannot be opened is a problem of the file
// (exit 1); a file that is not there is left to its reading, which says
// so.
func sheetGiven(name, path, sheet string, stderr io.Writer) (int, bool) {
	sheets, problems := xlsxio.WorkbookSheets(path)
	if problems.HasErrors() {
		printProblems(stderr, problems)
		return exitProblems, false
	}
	if sheets == nil {
		if _, err := os.Stat(path); err != nil {
			return exitOK, true
		}
		return printUsageProblems(name, stderr, []string{sheetWithoutWorkbook(path, "a CSV file")}), false
	}
	if msg := unknownSheet(path, sheet, sheets); msg != "" {
		return printUsageProblems(name, stderr, []string{msg}), false
	}
	return exitOK, true
}

// unknownSheet says that the workbook path, whose sheets are sheets, has
// no sheet named sheet, naming those it has: a mistake of the command
// line (exit 2) for every command that takes --sheet (docs/cli.md "Exit
// status"); "" when it has one.
func unknownSheet(path, sheet string, sheets []string) string {
	if xlsxio.SheetNamed(sheets, sheet) {
		return ""
	}
	quoted := make([]string, len(sheets))
	for i, s := range sheets {
		quoted[i] = strconv.Quote(s)
	}
	return fmt.Sprintf("--sheet %q: %s has no sheet of that name; its sheets are %s", sheet, path, strings.Join(quoted, ", "))
}
