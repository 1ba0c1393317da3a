package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"ratingdesk/engine"
	"ratingdesk/internal/words"
	"ratingdesk/outputs"
	"ratingdesk/xlsxio"
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

// cmdLine is a command line as parseArgs read it: the words that are
// not flags (names), in order, and the mistakes found among the flags
// (an unknown flag, a flag without its value, a value of the wrong
// kind), every one, in words for people.
type cmdLine struct {
	names, mistakes []string
}

// parseArgs parses args, the flags before, between or after the words
// that are not flags, and returns them (cmdLine) with ok true; ok is
// false when help was asked for: -h has printed the command's usage and
// flags (fs.Usage), and the status is exitOK. A mistake does not stop
// the parsing: it is kept, and the flags after it are read, so that the
// command says it with every other mistake of the command line, all at
// once (docs/cli.md "What every command does the same way"). The word
// after an unknown flag given without "=" is taken as its value when it
// is not a flag itself, unless the command takes files (files: check,
// titles), where it is taken as a file. A lone "-" is a name, and "--"
// ends the flags: every argument after it is a name.
func parseArgs(fs *flag.FlagSet, args []string, files bool) (cmdLine, bool) {
	var cl cmdLine
	help, out := fs.Usage, fs.Output()
	fs.Usage = func() {}
	fs.SetOutput(io.Discard)
	restore := func() { fs.Usage = help; fs.SetOutput(out) }
	defer restore()
	for len(args) > 0 {
		err := fs.Parse(args)
		rest := fs.Args()
		switch {
		case errors.Is(err, flag.ErrHelp):
			restore()
			help()
			return cl, false
		case err != nil:
			cl.mistakes = append(cl.mistakes, flagMistake(err))
			keepDefault(fs, err)
			args = afterMistake(err, args, rest, files)
			continue
		case endedFlags(args, rest):
			cl.names = append(cl.names, rest...)
			rest = nil
		}
		for len(rest) > 0 && (rest[0] == "-" || !strings.HasPrefix(rest[0], "-")) {
			cl.names = append(cl.names, rest[0])
			rest = rest[1:]
		}
		args = rest
	}
	return cl, true
}

// afterMistake is what is left to parse after the flag package refused
// err, having parsed args up to rest: a flag it could not read at all
// ("---x") is skipped, and so is the value of an unknown flag given
// without "=" (parseArgs).
func afterMistake(err error, args, rest []string, files bool) []string {
	if len(rest) >= len(args) || strings.HasPrefix(err.Error(), "bad flag syntax") {
		return rest[1:] // the flag package left the refused flag on
	}
	refused := args[len(args)-len(rest)-1]
	if !files && strings.HasPrefix(err.Error(), "flag provided but not defined") && !strings.Contains(refused, "=") &&
		len(rest) > 0 && !strings.HasPrefix(rest[0], "-") {
		return rest[1:]
	}
	return rest
}

// refusedValue finds the flag whose value the flag package refused in
// its error ("invalid value "abc" for flag -scale: …").
var refusedValue = regexp.MustCompile(`^invalid (?:boolean )?value ".*" for (?:flag )?-+([^:]*): `)

// keepDefault puts back the default of a flag whose value was refused
// (the flag package sets a number it could not read to 0), so that the
// value refused is said once, as not a number, and not again as a wrong
// number (--scale 0).
func keepDefault(fs *flag.FlagSet, err error) {
	m := refusedValue.FindStringSubmatch(err.Error())
	if m == nil {
		return
	}
	if f := fs.Lookup(m[1]); f != nil {
		_ = f.Value.Set(f.DefValue) // not fs.Set: the flag stays not given
	}
}

// unexpected refuses the words of the command line that are not flags,
// naming them, for a command that takes none (rate, norms, …): "" when
// there are none, else "unexpected argument extra: " and what to do.
func (cl cmdLine) unexpected(what string) string {
	switch len(cl.names) {
	case 0:
		return ""
	case 1:
		return fmt.Sprintf("unexpected argument %s: %s", quoteArg(cl.names[0]), what)
	}
	quoted := make([]string, len(cl.names))
	for i, n := range cl.names {
		quoted[i] = quoteArg(n)
	}
	return fmt.Sprintf("unexpected arguments %s: %s", strings.Join(quoted, ", "), what)
}

