package titles_test

import (
	"errors"
	"math"
	"testing"

	"ratingdesk/titles"
)

func TestScoreOf(t *testing.T) {
	tests := []struct {
		points float64
		games  int
		want   titles.HalfPoints
		err    error
	}{
		{0, 2, 0, nil},
		{1.5, 2, 3, nil},
		{2, 2, 4, nil},
		{0.5, 1, 1, nil},
		{0.75, 2, 0, titles.ErrScoreNotHalf},
		{1.25, 3, 0, titles.ErrScoreNotHalf},
		{math.NaN(), 2, 0, titles.ErrScoreNotHalf},
		{math.Inf(1), 2, 0, titles.ErrScoreNotHalf},
		{2.5, 2, 0, titles.ErrScoreRange},
		{3, 2, 0, titles.ErrScoreRange},
		{-0.5, 2, 0, titles.ErrScoreRange},
		{0.5, 0, 0, titles.ErrScoreRange},
	}
	for _, tt := range tests {
		got, err := titles.ScoreOf(tt.points, tt.games)
		if got != tt.want || !errors.Is(err, tt.err) {
			t.Errorf("ScoreOf(%v, %d) = %v, %v, want %v, %v", tt.points, tt.games, got, err, tt.want, tt.err)
		}
	}
}
