package main

import (
	"fmt"
	"io"

	"ratingdesk/desk"
	"ratingdesk/pdfout"
	"ratingdesk/xlsxio"
)

// runNormsPGN is `norms` of a section given as a PGN file (docs/cli.md
// `norms`): its players are found on --list, its type is --type
// (desk.ReadPGNSection).
func runNormsPGN(f normsFlags, paper pdfout.Paper, stdout, stderr io.Writer, r renderers) int {
	if f.list == "" {
		fmt.Fprintf(stderr, "ratingdesk norms: --list is required with a PGN file: the rating list that gives the players' ratings, status and titles\nRun 'ratingdesk norms -h' for help.\n")
		return exitUsage
	}
	if msgs := outputProblems([]outputFlag{{"--out", f.out, []string{".xlsx", ".csv"}}, {"--pdf", f.pdf, []string{".pdf"}}}, []string{f.crosstable, f.list}); len(msgs) > 0 {
		return printUsageProblems("norms", stderr, msgs)
	}
	c, problems := desk.ReadPGNSection(f.crosstable, desk.PGNSectionOptions{List: f.list, Type: f.eventType, Read: xlsxio.ReadOptions{MonthFirst: f.monthFirst}})
	return normsOf(c, problems, f, paper, stdout, stderr, r)
}
