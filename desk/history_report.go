package desk

import (
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"

	"ratingdesk/charts"
	"ratingdesk/engine"
	"ratingdesk/outputs"
	"ratingdesk/pdfout"
	"ratingdesk/xlsxio"
)

// HistoryReportInput is what a history report (docs/cli.md `replay
// --report`, `reconcile --report`) is made of. Every part may be nil or
// empty; the report leaves it out.
type HistoryReportInput struct {
	// Request is the replay that made History (its periods, rulesets and
	// switches go on the summary); nil for a reconciliation alone.
	Request *ReplayRequest
	History *History
	// Inputs are the files read, with their SHA-256 (LoadedPeriod.Inputs,
	// e.g. from ReplayRequest.OnPeriod).
	Inputs []outputs.InputFile
	// Warnings are the replay's problems that did not stop it (Replay's
	// warnings); the summary lists them.
	Warnings xlsxio.Problems
	// Comparison compares two replays (what-if under another ruleset).
	Comparison *Comparison
	// Reconciliation compares an official list with a computed one.
	Reconciliation *Reconciliation
	// Players get a page each with their rating curve over History's
	// periods; an ID not in History is an error.
	Players []engine.PlayerID
}

// MoversListed is how many of the biggest gains and of the biggest losses
// under B a comparison of two rulesets lists (docs/guide.md "The History
// tab"): the History tab and the history report alike, from this one
// number (a tester found 20 in the app and 15 in the PDF).
const MoversListed = 20

// WriteHistoryReport writes the history report of in to path as a PDF
// (docs/cli.md `replay --report HISTORY.pdf --players ID,ID` and
// `reconcile --report DIFF.pdf`), atomically (outputs.WriteFile).
func WriteHistoryReport(path string, in HistoryReportInput, opt pdfout.HistoryOptions) error {
	rep, err := HistoryReportOf(in)
	if err != nil {
		return err
	}
	return outputs.WriteFile(path, func(w io.Writer) error { return pdfout.WriteHistoryReport(w, rep, opt) })
}

// StageHistoryReport stages the history report of in at path in b, to be
// written with the batch's other outputs, all or none (outputs.Batch).
func StageHistoryReport(b *outputs.Batch, path string, in HistoryReportInput, opt pdfout.HistoryOptions) error {
	rep, err := HistoryReportOf(in)
	if err != nil {
		return err
	}
	return b.Stage(path, func(w io.Writer) error { return pdfout.WriteHistoryReport(w, rep, opt) })
}

// WriteHistoryReportTo writes the history report of in to w.
func WriteHistoryReportTo(w io.Writer, in HistoryReportInput, opt pdfout.HistoryOptions) error {
	rep, err := HistoryReportOf(in)
	if err != nil {
		return err
	}
	return pdfout.WriteHistoryReport(w, rep, opt)
}

// HistoryReportOf is the content of the history report of in.
func HistoryReportOf(in HistoryReportInput) (*pdfout.HistoryReport, error) {
	rep := &pdfout.HistoryReport{Title: "Rating history", Inputs: in.Inputs}
	for _, w := range in.Warnings.Warnings() {
		rep.Warnings = append(rep.Warnings, w.Error())
	}
	if in.Request != nil {
		rep.Fields = replayFields(in.Request)
	}
	if h := in.History; h != nil && len(h.Periods) > 0 {
		first, last := h.Periods[0], h.Periods[h.Last()]
		rep.Title = fmt.Sprintf("Rating history %s – %s", first.Period, last.Period)
		rep.Date = last.Period.ValidFrom()
		rep.RulesetID = rulesetsOf(h)
		for _, p := range h.Periods {
			rep.Periods = append(rep.Periods, pdfout.HistoryPeriod{Period: p.Period.String(), Ruleset: string(p.Ruleset.ID),
				Players: p.Players, GamesRated: p.Games, RatedPlayers: p.Rated, Played: p.Played, NotRated: p.Excluded})
		}
	}
	if in.Comparison != nil {
		rep.Comparison = comparisonReport(in.Comparison)
	}
	if in.Reconciliation != nil {
		rep.Reconciliation = ReconciliationReport(in.Reconciliation)
		if in.History == nil {
			rep.Title = "Reconciliation of two lists"
		}
		inputs, err := reconciledInputs(in.Reconciliation, rep.Inputs)
		if err != nil {
			return nil, err
		}
		rep.Inputs = inputs
	}
	for _, id := range in.Players {
		if in.History == nil || in.History.Player(id) == nil {
			return nil, fmt.Errorf("desk: a page was asked for player %d, who is not in the history", id)
		}
		rep.Players = append(rep.Players, historyPlayerPage(in.History, id))
	}
	if rep.Periods == nil && rep.Reconciliation == nil && rep.Comparison == nil {
		return nil, errors.New("desk: the history report has nothing to show: no replay, comparison or reconciliation")
	}
	return rep, nil
}

