package names_test

import (
	"testing"

	"ratingdesk/names"
)

func TestFold(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Østergaard, Søren", "ostergaard, soren"},
		{"Ševčík", "sevcik"},
		{"Weiß", "weiss"},
		{"Łukasz Đoković", "lukasz dokovic"},
		{"ASCII Only", "ascii only"},
		{"a\u0323\u0301", "a"},   // marks in non-canonical order
		{"\xffBad", "\ufffdbad"}, // invalid UTF-8 read as U+FFFD
		{"Ærø", "aero"},
		{"한", "\u1112\u1161\u11ab"}, // Hangul: decomposed to its jamo, letters all
		{"İstanbul", "istanbul"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := names.Fold(tt.in); got != tt.want {
			t.Errorf("Fold(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
