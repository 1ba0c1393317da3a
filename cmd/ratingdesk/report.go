package main

import (
	"fmt"
	"io"
	"ratingdesk/desk"
	"strconv"
	"strings"

	"ratingdesk/engine"
	"ratingdesk/outputs"
	"ratingdesk/pdfout"
)

// reportFlags choose what the period report PDF holds (docs/cli.md `rate --report`).
type reportFlags struct {
	players string // "all", or IDs separated by commas
	paper   string
}

// options turns the flags into pdfout options, or an error for the user.
func (f reportFlags) options() (pdfout.ReportOptions, error) {
	var opt pdfout.ReportOptions
	paper, err := pdfout.ParsePaper(f.paper)
	if err != nil {
		return opt, err
	}
	opt.Paper = paper
	switch p := strings.TrimSpace(f.players); {
	case p == "":
	case strings.EqualFold(p, "all"):
		opt.AllPlayers = true
	default:
		for _, field := range strings.Split(p, ",") {
			id, err := strconv.ParseInt(strings.TrimSpace(field), 10, 64)
			if err != nil || id <= 0 {
				return opt, fmt.Errorf("--players: %q is not an ICCF ID (want IDs separated by commas, or all)", field)
			}
			opt.Players = append(opt.Players, engine.PlayerID(id))
		}
	}
	return opt, nil
}

// stageReport stages the period report PDF of a finished period in b, to
// be committed with the new list (docs/cli.md `rate --report`).
func stageReport(b *outputs.Batch, path string, opt pdfout.ReportOptions, lp *desk.LoadedPeriod, res *engine.PeriodResult,
	render func(io.Writer, *engine.PeriodResult, *engine.PeriodInput, pdfout.ReportOptions) error) error {
	opt.ProgramVersion = programVersion()
	opt.Inputs = lp.Inputs
	for _, w := range lp.Warnings {
		opt.Warnings = append(opt.Warnings, w.Error())
	}
	return b.Stage(path, func(w io.Writer) error {
		return render(w, res, &lp.Input, opt)
	})
}
