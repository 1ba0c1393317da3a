package desk

import (
	"fmt"
	"strings"

	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// errorAt is an error located at a file, sheet and cell; file is as a
// Problem names it (the path as given).
func errorAt(file, sheet, cell, format string, args ...any) *xlsxio.Problem {
	return &xlsxio.Problem{File: file, Sheet: sheet, Cell: cell, Severity: xlsxio.Error, Msg: fmt.Sprintf(format, args...)}
}

// warningAt is a warning located as errorAt locates an error.
func warningAt(file, sheet, cell, format string, args ...any) *xlsxio.Problem {
	return &xlsxio.Problem{File: file, Sheet: sheet, Cell: cell, Severity: xlsxio.Warning, Msg: fmt.Sprintf(format, args...)}
}

// errorAtOrigin is an error located where a game or a player was read.
func errorAtOrigin(o engine.Origin, format string, args ...any) *xlsxio.Problem {
	return errorAt(o.File, o.Sheet, o.Cell, format, args...)
}

// originText names an origin in a message: "list.xlsx:Sheet1!A5".
func originText(o engine.Origin) string {
	p := xlsxio.Problem{File: o.File, Sheet: o.Sheet, Cell: o.Cell}
	return strings.TrimSuffix(p.Error(), ": ")
}
