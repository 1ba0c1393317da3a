package desk_test

import (
	"context"
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

func TestHistoryAccessors(t *testing.T) {
	_, h := replaySample(t, engine.ICCF2023)
	if got := h.Len(); got != 415 {
		t.Errorf("Len() = %d, want 415 (83 players × 5 quarters)", got)
	}
	rows := h.Player(520101)
	var games []int
	for _, r := range rows {
		games = append(games, r.PeriodGames)
	}
	if len(games) != 5 || games[0] != 2 || games[1]+games[2]+games[3] != 0 || games[4] != 2 {
		t.Errorf("Player(520101) period games = %v, want [2 0 0 0 2]", games)
	}
	if got := len(h.Period(engine.Period{Year: 2024, Quarter: 3})); got != 83 {
		t.Errorf("len(Period(2024/3)) = %d, want 83", got)
	}
	if h.Player(1) != nil || h.Period(engine.Period{Year: 2030, Quarter: 1}) != nil {
		t.Errorf("Player(1) or Period(2030/1) is not nil")
	}
	n := 0
	h.Rows(func(r desk.HistoryRow) bool { n++; return n < 10 })
	if n != 10 {
		t.Errorf("Rows stopped after %d rows, want 10", n)
	}
}

func TestReplayRequestCheck(t *testing.T) {
	p := func(y, q int) engine.Period { return engine.Period{Year: y, Quarter: q} }
	r2017, _ := engine.LookupRuleset("iccf-2017")
	r2023, _ := engine.LookupRuleset("iccf-2023")
	cases := []struct {
		name string
		req  desk.ReplayRequest
		want string // a part of the error; "" for none
	}{
		{"fine", desk.ReplayRequest{From: p(2024, 1), To: p(2025, 1), Ruleset: r2023}, ""},
		{"to before from", desk.ReplayRequest{From: p(2024, 2), To: p(2024, 1), Ruleset: r2023}, "before the first"},
		{"switch at from", desk.ReplayRequest{From: p(2024, 1), To: p(2025, 1), Ruleset: r2023,
			Switches: []desk.RulesetSwitch{{At: p(2024, 1), Ruleset: r2023}}}, "ruleset switch at 2024/1"},
		{"switch after to", desk.ReplayRequest{From: p(2024, 1), To: p(2025, 1), Ruleset: r2023,
			Switches: []desk.RulesetSwitch{{At: p(2025, 2), Ruleset: r2023}}}, "ruleset switch at 2025/2"},
		{"switches out of order", desk.ReplayRequest{From: p(2024, 1), To: p(2025, 1), Ruleset: r2023,
			Switches: []desk.RulesetSwitch{{At: p(2024, 4), Ruleset: r2023}, {At: p(2024, 3), Ruleset: r2023}}}, "increasing order"},
		{"2017 without default RD", desk.ReplayRequest{From: p(2024, 1), To: p(2025, 1), Ruleset: r2017,
			Switches: []desk.RulesetSwitch{{At: p(2024, 3), Ruleset: r2023}}}, "--default-rd"},
		{"2017 without default RD before the switch", desk.ReplayRequest{From: p(2024, 1), To: p(2025, 1), Ruleset: r2017,
			Switches: []desk.RulesetSwitch{{At: p(2024, 3), Ruleset: r2023}}}, "period 2024/2 is rated with iccf-2017"},
		{"2017 throughout", desk.ReplayRequest{From: p(2024, 1), To: p(2025, 1), Ruleset: r2017}, ""},
		{"2017 after 2023", desk.ReplayRequest{From: p(2024, 1), To: p(2025, 1), Ruleset: r2023,
			Switches: []desk.RulesetSwitch{{At: p(2024, 3), Ruleset: r2017}}}, ""},
		{"2017 last quarter only", desk.ReplayRequest{From: p(2024, 1), To: p(2025, 1), Ruleset: r2023,
			Switches: []desk.RulesetSwitch{{At: p(2025, 1), Ruleset: r2017}}}, ""},
	}
	for _, c := range cases {
		err := c.req.Check()
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: Check() = %v, want nil", c.name, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: Check() = %v, want an error saying %q", c.name, err, c.want)
		}
	}
}

