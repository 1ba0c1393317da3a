package xlsxio

import "testing"

func TestIsTotalsLabel(t *testing.T) {
	tests := []struct {
		label string
		want  bool
	}{
		{"Total", true}, {"Summe:", true}, {"GESAMT", true}, {"grand total", true},
		// Averages, counts and a label with more words (a tester).
		{"Average", true}, {"Durchschnitt", true}, {"Mean", true}, {"Σ", true},
		{"Total players: 6", true}, {"Average rating", true},
		{"Müller, Jürgen", false}, {"Totalmente", false}, {"", false}, {"100001", false},
	}
	for _, tt := range tests {
		if got := isTotalsLabel(tt.label); got != tt.want {
			t.Errorf("isTotalsLabel(%q) = %v, want %v", tt.label, got, tt.want)
		}
	}
}
