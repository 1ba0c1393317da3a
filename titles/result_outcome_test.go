package titles_test

import (
	"testing"

	"ratingdesk/titles"
)

// WhiteOutcome is the inverse of ResultOf from White's side.
func TestWhiteOutcomeInvertsResultOf(t *testing.T) {
	for _, r := range []titles.Result{titles.Unfinished, titles.Win, titles.Draw, titles.Loss, titles.ForfeitWin, titles.ForfeitLoss} {
		if got := titles.ResultOf(r.WhiteOutcome(), true); got != r {
			t.Errorf("ResultOf(%v.WhiteOutcome(), true) = %v, want %v", r, got, r)
		}
	}
}
