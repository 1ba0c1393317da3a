package engine_test

import (
	"math"
	"testing"

	"ratingdesk/engine"
)

func TestRoundHalfUp(t *testing.T) {
	tests := []struct {
		x    float64
		want int
	}{
		{1903.5, 1904},
		{1903.4999, 1903},
		{math.Nextafter(1903.5, 0), 1903},
		{1903.567883232172, 1904},
		{0.49999999999999994, 0}, // floor(x+0.5) in float64 would give 1
		{0.5, 1},
		{0, 0},
		{-0.5, 0},
		{-0.50001, -1},
		{-1.5, -1},
		{-2.5, -2},
		{-2.6, -3},
		{2047.5, 2048},
		{4503599627370495.5, 4503599627370496},
	}
	for _, tc := range tests {
		if got := engine.RoundHalfUp(tc.x); got != tc.want {
			t.Errorf("RoundHalfUp(%v) = %d, want %d", tc.x, got, tc.want)
		}
	}
}

func TestPublishRD(t *testing.T) {
	p := engine.ICCFParams()
	tests := []struct {
		rd   float64
		want int
	}{
		{78.16604354275371, 78},
		{78.5, 79},
		{78.49999, 78},
		{10, 30},
		{29.5, 30},
		{30.5, 31},
		{249.5, 250},
		{250.4, 250},
		{260, 250},
		{1e6, 250},
	}
	for _, tc := range tests {
		if got := engine.PublishRD(p, tc.rd); got != tc.want {
			t.Errorf("PublishRD(%v) = %d, want %d", tc.rd, got, tc.want)
		}
	}
}
