package main

import (
	"fmt"
	"io"

	"ratingdesk/desk"
	"ratingdesk/internal/words"
	"ratingdesk/outputs"
	"ratingdesk/pdfout"
	"ratingdesk/xlsxio"
)

// runReconcile is `ratingdesk reconcile` (docs/cli.md): the players whose
// entries on two lists differ, with what the difference means.
func runReconcile(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("reconcile", "--official LIST --computed LIST --out DIFF.xlsx|DIFF.csv", stderr)
	var official, computed, out, report, paper, csvLocale, officialSheet, computedSheet string
	var read xlsxio.ReadOptions
	fs.StringVar(&official, "official", "", "the official list, e.g. as ICCF publishes it (ICCF-id, Country, Title, Name, Games, Rating; no RD needed)")
	fs.StringVar(&computed, "computed", "", "the list to compare with it, e.g. rate's --out or a replay's last list (no RD needed either)")
	fs.StringVar(&out, "out", "", "the differences: .xlsx or .csv, one row per player who differs")
	fs.StringVar(&report, "report", "", "also write the reconciliation report PDF (a summary page with the inputs and the counts by kind, then every row)")
	fs.StringVar(&paper, "paper", "a4", "with --report: a4 or letter")
	fs.BoolVar(&read.MonthFirst, "month-first", false, "read text dates NN/NN/YYYY as MM/DD/YYYY")
	fs.StringVar(&officialSheet, "official-sheet", "", "the sheet of the --official workbook to read, when several sheets hold a list")
	fs.StringVar(&computedSheet, "computed-sheet", "", "the sheet of the --computed workbook to read, when several sheets hold a list")
	fs.StringVar(&csvLocale, "csv-locale", "input", "with a .csv --out: separator and decimal mark, as for rate; input: as the --computed file")
	cl, ok := parseArgs(fs, args, false)
	if !ok {
		return exitOK
	}
	msgs := append(cl.mistakes, reconcileMissing(cl, official, computed, out)...)
	msgs = append(msgs, nonEmpty(goesWith(givenFlags(fs), report != "", "paper", "--report", "it chooses the paper size of the report PDF"),
		csvLocaleGoesWith(givenFlags(fs), isCSV(out), out, "a .csv --out"))...)
	csv, err := xlsxio.ParseCSVLocale(csvLocale)
	if err != nil {
		msgs = append(msgs, csvLocaleMistake(csvLocale, "the --computed file"))
	}
	msgs = append(msgs, nonEmpty(sheetFlagProblem("--official-sheet", officialSheet, official, "--official"),
		sheetFlagProblem("--computed-sheet", computedSheet, computed, "--computed"))...)
	inputs := []string{official, computed}
	outs := []outputFlag{{"--out", out, []string{".xlsx", ".csv"}}, {"--report", report, []string{".pdf"}}}
	msgs = append(msgs, outputProblems(outs, inputs)...)
	opt, err := historyOptions(paper)
	if err != nil {
		msgs = append(msgs, err.Error())
	}
	if len(msgs) > 0 {
		return printUsageProblems(fs.Name(), stderr, msgs)
	}
	warnOpenOutputs(fs.Name(), stderr, outs)
	off, ps := desk.ReadOfficialList(official, withSheet(read, officialSheet))
	comp, ps2 := desk.ReadOfficialList(computed, withSheet(read, computedSheet))
	problems := append(ps, ps2...)
	printProblems(stderr, problems)
	if problems.HasErrors() {
		return exitProblems
	}
	rec := desk.Reconcile(off, comp)
	if csv.Separator == 0 {
		csv = comp.CSV // --csv-locale input
	}
	if status := writeReconcile(rec, csv, out, report, inputs, opt, stderr); status != exitOK {
		return status
	}
	printReconcileSummary(stdout, rec, out, report)
	return exitOK
}

// reconcileMissing says which required flags of reconcile are missing,
// all of them, and whether arguments were given besides the flags
// (extra).
func reconcileMissing(cl cmdLine, official, computed, out string) []string {
	return nonEmpty(
		cl.unexpected("name files with --official and --computed"),
		required(official != "", "--official is required: the official list, e.g. as ICCF publishes it"),
		required(computed != "", "--computed is required: the list to compare with the official one"),
		required(out != "", "--out is required: DIFF.xlsx or DIFF.csv"),
	)
}

// writeReconcile writes --out and --report together (outputs.Batch).
func writeReconcile(rec *desk.Reconciliation, csv xlsxio.CSVFormat, out, report string, inputs []string, opt pdfout.HistoryOptions, stderr io.Writer) int {
	var b outputs.Batch
	defer b.Discard()
	flags := []string{"--out"}
	err := desk.StageReconciliation(&b, out, rec, csv, inputs)
	if report != "" && err == nil {
		flags = append(flags, "--report")
		err = desk.StageHistoryReport(&b, report, desk.HistoryReportInput{Reconciliation: rec}, opt)
	}
	if err == nil {
		err = b.Commit()
	}
	if err != nil {
		return writeFailure("ratingdesk reconcile", stderr, err, flags)
	}
	return exitOK
}

// historyOptions are the options of a history or reconciliation report
// (docs/cli.md `replay --report`, `reconcile --report`).
func historyOptions(paper string) (pdfout.HistoryOptions, error) {
	p, err := pdfout.ParsePaper(paper)
	if err != nil {
		return pdfout.HistoryOptions{}, fmt.Errorf("--paper: %v", plainError(err))
	}
	return pdfout.HistoryOptions{Paper: p, ProgramVersion: programVersion()}, nil
}

// printReconcileSummary says what differs, by kind, on standard output,
// and how many players of another kind are named differently too:
// "no differences" when nothing does; then how many ratings under 12
// games one list gives no rating for were not compared
// (desk.Reconciliation.NotCompared).
func printReconcileSummary(w io.Writer, rec *desk.Reconciliation, out, report string) {
	if len(rec.Rows) == 0 {
		fmt.Fprintf(w, "no differences: the %s %s %s (rating, RD where both lists have one, games, name)\n",
			words.Number(rec.Compared), words.Agree(rec.Compared, "player", "players"), words.Agree(rec.Compared, "agrees", "agree"))
	} else {
		differ := "differ"
		if len(rec.Rows) == 1 {
			differ = "differs" // 1 of 83 players differs
		}
		fmt.Fprintf(w, "%s of %s players %s:\n", words.Number(len(rec.Rows)), words.Number(rec.Compared), differ)
		for _, k := range desk.DiffKinds() {
			if n := rec.Count(k); n > 0 {
				fmt.Fprintf(w, "  %s %s\n", words.Number(n), k)
			}
		}
		if n := rec.Renamed() - rec.Count(desk.NameDiffers); n > 0 {
			fmt.Fprintf(w, "  (%d of them also named differently: see the Computed name column)\n", n)
		}
	}
	for _, s := range rec.NotCompared() {
		fmt.Fprintln(w, s)
	}
	fmt.Fprintf(w, "wrote %s\n", out)
	if report != "" {
		fmt.Fprintf(w, "wrote %s\n", report)
	}
}
