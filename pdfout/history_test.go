package pdfout_test

import (
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"ratingdesk/charts"
	"ratingdesk/outputs"
	"ratingdesk/pdfout"
)

// historyFixture is a history report with every part: three periods, a
// ruleset comparison, a reconciliation and a player who starts unrated.
func historyFixture() *pdfout.HistoryReport {
	return &pdfout.HistoryReport{
		Title:     "Rating history 2025/3 – 2026/1",
		Fields:    []pdfout.Field{{Label: "Periods", Value: "2025/3 to 2026/1"}, {Label: "Rulesets", Value: "iccf-2023, iccf-2025 from 2026/1"}},
		Inputs:    []outputs.InputFile{{Path: "/data/list-2025-2.xlsx", Kind: "rating list", SHA256: strings.Repeat("ab01", 16)}},
		RulesetID: "iccf-2023 → iccf-2025",
		Date:      time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC),
		Periods: []pdfout.HistoryPeriod{
			{Period: "2025/3", Ruleset: "iccf-2023", Players: 7, GamesRated: 4, RatedPlayers: 6, Played: 5, NotRated: 1},
			{Period: "2025/4", Ruleset: "iccf-2023", Players: 7, GamesRated: 0, RatedPlayers: 6},
			{Period: "2026/1", Ruleset: "iccf-2025", Players: 8, GamesRated: 5, RatedPlayers: 7, Played: 6, NotRated: 2},
		},
		Comparison: &pdfout.HistoryComparison{
			A: "iccf-2023", B: "iccf-2025", After: "2026/1", Compared: 5, Gain: 2, Lose: 2, Same: 1, Mean: 0.4, Diffs: []int{-6, -1, 0, 3, 6},
			Gainers: []pdfout.Mover{{ID: "100003", Name: "Ståhlberg, Gideon", Fed: "SWE", A: 2000, B: 2006, Diff: 6}},
			Losers:  []pdfout.Mover{{ID: "100002", Name: "Ševčík, Jiří", Fed: "CZE", A: 1750, B: 1744, Diff: -6}},
		},
		Reconciliation: &pdfout.HistoryReconciliation{
			Official: "iccf-official-2026-1.xlsx", Computed: "replay 2026/1",
			Kinds: []pdfout.KindCount{{Kind: "only on the official list", Short: "official only", Count: 1}, {Kind: "different number of games", Short: "games differ", Count: 1}},
			Rows: []pdfout.ReconcileRow{
				{ID: "100009", Name: "Kıraç, Mehmet", Official: "2290", OfficialGames: "120", Kind: "official only"},
				{ID: "100001", Name: "Đorđević, Milan", Official: "1904", Computed: "1911", Delta: "+7", OfficialRD: "78", ComputedRD: "80",
					OfficialGames: "27", ComputedGames: "28", Kind: "games differ"},
			},
		},
		Players: []pdfout.HistoryPlayer{{ID: "100008", Name: "Müller, Hans-Jürgen", Fed: "GER", Points: []charts.CurvePoint{
			{Period: "2025/3"}, {Period: "2025/4", Rated: true, Rating: 2105.25, RD: 140.5, Games: 12},
			{Period: "2026/1", Rated: true, Rating: 2120.75, RD: 120.125, Games: 3},
		}}, {ID: "100003", Name: "Ševčík, Jiří", Fed: "CZE", Points: []charts.CurvePoint{
			// The starting list's point, the list before the first period.
			{Period: "2025/2", Rated: true, Rating: 2210.5, RD: 80.25, Start: true},
			{Period: "2025/3", Rated: true, Rating: 2216.125, RD: 78.5, Games: 4},
			{Period: "2025/4", Rated: true, Rating: 2216.125, RD: 81.75},
			{Period: "2026/1", Rated: true, Rating: 2209.375, RD: 79.5, Games: 2},
		}}},
	}
}