func TestCompareRulesets(t *testing.T) {
	_, a := replaySample(t, engine.ICCF2023)
	_, b := replaySample(t, engine.ICCF2025)
	c, ok := desk.Compare(a, b, engine.Period{})
	if !ok {
		t.Fatal("Compare(2023, 2025) = not ok")
	}
	if c.Period != (engine.Period{Year: 2025, Quarter: 1}) || c.RulesetA.ID != engine.ICCF2023 || c.RulesetB.ID != engine.ICCF2025 {
		t.Errorf("Compare: period %s, rulesets %s and %s", c.Period, c.RulesetA.ID, c.RulesetB.ID)
	}
	if c.Gainers+c.Losers+c.Same != len(c.Rows) || len(c.Rows) != 83 || c.OnlyA+c.OnlyB != 0 {
		t.Errorf("Compare: %d gainers, %d losers, %d same, %d rows, only %d/%d", c.Gainers, c.Losers, c.Same, len(c.Rows), c.OnlyA, c.OnlyB)
	}
	gainers, losers := c.Movers(5)
	for i, r := range gainers {
		if r.DiffExact <= 0 || (i > 0 && r.DiffExact > gainers[i-1].DiffExact) {
			t.Errorf("gainer %d: %v after %v", i, r.DiffExact, gainers[max(i-1, 0)].DiffExact)
		}
	}
	for i, r := range losers {
		if r.DiffExact >= 0 || (i > 0 && r.DiffExact < losers[i-1].DiffExact) {
			t.Errorf("loser %d: %v after %v", i, r.DiffExact, losers[max(i-1, 0)].DiffExact)
		}
	}
	if _, ok := desk.Compare(a, b, engine.Period{Year: 2030, Quarter: 1}); ok {
		t.Errorf("Compare at 2030/1 = ok, want not ok")
	}
}

func TestReconcileKinds(t *testing.T) {
	pl := func(id engine.PlayerID, rated bool, r, rd float64, games int) engine.Player {
		return engine.Player{ID: id, Name: "P", Rated: rated, Rating: r, RD: rd, Games: games}
	}
	official := &xlsxio.RatingList{Players: []engine.Player{
		pl(1, true, 2000.4, 0, 40), // agrees (no RD on the official list)
		pl(2, true, 2000, 0, 40),   // only official
		pl(3, true, 2000, 0, 40),   // games differ
		pl(4, true, 2000, 0, 40),   // rating differs
		pl(5, false, 0, 0, 20),     // rated on one side only, published
		pl(6, true, 2100, 80, 50),  // RD differs
		pl(7, true, 2100, 80, 50),  // same RD as published
		pl(9, false, 0, 0, 3),      // 3 games: no rating published
	}}
	computed := &xlsxio.RatingList{Players: []engine.Player{
		pl(1, true, 1999.5, 60, 40),
		pl(3, true, 2000, 60, 41),
		pl(4, true, 2001, 60, 40),
		pl(5, true, 1800, 250, 20),
		pl(6, true, 2100, 90, 50),
		pl(7, true, 2100, 80.3, 50),
		pl(8, true, 2000, 60, 12), // only computed
		pl(9, true, 1966, 200, 3), // unpublished: agrees with none
	}}
	r := desk.Reconcile(official, computed)
	want := map[engine.PlayerID]desk.DiffKind{2: desk.OnlyOfficial, 3: desk.GamesDiffer, 4: desk.RatingDiffers,
		5: desk.RatingDiffers, 6: desk.RDDiffers, 8: desk.OnlyComputed}
	got := map[engine.PlayerID]desk.DiffKind{}
	for _, row := range r.Rows {
		got[row.ID] = row.Kind
	}
	if len(got) != len(want) {
		t.Errorf("Reconcile rows = %v, want %v", got, want)
	}
	for id, k := range want {
		if got[id] != k {
			t.Errorf("kind of %d = %q, want %q", id, got[id], k)
		}
	}
	if r.Compared != 9 || r.Agree != 3 {
		t.Errorf("Compared %d, Agree %d; want 9 and 3", r.Compared, r.Agree)
	}
	if same := desk.Reconcile(computed, computed); len(same.Rows) != 0 {
		t.Errorf("Reconcile of a list with itself = %d rows, want none", len(same.Rows))
	}
}