// quoteArg writes an argument as given, quoted when it is empty or holds
// a space or a comma, so that where it ends can be seen.
func quoteArg(s string) string {
	if s == "" || strings.ContainsAny(s, " ,\t\"") {
		return strconv.Quote(s)
	}
	return s
}

// periodFlag reads the value of the period flag name (--period, --from,
// --to: YYYY/Q, engine.ParsePeriod) and says what is wrong with it,
// naming the flag as the app does (`--period "2026/5": want YYYY/Q …`);
// "" when nothing is.
func periodFlag(name, value string) (engine.Period, string) {
	p, err := engine.ParsePeriod(value)
	if err != nil {
		return p, fmt.Sprintf("%s %q: want YYYY/Q with Q from 1 to 4, e.g. 2026/1", name, value)
	}
	return p, ""
}

// rulesetFlag reads the value of the ruleset flag name (--ruleset:
// engine.LookupRuleset; "" is the default) and says what is wrong with it,
// naming the flag as the other flags' problems do (`--ruleset "foo": want
// iccf-2023, iccf-2025 or iccf-2017`); "" when nothing is.
func rulesetFlag(name, value string) (engine.Ruleset, string) {
	rs, err := engine.LookupRuleset(value)
	if err != nil {
		return rs, fmt.Sprintf("%s %q: want %s", name, value, rulesetChoice())
	}
	return rs, ""
}

// rulesetChoice lists the rulesets' IDs as a choice: "iccf-2023,
// iccf-2025 or iccf-2017".
func rulesetChoice() string {
	var ids []string
	for _, r := range engine.Rulesets() {
		ids = append(ids, string(r.ID))
	}
	if len(ids) < 2 {
		return strings.Join(ids, "")
	}
	return strings.Join(ids[:len(ids)-1], ", ") + " or " + ids[len(ids)-1]
}

// flagMistakes reword the flag package's errors for people, with the
// flag written as docs/cli.md writes it (--out).
var flagMistakes = []struct {
	re   *regexp.Regexp
	repl string
}{
	{regexp.MustCompile(`^flag provided but not defined: -+(.*)$`), "unknown flag --$1"},
	{regexp.MustCompile(`^flag needs an argument: -+(.*)$`), "--$1 needs a value"},
	{regexp.MustCompile(`^invalid value (".*") for flag -+([^:]*): parse error$`), "--$2 $1 is not a number"},
	{regexp.MustCompile(`^invalid value (".*") for flag -+([^:]*): (.*)$`), "--$2 $1: $3"},
	{regexp.MustCompile(`^bad flag syntax: (.*)$`), "$1 is not a flag: write a flag -name or --name"},
	{regexp.MustCompile(`^invalid boolean value "(.*)" for -+([^:]*): .*$`), "--$2=$1: a switch is given alone (--$2), or as --$2=true or --$2=false"},
}

// flagMistake says what the flag package refused, in words for people.
func flagMistake(err error) string {
	msg := err.Error()
	for _, m := range flagMistakes {
		if m.re.MatchString(msg) {
			return m.re.ReplaceAllString(msg, m.repl)
		}
	}
	return msg
}

// givenFlags are the names of the flags set on the command line
// (flag.FlagSet.Visit), so that a flag given where it does not apply is
// refused rather than ignored (docs/cli.md "What every command does the
// same way").
func givenFlags(fs *flag.FlagSet) map[string]bool {
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	return given
}

// goesWith is the sentence refusing the flag name, given without the
// flag or flags it goes with (with, as said: "--report"): "--paper goes
// with --report: " and why; "" when name was not given or applies.
func goesWith(given map[string]bool, applies bool, name, with, why string) string {
	if !given[name] || applies {
		return ""
	}
	return fmt.Sprintf("--%s goes with %s: %s", name, with, why)
}

// isCSV reports whether path names a .csv file.
func isCSV(path string) bool { return strings.EqualFold(filepath.Ext(path), ".csv") }

// csvLocaleGoesWith refuses a --csv-locale given without a CSV output
// (csvOut false; with, as said: "a .csv --out or --excluded"), when the
// output workbook is really a workbook, an .xlsx file: an output of
// another kind (--out h.txt) is refused for its extension
// (outputProblems), and is no workbook to blame (a tester). "" when
// nothing is wrong.
func csvLocaleGoesWith(given map[string]bool, csvOut bool, workbook, with string) string {
	if !strings.EqualFold(filepath.Ext(workbook), ".xlsx") {
		return ""
	}
	return goesWith(given, csvOut, "csv-locale", with, "an .xlsx workbook has no separator or decimal mark to choose")
}

