package main

import (
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

// options turns the flags into pdfout options, or the sentences saying
// what is wrong with them, every one (a --players item refused as perf
// refuses an --opponents item: listItems).
func (f reportFlags) options() (pdfout.ReportOptions, []string) {
	var opt pdfout.ReportOptions
	var msgs []string
	paper, err := pdfout.ParsePaper(f.paper)
	if err != nil {
		msgs = append(msgs, "--paper: "+plainError(err))
	}
	opt.Paper = paper
	switch p := strings.TrimSpace(f.players); {
	case p == "":
	case strings.EqualFold(p, "all"):
		opt.AllPlayers = true
	default:
		_, bad := listItems("--players", p, "give ICCF IDs separated by commas, or all", func(item string) string {
			id, err := strconv.ParseInt(item, 10, 64)
			if err != nil || id <= 0 {
				return "is not an ICCF ID (want IDs separated by commas, or all)"
			}
			opt.Players = append(opt.Players, engine.PlayerID(id))
			return ""
		})
		msgs = append(msgs, bad...)
	}
	return opt, msgs
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
