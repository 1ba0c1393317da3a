package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"ratingdesk/xlsxio"
)

func runCheck(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("check", "[--default-rd N] [--month-first] [--sheet NAME] FILE …", stderr)
	var opt xlsxio.ReadOptions
	fs.Float64Var(&opt.DefaultRD, "default-rd", 0, "RD given to rated rows without an RD (lists of the 2017 system)")
	fs.BoolVar(&opt.MonthFirst, "month-first", false, "read text dates NN/NN/YYYY as MM/DD/YYYY")
	fs.StringVar(&opt.Sheet, "sheet", "", "read this sheet of a workbook instead of finding it by content")
	if status, ok := parseFlags(fs, args); !ok {
		return status
	}
	if fs.NArg() == 0 {
		return usageError(fs, stderr, "name at least one file to check")
	}
	status := exitOK
	for _, path := range fs.Args() {
		summary, problems := checkFile(path, opt)
		printProblems(stderr, problems)
		if problems.HasErrors() {
			status = exitProblems
			continue
		}
		fmt.Fprintf(stdout, "%s: ok, %s\n", path, summary)
	}
	return status
}

// checkFile reads one file by its kind and describes what it holds.
func checkFile(path string, opt xlsxio.ReadOptions) (string, xlsxio.Problems) {
	kind, problems := xlsxio.DetectKind(path, opt)
	if problems.HasErrors() {
		return "", problems
	}
	switch kind {
	case xlsxio.RatingListKind:
		list, ps := xlsxio.ReadRatingList(path, opt)
		if list == nil {
			return "", ps
		}
		return fmt.Sprintf("rating list of %d players", len(list.Players)), ps
	case xlsxio.GameListKind:
		gl, ps := xlsxio.ReadGameList(path, opt)
		if gl == nil {
			return "", ps
		}
		return fmt.Sprintf("game list of %d games", len(gl.Games)), ps
	case xlsxio.CrosstableKind:
		cts, ps := xlsxio.ReadCrosstables(path, opt)
		if cts == nil {
			return "", ps
		}
		return crosstableSummary(cts), ps
	default:
		return "", append(problems, &xlsxio.Problem{File: filepath.Base(path), Severity: xlsxio.Error,
			Msg: "not a rating list, game list or crosstable: no header row with an ID column, White and Black columns, or No and the result columns 1 … N was found"})
	}
}

// crosstableSummary describes a crosstable file: "crosstable workbook
// with 2 sections: Jubilee / GM-A (13 players), Jubilee / M-B (11
// players)"; a CSV file is "crosstable file with 1 section: …".
func crosstableSummary(cts []*xlsxio.Crosstable) string {
	parts := make([]string, len(cts))
	for i, c := range cts {
		parts[i] = fmt.Sprintf("%s (%d players)", c.Name(), len(c.Section.Players))
	}
	what, noun := "workbook", "sections"
	if len(cts) == 1 {
		noun = "section"
		if cts[0].Sheet == "" {
			what = "file"
		}
	}
	return fmt.Sprintf("crosstable %s with %d %s: %s", what, len(cts), noun, strings.Join(parts, ", "))
}
