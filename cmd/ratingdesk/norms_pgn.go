package main

import (
	"io"

	"ratingdesk/desk"
	"ratingdesk/pdfout"
	"ratingdesk/xlsxio"
)

// runNormsPGN is `norms` of a section given as a PGN file (docs/cli.md
// `norms`): its players are found on --list, its type is --type
// (desk.ReadPGNSection).
func runNormsPGN(f normsFlags, paper pdfout.Paper, stdout, stderr io.Writer, r renderers) int {
	msgs := nonEmpty(
		required(f.list != "", "--list is required with a PGN file: the rating list that gives the players' ratings, status and titles"),
		required(f.eventType != "", `--type is required with a PGN file: the event type, which a PGN file does not give, e.g. --type "Master norm"`),
	)
	if f.sheet != "" {
		msgs = append(msgs, sheetWithoutWorkbook(f.crosstable, "a PGN file"))
	}
	if len(msgs) > 0 {
		return printUsageProblems("ratingdesk norms", stderr, msgs)
	}
	c, problems := desk.ReadPGNSection(f.crosstable, desk.PGNSectionOptions{List: f.list, Type: f.eventType, Read: xlsxio.ReadOptions{MonthFirst: f.monthFirst}})
	return normsOf(c, problems, f, paper, stdout, stderr, r)
}
