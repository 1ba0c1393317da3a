package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"ratingdesk/pdfout"
	"ratingdesk/titles"
	"ratingdesk/xlsxio"
)

// normsFlags are the flags of `ratingdesk norms` (CLI.md).
type normsFlags struct {
	crosstable, sheet, out, pdf, certificates, paper string
	scale                                            float64
	monthFirst                                       bool
}

func runNorms(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("norms", "--crosstable FILE [--sheet NAME] --out NORMS.xlsx|NORMS.csv [--pdf STATEMENT.pdf] [--certificates DIR]", stderr)
	var f normsFlags
	fs.StringVar(&f.crosstable, "crosstable", "", "the crosstable workbook (.xlsx) or CSV file of the section")
	fs.StringVar(&f.sheet, "sheet", "", "the sheet of the section, when the workbook holds several")
	fs.StringVar(&f.out, "out", "", "the norms: .xlsx (Standings, Norms, Requirements, Notes) or .csv (the Norms sheet)")
	fs.StringVar(&f.pdf, "pdf", "", "also write the statement of norms PDF")
	fs.StringVar(&f.certificates, "certificates", "", "also write a certificate PDF for every norm achieved into this folder")
	fs.StringVar(&f.paper, "paper", "a4", "with --pdf and --certificates: a4 or letter")
	fs.Float64Var(&f.scale, "scale", titles.ScaleICCF, "scale S of the performance ratings: 640 (ICCF) or 400 (FIDE/Elo)")
	fs.BoolVar(&f.monthFirst, "month-first", false, "read text dates NN/NN/YYYY as MM/DD/YYYY")
	if status, ok := parseFlags(fs, args); !ok {
		return status
	}
	paper, status := f.check(fs, stderr)
	if status != exitOK {
		return status
	}
	if f.sheet == "" {
		sheets, problems := xlsxio.CrosstableSheets(f.crosstable)
		if problems.HasErrors() {
			printProblems(stderr, problems)
			return exitProblems
		}
		if len(sheets) > 1 {
			fmt.Fprintf(stderr, "%s: %s holds %d sections, one a sheet; choose one with --sheet:\n", fs.Name(), f.crosstable, len(sheets))
			for _, s := range sheets {
				fmt.Fprintf(stderr, "  --sheet %q\n", s)
			}
			return exitUsage
		}
	}
	cts, problems := xlsxio.ReadCrosstables(f.crosstable, xlsxio.ReadOptions{Sheet: f.sheet, MonthFirst: f.monthFirst})
	if !problems.HasErrors() {
		rep, ps := xlsxio.ComputeNorms(cts[0], f.scale)
		problems = append(problems, ps...)
		if !problems.HasErrors() {
			printProblems(stderr, problems)
			return writeNorms(f, rep, problems.Warnings(), paper, stdout, stderr)
		}
	}
	printProblems(stderr, problems)
	return exitProblems
}