// csvLocaleMistake refuses a --csv-locale value that is no language
// (xlsxio.ParseCSVLocale), naming the file input follows ("the --list
// file").
func csvLocaleMistake(value, input string) string {
	return fmt.Sprintf("--csv-locale %q: want a language such as en (comma, decimal point), de or fr (semicolon, decimal comma), auto (this computer's language) or input (as %s)", value, input)
}

// defaultRDProblem refuses a --default-rd given on the command line that
// is not an RD, above 0 and at most xlsxio.MaxRD (docs/cli.md "Lists
// without RD"), whether or not a list needs it: a usage error, not a
// problem of the list it would be given to.
func defaultRDProblem(given map[string]bool, rd float64) string {
	if !given["default-rd"] || (rd > 0 && rd <= xlsxio.MaxRD) {
		return ""
	}
	return fmt.Sprintf("--default-rd %s: want an RD above 0 and at most %d, given to every rated row without one", strconv.FormatFloat(rd, 'g', -1, 64), xlsxio.MaxRD)
}

// required is msg, the message of a required flag that is missing, when
// the flag was not given (given false), else "": each command lists its
// required flags as nonEmpty(required(…), …).
func required(given bool, msg string) string {
	if given {
		return ""
	}
	return msg
}

// nonEmpty is msgs without the empty sentences (goesWith,
// defaultRDProblem: "" when nothing is wrong).
func nonEmpty(msgs ...string) []string {
	var out []string
	for _, m := range msgs {
		if m != "" {
			out = append(out, m)
		}
	}
	return out
}

// listItems reads a flag's list of items separated by commas (or
// semicolons), as --opponents and --players take them: each item,
// trimmed, goes to read, which says what is wrong with it ("" when
// nothing, "is not a rating between 500 and 3500"). An empty item is
// refused, not dropped ("item 2 is empty: " and empty, what to give).
// It returns the number of items given, empty ones left out, and a
// sentence for every item refused, all of them (docs/cli.md `perf`).
func listItems(name, value, empty string, read func(item string) string) (int, []string) {
	var msgs []string
	n := 0
	for i, item := range strings.Split(strings.ReplaceAll(value, ";", ","), ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			msgs = append(msgs, fmt.Sprintf("%s: item %d is empty: %s", name, i+1, empty))
			continue
		}
		n++
		if problem := read(item); problem != "" {
			msgs = append(msgs, fmt.Sprintf("%s: item %d, %s, %s", name, i+1, item, problem))
		}
	}
	return n, msgs
}

// endedFlags reports whether parsing args stopped at a "--", which the
// flag package takes off, leaving rest: the argument before rest is "--".
func endedFlags(args, rest []string) bool {
	i := len(args) - len(rest) - 1
	return i >= 0 && args[i] == "--"
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
	return outputProblemsMade(outs, inputs, "")
}

// outputProblemsMade is outputProblems for a run that makes the folder
// made before it writes (outputs.CheckMade: norms --certificates): an
// output directly in it is not refused for the folder not existing yet.
func outputProblemsMade(outs []outputFlag, inputs []string, made string) []string {
	var msgs []string
	for i, o := range outs {
		if o.path == "" {
			continue
		}
		if err := outputs.CheckMade(o.path, o.exts, inputs, made); err != nil {
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

// warnOpenOutputs warns on stderr, one line an output, of the outputs
// that an office program seems to have open (outputs.OpenIn: its lock
// file is beside them): they are written all the same (a lock file
// outlives a crash), but the program shows the old content and may save
// it over the new (docs/cli.md "What every command does the same way").
func warnOpenOutputs(name string, stderr io.Writer, outs []outputFlag) {
	for _, o := range outs {
		if o.path == "" {
			continue
		}
		if program, lock := outputs.OpenIn(o.path); program != "" {
			fmt.Fprintf(stderr, "%s: warning: %s %s seems to be open in %s (its lock file %s is beside it): it will be replaced all the same, but %s goes on showing the old file and may save it over the new one; close it there, or delete the lock file if %s is not running\n",
				name, o.flag, o.path, program, lock, program, program)
		}
	}
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
	unchanged := words.And(flags) + words.Agree(len(flags), " is as it was", " are as they were")
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
