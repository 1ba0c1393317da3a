package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"ratingdesk/desk"

	"ratingdesk/outputs"
	"ratingdesk/pdfout"
	"ratingdesk/titles"
	"ratingdesk/xlsxio"
)

// normsFlags are the flags of `ratingdesk norms` (docs/cli.md).
type normsFlags struct {
	crosstable, sheet, out, pdf, certificates, paper string
	scale                                            float64
	monthFirst                                       bool
	// issue are what the certificates and the statement print about
	// their issue: place, date, issuer and signers.
	issue issueFlags
	// list and eventType are --list and --type, for a PGN file.
	list, eventType string
	// csvLocale is --csv-locale (xlsxio.ParseCSVLocale), as rate's.
	csvLocale string
}

// issueFlags are the flags naming the issue of the norm documents
// (docs/cli.md `norms`); a name left empty comes from the crosstable's key
// block (desk.NormDocuments Options).
type issueFlags struct {
	at, on, td, arbiter, issuer string
}

// issuedToday is the default of --issued-on: the date of the day the
// command runs, resolved when it runs (issueFlags.options), so that
// `norms -h` says the same every day (docs/cli.md `norms`).
const issuedToday = "today"

// options turns the flags into the printing options: --issued-on is
// YYYY-MM-DD, today (issuedToday, the default: the date of this run), or
// empty to leave a line to write the date on.
func (f issueFlags) options(paper pdfout.Paper) (pdfout.NormOptions, error) {
	opt := pdfout.NormOptions{Paper: paper, ProgramVersion: programVersion(),
		Place: strings.TrimSpace(f.at), Director: strings.TrimSpace(f.td), Arbiter: strings.TrimSpace(f.arbiter), Issuer: strings.TrimSpace(f.issuer)}
	on := strings.TrimSpace(f.on)
	if strings.EqualFold(on, issuedToday) {
		on = time.Now().Format(time.DateOnly)
	}
	if on != "" {
		d, err := time.Parse(time.DateOnly, on)
		if err != nil {
			return opt, fmt.Errorf("--issued-on %q: want a date as YYYY-MM-DD, e.g. 2026-03-20, today, or '' to leave a line to write it on", f.on)
		}
		opt.SignDate = d
	}
	return opt, nil
}

func runNorms(args []string, stdout, stderr io.Writer, r renderers) int {
	fs := newFlagSet("norms", "--crosstable FILE [--sheet NAME] --out NORMS.xlsx|NORMS.csv [--pdf STATEMENT.pdf] [--certificates DIR]", stderr)
	var f normsFlags
	fs.StringVar(&f.crosstable, "crosstable", "", "the crosstable workbook (.xlsx), CSV file or TRF of the section")
	fs.StringVar(&f.sheet, "sheet", "", "the sheet of the section, when the workbook holds several")
	fs.StringVar(&f.out, "out", "", "the norms: .xlsx (Standings, Norms, Requirements, Notes) or .csv (the Norms sheet)")
	fs.StringVar(&f.pdf, "pdf", "", "also write the statement of norms PDF")
	fs.StringVar(&f.certificates, "certificates", "", "also write a certificate PDF for every norm achieved into this folder (none for a title the player holds, or a lower one)")
	fs.StringVar(&f.paper, "paper", "a4", "with --pdf or --certificates: a4 or letter")
	fs.Float64Var(&f.scale, "scale", titles.ScaleICCF, scaleUsage)
	fs.BoolVar(&f.monthFirst, "month-first", false, "read text dates NN/NN/YYYY as MM/DD/YYYY")
	fs.StringVar(&f.list, "list", "", "with a PGN file as --crosstable: the rating list the players are found on (ratings, status, titles)")
	fs.StringVar(&f.csvLocale, "csv-locale", "input", "with a .csv --out: separator and decimal mark for this language's Excel: en (comma, point), de, fr, … (semicolon, comma), auto (this computer's) or input (as the --crosstable file, or a PGN file's --list)")
	fs.StringVar(&f.eventType, "type", "", "with a PGN file as --crosstable: the event type, e.g. \"Master norm\"")
	fs.StringVar(&f.issue.at, "issued-at", "", "place of issue printed on the certificates; empty leaves a line to write it on")
	fs.StringVar(&f.issue.on, "issued-on", issuedToday, "date of issue YYYY-MM-DD printed on the certificates, or today (the date of the run); '' leaves a line")
	fs.StringVar(&f.issue.td, "td", "", "tournament director's name under the first signature line (default: the crosstable's Tournament director)")
	fs.StringVar(&f.issue.arbiter, "arbiter", "", "arbiter's (Qualifications Commissioner's) name under the second signature line (default: the crosstable's Arbiter)")
	fs.StringVar(&f.issue.issuer, "issuer", "", "issuing federation or organiser, printed with the place and date of issue (default: the crosstable's Organiser)")
	cl, ok := parseArgs(fs, args, false)
	if !ok {
		return exitOK
	}
	paper, status := f.check(fs, cl, stderr)
	if status != exitOK {
		return status
	}
	if desk.IsPGN(f.crosstable) {
		return runNormsPGN(f, paper, stdout, stderr, r)
	}
	if f.list != "" || f.eventType != "" {
		// The crosstable gives both; not taken silently (a tester).
		fmt.Fprintf(stderr, "ratingdesk norms: --list and --type go with a PGN file as --crosstable; a crosstable or TRF gives its players and type itself\nRun 'ratingdesk norms -h' for help.\n")
		return exitUsage
	}
	if status, ok := oneSection(fs.Name(), f.crosstable, f.sheet, stderr); !ok {
		return status
	}
	cts, problems := desk.ReadCrosstables(f.crosstable, xlsxio.ReadOptions{Sheet: f.sheet, MonthFirst: f.monthFirst, ForNorms: true})
	var c *xlsxio.Crosstable
	if !problems.HasErrors() && len(cts) > 0 {
		c = cts[0]
	}
	return normsOf(c, problems, f, paper, stdout, stderr, r)
}

