package main

import (
	"fmt"
	"io"

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
	default:
		return "", append(problems, &xlsxio.Problem{File: path, Severity: xlsxio.Error,
			Msg: "not a rating list or game list: no header row with an ID column or White and Black columns was found"})
	}
}