func TestHistoryReportText(t *testing.T) {
	write := func(w io.Writer) error {
		return pdfout.WriteHistoryReport(w, historyFixture(), pdfout.HistoryOptions{ProgramVersion: "v1.2.3-test"})
	}
	// The text is compared, not the bytes: gofpdf's font subsets differ now
	// and then from run to run (the period report's too; see the report).
	path, _ := renderPDF(t, "history.pdf", write)
	text := poppler(t, "pdftotext", "-enc", "UTF-8", "-layout", path, "-")
	for _, want := range []string{
		"Rating history 2025/3 – 2026/1", "iccf-2025 from 2026/1", strings.Repeat("ab01", 16), "Players on the list",
		"Comparison: iccf-2025 against iccf-2023", "2 players rate higher under iccf-2025",
		"Number of players by difference of published rating, iccf-2025 − iccf-2023 (5 players on both lists)",
		"Ståhlberg, Gideon", "Ševčík, Jiří", "+6", "-6",
		"Reconciliation of two lists", "only on the official list", "different number of games", "Đorđević, Milan", "+7",
		"Müller, Hans-Jürgen, GER (100008)", "Rating with the band of ± RD, period by period", "unrated", "2105.250000", "2121",
		"ruleset iccf-2023 → iccf-2025", "Rating Desk v1.2.3-test",
		"Ševčík, Jiří, CZE (100003)", "starting list",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("history report text lacks %q", want)
		}
	}
	golden := filepath.Join("testdata", "history-report.txt")
	if *update {
		if err := os.WriteFile(golden, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("reading golden file (run go test -update): %v", err)
	}
	if text != string(want) {
		t.Errorf("history report text differs from %s (run go test ./pdfout -update and review the diff)", golden)
	}
}

// TestHistoryComparisonListsEveryMover: the comparison lists every mover
// it is given, as many as the app's History tab lists (desk.MoversListed
// chooses them for both; a tester found 15 in the PDF and 20 in the app).
func TestHistoryComparisonListsEveryMover(t *testing.T) {
	r := historyFixture()
	r.Reconciliation, r.Players = nil, nil
	c := r.Comparison
	c.Gainers, c.Losers = nil, nil
	for i := range 20 {
		c.Gainers = append(c.Gainers, pdfout.Mover{ID: strconv.Itoa(700001 + i), Name: "Gainer " + strconv.Itoa(i+1), A: 2000, B: 2040 - i, Diff: 40 - i})
		c.Losers = append(c.Losers, pdfout.Mover{ID: strconv.Itoa(800001 + i), Name: "Loser " + strconv.Itoa(i+1), A: 2000, B: 1960 + i, Diff: -40 + i})
	}
	path, _ := renderPDF(t, "movers.pdf", func(w io.Writer) error { return pdfout.WriteHistoryReport(w, r, pdfout.HistoryOptions{}) })
	text := poppler(t, "pdftotext", "-enc", "UTF-8", path, "-")
	for i := range 20 {
		for _, id := range []string{strconv.Itoa(700001 + i), strconv.Itoa(800001 + i)} {
			if !strings.Contains(text, id) {
				t.Errorf("the comparison lacks mover %s (%d of 20)", id, i+1)
			}
		}
	}
}

func TestHistoryReportAgree(t *testing.T) {
	r := &pdfout.HistoryReport{Title: "Reconciliation of two lists", Reconciliation: &pdfout.HistoryReconciliation{Official: "a.csv", Computed: "b.csv"}}
	path, _ := renderPDF(t, "agree.pdf", func(w io.Writer) error { return pdfout.WriteHistoryReport(w, r, pdfout.HistoryOptions{}) })
	text := poppler(t, "pdftotext", "-enc", "UTF-8", path, "-")
	if !strings.Contains(text, "No differences: the players agree") {
		t.Errorf("report of two lists that agree lacks \"No differences: the players agree\":\n%s", text)
	}
	if err := pdfout.WriteHistoryReport(io.Discard, nil, pdfout.HistoryOptions{}); err == nil {
		t.Errorf("WriteHistoryReport(nil) = nil error, want one")
	}
}

