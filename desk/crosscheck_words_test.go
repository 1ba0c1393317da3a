package desk_test

import (
	"strings"
	"testing"

	"ratingdesk/desk"
	"ratingdesk/engine"
)

// TestUndatedWithoutPeriodOne: the sentence said of one undated game is
// the one said of several, with "it" for "them", so that the app finds
// both (gui's undated warning).
func TestUndatedWithoutPeriodOne(t *testing.T) {
	if want := strings.Replace(desk.UndatedWithoutPeriod, "them", "it", 1); desk.UndatedWithoutPeriodOne != want {
		t.Errorf("UndatedWithoutPeriodOne = %q, want %q", desk.UndatedWithoutPeriodOne, want)
	}
}

// TestStartRatingLevelExamples: the levels the iccf-2017 message offers are
// the engine's, as docs/rules.md §2 gives them.
func TestStartRatingLevelExamples(t *testing.T) {
	for typ, want := range map[string]int{"Open class": 1800, "Higher class": 2000, "Master class": 2200, "Master norm": 2300, "GM norm": 2450} {
		if got, ok := engine.TournamentLevel(typ); !ok || got != want {
			t.Errorf("TournamentLevel(%q) = %d, %v, want %d", typ, got, ok, want)
		}
	}
}