// replayFields describe a replay on the report's summary.
func replayFields(r *ReplayRequest) []pdfout.Field {
	rules := string(r.Ruleset.ID)
	for _, s := range r.Switches {
		rules += fmt.Sprintf(", %s from %s", s.Ruleset.ID, s.At)
	}
	fields := []pdfout.Field{
		{Label: "Periods", Value: fmt.Sprintf("%s to %s, each started from the exact values of the one before (docs/rules.md §1.6)", r.From, r.To)},
		{Label: "Rulesets", Value: rules},
		{Label: "Start list", Value: r.List},
	}
	if rd := r.Read.DefaultRD; rd > 0 {
		// The RD of rows without one, and after an iccf-2017 quarter:
		// without it the report could not be reproduced (a tester).
		fields = append(fields, pdfout.Field{Label: "Default RD", Value: strconv.FormatFloat(rd, 'f', -1, 64) + " (rows without an RD, and the quarter after one rated with iccf-2017)"})
	}
	return fields
}

// rulesetsOf names the rulesets of a history in order, "iccf-2017 →
// iccf-2023".
func rulesetsOf(h *History) string {
	var ids []string
	for _, p := range h.Periods {
		if id := string(p.Ruleset.ID); len(ids) == 0 || ids[len(ids)-1] != id {
			ids = append(ids, id)
		}
	}
	return strings.Join(ids, " → ")
}

// comparisonReport is a comparison as the report prints it.
func comparisonReport(c *Comparison) *pdfout.HistoryComparison {
	out := &pdfout.HistoryComparison{
		A: string(c.RulesetA.ID), B: string(c.RulesetB.ID), After: c.Period.String(), Compared: len(c.Rows),
		Gain: c.Gainers, Lose: c.Losers, Same: c.Same, Diffs: make([]int, len(c.Rows)),
	}
	if out.A == out.B {
		out.A, out.B = "A ("+out.A+")", "B ("+out.B+")"
	}
	sum := 0
	for i, r := range c.Rows {
		out.Diffs[i] = r.Diff
		sum += r.Diff
	}
	if len(c.Rows) > 0 {
		out.Mean = float64(sum) / float64(len(c.Rows))
	}
	gainers, losers := PublishedMovers(c, MoversListed)
	out.Gainers, out.Losers = moversOf(gainers), moversOf(losers)
	return out
}

// moversOf are comparison rows as the report prints them.
func moversOf(rows []ComparisonRow) []pdfout.Mover {
	out := make([]pdfout.Mover, len(rows))
	for i, r := range rows {
		out[i] = pdfout.Mover{ID: strconv.FormatInt(int64(r.ID), 10), Name: r.Name, Fed: r.Fed, A: r.RatingA, B: r.RatingB, Diff: r.Diff}
	}
	return out
}

// ReconciliationReport is a reconciliation as the report prints it: the
// counts of every kind found, and the rows as the difference file writes
// them (with the RDs, docs/formats.md "Difference file"), each kind in
// short (DiffKind.Short) so that it stays on one line, and the ratings
// not compared (Reconciliation.NotCompared).
func ReconciliationReport(r *Reconciliation) *pdfout.HistoryReconciliation {
	out := &pdfout.HistoryReconciliation{Official: r.Official, Computed: r.Computed, Compared: r.Compared,
		RenamedBesides: r.Renamed() - r.Count(NameDiffers), NotCompared: r.NotCompared()}
	for _, k := range DiffKinds() {
		if n := r.Count(k); n > 0 {
			out.Kinds = append(out.Kinds, pdfout.KindCount{Kind: k.String(), Short: k.Short(), Count: n})
		}
	}
	for _, row := range r.Rows {
		cells := ReconcileCells(row)
		out.Rows = append(out.Rows, pdfout.ReconcileRow{ID: cells[0], Name: cells[1], Official: cells[2], Computed: cells[3],
			Delta: cells[4], OfficialGames: cells[5], ComputedGames: cells[6], Kind: row.Kind.Short(),
			OfficialRD: cells[8], ComputedRD: cells[9], ComputedName: cells[10]})
	}
	return out
}

