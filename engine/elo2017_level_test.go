package engine_test

import (
	"math"
	"testing"

	"ratingdesk/engine"
)

func TestTournamentLevel2017(t *testing.T) {
	tests := []struct {
		eventType string
		want      int
		ok        bool
	}{
		{"Open class", 1800, true},
		{"OPEN CLASS", 1800, true},
		{"open-class tournament", 1800, true},
		{"Cup preliminary rounds", 1800, true},
		{"Cup prelims", 1800, true},
		{"International open preliminaries", 1800, true},
		{"Friendly match", 1800, true},
		{"Friendly matches", 1800, true},
		{"Ladies' WC semi-finals", 1900, true},
		{"Ladies World Championship Semifinal", 1900, true},
		{"Women’s WC semi-final", 1900, true},
		{"Ladies' Olympiad", 1900, true},
		{"Higher class", 2000, true},
		{"Cup semifinals", 2000, true},
		{"International open semi-finals", 2000, true},
		{"Ladies' WC final", 2100, true},
		{"Ladies WC finals", 2100, true},
		{"Master class", 2200, true},
		{"Cup final", 2200, true},
		{"Zonal championship preliminary rounds", 2200, true},
		{"Zonal preliminary", 2200, true},
		{"Invitation (team) tournaments", 2200, true},
		{"Invitational", 2200, true},
		{"International open finals", 2200, true},
		{"Master norm", 2300, true},
		{"Master norm tournament", 2300, true},
		{"WC semi-final", 2400, true},
		{"World Championship semifinal", 2400, true},
		{"Zonal championship semi-finals", 2400, true},
		{"Olympiad preliminaries", 2400, true},
		{"GM norm", 2450, true},
		{"Grandmaster norm tournaments", 2450, true},
		{"WC candidates", 2500, true},
		{"World Championship Candidates", 2500, true},
		{"Zonal final", 2500, true},
		{"Olympiad final", 2500, true},
		{"National", 0, false},
		{"National championship", 0, false},
		{"Thematic", 0, false},
		{"Promotion", 0, false},
		{"WC final", 0, false},
		{"", 0, false},
		{"Memorial <2300 team tournament", 0, false},
	}
	for _, tt := range tests {
		got, ok := engine.TournamentLevel(tt.eventType)
		if got != tt.want || ok != tt.ok {
			t.Errorf("TournamentLevel(%q) = %d, %v, want %d, %v", tt.eventType, got, ok, tt.want, tt.ok)
		}
	}
}

func TestIsNationalEvent2017(t *testing.T) {
	tests := []struct {
		eventType string
		want      bool
	}{
		{"National", true},
		{"national championship", true},
		{"NATIONAL-TOURNAMENT", true},
		{"International open final", false},
		{"Open class", false},
		{"", false},
	}
	for _, tt := range tests {
		if got := engine.IsNationalEvent(tt.eventType); got != tt.want {
			t.Errorf("IsNationalEvent(%q) = %v, want %v", tt.eventType, got, tt.want)
		}
	}
}

func TestNationalLevel2017(t *testing.T) {
	tests := []struct {
		ratings []float64
		want    float64
		ok      bool
	}{
		{nil, 0, false},
		{[]float64{2000}, 2000, true},
		{[]float64{2000, 2101}, 2050.5, true},
		{[]float64{2000, 2000, 2001}, 2000.3333, true},
		{[]float64{2000, 2000, 2002}, 2000.6667, true},
		{[]float64{2300, 2500}, 2400, true},
		{[]float64{2450, 2600}, 2400, true}, // at most 2400
	}
	for _, tt := range tests {
		got, ok := engine.NationalLevel(tt.ratings)
		if math.Abs(got-tt.want) > e17Tol || ok != tt.ok {
			t.Errorf("NationalLevel(%v) = %v, %v, want %v, %v", tt.ratings, got, ok, tt.want, tt.ok)
		}
	}
}