// normsOf computes the norms of the section c as read, with the problems
// its reading found, and writes the outputs; any error is printed and
// nothing is written (exit 1).
func normsOf(c *xlsxio.Crosstable, problems xlsxio.Problems, f normsFlags, paper pdfout.Paper, stdout, stderr io.Writer, r renderers) int {
	if c == nil && !problems.HasErrors() {
		// A reader that gives no section names the problem; never a
		// panic (a tester's PGN file with an EndDate before its EventDate).
		fmt.Fprintf(stderr, "ratingdesk norms: internal error: %s gave no section and no problem\n", f.crosstable)
		return exitInternal
	}
	if !problems.HasErrors() {
		rep, ps := desk.ComputeNorms(c, f.scale)
		problems = append(problems, ps...)
		if !problems.HasErrors() {
			printProblems(stderr, problems)
			return writeNorms(f, rep, problems.Warnings(), paper, stdout, stderr, r)
		}
	}
	printProblems(stderr, problems)
	return exitProblems
}

// check refuses a wrong command line before anything is read, every
// mistake at once, one a line (exit 2).
func (f normsFlags) check(fs *flag.FlagSet, cl cmdLine, stderr io.Writer) (pdfout.Paper, int) {
	msgs := append(cl.mistakes, nonEmpty(
		cl.unexpected("name the crosstable with --crosstable"),
		required(f.crosstable != "", "--crosstable is required: the crosstable of the section"),
		required(f.out != "", "--out is required: NORMS.xlsx or NORMS.csv"),
	)...)
	if f.scale != titles.ScaleICCF && f.scale != titles.ScaleElo {
		msgs = append(msgs, fmt.Sprintf("--scale %g: want 640 (ICCF) or 400 (FIDE/Elo)", f.scale))
	}
	msgs = append(msgs, f.notApplying(givenFlags(fs))...)
	if _, err := xlsxio.ParseCSVLocale(f.csvLocale); err != nil {
		msgs = append(msgs, csvLocaleMistake(f.csvLocale, "the --crosstable file"))
	}
	outs := []outputFlag{{"--out", f.out, []string{".xlsx", ".csv"}}, {"--pdf", f.pdf, []string{".pdf"}}}
	made := ""
	if f.certificates != "" {
		create, problems := certificatesProblem(f.certificates)
		msgs = append(msgs, problems...)
		if create {
			made = f.certificates // made for --out and --pdf too (desk.NormDocuments)
		}
	}
	// A PGN file's --list is an input too (runNormsPGN).
	msgs = append(msgs, outputProblemsMade(outs, []string{f.crosstable, f.list}, made)...)
	paper, err := pdfout.ParsePaper(f.paper)
	if err != nil {
		msgs = append(msgs, "--paper: "+plainError(err))
	}
	if _, err := f.issue.options(paper); err != nil {
		msgs = append(msgs, err.Error())
	}
	if len(msgs) > 0 {
		return 0, printUsageProblems(fs.Name(), stderr, msgs)
	}
	warnOpenOutputs(fs.Name(), stderr, outs)
	return paper, exitOK
}

