package titles_test

import (
	"testing"
	"time"

	"ratingdesk/titles"
)

// TestEarlierRules: a section started before 1 April 2017 follows the
// earlier norm rules (App. 2 head note), which are not computed: its
// requirements say so and every norm is out of reach for that reason, not
// as a section failing App. 2 item 1; a section without a start date, or
// started on 1 April 2017, is no such section.
func TestEarlierRules(t *testing.T) {
	for _, tt := range []struct {
		name    string
		start   time.Time
		earlier bool
		reason  titles.Reason
	}{
		{"31 March 2017", time.Date(2017, 3, 31, 0, 0, 0, 0, time.UTC), true, titles.ReasonEarlierRules},
		{"no start date", time.Time{}, false, titles.ReasonSection},
		{"1 April 2017", titles.RegulationsStart(), false, titles.NoReason},
	} {
		s := drawnSection(fixedPlayers(2400, 2400, 2400, 2400, 2400, 2400, 2400, 2400, 2400, 2400))
		s.Start = tt.start
		w, err := titles.WatchNorms(s)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if got := w.Statement.Requirements.EarlierRules; got != tt.earlier {
			t.Errorf("%s: EarlierRules %v, want %v", tt.name, got, tt.earlier)
		}
		c, _ := w.Check(0, titles.CCE)
		if c.Reason != tt.reason {
			t.Errorf("%s: CCE reason %q, want %q", tt.name, c.Reason, tt.reason)
		}
	}
	if got, want := titles.ReasonEarlierRules.Short(), "not computed"; got != want {
		t.Errorf("Short %q, want %q", got, want)
	}
	want := "norms of sections started before 1 April 2017 follow the earlier rules (App. 2 head note) and are not computed by Rating Desk"
	if got := titles.EarlierRulesText(); got != want {
		t.Errorf("EarlierRulesText %q, want %q", got, want)
	}
}

// TestEarlierRulesNotComputed: every norm of a section started before 1
// April 2017 has the status "not computed", of its own (not "out of
// reach"), and its start-date requirement is no failure but the earlier
// rules, shown with the date: no App. 2 figure is presented as its norm
// (a TD re-tester).
func TestEarlierRulesNotComputed(t *testing.T) {
	s := drawnSection(fixedPlayers(2400, 2400, 2400, 2400, 2400, 2400, 2400, 2400, 2400, 2400))
	s.Start = time.Date(2016, 5, 1, 0, 0, 0, 0, time.UTC)
	w, err := titles.WatchNorms(s)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range w.Checks {
		if c.Status != titles.NotComputed || c.Reason != titles.ReasonEarlierRules || c.Earned() {
			t.Fatalf("check %+v: want status not computed, reason earlier rules", c)
		}
	}
	if got := titles.NotComputed.String(); got != "not computed" {
		t.Errorf("status %q, want not computed", got)
	}
	req := w.Statement.Requirements
	if req.TitleTournament() {
		t.Error("a section under the earlier rules offers App. 2 norms")
	}
	start := req.Checks[0]
	if start.Item != titles.ItemStartDate {
		t.Fatalf("first check %v", start.Item)
	}
	if v := req.Verdict(start); v != titles.VerdictEarlierRules || v.Short() != "earlier rules" || v.String() != "earlier rules, not computed" {
		t.Errorf("start date verdict %q (%q)", v, v.Short())
	}
	if v, l := req.Texts(start); v != "1 May 2016" || l != "from 1 April 2017" {
		t.Errorf("start date texts %q, %q", v, l)
	}
	if b, _ := w.Best(0); b != titles.NotComputed {
		t.Errorf("best %v", b)
	}
}
