package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
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

// usageError prints a command-line mistake and returns the usage status.
func usageError(fs *flag.FlagSet, stderr io.Writer, format string, args ...any) int {
	fmt.Fprintf(stderr, "%s: %s\n", fs.Name(), fmt.Sprintf(format, args...))
	fmt.Fprintf(stderr, "Run '%s -h' for help.\n", fs.Name())
	return exitUsage
}
