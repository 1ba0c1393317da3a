package main

import (
	"fmt"
	"path/filepath"
	"strings"

	"ratingdesk/xlsxio"
)

// sheetFlagProblem checks a flag that names the sheet of one input
// workbook (rate and replay --list-sheet, reconcile --official-sheet and
// --computed-sheet; docs/cli.md): a mistake of the command line (exit 2)
// when the file, given as input, is no workbook or has no sheet of that
// name; "" when the flag is not given, the file is not named (its own
// mistake), or the workbook cannot be opened (its reading says why).
func sheetFlagProblem(flag, sheet, path, input string) string {
	if sheet == "" || path == "" {
		return ""
	}
	if !strings.EqualFold(filepath.Ext(path), ".xlsx") {
		return fmt.Sprintf("%s goes with a workbook (.xlsx) as %s: %s is none, and a CSV file has no sheets; leave %s out", flag, input, path, flag)
	}
	sheets, problems := xlsxio.WorkbookSheets(path)
	if problems.HasErrors() {
		return ""
	}
	if msg := unknownSheet(path, sheet, sheets); msg != "" {
		return strings.Replace(msg, "--sheet", flag, 1)
	}
	return ""
}

// withSheet is opt reading the sheet named (ReadOptions.Sheet), by
// content when sheet is empty.
func withSheet(opt xlsxio.ReadOptions, sheet string) xlsxio.ReadOptions {
	opt.Sheet = sheet
	return opt
}
