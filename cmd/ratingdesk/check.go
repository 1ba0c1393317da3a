package main

import (
	"fmt"
	"io"
	"path/filepath"
	"ratingdesk/desk"
	"strings"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"

	"ratingdesk/internal/words"
)

func runCheck(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("check", "[--default-rd N] [--month-first] [--sheet NAME] [--period 2026/1 [--assign-undated] [--ruleset iccf-2017]] FILE …", stderr)
	var opt xlsxio.ReadOptions
	var period, ruleset string
	var assignUndated bool
	fs.Float64Var(&opt.DefaultRD, "default-rd", 0, "RD given to rated rows without an RD (lists of the 2017 system)")
	fs.BoolVar(&opt.MonthFirst, "month-first", false, "read text dates NN/NN/YYYY as MM/DD/YYYY")
	fs.StringVar(&opt.Sheet, "sheet", "", "read this sheet of a workbook instead of finding it by content")
	fs.StringVar(&period, "period", "", "with a rating list and results: check the games for this period, YYYY/Q, as rate --period would (a played game without a finish date is then an error)")
	fs.BoolVar(&assignUndated, "assign-undated", false, "with --period: put games without a finish date into the period, as rate --assign-undated")
	fs.StringVar(&ruleset, "ruleset", "", "with --period: check as rate --ruleset would (iccf-2017: the games a player enters without any rating; a list without RDs)")
	cl, ok := parseArgs(fs, args, true)
	if !ok {
		return exitOK
	}
	files, msgs := cl.names, cl.mistakes
	if len(files) == 0 {
		msgs = append(msgs, "name at least one file to check")
	}
	msgs = append(msgs, nonEmpty(defaultRDProblem(givenFlags(fs), opt.DefaultRD))...)
	p, rs, bad := checkPeriod(period, ruleset, assignUndated)
	msgs = append(append(msgs, bad...), sheetProblems(opt.Sheet, files)...)
	if len(msgs) > 0 {
		return printUsageProblems(fs.Name(), stderr, msgs)
	}
	if ruleset != "" {
		opt = desk.ListReadOptions(rs, opt)
	}
	collectAtLimit(setMemoryLimit(files))
	status := exitOK
	var opened []*desk.Input
	for _, path := range files {
		in, summary, problems := checkFile(path, opt)
		opened = append(opened, in)
		printProblems(stderr, problems)
		if problems.HasErrors() {
			status = exitProblems
			fmt.Fprintf(stdout, "%s: not ok, %s\n", path, words.Count(len(problems.Errors()), "error", "errors"))
			continue
		}
		fmt.Fprintf(stdout, "%s: ok, %s\n", path, summary)
	}
	req := desk.Request{Period: p, Ruleset: rs, AssignUndated: assignUndated, Read: opt}
	if s := checkAcross(req, opened, status == exitOK, stdout, stderr); s != exitOK {
		status = s
	}
	return status
}

// checkPeriod reads check's --period, --ruleset and --assign-undated:
// the period (zero without one) and the ruleset (zero unless given), or
// the usage errors. The ruleset, like --assign-undated, goes with a
// period: it changes only what the games of a period are checked for
// (desk.CheckAcross; docs/cli.md `check`).
func checkPeriod(period, ruleset string, assignUndated bool) (engine.Period, engine.Ruleset, []string) {
	var p engine.Period
	var rs engine.Ruleset
	switch {
	case period == "" && assignUndated:
		return p, rs, []string{"--assign-undated goes with --period: without a period, a game without a finish date is only a warning"}
	case period == "" && ruleset != "":
		return p, rs, []string{"--ruleset goes with --period: the ruleset changes only what the games of a period are checked for"}
	case period == "":
		return p, rs, nil
	}
	p, bad := periodFlag("--period", period)
	msgs := nonEmpty(bad)
	if ruleset != "" {
		var badRuleset string
		rs, badRuleset = rulesetFlag("--ruleset", ruleset)
		msgs = append(msgs, nonEmpty(badRuleset)...)
	}
	return p, rs, msgs
}

