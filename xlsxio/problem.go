package xlsxio

import (
	"fmt"
	"strings"
)

// Severity tells whether a problem blocks the work (docs/formats.md: errors
// block, warnings do not).
type Severity int

// The severities.
const (
	// Error blocks: nothing is computed or written while one stands.
	Error Severity = iota
	// Warning is reported but does not block.
	Warning
)

// Problem is one thing wrong in an input file, located by file, sheet and
// cell, like strconv.NumError. File is the path as given to the reader
// (as the user typed it on the command line, so that two files of the
// same name in different folders are told apart); Sheet is empty for CSV
// files; Cell is an A1 reference, or empty when the problem concerns the
// whole file or sheet.
type Problem struct {
	File     string
	Sheet    string
	Cell     string
	Severity Severity
	// Msg says what is wrong and what was expected.
	Msg string
}

// Error formats the problem as docs/cli.md's `file:sheet!CELL: message`.
func (p *Problem) Error() string {
	var b strings.Builder
	b.WriteString(p.File)
	if p.Sheet != "" || p.Cell != "" {
		b.WriteString(":")
		if p.Sheet != "" {
			b.WriteString(p.Sheet)
			if p.Cell != "" {
				b.WriteString("!")
			}
		}
		b.WriteString(p.Cell)
	}
	b.WriteString(": ")
	if p.Severity == Warning {
		b.WriteString("warning: ")
	}
	b.WriteString(p.Msg)
	return b.String()
}

// Problems is every problem found in one or more inputs. As an error it
// stands for the errors among them; use Errors and Warnings to split them.
type Problems []*Problem

// Error lists the problems one a line.
func (ps Problems) Error() string {
	lines := make([]string, len(ps))
	for i, p := range ps {
		lines[i] = p.Error()
	}
	return strings.Join(lines, "\n")
}

// Errors returns the problems that block.
func (ps Problems) Errors() Problems { return ps.filter(Error) }

// Warnings returns the problems that do not block.
func (ps Problems) Warnings() Problems { return ps.filter(Warning) }

// HasErrors reports whether any problem blocks.
func (ps Problems) HasErrors() bool { return len(ps.Errors()) > 0 }

func (ps Problems) filter(s Severity) Problems {
	var out Problems
	for _, p := range ps {
		if p.Severity == s {
			out = append(out, p)
		}
	}
	return out
}

// Err returns the problems as an error when any of them blocks, else nil.
func (ps Problems) Err() error {
	if ps.HasErrors() {
		return ps
	}
	return nil
}

// errorf builds an error problem.
func errorf(file, sheet, cell, format string, args ...any) *Problem {
	return &Problem{File: file, Sheet: sheet, Cell: cell, Severity: Error, Msg: namedControls(fmt.Sprintf(format, args...))}
}

// warnf builds a warning problem.
func warnf(file, sheet, cell, format string, args ...any) *Problem {
	return &Problem{File: file, Sheet: sheet, Cell: cell, Severity: Warning, Msg: namedControls(fmt.Sprintf(format, args...))}
}