// ReconcileCells are the texts of a difference row in the columns of the
// difference file (ID, Name, Official rating, Computed rating, Δ,
// Official games, Computed games, Kind, Official RD, Computed RD,
// Computed name): "" for what a list lacks, "unrated" for a player on a
// list without a rating, and a Computed name only when it differs.
func ReconcileCells(row ReconcileRow) []string {
	rating := func(s ListSide) string {
		switch {
		case !s.On:
			return ""
		case !s.Rated:
			return "unrated"
		}
		return strconv.Itoa(s.Rating)
	}
	games := func(s ListSide) string {
		if !s.On {
			return ""
		}
		return strconv.Itoa(s.Games)
	}
	delta := ""
	if row.HasDelta {
		delta = strconv.Itoa(row.Delta)
		if row.Delta > 0 {
			delta = "+" + delta
		}
	}
	rd := func(s ListSide) string {
		if !s.Rated || !s.HasRD {
			return ""
		}
		return strconv.Itoa(s.RD)
	}
	return []string{strconv.FormatInt(int64(row.ID), 10), row.Name, rating(row.Official), rating(row.Computed), delta,
		games(row.Official), games(row.Computed), row.Kind.String(), rd(row.Official), rd(row.Computed), row.ComputedName}
}

// historyPlayerPage is a player's page of the report.
func historyPlayerPage(h *History, id engine.PlayerID) pdfout.HistoryPlayer {
	pl := h.Players[h.byID[id]]
	return pdfout.HistoryPlayer{ID: strconv.FormatInt(int64(id), 10), Name: pl.Name, Fed: pl.Fed, Points: CurveOf(h, id)}
}

// CurveOf is player id's rating curve over the history's periods (the
// player card, the report's player pages): for a player rated on the
// starting list, first his rating and RD there, labelled with the period
// of that list (History.StartPeriod), so that his change in the first
// quarter shows; then the exact rating and RD after each period he is on
// the list, and his games rated in it (docs/guide.md "The History tab").
// nil for an ID not in the history.
func CurveOf(h *History, id engine.PlayerID) []charts.CurvePoint {
	rows := h.Player(id)
	if rows == nil {
		return nil
	}
	out := make([]charts.CurvePoint, 0, len(rows)+1)
	if v, ok := h.Start(id); ok && v.Rated {
		out = append(out, charts.CurvePoint{Period: h.StartPeriod().String(), Rated: true, Rating: v.Rating, RD: v.RD, Start: true})
	}
	for _, r := range rows {
		pt := charts.CurvePoint{Period: r.Period.String(), Rated: r.Rated, Games: r.PeriodGames}
		if r.Rated {
			pt.Rating = r.RatingExact
			if r.HasRD {
				pt.RD = r.RDExact
			}
		}
		out = append(out, pt)
	}
	return out
}

// ListAfter is the rating list after quarter k of a history, as reading
// that quarter's list (rate --out) would give it: the players in list
// order with their exact rating and RD and their games. It is the
// computed side of a reconciliation in the app's History tab; file names
// it there.
func ListAfter(h *History, k int, file string) *xlsxio.RatingList {
	if k < 0 || k >= len(h.Periods) {
		return nil
	}
	l := &xlsxio.RatingList{File: file}
	for i := range h.Periods[k].Players {
		r := h.Row(k, i)
		p := engine.Player{ID: r.ID, Name: r.Name, Fed: r.Fed, Rated: r.Rated, Games: r.Games}
		if r.Rated {
			p.Rating = r.RatingExact
			if r.HasRD && !math.IsNaN(r.RDExact) {
				p.RD = r.RDExact
			}
		}
		l.Players = append(l.Players, p)
	}
	return l
}

// PublishedMovers are the n players whose published rating gains most
// and the n whose published rating loses most under B (Comparison.Movers,
// biggest exact difference first), leaving out those whose exact rating
// moves but whose published rating stays the same.
func PublishedMovers(c *Comparison, n int) (gainers, losers []ComparisonRow) {
	g, l := c.Movers(len(c.Rows))
	for _, r := range g {
		if r.Diff > 0 && len(gainers) < n {
			gainers = append(gainers, r)
		}
	}
	for _, r := range l {
		if r.Diff < 0 && len(losers) < n {
			losers = append(losers, r)
		}
	}
	return gainers, losers
}

// reconciledInputs are inputs and the files a reconciliation compared
// that are not among them, with their SHA-256, so that the report cites
// every list it compares (as the period and history reports cite theirs).
// A side that is no file (the app's last list of a replay, named
// "replay 2025/1") is left out.
func reconciledInputs(rec *Reconciliation, inputs []outputs.InputFile) ([]outputs.InputFile, error) {
	out := slices.Clone(inputs)
	for _, f := range []outputs.InputFile{{Path: rec.Official, Kind: "official list"}, {Path: rec.Computed, Kind: "computed list"}} {
		if f.Path == "" || slices.ContainsFunc(out, func(in outputs.InputFile) bool { return in.Path == f.Path }) {
			continue
		}
		if st, err := os.Stat(f.Path); err != nil || !st.Mode().IsRegular() {
			continue
		}
		if ps := hashInput(&f); ps.HasErrors() {
			return nil, fmt.Errorf("desk: the report's inputs: %w", ps)
		}
		out = append(out, f)
	}
	return out, nil
}