// sheetProblems checks check's --sheet against the files before any is
// read, as norms and trf check theirs (oneSection): a workbook among
// files that has no sheet of that name, and a --sheet given when no file
// is a workbook (.xlsx), are mistakes of the command line (exit 2;
// docs/cli.md "Exit status"), every one said. A workbook that cannot be
// opened is left to its reading.
func sheetProblems(sheet string, files []string) []string {
	if sheet == "" {
		return nil
	}
	var msgs []string
	workbooks := 0
	for _, path := range files {
		if !strings.EqualFold(filepath.Ext(path), ".xlsx") {
			continue
		}
		workbooks++
		sheets, problems := xlsxio.WorkbookSheets(path)
		if problems.HasErrors() {
			continue
		}
		if msg := unknownSheet(path, sheet, sheets); msg != "" {
			msgs = append(msgs, msg)
		}
	}
	if workbooks == 0 && len(files) > 0 {
		msgs = append(msgs, "--sheet goes with a workbook (.xlsx): none of the files is one, and a CSV file, a TRF or a PGN file has no sheets; leave --sheet out")
	}
	return msgs
}

// checkFile reads one file by its kind (desk.Open) and describes what it
// holds; the file as read is kept for the check across the files
// (checkAcross).
func checkFile(path string, opt xlsxio.ReadOptions) (*desk.Input, string, xlsxio.Problems) {
	in := desk.Open(path, opt)
	ps := in.Problems
	for _, c := range in.Count() {
		ps = append(ps, unaccounted(path, c)...)
	}
	switch {
	case ps.HasErrors():
		return in, "", ps
	case in.List != nil:
		return in, "rating list, " + in.List.Count.Describe("player"), ps
	case in.Games != nil:
		return in, "game list, " + in.Games.Describe(), ps
	case in.FIDE != nil:
		return in, desk.FIDEListKind + ", " + in.FIDE.Count.Describe("player"), ps
	default:
		return in, crosstableSummary(in.Crosstables), append(ps, normsWarnings(in.Crosstables)...)
	}
}

// normsWarnings are the problems that make `norms` refuse a section that
// reads well (xlsxio.Crosstable.NormProblems: no Start, no Name column),
// as warnings: rating a crosstable's games needs neither, so check
// says ok, but it says so before `norms` is run (docs/cli.md "check";
// docs/rules.d/crosstables.md "Missing keys", a tester).
func normsWarnings(cts []*xlsxio.Crosstable) xlsxio.Problems {
	var out xlsxio.Problems
	for _, c := range cts {
		for _, p := range c.NormProblems() {
			w := *p
			w.Severity = xlsxio.Warning
			w.Msg += " (ratingdesk norms refuses the section until it has one; rating its games does not need it)"
			out = append(out, &w)
		}
	}
	return out
}

// crosstableSummary describes a crosstable file: "crosstable workbook
// with 2 sections: Jubilee / GM-A (13 players), Jubilee / M-B (11
// players)"; a CSV file is "crosstable file with 1 section: …".
func crosstableSummary(cts []*xlsxio.Crosstable) string {
	parts := make([]string, len(cts))
	for i, c := range cts {
		parts[i] = fmt.Sprintf("%s (%d players)", c.Name(), len(c.Section.Players))
		if c.Count.Rows != c.Count.Read {
			parts[i] = fmt.Sprintf("%s (%d players; %s)", c.Name(), len(c.Section.Players), c.Count.Describe("player"))
		}
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

// unaccounted is an error when a reader's row count does not balance
// (docs/formats.md "Every row is accounted for"): check never says ok for
// a file that may have lost a row.
func unaccounted(path string, c xlsxio.RowCount) xlsxio.Problems {
	if c.Balanced() {
		return nil
	}
	return xlsxio.Problems{&xlsxio.Problem{File: path, Severity: xlsxio.Error,
		Msg: fmt.Sprintf("the rows of the file could not all be accounted for (%d rows: %d read, %d blank, %d with errors, %d not read); please report this file", c.Rows, c.Read, c.Blank, c.WithErrors, c.NotRead)}}
}