// TestReconciliationSummaryPage: the first page of a reconciliation's
// report (reconcile --report) holds the inputs and the counts by kind
// together; the rows follow on the next page, and two lists that agree
// make one page that says so.
func TestReconciliationSummaryPage(t *testing.T) {
	inputs := []outputs.InputFile{
		{Path: "official.csv", Kind: "official list", SHA256: strings.Repeat("0f", 32)},
		{Path: "computed.csv", Kind: "computed list", SHA256: strings.Repeat("f0", 32)},
	}
	differ := &pdfout.HistoryReconciliation{
		Official: "official.csv", Computed: "computed.csv", Compared: 84,
		Kinds: []pdfout.KindCount{{Kind: "only on the official list", Count: 1}, {Kind: "same games, different rating", Count: 2}},
		Rows: []pdfout.ReconcileRow{
			{ID: "100009", Name: "Kıraç, Mehmet", Official: "2290", OfficialGames: "120", Kind: "only on the official list"},
			{ID: "100001", Name: "Đorđević, Milan", Official: "1904", Computed: "1911", Delta: "+7", OfficialGames: "27", ComputedGames: "27", Kind: "same games, different rating"},
			{ID: "100002", Name: "Berg, Anna", Official: "2004", Computed: "2001", Delta: "-3", OfficialGames: "40", ComputedGames: "40", Kind: "same games, different rating"},
		},
	}
	const notCompared = "1 player under 12 games has no published rating on the official list: not compared (Tournament Rules 9.3)"
	tests := []struct {
		name     string
		rec      *pdfout.HistoryReconciliation
		pages    int
		page1    []string
		notPage1 []string
		lastPage []string
	}{
		{"differences", differ, 2,
			[]string{"Input files", "official.csv", strings.Repeat("0f", 32), "Differences by kind: 3 of 84 players differ", "only on the official list", "same games, different rating"},
			[]string{"Đorđević, Milan"},
			[]string{"Every difference: 3 of 84 players", "Đorđević, Milan", "+7"}},
		{"one differs", &pdfout.HistoryReconciliation{Official: "official.csv", Computed: "computed.csv", Compared: 83,
			Kinds: differ.Kinds[:1], Rows: differ.Rows[:1]}, 2,
			[]string{"Differences by kind: 1 of 83 players differs"}, nil, []string{"Every difference: 1 of 83 players"}},
		// A name spelt otherwise on the computed list is printed after the
		// official one, and players of another kind named otherwise too are
		// counted on the summary (a tester: changed names were not reported).
		{"renamed", &pdfout.HistoryReconciliation{Official: "official.csv", Computed: "computed.csv", Compared: 83, RenamedBesides: 1,
			Kinds: []pdfout.KindCount{{Kind: "same games, different rating", Short: "rating differs", Count: 1}, {Kind: "same entries, different name", Short: "name differs", Count: 1}},
			Rows: []pdfout.ReconcileRow{
				{ID: "100001", Name: "Đorđević, Milan", ComputedName: "Djordjevic, Milan", Official: "1904", Computed: "1911", Delta: "+7", OfficialGames: "27", ComputedGames: "27", Kind: "rating differs"},
				{ID: "100003", Name: "Szőke, Anna", ComputedName: "Szoke, Anna", Official: "2004", Computed: "2004", Delta: "0", OfficialGames: "40", ComputedGames: "40", Kind: "name differs"},
			}}, 2,
			[]string{"same entries, different name", "1 player with another difference is also named differently on the two lists"}, nil,
			[]string{"Szőke, Anna (computed:", "Szoke, Anna)", "(computed: Djordjevic,"}},
		// As reconcile prints it: the RD is compared only where both lists
		// have one (a tester: the report said no RD differs of a list
		// without RDs), and the number compared is given.
		{"agree", &pdfout.HistoryReconciliation{Official: "official.csv", Computed: "computed.csv", Compared: 83}, 1,
			[]string{"Input files", "Differences: none", "No differences: the 83 players agree (rating, RD where both lists have one, games, name)."},
			[]string{"The two lists agree"}, nil},
		// Ratings under 12 games that one list leaves empty are not
		// compared, and the summary says so, as reconcile prints it (a
		// tester: they were skipped without a word).
		{"not compared", &pdfout.HistoryReconciliation{Official: "official.csv", Computed: "computed.csv", Compared: 84,
			Kinds: differ.Kinds, Rows: differ.Rows, NotCompared: []string{notCompared}}, 2,
			[]string{"Differences by kind: 3 of 84 players differ", notCompared + "."}, nil, nil},
		{"agree but not compared", &pdfout.HistoryReconciliation{Official: "official.csv", Computed: "computed.csv", Compared: 83,
			NotCompared: []string{notCompared}}, 1,
			[]string{"No differences: the 83 players agree", notCompared + "."}, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := &pdfout.HistoryReport{Title: "Reconciliation of two lists", Inputs: inputs, Reconciliation: tt.rec}
			path, _ := renderPDF(t, "reconcile.pdf", func(w io.Writer) error { return pdfout.WriteHistoryReport(w, r, pdfout.HistoryOptions{}) })
			page1 := poppler(t, "pdftotext", "-enc", "UTF-8", "-f", "1", "-l", "1", path, "-")
			for _, want := range tt.page1 {
				if !strings.Contains(page1, want) {
					t.Errorf("page 1 lacks %q:\n%s", want, page1)
				}
			}
			for _, not := range tt.notPage1 {
				if strings.Contains(page1, not) {
					t.Errorf("page 1 holds %q, which belongs on the rows' page", not)
				}
			}
			pages := strings.Fields(lineWith(poppler(t, "pdfinfo", path), "Pages:"))
			if len(pages) != 2 || pages[1] != strconv.Itoa(tt.pages) {
				t.Fatalf("pdfinfo says %v, want %d pages", pages, tt.pages)
			}
			last := poppler(t, "pdftotext", "-enc", "UTF-8", "-f", pages[1], "-l", pages[1], path, "-")
			for _, want := range tt.lastPage {
				if !strings.Contains(last, want) {
					t.Errorf("page %s lacks %q:\n%s", pages[1], want, last)
				}
			}
		})
	}
}