// check refuses a wrong command line before anything is read.
func (f normsFlags) check(fs interface{ Name() string }, stderr io.Writer) (pdfout.Paper, int) {
	fail := func(format string, args ...any) (pdfout.Paper, int) {
		fmt.Fprintf(stderr, "%s: %s\nRun '%s -h' for help.\n", fs.Name(), fmt.Sprintf(format, args...), fs.Name())
		return 0, exitUsage
	}
	switch ext := strings.ToLower(filepath.Ext(f.out)); {
	case f.crosstable == "":
		return fail("--crosstable is required: the crosstable of the section")
	case f.out == "":
		return fail("--out is required: NORMS.xlsx or NORMS.csv")
	case ext != ".xlsx" && ext != ".csv":
		return fail("--out %s: name the output .xlsx or .csv", f.out)
	case f.scale != titles.ScaleICCF && f.scale != titles.ScaleElo:
		return fail("--scale %g: want 640 (ICCF) or 400 (FIDE/Elo)", f.scale)
	case f.pdf != "" && strings.ToLower(filepath.Ext(f.pdf)) != ".pdf":
		return fail("--pdf %s: name the statement .pdf", f.pdf)
	case f.pdf != "" && samePath(f.pdf, f.out):
		return fail("--pdf and --out name the same file")
	}
	for _, out := range []string{f.out, f.pdf} {
		if out == "" {
			continue
		}
		if err := xlsxio.CheckOutputPath(out, []string{f.crosstable}); err != nil {
			return fail("%v", err)
		}
		if info, err := os.Stat(filepath.Dir(out)); err != nil || !info.IsDir() {
			return fail("%s: the folder %s does not exist", out, filepath.Dir(out))
		}
	}
	if f.certificates != "" {
		if info, err := os.Stat(f.certificates); err == nil && !info.IsDir() {
			return fail("--certificates %s is a file: name a folder", f.certificates)
		}
	}
	paper, err := pdfout.ParsePaper(f.paper)
	if err != nil {
		return fail("--paper: %v", err)
	}
	return paper, exitOK
}

// samePath reports whether two paths name the same file.
func samePath(a, b string) bool {
	x, errA := filepath.Abs(a)
	y, errB := filepath.Abs(b)
	return errA == nil && errB == nil && x == y
}

// writeNorms writes the outputs of `norms` and prints the summary.
func writeNorms(f normsFlags, rep *xlsxio.NormsReport, warnings xlsxio.Problems, paper pdfout.Paper, stdout, stderr io.Writer) int {
	inputs := []string{f.crosstable}
	sum, err := xlsxio.HashFile(f.crosstable)
	if err != nil {
		fmt.Fprintf(stderr, "ratingdesk norms: %v\n", err)
		return exitInternal
	}
	notes := xlsxio.Notes{ProgramVersion: programVersion(), Inputs: []xlsxio.InputFile{{Path: f.crosstable, Kind: "crosstable", SHA256: sum}}}
	for _, w := range warnings {
		notes.Warnings = append(notes.Warnings, w.Error())
	}
	var written []string
	fail := func(err error) int {
		fmt.Fprintf(stderr, "ratingdesk norms: %v\n", err)
		return exitInternal
	}
	if err := xlsxio.WriteNormsOutput(f.out, inputs, rep, notes); err != nil {
		return fail(err)
	}
	written = append(written, f.out)
	opt := pdfout.NormOptions{Paper: paper, ProgramVersion: programVersion()}
	s := rep.Crosstable.Section
	if f.pdf != "" {
		if err := pdfout.WriteFile(f.pdf, func(w io.Writer) error { return pdfout.WriteNormStatement(w, s, opt) }); err != nil {
			return fail(err)
		}
		written = append(written, f.pdf)
	}
	certificates := 0
	if f.certificates != "" {
		refs, err := pdfout.NormCertificates(s)
		if err != nil {
			return fail(err)
		}
		if len(refs) > 0 {
			if err := os.MkdirAll(f.certificates, 0o755); err != nil {
				return fail(err)
			}
		}
		for _, ref := range refs {
			path := filepath.Join(f.certificates, ref.FileName)
			if err := xlsxio.CheckOutputPath(path, inputs); err != nil {
				return fail(err)
			}
			write := func(w io.Writer) error { return pdfout.WriteNormCertificate(w, s, ref.Player, ref.Level, opt) }
			if err := pdfout.WriteFile(path, write); err != nil {
				return fail(err)
			}
			written = append(written, path)
			certificates++
		}
	}
	printNormsSummary(stdout, rep)
	for _, w := range written {
		fmt.Fprintf(stdout, "wrote %s\n", w)
	}
	if f.certificates != "" && certificates == 0 {
		fmt.Fprintf(stdout, "no norm is achieved yet, so no certificate was written to %s\n", f.certificates)
	}
	return exitOK
}