// TestReconcileUnpublished: a rating on one list only is compared from 12
// games; under 12 it is no difference, since a list leaves a rating it does
// not publish empty (Tournament Rules 9.3), but the summary counts it per
// list (a tester: an official list's empty rating of a player with 2
// games beside the computed 1873 was skipped unsaid, while 1700 beside
// it and an empty rating at 27 games were reported).
func TestReconcileUnpublished(t *testing.T) {
	side := func(rated bool, rating float64, games int) engine.Player {
		return engine.Player{ID: 1, Name: "Grünwald, Björn-Ole", Rated: rated, Rating: rating, Games: games}
	}
	renamed := func(p engine.Player) engine.Player { p.Name = "Grunwald, Bjorn-Ole"; return p }
	const none = desk.DiffKind(0) // no row
	tests := []struct {
		name                   string
		official, computed     engine.Player
		want                   desk.DiffKind
		unratedOff, unratedCom int
	}{
		{"empty official, rated computed, 2 games", side(false, 0, 2), side(true, 1873, 2), none, 1, 0},
		{"empty official, rated computed, 0 games", side(false, 0, 0), side(true, 1800, 0), none, 1, 0},
		{"empty official, rated computed, 11 games", side(false, 0, 11), side(true, 1873, 11), none, 1, 0},
		{"empty official, rated computed, 12 games", side(false, 0, 12), side(true, 1873, 12), desk.RatingDiffers, 0, 0},
		{"empty official, rated computed, 27 games", side(false, 0, 27), side(true, 2069, 27), desk.RatingDiffers, 0, 0},
		{"rated official, empty computed, 2 games", side(true, 1700, 2), side(false, 0, 2), none, 0, 1},
		{"rated official, empty computed, 27 games", side(true, 1700, 27), side(false, 0, 27), desk.RatingDiffers, 0, 0},
		{"both empty, 2 games", side(false, 0, 2), side(false, 0, 2), none, 0, 0},
		{"both empty, 27 games", side(false, 0, 27), side(false, 0, 27), none, 0, 0},
		{"both rated, different, 2 games", side(true, 1700, 2), side(true, 1873, 2), desk.RatingDiffers, 0, 0},
		{"both rated, same, 2 games", side(true, 1873, 2), side(true, 1872.6, 2), none, 0, 0},
		{"empty official, games differ", side(false, 0, 2), side(true, 1873, 3), desk.GamesDiffer, 0, 0},
		{"empty official, 2 games, name differs", side(false, 0, 2), renamed(side(true, 1873, 2)), desk.NameDiffers, 1, 0},
	}
	for _, tt := range tests {
		r := desk.Reconcile(&xlsxio.RatingList{Players: []engine.Player{tt.official}}, &xlsxio.RatingList{Players: []engine.Player{tt.computed}})
		got := none
		if len(r.Rows) == 1 {
			got = r.Rows[0].Kind
		}
		if len(r.Rows) > 1 || got != tt.want {
			t.Errorf("Reconcile(%s) = %d rows, kind %q; want kind %q", tt.name, len(r.Rows), got, tt.want)
		}
		if r.UnratedOfficial != tt.unratedOff || r.UnratedComputed != tt.unratedCom {
			t.Errorf("Reconcile(%s) not compared = %d official, %d computed; want %d, %d",
				tt.name, r.UnratedOfficial, r.UnratedComputed, tt.unratedOff, tt.unratedCom)
		}
		if r.Compared != 1 || r.Agree != 1-len(r.Rows) {
			t.Errorf("Reconcile(%s) Compared %d, Agree %d; want 1 and %d", tt.name, r.Compared, r.Agree, 1-len(r.Rows))
		}
	}
}