// TestReconciliationRowsShowRD checks that the rows of a reconciliation
// report give both RDs and print each kind on the row's one line (a
// tester: the RDs of a row "different RD" appeared nowhere, and its kind
// wrapped onto a second line).
func TestReconciliationRowsShowRD(t *testing.T) {
	rows := []pdfout.ReconcileRow{
		{ID: "370101", Name: "van den Bosch, Sjoerd", Official: "2144", Computed: "2144", Delta: "0", OfficialRD: "126", ComputedRD: "116",
			OfficialGames: "121", ComputedGames: "121", Kind: "RD differs"},
		{ID: "490101", Name: "Zürcher, Beat", Computed: "2051", ComputedRD: "122", ComputedGames: "64", Kind: "computed only"},
		{ID: "102101", Name: "Wögerer, Andreas", Official: "2262", Computed: "2262", Delta: "0", OfficialRD: "106", ComputedRD: "106",
			OfficialGames: "216", ComputedGames: "214", Kind: "games differ"},
	}
	rec := &pdfout.HistoryReconciliation{Official: "official.csv", Computed: "computed.csv", Rows: rows,
		Kinds: []pdfout.KindCount{{Kind: "same games and rating, different RD", Short: "RD differs", Count: 1}}}
	r := &pdfout.HistoryReport{Title: "Reconciliation of two lists", Reconciliation: rec}
	path, _ := renderPDF(t, "reconcile.pdf", func(w io.Writer) error { return pdfout.WriteHistoryReport(w, r, pdfout.HistoryOptions{}) })
	text := poppler(t, "pdftotext", "-enc", "UTF-8", "-layout", "-f", "2", "-l", "2", path, "-")
	if head := lineWith(text, "Name", "Off. RD", "Comp. RD", "Kind"); head == "" {
		t.Errorf("WriteHistoryReport(rows) has no header with Off. RD and Comp. RD:\n%s", text)
	}
	for _, row := range rows {
		want := []string{row.ID, row.Name, row.OfficialRD, row.ComputedRD, row.ComputedGames, row.Kind}
		if got := lineWith(text, want...); got == "" {
			t.Errorf("WriteHistoryReport(%v) = no line with %q on it:\n%s", row.ID, want, text)
		}
	}
	summary := poppler(t, "pdftotext", "-enc", "UTF-8", "-layout", "-f", "1", "-l", "1", path, "-")
	if got := lineWith(summary, "same games and rating, different RD", "RD differs", "1"); got == "" {
		t.Errorf("WriteHistoryReport summary = %q, want the kind with its short label and count on one line", summary)
	}
}
