package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"ratingdesk/outputs"
)

// fileList is a repeatable file flag (--results A --results B), also
// accepting comma-free lists as separate values.
type fileList []string

func (f *fileList) String() string { return strings.Join(*f, ",") }

func (f *fileList) Set(v string) error {
	if v == "" {
		return errors.New("empty file name")
	}
	*f = append(*f, v)
	return nil
}

// newFlagSet builds a flag set that reports to stderr and does not exit.
func newFlagSet(name, synopsis string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("ratingdesk "+name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: ratingdesk %s %s\n\nflags:\n", name, synopsis)
		fs.PrintDefaults()
	}
	return fs
}

// parseFlags parses args and returns the exit status to use when parsing
// failed or help was asked for, and ok=false then.
func parseFlags(fs *flag.FlagSet, args []string) (status int, ok bool) {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK, false
		}
		return exitUsage, false
	}
	return exitOK, true
}

// parseInterspersed parses the flags of a command that takes files as
// arguments, before, between or after the file names (`check A.csv B.csv
// --period 2026/1`, `titles --norms A.xlsx B.xlsx --list L.xlsx`;
// docs/cli.md "Running it"): the flag package stops at the first name, so
// the names are taken off and parsing goes on. A lone "-" is a name, and
// "--" ends the flags: every argument after it is a name, even one that
// begins with a dash. It returns the names in order, and the exit status
// with ok false as parseFlags does.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, int, bool) {
	var names []string
	for {
		if status, ok := parseFlags(fs, args); !ok {
			return nil, status, false
		}
		rest := fs.Args()
		if endedFlags(args, rest) {
			return append(names, rest...), exitOK, true
		}
		for len(rest) > 0 && (rest[0] == "-" || !strings.HasPrefix(rest[0], "-")) {
			names = append(names, rest[0])
			rest = rest[1:]
		}
		if len(rest) == 0 {
			return names, exitOK, true
		}
		args = rest
	}
}

// endedFlags reports whether parsing args stopped at a "--", which the
// flag package takes off, leaving rest: the argument before rest is "--".
func endedFlags(args, rest []string) bool {
	i := len(args) - len(rest) - 1
	return i >= 0 && args[i] == "--"
}

// usageError prints a command-line mistake and returns the usage status.
func usageError(fs *flag.FlagSet, stderr io.Writer, format string, args ...any) int {
	fmt.Fprintf(stderr, "%s: %s\n", fs.Name(), plainText(fmt.Sprintf(format, args...)))
	fmt.Fprintf(stderr, "Run '%s -h' for help.\n", fs.Name())
	return exitUsage
}

// outputFlag is one output file a command writes: the flag naming it, the
// path given, and the extensions the command writes there.
type outputFlag struct {
	flag, path string
	exts       []string
}

// outputProblems checks every output of a command before any input is
// read (outputs.Check: the folder exists and can be written to, the
// extension is one the command writes, the file is not an input) and that
// no two outputs are the same file. It returns one sentence per problem,
// all of them, for people ("cannot write --out /x/new.csv: the folder /x
// does not exist").
func outputProblems(outs []outputFlag, inputs []string) []string {
	var msgs []string
	for i, o := range outs {
		if o.path == "" {
			continue
		}
		if err := outputs.Check(o.path, o.exts, inputs); err != nil {
			var pe *outputs.PathError
			if errors.As(err, &pe) {
				msgs = append(msgs, refusedPath(o.flag+" "+o.path, pe))
				continue
			}
			msgs = append(msgs, fmt.Sprintf("cannot write %s %s: %s", o.flag, o.path, plainError(err)))
		}
		for _, p := range outs[:i] {
			if p.path != "" && outputs.SameFile(p.path, o.path) {
				msgs = append(msgs, fmt.Sprintf("%s and %s name the same file %s: name two different files", p.flag, o.flag, o.path))
			}
		}
	}
	return msgs
}

// refusedPath words a refused output named what ("--out new.csv"), for
// people: "--out new.csv is one of the inputs: …" when the problem says
// what the path is (outputs.PathError.Describes), else "cannot write
// --out /x/new.csv: the folder /x does not exist".
func refusedPath(what string, pe *outputs.PathError) string {
	if pe.Describes() {
		return what + " " + pe.Msg
	}
	return "cannot write " + what + ": " + pe.Msg
}

// printUsageProblems prints command-line mistakes, one a line, and returns
// the usage status.
func printUsageProblems(name string, stderr io.Writer, msgs []string) int {
	for _, m := range msgs {
		fmt.Fprintf(stderr, "%s: %s\n", name, plainText(m))
	}
	fmt.Fprintf(stderr, "Run '%s -h' for help.\n", name)
	return exitUsage
}

// writeFailure says that the outputs of a run could not be written, in
// words for people, and returns the status: a refused path (an output
// found to be an input only once computed) is a usage error, anything
// else (a full disk, a file another program holds) exit 3. The outputs
// are committed together (outputs.Batch), so none of them was changed.
func writeFailure(name string, stderr io.Writer, err error, flags []string) int {
	var pe *outputs.PathError
	if errors.As(err, &pe) {
		fmt.Fprintf(stderr, "%s: %s\n", name, refusedPath(pe.Path, pe))
		return exitUsage
	}
	unchanged := flags[0] + " is as it was"
	if len(flags) > 1 {
		unchanged = strings.Join(flags[:len(flags)-1], ", ") + " and " + flags[len(flags)-1] + " are as they were"
	}
	fmt.Fprintf(stderr, "%s: %s.\nNothing was changed: %s before this run.\n", name, plainError(err), unchanged)
	return exitInternal
}

// plainError is an error's text without the package prefixes that mean
// something to programmers only.
func plainError(err error) string {
	return strings.TrimSuffix(plainText(err.Error()), ".")
}

// plainText is a message without the package prefixes ("xlsxio: ",
// "engine: ") of the errors worded into it: every message the command
// prints to a user goes through it (issue 10: no programmers' words).
func plainText(s string) string {
	for _, prefix := range []string{"outputs: ", "xlsxio: ", "pdfout: ", "engine: ", "titles: ", "desk: "} {
		s = strings.ReplaceAll(s, prefix, "")
	}
	return s
}
