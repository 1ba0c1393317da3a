package desk_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/engine"
	"ratingdesk/xlsxio"
)

// list2017 is a rating list of the 2017 system: ratings and no RD column.
const list2017 = "ID,Name,Fed,Rating,Games\n" +
	"101,\"Aa, Anna\",GER,2500,100\n" +
	"102,\"Bb, Bert\",ITA,2400,20\n" +
	"103,\"Cc, Cleopatra\",USA,2300,80\n" +
	"104,\"Dd, Dirk\",ESP,,\n"

// games2017 are games of list2017's players finished in period 2026/1.
const games2017 = "White,Black,Result,Finished\n" +
	"101,102,1-0,2025-09-10\n" +
	"103,104,½-½,2025-09-12\n"

// mustRuleset is the ruleset of that ID.
func mustRuleset(t *testing.T, id engine.RulesetID) engine.Ruleset {
	t.Helper()
	rs, err := engine.LookupRuleset(string(id))
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

// TestLoadPeriodListWithoutRD checks that a period rated with iccf-2017
// (docs/rules.md §1.7: no RD) reads a list without RD without a default
// RD, whether the period reads the list itself or takes it as the app
// opened it (with or without OptionalRD), and that the Glicko rulesets
// still ask for one, also of a list opened with OptionalRD.
func TestLoadPeriodListWithoutRD(t *testing.T) {
	tests := []struct {
		ruleset   engine.RulesetID
		opened    bool
		optional  bool // the list was opened with OptionalRD
		defaultRD float64
		wantError bool
		wantRD    float64
	}{
		{ruleset: engine.ICCF2017},
		{ruleset: engine.ICCF2017, opened: true},
		{ruleset: engine.ICCF2017, opened: true, optional: true},
		{ruleset: engine.ICCF2017, defaultRD: 80, wantRD: 80},
		{ruleset: engine.ICCF2023, wantError: true},
		{ruleset: engine.ICCF2023, opened: true, wantError: true},
		{ruleset: engine.ICCF2023, opened: true, optional: true, wantError: true},
		{ruleset: engine.ICCF2025, defaultRD: 80, wantRD: 80},
	}
	for _, tc := range tests {
		list := writeTextFile(t, "l2017.csv", list2017)
		games := writeTextFile(t, "g.csv", games2017)
		read := xlsxio.ReadOptions{DefaultRD: tc.defaultRD}
		req := desk.Request{List: list, Results: []string{games}, Period: engine.Period{Year: 2026, Quarter: 1},
			Ruleset: mustRuleset(t, tc.ruleset), Read: read}
		var opened []*desk.Input
		if tc.opened {
			open := read
			open.OptionalRD = tc.optional
			opened = []*desk.Input{desk.Open(list, open), desk.Open(games, open)}
		}
		lp, ps := desk.LoadPeriodFrom(req, opened)
		if tc.wantError {
			if !ps.HasErrors() || !strings.Contains(ps.Errors()[0].Error(), "no RD column") {
				t.Errorf("%s (opened %v, optional %v): problems %v, want the missing RD column", tc.ruleset, tc.opened, tc.optional, ps)
			}
			continue
		}
		if ps.HasErrors() {
			t.Errorf("%s (opened %v, optional %v, default RD %v): problems %v, want none", tc.ruleset, tc.opened, tc.optional, tc.defaultRD, ps)
			continue
		}
		if p := lp.Input.Players[0]; !p.Rated || p.Rating != 2500 || p.RD != tc.wantRD {
			t.Errorf("%s (opened %v, optional %v): player %d rated %v %v RD %v, want 2500 RD %v", tc.ruleset, tc.opened, tc.optional, p.ID, p.Rated, p.Rating, p.RD, tc.wantRD)
		}
	}
}

// TestLoadedPeriodMissingPlayers checks which IDs are not players of a
// period: neither on its list nor brought by its results (105 joins from
// the crosstable).
func TestLoadedPeriodMissingPlayers(t *testing.T) {
	ct := writeTextFile(t, "cup.csv", crosstableCSV)
	lp, ps := loadCup(t, ct)
	noErrors(t, ps)
	tests := []struct {
		ids, want []engine.PlayerID
	}{
		{nil, nil},
		{[]engine.PlayerID{101, 105}, nil},
		{[]engine.PlayerID{999, 101, 998}, []engine.PlayerID{999, 998}},
	}
	for _, tc := range tests {
		if got := lp.MissingPlayers(tc.ids); !slices.Equal(got, tc.want) {
			t.Errorf("MissingPlayers(%v) = %v, want %v", tc.ids, got, tc.want)
		}
	}
}

// TestReplayOnLoaded checks that a replay calls OnLoaded once, with every
// player of the replay, before any quarter is rated, and that its error
// stops the replay.
func TestReplayOnLoaded(t *testing.T) {
	req, h := replaySample(t, engine.ICCF2023)
	stop := errors.New("stop")
	loaded, rated := 0, 0
	req.OnLoaded = func(lp *desk.LoadedPeriod) error {
		loaded++
		if rated > 0 {
			t.Errorf("OnLoaded called after %d quarters were rated", rated)
		}
		if n := len(lp.Input.Players); n != len(h.Players) {
			t.Errorf("OnLoaded got %d players, want the history's %d", n, len(h.Players))
		}
		return stop
	}
	req.OnPeriod = func(*desk.ReplayedPeriod) error { rated++; return nil }
	got, _, err := desk.Replay(context.Background(), req, nil)
	if !errors.Is(err, stop) || got != nil || loaded != 1 || rated != 0 {
		t.Errorf("Replay = %v, %v; OnLoaded called %d times, %d quarters rated; want OnLoaded's error, once, none rated", got, err, loaded, rated)
	}
}
