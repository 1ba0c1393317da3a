package desk_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ratingdesk/charts"
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

// TestCurveOf: a player's curve is his rows, after the point of the
// starting list (the period before the first) when it rated him, so that
// his change in the first quarter shows (a tester: the curve began after
// it).
func TestCurveOf(t *testing.T) {
	_, h := replaySample(t, engine.ICCF2023)
	tests := []struct {
		id    engine.PlayerID
		start *charts.CurvePoint
	}{
		// On the starting list, rated: 2230.700487, RD 64.415017.
		{100101, &charts.CurvePoint{Period: "2023/4", Rated: true, Rating: 2230.700487, RD: 64.415017, Start: true}},
		// On the starting list without a rating: no point for it.
		{190102, nil},
	}
	for _, tc := range tests {
		curve := desk.CurveOf(h, tc.id)
		rows := h.Player(tc.id)
		if tc.start != nil {
			if len(curve) == 0 || curve[0] != *tc.start {
				t.Errorf("CurveOf(%d) starts with %+v, want %+v", tc.id, curve[:min(1, len(curve))], *tc.start)
				continue
			}
			curve = curve[1:]
		}
		if len(curve) != len(rows) || len(curve) != 5 {
			t.Errorf("CurveOf(%d) has %d points after the start, want 5", tc.id, len(curve))
			continue
		}
		for i, r := range rows {
			c := curve[i]
			if c.Period != r.Period.String() || c.Rated != r.Rated || c.Rating != r.RatingExact || c.RD != r.RDExact || c.Games != r.PeriodGames {
				t.Errorf("CurveOf(%d)[%d] = %+v, want the row %+v", tc.id, i, c, r)
			}
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

// TestHistoryReportMoversAsTheApp: the report's comparison lists as many
// gains and losses as the History tab (desk.MoversListed, one number for
// both; a tester found 15 in the PDF and 20 in the app).
func TestHistoryReportMoversAsTheApp(t *testing.T) {
	req, h := replaySample(t, engine.ICCF2017)
	_, b := replaySample(t, engine.ICCF2023)
	c, _ := desk.Compare(h, b, engine.Period{})
	rep, err := desk.HistoryReportOf(desk.HistoryReportInput{Request: &req, History: h, Comparison: c})
	if err != nil {
		t.Fatal(err)
	}
	gainers, losers := desk.PublishedMovers(c, len(c.Rows))
	if max(len(gainers), len(losers)) < desk.MoversListed {
		t.Fatalf("the sample has %d gains and %d losses: too few to test", len(gainers), len(losers))
	}
	if got, want := len(rep.Comparison.Gainers), min(desk.MoversListed, len(gainers)); got != want {
		t.Errorf("the report lists %d gains, want %d (of %d)", got, want, len(gainers))
	}
	if got, want := len(rep.Comparison.Losers), min(desk.MoversListed, len(losers)); got != want {
		t.Errorf("the report lists %d losses, want %d (of %d)", got, want, len(losers))
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
	// The default RD a replay was given is on the summary (a tester: a
	// 2017 → 2023 replay's RDs depended on it, and the report said not).
	for _, f := range rep.Fields {
		if f.Label == "Default RD" {
			t.Errorf("a replay without a default RD has the field %q", f.Value)
		}
	}
	withRD := req
	withRD.Read.DefaultRD = 100
	in.Request = &withRD
	rep, err = desk.HistoryReportOf(in)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, f := range rep.Fields {
		found = found || (f.Label == "Default RD" && strings.HasPrefix(f.Value, "100 "))
	}
	if !found {
		t.Errorf("a replay with the default RD 100: fields %+v lack it", rep.Fields)
	}
	in.Request = &req
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

// TestReconciliationReportRows checks that the report's rows carry both
// published RDs and the kind in short, which stays on one line (a tester:
// a row "same games and rating, different RD" showed no RD, and its kind
// wrapped), and that its summary gives every kind in full beside it.
func TestReconciliationReportRows(t *testing.T) {
	on := func(rating, rd, games int) desk.ListSide {
		return desk.ListSide{On: true, Rated: true, Rating: rating, HasRD: rd > 0, RD: rd, Games: games}
	}
	tests := []struct {
		row  desk.ReconcileRow
		want pdfout.ReconcileRow
	}{
		{desk.ReconcileRow{ID: 370101, Name: "B", Official: on(2144, 126, 121), Computed: on(2144, 116, 121), HasDelta: true, Kind: desk.RDDiffers},
			pdfout.ReconcileRow{ID: "370101", Name: "B", Official: "2144", Computed: "2144", Delta: "0", OfficialRD: "126", ComputedRD: "116",
				OfficialGames: "121", ComputedGames: "121", Kind: "RD differs"}},
		{desk.ReconcileRow{ID: 490101, Name: "Z", Computed: on(2051, 122, 64), Kind: desk.OnlyComputed},
			pdfout.ReconcileRow{ID: "490101", Name: "Z", Computed: "2051", ComputedRD: "122", ComputedGames: "64", Kind: "computed only"}},
		{desk.ReconcileRow{ID: 999901, Name: "N", Official: on(1950, 0, 14), Kind: desk.OnlyOfficial},
			pdfout.ReconcileRow{ID: "999901", Name: "N", Official: "1950", OfficialGames: "14", Kind: "official only"}},
		{desk.ReconcileRow{ID: 100101, Name: "F", Official: on(2231, 0, 183), Computed: on(2231, 85, 181), HasDelta: true, Kind: desk.GamesDiffer},
			pdfout.ReconcileRow{ID: "100101", Name: "F", Official: "2231", Computed: "2231", Delta: "0", ComputedRD: "85",
				OfficialGames: "183", ComputedGames: "181", Kind: "games differ"}},
		{desk.ReconcileRow{ID: 270101, Name: "Y", Official: on(2184, 0, 45), Computed: on(2179, 0, 45), HasDelta: true, Delta: -5, Kind: desk.RatingDiffers},
			pdfout.ReconcileRow{ID: "270101", Name: "Y", Official: "2184", Computed: "2179", Delta: "-5", OfficialGames: "45", ComputedGames: "45", Kind: "rating differs"}},
		{desk.ReconcileRow{ID: 280101, Name: "Szőke, Anna", ComputedName: "Szoke, Anna", Official: on(2184, 0, 45), Computed: on(2184, 0, 45), HasDelta: true, Kind: desk.NameDiffers},
			pdfout.ReconcileRow{ID: "280101", Name: "Szőke, Anna", ComputedName: "Szoke, Anna", Official: "2184", Computed: "2184", Delta: "0",
				OfficialGames: "45", ComputedGames: "45", Kind: "name differs"}},
	}
	for _, tt := range tests {
		rep := desk.ReconciliationReport(&desk.Reconciliation{Rows: []desk.ReconcileRow{tt.row}})
		if len(rep.Rows) != 1 || rep.Rows[0] != tt.want {
			t.Errorf("ReconciliationReport(%v) = %+v, want %+v", tt.row.ID, rep.Rows, tt.want)
		}
		want := pdfout.KindCount{Kind: tt.row.Kind.String(), Short: tt.want.Kind, Count: 1}
		if len(rep.Kinds) != 1 || rep.Kinds[0] != want {
			t.Errorf("ReconciliationReport(%v).Kinds = %+v, want %+v", tt.row.ID, rep.Kinds, want)
		}
	}
}

// TestCurveOfStartRD: the starting list's point carries the list's RD
// whatever the first quarter's ruleset (a tester: an iccf-2017 first
// quarter left the starting list's RD 55 blank in the report, shown under
// iccf-2023), and not a default RD an iccf-2017 quarter does not use.
func TestCurveOfStartRD(t *testing.T) {
	dir := filepath.Join("..", "testdata", "history")
	data, err := os.ReadFile(filepath.Join(dir, "start-list.csv"))
	if err != nil {
		t.Fatal(err)
	}
	// Wögerer without an RD of his own: the default RD 90 stands in.
	noRD := strings.Replace(string(data), "2265,95,210,2265.124096,95.318027", "2265,,210,2265.124096,", 1)
	withoutRD := filepath.Join(t.TempDir(), "start-list.csv")
	if err := os.WriteFile(withoutRD, []byte(noRD), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		ruleset engine.RulesetID
		list    string
		id      engine.PlayerID
		rd      float64
	}{
		{engine.ICCF2017, filepath.Join(dir, "start-list.csv"), 100101, 64.415017},
		{engine.ICCF2023, filepath.Join(dir, "start-list.csv"), 100101, 64.415017},
		{engine.ICCF2017, withoutRD, 100101, 64.415017},
		{engine.ICCF2017, withoutRD, 102101, 0},
		{engine.ICCF2023, withoutRD, 102101, 90},
	}
	for _, tc := range tests {
		rs, err := engine.LookupRuleset(string(tc.ruleset))
		if err != nil {
			t.Fatal(err)
		}
		req := desk.ReplayRequest{List: tc.list, Results: []string{filepath.Join(dir, "games.csv")},
			From: engine.Period{Year: 2024, Quarter: 1}, To: engine.Period{Year: 2024, Quarter: 2}, Ruleset: rs}
		req.Read.DefaultRD = 90
		h, problems, err := desk.Replay(context.Background(), req, nil)
		if err != nil || problems.HasErrors() {
			t.Fatalf("Replay(%s, %s): %v %v", tc.ruleset, tc.list, err, problems)
		}
		curve := desk.CurveOf(h, tc.id)
		if len(curve) == 0 || !curve[0].Start || curve[0].RD != tc.rd {
			t.Errorf("CurveOf(%d) under %s from %s starts with %+v, want the start with RD %v", tc.id, tc.ruleset, filepath.Base(filepath.Dir(tc.list)), curve[:min(1, len(curve))], tc.rd)
		}
	}
}
