package gui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"ratingdesk/xlsxio"
)

// problemsScreen tells the user why a file could not be used: every problem
// found in it, one a line, as `ratingdesk check` prints them (CLI.md), so
// that the user can fix them all at once (WORKBOOK.md "General rules").
type problemsScreen struct {
	heading *widget.Label
	advice  *widget.Label
	lines   *widget.TextGrid
	content fyne.CanvasObject
}

// newProblemsScreen builds the screen for the problems found while reading
// file, described as what (e.g. "the rating list").
func newProblemsScreen(what, file string, ps xlsxio.Problems) *problemsScreen {
	s := &problemsScreen{}

	s.heading = widget.NewLabel(fmt.Sprintf("Rating Desk could not open %s %s", what, file))
	s.heading.TextStyle = fyne.TextStyle{Bold: true}
	s.heading.Wrapping = fyne.TextWrapWord

	s.advice = widget.NewLabel(problemsSummary(ps) + " Correct the file and open it again.")
	s.advice.Wrapping = fyne.TextWrapWord

	lines := make([]string, len(ps))
	for i, p := range ps {
		lines[i] = p.Error()
	}
	s.lines = widget.NewTextGrid()
	s.lines.SetText(strings.Join(lines, "\n"))

	s.content = container.NewBorder(container.NewVBox(s.heading, s.advice), nil, nil, nil, container.NewPadded(s.lines))
	return s
}

// problemsSummary counts the errors, which block, and the warnings, which do
// not (WORKBOOK.md "General rules").
func problemsSummary(ps xlsxio.Problems) string {
	errs, warns := len(ps.Errors()), len(ps.Warnings())
	switch {
	case warns == 0:
		return fmt.Sprintf("It has %s.", plural(errs, "error", "errors"))
	case errs == 0:
		return fmt.Sprintf("It has %s.", plural(warns, "warning", "warnings"))
	default:
		return fmt.Sprintf("It has %s and %s.", plural(errs, "error", "errors"), plural(warns, "warning", "warnings"))
	}
}

// plural writes n with the noun that agrees with it.
func plural(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}
