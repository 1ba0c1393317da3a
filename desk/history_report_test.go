package desk_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/outputs"
	"ratingdesk/pdfout"
)

// replaySample replays the five-quarter sample of testdata/history under
// ruleset id.
func replaySample(t *testing.T, id engine.RulesetID) (desk.ReplayRequest, *desk.History) {
	t.Helper()
	rs, err := engine.LookupRuleset(string(id))
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join("..", "testdata", "history")
	req := desk.ReplayRequest{List: filepath.Join(dir, "start-list.csv"), Results: []string{filepath.Join(dir, "games.csv")},
		From: engine.Period{Year: 2024, Quarter: 1}, To: engine.Period{Year: 2025, Quarter: 1}, Ruleset: rs}
	h, problems, err := desk.Replay(context.Background(), req, nil)
	if err != nil || problems.HasErrors() {
		t.Fatalf("Replay: %v %v", err, problems)
	}
	return req, h
}

func TestCurveOf(t *testing.T) {
	_, h := replaySample(t, engine.ICCF2023)
	pl := h.Players[0]
	curve := desk.CurveOf(h, pl.ID)
	rows := h.Player(pl.ID)
	if len(curve) != len(rows) || len(curve) != 5 {
		t.Fatalf("CurveOf(%d) has %d points, want 5", pl.ID, len(curve))
	}
	for i, r := range rows {
		c := curve[i]
		if c.Period != r.Period.String() || c.Rated != r.Rated || c.Rating != r.RatingExact || c.RD != r.RDExact || c.Games != r.PeriodGames {
			t.Errorf("CurveOf(%d)[%d] = %+v, want the row %+v", pl.ID, i, c, r)
		}
	}
	if got := desk.CurveOf(h, 1); got != nil {
		t.Errorf("CurveOf(unknown ID) = %v, want nil", got)
	}
}

func TestListAfterReconcilesWithItself(t *testing.T) {
	_, h := replaySample(t, engine.ICCF2023)
	a := desk.ListAfter(h, h.Last(), "a")
	b := desk.ListAfter(h, h.Last(), "b")
	if len(a.Players) != h.Periods[h.Last()].Players {
		t.Fatalf("ListAfter has %d players, want %d", len(a.Players), h.Periods[h.Last()].Players)
	}
	if r := desk.Reconcile(a, b); len(r.Rows) != 0 || r.Agree != len(a.Players) {
		t.Errorf("Reconcile(list, same list) = %d rows, %d agree; want 0 rows, %d agree", len(r.Rows), r.Agree, len(a.Players))
	}
	b.Players[3].Rating += 7
	b.Players[5].Games++
	r := desk.Reconcile(a, b)
	if len(r.Rows) != 2 || r.Rows[0].Kind != desk.RatingDiffers || r.Rows[1].Kind != desk.GamesDiffer {
		t.Errorf("Reconcile with a seeded rating and games difference = %+v", r.Rows)
	}
	if got := desk.ReconcileCells(r.Rows[0]); got[4] != "+7" || got[7] != "same games, different rating" {
		t.Errorf("ReconcileCells = %q, want Δ +7 and the kind", got)
	}
}

func TestPublishedMovers(t *testing.T) {
	_, a := replaySample(t, engine.ICCF2023)
	_, b := replaySample(t, engine.ICCF2025)
	c, ok := desk.Compare(a, b, engine.Period{})
	if !ok {
		t.Fatal("Compare: no common quarter")
	}
	gainers, losers := desk.PublishedMovers(c, 3)
	if len(gainers) != min(3, c.Gainers) || len(losers) != min(3, c.Losers) {
		t.Errorf("PublishedMovers = %d gainers, %d losers; want %d and %d", len(gainers), len(losers), min(3, c.Gainers), min(3, c.Losers))
	}
	for _, r := range gainers {
		if r.Diff <= 0 {
			t.Errorf("gainer %d has difference %d", r.ID, r.Diff)
		}
	}
	for _, r := range losers {
		if r.Diff >= 0 {
			t.Errorf("loser %d has difference %d", r.ID, r.Diff)
		}
	}
}

func TestWriteHistoryReport(t *testing.T) {
	req, h := replaySample(t, engine.ICCF2023)
	_, b := replaySample(t, engine.ICCF2025)
	c, _ := desk.Compare(h, b, engine.Period{})
	id := h.Players[2].ID
	in := desk.HistoryReportInput{Request: &req, History: h, Comparison: c,
		Reconciliation: desk.Reconcile(desk.ListAfter(h, h.Last(), "a"), desk.ListAfter(b, b.Last(), "b")), Players: []engine.PlayerID{id}}
	rep, err := desk.HistoryReportOf(in)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Title != "Rating history 2024/1 – 2025/1" || len(rep.Periods) != 5 || len(rep.Players) != 1 || rep.Comparison == nil || rep.Reconciliation == nil {
		t.Errorf("HistoryReportOf = %+v", rep)
	}
	path := filepath.Join(t.TempDir(), "history.pdf")
	if err := desk.WriteHistoryReport(path, in, pdfout.HistoryOptions{}); err != nil {
		t.Fatal(err)
	}
	if data, err := os.ReadFile(path); err != nil || !bytes.HasPrefix(data, []byte("%PDF")) {
		t.Errorf("WriteHistoryReport wrote no PDF (%v)", err)
	}
	var batch outputs.Batch
	defer batch.Discard()
	staged := filepath.Join(t.TempDir(), "staged.pdf")
	if err := desk.StageHistoryReport(&batch, staged, in, pdfout.HistoryOptions{}); err != nil {
		t.Fatal(err)
	}
	in.Players = []engine.PlayerID{1}
	if _, err := desk.HistoryReportOf(in); err == nil || !strings.Contains(err.Error(), "player 1") {
		t.Errorf("HistoryReportOf(unknown player) = %v, want an error naming player 1", err)
	}
	if _, err := desk.HistoryReportOf(desk.HistoryReportInput{}); err == nil {
		t.Errorf("HistoryReportOf(nothing) = nil error, want one")
	}
}
