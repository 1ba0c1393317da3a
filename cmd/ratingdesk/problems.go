package main

import (
	"fmt"
	"io"

	"ratingdesk/xlsxio"
)

// printProblems writes every problem to w, one a line, as
// `file:sheet!CELL: message` (docs/cli.md `check`), errors first.
func printProblems(w io.Writer, ps xlsxio.Problems) {
	for _, p := range ps.Errors() {
		fmt.Fprintln(w, plainText(p.Error()))
	}
	for _, p := range ps.Warnings() {
		fmt.Fprintln(w, plainText(p.Error()))
	}
}
