package titles_test

import (
	"testing"

	"ratingdesk/titles"
)

func TestHighestHeld(t *testing.T) {
	tests := []struct {
		held []string
		want titles.Level
	}{
		{nil, 0},
		{[]string{"IM"}, titles.IM},
		{[]string{"CCE", "sim"}, titles.SIM},
		{[]string{"SIM", "IA"}, titles.SIM},
		{[]string{" gm "}, titles.GM},
		{[]string{"LGM"}, 0}, // a Ladies' title: CCM norms, not the CCM title
		{[]string{"LIM", "CCE"}, titles.CCE},
		{[]string{"FM", "IA"}, 0},
	}
	for _, tt := range tests {
		if got := titles.HighestHeld(tt.held); got != tt.want {
			t.Errorf("HighestHeld(%q) = %v, want %v", tt.held, got, tt.want)
		}
	}
}
