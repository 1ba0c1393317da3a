// Command ratingdesk runs Rating Desk's engine headless: the ICCF rating
// period, title norms, performance ratings and input checks (docs/cli.md).
package main

import (
	"fmt"
	"io"
	"os"

	"ratingdesk/engine"
	"ratingdesk/pdfout"
	"ratingdesk/titles"
)

// version is stamped by the build (-ldflags "-X main.version=…").
var version = ""

// Exit statuses of docs/cli.md.
const (
	exitOK       = 0
	exitProblems = 1
	exitUsage    = 2
	exitInternal = 3
)

func main() {
	ownProcess = true
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// renderers draw the PDF documents a run writes; tests give failing ones
// to check that the outputs of a run are committed together
// (docs/cli.md: all or none).
type renderers struct {
	report      func(io.Writer, *engine.PeriodResult, *engine.PeriodInput, pdfout.ReportOptions) error
	certificate func(io.Writer, titles.Section, int, titles.Level, pdfout.NormOptions) error
}

// pdfRenderers are the real renderers of package pdfout.
func pdfRenderers() renderers {
	return renderers{report: pdfout.WritePeriodReport, certificate: pdfout.WriteNormCertificate}
}

// command is one subcommand of the tool.
type command struct {
	name    string
	summary string
	run     func(args []string, stdout, stderr io.Writer) int
}

func commands(r renderers) []command {
	return []command{
		{"rate", "rate a quarter's games and write the new rating list", func(args []string, stdout, stderr io.Writer) int {
			return runRate(args, stdout, stderr, r)
		}},
		{"norms", "standings, performances and title norms of a crosstable section", func(args []string, stdout, stderr io.Writer) int {
			return runNorms(args, stdout, stderr, r)
		}},
		{"replay", "rate many quarters in turn and write the rating history", runReplay},
		{"reconcile", "compare an official list with a computed one, player by player", runReconcile},
		{"perf", "classic and iterative performance rating", runPerf},
		{"titles", "players' progress towards titles from earned norms", runTitles},
		{"check", "read files as rate and norms would and list every problem", runCheck},
		{"trf", "write a crosstable section as a FIDE TRF-16 file", runTRF},
		{"version", "print the program version and the rulesets", runVersion},
	}
}

// run dispatches the command line and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	return runWith(args, stdout, stderr, pdfRenderers())
}

// runWith is run drawing the PDF documents with r.
func runWith(args []string, stdout, stderr io.Writer, r renderers) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		usage(stderr)
		if len(args) == 0 {
			return exitUsage
		}
		return exitOK
	}
	for _, c := range commands(r) {
		if c.name == args[0] {
			return c.run(args[1:], stdout, stderr)
		}
	}
	fmt.Fprintf(stderr, "ratingdesk: unknown command %q\n\n", args[0])
	usage(stderr)
	return exitUsage
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: ratingdesk COMMAND [flags]")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "commands:")
	for _, c := range commands(pdfRenderers()) {
		fmt.Fprintf(w, "  %-10s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Run 'ratingdesk COMMAND -h' for a command's flags.")
}
