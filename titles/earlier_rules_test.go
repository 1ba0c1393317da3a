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
