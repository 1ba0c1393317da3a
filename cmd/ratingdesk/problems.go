package main

import (
	"fmt"
	"io"

	"ratingdesk/desk"
	"ratingdesk/xlsxio"
)

// printProblems writes every problem to w, one a line, as
// `file:sheet!CELL: message` (docs/cli.md `check`), errors first, each
// file's in the order of their cells (xlsxio.Problems.ErrorsFirst).
func printProblems(w io.Writer, ps xlsxio.Problems) {
	for _, p := range ps.ErrorsFirst() {
		fmt.Fprintln(w, plainText(p.Error()))
	}
}

// printUnchecked says, after the problems of a command that stopped on
// errors of the files' own reading (checked false: desk.LoadPeriodChecked,
// desk.ReplayChecked), that the files were not checked against one
// another, so that more problems may follow once those are corrected: as
// check says it (checkAcross), on one line of standard error. It prints
// nothing when the files were checked across, or nothing stopped.
func printUnchecked(stderr io.Writer, name string, problems xlsxio.Problems, checked bool) {
	if checked || !problems.HasErrors() {
		return
	}
	fmt.Fprintf(stderr, "%s: %s: %s\n", name, desk.NotCheckedAcross, desk.MoreMayFollow)
}