// notApplying refuses the flags of the PDFs given without --pdf or
// --certificates (docs/cli.md `norms`): the paper, the issue and the
// signers are printed on them only; and --csv-locale with an .xlsx --out.
func (f normsFlags) notApplying(given map[string]bool) []string {
	pdfs := f.pdf != "" || f.certificates != ""
	msgs := []string{goesWith(given, pdfs, "paper", "--pdf or --certificates", "it chooses the paper size of the statement of norms and the certificates"),
		csvLocaleGoesWith(given, isCSV(f.out), f.out, "a .csv --out")}
	for _, name := range []string{"issued-at", "issued-on", "issuer", "td", "arbiter"} {
		msgs = append(msgs, goesWith(given, pdfs, name, "--pdf or --certificates", "the statement of norms and the certificates print it, and nothing else does"))
	}
	return nonEmpty(msgs...)
}

// certificatesProblem says why certificates cannot be written into the
// folder dir (outputs.CheckDir), nothing when they can, and whether the
// run makes the folder (create).
func certificatesProblem(dir string) (create bool, problems []string) {
	create, err := outputs.CheckDir(dir)
	var pe *outputs.PathError
	switch {
	case err == nil:
		return create, nil
	case errors.As(err, &pe) && pe.Describes():
		return false, []string{fmt.Sprintf("--certificates %s %s", dir, pe.Msg)}
	case errors.As(err, &pe):
		return false, []string{fmt.Sprintf("cannot write certificates into --certificates %s: %s", dir, pe.Msg)}
	}
	return false, []string{fmt.Sprintf("cannot write certificates into --certificates %s: %s", dir, plainError(err))}
}

// writeNorms writes the outputs of `norms` and prints the summary.
func writeNorms(f normsFlags, rep *xlsxio.NormsReport, warnings xlsxio.Problems, paper pdfout.Paper, stdout, stderr io.Writer, r renderers) int {
	notes, err := desk.NormNotes(f.crosstable, programVersion(), warnings)
	if err != nil {
		fmt.Fprintf(stderr, "ratingdesk norms: %s\n", plainError(err))
		return exitInternal
	}
	var listed *desk.CertificateList // computed once, for the names, the files and the players left out
	if f.certificates != "" {
		listed = desk.ListCertificates(rep)
	}
	if msgs := certificateClashes(f, rep, listed); len(msgs) > 0 {
		return printUsageProblems("ratingdesk norms", stderr, msgs)
	}
	warnOpenOutputs("ratingdesk norms", stderr, certificateOutputs(f, listed))
	opt, _ := f.issue.options(paper)             // checked by normsFlags.check
	csv, _ := xlsxio.ParseCSVLocale(f.csvLocale) // checked by normsFlags.check
	docs := desk.NormDocuments{
		Workbook: f.out, Notes: notes, CSV: csv, Statement: f.pdf, Certificates: f.certificates,
		Inputs:      []string{f.crosstable},
		Options:     opt,
		Certificate: r.certificate,
		Listed:      listed,
	}
	written, certificates, err := desk.WriteNormDocuments(context.Background(), rep, docs)
	if err != nil {
		return writeFailure("ratingdesk norms", stderr, err, f.outputFlags())
	}
	printNormsSummary(stdout, rep)
	for _, w := range written {
		fmt.Fprintf(stdout, "wrote %s\n", w)
	}
	if f.certificates != "" {
		return printHeldNorms(stdout, stderr, rep, listed, f.certificates, certificates)
	}
	return exitOK
}