// TestReconcileNotCompared: the summary sentence of the ratings under 12
// games not compared, by list, as standard output, the app and the report
// print it.
func TestReconcileNotCompared(t *testing.T) {
	pl := func(id engine.PlayerID, rated bool, games int) engine.Player {
		return engine.Player{ID: id, Name: "P", Rated: rated, Rating: 1900, Games: games}
	}
	official := &xlsxio.RatingList{Players: []engine.Player{pl(1, false, 2), pl(2, false, 5), pl(3, true, 4), pl(4, false, 20), pl(5, false, 1)}}
	computed := &xlsxio.RatingList{Players: []engine.Player{pl(1, true, 2), pl(2, true, 5), pl(3, false, 4), pl(4, true, 20), pl(5, false, 1)}}
	tests := []struct {
		name               string
		official, computed *xlsxio.RatingList
		want               []string
	}{
		{"both lists", official, computed, []string{
			"2 players under 12 games have no published rating on the official list: not compared (Tournament Rules 9.3)",
			"1 player under 12 games has no published rating on the computed list: not compared (Tournament Rules 9.3)",
		}},
		{"the other way round", computed, official, []string{
			"1 player under 12 games has no published rating on the official list: not compared (Tournament Rules 9.3)",
			"2 players under 12 games have no published rating on the computed list: not compared (Tournament Rules 9.3)",
		}},
		{"itself", official, official, nil},
	}
	for _, tt := range tests {
		r := desk.Reconcile(tt.official, tt.computed)
		if got := r.NotCompared(); !slices.Equal(got, tt.want) {
			t.Errorf("NotCompared(%s) = %q, want %q", tt.name, got, tt.want)
		}
		if got := desk.ReconciliationReport(r).NotCompared; !slices.Equal(got, tt.want) {
			t.Errorf("ReconciliationReport(%s).NotCompared = %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestReconcileNames: a player whose name the two lists spell differently
// is a difference (a tester: "Szőke, Anna" against "Szoke, Anna" was not
// reported), its own kind when nothing else differs, and named on the
// row of another kind too; white space, dots, dashes, commas, case and
// the Unicode form alone are no difference (names.Same, the one reading
// of crosstables' and game lists' names too; docs/rules.md "Names in a
// reconciliation").
func TestReconcileNames(t *testing.T) {
	pl := func(name string, rating float64) engine.Player {
		return engine.Player{ID: 1, Name: name, Rated: true, Rating: rating, Games: 40}
	}
	tests := []struct {
		official, computed engine.Player
		wantRows           int
		wantKind           desk.DiffKind
		wantComputedName   string
	}{
		{pl("Szőke, Anna", 2000), pl("Szoke, Anna", 2000), 1, desk.NameDiffers, "Szoke, Anna"},
		{pl("Szőke, Anna", 2000), pl("Szőke Anna", 2000), 0, 0, ""},
		{pl("Szőke-Kis, Anna", 2000), pl("Szőke Kis, Anna", 2000), 0, 0, ""},
		{pl("Szőke, Anna", 2000), pl("Anna, Szőke", 2000), 1, desk.NameDiffers, "Anna, Szőke"},
		{pl("Szőke, Anna", 2000), pl("Szoke, Anna", 2010), 1, desk.RatingDiffers, "Szoke, Anna"},
		{pl("Szőke, Anna", 2000), pl(" SZŐKE,  Anna ", 2000), 0, 0, ""},
		{pl("Szőke, Anna", 2000), pl("Szo\u030bke,\u00a0Anna", 2000), 0, 0, ""},
		{pl("Szőke, Anna", 2000), pl("Szőke, Anna", 2010), 1, desk.RatingDiffers, ""},
	}
	for _, tt := range tests {
		official := &xlsxio.RatingList{Players: []engine.Player{tt.official}}
		computed := &xlsxio.RatingList{Players: []engine.Player{tt.computed}}
		r := desk.Reconcile(official, computed)
		if len(r.Rows) != tt.wantRows {
			t.Errorf("Reconcile(%q, %q) = %d rows, want %d", tt.official.Name, tt.computed.Name, len(r.Rows), tt.wantRows)
			continue
		}
		if tt.wantRows == 0 {
			continue
		}
		row := r.Rows[0]
		if row.Kind != tt.wantKind || row.ComputedName != tt.wantComputedName || row.Name != tt.official.Name {
			t.Errorf("Reconcile(%q, %q) = %q, %q, %q; want %q, %q, %q", tt.official.Name, tt.computed.Name,
				row.Kind, row.Name, row.ComputedName, tt.wantKind, tt.official.Name, tt.wantComputedName)
		}
	}
}

func TestReplayCancelledAndProgress(t *testing.T) {
	req, _ := replaySample(t, engine.ICCF2023)
	ctx, cancel := context.WithCancel(context.Background())
	var calls []string
	_, _, err := desk.Replay(ctx, req, func(done, total int, p engine.Period) {
		calls = append(calls, p.String())
		if done == 2 {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("Replay cancelled after two quarters = %v, want context.Canceled", err)
	}
	if strings.Join(calls, " ") != "2024/1 2024/2 2024/3" {
		t.Errorf("progress calls = %v, want 2024/1 2024/2 2024/3", calls)
	}
}

func TestReadOfficialListWithoutRD(t *testing.T) {
	l, ps := desk.ReadOfficialList(filepath.Join("..", "testdata", "history", "official-2025-1.csv"), xlsxio.ReadOptions{})
	if ps.HasErrors() || l == nil {
		t.Fatalf("ReadOfficialList: %v", ps)
	}
	if len(l.Players) != 83 || l.Players[0].RD != 0 || !l.Players[0].Rated || l.Players[0].Games != 183 {
		t.Errorf("ReadOfficialList: %d players, first %+v", len(l.Players), l.Players[0])
	}
	if _, ps := xlsxio.ReadRatingList(filepath.Join("..", "testdata", "history", "official-2025-1.csv"), xlsxio.ReadOptions{}); !ps.HasErrors() {
		t.Errorf("ReadRatingList of the official list without --default-rd has no error, want the missing RD refused")
	}
}

// TestReadOfficialListIgnoresDefaultRD: a default RD is never given to
// an official list without RD (docs/rules.md "An official list needs no
// RD"): the app passed its Preferences' Default RD, and a reconciliation
// of the sample's replay found 79 players with "different RD" where the
// command line found 4 differences (a tester).
func TestReadOfficialListIgnoresDefaultRD(t *testing.T) {
	path := filepath.Join("..", "testdata", "history", "official-2025-1.csv")
	l, ps := desk.ReadOfficialList(path, xlsxio.ReadOptions{DefaultRD: 100})
	if ps.HasErrors() || l == nil {
		t.Fatalf("ReadOfficialList: %v", ps)
	}
	for _, p := range l.Players {
		if p.RD != 0 {
			t.Fatalf("player %d read with RD %v, want none", p.ID, p.RD)
		}
	}
	_, h := replaySample(t, engine.ICCF2023)
	rec := desk.Reconcile(l, desk.ListAfter(h, h.Last(), "replay 2025/1"))
	if n := rec.Count(desk.RDDiffers); n != 0 || len(rec.Rows) != 4 {
		t.Errorf("%d rows, %d of different RD; want the 4 seeded differences, none of RD", len(rec.Rows), n)
	}
}

// TestReconciliationReportCitesItsLists: the report of a reconciliation
// cites the two lists compared with their SHA-256, as the period and
// history reports cite their inputs (a TD's test: it cited none); a side
// that is no file (the app's last list of a replay) is left out.
func TestReconciliationReportCitesItsLists(t *testing.T) {
	official := writeTextFile(t, "official.csv", "ID,Name,Rating,Games\n1,A,2000,40\n")
	computed := writeTextFile(t, "computed.csv", "ID,Name,Rating,Games\n1,A,2001,40\n")
	off, _ := desk.ReadOfficialList(official, xlsxio.ReadOptions{})
	comp, _ := desk.ReadOfficialList(computed, xlsxio.ReadOptions{})
	for _, tt := range []struct {
		rec  *desk.Reconciliation
		want []string
	}{
		{desk.Reconcile(off, comp), []string{official, computed}},
		{func() *desk.Reconciliation { r := desk.Reconcile(off, comp); r.Computed = "replay 2025/1"; return r }(), []string{official}},
	} {
		rep, err := desk.HistoryReportOf(desk.HistoryReportInput{Reconciliation: tt.rec})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, in := range rep.Inputs {
			if len(in.SHA256) != 64 {
				t.Errorf("input %s: SHA-256 %q", in.Path, in.SHA256)
			}
			got = append(got, in.Path)
		}
		if strings.Join(got, " ") != strings.Join(tt.want, " ") {
			t.Errorf("report inputs %q, want %q", got, tt.want)
		}
	}
}

func TestListEntry(t *testing.T) {
	official := &xlsxio.RatingList{Players: []engine.Player{
		{ID: 1, Name: "A", Fed: "ENG", Rated: true, Rating: 1950.5, Games: 14}, // ICCF-style: no RD
		{ID: 2, Name: "B", Rated: true, Rating: 2100.2, RD: 20.4, Games: 50},   // RD limited to 30
		{ID: 3, Name: "C", Rated: false, Games: 3},                             // unrated
	}}
	for _, tc := range []struct {
		id     engine.PlayerID
		name   string
		want   desk.ListSide
		wantOK bool
	}{
		{1, "A", desk.ListSide{On: true, Rated: true, Rating: 1951, Games: 14}, true},
		{2, "B", desk.ListSide{On: true, Rated: true, Rating: 2100, HasRD: true, RD: 30, Games: 50}, true},
		{3, "C", desk.ListSide{On: true, Games: 3}, true},
		{4, "", desk.ListSide{}, false},
	} {
		p, side, ok := desk.ListEntry(official, tc.id)
		if ok != tc.wantOK || side != tc.want || p.Name != tc.name || p.ID != tc.id {
			t.Errorf("ListEntry(%d) = %v %+v %v, want %q %+v %v", tc.id, p, side, ok, tc.name, tc.want, tc.wantOK)
		}
	}
	if _, _, ok := desk.ListEntry(nil, 1); ok {
		t.Errorf("ListEntry(nil, 1) found the player on no list")
	}
}
