package gui

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"syscall"
	"testing"

	"ratingdesk/engine"
	"ratingdesk/outputs"
	"ratingdesk/xlsxio"
)

func TestProblemSentence(t *testing.T) {
	tests := []struct {
		p    xlsxio.Problem
		want string
	}{
		{xlsxio.Problem{File: "list.xlsx", Sheet: "Ratings", Cell: "E7", Msg: `rating "24x2" is not a number`},
			`In file list.xlsx, sheet Ratings, cell E7: rating "24x2" is not a number.`},
		{xlsxio.Problem{File: "games.csv", Cell: "C3", Severity: xlsxio.Warning, Msg: "name differs from the list."},
			"In file games.csv, cell C3: warning: name differs from the list."},
		{xlsxio.Problem{File: "x.xls", Msg: "legacy Excel .xls files are not read"},
			"In file x.xls: legacy Excel .xls files are not read."},
	}
	for _, tt := range tests {
		if got := problemSentence(&tt.p); got != tt.want {
			t.Errorf("problemSentence(%v) = %q, want %q", tt.p, got, tt.want)
		}
	}
}

func TestErrorMessage(t *testing.T) {
	ps := xlsxio.Problems{
		{File: "a.xlsx", Sheet: "S", Cell: "A1", Msg: "one"},
		{File: "a.xlsx", Sheet: "S", Cell: "A2", Msg: "two"},
		{File: "a.xlsx", Sheet: "S", Cell: "A3", Msg: "three"},
		{File: "a.xlsx", Sheet: "S", Cell: "A4", Msg: "four"},
	}
	tests := []struct {
		name string
		err  error
		want []string
	}{
		{"output", &outputs.PathError{Path: "/in/list.xlsx", Msg: "is one of the inputs: inputs are never overwritten; name another output file"},
			[]string{"Rating Desk did not write /in/list.xlsx, which is one of the inputs: inputs are never overwritten; name another output file. Nothing was written; choose another file name."}},
		{"output folder", &outputs.PathError{Path: "/x/new.csv", Msg: "the folder /x does not exist"},
			[]string{"Rating Desk did not write /x/new.csv: the folder /x does not exist. Nothing was written"}},
		{"permission", fmt.Errorf("pdfout: writing x: %w", &fs.PathError{Op: "open", Path: "/ro/r.pdf", Err: fs.ErrPermission}),
			[]string{"saving the report", "/ro/r.pdf", "permission denied", "folder you may write to"}},
		{"missing", &fs.PathError{Op: "open", Path: "/gone/l.csv", Err: fs.ErrNotExist},
			[]string{"/gone/l.csv", "was not found", "choose it again"}},
		{"disk full", fmt.Errorf("write: %w", syscall.ENOSPC), []string{"disk became full"}},
		{"non-finite", fmt.Errorf("wrapped: %w", &engine.NonFiniteError{Player: 150101, What: "1/σ² − ΣD2 ≤ 0"}),
			[]string{"player 150101", "1/σ² − ΣD2 ≤ 0", "docs/rules.md §1.1", "Check that player's games"}},
		{"player row", &engine.PlayerError{Index: 4, ID: 7, Msg: "listed twice"}, []string{"player 7 (row 5 of the list) listed twice"}},
		{"cancelled", fmt.Errorf("engine: period: %w", context.Canceled), []string{"was cancelled", "Nothing was changed"}},
		{"problems", ps, []string{"4 problems", "In file a.xlsx, sheet S, cell A1: one.", "… and 1 more", "Problems tab"}},
		{"other", errors.New("xlsxio: zip: not a valid zip file"), []string{"while saving the report", "zip: not a valid zip file", "report it"}},
	}
	for _, tt := range tests {
		got := errorMessage("saving the report", tt.err)
		for _, w := range tt.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: errorMessage = %q, want it to say %q", tt.name, got, w)
			}
		}
		for _, prefix := range []string{"xlsxio:", "pdfout:", "engine:"} {
			if strings.Contains(got, prefix) {
				t.Errorf("%s: errorMessage = %q shows the package prefix %q", tt.name, got, prefix)
			}
		}
	}
}

// TestProblemsMessageAgrees: the count of the problems in the way agrees
// with its verb (user test: "1 problem stand in the way").
func TestProblemsMessageAgrees(t *testing.T) {
	p := func(cell string) *xlsxio.Problem { return &xlsxio.Problem{File: "g.csv", Cell: cell, Msg: "bad"} }
	for _, tc := range []struct {
		ps   xlsxio.Problems
		want string
	}{
		{xlsxio.Problems{p("C2")}, "Rating period 2026/1: 1 problem stands in the way."},
		{xlsxio.Problems{p("C2"), p("C3")}, "Rating period 2026/1: 2 problems stand in the way."},
	} {
		if got := problemsMessage("rating period 2026/1", tc.ps); !strings.HasPrefix(got, tc.want) {
			t.Errorf("problemsMessage with %d problems begins %q, want %q", len(tc.ps), strings.SplitN(got, "\n", 2)[0], tc.want)
		}
	}
}
