package desk_test

import (
	"strings"
	"testing"

	"ratingdesk/desk"
)

// TestUndatedWithoutPeriodOne: the sentence said of one undated game is
// the one said of several, with "it" for "them", so that the app finds
// both (gui's undated warning).
func TestUndatedWithoutPeriodOne(t *testing.T) {
	if want := strings.Replace(desk.UndatedWithoutPeriod, "them", "it", 1); desk.UndatedWithoutPeriodOne != want {
		t.Errorf("UndatedWithoutPeriodOne = %q, want %q", desk.UndatedWithoutPeriodOne, want)
	}
}