// certificateClashes says which certificates --certificates would write
// over another output (--out, --pdf), one sentence each: a mistake of the
// command line (exit 2), as two outputs naming one file are before any
// work (outputProblems), found here because a certificate's name comes
// from the norms achieved (listed, desk.ListCertificates), known once they are
// computed and before anything is written (a tester: exit 3 after the
// work, "written twice"); and which it may not write, as --out is checked
// (outputs.CheckMade: a read-only certificate there), worded as the other
// outputs are (refusedPath).
func certificateClashes(f normsFlags, rep *xlsxio.NormsReport, listed *desk.CertificateList) []string {
	if f.certificates == "" || listed.Err != nil {
		return nil // an error is said when the certificates are written
	}
	var msgs []string
	for _, ref := range listed.Refs {
		path := filepath.Join(f.certificates, ref.FileName)
		var pe *outputs.PathError
		if err := outputs.CheckMade(path, nil, []string{f.crosstable, f.list}, f.certificates); errors.As(err, &pe) {
			msgs = append(msgs, refusedPath("--certificates "+path, pe))
		}
		for _, o := range []outputFlag{{flag: "--out", path: f.out}, {flag: "--pdf", path: f.pdf}} {
			if o.path != "" && outputs.SameFile(o.path, path) {
				msgs = append(msgs, fmt.Sprintf("%s and --certificates name the same file %s (the certificate of %s's %s norm): name two different files", o.flag, path, rep.Crosstable.Section.Players[ref.Player].Name, ref.Level))
			}
		}
	}
	return msgs
}

// certificateOutputs are the certificates --certificates writes, whose
// names are known once the norms are computed (listed), as outputs to
// warn of when an office program has one open (warnOpenOutputs).
func certificateOutputs(f normsFlags, listed *desk.CertificateList) []outputFlag {
	if f.certificates == "" || listed.Err != nil {
		return nil
	}
	var outs []outputFlag
	for _, ref := range listed.Refs {
		outs = append(outs, outputFlag{flag: "--certificates", path: filepath.Join(f.certificates, ref.FileName)})
	}
	return outs
}

// printHeldNorms says, one line a player, which certificates were not
// written because the player holds the title of the norm or a higher one
// (listed, desk.ListCertificates; docs/rules.md "Titles held"), and when none was
// written to dir, why.
func printHeldNorms(stdout, stderr io.Writer, rep *xlsxio.NormsReport, listed *desk.CertificateList, dir string, certificates int) int {
	if listed.Err != nil {
		fmt.Fprintf(stderr, "ratingdesk norms: internal error: %s\n", plainError(listed.Err))
		return exitInternal
	}
	held := listed.Held
	for _, h := range held {
		fmt.Fprintln(stdout, desk.HeldNormsLine(rep.Crosstable.Section, h))
	}
	switch {
	case certificates > 0:
	case len(held) > 0:
		fmt.Fprintf(stdout, "no certificate was written to %s: every norm achieved is of a title its player holds\n", dir)
	case rep.Watch.Statement.Requirements.EarlierRules:
		// App. 2 head note: the earlier rules, not computed here.
		fmt.Fprintf(stdout, "no certificate was written to %s: %s\n", dir, titles.EarlierRulesText())
	case !rep.Watch.Statement.Requirements.TitleTournament():
		// Not "yet": such a section gives no norm at all (App. 2 item 1).
		fmt.Fprintf(stdout, "no certificate was written to %s: the section offers no title norms (see \"title norms: no\" above)\n", dir)
	default:
		fmt.Fprintf(stdout, "no norm is achieved yet, so no certificate was written to %s\n", dir)
	}
	return exitOK
}

// outputFlags names the outputs asked for, for messages.
func (f normsFlags) outputFlags() []string {
	flags := []string{"--out"}
	if f.pdf != "" {
		flags = append(flags, "--pdf")
	}
	if f.certificates != "" {
		flags = append(flags, "the certificates in "+f.certificates)
	}
	return flags
}
